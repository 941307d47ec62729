// Round trip of C++ for OpenCL types named through stand-ins, with -g at -O0: classes of the
// same name in two namespaces (the stand-ins are `struct shapes::Vec2` and `struct
// grid::Vec2`), typedefs and alias declarations of them, a typedef of an anonymous struct in a
// namespace, references to const classes (which keep their DWARF address space) and a
// template instance. The DWARF llc makes of the original and of reverse(forward(original)) is
// the same, and no type reached only through a stand-in becomes a retained type.
// RUN: cd %S && %clang_cc1 -triple spir64 -cl-std=clc++ -finclude-default-header -emit-llvm-bc -O0 -debug-info-kind=limited -dwarf-version=4 -x clcpp $(basename %s) -o %t.bc
// RUN: llvm-spirv-rs %t.bc -o %t.spv
// RUN: spirv-val %t.spv
// RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
// RUN: llvm-spirv-rs -r %t.spv -o %t.rt.ll
// RUN: llvm-dis %t.bc -o %t.ll
// RUN: llc -O0 -mtriple=x86_64-linux -filetype=obj %t.ll -o %t.o
// RUN: llc -O0 -mtriple=x86_64-linux -filetype=obj %t.rt.ll -o %t.rt.o
// RUN: python3 %S/Inputs/dwarf_compare.py %t.o %t.rt.o
// RUN: FileCheck %s < %t.rt.ll
// RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv

// SPV-DAG: String {{[0-9]+}} "struct shapes::Vec2"
// SPV-DAG: String {{[0-9]+}} "struct grid::Vec2"
// SPV-DAG: String {{[0-9]+}} "const struct shapes::Vec2"
// SPV-DAG: String {{[0-9]+}} "(anonymous struct at roundtrip-cxx-type-names.cl:{{[0-9]+}})"

// CHECK-NOT: retainedTypes
// CHECK-DAG: !DIDerivedType(tag: DW_TAG_typedef, name: "SV", {{.*}}baseType: ![[S:[0-9]+]])
// CHECK-DAG: ![[S]] = !DICompositeType(tag: DW_TAG_structure_type, name: "Vec2", scope: ![[NS:[0-9]+]]
// CHECK-DAG: ![[NS]] = !DINamespace(name: "shapes"
// CHECK-DAG: !DIDerivedType(tag: DW_TAG_typedef, name: "GV", {{.*}}baseType: ![[G:[0-9]+]])
// CHECK-DAG: ![[G]] = !DICompositeType(tag: DW_TAG_structure_type, name: "Vec2", scope: ![[GNS:[0-9]+]]
// CHECK-DAG: ![[GNS]] = !DINamespace(name: "grid"

namespace shapes {
struct Vec2 { float x, y; };
typedef struct { int tag; } Header;
}
namespace grid { struct Vec2 { int col, row; }; }
typedef shapes::Vec2 SV;
using GV = grid::Vec2;
template <typename T> struct Pair { T a, b; };
typedef Pair<short> ShortPair;

float dot(const SV &u, const shapes::Vec2 &v, GV g, const ShortPair &p) {
  return u.x * v.x + u.y * v.y + g.col + p.b;
}

kernel void k(global float *out) {
  SV u = {1.0f, 2.0f};
  GV g = {3, 4};
  ShortPair p = {5, 6};
  shapes::Header h = {7};
  out[0] = dot(u, u, g, p) + h.tag;
}
