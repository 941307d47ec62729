// 2D convolution over buffers with a constant filter, and a separable blur with private taps.
// Compiled for spir64 and spir at -O0 and -O2: each translation passes spirv-val and is read
// back by llvm-spirv-14 -r and by ours -r into modules the LLVM verifier accepts.
// With -g (spir64), the DWARF llc-14 makes of the original and of the round trip is the same.
// RUN: bash %S/../Inputs/program-roundtrip.sh %s %t CL1.2
// RUN: FileCheck %s < %t.spir64.O2.spt
// RUN: FileCheck %s < %t.spir.O0.spt

// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "convolve_buffer"
// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "blur_rows"
// CHECK-DAG: TypePointer {{[0-9]+}} 0
// CHECK-DAG: ExtInst {{.*}} s_clamp

#define KR 2
#define KW (2 * KR + 1)

kernel void convolve_buffer(global const float *in, global float *out, constant float *filter,
                            int width, int height) {
  int x = get_global_id(0), y = get_global_id(1);
  if (x >= width || y >= height)
    return;
  float sum = 0.0f;
  for (int j = -KR; j <= KR; ++j) {
    int yy = clamp(y + j, 0, height - 1);
    for (int i = -KR; i <= KR; ++i) {
      int xx = clamp(x + i, 0, width - 1);
      sum += filter[(j + KR) * KW + (i + KR)] * in[yy * width + xx];
    }
  }
  out[y * width + x] = sum;
}

// Separable horizontal pass with a private copy of the filter taps.
kernel void blur_rows(global const float4 *in, global float4 *out, int width) {
  const float taps[5] = {0.0625f, 0.25f, 0.375f, 0.25f, 0.0625f};
  int x = get_global_id(0), row = get_global_id(1);
  float4 acc = 0.0f;
  for (int k = 0; k < 5; ++k) {
    int xx = min(max(x + k - 2, 0), width - 1);
    acc += taps[k] * in[row * width + xx];
  }
  out[row * width + x] = acc;
}
