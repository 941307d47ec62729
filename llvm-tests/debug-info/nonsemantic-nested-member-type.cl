// A union whose member is an anonymous structure nested in it (clang scopes the structure in
// the union): the union lists the member, the member's type is the structure, and the
// structure's Parent is the union. OpenCL.DebugInfo.100 lets a composite's Members be forward
// references; the non-semantic sets, as spirv-val checks them, take none, so the cycle is
// broken at the structure's Parent (the enclosing union's own Parent instead). The module
// validates, and the reverse keeps the union, its members and the structure's fields.
// RUN: cd %S && %clang_cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -emit-llvm-bc -O0 -debug-info-kind=limited -dwarf-version=4 $(basename %s) -o %t.bc
// RUN: llvm-spirv-rs %t.bc --spirv-debug-info-version=nonsemantic-shader-100 -o %t.100.spv
// RUN: spirv-val %t.100.spv
// RUN: llvm-spirv-rs -r %t.100.spv -o %t.100.ll
// RUN: opt -verify -disable-output %t.100.ll
// RUN: FileCheck %s < %t.100.ll
// RUN: llvm-spirv-rs %t.bc --spirv-debug-info-version=nonsemantic-shader-200 -o %t.200.spv
// RUN: spirv-val %t.200.spv
// RUN: llvm-spirv-rs -r %t.200.spv -o %t.200.ll
// RUN: opt -verify -disable-output %t.200.ll
// RUN: FileCheck %s < %t.200.ll
// RUN: llvm-spirv-rs %t.bc -o %t.spv
// RUN: spirv-val %t.spv

// CHECK-DAG: ![[U:[0-9]+]] = !DICompositeType(tag: DW_TAG_union_type, name: "pair_u", {{.*}}elements: ![[UM:[0-9]+]])
// CHECK-DAG: ![[UM]] = !{![[ANON:[0-9]+]], ![[L:[0-9]+]]}
// CHECK-DAG: ![[ANON]] = !DIDerivedType(tag: DW_TAG_member, scope: ![[U]], {{.*}}baseType: ![[S:[0-9]+]], size: 64)
// CHECK-DAG: ![[S]] = !DICompositeType(tag: DW_TAG_structure_type, {{.*}}size: 64, elements: ![[SM:[0-9]+]])
// CHECK-DAG: ![[SM]] = !{![[A:[0-9]+]], ![[B:[0-9]+]]}
// CHECK-DAG: ![[A]] = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: ![[S]]
// CHECK-DAG: ![[B]] = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: ![[S]], {{.*}}offset: 32
// CHECK-DAG: ![[L]] = !DIDerivedType(tag: DW_TAG_member, name: "whole", scope: ![[U]]
union pair_u {
  struct { uint lo; uint hi; };
  ulong whole;
};

kernel void k(global union pair_u *p, global uint *out) {
  union pair_u v = p[get_global_id(0)];
  out[get_global_id(0)] = v.lo + v.hi;
}
