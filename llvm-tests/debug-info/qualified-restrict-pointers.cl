// A const restrict pointer and a const restrict pointer to const: each qualifier is a
// DW_TAG_const_type / DW_TAG_restrict_type node (LLVM LangRef, DIDerivedType), and each is
// kept as a DebugTypeQualifier (OpenCL.DebugInfo.100: Const, Restrict) and read back. Where
// spirv-val wants a DebugTypeBasic as a qualifier's base, the base is a stand-in named as C
// writes the type; a qualifier of a pointer, qualified already or not, follows it
// ("double __global * restrict const"), so that it is not named as the restrict pointer to
// const double ("const double __global * restrict") and both stand-ins resolve to their
// types: c keeps its outer const.
// RUN: %clang_cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -emit-llvm-bc -O0 -debug-info-kind=limited -dwarf-version=4 %s -o %t.bc
// RUN: llvm-spirv-rs %t.bc -o %t.spv
// RUN: spirv-val %t.spv
// RUN: spirv-dis %t.spv -o %t.spvasm
// RUN: FileCheck %s --check-prefix=SPV < %t.spvasm
// RUN: llvm-spirv-rs -r %t.spv -o %t.rt.ll
// RUN: opt -verify -disable-output %t.rt.ll
// RUN: FileCheck %s < %t.rt.ll

// SPV-DAG: OpString "double __global * restrict"
// SPV-DAG: OpString "const double __global * restrict"
// Five qualifiers: a's const and restrict, c's const, restrict and the const of double.
// SPV-COUNT-5: DebugTypeQualifier
// SPV-NOT: DebugTypeQualifier

// CHECK: !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: ![[TYPES:[0-9]+]])
// CHECK: ![[TYPES]] = !{null, ![[A:[0-9]+]], ![[C:[0-9]+]]}
// CHECK: ![[A]] = !DIDerivedType(tag: DW_TAG_const_type, baseType: ![[AR:[0-9]+]])
// CHECK: ![[AR]] = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: ![[AP:[0-9]+]])
// CHECK: ![[AP]] = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: ![[D:[0-9]+]], size: 64, dwarfAddressSpace: 1)
// CHECK: ![[D]] = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
// CHECK: ![[C]] = !DIDerivedType(tag: DW_TAG_const_type, baseType: ![[CR:[0-9]+]])
// CHECK: ![[CR]] = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: ![[CP:[0-9]+]])
// CHECK: ![[CP]] = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: ![[CD:[0-9]+]], size: 64, dwarfAddressSpace: 1)
// CHECK: ![[CD]] = !DIDerivedType(tag: DW_TAG_const_type, baseType: ![[D]])
// CHECK: !DILocalVariable(name: "a", arg: 1, {{.*}}type: ![[A]])
// CHECK: !DILocalVariable(name: "c", arg: 2, {{.*}}type: ![[C]])

kernel void k(global double *restrict const a, global const double *restrict const c) {
  a[0] = c[0];
}
