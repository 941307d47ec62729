; llvm.arithmetic.fence under SPV_INTEL_arithmetic_fence: OpArithmeticFenceINTEL (capability
; FPArithmeticFenceINTEL) on scalars and vectors; reverse gives the intrinsic back. Without
; the extension the fence is its operand (the value is the same; only the optimizer's freedom
; is lost). spirv-val 2023.1 does not know the capability (6144), so it runs only on the
; module without the extension.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_arithmetic_fence -o %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=REV
; RUN: opt -verify %t.rev.bc -o /dev/null
; RUN: llvm-spirv-rs -r --spirv-target-env=SPV-IR %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=REV
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv
; RUN: llvm-spirv-rs %t.bc -o %t.noext.spv
; RUN: spirv-val %t.noext.spv
; RUN: llvm-spirv-rs %t.noext.spv -to-text -o - | FileCheck %s --check-prefix=NOEXT

; CHECK-DAG: Capability FPArithmeticFenceINTEL
; CHECK-DAG: Extension "SPV_INTEL_arithmetic_fence"
; CHECK-DAG: TypeFloat [[F:[0-9]+]] 32
; CHECK-DAG: TypeFloat [[D:[0-9]+]] 64
; CHECK-DAG: TypeVector [[D2:[0-9]+]] [[D]] 2
; CHECK: FAdd [[F]] [[SUM:[0-9]+]]
; CHECK: ArithmeticFenceINTEL [[F]] [[FENCED:[0-9]+]] [[SUM]]
; CHECK: FMul [[F]] {{[0-9]+}} [[FENCED]]
; CHECK: ArithmeticFenceINTEL [[D2]] {{[0-9]+}} {{[0-9]+}}

; REV: %[[S:[0-9a-z]+]] = fadd float %a, %b
; REV: %[[R:[0-9a-z]+]] = call float @llvm.arithmetic.fence.f32(float %[[S]])
; REV: fmul float %[[R]], %b
; REV: call <2 x double> @llvm.arithmetic.fence.v2f64(<2 x double>
; REV-DAG: declare float @llvm.arithmetic.fence.f32(float)
; REV-DAG: declare <2 x double> @llvm.arithmetic.fence.v2f64(<2 x double>)

; NOEXT-NOT: ArithmeticFence
; NOEXT: FAdd {{[0-9]+}} [[NSUM:[0-9]+]]
; NOEXT: FMul {{[0-9]+}} {{[0-9]+}} [[NSUM]]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func float @f(float %a, float %b, <2 x double> %v, <2 x double> addrspace(1)* %out) {
  %s = fadd float %a, %b
  %fenced = call float @llvm.arithmetic.fence.f32(float %s)
  %m = fmul float %fenced, %b
  %w = call <2 x double> @llvm.arithmetic.fence.v2f64(<2 x double> %v)
  store <2 x double> %w, <2 x double> addrspace(1)* %out
  ret float %m
}

declare float @llvm.arithmetic.fence.f32(float)
declare <2 x double> @llvm.arithmetic.fence.v2f64(<2 x double>)
