; Intrinsics on vectors and fixed-point numbers that were refused, written from LangRef 14
; (src/llvm_to_spirv/intrinsics/lanes.rs): fixed point {s,u}{mul,div}.fix[.sat] on 64-bit
; intermediates (rounding of an inexact result is unspecified; .sat clamps to the type's
; range); matrix transpose/multiply/column.major.load/store (column-major: element (i, j) at
; lane j*R + i, at ptr + j*stride + i); experimental.stepvector; experimental.vector.splice
; (lanes imm .. imm+N of the concatenation, N+imm for a negative imm); get.active.lane.mask
; (base + i < n without overflow); vp.* (an inactive lane - mask bit clear, or index at or
; above the vector length - is poison, must not divide by zero, and is the neutral value in a
; reduction; merge takes the second value at and above the pivot).
; The round trip, run under lli for 100 input pairs, gives the values of an independent model
; of these LangRef definitions (Inputs/lanes-and-fixed-point.model.py, which printed
; Inputs/lanes-and-fixed-point.expected). (lli cannot run the original: LLVM 14's x86 backend
; selects neither the matrix intrinsics nor vp.merge.)
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o %t.spt
; RUN: FileCheck %s --input-file %t.spt
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: opt -verify %t.rev.bc -o /dev/null
; RUN: llvm-spirv-14 -r %t.spv -o %t.inc.bc
; RUN: opt -verify %t.inc.bc -o /dev/null
; RUN: llvm-dis %t.rev.bc -o - | sed -e 's/spir_func //' -e '/^target /d' > %t.back.ll
; RUN: llvm-link %t.back.ll %S/../forward/Inputs/call-test.ll -o %t.back.run.bc
; RUN: lli %t.back.run.bc > %t.back.txt
; RUN: diff %S/Inputs/lanes-and-fixed-point.expected %t.back.txt

; No intrinsic is left as a call.
; CHECK-NOT: FunctionCall
; CHECK-NOT: llvm.
; CHECK: IMul
; CHECK: ShiftRightArithmetic
; CHECK: VectorShuffle

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func i64 @mix(i64 %acc, i32 %v) {
  %m = mul i64 %acc, 1000003
  %z = zext i32 %v to i64
  %r = xor i64 %m, %z
  ret i64 %r
}

