; llvm.memcpy/memmove/memset.element.unordered.atomic (LangRef 14): `len` bytes, a multiple of
; the constant element_size, copied (memmove: the ranges may overlap) or filled with the byte
; `value`, each element read and written by one unordered atomic access of element_size bytes.
; The forward calls a helper per intrinsic, address spaces, length type and element size that
; loops over len / element_size elements with OpAtomicLoad/OpAtomicStore (Relaxed, Device
; scope) on integers as wide as the element (Int64Atomics for 8 bytes), the move forwards when
; dest is below src and backwards otherwise, the fill storing the byte repeated across the
; element. The meaning is checked under lli (which cannot run the element-wise intrinsics
; themselves: it has no library for them): the round trip of @test, and llvm-spirv-14's reading
; of our SPIR-V, give the same bytes for 100 input pairs as @test with each intrinsic replaced
; by the plain one of the same bytes (the same thing done by one thread): overlapping moves
; both ways, lengths 0..28 bytes, fills of 0..12 bytes. (Both readers give the atomic loads and
; stores back as OpenCL 1.2 atomic_add(p, 0) and atomic_xchg calls: Inputs/ defines them for
; one thread.)
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o %t.spt
; RUN: FileCheck %s --input-file %t.spt
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: opt -verify %t.rev.bc -o /dev/null
; RUN: llvm-spirv-14 -r %t.spv -o %t.inc.bc
; RUN: opt -verify %t.inc.bc -o /dev/null
; RUN: sed -e 's/\.element\.unordered\.atomic//' -e 's/, i32 [48])$/, i1 false)/' -e 's/, i32 immarg)$/, i1 immarg)/' -e 's/spir_func //' -e '/^target /d' %s > %t.ref.ll
; RUN: llvm-dis %t.rev.bc -o - | sed -e 's/spir_func //' -e '/^target /d' > %t.back.ll
; RUN: llvm-dis %t.inc.bc -o - | sed -e 's/spir_func //' -e '/^target /d' > %t.inc.ll
; RUN: llvm-link %t.ref.ll %S/../forward/Inputs/call-test.ll -o %t.ref.run.bc
; RUN: llvm-link %t.back.ll %S/../forward/Inputs/call-test.ll %S/Inputs/ocl12-atomics-private.ll -o %t.back.run.bc
; RUN: llvm-link %t.inc.ll %S/../forward/Inputs/call-test.ll %S/Inputs/ocl12-atomics-private.ll -o %t.inc.run.bc
; RUN: lli %t.ref.run.bc > %t.ref.txt
; RUN: lli %t.back.run.bc > %t.back.txt
; RUN: lli %t.inc.run.bc > %t.inc.txt
; RUN: diff %t.ref.txt %t.back.txt
; RUN: diff %t.ref.txt %t.inc.txt
; RUN: count 100 < %t.back.txt

