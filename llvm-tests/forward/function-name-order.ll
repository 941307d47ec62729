; A function is named where it is first met: at its definition, or at a call that comes
; before it. Here the kernel calls @second before @first, which is defined first.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv

; CHECK: Name [[K:[0-9]+]] "start"
; CHECK-NEXT: Name {{[0-9]+}} "n"
; CHECK-NEXT: Name {{[0-9]+}} "second"
; CHECK-NEXT: Name {{[0-9]+}} "first"
; CHECK-NEXT: Name {{[0-9]+}} "a"
; CHECK-NOT: Name {{[0-9]+}} "start"
; CHECK-NOT: Name {{[0-9]+}} "second"
; CHECK-NOT: Name {{[0-9]+}} "first"

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

define spir_kernel void @start(i32 %n) {
  call spir_func void @second(i32 %n)
  call spir_func void @first(i32 %n)
  ret void
}

define spir_func void @first(i32 %a) {
  ret void
}

define spir_func void @second(i32 %b) {
  ret void
}
