// read_imagef(image, sampler, coord, gradient x, gradient y) (OpenCL C 2.0 §6.13.14.2, the
// mipmap forms) → OpImageSampleExplicitLod with the Grad image operand and both gradients
// (SPIR-V §3.14, Image Operands: Grad dx dy); with a level of detail → Lod l; without → Lod 0.
// Back: the same three read_imagef forms (CL2.0), and the SPV-IR call with mask 4 and both
// gradients. The incumbent reads our module the same way.
// RUN: %clang_cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -emit-llvm-bc -O0 %s -o %t.bc
// RUN: llvm-spirv-rs %t.bc -o %t.spv
// RUN: spirv-val %t.spv
// RUN: spirv-dis %t.spv | FileCheck %s
// RUN: llvm-spirv-rs -r %t.spv -o %t.rev.ll
// RUN: opt -verify -disable-output %t.rev.ll
// RUN: FileCheck %s --check-prefix=REV < %t.rev.ll
// RUN: llvm-spirv-rs -r --spirv-target-env=SPV-IR %t.spv -o %t.ir.ll
// RUN: opt -verify -disable-output %t.ir.ll
// RUN: FileCheck %s --check-prefix=IR < %t.ir.ll
// RUN: %S/../Inputs/incumbent-reads.sh %t.spv
// RUN: llvm-spirv-14 -r %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=REV

// CHECK: OpImageSampleExplicitLod %v4float %{{[A-Za-z0-9_]+}} %[[C:[0-9]+]] Grad %[[DX:[0-9]+]] %[[DY:[0-9]+]]
// CHECK: OpImageSampleExplicitLod %v4float %{{[A-Za-z0-9_]+}} %{{[0-9]+}} Lod %{{[0-9]+}}
// CHECK: OpImageSampleExplicitLod %v4float %{{[A-Za-z0-9_]+}} %{{[0-9]+}} Lod %float_0

// REV: call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_fS1_S1_({{.*}}, <2 x float> %{{[0-9]+}}, <2 x float> %{{[0-9]+}}, <2 x float> %{{[0-9]+}})
// REV: call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_ff(
// REV: call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(

// IR: call spir_func <4 x float> @_Z38__spirv_ImageSampleExplicitLod_Rfloat4{{.*}}(%spirv.SampledImage{{.*}}, <2 x float> %{{[0-9]+}}, i32 4, <2 x float> %{{[0-9]+}}, <2 x float> %{{[0-9]+}})
// IR: call spir_func <4 x float> @_Z38__spirv_ImageSampleExplicitLod_Rfloat4{{.*}}(%spirv.SampledImage{{.*}}, <2 x float> %{{[0-9]+}}, i32 2, float %{{[0-9]+}})

kernel void k(read_only image2d_t img, sampler_t s, global float4 *out, float2 c, float2 dx,
              float2 dy, float lod) {
  out[0] = read_imagef(img, s, c, dx, dy);
  out[1] = read_imagef(img, s, c, lod);
  out[2] = read_imagef(img, s, c);
}
