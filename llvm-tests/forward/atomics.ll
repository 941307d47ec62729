; atomicrmw, cmpxchg, load/store atomic and fence: the ordering becomes the memory semantics
; (monotonic 0, acquire 2, release 4, acq_rel 8, seq_cst 16) and the sync scope the SPIR-V
; scope (default and "device" → Device 1, "workgroup" 2, "subgroup" 3, "singlethread"
; Invocation 4); a fence's default scope is CrossDevice 0. cmpxchg keeps both orderings and
; builds its { value, success } pair. 64-bit atomics need Int64Atomics.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-14 -r %t.spv -o %t.rev.bc
; RUN: opt -verify %t.rev.bc -o /dev/null

; CHECK-DAG: Capability Int64Atomics
; CHECK-DAG: TypeInt [[I32:[0-9]+]] 32 0
; CHECK-DAG: Constant [[I32]] [[CROSS:[0-9]+]] 0{{ *$}}
; CHECK-DAG: Constant [[I32]] [[ONE:[0-9]+]] 1{{ *$}}
; CHECK-DAG: Constant [[I32]] [[TWO:[0-9]+]] 2{{ *$}}
; CHECK-DAG: Constant [[I32]] [[THREE:[0-9]+]] 3{{ *$}}
; CHECK-DAG: Constant [[I32]] [[FOUR:[0-9]+]] 4{{ *$}}
; CHECK-DAG: Constant [[I32]] [[EIGHT:[0-9]+]] 8{{ *$}}
; CHECK-DAG: Constant [[I32]] [[SC:[0-9]+]] 16{{ *$}}
; CHECK-DAG: TypeBool [[BOOL:[0-9]+]]
; CHECK-DAG: TypeStruct [[PAIR:[0-9]+]] [[I32]] [[BOOL]]
; CHECK-DAG: Undef [[PAIR]] [[UNDEF:[0-9]+]]
; CHECK: AtomicIAdd [[I32]] {{[0-9]+}} [[P:[0-9]+]] [[ONE]] [[SC]] [[ONE]]
; CHECK: AtomicISub [[I32]] {{[0-9]+}} [[L:[0-9]+]] [[TWO]] [[TWO]] [[ONE]]
; CHECK: AtomicExchange [[I32]] {{[0-9]+}} {{[0-9]+}} [[FOUR]] [[FOUR]] [[ONE]]
; CHECK: AtomicUMax [[I32]] {{[0-9]+}} [[P]] [[THREE]] [[EIGHT]] [[ONE]]
; CHECK: AtomicSMin [[I32]] {{[0-9]+}} [[P]] [[ONE]] [[CROSS]] [[ONE]]
; CHECK: AtomicAnd
; CHECK: AtomicOr
; CHECK: AtomicXor
; CHECK: AtomicSMax
; CHECK: AtomicUMin
; CHECK: AtomicCompareExchange [[I32]] [[OLD:[0-9]+]] [[P]] [[ONE]] [[EIGHT]] [[CROSS]] [[ONE]] [[CROSS]]
; CHECK-NEXT: IEqual [[BOOL]] [[OK:[0-9]+]] [[OLD]] [[CROSS]]
; CHECK-NEXT: CompositeInsert [[PAIR]] [[P1:[0-9]+]] [[OLD]] [[UNDEF]] 0
; CHECK-NEXT: CompositeInsert [[PAIR]] {{[0-9]+}} [[OK]] [[P1]] 1
; CHECK: AtomicCompareExchange [[I32]] {{[0-9]+}} [[L]] [[TWO]] [[SC]] [[TWO]]
; CHECK: AtomicLoad [[I32]] [[V:[0-9]+]] [[P]] [[ONE]] [[TWO]]
; CHECK: AtomicStore [[P]] [[TWO]] [[FOUR]] [[V]]
; CHECK: AtomicExchange {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} [[ONE]] [[SC]]
; CHECK: AtomicIAdd {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} [[ONE]] [[SC]]
; CHECK: MemoryBarrier [[TWO]] [[EIGHT]]
; CHECK: MemoryBarrier [[CROSS]] [[SC]]
; CHECK: MemoryBarrier [[CROSS]] [[TWO]]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func void @atomics(i32 addrspace(1)* %p, i32 addrspace(3)* %l, i32 addrspace(4)* %g, float addrspace(1)* %fp, i64 addrspace(1)* %p64) {
  %a = atomicrmw add i32 addrspace(1)* %p, i32 1 seq_cst
  %b = atomicrmw sub i32 addrspace(3)* %l, i32 1 syncscope("workgroup") acquire
  %c = atomicrmw xchg i32 addrspace(4)* %g, i32 1 syncscope("singlethread") release
  %d = atomicrmw umax i32 addrspace(1)* %p, i32 1 syncscope("subgroup") acq_rel
  %e = atomicrmw min i32 addrspace(1)* %p, i32 1 syncscope("device") monotonic
  %f = atomicrmw and i32 addrspace(1)* %p, i32 1 seq_cst
  %h = atomicrmw or i32 addrspace(1)* %p, i32 1 seq_cst
  %i = atomicrmw xor i32 addrspace(1)* %p, i32 1 seq_cst
  %j = atomicrmw max i32 addrspace(1)* %p, i32 1 seq_cst
  %k = atomicrmw umin i32 addrspace(1)* %p, i32 1 seq_cst
  %x = cmpxchg i32 addrspace(1)* %p, i32 0, i32 1 acq_rel monotonic
  %y = cmpxchg weak i32 addrspace(3)* %l, i32 0, i32 1 syncscope("workgroup") seq_cst acquire
  %la = load atomic i32, i32 addrspace(1)* %p acquire, align 4
  store atomic i32 %la, i32 addrspace(1)* %p syncscope("workgroup") release, align 4
  %q = atomicrmw xchg float addrspace(1)* %fp, float 1.0 seq_cst
  %r = atomicrmw add i64 addrspace(1)* %p64, i64 1 seq_cst
  fence syncscope("workgroup") acq_rel
  fence seq_cst
  fence syncscope("singlethread") acquire
  ret void
}
