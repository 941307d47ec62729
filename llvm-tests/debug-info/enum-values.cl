// DebugTypeEnum (OpenCL.DebugInfo.100): each enumerator's Value is an integer constant, a value
// of the enumeration's underlying type. An unsigned enumeration's value above INT_MAX
// (0xEFCDAB89u) comes back as that unsigned value, not as its 32 bits read signed (-271733879)
// nor sign-extended to 64 bits (18446744073437817737); a signed one's negative value stays
// negative. Both from our SPIR-V (constants of the underlying type's width) and from
// llvm-spirv-14's (64-bit constants sign-extended from 32 bits).
// RUN: cd %S && %clang_cc1 -triple spir64 -cl-std=CL1.2 -finclude-default-header -emit-llvm-bc -O0 -debug-info-kind=limited -dwarf-version=4 $(basename %s) -o %t.bc
// RUN: llvm-spirv-rs %t.bc -o %t.spv
// RUN: spirv-val %t.spv
// RUN: llvm-spirv-rs -r %t.spv -o %t.rt.bc
// RUN: opt -verify -disable-output %t.rt.bc
// RUN: llvm-dis %t.rt.bc -o - | FileCheck %s
// RUN: llvm-spirv-14 %t.bc -o %t.inc.spv
// RUN: llvm-spirv-rs -r %t.inc.spv -o %t.inc.bc
// RUN: opt -verify -disable-output %t.inc.bc
// RUN: llvm-dis %t.inc.bc -o - | FileCheck %s

// CHECK-DAG: !DIEnumerator(name: "NEG", value: -3)
// CHECK-DAG: !DIEnumerator(name: "SEVEN", value: 7)
// CHECK-DAG: !DIEnumerator(name: "BIG", value: 4023233417, isUnsigned: true)

enum Signed { NEG = -3, SEVEN = 7 };
enum Unsigned { BIG = 0xEFCDAB89u, SMALL = 2 };

kernel void k(global int *o) {
  enum Signed s = SEVEN;
  enum Unsigned u = SMALL;
  o[0] = s + (int)u;
}
