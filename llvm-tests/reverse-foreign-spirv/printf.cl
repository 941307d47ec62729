// Modules made by others: printf with format strings in the constant address space (the incumbent's SPIR-V 1.4 entry-point wrapper is folded).
// clang-14 → llvm-spirv-14 (the incumbent) → our reverse: the LLVM verifier accepts the result in
// every target environment, and our forward translation of it passes spirv-val.
// RUN: bash %S/../Inputs/reverse-foreign-spirv.sh %s %t
// RUN: llvm-dis %t.O0.rev.bc -o - | FileCheck %s
// CHECK-DAG: @.str = internal unnamed_addr addrspace(2) constant [16 x i8] c"hello %d %f %s\0A\00", align 1
// CHECK: define spir_kernel void @hello(i32 addrspace(1)* %a, float %f)
// CHECK-NOT: define spir_kernel

__kernel void hello(__global int *a, float f) {
  printf("hello %d %f %s\n", a[0], f, "world");
  printf("vec %v4hlf\n", (float4)(1, 2, 3, 4));
  printf("no args\n");
}
