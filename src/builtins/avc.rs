//! The Intel AVC motion-estimation builtins of OpenCL C
//! (`cl_intel_device_side_avc_motion_estimation`) ↔ the instructions of
//! `SPV_INTEL_device_side_avc_motion_estimation`:
//!
//! * `intel_sub_group_avc_<stage>_<what>` ↔ `OpSubgroupAvc<Stage><What>INTEL`, one row each
//!   ([`AVC_FNS`]); three names are spelled differently in SPIR-V
//!   (`mce_get_best_inter_distortion` ↔ `…Distortions…`, `mce_get_inter_minor_shapes` ↔
//!   `…MinorShape…`, `sic_set_skc_bilinear_filter_enable` ↔ `SicSetBilinearFilterEnable`);
//! * overloads that are two instructions: `ime_get_streamout_major_shape_*` of a single- or a
//!   dual-reference streamout ([`Pick::Streamout`]), `sic_configure_ipe` with chroma and the
//!   `*_evaluate_with_multi_reference` with field polarities ([`Pick::Arity`]);
//! * the wrappers `{ime,ref,sic}_<what>` of an MCE function `mce_<what>` ([`Wrapper`]): the
//!   stage's payload or result converted to the MCE one, the MCE instruction, and a payload
//!   converted back;
//! * the `*_evaluate_*` functions take images and a sampler, which SPIR-V joins into one
//!   `OpVmeImageINTEL` per image;
//! * the opaque types `opencl.intel_sub_group_avc_<name>_t` and `spirv.Avc<Name>INTEL` ↔
//!   `OpTypeAvc<Name>INTEL` ([`AVC_TYPES`]).
//!
//! Integer parameters are unsigned, but for the few [`SIGNED_PARAMS`] of the OpenCL C
//! declarations.

use crate::spirv::tables::op;

/// The prefix of every builtin's name.
pub const PREFIX: &str = "intel_sub_group_avc_";

/// How a name with two instructions picks one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pick {
    /// One instruction.
    One,
    /// `alt` when the first argument is a dual-reference streamout.
    Streamout,
    /// `alt` when the call has this many arguments.
    Arity(usize),
}

/// One builtin name and its instructions.
#[derive(Clone, Copy, Debug)]
pub struct AvcFn {
    /// The name after [`PREFIX`].
    pub ocl: &'static str,
    pub op: u16,
    pub alt: Option<u16>,
    pub pick: Pick,
}

const fn r(ocl: &'static str, op: u16) -> AvcFn {
    AvcFn {
        ocl,
        op,
        alt: None,
        pick: Pick::One,
    }
}

const fn streamout(ocl: &'static str, single: u16, dual: u16) -> AvcFn {
    AvcFn {
        ocl,
        op: single,
        alt: Some(dual),
        pick: Pick::Streamout,
    }
}

const fn by_arity(ocl: &'static str, op: u16, n: usize, alt: u16) -> AvcFn {
    AvcFn {
        ocl,
        op,
        alt: Some(alt),
        pick: Pick::Arity(n),
    }
}

