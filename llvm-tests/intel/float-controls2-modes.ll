; The execution modes of SPV_INTEL_float_controls2 (RoundingModeRTPINTEL 5620,
; RoundingModeRTNINTEL 5621, FloatingPointModeALTINTEL 5622, FloatingPointModeIEEEINTEL 5623)
; given in `!spirv.ExecutionMode` are written where the extension is allowed (with its
; capabilities: RoundToInfinityINTEL, FloatingPointModeINTEL) and dropped otherwise; the
; KHR float-control modes (SPIR-V 1.4) are kept either way. Reverse: a kernel that is not a
; vector-compute one keeps them in `!spirv.ExecutionMode`, and gets the `VCFloatControl`
; attribute that sums them up as llvm-spirv gives it (one rounding mode and one operation mode
; for all widths, the last of each: RTN = 2 << 4, IEEE = 0, no denormal bits: 32). Translated
; again, such a kernel's modes come from `!spirv.ExecutionMode` alone (the exact ones): the
; same five modes, none made up from the summary for the other widths.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_float_controls2 -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s
; RUN: llvm-spirv-rs -r %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=REV
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: llvm-spirv-rs %t.rev.bc --spirv-ext=+SPV_INTEL_float_controls2 -o %t.rt.spv
; RUN: spirv-val %t.rt.spv
; RUN: llvm-spirv-rs %t.rt.spv -to-text -o %t.rt.spt
; RUN: FileCheck %s < %t.rt.spt
; RUN: FileCheck %s --check-prefix=RT < %t.rt.spt
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=NOEXT

; CHECK-DAG: Capability RoundToInfinityINTEL
; CHECK-DAG: Capability FloatingPointModeINTEL
; CHECK-DAG: Extension "SPV_INTEL_float_controls2"
; CHECK-DAG: EntryPoint 6 [[E:[0-9]+]] "k"
; CHECK-DAG: ExecutionMode [[E]] 4461 64
; CHECK-DAG: ExecutionMode [[E]] 5620 32
; CHECK-DAG: ExecutionMode [[E]] 5621 64
; CHECK-DAG: ExecutionMode [[E]] 5622 16
; CHECK-DAG: ExecutionMode [[E]] 5623 32

; REV-DAG: !{void ()* @k, i32 4461, i32 64}
; REV-DAG: !{void ()* @k, i32 5620, i32 32}
; REV-DAG: !{void ()* @k, i32 5621, i32 64}
; REV-DAG: !{void ()* @k, i32 5622, i32 16}
; REV-DAG: !{void ()* @k, i32 5623, i32 32}
; REV-DAG: attributes #{{[0-9]+}} = { {{.*}}"VCFloatControl"="32"

; RT-COUNT-5: ExecutionMode
; RT-NOT: ExecutionMode

; NOEXT-NOT: SPV_INTEL_float_controls2
; NOEXT-NOT: RoundToInfinityINTEL
; NOEXT: ExecutionMode {{[0-9]+}} 4461 64
; NOEXT-NOT: ExecutionMode {{[0-9]+}} 562{{[0-3]}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k() {
  ret void
}

!spirv.ExecutionMode = !{!0, !1, !2, !3, !4}
!0 = !{void ()* @k, i32 4461, i32 64}
!1 = !{void ()* @k, i32 5620, i32 32}
!2 = !{void ()* @k, i32 5621, i32 64}
!3 = !{void ()* @k, i32 5622, i32 16}
!4 = !{void ()* @k, i32 5623, i32 32}
