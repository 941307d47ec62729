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

/// The return-value attributes written as `FuncParamAttr` on the function itself (the
/// others a return value may have, `noalias`, `nonnull`, `noundef`, `align`,
/// `dereferenceable`, describe the value to LLVM's optimizer and have no SPIR-V form).
pub const RETURN_ATTRIBUTES: &[&str] = &["zeroext", "signext"];

/// The return-value attributes the forward direction writes: (LLVM attribute, SPIR-V
/// attribute).
pub fn return_attributes_to_spirv() -> impl Iterator<Item = (&'static str, u32)> {
    param_attributes_to_spirv().filter(|(a, _)| RETURN_ATTRIBUTES.contains(a))
}

/// Function and parameter attributes clang-14 writes for OpenCL C and SYCL that have no
/// SPIR-V form (other than those of `PARAM_ATTRIBUTES`, `FUNCTION_CONTROLS`, `align`,
/// `dereferenceable` and `optnone`, which the translation reads), and why they may be dropped.
pub const DROPPED_ATTRIBUTES: &[(&str, &str)] = &[
    (
        "convergent",
        "every SPIR-V function call may be convergent: consumers assume it",
    ),
    (
        "nounwind",
        "SPIR-V has no exceptions; the reverse adds it to every function",
    ),
    (
        "norecurse",
        "an optimizer's inference; a consumer can recompute it",
    ),
    (
        "mustprogress",
        "C++ forward-progress assumption of the optimizer",
    ),
    ("willreturn", "an optimizer's inference"),
    ("nofree", "an optimizer's inference"),
    ("nosync", "an optimizer's inference"),
    (
        "argmemonly",
        "an optimizer's inference; no FunctionControl says it",
    ),
    (
        "inaccessiblememonly",
        "an optimizer's inference; no FunctionControl says it",
    ),
    (
        "writeonly",
        "no FunctionControl or FunctionParameterAttribute says write-only",
    ),
    (
        "noundef",
        "says that undef is undefined behaviour; SPIR-V has no such statement",
    ),
    ("nonnull", "an optimizer's inference about a pointer"),
    ("returned", "an optimizer's inference about a parameter"),
    (
        "immarg",
        "only for intrinsics, which are not functions in SPIR-V",
    ),
    (
        "dso_local",
        "symbol preemption within a shared object has no SPIR-V meaning",
    ),
    (
        "local_unnamed_addr",
        "the address is not significant: nothing to say in SPIR-V",
    ),
];

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

/// Function attributes the reverse gives a function (from its FunctionControl, and `optnone`
/// from OptNoneINTEL) that say how its definition is to be compiled, not what a call does:
/// OpFunctionCall has no function control of its own, so a call of the function does not get
/// them with the rest of its attributes. (At a call, LLVM reads `noinline` as "do not inline
/// this call", which a consumer that inlines the function's definition anyway, as PoCL does
/// with every function that reaches a barrier, cannot undo.)
pub const DEFINITION_ONLY: &[&str] = &["alwaysinline", "noinline", "optnone"];

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
    fn return_attributes_are_parameter_rows() {
        let written: Vec<&str> = return_attributes_to_spirv().map(|(a, _)| a).collect();
        assert_eq!(written, RETURN_ATTRIBUTES);
        for (a, _) in DROPPED_ATTRIBUTES {
            assert!(
                PARAM_ATTRIBUTES.iter().all(|r| r.0 != *a),
                "{a} is read and dropped"
            );
            assert!(
                FUNCTION_CONTROLS.iter().all(|r| r.1 != *a),
                "{a} is read and dropped"
            );
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
