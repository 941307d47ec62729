//! Binary operators, casts and comparisons: LLVM opcodes and predicates ↔ SPIR-V opcodes.

use super::Dir;
use crate::llvm::ir::{IntPredicate as IP, Opcode as O, RealPredicate as RP};
use crate::spirv::tables::op;

/// Binary operators: (LLVM opcode, SPIR-V opcode, the row is for i1 operands, directions).
/// The forward direction takes the i1 row for boolean operands and the other row otherwise.
pub const BINARY: &[(O, u16, bool, Dir)] = &[
    (O::LLVMAdd, op::IAdd, false, Dir::Both),
    (O::LLVMSub, op::ISub, false, Dir::Both),
    (O::LLVMMul, op::IMul, false, Dir::Both),
    (O::LLVMUDiv, op::UDiv, false, Dir::Both),
    (O::LLVMSDiv, op::SDiv, false, Dir::Both),
    (O::LLVMURem, op::UMod, false, Dir::Both),
    (O::LLVMSRem, op::SRem, false, Dir::Both),
    (O::LLVMFAdd, op::FAdd, false, Dir::Both),
    (O::LLVMFSub, op::FSub, false, Dir::Both),
    (O::LLVMFMul, op::FMul, false, Dir::Both),
    (O::LLVMFDiv, op::FDiv, false, Dir::Both),
    (O::LLVMFRem, op::FRem, false, Dir::Both),
    (O::LLVMShl, op::ShiftLeftLogical, false, Dir::Both),
    (O::LLVMLShr, op::ShiftRightLogical, false, Dir::Both),
    (O::LLVMAShr, op::ShiftRightArithmetic, false, Dir::Both),
    (O::LLVMAnd, op::BitwiseAnd, false, Dir::Both),
    (O::LLVMOr, op::BitwiseOr, false, Dir::Both),
    (O::LLVMXor, op::BitwiseXor, false, Dir::Both),
    (O::LLVMAnd, op::LogicalAnd, true, Dir::Both),
    (O::LLVMOr, op::LogicalOr, true, Dir::Both),
    // The reverse reads OpLogicalNotEqual as a comparison (see ICMP).
    (O::LLVMXor, op::LogicalNotEqual, true, Dir::ToSpirv),
    // On i1, LLVM's arithmetic is modulo 2 (LangRef `add`, `sub`, `mul`: "the result is
    // computed modulo 2^n"): a sum or difference is the exclusive or, a product the and.
    (O::LLVMAdd, op::LogicalNotEqual, true, Dir::ToSpirv),
    (O::LLVMSub, op::LogicalNotEqual, true, Dir::ToSpirv),
    (O::LLVMMul, op::LogicalAnd, true, Dir::ToSpirv),
];

/// The SPIR-V opcode of an LLVM binary operator (`is_bool`: its operands are i1 or vectors of
/// i1, which only the i1 rows take: SPIR-V's integer instructions take no booleans).
pub fn binary_to_spirv(opcode: O, is_bool: bool) -> Option<u16> {
    BINARY
        .iter()
        .find(|&&(o, _, b, d)| o == opcode && b == is_bool && d.to_spirv())
        .map(|&(_, s, ..)| s)
}

/// The LLVM binary operator of a SPIR-V opcode.
pub fn binary_to_llvm(spv: u16) -> Option<O> {
    BINARY
        .iter()
        .find(|&&(_, s, _, d)| s == spv && d.to_llvm())
        .map(|&(o, ..)| o)
}

