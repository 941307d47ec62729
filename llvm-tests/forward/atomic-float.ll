; atomicrmw fadd/fsub → OpAtomicFAddEXT (fsub negates the operand first) under
; SPV_EXT_shader_atomic_float_add (and SPV_EXT_shader_atomic_float16_add for half); without
; the extension allowed, an error names it.
; Consumer check: llvm-spirv-14 predates SPV_EXT_shader_atomic_float16_add and refuses the module;
; the RUN line below pins that known failure.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_EXT_shader_atomic_float_add,+SPV_EXT_shader_atomic_float16_add -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_EXT_shader_atomic_float_add,+SPV_EXT_shader_atomic_float16_add -o %t.spv
; RUN: spirv-val %t.spv
; RUN: not llvm-spirv-rs %t.bc -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not llvm-spirv-rs %t.bc --spirv-ext=+SPV_EXT_shader_atomic_float_add -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=ERR16
; RUN: not llvm-spirv-14 -r %t.spv -o %t.inc.bc 2>&1 | FileCheck %s --check-prefix=INCUMBENT

; INCUMBENT: input SPIR-V module uses unknown extension 'SPV_EXT_shader_atomic_float16_add'

; CHECK-DAG: Capability AtomicFloat32AddEXT
; CHECK-DAG: Capability AtomicFloat64AddEXT
; CHECK-DAG: Capability AtomicFloat16AddEXT
; CHECK-DAG: Extension "SPV_EXT_shader_atomic_float_add"
; CHECK-DAG: Extension "SPV_EXT_shader_atomic_float16_add"
; CHECK-DAG: TypeInt [[I32:[0-9]+]] 32 0
; CHECK-DAG: Constant [[I32]] [[DEVICE:[0-9]+]] 1{{ *$}}
; CHECK-DAG: Constant [[I32]] [[SC:[0-9]+]] 16{{ *$}}
; CHECK-DAG: TypeFloat [[F32:[0-9]+]] 32
; CHECK-DAG: TypeFloat [[F16:[0-9]+]] 16
; CHECK-DAG: Constant [[F32]] [[FORTYTWO:[0-9]+]] 1109917696
; CHECK: AtomicFAddEXT [[F32]] {{[0-9]+}} {{[0-9]+}} [[DEVICE]] [[SC]] [[FORTYTWO]]
; CHECK: FNegate [[F32]] [[NEG:[0-9]+]] [[FORTYTWO]]
; CHECK-NEXT: AtomicFAddEXT [[F32]] {{[0-9]+}} {{[0-9]+}} [[DEVICE]] [[SC]] [[NEG]]
; CHECK: AtomicFAddEXT
; CHECK: AtomicFAddEXT [[F16]]

; ERR: RequiresExtension: Feature requires the following SPIR-V extension:
; ERR-NEXT: SPV_EXT_shader_atomic_float_add
; ERR16: SPV_EXT_shader_atomic_float16_add

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func void @f(float addrspace(1)* %f, double addrspace(1)* %d, half addrspace(1)* %h) {
  %a = atomicrmw fadd float addrspace(1)* %f, float 42.0 seq_cst
  %b = atomicrmw fsub float addrspace(1)* %f, float 42.0 seq_cst
  %c = atomicrmw fadd double addrspace(1)* %d, double 1.0 seq_cst
  %e = atomicrmw fadd half addrspace(1)* %h, half 1.0 seq_cst
  ret void
}
