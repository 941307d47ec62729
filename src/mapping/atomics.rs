//! Atomic read-modify-write operations: LLVM `atomicrmw` operations ↔ SPIR-V atomic opcodes.

use super::Dir;
use crate::spirv::tables::op;
use llvm_sys::LLVMAtomicRMWBinOp as Rmw;

/// (LLVM operation, SPIR-V opcode, directions). The forward writes `fadd`/`fsub` as
/// OpAtomicFAddEXT apart (a negated operand for `fsub`).
pub const ATOMIC_RMW: &[(Rmw, u16, Dir)] = &[
    (Rmw::LLVMAtomicRMWBinOpXchg, op::AtomicExchange, Dir::Both),
    (Rmw::LLVMAtomicRMWBinOpAdd, op::AtomicIAdd, Dir::Both),
    (Rmw::LLVMAtomicRMWBinOpSub, op::AtomicISub, Dir::Both),
    (Rmw::LLVMAtomicRMWBinOpAnd, op::AtomicAnd, Dir::Both),
    (Rmw::LLVMAtomicRMWBinOpOr, op::AtomicOr, Dir::Both),
    (Rmw::LLVMAtomicRMWBinOpXor, op::AtomicXor, Dir::Both),
    (Rmw::LLVMAtomicRMWBinOpMax, op::AtomicSMax, Dir::Both),
    (Rmw::LLVMAtomicRMWBinOpMin, op::AtomicSMin, Dir::Both),
    (Rmw::LLVMAtomicRMWBinOpUMax, op::AtomicUMax, Dir::Both),
    (Rmw::LLVMAtomicRMWBinOpUMin, op::AtomicUMin, Dir::Both),
    (Rmw::LLVMAtomicRMWBinOpFAdd, op::AtomicFAddEXT, Dir::ToLlvm),
];

/// The SPIR-V opcode of an `atomicrmw` operation.
pub fn rmw_to_spirv(rmw: Rmw) -> Option<u16> {
    ATOMIC_RMW
        .iter()
        .find(|&&(o, _, d)| o == rmw && d.to_spirv())
        .map(|&(_, s, _)| s)
}

/// The `atomicrmw` operation of a SPIR-V atomic opcode.
pub fn rmw_to_llvm(spv: u16) -> Option<Rmw> {
    ATOMIC_RMW
        .iter()
        .find(|&&(_, s, d)| s == spv && d.to_llvm())
        .map(|&(o, ..)| o)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_round_trip() {
        for &(o, s, d) in ATOMIC_RMW {
            if d.to_spirv() {
                assert_eq!(rmw_to_spirv(o), Some(s));
            }
            if d.to_llvm() {
                assert_eq!(rmw_to_llvm(s), Some(o));
            }
            if d == Dir::Both {
                assert_eq!(rmw_to_spirv(rmw_to_llvm(s).unwrap()), Some(s));
            }
        }
    }
}
