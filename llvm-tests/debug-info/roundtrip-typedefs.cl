// Round trip of the type names OpenCL C kernels use most, with -g at -O0: pointers to const
// typedefs (`const uint *`, whose qualifier of a typedef spirv-val does not let us keep, so the
// reverse makes it again), typedefs of vectors (`uchar4`, `int8`, which spirv-val only accepts
// on a stand-in base), vectors of typedefs, and the long-vector form. The DWARF llc makes of the
// original and of reverse(forward(original)) is the same.
// RUN: cd %S && %clang_cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -emit-llvm-bc -O0 -debug-info-kind=limited -dwarf-version=4 $(basename %s) -o %t.bc
// RUN: llvm-spirv-rs %t.bc -o %t.spv
// RUN: spirv-val %t.spv
// RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
// RUN: llvm-spirv-rs -r %t.spv -o %t.rt.ll
// RUN: llvm-dis %t.bc -o %t.ll
// RUN: llc -O0 -mtriple=x86_64-linux -filetype=obj %t.ll -o %t.o
// RUN: llc -O0 -mtriple=x86_64-linux -filetype=obj %t.rt.ll -o %t.rt.o
// RUN: python3 %S/Inputs/dwarf_compare.py %t.o %t.rt.o
// RUN: FileCheck %s < %t.rt.ll

// SPV-DAG: String [[VEC:[0-9]+]] "uchar __attribute__((ext_vector_type(4)))"
// SPV-DAG: String [[CUINT:[0-9]+]] "const uint"
// SPV-DAG: DebugTypeBasic [[VEC]] {{[0-9]+}} 0
// SPV-DAG: DebugTypeBasic [[CUINT]] {{[0-9]+}} 0

// CHECK-DAG: !DIDerivedType(tag: DW_TAG_typedef, name: "uchar4", {{.*}}baseType: ![[V:[0-9]+]]
// CHECK-DAG: ![[V]] = !DICompositeType(tag: DW_TAG_array_type, baseType: ![[UC:[0-9]+]], size: 32, flags: DIFlagVector
// CHECK-DAG: ![[UC]] = !DIDerivedType(tag: DW_TAG_typedef, name: "uchar"
// CHECK-DAG: !DIDerivedType(tag: DW_TAG_pointer_type, baseType: ![[C:[0-9]+]], size: 64, dwarfAddressSpace: 1)
// CHECK-DAG: ![[C]] = !DIDerivedType(tag: DW_TAG_const_type, baseType: ![[U:[0-9]+]])
// CHECK-DAG: ![[U]] = !DIDerivedType(tag: DW_TAG_typedef, name: "uint"

__kernel void brighten(__global const uint *in, __global uchar4 *out, __global int8 *wide, int gain) {
  int i = get_global_id(0);
  uint v = in[i];
  uchar4 px = (uchar4)(v & 255, (v >> 8) & 255, (v >> 16) & 255, 255);
  int8 w = (int8)(gain);
  out[i] = px;
  wide[i] = w + (int8)(i);
}
