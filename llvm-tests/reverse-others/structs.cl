// Modules made by others: Structs: nested, anonymous, packed, self-referencing (a linked list), by value, sret returns, constant tables.
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
// CHECK-DAG: %struct.inner_t = type { i32, [3 x float], %struct.anon }
// CHECK-DAG: %struct.packed_t = type <{ i8, i32, i64 }>
// CHECK-DAG: %struct.node = type { %struct.node addrspace(4)*, i32 }
// CHECK: define spir_kernel void @structs(%struct.inner_t addrspace(1)* %p, %struct.packed_t addrspace(1)* %q, i32 addrspace(1)* %o, %struct.inner_t* byval(%struct.inner_t) align 4 %byval)
// CHECK-SAME: !kernel_arg_type ![[TY:[0-9]+]]
// CHECK-DAG: ![[TY]] = !{!"struct inner_t*", !"struct packed_t*", !"int*", !"struct inner_t"}

typedef struct { int a; float b[3]; struct { short s; char c; } in; } inner_t;
typedef struct __attribute__((packed)) { char c; int i; long l; } packed_t;
typedef struct node { struct node *next; int v; } node_t;
int sum_list(node_t *n) { int s = 0; while (n) { s += n->v; n = n->next; } return s; }
inner_t make(int x) { inner_t t = { x, { 1.0f, 2.0f, 3.0f }, { 4, 5 } }; return t; }
__constant inner_t table[2] = { { 1, { 0.5f, 0.25f, 0.125f }, { 1, 2 } }, { 2, { 1, 2, 3 }, { 3, 4 } } };
__kernel void structs(__global inner_t *p, __global packed_t *q, __global int *o, inner_t byval) {
  node_t n2 = { 0, 3 }, n1 = { &n2, 4 };
  inner_t t = make(o[0]);
  p[0] = t;
  p[1] = byval;
  p[2] = table[o[1] & 1];
  q->i += q->c + (int)q->l;
  o[2] = sum_list(&n1);
}
