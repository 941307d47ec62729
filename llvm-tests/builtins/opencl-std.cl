// OpenCL.std extended instructions: math (sqrt, native_*, half_*), integer functions by the
// sign of their mangled operands (s_max/u_max, s_upsample(int, uint)), common functions with
// float forms (max → fmax, clamp → fclamp), geometric ones, pointer arguments (fract, frexp,
// remquo), and scalars widened to the vector width (clamp(float4, float, float)). popcount is
// OpBitCount and dot OpDot (OpFMul for scalars). Reverse: the OpenCL C names with the
// parameter types of their overloads (CL1.2, CL2.0), __spirv_ocl_* (SPV-IR).
// RUN: %{builtins-roundtrip:AGAIN}

// SPV: ExtInstImport [[STD:[0-9]+]] "OpenCL.std"
// SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] sqrt
// SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] native_sin
// SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] half_exp
// SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] s_abs
// SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] u_add_sat
// SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] s_max
// SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] u_max
// SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] fmax
// SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] s_upsample
// SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] u_upsample
// SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] clz
// SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] rotate
// SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] fract
// SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] frexp
// SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] remquo
// SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] ldexp
// SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] nan
// SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] mix
// SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] smoothstep
// SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] cross
// SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] length
// SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] normalize
// SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] bitselect
// SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] select
// SPV-DAG: BitCount
// SPV-DAG: Dot
// SPV-DAG: CompositeInsert [[V4:[0-9]+]] [[LANE0:[0-9]+]] {{[0-9]+}} [[UNDEF:[0-9]+]] 0
// SPV-DAG: VectorShuffle [[V4]] [[SPLAT:[0-9]+]] [[LANE0]] [[UNDEF]] 0 0 0 0
// SPV-DAG: ExtInst [[V4]] {{[0-9]+}} [[STD]] fclamp {{[0-9]+}} [[SPLAT]]

// AGAIN: ExtInstImport [[S:[0-9]+]] "OpenCL.std"
// AGAIN-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[S]] s_max
// AGAIN-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[S]] u_max
// AGAIN-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[S]] s_upsample
// AGAIN-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[S]] u_upsample
// AGAIN-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[S]] fclamp
// AGAIN-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[S]] frexp
// AGAIN-DAG: BitCount

// CL-DAG: call spir_func float @_Z4sqrtf(
// CL-DAG: call spir_func float @_Z10native_sinf(
// CL-DAG: call spir_func i32 @_Z3absi(
// CL-DAG: call spir_func i32 @_Z7add_satjj(
// CL-DAG: call spir_func i32 @_Z3maxii(
// CL-DAG: call spir_func i32 @_Z3maxjj(
// CL-DAG: call spir_func float @_Z4fmaxff(
// CL-DAG: call spir_func i64 @_Z8upsampleij(
// CL-DAG: call spir_func i64 @_Z8upsamplejj(
// CL20-DAG: call spir_func float @_Z5fractfPU3AS4f(
// CL12-DAG: call spir_func float @_Z5fractfPU3AS1f(
// CL20-DAG: call spir_func float @_Z5frexpfPU3AS4i(
// CL12-DAG: call spir_func float @_Z5frexpfPU3AS1i(
// CL20-DAG: call spir_func float @_Z6remquoffPU3AS4i(
// CL12-DAG: call spir_func float @_Z6remquoffPU3AS1i(
// CL-DAG: call spir_func float @_Z5ldexpfi(
// CL-DAG: call spir_func float @_Z3nanj(
// CL-DAG: call spir_func <4 x float> @_Z5clampDv4_fS_S_(
// CL-DAG: call spir_func <4 x float> @_Z5crossDv4_fS_(
// CL-DAG: call spir_func float @_Z6lengthDv4_f(
// CL-DAG: call spir_func <4 x float> @_Z6selectDv4_fS_Dv4_i(
// CL-DAG: call spir_func i32 @_Z8popcounti(
// CL-DAG: call spir_func float @_Z3dotDv4_fS_(

// SPVIR-DAG: call spir_func float @_Z16__spirv_ocl_sqrtf(
// SPVIR-DAG: call spir_func i32 @_Z17__spirv_ocl_s_maxii(
// SPVIR-DAG: call spir_func i32 @_Z17__spirv_ocl_u_maxjj(
// SPVIR-DAG: call spir_func i64 @_Z22__spirv_ocl_s_upsampleij(
// SPVIR-DAG: call spir_func i64 @_Z22__spirv_ocl_u_upsamplejj(
// SPVIR-DAG: call spir_func <4 x float> @_Z18__spirv_ocl_fclampDv4_fS_S_(
// SPVIR-DAG: call spir_func i32 @_Z16__spirv_BitCounti(

__kernel void math(__global int *p, __global uint *q, __global float *f, __global float4 *f4,
                   __global int4 *i4, __global long *l) {
  f[0] = sqrt(f[1]) + native_sin(f[2]) + half_exp(f[3]) + fmax(f[0], f[1]) + max(f[0], f[1]) +
         fract(f[0], f + 2) + frexp(f[0], p) + remquo(f[0], f[1], p) + ldexp(f[0], p[0]) +
         nan(q[0]) + mix(f[0], f[1], f[2]) + smoothstep(f[0], f[1], f[2]) + length(f4[0]) +
         dot(f4[0], f4[1]) + dot(f[0], f[1]);
  p[0] = abs(p[1]) + add_sat(q[0], q[1]) + max(p[0], p[1]) + max(q[0], q[1]) + clz(q[0]) +
         rotate(p[0], p[1]) + popcount(p[2]);
  l[0] = upsample(p[0], q[0]) + upsample(q[0], q[1]);
  f4[0] = clamp(f4[0], 0.0f, 1.0f) + cross(f4[0], f4[1]) + normalize(f4[2]) +
          bitselect(f4[0], f4[1], f4[2]) + select(f4[0], f4[1], i4[0]);
}
