// cl_intel_device_side_avc_motion_estimation under SPV_INTEL_device_side_avc_motion_estimation:
// intel_sub_group_avc_<stage>_<what> is OpSubgroupAvc<Stage><What>INTEL, the AVC opaque types
// OpTypeAvc*INTEL. Overloads pick an instruction by the streamout type (single or dual
// reference) or by the argument count (configure_ipe with chroma, multi-reference evaluation
// with field polarities); the ime/ref/sic wrappers of MCE functions convert to the MCE payload or
// result and back; evaluations join each image with the sampler in OpVmeImageINTEL. The
// instructions of the Intra and Chroma capabilities declare them too, and the AVC capability
// declares Groups. Reverse: the OpenCL C names (integers unsigned but for the few signed
// parameters) or, in SPV-IR, __spirv_* names over spirv.Avc*INTEL types; both translate back.
// spirv-val (SPIRV-Tools 2023.1) does not know the AVC types, so the output is only FileChecked.
// RUN: %clang_cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -emit-llvm-bc %s -o %t.bc
// RUN: not llvm-spirv-rs %t.bc -o %t.noext.spv 2>&1 | FileCheck %s --check-prefix=NOEXT
// RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_device_side_avc_motion_estimation -spirv-text -o - | FileCheck %s --check-prefix=SPV
// RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_device_side_avc_motion_estimation -o %t.spv
// RUN: llvm-spirv-rs -r %t.spv -o %t.cl.bc
// RUN: llvm-dis %t.cl.bc -o - | FileCheck %s --check-prefix=CL
// RUN: llvm-spirv-rs -r --spirv-target-env=SPV-IR %t.spv -o %t.spvir.bc
// RUN: llvm-dis %t.spvir.bc -o - | FileCheck %s --check-prefix=SPVIR
// RUN: llvm-spirv-rs %t.cl.bc --spirv-ext=+SPV_INTEL_device_side_avc_motion_estimation -spirv-text -o - | FileCheck %s --check-prefix=SPV
// RUN: llvm-spirv-rs %t.spvir.bc --spirv-ext=+SPV_INTEL_device_side_avc_motion_estimation -spirv-text -o - | FileCheck %s --check-prefix=SPV

#pragma OPENCL EXTENSION cl_intel_device_side_avc_motion_estimation : enable

// NOEXT: SPV_INTEL_device_side_avc_motion_estimation

// SPV: Capability Groups
// SPV: Capability SubgroupAvcMotionEstimationINTEL
// SPV: Capability SubgroupAvcMotionEstimationIntraINTEL
// SPV: Capability SubgroupAvcMotionEstimationChromaINTEL
// SPV: Extension "SPV_INTEL_device_side_avc_motion_estimation"
// SPV-DAG: TypeAvcImePayloadINTEL [[IMEP:[0-9]+]]
// SPV-DAG: TypeAvcMcePayloadINTEL [[MCEP:[0-9]+]]
// SPV-DAG: TypeAvcMceResultINTEL [[MCER:[0-9]+]]
// SPV-DAG: TypeAvcRefResultINTEL [[REFR:[0-9]+]]
// SPV-DAG: TypeAvcSicPayloadINTEL [[SICP:[0-9]+]]
// SPV-DAG: TypeVmeImageINTEL [[VMET:[0-9]+]]

