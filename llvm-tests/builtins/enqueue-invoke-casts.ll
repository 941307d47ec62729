; Forms of device-side enqueue that other producers write (llvm-spirv's own reverse
; translation among them): the block's kernel cast to a generic pointer by an instruction
; (the cast makes no instruction, the call takes the kernel as Invoke), a local-size pointer
; that is no GEP into an array (a pointer to each size is taken from it), a block literal
; global holding the address of the block body (null in SPIR-V), and the SPV-IR calls
; __spirv_EnqueueKernel (the function passed as is) and __spirv_BuildNDRange_2D (sret).
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv

; CHECK-DAG: Name [[BODY:[0-9]+]] "__outer_block_invoke_kernel"
; CHECK-DAG: Name [[LITERAL:[0-9]+]] "literal"
; CHECK-DAG: TypeInt [[INT:[0-9]+]] 32 0
; CHECK-DAG: TypeInt [[LONG:[0-9]+]] 64 0
; CHECK-DAG: Constant [[INT]] [[SIXTEEN:[0-9]+]] 16 {{$}}
; CHECK-DAG: Constant [[INT]] [[EIGHT:[0-9]+]] 8 {{$}}
; CHECK-DAG: Constant [[INT]] [[ZERO:[0-9]+]] 0 {{$}}
; CHECK-DAG: Constant [[INT]] [[ONE:[0-9]+]] 1 {{$}}
; CHECK-DAG: TypePointer [[GENERIC_BYTES:[0-9]+]] 8 {{[0-9]+}}
; CHECK-DAG: TypePointer [[PRIVATE_BYTES:[0-9]+]] 7 {{[0-9]+}}
; CHECK-DAG: ConstantNull [[PRIVATE_BYTES]] [[NULL_BODY:[0-9]+]]
; CHECK-DAG: SpecConstantOp [[GENERIC_BYTES]] [[NULL_GENERIC:[0-9]+]] 121 [[NULL_BODY]]
; CHECK-DAG: ConstantComposite {{[0-9]+}} {{[0-9]+}} [[SIXTEEN]] [[EIGHT]] [[NULL_GENERIC]]
; CHECK-DAG: TypePointer [[SIZE_PTR:[0-9]+]] 7 [[LONG]]

; CHECK-LABEL: Function {{[0-9]+}} {{[0-9]+}} 0 {{[0-9]+}}
; CHECK-NOT: PtrCastToGeneric {{[0-9]+}} {{[0-9]+}} [[BODY]]
; CHECK: PtrAccessChain [[SIZE_PTR]] [[S0:[0-9]+]] [[SIZES:[0-9]+]] [[ZERO]]
; CHECK: PtrAccessChain [[SIZE_PTR]] [[S1:[0-9]+]] [[SIZES]] [[ONE]]
; CHECK: EnqueueKernel [[INT]] {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} [[BODY]] {{[0-9]+}} [[SIXTEEN]] [[EIGHT]] [[S0]] [[S1]]
; CHECK: GetKernelWorkGroupSize [[INT]] {{[0-9]+}} [[BODY]]
; CHECK: BuildNDRange
; CHECK: EnqueueKernel [[INT]] {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} [[BODY]] {{[0-9]+}} [[SIXTEEN]] [[EIGHT]] {{$}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

%opencl.queue_t = type opaque
%opencl.clk_event_t = type opaque
%spirv.Queue = type opaque
%spirv.DeviceEvent = type opaque
%struct.ndrange_t = type { i32, [3 x i64], [3 x i64], [3 x i64] }

@literal = internal addrspace(1) constant { i32, i32, i8 addrspace(4)* } { i32 16, i32 8, i8 addrspace(4)* addrspacecast (i8* bitcast (void (i8 addrspace(4)*)* @__outer_block_invoke to i8*) to i8 addrspace(4)*) }, align 8

define spir_kernel void @outer(%opencl.queue_t* %q, i64* %sizes) {
entry:
  %range = alloca %struct.ndrange_t, align 8
  %body = addrspacecast void (i8 addrspace(4)*)* @__outer_block_invoke_kernel to i8 addrspace(4)*
  %lit = addrspacecast i8 addrspace(1)* bitcast ({ i32, i32, i8 addrspace(4)* } addrspace(1)* @literal to i8 addrspace(1)*) to i8 addrspace(4)*
  %e = call spir_func i32 @__enqueue_kernel_varargs(%opencl.queue_t* %q, i32 0, %struct.ndrange_t* %range, i8 addrspace(4)* %body, i8 addrspace(4)* %lit, i32 2, i64* %sizes)
  %n = call i32 @__get_kernel_work_group_size_impl(i8 addrspace(4)* %body, i8 addrspace(4)* %lit)
  ret void
}

define spir_kernel void @spv_ir(%spirv.Queue* %q, [2 x i64] %g) {
entry:
  %range = alloca %struct.ndrange_t, align 8
  call spir_func void @_Z23__spirv_BuildNDRange_2DPlS_S_(%struct.ndrange_t* sret(%struct.ndrange_t) %range, [2 x i64] %g, [2 x i64] zeroinitializer, [2 x i64] zeroinitializer)
  %lit = addrspacecast i8 addrspace(1)* bitcast ({ i32, i32, i8 addrspace(4)* } addrspace(1)* @literal to i8 addrspace(1)*) to i8 addrspace(4)*
  %e = call spir_func i32 @_Z21__spirv_EnqueueKernelP13__spirv_QueueiP9ndrange_tiPU3AS4P19__spirv_DeviceEventS6_U13block_pointerFvvEPU3AS4cii(%spirv.Queue* %q, i32 0, %struct.ndrange_t* %range, i32 0, %spirv.DeviceEvent* addrspace(4)* null, %spirv.DeviceEvent* addrspace(4)* null, void (i8 addrspace(4)*)* @__outer_block_invoke_kernel, i8 addrspace(4)* %lit, i32 16, i32 8)
  ret void
}

define internal spir_func void @__outer_block_invoke(i8 addrspace(4)* %block) {
entry:
  ret void
}

define spir_kernel void @__outer_block_invoke_kernel(i8 addrspace(4)* %block) {
entry:
  call spir_func void @__outer_block_invoke(i8 addrspace(4)* %block)
  ret void
}

declare spir_func i32 @__enqueue_kernel_varargs(%opencl.queue_t*, i32, %struct.ndrange_t*, i8 addrspace(4)*, i8 addrspace(4)*, i32, i64*)
declare i32 @__get_kernel_work_group_size_impl(i8 addrspace(4)*, i8 addrspace(4)*)
declare spir_func void @_Z23__spirv_BuildNDRange_2DPlS_S_(%struct.ndrange_t* sret(%struct.ndrange_t), [2 x i64], [2 x i64], [2 x i64])
declare spir_func i32 @_Z21__spirv_EnqueueKernelP13__spirv_QueueiP9ndrange_tiPU3AS4P19__spirv_DeviceEventS6_U13block_pointerFvvEPU3AS4cii(%spirv.Queue*, i32, %struct.ndrange_t*, i32, %spirv.DeviceEvent* addrspace(4)*, %spirv.DeviceEvent* addrspace(4)*, void (i8 addrspace(4)*)*, i8 addrspace(4)*, i32, i32)
