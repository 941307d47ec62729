; SPV_INTEL_arbitrary_precision_fixed_point: __spirv_Fixed<Name>INTEL(Input, S, I, rI, Q, O)
; calls (SYCL's template-mangled names, or the plain intel_arbitrary_fixed_<name> ones) are
; OpFixed<Name>INTEL with Input as the operand and S, I, rI, Q, O as literals (S is the i1
; signedness). The instructions are written as llvm-spirv 14 writes them, without the
; extension's Input Type operand (see spirv-tests/reverse/arbitrary-fixed-input-type.spt for
; the form with it); spirv-val 2023.1 rejects integer widths other than 8/16/32/64 (and both
; forms), so the output is only FileChecked. A result wider than 64 bits comes back through an
; sret pointer. Without the extension the call is an error. Reverse (both target
; environments): intel_arbitrary_fixed_<name>.<widths> calls with an i1 S; they translate back.
; RUN: llvm-as %s -o %t.bc
; RUN: not llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_arbitrary_precision_integers -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=NOEXT
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_arbitrary_precision_integers,+SPV_INTEL_arbitrary_precision_fixed_point -o %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs -r %t.spv -o %t.r.bc
; RUN: llvm-dis %t.r.bc -o - | FileCheck %s --check-prefix=LLVM
; RUN: llvm-spirv-rs -r --spirv-target-env=SPV-IR %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=LLVM
; RUN: llvm-spirv-rs %t.r.bc --spirv-ext=+SPV_INTEL_arbitrary_precision_integers,+SPV_INTEL_arbitrary_precision_fixed_point -o %t.rt.spv
; RUN: llvm-spirv-rs %t.rt.spv -to-text -o - | FileCheck %s --check-prefix=SPV

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

; NOEXT: Fixed point instructions can't be translated correctly without enabled SPV_INTEL_arbitrary_precision_fixed_point extension!

; SPV-DAG: Capability ArbitraryPrecisionFixedPointINTEL
; SPV-DAG: Capability ArbitraryPrecisionIntegersINTEL
; SPV-DAG: Extension "SPV_INTEL_arbitrary_precision_fixed_point"
; SPV-DAG: Extension "SPV_INTEL_arbitrary_precision_integers"
; SPV-DAG: TypeInt [[I13:[0-9]+]] 13 0
; SPV-DAG: TypeInt [[I5:[0-9]+]] 5 0
; SPV-DAG: TypeInt [[I8:[0-9]+]] 8 0
; SPV-DAG: TypeInt [[I34:[0-9]+]] 34 0
; SPV-DAG: TypeInt [[I70:[0-9]+]] 70 0
; SPV: FunctionParameter [[I13]] [[A:[0-9]+]]
; SPV: 9 FixedSqrtINTEL [[I5]] {{[0-9]+}} [[A]] 0 2 2 0 0
; SPV-NEXT: 9 FixedRecipINTEL [[I8]] {{[0-9]+}} [[A]] 1 4 3 1 2
; SPV-NEXT: 9 FixedRsqrtINTEL [[I8]] {{[0-9]+}} [[A]] 1 4 3 0 0
; SPV-NEXT: 9 FixedSinINTEL [[I5]] {{[0-9]+}} [[A]] 1 3 2 0 0
; SPV-NEXT: 9 FixedCosINTEL [[I5]] {{[0-9]+}} [[A]] 1 3 2 0 0
; SPV-NEXT: 9 FixedSinCosINTEL [[I34]] {{[0-9]+}} [[A]] 1 3 2 0 0
; SPV-NEXT: 9 FixedSinPiINTEL [[I5]] {{[0-9]+}} [[A]] 0 3 2 0 0
; SPV-NEXT: 9 FixedCosPiINTEL [[I5]] {{[0-9]+}} [[A]] 0 3 2 0 0
; SPV-NEXT: 9 FixedSinCosPiINTEL [[I34]] {{[0-9]+}} [[A]] 0 3 2 0 0
; SPV-NEXT: 9 FixedLogINTEL [[I8]] {{[0-9]+}} [[A]] 1 5 5 0 0
; SPV-NEXT: 9 FixedExpINTEL [[I8]] {{[0-9]+}} [[A]] 1 5 5 0 0
; SPV: 9 FixedSinCosINTEL [[I70]] [[WIDE:[0-9]+]] [[A]] 1 3 2 0 0
; SPV-NEXT: Store {{[0-9]+}} [[WIDE]]

