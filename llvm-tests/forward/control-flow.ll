; Control flow: br (conditional and not), switch on i32 and i64 (two-word literals), phi
; (with a value defined later), select, unreachable, ret with and without a value; blocks in
; an order where dominators come first.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-14 -r %t.spv -o %t.rev.bc
; RUN: opt -verify %t.rev.bc -o /dev/null

; CHECK-DAG: Name [[ENTRY:[0-9]+]] "entry"
; CHECK-DAG: Name [[LOOP:[0-9]+]] "loop"
; CHECK-DAG: Name [[EXIT:[0-9]+]] "exit"
; CHECK-DAG: Name [[I:[0-9]+]] "i"
; CHECK-DAG: Name [[NEXT:[0-9]+]] "next"
; CHECK-DAG: Name [[A:[0-9]+]] "a"
; CHECK-DAG: Name [[B:[0-9]+]] "b"
; CHECK-DAG: Name [[OTHER:[0-9]+]] "other"
; CHECK-DAG: Name [[DEAD:[0-9]+]] "dead"
; CHECK-DAG: Name [[BIG:[0-9]+]] "big"
; CHECK-DAG: Name [[START:[0-9]+]] "start"
; CHECK-DAG: Name [[SECOND:[0-9]+]] "second"
; CHECK-DAG: Name [[THIRD:[0-9]+]] "third"
; CHECK: Label [[ENTRY]]
; CHECK: Branch [[LOOP]]
; CHECK: Label [[LOOP]]
; CHECK: Phi {{[0-9]+}} [[I]] {{[0-9]+}} [[ENTRY]] [[NEXT]] [[LOOP]]
; CHECK: IAdd {{[0-9]+}} [[NEXT]] [[I]]
; CHECK: BranchConditional {{[0-9]+}} [[LOOP]] [[EXIT]]
; CHECK: Label [[EXIT]]
; CHECK: Select
; CHECK: ReturnValue
; CHECK: Switch {{[0-9]+}} [[OTHER]] 1 [[A]] 7 [[B]] 4294967295 [[DEAD]]
; CHECK: Label [[DEAD]]
; CHECK-NEXT: Unreachable
; CHECK: Switch {{[0-9]+}} [[OTHER2:[0-9]+]] 0 1 [[BIG]]
; CHECK: Return
; Blocks are listed after their dominators (LLVM's order need not do so).
; CHECK: Label [[START]]
; CHECK: Branch [[SECOND]]
; CHECK: Label [[SECOND]]
; CHECK: Branch [[THIRD]]
; CHECK: Label [[THIRD]]
; CHECK: ReturnValue

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func i32 @counted(i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %next = add i32 %i, 1
  %c = icmp slt i32 %next, %n
  br i1 %c, label %loop, label %exit

exit:
  %s = select i1 %c, i32 %i, i32 %next
  ret i32 %s
}

define spir_func i32 @sw(i32 %x) {
  switch i32 %x, label %other [
    i32 1, label %a
    i32 7, label %b
    i32 -1, label %dead
  ]
a:
  ret i32 10
b:
  ret i32 20
dead:
  unreachable
other:
  ret i32 0
}

define spir_func void @sw64(i64 %x) {
  switch i64 %x, label %other [
    i64 4294967296, label %big
  ]
big:
  ret void
other:
  ret void
}

define spir_func i32 @order() {
start:
  br label %second
third:
  ret i32 1
second:
  br label %third
}
