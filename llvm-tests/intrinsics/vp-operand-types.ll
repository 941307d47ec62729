; LangRef: llvm.vp.add and the other integer vector-predicated operations take vectors of
; integers, llvm.vp.fadd and the other `f` ones vectors of floating-point values. LLVM's
; verifier accepts either kind for both (the intrinsics are declared over any vector), so an
; integer operation on floats reaches the translator: it is refused with an error naming the
; call and the kind the operation takes, never written as an integer instruction on floats
; (which spirv-val rejects). The integer form of the same call translates and validates.
; RUN: sed -e 's/ELEM/i32/g' -e 's/TAG/i32/g' %s | llvm-as -o %t.ok.bc
; RUN: llvm-spirv-rs %t.ok.bc -o %t.ok.spv
; RUN: spirv-val %t.ok.spv
; RUN: llvm-spirv-rs %t.ok.spv -to-text -o - | FileCheck %s --check-prefix=OK
; OK: IAdd
; RUN: sed -e 's/ELEM/float/g' -e 's/TAG/f32/g' %s | llvm-as -o %t.bad.bc
; RUN: not llvm-spirv-rs %t.bad.bc -o %t.bad.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.bad.spv
; CHECK: in function 'f': {{.*}}llvm.vp.add.v4f32{{.*}}: llvm.vp.add takes vectors of integers

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func <4 x ELEM> @f(<4 x ELEM> %a, <4 x ELEM> %b, <4 x i1> %m, i32 %n) {
  %r = call <4 x ELEM> @llvm.vp.add.v4TAG(<4 x ELEM> %a, <4 x ELEM> %b, <4 x i1> %m, i32 %n)
  ret <4 x ELEM> %r
}

declare <4 x ELEM> @llvm.vp.add.v4TAG(<4 x ELEM>, <4 x ELEM>, <4 x i1>, i32)
