; SPV-IR __spirv_ImageQuerySizeLod of an image without levels of detail: a multi-sampled image
; (MS = 1) or a buffer image (Dim Buffer). SPIR-V (OpImageQuerySizeLod) requires MS 0 and a Dim
; of 1D, 2D, 3D or Cube; such an image has one level, whose size OpImageQuerySize answers. A
; mipmappable 2D image keeps OpImageQuerySizeLod with its level.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s

; CHECK-LABEL: %msaa = OpFunction
; CHECK: OpImageQuerySize %v2uint %im{{$}}
; CHECK-LABEL: %buffer = OpFunction
; CHECK: OpImageQuerySize %uint %im_0{{$}}
; CHECK-LABEL: %plain = OpFunction
; CHECK: OpImageQuerySizeLod %v2uint %im_1 %lod

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

%spirv.Image._void_1_0_0_1_0_0_0 = type opaque
%spirv.Image._void_5_0_0_0_0_0_0 = type opaque
%spirv.Image._void_1_0_0_0_0_0_0 = type opaque

declare spir_func <2 x i32> @_Z31__spirv_ImageQuerySizeLod_Rint2PU3AS133__spirv_Image__void_1_0_0_1_0_0_0i(%spirv.Image._void_1_0_0_1_0_0_0 addrspace(1)*, i32)
declare spir_func i32 @_Z30__spirv_ImageQuerySizeLod_RintPU3AS133__spirv_Image__void_5_0_0_0_0_0_0i(%spirv.Image._void_5_0_0_0_0_0_0 addrspace(1)*, i32)
declare spir_func <2 x i32> @_Z31__spirv_ImageQuerySizeLod_Rint2PU3AS133__spirv_Image__void_1_0_0_0_0_0_0i(%spirv.Image._void_1_0_0_0_0_0_0 addrspace(1)*, i32)

define spir_func <2 x i32> @msaa(%spirv.Image._void_1_0_0_1_0_0_0 addrspace(1)* %im) {
entry:
  %s = call spir_func <2 x i32> @_Z31__spirv_ImageQuerySizeLod_Rint2PU3AS133__spirv_Image__void_1_0_0_1_0_0_0i(%spirv.Image._void_1_0_0_1_0_0_0 addrspace(1)* %im, i32 0)
  ret <2 x i32> %s
}

define spir_func i32 @buffer(%spirv.Image._void_5_0_0_0_0_0_0 addrspace(1)* %im) {
entry:
  %s = call spir_func i32 @_Z30__spirv_ImageQuerySizeLod_RintPU3AS133__spirv_Image__void_5_0_0_0_0_0_0i(%spirv.Image._void_5_0_0_0_0_0_0 addrspace(1)* %im, i32 0)
  ret i32 %s
}

define spir_func <2 x i32> @plain(%spirv.Image._void_1_0_0_0_0_0_0 addrspace(1)* %im, i32 %lod) {
entry:
  %s = call spir_func <2 x i32> @_Z31__spirv_ImageQuerySizeLod_Rint2PU3AS133__spirv_Image__void_1_0_0_0_0_0_0i(%spirv.Image._void_1_0_0_0_0_0_0 addrspace(1)* %im, i32 %lod)
  ret <2 x i32> %s
}
