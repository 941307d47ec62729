// Sampled reads name their OpSampledImage as llvm-spirv does: "TempSampledImage", then the
// name with the number LLVM's uniquing counter of the function gives it, which also counts
// the rewritten read call itself (`call` takes 1, `call2` takes 3). Reverse
// SPV-IR keeps these names; reverse CL1.2 makes one sampler literal per use (a store's
// `Aligned` literal equal to a sampler's id is not a use).
// RUN: %{builtins-forward}
// RUN: llvm-spirv-rs -r %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=CL
// RUN: llvm-spirv-rs -r --spirv-target-env=SPV-IR %t.spv -o %t.spvir.bc
// RUN: llvm-dis %t.spvir.bc -o - | FileCheck %s --check-prefix=SPVIR
// RUN: llvm-spirv-rs %t.spvir.bc -o %t.again.spv
// RUN: spirv-val %t.again.spv

// SPV: Name [[A:[0-9]+]] "TempSampledImage"
// SPV: Name [[B:[0-9]+]] "TempSampledImage2"
// SPV: Name [[C:[0-9]+]] "TempSampledImage4"
// SPV: SampledImage {{[0-9]+}} [[A]]
// SPV: SampledImage {{[0-9]+}} [[B]]
// SPV: SampledImage {{[0-9]+}} [[C]]

// CL: define spir_kernel void @three_taps(
// CL-NEXT: entry:
// CL-NEXT: call %opencl.sampler_t addrspace(2)* @__translate_sampler_initializer(i32 20)
// CL-NEXT: %call = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(
// CL-NOT: __translate_sampler_initializer
// CL: %call2 = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i({{.*}} %given,
// CL-NOT: __translate_sampler_initializer
// CL: add <2 x i32>
// CL-NEXT: call %opencl.sampler_t addrspace(2)* @__translate_sampler_initializer(i32 20)
// CL-NEXT: %call6 = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(
// CL-NOT: __translate_sampler_initializer
// CL: ret void

// SPVIR: %TempSampledImage = call spir_func %spirv.SampledImage._void_1_0_0_0_0_0_0 addrspace(1)* @_Z20__spirv_SampledImage
// SPVIR: %TempSampledImage2 = call
// SPVIR: %TempSampledImage4 = call

__constant sampler_t nearest = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST;

kernel void three_taps(read_only image2d_t src, sampler_t given, int2 at, global float4 *out) {
  float4 v = read_imagef(src, nearest, at);
  float4 acc = v + 1.0f;
  float4 v1 = read_imagef(src, given, at + (int2)(1, 0));
  acc += v1;
  float4 v2 = read_imagef(src, nearest, at + (int2)(0, 1));
  *out = acc + v2;
}
