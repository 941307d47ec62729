// Conversions of vectors without saturation or a rounding mode (OpSConvert, OpUConvert,
// OpFConvert, OpConvertFToS/FToU/SToF/UToF on vectors) come back in the OpenCL C forms as calls
// of convert_<type>N (OpenCL C 6.2.3), as llvm-spirv writes them; scalar ones as LLVM casts.
// An integer conversion without saturation is an extension or a truncation: OpUConvert names
// its result signed and its source unsigned when it extends (zero-extension), signed when it
// truncates (the bits kept are the same). The SPV-IR form keeps LLVM casts for all.
// Such a call and its declaration have no attributes, as llvm-spirv writes them; a saturated or
// rounded conversion (a decoration on the same instructions) is a `nounwind` call and declaration.
// RUN: %{builtins-forward}
// RUN: llvm-spirv-rs -r %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=CL
// RUN: llvm-spirv-rs -r --spirv-target-env=CL2.0 %t.spv -o %t.cl20.bc
// RUN: llvm-dis %t.cl20.bc -o - | FileCheck %s --check-prefix=CL
// RUN: llvm-spirv-rs -r --spirv-target-env=SPV-IR %t.spv -o %t.spvir.bc
// RUN: llvm-dis %t.spvir.bc -o - | FileCheck %s --check-prefix=SPVIR
// RUN: llvm-spirv-rs %t.cl20.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
// RUN: llvm-spirv-rs %t.cl20.bc -o %t.again.spv
// RUN: spirv-val %t.again.spv
// RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv %t.again.spv

// SPV-DAG: UConvert
// SPV-DAG: SConvert
// SPV-DAG: ConvertFToU
// SPV-DAG: ConvertUToF
// SPV-DAG: FConvert

// CL-LABEL: define spir_func <4 x i8> @narrow(
// CL: call spir_func <4 x i8> @_Z13convert_char4Dv4_i(<4 x i32> %{{[^)]*}}){{$}}
// CL-LABEL: define spir_func <4 x i32> @widen_unsigned(
// CL: call spir_func <4 x i32> @_Z12convert_int4Dv4_h(<4 x i8>
// CL-LABEL: define spir_func <2 x i64> @widen_signed(
// CL: call spir_func <2 x i64> @_Z13convert_long2Dv2_s(<2 x i16>
// CL-LABEL: define spir_func <8 x i32> @float_to_uint(
// CL: call spir_func <8 x i32> @_Z13convert_uint8Dv8_f(<8 x float>
// CL-LABEL: define spir_func <3 x float> @uint_to_float(
// CL: call spir_func <3 x float> @_Z14convert_float3Dv3_j(<3 x i32>
// CL-LABEL: define spir_func <16 x half> @float_to_half(
// CL: call spir_func <16 x half> @_Z14convert_half16Dv16_f(<16 x float>
// CL-LABEL: define spir_func signext i8 @scalar(
// CL-NOT: call spir_func
// CL: trunc i32 %{{.*}} to i8
// CL-LABEL: define spir_func <4 x i8> @narrow_sat(
// CL: call spir_func <4 x i8> @_Z17convert_char4_satDv4_i(<4 x i32> %{{[^)]*}}) #[[NOUNWIND:[0-9]+]]
// CL-LABEL: define spir_func <4 x float> @to_float_rtz(
// CL: call spir_func <4 x float> @_Z18convert_float4_rtzDv4_i(<4 x i32> %{{[^)]*}}) #[[NOUNWIND]]
// CL-DAG: declare spir_func <4 x i8> @_Z13convert_char4Dv4_i(<4 x i32>){{$}}
// CL-DAG: declare spir_func <16 x half> @_Z14convert_half16Dv16_f(<16 x float>){{$}}
// CL-DAG: declare spir_func <4 x i8> @_Z17convert_char4_satDv4_i(<4 x i32>) #[[NOUNWIND]]
// CL-DAG: declare spir_func <4 x float> @_Z18convert_float4_rtzDv4_i(<4 x i32>) #[[NOUNWIND]]
// CL-DAG: attributes #[[NOUNWIND]] = { nounwind }

// SPVIR-LABEL: define spir_func <4 x i8> @narrow(
// SPVIR-NOT: call spir_func
// SPVIR: trunc <4 x i32> %{{.*}} to <4 x i8>
// SPVIR-LABEL: define spir_func <4 x i32> @widen_unsigned(
// SPVIR: zext <4 x i8> %{{.*}} to <4 x i32>

char4 narrow(uint4 x) { return convert_char4(x); }
int4 widen_unsigned(uchar4 x) { return convert_int4(x); }
long2 widen_signed(short2 x) { return convert_long2(x); }
uint8 float_to_uint(float8 x) { return convert_uint8(x); }
float3 uint_to_float(uint3 x) { return convert_float3(x); }
half16 float_to_half(float16 x) { return convert_half16(x); }
char scalar(int x) { return convert_char(x); }
char4 narrow_sat(int4 x) { return convert_char4_sat(x); }
float4 to_float_rtz(int4 x) { return convert_float4_rtz(x); }
