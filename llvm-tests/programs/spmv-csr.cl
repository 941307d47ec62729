// Sparse matrix-vector product in CSR form: scalar (row per item) and vector (row per group) kernels.
// Compiled for spir64 and spir at -O0 and -O2: each translation passes spirv-val and is read
// back by llvm-spirv-14 -r and by ours -r into modules the LLVM verifier accepts.
// With -g (spir64), the DWARF llc-14 makes of the original and of the round trip is the same.
// RUN: bash %S/../Inputs/program-roundtrip.sh %s %t CL1.2
// RUN: FileCheck %s < %t.spir64.O2.spt
// RUN: FileCheck %s < %t.spir.O0.spt

// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "spmv_csr_scalar"
// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "spmv_csr_vector"
// CHECK-DAG: Decorate {{[0-9]+}} Volatile
// CHECK-DAG: ControlBarrier

// One row per work-item.
kernel void spmv_csr_scalar(int rows, global const int *row_ptr, global const int *cols,
                            global const float *vals, global const float *x, global float *y) {
  int row = get_global_id(0);
  if (row < rows) {
    float dot = 0.0f;
    for (int jj = row_ptr[row]; jj < row_ptr[row + 1]; ++jj)
      dot += vals[jj] * x[cols[jj]];
    y[row] = dot;
  }
}

// One row per work-group, reduction in local memory.
kernel void spmv_csr_vector(int rows, global const int *row_ptr, global const int *cols,
                            global const float *vals, global const float *x, global float *y,
                            local volatile float *partial) {
  int row = get_group_id(0), lane = get_local_id(0), width = get_local_size(0);
  float sum = 0.0f;
  if (row < rows)
    for (int jj = row_ptr[row] + lane; jj < row_ptr[row + 1]; jj += width)
      sum += vals[jj] * x[cols[jj]];
  partial[lane] = sum;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int s = width / 2; s > 0; s >>= 1) {
    if (lane < s)
      partial[lane] += partial[lane + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lane == 0 && row < rows)
    y[row] = partial[0];
}
