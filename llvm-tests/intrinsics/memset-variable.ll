; llvm.memset (LangRef 14) whose value or length is known only at run time: SPIR-V has no fill
; instruction, so the forward calls a helper loop (named by mapping::memset_helpers: one for
; each address space, length type and volatility; a destination of another pointee is cast to
; i8*), and the reverse turns the calls back into llvm.memset (volatile kept, the helpers left
; out). A length of 0 writes nothing. The module and its round trip give the same bytes under
; lli for 100 input pairs (value, and length 0..7 at offset 0..7 of a 16-byte buffer). The
; alignment of a helper-written memset is not in the SPIR-V (its helper stores one byte at a
; time): it comes back as align 1, which claims less.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o %t.spt
; RUN: FileCheck %s --check-prefix=SPV --input-file %t.spt
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: opt -verify %t.rev.bc -o /dev/null
; RUN: llvm-dis %t.rev.bc -o %t.rev.ll
; RUN: FileCheck %s --check-prefix=REV --input-file %t.rev.ll
; RUN: llvm-dis %t.bc -o - | sed -e 's/spir_func //' -e '/^target /d' > %t.orig.ll
; RUN: sed -e 's/spir_func //' -e '/^target /d' %t.rev.ll > %t.back.ll
; RUN: llvm-link %t.orig.ll %S/../forward/Inputs/call-test.ll -o %t.orig.run.bc
; RUN: llvm-link %t.back.ll %S/../forward/Inputs/call-test.ll -o %t.back.run.bc
; RUN: lli %t.orig.run.bc > %t.orig.txt
; RUN: lli %t.back.run.bc > %t.back.txt
; RUN: diff %t.orig.txt %t.back.txt
; RUN: count 100 < %t.back.txt

; SPV-DAG: Name [[SET:[0-9]+]] "llvm_spirv_rs.memset.p0i8.i32"
; SPV-DAG: Name [[VOL:[0-9]+]] "llvm_spirv_rs.memset.p0i8.i64.volatile"
; SPV-DAG: Name [[GLOBAL:[0-9]+]] "llvm_spirv_rs.memset.p1i8.i64"
; SPV: FunctionCall {{[0-9]+}} {{[0-9]+}} [[SET]]
; SPV: FunctionCall {{[0-9]+}} {{[0-9]+}} [[VOL]]
; SPV: Store {{[0-9]+}} {{[0-9]+}} 1
; SPV-NOT: Name {{[0-9]+}} "llvm_spirv_rs.memset

; REV-LABEL: define spir_func i64 @test(i32 %a, i32 %b)
; REV: call void @llvm.memset.p0i8.i32(i8* %dst, i8 %v, i32 %n, i1 false)
; REV: call void @llvm.memset.p0i8.i64(i8* %dst2, i8 7, i64 %n64, i1 true)
; REV-LABEL: define spir_kernel void @fill(
; REV: call void @llvm.memset.p1i8.i64(i8 addrspace(1)* %p, i8 %v, i64 %n, i1 false)
; REV: %[[CAST:[0-9]+]] = bitcast i32 addrspace(1)* %q to i8 addrspace(1)*
; REV: call void @llvm.memset.p1i8.i64(i8 addrspace(1)* %[[CAST]], i8 0, i64 %n, i1 false)
; REV-NOT: llvm_spirv_rs

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func i64 @test(i32 %a, i32 %b) {
entry:
  %buf = alloca [16 x i8], align 8
  %base = bitcast [16 x i8]* %buf to i8*
  call void @llvm.memset.p0i8.i64(i8* align 8 %base, i8 -86, i64 16, i1 false)
  %v = trunc i32 %a to i8
  %b7 = and i32 %b, 7
  %off = lshr i32 %b, 3
  %off7 = and i32 %off, 7
  %n = add i32 %b7, 0
  %dst = getelementptr inbounds [16 x i8], [16 x i8]* %buf, i32 0, i32 %off7
  call void @llvm.memset.p0i8.i32(i8* align 1 %dst, i8 %v, i32 %n, i1 false)
  ; A volatile fill of the constant 7, its length as i64, over the second half.
  %n64 = zext i32 %off7 to i64
  %dst2 = getelementptr inbounds [16 x i8], [16 x i8]* %buf, i32 0, i32 8
  call void @llvm.memset.p0i8.i64(i8* %dst2, i8 7, i64 %n64, i1 true)
  %w = bitcast [16 x i8]* %buf to i64*
  %lo = load i64, i64* %w, align 8
  %hp = getelementptr inbounds i64, i64* %w, i32 1
  %hi = load i64, i64* %hp, align 8
  %hr = mul i64 %hi, 31
  %r = xor i64 %lo, %hr
  ret i64 %r
}

define spir_kernel void @fill(i8 addrspace(1)* %p, i32 addrspace(1)* %q, i8 %v, i64 %n) {
entry:
  call void @llvm.memset.p1i8.i64(i8 addrspace(1)* align 4 %p, i8 %v, i64 %n, i1 false)
  call void @llvm.memset.p1i32.i64(i32 addrspace(1)* align 4 %q, i8 0, i64 %n, i1 false)
  ret void
}

declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg)
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg)
declare void @llvm.memset.p1i8.i64(i8 addrspace(1)* nocapture writeonly, i8, i64, i1 immarg)
declare void @llvm.memset.p1i32.i64(i32 addrspace(1)* nocapture writeonly, i8, i64, i1 immarg)
