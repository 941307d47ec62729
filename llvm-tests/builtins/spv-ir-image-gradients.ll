; SPV-IR image sampling with the Grad image operand (mask 4): SPIR-V 3.14 (Image Operands, Grad)
; wants dx and dy with one component per coordinate of the image, the array layer excluded:
; 3 for a 3D image, 2 for a 2D array. OpenCL C passes the gradients of a 3D image as float4
; (read_imagef(image3d_t, sampler_t, float4, float4, float4)), and SPV-IR written from it keeps
; them so: the forward drops the fourth component (first three lanes), and leaves gradients that
; already fit as they are. Bias/Lod operands before Grad shift its operands (none here).
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv

; CHECK: OpFunction
; CHECK: %[[DX:[0-9]+]] = OpVectorShuffle %v3float %dx %dx 0 1 2
; CHECK-NEXT: %[[DY:[0-9]+]] = OpVectorShuffle %v3float %dy %dy 0 1 2
; CHECK-NEXT: OpImageSampleExplicitLod %v4float %{{[0-9]+}} %c Grad %[[DX]] %[[DY]]
; CHECK: OpFunction
; CHECK-NOT: OpVectorShuffle
; CHECK: OpImageSampleExplicitLod %v4float %{{[0-9]+}} %c2 Grad %dx2 %dy2
; CHECK: OpFunctionEnd

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

%spirv.Image._void_2_0_0_0_0_0_0 = type opaque
%spirv.SampledImage._void_2_0_0_0_0_0_0 = type opaque
%spirv.Image._void_1_0_1_0_0_0_0 = type opaque
%spirv.SampledImage._void_1_0_1_0_0_0_0 = type opaque
%spirv.Sampler = type opaque

declare spir_func %spirv.SampledImage._void_2_0_0_0_0_0_0 addrspace(1)* @_Z20__spirv_SampledImagePU3AS133__spirv_Image__void_2_0_0_0_0_0_0PU3AS215__spirv_Sampler(%spirv.Image._void_2_0_0_0_0_0_0 addrspace(1)*, %spirv.Sampler addrspace(2)*)
declare spir_func <4 x float> @_Z38__spirv_ImageSampleExplicitLod_Rfloat4PU3AS140__spirv_SampledImage__void_2_0_0_0_0_0_0Dv4_fiS2_S2_(%spirv.SampledImage._void_2_0_0_0_0_0_0 addrspace(1)*, <4 x float>, i32, <4 x float>, <4 x float>)
declare spir_func %spirv.SampledImage._void_1_0_1_0_0_0_0 addrspace(1)* @_Z20__spirv_SampledImagePU3AS133__spirv_Image__void_1_0_1_0_0_0_0PU3AS215__spirv_Sampler(%spirv.Image._void_1_0_1_0_0_0_0 addrspace(1)*, %spirv.Sampler addrspace(2)*)
declare spir_func <4 x float> @_Z38__spirv_ImageSampleExplicitLod_Rfloat4PU3AS140__spirv_SampledImage__void_1_0_1_0_0_0_0Dv4_fiDv2_fS3_(%spirv.SampledImage._void_1_0_1_0_0_0_0 addrspace(1)*, <4 x float>, i32, <2 x float>, <2 x float>)

define spir_func <4 x float> @volume(%spirv.Image._void_2_0_0_0_0_0_0 addrspace(1)* %im, %spirv.Sampler addrspace(2)* %s, <4 x float> %c, <4 x float> %dx, <4 x float> %dy) {
entry:
  %si = call spir_func %spirv.SampledImage._void_2_0_0_0_0_0_0 addrspace(1)* @_Z20__spirv_SampledImagePU3AS133__spirv_Image__void_2_0_0_0_0_0_0PU3AS215__spirv_Sampler(%spirv.Image._void_2_0_0_0_0_0_0 addrspace(1)* %im, %spirv.Sampler addrspace(2)* %s)
  %t = call spir_func <4 x float> @_Z38__spirv_ImageSampleExplicitLod_Rfloat4PU3AS140__spirv_SampledImage__void_2_0_0_0_0_0_0Dv4_fiS2_S2_(%spirv.SampledImage._void_2_0_0_0_0_0_0 addrspace(1)* %si, <4 x float> %c, i32 4, <4 x float> %dx, <4 x float> %dy)
  ret <4 x float> %t
}

define spir_func <4 x float> @layers(%spirv.Image._void_1_0_1_0_0_0_0 addrspace(1)* %im, %spirv.Sampler addrspace(2)* %s, <4 x float> %c2, <2 x float> %dx2, <2 x float> %dy2) {
entry:
  %si = call spir_func %spirv.SampledImage._void_1_0_1_0_0_0_0 addrspace(1)* @_Z20__spirv_SampledImagePU3AS133__spirv_Image__void_1_0_1_0_0_0_0PU3AS215__spirv_Sampler(%spirv.Image._void_1_0_1_0_0_0_0 addrspace(1)* %im, %spirv.Sampler addrspace(2)* %s)
  %t = call spir_func <4 x float> @_Z38__spirv_ImageSampleExplicitLod_Rfloat4PU3AS140__spirv_SampledImage__void_1_0_1_0_0_0_0Dv4_fiDv2_fS3_(%spirv.SampledImage._void_1_0_1_0_0_0_0 addrspace(1)* %si, <4 x float> %c2, i32 4, <2 x float> %dx2, <2 x float> %dy2)
  ret <4 x float> %t
}
