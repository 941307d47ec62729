; SPIR 1.2 samplers are i32: a kernel parameter whose kernel_arg_type is sampler_t, and a
; helper's i32 parameter that reaches read_imagef's ocl_sampler, become OpTypeSampler
; parameters (and so do the helper's function type); an integer constant passed for one is an
; OpConstantSampler of the literal's bits; the read is OpSampledImage + OpImageSampleExplicitLod.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs -r %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=CL
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv

; SPV-DAG: TypeImage [[IMG:[0-9]+]]
; SPV-DAG: TypeSampler [[SMP:[0-9]+]]
; SPV-DAG: TypeSampledImage [[SI:[0-9]+]] [[IMG]]
; SPV-DAG: ConstantSampler [[SMP]] [[LIT:[0-9]+]] 2 1 1
; SPV: Function {{[0-9]+}} [[HELPER:[0-9]+]]
; SPV-NEXT: FunctionParameter [[IMG]] [[HIMG:[0-9]+]]
; SPV-NEXT: FunctionParameter [[SMP]] [[HSMP:[0-9]+]]
; SPV: SampledImage [[SI]] [[S1:[0-9]+]] [[HIMG]] [[HSMP]]
; SPV-NEXT: ImageSampleExplicitLod {{[0-9]+}} {{[0-9]+}} [[S1]]
; SPV: Function {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} {{[0-9]+}}
; SPV-NEXT: FunctionParameter [[IMG]] [[KIMG:[0-9]+]]
; SPV-NEXT: FunctionParameter [[SMP]] [[KSMP:[0-9]+]]
; SPV: FunctionCall {{[0-9]+}} {{[0-9]+}} [[HELPER]] [[KIMG]] [[KSMP]]
; SPV: FunctionCall {{[0-9]+}} {{[0-9]+}} [[HELPER]] [[KIMG]] [[LIT]]
; SPV: SampledImage [[SI]] {{[0-9]+}} [[KIMG]] [[LIT]]

; CL: define spir_func <4 x float> @fetch(%opencl.image2d_ro_t addrspace(1)* %pic, %opencl.sampler_t addrspace(2)* %how)
; CL: call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(%opencl.image2d_ro_t addrspace(1)* %pic, %opencl.sampler_t addrspace(2)* %how
; CL: define spir_kernel void @blur(%opencl.image2d_ro_t addrspace(1)* %src, %opencl.sampler_t addrspace(2)* %user

target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir"

%opencl.image2d_ro_t = type opaque

define spir_func <4 x float> @fetch(%opencl.image2d_ro_t addrspace(1)* %pic, i32 %how) {
entry:
  %v = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(%opencl.image2d_ro_t addrspace(1)* %pic, i32 %how, <2 x i32> <i32 3, i32 4>)
  ret <4 x float> %v
}

declare spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(%opencl.image2d_ro_t addrspace(1)*, i32, <2 x i32>)

define spir_kernel void @blur(%opencl.image2d_ro_t addrspace(1)* %src, i32 %user, <4 x float> addrspace(1)* %out) !kernel_arg_addr_space !1 !kernel_arg_access_qual !2 !kernel_arg_type !3 !kernel_arg_base_type !3 !kernel_arg_type_qual !4 {
entry:
  %a = call spir_func <4 x float> @fetch(%opencl.image2d_ro_t addrspace(1)* %src, i32 %user)
  ; CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_CLAMP | CLK_FILTER_LINEAR
  %b = call spir_func <4 x float> @fetch(%opencl.image2d_ro_t addrspace(1)* %src, i32 37)
  %c = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(%opencl.image2d_ro_t addrspace(1)* %src, i32 37, <2 x i32> zeroinitializer)
  %ab = fadd <4 x float> %a, %b
  %abc = fadd <4 x float> %ab, %c
  store <4 x float> %abc, <4 x float> addrspace(1)* %out, align 16
  ret void
}

!1 = !{i32 1, i32 0, i32 1}
!2 = !{!"read_only", !"none", !"none"}
!3 = !{!"image2d_t", !"sampler_t", !"float4*"}
!4 = !{!"", !"", !""}