/// Every builtin with its own instruction, sorted by name.
pub const AVC_FNS: &[AvcFn] = &[
    r("bme_initialize", op::SubgroupAvcBmeInitializeINTEL),
    r("fme_initialize", op::SubgroupAvcFmeInitializeINTEL),
    r(
        "ime_adjust_ref_offset",
        op::SubgroupAvcImeAdjustRefOffsetINTEL,
    ),
    r(
        "ime_convert_to_mce_payload",
        op::SubgroupAvcImeConvertToMcePayloadINTEL,
    ),
    r(
        "ime_convert_to_mce_result",
        op::SubgroupAvcImeConvertToMceResultINTEL,
    ),
    r(
        "ime_evaluate_with_dual_reference",
        op::SubgroupAvcImeEvaluateWithDualReferenceINTEL,
    ),
    r(
        "ime_evaluate_with_dual_reference_streamin",
        op::SubgroupAvcImeEvaluateWithDualReferenceStreaminINTEL,
    ),
    r(
        "ime_evaluate_with_dual_reference_streaminout",
        op::SubgroupAvcImeEvaluateWithDualReferenceStreaminoutINTEL,
    ),
    r(
        "ime_evaluate_with_dual_reference_streamout",
        op::SubgroupAvcImeEvaluateWithDualReferenceStreamoutINTEL,
    ),
    r(
        "ime_evaluate_with_single_reference",
        op::SubgroupAvcImeEvaluateWithSingleReferenceINTEL,
    ),
    r(
        "ime_evaluate_with_single_reference_streamin",
        op::SubgroupAvcImeEvaluateWithSingleReferenceStreaminINTEL,
    ),
    r(
        "ime_evaluate_with_single_reference_streaminout",
        op::SubgroupAvcImeEvaluateWithSingleReferenceStreaminoutINTEL,
    ),
    r(
        "ime_evaluate_with_single_reference_streamout",
        op::SubgroupAvcImeEvaluateWithSingleReferenceStreamoutINTEL,
    ),
    r(
        "ime_get_border_reached",
        op::SubgroupAvcImeGetBorderReachedINTEL,
    ),
    r(
        "ime_get_dual_reference_streamin",
        op::SubgroupAvcImeGetDualReferenceStreaminINTEL,
    ),
    r(
        "ime_get_single_reference_streamin",
        op::SubgroupAvcImeGetSingleReferenceStreaminINTEL,
    ),
    streamout(
        "ime_get_streamout_major_shape_distortions",
        op::SubgroupAvcImeGetStreamoutSingleReferenceMajorShapeDistortionsINTEL,
        op::SubgroupAvcImeGetStreamoutDualReferenceMajorShapeDistortionsINTEL,
    ),
    streamout(
        "ime_get_streamout_major_shape_motion_vectors",
        op::SubgroupAvcImeGetStreamoutSingleReferenceMajorShapeMotionVectorsINTEL,
        op::SubgroupAvcImeGetStreamoutDualReferenceMajorShapeMotionVectorsINTEL,
    ),
    streamout(
        "ime_get_streamout_major_shape_reference_ids",
        op::SubgroupAvcImeGetStreamoutSingleReferenceMajorShapeReferenceIdsINTEL,
        op::SubgroupAvcImeGetStreamoutDualReferenceMajorShapeReferenceIdsINTEL,
    ),
    r(
        "ime_get_truncated_search_indication",
        op::SubgroupAvcImeGetTruncatedSearchIndicationINTEL,
    ),
    r(
        "ime_get_unidirectional_early_search_termination",
        op::SubgroupAvcImeGetUnidirectionalEarlySearchTerminationINTEL,
    ),
    r(
        "ime_get_weighting_pattern_minimum_distortion",
        op::SubgroupAvcImeGetWeightingPatternMinimumDistortionINTEL,
    ),
    r(
        "ime_get_weighting_pattern_minimum_motion_vector",
        op::SubgroupAvcImeGetWeightingPatternMinimumMotionVectorINTEL,
    ),
    r("ime_initialize", op::SubgroupAvcImeInitializeINTEL),
    r("ime_ref_window_size", op::SubgroupAvcImeRefWindowSizeINTEL),
    r(
        "ime_set_dual_reference",
        op::SubgroupAvcImeSetDualReferenceINTEL,
    ),
    r(
        "ime_set_early_search_termination_threshold",
        op::SubgroupAvcImeSetEarlySearchTerminationThresholdINTEL,
    ),
    r(
        "ime_set_max_motion_vector_count",
        op::SubgroupAvcImeSetMaxMotionVectorCountINTEL,
    ),
    r(
        "ime_set_single_reference",
        op::SubgroupAvcImeSetSingleReferenceINTEL,
    ),
    r(
        "ime_set_unidirectional_mix_disable",
        op::SubgroupAvcImeSetUnidirectionalMixDisableINTEL,
    ),
    r(
        "ime_set_weighted_sad",
        op::SubgroupAvcImeSetWeightedSadINTEL,
    ),
    r(
        "ime_strip_dual_reference_streamout",
        op::SubgroupAvcImeStripDualReferenceStreamoutINTEL,
    ),
    r(
        "ime_strip_single_reference_streamout",
        op::SubgroupAvcImeStripSingleReferenceStreamoutINTEL,
    ),
    r(
        "mce_convert_to_ime_payload",
        op::SubgroupAvcMceConvertToImePayloadINTEL,
    ),
    r(
        "mce_convert_to_ime_result",
        op::SubgroupAvcMceConvertToImeResultINTEL,
    ),
    r(
        "mce_convert_to_ref_payload",
        op::SubgroupAvcMceConvertToRefPayloadINTEL,
    ),
    r(
        "mce_convert_to_ref_result",
        op::SubgroupAvcMceConvertToRefResultINTEL,
    ),
    r(
        "mce_convert_to_sic_payload",
        op::SubgroupAvcMceConvertToSicPayloadINTEL,
    ),
    r(
        "mce_convert_to_sic_result",
        op::SubgroupAvcMceConvertToSicResultINTEL,
    ),
    r(
        "mce_get_best_inter_distortion",
        op::SubgroupAvcMceGetBestInterDistortionsINTEL,
    ),
    r(
        "mce_get_default_high_penalty_cost_table",
        op::SubgroupAvcMceGetDefaultHighPenaltyCostTableINTEL,
    ),
    r(
        "mce_get_default_inter_base_multi_reference_penalty",
        op::SubgroupAvcMceGetDefaultInterBaseMultiReferencePenaltyINTEL,
    ),
    r(
        "mce_get_default_inter_direction_penalty",
        op::SubgroupAvcMceGetDefaultInterDirectionPenaltyINTEL,
    ),
    r(
        "mce_get_default_inter_motion_vector_cost_table",
        op::SubgroupAvcMceGetDefaultInterMotionVectorCostTableINTEL,
    ),
    r(
        "mce_get_default_inter_shape_penalty",
        op::SubgroupAvcMceGetDefaultInterShapePenaltyINTEL,
    ),
    r(
        "mce_get_default_intra_chroma_mode_base_penalty",
        op::SubgroupAvcMceGetDefaultIntraChromaModeBasePenaltyINTEL,
    ),
    r(
        "mce_get_default_intra_luma_mode_penalty",
        op::SubgroupAvcMceGetDefaultIntraLumaModePenaltyINTEL,
    ),
    r(
        "mce_get_default_intra_luma_shape_penalty",
        op::SubgroupAvcMceGetDefaultIntraLumaShapePenaltyINTEL,
    ),
    r(
        "mce_get_default_low_penalty_cost_table",
        op::SubgroupAvcMceGetDefaultLowPenaltyCostTableINTEL,
    ),
    r(
        "mce_get_default_medium_penalty_cost_table",
        op::SubgroupAvcMceGetDefaultMediumPenaltyCostTableINTEL,
    ),
    r(
        "mce_get_default_non_dc_luma_intra_penalty",
        op::SubgroupAvcMceGetDefaultNonDcLumaIntraPenaltyINTEL,
    ),
    r(
        "mce_get_inter_directions",
        op::SubgroupAvcMceGetInterDirectionsINTEL,
    ),
    r(
        "mce_get_inter_distortions",
        op::SubgroupAvcMceGetInterDistortionsINTEL,
    ),
    r(
        "mce_get_inter_major_shape",
        op::SubgroupAvcMceGetInterMajorShapeINTEL,
    ),
    r(
        "mce_get_inter_minor_shapes",
        op::SubgroupAvcMceGetInterMinorShapeINTEL,
    ),
    r(
        "mce_get_inter_motion_vector_count",
        op::SubgroupAvcMceGetInterMotionVectorCountINTEL,
    ),
    r(
        "mce_get_inter_reference_ids",
        op::SubgroupAvcMceGetInterReferenceIdsINTEL,
    ),
    r(
        "mce_get_inter_reference_interlaced_field_polarities",
        op::SubgroupAvcMceGetInterReferenceInterlacedFieldPolaritiesINTEL,
    ),
    r(
        "mce_get_motion_vectors",
        op::SubgroupAvcMceGetMotionVectorsINTEL,
    ),
    r("mce_set_ac_only_haar", op::SubgroupAvcMceSetAcOnlyHaarINTEL),
    r(
        "mce_set_dual_reference_interlaced_field_polarities",
        op::SubgroupAvcMceSetDualReferenceInterlacedFieldPolaritiesINTEL,
    ),
    r(
        "mce_set_inter_base_multi_reference_penalty",
        op::SubgroupAvcMceSetInterBaseMultiReferencePenaltyINTEL,
    ),
    r(
        "mce_set_inter_direction_penalty",
        op::SubgroupAvcMceSetInterDirectionPenaltyINTEL,
    ),
    r(
        "mce_set_inter_shape_penalty",
        op::SubgroupAvcMceSetInterShapePenaltyINTEL,
    ),
    r(
        "mce_set_motion_vector_cost_function",
        op::SubgroupAvcMceSetMotionVectorCostFunctionINTEL,
    ),
    r(
        "mce_set_single_reference_interlaced_field_polarity",
        op::SubgroupAvcMceSetSingleReferenceInterlacedFieldPolarityINTEL,
    ),
    r(
        "mce_set_source_interlaced_field_polarity",
        op::SubgroupAvcMceSetSourceInterlacedFieldPolarityINTEL,
    ),
    r(
        "ref_convert_to_mce_payload",
        op::SubgroupAvcRefConvertToMcePayloadINTEL,
    ),
    r(
        "ref_convert_to_mce_result",
        op::SubgroupAvcRefConvertToMceResultINTEL,
    ),
    r(
        "ref_evaluate_with_dual_reference",
        op::SubgroupAvcRefEvaluateWithDualReferenceINTEL,
    ),
    by_arity(
        "ref_evaluate_with_multi_reference",
        op::SubgroupAvcRefEvaluateWithMultiReferenceINTEL,
        5,
        op::SubgroupAvcRefEvaluateWithMultiReferenceInterlacedINTEL,
    ),
    r(
        "ref_evaluate_with_single_reference",
        op::SubgroupAvcRefEvaluateWithSingleReferenceINTEL,
    ),
    r(
        "ref_set_bidirectional_mix_disable",
        op::SubgroupAvcRefSetBidirectionalMixDisableINTEL,
    ),
    r(
        "ref_set_bilinear_filter_enable",
        op::SubgroupAvcRefSetBilinearFilterEnableINTEL,
    ),
    by_arity(
        "sic_configure_ipe",
        op::SubgroupAvcSicConfigureIpeLumaINTEL,
        11,
        op::SubgroupAvcSicConfigureIpeLumaChromaINTEL,
    ),
    r("sic_configure_skc", op::SubgroupAvcSicConfigureSkcINTEL),
    r(
        "sic_convert_to_mce_payload",
        op::SubgroupAvcSicConvertToMcePayloadINTEL,
    ),
    r(
        "sic_convert_to_mce_result",
        op::SubgroupAvcSicConvertToMceResultINTEL,
    ),
    r("sic_evaluate_ipe", op::SubgroupAvcSicEvaluateIpeINTEL),
    r(
        "sic_evaluate_with_dual_reference",
        op::SubgroupAvcSicEvaluateWithDualReferenceINTEL,
    ),
    by_arity(
        "sic_evaluate_with_multi_reference",
        op::SubgroupAvcSicEvaluateWithMultiReferenceINTEL,
        5,
        op::SubgroupAvcSicEvaluateWithMultiReferenceInterlacedINTEL,
    ),
    r(
        "sic_evaluate_with_single_reference",
        op::SubgroupAvcSicEvaluateWithSingleReferenceINTEL,
    ),
    r(
        "sic_get_best_ipe_chroma_distortion",
        op::SubgroupAvcSicGetBestIpeChromaDistortionINTEL,
    ),
    r(
        "sic_get_best_ipe_luma_distortion",
        op::SubgroupAvcSicGetBestIpeLumaDistortionINTEL,
    ),
    r(
        "sic_get_inter_raw_sads",
        op::SubgroupAvcSicGetInterRawSadsINTEL,
    ),
    r(
        "sic_get_ipe_chroma_mode",
        op::SubgroupAvcSicGetIpeChromaModeINTEL,
    ),
    r(
        "sic_get_ipe_luma_shape",
        op::SubgroupAvcSicGetIpeLumaShapeINTEL,
    ),
    r(
        "sic_get_motion_vector_mask",
        op::SubgroupAvcSicGetMotionVectorMaskINTEL,
    ),
    r(
        "sic_get_packed_ipe_luma_modes",
        op::SubgroupAvcSicGetPackedIpeLumaModesINTEL,
    ),
    r(
        "sic_get_packed_skc_luma_count_threshold",
        op::SubgroupAvcSicGetPackedSkcLumaCountThresholdINTEL,
    ),
    r(
        "sic_get_packed_skc_luma_sum_threshold",
        op::SubgroupAvcSicGetPackedSkcLumaSumThresholdINTEL,
    ),
    r("sic_initialize", op::SubgroupAvcSicInitializeINTEL),
    r(
        "sic_set_block_based_raw_skip_sad",
        op::SubgroupAvcSicSetBlockBasedRawSkipSadINTEL,
    ),
    r(
        "sic_set_intra_chroma_mode_cost_function",
        op::SubgroupAvcSicSetIntraChromaModeCostFunctionINTEL,
    ),
    r(
        "sic_set_intra_luma_mode_cost_function",
        op::SubgroupAvcSicSetIntraLumaModeCostFunctionINTEL,
    ),
    r(
        "sic_set_intra_luma_shape_penalty",
        op::SubgroupAvcSicSetIntraLumaShapePenaltyINTEL,
    ),
    r(
        "sic_set_skc_bilinear_filter_enable",
        op::SubgroupAvcSicSetBilinearFilterEnableINTEL,
    ),
    r(
        "sic_set_skc_forward_transform_enable",
        op::SubgroupAvcSicSetSkcForwardTransformEnableINTEL,
    ),
];

