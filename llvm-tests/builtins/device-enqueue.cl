// Device-side enqueue and blocks: the four forms clang gives enqueue_kernel
// (__enqueue_kernel_basic, _basic_events, _varargs, _events_varargs) are OpEnqueueKernel with
// the block's kernel as Invoke, the block literal (generic i8 *) as Param, its size and
// alignment, and a pointer to each local size (into the array clang fills); the kernel queries are OpGetKernel*; enqueue_marker
// is OpEnqueueMarker; ndrange_1D/2D/3D of every arity are OpBuildNDRange of clang's ndrange_t
// (sizes loaded as arrays for 2D and 3D) stored into the sret temporary; the addresses of the
// block bodies in block literals become null. Reverse (the Invoke function cast to a generic
// i8 * by an addrspacecast instruction; in SPV-IR passed as is, the ND range by pointer and
// mangled as the struct value it is in SPIR-V): the clang forms again in OpenCL C 2.0,
// __spirv_EnqueueKernel and __spirv_BuildNDRange_ND in SPV-IR, an error in OpenCL 1.2 (which
// has no enqueue_kernel), and each reversed module translates forward again.
// RUN: %{builtins-forward}
// RUN: llvm-spirv-rs -r --spirv-target-env=CL2.0 %t.spv -o %t.cl20.bc
// RUN: opt -verify -disable-output %t.cl20.bc
// RUN: llvm-dis %t.cl20.bc -o - | FileCheck %s --check-prefix=CL20
// RUN: not llvm-spirv-rs -r --spirv-target-env=CL1.2 %t.spv -o %t.cl12.bc 2>&1 | FileCheck %s --check-prefix=CL12
// RUN: llvm-spirv-rs -r --spirv-target-env=SPV-IR %t.spv -o %t.spvir.bc
// RUN: opt -verify -disable-output %t.spvir.bc
// RUN: llvm-dis %t.spvir.bc -o - | FileCheck %s --check-prefix=SPVIR
// RUN: llvm-spirv-rs %t.cl20.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
// RUN: llvm-spirv-rs %t.cl20.bc -o %t.again20.spv
// RUN: spirv-val %t.again20.spv
// RUN: llvm-spirv-rs %t.spvir.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
// RUN: llvm-spirv-rs %t.spvir.bc -o %t.again.spv
// RUN: spirv-val %t.again.spv

// SPV-DAG: Capability DeviceEnqueue
// SPV-DAG: TypeQueue [[QUEUE:[0-9]+]]
// SPV-DAG: TypeDeviceEvent [[EVENT:[0-9]+]]
// SPV-DAG: TypePointer [[EVPTR:[0-9]+]] 8 [[EVENT]]
// SPV-DAG: ConstantNull [[EVPTR]] [[NOEVENT:[0-9]+]]
// SPV-DAG: Constant [[INT:[0-9]+]] [[ZERO:[0-9]+]] 0 {{$}}
// SPV-DAG: Constant [[INT]] [[EIGHT:[0-9]+]] 8 {{$}}
// SPV-DAG: Constant [[INT]] [[LIT36:[0-9]+]] 36 {{$}}
// SPV-DAG: Constant [[INT]] [[LIT24:[0-9]+]] 24 {{$}}
// SPV-DAG: TypeInt [[LONG:[0-9]+]] 64 0
// SPV-DAG: Constant [[LONG]] [[TWO:[0-9]+]] 2 0 {{$}}
// SPV-DAG: Constant [[LONG]] [[THREE:[0-9]+]] 3 0 {{$}}
// SPV-DAG: TypeArray [[A2:[0-9]+]] [[LONG]] [[TWO]]
// SPV-DAG: TypeArray [[A3:[0-9]+]] [[LONG]] [[THREE]]
// SPV-DAG: Name [[K1:[0-9]+]] "__spawner_block_invoke_kernel"
// SPV-DAG: Name [[K2:[0-9]+]] "__spawner_block_invoke_2_kernel"
// SPV-DAG: Name [[K3:[0-9]+]] "__spawner_block_invoke_3_kernel"
// SPV-DAG: Name [[K4:[0-9]+]] "__spawner_block_invoke_4_kernel"
// SPV-DAG: Name [[K5:[0-9]+]] "__asker_block_invoke_kernel"
// SPV-DAG: Name [[K6:[0-9]+]] "__asker_block_invoke_2_kernel"
// SPV-DAG: Name [[K7:[0-9]+]] "__asker_block_invoke_3_kernel"

