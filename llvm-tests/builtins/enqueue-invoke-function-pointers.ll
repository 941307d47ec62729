; A kernel query (OpenCL C 6.15.15.2 get_kernel_work_group_size(block), which clang-14 writes as
; __get_kernel_work_group_size_impl(generic cast of the block's kernel, block literal)) while
; SPV_INTEL_function_pointers is allowed: OpGetKernelWorkGroupSize names the kernel as its
; Invoke operand, so the constant cast of the kernel's address makes no instruction, and no
; OpConstantFunctionPointerINTEL (which nothing would use) and no FunctionPointersINTEL
; capability is written. The module is valid and llvm-spirv reads it.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_function_pointers -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv

; CHECK-NOT: FunctionPointersINTEL
; CHECK-DAG: Name [[BODY:[0-9]+]] "__device_side_enqueue_block_invoke_kernel"
; CHECK-NOT: ConstantFunctionPointerINTEL
; CHECK: GetKernelWorkGroupSize {{[0-9]+}} {{[0-9]+}} [[BODY]] {{[0-9]+}} {{[0-9]+}} {{[0-9]+}}
; CHECK-NOT: ConstantFunctionPointerINTEL

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

@__block_literal_global = internal addrspace(1) constant { i32, i32 } { i32 8, i32 4 }, align 4

define spir_kernel void @query(i32 addrspace(1)* %out) {
entry:
  %n = call i32 @__get_kernel_work_group_size_impl(i8 addrspace(4)* addrspacecast (i8* bitcast (void (i8 addrspace(4)*)* @__device_side_enqueue_block_invoke_kernel to i8*) to i8 addrspace(4)*), i8 addrspace(4)* addrspacecast (i8 addrspace(1)* bitcast ({ i32, i32 } addrspace(1)* @__block_literal_global to i8 addrspace(1)*) to i8 addrspace(4)*))
  store i32 %n, i32 addrspace(1)* %out, align 4
  ret void
}

define internal spir_kernel void @__device_side_enqueue_block_invoke_kernel(i8 addrspace(4)* %block) {
entry:
  ret void
}

declare i32 @__get_kernel_work_group_size_impl(i8 addrspace(4)*, i8 addrspace(4)*)
