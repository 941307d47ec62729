; atomicrmw nand has no SPIR-V counterpart.
; RUN: llvm-as %s -o %t.bc
; RUN: not llvm-spirv-rs %t.bc -o %t.spv 2>&1 | FileCheck %s
; CHECK: InvalidInstruction: Can't translate llvm instruction:
; CHECK-NEXT: Atomic nand is not supported in SPIR-V!
; CHECK-NEXT: atomicrmw nand i32 addrspace(1)* %p, i32 42 acq_rel

target triple = "spir64-unknown-unknown"

define spir_func i32 @f(i32 addrspace(1)* %p) {
  %r = atomicrmw nand i32 addrspace(1)* %p, i32 42 acq_rel
  ret i32 %r
}