// The spawner: one enqueue_kernel of each form.
// SPV: GetDefaultQueue [[QUEUE]] [[Q:[0-9]+]]
// SPV: BuildNDRange {{[0-9]+}} {{[0-9]+}}
// SPV: EnqueueKernel [[INT]] {{[0-9]+}} [[Q]] {{[0-9]+}} {{[0-9]+}} [[ZERO]] [[NOEVENT]] [[NOEVENT]] [[K1]] {{[0-9]+}} [[LIT36]] [[EIGHT]] {{$}}
// SPV: CreateUserEvent {{[0-9]+}} {{[0-9]+}}
// SPV: EnqueueKernel [[INT]] {{[0-9]+}} [[Q]] {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} [[K2]] {{[0-9]+}} [[LIT36]] [[EIGHT]] {{$}}
// SPV: {{^[0-9]+}} PtrAccessChain
// SPV: EnqueueKernel [[INT]] {{[0-9]+}} [[Q]] {{[0-9]+}} {{[0-9]+}} [[ZERO]] [[NOEVENT]] [[NOEVENT]] [[K3]] {{[0-9]+}} [[LIT24]] [[EIGHT]] {{[0-9]+}} {{[0-9]+}} {{$}}
// SPV: EnqueueKernel [[INT]] {{[0-9]+}} [[Q]] {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} [[K4]] {{[0-9]+}} [[LIT24]] [[EIGHT]] {{[0-9]+}} {{$}}
// SPV: EnqueueMarker [[INT]] {{[0-9]+}} [[Q]]
// SPV: ReleaseEvent

// The asker: every range builder and every kernel query.
// SPV: BuildNDRange [[RANGE:[0-9]+]]
// SPV: Load [[A2]]
// SPV: BuildNDRange [[RANGE]]
// SPV: Load [[A3]]
// SPV: BuildNDRange [[RANGE]]
// SPV: GetKernelWorkGroupSize [[INT]] {{[0-9]+}} [[K5]] {{[0-9]+}} {{[0-9]+}} [[EIGHT]]
// SPV: GetKernelPreferredWorkGroupSizeMultiple [[INT]] {{[0-9]+}} [[K6]] {{[0-9]+}} {{[0-9]+}} [[EIGHT]]
// SPV: GetKernelNDrangeSubGroupCount [[INT]] {{[0-9]+}} {{[0-9]+}} [[K5]]
// SPV: GetKernelNDrangeMaxSubGroupSize [[INT]] {{[0-9]+}} {{[0-9]+}} [[K7]]

