; SPIR 1.2 image types have no access suffix (%opencl.image2d_t); OpTypeImage has an access
; qualifier (SPIR-V §3.32.6), which the kernel's kernel_arg_access_qual gives. Here the two
; image2d_t parameters differ (read_only, write_only): the write_only one gets an image type of
; its own, and so does the parameter of @helper it is passed to (and @helper's function type);
; the image3d_t parameters all agree (write_only), so the LLVM type itself is write-only.
; Back, the types are the suffixed ones of each access.
; RUN: llvm-spirv-rs %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.ll
; RUN: opt -verify -disable-output %t.rev.ll
; RUN: FileCheck %s --check-prefix=REV < %t.rev.ll
; RUN: %S/../Inputs/incumbent-reads.sh %t.spv

; CHECK-DAG: %[[RO:[0-9]+]] = OpTypeImage %void 2D 0 0 0 0 Unknown ReadOnly
; CHECK-DAG: %[[WO:[0-9]+]] = OpTypeImage %void 2D 0 0 0 0 Unknown WriteOnly
; CHECK-DAG: %[[VOL:[0-9]+]] = OpTypeImage %void 3D 0 0 0 0 Unknown WriteOnly
; CHECK-DAG: %[[HELPER_T:[0-9]+]] = OpTypeFunction %void %[[WO]] %v4float
; CHECK: %src = OpFunctionParameter %[[RO]]
; CHECK: %dst = OpFunctionParameter %[[WO]]
; CHECK: %vol = OpFunctionParameter %[[VOL]]
; CHECK: %helper = OpFunction %void None %[[HELPER_T]]
; CHECK: %img = OpFunctionParameter %[[WO]]

; REV: define spir_kernel void @copy(%opencl.image2d_ro_t addrspace(1)* %src, %opencl.image2d_wo_t addrspace(1)* %dst, %opencl.image3d_wo_t addrspace(1)* %vol)
; REV-SAME: !kernel_arg_access_qual ![[ACC:[0-9]+]]
; REV: call spir_func void @_Z12write_imagef14ocl_image3d_woDv4_iDv4_f(
; REV: define spir_func void @helper(%opencl.image2d_wo_t addrspace(1)* %img
; REV: call spir_func void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(
; REV: ![[ACC]] = !{!"read_only", !"write_only", !"write_only"}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

%opencl.image2d_t = type opaque
%opencl.image3d_t = type opaque

define spir_kernel void @copy(%opencl.image2d_t addrspace(1)* %src, %opencl.image2d_t addrspace(1)* %dst, %opencl.image3d_t addrspace(1)* %vol) !kernel_arg_access_qual !1 {
entry:
  %v = call spir_func <4 x float> @_Z11read_imagef11ocl_image2dDv2_i(%opencl.image2d_t addrspace(1)* %src, <2 x i32> zeroinitializer)
  call spir_func void @helper(%opencl.image2d_t addrspace(1)* %dst, <4 x float> %v)
  call spir_func void @_Z12write_imagef11ocl_image3dDv4_iDv4_f(%opencl.image3d_t addrspace(1)* %vol, <4 x i32> zeroinitializer, <4 x float> %v)
  ret void
}

define spir_func void @helper(%opencl.image2d_t addrspace(1)* %img, <4 x float> %v) {
entry:
  call spir_func void @_Z12write_imagef11ocl_image2dDv2_iDv4_f(%opencl.image2d_t addrspace(1)* %img, <2 x i32> zeroinitializer, <4 x float> %v)
  ret void
}

declare spir_func <4 x float> @_Z11read_imagef11ocl_image2dDv2_i(%opencl.image2d_t addrspace(1)*, <2 x i32>)
declare spir_func void @_Z12write_imagef11ocl_image2dDv2_iDv4_f(%opencl.image2d_t addrspace(1)*, <2 x i32>, <4 x float>)
declare spir_func void @_Z12write_imagef11ocl_image3dDv4_iDv4_f(%opencl.image3d_t addrspace(1)*, <4 x i32>, <4 x float>)

!opencl.ocl.version = !{!0}
!0 = !{i32 1, i32 2}
!1 = !{!"read_only", !"write_only", !"write_only"}
