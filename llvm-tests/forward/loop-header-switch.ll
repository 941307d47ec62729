; A loop whose header ends in a switch (clang -O2 makes them from an interpreter loop) and whose
; latch has !llvm.loop (clang -g always attaches one, with the loop's locations): SPIR-V allows
; OpLoopMerge only right before OpBranch or OpBranchConditional, so that header gets none and
; the module stays valid.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: %S/../Inputs/incumbent-reads.sh %t.spv

; CHECK-NOT: LoopMerge
; CHECK: Switch

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @interpret(i8 addrspace(1)* %code, i32 addrspace(1)* %out) {
entry:
  br label %dispatch

dispatch:
  %pc = phi i64 [ 0, %entry ], [ %next, %step ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %step ]
  %p = getelementptr inbounds i8, i8 addrspace(1)* %code, i64 %pc
  %op = load i8, i8 addrspace(1)* %p, align 1
  switch i8 %op, label %done [
    i8 1, label %add
    i8 2, label %double
  ]

add:
  %a = add i32 %acc, 1
  br label %step

double:
  %d = shl i32 %acc, 1
  br label %step

step:
  %acc2 = phi i32 [ %a, %add ], [ %d, %double ]
  %next = add i64 %pc, 1
  br label %dispatch, !llvm.loop !0

done:
  store i32 %acc, i32 addrspace(1)* %out, align 4
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
