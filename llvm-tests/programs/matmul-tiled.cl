// Tiled matrix product with local-memory tiles, an unroll pragma, and a local pointer argument.
// Compiled for spir64 and spir at -O0 and -O2: each translation passes spirv-val and is read
// back by llvm-spirv-14 -r and by ours -r into modules the LLVM verifier accepts.
// With -g (spir64), the DWARF llc-14 makes of the original and of the round trip is the same.
// RUN: bash %S/../Inputs/program-roundtrip.sh %s %t CL1.2
// RUN: FileCheck %s < %t.spir64.O2.spt
// RUN: FileCheck %s < %t.spir.O0.spt

// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "matmul_tiled"
// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "matvec_local"
// CHECK-DAG: TypePointer {{[0-9]+}} 4
// CHECK-DAG: ControlBarrier
// CHECK-DAG: ExtInst {{.*}} mad

#define TS 16

kernel void matmul_tiled(const global float *A, const global float *B, global float *C,
                         uint M, uint N, uint K) {
  local float tileA[TS][TS];
  local float tileB[TS][TS];
  uint lrow = get_local_id(1), lcol = get_local_id(0);
  uint grow = get_group_id(1) * TS + lrow;
  uint gcol = get_group_id(0) * TS + lcol;
  float acc = 0.0f;
  uint tiles = (K + TS - 1) / TS;
  for (uint t = 0; t < tiles; ++t) {
    uint ac = t * TS + lcol, br = t * TS + lrow;
    tileA[lrow][lcol] = (grow < M && ac < K) ? A[grow * K + ac] : 0.0f;
    tileB[lrow][lcol] = (br < K && gcol < N) ? B[br * N + gcol] : 0.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll 4
    for (uint k = 0; k < TS; ++k)
      acc = mad(tileA[lrow][k], tileB[k][lcol], acc);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (grow < M && gcol < N)
    C[grow * N + gcol] = acc;
}

// Tile given by the host as a local pointer argument.
kernel void matvec_local(global const float *M, global const float *v, global float *out,
                         local float *cache, int n) {
  int row = get_global_id(0);
  int lid = get_local_id(0), lsz = get_local_size(0);
  float sum = 0.0f;
  for (int base = 0; base < n; base += lsz) {
    if (base + lid < n)
      cache[lid] = v[base + lid];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int j = 0; j < lsz && base + j < n; ++j)
      sum += M[row * n + base + j] * cache[j];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[row] = sum;
}
