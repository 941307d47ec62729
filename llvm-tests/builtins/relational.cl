// Relational functions answer bools in SPIR-V (OpIsNan, OpIsInf, OpIsFinite, OpIsNormal,
// OpSignBitSet, OpFOrd*, OpOrdered, OpAny, OpAll) that OpenCL C widens to int: 1 for scalars,
// -1 for vector lanes; any/all test the sign bits (reverse: of a char vector, -1 or 0 per lane, as llvm-spirv passes it). Reverse: isnan (int) compared with 0
// (CL1.2, CL2.0), __spirv_IsNan (bool; a bool vector as a char vector and a trunc) in SPV-IR,
// where __spirv_Any/__spirv_All take the bool vector as a char vector too (sext);
// comparisons are fcmp.
// RUN: %{builtins-forward}
// RUN: llvm-spirv-rs -r %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=CL
// RUN: llvm-spirv-rs -r --spirv-target-env=CL2.0 %t.spv -o %t.cl20.bc
// RUN: llvm-dis %t.cl20.bc -o - | FileCheck %s --check-prefix=CL
// RUN: llvm-spirv-rs -r --spirv-target-env=SPV-IR %t.spv -o %t.spvir.bc
// RUN: llvm-dis %t.spvir.bc -o - | FileCheck %s --check-prefix=SPVIR
// RUN: llvm-spirv-rs %t.cl20.bc -o %t.again.spv
// RUN: spirv-val %t.again.spv
// RUN: llvm-spirv-rs %t.spvir.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
// RUN: llvm-spirv-rs %t.spvir.bc -o %t.again2.spv
// RUN: spirv-val %t.again2.spv
// RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv %t.again.spv %t.again2.spv

// SPV-DAG: TypeBool [[BOOL:[0-9]+]]
// SPV-DAG: TypeVector [[BOOL4:[0-9]+]] [[BOOL]] 4
// SPV-DAG: IsNan [[BOOL]] [[N:[0-9]+]]
// SPV-DAG: Select {{[0-9]+}} {{[0-9]+}} [[N]]
// SPV-DAG: IsInf [[BOOL]]
// SPV-DAG: IsFinite [[BOOL]]
// SPV-DAG: IsNormal [[BOOL]]
// SPV-DAG: SignBitSet [[BOOL]]
// SPV-DAG: FOrdLessThan [[BOOL]]
// SPV-DAG: Unordered [[BOOL]]
// SPV-DAG: SLessThan [[BOOL4]] [[NEG:[0-9]+]]
// SPV-DAG: Any [[BOOL]] {{[0-9]+}} [[NEG]]
// SPV-DAG: All [[BOOL]]
// SPV-DAG: IsNan [[BOOL4]]

// CL-DAG: call spir_func i32 @_Z5isnanf(float
// CL-DAG: call spir_func i32 @_Z5isinff(float
// CL-DAG: call spir_func i32 @_Z8isfinitef(float
// CL-DAG: call spir_func i32 @_Z8isnormalf(float
// CL-DAG: call spir_func i32 @_Z7signbitf(float
// CL-DAG: call spir_func i32 @_Z3anyDv4_c(<4 x i8>
// CL-DAG: call spir_func i32 @_Z3allDv4_c(<4 x i8>
// CL-DAG: call spir_func <4 x i32> @_Z5isnanDv4_f(<4 x float>
// CL-DAG: fcmp olt float
// CL-DAG: fcmp uno float

// SPVIR-DAG: call spir_func i1 @_Z13__spirv_IsNanf(float
// SPVIR-DAG: call spir_func i1 @_Z18__spirv_SignBitSetf(float
// SPVIR-DAG: call spir_func i1 @_Z11__spirv_AnyDv4_c(<4 x i8>
// SPVIR-DAG: call spir_func <4 x i8> @_Z13__spirv_IsNanDv4_f(<4 x float>

__kernel void rel(__global float *f, __global int *p, __global int4 *i4, __global float4 *f4) {
  p[0] = isnan(f[0]) + isinf(f[1]) + isfinite(f[2]) + isnormal(f[3]) + signbit(f[4]) +
         isless(f[0], f[1]) + isunordered(f[0], f[1]) + any(i4[0]) + all(i4[1]) + any(p[1]);
  i4[2] = isnan(f4[0]);
}
