; llvm.loop.intel.loopcount_min/_max/_avg (trip-count hints of SYCL's FPGA loop attributes)
; and LoopControl LoopCountINTEL (0x1000000) of SPV_INTEL_fpga_loop_controls: the grammar
; gives the bit one 32-bit literal (spirv-val refuses more), llvm-spirv writes and reads three
; 64-bit ones (it stops on an assertion at the grammar's one word). No form is both valid and
; readable by llvm-spirv, so the forward translation drops the three hints with a warning (the
; loop means the same without them) and keeps the other loop controls; the module is valid
; and llvm-spirv reads it. The reverse of llvm-spirv's form is spirv-tests/reverse/loop-count-intel.spt.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_fpga_loop_controls -o %t.spv 2>&1 | FileCheck %s --check-prefix=WARN
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv
; RUN: llvm-spirv-rs -r %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=REV

; WARN: loop property llvm.loop.intel.loopcount_min dropped
; WARN: loop property llvm.loop.intel.loopcount_max dropped
; WARN: loop property llvm.loop.intel.loopcount_avg dropped

; MaxReinvocationDelayINTEL 5 alone: 0x2000000 = 33554432.
; CHECK: 5 LoopMerge {{[0-9]+}} {{[0-9]+}} 33554432 5
; CHECK-NOT: LoopMerge {{.*}} 50331648

; REV: !{!"llvm.loop.intel.max_reinvocation_delay.count", i32 5}
; REV-NOT: loopcount

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(i32 addrspace(1)* %p, i32 %n) {
entry:
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %next, %body ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %body, label %exit

body:
  %slot = getelementptr inbounds i32, i32 addrspace(1)* %p, i32 %i
  store i32 %i, i32 addrspace(1)* %slot, align 4
  %next = add nsw i32 %i, 1
  br label %header, !llvm.loop !0

exit:
  ret void
}

!0 = distinct !{!0, !1, !2, !3, !4}
!1 = !{!"llvm.loop.intel.loopcount_min", i64 4}
!2 = !{!"llvm.loop.intel.loopcount_max", i64 10}
!3 = !{!"llvm.loop.intel.loopcount_avg", i64 7}
!4 = !{!"llvm.loop.intel.max_reinvocation_delay.count", i32 5}
