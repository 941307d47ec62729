; An intrinsic we do not translate is an error naming it, as llvm-spirv words it (also one
; of a target LLVM was built without, which has no intrinsic id).
; RUN: llvm-as %s -o %t.bc
; RUN: not llvm-spirv-rs %t.bc -o %t.spv 2>&1 | FileCheck %s
; CHECK: InvalidFunctionCall: Unexpected llvm intrinsic:
; CHECK-NEXT: llvm.genx.thing.i32

target triple = "spir64-unknown-unknown"

define spir_func i32 @f(i32 %x) {
  %s = call i32 @llvm.genx.thing.i32(i32 %x)
  ret i32 %s
}

declare i32 @llvm.genx.thing.i32(i32)
