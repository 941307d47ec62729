// Round trip of debug info (see roundtrip-structs.cl): nested scopes, vectors, private and
// global pointers, calls (inlined at -O2), and SPIR-V that passes spirv-val.
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
// RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv %t2.spv

float scale(float x, float f) {
  float r = x * f;
  return r;
}

__kernel void loops(__global float *out, __global float *in, int n) {
  float acc = 0.0f;
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < i; ++j) {
      float t = in[j];
      if (t > 0.0f) {
        acc += scale(t, 2.0f);
      }
    }
  }
  float tmp[4];
  for (int k = 0; k < 4; ++k)
    tmp[k] = acc + k;
  out[get_global_id(0)] = tmp[n & 3];
}
