; A function is declared and named where it is first met: at its definition, or at a call
; that comes before it. Here the kernel calls @second before @first, which is defined first:
; @second's type and name come before @first's.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv

; CHECK: Name [[K:[0-9]+]] "start"
; CHECK-NEXT: Name {{[0-9]+}} "n"
; CHECK-NEXT: Name {{[0-9]+}} "x"
; CHECK-NEXT: Name {{[0-9]+}} "second"
; CHECK-NEXT: Name {{[0-9]+}} "y"
; CHECK-NEXT: Name {{[0-9]+}} "first"
; CHECK-NEXT: Name {{[0-9]+}} "a"
; CHECK-NOT: Name {{[0-9]+}} "start"
; CHECK-NOT: Name {{[0-9]+}} "second"
; CHECK-NOT: Name {{[0-9]+}} "first"
; CHECK-DAG: TypeInt [[I16:[0-9]+]] 16 0
; CHECK-DAG: TypeInt [[I32:[0-9]+]] 32 0
; CHECK: TypeFunction {{[0-9]+}} [[V:[0-9]+]] [[I32]]
; CHECK-NEXT: TypeFloat [[F:[0-9]+]] 32
; CHECK-NEXT: TypeFunction {{[0-9]+}} [[V]] [[F]]
; CHECK-NEXT: TypeFunction {{[0-9]+}} [[V]] [[I16]]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

define spir_kernel void @start(i32 %n) {
  %x = sitofp i32 %n to float
  call spir_func void @second(float %x)
  %y = trunc i32 %n to i16
  call spir_func void @first(i16 %y)
  ret void
}

define spir_func void @first(i16 %a) {
  ret void
}

define spir_func void @second(float %b) {
  ret void
}
