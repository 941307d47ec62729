; Under SPV_INTEL_function_pointers: a function's address → OpConstantFunctionPointerINTEL
; (of a pointer to its function type), an indirect call → OpFunctionPointerCallINTEL,
; "referenced-indirectly" → ReferencedIndirectlyINTEL. A call of an alias calls its function.
; Without the extension, each is an error naming it. (spirv-val 2023.1 rejects the forward
; reference to the function that the extension allows, so it is not run here.)
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_function_pointers -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_function_pointers -o %t.spv
; RUN: llvm-spirv-14 -r %t.spv -o %t.rev.bc
; RUN: opt -verify %t.rev.bc -o /dev/null
; RUN: not llvm-spirv-rs %t.bc -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=ERR

; CHECK-DAG: Capability FunctionPointersINTEL
; CHECK-DAG: Capability IndirectReferencesINTEL
; CHECK-DAG: Extension "SPV_INTEL_function_pointers"
; CHECK-DAG: Name [[ADD:[0-9]+]] "add"
; CHECK-DAG: Name [[SUB:[0-9]+]] "sub"
; CHECK-DAG: Decorate [[ADD]] ReferencedIndirectlyINTEL
; CHECK-DAG: TypeInt [[I32:[0-9]+]] 32 0
; CHECK-DAG: TypeFunction [[FT:[0-9]+]] [[I32]] [[I32]] [[I32]]
; CHECK-DAG: TypePointer [[FPT:[0-9]+]] 7 [[FT]]
; CHECK-DAG: ConstantFunctionPointerINTEL [[FPT]] [[PADD:[0-9]+]] [[ADD]]
; CHECK-DAG: ConstantFunctionPointerINTEL [[FPT]] [[PSUB:[0-9]+]] [[SUB]]
; CHECK: Select [[FPT]] [[SEL:[0-9]+]] {{[0-9]+}} [[PADD]] [[PSUB]]
; CHECK: FunctionPointerCallINTEL [[I32]] {{[0-9]+}} [[SEL]]
; CHECK: FunctionCall [[I32]] {{[0-9]+}} [[SUB]]

; ERR: RequiresExtension: Feature requires the following SPIR-V extension:
; ERR-NEXT: SPV_INTEL_function_pointers

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

@minus = alias i32 (i32, i32), i32 (i32, i32)* @sub

define spir_func i32 @add(i32 %a, i32 %b) #0 {
  %r = add i32 %a, %b
  ret i32 %r
}

define spir_func i32 @sub(i32 %a, i32 %b) {
  %r = sub i32 %a, %b
  ret i32 %r
}

define spir_kernel void @k(i32 addrspace(1)* %out, i1 %c) {
  %f = select i1 %c, i32 (i32, i32)* @add, i32 (i32, i32)* @sub
  %r = call spir_func i32 %f(i32 2, i32 3)
  %s = call spir_func i32 @minus(i32 %r, i32 1)
  store i32 %s, i32 addrspace(1)* %out
  ret void
}

attributes #0 = { "referenced-indirectly" }