/// The parameters that OpenCL C declares signed (`short2`, `char`), by argument index.
pub const SIGNED_PARAMS: &[(&str, &[usize])] = &[
    ("ime_adjust_ref_offset", &[0]),
    ("ime_ref_window_size", &[1]),
    ("ime_set_dual_reference", &[0, 1]),
    ("ime_set_single_reference", &[0]),
];

/// An AVC opaque type: the part of its OpenCL name between `intel_sub_group_avc_` and `_t`,
/// its SPIR-V name, its type instruction.
#[derive(Clone, Copy, Debug)]
pub struct AvcType {
    pub ocl: &'static str,
    pub spirv: &'static str,
    pub op: u16,
}

const fn t(ocl: &'static str, spirv: &'static str, op: u16) -> AvcType {
    AvcType { ocl, spirv, op }
}

pub const AVC_TYPES: &[AvcType] = &[
    t(
        "mce_payload",
        "AvcMcePayloadINTEL",
        op::TypeAvcMcePayloadINTEL,
    ),
    t(
        "ime_payload",
        "AvcImePayloadINTEL",
        op::TypeAvcImePayloadINTEL,
    ),
    t(
        "ref_payload",
        "AvcRefPayloadINTEL",
        op::TypeAvcRefPayloadINTEL,
    ),
    t(
        "sic_payload",
        "AvcSicPayloadINTEL",
        op::TypeAvcSicPayloadINTEL,
    ),
    t("mce_result", "AvcMceResultINTEL", op::TypeAvcMceResultINTEL),
    t("ime_result", "AvcImeResultINTEL", op::TypeAvcImeResultINTEL),
    t("ref_result", "AvcRefResultINTEL", op::TypeAvcRefResultINTEL),
    t("sic_result", "AvcSicResultINTEL", op::TypeAvcSicResultINTEL),
    t(
        "ime_result_single_reference_streamout",
        "AvcImeResultSingleReferenceStreamoutINTEL",
        op::TypeAvcImeResultSingleReferenceStreamoutINTEL,
    ),
    t(
        "ime_result_dual_reference_streamout",
        "AvcImeResultDualReferenceStreamoutINTEL",
        op::TypeAvcImeResultDualReferenceStreamoutINTEL,
    ),
    t(
        "ime_single_reference_streamin",
        "AvcImeSingleReferenceStreaminINTEL",
        op::TypeAvcImeSingleReferenceStreaminINTEL,
    ),
    t(
        "ime_dual_reference_streamin",
        "AvcImeDualReferenceStreaminINTEL",
        op::TypeAvcImeDualReferenceStreaminINTEL,
    ),
];

