; A loop with a loop-control hint and several exits (a `break` besides the loop's test) keeps
; its hint: OpLoopMerge in the header, the latch as continue target and, as merge block, the
; exit the header's branch takes (the loop's test; for a do-while whose header does not leave,
; the latch's exit). The SPIR-V 2.11 rules that would forbid the other exits bind Shader
; modules; for a Kernel module OpLoopMerge needs only a merge block that is a block of the
; function other than the header, merging no other header. A loop with several exits and no
; hint gets no OpLoopMerge, as a single-exit one. Both readers put each hint back onto the
; loop's latch branch.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s
; RUN: llvm-spirv-rs -r %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=LLVM
; RUN: llvm-spirv-14 -r %t.spv -o %t.inc.bc
; RUN: llvm-dis %t.inc.bc -o - | FileCheck %s --check-prefix=LLVM

; CHECK-DAG: Name [[CEND:[0-9]+]] "count.end"
; CHECK-DAG: Name [[CLATCH:[0-9]+]] "count.latch"
; CHECK-DAG: Name [[DBODY:[0-9]+]] "dis.body"
; CHECK-DAG: Name [[DLATCH:[0-9]+]] "dis.latch"
; CHECK-DAG: Name [[DEND:[0-9]+]] "dis.end"
; CHECK: Function
; CHECK: LoopMerge [[CEND]] [[CLATCH]] 256 4
; CHECK-NEXT: BranchConditional
; CHECK: Function
; CHECK: Label [[DBODY]]
; CHECK: LoopMerge [[DEND]] [[DLATCH]] 2
; CHECK-NEXT: Branch
; CHECK: Function
; CHECK-NOT: LoopMerge

; LLVM-LABEL: define spir_func i32 @count(
; LLVM: br label %count.head, !llvm.loop ![[C:[0-9]+]]
; LLVM-LABEL: define spir_func i32 @disable(
; LLVM: br i1 %{{[^,]+}}, label %dis.body, label %dis.end, !llvm.loop ![[D:[0-9]+]]
; LLVM-LABEL: define spir_func i32 @plain(
; LLVM-NOT: !llvm.loop
; LLVM: ret i32
; LLVM-DAG: ![[C]] = distinct !{![[C]], ![[CC:[0-9]+]]}
; LLVM-DAG: ![[CC]] = !{!"llvm.loop.unroll.count", i32 4}
; LLVM-DAG: ![[D]] = distinct !{![[D]], ![[DD:[0-9]+]]}
; LLVM-DAG: ![[DD]] = !{!"llvm.loop.unroll.disable"}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

; for (i = 0; i < n; i++) { if (p[i] == 0) return i; }  with unroll count 4.
define spir_func i32 @count(i32 addrspace(1)* %p, i32 %n) {
entry:
  br label %count.head

count.head:
  %i = phi i32 [ 0, %entry ], [ %inc, %count.latch ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %count.body, label %count.end

count.body:
  %a = getelementptr inbounds i32, i32 addrspace(1)* %p, i32 %i
  %v = load i32, i32 addrspace(1)* %a, align 4
  %z = icmp eq i32 %v, 0
  br i1 %z, label %count.found, label %count.latch

count.latch:
  %inc = add nsw i32 %i, 1
  br label %count.head, !llvm.loop !0

count.found:
  ret i32 %i

count.end:
  ret i32 -1
}

; do { if (p[i] < 0) break; i++; } while (i < n);  with unroll disabled: the header does not
; leave the loop, so the latch's exit is the merge block.
define spir_func i32 @disable(i32 addrspace(1)* %p, i32 %n) {
entry:
  br label %dis.body

dis.body:
  %i = phi i32 [ 0, %entry ], [ %inc, %dis.latch ]
  br label %dis.test

dis.test:
  %a = getelementptr inbounds i32, i32 addrspace(1)* %p, i32 %i
  %v = load i32, i32 addrspace(1)* %a, align 4
  %neg = icmp slt i32 %v, 0
  br i1 %neg, label %dis.break, label %dis.latch

dis.latch:
  %inc = add nsw i32 %i, 1
  %c = icmp slt i32 %inc, %n
  br i1 %c, label %dis.body, label %dis.end, !llvm.loop !2

dis.break:
  ret i32 %i

dis.end:
  ret i32 %inc
}

; The same two-exit loop as @count without a hint: no OpLoopMerge.
define spir_func i32 @plain(i32 addrspace(1)* %p, i32 %n) {
entry:
  br label %head

head:
  %i = phi i32 [ 0, %entry ], [ %inc, %latch ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %end

body:
  %a = getelementptr inbounds i32, i32 addrspace(1)* %p, i32 %i
  %v = load i32, i32 addrspace(1)* %a, align 4
  %z = icmp eq i32 %v, 0
  br i1 %z, label %found, label %latch

latch:
  %inc = add nsw i32 %i, 1
  br label %head, !llvm.loop !4

found:
  ret i32 %i

end:
  ret i32 -1
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.count", i32 4}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.unroll.disable"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
