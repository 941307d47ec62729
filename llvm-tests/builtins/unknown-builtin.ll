; A builtin whose name we know but whose signature no record covers is an error that names the
; demangled signature; so is an unknown function of an OpenCL builtin family. A __spirv_ name of
; no instruction is a function of the program (as llvm-spirv takes it).
; RUN: llvm-as %s -o %t.bc
; RUN: not llvm-spirv-rs %t.bc -o %t.spv 2>&1 | FileCheck %s
; RUN: llvm-as %S/Inputs/unknown-family.ll -o %t2.bc
; RUN: not llvm-spirv-rs %t2.bc -o %t2.spv 2>&1 | FileCheck %s --check-prefix=FAMILY
; RUN: llvm-as %S/Inputs/unknown-spirv.ll -o %t3.bc
; RUN: llvm-spirv-rs %t3.bc -spirv-text -o - | FileCheck %s --check-prefix=SPVIR
; RUN: llvm-spirv-rs %t3.bc -o %t3.spv
; RUN: spirv-val %t3.spv
; RUN: bash %S/../Inputs/incumbent-reads.sh %t3.spv

; CHECK: UnsupportedBuiltin: the builtin get_global_id() (_Z13get_global_idv)
; FAMILY: UnsupportedBuiltin: the builtin work_group_reduce_xor(int) (_Z21work_group_reduce_xori)
; SPVIR: FunctionCall

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(i64 addrspace(1)* %out) {
entry:
  %id = call spir_func i64 @_Z13get_global_idv()
  ret void
}

declare spir_func i64 @_Z13get_global_idv()
