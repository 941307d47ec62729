; Integer comparisons of pointers (LangRef icmp: pointers compare as integers) validate:
; both pointers are converted to integers (OpConvertPtrToU) and compared as the predicate
; says, equalities included (IEqual, not SPIR-V 1.4's OpPtrEqual). Vectors of
; pointers have no SPIR-V type (SPIR-V 2.16.1: components are numerical or boolean
; scalars) and are refused, naming the type.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: opt -verify %t.rev.bc -o /dev/null
; RUN: sed -e 's/^;VEC //' %s | llvm-as -o %t.vec.bc
; RUN: not llvm-spirv-rs %t.vec.bc -o %t.vec.spv 2>&1 | FileCheck %s --check-prefix=VEC

; CHECK: ConvertPtrToU
; CHECK: ULessThan
; CHECK: ConvertPtrToU
; CHECK: IEqual
; CHECK: SGreaterThan
; VEC: vectors of pointers (<2 x i32*>) have no SPIR-V type

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func i1 @f(i32* %p, i32* %q) {
entry:
  %c = icmp ult i32* %p, %q
  %d = icmp eq i32* %p, %q
  %e = icmp sgt i32* %p, null
  %r1 = and i1 %c, %d
  %r = or i1 %r1, %e
  ret i1 %r
}

;VEC define spir_func <2 x i1> @g(<2 x i32*> %v, <2 x i32*> %w) {
;VEC   %c = icmp ne <2 x i32*> %v, %w
;VEC   ret <2 x i1> %c
;VEC }