/// The type row of an LLVM struct name, in either naming (`opencl.intel_sub_group_avc_ime_payload_t`,
/// `spirv.AvcImePayloadINTEL`).
pub fn type_by_struct_name(name: &str) -> Option<&'static AvcType> {
    let name = super::opaque::without_rename_suffix(name);
    if let Some(rest) = name
        .strip_prefix("opencl.intel_sub_group_avc_")
        .and_then(|r| r.strip_suffix("_t"))
    {
        return AVC_TYPES.iter().find(|t| t.ocl == rest);
    }
    let rest = name.strip_prefix("spirv.")?;
    AVC_TYPES.iter().find(|t| t.spirv == rest)
}

/// Whether a type row is a payload (else a result, a streamout or a streamin).
pub fn is_payload(t: &AvcType) -> bool {
    t.ocl.ends_with("_payload")
}

/// The conversions of one stage's payloads and results to and from the MCE ones: (stage,
/// payload → MCE, MCE → payload, result → MCE, MCE → result).
const CONVERSIONS: &[(&str, u16, u16, u16, u16)] = &[
    (
        "ime",
        op::SubgroupAvcImeConvertToMcePayloadINTEL,
        op::SubgroupAvcMceConvertToImePayloadINTEL,
        op::SubgroupAvcImeConvertToMceResultINTEL,
        op::SubgroupAvcMceConvertToImeResultINTEL,
    ),
    (
        "ref",
        op::SubgroupAvcRefConvertToMcePayloadINTEL,
        op::SubgroupAvcMceConvertToRefPayloadINTEL,
        op::SubgroupAvcRefConvertToMceResultINTEL,
        op::SubgroupAvcMceConvertToRefResultINTEL,
    ),
    (
        "sic",
        op::SubgroupAvcSicConvertToMcePayloadINTEL,
        op::SubgroupAvcMceConvertToSicPayloadINTEL,
        op::SubgroupAvcSicConvertToMceResultINTEL,
        op::SubgroupAvcMceConvertToSicResultINTEL,
    ),
];

