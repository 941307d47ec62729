; SPIR-V friendly __spirv_Load/__spirv_Store calls become OpLoad/OpStore (memory operands from
; the trailing arguments); a __spirv_Load whose declared type differs from the pointer's element
; type and whose result is unused loads the element type, as llvm-spirv does.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv

; CHECK-DAG: TypeInt [[SHORT:[0-9]+]] 16 0
; CHECK-DAG: Constant [[SHORT]] [[SEVEN:[0-9]+]] 7
; CHECK: FunctionParameter {{[0-9]+}} [[P:[0-9]+]]
; CHECK: Store [[P]] [[SEVEN]] 2 2
; CHECK: Load [[SHORT]] {{[0-9]+}} [[P]]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func void @poke(i16 addrspace(1)* %cell) {
  call spir_func void @_Z13__spirv_StorePsii(i16 addrspace(1)* %cell, i16 7, i32 2, i32 2)
  %unused = call spir_func float @_Z12__spirv_LoadPs(i16 addrspace(1)* %cell)
  ret void
}

declare spir_func float @_Z12__spirv_LoadPs(i16 addrspace(1)*)
declare spir_func void @_Z13__spirv_StorePsii(i16 addrspace(1)*, i16, i32, i32)