// SPV: FunctionParameter {{[0-9]+}} [[FRAME:[0-9]+]]
// SPV-NEXT: FunctionParameter {{[0-9]+}} [[PREV:[0-9]+]]
// SPV-NEXT: FunctionParameter {{[0-9]+}} [[SMP:[0-9]+]]
// SPV-NEXT: FunctionParameter {{[0-9]+}} [[ONE:[0-9]+]]
// SPV-NEXT: FunctionParameter {{[0-9]+}} [[TWO:[0-9]+]]
// SPV: SubgroupAvcImeInitializeINTEL [[IMEP]] [[P0:[0-9]+]]
// SPV: SubgroupAvcImeSetDualReferenceINTEL [[IMEP]] [[P1:[0-9]+]] {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} [[P0]]
// SPV: SubgroupAvcImeConvertToMcePayloadINTEL [[MCEP]] [[M0:[0-9]+]] [[P1]]
// SPV-NEXT: SubgroupAvcMceSetAcOnlyHaarINTEL [[MCEP]] [[M1:[0-9]+]] [[M0]]
// SPV-NEXT: SubgroupAvcMceConvertToImePayloadINTEL [[IMEP]] {{[0-9]+}} [[M1]]
// SPV: SubgroupAvcImeGetStreamoutSingleReferenceMajorShapeDistortionsINTEL {{[0-9]+}} {{[0-9]+}} [[ONE]]
// SPV: SubgroupAvcImeGetStreamoutDualReferenceMajorShapeDistortionsINTEL {{[0-9]+}} {{[0-9]+}} [[TWO]]
// SPV: SubgroupAvcSicInitializeINTEL [[SICP]]
// SPV: SubgroupAvcSicConfigureIpeLumaINTEL [[SICP]]
// SPV: SubgroupAvcSicConfigureIpeLumaChromaINTEL [[SICP]]
// SPV: VmeImageINTEL [[VMET]] [[V0:[0-9]+]] [[FRAME]] [[SMP]]
// SPV: SubgroupAvcRefEvaluateWithMultiReferenceINTEL [[REFR]] {{[0-9]+}} [[V0]]
// SPV: VmeImageINTEL [[VMET]] [[V1:[0-9]+]] [[FRAME]] [[SMP]]
// SPV: VmeImageINTEL [[VMET]] [[V2:[0-9]+]] [[PREV]] [[SMP]]
// SPV: SubgroupAvcImeEvaluateWithSingleReferenceINTEL {{[0-9]+}} {{[0-9]+}} [[V1]] [[V2]]
// SPV: SubgroupAvcImeConvertToMceResultINTEL [[MCER]] [[R0:[0-9]+]]
// SPV-NEXT: SubgroupAvcMceGetInterDirectionsINTEL {{[0-9]+}} {{[0-9]+}} [[R0]]
// SPV: SubgroupAvcMceGetDefaultIntraChromaModeBasePenaltyINTEL

// CL-LABEL: define spir_kernel void @estimate(
// CL: call spir_func %opencl.intel_sub_group_avc_ime_payload_t* @_Z34intel_sub_group_avc_ime_initializeDv2_thh(
// CL: call spir_func %opencl.intel_sub_group_avc_ime_payload_t* @_Z42intel_sub_group_avc_ime_set_dual_referenceDv2_sS_h37ocl_intel_sub_group_avc_ime_payload_t(
// CL: call spir_func %opencl.intel_sub_group_avc_mce_payload_t* @_Z46intel_sub_group_avc_ime_convert_to_mce_payload37ocl_intel_sub_group_avc_ime_payload_t(
// CL: call spir_func %opencl.intel_sub_group_avc_mce_payload_t* @_Z40intel_sub_group_avc_mce_set_ac_only_haar37ocl_intel_sub_group_avc_mce_payload_t(
// CL: call spir_func <2 x i16> @_Z39intel_sub_group_avc_ime_ref_window_sizehc(
// CL: call spir_func i16 @_Z61intel_sub_group_avc_ime_get_streamout_major_shape_distortions63ocl_intel_sub_group_avc_ime_result_single_reference_streamout_th(
// CL: call spir_func i16 @_Z61intel_sub_group_avc_ime_get_streamout_major_shape_distortions61ocl_intel_sub_group_avc_ime_result_dual_reference_streamout_thh(
// CL: call spir_func %opencl.intel_sub_group_avc_sic_payload_t* @_Z37intel_sub_group_avc_sic_configure_ipehhhhhhh37ocl_intel_sub_group_avc_sic_payload_t(
// CL: call spir_func %opencl.intel_sub_group_avc_sic_payload_t* @_Z37intel_sub_group_avc_sic_configure_ipehhhhhhttth37ocl_intel_sub_group_avc_sic_payload_t(
// CL: call spir_func %opencl.intel_sub_group_avc_ref_result_t* @_Z53intel_sub_group_avc_ref_evaluate_with_multi_reference14ocl_image2d_roj11ocl_sampler37ocl_intel_sub_group_avc_ref_payload_t(%opencl.image2d_ro_t addrspace(1)* %frame, i32 3, %opencl.sampler_t addrspace(2)* %smp,
// CL: call spir_func %opencl.intel_sub_group_avc_ime_result_t* @_Z54intel_sub_group_avc_ime_evaluate_with_single_reference14ocl_image2d_roS_11ocl_sampler37ocl_intel_sub_group_avc_ime_payload_t(%opencl.image2d_ro_t addrspace(1)* %frame, %opencl.image2d_ro_t addrspace(1)* %prev, %opencl.sampler_t addrspace(2)* %smp,
// CL: call spir_func i8 @_Z44intel_sub_group_avc_mce_get_inter_directions36ocl_intel_sub_group_avc_mce_result_t(
// CL: call spir_func i8 @_Z66intel_sub_group_avc_mce_get_default_intra_chroma_mode_base_penaltyv()

