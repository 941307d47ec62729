// Vector loads and stores carry their width as a literal (vloadn, vload_halfn, vloada_halfn)
// or in the data's type (vstoren, vstore_halfn); the rounding stores take an FPRoundingMode
// literal (vstore_half_r, vstore_halfn_r, vstorea_halfn_r). shuffle, shuffle2, printf and
// prefetch are OpenCL.std too. Reverse: vload4, vstore_half_rte, vstore_half4_rtz ... with
// size_t offsets and const pointees for the loads; __spirv_ocl_vloadn_Rfloat4 ... in SPV-IR.
// RUN: %{builtins-roundtrip}

// SPV: ExtInstImport [[S:[0-9]+]] "OpenCL.std"
// SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[S]] vloadn {{[0-9]+}} {{[0-9]+}} 4
// SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[S]] vstoren {{[0-9]+}} {{[0-9]+}} {{[0-9]+}}
// SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[S]] vload_half {{[0-9]+}} {{[0-9]+}}
// SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[S]] vload_halfn {{[0-9]+}} {{[0-9]+}} 8
// SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[S]] vloada_halfn {{[0-9]+}} {{[0-9]+}} 4
// SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[S]] vstore_half_r {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} 0
// SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[S]] vstore_halfn_r {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} 1
// SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[S]] vstorea_halfn {{[0-9]+}} {{[0-9]+}} {{[0-9]+}}
// SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[S]] shuffle {{[0-9]+}} {{[0-9]+}}
// SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[S]] shuffle2 {{[0-9]+}} {{[0-9]+}} {{[0-9]+}}
// SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[S]] printf {{[0-9]+}} {{[0-9]+}}
// SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[S]] prefetch {{[0-9]+}} {{[0-9]+}}

// CL12-DAG: call spir_func <4 x float> @_Z6vload4mPU3AS1Kf(i64
// CL20-DAG: call spir_func <4 x float> @_Z6vload4mPU3AS4Kf(i64
// CL12-DAG: call spir_func void @_Z7vstore4Dv4_fmPU3AS1f(<4 x float>
// CL20-DAG: call spir_func void @_Z7vstore4Dv4_fmPU3AS4f(<4 x float>
// CL12-DAG: call spir_func float @_Z10vload_halfmPU3AS1KDh(i64
// CL20-DAG: call spir_func float @_Z10vload_halfmPU3AS4KDh(i64
// CL12-DAG: call spir_func <8 x float> @_Z11vload_half8mPU3AS1KDh(i64
// CL20-DAG: call spir_func <8 x float> @_Z11vload_half8mPU3AS4KDh(i64
// CL12-DAG: call spir_func <4 x float> @_Z12vloada_half4mPU3AS1KDh(i64
// CL20-DAG: call spir_func <4 x float> @_Z12vloada_half4mPU3AS4KDh(i64
// CL12-DAG: call spir_func void @_Z15vstore_half_rtefmPU3AS1Dh(float
// CL20-DAG: call spir_func void @_Z15vstore_half_rtefmPU3AS4Dh(float
// CL12-DAG: call spir_func void @_Z16vstore_half4_rtzDv4_fmPU3AS1Dh(<4 x float>
// CL20-DAG: call spir_func void @_Z16vstore_half4_rtzDv4_fmPU3AS4Dh(<4 x float>
// CL12-DAG: call spir_func void @_Z13vstorea_half2Dv2_fmPU3AS1Dh(<2 x float>
// CL20-DAG: call spir_func void @_Z13vstorea_half2Dv2_fmPU3AS4Dh(<2 x float>
// CL-DAG: call spir_func <4 x float> @_Z7shuffleDv4_fDv4_j(
// CL-DAG: call spir_func <4 x float> @_Z8shuffle2Dv4_fS_Dv4_j(
// CL-DAG: call spir_func i32 (i8 addrspace(2)*, ...) @printf(i8 addrspace(2)*
// CL-DAG: call spir_func void @_Z8prefetchPU3AS1Kfm(float addrspace(1)*

// SPVIR-DAG: call spir_func <4 x float> @_Z26__spirv_ocl_vloadn_Rfloat4mPU3AS4Kfi(i64
// SPVIR-DAG: call spir_func float @_Z29__spirv_ocl_vload_half_RfloatmPU3AS4KDh(i64
// SPVIR-DAG: call spir_func void @_Z25__spirv_ocl_vstore_half_rfmPU3AS4Dhi(float
// SPVIR-DAG: call spir_func i32 @_Z18__spirv_ocl_printfPU3AS2ci(i8 addrspace(2)*

__kernel void vls(__global float *f, __global half *h, __global float4 *o, __global uint4 *m) {
  size_t i = get_global_id(0);
  float4 v = vload4(i, f);
  vstore4(v * 2.0f, i + 1, f);
  float x = vload_half(i, h);
  float8 w = vload_half8(i, h);
  float4 a = vloada_half4(i, h);
  vstore_half_rte(x, i, h);
  vstore_half4_rtz(v, i, h);
  vstorea_half2(v.xy, i, h);
  o[i] = shuffle(v, m[0]) + shuffle2(v, a, m[1]) + w.lo;
  printf("%d\n", (int)i);
  prefetch(f, 16);
}
