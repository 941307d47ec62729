; Arithmetic on i1 and vectors of i1, found invalid by llvm-stress fuzzing (SPIR-V's integer
; instructions take no booleans), and the integer reductions of <N x i1>. LangRef: add, sub and
; mul compute "modulo 2^n" (n = 1: xor, xor, and); a division by 0 is undefined and `sdiv` of
; -1 by -1 overflows, so the only defined divisor is true and udiv/sdiv give the dividend and
; urem/srem give false; a shift by an amount not below the width is poison, so shifts give the
; shifted value. Reductions: add is xor, mul is and; unsigned, true (1) is the larger; signed,
; true (-1) is the smaller. And select of a struct or array, element by element (spirv-val
; accepts OpSelect of composites in no Kernel module).
; The module and its round trip give the same results under lli for 100 input pairs, each
; bit of the result one of the values above.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o %t.spt
; RUN: FileCheck %s --input-file %t.spt
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: opt -verify %t.rev.bc -o /dev/null
; RUN: llvm-spirv-14 -r %t.spv -o %t.inc.bc
; RUN: opt -verify %t.inc.bc -o /dev/null
; RUN: llvm-dis %t.bc -o - | sed -e 's/spir_func //' -e '/^target /d' > %t.orig.ll
; RUN: llvm-dis %t.rev.bc -o - | sed -e 's/spir_func //' -e '/^target /d' > %t.back.ll
; RUN: llvm-link %t.orig.ll %S/../Inputs/call-test.ll -o %t.orig.run.bc
; RUN: llvm-link %t.back.ll %S/../Inputs/call-test.ll -o %t.back.run.bc
; RUN: lli %t.orig.run.bc > %t.orig.txt
; RUN: lli %t.back.run.bc > %t.back.txt
; RUN: diff %t.orig.txt %t.back.txt
; RUN: count 100 < %t.back.txt
; RUN: FileCheck %s --check-prefix=VAL --input-file %t.back.txt

; No integer instruction on booleans.
; CHECK-NOT: IAdd {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} {{[0-9]+}}{{$}}
; CHECK: LogicalNotEqual
; CHECK: LogicalAnd
; CHECK-NOT: Select {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} {{[0-9]+}}{{$}}
; CHECK: CompositeInsert

; a = 1, b = -1 (all bits set): bits 0..3 of a are 1,0,0,0; of b all 1.
; add/sub: a^b = 0,1,1,1; mul: a&b = 1,0,0,0; reductions of a: add 1, mul 0, smax 0, smin 1,
; umax 1, umin 0; select picks (b&1) = 1: the first struct, {a, [b, a]}.
; VAL: 1 -1 -> fff11d3e001f134c

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

%S = type { i32, [2 x i32] }

define spir_func <4 x i1> @bits(i32 %x) {
  %b0 = trunc i32 %x to i1
  %x1 = lshr i32 %x, 1
  %b1 = trunc i32 %x1 to i1
  %x2 = lshr i32 %x, 2
  %b2 = trunc i32 %x2 to i1
  %x3 = lshr i32 %x, 3
  %b3 = trunc i32 %x3 to i1
  %v0 = insertelement <4 x i1> undef, i1 %b0, i32 0
  %v1 = insertelement <4 x i1> %v0, i1 %b1, i32 1
  %v2 = insertelement <4 x i1> %v1, i1 %b2, i32 2
  %v3 = insertelement <4 x i1> %v2, i1 %b3, i32 3
  ret <4 x i1> %v3
}

define spir_func i64 @pack(<4 x i1> %v, i64 %acc) {
  %e0 = extractelement <4 x i1> %v, i32 0
  %e1 = extractelement <4 x i1> %v, i32 1
  %e2 = extractelement <4 x i1> %v, i32 2
  %e3 = extractelement <4 x i1> %v, i32 3
  %z0 = zext i1 %e0 to i64
  %z1 = zext i1 %e1 to i64
  %z2 = zext i1 %e2 to i64
  %z3 = zext i1 %e3 to i64
  %s1 = shl i64 %z1, 1
  %s2 = shl i64 %z2, 2
  %s3 = shl i64 %z3, 3
  %o1 = or i64 %z0, %s1
  %o2 = or i64 %o1, %s2
  %o3 = or i64 %o2, %s3
  %a4 = shl i64 %acc, 4
  %r = or i64 %a4, %o3
  ret i64 %r
}

define spir_func i64 @pack1(i1 %b, i64 %acc) {
  %z = zext i1 %b to i64
  %a1 = shl i64 %acc, 1
  %r = or i64 %a1, %z
  ret i64 %r
}

