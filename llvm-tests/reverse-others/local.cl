// Modules made by others: Local memory: __local arguments, function-scope __local arrays and scalars (undef initializers), barriers, async copies and events.
// clang-14 → llvm-spirv-14 (the incumbent) → our reverse: the LLVM verifier accepts the result in
// every target environment, and our forward translation of it passes spirv-val.
// RUN: %clang_cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -emit-llvm-bc -O0 %s -o %t.O0.bc
// RUN: llvm-spirv-14 %t.O0.bc -o %t.O0.spv
// RUN: llvm-spirv-rs -r %t.O0.spv -o %t.O0.rev.bc
// RUN: opt -verify -disable-output %t.O0.rev.bc
// RUN: llvm-spirv-rs -r --spirv-target-env=CL2.0 %t.O0.spv -o %t.O0.CL2.0.bc
// RUN: opt -verify -disable-output %t.O0.CL2.0.bc
// RUN: llvm-spirv-rs -r --spirv-target-env=SPV-IR %t.O0.spv -o %t.O0.SPV-IR.bc
// RUN: opt -verify -disable-output %t.O0.SPV-IR.bc
// RUN: llvm-spirv-rs -r --spirv-builtin-format=global --spirv-target-env=SPV-IR %t.O0.spv -o %t.O0.glob.bc
// RUN: opt -verify -disable-output %t.O0.glob.bc
// RUN: llvm-spirv-rs %t.O0.rev.bc -o %t.O0.rt.spv
// RUN: spirv-val %t.O0.rt.spv
// RUN: %clang_cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -emit-llvm-bc -O2 %s -o %t.O2.bc
// RUN: llvm-spirv-14 %t.O2.bc -o %t.O2.spv
// RUN: llvm-spirv-rs -r %t.O2.spv -o %t.O2.rev.bc
// RUN: opt -verify -disable-output %t.O2.rev.bc
// RUN: llvm-spirv-rs -r --spirv-target-env=CL2.0 %t.O2.spv -o %t.O2.CL2.0.bc
// RUN: opt -verify -disable-output %t.O2.CL2.0.bc
// RUN: llvm-spirv-rs -r --spirv-target-env=SPV-IR %t.O2.spv -o %t.O2.SPV-IR.bc
// RUN: opt -verify -disable-output %t.O2.SPV-IR.bc
// RUN: llvm-spirv-rs -r --spirv-builtin-format=global --spirv-target-env=SPV-IR %t.O2.spv -o %t.O2.glob.bc
// RUN: opt -verify -disable-output %t.O2.glob.bc
// RUN: llvm-spirv-rs %t.O2.rev.bc -o %t.O2.rt.spv
// RUN: spirv-val %t.O2.rt.spv
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
