// SPV-IR names OpenCL.std instructions __spirv_ocl_<name>, mangled with the OpenCL C
// declarations' parameter types (OpenCL extended instruction set: vloadn's offset is a size_t,
// nan's code and shuffle's mask are unsigned integers, the loaded-from pointee is const), as in
// the OpenCL C forms: the same signs in both targets, and the unsigned instructions (u_*) keep
// their unsigned types. shuffle's integer data are named unsigned like its mask, as llvm-spirv
// names them (the same bits).
// RUN: %{builtins-forward}
// RUN: llvm-spirv-rs -r --spirv-target-env=SPV-IR %t.spv -o %t.spvir.bc
// RUN: llvm-dis %t.spvir.bc -o - | FileCheck %s --check-prefix=SPVIR
// RUN: llvm-spirv-rs -r --spirv-target-env=CL2.0 %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=CL
// RUN: llvm-spirv-rs %t.spvir.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
// RUN: llvm-spirv-rs %t.spvir.bc -o %t.again.spv
// RUN: spirv-val %t.again.spv
// RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv %t.again.spv

// SPV-DAG: ExtInst {{.*}} vloadn
// SPV-DAG: ExtInst {{.*}} vstore_half
// SPV-DAG: ExtInst {{.*}} nan
// SPV-DAG: ExtInst {{.*}} shuffle
// SPV-DAG: ExtInst {{.*}} prefetch
// SPV-DAG: ExtInst {{.*}} u_max

// SPVIR-DAG: call spir_func <4 x i32> @_Z24__spirv_ocl_vloadn_Rint4mPU3AS4Kii(i64
// SPVIR-DAG: call spir_func void @_Z23__spirv_ocl_vstore_halffmPU3AS4Dh(float
// SPVIR-DAG: call spir_func <2 x float> @_Z15__spirv_ocl_nanDv2_j(<2 x i32>
// SPVIR-DAG: call spir_func <4 x float> @_Z19__spirv_ocl_shuffleDv4_fDv4_j(<4 x float>
// SPVIR-DAG: call spir_func <4 x i32> @_Z19__spirv_ocl_shuffleDv4_jS_(<4 x i32>
// SPVIR-DAG: call spir_func void @_Z20__spirv_ocl_prefetchPU3AS1Kfm(float addrspace(1)*
// SPVIR-DAG: call spir_func i32 @_Z17__spirv_ocl_u_maxjj(i32

// CL-DAG: call spir_func <4 x i32> @_Z6vload4mPU3AS4Ki(i64
// CL-DAG: call spir_func void @_Z11vstore_halffmPU3AS4Dh(float
// CL-DAG: call spir_func <2 x float> @_Z3nanDv2_j(<2 x i32>
// CL-DAG: call spir_func <4 x float> @_Z7shuffleDv4_fDv4_j(<4 x float>
// CL-DAG: call spir_func <4 x i32> @_Z7shuffleDv4_jS_(<4 x i32>
// CL-DAG: call spir_func void @_Z8prefetchPU3AS1Kfm(float addrspace(1)*
// CL-DAG: call spir_func i32 @_Z3maxjj(i32

int4 load4(size_t i, const int *p) { return vload4(i, p); }
void store_half(float f, size_t i, half *p) { vstore_half(f, i, p); }
float2 nans(uint2 c) { return nan(c); }
float4 shuf(float4 x, uint4 m) { return shuffle(x, m); }
int4 shufi(int4 x, uint4 m) { return shuffle(x, m); }
void pre(global const float *p, size_t n) { prefetch(p, n); }
uint umax(uint a, uint b) { return max(a, b); }
