//! The integer dot products of OpenCL C (`cl_khr_integer_dot_product`) ↔ the instructions of
//! `SPV_KHR_integer_dot_product`:
//!
//! * `dot(a, b)` of integer vectors ↔ `OpSDot`, `OpUDot` or `OpSUDot` by the signedness of
//!   `a` and `b` (unsigned `a` with signed `b` is `OpSUDot b a`);
//! * `dot_acc_sat(a, b, acc)` ↔ `OpSDotAccSat`, `OpUDotAccSat`, `OpSUDotAccSat`;
//! * `dot_4x8packed_{ss,su,us,uu}_{int,uint}(a, b)` and `dot_acc_sat_4x8packed_..._(a, b, acc)`,
//!   four 8-bit lanes packed in a `uint` whose signedness the name says ↔ the same instructions
//!   with the `PackedVectorFormat4x8Bit` operand.

use crate::spirv::tables::op;

/// The signedness of the two factors: signed × signed, unsigned × unsigned, signed ×
/// unsigned (`OpSUDot` takes the signed factor first).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Signs {
    Ss,
    Uu,
    Su,
}

/// Each signedness with its instructions (plain, accumulating) and its packed-name part.
const ROWS: &[(Signs, u16, u16, &str)] = &[
    (Signs::Ss, op::SDot, op::SDotAccSat, "ss_int"),
    (Signs::Uu, op::UDot, op::UDotAccSat, "uu_uint"),
    (Signs::Su, op::SUDot, op::SUDotAccSat, "su_int"),
];

/// The extension of the instructions (core only from SPIR-V 1.6).
pub const EXTENSION: &str = "SPV_KHR_integer_dot_product";

/// What a builtin's name says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IntDotName {
    /// `dot_acc_sat*`.
    pub accumulate: bool,
    /// The packed form: the signedness of the factors, and whether they come swapped
    /// (`us`: the unsigned factor first in OpenCL C, second in SPIR-V).
    pub packed: Option<(Signs, bool)>,
}

/// Recognizes `dot`, `dot_acc_sat` (integer vectors: the caller checks the types) and the
/// packed forms.
pub fn parse(name: &str) -> Option<IntDotName> {
    let (accumulate, rest) = match name.strip_prefix("dot_acc_sat") {
        Some(r) => (true, r),
        None => (false, name.strip_prefix("dot")?),
    };
    if rest.is_empty() {
        return Some(IntDotName {
            accumulate,
            packed: None,
        });
    }
    let part = rest.strip_prefix("_4x8packed_")?;
    let (signs, swapped) = match part {
        "us_int" => (Signs::Su, true),
        _ => (ROWS.iter().find(|r| r.3 == part)?.0, false),
    };
    Some(IntDotName {
        accumulate,
        packed: Some((signs, swapped)),
    })
}

/// The instruction of a signedness.
pub fn opcode(signs: Signs, accumulate: bool) -> u16 {
    let row = ROWS.iter().find(|r| r.0 == signs).unwrap_or(&ROWS[0]);
    if accumulate { row.2 } else { row.1 }
}

/// The signedness and accumulation of an instruction.
pub fn by_opcode(opcode: u16) -> Option<(Signs, bool)> {
    static INDEX: super::opcode_index::OpcodeIndex = super::opcode_index::OpcodeIndex::new();
    let row = INDEX
        .rows(ROWS, |r| [Some(r.1), Some(r.2)], opcode)
        .next()?;
    Some((row.0, row.2 == opcode))
}

/// The OpenCL C name of the packed form.
pub fn packed_name(signs: Signs, accumulate: bool) -> String {
    let part = ROWS.iter().find(|r| r.0 == signs).map_or("ss_int", |r| r.3);
    let head = if accumulate { "dot_acc_sat" } else { "dot" };
    format!("{head}_4x8packed_{part}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_both_ways() {
        assert_eq!(
            parse("dot"),
            Some(IntDotName {
                accumulate: false,
                packed: None
            })
        );
        assert_eq!(
            parse("dot_acc_sat_4x8packed_us_int").and_then(|n| n.packed),
            Some((Signs::Su, true))
        );
        assert_eq!(
            parse("dot_4x8packed_uu_uint").and_then(|n| n.packed),
            Some((Signs::Uu, false))
        );
        assert!(parse("dot_4x8packed_uu_int").is_none());
        assert!(parse("dotx").is_none());
        assert_eq!(opcode(Signs::Su, true), op::SUDotAccSat);
        assert_eq!(by_opcode(op::UDot), Some((Signs::Uu, false)));
        assert_eq!(packed_name(Signs::Su, true), "dot_acc_sat_4x8packed_su_int");
        for r in ROWS {
            assert!(crate::spirv::grammar::instruction(r.1).is_some());
            assert!(crate::spirv::grammar::instruction(r.2).is_some());
        }
    }
}