/// A stage's function that is an MCE function on the stage's payload or result.
#[derive(Clone, Copy, Debug)]
pub struct Wrapper {
    /// The MCE function.
    pub mce: &'static AvcFn,
    /// Payload → MCE payload, MCE payload → payload.
    pub payload: (u16, u16),
    /// Result → MCE result, MCE result → result.
    pub result: (u16, u16),
}

/// What a builtin's name says.
#[derive(Clone, Copy, Debug)]
pub enum AvcName {
    Fn(&'static AvcFn),
    Wrapper(Wrapper),
}

fn by_ocl(rest: &str) -> Option<&'static AvcFn> {
    AVC_FNS
        .binary_search_by(|f| f.ocl.cmp(rest))
        .ok()
        .map(|i| &AVC_FNS[i])
}

/// Recognizes `intel_sub_group_avc_ime_initialize`, `intel_sub_group_avc_sic_get_inter_distortions`
/// (a wrapper) and the like.
pub fn parse(name: &str) -> Option<AvcName> {
    let rest = name.strip_prefix(PREFIX)?;
    if let Some(f) = by_ocl(rest) {
        return Some(AvcName::Fn(f));
    }
    let (stage, what) = rest.split_once('_')?;
    let &(_, p_to, p_from, r_to, r_from) = CONVERSIONS.iter().find(|c| c.0 == stage)?;
    let mce = AVC_FNS
        .iter()
        .find(|f| f.ocl.strip_prefix("mce_") == Some(what))?;
    Some(AvcName::Wrapper(Wrapper {
        mce,
        payload: (p_to, p_from),
        result: (r_to, r_from),
    }))
}

