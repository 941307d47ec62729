; A switch on a `trunc` to an integer width SPIR-V lacks (what instcombine makes of a switch on
; the high nibble of a byte) is a switch on the source masked to that width, with its cases at
; the source width; a trunc to such a width with any other user is still the InvalidBitWidth
; error (llvm-spirv-14 refuses both).
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: opt -verify -disable-output %t.rev.bc
; RUN: llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=REV
; RUN: sed 's/; OTHER-USER: //' %s | llvm-as -o %t.bad.bc
; RUN: not llvm-spirv-rs %t.bad.bc -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=ERR

; CHECK-DAG: Name [[NIB:[0-9]+]] "nib"
; CHECK-DAG: TypeInt [[I16:[0-9]+]] 16 0
; CHECK-DAG: Constant [[I16]] [[MASK:[0-9]+]] 7
; CHECK: BitwiseAnd [[I16]] [[NIB]] {{[0-9]+}} [[MASK]]
; CHECK-NEXT: Switch [[NIB]] {{[0-9]+}} 0 {{[0-9]+}} 5 {{[0-9]+}} 7 {{[0-9]+}}

; REV: %nib = and i16 %{{.*}}, 7
; REV-NEXT: switch i16 %nib, label %other [
; REV-NEXT: i16 0, label %zero
; REV-NEXT: i16 5, label %five
; REV-NEXT: i16 7, label %seven

; ERR: InvalidBitWidth: Invalid bit width in input: 3

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func i32 @classify(i16 %word) {
entry:
  %hi = lshr i16 %word, 13
  %nib = trunc i16 %hi to i3
  ; OTHER-USER: %wide = sext i3 %nib to i32
  switch i3 %nib, label %other [
    i3 0, label %zero
    i3 5, label %five
    i3 -1, label %seven
  ]
zero:
  ret i32 10
five:
  ret i32 15
seven:
  ret i32 17
other:
  ret i32 -1
}
