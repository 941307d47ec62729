; The unmangled __to_global/__to_local/__to_private that clang declares for OpenCL C 2.0
; become OpGenericCastToPtrExplicit with the target storage class; reverse translation calls
; them again through i8 pointers (OpenCL environments) or
; __spirv_GenericCastToPtrExplicit_To<Space> (SPV-IR).
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs -r %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=OCL
; RUN: llvm-spirv-rs -r --spirv-target-env=SPV-IR %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=SPVIR
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv

; SPV-NOT: Name {{[0-9]+}} "__to_
; SPV: GenericCastToPtrExplicit {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} 4
; SPV: GenericCastToPtrExplicit {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} 7

; OCL-LABEL: define spir_func float addrspace(3)* @narrow_local(
; OCL: call spir_func i8 addrspace(3)* @__to_local(i8 addrspace(4)*
; OCL-LABEL: define spir_func i8* @narrow_private(
; OCL: call spir_func i8* @__to_private(i8 addrspace(4)*

; SPVIR: call spir_func i8 addrspace(3)* @_Z40__spirv_GenericCastToPtrExplicit_ToLocalPU3AS4ci(i8 addrspace(4)* {{%[0-9]+}}, i32 4)
; SPVIR: call spir_func i8* @_Z42__spirv_GenericCastToPtrExplicit_ToPrivatePU3AS4ci(i8 addrspace(4)* {{%[0-9]+}}, i32 7)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func float addrspace(3)* @narrow_local(float addrspace(4)* %g) {
  %b = bitcast float addrspace(4)* %g to i8 addrspace(4)*
  %l = call spir_func i8 addrspace(3)* @__to_local(i8 addrspace(4)* %b)
  %r = bitcast i8 addrspace(3)* %l to float addrspace(3)*
  ret float addrspace(3)* %r
}

define spir_func i8* @narrow_private(i8 addrspace(4)* %g) {
  %p = call spir_func i8* @__to_private(i8 addrspace(4)* %g)
  ret i8* %p
}

declare spir_func i8 addrspace(3)* @__to_local(i8 addrspace(4)*)
declare spir_func i8* @__to_private(i8 addrspace(4)*)
