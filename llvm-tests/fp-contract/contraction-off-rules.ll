; --spirv-fp-contract decides which entry points get ExecutionMode ContractionOff (31):
;   on (the default): a kernel whose static call tree may not be contracted, that is one that
;     reaches an fadd or fsub without the `contract` fast-math flag (LangRef: only `contract`
;     allows fusing it with a multiply), or a call of a function whose body is not in the
;     module (an imported OpFunction, which may do anything). llvm.fmuladd allows fusion by
;     definition and does not count, whether it becomes OpenCL.std mad or (with
;     --spirv-replace-fmuladd-with-ocl-mad=false) an OpFMul and an OpFAdd; a lone fmul does
;     not count either, nor a call that becomes an instruction (an intrinsic, a builtin).
;   off: every kernel.   fast: none.
; The same kernels get the mode as with llvm-spirv 14.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o %t.on.spt
; RUN: FileCheck %s --check-prefixes=ALL,ON < %t.on.spt
; RUN: llvm-spirv-rs %t.bc --spirv-fp-contract=on -spirv-text -o - | FileCheck %s --check-prefixes=ALL,ON
; RUN: llvm-spirv-rs %t.bc --spirv-replace-fmuladd-with-ocl-mad=false -spirv-text -o - | FileCheck %s --check-prefixes=ALL,ON,SPLIT
; RUN: llvm-spirv-rs %t.bc --spirv-fp-contract=off -spirv-text -o - | FileCheck %s --check-prefixes=ALL,OFF
; RUN: llvm-spirv-rs %t.bc --spirv-fp-contract=fast -spirv-text -o - | FileCheck %s --check-prefixes=ALL,FAST
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.bc --spirv-fp-contract=off -o %t.off.spv
; RUN: spirv-val %t.off.spv
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: opt -verify -disable-output %t.rev.bc

; ALL-DAG: EntryPoint 6 [[PLAIN:[0-9]+]] "plain_fadd"
; ALL-DAG: EntryPoint 6 [[SUB:[0-9]+]] "fsub_of_fmul"
; ALL-DAG: EntryPoint 6 [[CADD:[0-9]+]] "contract_fadd"
; ALL-DAG: EntryPoint 6 [[CMUL:[0-9]+]] "contract_fmul_only"
; ALL-DAG: EntryPoint 6 [[MULADD:[0-9]+]] "fmuladd"
; ALL-DAG: EntryPoint 6 [[MUL:[0-9]+]] "fmul_alone"
; ALL-DAG: EntryPoint 6 [[EXT:[0-9]+]] "calls_imported"
; ALL-DAG: EntryPoint 6 [[DEEP:[0-9]+]] "calls_through_two"
; ALL-DAG: EntryPoint 6 [[CCALL:[0-9]+]] "calls_contracting"
; ALL-DAG: EntryPoint 6 [[INTR:[0-9]+]] "calls_intrinsic"

; ON-DAG: ExecutionMode [[PLAIN]] 31
; ON-DAG: ExecutionMode [[SUB]] 31
; ON-DAG: ExecutionMode [[CMUL]] 31
; ON-DAG: ExecutionMode [[EXT]] 31
; ON-DAG: ExecutionMode [[DEEP]] 31
; ON-NOT: ExecutionMode [[CADD]] 31
; ON-NOT: ExecutionMode [[MULADD]] 31
; ON-NOT: ExecutionMode [[MUL]] 31
; ON-NOT: ExecutionMode [[CCALL]] 31
; ON-NOT: ExecutionMode [[INTR]] 31

; SPLIT-NOT: ExtInst {{.*}} mad

; OFF-DAG: ExecutionMode [[PLAIN]] 31
; OFF-DAG: ExecutionMode [[SUB]] 31
; OFF-DAG: ExecutionMode [[CADD]] 31
; OFF-DAG: ExecutionMode [[CMUL]] 31
; OFF-DAG: ExecutionMode [[MULADD]] 31
; OFF-DAG: ExecutionMode [[MUL]] 31
; OFF-DAG: ExecutionMode [[EXT]] 31
; OFF-DAG: ExecutionMode [[DEEP]] 31
; OFF-DAG: ExecutionMode [[CCALL]] 31
; OFF-DAG: ExecutionMode [[INTR]] 31

; FAST-NOT: ExecutionMode {{[0-9]+}} 31

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

declare float @llvm.fmuladd.f32(float, float, float)
declare float @llvm.fabs.f32(float)
declare spir_func float @imported_scale(float)

define spir_func float @inner(float %a) {
  %r = call spir_func float @imported_scale(float %a)
  ret float %r
}

define spir_func float @outer(float %a) {
  %r = call spir_func float @inner(float %a)
  ret float %r
}

define spir_func float @contracting(float %a, float %b) {
  %m = fmul contract float %a, %b
  %r = fadd contract float %m, %a
  ret float %r
}

define spir_kernel void @plain_fadd(float addrspace(1)* %o, float %a, float %b) {
  %s = fadd float %a, %b
  store float %s, float addrspace(1)* %o
  ret void
}

define spir_kernel void @fsub_of_fmul(float addrspace(1)* %o, float %a, float %b) {
  %m = fmul float %a, %b
  %s = fsub float %b, %m
  store float %s, float addrspace(1)* %o
  ret void
}

define spir_kernel void @contract_fadd(float addrspace(1)* %o, float %a, float %b) {
  %m = fmul float %a, %b
  %s = fadd contract float %m, %b
  store float %s, float addrspace(1)* %o
  ret void
}

define spir_kernel void @contract_fmul_only(float addrspace(1)* %o, float %a, float %b) {
  %m = fmul contract float %a, %b
  %s = fadd float %m, %b
  store float %s, float addrspace(1)* %o
  ret void
}

define spir_kernel void @fmuladd(float addrspace(1)* %o, float %a, float %b) {
  %s = call float @llvm.fmuladd.f32(float %a, float %b, float %b)
  store float %s, float addrspace(1)* %o
  ret void
}

define spir_kernel void @fmul_alone(float addrspace(1)* %o, float %a, float %b) {
  %m = fmul float %a, %b
  store float %m, float addrspace(1)* %o
  ret void
}

define spir_kernel void @calls_imported(float addrspace(1)* %o, float %a) {
  %s = call spir_func float @imported_scale(float %a)
  store float %s, float addrspace(1)* %o
  ret void
}

define spir_kernel void @calls_through_two(float addrspace(1)* %o, float %a) {
  %s = call spir_func float @outer(float %a)
  store float %s, float addrspace(1)* %o
  ret void
}

define spir_kernel void @calls_contracting(float addrspace(1)* %o, float %a, float %b) {
  %s = call spir_func float @contracting(float %a, float %b)
  store float %s, float addrspace(1)* %o
  ret void
}

define spir_kernel void @calls_intrinsic(float addrspace(1)* %o, float %a) {
  %s = call float @llvm.fabs.f32(float %a)
  store float %s, float addrspace(1)* %o
  ret void
}
