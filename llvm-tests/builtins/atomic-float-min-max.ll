; Floating-point atomic min/max (atomic_fetch_{min,max}[_explicit] on float and double, and
; __spirv_AtomicF{Min,Max}EXT) are OpAtomicF{Min,Max}EXT under
; SPV_EXT_shader_atomic_float_min_max, with the capability of the operand's width
; (AtomicFloat32MinMaxEXT, AtomicFloat64MinMaxEXT). Reverse: OpenCL 1.2 atomic_min/atomic_max
; on the float pointer, the 2.0 _explicit functions, or the SPV-IR calls.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_EXT_shader_atomic_float_min_max -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_EXT_shader_atomic_float_min_max -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs -r %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=CL12
; RUN: llvm-spirv-rs -r --spirv-target-env=CL2.0 %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=CL20
; RUN: llvm-spirv-rs -r --spirv-target-env=SPV-IR %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=SPVIR
; RUN: not llvm-spirv-rs %t.bc -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv

; SPV-DAG: Capability AtomicFloat32MinMaxEXT
; SPV-DAG: Capability AtomicFloat64MinMaxEXT
; SPV-NOT: Capability AtomicFloat16MinMaxEXT
; SPV-DAG: Extension "SPV_EXT_shader_atomic_float_min_max"
; SPV-DAG: TypeFloat [[F32:[0-9]+]] 32
; SPV-DAG: TypeFloat [[F64:[0-9]+]] 64
; SPV: AtomicFMinEXT [[F32]]
; SPV: AtomicFMaxEXT [[F64]]

; CL12: call spir_func float @_Z10atomic_minPU3AS1Vff(float addrspace(1)*
; CL12: call spir_func double @_Z10atomic_maxPU3AS1Vdd(double addrspace(1)*
; CL20: call spir_func float @_Z25atomic_fetch_min_explicitPU3AS1VU7_Atomicff12memory_order12memory_scope(
; CL20: call spir_func double @_Z25atomic_fetch_max_explicitPU3AS1VU7_Atomicdd12memory_order12memory_scope(
; SPVIR: call spir_func float @_Z21__spirv_AtomicFMinEXTPU3AS1fiif(
; SPVIR: call spir_func double @_Z21__spirv_AtomicFMaxEXTPU3AS1diid(

; ERR: RequiresExtension: Feature requires the following SPIR-V extension:
; ERR-NEXT: SPV_EXT_shader_atomic_float_min_max

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func float @fmin(float addrspace(1)* %p) {
  %r = call spir_func float @_Z25atomic_fetch_min_explicitPU3AS1VU7_Atomicff12memory_order(float addrspace(1)* %p, float 2.5, i32 0)
  ret float %r
}

define spir_func double @dmax(double addrspace(1)* %p) {
  %r = call spir_func double @_Z21__spirv_AtomicFMaxEXTPU3AS1diid(double addrspace(1)* %p, i32 2, i32 0, double -1.0)
  ret double %r
}

declare spir_func float @_Z25atomic_fetch_min_explicitPU3AS1VU7_Atomicff12memory_order(float addrspace(1)*, float, i32)
declare spir_func double @_Z21__spirv_AtomicFMaxEXTPU3AS1diid(double addrspace(1)*, i32, i32, double)
