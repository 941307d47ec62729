// Modules made by others: Local memory: __local arguments, function-scope __local arrays and scalars (undef initializers), barriers, async copies and events.
// clang-14 → llvm-spirv-14 (the incumbent) → our reverse: the LLVM verifier accepts the result in
// every target environment, and our forward translation of it passes spirv-val.
// RUN: bash %S/../Inputs/reverse-foreign-spirv.sh %s %t
// RUN: llvm-dis %t.O0.rev.bc -o - | FileCheck %s
// CHECK-DAG: @reduce.fixed = internal addrspace(3) global [64 x float] undef, align 4
// CHECK-DAG: @reduce.counter = internal addrspace(3) global i32 undef, align 4
// CHECK: define spir_kernel void @reduce(float addrspace(1)* %in, float addrspace(1)* %out, float addrspace(3)* %scratch)

__kernel void reduce(__global const float *in, __global float *out, __local float *scratch) {
  __local float fixed[64];
  __local int counter;
  size_t lid = get_local_id(0), gid = get_global_id(0), n = get_local_size(0);
  if (lid == 0) counter = 0;
  scratch[lid] = in[gid];
  fixed[lid % 64] = in[gid] * 2.0f;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t s = n / 2; s > 0; s >>= 1) {
    if (lid < s) scratch[lid] += scratch[lid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  event_t e = async_work_group_copy(scratch, in, n, 0);
  wait_group_events(1, &e);
  if (lid == 0) out[get_group_id(0)] = scratch[0] + fixed[0] + counter;
}
