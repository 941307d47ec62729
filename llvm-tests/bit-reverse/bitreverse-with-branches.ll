; llvm.bitreverse in a module with control flow. OpBitReverse needs Shader (or BitInstructions
; from SPV_KHR_bit_instructions); with Shader declared spirv-val requires structured control
; flow, which a kernel's branches and loops do not have (llvm-spirv-14 writes Shader here and
; its output is invalid: "Selection must be structured", "Back-edges … loop header"). So without
; the extension the reversal is computed with shifts and masks; the round trip, folded by opt,
; gives the reversed constants (the meaning is kept). With the extension: OpBitReverse under
; BitInstructions. (A module without branches keeps llvm-spirv's OpBitReverse under Shader:
; see the conformance tests OpBitReverse_*.)
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: opt -verify -disable-output %t.rev.bc
; RUN: opt -O2 %t.rev.bc -S -o - | FileCheck %s --check-prefix=FOLD
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_KHR_bit_instructions -o %t.ext.spv
; RUN: spirv-val %t.ext.spv
; RUN: spirv-dis %t.ext.spv | FileCheck %s --check-prefix=EXT

; CHECK-NOT: OpCapability Shader
; CHECK-NOT: OpBitReverse
; CHECK: OpShiftRightLogical
; CHECK-NOT: OpBitReverse

; FOLD-LABEL: define spir_func i32 @probe32()
; FOLD-NEXT: entry:
; FOLD-NEXT: ret i32 510274632
; FOLD-LABEL: define spir_func i64 @probe64()
; FOLD-NEXT: entry:
; FOLD-NEXT: ret i64 -597899502893742976
; FOLD-LABEL: define spir_func <2 x i16> @probe16()
; FOLD-NEXT: entry:
; FOLD-NEXT: ret <2 x i16> <i16 11336, i16 -32768>
; FOLD-LABEL: define spir_func i8 @probe8()
; FOLD-NEXT: entry:
; FOLD-NEXT: ret i8 -128

; EXT-DAG: OpCapability BitInstructions
; EXT-DAG: OpExtension "SPV_KHR_bit_instructions"
; EXT-NOT: OpCapability Shader
; EXT: OpBitReverse %uint

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func i32 @rev32(i32 %x, i1 %c) {
entry:
  br i1 %c, label %then, label %done
then:
  %r = call i32 @llvm.bitreverse.i32(i32 %x)
  br label %done
done:
  %v = phi i32 [ %r, %then ], [ 0, %entry ]
  ret i32 %v
}

define spir_func i64 @rev64(i64 %x) {
entry:
  %r = call i64 @llvm.bitreverse.i64(i64 %x)
  ret i64 %r
}

define spir_func <2 x i16> @rev16(<2 x i16> %x) {
entry:
  %r = call <2 x i16> @llvm.bitreverse.v2i16(<2 x i16> %x)
  ret <2 x i16> %r
}

define spir_func i8 @rev8(i8 %x) {
entry:
  %r = call i8 @llvm.bitreverse.i8(i8 %x)
  ret i8 %r
}

define spir_func i32 @probe32() {
entry:
  %r = call i32 @rev32(i32 305419896, i1 true)
  ret i32 %r
}

define spir_func i64 @probe64() {
entry:
  %r = call i64 @rev64(i64 81985529216486895)
  ret i64 %r
}

define spir_func <2 x i16> @probe16() {
entry:
  %r = call <2 x i16> @rev16(<2 x i16> <i16 4660, i16 1>)
  ret <2 x i16> %r
}

define spir_func i8 @probe8() {
entry:
  %r = call i8 @rev8(i8 1)
  ret i8 %r
}

declare i32 @llvm.bitreverse.i32(i32)
declare i64 @llvm.bitreverse.i64(i64)
declare <2 x i16> @llvm.bitreverse.v2i16(<2 x i16>)
declare i8 @llvm.bitreverse.i8(i8)
