; Integers of widths SPIR-V lacks (instcombine narrows switches on a few bits to i2, i10...)
; are held zero-extended at the next width SPIR-V has when every such value is made and used
; by instructions for which that is exact: trunc (masked), zext/sext of i1, and/or/xor,
; select, phi, icmp eq/ne, switch, zext and trunc from them. The module and its translation
; read back by llvm-spirv-rs -r give the same results under lli for 100 input pairs. An
; addition at such a width is refused, naming the width; SPV_INTEL_arbitrary_precision_integers
; keeps the width itself.
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
; RUN: sed -e 's/^;ADD //' %s | llvm-as -o %t.add.bc
; RUN: not llvm-spirv-rs %t.add.bc -o %t.add.spv 2>&1 | FileCheck %s --check-prefix=ADD
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_arbitrary_precision_integers -o - -spirv-text | FileCheck %s --check-prefix=EXT

; CHECK-NOT: TypeInt {{[0-9]+}} 2 0
; CHECK-NOT: TypeInt {{[0-9]+}} 10 0
; CHECK: TypeInt [[I8:[0-9]+]] 8 0
; CHECK: Switch
; ADD: InvalidBitWidth: Invalid bit width in input: 2
; EXT-DAG: TypeInt {{[0-9]+}} 2 0
; EXT-DAG: TypeInt {{[0-9]+}} 10 0

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func i64 @test(i32 %a, i32 %b) {
entry:
  %lt = icmp slt i32 %a, %b
  %s = sext i1 %lt to i2
  %eq = icmp eq i32 %a, %b
  %z = zext i1 %eq to i2
  %t = trunc i32 %a to i2
  %m = xor i2 %t, %s
  %o = or i2 %m, %z
  %sel = select i1 %eq, i2 -2, i2 %o
  %t10 = trunc i32 %b to i10
  %k10 = and i10 %t10, -4
  %t2 = trunc i10 %t10 to i2
  %same = icmp ne i2 %t2, %sel
  br label %sw
sw:
  switch i2 %sel, label %other [
    i2 0, label %zero
    i2 1, label %one
    i2 -2, label %two
  ]
zero:
  br label %join
one:
  br label %join
two:
  br label %join
other:
  br label %join
join:
  %p = phi i2 [ 0, %zero ], [ 1, %one ], [ -2, %two ], [ -1, %other ]
  %p32 = zext i2 %p to i32
  %k32 = zext i10 %k10 to i32
  %k8 = trunc i10 %k10 to i8
  %k8w = zext i8 %k8 to i32
  %same32 = zext i1 %same to i32
  %h1 = mul i32 %p32, 31
  %h2 = xor i32 %h1, %k32
  %h3 = mul i32 %h2, 31
  %h4 = xor i32 %h3, %k8w
  %h5 = mul i32 %h4, 31
  %h6 = xor i32 %h5, %same32
  %r = zext i32 %h6 to i64
  ret i64 %r
}

;ADD define spir_func i2 @add(i2 %x) {
;ADD   %y = add i2 %x, 1
;ADD   ret i2 %y
;ADD }
