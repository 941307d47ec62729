; SPV_INTEL_hw_thread_queries: the __spirv_BuiltInSubDeviceIDINTEL and
; __spirv_BuiltInGlobalHWThreadIDINTEL globals are BuiltIn variables that need the
; HWThreadQueryINTEL capability; without --spirv-ext allowing the extension the translation
; stops with llvm-spirv's message naming the global. Reverse translation reads them with
; __spirv_BuiltIn* calls (the default builtin format).
; RUN: llvm-as %s -o %t.bc
; RUN: not llvm-spirv-rs %t.bc -o %t.spv 2>&1 | FileCheck %s --check-prefix=NOEXT
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_hw_thread_queries -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_hw_thread_queries -o %t.spv
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=REV
; RUN: opt -verify %t.rev.bc -o /dev/null
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv

; NOEXT: InvalidModule: Invalid SPIR-V module: Intel HW thread queries must be enabled by SPV_INTEL_hw_thread_queries extension.
; NOEXT-NEXT: LLVM value that is being translated:
; NOEXT-NEXT: @__spirv_BuiltInGlobalHWThreadIDINTEL = external addrspace(1) global i32

; CHECK-DAG: Capability HWThreadQueryINTEL
; CHECK-DAG: Extension "SPV_INTEL_hw_thread_queries"
; CHECK-DAG: Decorate [[HW:[0-9]+]] BuiltIn 6136
; CHECK-DAG: Decorate [[SUB:[0-9]+]] BuiltIn 6135
; CHECK-DAG: Name [[HW]] "__spirv_BuiltInGlobalHWThreadIDINTEL"
; CHECK-DAG: Name [[SUB]] "__spirv_BuiltInSubDeviceIDINTEL"

; REV: %hw = call spir_func i32 @_Z36__spirv_BuiltInGlobalHWThreadIDINTELv()
; REV: %sub = call spir_func i32 @_Z31__spirv_BuiltInSubDeviceIDINTELv()

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@__spirv_BuiltInGlobalHWThreadIDINTEL = external addrspace(1) global i32
@__spirv_BuiltInSubDeviceIDINTEL = external addrspace(1) global i32

define spir_kernel void @where_am_i(i32 addrspace(1)* %out) {
  %hw = load i32, i32 addrspace(1)* @__spirv_BuiltInGlobalHWThreadIDINTEL, align 4
  %sub = load i32, i32 addrspace(1)* @__spirv_BuiltInSubDeviceIDINTEL, align 4
  %sum = add i32 %hw, %sub
  store i32 %sum, i32 addrspace(1)* %out, align 4
  ret void
}
