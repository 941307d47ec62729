// Modules made by others: OpenCL 2.0 atomics with explicit orders and scopes, an atomic float, atomic_flag, fences.
// clang-14 → llvm-spirv-14 (the incumbent) → our reverse: the LLVM verifier accepts the result in
// every target environment, and our forward translation of it passes spirv-val.
// RUN: bash %S/../Inputs/reverse-foreign-spirv.sh %s %t
// RUN: llvm-dis %t.O0.rev.bc -o - | FileCheck %s
// CHECK: define spir_kernel void @atom20(i32 addrspace(1)* %a, float addrspace(1)* %f, i32 addrspace(1)* %out, i32 addrspace(1)* %flag)

__kernel void atom20(__global atomic_int *a, __global atomic_float *f, __global int *out, __global atomic_flag *flag) {
  atomic_fetch_add(a, 1);
  atomic_fetch_sub_explicit(a, 2, memory_order_acq_rel, memory_scope_work_group);
  int v = atomic_load_explicit(a, memory_order_acquire);
  atomic_store_explicit(a, v + 1, memory_order_release, memory_scope_device);
  int e = 0;
  atomic_compare_exchange_strong_explicit(a, &e, 5, memory_order_seq_cst, memory_order_relaxed, memory_scope_all_svm_devices);
  float x = atomic_exchange(f, 1.0f);
  out[0] = e + (int)x + atomic_fetch_max(a, 3) + atomic_fetch_and_explicit(a, 1, memory_order_relaxed);
  if (!atomic_flag_test_and_set(flag)) atomic_flag_clear(flag);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_work_group);
  work_group_barrier(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE);
}
