; SPV_INTEL_vector_compute buffer surfaces: pointers (global address space) to the opaque
; structs intel.buffer_ro_t / intel.buffer_wo_t / intel.buffer_rw_t are OpTypeBufferSurfaceINTEL
; of the access qualifier ReadOnly (0) / WriteOnly (1) / ReadWrite (2); without the extension
; they stay OpTypeOpaque. The entry point of a VC kernel is a VectorComputeFunctionINTEL too,
; with the kernel's parameter decorations (FuncParamIOKind here). Reverse (both target
; environments): the same struct names and no kernel_arg_* metadata for a VC kernel (SPV-IR adds
; !spirv.ParameterDecorations for FuncParamIOKind); the
; result translates back to the same SPIR-V, and llvm-spirv-14 reads ours. spirv-val 2023.1
; refuses OpTypeBufferSurfaceINTEL ("must appear in a block"; it does so for llvm-spirv's
; output too), so the output is only FileChecked.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=NOEXT
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_vector_compute -o %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs -r %t.spv -o %t.r.bc
; RUN: llvm-dis %t.r.bc -o - | FileCheck %s --check-prefix=LLVM --implicit-check-not=kernel_arg_
; RUN: llvm-spirv-rs -r --spirv-target-env=SPV-IR %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=LLVM --implicit-check-not=kernel_arg_
; RUN: llvm-spirv-rs %t.r.bc --spirv-ext=+SPV_INTEL_vector_compute -o %t.rt.spv
; RUN: llvm-spirv-rs %t.rt.spv -to-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-14 -r %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=LLVM --implicit-check-not=kernel_arg_

target datalayout = "e-p:64:64-i64:64-n8:16:32"
target triple = "spir64-unknown-unknown"

%intel.buffer_rw_t = type opaque
%intel.buffer_ro_t = type opaque
%intel.buffer_wo_t = type opaque

; NOEXT: TypeOpaque {{[0-9]+}} "intel.buffer_rw_t"
; NOEXT-NOT: TypeBufferSurfaceINTEL

; SPV-DAG: Capability VectorComputeINTEL
; SPV-DAG: Extension "SPV_INTEL_vector_compute"
; SPV-DAG: EntryPoint 6 [[EP:[0-9]+]] "k"
; SPV-DAG: Decorate [[K:[0-9]+]] VectorComputeFunctionINTEL
; SPV-DAG: Decorate [[EP]] VectorComputeFunctionINTEL
; SPV-DAG: Decorate [[D:[0-9]+]] FuncParamIOKind 1
; SPV-DAG: Decorate [[ED:[0-9]+]] FuncParamIOKind 1
; SPV-DAG: TypeBufferSurfaceINTEL [[RW:[0-9]+]] 2{{ *$}}
; SPV-DAG: TypeBufferSurfaceINTEL [[RO:[0-9]+]] 0{{ *$}}
; SPV-DAG: TypeBufferSurfaceINTEL [[WO:[0-9]+]] 1{{ *$}}
; SPV: Function {{[0-9]+}} [[K]]
; SPV-NEXT: FunctionParameter [[RW]]
; SPV-NEXT: FunctionParameter [[RO]]
; SPV-NEXT: FunctionParameter [[WO]]
; SPV-NEXT: FunctionParameter {{[0-9]+}} [[D]]
; SPV: Function {{[0-9]+}} [[EP]]
; SPV-NEXT: FunctionParameter [[RW]]
; SPV-NEXT: FunctionParameter [[RO]]
; SPV-NEXT: FunctionParameter [[WO]]
; SPV-NEXT: FunctionParameter {{[0-9]+}} [[ED]]

; LLVM-DAG: %intel.buffer_rw_t = type opaque
; LLVM-DAG: %intel.buffer_ro_t = type opaque
; LLVM-DAG: %intel.buffer_wo_t = type opaque
; LLVM: define spir_kernel void @k(%intel.buffer_rw_t addrspace(1)* %a, %intel.buffer_ro_t addrspace(1)* %b, %intel.buffer_wo_t addrspace(1)* %c, i32 "VCArgumentIOKind"="1" %d) #{{[0-9]+}}{{( !spirv.ParameterDecorations ![0-9]+)?}} {
; LLVM: call spir_func void @use(%intel.buffer_rw_t addrspace(1)* %a)
; LLVM: define spir_func void @use(%intel.buffer_rw_t addrspace(1)* %s) #{{[0-9]+}} {

define spir_kernel void @k(%intel.buffer_rw_t addrspace(1)* %a, %intel.buffer_ro_t addrspace(1)* %b, %intel.buffer_wo_t addrspace(1)* %c, i32 "VCArgumentIOKind"="1" %d) #0 {
entry:
  call spir_func void @use(%intel.buffer_rw_t addrspace(1)* %a)
  ret void
}

define spir_func void @use(%intel.buffer_rw_t addrspace(1)* %s) #0 {
  ret void
}

attributes #0 = { noinline nounwind "VCFunction" }
