// OpenCL 1.2 atomics (atomic_* and atom_*) are relaxed OpAtomic* instructions of Workgroup scope
// (as llvm-spirv gives them);
// min and max pick SMin/UMin by the sign of the mangled operand; cmpxchg swaps its operands
// into OpAtomicCompareExchange's order (value, comparator). Reverse: atomic_*/atom_* on a
// volatile pointer (CL1.2), atomic_fetch_*_explicit (CL2.0), __spirv_Atomic* (SPV-IR).
// RUN: %{builtins-forward:CL1.2}
// RUN: llvm-spirv-rs -r %t.spv -o %t.cl12.bc
// RUN: llvm-dis %t.cl12.bc -o - | FileCheck %s --check-prefix=CL12
// RUN: llvm-spirv-rs -r --spirv-target-env=CL2.0 %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=CL20
// RUN: llvm-spirv-rs -r --spirv-target-env=SPV-IR %t.spv -o %t.spvir.bc
// RUN: llvm-dis %t.spvir.bc -o - | FileCheck %s --check-prefix=SPVIR
// RUN: llvm-spirv-rs %t.cl12.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
// RUN: llvm-spirv-rs %t.spvir.bc -o %t.again.spv
// RUN: spirv-val %t.again.spv
// RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv %t.again.spv

// SPV-DAG: Capability Int64Atomics
// SPV-DAG: Constant [[I32:[0-9]+]] [[DEV:[0-9]+]] 2{{ *$}}
// SPV-DAG: Constant [[I32]] [[RELAXED:[0-9]+]] 0{{ *$}}
// SPV: AtomicIAdd [[I32]] {{[0-9]+}} [[P:[0-9]+]] [[DEV]] [[RELAXED]]
// SPV: AtomicISub [[I32]] {{[0-9]+}} [[P]] [[DEV]] [[RELAXED]]
// SPV: AtomicExchange [[I32]] {{[0-9]+}} [[P]] [[DEV]] [[RELAXED]]
// SPV: AtomicIIncrement [[I32]] {{[0-9]+}} [[P]] [[DEV]] [[RELAXED]]
// SPV: AtomicIDecrement [[I32]] {{[0-9]+}} [[P]] [[DEV]] [[RELAXED]]
// SPV: AtomicCompareExchange [[I32]] {{[0-9]+}} [[P]] [[DEV]] [[RELAXED]] [[RELAXED]] [[VAL:[0-9]+]] [[CMP:[0-9]+]]
// SPV: AtomicSMin [[I32]]
// SPV: AtomicSMax [[I32]]
// SPV: AtomicAnd [[I32]]
// SPV: AtomicOr [[I32]]
// SPV: AtomicXor [[I32]]
// SPV: AtomicUMin [[I32]]
// SPV: AtomicUMax [[I32]]
// SPV: AtomicExchange {{[0-9]+}}
// SPV: AtomicIAdd [[I64:[0-9]+]]
// SPV: AtomicUMin [[I64]]

// CL12: call spir_func i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* %p, i32 1)
// CL12: call spir_func i32 @_Z10atomic_subPU3AS1Vii(i32 addrspace(1)* %p, i32 2)
// CL12: call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(i32 addrspace(1)* %p, i32 3)
// CL12: call spir_func i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* %p)
// CL12: call spir_func i32 @_Z10atomic_decPU3AS1Vi(i32 addrspace(1)* %p)
// CL12: call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(i32 addrspace(1)* %p, i32 4, i32 5)
// CL12: call spir_func i32 @_Z10atomic_minPU3AS1Vii(
// CL12: call spir_func i32 @_Z10atomic_maxPU3AS1Vii(
// CL12: call spir_func i32 @_Z10atomic_andPU3AS1Vii(
// CL12: call spir_func i32 @_Z9atomic_orPU3AS1Vii(
// CL12: call spir_func i32 @_Z10atomic_xorPU3AS1Vii(
// CL12: call spir_func i32 @_Z10atomic_minPU3AS1Vjj(i32 addrspace(1)* %q, i32 6)
// CL12: call spir_func i32 @_Z10atomic_maxPU3AS3Vjj(i32 addrspace(3)* %l, i32 7)
// CL12: call spir_func float @_Z11atomic_xchgPU3AS1Vff(float addrspace(1)* %f, float 1.000000e+00)
// CL12: call spir_func i64 @_Z8atom_addPU3AS1Vll(i64 addrspace(1)* %pl, i64 1)
// CL12: call spir_func i64 @_Z8atom_minPU3AS1Vmm(i64 addrspace(1)* %ql, i64 3)

// CL20: call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope(i32 addrspace(1)* %p, i32 1, i32 0, i32 1)
// CL20: call spir_func i32 @_Z24atomic_exchange_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope(
// CL20: call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope(i32 addrspace(1)* %p, i32 1, i32 0, i32 1)
// CL20: call spir_func i32 @_Z25atomic_fetch_sub_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope(i32 addrspace(1)* %p, i32 1, i32 0, i32 1)
// CL20: call spir_func i1 @_Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiciPii12memory_orderS4_12memory_scope(i32 addrspace(1)* %p, i32* %expected, i32 5, i32 0, i32 0, i32 1)
// CL20: call spir_func i32 @_Z25atomic_fetch_min_explicitPU3AS1VU7_Atomicjj12memory_order12memory_scope(

// SPVIR: call spir_func i32 @_Z18__spirv_AtomicIAddPU3AS1iiii(i32 addrspace(1)* %p, i32 2, i32 0, i32 1)
// SPVIR: call spir_func i32 @_Z29__spirv_AtomicCompareExchangePU3AS1iiiiii(i32 addrspace(1)* %p, i32 2, i32 0, i32 0, i32 5, i32 4)
// SPVIR: call spir_func i32 @_Z18__spirv_AtomicUMinPU3AS1jiij(i32 addrspace(1)* %q, i32 2, i32 0, i32 6)
// SPVIR: call spir_func i64 @_Z18__spirv_AtomicUMinPU3AS1miim(i64 addrspace(1)* %ql, i32 2, i32 0, i64 3)

#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable
__kernel void atomics12(__global int *p, __global uint *q, __local uint *l, __global float *f,
                        __global long *pl, __global ulong *ql) {
  int r = atomic_add(p, 1) + atomic_sub(p, 2) + atomic_xchg(p, 3) + atomic_inc(p) + atomic_dec(p);
  r += atomic_cmpxchg(p, 4, 5) + atomic_min(p, r) + atomic_max(p, r) + atomic_and(p, r) +
       atomic_or(p, r) + atomic_xor(p, r);
  r += atomic_min(q, 6u) + atomic_max(l, 7u);
  r += (int)atomic_xchg(f, 1.0f);
  r += (int)(atom_add(pl, 1) + atom_min(ql, 3));
  p[1] = r;
}