/// Casts: (LLVM opcode, SPIR-V opcode, directions). The reverse picks the LLVM cast of
/// OpUConvert, OpSConvert and OpFConvert from the widths (see [`WIDTH_CASTS`]); the forward
/// writes OpBitcast here but its address-space casts apart.
pub const CASTS: &[(O, u16, Dir)] = &[
    (O::LLVMTrunc, op::UConvert, Dir::ToSpirv),
    (O::LLVMZExt, op::UConvert, Dir::ToSpirv),
    (O::LLVMSExt, op::SConvert, Dir::ToSpirv),
    (O::LLVMFPTrunc, op::FConvert, Dir::ToSpirv),
    (O::LLVMFPExt, op::FConvert, Dir::ToSpirv),
    (O::LLVMFPToUI, op::ConvertFToU, Dir::Both),
    (O::LLVMFPToSI, op::ConvertFToS, Dir::Both),
    (O::LLVMUIToFP, op::ConvertUToF, Dir::Both),
    (O::LLVMSIToFP, op::ConvertSToF, Dir::Both),
    (O::LLVMPtrToInt, op::ConvertPtrToU, Dir::Both),
    (O::LLVMIntToPtr, op::ConvertUToPtr, Dir::Both),
    (O::LLVMBitCast, op::Bitcast, Dir::ToSpirv),
    (O::LLVMAddrSpaceCast, op::PtrCastToGeneric, Dir::ToLlvm),
    (O::LLVMAddrSpaceCast, op::GenericCastToPtr, Dir::ToLlvm),
    // SPV_INTEL_usm_storage_classes: global_device/global_host ↔ global.
    (
        O::LLVMAddrSpaceCast,
        op::PtrCastToCrossWorkgroupINTEL,
        Dir::ToLlvm,
    ),
    (
        O::LLVMAddrSpaceCast,
        op::CrossWorkgroupCastToPtrINTEL,
        Dir::ToLlvm,
    ),
];

/// SPIR-V conversions whose LLVM cast depends on the widths of the source and result.
pub const WIDTH_CASTS: &[u16] = &[op::UConvert, op::SConvert, op::FConvert];

/// The SPIR-V opcode of an LLVM cast whose source is not i1 (`from_bool`: it is).
pub fn cast_to_spirv(opcode: O, from_bool: bool) -> Option<u16> {
    if from_bool {
        return None;
    }
    CASTS
        .iter()
        .find(|&&(o, _, d)| o == opcode && d.to_spirv())
        .map(|&(_, s, _)| s)
}

/// Whether the forward direction writes `opcode` as one of the casts above.
pub fn is_cast_to_spirv(opcode: O) -> bool {
    CASTS.iter().any(|&(o, _, d)| o == opcode && d.to_spirv())
}

/// The LLVM cast of a SPIR-V conversion: `Some(None)` when it depends on the widths.
pub fn cast_to_llvm(spv: u16) -> Option<Option<O>> {
    if WIDTH_CASTS.contains(&spv) {
        return Some(None);
    }
    CASTS
        .iter()
        .find(|&&(_, s, d)| s == spv && d.to_llvm())
        .map(|&(o, ..)| Some(o))
}

/// Integer comparisons: (LLVM predicate, SPIR-V opcode, the row is for i1 operands, directions).
pub const ICMP: &[(IP, u16, bool, Dir)] = &[
    (IP::LLVMIntEQ, op::IEqual, false, Dir::Both),
    (IP::LLVMIntNE, op::INotEqual, false, Dir::Both),
    (IP::LLVMIntEQ, op::LogicalEqual, true, Dir::Both),
    (IP::LLVMIntNE, op::LogicalNotEqual, true, Dir::Both),
    (IP::LLVMIntUGT, op::UGreaterThan, false, Dir::Both),
    (IP::LLVMIntUGE, op::UGreaterThanEqual, false, Dir::Both),
    (IP::LLVMIntULT, op::ULessThan, false, Dir::Both),
    (IP::LLVMIntULE, op::ULessThanEqual, false, Dir::Both),
    (IP::LLVMIntSGT, op::SGreaterThan, false, Dir::Both),
    (IP::LLVMIntSGE, op::SGreaterThanEqual, false, Dir::Both),
    (IP::LLVMIntSLT, op::SLessThan, false, Dir::Both),
    (IP::LLVMIntSLE, op::SLessThanEqual, false, Dir::Both),
    (IP::LLVMIntEQ, op::PtrEqual, false, Dir::ToLlvm),
    (IP::LLVMIntNE, op::PtrNotEqual, false, Dir::ToLlvm),
];

/// The SPIR-V opcode of an integer comparison (`is_bool`: of i1 operands).
pub fn icmp_to_spirv(p: IP, is_bool: bool) -> Option<u16> {
    let find = |want_bool: bool| {
        ICMP.iter()
            .find(|&&(q, _, b, d)| q == p && b == want_bool && d.to_spirv())
            .map(|&(_, s, ..)| s)
    };
    if is_bool {
        find(true).or_else(|| find(false))
    } else {
        find(false)
    }
}

