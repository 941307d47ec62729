; The static rounding mode of llvm.experimental.constrained.fma and .fmuladd (LangRef: the
; result is rounded as the rounding-mode argument says) is an FPRoundingMode decoration of the
; instruction that makes the result: the OpenCL.std fma, and the addition of the unfused
; multiply-add (the multiplication, an intermediate, keeps the default); round.dynamic gives
; none. (tonearest RTE 0, towardzero RTZ 1, upward RTP 2, downward RTN 3.)
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: opt -verify %t.rev.bc -o /dev/null

; CHECK-DAG: Name [[FZ:[0-9]+]] "fz"
; CHECK-DAG: Name [[FU:[0-9]+]] "fu"
; CHECK-DAG: Name [[FD:[0-9]+]] "fd"
; CHECK-DAG: Name [[MN:[0-9]+]] "mn"
; CHECK-DAG: Name [[MD:[0-9]+]] "md"
; CHECK-DAG: Decorate [[FZ]] FPRoundingMode 1
; CHECK-DAG: Decorate [[FU]] FPRoundingMode 2
; CHECK-DAG: Decorate [[MN]] FPRoundingMode 0
; CHECK-NOT: Decorate [[FD]] FPRoundingMode
; CHECK-NOT: Decorate [[MD]] FPRoundingMode
; CHECK: ExtInst {{[0-9]+}} [[FZ]] {{[0-9]+}} fma
; CHECK: ExtInst {{[0-9]+}} [[FU]] {{[0-9]+}} fma
; CHECK: ExtInst {{[0-9]+}} [[FD]] {{[0-9]+}} fma
; CHECK: FMul {{[0-9]+}} [[M1:[0-9]+]]
; CHECK-NEXT: FAdd {{[0-9]+}} [[MN]] [[M1]]
; CHECK: FMul {{[0-9]+}} [[M2:[0-9]+]]
; CHECK-NEXT: FAdd {{[0-9]+}} [[MD]] [[M2]]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func double @f(double %a, double %b, double %c) #0 {
entry:
  %fz = call double @llvm.experimental.constrained.fma.f64(double %a, double %b, double %c, metadata !"round.towardzero", metadata !"fpexcept.ignore") #0
  %fu = call double @llvm.experimental.constrained.fma.f64(double %fz, double %b, double %c, metadata !"round.upward", metadata !"fpexcept.strict") #0
  %fd = call double @llvm.experimental.constrained.fma.f64(double %fu, double %b, double %c, metadata !"round.dynamic", metadata !"fpexcept.strict") #0
  %mn = call double @llvm.experimental.constrained.fmuladd.f64(double %fd, double %b, double %c, metadata !"round.tonearest", metadata !"fpexcept.ignore") #0
  %md = call double @llvm.experimental.constrained.fmuladd.f64(double %mn, double %b, double %c, metadata !"round.dynamic", metadata !"fpexcept.ignore") #0
  ret double %md
}

declare double @llvm.experimental.constrained.fma.f64(double, double, double, metadata, metadata)
declare double @llvm.experimental.constrained.fmuladd.f64(double, double, double, metadata, metadata)

attributes #0 = { strictfp }
