; Only spir and spir64 modules translate; anything else is an error naming the triple.
; RUN: llvm-as %s -o %t.bc
; RUN: not llvm-spirv-rs %t.bc -o %t.spv 2>&1 | FileCheck %s
; CHECK: unsupported target triple 'x86_64-unknown-linux-gnu'
; CHECK-SAME: spir or spir64

target triple = "x86_64-unknown-linux-gnu"

define void @f() {
  ret void
}
