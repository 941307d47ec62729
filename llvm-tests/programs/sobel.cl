// Sobel edge filter on uchar4 pixels with saturated conversion, and a threshold.
// Compiled for spir64 and spir at -O0 and -O2: each translation passes spirv-val and is read
// back by llvm-spirv-14 -r and by ours -r into modules the LLVM verifier accepts.
// With -g (spir64), the DWARF llc-14 makes of the original and of the round trip is the same.
// RUN: bash %S/../Inputs/program-roundtrip.sh %s %t CL1.2
// RUN: FileCheck %s < %t.spir64.O2.spt
// RUN: FileCheck %s < %t.spir.O0.spt

// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "sobel"
// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "threshold"
// CHECK-DAG: ExtInst {{.*}} hypot
// CHECK-DAG: ConvertFToU
// CHECK-DAG: SaturatedConversion
// CHECK-DAG: FPRoundingMode

kernel void sobel(global const uchar4 *in, global uchar4 *out, int w, int h) {
  int x = get_global_id(0), y = get_global_id(1);
  if (x < 1 || y < 1 || x >= w - 1 || y >= h - 1) {
    if (x < w && y < h)
      out[y * w + x] = (uchar4)(0, 0, 0, 255);
    return;
  }
  float4 p[3][3];
  for (int j = -1; j <= 1; ++j)
    for (int i = -1; i <= 1; ++i)
      p[j + 1][i + 1] = convert_float4(in[(y + j) * w + (x + i)]);
  float4 gx = p[0][2] + 2.0f * p[1][2] + p[2][2] - p[0][0] - 2.0f * p[1][0] - p[2][0];
  float4 gy = p[2][0] + 2.0f * p[2][1] + p[2][2] - p[0][0] - 2.0f * p[0][1] - p[0][2];
  float4 mag = hypot(gx, gy) / 2.0f;
  uchar4 res = convert_uchar4_sat_rte(mag);
  res.w = 255;
  out[y * w + x] = res;
}

kernel void threshold(global uchar *img, uchar level, int n) {
  int i = get_global_id(0);
  if (i < n)
    img[i] = img[i] > level ? (uchar)255 : (uchar)0;
}
