; Intrinsics with nothing to translate are dropped (llvm-spirv 14 drops llvm.trap and
; llvm.instrprof.* too): the traps (SPIR-V for OpenCL has no instruction that stops a
; program; the unreachable after a trap stays), profile counters, and prefetch (a hint
; that "has no effect on the behavior of the program", LangRef). llvm.ssa.copy is its
; operand; llvm.canonicalize is "multiplication by 1.0" (LangRef), an OpFMul.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o %t.spt
; RUN: FileCheck %s --input-file %t.spt
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: opt -verify %t.rev.bc -o /dev/null
; RUN: llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM

; CHECK-NOT: llvm.
; CHECK-NOT: FunctionCall
; CHECK: Constant [[FLOAT:[0-9]+]] [[ONE:[0-9]+]] 1065353216
; CHECK: Function
; CHECK: FunctionParameter [[FLOAT]] [[X:[0-9]+]]
; CHECK: FMul [[FLOAT]] {{[0-9]+}} [[X]] [[ONE]]
; CHECK: Unreachable

; LLVM-NOT: call
; LLVM: fmul float %x, 1.000000e+00
; LLVM: unreachable

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

@name = private unnamed_addr constant [1 x i8] zeroinitializer

define spir_func float @f(float %x, i8 addrspace(1)* %p, i1 %c) {
entry:
  call void @llvm.instrprof.increment(i8* getelementptr ([1 x i8], [1 x i8]* @name, i64 0, i64 0), i64 7, i32 1, i32 0)
  call void @llvm.instrprof.increment.step(i8* getelementptr ([1 x i8], [1 x i8]* @name, i64 0, i64 0), i64 7, i32 1, i32 0, i64 2)
  call void @llvm.prefetch.p1i8(i8 addrspace(1)* %p, i32 0, i32 3, i32 1)
  call void @llvm.debugtrap()
  %y = call float @llvm.ssa.copy.f32(float %x)
  %z = call float @llvm.canonicalize.f32(float %y)
  br i1 %c, label %bad, label %ok
bad:
  call void @llvm.ubsantrap(i8 1)
  call void @llvm.trap()
  unreachable
ok:
  ret float %z
}

declare void @llvm.instrprof.increment(i8*, i64, i32, i32)
declare void @llvm.instrprof.increment.step(i8*, i64, i32, i32, i64)
declare void @llvm.prefetch.p1i8(i8 addrspace(1)*, i32, i32, i32)
declare void @llvm.debugtrap()
declare void @llvm.ubsantrap(i8)
declare void @llvm.trap()
declare float @llvm.ssa.copy.f32(float)
declare float @llvm.canonicalize.f32(float)
