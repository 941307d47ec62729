// The OpenCL C functions that take scalars for some arguments of a vector call (mix's weight,
// clamp's bounds, step's and smoothstep's edges, fmax/max/min's second argument, ldexp's
// exponent): OpenCL.std takes one type throughout, so the forward splats the scalars to the
// vector width; the reverse calls the scalar function again when those arguments are splats
// (all of them: a clamp with one vector bound stays a vector clamp). A constant scalar's splat
// folds to a constant vector, which a vector literal of the source would be too: kept a vector.
// RUN: %clang_cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -emit-llvm-bc -O0 %s -o %t.bc
// RUN: llvm-spirv-rs %t.bc -o %t.spv
// RUN: spirv-val %t.spv
// RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s --check-prefix=SPV
// RUN: llvm-spirv-rs -r --spirv-target-env=CL1.2 %t.spv -o %t.rev.ll
// RUN: opt -verify -disable-output %t.rev.ll
// RUN: FileCheck %s --check-prefix=LL < %t.rev.ll

// SPV: VectorShuffle
// SPV: ExtInst [[#]] [[#]] [[#]] mix

// LL-DAG: call spir_func <4 x float> @_Z3mixDv4_fS_f(<4 x float> {{[^,)]+}}, <4 x float> {{[^,)]+}}, float {{[^,)]+}})
// LL-DAG: call spir_func <4 x float> @_Z5clampDv4_fff(<4 x float> {{[^,)]+}}, float {{[^,)]+}}, float {{[^,)]+}})
// LL-DAG: call spir_func <4 x float> @_Z10smoothstepDv4_fS_S_(<4 x float> zeroinitializer, <4 x float> {{[^,)]+}}, <4 x float> {{[^,)]+}})
// LL-DAG: call spir_func <2 x i32> @_Z5clampDv2_iii(<2 x i32> {{[^,)]+}}, i32 {{[^,)]+}}, i32 {{[^,)]+}})
// LL-DAG: call spir_func <4 x float> @_Z5clampDv4_fS_S_(<4 x float> {{[^,)]+}}, <4 x float> {{[^,)]+}}, <4 x float> {{[^,)]+}})
// LL-DAG: call spir_func <4 x float> @_Z4stepfDv4_f(float {{[^,)]+}}, <4 x float> {{[^,)]+}})
// LL-DAG: call spir_func <4 x float> @_Z4fmaxDv4_ff(<4 x float> {{[^,)]+}}, float {{[^,)]+}})
// LL-DAG: call spir_func <2 x i32> @_Z3maxDv2_ii(<2 x i32> {{[^,)]+}}, i32 {{[^,)]+}})
// LL-DAG: call spir_func <4 x float> @_Z5ldexpDv4_fi(<4 x float> {{[^,)]+}}, i32 {{[^,)]+}})
// LL-DAG: call spir_func <4 x float> @_Z3mixDv4_fS_S_(<4 x float> {{[^,)]+}}, <4 x float> {{[^,)]+}}, <4 x float> {{[^,)]+}})

kernel void k(global float4 *f, global int2 *i, float t, int n, uint u) {
  float4 a = f[0], b = f[1];
  f[2] = mix(a, b, t);
  f[3] = clamp(a, t, t);
  i[0] = clamp(i[1], n, n);
  f[4] = clamp(a, (float4)t, b);
  f[5] = step(t, a);
  f[6] = smoothstep(0.0f, t, a);
  f[7] = fmax(a, t);
  i[2] = max(i[3], n);
  f[8] = ldexp(a, n);
  f[9] = mix(a, b, b);
}
