; A struct that holds a pointer to a function taking a pointer to the struct (a type cycle
; through a function type, under SPV_INTEL_function_pointers): the cycle is broken by an
; OpTypeForwardPointer of the pointer to the struct, as OpTypeForwardPointer must name a
; pointer to a struct (a forward pointer to the function-pointer type would not be valid).
; Reverse reads it back; so does llvm-spirv. (spirv-val 2023.1 rejects OpTypePointer to
; OpTypeFunction that the extension allows, so it is not run.)
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_function_pointers -o %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=REV
; RUN: opt -verify %t.rev.bc -o /dev/null
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv

; CHECK: TypeForwardPointer [[PS:[0-9]+]] 7
; CHECK-NOT: TypeForwardPointer
; CHECK: TypeFunction [[FT:[0-9]+]] {{[0-9]+}} [[PS]]
; CHECK: TypePointer [[PF:[0-9]+]] 7 [[FT]]
; CHECK: TypeStruct [[S:[0-9]+]] [[PF]]
; CHECK: TypePointer [[PS]] 7 [[S]]
; CHECK: FunctionPointerCallINTEL

; REV: %struct.S = type { i32 (%struct.S*)* }
; REV: call spir_func i32 %{{.*}}(%struct.S* %s)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

%struct.S = type { i32 (%struct.S*)* }

define spir_func i32 @g(%struct.S* %s) {
  ret i32 0
}

define spir_func i32 @k(%struct.S* %s) {
  %f = getelementptr %struct.S, %struct.S* %s, i32 0, i32 0
  %fp = load i32 (%struct.S*)*, i32 (%struct.S*)** %f
  %v = call spir_func i32 %fp(%struct.S* %s)
  ret i32 %v
}
