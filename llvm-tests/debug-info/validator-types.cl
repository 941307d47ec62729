// Forward output of C structs, typedefs, qualifiers and pointers with -g passes spirv-val
// (SPIRV-Tools 2023.1 wants a DebugTypeBasic under DebugTypedef, DebugTypePointer,
// DebugTypeQualifier and DebugTypeVector), and what the validator allows is kept exactly.
// Consumer check: llvm-spirv-14 -r reads the OpenCL.DebugInfo.100 module; it knows the older set
// only as "SPIRV.debug", a name spirv-val refuses (we write "DebugInfo"), so for that module the
// known failure is pinned instead.
// RUN: %clang_cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -emit-llvm-bc -O0 -debug-info-kind=limited -dwarf-version=4 %s -o %t.bc
// RUN: llvm-spirv-rs %t.bc -o %t.spv
// RUN: spirv-val %t.spv
// RUN: llvm-spirv-rs %t.bc -spirv-text -o %t.spt
// RUN: FileCheck %s < %t.spt
// RUN: llvm-spirv-rs -r %t.spv -o %t.rt.ll
// RUN: opt -verify -disable-output %t.rt.ll
// RUN: FileCheck %s --check-prefix=LLVM < %t.rt.ll
// RUN: llvm-spirv-rs %t.bc --spirv-debug-info-version=legacy -o %t.legacy.spv
// RUN: spirv-val %t.legacy.spv
// RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv
// RUN: not llvm-spirv-14 -r %t.legacy.spv -o %t.inc.bc 2>&1 | FileCheck %s --check-prefix=INCUMBENT-LEGACY

// INCUMBENT-LEGACY: InvalidBuiltinSetName: Expects OpenCL.std. Actual is DebugInfo

typedef int myint;
typedef const int cint;
typedef struct { int a; float b; } S;
struct T {
  const S *p;
  volatile myint q;
  int arr[4];
  float4 v;
  struct T *next;
  void *any;
  int *const cp;
};

kernel void k(global struct T *t, global const int *ci, constant float *cf, global cint *cc) {
  myint x = t->q;
  const S *const sp = t->p;
  t->arr[0] = x + sp->a + *ci + (int)*cf + *cc;
}

// Typedefs and qualifiers of basic types, and pointers to basic types, stay.
// CHECK-DAG: [[INT:[0-9]+]] {{[0-9]+}} DebugTypeBasic
// CHECK-DAG: DebugTypedef {{[0-9]+}} [[INT]]
// CHECK-DAG: DebugTypeQualifier [[INT]] 0
// CHECK-DAG: DebugTypeComposite
// CHECK-DAG: DebugTypeMember
// CHECK-DAG: DebugTypeArray
// CHECK-DAG: DebugTypeVector
// CHECK-DAG: DebugTypePointer

// LLVM-DAG: ![[I:[0-9]+]] = !DIBasicType(name: "int"
// LLVM-DAG: !DIDerivedType(tag: DW_TAG_typedef, name: "myint", {{.*}}baseType: ![[I]])
// LLVM-DAG: !DIDerivedType(tag: DW_TAG_const_type, baseType: ![[I]])
// A pointer to struct T points to a stand-in named after it in SPIR-V; the reverse finds T.
// LLVM-DAG: ![[T:[0-9]+]] = !DICompositeType(tag: DW_TAG_structure_type, name: "T"
// LLVM-DAG: !DIDerivedType(tag: DW_TAG_pointer_type, baseType: ![[T]]
// The typedef of an anonymous struct, and the const of it, are kept.
// LLVM-DAG: !DIDerivedType(tag: DW_TAG_const_type, baseType: ![[S:[0-9]+]])
// LLVM-DAG: ![[S]] = !DIDerivedType(tag: DW_TAG_typedef, name: "S", {{.*}}baseType: ![[AS:[0-9]+]])
// LLVM-DAG: ![[AS]] = !DICompositeType(tag: DW_TAG_structure_type, file:
