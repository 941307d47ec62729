; Harness self-check: round-trips a tiny spir64 module through LLVM's
; assembler and disassembler (our translator is not used).
;
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-dis %t.bc -o - | FileCheck %s

; CHECK: target triple = "spir64-unknown-unknown"
; CHECK: define spir_kernel void @add_one(i32 addrspace(1)* %buf)
; CHECK: load i32, i32 addrspace(1)* %buf
; CHECK: add nsw i32 %{{.*}}, 1
; CHECK: ret void

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @add_one(i32 addrspace(1)* %buf) {
entry:
  %v = load i32, i32 addrspace(1)* %buf, align 4
  %r = add nsw i32 %v, 1
  store i32 %r, i32 addrspace(1)* %buf, align 4
  ret void
}
