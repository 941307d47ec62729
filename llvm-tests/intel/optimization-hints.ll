; SPV_INTEL_optimization_hints is in llvm-spirv's extension list (the Intel predecessor of
; SPV_KHR_expect_assume), so --spirv-ext takes it; llvm.expect and llvm.assume need
; SPV_KHR_expect_assume for OpExpectKHR / OpAssumeTrueKHR, so with only the Intel name
; allowed the expectation is its value and the assumption is dropped (nothing declares the
; Intel extension). With SPV_KHR_expect_assume both are instructions.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_optimization_hints -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s --check-prefix=HINTS
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_optimization_hints,+SPV_KHR_expect_assume -o %t.khr.spv
; RUN: spirv-val %t.khr.spv
; RUN: llvm-spirv-rs %t.khr.spv -to-text -o - | FileCheck %s --check-prefix=KHR

; HINTS-NOT: Extension
; HINTS-NOT: ExpectKHR
; HINTS-NOT: AssumeTrueKHR
; HINTS: FunctionParameter {{[0-9]+}} [[A:[0-9]+]]
; HINTS: IEqual {{[0-9]+}} {{[0-9]+}} [[A]]
; HINTS: FunctionEnd

; KHR-DAG: Extension "SPV_KHR_expect_assume"
; KHR-NOT: SPV_INTEL_optimization_hints
; KHR: AssumeTrueKHR
; KHR: ExpectKHR

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func i32 @f(i32 %a, i1 %c) {
  call void @llvm.assume(i1 %c)
  %e = call i32 @llvm.expect.i32(i32 %a, i32 5)
  %c2 = icmp eq i32 %e, 5
  %r = select i1 %c2, i32 1, i32 %e
  ret i32 %r
}

declare void @llvm.assume(i1)
declare i32 @llvm.expect.i32(i32, i32)
