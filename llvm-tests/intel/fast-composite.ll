; SPV_INTEL_fast_composite: a vector-compute kernel with the `VCFCEntry` attribute gets the
; execution mode FastCompositeKernelINTEL (6088, no literal), which needs the capability
; FastCompositeINTEL (6093) and the extension; the reverse gives the attribute back (also from
; llvm-spirv's output). Without the extension the attribute is dropped (the mode is a hint
; about how composites may be lowered; the kernel means the same). The mode needs only its own
; extension, not SPV_INTEL_vector_compute (as in llvm-spirv). spirv-val 2023.1 does not
; know capability 6093, so the output is checked with FileCheck and read back by both readers.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_vector_compute,+SPV_INTEL_fast_composite -o %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv
; RUN: llvm-dis %t.spv.inc.bc -o - | FileCheck %s --check-prefix=REV
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: opt -verify -disable-output %t.rev.bc
; RUN: llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=REV
; RUN: llvm-spirv-14 %t.bc --spirv-ext=+SPV_INTEL_vector_compute,+SPV_INTEL_fast_composite -o %t.inc.spv
; RUN: llvm-spirv-rs -r %t.inc.spv -o - | llvm-dis | FileCheck %s --check-prefix=REV
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_fast_composite -spirv-text -o - | FileCheck %s --check-prefix=ONLY
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_vector_compute -o %t.noext.spv
; RUN: spirv-val %t.noext.spv
; RUN: llvm-spirv-rs %t.noext.spv -to-text -o - | FileCheck %s --check-prefix=NOEXT

; ONLY-DAG: Capability FastCompositeINTEL
; ONLY-DAG: Extension "SPV_INTEL_fast_composite"
; ONLY-DAG: EntryPoint 6 [[OK:[0-9]+]] "fast"
; ONLY-DAG: 3 ExecutionMode [[OK]] 6088
; ONLY-NOT: VectorComputeINTEL
; ONLY-NOT: SPV_INTEL_vector_compute

; CHECK-DAG: Capability FastCompositeINTEL
; CHECK-DAG: Extension "SPV_INTEL_fast_composite"
; CHECK-DAG: EntryPoint 6 [[K:[0-9]+]] "fast"
; CHECK-DAG: EntryPoint 6 [[P:[0-9]+]] "plain"
; CHECK-DAG: 3 ExecutionMode [[K]] 6088
; CHECK-NOT: ExecutionMode [[P]] 6088

; REV: define spir_kernel void @fast() #[[FAST:[0-9]+]]
; REV: define spir_kernel void @plain() #[[PLAIN:[0-9]+]]
; REV-DAG: attributes #[[FAST]] = { {{.*}}"VCFCEntry"
; REV-DAG: attributes #[[PLAIN]] = { {{[^V]*}}"VCFunction" }

; NOEXT-NOT: FastComposite
; NOEXT-NOT: 6088

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @fast() #0 {
  ret void
}

define spir_kernel void @plain() #1 {
  ret void
}

attributes #0 = { "VCFunction" "VCFCEntry" }
attributes #1 = { "VCFunction" }
