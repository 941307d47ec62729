// Round trip of clang -g debug info through SPIR-V: the DWARF llc makes of the original and of
// reverse(forward(original)) has the same DIEs (variables, types, subprograms, scopes) and the
// same line table, at -O0 and -O2. Also the incumbent's SPIR-V reverses into verified LLVM.
// RUN: cd %S && %clang_cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -emit-llvm-bc -O0 -debug-info-kind=limited -dwarf-version=4 $(basename %s) -o %t.bc
// RUN: llvm-spirv-rs %t.bc -o %t.spv
// RUN: spirv-val %t.spv
// RUN: llvm-spirv-rs -r %t.spv -o %t.rt.ll
// RUN: llvm-dis %t.bc -o %t.ll
// RUN: llc -O0 -mtriple=x86_64-linux -filetype=obj %t.ll -o %t.o
// RUN: llc -O0 -mtriple=x86_64-linux -filetype=obj %t.rt.ll -o %t.rt.o
// RUN: python3 %S/Inputs/dwarf_compare.py %t.o %t.rt.o
// RUN: cd %S && %clang_cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -emit-llvm-bc -O2 -debug-info-kind=limited -dwarf-version=4 $(basename %s) -o %t2.bc
// RUN: llvm-spirv-rs %t2.bc -o %t2.spv
// RUN: spirv-val %t2.spv
// RUN: llvm-spirv-rs -r %t2.spv -o %t2.rt.ll
// RUN: llvm-dis %t2.bc -o %t2.ll
// RUN: llc -O0 -mtriple=x86_64-linux -filetype=obj %t2.ll -o %t2.o
// RUN: llc -O0 -mtriple=x86_64-linux -filetype=obj %t2.rt.ll -o %t2.rt.o
// RUN: python3 %S/Inputs/dwarf_compare.py %t2.o %t2.rt.o
// RUN: llvm-spirv-14 %t.bc -o %t.inc.spv
// RUN: llvm-spirv-rs -r %t.inc.spv -o %t.inc.ll
// RUN: FileCheck %s < %t.rt.ll
// RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv %t2.spv

// spirv-val 2023.1 accepts only a DebugTypeBasic as the base of a pointer, typedef, qualifier
// or vector, so the forward translation points those to a stand-in basic type named after the
// real base (`const pair`, `float __attribute__((ext_vector_type(4)))`), which the reverse
// resolves by name (see fit_validator in src/llvm_to_spirv/debug_info.rs): the typedef float4
// of a vector and the pointer to a const struct come back as they were.

// CHECK: distinct !DICompileUnit(language: DW_LANG_OpenCL
// CHECK-DAG: !DICompositeType(tag: DW_TAG_structure_type, name: "pair"
// CHECK-DAG: !DIDerivedType(tag: DW_TAG_member, name: "x"
// CHECK-DAG: !DICompositeType(tag: DW_TAG_union_type, name: "bits"
// CHECK-DAG: !DICompositeType(tag: DW_TAG_enumeration_type, name: "mode"
// CHECK-DAG: !DIEnumerator(name: "FAST", value: 2
// CHECK-DAG: !DISubrange(count: 3)
// CHECK-DAG: !DILocalVariable(name: "p", arg: 1
// CHECK-DAG: distinct !DILexicalBlock(

struct pair { int x; float y; };
union bits { float f; uint u; };
enum mode { SLOW = 1, FAST = 2 };

static int sum(const struct pair *p, int n) {
  int s = 0;
  for (int i = 0; i < n; ++i) {
    s += p[i].x;
  }
  return s;
}

__kernel void k(__global struct pair *p, __global int *out, enum mode m, float4 v) {
  union bits b;
  b.f = v.y;
  int arr[3] = {1, 2, 3};
  struct pair mine = p[get_global_id(0)];
  out[0] = sum(&mine, 1) + arr[m] + (int)b.u;
}
