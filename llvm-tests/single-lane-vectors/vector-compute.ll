; With SPV_INTEL_vector_compute allowed, vectors of any length exist (VectorAnyINTEL), and a
; one-lane vector stays a vector of one component (as llvm-spirv keeps it). spirv-val
; 2023.1 knows no VectorAnyINTEL lengths (it rejects "Illegal number of components (1)"),
; so that output is FileChecked and read back; the output without the extension is validated.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_vector_compute -o %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: opt -verify %t.rev.bc -o /dev/null
; RUN: llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; Without it, the same module is written with scalars.
; RUN: llvm-spirv-rs %t.bc -o %t.plain.spv
; RUN: spirv-val %t.plain.spv
; RUN: llvm-spirv-rs %t.plain.spv -to-text -o - | FileCheck %s --check-prefix=PLAIN
; RUN: llvm-spirv-rs -r %t.plain.spv -o %t.plain.bc
; RUN: opt -verify %t.plain.bc -o /dev/null

; CHECK: Capability VectorAnyINTEL
; CHECK: TypeInt [[INT:[0-9]+]] 32
; CHECK: TypeVector {{[0-9]+}} [[INT]] 1
; LLVM: add <1 x i32>
; PLAIN-NOT: VectorAnyINTEL
; PLAIN-NOT: TypeVector
; PLAIN: IAdd

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func <1 x i32> @f(<1 x i32> %x) {
entry:
  %r = add <1 x i32> %x, <i32 1>
  ret <1 x i32> %r
}
