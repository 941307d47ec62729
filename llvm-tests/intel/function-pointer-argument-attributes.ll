; The attributes of an indirect call's arguments under SPV_INTEL_function_pointers:
; ArgumentAttributeINTEL (decoration 6409: argument index, FunctionParameterAttribute) on the
; OpFunctionPointerCallINTEL, here byval (2) on argument 0 and sret (3) on argument 1 of
; another call; reverse gives the call-site attributes back (byval and sret with the pointee
; type). llvm-spirv writes the same decorations, and our reverse reads its module too.
; (spirv-val 2023.1 knows neither the decoration nor pointers to function types, so it is
; not run.)
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_function_pointers -o %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=REV
; RUN: opt -verify %t.rev.bc -o /dev/null
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv
; RUN: llvm-spirv-14 %t.bc --spirv-ext=+SPV_INTEL_function_pointers -o %t.inc.spv
; RUN: llvm-spirv-rs -r %t.inc.spv -o - | llvm-dis | FileCheck %s --check-prefix=REV

; CHECK-DAG: Name [[BYVAL:[0-9]+]] "byval.call"
; CHECK-DAG: Decorate [[BYVAL]] ArgumentAttributeINTEL 0 2
; CHECK-DAG: Decorate [[SRET:[0-9]+]] ArgumentAttributeINTEL 1 3
; CHECK: FunctionPointerCallINTEL {{[0-9]+}} [[BYVAL]]
; CHECK: FunctionPointerCallINTEL {{[0-9]+}} [[SRET]]

; REV: call spir_func i32 %{{.*}}(%struct.S* byval(%struct.S) %s)
; REV: call spir_func void %{{.*}}(i32 1, %struct.S* sret(%struct.S) %s)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

%struct.S = type { i32, i32 }

define spir_func i32 @k(%struct.S* %s, i32 (%struct.S*)* %f, void (i32, %struct.S*)* %g) {
  %byval.call = call spir_func i32 %f(%struct.S* byval(%struct.S) %s)
  call spir_func void %g(i32 1, %struct.S* sret(%struct.S) %s)
  ret i32 %byval.call
}
