// Round trip of clang -g debug info through the non-semantic sets
// (--spirv-debug-info-version=nonsemantic-shader-100 and nonsemantic-shader-200): the DWARF
// llc makes of the original and of reverse(forward(original)) has the same DIEs and line
// table, at -O0 and -O2 (where the loops keep values in phis, which have no location of their
// own in these sets: spirv-val takes nothing of them before an OpPhi). Every module passes
// spirv-val and the reverse passes the verifier.
// RUN: cd %S && %clang_cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -emit-llvm-bc -O0 -debug-info-kind=limited -dwarf-version=4 $(basename %s) -o %t.bc
// RUN: llvm-dis %t.bc -o %t.ll
// RUN: llc -O0 -mtriple=x86_64-linux -filetype=obj %t.ll -o %t.o
// RUN: llvm-spirv-rs %t.bc --spirv-debug-info-version=nonsemantic-shader-100 -o %t.100.spv
// RUN: spirv-val %t.100.spv
// RUN: llvm-spirv-rs -r %t.100.spv -o %t.100.rt.ll
// RUN: opt -verify -disable-output %t.100.rt.ll
// RUN: llc -O0 -mtriple=x86_64-linux -filetype=obj %t.100.rt.ll -o %t.100.rt.o
// RUN: python3 %S/Inputs/dwarf_compare.py %t.o %t.100.rt.o
// RUN: llvm-spirv-rs %t.bc --spirv-debug-info-version=nonsemantic-shader-200 -o %t.200.spv
// RUN: spirv-val %t.200.spv
// RUN: llvm-spirv-rs -r %t.200.spv -o %t.200.rt.ll
// RUN: opt -verify -disable-output %t.200.rt.ll
// RUN: llc -O0 -mtriple=x86_64-linux -filetype=obj %t.200.rt.ll -o %t.200.rt.o
// RUN: python3 %S/Inputs/dwarf_compare.py %t.o %t.200.rt.o
// RUN: cd %S && %clang_cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -emit-llvm-bc -O2 -debug-info-kind=limited -dwarf-version=4 $(basename %s) -o %t2.bc
// RUN: llvm-dis %t2.bc -o %t2.ll
// RUN: llc -O0 -mtriple=x86_64-linux -filetype=obj %t2.ll -o %t2.o
// RUN: llvm-spirv-rs %t2.bc --spirv-debug-info-version=nonsemantic-shader-100 -o %t2.100.spv
// RUN: spirv-val %t2.100.spv
// RUN: llvm-spirv-rs -r %t2.100.spv -o %t2.100.rt.ll
// RUN: opt -verify -disable-output %t2.100.rt.ll
// RUN: llc -O0 -mtriple=x86_64-linux -filetype=obj %t2.100.rt.ll -o %t2.100.rt.o
// RUN: python3 %S/Inputs/dwarf_compare.py %t2.o %t2.100.rt.o
// RUN: llvm-spirv-rs %t2.bc --spirv-debug-info-version=nonsemantic-shader-200 -o %t2.200.spv
// RUN: spirv-val %t2.200.spv
// RUN: llvm-spirv-rs -r %t2.200.spv -o %t2.200.rt.ll
// RUN: opt -verify -disable-output %t2.200.rt.ll
// RUN: llc -O0 -mtriple=x86_64-linux -filetype=obj %t2.200.rt.ll -o %t2.200.rt.o
// RUN: python3 %S/Inputs/dwarf_compare.py %t2.o %t2.200.rt.o

typedef struct {
  float weight;
  int count;
} bucket_t;

struct histogram {
  bucket_t bins[8];
  float2 range;
  struct histogram *next;
};

float bin_width(const struct histogram *h) {
  float span = h->range.y - h->range.x;
  return span / 8.0f;
}

kernel void accumulate(global const float *samples, int n, global struct histogram *h,
                       global float *total) {
  float width = bin_width(h);
  float sum = 0.0f;
  for (int i = 0; i < n; ++i) {
    float s = samples[i];
    int k = (int)((s - h->range.x) / width);
    if (k >= 0 && k < 8) {
      h->bins[k].weight += s;
      h->bins[k].count += 1;
    }
    sum += s;
  }
  *total = sum;
}
