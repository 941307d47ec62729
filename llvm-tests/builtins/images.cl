// Images and samplers: read_image* with a sampler is OpSampledImage + OpImageSampleExplicitLod
// (Lod 0.0), without one OpImageRead; write_image* is OpImageWrite; the size queries are
// OpImageQuerySizeLod (OpImageQuerySize for buffers) and a component; channel queries add the
// CLK_* base (0x10D0, 0x10B0); a sampler literal is OpConstantSampler. Reverse: the OpenCL C
// functions with image and sampler arguments and __translate_sampler_initializer (CL1.2,
// CL2.0), __spirv_SampledImage + __spirv_ImageSampleExplicitLod_Rfloat4 ... (SPV-IR).
// RUN: %{builtins-forward}
// RUN: llvm-spirv-rs -r %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=CL
// RUN: llvm-spirv-rs -r --spirv-target-env=CL2.0 %t.spv -o %t.cl20.bc
// RUN: llvm-dis %t.cl20.bc -o - | FileCheck %s --check-prefix=CL
// RUN: llvm-spirv-rs -r --spirv-target-env=SPV-IR %t.spv -o %t.spvir.bc
// RUN: llvm-dis %t.spvir.bc -o - | FileCheck %s --check-prefix=SPVIR
// RUN: llvm-spirv-rs %t.cl20.bc -o %t.again.spv
// RUN: spirv-val %t.again.spv
// RUN: llvm-spirv-rs %t.spvir.bc -o %t.again2.spv
// RUN: spirv-val %t.again2.spv
// RUN: llvm-spirv-rs %t.spvir.bc -spirv-text -o - | FileCheck %s --check-prefix=AGAIN
// RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv %t.again.spv %t.again2.spv

// SPV-DAG: TypeImage [[IMG:[0-9]+]] {{[0-9]+}} 1 0 0 0 0 0 0
// SPV-DAG: TypeSampledImage [[SIMG:[0-9]+]] [[IMG]]
// SPV-DAG: ConstantSampler {{[0-9]+}} [[LIT:[0-9]+]] 1 0 0
// SPV-DAG: SampledImage [[SIMG]] [[SI:[0-9]+]] [[I:[0-9]+]] [[S:[0-9]+]]
// SPV-DAG: ImageSampleExplicitLod {{[0-9]+}} {{[0-9]+}} [[SI]] {{[0-9]+}} 2 {{[0-9]+}}
// SPV-DAG: SampledImage [[SIMG]] {{[0-9]+}} [[I]] [[LIT]]
// SPV-DAG: ImageRead {{[0-9]+}} {{[0-9]+}} [[I]]
// SPV-DAG: ImageWrite
// SPV-DAG: ImageQuerySizeLod {{[0-9]+}} [[SZ:[0-9]+]] [[I]]
// SPV-DAG: CompositeExtract {{[0-9]+}} {{[0-9]+}} [[SZ]] 0
// SPV-DAG: ImageQueryFormat {{[0-9]+}} [[FMT:[0-9]+]]
// SPV-DAG: ImageQueryOrder {{[0-9]+}} [[ORD:[0-9]+]]
// The channel queries are named as their calls, numbered (the call's name goes to the add of
// the OpenCL C enumerant base), as llvm-spirv names them:
// SPV-DAG: Name [[FMT]] "call138"
// SPV-DAG: Name [[ORD]] "call159"
// SPV-DAG: ImageQuerySize {{[0-9]+}}

// CL-DAG: call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(%opencl.image2d_ro_t addrspace(1)* %img, %opencl.sampler_t addrspace(2)* %smp
// CL-DAG: call %opencl.sampler_t addrspace(2)* @__translate_sampler_initializer(i32 18)
// CL-DAG: call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(
// CL-DAG: call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_roDv2_i(
// CL-DAG: call spir_func <4 x i32> @_Z11read_imagei14ocl_image2d_ro11ocl_samplerDv2_f(
// CL-DAG: call spir_func void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(
// CL-DAG: call spir_func void @_Z12write_imagei14ocl_image2d_woDv2_iDv4_i(
// CL-DAG: call spir_func <2 x i32> @_Z13get_image_dim14ocl_image2d_ro(
// CL-DAG: call spir_func i32 @_Z27get_image_channel_data_type14ocl_image2d_ro(
// CL-DAG: call spir_func i32 @_Z23get_image_channel_order14ocl_image2d_ro(
// CL-DAG: call spir_func i32 @_Z15get_image_width21ocl_image1d_buffer_ro(

// SPVIR-DAG: call spir_func %spirv.SampledImage._void_1_0_0_0_0_0_0 addrspace(1)* @_Z20__spirv_SampledImagePU3AS133__spirv_Image__void_1_0_0_0_0_0_0PU3AS215__spirv_Sampler(
// SPVIR-DAG: call spir_func <4 x float> @_Z38__spirv_ImageSampleExplicitLod_Rfloat4PU3AS140__spirv_SampledImage__void_1_0_0_0_0_0_0Dv2_fif(
// SPVIR-DAG: call spir_func <4 x float> @_Z25__spirv_ImageRead_Rfloat4PU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_i(
// SPVIR-DAG: call spir_func void @_Z18__spirv_ImageWritePU3AS133__spirv_Image__void_1_0_0_0_0_0_1Dv2_iDv4_f(

// AGAIN-DAG: ImageSampleExplicitLod
// AGAIN-DAG: ImageQuerySizeLod

__kernel void images(read_only image2d_t img, write_only image2d_t out, sampler_t smp,
                     read_only image1d_buffer_t buf, __global int *p) {
  const sampler_t lit = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
  float4 a = read_imagef(img, smp, (float2)(0.5f, 0.5f));
  float4 b = read_imagef(img, lit, (int2)(1, 2));
  float4 c = read_imagef(img, (int2)(1, 2));
  int4 d = read_imagei(img, smp, (float2)(0.5f, 0.5f));
  write_imagef(out, (int2)(0, 0), a + b + c);
  write_imagei(out, (int2)(1, 0), d);
  p[0] = get_image_width(img) + get_image_height(img) + get_image_channel_data_type(img) +
         get_image_channel_order(img) + get_image_width(buf);
}
