// Asynchronous copies are OpGroupAsyncCopy (Workgroup, dst, src, n, stride, event; stride 1
// for async_work_group_copy) and OpGroupWaitEvents; work-group and sub-group collectives are
// OpGroupAll/Any (on n != 0, widened back to int), OpGroupBroadcast (several ids as a vector)
// and OpGroup{I,F}Add/{S,U,F}Min/Max with Reduce, InclusiveScan or ExclusiveScan. Reverse:
// async_work_group_strided_copy (also for stride 1: OpenCL C 6.13.10 says async_work_group_copy
// is the strided copy with a stride of 1) and the collectives (CL1.2, CL2.0), __spirv_Group* (SPV-IR). Broadcast
// ids are unsigned in both forms, and so is an integer value in the OpenCL C form, and the
// integers an async copy copies (SPIR-V integers have no sign; the overloads copy the same bits).
// RUN: %{builtins-roundtrip}

// SPV-DAG: Capability Groups
// SPV-DAG: Constant [[I32:[0-9]+]] [[WG:[0-9]+]] 2{{ *$}}
// SPV-DAG: Constant [[I32]] [[SG:[0-9]+]] 3{{ *$}}
// SPV-DAG: TypeEvent [[EV:[0-9]+]]
// SPV-DAG: GroupAsyncCopy [[EV]] [[E1:[0-9]+]] [[WG]]
// SPV-DAG: GroupAsyncCopy [[EV]] {{[0-9]+}} [[WG]] {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} [[E1]]
// SPV-DAG: GroupWaitEvents [[WG]]
// SPV-DAG: GroupAll {{[0-9]+}} {{[0-9]+}} [[WG]]
// SPV-DAG: GroupAny {{[0-9]+}} {{[0-9]+}} [[WG]]
// SPV-DAG: GroupBroadcast [[I32]] {{[0-9]+}} [[WG]]
// SPV-DAG: GroupIAdd [[I32]] {{[0-9]+}} [[WG]] 0
// SPV-DAG: GroupUMin [[I32]] {{[0-9]+}} [[WG]] 1
// SPV-DAG: GroupSMax [[I32]] {{[0-9]+}} [[WG]] 2
// SPV-DAG: GroupFAdd {{[0-9]+}} {{[0-9]+}} [[WG]] 0
// SPV-DAG: GroupFMax {{[0-9]+}} {{[0-9]+}} [[SG]] 0
// SPV-DAG: GroupBroadcast {{[0-9]+}} {{[0-9]+}} [[SG]]
// SPV-DAG: GroupAll {{[0-9]+}} {{[0-9]+}} [[SG]]

// CL-DAG: call spir_func %opencl.event_t* @_Z29async_work_group_strided_copyPU3AS3fPU3AS1Kfmm9ocl_event({{.*}}, i64 16, i64 1, %opencl.event_t* null)
// CL-DAG: call spir_func %opencl.event_t* @_Z29async_work_group_strided_copyPU3AS1fPU3AS3Kfmm9ocl_event(
// CL-DAG: call spir_func %opencl.event_t* @_Z29async_work_group_strided_copyPU3AS3jPU3AS1Kjmm9ocl_event({{.*}}, i64 8, i64 1,
// CL-DAG: call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 1
// CL-DAG: call spir_func i32 @_Z14work_group_alli(i32
// CL-DAG: call spir_func i32 @_Z14work_group_anyi(i32
// CL-DAG: call spir_func i32 @_Z20work_group_broadcastjm(i32
// CL-DAG: call spir_func i32 @_Z20work_group_broadcastjmm(i32
// CL-DAG: call spir_func i32 @_Z21work_group_reduce_addi(i32
// CL-DAG: call spir_func i32 @_Z29work_group_scan_inclusive_minj(i32
// CL-DAG: call spir_func i32 @_Z29work_group_scan_exclusive_maxi(i32
// CL-DAG: call spir_func float @_Z21work_group_reduce_addf(float
// CL-DAG: call spir_func float @_Z20sub_group_reduce_maxf(float
// CL-DAG: call spir_func float @_Z19sub_group_broadcastfj(float
// CL-DAG: call spir_func i32 @_Z13sub_group_alli(i32

// SPVIR-DAG: call spir_func %spirv.Event* @_Z22__spirv_GroupAsyncCopyiPU3AS3fPU3AS1fllP13__spirv_Event(i32 2,
// SPVIR-DAG: call spir_func i1 @_Z16__spirv_GroupAllib(i32 2, i1
// SPVIR-DAG: call spir_func i32 @_Z17__spirv_GroupUMiniij(i32 2, i32 1, i32
// SPVIR-DAG: call spir_func float @_Z17__spirv_GroupFMaxiif(i32 3, i32 0, float
// SPVIR-DAG: call spir_func i32 @_Z22__spirv_GroupBroadcastiiDv2_m(i32 2, i32
// SPVIR-DAG: call spir_func float @_Z22__spirv_GroupBroadcastifj(i32 3, float

__kernel void collectives(__global int *p, __global uint *q, __global float *f, __local float *lf) {
  event_t e = async_work_group_copy(lf, f, 16, 0);
  event_t e2 = async_work_group_strided_copy(f, lf, 16, 2, e);
  wait_group_events(1, &e2);
  p[0] = work_group_all(p[1]) + work_group_any(p[2]) + work_group_broadcast(p[3], 0) +
         work_group_broadcast(p[3], 1, 2) + work_group_reduce_add(p[0]) +
         work_group_scan_inclusive_min(q[0]) + work_group_scan_exclusive_max(p[1]);
  f[0] = work_group_reduce_add(f[1]) + sub_group_reduce_max(f[0]) + sub_group_broadcast(f[1], 3) +
         sub_group_all(p[0]);
}

__kernel void int_copy(__global int *p, __local int *lp) {
  event_t e = async_work_group_copy(lp, p, 8, 0);
  wait_group_events(1, &e);
}