// CL20: call spir_func %opencl.queue_t* @_Z17get_default_queuev()
// CL20: call spir_func void @_Z10ndrange_1Dmmm(%struct.ndrange_t* sret(%struct.ndrange_t) %{{[0-9a-z.]+}}, i64 0, i64 256, i64 0)
// CL20: [[INVOKE:%[0-9a-z.]+]] = addrspacecast void (i8 addrspace(4)*)* @__spawner_block_invoke_kernel to i8 addrspace(4)*
// CL20-NEXT: call spir_func i32 @__enqueue_kernel_basic(%opencl.queue_t* %{{[0-9a-z.]+}}, i32 0, %struct.ndrange_t* %{{[0-9a-z.]+}}, i8 addrspace(4)* [[INVOKE]], i8 addrspace(4)* %{{[0-9a-z.]+}})
// CL20: [[INV1:%[0-9a-z.]+]] = addrspacecast {{.*}}@__spawner_block_invoke_2_kernel to i8 addrspace(4)*
// CL20: call spir_func i32 @__enqueue_kernel_basic_events(%opencl.queue_t* %{{[0-9a-z.]+}}, i32 1, %struct.ndrange_t* %{{[0-9a-z.]+}}, i32 1, %opencl.clk_event_t* addrspace(4)* %{{[0-9a-z.]+}}, %opencl.clk_event_t* addrspace(4)* %{{[0-9a-z.]+}}, i8 addrspace(4)* [[INV1]]
// CL20: [[INV8:%[0-9a-z.]+]] = addrspacecast {{.*}}@__spawner_block_invoke_3_kernel to i8 addrspace(4)*
// CL20-NEXT: call spir_func i32 @__enqueue_kernel_varargs({{.*}}, i8 addrspace(4)* [[INV8]], {{.*}}, i32 2, i64* %{{[0-9a-z.]+}})
// CL20: [[INV9:%[0-9a-z.]+]] = addrspacecast {{.*}}@__spawner_block_invoke_4_kernel to i8 addrspace(4)*
// CL20-NEXT: call spir_func i32 @__enqueue_kernel_events_varargs({{.*}}, i8 addrspace(4)* [[INV9]], {{.*}}, i32 1, i64* %{{[0-9a-z.]+}})
// CL20: call spir_func i32 @_Z14enqueue_marker9ocl_queuejPU3AS4K12ocl_clkeventPU3AS4S0_(
// CL20: call spir_func void @_Z13release_event12ocl_clkevent(
// CL20-LABEL: define {{.*}}@asker(
// CL20: call spir_func void @_Z10ndrange_1Dmmm(%struct.ndrange_t* sret(%struct.ndrange_t) %{{[0-9a-z.]+}}, i64 0, i64 64, i64 8)
// CL20: call spir_func void @_Z10ndrange_1Dmmm(%struct.ndrange_t* sret(%struct.ndrange_t) %{{[0-9a-z.]+}}, i64 4, i64 64, i64 8)
// CL20: call spir_func void @_Z10ndrange_2DPKmS0_S0_(%struct.ndrange_t* sret(%struct.ndrange_t) %{{[0-9a-z.]+}}, i64* %{{[0-9a-z.]+}}, i64* %{{[0-9a-z.]+}}, i64* %{{[0-9a-z.]+}})
// CL20: call spir_func void @_Z10ndrange_3DPKmS0_S0_(%struct.ndrange_t* sret(%struct.ndrange_t)
// CL20: [[INV2:%[0-9a-z.]+]] = addrspacecast {{.*}}@__asker_block_invoke_kernel to i8 addrspace(4)*
// CL20: call i32 @__get_kernel_work_group_size_impl(i8 addrspace(4)* [[INV2]], i8 addrspace(4)* %{{[0-9a-z.]+}})
// CL20: [[INV3:%[0-9a-z.]+]] = addrspacecast {{.*}}@__asker_block_invoke_2_kernel to i8 addrspace(4)*
// CL20: call i32 @__get_kernel_preferred_work_group_size_multiple_impl(i8 addrspace(4)* [[INV3]]
// CL20: [[INV4:%[0-9a-z.]+]] = addrspacecast {{.*}}@__asker_block_invoke_kernel to i8 addrspace(4)*
// CL20: call i32 @__get_kernel_sub_group_count_for_ndrange_impl(%struct.ndrange_t* %{{[0-9a-z.]+}}, i8 addrspace(4)* [[INV4]]
// CL20: [[INV5:%[0-9a-z.]+]] = addrspacecast {{.*}}@__asker_block_invoke_3_kernel to i8 addrspace(4)*
// CL20: call i32 @__get_kernel_max_sub_group_size_for_ndrange_impl(%struct.ndrange_t* %{{[0-9a-z.]+}}, i8 addrspace(4)* [[INV5]]
// CL20-DAG: declare spir_func void @_Z10ndrange_1Dmmm(%struct.ndrange_t* sret(%struct.ndrange_t), i64, i64, i64)

// CL12: OpenCL 1.2 doesn't support enqueue_kernel!

