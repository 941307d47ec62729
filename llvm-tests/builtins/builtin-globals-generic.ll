; __spirv_BuiltIn* globals of the CrossWorkgroup address space read through casts to the
; generic one (as clang writes them for SYCL) stay Import-linked BuiltIn variables; reverse
; translation turns the loads through the casts into calls and drops the globals. The
; sub-group masks are uint4 variables read whole, under GroupNonUniformBallot (core SPIR-V, no
; extension), named with the KHR spelling in SPV-IR.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs -r %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=CL
; RUN: llvm-spirv-rs -r --spirv-target-env=SPV-IR %t.spv -o %t.spvir.bc
; RUN: llvm-dis %t.spvir.bc -o - | FileCheck %s --check-prefix=SPVIR
; RUN: llvm-spirv-rs %t.spvir.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv

; SPV-DAG: Capability GroupNonUniformBallot
; SPV-NOT: Extension
; SPV-DAG: Decorate [[SIZE:[0-9]+]] BuiltIn 37
; SPV-DAG: Decorate [[SIZE]] LinkageAttributes "__spirv_BuiltInSubgroupMaxSize" Import
; SPV-DAG: Decorate [[LT:[0-9]+]] BuiltIn 4420
; SPV-DAG: TypeInt [[I32:[0-9]+]] 32
; SPV-DAG: TypeVector [[U4:[0-9]+]] [[I32]] 4

; CL-NOT: @__spirv_BuiltIn
; CL-NOT: addrspacecast
; CL: call spir_func i32 @_Z22get_max_sub_group_sizev()
; CL: call spir_func <4 x i32> @_Z21get_sub_group_lt_maskv()
; CL-NOT: @__spirv_BuiltIn

; SPVIR: call spir_func i32 @_Z30__spirv_BuiltInSubgroupMaxSizev()
; SPVIR: call spir_func <4 x i32> @_Z32__spirv_BuiltInSubgroupLtMaskKHRv()

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

@__spirv_BuiltInSubgroupMaxSize = external addrspace(1) constant i32, align 4
@__spirv_BuiltInSubgroupLtMask = external addrspace(1) constant <4 x i32>, align 16

define spir_kernel void @k(i32 addrspace(1)* %out, <4 x i32> addrspace(1)* %masks) {
  %size = load i32, i32 addrspace(4)* addrspacecast (i32 addrspace(1)* @__spirv_BuiltInSubgroupMaxSize to i32 addrspace(4)*), align 4
  store i32 %size, i32 addrspace(1)* %out, align 4
  %lt = load <4 x i32>, <4 x i32> addrspace(4)* addrspacecast (<4 x i32> addrspace(1)* @__spirv_BuiltInSubgroupLtMask to <4 x i32> addrspace(4)*), align 16
  store <4 x i32> %lt, <4 x i32> addrspace(1)* %masks, align 16
  ret void
}
