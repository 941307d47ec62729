; One-lane vectors (<1 x T>) have no SPIR-V type (SPIR-V 2.16.1: vectors have 2, 3, 4, 8
; or 16 components) and are written as their element: arithmetic, comparisons, selects,
; casts, bitcasts, phis, constants, loads and stores on the scalar; extractelement and
; insertelement are the value itself; shufflevector picks lanes into a vector or a scalar;
; reductions of one lane are that lane. The module and its translation read back by
; llvm-spirv-rs -r give the same results under lli for 100 input pairs.
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

; No vector of one component; the two-lane shuffles stay vectors, built lane by lane with
; OpCompositeInsert (llvm-spirv-14 -r reads OpCompositeConstruct only of constants: see
; incumbent-readable/vector-shapes.ll).
; CHECK-NOT: TypeVector {{[0-9]+}} {{[0-9]+}} 1{{$}}
; CHECK: TypeVector {{[0-9]+}} {{[0-9]+}} 2
; CHECK-NOT: CompositeConstruct
; CHECK: CompositeInsert

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func <1 x i32> @mix(<1 x i32> %x, <1 x float> %y) {
entry:
  %yi = fptosi <1 x float> %y to <1 x i32>
  %s = sub <1 x i32> %x, %yi
  %c = icmp sgt <1 x i32> %s, <i32 100>
  %r = select <1 x i1> %c, <1 x i32> %s, <1 x i32> %x
  ret <1 x i32> %r
}

define spir_func i64 @test(i32 %a, i32 %b) {
entry:
  %slot = alloca <1 x i64>
  %va = insertelement <1 x i32> undef, i32 %a, i32 0
  %vb = bitcast i32 %b to <1 x i32>
  %sum = add <1 x i32> %va, %vb
  %mul = mul <1 x i32> %sum, <i32 7>
  %fa = sitofp <1 x i32> %va to <1 x float>
  %m = call <1 x i32> @mix(<1 x i32> %mul, <1 x float> %fa)
  %lt = icmp ult <1 x i32> %va, %vb
  %z = zext <1 x i1> %lt to <1 x i32>
  %sel = select i1 true, <1 x i32> %z, <1 x i32> %m
  %pair = shufflevector <1 x i32> %m, <1 x i32> %sel, <2 x i32> <i32 1, i32 0>
  %four = shufflevector <2 x i32> %pair, <2 x i32> <i32 5, i32 6>, <1 x i32> <i32 3>
  %p1 = extractelement <2 x i32> %pair, i32 0
  %p2 = extractelement <2 x i32> %pair, i32 1
  %f6 = extractelement <1 x i32> %four, i32 0
  %wide = bitcast <2 x i32> %pair to <1 x i64>
  store <1 x i64> %wide, <1 x i64>* %slot
  %back = load <1 x i64>, <1 x i64>* %slot
  %narrow = bitcast <1 x i64> %back to <2 x i32>
  %n0 = extractelement <2 x i32> %narrow, i32 1
  %red = call i32 @llvm.vector.reduce.add.v1i32(<1 x i32> %m)
  br label %loop
loop:
  %acc = phi <1 x i32> [ %va, %entry ], [ %next, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %next = xor <1 x i32> %acc, %vb
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, 3
  br i1 %more, label %loop, label %done
done:
  %e = extractelement <1 x i32> %next, i64 0
  %h1 = mul i32 %p1, 31
  %h2 = xor i32 %h1, %p2
  %h3 = mul i32 %h2, 31
  %h4 = xor i32 %h3, %f6
  %h5 = mul i32 %h4, 31
  %h6 = xor i32 %h5, %n0
  %h7 = mul i32 %h6, 31
  %h8 = xor i32 %h7, %red
  %h9 = mul i32 %h8, 31
  %h10 = xor i32 %h9, %e
  %r = zext i32 %h10 to i64
  ret i64 %r
}

declare i32 @llvm.vector.reduce.add.v1i32(<1 x i32>)
