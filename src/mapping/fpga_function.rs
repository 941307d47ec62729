//! FPGA function metadata ↔ function decorations: `stall_enable`
//! (`SPV_INTEL_fpga_cluster_attributes`), `initiation_interval`, `max_concurrency` and
//! `pipeline_kernel` (`SPV_INTEL_fpga_invocation_pipelining_attributes`). Each metadata node holds
//! one `i32`; a decoration with a literal carries it, StallEnableINTEL (no literal) stands for
//! a nonzero value. (`prefer_dsp` with `propagate_dsp_preference` → MathOpDSPModeINTEL has two
//! nodes for one decoration and is written beside these rows.)

use crate::spirv::tables::enums;

/// One row: metadata kind, the extension it needs, the decoration, whether the decoration
/// carries the value as its literal.
#[derive(Clone, Copy, Debug)]
pub struct FpgaFunctionRow {
    pub kind: &'static str,
    pub extension: &'static str,
    pub decoration: u32,
    pub literal: bool,
}

const CLUSTER: &str = "SPV_INTEL_fpga_cluster_attributes";
const PIPELINING: &str = "SPV_INTEL_fpga_invocation_pipelining_attributes";

pub const FPGA_FUNCTION_ROWS: &[FpgaFunctionRow] = &[
    FpgaFunctionRow {
        kind: "stall_enable",
        extension: CLUSTER,
        decoration: enums::Decoration::StallEnableINTEL,
        literal: false,
    },
    FpgaFunctionRow {
        kind: "initiation_interval",
        extension: PIPELINING,
        decoration: enums::Decoration::InitiationIntervalINTEL,
        literal: true,
    },
    FpgaFunctionRow {
        kind: "max_concurrency",
        extension: PIPELINING,
        decoration: enums::Decoration::MaxConcurrencyINTEL,
        literal: true,
    },
    FpgaFunctionRow {
        kind: "pipeline_kernel",
        extension: PIPELINING,
        decoration: enums::Decoration::PipelineEnableINTEL,
        literal: true,
    },
];

/// The row of a decoration.
pub fn by_decoration(decoration: u32) -> Option<&'static FpgaFunctionRow> {
    FPGA_FUNCTION_ROWS
        .iter()
        .find(|r| r.decoration == decoration)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::spirv::grammar::OperandKind;

    #[test]
    fn rows_agree_with_the_grammar() {
        for r in FPGA_FUNCTION_ROWS {
            let e = OperandKind::Decoration
                .def()
                .enumerant(r.decoration)
                .expect(r.kind);
            assert_eq!(e.parameters.len(), usize::from(r.literal), "{}", r.kind);
            assert!(by_decoration(r.decoration).is_some());
        }
    }
}
