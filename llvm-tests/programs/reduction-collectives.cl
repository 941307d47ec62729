// OpenCL 2.0 work-group and sub-group collectives: reduce, scan, any/all, broadcast.
// Compiled for spir64 and spir at -O0 and -O2: each translation passes spirv-val and is read
// back by llvm-spirv-14 -r and by ours -r into modules the LLVM verifier accepts.
// With -g (spir64), the DWARF llc-14 makes of the original and of the round trip is the same.
// RUN: bash %S/../Inputs/program-roundtrip.sh %s %t CL2.0
// RUN: FileCheck %s < %t.spir64.O2.spt
// RUN: FileCheck %s < %t.spir.O0.spt

// CHECK-DAG: Capability Groups
// CHECK-DAG: GroupFAdd
// CHECK-DAG: GroupSMax
// CHECK-DAG: GroupIAdd
// CHECK-DAG: GroupAll
// CHECK-DAG: GroupAny
// CHECK-DAG: GroupBroadcast

kernel void wg_sum(global const float *in, global float *out) {
  float v = in[get_global_id(0)];
  float total = work_group_reduce_add(v);
  if (get_local_id(0) == 0)
    out[get_group_id(0)] = total;
}

kernel void sg_stats(global const int *in, global int *maxes, global uint *prefix) {
  int v = in[get_global_id(0)];
  int m = sub_group_reduce_max(v);
  uint before = sub_group_scan_exclusive_add((uint)(v > 0));
  if (sub_group_all(v >= 0) && get_sub_group_local_id() == 0)
    maxes[get_group_id(0) * get_num_sub_groups() + get_sub_group_id()] = m;
  prefix[get_global_id(0)] = before + sub_group_broadcast((uint)v, 0);
}

kernel void wg_scan(global uint *data) {
  size_t i = get_global_id(0);
  uint inc = work_group_scan_inclusive_add(data[i]);
  if (work_group_any(inc > 1000u))
    inc = work_group_broadcast(inc, 0);
  data[i] = inc;
}
