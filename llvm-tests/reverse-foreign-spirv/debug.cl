// Modules made by others: debug information (-g). clang-14 → llvm-spirv-14 (the incumbent, at -O0:
// it crashes on this kernel at -O2) → our reverse: the LLVM verifier (debug info included) accepts
// the result in every target environment and our forward translation takes it back. (spirv-val
// rejects the incumbent's debug-info SPIR-V already, DebugSource without an OpString; ours is not
// checked here for the same instructions.)
// RUN: %clang_cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -emit-llvm-bc -O0 -debug-info-kind=limited -dwarf-version=4 %s -o %t.bc
// RUN: llvm-spirv-14 %t.bc -o %t.spv
// RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
// RUN: opt -verify -disable-output %t.rev.bc
// RUN: llvm-spirv-rs -r --spirv-target-env=SPV-IR %t.spv -o %t.spvir.bc
// RUN: opt -verify -disable-output %t.spvir.bc
// RUN: llvm-spirv-rs %t.rev.bc -o %t.rt.spv
// RUN: llvm-dis %t.rev.bc -o - | FileCheck %s
// CHECK: define spir_kernel void @dbg(<2 x float> addrspace(1)* %p, float addrspace(1)* %o, i32 %n) {{.*}}!dbg
// CHECK: define internal spir_func float @scale(float %v, float %k) {{.*}}!dbg
// CHECK: !DICompileUnit(

static float scale(float v, float k) { return v * k; }
__kernel void dbg(__global float2 *p, __global float *o, int n) {
  int i = get_global_id(0);
  float acc = 0;
  for (int k = 0; k < n; k++) {
    float2 q = p[k];
    acc += scale(q.y, q.x);
  }
  o[i] = acc;
}
