; Intrinsics with no SPIR-V counterpart for OpenCL (vector-predicated memory operations,
; which need per-lane control flow; the cycle counter and the thread pointer, which a Kernel
; module cannot read) are refused with an error naming the intrinsic and the option that
; imports it, never dropped.
; RUN: llvm-as %s -o %t.bc
; RUN: not llvm-spirv-rs %t.bc -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; RUN: llvm-spirv-rs %t.bc -o %t.imp.spv --spirv-allow-unknown-intrinsics
; RUN: spirv-val %t.imp.spv
; RUN: llvm-spirv-rs %t.imp.spv -to-text -o - | FileCheck %s --check-prefix=IMPORT

; CHECK: in function 'f': InvalidFunctionCall: Unexpected llvm intrinsic:
; CHECK-NEXT: llvm.vp.load.v4f32.p0v4f32
; CHECK: --spirv-allow-unknown-intrinsics

; IMPORT: LinkageAttributes "llvm.vp.load.v4f32.p0v4f32" Import

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func <4 x float> @f(<4 x float>* %p, <4 x i1> %m, i32 %n) {
entry:
  %r = call <4 x float> @llvm.vp.load.v4f32.p0v4f32(<4 x float>* %p, <4 x i1> %m, i32 %n)
  ret <4 x float> %r
}

declare <4 x float> @llvm.vp.load.v4f32.p0v4f32(<4 x float>*, <4 x i1>, i32)
