// Modules made by others: printf with format strings in the constant address space (the incumbent's SPIR-V 1.4 entry-point wrapper is folded).
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
// CHECK-DAG: @.str = internal unnamed_addr addrspace(2) constant [16 x i8] c"hello %d %f %s\0A\00", align 1
// CHECK: define spir_kernel void @hello(i32 addrspace(1)* %a, float %f)
// CHECK-NOT: define spir_kernel

__kernel void hello(__global int *a, float f) {
  printf("hello %d %f %s\n", a[0], f, "world");
  printf("vec %v4hlf\n", (float4)(1, 2, 3, 4));
  printf("no args\n");
}
