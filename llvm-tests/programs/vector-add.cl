// Vector add, SAXPY over float4 with a grid-stride loop and saturated int8 addition.
// Compiled for spir64 and spir at -O0 and -O2: each translation passes spirv-val and is read
// back by llvm-spirv-14 -r and by ours -r into modules the LLVM verifier accepts.
// With -g (spir64), the DWARF llc-14 makes of the original and of the round trip is the same.
// RUN: bash %S/../Inputs/program-roundtrip.sh %s %t CL1.2
// RUN: FileCheck %s < %t.spir64.O2.spt
// RUN: FileCheck %s < %t.spir.O0.spt

// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "vec_add"
// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "saxpy4"
// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "int_add_clamped"
// CHECK-DAG: ExtInst {{.*}} fma
// CHECK-DAG: ExtInst {{.*}} s_add_sat
// CHECK-DAG: ExtInst {{.*}} s_clamp
// CHECK-DAG: FAdd

kernel void vec_add(global const float *a, global const float *b, global float *out, uint n) {
  size_t gid = get_global_id(0);
  if (gid < n)
    out[gid] = a[gid] + b[gid];
}

kernel void saxpy4(float alpha, global const float4 *x, global float4 *y, int count) {
  for (int i = get_global_id(0); i < count; i += get_global_size(0))
    y[i] = fma((float4)(alpha), x[i], y[i]);
}

kernel void int_add_clamped(global const int8 *p, global const int8 *q, global int8 *r) {
  size_t i = get_global_id(0);
  r[i] = clamp(add_sat(p[i], q[i]), -1000, 1000);
}
