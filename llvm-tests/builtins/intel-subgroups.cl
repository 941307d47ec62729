// cl_intel_subgroups under SPV_INTEL_subgroups: intel_sub_group_shuffle{,_down,_up,_xor} are
// OpSubgroupShuffle*INTEL; intel_sub_group_block_read/write of a global pointer are
// OpSubgroupBlock{Read,Write}INTEL, of an image and a coordinate
// OpSubgroupImageBlock{Read,Write}INTEL (element suffixes _us/_ui, vector sizes). Reverse:
// the OpenCL C names (32-bit data without suffix, unsigned data, const read pointers) in
// CL1.2 and CL2.0; __spirv_* names with the signed _R postfix of reads in SPV-IR. Without the
// extension allowed, the translation fails naming it.
// RUN: %clang_cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -emit-llvm-bc %s -o %t.bc
// RUN: not llvm-spirv-rs %t.bc -o %t.noext.spv 2>&1 | FileCheck %s --check-prefix=NOEXT
// RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_subgroups -spirv-text -o - | FileCheck %s --check-prefix=SPV
// RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_subgroups -o %t.spv
// RUN: spirv-val %t.spv
// RUN: llvm-spirv-rs -r %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=CL
// RUN: llvm-spirv-rs -r --spirv-target-env=CL2.0 %t.spv -o %t.cl20.bc
// RUN: llvm-dis %t.cl20.bc -o - | FileCheck %s --check-prefix=CL
// RUN: llvm-spirv-rs -r --spirv-target-env=SPV-IR %t.spv -o %t.spvir.bc
// RUN: llvm-dis %t.spvir.bc -o - | FileCheck %s --check-prefix=SPVIR
// RUN: llvm-spirv-rs %t.cl20.bc --spirv-ext=+SPV_INTEL_subgroups -o %t.again.spv
// RUN: spirv-val %t.again.spv
// RUN: llvm-spirv-rs %t.spvir.bc --spirv-ext=+SPV_INTEL_subgroups -spirv-text -o - | FileCheck %s --check-prefix=SPV
// RUN: llvm-spirv-rs %t.spvir.bc --spirv-ext=+SPV_INTEL_subgroups -o %t.again2.spv
// RUN: spirv-val %t.again2.spv

// NOEXT: SPV_INTEL_subgroups

// SPV-DAG: Capability SubgroupShuffleINTEL
// SPV-DAG: Capability SubgroupBufferBlockIOINTEL
// SPV-DAG: Capability SubgroupImageBlockIOINTEL
// SPV-DAG: Extension "SPV_INTEL_subgroups"
// SPV: SubgroupShuffleINTEL
// SPV: SubgroupShuffleDownINTEL
// SPV: SubgroupShuffleUpINTEL
// SPV: SubgroupShuffleXorINTEL
// SPV: SubgroupBlockReadINTEL
// SPV: SubgroupImageBlockReadINTEL
// SPV: SubgroupBlockReadINTEL
// SPV: SubgroupBlockWriteINTEL
// SPV: SubgroupImageBlockWriteINTEL
// SPV: SubgroupBlockWriteINTEL

// CL: call spir_func float @_Z23intel_sub_group_shufflefj(
// CL: call spir_func i32 @_Z28intel_sub_group_shuffle_downiij(
// CL: call spir_func i32 @_Z26intel_sub_group_shuffle_upiij(
// CL: call spir_func i64 @_Z27intel_sub_group_shuffle_xorlj(
// CL: call spir_func <4 x i32> @_Z27intel_sub_group_block_read4PU3AS1Kj(
// CL: call spir_func <2 x i16> @_Z30intel_sub_group_block_read_us214ocl_image2d_roDv2_i(
// CL: call spir_func i32 @_Z26intel_sub_group_block_readPU3AS1Kj(
// CL: call spir_func void @_Z28intel_sub_group_block_write4PU3AS1jDv4_j(
// CL: call spir_func void @_Z31intel_sub_group_block_write_us214ocl_image2d_woDv2_iDv2_t(
// CL: call spir_func void @_Z27intel_sub_group_block_writePU3AS1jj(

// SPVIR: call spir_func float @_Z28__spirv_SubgroupShuffleINTELfj(
// SPVIR: call spir_func i32 @_Z32__spirv_SubgroupShuffleDownINTELiij(
// SPVIR: call spir_func i32 @_Z30__spirv_SubgroupShuffleUpINTELiij(
// SPVIR: call spir_func i64 @_Z31__spirv_SubgroupShuffleXorINTELlj(
// SPVIR: call spir_func <4 x i32> @_Z36__spirv_SubgroupBlockReadINTEL_Rint4PU3AS1Kj(
// SPVIR: call spir_func <2 x i16> @_Z43__spirv_SubgroupImageBlockReadINTEL_Rshort2PU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_i(
// SPVIR: call spir_func i32 @_Z35__spirv_SubgroupBlockReadINTEL_RintPU3AS1Kj(
// SPVIR: call spir_func void @_Z31__spirv_SubgroupBlockWriteINTELPU3AS1jDv4_j(
// SPVIR: call spir_func void @_Z36__spirv_SubgroupImageBlockWriteINTELPU3AS133__spirv_Image__void_1_0_0_0_0_0_1Dv2_iDv2_t(
// SPVIR: call spir_func void @_Z31__spirv_SubgroupBlockWriteINTELPU3AS1jj(

#pragma OPENCL EXTENSION cl_intel_subgroups : enable
#pragma OPENCL EXTENSION cl_intel_subgroups_short : enable

kernel void lanes(global uint *words, read_only image2d_t tiles, write_only image2d_t sink,
                  int2 at, float x, int n, long wide, global float *res) {
  float from3 = intel_sub_group_shuffle(x, 3u);
  int below = intel_sub_group_shuffle_down(n, n * 2, 1u);
  int above = intel_sub_group_shuffle_up(n * 3, n, 2u);
  long swapped = intel_sub_group_shuffle_xor(wide, 4u);
  uint4 quad = intel_sub_group_block_read4(words + 16);
  ushort2 pair = intel_sub_group_block_read_us2(tiles, at);
  uint one = intel_sub_group_block_read_ui(words);
  intel_sub_group_block_write4(words + 32, quad + 1u);
  intel_sub_group_block_write_us2(sink, at, pair);
  intel_sub_group_block_write(words, one);
  res[0] = from3 + below + above + swapped;
}
