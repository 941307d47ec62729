// LU factorisation steps (column scale, trailing update) and a Cholesky column with a local diagonal.
// Compiled for spir64 and spir at -O0 and -O2: each translation passes spirv-val and is read
// back by llvm-spirv-14 -r and by ours -r into modules the LLVM verifier accepts.
// With -g (spir64), the DWARF llc-14 makes of the original and of the round trip is the same.
// RUN: bash %S/../Inputs/program-roundtrip.sh %s %t CL1.2
// RUN: FileCheck %s < %t.spir64.O2.spt
// RUN: FileCheck %s < %t.spir.O0.spt

// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "lu_scale_column"
// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "lu_update_trailing"
// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "cholesky_column"
// CHECK-DAG: ExtInst {{.*}} sqrt
// CHECK-DAG: ControlBarrier
// CHECK-DAG: FDiv

// Right-looking LU step: scale the pivot column, then update the trailing matrix.
kernel void lu_scale_column(global float *a, int n, int k) {
  int i = k + 1 + get_global_id(0);
  if (i < n)
    a[i * n + k] /= a[k * n + k];
}

kernel void lu_update_trailing(global float *a, int n, int k) {
  int i = k + 1 + get_global_id(1);
  int j = k + 1 + get_global_id(0);
  if (i < n && j < n)
    a[i * n + j] -= a[i * n + k] * a[k * n + j];
}

// One column of a Cholesky factorisation, the column's work-items sharing the diagonal.
kernel void cholesky_column(global float *l, int n, int j) {
  local float diag;
  int i = j + get_local_id(0);
  if (get_local_id(0) == 0) {
    float s = l[j * n + j];
    for (int k = 0; k < j; ++k)
      s -= l[j * n + k] * l[j * n + k];
    diag = sqrt(s);
    l[j * n + j] = diag;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  for (; i < n; i += get_local_size(0)) {
    if (i == j)
      continue;
    float s = l[i * n + j];
    for (int k = 0; k < j; ++k)
      s -= l[i * n + k] * l[j * n + k];
    l[i * n + j] = s / diag;
  }
}
