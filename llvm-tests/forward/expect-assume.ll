; llvm.expect → OpExpectKHR and llvm.assume → OpAssumeTrueKHR when SPV_KHR_expect_assume is
; allowed; otherwise expect is its value and assume is dropped.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_KHR_expect_assume -spirv-text -o - | FileCheck %s --check-prefix=EXT
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=NOEXT
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_KHR_expect_assume -o %t.ext.spv
; RUN: spirv-val %t.ext.spv
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-14 -r %t.spv -o %t.rev.bc
; RUN: opt -verify %t.rev.bc -o /dev/null

; EXT-DAG: Capability ExpectAssumeKHR
; EXT-DAG: Extension "SPV_KHR_expect_assume"
; EXT-DAG: Constant {{[0-9]+}} [[ONE:[0-9]+]] 1 0
; EXT: FunctionParameter {{[0-9]+}} [[X:[0-9]+]]
; EXT: ExpectKHR {{[0-9]+}} [[E:[0-9]+]] [[X]] [[ONE]]
; EXT: INotEqual {{[0-9]+}} [[C:[0-9]+]] [[E]]
; EXT: AssumeTrueKHR [[C]]
; NOEXT-NOT: ExpectAssumeKHR
; NOEXT-NOT: Extension
; NOEXT: FunctionParameter {{[0-9]+}} [[X:[0-9]+]]
; NOEXT: INotEqual {{[0-9]+}} {{[0-9]+}} [[X]]
; NOEXT-NOT: AssumeTrueKHR
; NOEXT: ReturnValue

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func i32 @f(i64 %x) {
  %e = call i64 @llvm.expect.i64(i64 %x, i64 1)
  %c = icmp ne i64 %e, 0
  call void @llvm.assume(i1 %c)
  %r = zext i1 %c to i32
  ret i32 %r
}

declare i64 @llvm.expect.i64(i64, i64)
declare void @llvm.assume(i1)
