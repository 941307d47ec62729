; Image size queries back to OpenCL C: one component is get_image_width; width and height
; (and depth) are get_image_dim, whose int4 for 3D images is cut to 3 components; arrays
; insert get_image_array_size (a size_t, truncated) as the last component. The image type
; %opencl.image1d_array_ro_t.1 (LLVM's name for a second declaration) is the 1D array image.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs -r %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=CL
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv

; SPV: TypeImage [[ARR1:[0-9]+]] {{[0-9]+}} 0 0 1 0 0 0 0
; SPV: FunctionParameter [[ARR1]] [[LAYERS:[0-9]+]]
; SPV: ImageQuerySizeLod {{[0-9]+}} {{[0-9]+}} [[LAYERS]]

; CL-LABEL: define spir_kernel void @sizes(
; CL: [[W:%[0-9]+]] = call spir_func i32 @_Z15get_image_width20ocl_image1d_array_ro(
; CL-NEXT: [[V:%[0-9]+]] = insertelement <2 x i32> undef, i32 [[W]], i32 0
; CL-NEXT: [[N:%[0-9]+]] = call spir_func i32 @_Z20get_image_array_size20ocl_image1d_array_ro(
; CL-NEXT: insertelement <2 x i32> [[V]], i32 [[N]], i32 1
; CL: [[D:%[0-9]+]] = call spir_func <2 x i32> @_Z13get_image_dim14ocl_image2d_wo(
; CL-NOT: get_image_width
; CL: [[D3:%[0-9]+]] = call spir_func <2 x i32> @_Z13get_image_dim20ocl_image2d_array_ro(
; CL-NEXT: [[S3:%[0-9]+]] = shufflevector <2 x i32> [[D3]], <2 x i32> undef, <3 x i32> <i32 0, i32 1, i32 2>
; CL-NEXT: [[A3:%[0-9]+]] = call spir_func i32 @_Z20get_image_array_size20ocl_image2d_array_ro(
; CL-NEXT: insertelement <3 x i32> [[S3]], i32 [[A3]], i32 2
; CL: [[V4:%[0-9]+]] = call spir_func <4 x i32> @_Z13get_image_dim14ocl_image3d_ro(
; CL-NEXT: shufflevector <4 x i32> [[V4]], <4 x i32> undef, <3 x i32> <i32 0, i32 1, i32 2>
; CL: call spir_func i32 @_Z15get_image_width21ocl_image1d_buffer_ro(

target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir"

%opencl.image1d_array_ro_t.1 = type opaque
%opencl.image2d_wo_t = type opaque
%opencl.image2d_array_ro_t = type opaque
%opencl.image3d_ro_t = type opaque
%opencl.image1d_buffer_ro_t = type opaque

define spir_kernel void @sizes(%opencl.image1d_array_ro_t.1 addrspace(1)* %layers, %opencl.image2d_wo_t addrspace(1)* %canvas, %opencl.image2d_array_ro_t addrspace(1)* %stack, %opencl.image3d_ro_t addrspace(1)* %vol, %opencl.image1d_buffer_ro_t addrspace(1)* %buf, i32 addrspace(1)* %out) {
entry:
  %n = call spir_func i32 @_Z20get_image_array_size20ocl_image1d_array_ro(%opencl.image1d_array_ro_t.1 addrspace(1)* %layers)
  %h = call spir_func i32 @_Z16get_image_height14ocl_image2d_wo(%opencl.image2d_wo_t addrspace(1)* %canvas)
  %dim = call spir_func <2 x i32> @_Z13get_image_dim20ocl_image2d_array_ro(%opencl.image2d_array_ro_t addrspace(1)* %stack)
  %dx = extractelement <2 x i32> %dim, i32 1
  %d = call spir_func i32 @_Z15get_image_depth14ocl_image3d_ro(%opencl.image3d_ro_t addrspace(1)* %vol)
  %w = call spir_func i32 @_Z15get_image_width21ocl_image1d_buffer_ro(%opencl.image1d_buffer_ro_t addrspace(1)* %buf)
  %s1 = add i32 %n, %h
  %s2 = add i32 %s1, %dx
  %s3 = add i32 %s2, %d
  %s4 = add i32 %s3, %w
  store i32 %s4, i32 addrspace(1)* %out, align 4
  ret void
}

declare spir_func i32 @_Z20get_image_array_size20ocl_image1d_array_ro(%opencl.image1d_array_ro_t.1 addrspace(1)*)
declare spir_func i32 @_Z16get_image_height14ocl_image2d_wo(%opencl.image2d_wo_t addrspace(1)*)
declare spir_func <2 x i32> @_Z13get_image_dim20ocl_image2d_array_ro(%opencl.image2d_array_ro_t addrspace(1)*)
declare spir_func i32 @_Z15get_image_depth14ocl_image3d_ro(%opencl.image3d_ro_t addrspace(1)*)
declare spir_func i32 @_Z15get_image_width21ocl_image1d_buffer_ro(%opencl.image1d_buffer_ro_t addrspace(1)*)
