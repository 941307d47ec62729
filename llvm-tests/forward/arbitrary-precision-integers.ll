; Integer types of widths other than 1, 8, 16, 32 and 64 exist only under
; SPV_INTEL_arbitrary_precision_integers (capability ArbitraryPrecisionIntegersINTEL); without
; the extension they are an error naming the width. Reverse translation gives the widths back.
; RUN: llvm-as %s -o %t.bc
; RUN: not llvm-spirv-rs %t.bc -o %t.spv 2>&1 | FileCheck %s --check-prefix=NOEXT
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_arbitrary_precision_integers -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_arbitrary_precision_integers -o %t.spv
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=REV
; RUN: opt -verify %t.rev.bc -o /dev/null
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv

; NOEXT: InvalidBitWidth: Invalid bit width in input: 40

; CHECK-DAG: Capability ArbitraryPrecisionIntegersINTEL
; CHECK-DAG: Extension "SPV_INTEL_arbitrary_precision_integers"
; CHECK-DAG: TypeInt [[I13:[0-9]+]] 13 0
; CHECK-DAG: TypeInt [[I40:[0-9]+]] 40 0
; CHECK-DAG: Constant [[I13]] {{[0-9]+}} 4097
; CHECK-DAG: Constant [[I40]] {{[0-9]+}} 1 2

; REV: define spir_func i40 @widen(i13 %x)
; REV: add i13 %x, -4095
; REV: add i40 %{{.*}}, 8589934593

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func i40 @widen(i13 %x) {
  %y = add i13 %x, 4097
  %z = zext i13 %y to i40
  %w = add i40 %z, 8589934593
  ret i40 %w
}
