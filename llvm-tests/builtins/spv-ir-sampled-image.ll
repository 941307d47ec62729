; SPV-IR input may give __spirv_SampledImage's result any type (here a generic i8 pointer):
; its result is the OpTypeSampledImage of its image, which __spirv_ImageSampleExplicitLod then
; samples.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv

; CHECK-NOT: Capability Int8
; CHECK: TypeImage [[IMG:[0-9]+]] {{[0-9]+}} 2 0 0 0 0 0 0
; CHECK: TypeSampledImage [[SIT:[0-9]+]] [[IMG]]
; CHECK: FunctionParameter [[IMG]] [[VOL:[0-9]+]]
; CHECK-NEXT: FunctionParameter {{[0-9]+}} [[SMP:[0-9]+]]
; CHECK: SampledImage [[SIT]] [[SI:[0-9]+]] [[VOL]] [[SMP]]
; CHECK-NEXT: ImageSampleExplicitLod {{[0-9]+}} {{[0-9]+}} [[SI]] {{[0-9]+}} 2 {{[0-9]+}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

%opencl.image3d_ro_t = type opaque
%opencl.sampler_t = type opaque

declare spir_func i8 addrspace(4)* @_Z20__spirv_SampledImageI14ocl_image3d_roPvET0_T_11ocl_sampler(%opencl.image3d_ro_t addrspace(1)*, %opencl.sampler_t addrspace(2)*)
declare spir_func <4 x float> @_Z30__spirv_ImageSampleExplicitLodIPvDv4_fDv4_fET0_T_T1_if(i8 addrspace(4)*, <4 x float>, i32, float)

define spir_kernel void @probe(%opencl.image3d_ro_t addrspace(1)* %vol, %opencl.sampler_t addrspace(2)* %smp, <4 x float> addrspace(1)* %out) {
entry:
  %si = call spir_func i8 addrspace(4)* @_Z20__spirv_SampledImageI14ocl_image3d_roPvET0_T_11ocl_sampler(%opencl.image3d_ro_t addrspace(1)* %vol, %opencl.sampler_t addrspace(2)* %smp)
  %t = call spir_func <4 x float> @_Z30__spirv_ImageSampleExplicitLodIPvDv4_fDv4_fET0_T_T1_if(i8 addrspace(4)* %si, <4 x float> <float 0.5, float 0.5, float 0.5, float 0.0>, i32 2, float 1.0)
  store <4 x float> %t, <4 x float> addrspace(1)* %out, align 16
  ret void
}
