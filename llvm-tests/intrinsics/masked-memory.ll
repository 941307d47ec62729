; Masked loads and stores (LangRef 14): a lane whose mask bit is clear is not accessed (a
; load gives the pass-through lane there); expandload fills the set lanes from consecutive
; elements, compressstore stores the set lanes to consecutive elements, in lane order.
; Each call becomes a call of a helper that tests the mask lane by lane and branches around
; each access (src/llvm_to_spirv/intrinsics/masked.rs). The module and its round trip give
; the same results under lli for 100 input pairs (the mask comes from the bits of b).
; @guard loads through a mask with only lane 0 possibly set from a buffer whose other lanes
; hold nothing: those lanes are the pass-through values.
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
; RUN: llvm-link %t.orig.ll %S/../forward/Inputs/call-test.ll -o %t.orig.run.bc
; RUN: llvm-link %t.back.ll %S/../forward/Inputs/call-test.ll -o %t.back.run.bc
; RUN: lli %t.orig.run.bc > %t.orig.txt
; RUN: lli %t.back.run.bc > %t.back.txt
; RUN: diff %t.orig.txt %t.back.txt
; RUN: count 100 < %t.back.txt

; CHECK-NOT: llvm.masked
; CHECK: Name [[LOAD:[0-9]+]] "llvm_spirv_rs.masked.load.v4i32.p0v4i32"
; CHECK: Name [[EXPAND:[0-9]+]] "llvm_spirv_rs.masked.expandload.v4i32"
; The helper tests each lane, and loads only in the branch taken for a set lane.
; CHECK: Function {{[0-9]+}} [[LOAD]]
; CHECK: CompositeExtract {{[0-9]+}} [[SET:[0-9]+]] {{[0-9]+}} 0
; CHECK-NEXT: BranchConditional [[SET]] [[THEN:[0-9]+]] [[JOIN:[0-9]+]]
; CHECK: Label [[THEN]]
; CHECK: Load
; CHECK: Branch [[JOIN]]
; CHECK: Label [[JOIN]]
; CHECK-NEXT: Phi

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func i64 @mix(i64 %acc, i32 %v) {
  %m = mul i64 %acc, 1000003
  %z = zext i32 %v to i64
  %r = xor i64 %m, %z
  ret i64 %r
}

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

define spir_func i64 @hash4(i64 %acc, <4 x i32> %v) {
  %e0 = extractelement <4 x i32> %v, i32 0
  %e1 = extractelement <4 x i32> %v, i32 1
  %e2 = extractelement <4 x i32> %v, i32 2
  %e3 = extractelement <4 x i32> %v, i32 3
  %h0 = call i64 @mix(i64 %acc, i32 %e0)
  %h1 = call i64 @mix(i64 %h0, i32 %e1)
  %h2 = call i64 @mix(i64 %h1, i32 %e2)
  %h3 = call i64 @mix(i64 %h2, i32 %e3)
  ret i64 %h3
}

; Only lane 0 may be set: the buffer has one element.
define spir_func i32 @guard(i32 %a, i32 %b) {
  %one = alloca [1 x <4 x i32>]
  %p = bitcast [1 x <4 x i32>]* %one to i32*
  store i32 %a, i32* %p
  %vp = bitcast [1 x <4 x i32>]* %one to <4 x i32>*
  %m0 = trunc i32 %b to i1
  %m = insertelement <4 x i1> zeroinitializer, i1 %m0, i32 0
  %r = call <4 x i32> @llvm.masked.load.v4i32.p0v4i32(<4 x i32>* %vp, i32 4, <4 x i1> %m, <4 x i32> <i32 7, i32 8, i32 9, i32 10>)
  %e0 = extractelement <4 x i32> %r, i32 0
  %e3 = extractelement <4 x i32> %r, i32 3
  %s = add i32 %e0, %e3
  ret i32 %s
}

define spir_func i64 @test(i32 %a, i32 %b) {
entry:
  %buf = alloca <8 x i32>
  %v0 = insertelement <8 x i32> undef, i32 %a, i32 0
  %v1 = insertelement <8 x i32> %v0, i32 %b, i32 1
  %v2 = insertelement <8 x i32> %v1, i32 3, i32 2
  %v3 = insertelement <8 x i32> %v2, i32 4, i32 3
  %v4 = insertelement <8 x i32> %v3, i32 5, i32 4
  %v5 = insertelement <8 x i32> %v4, i32 6, i32 5
  %v6 = insertelement <8 x i32> %v5, i32 7, i32 6
  %v7 = insertelement <8 x i32> %v6, i32 8, i32 7
  store <8 x i32> %v7, <8 x i32>* %buf
  %lo = bitcast <8 x i32>* %buf to <4 x i32>*
  %flat = bitcast <8 x i32>* %buf to i32*
  %m = call <4 x i1> @bits(i32 %b)
  %pass = insertelement <4 x i32> <i32 -1, i32 -2, i32 -3, i32 -4>, i32 %a, i32 2
  %l = call <4 x i32> @llvm.masked.load.v4i32.p0v4i32(<4 x i32>* %lo, i32 4, <4 x i1> %m, <4 x i32> %pass)
  %h1 = call i64 @hash4(i64 0, <4 x i32> %l)
  %x = call <4 x i32> @llvm.masked.expandload.v4i32(i32* %flat, <4 x i1> %m, <4 x i32> %pass)
  %h2 = call i64 @hash4(i64 %h1, <4 x i32> %x)
  %hi = getelementptr i32, i32* %flat, i64 4
  %hiv = bitcast i32* %hi to <4 x i32>*
  %ma = call <4 x i1> @bits(i32 %a)
  call void @llvm.masked.store.v4i32.p0v4i32(<4 x i32> %pass, <4 x i32>* %hiv, i32 4, <4 x i1> %ma)
  call void @llvm.masked.compressstore.v4i32(<4 x i32> %l, i32* %flat, <4 x i1> %ma)
  %all = load <8 x i32>, <8 x i32>* %buf
  %a0 = shufflevector <8 x i32> %all, <8 x i32> undef, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %a1 = shufflevector <8 x i32> %all, <8 x i32> undef, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %h3 = call i64 @hash4(i64 %h2, <4 x i32> %a0)
  %h4 = call i64 @hash4(i64 %h3, <4 x i32> %a1)
  %g = call i32 @guard(i32 %a, i32 %b)
  %h5 = call i64 @mix(i64 %h4, i32 %g)
  ret i64 %h5
}

declare <4 x i32> @llvm.masked.load.v4i32.p0v4i32(<4 x i32>*, i32, <4 x i1>, <4 x i32>)
declare void @llvm.masked.store.v4i32.p0v4i32(<4 x i32>, <4 x i32>*, i32, <4 x i1>)
declare <4 x i32> @llvm.masked.expandload.v4i32(i32*, <4 x i1>, <4 x i32>)
declare void @llvm.masked.compressstore.v4i32(<4 x i32>, i32*, <4 x i1>)
