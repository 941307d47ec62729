// Integer texels have no sign in SPIR-V: SPIR-V 1.4 says it with the SignExtend and ZeroExtend
// image operands (SPIR-V §3.14: valid on any instruction that reads or writes a texel).
// read_imagei/write_imagei (OpenCL C 2.0 §6.13.14) → SignExtend, read_imageui/write_imageui →
// ZeroExtend, on OpImageRead, OpImageSampleExplicitLod (with Lod or Grad) and OpImageWrite;
// float and half texels take neither. The module is then SPIR-V 1.4.
// Back, the operand tells read_imageui from read_imagei (without it both are read_imagei);
// only the texel of write_imageui is unsigned (the coordinate stays int4).
// With --spirv-max-version=1.3 the operands are not written.
// RUN: %clang_cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -cl-ext=+cl_khr_mipmap_image,+cl_khr_mipmap_image_writes -emit-llvm-bc -O0 %s -o %t.bc
// RUN: llvm-spirv-rs %t.bc -o %t.spv
// RUN: spirv-val %t.spv
// RUN: spirv-dis %t.spv | FileCheck %s
// RUN: llvm-spirv-rs -r %t.spv -o %t.rev.ll
// RUN: opt -verify -disable-output %t.rev.ll
// RUN: FileCheck %s --check-prefix=REV < %t.rev.ll
// RUN: %S/../Inputs/incumbent-reads.sh %t.spv
// RUN: llvm-spirv-rs -r --spirv-target-env=SPV-IR %t.spv -o %t.ir.ll
// RUN: opt -verify -disable-output %t.ir.ll
// RUN: FileCheck %s --check-prefix=IR < %t.ir.ll
// RUN: llvm-spirv-rs --spirv-max-version=1.3 %t.bc -o %t.13.spv
// RUN: spirv-val %t.13.spv
// RUN: spirv-dis %t.13.spv | FileCheck %s --check-prefix=V13

// CHECK: ; Version: 1.4
// CHECK: OpImageRead %v4uint %{{[a-z_0-9]+}} %{{[0-9]+}} SignExtend
// CHECK: OpImageRead %v4uint %{{[a-z_0-9]+}} %{{[0-9]+}} ZeroExtend
// CHECK: OpImageRead %v4float %{{[a-z_0-9]+}} %{{[0-9]+}}{{$}}
// CHECK: OpImageSampleExplicitLod %v4uint %{{[A-Za-z_0-9]+}} %{{[0-9]+}} Lod|SignExtend %float_0
// CHECK: OpImageSampleExplicitLod %v4uint %{{[A-Za-z_0-9]+}} %{{[0-9]+}} Lod|ZeroExtend %{{[a-z_0-9]+}}
// CHECK: OpImageSampleExplicitLod %v4uint %{{[A-Za-z_0-9]+}} %{{[0-9]+}} Grad|ZeroExtend %{{[0-9]+}} %{{[0-9]+}}
// CHECK: OpImageSampleExplicitLod %v4float %{{[A-Za-z_0-9]+}} %{{[0-9]+}} Lod %float_0
// CHECK: OpImageWrite %{{[a-z_0-9]+}} %{{[0-9]+}} %{{[0-9]+}} SignExtend
// CHECK: OpImageWrite %{{[a-z_0-9]+}} %{{[0-9]+}} %{{[0-9]+}} ZeroExtend
// CHECK: OpImageWrite %{{[a-z_0-9]+}} %{{[0-9]+}} %{{[0-9]+}}{{$}}

// REV: call spir_func <4 x i32> @_Z11read_imagei14ocl_image2d_rwDv2_i(
// REV: call spir_func <4 x i32> @_Z12read_imageui14ocl_image2d_rwDv2_i(
// REV: call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_rwDv2_i(
// REV: call spir_func <4 x i32> @_Z11read_imagei14ocl_image2d_ro11ocl_samplerDv2_i(
// REV: call spir_func <4 x i32> @_Z12read_imageui14ocl_image2d_ro11ocl_samplerDv2_ff(
// REV: call spir_func <4 x i32> @_Z12read_imageui14ocl_image2d_ro11ocl_samplerDv2_fS1_S1_(
// REV: call spir_func void @_Z12write_imagei14ocl_image2d_rwDv2_iDv4_i(
// REV: call spir_func void @_Z13write_imageui14ocl_image2d_rwDv2_iDv4_j(
// REV: call spir_func void @_Z12write_imagef14ocl_image2d_rwDv2_iDv4_f(
// REV: call spir_func void @_Z13write_imageui14ocl_image2d_woDv2_iDv4_j(

// In SPV-IR the result type names the sign (_Ruint4) and a ZeroExtend texel is a uint4 (Dv4_j).
// IR: call spir_func <4 x i32> @_Z23__spirv_ImageRead_Rint4{{.*}}(
// IR: call spir_func <4 x i32> @_Z24__spirv_ImageRead_Ruint4{{.*}}(
// IR: call spir_func void @_Z18__spirv_ImageWrite{{[A-Za-z0-9_]+}}Dv2_iDv4_ii({{.*}}, i32 4096)
// IR: call spir_func void @_Z18__spirv_ImageWrite{{[A-Za-z0-9_]+}}Dv2_iDv4_ji({{.*}}, i32 8192)

// V13: ; Version: 1.0
// V13-NOT: Extend

kernel void k(read_write image2d_t rw, read_only image2d_t ro, write_only image2d_t wo,
              sampler_t s, global int4 *i, global uint4 *u, global float4 *f, float2 c,
              float lod) {
  i[0] = read_imagei(rw, (int2)(0));
  u[0] = read_imageui(rw, (int2)(0));
  f[0] = read_imagef(rw, (int2)(0));
  i[1] = read_imagei(ro, s, (int2)(0));
  u[1] = read_imageui(ro, s, c, lod);
  u[2] = read_imageui(ro, s, c, c, c);
  f[1] = read_imagef(ro, s, c);
  write_imagei(rw, (int2)(0), i[2]);
  write_imageui(rw, (int2)(0), u[3]);
  write_imagef(rw, (int2)(0), f[2]);
  write_imageui(wo, (int2)(0), u[4]);
}