/// The row of an instruction.
pub fn by_opcode(opcode: u16) -> Option<&'static AvcFn> {
    static INDEX: super::opcode_index::OpcodeIndex = super::opcode_index::OpcodeIndex::new();
    INDEX.rows(AVC_FNS, |f| [Some(f.op), f.alt], opcode).next()
}

/// Whether argument `index` of the builtin named `ocl` (after [`PREFIX`]) is signed.
pub fn is_signed_param(ocl: &str, index: usize) -> bool {
    SIGNED_PARAMS
        .iter()
        .any(|&(n, ks)| n == ocl && ks.contains(&index))
}

impl AvcFn {
    /// The instruction of a call with `nargs` arguments whose first is a dual-reference
    /// streamout or not.
    pub fn opcode(&self, nargs: usize, dual_streamout: bool) -> u16 {
        match (self.pick, self.alt) {
            (Pick::Streamout, Some(alt)) if dual_streamout => alt,
            (Pick::Arity(n), Some(alt)) if n == nargs => alt,
            _ => self.op,
        }
    }

    /// Whether the function takes images and a sampler (`*_evaluate_*`).
    pub fn takes_images(&self) -> bool {
        self.ocl.contains("_evaluate_")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_are_sorted_and_known() {
        for w in AVC_FNS.windows(2) {
            assert!(w[0].ocl < w[1].ocl, "{} before {}", w[0].ocl, w[1].ocl);
        }
        for f in AVC_FNS {
            for o in [Some(f.op), f.alt].into_iter().flatten() {
                assert!(crate::spirv::grammar::instruction(o).is_some(), "{}", f.ocl);
            }
        }
        for t in AVC_TYPES {
            assert!(
                crate::spirv::grammar::instruction(t.op).is_some(),
                "{}",
                t.ocl
            );
        }
    }

    #[test]
    fn names_both_ways() {
        let Some(AvcName::Fn(f)) = parse("intel_sub_group_avc_sic_configure_ipe") else {
            panic!("sic_configure_ipe")
        };
        assert_eq!(f.opcode(8, false), op::SubgroupAvcSicConfigureIpeLumaINTEL);
        assert_eq!(
            f.opcode(11, false),
            op::SubgroupAvcSicConfigureIpeLumaChromaINTEL
        );
        let g = by_opcode(op::SubgroupAvcImeGetStreamoutDualReferenceMajorShapeReferenceIdsINTEL)
            .unwrap();
        assert_eq!(g.ocl, "ime_get_streamout_major_shape_reference_ids");
        assert_eq!(
            g.opcode(3, true),
            op::SubgroupAvcImeGetStreamoutDualReferenceMajorShapeReferenceIdsINTEL
        );
        let Some(AvcName::Wrapper(w)) = parse("intel_sub_group_avc_ref_set_inter_shape_penalty")
        else {
            panic!("wrapper")
        };
        assert_eq!(w.mce.op, op::SubgroupAvcMceSetInterShapePenaltyINTEL);
        assert_eq!(w.payload.1, op::SubgroupAvcMceConvertToRefPayloadINTEL);
        assert!(parse("intel_sub_group_avc_ime_no_such_thing").is_none());
        assert!(is_signed_param("ime_ref_window_size", 1));
        assert!(!is_signed_param("ime_ref_window_size", 0));
        let ty = type_by_struct_name("spirv.AvcSicResultINTEL").unwrap();
        assert_eq!(ty.op, op::TypeAvcSicResultINTEL);
        let ty = type_by_struct_name("opencl.intel_sub_group_avc_ime_payload_t.3").unwrap();
        assert!(is_payload(ty));
    }
}
