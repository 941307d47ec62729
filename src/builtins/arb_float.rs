//! The arbitrary-precision floating-point functions (`SPV_INTEL_arbitrary_precision_floating_point`):
//! `__spirv_ArbitraryFloat<Name>INTEL` calls of SPV-IR (SYCL) and the
//! `intel_arbitrary_float_<name>.<types>` functions the reverse translation writes ↔
//! `OpArbitraryFloat<Name>INTEL`. The values are arbitrary-width integers, the precisions and
//! modes literals; the sign operands (`FromSign`, `ToSign`, `SignOfB`) are `i1` in LLVM. A
//! result wider than 64 bits is returned through an `sret` pointer.
//!
//! The fixed-point functions (`SPV_INTEL_arbitrary_precision_fixed_point`) have the same shape:
//! `__spirv_Fixed<Name>INTEL(Input, S, I, rI, Q, O)` and `intel_arbitrary_fixed_<name>.<types>`
//! ↔ `OpFixed<Name>INTEL`, whose `Input Type` operand (the type of `Input`) has no argument in
//! LLVM; the signedness `S` is `i1`. SPIR-V written before the extension's `Input Type` operand
//! (as `llvm-spirv` 14 writes it) is read too.

use crate::spirv::tables::op;

/// The prefix of the LLVM function names of the floating-point instructions.
pub const PREFIX: &str = "intel_arbitrary_float_";
/// The prefix of the LLVM function names of the fixed-point instructions.
pub const FIXED_PREFIX: &str = "intel_arbitrary_fixed_";

/// Which extension an instruction belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArbKind {
    /// `SPV_INTEL_arbitrary_precision_floating_point`.
    Float,
    /// `SPV_INTEL_arbitrary_precision_fixed_point`: the first SPIR-V operand is `Input Type`.
    Fixed,
}

impl ArbKind {
    pub fn prefix(self) -> &'static str {
        match self {
            ArbKind::Float => PREFIX,
            ArbKind::Fixed => FIXED_PREFIX,
        }
    }
    pub fn extension(self) -> &'static str {
        match self {
            ArbKind::Float => "SPV_INTEL_arbitrary_precision_floating_point",
            ArbKind::Fixed => "SPV_INTEL_arbitrary_precision_fixed_point",
        }
    }
    /// How the incumbent's message names the instructions.
    pub fn what(self) -> &'static str {
        match self {
            ArbKind::Float => "Floating point",
            ArbKind::Fixed => "Fixed point",
        }
    }
}

/// One instruction: its LLVM name (after its kind's prefix), opcode, and which operand is a
/// sign flag (counting the LLVM arguments, which are the SPIR-V operands after the result id
/// less a fixed-point `Input Type`).
#[derive(Clone, Copy, Debug)]
pub struct ArbFloatFn {
    pub name: &'static str,
    pub op: u16,
    pub sign_operand: Option<usize>,
    pub kind: ArbKind,
}

const fn f(name: &'static str, op: u16, sign_operand: Option<usize>) -> ArbFloatFn {
    ArbFloatFn {
        name,
        op,
        sign_operand,
        kind: ArbKind::Float,
    }
}

/// A fixed-point row: `(Input, S, I, rI, Q, O)`, `S` the sign flag.
const fn x(name: &'static str, op: u16) -> ArbFloatFn {
    ArbFloatFn {
        name,
        op,
        sign_operand: Some(1),
        kind: ArbKind::Fixed,
    }
}

pub const ARB_FLOAT_FNS: &[ArbFloatFn] = &[
    f("cast", op::ArbitraryFloatCastINTEL, None),
    f("cast_from_int", op::ArbitraryFloatCastFromIntINTEL, Some(2)),
    f("cast_to_int", op::ArbitraryFloatCastToIntINTEL, Some(2)),
    f("add", op::ArbitraryFloatAddINTEL, None),
    f("sub", op::ArbitraryFloatSubINTEL, None),
    f("mul", op::ArbitraryFloatMulINTEL, None),
    f("div", op::ArbitraryFloatDivINTEL, None),
    f("gt", op::ArbitraryFloatGTINTEL, None),
    f("ge", op::ArbitraryFloatGEINTEL, None),
    f("lt", op::ArbitraryFloatLTINTEL, None),
    f("le", op::ArbitraryFloatLEINTEL, None),
    f("eq", op::ArbitraryFloatEQINTEL, None),
    f("recip", op::ArbitraryFloatRecipINTEL, None),
    f("rsqrt", op::ArbitraryFloatRSqrtINTEL, None),
    f("cbrt", op::ArbitraryFloatCbrtINTEL, None),
    f("hypot", op::ArbitraryFloatHypotINTEL, None),
    f("sqrt", op::ArbitraryFloatSqrtINTEL, None),
    f("log", op::ArbitraryFloatLogINTEL, None),
    f("log2", op::ArbitraryFloatLog2INTEL, None),
    f("log10", op::ArbitraryFloatLog10INTEL, None),
    f("log1p", op::ArbitraryFloatLog1pINTEL, None),
    f("exp", op::ArbitraryFloatExpINTEL, None),
    f("exp2", op::ArbitraryFloatExp2INTEL, None),
    f("exp10", op::ArbitraryFloatExp10INTEL, None),
    f("expm1", op::ArbitraryFloatExpm1INTEL, None),
    f("sin", op::ArbitraryFloatSinINTEL, None),
    f("cos", op::ArbitraryFloatCosINTEL, None),
    f("sincos", op::ArbitraryFloatSinCosINTEL, None),
    f("sinpi", op::ArbitraryFloatSinPiINTEL, None),
    f("cospi", op::ArbitraryFloatCosPiINTEL, None),
    f("sincospi", op::ArbitraryFloatSinCosPiINTEL, None),
    f("asin", op::ArbitraryFloatASinINTEL, None),
    f("asinpi", op::ArbitraryFloatASinPiINTEL, None),
    f("acos", op::ArbitraryFloatACosINTEL, None),
    f("acospi", op::ArbitraryFloatACosPiINTEL, None),
    f("atan", op::ArbitraryFloatATanINTEL, None),
    f("atanpi", op::ArbitraryFloatATanPiINTEL, None),
    f("atan2", op::ArbitraryFloatATan2INTEL, None),
    f("pow", op::ArbitraryFloatPowINTEL, None),
    f("powr", op::ArbitraryFloatPowRINTEL, None),
    f("pown", op::ArbitraryFloatPowNINTEL, Some(3)),
    x("sqrt", op::FixedSqrtINTEL),
    x("recip", op::FixedRecipINTEL),
    x("rsqrt", op::FixedRsqrtINTEL),
    x("sin", op::FixedSinINTEL),
    x("cos", op::FixedCosINTEL),
    x("sincos", op::FixedSinCosINTEL),
    x("sinpi", op::FixedSinPiINTEL),
    x("cospi", op::FixedCosPiINTEL),
    x("sincospi", op::FixedSinCosPiINTEL),
    x("log", op::FixedLogINTEL),
    x("exp", op::FixedExpINTEL),
];

