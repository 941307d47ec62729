; -s: llvm.sadd.with.overflow.<type> (scalar or vector) becomes a call of
; llvm_sadd_with_overflow_<type>, an internal function the module gets once per type, which
; computes the wrapped sum and the overflow flag (operands of one sign, sum of the other) with
; plain integer instructions. Other overflow intrinsics stay. The function computes what the
; intrinsic does (opt folds calls of it on constants), and the -s output translates to valid
; SPIR-V.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs -s %t.bc -o %t.reg.bc
; RUN: llvm-dis %t.reg.bc -o - | FileCheck %s
; RUN: opt -S -inline -instcombine %t.reg.bc -o - | FileCheck %s --check-prefix=FOLD
; RUN: llvm-spirv-rs %t.reg.bc -o %t.spv
; RUN: spirv-val %t.spv

; CHECK-LABEL: define spir_func i32 @total(
; CHECK: %s = call { i32, i1 } @llvm_sadd_with_overflow_i32(i32 %x, i32 %y)
; CHECK: %t = call { i32, i1 } @llvm_sadd_with_overflow_i32(i32 %x, i32 1)
; CHECK: %v = call { <2 x i16>, <2 x i1> } @llvm_sadd_with_overflow_v2i16(<2 x i16> %p, <2 x i16> %q)
; CHECK: %u = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %x, i32 %y)
; CHECK-NOT: @llvm.sadd.with.overflow
; CHECK: define internal { i32, i1 } @llvm_sadd_with_overflow_i32(i32 %a, i32 %b)
; CHECK: define internal { <2 x i16>, <2 x i1> } @llvm_sadd_with_overflow_v2i16(<2 x i16> %a, <2 x i16> %b)
; CHECK-NOT: define internal

; FOLD-LABEL: define spir_func { i32, i1 } @wraps()
; FOLD-NEXT: ret { i32, i1 } { i32 2, i1 true }
; FOLD-LABEL: define spir_func { i32, i1 } @fits()
; FOLD-NEXT: ret { i32, i1 } { i32 -1, i1 false }
; FOLD-LABEL: define spir_func { <2 x i16>, <2 x i1> } @lanes()
; FOLD-NEXT: ret { <2 x i16>, <2 x i1> } { <2 x i16> <i16 32767, i16 -32768>, <2 x i1> <i1 true, i1 false> }

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func i32 @total(i32 %x, i32 %y, <2 x i16> %p, <2 x i16> %q) {
entry:
  %s = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %x, i32 %y)
  %t = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %x, i32 1)
  %v = call { <2 x i16>, <2 x i1> } @llvm.sadd.with.overflow.v2i16(<2 x i16> %p, <2 x i16> %q)
  %u = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %x, i32 %y)
  %s0 = extractvalue { i32, i1 } %s, 0
  %t0 = extractvalue { i32, i1 } %t, 0
  %u0 = extractvalue { i32, i1 } %u, 0
  %a = add i32 %s0, %t0
  %b = add i32 %a, %u0
  ret i32 %b
}

define spir_func { i32, i1 } @wraps() {
  %r = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 -2147483647, i32 -2147483647)
  ret { i32, i1 } %r
}

define spir_func { i32, i1 } @fits() {
  %r = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 2147483647, i32 -2147483648)
  ret { i32, i1 } %r
}

define spir_func { <2 x i16>, <2 x i1> } @lanes() {
  %r = call { <2 x i16>, <2 x i1> } @llvm.sadd.with.overflow.v2i16(<2 x i16> <i16 -32768, i16 -32767>, <2 x i16> <i16 -1, i16 -1>)
  ret { <2 x i16>, <2 x i1> } %r
}

declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)
declare { <2 x i16>, <2 x i1> } @llvm.sadd.with.overflow.v2i16(<2 x i16>, <2 x i16>)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32)