/// The LLVM predicate of a SPIR-V integer comparison.
pub fn icmp_to_llvm(spv: u16) -> Option<IP> {
    ICMP.iter()
        .find(|&&(_, s, _, d)| s == spv && d.to_llvm())
        .map(|&(p, ..)| p)
}

/// Floating-point comparisons (`true`/`false` are constants, handled apart).
pub const FCMP: &[(RP, u16, Dir)] = &[
    (RP::LLVMRealOEQ, op::FOrdEqual, Dir::Both),
    (RP::LLVMRealOGT, op::FOrdGreaterThan, Dir::Both),
    (RP::LLVMRealOGE, op::FOrdGreaterThanEqual, Dir::Both),
    (RP::LLVMRealOLT, op::FOrdLessThan, Dir::Both),
    (RP::LLVMRealOLE, op::FOrdLessThanEqual, Dir::Both),
    (RP::LLVMRealONE, op::FOrdNotEqual, Dir::Both),
    (RP::LLVMRealORD, op::Ordered, Dir::Both),
    (RP::LLVMRealUNO, op::Unordered, Dir::Both),
    (RP::LLVMRealUEQ, op::FUnordEqual, Dir::Both),
    (RP::LLVMRealUGT, op::FUnordGreaterThan, Dir::Both),
    (RP::LLVMRealUGE, op::FUnordGreaterThanEqual, Dir::Both),
    (RP::LLVMRealULT, op::FUnordLessThan, Dir::Both),
    (RP::LLVMRealULE, op::FUnordLessThanEqual, Dir::Both),
    (RP::LLVMRealUNE, op::FUnordNotEqual, Dir::Both),
    (RP::LLVMRealONE, op::LessOrGreater, Dir::ToLlvm),
];

/// The SPIR-V opcode of a floating-point comparison.
pub fn fcmp_to_spirv(p: RP) -> Option<u16> {
    FCMP.iter()
        .find(|&&(q, _, d)| q == p && d.to_spirv())
        .map(|&(_, s, _)| s)
}

/// The LLVM predicate of a SPIR-V floating-point comparison.
pub fn fcmp_to_llvm(spv: u16) -> Option<RP> {
    FCMP.iter()
        .find(|&&(_, s, d)| s == spv && d.to_llvm())
        .map(|&(p, ..)| p)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn binary_rows_round_trip() {
        for &(o, s, b, d) in BINARY {
            if d.to_spirv() {
                assert_eq!(binary_to_spirv(o, b), Some(s), "{o:?}");
            }
            if d.to_llvm() {
                assert_eq!(binary_to_llvm(s), Some(o), "{s}");
            }
            if d == Dir::Both {
                assert_eq!(binary_to_spirv(binary_to_llvm(s).unwrap(), b), Some(s));
            }
        }
    }

    #[test]
    fn cast_rows_round_trip() {
        for &(o, s, d) in CASTS {
            if d.to_spirv() {
                // The first forward row of an LLVM opcode is its answer.
                let first = CASTS.iter().find(|r| r.0 == o && r.2.to_spirv()).unwrap();
                assert_eq!(cast_to_spirv(o, false), Some(first.1));
                assert!(is_cast_to_spirv(o));
                if WIDTH_CASTS.contains(&s) {
                    assert_eq!(cast_to_llvm(s), Some(None));
                }
            }
            if d.to_llvm() {
                assert_eq!(cast_to_llvm(s), Some(Some(o)));
            }
            if d == Dir::Both {
                assert_eq!(
                    cast_to_spirv(cast_to_llvm(s).unwrap().unwrap(), false),
                    Some(s)
                );
            }
        }
        assert_eq!(cast_to_spirv(O::LLVMZExt, true), None);
    }

    #[test]
    fn compare_rows_round_trip() {
        for &(p, s, b, d) in ICMP {
            if d.to_spirv() {
                assert_eq!(icmp_to_spirv(p, b), Some(s));
            }
            if d.to_llvm() {
                assert_eq!(icmp_to_llvm(s), Some(p));
            }
        }
        for &(p, s, d) in FCMP {
            if d.to_spirv() {
                assert_eq!(fcmp_to_spirv(p), Some(s));
            }
            if d.to_llvm() {
                assert_eq!(fcmp_to_llvm(s), Some(p));
            }
            if d == Dir::Both {
                assert_eq!(fcmp_to_spirv(fcmp_to_llvm(s).unwrap()), Some(s));
            }
        }
    }
}
