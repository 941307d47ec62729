// Parallel reduction in local memory with barriers (sum and int2 min/max tree).
// Compiled for spir64 and spir at -O0 and -O2: each translation passes spirv-val and is read
// back by llvm-spirv-14 -r and by ours -r into modules the LLVM verifier accepts.
// With -g (spir64), the DWARF llc-14 makes of the original and of the round trip is the same.
// RUN: bash %S/../Inputs/program-roundtrip.sh %s %t CL1.2
// RUN: FileCheck %s < %t.spir64.O2.spt
// RUN: FileCheck %s < %t.spir.O0.spt

// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "reduce_sum"
// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "reduce_minmax"
// CHECK-DAG: ControlBarrier
// CHECK-DAG: ExtInst {{.*}} s_min
// CHECK-DAG: ExtInst {{.*}} s_max

kernel void reduce_sum(global const float *in, global float *partial, local float *scratch,
                       uint n) {
  uint gid = get_global_id(0), lid = get_local_id(0);
  uint stride = get_global_size(0);
  float acc = 0.0f;
  for (uint i = gid; i < n; i += stride)
    acc += in[i];
  scratch[lid] = acc;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint half_size = get_local_size(0) / 2; half_size > 0; half_size >>= 1) {
    if (lid < half_size)
      scratch[lid] += scratch[lid + half_size];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0)
    partial[get_group_id(0)] = scratch[0];
}

kernel void reduce_minmax(global const int2 *in, global int2 *out) {
  local int2 buf[128];
  uint lid = get_local_id(0);
  buf[lid] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint s = 64; s > 0; s /= 2) {
    if (lid < s) {
      int2 o = buf[lid + s];
      buf[lid] = (int2)(min(buf[lid].x, o.x), max(buf[lid].y, o.y));
    }
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  }
  if (lid == 0)
    out[get_group_id(0)] = buf[0];
}
