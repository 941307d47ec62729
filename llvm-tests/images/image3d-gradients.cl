// read_image{f,i,ui}(image3d_t, sampler_t, float4 coord, float4 gradient x, float4 gradient y)
// (cl_khr_mipmap_image): SPIR-V's Grad operands of a 3D image have one component per
// coordinate, 3 (SPIR-V §3.14, Image Operands: Grad), so the fourth component is dropped by an
// OpVectorShuffle; 2D arrays keep their float2 gradients. Back, the gradients are widened to
// the float4 of OpenCL C again.
// RUN: %clang_cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -cl-ext=+cl_khr_mipmap_image -emit-llvm-bc -O0 %s -o %t.bc
// RUN: llvm-spirv-rs %t.bc -o %t.spv
// RUN: spirv-val %t.spv
// RUN: spirv-dis %t.spv | FileCheck %s
// RUN: llvm-spirv-rs -r %t.spv -o %t.rev.ll
// RUN: opt -verify -disable-output %t.rev.ll
// RUN: FileCheck %s --check-prefix=REV < %t.rev.ll
// RUN: %S/../Inputs/incumbent-reads.sh %t.spv

// CHECK: %[[DX:[0-9]+]] = OpVectorShuffle %v3float %[[GX:[0-9]+]] %[[GX]] 0 1 2
// CHECK: %[[DY:[0-9]+]] = OpVectorShuffle %v3float %[[GY:[0-9]+]] %[[GY]] 0 1 2
// CHECK: OpImageSampleExplicitLod %v4float %{{[A-Za-z_0-9]+}} %{{[0-9]+}} Grad %[[DX]] %[[DY]]
// CHECK: OpImageSampleExplicitLod %v4float %{{[A-Za-z_0-9]+}} %{{[0-9]+}} Grad %[[AX:[0-9]+]] %[[AY:[0-9]+]]

// REV: call spir_func <4 x float> @_Z11read_imagef14ocl_image3d_ro11ocl_samplerDv4_fS1_S1_({{.*}}, <4 x float> %{{[0-9a-z.]+}}, <4 x float> %{{[0-9a-z.]+}}, <4 x float> %{{[0-9a-z.]+}})
// REV: call spir_func <4 x float> @_Z11read_imagef20ocl_image2d_array_ro11ocl_samplerDv4_fDv2_fS2_({{.*}}, <4 x float> %{{[0-9a-z.]+}}, <2 x float> %{{[0-9a-z.]+}}, <2 x float> %{{[0-9a-z.]+}})

kernel void k(read_only image3d_t vol, read_only image2d_array_t arr, sampler_t s,
              global float4 *out, float4 c, float4 gx, float4 gy, float2 ax, float2 ay) {
  out[0] = read_imagef(vol, s, c, gx, gy);
  out[1] = read_imagef(arr, s, c, ax, ay);
}