define spir_func i64 @test(i32 %a, i32 %b) {
entry:
  ; fixed point: b | 1 keeps divisors non-zero; the non-saturating results fit.
  %bnz = or i32 %b, 1
  %a8 = ashr i32 %a, 24
  %b8 = ashr i32 %bnz, 24
  %b8nz = or i32 %b8, 1
  %f1 = call i32 @llvm.smul.fix.i32(i32 %a8, i32 %b8, i32 4)
  %f2 = call i32 @llvm.umul.fix.sat.i32(i32 %a, i32 %b, i32 16)
  %f3 = call i32 @llvm.smul.fix.sat.i32(i32 %a, i32 %b, i32 31)
  %f4 = call i32 @llvm.sdiv.fix.sat.i32(i32 %a, i32 %bnz, i32 8)
  %a8u = lshr i32 %a, 24
  %f5 = call i32 @llvm.udiv.fix.i32(i32 %a8u, i32 %bnz, i32 3)
  %a16 = trunc i32 %a to i16
  %b16 = trunc i32 %b to i16
  %f6 = call i16 @llvm.smul.fix.sat.i16(i16 %a16, i16 %b16, i32 7)
  %f6z = zext i16 %f6 to i32
  %h1 = call i64 @mix(i64 0, i32 %f1)
  %h2 = call i64 @mix(i64 %h1, i32 %f2)
  %h3 = call i64 @mix(i64 %h2, i32 %f3)
  %h4 = call i64 @mix(i64 %h3, i32 %f4)
  %h5 = call i64 @mix(i64 %h4, i32 %f5)
  %h6 = call i64 @mix(i64 %h5, i32 %f6z)
  ; matrices: A = 2x2 (a, b, a+1, b-1 column-major), B = 2x2.
  %v0 = insertelement <4 x i32> undef, i32 %a, i32 0
  %v1 = insertelement <4 x i32> %v0, i32 %b, i32 1
  %a1 = add i32 %a, 1
  %bm = sub i32 %b, 1
  %v2 = insertelement <4 x i32> %v1, i32 %a1, i32 2
  %m = insertelement <4 x i32> %v2, i32 %bm, i32 3
  %t = call <4 x i32> @llvm.matrix.transpose.v4i32(<4 x i32> %m, i32 2, i32 2)
  %p = call <4 x i32> @llvm.matrix.multiply.v4i32.v4i32.v4i32(<4 x i32> %m, <4 x i32> %t, i32 2, i32 2, i32 2)
  %buf = alloca [8 x i32]
  %base = getelementptr [8 x i32], [8 x i32]* %buf, i64 0, i64 0
  store [8 x i32] zeroinitializer, [8 x i32]* %buf
  call void @llvm.matrix.column.major.store.v4i32.i64(<4 x i32> %p, i32* %base, i64 3, i1 false, i32 2, i32 2)
  %l = call <4 x i32> @llvm.matrix.column.major.load.v4i32.i64(i32* %base, i64 3, i1 true, i32 2, i32 2)
  %at4 = getelementptr i32, i32* %base, i64 4
  %gap = load i32, i32* %at4
  %p0 = extractelement <4 x i32> %l, i32 0
  %p1 = extractelement <4 x i32> %l, i32 1
  %p2 = extractelement <4 x i32> %l, i32 2
  %p3 = extractelement <4 x i32> %l, i32 3
  %h7 = call i64 @mix(i64 %h6, i32 %p0)
  %h8 = call i64 @mix(i64 %h7, i32 %p1)
  %h9 = call i64 @mix(i64 %h8, i32 %p2)
  %h10 = call i64 @mix(i64 %h9, i32 %p3)
  %h11 = call i64 @mix(i64 %h10, i32 %gap)
  ; stepvector, splice, active lane mask.
  %s = call <4 x i32> @llvm.experimental.stepvector.v4i32()
  %sp = call <4 x i32> @llvm.experimental.vector.splice.v4i32(<4 x i32> %m, <4 x i32> %s, i32 -3)
  %sp2 = call <4 x i32> @llvm.experimental.vector.splice.v4i32(<4 x i32> %sp, <4 x i32> %m, i32 1)
  %an = and i32 %a, 7
  %bn = and i32 %b, 7
  %mask = call <4 x i1> @llvm.get.active.lane.mask.v4i1.i32(i32 %an, i32 %bn)
  %mw = zext <4 x i1> %mask to <4 x i32>
  %x1 = add <4 x i32> %sp2, %mw
  ; vp: lanes below evl = b & 3, mask = the active lane mask.
  %evl = and i32 %b, 3
  %va = call <4 x i32> @llvm.vp.add.v4i32(<4 x i32> %x1, <4 x i32> %m, <4 x i1> <i1 true, i1 true, i1 true, i1 true>, i32 4)
  %vd = call <4 x i32> @llvm.vp.udiv.v4i32(<4 x i32> %va, <4 x i32> %mw, <4 x i1> %mask, i32 4)
  %vm = call <4 x i32> @llvm.vp.merge.v4i32(<4 x i1> %mask, <4 x i32> %vd, <4 x i32> %s, i32 %evl)
  %r1 = call i32 @llvm.vp.reduce.add.v4i32(i32 %a, <4 x i32> %vm, <4 x i1> %mask, i32 %evl)
  %r2 = call i32 @llvm.vp.reduce.xor.v4i32(i32 %b, <4 x i32> %va, <4 x i1> <i1 true, i1 false, i1 true, i1 true>, i32 3)
  %r3 = call i32 @llvm.vp.reduce.mul.v4i32(i32 3, <4 x i32> %s, <4 x i1> <i1 false, i1 true, i1 true, i1 true>, i32 %evl)
  %r4 = call i32 @llvm.vp.reduce.and.v4i32(i32 -1, <4 x i32> %va, <4 x i1> %mask, i32 %evl)
  %h12 = call i64 @mix(i64 %h11, i32 %r1)
  %h13 = call i64 @mix(i64 %h12, i32 %r2)
  %h14 = call i64 @mix(i64 %h13, i32 %r3)
  %h15 = call i64 @mix(i64 %h14, i32 %r4)
  %e0 = extractelement <4 x i32> %vm, i32 0
  %e3 = extractelement <4 x i32> %vm, i32 3
  %h16 = call i64 @mix(i64 %h15, i32 %e3)
  ret i64 %h16
}

declare i32 @llvm.smul.fix.i32(i32, i32, i32)
declare i32 @llvm.umul.fix.sat.i32(i32, i32, i32)
declare i32 @llvm.smul.fix.sat.i32(i32, i32, i32)
declare i32 @llvm.sdiv.fix.sat.i32(i32, i32, i32)
declare i32 @llvm.udiv.fix.i32(i32, i32, i32)
declare i16 @llvm.smul.fix.sat.i16(i16, i16, i32)
declare <4 x i32> @llvm.matrix.transpose.v4i32(<4 x i32>, i32, i32)
declare <4 x i32> @llvm.matrix.multiply.v4i32.v4i32.v4i32(<4 x i32>, <4 x i32>, i32, i32, i32)
declare void @llvm.matrix.column.major.store.v4i32.i64(<4 x i32>, i32*, i64, i1, i32, i32)
declare <4 x i32> @llvm.matrix.column.major.load.v4i32.i64(i32*, i64, i1, i32, i32)
declare <4 x i32> @llvm.experimental.stepvector.v4i32()
declare <4 x i32> @llvm.experimental.vector.splice.v4i32(<4 x i32>, <4 x i32>, i32)
declare <4 x i1> @llvm.get.active.lane.mask.v4i1.i32(i32, i32)
declare <4 x i32> @llvm.vp.add.v4i32(<4 x i32>, <4 x i32>, <4 x i1>, i32)
declare <4 x i32> @llvm.vp.udiv.v4i32(<4 x i32>, <4 x i32>, <4 x i1>, i32)
declare <4 x i32> @llvm.vp.merge.v4i32(<4 x i1>, <4 x i32>, <4 x i32>, i32)
declare i32 @llvm.vp.reduce.add.v4i32(i32, <4 x i32>, <4 x i1>, i32)
declare i32 @llvm.vp.reduce.xor.v4i32(i32, <4 x i32>, <4 x i1>, i32)
declare i32 @llvm.vp.reduce.mul.v4i32(i32, <4 x i32>, <4 x i1>, i32)
declare i32 @llvm.vp.reduce.and.v4i32(i32, <4 x i32>, <4 x i1>, i32)
