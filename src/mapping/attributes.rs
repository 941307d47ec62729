//! LLVM parameter attributes ↔ `FunctionParameterAttribute`s, and LLVM function attributes ↔
//! `FunctionControl` bits.

use super::Dir;
use crate::spirv::tables::enums::{FunctionControl as FC, FunctionParameterAttribute as PA};

/// (LLVM parameter attribute, FunctionParameterAttribute, directions), in the order the
/// forward direction writes the decorations.
pub const PARAM_ATTRIBUTES: &[(&str, u32, Dir)] = &[
    ("zeroext", PA::Zext, Dir::Both),
    ("signext", PA::Sext, Dir::Both),
    ("byval", PA::ByVal, Dir::Both),
    ("sret", PA::Sret, Dir::Both),
    ("noalias", PA::NoAlias, Dir::Both),
    ("nocapture", PA::NoCapture, Dir::Both),
    ("readonly", PA::NoWrite, Dir::Both),
    // NoReadWrite would be exact, but llvm-spirv's reader aborts on it; NoWrite is true too.
    ("readnone", PA::NoWrite, Dir::ToSpirv),
    ("readnone", PA::NoReadWrite, Dir::ToLlvm),
];

/// LLVM parameter attributes with an integer ↔ decorations of the parameter with that literal:
/// (LLVM attribute, decoration), read both ways.
pub const PARAM_VALUE_ATTRIBUTES: &[(&str, u32)] = &[
    ("align", crate::spirv::tables::enums::Decoration::Alignment),
    (
        "dereferenceable",
        crate::spirv::tables::enums::Decoration::MaxByteOffset,
    ),
];

/// The LLVM attribute of a parameter decoration with one literal (`Alignment`,
/// `MaxByteOffset`).
pub fn param_value_attribute_to_llvm(decoration: u32) -> Option<&'static str> {
    PARAM_VALUE_ATTRIBUTES
        .iter()
        .find(|r| r.1 == decoration)
        .map(|r| r.0)
}

/// The parameter attributes the forward direction writes: (LLVM attribute, SPIR-V attribute).
pub fn param_attributes_to_spirv() -> impl Iterator<Item = (&'static str, u32)> {
    PARAM_ATTRIBUTES
        .iter()
        .filter(|r| r.2.to_spirv())
        .map(|&(a, p, _)| (a, p))
}

/// The LLVM parameter attribute of a FunctionParameterAttribute.
pub fn param_attribute_to_llvm(attr: u32) -> Option<&'static str> {
    PARAM_ATTRIBUTES
        .iter()
        .find(|&&(_, p, d)| p == attr && d.to_llvm())
        .map(|&(a, ..)| a)
}

/// (FunctionControl bit, LLVM function attribute), read both ways in this order.
pub const FUNCTION_CONTROLS: &[(u32, &str)] = &[
    (FC::Inline, "alwaysinline"),
    (FC::DontInline, "noinline"),
    (FC::Pure, "readonly"),
    (FC::Const, "readnone"),
];

/// The FunctionControl mask of a function, given whether it has each attribute.
pub fn function_control_to_spirv(has: impl Fn(&str) -> bool) -> u32 {
    FUNCTION_CONTROLS
        .iter()
        .filter(|(_, n)| has(n))
        .fold(0, |m, (bit, _)| m | bit)
}

/// The LLVM function attributes of a FunctionControl mask.
pub fn function_control_to_llvm(control: u32) -> impl Iterator<Item = &'static str> {
    FUNCTION_CONTROLS
        .iter()
        .filter(move |(bit, _)| control & bit != 0)
        .map(|&(_, a)| a)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn param_rows_round_trip() {
        for &(a, p, d) in PARAM_ATTRIBUTES {
            if d.to_spirv() {
                assert!(param_attributes_to_spirv().any(|r| r == (a, p)));
            }
            if d.to_llvm() {
                assert_eq!(param_attribute_to_llvm(p), Some(a));
            }
        }
    }

    #[test]
    fn function_control_rows_round_trip() {
        for &(bit, attr) in FUNCTION_CONTROLS {
            assert_eq!(function_control_to_spirv(|n| n == attr), bit);
            assert_eq!(function_control_to_llvm(bit).collect::<Vec<_>>(), [attr]);
        }
    }
}
