// Barriers and fences: OpControlBarrier (execution scope, memory scope, semantics) and
// OpMemoryBarrier (scope, semantics). The flags become storage bits (local 0x100, global 0x200,
// image 0x800), barriers are sequentially consistent (0x10), mem_fence acquire-release (0x8),
// read_mem_fence acquire (0x2), write_mem_fence release (0x4); memory_scope_work_item is
// Invocation 4, work_group 2, device 1, all_svm_devices 0, sub_group 3. Reverse: barrier and
// mem_fence (CL1.2), work_group_barrier, sub_group_barrier and atomic_work_item_fence
// (CL2.0), __spirv_ControlBarrier and __spirv_MemoryBarrier (SPV-IR).
// RUN: %{builtins-roundtrip}

// SPV-DAG: Constant [[I32:[0-9]+]] [[WG:[0-9]+]] 2{{ *$}}
// SPV-DAG: Constant [[I32]] [[DEV:[0-9]+]] 1{{ *$}}
// SPV-DAG: Constant [[I32]] [[SG:[0-9]+]] 3{{ *$}}
// SPV-DAG: Constant [[I32]] [[INV:[0-9]+]] 4{{ *$}}
// SPV-DAG: Constant [[I32]] [[LOCAL_SC:[0-9]+]] 272{{ *$}}
// SPV-DAG: Constant [[I32]] [[BOTH_SC:[0-9]+]] 784{{ *$}}
// SPV-DAG: Constant [[I32]] [[GLOBAL_SC:[0-9]+]] 528{{ *$}}
// SPV-DAG: Constant [[I32]] [[LOCAL_AR:[0-9]+]] 264{{ *$}}
// SPV-DAG: Constant [[I32]] [[GLOBAL_ACQ:[0-9]+]] 514{{ *$}}
// SPV-DAG: Constant [[I32]] [[IMAGE_REL:[0-9]+]] 2052{{ *$}}
// SPV-DAG: Constant [[I32]] [[LOCAL_REL:[0-9]+]] 260{{ *$}}
// SPV: ControlBarrier [[WG]] [[WG]] [[LOCAL_SC]]
// SPV-NEXT: ControlBarrier [[WG]] [[WG]] [[BOTH_SC]]
// SPV-NEXT: ControlBarrier [[WG]] [[DEV]] [[GLOBAL_SC]]
// SPV-NEXT: ControlBarrier [[SG]] [[WG]] [[LOCAL_SC]]
// SPV-NEXT: MemoryBarrier [[WG]] [[LOCAL_AR]]
// SPV-NEXT: MemoryBarrier [[WG]] [[GLOBAL_ACQ]]
// SPV-NEXT: MemoryBarrier [[WG]] [[IMAGE_REL]]
// SPV-NEXT: MemoryBarrier [[INV]] [[LOCAL_REL]]
// Flags that are not constants are computed: ((f & 1) << 8) | ((f & 2) << 8) | ((f & 4) << 9).
// SPV: BitwiseAnd
// SPV: ShiftLeftLogical
// SPV: ControlBarrier [[WG]] [[WG]]

// CL12: call spir_func void @_Z7barrierj(i32 1)
// CL12-NEXT: call spir_func void @_Z7barrierj(i32 3)
// CL12-NEXT: call spir_func void @_Z7barrierj(i32 2)
// CL12-NEXT: call spir_func void @_Z7barrierj(i32 1)
// CL12-NEXT: call spir_func void @_Z9mem_fencej(i32 1)
// CL12-NEXT: call spir_func void @_Z9mem_fencej(i32 2)
// CL12-NEXT: call spir_func void @_Z9mem_fencej(i32 4)
// CL12-NEXT: call spir_func void @_Z9mem_fencej(i32 1)
// CL12: declare spir_func void @_Z7barrierj(i32) #[[CONV:[0-9]+]]
// CL12: attributes #[[CONV]] = { convergent nounwind }

// CL20: call spir_func void @_Z18work_group_barrierj12memory_scope(i32 1, i32 1)
// CL20-NEXT: call spir_func void @_Z18work_group_barrierj12memory_scope(i32 3, i32 1)
// CL20-NEXT: call spir_func void @_Z18work_group_barrierj12memory_scope(i32 2, i32 2)
// CL20-NEXT: call spir_func void @_Z17sub_group_barrierj12memory_scope(i32 1, i32 1)
// CL20-NEXT: call spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 1, i32 4, i32 1)
// CL20-NEXT: call spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 2, i32 2, i32 1)
// CL20-NEXT: call spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 4, i32 3, i32 1)
// CL20-NEXT: call spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 1, i32 3, i32 0)

// SPVIR: call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 272)
// SPVIR: call spir_func void @_Z22__spirv_ControlBarrieriii(i32 3, i32 2, i32 272)
// SPVIR: call spir_func void @_Z21__spirv_MemoryBarrierii(i32 2, i32 264)
// SPVIR: call spir_func void @_Z21__spirv_MemoryBarrierii(i32 4, i32 260)


__kernel void fences(uint flags) {
  barrier(CLK_LOCAL_MEM_FENCE);
  barrier(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE);
  work_group_barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_device);
  sub_group_barrier(CLK_LOCAL_MEM_FENCE);
  mem_fence(CLK_LOCAL_MEM_FENCE);
  read_mem_fence(CLK_GLOBAL_MEM_FENCE);
  write_mem_fence(CLK_IMAGE_MEM_FENCE);
  atomic_work_item_fence(CLK_LOCAL_MEM_FENCE, memory_order_release, memory_scope_work_item);
  barrier(flags);
}
