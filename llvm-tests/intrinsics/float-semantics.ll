; Float intrinsics that llvm-spirv 14 refuses or writes with another meaning, as exact
; sequences (LangRef 14): minimum/maximum propagate NaN and order -0 below +0 (OpenCL
; fmin/fmax do neither, so NaN and equal operands are selected apart); lround/lrint are OpenCL round/rint then a conversion;
; fptosi.sat/fptoui.sat are conversions decorated SaturatedConversion. The inputs are the
; bit patterns of call-test.ll's integers (zeros of both signs, NaNs, denormals, large
; values) and small multiples of 0.25 (ties); NaN results are compared as NaN.
; The module and its translation read back by llvm-spirv-rs -r give the same results under lli.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o %t.spt
; RUN: FileCheck %s --input-file %t.spt
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: opt -verify %t.rev.bc -o /dev/null
; lli cannot select llvm.minimum/maximum: the original runs them as LangRef defines them.
; RUN: llvm-dis %t.bc -o - | sed -e 's/spir_func //' -e '/^target /d' -e 's/@llvm.minimum.f32/@ref_minimum/' -e 's/@llvm.maximum.f32/@ref_maximum/' > %t.orig.ll
; RUN: llvm-dis %t.rev.bc -o - | sed -e 's/spir_func //' -e '/^target /d' > %t.back.ll
; RUN: llvm-link %t.orig.ll %S/../forward/Inputs/call-test.ll %S/Inputs/minimum-maximum.ll -o %t.orig.run.bc
; RUN: llvm-link %t.back.ll %S/../forward/Inputs/call-test.ll %S/Inputs/opencl-float.ll -o %t.back.run.bc
; RUN: lli %t.orig.run.bc > %t.orig.txt
; RUN: lli %t.back.run.bc > %t.back.txt
; RUN: diff %t.orig.txt %t.back.txt
; RUN: count 100 < %t.back.txt

; CHECK-DAG: Decorate [[SAT1:[0-9]+]] SaturatedConversion
; CHECK-DAG: Decorate [[SAT2:[0-9]+]] SaturatedConversion
; CHECK-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} fmin
; CHECK-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} fmax
; CHECK-DAG: Unordered
; CHECK-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} round
; CHECK-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} rint
; CHECK-DAG: ConvertFToS {{[0-9]+}} [[SAT1]]
; CHECK-DAG: ConvertFToU {{[0-9]+}} [[SAT2]]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func i32 @bits(float %x) {
  %i = bitcast float %x to i32
  %nan = fcmp uno float %x, %x
  %r = select i1 %nan, i32 2143289344, i32 %i
  ret i32 %r
}

define spir_func i64 @test(i32 %a, i32 %b) {
entry:
  %fa = bitcast i32 %a to float
  %fb = bitcast i32 %b to float
  %mn = call float @llvm.minimum.f32(float %fa, float %fb)
  %mx = call float @llvm.maximum.f32(float %fa, float %fb)
  %cn = fneg float %fa
  %qa = srem i32 %a, 1000
  %qf = sitofp i32 %qa to float
  %small = fmul float %qf, 2.500000e-01
  %lr = call i32 @llvm.lround.i32.f32(float %small)
  %li = call i32 @llvm.lrint.i32.f32(float %small)
  %ss = call i32 @llvm.fptosi.sat.i32.f32(float %fb)
  %us = call i32 @llvm.fptoui.sat.i32.f32(float %fb)
  %b1 = call i32 @bits(float %mn)
  %b2 = call i32 @bits(float %mx)
  %b3 = call i32 @bits(float %cn)
  %h1 = mul i32 %b1, 31
  %h2 = xor i32 %h1, %b2
  %h3 = mul i32 %h2, 31
  %h4 = xor i32 %h3, %b3
  %h5 = mul i32 %h4, 31
  %h6 = xor i32 %h5, %lr
  %h7 = mul i32 %h6, 31
  %h8 = xor i32 %h7, %li
  %h9 = mul i32 %h8, 31
  %h10 = xor i32 %h9, %us
  %hi = zext i32 %ss to i64
  %hs = shl i64 %hi, 32
  %lo = zext i32 %h10 to i64
  %r = or i64 %hs, %lo
  ret i64 %r
}

declare float @llvm.minimum.f32(float, float)
declare float @llvm.maximum.f32(float, float)
declare i32 @llvm.lround.i32.f32(float)
declare i32 @llvm.lrint.i32.f32(float)
declare i32 @llvm.fptosi.sat.i32.f32(float)
declare i32 @llvm.fptoui.sat.i32.f32(float)
