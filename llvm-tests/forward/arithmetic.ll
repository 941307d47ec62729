; Integer and floating-point arithmetic; nsw/nuw → NoSignedWrap/NoUnsignedWrap where the
; module may have them (SPIR-V 1.4, or SPV_KHR_no_integer_wrap_decoration; dropped under
; --spirv-max-version=1.3 otherwise); fast-math flags → FPFastMathMode on the binary
; floating-point operators (fast → Fast 16; nnan 1, ninf 2, nsz 4, arcp 8).
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefixes=CHECK,WRAP,V14
; RUN: llvm-spirv-rs %t.bc --spirv-max-version=1.3 -spirv-text -o - | FileCheck %s --check-prefixes=CHECK,NOWRAP
; RUN: llvm-spirv-rs %t.bc --spirv-max-version=1.3 --spirv-ext=+SPV_KHR_no_integer_wrap_decoration -spirv-text -o - | FileCheck %s --check-prefixes=CHECK,WRAP,EXT
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-14 -r %t.spv -o %t.rev.bc
; RUN: opt -verify %t.rev.bc -o /dev/null
; RUN: llvm-spirv-rs %t.bc --spirv-max-version=1.3 --spirv-ext=+SPV_KHR_no_integer_wrap_decoration -o %t.ext.spv
; RUN: spirv-val %t.ext.spv

; V14: 119734787 66560
; NOWRAP: 119734787 65536
; EXT: 119734787 65536
; EXT: Extension "SPV_KHR_no_integer_wrap_decoration"
; NOWRAP-NOT: NoSignedWrap
; NOWRAP-NOT: NoUnsignedWrap
; CHECK-DAG: Name [[ADD:[0-9]+]] "add"
; CHECK-DAG: Name [[SUB:[0-9]+]] "sub"
; CHECK-DAG: Name [[MUL:[0-9]+]] "mul"
; CHECK-DAG: Name [[SHL:[0-9]+]] "shl"
; CHECK-DAG: Name [[FADD:[0-9]+]] "fadd"
; CHECK-DAG: Name [[FMUL:[0-9]+]] "fmul"
; CHECK-DAG: Name [[FDIV:[0-9]+]] "fdiv"
; CHECK-DAG: Name [[FSUB:[0-9]+]] "fsub"
; CHECK-DAG: Name [[FREM:[0-9]+]] "frem"
; WRAP-DAG: Decorate [[ADD]] NoSignedWrap
; WRAP-DAG: Decorate [[SUB]] NoSignedWrap
; WRAP-DAG: Decorate [[SUB]] NoUnsignedWrap
; WRAP-DAG: Decorate [[MUL]] NoUnsignedWrap
; WRAP-DAG: Decorate [[SHL]] NoSignedWrap
; CHECK-DAG: Decorate [[FADD]] FPFastMathMode 16
; CHECK-DAG: Decorate [[FMUL]] FPFastMathMode 3
; CHECK-DAG: Decorate [[FDIV]] FPFastMathMode 12
; CHECK-NOT: Decorate [[FSUB]] FPFastMathMode
; CHECK-NOT: Decorate [[FREM]] FPFastMathMode
; CHECK: IAdd {{[0-9]+}} [[ADD]]
; CHECK: ISub {{[0-9]+}} [[SUB]]
; CHECK: IMul {{[0-9]+}} [[MUL]]
; CHECK: ShiftLeftLogical {{[0-9]+}} [[SHL]]
; CHECK: UDiv
; CHECK: SDiv
; CHECK: UMod
; CHECK: SRem
; CHECK: ShiftRightLogical
; CHECK: ShiftRightArithmetic
; CHECK: BitwiseAnd
; CHECK: BitwiseOr
; CHECK: BitwiseXor
; CHECK: LogicalAnd
; CHECK: LogicalOr
; CHECK: LogicalNotEqual
; CHECK: FAdd {{[0-9]+}} [[FADD]]
; CHECK: FMul {{[0-9]+}} [[FMUL]]
; CHECK: FDiv {{[0-9]+}} [[FDIV]]
; CHECK: FSub {{[0-9]+}} [[FSUB]]
; CHECK: FRem {{[0-9]+}} [[FREM]]
; CHECK: FNegate
; CHECK: IAdd {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} {{[0-9]+}}
; CHECK: FMul

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func float @arith(i32 %a, i32 %b, i1 %p, i1 %q, float %x, float %y, <4 x i32> %v, <2 x double> %d) {
  %add = add nsw i32 %a, %b
  %sub = sub nuw nsw i32 %add, %b
  %mul = mul nuw i32 %sub, %b
  %shl = shl nsw i32 %mul, 1
  %udiv = udiv exact i32 %shl, 2
  %sdiv = sdiv i32 %udiv, %b
  %urem = urem i32 %sdiv, %b
  %srem = srem i32 %urem, %b
  %lshr = lshr i32 %srem, 3
  %ashr = ashr i32 %lshr, 1
  %and = and i32 %ashr, %a
  %or = or i32 %and, %b
  %xor = xor i32 %or, %a
  %band = and i1 %p, %q
  %bor = or i1 %band, %q
  %bxor = xor i1 %bor, %p
  %fadd = fadd fast float %x, %y
  %fmul = fmul nnan ninf float %fadd, %y
  %fdiv = fdiv arcp nsz float %fmul, %y
  %fsub = fsub reassoc contract float %fdiv, %y
  %frem = frem afn float %fsub, %y
  %fneg = fneg float %frem
  %vadd = add <4 x i32> %v, <i32 1, i32 2, i32 3, i32 4>
  %dmul = fmul <2 x double> %d, %d
  ret float %fneg
}
