//! SPV_INTEL_vector_compute: the `VC*` string attributes of functions, parameters and global
//! variables ↔ decorations and execution modes. Each row is read both ways: by its attribute
//! name forward, by its decoration or execution mode in reverse.

use crate::spirv::tables::enums;

/// Buffer surfaces: the opaque LLVM struct (pointers to it in the global address space) ↔
/// OpTypeBufferSurfaceINTEL of an access qualifier.
pub const BUFFER_SURFACES: &[(&str, u32)] = &[
    ("intel.buffer_ro_t", enums::AccessQualifier::ReadOnly),
    ("intel.buffer_wo_t", enums::AccessQualifier::WriteOnly),
    ("intel.buffer_rw_t", enums::AccessQualifier::ReadWrite),
];

/// The access qualifier of a buffer-surface struct name.
pub fn buffer_surface_access(struct_name: &str) -> Option<u32> {
    BUFFER_SURFACES
        .iter()
        .find(|r| r.0 == struct_name)
        .map(|r| r.1)
}

/// The struct name of a buffer surface of an access qualifier.
pub fn buffer_surface_name(access: u32) -> Option<&'static str> {
    BUFFER_SURFACES.iter().find(|r| r.1 == access).map(|r| r.0)
}

/// Function attributes that are decorations of the function: (attribute, decoration, whether
/// the attribute's value is the decoration's literal).
pub const FUNCTION_DECORATIONS: &[(&str, u32, bool)] = &[
    (
        "VCFunction",
        enums::Decoration::VectorComputeFunctionINTEL,
        false,
    ),
    ("VCStackCall", enums::Decoration::StackCallINTEL, false),
    (
        "VCCallable",
        enums::Decoration::VectorComputeCallableFunctionINTEL,
        false,
    ),
    ("VCSIMTCall", enums::Decoration::SIMTCallINTEL, true),
];

/// Parameter (and return value) attributes that are decorations: (attribute, decoration,
/// whether the attribute's value is the decoration's literal).
pub const PARAM_DECORATIONS: &[(&str, u32, bool)] = &[
    (
        "VCArgumentIOKind",
        enums::Decoration::FuncParamIOKindINTEL,
        true,
    ),
    (
        "VCSingleElementVector",
        enums::Decoration::SingleElementVectorINTEL,
        true,
    ),
    (
        "VCMediaBlockIO",
        enums::Decoration::MediaBlockIOINTEL,
        false,
    ),
];

/// Attributes of a global variable that are decorations: (attribute, decoration, whether the
/// attribute's value is the decoration's literal). Only a "VCGlobalVariable" has them.
pub const GLOBAL_DECORATIONS: &[(&str, u32, bool)] = &[
    (
        "VCGlobalVariable",
        enums::Decoration::VectorComputeVariableINTEL,
        false,
    ),
    ("VCVolatile", enums::Decoration::Volatile, false),
    (
        "VCByteOffset",
        enums::Decoration::GlobalVariableOffsetINTEL,
        true,
    ),
    (
        "VCSingleElementVector",
        enums::Decoration::SingleElementVectorINTEL,
        true,
    ),
];

/// Entry-point attributes that are execution modes with the attribute's value as literal.
pub const MODES: &[(&str, u32)] = &[
    (
        "VCSLMSize",
        enums::ExecutionMode::SharedLocalMemorySizeINTEL,
    ),
    (
        "VCNamedBarrierCount",
        enums::ExecutionMode::NamedBarrierCountINTEL,
    ),
];

/// Entry-point attributes without a value that are execution modes without literals, with
/// the extension each needs: `VCFCEntry` ↔ FastCompositeKernelINTEL (SPV_INTEL_fast_composite:
/// the kernel's composites may be lowered the fast way).
pub const FLAG_MODES: &[(&str, u32, &str)] = &[(
    "VCFCEntry",
    enums::ExecutionMode::FastCompositeKernelINTEL,
    "SPV_INTEL_fast_composite",
)];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_round_trip() {
        for rows in [FUNCTION_DECORATIONS, PARAM_DECORATIONS, GLOBAL_DECORATIONS] {
            for &(attr, dec, _) in rows {
                // Each attribute and each decoration names one row of its table.
                assert_eq!(rows.iter().find(|r| r.0 == attr).map(|r| r.1), Some(dec));
                assert_eq!(rows.iter().find(|r| r.1 == dec).map(|r| r.0), Some(attr));
            }
        }
        for &(attr, mode, _) in FLAG_MODES {
            assert!(MODES.iter().all(|r| r.0 != attr && r.1 != mode));
        }
        for &(attr, mode) in MODES {
            assert_eq!(MODES.iter().find(|r| r.0 == attr).map(|r| r.1), Some(mode));
            assert_eq!(MODES.iter().find(|r| r.1 == mode).map(|r| r.0), Some(attr));
        }
    }
}
