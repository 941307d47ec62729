; dereferenceable(N) on a pointer parameter ↔ MaxByteOffset N (the SPIR-V spec: "Max Byte Offset
; ... the largest byte offset that an access through this pointer may reach", what LLVM's
; dereferenceable promises of the bytes from the pointer); align(N) stays Alignment N.
; dereferenceable_or_null promises nothing for a null pointer, so it has no decoration.
; Reverse: MaxByteOffset N is dereferenceable(N) again.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: opt -verify -disable-output %t.rev.bc
; RUN: llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=REV

; CHECK-DAG: Name [[P:[0-9]+]] "p"
; CHECK-DAG: Name [[Q:[0-9]+]] "q"
; CHECK-DAG: Decorate [[P]] MaxByteOffset 64
; CHECK-DAG: Decorate [[P]] Alignment 16
; CHECK-NOT: Decorate [[Q]] MaxByteOffset

; REV: define spir_func void @fill(i32 addrspace(1)* align 16 dereferenceable(64) %p, i32 addrspace(1)* %q)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func void @fill(i32 addrspace(1)* align 16 dereferenceable(64) %p, i32 addrspace(1)* dereferenceable_or_null(32) %q) {
entry:
  store i32 1, i32 addrspace(1)* %p, align 16
  store i32 2, i32 addrspace(1)* %q, align 4
  ret void
}
