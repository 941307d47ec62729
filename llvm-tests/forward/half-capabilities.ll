; A 16-bit float type needs Float16Buffer only; Float16 is added when the source lists
; cl_khr_fp16 among its used extensions (half arithmetic enabled). The second module has the
; same code without the extension.
; RUN: split-file %s %t
; RUN: llvm-as %t/fp16.ll -o %t/fp16.bc
; RUN: llvm-spirv-rs %t/fp16.bc -spirv-text -o - | FileCheck %s --check-prefix=FP16
; RUN: llvm-spirv-rs %t/fp16.bc -o %t/fp16.spv
; RUN: spirv-val %t/fp16.spv
; RUN: llvm-as %t/plain.ll -o %t/plain.bc
; RUN: llvm-spirv-rs %t/plain.bc -spirv-text -o - | FileCheck %s --check-prefix=PLAIN
; RUN: llvm-spirv-rs %t/plain.bc -o %t/plain.spv
; RUN: spirv-val %t/plain.spv
; RUN: bash %S/../Inputs/incumbent-reads.sh %t/fp16.spv %t/plain.spv

; FP16-DAG: Capability Float16Buffer
; FP16-DAG: Capability Float16{{ *$}}
; FP16-DAG: SourceExtension "cl_khr_fp16"
; FP16: TypeFloat {{[0-9]+}} 16

; PLAIN: Capability Float16Buffer
; PLAIN-NOT: Capability Float16{{ *$}}
; PLAIN: TypeFloat {{[0-9]+}} 16

;--- fp16.ll
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
define spir_func half @twice(half addrspace(1)* %in) {
  %v = load half, half addrspace(1)* %in, align 2
  %d = fmul half %v, 0xH4000
  ret half %d
}
!opencl.used.extensions = !{!0}
!0 = !{!"cl_khr_fp16"}

;--- plain.ll
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
define spir_func float @widen(half addrspace(1)* %in) {
  %v = load half, half addrspace(1)* %in, align 2
  %w = fpext half %v to float
  ret float %w
}
