; Order of the global section: integer types first, then scalar integer constants, then the
; other types, then the other constants and the variables (as llvm-spirv writes them), but
; never before something they use (an integer constant computed from a variable's address
; stays after the variable).
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv

; CHECK: TypeInt [[LONG:[0-9]+]] 64 0
; CHECK-NEXT: TypeInt [[SHORT:[0-9]+]] 16 0
; CHECK-NEXT: TypeInt [[INT:[0-9]+]] 32 0
; CHECK-NEXT: Constant [[LONG]] {{[0-9]+}} 0 0
; CHECK-NEXT: Constant [[SHORT]] {{[0-9]+}} 12
; CHECK-NEXT: Constant [[INT]] {{[0-9]+}} 9
; CHECK-NEXT: TypePointer [[PLONG:[0-9]+]] 5 [[LONG]]
; CHECK-NEXT: TypeVoid
; CHECK-NEXT: TypeFloat [[HALF:[0-9]+]] 16
; CHECK-NEXT: TypeVector [[V4:[0-9]+]] [[SHORT]] 4
; CHECK-NEXT: TypeFunction {{[0-9]+}} {{[0-9]+}} [[HALF]] [[SHORT]] [[INT]] [[V4]]
; CHECK-NEXT: Variable [[PLONG]] [[CELL:[0-9]+]] 5
; CHECK-NEXT: SpecConstantOp [[LONG]] {{[0-9]+}} 117 [[CELL]]
; CHECK-NEXT: Variable [[PLONG]] {{[0-9]+}} 5
; CHECK-NEXT: Constant [[HALF]] {{[0-9]+}} 15360
; CHECK: Function

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@cell = addrspace(1) global i64 0
@where = addrspace(1) global i64 ptrtoint (i64 addrspace(1)* @cell to i64)

define spir_func void @mix(half %h, i16 %s, i32 %i, <4 x i16> %v) {
  %a = fadd half %h, 1.0
  %b = add i16 %s, 12
  %d = add i32 %i, 9
  ret void
}
