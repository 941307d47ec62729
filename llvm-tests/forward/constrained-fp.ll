; Constrained floating-point intrinsics: the operation, with FPRoundingMode for a static
; rounding mode (tonearest RTE 0, towardzero RTZ 1, upward RTP 2, downward RTN 3; dynamic:
; none); comparisons by their predicate; fmuladd unfused.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-14 -r %t.spv -o %t.rev.bc
; RUN: opt -verify %t.rev.bc -o /dev/null

; CHECK-DAG: Name [[ADD:[0-9]+]] "add"
; CHECK-DAG: Name [[DIV:[0-9]+]] "div"
; CHECK-DAG: Name [[SF:[0-9]+]] "sf"
; CHECK-DAG: Name [[UF:[0-9]+]] "uf"
; CHECK-DAG: Name [[FT:[0-9]+]] "ft"
; CHECK-DAG: Name [[FS:[0-9]+]] "fs"
; CHECK-DAG: Name [[MA:[0-9]+]] "ma"
; CHECK-DAG: Decorate [[ADD]] FPRoundingMode 0
; CHECK-DAG: Decorate [[DIV]] FPRoundingMode 1
; CHECK-DAG: Decorate [[SF]] FPRoundingMode 2
; CHECK-DAG: Decorate [[UF]] FPRoundingMode 3
; CHECK-NOT: Decorate [[FT]] FPRoundingMode
; CHECK-NOT: Decorate [[FS]] FPRoundingMode
; CHECK: FAdd {{[0-9]+}} [[ADD]]
; CHECK: ExtInst {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} fma
; CHECK: FMul {{[0-9]+}} [[M:[0-9]+]]
; CHECK-NEXT: FAdd {{[0-9]+}} [[MA]] [[M]]
; CHECK: FDiv {{[0-9]+}} [[DIV]]
; CHECK: ExtInst {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} sqrt
; CHECK: ConvertSToF {{[0-9]+}} [[SF]]
; CHECK: ConvertUToF {{[0-9]+}} [[UF]]
; CHECK: FConvert {{[0-9]+}} [[FT]]
; CHECK: ConvertFToS {{[0-9]+}} [[FS]]
; CHECK: FOrdLessThan
; CHECK: FUnordNotEqual

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func i1 @f(float %a, float %b, i32 %i, double %d) #0 {
  %add = call float @llvm.experimental.constrained.fadd.f32(float %a, float %b, metadata !"round.tonearest", metadata !"fpexcept.strict") #0
  %fma = call float @llvm.experimental.constrained.fma.f32(float %add, float %b, float %a, metadata !"round.dynamic", metadata !"fpexcept.strict") #0
  %ma = call float @llvm.experimental.constrained.fmuladd.f32(float %fma, float %b, float %a, metadata !"round.dynamic", metadata !"fpexcept.strict") #0
  %div = call float @llvm.experimental.constrained.fdiv.f32(float %ma, float %b, metadata !"round.towardzero", metadata !"fpexcept.strict") #0
  %sq = call float @llvm.experimental.constrained.sqrt.f32(float %div, metadata !"round.tonearest", metadata !"fpexcept.strict") #0
  %sf = call float @llvm.experimental.constrained.sitofp.f32.i32(i32 %i, metadata !"round.upward", metadata !"fpexcept.ignore") #0
  %uf = call float @llvm.experimental.constrained.uitofp.f32.i32(i32 %i, metadata !"round.downward", metadata !"fpexcept.ignore") #0
  %ft = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %d, metadata !"round.dynamic", metadata !"fpexcept.ignore") #0
  %fs = call i32 @llvm.experimental.constrained.fptosi.i32.f32(float %sq, metadata !"fpexcept.ignore") #0
  %c1 = call i1 @llvm.experimental.constrained.fcmps.f32(float %sf, float %uf, metadata !"olt", metadata !"fpexcept.strict") #0
  %c2 = call i1 @llvm.experimental.constrained.fcmp.f32(float %ft, float %sq, metadata !"une", metadata !"fpexcept.strict") #0
  %r = and i1 %c1, %c2
  ret i1 %r
}

declare float @llvm.experimental.constrained.fadd.f32(float, float, metadata, metadata)
declare float @llvm.experimental.constrained.fma.f32(float, float, float, metadata, metadata)
declare float @llvm.experimental.constrained.fmuladd.f32(float, float, float, metadata, metadata)
declare float @llvm.experimental.constrained.fdiv.f32(float, float, metadata, metadata)
declare float @llvm.experimental.constrained.sqrt.f32(float, metadata, metadata)
declare float @llvm.experimental.constrained.sitofp.f32.i32(i32, metadata, metadata)
declare float @llvm.experimental.constrained.uitofp.f32.i32(i32, metadata, metadata)
declare float @llvm.experimental.constrained.fptrunc.f32.f64(double, metadata, metadata)
declare i32 @llvm.experimental.constrained.fptosi.i32.f32(float, metadata)
declare i1 @llvm.experimental.constrained.fcmps.f32(float, float, metadata, metadata)
declare i1 @llvm.experimental.constrained.fcmp.f32(float, float, metadata, metadata)

attributes #0 = { strictfp }
