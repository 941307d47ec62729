; Variable-length arrays (SPV_INTEL_variable_length_array) both ways: llvm.stacksave →
; OpSaveMemoryINTEL, an alloca with a run-time count → OpVariableLengthArrayINTEL,
; llvm.stackrestore → OpRestoreMemoryINTEL, and back to the same intrinsics and alloca
; (with its alignment).
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_variable_length_array -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: opt -verify -disable-output %t.rev.bc
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv

; SPV: Capability VariableLengthArrayINTEL
; SPV: Extension "SPV_INTEL_variable_length_array"
; SPV: FunctionParameter {{[0-9]+}} [[N:[0-9]+]]
; SPV: SaveMemoryINTEL {{[0-9]+}} [[SP:[0-9]+]]
; SPV: VariableLengthArrayINTEL {{[0-9]+}} {{[0-9]+}} [[N]]
; SPV: RestoreMemoryINTEL [[SP]]

; IR-LABEL: define spir_func float @sum_squares(i32 %n)
; IR: %[[SP:[0-9a-z.]+]] = call i8* @llvm.stacksave()
; IR: %buf = alloca float, i32 %n, align 8
; IR: call void @llvm.stackrestore(i8* %[[SP]])

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func float @sum_squares(i32 %n) {
entry:
  %sp = call i8* @llvm.stacksave()
  %buf = alloca float, i32 %n, align 8
  store float 2.0, float* %buf, align 8
  %v = load float, float* %buf, align 8
  %sq = fmul float %v, %v
  call void @llvm.stackrestore(i8* %sp)
  ret float %sq
}

declare i8* @llvm.stacksave()
declare void @llvm.stackrestore(i8*)
