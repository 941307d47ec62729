; SPV_INTEL_fpga_loop_controls DependencyArrayINTEL: a loop's
; llvm.loop.parallel_access_indices (index groups, optional safelen) → OpLoopMerge
; DependencyArrayINTEL with the count of (array, safelen) pairs, one per array the GEPs of
; a group go through (a loaded pointer counts as the memory it is loaded from; no safelen
; is 0). Back: one distinct index group per array on its GEPs in the loop, a list {outer,
; inner} on a GEP two nested loops share, one parallel_access_indices per safelen.
; spirv-val 2023.1 reads DependencyArrayINTEL as a single literal and rejects the pairs,
; so the output is checked with FileCheck and read back by the incumbent only.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_fpga_loop_controls -o %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: opt -verify -disable-output %t.rev.bc
; RUN: llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=NOEXT
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv

; SPV-DAG: Capability FPGALoopControlsINTEL
; SPV-DAG: Extension "SPV_INTEL_fpga_loop_controls"
; SPV-DAG: Name [[TABLE:[0-9]+]] "table"
; SPV-DAG: Name [[SLOT:[0-9]+]] "src.slot"
; SPV-DAG: Name [[GRID:[0-9]+]] "grid"
; The outer loop: table with safelen 5, the pointer in src.slot with none.
; SPV: LoopMerge {{[0-9]+}} {{[0-9]+}} 262144 2 [[TABLE]] 5 [[SLOT]] 0
; The inner loop: DependencyLength 1 first, then grid and table with safelen 7.
; SPV: LoopMerge {{[0-9]+}} {{[0-9]+}} 262152 1 2 [[GRID]] 7 [[TABLE]] 7
; NOEXT-NOT: DependencyArray
; NOEXT-NOT: 262144

; IR: %tcell = getelementptr inbounds [16 x float], [16 x float]* %table, i64 0, i64 %iw, !llvm.index.group ![[T_OUT:[0-9]+]]
; IR: %scell = getelementptr inbounds float, float addrspace(1)* %src, i64 %iw, !llvm.index.group ![[S_OUT:[0-9]+]]
; IR: %gcell = getelementptr inbounds [4 x float], [4 x float]* %grid, i64 0, i64 %jw, !llvm.index.group ![[G_IN:[0-9]+]]
; IR: %tcell2 = getelementptr inbounds [16 x float], [16 x float]* %table, i64 0, i64 %jw, !llvm.index.group ![[T_BOTH:[0-9]+]]
; IR: br label %inner, !llvm.loop ![[INNER:[0-9]+]]
; IR: br label %outer, !llvm.loop ![[OUTER:[0-9]+]]
; IR-DAG: ![[T_OUT]] = distinct !{}
; IR-DAG: ![[S_OUT]] = distinct !{}
; IR-DAG: ![[G_IN]] = distinct !{}
; IR-DAG: ![[T_BOTH]] = !{![[T_OUT]], ![[T_IN:[0-9]+]]}
; IR-DAG: ![[T_IN]] = distinct !{}
; IR-DAG: ![[OUTER]] = distinct !{![[OUTER]], ![[P_ZERO:[0-9]+]], ![[P_FIVE:[0-9]+]]}
; IR-DAG: ![[P_ZERO]] = !{!"llvm.loop.parallel_access_indices", ![[S_OUT]]}
; IR-DAG: ![[P_FIVE]] = !{!"llvm.loop.parallel_access_indices", ![[T_OUT]], i32 5}
; IR-DAG: ![[INNER]] = distinct !{![[INNER]], ![[LEN:[0-9]+]], ![[P_SEVEN:[0-9]+]]}
; IR-DAG: ![[LEN]] = !{!"llvm.loop.ivdep.safelen", i32 1}
; IR-DAG: ![[P_SEVEN]] = !{!"llvm.loop.parallel_access_indices", ![[G_IN]], ![[T_IN]], i32 7}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @smooth(float addrspace(1)* %input, i32 %n) {
entry:
  %table = alloca [16 x float], align 4
  %grid = alloca [4 x float], align 4
  %src.slot = alloca float addrspace(1)*, align 8
  store float addrspace(1)* %input, float addrspace(1)** %src.slot, align 8
  br label %outer

outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %outer.body, label %done

outer.body:
  %iw = sext i32 %i to i64
  %tcell = getelementptr inbounds [16 x float], [16 x float]* %table, i64 0, i64 %iw, !llvm.index.group !1
  %src = load float addrspace(1)*, float addrspace(1)** %src.slot, align 8
  %scell = getelementptr inbounds float, float addrspace(1)* %src, i64 %iw, !llvm.index.group !2
  %sv = load float, float addrspace(1)* %scell, align 4
  store float %sv, float* %tcell, align 4
  br label %inner

inner:
  %j = phi i32 [ 0, %outer.body ], [ %j.next, %inner.body ]
  %jmore = icmp slt i32 %j, 4
  br i1 %jmore, label %inner.body, label %outer.latch

inner.body:
  %jw = sext i32 %j to i64
  %gcell = getelementptr inbounds [4 x float], [4 x float]* %grid, i64 0, i64 %jw, !llvm.index.group !3
  %tcell2 = getelementptr inbounds [16 x float], [16 x float]* %table, i64 0, i64 %jw, !llvm.index.group !4
  %gv = load float, float* %gcell, align 4
  store float %gv, float* %tcell2, align 4
  %j.next = add nsw i32 %j, 1
  br label %inner, !llvm.loop !10

outer.latch:
  %i.next = add nsw i32 %i, 1
  br label %outer, !llvm.loop !20

done:
  ret void
}

!1 = distinct !{}
!2 = distinct !{}
!3 = distinct !{}
!5 = distinct !{}
!4 = !{!1, !5}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.parallel_access_indices", !3, !5, i32 7}
!12 = !{!"llvm.loop.ivdep.safelen", i32 1}
!20 = distinct !{!20, !21, !22}
!21 = !{!"llvm.loop.parallel_access_indices", !1, i32 5}
!22 = !{!"llvm.loop.parallel_access_indices", !2}