// SPVIR: call spir_func %spirv.Queue* @_Z23__spirv_GetDefaultQueuev()
// SPVIR: call spir_func void @_Z23__spirv_BuildNDRange_1Dlll(%struct.ndrange_t* sret(%struct.ndrange_t) %{{[0-9a-z.]+}}, i64 256, i64 0, i64 0)
// SPVIR: call spir_func i32 @_Z21__spirv_EnqueueKernelP13__spirv_Queuei9ndrange_tiPU3AS4P19__spirv_DeviceEventS5_U13block_pointerFvvEPU3AS4cii(%spirv.Queue* %{{[0-9a-z.]+}}, i32 0, %struct.ndrange_t* %{{[0-9a-z.]+}}, i32 0, %spirv.DeviceEvent* addrspace(4)* null, %spirv.DeviceEvent* addrspace(4)* null, void (i8 addrspace(4)*)* @__spawner_block_invoke_kernel, i8 addrspace(4)* %{{[0-9a-z.]+}}, i32 36, i32 8)
// SPVIR: call spir_func i32 @_Z21__spirv_EnqueueKernel{{[0-9A-Za-z_]+}}({{.*}}, void (i8 addrspace(4)*, i8 addrspace(3)*, i8 addrspace(3)*)* @__spawner_block_invoke_3_kernel, i8 addrspace(4)* %{{[0-9a-z.]+}}, i32 24, i32 8, i64* %{{[0-9a-z.]+}}, i64* %{{[0-9a-z.]+}})
// SPVIR: call spir_func i32 @_Z21__spirv_EnqueueMarkerP13__spirv_QueuejPU3AS4P19__spirv_DeviceEventS4_(
// SPVIR-LABEL: define {{.*}}@asker(
// SPVIR: call spir_func void @_Z23__spirv_BuildNDRange_2DPlS_S_(%struct.ndrange_t* sret(%struct.ndrange_t) %{{[0-9a-z.]+}}, [2 x i64] %{{[0-9a-z.]+}}, [2 x i64] zeroinitializer, [2 x i64] zeroinitializer)
// SPVIR: call spir_func void @_Z23__spirv_BuildNDRange_3DPlS_S_(%struct.ndrange_t* sret(%struct.ndrange_t) %{{[0-9a-z.]+}}, [3 x i64] %{{[0-9a-z.]+}}, [3 x i64] %{{[0-9a-z.]+}}, [3 x i64] %{{[0-9a-z.]+}})
// SPVIR: call i32 @__get_kernel_work_group_size_impl(

kernel void spawner(global int *dst, global float *src, int bias) {
  queue_t q = get_default_queue();
  ndrange_t wide = ndrange_1D(256);
  int twice = bias * 2;
  // A block with captured variables: its packed literal is 36 bytes (size, align,
  // invoke, two pointers, an int), aligned as an aggregate (8).
  enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, wide, ^{
    size_t i = get_global_id(0);
    dst[i] = (int)src[i] + twice;
  });
  clk_event_t gate = create_user_event();
  clk_event_t finished;
  enqueue_kernel(q, CLK_ENQUEUE_FLAGS_WAIT_KERNEL, wide, 1, &gate, &finished, ^{
    dst[get_global_id(0)] -= bias;
    src[0] = 1.5f;
  });
  // Local-size arguments: the block takes local pointers.
  enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, wide,
                 ^(local void *lhs, local void *rhs) {
                   ((local int *)lhs)[0] = twice;
                   ((local int *)rhs)[1] = bias;
                 },
                 64u, 128u);
  clk_event_t after;
  enqueue_kernel(q, CLK_ENQUEUE_FLAGS_WAIT_WORK_GROUP, wide, 1, &finished, &after,
                 ^(local void *scratch) { ((local float *)scratch)[0] = src[1]; }, 32u);
  clk_event_t fence;
  dst[1] = enqueue_marker(q, 1, &after, &fence);
  set_user_event_status(gate, CL_COMPLETE);
  release_event(gate);
}

kernel void asker(global uint *res) {
  size_t g2[2] = {16, 32}, l2[2] = {4, 8}, o2[2] = {2, 2};
  size_t g3[3] = {8, 8, 4}, l3[3] = {2, 2, 2}, o3[3] = {1, 0, 1};
  ndrange_t a = ndrange_1D(64, 8);
  ndrange_t b = ndrange_1D(4, 64, 8);
  ndrange_t c = ndrange_2D(g2);
  ndrange_t d = ndrange_2D(g2, l2);
  ndrange_t e = ndrange_2D(o2, g2, l2);
  ndrange_t f = ndrange_3D(g3);
  ndrange_t g = ndrange_3D(g3, l3);
  ndrange_t h = ndrange_3D(o3, g3, l3);
  void (^fill)(void) = ^{ res[get_global_id(0)] = 5; };
  res[0] = get_kernel_work_group_size(fill);
  res[1] = get_kernel_preferred_work_group_size_multiple(^{ res[2] = 9; });
  res[3] = get_kernel_sub_group_count_for_ndrange(a, fill);
  res[4] = get_kernel_max_sub_group_size_for_ndrange(h, ^{ res[5] = 4; });
  queue_t q = get_default_queue();
  enqueue_kernel(q, 0, b, fill);
  enqueue_kernel(q, 0, c, fill);
  enqueue_kernel(q, 0, d, fill);
  enqueue_kernel(q, 0, e, fill);
  enqueue_kernel(q, 0, f, fill);
  enqueue_kernel(q, 0, g, fill);
}
