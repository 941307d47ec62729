//! `cl_khr_extended_bit_ops` (OpenCL C 3.0 extension): `bitfield_insert`,
//! `bitfield_extract_signed`, `bitfield_extract_unsigned` and `bit_reverse` ↔ `OpBitFieldInsert`,
//! `OpBitFieldSExtract`, `OpBitFieldUExtract`, `OpBitReverse`, which a Kernel module may use with
//! the `BitInstructions` capability of `SPV_KHR_bit_instructions` (without it, only under Shader,
//! which needs structured control flow: a module with branches keeps the calls of the OpenCL C
//! functions).

use crate::spirv::tables::op;

/// The extension that gives a Kernel module the instructions.
pub const EXTENSION: &str = "SPV_KHR_bit_instructions";

/// One builtin and its instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BitOp {
    pub ocl: &'static str,
    pub op: u16,
}

/// The builtins, each one instruction whose operands are the arguments: the base (and the
/// inserted value), then the offset and the count (`uint` in OpenCL C).
pub const BIT_OPS: &[BitOp] = &[
    BitOp {
        ocl: "bitfield_insert",
        op: op::BitFieldInsert,
    },
    BitOp {
        ocl: "bitfield_extract_signed",
        op: op::BitFieldSExtract,
    },
    BitOp {
        ocl: "bitfield_extract_unsigned",
        op: op::BitFieldUExtract,
    },
    BitOp {
        ocl: "bit_reverse",
        op: op::BitReverse,
    },
];

pub fn by_name(name: &str) -> Option<&'static BitOp> {
    BIT_OPS.iter().find(|b| b.ocl == name)
}

pub fn by_opcode(opcode: u16) -> Option<&'static BitOp> {
    BIT_OPS.iter().find(|b| b.op == opcode)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_ways() {
        for b in BIT_OPS {
            assert_eq!(by_name(b.ocl), Some(b));
            assert_eq!(by_opcode(b.op), Some(b));
        }
        assert_eq!(
            by_name("bitfield_insert").map(|b| b.op),
            Some(op::BitFieldInsert)
        );
        assert!(by_name("bit_select").is_none());
    }
}
