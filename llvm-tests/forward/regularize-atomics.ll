; -s on integer atomics: __spirv_Atomic<Op>(pointer, scope, semantics, values...) with the
; instruction by the value's sign (atomic_min on uint → AtomicUMin). OpenCL 1.2 atomics
; (atomic_*, atom_*) are relaxed at the work-group scope; 2.0 ones sequentially consistent at
; the device scope unless _explicit constants say otherwise (memory_scope_sub_group is
; Subgroup, 3; memory_order_acq_rel AcquireRelease, 8); atomic_cmpxchg puts the new value
; before the comparator and repeats the semantics for the unequal case. An _explicit atomic
; whose order is computed at run time stays as it is. The output translates to the SPIR-V
; the original does.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs -s %t.bc -o %t.reg.bc
; RUN: llvm-dis %t.reg.bc -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc -spirv-text -o %t.orig.spt
; RUN: llvm-spirv-rs %t.reg.bc -spirv-text -o %t.reg.spt
; RUN: diff %t.orig.spt %t.reg.spt
; RUN: llvm-spirv-rs %t.reg.bc -o %t.spv
; RUN: spirv-val %t.spv

; CHECK-LABEL: define spir_kernel void @counters(
; CHECK: %old = call spir_func i32 @_Z18__spirv_AtomicISubPU3AS3iiii(i32 addrspace(3)* %slot, i32 2, i32 0, i32 %n) #[[NU:[0-9]+]]
; CHECK: %lo = call spir_func i32 @_Z18__spirv_AtomicUMinPU3AS1iiii(i32 addrspace(1)* %acc, i32 2, i32 0, i32 %n) #[[NU]]
; CHECK: %dec = call spir_func i64 @_Z24__spirv_AtomicIDecrementPU3AS1lii(i64 addrspace(1)* %big, i32 2, i32 0) #[[NU]]
; CHECK: %swap = call spir_func i32 @_Z29__spirv_AtomicCompareExchangePU3AS3iiiiii(i32 addrspace(3)* %slot, i32 2, i32 0, i32 0, i32 %n, i32 9) #[[NU]]
; CHECK: %or = call spir_func i32 @_Z16__spirv_AtomicOrPU3AS4iiii(i32 addrspace(4)* %gen, i32 1, i32 16, i32 %n) #[[NU]]
; CHECK: %max = call spir_func i32 @_Z18__spirv_AtomicSMaxPU3AS4iiii(i32 addrspace(4)* %gen, i32 3, i32 8, i32 %n) #[[NU]]
; CHECK: %now = call spir_func i32 @_Z18__spirv_AtomicLoadPU3AS4iii(i32 addrspace(4)* %gen, i32 1, i32 2) #[[NU]]
; CHECK: call spir_func void @_Z19__spirv_AtomicStorePU3AS4iiii(i32 addrspace(4)* %gen, i32 1, i32 16, i32 %now) #[[NU]]
; CHECK: %dyn = call spir_func i32 @_Z25atomic_fetch_xor_explicitPU3AS4VU7_Atomicii12memory_order(i32 addrspace(4)* %gen, i32 %n, i32 %order)
; CHECK: attributes #[[NU]] = { nounwind }

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @counters(i32 addrspace(3)* %slot, i32 addrspace(1)* %acc, i64 addrspace(1)* %big, i32 addrspace(4)* %gen, i32 %n, i32 %order) {
entry:
  %old = call spir_func i32 @_Z10atomic_subPU3AS3Vii(i32 addrspace(3)* %slot, i32 %n)
  %lo = call spir_func i32 @_Z8atom_minPU3AS1Vjj(i32 addrspace(1)* %acc, i32 %n)
  %dec = call spir_func i64 @_Z8atom_decPU3AS1Vl(i64 addrspace(1)* %big)
  %swap = call spir_func i32 @_Z14atomic_cmpxchgPU3AS3Viii(i32 addrspace(3)* %slot, i32 9, i32 %n)
  %or = call spir_func i32 @_Z15atomic_fetch_orPU3AS4VU7_Atomicii(i32 addrspace(4)* %gen, i32 %n)
  %max = call spir_func i32 @_Z25atomic_fetch_max_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(i32 addrspace(4)* %gen, i32 %n, i32 4, i32 4)
  %now = call spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order(i32 addrspace(4)* %gen, i32 2)
  call spir_func void @_Z12atomic_storePU3AS4VU7_Atomicii(i32 addrspace(4)* %gen, i32 %now)
  %dyn = call spir_func i32 @_Z25atomic_fetch_xor_explicitPU3AS4VU7_Atomicii12memory_order(i32 addrspace(4)* %gen, i32 %n, i32 %order)
  ret void
}

declare spir_func i32 @_Z10atomic_subPU3AS3Vii(i32 addrspace(3)*, i32)
declare spir_func i32 @_Z8atom_minPU3AS1Vjj(i32 addrspace(1)*, i32)
declare spir_func i64 @_Z8atom_decPU3AS1Vl(i64 addrspace(1)*)
declare spir_func i32 @_Z14atomic_cmpxchgPU3AS3Viii(i32 addrspace(3)*, i32, i32)
declare spir_func i32 @_Z15atomic_fetch_orPU3AS4VU7_Atomicii(i32 addrspace(4)*, i32)
declare spir_func i32 @_Z25atomic_fetch_max_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(i32 addrspace(4)*, i32, i32, i32)
declare spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order(i32 addrspace(4)*, i32)
declare spir_func void @_Z12atomic_storePU3AS4VU7_Atomicii(i32 addrspace(4)*, i32)
declare spir_func i32 @_Z25atomic_fetch_xor_explicitPU3AS4VU7_Atomicii12memory_order(i32 addrspace(4)*, i32, i32)

!opencl.ocl.version = !{!0}
!0 = !{i32 2, i32 0}
