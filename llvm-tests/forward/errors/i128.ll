; SPIR-V has no 128-bit integers.
; RUN: llvm-as %s -o %t.bc
; RUN: not llvm-spirv-rs %t.bc -o %t.spv 2>&1 | FileCheck %s
; CHECK: in function 'f': InvalidBitWidth: Invalid bit width in input: 128

target triple = "spir64-unknown-unknown"

define spir_func i128 @f(i128 %x) {
  ret i128 %x
}
