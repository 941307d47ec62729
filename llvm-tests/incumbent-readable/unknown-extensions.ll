; Extensions llvm-spirv-14 does not know, asked for with --spirv-ext: the output is valid SPIR-V
; that llvm-spirv-14 -r refuses whatever its shape ("uses unknown extension"), because the
; construct has no form without the extension: OpReadClockKHR (SPV_KHR_shader_clock), the split
; barrier OpControlBarrierArrive/WaitINTEL (SPV_INTEL_split_barrier), an atomic add of a half
; (SPV_EXT_shader_atomic_float16_add). Without the option each is refused by our forward
; translation (not by spirv-val), so a user who wants the incumbent to read the module leaves
; it out. Pinned here (scripts/incumbent-readable lists these as known); the incumbent's own
; forward translation refuses the option value.
; RUN: llvm-as %s -o %t.clock.bc
; RUN: llvm-spirv-rs %t.clock.bc --spirv-ext=+SPV_KHR_shader_clock -o %t.clock.spv
; RUN: spirv-val %t.clock.spv
; RUN: not llvm-spirv-14 -r %t.clock.spv -o %t.inc.bc 2>&1 | FileCheck %s --check-prefix=CLOCK
; RUN: not llvm-spirv-14 %t.clock.bc --spirv-ext=+SPV_KHR_shader_clock -o %t.inc.spv 2>&1 | FileCheck %s --check-prefix=OPTION
; RUN: sed -n -e 's/^;BAR //p' %s | llvm-as -o %t.bar.bc
; RUN: llvm-spirv-rs %t.bar.bc --spirv-ext=+SPV_INTEL_split_barrier -o %t.bar.spv
; RUN: spirv-val %t.bar.spv
; RUN: llvm-spirv-rs %t.bar.spv -to-text -o - | FileCheck %s --check-prefix=BAR-SPV
; RUN: not llvm-spirv-14 -r %t.bar.spv -o %t.inc.bc 2>&1 | FileCheck %s --check-prefix=BAR
; RUN: sed -n -e 's/^;HALF //p' %s | llvm-as -o %t.half.bc
; RUN: llvm-spirv-rs %t.half.bc --spirv-ext=+SPV_EXT_shader_atomic_float_add,+SPV_EXT_shader_atomic_float16_add -o %t.half.spv
; RUN: spirv-val %t.half.spv
; RUN: not llvm-spirv-14 -r %t.half.spv -o %t.inc.bc 2>&1 | FileCheck %s --check-prefix=HALF
; RUN: not llvm-spirv-rs %t.half.bc --spirv-ext=+SPV_EXT_shader_atomic_float_add -o %t.no.spv

; CLOCK: uses unknown extension 'SPV_KHR_shader_clock'
; OPTION: Unknown extension 'SPV_KHR_shader_clock'
; BAR-SPV: ControlBarrierArriveINTEL
; BAR-SPV: ControlBarrierWaitINTEL
; BAR: uses unknown extension 'SPV_INTEL_split_barrier'
; HALF: uses unknown extension 'SPV_EXT_shader_atomic_float16_add'

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @stamp(i64 addrspace(1)* %out) {
entry:
  %t = call spir_func i64 @_Z20__spirv_ReadClockKHRImET_j(i32 3)
  store i64 %t, i64 addrspace(1)* %out, align 8
  ret void
}

declare spir_func i64 @_Z20__spirv_ReadClockKHRImET_j(i32)

;BAR target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
;BAR target triple = "spir64-unknown-unknown"
;BAR define spir_kernel void @meet() {
;BAR entry:
;BAR   call spir_func void @_Z33__spirv_ControlBarrierArriveINTELiii(i32 2, i32 2, i32 260)
;BAR   call spir_func void @_Z31__spirv_ControlBarrierWaitINTELiii(i32 2, i32 2, i32 258)
;BAR   ret void
;BAR }
;BAR declare spir_func void @_Z33__spirv_ControlBarrierArriveINTELiii(i32, i32, i32)
;BAR declare spir_func void @_Z31__spirv_ControlBarrierWaitINTELiii(i32, i32, i32)

;HALF target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
;HALF target triple = "spir64-unknown-unknown"
;HALF define spir_kernel void @bump(half addrspace(1)* %h) {
;HALF entry:
;HALF   %old = atomicrmw fadd half addrspace(1)* %h, half 1.0 seq_cst
;HALF   ret void
;HALF }
