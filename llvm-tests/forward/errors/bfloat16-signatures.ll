; The cl_intel_bfloat16_conversions builtins with types other than their own end the
; translation with the message llvm-spirv gives (LLVM ERROR: ...; it aborts, we exit 1: `not` fails on a crash),
; the __spirv_ spellings break the rules of the instructions (InvalidInstruction).
; RUN: split-file %s %t
; RUN: llvm-as %t/scalar.ll -o %t/scalar.bc
; RUN: not llvm-spirv-rs %t/scalar.bc -o %t/x.spv 2>&1 | FileCheck %s --check-prefix=SCALAR
; RUN: llvm-as %t/elem.ll -o %t/elem.bc
; RUN: not llvm-spirv-rs %t/elem.bc -o %t/x.spv 2>&1 | FileCheck %s --check-prefix=ELEM
; RUN: llvm-as %t/size.ll -o %t/size.bc
; RUN: not llvm-spirv-rs %t/size.bc -o %t/x.spv 2>&1 | FileCheck %s --check-prefix=SIZE
; RUN: llvm-as %t/notvec.ll -o %t/notvec.bc
; RUN: not llvm-spirv-rs %t/notvec.bc -o %t/x.spv 2>&1 | FileCheck %s --check-prefix=NOTVEC
; RUN: llvm-as %t/spvir.ll -o %t/spvir.bc
; RUN: not llvm-spirv-rs %t/spvir.bc --spirv-ext=+SPV_INTEL_bfloat16_conversion -o %t/x.spv 2>&1 | FileCheck %s --check-prefix=SPVIR
; RUN: llvm-as %t/count.ll -o %t/count.bc
; RUN: not llvm-spirv-rs %t/count.bc --spirv-ext=+SPV_INTEL_bfloat16_conversion -o %t/x.spv 2>&1 | FileCheck %s --check-prefix=COUNT

; SCALAR: LLVM ERROR: OpConvertBFloat16AsUShort must be of i16 and take float
; SCALAR-SAME: in function 'narrow'
; ELEM: LLVM ERROR: OpConvertAsBFloat16NFloatN must be of <N x float> and take <N x i16>
; SIZE: LLVM ERROR: ConvertBFloat164AsUShort4 must be of <4 x i16> and take <4 x float>
; NOTVEC: LLVM ERROR: OpConvertAsBFloat16NFloatN must be of <N x float> and take <N x i16>
; SPVIR: InvalidInstruction: Can't translate llvm instruction:
; SPVIR-NEXT: ConvertBF16ToFINTEL
; SPVIR-NEXT: Result value must be a scalar or vector of floating-point 32-bit type
; COUNT: InvalidInstruction: Can't translate llvm instruction:
; COUNT-NEXT: ConvertFToBF16INTEL
; COUNT-NEXT: Input type must have the same number of components as result type

;--- scalar.ll
target triple = "spir64-unknown-unknown"
define spir_func void @narrow(half %h) {
  %r = call spir_func zeroext i16 @_Z32intel_convert_bfloat16_as_ushortDh(half %h)
  ret void
}
declare spir_func zeroext i16 @_Z32intel_convert_bfloat16_as_ushortDh(half)

;--- elem.ll
target triple = "spir64-unknown-unknown"
define spir_func void @f(<4 x i8> %b) {
  %r = call spir_func <4 x float> @_Z33intel_convert_as_bfloat164_float4Dv4_h(<4 x i8> %b)
  ret void
}
declare spir_func <4 x float> @_Z33intel_convert_as_bfloat164_float4Dv4_h(<4 x i8>)

;--- size.ll
target triple = "spir64-unknown-unknown"
define spir_func void @f(<3 x float> %x) {
  %r = call spir_func <3 x i16> @_Z34intel_convert_bfloat164_as_ushort4Dv3_f(<3 x float> %x)
  ret void
}
declare spir_func <3 x i16> @_Z34intel_convert_bfloat164_as_ushort4Dv3_f(<3 x float>)

;--- notvec.ll
target triple = "spir64-unknown-unknown"
define spir_func void @f(i16 %b) {
  %r = call spir_func float @_Z33intel_convert_as_bfloat162_float2t(i16 %b)
  ret void
}
declare spir_func float @_Z33intel_convert_as_bfloat162_float2t(i16)

;--- spvir.ll
target triple = "spir64-unknown-unknown"
define spir_func void @f(i16 %b) {
  %r = call spir_func double @_Z27__spirv_ConvertBF16ToFINTELs(i16 %b)
  ret void
}
declare spir_func double @_Z27__spirv_ConvertBF16ToFINTELs(i16)

;--- count.ll
target triple = "spir64-unknown-unknown"
define spir_func void @f(<2 x float> %x) {
  %r = call spir_func <4 x i16> @_Z27__spirv_ConvertFToBF16INTELDv2_f(<2 x float> %x)
  ret void
}
declare spir_func <4 x i16> @_Z27__spirv_ConvertFToBF16INTELDv2_f(<2 x float>)
