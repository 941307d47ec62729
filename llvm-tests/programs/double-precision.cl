// Double precision (cl_khr_fp64): DAXPY, Kahan-compensated dot product in local memory, mixed precision.
// Compiled for spir64 and spir at -O0 and -O2: each translation passes spirv-val and is read
// back by llvm-spirv-14 -r and by ours -r into modules the LLVM verifier accepts.
// With -g (spir64), the DWARF llc-14 makes of the original and of the round trip is the same.
// RUN: bash %S/../Inputs/program-roundtrip.sh %s %t CL1.2
// RUN: FileCheck %s < %t.spir64.O2.spt
// RUN: FileCheck %s < %t.spir.O0.spt

// CHECK-DAG: Capability Float64
// CHECK-DAG: TypeFloat {{[0-9]+}} 64
// CHECK-DAG: ExtInst {{.*}} pow
// CHECK-DAG: ExtInst {{.*}} log1p
// CHECK-DAG: FConvert
// CHECK-DAG: ControlBarrier

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel void daxpy(double a, global const double *x, global double *y, int n) {
  int i = get_global_id(0);
  if (i < n)
    y[i] = fma(a, x[i], y[i]);
}

// Kahan-compensated dot product per work-group.
kernel void kahan_dot(global const double2 *x, global const double2 *y, global double *out,
                      int n) {
  local double sums[64];
  double s = 0.0, c = 0.0;
  for (int i = get_global_id(0); i < n; i += get_global_size(0)) {
    double2 p = x[i] * y[i];
    double term = p.x + p.y - c;
    double t = s + term;
    c = (t - s) - term;
    s = t;
  }
  sums[get_local_id(0)] = s;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (get_local_id(0) == 0) {
    double total = 0.0;
    for (uint k = 0; k < get_local_size(0); ++k)
      total += sums[k];
    out[get_group_id(0)] = total;
  }
}

kernel void mixed_precision(global const float *f, global double *d, global float *back) {
  size_t i = get_global_id(0);
  double v = (double)f[i];
  d[i] = exp(v) + log1p(fabs(v)) + pow(v, 3.0);
  back[i] = convert_float_rtn(d[i]);
}
