; LLVM's bfloat (LangRef: 16-bit brain floating point, 8 exponent and 7 significand bits) has no
; SPIR-V type that spirv-val accepts here: SPIR-V has one only from SPV_KHR_bfloat16
; (OpTypeFloat 16 with the Floating Point Encoding BFloat16KHR), newer than the SPIR-V grammar
; of this tool and of spirv-val (SPIRV-Tools 2023.1), which refuse the encoding operand.
; llvm-spirv-14 writes bfloat as OpTypeFloat 16, the IEEE half, and reads it back as half: every
; value changes (1.0 as bfloat is 0x3F80, which as a half is 1.875). So every use of the type is
; refused with the reason: a value, a parameter, a global, a struct member, a vector element,
; a constant, an alloca, fptrunc/fpext and bitcasts to and from i16.
; RUN: llvm-as %s -o %t.bc
; RUN: not llvm-spirv-rs %t.bc -o %t.spv 2>&1 | FileCheck %s --check-prefix=FN
; RUN: sed -n -e 's/^;GLOBAL //p' %s | llvm-as -o %t.global.bc
; RUN: not llvm-spirv-rs %t.global.bc -o %t.spv 2>&1 | FileCheck %s
; RUN: sed -n -e 's/^;MEMBER //p' %s | llvm-as -o %t.member.bc
; RUN: not llvm-spirv-rs %t.member.bc -o %t.spv 2>&1 | FileCheck %s
; RUN: sed -n -e 's/^;VECTOR //p' %s | llvm-as -o %t.vector.bc
; RUN: not llvm-spirv-rs %t.vector.bc -o %t.spv 2>&1 | FileCheck %s --check-prefix=FN
; RUN: sed -n -e 's/^;BITS //p' %s | llvm-as -o %t.bits.bc
; RUN: not llvm-spirv-rs %t.bits.bc -o %t.spv 2>&1 | FileCheck %s --check-prefix=FN
; RUN: sed -n -e 's/^;ALLOCA //p' %s | llvm-as -o %t.alloca.bc
; RUN: not llvm-spirv-rs %t.alloca.bc -o %t.spv 2>&1 | FileCheck %s --check-prefix=FN
; The same with every extension allowed: no extension gives bfloat a type here.
; RUN: not llvm-spirv-rs %t.bc --spirv-ext=+all -o %t.spv 2>&1 | FileCheck %s --check-prefix=FN
; The incumbent's silent half (what is refused): its output reads back as half.
; RUN: llvm-spirv-14 %t.bc -o %t.inc.spv
; RUN: llvm-spirv-14 -r %t.inc.spv -o - | llvm-dis | FileCheck %s --check-prefix=INCUMBENT

; CHECK: llvm-spirv-rs: {{.*}}.bc: the type bfloat has no SPIR-V type that spirv-val accepts: SPV_KHR_bfloat16's OpTypeFloat 16 BFloat16KHR is newer than the SPIR-V grammar of this tool and of spirv-val (SPIRV-Tools 2023.1), and the IEEE half (which llvm-spirv 14 writes) has other values
; FN: llvm-spirv-rs: {{.*}}.bc: in function '{{[a-z]+}}': the type bfloat has no SPIR-V type that spirv-val accepts
; INCUMBENT: define spir_func float @widen(half %x)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func float @widen(bfloat %x) {
entry:
  %s = fadd bfloat %x, 0xR3F80
  %w = fpext bfloat %s to float
  ret float %w
}

;GLOBAL target triple = "spir64-unknown-unknown"
;GLOBAL @one = addrspace(1) global bfloat 0xR3F80

;MEMBER target triple = "spir64-unknown-unknown"
;MEMBER %pair = type { i32, bfloat }
;MEMBER @p = addrspace(1) global %pair zeroinitializer

;VECTOR target triple = "spir64-unknown-unknown"
;VECTOR define spir_kernel void @copy(<2 x bfloat> addrspace(1)* %p) {
;VECTOR   %v = load <2 x bfloat>, <2 x bfloat> addrspace(1)* %p
;VECTOR   store <2 x bfloat> %v, <2 x bfloat> addrspace(1)* %p
;VECTOR   ret void
;VECTOR }

;BITS target triple = "spir64-unknown-unknown"
;BITS define spir_kernel void @round(float addrspace(1)* %f, i16 addrspace(1)* %h) {
;BITS   %x = load float, float addrspace(1)* %f
;BITS   %b = fptrunc float %x to bfloat
;BITS   %i = bitcast bfloat %b to i16
;BITS   store i16 %i, i16 addrspace(1)* %h
;BITS   ret void
;BITS }

;ALLOCA target triple = "spir64-unknown-unknown"
;ALLOCA define spir_kernel void @slot() {
;ALLOCA   %a = alloca bfloat
;ALLOCA   ret void
;ALLOCA }
