// atomic_compare_exchange_* on atomic_float / atomic_double: OpAtomicCompareExchange is of
// integers, so the object and expected pointers and the desired value are bitcast to the
// integer of the same width (and a 64-bit exchange needs Int64Atomics). The expected value is
// loaded and the old one stored through `expected` with the alignment of the value type
// (MemoryAccess Aligned = 2, then 4 or 8: OpenCL C 6.15.12 gives atomic types the size and
// alignment of their value types, naturally aligned).
// RUN: %clang_cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -emit-llvm-bc -O0 %s -o %t.bc
// RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s
// RUN: llvm-spirv-rs %t.bc -o %t.spv
// RUN: spirv-val %t.spv
// RUN: llvm-spirv-14 -r %t.spv -o %t.rev.bc
// RUN: opt -verify %t.rev.bc -o /dev/null

// CHECK-DAG: Capability Int64Atomics
// CHECK-DAG: TypeInt [[I32:[0-9]+]] 32 0
// CHECK-DAG: TypeInt [[I64:[0-9]+]] 64 0
// CHECK-DAG: TypeFloat [[F32:[0-9]+]] 32
// CHECK-DAG: TypePointer [[PI32:[0-9]+]] 8 [[I32]]
// CHECK-DAG: TypePointer [[PI64:[0-9]+]] 8 [[I64]]

// CHECK: Function
// CHECK: Bitcast [[PI32]] [[OBJ:[0-9]+]]
// CHECK: Bitcast [[PI32]] [[EXP:[0-9]+]]
// CHECK: Bitcast [[I32]] [[NEW:[0-9]+]]
// CHECK: Load [[I32]] [[OLDEXP:[0-9]+]] [[EXP]] 2 4
// CHECK: AtomicCompareExchange [[I32]] [[GOT:[0-9]+]] [[OBJ]] {{[0-9]+ [0-9]+ [0-9]+}} [[NEW]] [[OLDEXP]]
// CHECK: Store [[EXP]] [[GOT]] 2 4
// CHECK: IEqual {{[0-9]+}} {{[0-9]+}} [[GOT]] [[OLDEXP]]

// CHECK: Function
// CHECK: Load [[I64]] {{[0-9]+ [0-9]+}} 2 8
// CHECK: AtomicCompareExchangeWeak [[I64]]
// CHECK: Store {{[0-9]+ [0-9]+}} 2 8

bool swap_f(volatile __generic atomic_float *cell, __generic float *old, float v) {
  return atomic_compare_exchange_strong_explicit(cell, old, v, memory_order_acq_rel,
                                                 memory_order_acquire, memory_scope_device);
}

bool swap_d(volatile __generic atomic_double *cell, __generic double *old, double v) {
  return atomic_compare_exchange_weak(cell, old, v);
}

int swap_i(volatile __generic atomic_int *cell, __generic int *old, int v) {
  return atomic_compare_exchange_strong(cell, old, v);
}
