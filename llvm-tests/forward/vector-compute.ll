; SPV_INTEL_vector_compute: the VC* string attributes both ways. Function: "VCFunction" →
; VectorComputeFunctionINTEL, "VCStackCall" → StackCallINTEL; parameters and return value:
; "VCArgumentIOKind"=N → FuncParamIOKind N (the incumbent's spelling), "VCSingleElementVector"
; → SingleElementVectorINTEL (which comes back as "0"; a nonzero level of indirection, which
; spirv-val does not know, is in vector-compute-globals.ll),
; "VCMediaBlockIO" → MediaBlockIOINTEL; entry point:
; "VCSLMSize"=N → SharedLocalMemorySizeINTEL, "VCNamedBarrierCount"=N → NamedBarrierCountINTEL.
; A vector-compute module imports OpenCL.std only when it uses it. Without the extension the
; attributes are dropped.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_vector_compute -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: opt -verify -disable-output %t.rev.bc
; RUN: llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=NONE
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv

; SPV-DAG: Capability VectorComputeINTEL
; SPV-DAG: Extension "SPV_INTEL_vector_compute"
; SPV-NOT: ExtInstImport
; SPV: EntryPoint 6 [[K:[0-9]+]] "blend"
; SPV-DAG: ExecutionMode [[K]] 5618 1024
; SPV-DAG: ExecutionMode [[K]] 6417 4
; SPV-DAG: Name [[HELPER:[0-9]+]] "helper"
; SPV-DAG: Name [[V:[0-9]+]] "v"
; SPV-DAG: Name [[SRC:[0-9]+]] "src"
; SPV-DAG: Name [[DST:[0-9]+]] "dst"
; SPV-DAG: Decorate [[HELPER]] VectorComputeFunctionINTEL
; SPV-DAG: Decorate [[HELPER]] StackCallINTEL
; SPV-DAG: Decorate [[HELPER]] SingleElementVectorINTEL{{ *$}}
; SPV-DAG: Decorate [[V]] SingleElementVectorINTEL{{ *$}}
; SPV-DAG: Decorate [[SRC]] FuncParamIOKind 0
; SPV-DAG: Decorate [[DST]] FuncParamIOKind 2
; SPV-DAG: Decorate [[DST]] MediaBlockIOINTEL

; IR: define spir_func "VCSingleElementVector"="0" i32 @helper(i32 "VCSingleElementVector"="0" %v) #[[H:[0-9]+]]
; IR: define spir_kernel void @blend(i32 "VCArgumentIOKind"="0" %src, %opencl.image2d_rw_t addrspace(1)* "VCArgumentIOKind"="2" "VCMediaBlockIO" %dst) #[[B:[0-9]+]]
; IR-DAG: attributes #[[H]] = { {{.*}}"VCFunction" "VCStackCall"{{.*}} }
; IR-DAG: attributes #[[B]] = { {{.*}}"VCFunction" "VCNamedBarrierCount"="4" "VCSLMSize"="1024"{{.*}} }

; NONE: ExtInstImport {{[0-9]+}} "OpenCL.std"
; NONE-NOT: INTEL
; NONE-NOT: FuncParamIOKind

target datalayout = "e-p:64:64-i64:64-n8:16:32"
target triple = "spir64"

%opencl.image2d_rw_t = type opaque

define spir_func "VCSingleElementVector" i32 @helper(i32 "VCSingleElementVector"="0" %v) #0 {
  %r = add i32 %v, 1
  ret i32 %r
}

define spir_kernel void @blend(i32 "VCArgumentIOKind"="0" %src, %opencl.image2d_rw_t addrspace(1)* "VCArgumentIOKind"="2" "VCMediaBlockIO" %dst) #1 {
  %x = call spir_func i32 @helper(i32 %src)
  ret void
}

attributes #0 = { "VCFunction" "VCStackCall" }
attributes #1 = { "VCFunction" "VCSLMSize"="1024" "VCNamedBarrierCount"="4" }
