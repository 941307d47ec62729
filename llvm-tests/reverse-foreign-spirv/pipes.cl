// Modules made by others: Pipes: read/write pipe arguments, reservations, packet queries.
// clang-14 → llvm-spirv-14 (the incumbent) → our reverse: the LLVM verifier accepts the result in
// every target environment, and our forward translation of it passes spirv-val.
// RUN: bash %S/../Inputs/reverse-foreign-spirv.sh %s %t
// RUN: llvm-dis %t.O0.rev.bc -o - | FileCheck %s
// CHECK: define spir_kernel void @producer(%opencl.pipe_wo_t addrspace(1)* %p, i32 addrspace(1)* %src)
// CHECK-SAME: !kernel_arg_type ![[TY:[0-9]+]] !kernel_arg_type_qual ![[TQ:[0-9]+]]
// CHECK: define spir_kernel void @consumer(%opencl.pipe_ro_t addrspace(1)* %p, i32 addrspace(1)* %dst)
// CHECK-DAG: ![[TY]] = !{!"pipe", !"int*"}
// CHECK-DAG: ![[TQ]] = !{!"pipe", !""}

__kernel void producer(__write_only pipe int p, __global const int *src) {
  int i = get_global_id(0);
  write_pipe(p, &src[i]);
  reserve_id_t r = reserve_write_pipe(p, 2);
  if (is_valid_reserve_id(r)) {
    write_pipe(p, r, 0, &src[i]);
    commit_write_pipe(p, r);
  }
}
__kernel void consumer(__read_only pipe int p, __global int *dst) {
  int v;
  if (read_pipe(p, &v) == 0) dst[get_global_id(0)] = v;
  dst[0] = get_pipe_num_packets(p) + get_pipe_max_packets(p);
}
