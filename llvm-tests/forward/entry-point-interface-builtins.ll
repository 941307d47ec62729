; The interface of an OpEntryPoint is the set of global variables its static call tree
; references (SPIR-V 2.3 and OpEntryPoint; before SPIR-V 1.4 only its Input and Output ones):
; the BuiltIn variables that work-item calls read are listed by the entry points that reach
; those calls (directly or through a helper function), and by no other. A kernel that calls
; no work-item function has an empty interface. With a Workgroup global in the module the
; module is SPIR-V 1.4 and that global is listed too, by the kernel that uses it only.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: llvm-spirv-rs %t.bc --spirv-max-version=1.0 -o %t.10.spv
; RUN: spirv-val %t.10.spv
; RUN: spirv-dis %t.10.spv | FileCheck %s --check-prefix=V10
; RUN: llvm-spirv-14 -r %t.spv -o %t.inc.bc
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: opt -verify -disable-output %t.rev.bc

; CHECK: ; Version: 1.4
; CHECK-DAG: OpEntryPoint Kernel %{{[0-9]+}} "direct" %__spirv_BuiltInGlobalInvocationId{{$}}
; CHECK-DAG: OpEntryPoint Kernel %{{[0-9]+}} "through_helper" %buf %__spirv_BuiltInLocalInvocationId{{$}}
; CHECK-DAG: OpEntryPoint Kernel %{{[0-9]+}} "none"{{$}}
; CHECK-DAG: OpEntryPoint Kernel %{{[0-9]+}} "both" %__spirv_BuiltInGlobalInvocationId %__spirv_BuiltInLocalInvocationId{{$}}

; Without SPIR-V 1.4 the Workgroup global cannot be listed: only the Input variables are.
; V10: ; Version: 1.0
; V10-DAG: OpEntryPoint Kernel %{{[0-9]+}} "direct" %__spirv_BuiltInGlobalInvocationId{{$}}
; V10-DAG: OpEntryPoint Kernel %{{[0-9]+}} "through_helper" %__spirv_BuiltInLocalInvocationId{{$}}
; V10-DAG: OpEntryPoint Kernel %{{[0-9]+}} "none"{{$}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

@buf = internal addrspace(3) global [4 x i32] undef, align 4

declare spir_func i64 @_Z13get_global_idj(i32)
declare spir_func i64 @_Z12get_local_idj(i32)

define spir_func i64 @helper() {
  %l = call spir_func i64 @_Z12get_local_idj(i32 0)
  ret i64 %l
}

define spir_kernel void @direct(i64 addrspace(1)* %out) {
  %g = call spir_func i64 @_Z13get_global_idj(i32 0)
  store i64 %g, i64 addrspace(1)* %out
  ret void
}

define spir_kernel void @through_helper(i64 addrspace(1)* %out) {
  %l = call spir_func i64 @helper()
  %p = getelementptr [4 x i32], [4 x i32] addrspace(3)* @buf, i64 0, i64 0
  store i32 1, i32 addrspace(3)* %p
  store i64 %l, i64 addrspace(1)* %out
  ret void
}

define spir_kernel void @none(i64 addrspace(1)* %out) {
  store i64 0, i64 addrspace(1)* %out
  ret void
}

define spir_kernel void @both(i64 addrspace(1)* %out) {
  %g = call spir_func i64 @_Z13get_global_idj(i32 1)
  %l = call spir_func i64 @helper()
  %s = add i64 %g, %l
  store i64 %s, i64 addrspace(1)* %out
  ret void
}
