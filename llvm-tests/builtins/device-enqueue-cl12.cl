// Device-side enqueue without enqueue_kernel reverses in OpenCL 1.2 too (llvm-spirv gives the
// OpenCL C 2.0 names there): ndrange_2D with a local size, enqueue_marker, the queries of a
// block that captures a pointer and a float, get_default_queue. A block literal stored in a
// global (a block without captures) keeps its fields, its invoke address null.
// RUN: %{builtins-forward}
// RUN: llvm-spirv-rs -r %t.spv -o %t.cl12.bc
// RUN: opt -verify -disable-output %t.cl12.bc
// RUN: llvm-dis %t.cl12.bc -o - | FileCheck %s --check-prefix=CL
// RUN: llvm-spirv-rs -r --spirv-target-env=CL2.0 %t.spv -o %t.cl20.bc
// RUN: llvm-dis %t.cl20.bc -o - | FileCheck %s --check-prefix=CL
// RUN: llvm-spirv-rs -r --spirv-target-env=SPV-IR %t.spv -o %t.spvir.bc
// RUN: opt -verify -disable-output %t.spvir.bc
// RUN: llvm-dis %t.spvir.bc -o - | FileCheck %s --check-prefix=SPVIR
// RUN: llvm-spirv-rs %t.cl12.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
// RUN: llvm-spirv-rs %t.spvir.bc -o %t.again.spv
// RUN: spirv-val %t.again.spv

// SPV-DAG: Name [[GLOBAL_LITERAL:[0-9]+]] "__block_literal_global"
// SPV-DAG: Name [[PLAIN:[0-9]+]] "__probe_block_invoke_kernel"
// SPV-DAG: Name [[CAPTURING:[0-9]+]] "__probe_block_invoke_2_kernel"
// SPV-DAG: TypeInt [[INT:[0-9]+]] 32 0
// SPV-DAG: Constant [[INT]] [[SIXTEEN:[0-9]+]] 16 {{$}}
// SPV-DAG: Constant [[INT]] [[TWENTYEIGHT:[0-9]+]] 28 {{$}}
// SPV-DAG: Constant [[INT]] [[EIGHT:[0-9]+]] 8 {{$}}
// SPV-DAG: Variable {{[0-9]+}} [[GLOBAL_LITERAL]] 5
// SPV: GetDefaultQueue
// SPV: BuildNDRange
// SPV: EnqueueMarker
// SPV: GetKernelPreferredWorkGroupSizeMultiple [[INT]] {{[0-9]+}} [[PLAIN]] {{[0-9]+}} [[SIXTEEN]] [[EIGHT]]
// SPV: GetKernelNDrangeMaxSubGroupSize [[INT]] {{[0-9]+}} {{[0-9]+}} [[CAPTURING]] {{[0-9]+}} [[TWENTYEIGHT]] [[EIGHT]]

// CL: @__block_literal_global = internal addrspace(1) constant {{.*}} { i32 16, i32 8, i8 addrspace(4)* addrspacecast (i8* null to i8 addrspace(4)*) }
// CL: call spir_func %opencl.queue_t* @_Z17get_default_queuev()
// CL: call spir_func void @_Z10ndrange_2DPKmS0_S0_(%struct.ndrange_t* sret(%struct.ndrange_t) %{{[0-9a-z.]+}}, i64* %{{[0-9a-z.]+}}, i64* %{{[0-9a-z.]+}}, i64* %{{[0-9a-z.]+}})
// CL: call spir_func i32 @_Z14enqueue_marker9ocl_queuejPU3AS4K12ocl_clkeventPU3AS4S0_(%opencl.queue_t* %{{[0-9a-z.]+}}, i32 2, %opencl.clk_event_t* addrspace(4)* %{{[0-9a-z.]+}}, %opencl.clk_event_t* addrspace(4)* %{{[0-9a-z.]+}})
// CL: [[INVOKE:%[0-9a-z.]+]] = addrspacecast void (i8 addrspace(4)*)* @__probe_block_invoke_kernel to i8 addrspace(4)*
// CL: call i32 @__get_kernel_preferred_work_group_size_multiple_impl(i8 addrspace(4)* [[INVOKE]], i8 addrspace(4)* %{{[0-9a-z.]+}})
// CL: [[INV6:%[0-9a-z.]+]] = addrspacecast {{.*}}@__probe_block_invoke_2_kernel to i8 addrspace(4)*
// CL: call i32 @__get_kernel_max_sub_group_size_for_ndrange_impl(%struct.ndrange_t* %{{[0-9a-z.]+}}, i8 addrspace(4)* [[INV6]]

// SPVIR: call spir_func %spirv.Queue* @_Z23__spirv_GetDefaultQueuev()
// SPVIR: call spir_func void @_Z23__spirv_BuildNDRange_2DPlS_S_(%struct.ndrange_t* sret(%struct.ndrange_t) %{{[0-9a-z.]+}}, [2 x i64] %{{[0-9a-z.]+}}, [2 x i64] %{{[0-9a-z.]+}}, [2 x i64] zeroinitializer)
// SPVIR: call spir_func i32 @_Z21__spirv_EnqueueMarkerP13__spirv_QueuejPU3AS4P19__spirv_DeviceEventS4_(%spirv.Queue* %{{[0-9a-z.]+}}, i32 2,
// SPVIR: call i32 @__get_kernel_preferred_work_group_size_multiple_impl(

kernel void probe(global int *out, float gain) {
  queue_t q = get_default_queue();
  size_t global_size[2] = {128, 64};
  size_t local_size[2] = {16, 8};
  ndrange_t range = ndrange_2D(global_size, local_size);
  clk_event_t before[2], mark;
  out[0] = enqueue_marker(q, 2, before, &mark);
  out[1] = get_kernel_preferred_work_group_size_multiple(^{ });
  out[2] = get_kernel_max_sub_group_size_for_ndrange(range, ^{ out[3] = (int)gain; });
}
