; spir → Physical32 (1), spir64 → Physical64 (2); spirv32/spirv64 are accepted the same way,
; and a module without a triple takes the pointer width of its data layout; the
; !spirv.MemoryModel of SPIR-V-friendly IR wins. OpenCL.std is always imported, first.
; RUN: split-file %s %t
; RUN: llvm-as %t/spir.ll -o %t/spir.bc
; RUN: llvm-spirv-rs %t/spir.bc -spirv-text -o - | FileCheck %s --check-prefix=P32
; RUN: llvm-as %t/spirv64.ll -o %t/spirv64.bc
; RUN: llvm-spirv-rs %t/spirv64.bc -spirv-text -o - | FileCheck %s --check-prefix=P64
; RUN: llvm-as %t/none.ll -o %t/none.bc
; RUN: llvm-spirv-rs %t/none.bc -spirv-text -o - | FileCheck %s --check-prefix=P64
; RUN: llvm-as %t/none32.ll -o %t/none32.bc
; RUN: llvm-spirv-rs %t/none32.bc -spirv-text -o - | FileCheck %s --check-prefix=P32
; RUN: llvm-as %t/mm.ll -o %t/mm.bc
; RUN: llvm-spirv-rs %t/mm.bc -spirv-text -o - | FileCheck %s --check-prefix=P32
; RUN: llvm-spirv-rs %t/none.bc -o %t/none.spv
; RUN: spirv-val %t/none.spv
; RUN: llvm-spirv-rs %t/spir.bc -o %t/spir.spv
; RUN: spirv-val %t/spir.spv
; RUN: llvm-spirv-rs %t/spirv64.bc -o %t/spirv64.spv
; RUN: spirv-val %t/spirv64.spv
; RUN: bash %S/../Inputs/incumbent-reads.sh %t/none.spv %t/spir.spv %t/spirv64.spv

; P32: ExtInstImport 1 "OpenCL.std"
; P32-NEXT: MemoryModel 1 2
; P64: ExtInstImport 1 "OpenCL.std"
; P64-NEXT: MemoryModel 2 2

;--- spir.ll
target triple = "spir-unknown-unknown"
;--- spirv64.ll
target triple = "spirv64-unknown-unknown"
;--- none.ll
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
;--- none32.ll
target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
;--- mm.ll
target triple = "spir64-unknown-unknown"
!spirv.MemoryModel = !{!0}
!0 = !{i32 1, i32 2}
