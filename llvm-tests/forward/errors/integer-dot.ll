; dot() of integer vectors (cl_khr_integer_dot_product) has no OpDot form (OpDot is of floats):
; without SPV_KHR_integer_dot_product allowed, a clear error naming the builtin and the
; extension, exit 1, no output, never an invalid module; with it, OpSDotKHR. dot() of floats in
; the same shape still translates.
; RUN: split-file %s %t
; RUN: llvm-as %t/int.ll -o %t/int.bc
; RUN: not llvm-spirv-rs %t/int.bc -o %t/int.spv 2>&1 | FileCheck %s --check-prefix=INT
; RUN: not test -e %t/int.spv
; RUN: llvm-spirv-rs %t/int.bc --spirv-ext=+SPV_KHR_integer_dot_product -spirv-text -o - | FileCheck %s --check-prefix=EXT
; RUN: llvm-as %t/float.ll -o %t/float.bc
; RUN: llvm-spirv-rs %t/float.bc -spirv-text -o - | FileCheck %s --check-prefix=FLOAT
; RUN: llvm-spirv-rs %t/float.bc -o %t/float.spv
; RUN: spirv-val %t/float.spv

; INT: in function 'sums': UnsupportedBuiltin: the builtin dot(short2, short2): a dot product of integers needs SPV_KHR_integer_dot_product
; EXT: SDotKHR {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} {{[0-9]+}}{{ *$}}
; FLOAT: Dot {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} {{[0-9]+}}

;--- int.ll
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
define spir_func i32 @sums(<2 x i16> %a, <2 x i16> %b) {
  %d = call spir_func i32 @_Z3dotDv2_sS_(<2 x i16> %a, <2 x i16> %b)
  ret i32 %d
}
declare spir_func i32 @_Z3dotDv2_sS_(<2 x i16>, <2 x i16>)

;--- float.ll
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
define spir_func float @sums(<2 x float> %a, <2 x float> %b) {
  %d = call spir_func float @_Z3dotDv2_fS_(<2 x float> %a, <2 x float> %b)
  ret float %d
}
declare spir_func float @_Z3dotDv2_fS_(<2 x float>, <2 x float>)
