; --spirv-fp-contract: `on` (the default) gives ContractionOff to the kernels that reach an fadd
; LLVM may not contract (one without the `contract` flag, here through a call), `off` to every
; kernel, `fast` to none. A bad value is refused.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=ON
; RUN: llvm-spirv-rs %t.bc --spirv-fp-contract=on -spirv-text -o - | FileCheck %s --check-prefix=ON
; RUN: llvm-spirv-rs %t.bc --spirv-fp-contract=off -spirv-text -o - | FileCheck %s --check-prefix=OFF
; RUN: llvm-spirv-rs %t.bc -spirv-fp-contract fast -spirv-text -o - | FileCheck %s --check-prefix=FAST
; RUN: llvm-spirv-rs %t.bc --spirv-fp-contract=off -o %t.spv
; RUN: spirv-val %t.spv
; RUN: not llvm-spirv-rs %t.bc --spirv-fp-contract=sometimes -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=BAD

; ON-DAG: EntryPoint 6 [[STRICT:[0-9]+]] "strict"
; ON-DAG: EntryPoint 6 [[LOOSE:[0-9]+]] "loose"
; ON-DAG: ExecutionMode [[STRICT]] 31
; ON-NOT: ExecutionMode [[LOOSE]] 31

; OFF-DAG: EntryPoint 6 [[STRICT:[0-9]+]] "strict"
; OFF-DAG: EntryPoint 6 [[LOOSE:[0-9]+]] "loose"
; OFF-DAG: ExecutionMode [[STRICT]] 31
; OFF-DAG: ExecutionMode [[LOOSE]] 31

; FAST-NOT: ExecutionMode {{[0-9]+}} 31

; BAD: for the --spirv-fp-contract option: Cannot find option named 'sometimes'!

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func float @sum(float %a, float %b) {
  %s = fadd float %a, %b
  ret float %s
}

define spir_kernel void @strict(float addrspace(1)* %out, float %a, float %b) {
  %s = call spir_func float @sum(float %a, float %b)
  store float %s, float addrspace(1)* %out, align 4
  ret void
}

define spir_kernel void @loose(float addrspace(1)* %out, float %a, float %b) {
  %m = fmul contract float %a, %b
  %s = fadd contract float %m, %b
  store float %s, float addrspace(1)* %out, align 4
  ret void
}
