//! FPGA function metadata ↔ function decorations: `stall_enable`
//! (`SPV_INTEL_fpga_cluster_attributes`), `initiation_interval`, `max_concurrency` and
//! `disable_loop_pipelining` (`SPV_INTEL_fpga_invocation_pipelining_attributes`). Each metadata
//! node holds one `i32`; a decoration with a literal carries it (PipelineEnableINTEL the
//! negation of `disable_loop_pipelining`'s value), StallEnableINTEL (no literal) stands for a
//! nonzero value. The reverse writes the metadata in the order of these rows, as llvm-spirv
//! does. (`prefer_dsp` with `propagate_dsp_preference` → MathOpDSPModeINTEL has two nodes for
//! one decoration and is written beside these rows.)

use crate::spirv::tables::enums;

/// One row: metadata kind, the extension it needs, the decoration, whether the decoration
/// carries the value as its literal, and whether that literal is the value's negation (0 ↔
/// nonzero: a "disable" kind for an "enable" decoration).
#[derive(Clone, Copy, Debug)]
pub struct FpgaFunctionRow {
    pub kind: &'static str,
    pub extension: &'static str,
    pub decoration: u32,
    pub literal: bool,
    pub negated: bool,
}

impl FpgaFunctionRow {
    /// The decoration's literal for a metadata value (and back: the negation is its own inverse).
    pub fn convert(&self, v: u32) -> u32 {
        if self.negated { u32::from(v == 0) } else { v }
    }
}

/// An older spelling of `disable_loop_pipelining`'s opposite that the forward also reads:
/// `!pipeline_kernel !{i32 1}` is PipelineEnableINTEL 1 (used only where the module has no
/// `disable_loop_pipelining`).
pub const PIPELINE_KERNEL: &str = "pipeline_kernel";

const CLUSTER: &str = "SPV_INTEL_fpga_cluster_attributes";
const PIPELINING: &str = "SPV_INTEL_fpga_invocation_pipelining_attributes";

pub const FPGA_FUNCTION_ROWS: &[FpgaFunctionRow] = &[
    FpgaFunctionRow {
        kind: "stall_enable",
        extension: CLUSTER,
        decoration: enums::Decoration::StallEnableINTEL,
        literal: false,
        negated: false,
    },
    FpgaFunctionRow {
        kind: "initiation_interval",
        extension: PIPELINING,
        decoration: enums::Decoration::InitiationIntervalINTEL,
        literal: true,
        negated: false,
    },
    FpgaFunctionRow {
        kind: "max_concurrency",
        extension: PIPELINING,
        decoration: enums::Decoration::MaxConcurrencyINTEL,
        literal: true,
        negated: false,
    },
    FpgaFunctionRow {
        kind: "disable_loop_pipelining",
        extension: PIPELINING,
        decoration: enums::Decoration::PipelineEnableINTEL,
        literal: true,
        negated: true,
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
        let pipelining = by_decoration(enums::Decoration::PipelineEnableINTEL).unwrap();
        assert_eq!((pipelining.convert(1), pipelining.convert(0)), (0, 1));
        assert_eq!(pipelining.convert(7), 0);
        let interval = by_decoration(enums::Decoration::InitiationIntervalINTEL).unwrap();
        assert_eq!(interval.convert(7), 7);
    }
}