/// The number of operand words (after the result id) of a fixed-point instruction as written
/// before the extension gained its `Input Type` operand: Input, S, I, rI, Q, O.
pub const FIXED_LEGACY_OPERANDS: usize = 6;

/// The row of an instruction.
pub fn by_opcode(opcode: u16) -> Option<&'static ArbFloatFn> {
    static INDEX: super::opcode_index::OpcodeIndex = super::opcode_index::OpcodeIndex::new();
    INDEX.rows(ARB_FLOAT_FNS, |r| [Some(r.op)], opcode).next()
}

/// The row of an LLVM function name, `intel_arbitrary_float_cast_to_int.i30.i23` or
/// `intel_arbitrary_fixed_sqrt.i5.i13` (the type suffixes are not looked at).
pub fn by_llvm_name(name: &str) -> Option<&'static ArbFloatFn> {
    let (kind, rest) = if let Some(rest) = name.strip_prefix(PREFIX) {
        (ArbKind::Float, rest)
    } else {
        (ArbKind::Fixed, name.strip_prefix(FIXED_PREFIX)?)
    };
    let base = rest.split('.').next()?;
    ARB_FLOAT_FNS
        .iter()
        .find(|r| r.kind == kind && r.name == base)
}

/// The LLVM name of a row for result and value-operand integer widths:
/// `intel_arbitrary_float_add.i14.i13.i15`.
pub fn llvm_name(row: &ArbFloatFn, widths: &[u32]) -> String {
    let mut s = format!("{}{}", row.kind.prefix(), row.name);
    for w in widths {
        s.push_str(&format!(".i{w}"));
    }
    s
}

/// Result widths above this are returned through an `sret` pointer.
pub const MAX_DIRECT_RESULT_BITS: u32 = 64;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows() {
        for r in ARB_FLOAT_FNS {
            let def = crate::spirv::grammar::instruction(r.op).expect(r.name);
            let prefix = match r.kind {
                ArbKind::Float => "ArbitraryFloat",
                ArbKind::Fixed => "Fixed",
            };
            assert!(def.name.starts_with(prefix), "{}", r.name);
        }
        let r = by_llvm_name("intel_arbitrary_float_cast_to_int.i30.i23").unwrap();
        assert_eq!(r.op, op::ArbitraryFloatCastToIntINTEL);
        assert_eq!(r.sign_operand, Some(2));
        assert_eq!(by_opcode(op::ArbitraryFloatPowNINTEL).unwrap().name, "pown");
        assert_eq!(
            llvm_name(by_opcode(op::ArbitraryFloatGTINTEL).unwrap(), &[1, 63, 63]),
            "intel_arbitrary_float_gt.i1.i63.i63"
        );
        assert!(by_llvm_name("intel_arbitrary_float_nope").is_none());
        let sqrt = by_llvm_name("intel_arbitrary_fixed_sqrt.i5.i13").unwrap();
        assert_eq!(sqrt.op, op::FixedSqrtINTEL);
        assert_eq!(
            by_llvm_name("intel_arbitrary_float_sqrt").unwrap().op,
            op::ArbitraryFloatSqrtINTEL
        );
        assert_eq!(
            llvm_name(by_opcode(op::FixedExpINTEL).unwrap(), &[8, 9]),
            "intel_arbitrary_fixed_exp.i8.i9"
        );
        for r in ARB_FLOAT_FNS.iter().filter(|r| r.kind == ArbKind::Fixed) {
            let def = crate::spirv::grammar::instruction(r.op).expect(r.name);
            // Result type, result, Input Type, Input, then S I rI Q O.
            assert_eq!(def.operands.len(), 4 + 5, "{}", def.name);
            assert_eq!(
                def.operands.len() - 3,
                FIXED_LEGACY_OPERANDS,
                "{}",
                def.name
            );
        }
    }
}
