// atomic_fetch_sub(_explicit) of a float or double is OpAtomicFAddEXT of the negated value
// (SPV_EXT_shader_atomic_float_add): a constant operand is folded into the negated constant,
// another one negated by OpFNegate. Reverse: atomic_fetch_add_explicit (CL2.0),
// __spirv_AtomicFAddEXT (SPV-IR).
// RUN: %clang_cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -cl-ext=+cl_ext_float_atomics,+__opencl_c_ext_fp32_global_atomic_add,+__opencl_c_ext_fp64_global_atomic_add -emit-llvm-bc %s -o %t.bc
// RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_EXT_shader_atomic_float_add -spirv-text -o - | FileCheck %s --check-prefix=SPV
// RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_EXT_shader_atomic_float_add -o %t.spv
// RUN: spirv-val %t.spv
// RUN: llvm-spirv-rs -r --spirv-target-env=CL2.0 %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=CL20
// RUN: llvm-spirv-rs -r --spirv-target-env=SPV-IR %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=SPVIR

// SPV-DAG: Capability AtomicFloat32AddEXT
// SPV-DAG: Capability AtomicFloat64AddEXT
// SPV-DAG: TypeFloat [[F:[0-9]+]] 32
// SPV-DAG: TypeFloat [[D:[0-9]+]] 64
// SPV-DAG: Constant [[F]] [[MINUS_1_5:[0-9]+]] 3217031168
// SPV-DAG: Constant [[D]] [[MINUS_2:[0-9]+]] 0 3221225472
// SPV: AtomicFAddEXT [[F]] {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} [[MINUS_1_5]]
// SPV: AtomicFAddEXT [[D]] {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} [[MINUS_2]]
// SPV: FNegate [[F]] [[NEG:[0-9]+]]
// SPV-NEXT: AtomicFAddEXT [[F]] {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} [[NEG]]

// CL20: call spir_func float @_Z25atomic_fetch_add_explicitPU3AS1VU7_Atomicff12memory_order12memory_scope({{.*}}, float -1.500000e+00,
// CL20: call spir_func double @_Z25atomic_fetch_add_explicitPU3AS1VU7_Atomicdd12memory_order12memory_scope({{.*}}, double -2.000000e+00,
// SPVIR: call spir_func float @_Z21__spirv_AtomicFAddEXTPU3AS1fiif({{.*}}, float -1.500000e+00)

kernel void drain(global atomic_float *f, global atomic_double *d, float x) {
  atomic_fetch_sub_explicit(f, 1.5f, memory_order_relaxed, memory_scope_device);
  atomic_fetch_sub_explicit(d, 2.0, memory_order_relaxed, memory_scope_device);
  atomic_fetch_sub_explicit(f, x, memory_order_relaxed, memory_scope_device);
}
