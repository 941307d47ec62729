; A loop of one block (its header is its latch, as clang -O2 leaves a rotated loop) with a
; loop-control hint: one OpLoopMerge in that block, the instruction just before its branch
; (SPIR-V OpLoopMerge: "must immediately precede either an OpBranch or OpBranchConditional";
; a block is the merge block of at most one header), the exit as merge block and the block
; itself as continue target. The compare the branch reads comes before the OpLoopMerge.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s
; RUN: llvm-spirv-rs -r %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=LLVM

; CHECK: Name [[BODY:[0-9]+]] "body"
; CHECK: Name [[EXIT:[0-9]+]] "exit"
; CHECK: Label [[BODY]]
; CHECK: ULessThan {{[0-9]+}} [[C:[0-9]+]]
; CHECK-NEXT: LoopMerge [[EXIT]] [[BODY]] 2
; CHECK-NEXT: BranchConditional [[C]] [[BODY]] [[EXIT]]
; CHECK-NOT: LoopMerge

; LLVM: br i1 %c, label %body, label %exit, !llvm.loop ![[L:[0-9]+]]
; LLVM: ![[L]] = distinct !{![[L]], ![[U:[0-9]+]]}
; LLVM: ![[U]] = !{!"llvm.loop.unroll.disable"}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(i32 addrspace(1)* %p, i32 %n) {
entry:
  br label %body

body:
  %i = phi i32 [ 0, %entry ], [ %next, %body ]
  %a = getelementptr inbounds i32, i32 addrspace(1)* %p, i32 %i
  store i32 %i, i32 addrspace(1)* %a, align 4
  %next = add nuw i32 %i, 1
  %c = icmp ult i32 %next, %n
  br i1 %c, label %body, label %exit, !llvm.loop !0

exit:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
