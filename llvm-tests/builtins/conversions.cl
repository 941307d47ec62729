// convert_<type>[_sat][_rt*]: the instruction follows the kinds of source and destination
// (OpConvertFToS, OpConvertUToF, OpSConvert by the source's sign, OpSatConvertSToU ...), with
// SaturatedConversion and FPRoundingMode decorations; a conversion between equal types is no
// instruction. Reverse: convert_* calls for the decorated and saturating ones (CL1.2, CL2.0),
// __spirv_<Op>_R<type>[_sat][_rt*] (SPV-IR); plain ones are LLVM casts.
// RUN: %{builtins-roundtrip}

// SPV-DAG: Decorate [[SAT1:[0-9]+]] SaturatedConversion
// SPV-DAG: Decorate [[RTZ:[0-9]+]] FPRoundingMode 1
// SPV-DAG: Decorate [[SATRTE:[0-9]+]] SaturatedConversion
// SPV-DAG: Decorate [[SATRTE]] FPRoundingMode 0
// SPV-DAG: Decorate [[RTN:[0-9]+]] FPRoundingMode 3
// SPV-DAG: SatConvertSToU {{[0-9]+}} {{[0-9]+}}
// SPV-DAG: SatConvertUToS {{[0-9]+}} {{[0-9]+}}
// SPV-DAG: ConvertFToU {{[0-9]+}} [[RTZ]]
// SPV-DAG: ConvertFToS {{[0-9]+}} [[SATRTE]]
// SPV-DAG: SConvert {{[0-9]+}} [[SAT1]]
// SPV-DAG: FConvert {{[0-9]+}} [[RTN]]

// CL-DAG: call spir_func i32 @_Z16convert_uint_sati(
// CL-DAG: call spir_func i32 @_Z16convert_uint_rtzf(
// CL-DAG: call spir_func i32 @_Z15convert_int_satj(
// CL-DAG: call spir_func i32 @_Z15convert_int_satl(
// CL-DAG: call spir_func i8 @_Z20convert_char_sat_rtef(
// CL-DAG: call spir_func float @_Z17convert_float_rtnd(
// CL-DAG: call spir_func float @_Z17convert_float_rtzi(
// CL-DAG: call spir_func <4 x i32> @_Z20convert_int4_sat_rtzDv4_f(
// CL-DAG: fptosi float
// CL-DAG: sext i32

// SPVIR-DAG: call spir_func i32 @_Z28__spirv_SatConvertSToU_Ruinti(
// SPVIR-DAG: call spir_func i32 @_Z29__spirv_ConvertFToU_Ruint_rtzf(
// SPVIR-DAG: call spir_func i32 @_Z27__spirv_SatConvertUToS_Rintj(
// SPVIR-DAG: call spir_func i32 @_Z25__spirv_SConvert_Rint_satl(
// SPVIR-DAG: call spir_func i8 @_Z33__spirv_ConvertFToS_Rchar_sat_rtef(
// SPVIR-DAG: call spir_func float @_Z27__spirv_FConvert_Rfloat_rtnd(
// SPVIR-DAG: call spir_func float @_Z30__spirv_ConvertSToF_Rfloat_rtzi(

__kernel void conv(__global int *p, __global uint *q, __global float *f, __global long *l,
                   __global double *d, __global char *c, __global float4 *f4, __global int4 *i4,
                   __global ulong *ul) {
  q[0] = convert_uint(p[0]) + convert_uint_sat(p[1]) + convert_uint_rtz(f[0]);
  p[0] = convert_int_sat(q[1]) + convert_int_sat(l[0]) + convert_int(f[1]);
  c[0] = convert_char_sat_rte(f[2]);
  f[0] = convert_float_rtn(d[0]) + convert_float_rtz(p[2]);
  i4[0] = convert_int4_sat_rtz(f4[0]);
  ul[0] = convert_ulong(p[3]);
}
