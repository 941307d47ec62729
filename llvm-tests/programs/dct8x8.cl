// 8x8 DCT-II per work-group with a local block and a constant scale table, and quantisation.
// Compiled for spir64 and spir at -O0 and -O2: each translation passes spirv-val and is read
// back by llvm-spirv-14 -r and by ours -r into modules the LLVM verifier accepts.
// With -g (spir64), the DWARF llc-14 makes of the original and of the round trip is the same.
// RUN: bash %S/../Inputs/program-roundtrip.sh %s %t CL1.2
// RUN: FileCheck %s < %t.spir64.O2.spt
// RUN: FileCheck %s < %t.spir.O0.spt

// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "dct8x8"
// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "quantize"
// CHECK-DAG: ExtInst {{.*}} cospi
// CHECK-DAG: ExtInst {{.*}} rint
// CHECK-DAG: ControlBarrier

#define B 8

constant float dct_scale[2] = {0.35355339f, 0.5f};

// 2D DCT-II of one 8x8 block per work-group (one coefficient per work-item).
kernel void dct8x8(global const float *img, global float *coef, int stride) {
  local float block[B][B];
  int u = get_local_id(0), v = get_local_id(1);
  int bx = get_group_id(0) * B, by = get_group_id(1) * B;
  block[v][u] = img[(by + v) * stride + bx + u] - 128.0f;
  barrier(CLK_LOCAL_MEM_FENCE);
  float sum = 0.0f;
  for (int y = 0; y < B; ++y)
    for (int x = 0; x < B; ++x)
      sum += block[y][x] * cospi((2 * x + 1) * u / 16.0f) * cospi((2 * y + 1) * v / 16.0f);
  coef[(by + v) * stride + bx + u] = dct_scale[u > 0] * dct_scale[v > 0] * sum;
}

kernel void quantize(global float *coef, constant uchar *table, int stride) {
  int x = get_global_id(0), y = get_global_id(1);
  float q = table[(y % B) * B + x % B];
  coef[y * stride + x] = rint(coef[y * stride + x] / q);
}
