; Integer intrinsics that are short sequences (LangRef 14): sshl.sat/ushl.sat saturate
; when shifting back does not give the operand; is.constant is true for a constant operand
; and false otherwise; objectsize is unknown (-1, or 0 with min); flt.rounds is 1 (to
; nearest); experimental.vector.reverse/extract/insert are
; shuffles. The module and its translation read back by llvm-spirv-rs -r give the same
; results under lli for 100 input pairs.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o %t.spt
; RUN: FileCheck %s --input-file %t.spt
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: opt -verify %t.rev.bc -o /dev/null
; RUN: llvm-dis %t.bc -o - | sed -e 's/spir_func //' -e '/^target /d' > %t.orig.ll
; RUN: llvm-dis %t.rev.bc -o - | sed -e 's/spir_func //' -e '/^target /d' > %t.back.ll
; RUN: llvm-link %t.orig.ll %S/../forward/Inputs/call-test.ll -o %t.orig.run.bc
; RUN: llvm-link %t.back.ll %S/../forward/Inputs/call-test.ll -o %t.back.run.bc
; RUN: lli %t.orig.run.bc > %t.orig.txt
; RUN: lli %t.back.run.bc > %t.back.txt
; RUN: diff %t.orig.txt %t.back.txt
; RUN: count 100 < %t.back.txt

; No intrinsic is left as a call.
; CHECK-NOT: FunctionCall
; CHECK-NOT: llvm.
; CHECK: ShiftRightArithmetic
; CHECK: VectorShuffle

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func i64 @test(i32 %a, i32 %b) {
entry:
  %amt = and i32 %b, 31
  %x1 = call i32 @llvm.sshl.sat.i32(i32 %a, i32 %amt)
  %x2 = call i32 @llvm.ushl.sat.i32(i32 %a, i32 %amt)
  %a8 = trunc i32 %a to i8
  %amt8 = trunc i32 %amt to i8
  %s8 = and i8 %amt8, 7
  %x3 = call i8 @llvm.sshl.sat.i8(i8 %a8, i8 %s8)
  %x4 = call i8 @llvm.ushl.sat.i8(i8 %a8, i8 %s8)
  %c1 = call i1 @llvm.is.constant.i32(i32 %a)
  %c2 = call i1 @llvm.is.constant.i32(i32 5)
  %o1 = call i64 @llvm.objectsize.i64.p0i8(i8* null, i1 false, i1 true, i1 false)
  %o2 = call i64 @llvm.objectsize.i64.p0i8(i8* null, i1 true, i1 true, i1 false)
  %fr = call i32 @llvm.flt.rounds()
  %cp = xor i32 %b, 1
  %v0 = insertelement <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i32 %a, i32 0
  %v = insertelement <4 x i32> %v0, i32 %b, i32 3
  %rv = call <4 x i32> @llvm.experimental.vector.reverse.v4i32(<4 x i32> %v)
  %ex = call <2 x i32> @llvm.experimental.vector.extract.v2i32.v4i32(<4 x i32> %rv, i64 2)
  %in = call <4 x i32> @llvm.experimental.vector.insert.v4i32.v2i32(<4 x i32> %v, <2 x i32> %ex, i64 0)
  %r0 = extractelement <4 x i32> %in, i32 0
  %r1 = extractelement <4 x i32> %in, i32 1
  %r3 = extractelement <4 x i32> %in, i32 3
  %e3 = zext i8 %x3 to i32
  %e4 = zext i8 %x4 to i32
  %h1 = mul i32 %x1, 31
  %h2 = xor i32 %h1, %x2
  %h3 = mul i32 %h2, 31
  %h4 = xor i32 %h3, %e3
  %h5 = mul i32 %h4, 31
  %h6 = xor i32 %h5, %e4
  %h7 = mul i32 %h6, 31
  %h8 = xor i32 %h7, %fr
  %h9 = mul i32 %h8, 31
  %h10 = xor i32 %h9, %cp
  %h11 = mul i32 %h10, 31
  %h12 = xor i32 %h11, %r0
  %h13 = mul i32 %h12, 31
  %h14 = xor i32 %h13, %r1
  %h15 = mul i32 %h14, 31
  %h16 = xor i32 %h15, %r3
  %z1 = zext i1 %c1 to i64
  %z2 = zext i1 %c2 to i64
  %s2 = shl i64 %z2, 1
  %ot = add i64 %o1, %o2
  %s3 = shl i64 %ot, 2
  %f1 = or i64 %z1, %s2
  %f2 = xor i64 %f1, %s3
  %hs = shl i64 %f2, 32
  %lo = zext i32 %h16 to i64
  %r = or i64 %hs, %lo
  ret i64 %r
}

declare i32 @llvm.sshl.sat.i32(i32, i32)
declare i32 @llvm.ushl.sat.i32(i32, i32)
declare i8 @llvm.sshl.sat.i8(i8, i8)
declare i8 @llvm.ushl.sat.i8(i8, i8)
declare i1 @llvm.is.constant.i32(i32)
declare i64 @llvm.objectsize.i64.p0i8(i8*, i1, i1, i1)
declare i32 @llvm.flt.rounds()
declare <4 x i32> @llvm.experimental.vector.reverse.v4i32(<4 x i32>)
declare <2 x i32> @llvm.experimental.vector.extract.v2i32.v4i32(<4 x i32>, i64)
declare <4 x i32> @llvm.experimental.vector.insert.v4i32.v2i32(<4 x i32>, <2 x i32>, i64)
