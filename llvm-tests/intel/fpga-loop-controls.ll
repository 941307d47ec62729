; SPV_INTEL_fpga_loop_controls: the FPGA loop properties clang writes for SYCL loop attributes
; become the LoopControl bits of the extension, each with its literal:
;   llvm.loop.ii.count N                           InitiationIntervalINTEL N     (0x10000)
;   llvm.loop.max_concurrency.count N              MaxConcurrencyINTEL N         (0x20000)
;   llvm.loop.intel.pipelining.enable N            PipelineEnableINTEL N         (0x80000)
;   llvm.loop.coalesce.count N                     LoopCoalesceINTEL N           (0x100000)
;   llvm.loop.coalesce.enable                      LoopCoalesceINTEL 0
;   llvm.loop.max_interleaving.count N             MaxInterleavingINTEL N        (0x200000)
;   llvm.loop.intel.speculated.iterations.count N  SpeculatedIterationsINTEL N   (0x400000)
;   llvm.loop.fusion.disable                       NoFusionINTEL                 (0x800000)
;   llvm.loop.intel.max_reinvocation_delay.count N MaxReinvocationDelayINTEL N   (0x2000000)
; The literals follow the order of the bits, DependencyArrayINTEL's (0x40000: a count and
; (array, safelen) pairs) among them. Reverse: the same properties on the back edge, and the
; round trip translates to the same loop controls. Without the extension they are dropped, and
; a loop left without any control gets no OpLoopMerge.
; spirv-val 2023.1 rejects DependencyArrayINTEL's pairs (it reads one literal), so only the
; loop without it is validated.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_fpga_loop_controls -o %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: opt -verify -disable-output %t.rev.bc
; RUN: llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=REV
; RUN: llvm-spirv-rs %t.rev.bc --spirv-ext=+SPV_INTEL_fpga_loop_controls -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=NOEXT
; RUN: sed -e 's/, !llvm.index.group !20//' -e 's/!14, !15}/!14}/' %s | llvm-as -o %t.plain.bc
; RUN: llvm-spirv-rs %t.plain.bc --spirv-ext=+SPV_INTEL_fpga_loop_controls -o %t.plain.spv
; RUN: spirv-val %t.plain.spv
; RUN: llvm-spirv-rs %t.plain.spv -to-text -o - | FileCheck %s --check-prefix=PLAIN

; CHECK-DAG: Capability FPGALoopControlsINTEL
; CHECK-DAG: Extension "SPV_INTEL_fpga_loop_controls"
; CHECK-DAG: Name [[BUF:[0-9]+]] "buf"
; all: 0x10000|0x20000|0x80000|0x100000|0x200000|0x400000|0x800000|0x2000000 = 50003968
; CHECK: LoopMerge {{[0-9]+}} {{[0-9]+}} 50003968 2 4 0 3 6 5 7{{ *$}}
; with the dependency array (0x40000) between MaxConcurrency and PipelineEnable:
; CHECK: LoopMerge {{[0-9]+}} {{[0-9]+}} 2031616 1 2 1 [[BUF]] 4 1 0{{ *$}}

; PLAIN: LoopMerge {{[0-9]+}} {{[0-9]+}} 50003968 2 4 0 3 6 5 7{{ *$}}
; PLAIN: LoopMerge {{[0-9]+}} {{[0-9]+}} 1769472 1 2 1 0{{ *$}}

