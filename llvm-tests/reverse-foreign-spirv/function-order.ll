; Reverse translation puts functions where the incumbent creates them: each definition in
; module order, a function it calls that is not placed yet right where it is first called, and
; a builtin declaration after the first definition that calls it (SPV-IR); the OpenCL
; builtins of the CL1.2/CL2.0 environments come after all definitions, in order of first use.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: llvm-spirv-rs -r --spirv-target-env=SPV-IR %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=SPVIR
; RUN: llvm-spirv-rs -r %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=CL

; SPVIR: define spir_func float @first(
; SPVIR: declare spir_func float @_Z16__spirv_ocl_sqrtf(float)
; SPVIR: define spir_func float @helper(
; SPVIR: declare spir_func float @_Z16__spirv_ocl_fabsf(float)
; SPVIR: define spir_func double @second(
; SPVIR: declare spir_func double @_Z15__spirv_ocl_expd(double)

; CL: define spir_func float @first(
; CL: define spir_func float @helper(
; CL: define spir_func double @second(
; CL: declare spir_func float @_Z4sqrtf(float)
; CL: declare spir_func float @_Z4fabsf(float)
; CL: declare spir_func double @_Z3expd(double)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func float @first(float %x) {
  %s = call spir_func float @_Z4sqrtf(float %x)
  %h = call spir_func float @helper(float %s)
  ret float %h
}

define spir_func double @second(double %x) {
  %e = call spir_func double @_Z3expd(double %x)
  ret double %e
}

define spir_func float @helper(float %x) {
  %a = call spir_func float @_Z4fabsf(float %x)
  ret float %a
}

declare spir_func float @_Z4sqrtf(float)
declare spir_func double @_Z3expd(double)
declare spir_func float @_Z4fabsf(float)