; CHECK-DAG: Capability Int64Atomics
; CHECK-DAG: TypeInt [[I32:[0-9]+]] 32 0
; CHECK-DAG: TypeInt [[I64:[0-9]+]] 64 0
; CHECK-DAG: Constant [[I32]] [[DEVICE:[0-9]+]] 1 {{$}}
; CHECK-DAG: Constant [[I32]] [[RELAXED:[0-9]+]] 0 {{$}}
; CHECK-DAG: Constant [[I32]] [[ONES:[0-9]+]] 16843009 {{$}}
; CHECK-DAG: Name [[MOVE:[0-9]+]] "llvm_spirv_rs.memmove.element.unordered.atomic.p0i8.p0i8.i32.e4"
; CHECK-DAG: Name [[COPY:[0-9]+]] "llvm_spirv_rs.memcpy.element.unordered.atomic.p0i8.p0i8.i32.e8"
; CHECK-DAG: Name [[SET:[0-9]+]] "llvm_spirv_rs.memset.element.unordered.atomic.p0i8.i32.e4"
; CHECK: FunctionCall {{[0-9]+}} {{[0-9]+}} [[MOVE]]
; CHECK: FunctionCall {{[0-9]+}} {{[0-9]+}} [[COPY]]
; CHECK: FunctionCall {{[0-9]+}} {{[0-9]+}} [[SET]]
; The move: both loops load and store whole i32 elements atomically.
; CHECK: Function {{[0-9]+}} [[MOVE]]
; CHECK-COUNT-2: AtomicLoad [[I32]] {{[0-9]+}} {{[0-9]+}} [[DEVICE]] [[RELAXED]]
; CHECK-NOT: Function {{[0-9]+}}
; CHECK: Function {{[0-9]+}} [[COPY]]
; CHECK: AtomicLoad [[I64]] {{[0-9]+}} {{[0-9]+}} [[DEVICE]] [[RELAXED]]
; CHECK-NEXT: InBoundsPtrAccessChain
; CHECK-NEXT: AtomicStore {{[0-9]+}} [[DEVICE]] [[RELAXED]]
; CHECK: Function {{[0-9]+}} [[SET]]
; CHECK: UConvert [[I32]] [[WIDE:[0-9]+]]
; CHECK-NEXT: IMul [[I32]] [[SPLAT:[0-9]+]] [[WIDE]] [[ONES]]
; CHECK: AtomicStore {{[0-9]+}} [[DEVICE]] [[RELAXED]] [[SPLAT]]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func i64 @test(i32 %a, i32 %b) {
entry:
  %buf = alloca [8 x i64], align 8
  %w = bitcast [8 x i64]* %buf to i64*
  %bytes = bitcast [8 x i64]* %buf to i8*
  %w0 = getelementptr inbounds i64, i64* %w, i32 0
  store i64 1234605616436508552, i64* %w0, align 8
  %w1 = getelementptr inbounds i64, i64* %w, i32 1
  store i64 -8613303245920329199, i64* %w1, align 8
  %w2 = getelementptr inbounds i64, i64* %w, i32 2
  store i64 6148914691236517205, i64* %w2, align 8
  %w3 = getelementptr inbounds i64, i64* %w, i32 3
  store i64 81985529216486895, i64* %w3, align 8
  %w4 = getelementptr inbounds i64, i64* %w, i32 4
  store i64 -1, i64* %w4, align 8
  %w5 = getelementptr inbounds i64, i64* %w, i32 5
  store i64 0, i64* %w5, align 8
  %w6 = getelementptr inbounds i64, i64* %w, i32 6
  store i64 42, i64* %w6, align 8
  %w7 = getelementptr inbounds i64, i64* %w, i32 7
  store i64 -42, i64* %w7, align 8
  ; A move of 0..7 words between word offsets 0..3 of the first half.
  %da = and i32 %a, 3
  %doff = shl i32 %da, 2
  %sa = lshr i32 %a, 2
  %sa3 = and i32 %sa, 3
  %soff = shl i32 %sa3, 2
  %lb = and i32 %b, 7
  %len = shl i32 %lb, 2
  %d = getelementptr inbounds i8, i8* %bytes, i32 %doff
  %s = getelementptr inbounds i8, i8* %bytes, i32 %soff
  call void @llvm.memmove.element.unordered.atomic.p0i8.p0i8.i32(i8* align 4 %d, i8* align 4 %s, i32 %len, i32 4)
  ; A copy of 0..3 double words from the first half to the second.
  %cb = lshr i32 %b, 3
  %cb3 = and i32 %cb, 3
  %clen = shl i32 %cb3, 3
  %cd = getelementptr inbounds i8, i8* %bytes, i32 32
  %cs = getelementptr inbounds i8, i8* %bytes, i32 8
  call void @llvm.memcpy.element.unordered.atomic.p0i8.p0i8.i32(i8* align 8 %cd, i8* align 8 %cs, i32 %clen, i32 8)
  ; A fill of 0..3 words with a byte of %a, at word offset 0..3 of the second half.
  %v32 = lshr i32 %a, 8
  %v = trunc i32 %v32 to i8
  %fa = lshr i32 %a, 4
  %fa3 = and i32 %fa, 3
  %fw = shl i32 %fa3, 2
  %foff = add i32 %fw, 36
  %fb = lshr i32 %b, 5
  %fb3 = and i32 %fb, 3
  %flen = shl i32 %fb3, 2
  %fd = getelementptr inbounds i8, i8* %bytes, i32 %foff
  call void @llvm.memset.element.unordered.atomic.p0i8.i32(i8* align 4 %fd, i8 %v, i32 %flen, i32 4)
  %v0 = load i64, i64* %w0, align 8
  %v1 = load i64, i64* %w1, align 8
  %v2 = load i64, i64* %w2, align 8
  %v3 = load i64, i64* %w3, align 8
  %v4 = load i64, i64* %w4, align 8
  %v5 = load i64, i64* %w5, align 8
  %v6 = load i64, i64* %w6, align 8
  %v7 = load i64, i64* %w7, align 8
  %m1 = mul i64 %v1, 31
  %m2 = mul i64 %v2, 961
  %m3 = mul i64 %v3, 29791
  %m4 = mul i64 %v4, 923521
  %m5 = mul i64 %v5, 28629151
  %m6 = mul i64 %v6, 887503681
  %m7 = mul i64 %v7, 27512614111
  %x1 = xor i64 %v0, %m1
  %x2 = xor i64 %x1, %m2
  %x3 = xor i64 %x2, %m3
  %x4 = xor i64 %x3, %m4
  %x5 = xor i64 %x4, %m5
  %x6 = xor i64 %x5, %m6
  %x7 = xor i64 %x6, %m7
  ret i64 %x7
}

declare void @llvm.memmove.element.unordered.atomic.p0i8.p0i8.i32(i8* nocapture writeonly, i8* nocapture readonly, i32, i32 immarg)
declare void @llvm.memcpy.element.unordered.atomic.p0i8.p0i8.i32(i8* nocapture writeonly, i8* nocapture readonly, i32, i32 immarg)
declare void @llvm.memset.element.unordered.atomic.p0i8.i32(i8* nocapture writeonly, i8, i32, i32 immarg)
