; SPV-IR calls whose operand types the instruction does not allow are errors naming the call,
; exit code 1, no output: OpDot takes floating-point vectors (an integer dot product is
; SPV_KHR_integer_dot_product's), OpenCL.std vloadn/vstoren (and the half forms) a vector of
; 2, 3, 4, 8 or 16 components, not a scalar.
; RUN: sed -e 's/^;D //' %s | llvm-as -o %t.bc
; RUN: not llvm-spirv-rs %t.bc -o %t.spv --spirv-ext=+all 2>&1 | FileCheck %s
; RUN: not test -s %t.spv
; RUN: llvm-as %s -o %t.none.bc
; RUN: llvm-spirv-rs %t.none.bc -o %t.none.spv
; RUN: spirv-val %t.none.spv
; RUN: sed -e 's/^;L //' %s | llvm-as -o %t.l.bc
; RUN: not llvm-spirv-rs %t.l.bc -o %t.l.spv 2>&1 | FileCheck %s --check-prefix=LOAD
; RUN: sed -e 's/^;S //' %s | llvm-as -o %t.s.bc
; RUN: not llvm-spirv-rs %t.s.bc -o %t.s.spv 2>&1 | FileCheck %s --check-prefix=STORE

; CHECK: OpDot takes floating-point vectors only
; LOAD: OpenCL.std vloadn answers a vector of 2, 3, 4, 8 or 16 components, not a scalar
; STORE: OpenCL.std vstore_halfn stores a vector of 2, 3, 4, 8 or 16 components, not a scalar

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

declare spir_func i32 @_Z11__spirv_DotDv4_iS_(<4 x i32>, <4 x i32>)
declare spir_func half @_Z24__spirv_ocl_vloadn_RhalflPU3AS1Dhi(i64, half addrspace(1)*, i32)
declare spir_func void @_Z24__spirv_ocl_vstore_halfnflPU3AS1Dh(float, i64, half addrspace(1)*)

define spir_func i32 @f(<4 x i32> %a, <4 x i32> %b, half addrspace(1)* %p) {
entry:
;D %d = call spir_func i32 @_Z11__spirv_DotDv4_iS_(<4 x i32> %a, <4 x i32> %b)
;L %h = call spir_func half @_Z24__spirv_ocl_vloadn_RhalflPU3AS1Dhi(i64 0, half addrspace(1)* %p, i32 1)
;S call spir_func void @_Z24__spirv_ocl_vstore_halfnflPU3AS1Dh(float 1.0, i64 0, half addrspace(1)* %p)
  ret i32 0
}
