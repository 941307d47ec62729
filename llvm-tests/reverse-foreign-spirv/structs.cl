// Modules made by others: Structs: nested, anonymous, packed, self-referencing (a linked list), by value, sret returns, constant tables.
// clang-14 → llvm-spirv-14 (the incumbent) → our reverse: the LLVM verifier accepts the result in
// every target environment, and our forward translation of it passes spirv-val.
// RUN: bash %S/../Inputs/reverse-foreign-spirv.sh %s %t
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