; REV: br i1 %c, label %l, label %e, !llvm.loop ![[L1:[0-9]+]]
; REV: br i1 %c2, label %l2, label %e2, !llvm.loop ![[L2:[0-9]+]]
; REV-DAG: ![[L1]] = distinct !{![[L1]], ![[II:[0-9]+]], ![[MC:[0-9]+]], ![[PE:[0-9]+]], ![[CO:[0-9]+]], ![[MI:[0-9]+]], ![[SI:[0-9]+]], ![[NF:[0-9]+]], ![[MR:[0-9]+]]}
; REV-DAG: ![[II]] = !{!"llvm.loop.ii.count", i32 2}
; REV-DAG: ![[MC]] = !{!"llvm.loop.max_concurrency.count", i32 4}
; REV-DAG: ![[PE]] = !{!"llvm.loop.intel.pipelining.enable", i32 0}
; REV-DAG: ![[CO]] = !{!"llvm.loop.coalesce.count", i32 3}
; REV-DAG: ![[MI]] = !{!"llvm.loop.max_interleaving.count", i32 6}
; REV-DAG: ![[SI]] = !{!"llvm.loop.intel.speculated.iterations.count", i32 5}
; REV-DAG: ![[NF]] = !{!"llvm.loop.fusion.disable"}
; REV-DAG: ![[MR]] = !{!"llvm.loop.intel.max_reinvocation_delay.count", i32 7}
; REV-DAG: ![[L2]] = distinct !{![[L2]], ![[II1:[0-9]+]], ![[MC2:[0-9]+]], ![[PE1:[0-9]+]], ![[CO0:[0-9]+]], ![[PA:[0-9]+]]}
; REV-DAG: ![[II1]] = !{!"llvm.loop.ii.count", i32 1}
; REV-DAG: ![[PE1]] = !{!"llvm.loop.intel.pipelining.enable", i32 1}
; REV-DAG: ![[CO0]] = !{!"llvm.loop.coalesce.count", i32 0}
; REV-DAG: ![[PA]] = !{!"llvm.loop.parallel_access_indices", !{{[0-9]+}}, i32 4}

; NOEXT-NOT: FPGALoopControlsINTEL
; NOEXT-NOT: LoopMerge

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func void @plain(i32 addrspace(1)* %a, i32 %n) {
entry:
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %j, %l ]
  %p = getelementptr inbounds i32, i32 addrspace(1)* %a, i32 %i
  store i32 %i, i32 addrspace(1)* %p, align 4
  %j = add nsw i32 %i, 1
  %c = icmp slt i32 %j, %n
  br i1 %c, label %l, label %e, !llvm.loop !0
e:
  ret void
}

define spir_func void @banked(i32 %n) {
entry:
  %buf = alloca [8 x i32], align 4
  br label %l2
l2:
  %i2 = phi i32 [ 0, %entry ], [ %j2, %l2 ]
  %p2 = getelementptr inbounds [8 x i32], [8 x i32]* %buf, i32 0, i32 %i2, !llvm.index.group !20
  store i32 %i2, i32* %p2, align 4
  %j2 = add nsw i32 %i2, 1
  %c2 = icmp slt i32 %j2, %n
  br i1 %c2, label %l2, label %e2, !llvm.loop !10
e2:
  ret void
}

!0 = distinct !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!1 = !{!"llvm.loop.ii.count", i32 2}
!2 = !{!"llvm.loop.max_concurrency.count", i32 4}
!3 = !{!"llvm.loop.intel.pipelining.enable", i32 0}
!4 = !{!"llvm.loop.coalesce.count", i32 3}
!5 = !{!"llvm.loop.max_interleaving.count", i32 6}
!6 = !{!"llvm.loop.intel.speculated.iterations.count", i32 5}
!7 = !{!"llvm.loop.fusion.disable"}
!8 = !{!"llvm.loop.intel.max_reinvocation_delay.count", i32 7}
!10 = distinct !{!10, !11, !12, !13, !14, !15}
!11 = !{!"llvm.loop.ii.count", i32 1}
!12 = !{!"llvm.loop.max_concurrency.count", i32 2}
!13 = !{!"llvm.loop.intel.pipelining.enable", i32 1}
!14 = !{!"llvm.loop.coalesce.enable"}
!15 = !{!"llvm.loop.parallel_access_indices", !20, i32 4}
!20 = distinct !{}
