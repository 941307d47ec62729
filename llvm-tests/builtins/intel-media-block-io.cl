// cl_intel_media_block_io under SPV_INTEL_media_block_io:
// intel_sub_group_media_block_read_{uc,us,ui}N(coord, width, height, image) is
// OpSubgroupImageMediaBlockReadINTEL image coord width height, the write (pixels before the
// image) OpSubgroupImageMediaBlockWriteINTEL image coord width height pixels. Reverse: the
// OpenCL C functions (image last, unsigned pixels) in CL1.2 and CL2.0; in SPV-IR the
// __spirv_* calls, image first, signed, reads with their _R postfix.
// RUN: %clang_cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -emit-llvm-bc %s -o %t.bc
// RUN: not llvm-spirv-rs %t.bc -o %t.noext.spv 2>&1 | FileCheck %s --check-prefix=NOEXT
// RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_media_block_io -spirv-text -o - | FileCheck %s --check-prefix=SPV
// RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_media_block_io -o %t.spv
// RUN: spirv-val %t.spv
// RUN: llvm-spirv-rs -r %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=CL
// RUN: llvm-spirv-rs -r --spirv-target-env=CL2.0 %t.spv -o %t.cl20.bc
// RUN: llvm-dis %t.cl20.bc -o - | FileCheck %s --check-prefix=CL
// RUN: llvm-spirv-rs -r --spirv-target-env=SPV-IR %t.spv -o %t.spvir.bc
// RUN: llvm-dis %t.spvir.bc -o - | FileCheck %s --check-prefix=SPVIR
// RUN: llvm-spirv-rs %t.cl20.bc --spirv-ext=+SPV_INTEL_media_block_io -o %t.again.spv
// RUN: spirv-val %t.again.spv
// RUN: llvm-spirv-rs %t.spvir.bc --spirv-ext=+SPV_INTEL_media_block_io -spirv-text -o - | FileCheck %s --check-prefix=SPV
// RUN: llvm-spirv-rs %t.spvir.bc --spirv-ext=+SPV_INTEL_media_block_io -o %t.again2.spv
// RUN: spirv-val %t.again2.spv

// NOEXT: SPV_INTEL_media_block_io

// SPV-DAG: Capability SubgroupImageMediaBlockIOINTEL
// SPV-DAG: Extension "SPV_INTEL_media_block_io"
// SPV-DAG: Constant {{[0-9]+}} [[W:[0-9]+]] 4
// SPV-DAG: Constant {{[0-9]+}} [[H:[0-9]+]] 8
// SPV: FunctionParameter {{[0-9]+}} [[AT:[0-9]+]]
// SPV-NEXT: FunctionParameter {{[0-9]+}} [[IN:[0-9]+]]
// SPV-NEXT: FunctionParameter {{[0-9]+}} [[OUT:[0-9]+]]
// SPV: SubgroupImageMediaBlockReadINTEL {{[0-9]+}} {{[0-9]+}} [[IN]] [[AT]] [[W]] [[H]]
// SPV: SubgroupImageMediaBlockReadINTEL {{[0-9]+}} {{[0-9]+}} [[IN]] [[AT]] [[W]] [[H]]
// SPV: SubgroupImageMediaBlockWriteINTEL [[OUT]] [[AT]] [[W]] [[H]] {{[0-9]+}}
// SPV: SubgroupImageMediaBlockWriteINTEL [[OUT]] [[AT]] [[W]] [[H]] {{[0-9]+}}

// CL: call spir_func <4 x i8> @_Z36intel_sub_group_media_block_read_uc4Dv2_iii14ocl_image2d_rw(<2 x i32> %at, i32 4, i32 8, %opencl.image2d_rw_t addrspace(1)* %in)
// CL: call spir_func i32 @_Z35intel_sub_group_media_block_read_uiDv2_iii14ocl_image2d_rw(
// CL: call spir_func void @_Z37intel_sub_group_media_block_write_uc4Dv2_iiiDv4_h14ocl_image2d_wo(<2 x i32> %at, i32 4, i32 8, <4 x i8> %{{.*}}, %opencl.image2d_wo_t addrspace(1)* %out)
// CL: call spir_func void @_Z36intel_sub_group_media_block_write_uiDv2_iiij14ocl_image2d_wo(

// SPVIR: call spir_func <4 x i8> @_Z47__spirv_SubgroupImageMediaBlockReadINTEL_Rchar4PU3AS133__spirv_Image__void_1_0_0_0_0_0_2Dv2_iii(%spirv.Image._void_1_0_0_0_0_0_2 addrspace(1)* %in, <2 x i32> %at, i32 4, i32 8)
// SPVIR: call spir_func i32 @_Z45__spirv_SubgroupImageMediaBlockReadINTEL_RintPU3AS133__spirv_Image__void_1_0_0_0_0_0_2Dv2_iii(
// SPVIR: call spir_func void @_Z41__spirv_SubgroupImageMediaBlockWriteINTELPU3AS133__spirv_Image__void_1_0_0_0_0_0_1Dv2_iiiDv4_c(
// SPVIR: call spir_func void @_Z41__spirv_SubgroupImageMediaBlockWriteINTELPU3AS133__spirv_Image__void_1_0_0_0_0_0_1Dv2_iiii(

uchar4 __attribute__((overloadable)) intel_sub_group_media_block_read_uc4(int2, int, int, read_write image2d_t);
uint __attribute__((overloadable)) intel_sub_group_media_block_read_ui(int2, int, int, read_write image2d_t);
void __attribute__((overloadable)) intel_sub_group_media_block_write_uc4(int2, int, int, uchar4, write_only image2d_t);
void __attribute__((overloadable)) intel_sub_group_media_block_write_ui(int2, int, int, uint, write_only image2d_t);

kernel void copy_tile(int2 at, read_write image2d_t in, write_only image2d_t out) {
  uchar4 bytes = intel_sub_group_media_block_read_uc4(at, 4, 8, in);
  uint word = intel_sub_group_media_block_read_ui(at, 4, 8, in);
  intel_sub_group_media_block_write_uc4(at, 4, 8, bytes + (uchar4)(1), out);
  intel_sub_group_media_block_write_ui(at, 4, 8, word ^ 0xffu, out);
}
