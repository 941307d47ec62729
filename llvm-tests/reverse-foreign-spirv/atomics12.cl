// Modules made by others: OpenCL 1.2 atomics on global and local memory, 64-bit atom_add, a barrier.
// clang-14 → llvm-spirv-14 (the incumbent) → our reverse: the LLVM verifier accepts the result in
// every target environment, and our forward translation of it passes spirv-val.
// RUN: bash %S/../Inputs/reverse-foreign-spirv.sh %s %t
// RUN: llvm-dis %t.O0.rev.bc -o - | FileCheck %s
// CHECK: define spir_kernel void @atom12(i32 addrspace(1)* %c, i32 addrspace(1)* %u, i32 addrspace(3)* %l, i64 addrspace(1)* %w)
// CHECK-SAME: !kernel_arg_addr_space ![[AS:[0-9]+]]
// CHECK-DAG: ![[AS]] = !{i32 1, i32 1, i32 3, i32 1}

#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
__kernel void atom12(__global int *c, __global unsigned *u, __local int *l, __global long *w) {
  atomic_inc(c);
  atomic_dec(c + 1);
  atomic_add(c + 2, 5);
  atomic_sub(u, 3u);
  atomic_xchg(c + 3, 7);
  atomic_min(c + 4, -1);
  atomic_max(u + 1, 9u);
  atomic_and(c + 5, 0xff);
  atomic_or(c + 6, 1);
  atomic_xor(c + 7, 3);
  int old = atomic_cmpxchg(c + 8, 0, 1);
  l[0] = old;
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_add(l, 1);
  atom_add(w, 2L);
}