; LLVM-LABEL: define spir_func void @all(i13 %a, i70 addrspace(4)* %out)
; LLVM: %sqrt = call i5 @intel_arbitrary_fixed_sqrt.i5.i13(i13 %a, i1 false, i32 2, i32 2, i32 0, i32 0)
; LLVM: %recip = call i8 @intel_arbitrary_fixed_recip.i8.i13(i13 %a, i1 true, i32 4, i32 3, i32 1, i32 2)
; LLVM: %rsqrt = call i8 @intel_arbitrary_fixed_rsqrt.i8.i13(i13 %a, i1 true, i32 4, i32 3, i32 0, i32 0)
; LLVM: %sin = call i5 @intel_arbitrary_fixed_sin.i5.i13(i13 %a, i1 true, i32 3, i32 2, i32 0, i32 0)
; LLVM: %cos = call i5 @intel_arbitrary_fixed_cos.i5.i13(
; LLVM: %sincos = call i34 @intel_arbitrary_fixed_sincos.i34.i13(i13 %a, i1 true, i32 3, i32 2, i32 0, i32 0)
; LLVM: %sinpi = call i5 @intel_arbitrary_fixed_sinpi.i5.i13(i13 %a, i1 false,
; LLVM: %cospi = call i5 @intel_arbitrary_fixed_cospi.i5.i13(
; LLVM: %sincospi = call i34 @intel_arbitrary_fixed_sincospi.i34.i13(
; LLVM: %log = call i8 @intel_arbitrary_fixed_log.i8.i13(i13 %a, i1 true, i32 5, i32 5, i32 0, i32 0)
; LLVM: %exp = call i8 @intel_arbitrary_fixed_exp.i8.i13(
; LLVM: call void @intel_arbitrary_fixed_sincos.i70.i13(i70 addrspace(4)* sret(i70) %{{.*}}, i13 %a, i1 true, i32 3, i32 2, i32 0, i32 0)

define spir_func void @all(i13 %a, i70 addrspace(4)* %out) {
entry:
  %sqrt = call spir_func signext i5 @_Z22__spirv_FixedSqrtINTELILi13ELi5EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEibiiii(i13 signext %a, i1 zeroext false, i32 2, i32 2, i32 0, i32 0)
  %recip = call i8 @_Z23__spirv_FixedRecipINTELILi13ELi8EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEibiiii(i13 %a, i1 true, i32 4, i32 3, i32 1, i32 2)
  %rsqrt = call i8 @intel_arbitrary_fixed_rsqrt.i8.i13(i13 %a, i1 true, i32 4, i32 3, i32 0, i32 0)
  %sin = call i5 @intel_arbitrary_fixed_sin.i5.i13(i13 %a, i1 true, i32 3, i32 2, i32 0, i32 0)
  %cos = call i5 @intel_arbitrary_fixed_cos.i5.i13(i13 %a, i1 true, i32 3, i32 2, i32 0, i32 0)
  %sincos = call i34 @intel_arbitrary_fixed_sincos.i34.i13(i13 %a, i1 true, i32 3, i32 2, i32 0, i32 0)
  %sinpi = call i5 @intel_arbitrary_fixed_sinpi.i5.i13(i13 %a, i1 false, i32 3, i32 2, i32 0, i32 0)
  %cospi = call i5 @intel_arbitrary_fixed_cospi.i5.i13(i13 %a, i1 false, i32 3, i32 2, i32 0, i32 0)
  %sincospi = call i34 @intel_arbitrary_fixed_sincospi.i34.i13(i13 %a, i1 false, i32 3, i32 2, i32 0, i32 0)
  %log = call i8 @intel_arbitrary_fixed_log.i8.i13(i13 %a, i1 true, i32 5, i32 5, i32 0, i32 0)
  %exp = call i8 @intel_arbitrary_fixed_exp.i8.i13(i13 %a, i1 true, i32 5, i32 5, i32 0, i32 0)
  call void @intel_arbitrary_fixed_sincos.i70.i13(i70 addrspace(4)* sret(i70) %out, i13 %a, i1 true, i32 3, i32 2, i32 0, i32 0)
  ret void
}

declare spir_func signext i5 @_Z22__spirv_FixedSqrtINTELILi13ELi5EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEibiiii(i13 signext, i1 zeroext, i32, i32, i32, i32)
declare i8 @_Z23__spirv_FixedRecipINTELILi13ELi8EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEibiiii(i13, i1, i32, i32, i32, i32)
declare i8 @intel_arbitrary_fixed_rsqrt.i8.i13(i13, i1, i32, i32, i32, i32)
declare i5 @intel_arbitrary_fixed_sin.i5.i13(i13, i1, i32, i32, i32, i32)
declare i5 @intel_arbitrary_fixed_cos.i5.i13(i13, i1, i32, i32, i32, i32)
declare i34 @intel_arbitrary_fixed_sincos.i34.i13(i13, i1, i32, i32, i32, i32)
declare i5 @intel_arbitrary_fixed_sinpi.i5.i13(i13, i1, i32, i32, i32, i32)
declare i5 @intel_arbitrary_fixed_cospi.i5.i13(i13, i1, i32, i32, i32, i32)
declare i34 @intel_arbitrary_fixed_sincospi.i34.i13(i13, i1, i32, i32, i32, i32)
declare i8 @intel_arbitrary_fixed_log.i8.i13(i13, i1, i32, i32, i32, i32)
declare i8 @intel_arbitrary_fixed_exp.i8.i13(i13, i1, i32, i32, i32, i32)
declare void @intel_arbitrary_fixed_sincos.i70.i13(i70 addrspace(4)* sret(i70), i13, i1, i32, i32, i32, i32)
