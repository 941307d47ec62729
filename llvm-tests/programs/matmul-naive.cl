// Dense matrix product, one element per work-item and four columns per work-item with vload4.
// Compiled for spir64 and spir at -O0 and -O2: each translation passes spirv-val and is read
// back by llvm-spirv-14 -r and by ours -r into modules the LLVM verifier accepts.
// With -g (spir64), the DWARF llc-14 makes of the original and of the round trip is the same.
// RUN: bash %S/../Inputs/program-roundtrip.sh %s %t CL1.2
// RUN: FileCheck %s < %t.spir64.O2.spt
// RUN: FileCheck %s < %t.spir.O0.spt

// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "matmul_naive"
// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "matmul_vec4"
// CHECK-DAG: ExtInst {{.*}} vloadn
// CHECK-DAG: IMul
// CHECK-DAG: Phi

kernel void matmul_naive(global const float *A, global const float *B, global float *C,
                         int rowsA, int colsA, int colsB) {
  int r = get_global_id(1);
  int c = get_global_id(0);
  if (r >= rowsA || c >= colsB)
    return;
  float sum = 0.0f;
  for (int k = 0; k < colsA; ++k)
    sum += A[r * colsA + k] * B[k * colsB + c];
  C[r * colsB + c] = sum;
}

// Same product, four output columns per work-item with float4 loads.
kernel void matmul_vec4(global const float4 *A, global const float *B, global float4 *C, int n) {
  int r = get_global_id(1);
  int c4 = get_global_id(0);
  float4 acc = (float4)(0.0f);
  for (int k = 0; k < n / 4; ++k) {
    float4 a = A[r * (n / 4) + k];
    for (int j = 0; j < 4; ++j) {
      float s = j == 0 ? a.x : j == 1 ? a.y : j == 2 ? a.z : a.w;
      float4 b = vload4(c4, B + (4 * k + j) * n);
      acc += s * b;
    }
  }
  C[r * (n / 4) + c4] = acc;
}
