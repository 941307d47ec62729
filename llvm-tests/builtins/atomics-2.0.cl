// OpenCL 2.0 atomics: sequentially consistent (0x10) and Device scope unless _explicit says
// otherwise; atomic_init is a plain store; compare_exchange loads *expected, exchanges, stores
// the old value back and compares; atomic_flag_* are OpAtomicFlag*. Reverse: the _explicit
// functions with memory_order and memory_scope (CL2.0), emulations through atomic_add and
// atomic_xchg (CL1.2), __spirv_Atomic* (SPV-IR).
// RUN: %{builtins-forward}
// RUN: llvm-spirv-rs -r %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=CL12
// RUN: llvm-spirv-rs -r --spirv-target-env=CL2.0 %t.spv -o %t.cl20.bc
// RUN: llvm-dis %t.cl20.bc -o - | FileCheck %s --check-prefix=CL20
// RUN: llvm-spirv-rs -r --spirv-target-env=SPV-IR %t.spv -o %t.spvir.bc
// RUN: llvm-dis %t.spvir.bc -o - | FileCheck %s --check-prefix=SPVIR
// RUN: llvm-spirv-rs %t.cl20.bc -o %t.again.spv
// RUN: spirv-val %t.again.spv
// RUN: llvm-spirv-rs %t.spvir.bc -o %t.again2.spv
// RUN: spirv-val %t.again2.spv
// RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv %t.again.spv %t.again2.spv

// SPV-DAG: Constant [[I32:[0-9]+]] [[DEV:[0-9]+]] 1{{ *$}}
// SPV-DAG: Constant [[I32]] [[SC:[0-9]+]] 16{{ *$}}
// SPV-DAG: Constant [[I32]] [[ACQREL:[0-9]+]] 8{{ *$}}
// SPV-DAG: Constant [[I32]] [[WG:[0-9]+]] 2{{ *$}}
// SPV-DAG: Constant [[I32]] [[REL:[0-9]+]] 4{{ *$}}
// SPV-DAG: Constant [[I32]] [[ZERO:[0-9]+]] 0{{ *$}}
// SPV: Store [[A:[0-9]+]] {{[0-9]+}}
// SPV-NEXT: AtomicStore [[A]] [[DEV]] [[SC]]
// SPV-NEXT: AtomicLoad [[I32]] {{[0-9]+}} [[A]] [[DEV]] [[SC]]
// SPV-NEXT: AtomicExchange [[I32]] {{[0-9]+}} [[A]] [[DEV]] [[SC]]
// SPV: Load [[I32]] [[EXP:[0-9]+]]
// SPV-NEXT: AtomicCompareExchange [[I32]] [[OLD:[0-9]+]] [[A]] [[DEV]] [[SC]] [[SC]] {{[0-9]+}} [[EXP]]
// SPV-NEXT: Store {{[0-9]+}} [[OLD]]
// SPV-NEXT: IEqual {{[0-9]+}} {{[0-9]+}} [[OLD]] [[EXP]]
// SPV: AtomicCompareExchangeWeak [[I32]] {{[0-9]+}} [[A]] [[WG]] [[ACQREL]] {{[0-9]+}}
// SPV: AtomicIAdd [[I32]] {{[0-9]+}} [[A]] [[DEV]] [[SC]]
// SPV: AtomicISub [[I32]] {{[0-9]+}} [[A]] [[DEV]] [[ZERO]]
// SPV: AtomicOr [[I32]] {{[0-9]+}} [[A]] [[DEV]] [[REL]]
// SPV: AtomicUMin [[I32]]
// SPV: AtomicSMax [[I32]]
// SPV: AtomicFlagTestAndSet {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} [[DEV]] [[SC]]
// SPV: AtomicFlagClear {{[0-9]+}} [[DEV]] [[REL]]

// CL12: call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(
// CL12: call spir_func i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* %a, i32 0)
// CL12: call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(
// CL12: call spir_func i32 @_Z10atomic_minPU3AS1Vjj(

// CL20: call spir_func void @_Z21atomic_store_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope(i32 addrspace(1)* %a, i32 4, i32 5, i32 2)
// CL20: call spir_func i32 @_Z20atomic_load_explicitPU3AS1VU7_Atomici12memory_order12memory_scope(i32 addrspace(1)* %a, i32 5, i32 2)
// CL20: call spir_func i32 @_Z24atomic_exchange_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope(
// CL20: call spir_func i1 @_Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiciPii12memory_orderS4_12memory_scope(i32 addrspace(1)* %a, i32* %expected, i32 6, i32 5, i32 5, i32 2)
// CL20: call spir_func i1 @_Z37atomic_compare_exchange_weak_explicitPU3AS1VU7_AtomiciPii12memory_orderS4_12memory_scope(i32 addrspace(1)* %a, i32* %expected{{[0-9]*}}, i32 7, i32 4, i32 2, i32 1)
// CL20: call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope(i32 addrspace(1)* %a, i32 1, i32 5, i32 2)
// CL20: call spir_func i32 @_Z25atomic_fetch_sub_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope(i32 addrspace(1)* %a, i32 1, i32 0, i32 2)
// CL20: call spir_func i32 @_Z24atomic_fetch_or_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope(i32 addrspace(1)* %a, i32 1, i32 3, i32 2)
// CL20: call spir_func i32 @_Z25atomic_fetch_min_explicitPU3AS1VU7_Atomicjj12memory_order12memory_scope(
// CL20: call spir_func i32 @_Z25atomic_fetch_max_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope(
// CL20: call spir_func i1 @_Z33atomic_flag_test_and_set_explicitPU3AS1VU7_Atomici12memory_order12memory_scope(
// CL20: call spir_func void @_Z26atomic_flag_clear_explicitPU3AS1VU7_Atomici12memory_order12memory_scope(

// SPVIR: call spir_func void @_Z19__spirv_AtomicStorePU3AS4iiii(
// SPVIR: call spir_func i32 @_Z18__spirv_AtomicLoadPU3AS4iii(
// SPVIR: call spir_func i1 @_Z28__spirv_AtomicFlagTestAndSetPU3AS4iii(

__kernel void atomics20(__global atomic_int *a, __global atomic_uint *u, __global atomic_flag *f,
                        __global int *out) {
  atomic_init(a, 3);
  atomic_store(a, 4);
  int r = atomic_load(a);
  r += atomic_exchange(a, 5);
  int e = 1;
  r += atomic_compare_exchange_strong(a, &e, 6);
  r += atomic_compare_exchange_weak_explicit(a, &e, 7, memory_order_acq_rel, memory_order_acquire,
                                             memory_scope_work_group);
  r += atomic_fetch_add(a, 1);
  r += atomic_fetch_sub_explicit(a, 1, memory_order_relaxed);
  r += atomic_fetch_or_explicit(a, 1, memory_order_release, memory_scope_device);
  r += atomic_fetch_min(u, 1u) + atomic_fetch_max(a, 1);
  r += atomic_flag_test_and_set(f);
  atomic_flag_clear_explicit(f, memory_order_release);
  out[0] = r + e;
}
