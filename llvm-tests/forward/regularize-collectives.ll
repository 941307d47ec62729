; -s on barriers, fences and collectives: the scope (and group operation) operands the
; instruction takes become leading i32 arguments of the __spirv_* call, which is convergent.
; barrier/work_group_barrier → __spirv_ControlBarrier(execution, memory scope, semantics),
; mem_fence/atomic_work_item_fence → __spirv_MemoryBarrier(scope, semantics), when the flags,
; order and scope are constants (a barrier with run-time flags stays as it is);
; work_group_reduce/scan → __spirv_Group<op>(scope, operation, x) by the value's type;
; broadcast with one id; all/any with an int predicate → a bool predicate and a bool answer
; widened to 1/0; async_work_group_copy → __spirv_GroupAsyncCopy with a stride of 1;
; wait_group_events → __spirv_GroupWaitEvents(scope, ...); to_global/to_local →
; __spirv_GenericCastToPtrExplicit_To*(p, storage class).
; The output translates to valid SPIR-V with the same instructions as the original.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs -s %t.bc -o %t.reg.bc
; RUN: llvm-dis %t.reg.bc -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.reg.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.reg.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV

; CHECK-LABEL: define spir_kernel void @sync(
; CHECK: call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 784) #[[CONV:[0-9]+]]
; CHECK: call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 0, i32 272) #[[CONV]]
; CHECK: call spir_func void @_Z21__spirv_MemoryBarrierii(i32 2, i32 264) #[[CONV]]
; CHECK: call spir_func void @_Z21__spirv_MemoryBarrierii(i32 1, i32 514) #[[CONV]]
; CHECK: call spir_func void @_Z7barrierj(i32 %flags)
; CHECK-LABEL: define spir_kernel void @groups(
; CHECK: %sum = call spir_func i32 @_Z17__spirv_GroupIAddiii(i32 2, i32 0, i32 %x) #[[CONV]]
; CHECK: %top = call spir_func i32 @_Z17__spirv_GroupUMaxiii(i32 3, i32 2, i32 %x) #[[CONV]]
; CHECK: %low = call spir_func half @_Z17__spirv_GroupFMiniiDh(i32 2, i32 1, half %h) #[[CONV]]
; CHECK: %one = call spir_func half @_Z22__spirv_GroupBroadcastiDhi(i32 3, half %h, i32 %x) #[[CONV]]
; CHECK: [[P:%[0-9]+]] = icmp ne i32 %x, 0
; CHECK: [[B:%some[0-9]+]] = call spir_func i1 @_Z16__spirv_GroupAnyib(i32 2, i1 [[P]]) #[[CONV]]
; CHECK: %some = zext i1 [[B]] to i32
; CHECK: %ev = call spir_func %opencl.event_t* @_Z22__spirv_GroupAsyncCopyiPU3AS3fPU3AS1fll9ocl_event(i32 2, float addrspace(3)* %dst, float addrspace(1)* %src, i64 %n, i64 1, %opencl.event_t* null) #[[CONV]]
; CHECK: call spir_func void @_Z23__spirv_GroupWaitEventsiiP9ocl_event(i32 2, i32 1, %opencl.event_t** %evs) #[[CONV]]
; CHECK: %gl = call spir_func float addrspace(1)* @_Z41__spirv_GenericCastToPtrExplicit_ToGlobalPU3AS4fi(float addrspace(4)* %gen, i32 5)
; CHECK: %lo = call spir_func float addrspace(3)* @_Z40__spirv_GenericCastToPtrExplicit_ToLocalPU3AS4fi(float addrspace(4)* %gen, i32 4)
; CHECK: attributes #[[CONV]] = { convergent nounwind }

; SPV-DAG: ControlBarrier
; SPV-DAG: MemoryBarrier
; SPV-DAG: GroupIAdd {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} 0 {{[0-9]+}}
; SPV-DAG: GroupUMax {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} 2 {{[0-9]+}}
; SPV-DAG: GroupFMin {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} 1 {{[0-9]+}}
; SPV-DAG: GroupBroadcast
; SPV-DAG: GroupAny
; SPV-DAG: GroupAsyncCopy
; SPV-DAG: GroupWaitEvents
; SPV-DAG: GenericCastToPtrExplicit {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} 5
; SPV-DAG: GenericCastToPtrExplicit {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} 4

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

%opencl.event_t = type opaque

define spir_kernel void @sync(i32 %flags) {
entry:
  call spir_func void @_Z7barrierj(i32 3)
  call spir_func void @_Z18work_group_barrierj12memory_scope(i32 1, i32 3)
  call spir_func void @_Z9mem_fencej(i32 1)
  call spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 2, i32 2, i32 2)
  call spir_func void @_Z7barrierj(i32 %flags)
  ret void
}

define spir_kernel void @groups(i32 %x, half %h, float addrspace(3)* %dst, float addrspace(1)* %src, i64 %n, %opencl.event_t** %evs, float addrspace(4)* %gen, i32 addrspace(1)* %out) {
entry:
  %sum = call spir_func i32 @_Z21work_group_reduce_addi(i32 %x)
  %top = call spir_func i32 @_Z28sub_group_scan_exclusive_maxj(i32 %x)
  %low = call spir_func half @_Z29work_group_scan_inclusive_minDh(half %h)
  %one = call spir_func half @_Z19sub_group_broadcastDhj(half %h, i32 %x)
  %some = call spir_func i32 @_Z14work_group_anyi(i32 %x)
  %ev = call spir_func %opencl.event_t* @_Z21async_work_group_copyPU3AS3fPU3AS1Kfm9ocl_event(float addrspace(3)* %dst, float addrspace(1)* %src, i64 %n, %opencl.event_t* null)
  call spir_func void @_Z17wait_group_eventsiP9ocl_event(i32 1, %opencl.event_t** %evs)
  %gl = call spir_func float addrspace(1)* @_Z9to_globalPU3AS4f(float addrspace(4)* %gen)
  %lo = call spir_func float addrspace(3)* @_Z8to_localPU3AS4f(float addrspace(4)* %gen)
  %a = add i32 %sum, %top
  %b = add i32 %a, %some
  store i32 %b, i32 addrspace(1)* %out
  store float 0.0, float addrspace(1)* %gl
  store float 0.0, float addrspace(3)* %lo
  ret void
}

declare spir_func void @_Z7barrierj(i32)
declare spir_func void @_Z18work_group_barrierj12memory_scope(i32, i32)
declare spir_func void @_Z9mem_fencej(i32)
declare spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32, i32, i32)
declare spir_func i32 @_Z21work_group_reduce_addi(i32)
declare spir_func i32 @_Z28sub_group_scan_exclusive_maxj(i32)
declare spir_func half @_Z29work_group_scan_inclusive_minDh(half)
declare spir_func half @_Z19sub_group_broadcastDhj(half, i32)
declare spir_func i32 @_Z14work_group_anyi(i32)
declare spir_func %opencl.event_t* @_Z21async_work_group_copyPU3AS3fPU3AS1Kfm9ocl_event(float addrspace(3)*, float addrspace(1)*, i64, %opencl.event_t*)
declare spir_func void @_Z17wait_group_eventsiP9ocl_event(i32, %opencl.event_t**)
declare spir_func float addrspace(1)* @_Z9to_globalPU3AS4f(float addrspace(4)*)
declare spir_func float addrspace(3)* @_Z8to_localPU3AS4f(float addrspace(4)*)

!opencl.ocl.version = !{!0}
!0 = !{i32 2, i32 0}
