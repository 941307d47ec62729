; Indirect calls and function pointers need SPV_INTEL_function_pointers, inline assembly
; SPV_INTEL_inline_assembly; variadic functions other than printf do not exist in SPIR-V.
; RUN: split-file %s %t
; RUN: llvm-as %t/indirect.ll -o %t/indirect.bc
; RUN: not llvm-spirv-rs %t/indirect.bc -o %t/x.spv 2>&1 | FileCheck %s --check-prefix=INDIRECT
; RUN: llvm-as %t/asm.ll -o %t/asm.bc
; RUN: not llvm-spirv-rs %t/asm.bc -o %t/x.spv 2>&1 | FileCheck %s --check-prefix=ASM
; RUN: llvm-as %t/variadic.ll -o %t/variadic.bc
; RUN: not llvm-spirv-rs %t/variadic.bc -o %t/x.spv 2>&1 | FileCheck %s --check-prefix=VARIADIC
; INDIRECT: SPV_INTEL_function_pointers
; ASM: SPV_INTEL_inline_assembly
; VARIADIC: SPIR-V has no variadic functions (only printf is variadic in OpenCL C)

;--- indirect.ll
target triple = "spir64-unknown-unknown"
define spir_func i32 @f(i32 (i32)* %fp) {
  %r = call i32 %fp(i32 1)
  ret i32 %r
}

;--- asm.ll
target triple = "spir64-unknown-unknown"
define spir_func i32 @f(i32 %x) {
  %r = call i32 asm "foo $0", "=r,r"(i32 %x)
  ret i32 %r
}

;--- variadic.ll
target triple = "spir64-unknown-unknown"
declare spir_func i32 @v(i32, ...)
define spir_func i32 @f() {
  %r = call spir_func i32 (i32, ...) @v(i32 1, i32 2)
  ret i32 %r
}