// SPVIR-LABEL: define spir_kernel void @estimate(
// SPVIR: call spir_func %spirv.AvcImePayloadINTEL* @_Z37__spirv_SubgroupAvcImeInitializeINTELDv2_thh(
// SPVIR: call spir_func %spirv.AvcImePayloadINTEL* @_Z43__spirv_SubgroupAvcImeSetDualReferenceINTELDv2_sS_hP26__spirv_AvcImePayloadINTEL(
// SPVIR: call spir_func <2 x i16> @_Z40__spirv_SubgroupAvcImeRefWindowSizeINTELhc(
// SPVIR: call spir_func i16 @_Z73__spirv_SubgroupAvcImeGetStreamoutDualReferenceMajorShapeDistortionsINTELP47__spirv_AvcImeResultDualReferenceStreamoutINTELhh(
// SPVIR: call spir_func %spirv.VmeImageINTEL._void_1_0_0_0_0_0_0 addrspace(1)* @_Z21__spirv_VmeImageINTELPU3AS133__spirv_Image__void_1_0_0_0_0_0_0PU3AS215__spirv_Sampler(
// SPVIR: call spir_func %spirv.AvcRefResultINTEL* @_Z53__spirv_SubgroupAvcRefEvaluateWithMultiReferenceINTELPU3AS141__spirv_VmeImageINTEL__void_1_0_0_0_0_0_0jP26__spirv_AvcRefPayloadINTEL(

__kernel void estimate(__read_only image2d_t frame, __read_only image2d_t prev, sampler_t smp,
                       intel_sub_group_avc_ime_result_single_reference_streamout_t one,
                       intel_sub_group_avc_ime_result_dual_reference_streamout_t two,
                       __global ushort *dist, __global uchar *bytes) {
  ushort2 at = (ushort2)(get_global_id(0) * 16, get_global_id(1) * 16);
  intel_sub_group_avc_ime_payload_t p = intel_sub_group_avc_ime_initialize(at, 0x7e, 0);
  p = intel_sub_group_avc_ime_set_dual_reference((short2)(-4, 4), (short2)(2, -2), 1, p);
  p = intel_sub_group_avc_ime_set_ac_only_haar(p);
  ushort2 window = intel_sub_group_avc_ime_ref_window_size(1, 0);
  dist[0] = intel_sub_group_avc_ime_get_streamout_major_shape_distortions(one, 1) + window.x;
  dist[1] = intel_sub_group_avc_ime_get_streamout_major_shape_distortions(two, 1, 0);
  intel_sub_group_avc_sic_payload_t s = intel_sub_group_avc_sic_initialize(at);
  s = intel_sub_group_avc_sic_configure_ipe(1, 2, 3, 4, 5, 6, 7, s);
  s = intel_sub_group_avc_sic_configure_ipe(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, s);
  intel_sub_group_avc_ref_payload_t r =
      intel_sub_group_avc_fme_initialize(at, 0, 0, 0, 0, 0, 0);
  intel_sub_group_avc_ref_result_t rr =
      intel_sub_group_avc_ref_evaluate_with_multi_reference(frame, 3, smp, r);
  intel_sub_group_avc_ime_result_t ir =
      intel_sub_group_avc_ime_evaluate_with_single_reference(frame, prev, smp, p);
  bytes[0] = intel_sub_group_avc_ime_get_inter_directions(ir);
  bytes[1] = intel_sub_group_avc_mce_get_default_intra_chroma_mode_base_penalty();
  bytes[2] = intel_sub_group_avc_sic_get_ipe_chroma_mode(
      intel_sub_group_avc_sic_evaluate_ipe(frame, smp, s));
  dist[2] = intel_sub_group_avc_ref_get_best_inter_distortion(rr);
}
