; The inline sequences that stand for intrinsics (bswap, funnel shifts, the six
; *.with.overflow, usub.sat, integer vector reductions, memmove through a temporary or a
; helper loop, memset loops) compute what the intrinsics do: the module and its translation
; read back by llvm-spirv-14 give the same results under lli for 100 input pairs.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-14 -r %t.spv -o %t.rev.bc
; RUN: opt -verify %t.rev.bc -o /dev/null
; RUN: llvm-dis %t.bc -o - | sed -e 's/spir_func //' -e '/^target /d' > %t.orig.ll
; RUN: llvm-dis %t.rev.bc -o - | sed -e 's/spir_func //' -e '/^target /d' > %t.back.ll
; RUN: llvm-link %t.orig.ll %S/Inputs/call-test.ll -o %t.orig.run.bc
; RUN: llvm-link %t.back.ll %S/Inputs/call-test.ll -o %t.back.run.bc
; RUN: lli %t.orig.run.bc > %t.orig.txt
; RUN: lli %t.back.run.bc > %t.back.txt
; RUN: diff %t.orig.txt %t.back.txt
; RUN: count 100 < %t.back.txt

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func i64 @test(i32 %a, i32 %b) {
entry:
  %0 = add i32 %a, 0
  %buf = alloca [16 x i8], align 4
  %1 = call i32 @llvm.bswap.i32(i32 %a)
  %2 = call i32 @llvm.fshl.i32(i32 %a, i32 %b, i32 %b)
  %3 = call i32 @llvm.fshr.i32(i32 %a, i32 %b, i32 %b)
  %4 = call {i32, i1} @llvm.sadd.with.overflow.i32(i32 %a, i32 %b)
  %5 = call {i32, i1} @llvm.ssub.with.overflow.i32(i32 %a, i32 %b)
  %6 = call {i32, i1} @llvm.uadd.with.overflow.i32(i32 %a, i32 %b)
  %7 = call {i32, i1} @llvm.usub.with.overflow.i32(i32 %a, i32 %b)
  %8 = call {i32, i1} @llvm.umul.with.overflow.i32(i32 %a, i32 %b)
  %9 = call {i32, i1} @llvm.smul.with.overflow.i32(i32 %a, i32 %b)
  %10 = call i16 @llvm.bswap.i16(i16 4660)
  %11 = call i32 @llvm.usub.sat.i32(i32 %a, i32 %b)
  %va = insertelement <4 x i32> <i32 5, i32 poison, i32 7, i32 poison>, i32 %a, i32 1
  %vb = insertelement <4 x i32> %va, i32 %b, i32 3
  %12 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %vb)
  %13 = call i32 @llvm.vector.reduce.mul.v4i32(<4 x i32> %vb)
  %14 = call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %vb)
  %15 = call i64 @llvm.bswap.i64(i64 81985529216486895)
  %16 = trunc i64 %15 to i32
  ; Fill the buffer, then move parts of it over itself.
  %p = getelementptr inbounds [16 x i8], [16 x i8]* %buf, i64 0, i64 0
  %p4 = getelementptr inbounds [16 x i8], [16 x i8]* %buf, i64 0, i64 4
  %p8 = getelementptr inbounds [16 x i8], [16 x i8]* %buf, i64 0, i64 8
  %p12 = getelementptr inbounds [16 x i8], [16 x i8]* %buf, i64 0, i64 12
  %q0 = bitcast i8* %p to i32*
  %q4 = bitcast i8* %p4 to i32*
  %q8 = bitcast i8* %p8 to i32*
  %q12 = bitcast i8* %p12 to i32*
  store i32 %a, i32* %q0, align 4
  store i32 %b, i32* %q4, align 4
  store i32 %1, i32* %q8, align 4
  store i32 %2, i32* %q12, align 4
  %amt = and i32 %b, 7
  %n = zext i32 %amt to i64
  %src = getelementptr inbounds i8, i8* %p, i64 %n
  call void @llvm.memmove.p0i8.p0i8.i64(i8* align 1 %p, i8* align 1 %src, i64 6, i1 false)
  call void @llvm.memmove.p0i8.p0i8.i64(i8* align 1 %src, i8* align 1 %p, i64 %n, i1 false)
  %byte = trunc i32 %a to i8
  call void @llvm.memset.p0i8.i64(i8* align 1 %p4, i8 %byte, i64 %n, i1 false)
  call void @llvm.memset.p0i8.i64(i8* align 4 %p8, i8 90, i64 3, i1 false)
  %m0 = load i32, i32* %q0, align 4
  %m4 = load i32, i32* %q4, align 4
  %m8 = load i32, i32* %q8, align 4
  %m12 = load i32, i32* %q12, align 4
  %o4 = extractvalue {i32, i1} %4, 1
  %o5 = extractvalue {i32, i1} %5, 1
  %o6 = extractvalue {i32, i1} %6, 1
  %o7 = extractvalue {i32, i1} %7, 1
  %o8 = extractvalue {i32, i1} %8, 1
  %o9 = extractvalue {i32, i1} %9, 1
  %v4 = extractvalue {i32, i1} %4, 0
  %v5 = extractvalue {i32, i1} %5, 0
  %v6 = extractvalue {i32, i1} %6, 0
  %v7 = extractvalue {i32, i1} %7, 0
  %v8 = extractvalue {i32, i1} %8, 0
  %v9 = extractvalue {i32, i1} %9, 0
  %w10 = zext i16 %10 to i32
  ; Hash every result into 32 bits, and the overflow bits into the high half.
  %h1 = xor i32 %1, %2
  %h2 = mul i32 %h1, 31
  %h3 = xor i32 %h2, %3
  %h4 = mul i32 %h3, 31
  %h5 = xor i32 %h4, %v4
  %h6 = mul i32 %h5, 31
  %h7 = xor i32 %h6, %v5
  %h8 = mul i32 %h7, 31
  %h9 = xor i32 %h8, %v6
  %h10 = mul i32 %h9, 31
  %h11 = xor i32 %h10, %v7
  %h12 = mul i32 %h11, 31
  %h13 = xor i32 %h12, %v8
  %h14 = mul i32 %h13, 31
  %h15 = xor i32 %h14, %v9
  %h16 = mul i32 %h15, 31
  %h17 = xor i32 %h16, %w10
  %h18 = mul i32 %h17, 31
  %h19 = xor i32 %h18, %11
  %h20 = mul i32 %h19, 31
  %h21 = xor i32 %h20, %12
  %h22 = mul i32 %h21, 31
  %h23 = xor i32 %h22, %13
  %h24 = mul i32 %h23, 31
  %h25 = xor i32 %h24, %14
  %h26 = mul i32 %h25, 31
  %h27 = xor i32 %h26, %16
  %h28 = mul i32 %h27, 31
  %h29 = xor i32 %h28, %m0
  %h30 = mul i32 %h29, 31
  %h31 = xor i32 %h30, %m4
  %h32 = mul i32 %h31, 31
  %h33 = xor i32 %h32, %m8
  %h34 = mul i32 %h33, 31
  %h35 = xor i32 %h34, %m12
  %z4 = zext i1 %o4 to i32
  %z5 = zext i1 %o5 to i32
  %z6 = zext i1 %o6 to i32
  %z7 = zext i1 %o7 to i32
  %z8 = zext i1 %o8 to i32
  %z9 = zext i1 %o9 to i32
  %s5 = shl i32 %z5, 1
  %s6 = shl i32 %z6, 2
  %s7 = shl i32 %z7, 3
  %s8 = shl i32 %z8, 4
  %s9 = shl i32 %z9, 5
  %b1 = or i32 %z4, %s5
  %b2 = or i32 %b1, %s6
  %b3 = or i32 %b2, %s7
  %b4 = or i32 %b3, %s8
  %b5 = or i32 %b4, %s9
  %hi = zext i32 %b5 to i64
  %hs = shl i64 %hi, 32
  %lo = zext i32 %h35 to i64
  %r = or i64 %hs, %lo
  ret i64 %r
}

declare i32 @llvm.bswap.i32(i32)
declare i16 @llvm.bswap.i16(i16)
declare i64 @llvm.bswap.i64(i64)
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.fshr.i32(i32, i32, i32)
declare {i32, i1} @llvm.sadd.with.overflow.i32(i32, i32)
declare {i32, i1} @llvm.ssub.with.overflow.i32(i32, i32)
declare {i32, i1} @llvm.uadd.with.overflow.i32(i32, i32)
declare {i32, i1} @llvm.usub.with.overflow.i32(i32, i32)
declare {i32, i1} @llvm.umul.with.overflow.i32(i32, i32)
declare {i32, i1} @llvm.smul.with.overflow.i32(i32, i32)
declare i32 @llvm.usub.sat.i32(i32, i32)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.mul.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.xor.v4i32(<4 x i32>)
declare void @llvm.memmove.p0i8.p0i8.i64(i8*, i8*, i64, i1)
declare void @llvm.memset.p0i8.i64(i8*, i8, i64, i1)
