; llvm.memmove (LangRef 14) takes pointers of any pointee; with a length known only at run time
; the forward calls a helper that copies bytes, so both pointers are cast to i8* first and the
; helper is named after the i8* types (one per address spaces, length type and volatility). A
; volatile move gets a helper of volatile loads and stores. The module and its round trip give
; the same bytes under lli for 100 input pairs (source and destination offsets 0..3 words into
; a 32-byte buffer, overlapping either way, lengths 0..15 bytes, not only whole words). Our
; reverse gives llvm.memmove back (from the i8* casts, volatile kept, no alignment: the helper's
; byte accesses claim none) and leaves the helpers out; llvm-spirv-14 -r keeps them as
; functions, and that module gives the same bytes too, which runs the helpers' loops.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o %t.spt
; RUN: FileCheck %s --check-prefix=SPV --input-file %t.spt
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: opt -verify %t.rev.bc -o /dev/null
; RUN: llvm-spirv-14 -r %t.spv -o %t.inc.bc
; RUN: opt -verify %t.inc.bc -o /dev/null
; RUN: llvm-dis %t.rev.bc -o %t.rev.ll
; RUN: FileCheck %s --check-prefix=REV --input-file %t.rev.ll
; RUN: llvm-dis %t.inc.bc -o - | sed -e 's/spir_func //' -e '/^target /d' > %t.inc.ll
; RUN: llvm-link %t.inc.ll %S/../forward/Inputs/call-test.ll -o %t.inc.run.bc
; RUN: lli %t.inc.run.bc > %t.inc.txt
; RUN: llvm-dis %t.bc -o - | sed -e 's/spir_func //' -e '/^target /d' > %t.orig.ll
; RUN: sed -e 's/spir_func //' -e '/^target /d' %t.rev.ll > %t.back.ll
; RUN: llvm-link %t.orig.ll %S/../forward/Inputs/call-test.ll -o %t.orig.run.bc
; RUN: llvm-link %t.back.ll %S/../forward/Inputs/call-test.ll -o %t.back.run.bc
; RUN: lli %t.orig.run.bc > %t.orig.txt
; RUN: lli %t.back.run.bc > %t.back.txt
; RUN: diff %t.orig.txt %t.back.txt
; RUN: diff %t.orig.txt %t.inc.txt
; RUN: count 100 < %t.back.txt

; SPV-DAG: TypeInt [[I8:[0-9]+]] 8 0
; SPV-DAG: TypePointer [[P8:[0-9]+]] 7 [[I8]]
; SPV-DAG: Name [[MOVE:[0-9]+]] "llvm_spirv_rs.memmove.p0i8.p0i8.i64"
; SPV-DAG: Name [[VMOVE:[0-9]+]] "llvm_spirv_rs.memmove.p0i8.p0i8.i32.volatile"
; SPV: Bitcast [[P8]] [[D:[0-9]+]]
; SPV: Bitcast [[P8]] [[S:[0-9]+]]
; SPV: FunctionCall {{[0-9]+}} {{[0-9]+}} [[MOVE]] [[D]] [[S]]
; SPV: FunctionCall {{[0-9]+}} {{[0-9]+}} [[VMOVE]]
; SPV: Function {{[0-9]+}} [[MOVE]]
; SPV: FunctionParameter [[P8]]
; SPV: FunctionParameter [[P8]]
; SPV: Function {{[0-9]+}} [[VMOVE]]
; SPV: Load [[I8]] {{[0-9]+}} {{[0-9]+}} 1
; SPV: Store {{[0-9]+}} {{[0-9]+}} 1

; REV-LABEL: define spir_func i64 @test(
; REV: %[[D:[0-9]+]] = bitcast i32* %dst to i8*
; REV-NEXT: %[[S:[0-9]+]] = bitcast i32* %src to i8*
; REV-NEXT: call void @llvm.memmove.p0i8.p0i8.i64(i8* %[[D]], i8* %[[S]], i64 %len64, i1 false)
; REV: %[[S2:[0-9]+]] = bitcast i32* %src to i8*
; REV-NEXT: %[[D2:[0-9]+]] = bitcast i32* %dst to i8*
; REV-NEXT: call void @llvm.memmove.p0i8.p0i8.i32(i8* %[[S2]], i8* %[[D2]], i32 %half, i1 true)
; REV-NOT: llvm_spirv_rs

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func i64 @test(i32 %a, i32 %b) {
entry:
  %buf = alloca [8 x i32], align 8
  %w = bitcast [8 x i32]* %buf to i64*
  %w0 = getelementptr inbounds i64, i64* %w, i32 0
  store i64 1234605616436508552, i64* %w0, align 8
  %w1 = getelementptr inbounds i64, i64* %w, i32 1
  store i64 -8613303245920329199, i64* %w1, align 8
  %w2 = getelementptr inbounds i64, i64* %w, i32 2
  store i64 6148914691236517205, i64* %w2, align 8
  %w3 = getelementptr inbounds i64, i64* %w, i32 3
  store i64 81985529216486895, i64* %w3, align 8
  %doff = and i32 %a, 3
  %a2 = lshr i32 %a, 2
  %soff = and i32 %a2, 3
  %len = and i32 %b, 15
  %len64 = zext i32 %len to i64
  %dst = getelementptr inbounds [8 x i32], [8 x i32]* %buf, i32 0, i32 %doff
  %src = getelementptr inbounds [8 x i32], [8 x i32]* %buf, i32 0, i32 %soff
  call void @llvm.memmove.p0i32.p0i32.i64(i32* align 4 %dst, i32* align 4 %src, i64 %len64, i1 false)
  ; A volatile move back of the first half of that length, the other way round.
  %half = lshr i32 %len, 1
  call void @llvm.memmove.p0i32.p0i32.i32(i32* %src, i32* %dst, i32 %half, i1 true)
  %v0 = load i64, i64* %w0, align 8
  %v1 = load i64, i64* %w1, align 8
  %v2 = load i64, i64* %w2, align 8
  %v3 = load i64, i64* %w3, align 8
  %m1 = mul i64 %v1, 31
  %m2 = mul i64 %v2, 961
  %m3 = mul i64 %v3, 29791
  %x1 = xor i64 %v0, %m1
  %x2 = xor i64 %x1, %m2
  %x3 = xor i64 %x2, %m3
  ret i64 %x3
}

declare void @llvm.memmove.p0i32.p0i32.i64(i32* nocapture writeonly, i32* nocapture readonly, i64, i1 immarg)
declare void @llvm.memmove.p0i32.p0i32.i32(i32* nocapture writeonly, i32* nocapture readonly, i32, i1 immarg)
