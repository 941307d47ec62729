; cl_intel_bfloat16_conversions builtins and their SPV-IR spellings: intel_convert_bfloat16[N]_as_ushort[N]
; and __spirv_ConvertFToBF16INTEL are OpConvertFToBF16INTEL, intel_convert_as_bfloat16[N]_float[N]
; and __spirv_ConvertBF16ToFINTEL are OpConvertBF16ToFINTEL (SPV_INTEL_bfloat16_conversion,
; which --spirv-ext must allow). Reverse translation gives the OpenCL C names back in both
; OpenCL environments and the __spirv_ names in SPV-IR.
; RUN: llvm-as %s -o %t.bc
; RUN: not llvm-spirv-rs %t.bc -o %t.spv 2>&1 | FileCheck %s --check-prefix=NOEXT
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_bfloat16_conversion -spirv-text -o %t.spt
; RUN: FileCheck %s --input-file=%t.spt --check-prefix=SPV
; RUN: llvm-spirv-rs -to-binary %t.spt -o %t.spv
; RUN: llvm-spirv-rs -r %t.spv --spirv-target-env=CL2.0 -o - | llvm-dis | FileCheck %s --check-prefix=CL
; RUN: llvm-spirv-rs -r %t.spv --spirv-target-env=CL1.2 -o - | llvm-dis | FileCheck %s --check-prefix=CL
; RUN: llvm-spirv-rs -r %t.spv --spirv-target-env=SPV-IR -o %t.rev.bc
; RUN: llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=SPVIR
; RUN: opt -verify %t.rev.bc -o /dev/null
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv

; NOEXT: RequiresExtension: Feature requires the following SPIR-V extension:
; NOEXT-NEXT: SPV_INTEL_bfloat16_conversion

; SPV-DAG: Capability Bfloat16ConversionINTEL
; SPV-DAG: Extension "SPV_INTEL_bfloat16_conversion"
; SPV-DAG: TypeInt [[SHORT:[0-9]+]] 16 0
; SPV-DAG: TypeFloat [[FLOAT:[0-9]+]] 32
; SPV-DAG: TypeVector [[FLOAT3:[0-9]+]] [[FLOAT]] 3
; SPV-DAG: TypeVector [[SHORT3:[0-9]+]] [[SHORT]] 3
; SPV-DAG: TypeVector [[FLOAT16:[0-9]+]] [[FLOAT]] 16
; SPV-DAG: TypeVector [[SHORT16:[0-9]+]] [[SHORT]] 16
; SPV: FunctionParameter [[FLOAT]] [[X:[0-9]+]]
; SPV: FunctionParameter [[FLOAT3]] [[X3:[0-9]+]]
; SPV: FunctionParameter [[SHORT16]] [[B16:[0-9]+]]
; SPV: ConvertFToBF16INTEL [[SHORT]] [[BITS:[0-9]+]] [[X]]
; SPV: ConvertBF16ToFINTEL [[FLOAT]] {{[0-9]+}} [[BITS]]
; SPV: ConvertFToBF16INTEL [[SHORT3]] [[BITS3:[0-9]+]] [[X3]]
; SPV: ConvertBF16ToFINTEL [[FLOAT3]] {{[0-9]+}} [[BITS3]]
; SPV: ConvertBF16ToFINTEL [[FLOAT16]] {{[0-9]+}} [[B16]]
; SPV: ConvertFToBF16INTEL [[SHORT]] {{[0-9]+}} [[X]]
; SPV: ConvertBF16ToFINTEL [[FLOAT3]] {{[0-9]+}} [[BITS3]]

; CL: call spir_func i16 @_Z32intel_convert_bfloat16_as_ushortf(float %x)
; CL: call spir_func float @_Z31intel_convert_as_bfloat16_floats(i16
; CL: call spir_func <3 x i16> @_Z34intel_convert_bfloat163_as_ushort3Dv3_f(<3 x float> %x3)
; CL: call spir_func <3 x float> @_Z33intel_convert_as_bfloat163_float3Dv3_s(<3 x i16>
; CL: call spir_func <16 x float> @_Z35intel_convert_as_bfloat1616_float16Dv16_s(<16 x i16> %b16)
; CL: call spir_func i16 @_Z32intel_convert_bfloat16_as_ushortf(float %x)
; CL: call spir_func <3 x float> @_Z33intel_convert_as_bfloat163_float3Dv3_s(<3 x i16>

; SPVIR: call spir_func i16 @_Z27__spirv_ConvertFToBF16INTELf(float %x)
; SPVIR: call spir_func float @_Z27__spirv_ConvertBF16ToFINTELs(i16
; SPVIR: call spir_func <3 x i16> @_Z27__spirv_ConvertFToBF16INTELDv3_f(<3 x float> %x3)
; SPVIR: call spir_func <3 x float> @_Z27__spirv_ConvertBF16ToFINTELDv3_s(<3 x i16>
; SPVIR: call spir_func <16 x float> @_Z27__spirv_ConvertBF16ToFINTELDv16_s(<16 x i16> %b16)
; SPVIR-NOT: intel_convert

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func void @round_trip(float %x, <3 x float> %x3, <16 x i16> %b16, <3 x float> addrspace(1)* %out) {
  %bits = call spir_func zeroext i16 @_Z32intel_convert_bfloat16_as_ushortf(float %x)
  %back = call spir_func float @_Z31intel_convert_as_bfloat16_floatt(i16 zeroext %bits)
  %bits3 = call spir_func <3 x i16> @_Z34intel_convert_bfloat163_as_ushort3Dv3_f(<3 x float> %x3)
  %back3 = call spir_func <3 x float> @_Z33intel_convert_as_bfloat163_float3Dv3_t(<3 x i16> %bits3)
  %wide = call spir_func <16 x float> @_Z35intel_convert_as_bfloat1616_float16Dv16_t(<16 x i16> %b16)
  %again = call spir_func zeroext i16 @_Z27__spirv_ConvertFToBF16INTELf(float %x)
  %again3 = call spir_func <3 x float> @_Z27__spirv_ConvertBF16ToFINTELDv3_s(<3 x i16> %bits3)
  store <3 x float> %again3, <3 x float> addrspace(1)* %out
  ret void
}

declare spir_func zeroext i16 @_Z32intel_convert_bfloat16_as_ushortf(float)
declare spir_func float @_Z31intel_convert_as_bfloat16_floatt(i16 zeroext)
declare spir_func <3 x i16> @_Z34intel_convert_bfloat163_as_ushort3Dv3_f(<3 x float>)
declare spir_func <3 x float> @_Z33intel_convert_as_bfloat163_float3Dv3_t(<3 x i16>)
declare spir_func <16 x float> @_Z35intel_convert_as_bfloat1616_float16Dv16_t(<16 x i16>)
declare spir_func zeroext i16 @_Z27__spirv_ConvertFToBF16INTELf(float)
declare spir_func <3 x float> @_Z27__spirv_ConvertBF16ToFINTELDv3_s(<3 x i16>)
