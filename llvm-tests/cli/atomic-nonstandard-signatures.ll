; Functions named like OpenCL atomics but declared with another signature than the atomic's
; (OpenCL C 6.15.12: a pointer to the object first, values of its type, the form's argument
; count and result) are not atomics: they stay calls of the function they are, as llvm-spirv
; keeps them, instead of becoming OpAtomic* instructions with missing or mistyped operands.
; Declarations with the standard signatures still become atomic instructions.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; The regularized module (-s) keeps the same calls.
; RUN: llvm-spirv-rs -s %t.bc -o - | llvm-dis | FileCheck %s --check-prefix=REG
; RUN: llvm-spirv-rs -r %t.spv -o %t.rt.bc
; RUN: llvm-dis %t.rt.bc -o - | FileCheck %s --check-prefix=RT

; Standard signatures: atomic_add(volatile __global int *, int), atomic_inc(volatile __global int *).
; CHECK: OpAtomicIAdd %uint %p
; CHECK: OpAtomicIIncrement %uint %p
; atomic_add on values, not a pointer.
; CHECK: OpFunctionCall %uint %_Z10atomic_addii
; atomic_inc with a second argument.
; CHECK: OpFunctionCall %uint %_Z10atomic_incPU3AS1ii
; atomic_add returning void.
; CHECK: OpFunctionCall %void %_Z10atomic_addPU3AS1jj
; atomic_cmpxchg with one value.
; CHECK: OpFunctionCall %uint %_Z14atomic_cmpxchgPU3AS1ii
; OpenCL 1.2 atom_add has no float form.
; CHECK: OpFunctionCall %float %_Z8atom_addPU3AS1ff
; atomic_init with no value.
; CHECK: OpFunctionCall %void %_Z11atomic_initPU3AS1Vi
; CHECK-NOT: OpAtomic
; REG: call spir_func i32 @_Z10atomic_addii(
; REG: call spir_func i32 @_Z10atomic_incPU3AS1ii(
; RT: call spir_func i32 @_Z10atomic_addii(
; RT: call spir_func float @_Z8atom_addPU3AS1ff(

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

declare spir_func i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)*, i32)
declare spir_func i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)*)
declare spir_func i32 @_Z10atomic_addii(i32, i32)
declare spir_func i32 @_Z10atomic_incPU3AS1ii(i32 addrspace(1)*, i32)
declare spir_func void @_Z10atomic_addPU3AS1jj(i32 addrspace(1)*, i32)
declare spir_func i32 @_Z14atomic_cmpxchgPU3AS1ii(i32 addrspace(1)*, i32)
declare spir_func float @_Z8atom_addPU3AS1ff(float addrspace(1)*, float)
declare spir_func void @_Z11atomic_initPU3AS1Vi(i32 addrspace(1)*)

define spir_kernel void @k(i32 addrspace(1)* %p, float addrspace(1)* %q, i32 addrspace(1)* %out) {
  %a = call spir_func i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* %p, i32 1)
  %b = call spir_func i32 @_Z10atomic_incPU3AS1Vi(i32 addrspace(1)* %p)
  %c = call spir_func i32 @_Z10atomic_addii(i32 %a, i32 %b)
  %d = call spir_func i32 @_Z10atomic_incPU3AS1ii(i32 addrspace(1)* %p, i32 %c)
  call spir_func void @_Z10atomic_addPU3AS1jj(i32 addrspace(1)* %p, i32 %d)
  %e = call spir_func i32 @_Z14atomic_cmpxchgPU3AS1ii(i32 addrspace(1)* %p, i32 %d)
  %f = call spir_func float @_Z8atom_addPU3AS1ff(float addrspace(1)* %q, float 1.0)
  call spir_func void @_Z11atomic_initPU3AS1Vi(i32 addrspace(1)* %p)
  %fi = fptosi float %f to i32
  %s = add i32 %e, %fi
  store i32 %s, i32 addrspace(1)* %out, align 4
  ret void
}