define spir_func i64 @test(i32 %a, i32 %b) {
entry:
  %va = call <4 x i1> @bits(i32 %a)
  %vb = call <4 x i1> @bits(i32 %b)
  %add = add <4 x i1> %va, %vb
  %sub = sub <4 x i1> %va, %vb
  %mul = mul <4 x i1> %va, %vb
  %udiv = udiv <4 x i1> %va, <i1 true, i1 true, i1 true, i1 true>
  %sdiv = sdiv <4 x i1> %vb, <i1 true, i1 true, i1 true, i1 true>
  %urem = urem <4 x i1> %va, <i1 true, i1 true, i1 true, i1 true>
  %srem = srem <4 x i1> %vb, <i1 true, i1 true, i1 true, i1 true>
  %shl = shl <4 x i1> %va, zeroinitializer
  %lshr = lshr <4 x i1> %vb, zeroinitializer
  %ashr = ashr <4 x i1> %va, zeroinitializer
  %sa = extractelement <4 x i1> %va, i32 0
  %sb = extractelement <4 x i1> %vb, i32 1
  %sadd = add i1 %sa, %sb
  %ssub = sub i1 %sa, %sb
  %smul = mul i1 %sa, %sb
  %sdv = udiv i1 %sa, true
  %srm = srem i1 %sb, true
  %p0 = call i64 @pack(<4 x i1> %add, i64 0)
  %p1 = call i64 @pack(<4 x i1> %sub, i64 %p0)
  %p2 = call i64 @pack(<4 x i1> %mul, i64 %p1)
  %p3 = call i64 @pack(<4 x i1> %udiv, i64 %p2)
  %p4 = call i64 @pack(<4 x i1> %sdiv, i64 %p3)
  %p5 = call i64 @pack(<4 x i1> %urem, i64 %p4)
  %p6 = call i64 @pack(<4 x i1> %srem, i64 %p5)
  %p7 = call i64 @pack(<4 x i1> %shl, i64 %p6)
  %p8 = call i64 @pack(<4 x i1> %lshr, i64 %p7)
  %p9 = call i64 @pack(<4 x i1> %ashr, i64 %p8)
  %q0 = call i64 @pack1(i1 %sadd, i64 %p9)
  %q1 = call i64 @pack1(i1 %ssub, i64 %q0)
  %q2 = call i64 @pack1(i1 %smul, i64 %q1)
  %q3 = call i64 @pack1(i1 %sdv, i64 %q2)
  %q4 = call i64 @pack1(i1 %srm, i64 %q3)
  %r0 = call i1 @llvm.vector.reduce.add.v4i1(<4 x i1> %va)
  %r1 = call i1 @llvm.vector.reduce.mul.v4i1(<4 x i1> %va)
  %r2 = call i1 @llvm.vector.reduce.smax.v4i1(<4 x i1> %va)
  %r3 = call i1 @llvm.vector.reduce.smin.v4i1(<4 x i1> %va)
  %r4 = call i1 @llvm.vector.reduce.umax.v4i1(<4 x i1> %va)
  %r5 = call i1 @llvm.vector.reduce.umin.v4i1(<4 x i1> %va)
  %r6 = call i1 @llvm.vector.reduce.xor.v4i1(<4 x i1> %vb)
  %t0 = call i64 @pack1(i1 %r0, i64 %q4)
  %t1 = call i64 @pack1(i1 %r1, i64 %t0)
  %t2 = call i64 @pack1(i1 %r2, i64 %t1)
  %t3 = call i64 @pack1(i1 %r3, i64 %t2)
  %t4 = call i64 @pack1(i1 %r4, i64 %t3)
  %t5 = call i64 @pack1(i1 %r5, i64 %t4)
  %t6 = call i64 @pack1(i1 %r6, i64 %t5)
  ; select of a struct holding an array.
  %c = trunc i32 %b to i1
  %x0 = insertvalue %S undef, i32 %a, 0
  %x1 = insertvalue %S %x0, i32 %b, 1, 0
  %x = insertvalue %S %x1, i32 %a, 1, 1
  %y0 = insertvalue %S undef, i32 %b, 0
  %y1 = insertvalue %S %y0, i32 %a, 1, 0
  %y = insertvalue %S %y1, i32 %b, 1, 1
  %sel = select i1 %c, %S %x, %S %y
  %f0 = extractvalue %S %sel, 0
  %f1 = extractvalue %S %sel, 1, 0
  %f2 = extractvalue %S %sel, 1, 1
  %h0 = mul i32 %f0, 31
  %h1 = xor i32 %h0, %f1
  %h2 = mul i32 %h1, 31
  %h3 = xor i32 %h2, %f2
  %hz = zext i32 %h3 to i64
  %hs = shl i64 %hz, 32
  %res = xor i64 %hs, %t6
  ret i64 %res
}

declare i1 @llvm.vector.reduce.add.v4i1(<4 x i1>)
declare i1 @llvm.vector.reduce.mul.v4i1(<4 x i1>)
declare i1 @llvm.vector.reduce.smax.v4i1(<4 x i1>)
declare i1 @llvm.vector.reduce.smin.v4i1(<4 x i1>)
declare i1 @llvm.vector.reduce.umax.v4i1(<4 x i1>)
declare i1 @llvm.vector.reduce.umin.v4i1(<4 x i1>)
declare i1 @llvm.vector.reduce.xor.v4i1(<4 x i1>)
