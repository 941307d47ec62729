//! The non-uniform sub-group builtins of OpenCL C (`cl_khr_subgroup_non_uniform_vote`,
//! `_ballot`, `_non_uniform_arithmetic`, `_clustered_reduce`, `_shuffle` and
//! `_shuffle_relative`) ↔ the `OpGroupNonUniform*` instructions of SPIR-V 1.3.
//!
//! Every instruction takes the `Subgroup` scope first; the arithmetic ones then a
//! `GroupOperation`, and a cluster size for the clustered reductions. OpenCL C passes
//! predicates as `int` and answers `int` where SPIR-V has bools: a predicate becomes
//! `p != 0`, a bool result `1`/`0`.

use crate::spirv::tables::enums::GroupOperation;
use crate::spirv::tables::op;

/// One builtin of fixed name.
#[derive(Clone, Copy, Debug)]
pub struct NonUniform {
    pub ocl: &'static str,
    pub op: u16,
    /// The `GroupOperation` operand that follows the scope, if the instruction has one.
    pub operation: Option<u32>,
    /// Whether the arguments are `int` predicates of bool operands.
    pub bool_args: bool,
    /// Whether the instruction answers a bool that OpenCL C answers as `int`.
    pub bool_result: bool,
    /// How reverse translation mangles the value argument (the arguments after it, ids and
    /// sizes, are always `uint`).
    pub sign: Sign,
}

/// The mangling of a value argument of integer type, as the incumbent writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sign {
    Signed,
    /// Unsigned in the OpenCL C functions, signed in SPV-IR (broadcasts).
    OpenClUnsigned,
    /// Unsigned in both forms (ballots are `uint4`).
    Unsigned,
}

const fn nu(
    ocl: &'static str,
    op: u16,
    operation: Option<u32>,
    bool_args: bool,
    bool_result: bool,
    sign: Sign,
) -> NonUniform {
    NonUniform {
        ocl,
        op,
        operation,
        bool_args,
        bool_result,
        sign,
    }
}

/// The builtins that are one instruction under one name.
pub const NON_UNIFORM: &[NonUniform] = &[
    nu(
        "sub_group_elect",
        op::GroupNonUniformElect,
        None,
        false,
        true,
        Sign::Signed,
    ),
    nu(
        "sub_group_non_uniform_all",
        op::GroupNonUniformAll,
        None,
        true,
        true,
        Sign::Signed,
    ),
    nu(
        "sub_group_non_uniform_any",
        op::GroupNonUniformAny,
        None,
        true,
        true,
        Sign::Signed,
    ),
    nu(
        "sub_group_non_uniform_all_equal",
        op::GroupNonUniformAllEqual,
        None,
        false,
        true,
        Sign::Signed,
    ),
    nu(
        "sub_group_non_uniform_broadcast",
        op::GroupNonUniformBroadcast,
        None,
        false,
        false,
        Sign::OpenClUnsigned,
    ),
    nu(
        "sub_group_broadcast_first",
        op::GroupNonUniformBroadcastFirst,
        None,
        false,
        false,
        Sign::OpenClUnsigned,
    ),
    nu(
        "sub_group_ballot",
        op::GroupNonUniformBallot,
        None,
        true,
        false,
        Sign::Signed,
    ),
    nu(
        "sub_group_inverse_ballot",
        op::GroupNonUniformInverseBallot,
        None,
        false,
        true,
        Sign::Unsigned,
    ),
    nu(
        "sub_group_ballot_bit_extract",
        op::GroupNonUniformBallotBitExtract,
        None,
        false,
        true,
        Sign::Unsigned,
    ),
    nu(
        "sub_group_ballot_bit_count",
        op::GroupNonUniformBallotBitCount,
        Some(GroupOperation::Reduce),
        false,
        false,
        Sign::Unsigned,
    ),
    nu(
        "sub_group_ballot_inclusive_scan",
        op::GroupNonUniformBallotBitCount,
        Some(GroupOperation::InclusiveScan),
        false,
        false,
        Sign::Unsigned,
    ),
    nu(
        "sub_group_ballot_exclusive_scan",
        op::GroupNonUniformBallotBitCount,
        Some(GroupOperation::ExclusiveScan),
        false,
        false,
        Sign::Unsigned,
    ),
    nu(
        "sub_group_ballot_find_lsb",
        op::GroupNonUniformBallotFindLSB,
        None,
        false,
        false,
        Sign::Unsigned,
    ),
    nu(
        "sub_group_ballot_find_msb",
        op::GroupNonUniformBallotFindMSB,
        None,
        false,
        false,
        Sign::Unsigned,
    ),
    nu(
        "sub_group_shuffle",
        op::GroupNonUniformShuffle,
        None,
        false,
        false,
        Sign::Signed,
    ),
    nu(
        "sub_group_shuffle_xor",
        op::GroupNonUniformShuffleXor,
        None,
        false,
        false,
        Sign::Signed,
    ),
    nu(
        "sub_group_shuffle_up",
        op::GroupNonUniformShuffleUp,
        None,
        false,
        false,
        Sign::Signed,
    ),
    nu(
        "sub_group_shuffle_down",
        op::GroupNonUniformShuffleDown,
        None,
        false,
        false,
        Sign::Signed,
    ),
];

/// The operation of an arithmetic builtin (the last word of its name) and its instructions.
#[derive(Clone, Copy, Debug)]
pub struct Arith {
    pub ocl: &'static str,
    /// The instruction for signed integers (and for every integer, where sign does not matter).
    pub op: u16,
    pub unsigned_op: Option<u16>,
    pub float_op: Option<u16>,
    /// `logical_*`: an `int` predicate and an `int` result around bools.
    pub logical: bool,
}

const fn ar(ocl: &'static str, op: u16, u: Option<u16>, f: Option<u16>, logical: bool) -> Arith {
    Arith {
        ocl,
        op,
        unsigned_op: u,
        float_op: f,
        logical,
    }
}

/// The arithmetic operations.
pub const ARITH: &[Arith] = &[
    ar(
        "add",
        op::GroupNonUniformIAdd,
        None,
        Some(op::GroupNonUniformFAdd),
        false,
    ),
    ar(
        "mul",
        op::GroupNonUniformIMul,
        None,
        Some(op::GroupNonUniformFMul),
        false,
    ),
    ar(
        "min",
        op::GroupNonUniformSMin,
        Some(op::GroupNonUniformUMin),
        Some(op::GroupNonUniformFMin),
        false,
    ),
    ar(
        "max",
        op::GroupNonUniformSMax,
        Some(op::GroupNonUniformUMax),
        Some(op::GroupNonUniformFMax),
        false,
    ),
    ar("and", op::GroupNonUniformBitwiseAnd, None, None, false),
    ar("or", op::GroupNonUniformBitwiseOr, None, None, false),
    ar("xor", op::GroupNonUniformBitwiseXor, None, None, false),
    ar(
        "logical_and",
        op::GroupNonUniformLogicalAnd,
        None,
        None,
        true,
    ),
    ar("logical_or", op::GroupNonUniformLogicalOr, None, None, true),
    ar(
        "logical_xor",
        op::GroupNonUniformLogicalXor,
        None,
        None,
        true,
    ),
];

/// The name prefixes of the arithmetic builtins and their group operations; the clustered
/// reduction takes the cluster size as a second argument.
pub const ARITH_KINDS: &[(&str, u32)] = &[
    ("sub_group_non_uniform_reduce_", GroupOperation::Reduce),
    (
        "sub_group_non_uniform_scan_inclusive_",
        GroupOperation::InclusiveScan,
    ),
    (
        "sub_group_non_uniform_scan_exclusive_",
        GroupOperation::ExclusiveScan,
    ),
    (
        "sub_group_clustered_reduce_",
        GroupOperation::ClusteredReduce,
    ),
];

/// What a non-uniform builtin's name says.
#[derive(Clone, Copy, Debug)]
pub enum SubGroupFn {
    One(&'static NonUniform),
    /// An arithmetic operation with its group operation.
    Arith(&'static Arith, u32),
}

/// The builtin named `ocl`.
pub fn by_name(ocl: &str) -> Option<SubGroupFn> {
    if let Some(r) = NON_UNIFORM.iter().find(|r| r.ocl == ocl) {
        return Some(SubGroupFn::One(r));
    }
    ARITH_KINDS.iter().find_map(|&(prefix, operation)| {
        let what = ocl.strip_prefix(prefix)?;
        ARITH
            .iter()
            .find(|a| a.ocl == what)
            .map(|a| SubGroupFn::Arith(a, operation))
    })
}

/// The builtin of instruction `opcode` with group operation `operation` (the word after the
/// scope, for the instructions that have one).
pub fn by_opcode(opcode: u16, operation: Option<u32>) -> Option<SubGroupFn> {
    if let Some(r) = NON_UNIFORM
        .iter()
        .find(|r| r.op == opcode && (r.operation.is_none() || r.operation == operation))
    {
        return Some(SubGroupFn::One(r));
    }
    let a = ARITH
        .iter()
        .find(|a| a.op == opcode || a.unsigned_op == Some(opcode) || a.float_op == Some(opcode))?;
    let operation = operation?;
    ARITH_KINDS
        .iter()
        .any(|&(_, o)| o == operation)
        .then_some(SubGroupFn::Arith(a, operation))
}

/// The OpenCL C name of an arithmetic builtin.
pub fn arith_name(a: &Arith, operation: u32) -> Option<String> {
    let (prefix, _) = ARITH_KINDS.iter().find(|&&(_, o)| o == operation)?;
    Some(format!("{prefix}{}", a.ocl))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_opcodes() {
        let Some(SubGroupFn::Arith(a, o)) = by_name("sub_group_non_uniform_scan_exclusive_max")
        else {
            panic!("not found");
        };
        assert_eq!(a.unsigned_op, Some(op::GroupNonUniformUMax));
        assert_eq!(o, GroupOperation::ExclusiveScan);
        assert_eq!(
            arith_name(a, GroupOperation::ClusteredReduce).as_deref(),
            Some("sub_group_clustered_reduce_max")
        );
        match by_opcode(
            op::GroupNonUniformBallotBitCount,
            Some(GroupOperation::InclusiveScan),
        ) {
            Some(SubGroupFn::One(r)) => assert_eq!(r.ocl, "sub_group_ballot_inclusive_scan"),
            _ => panic!("bit count"),
        }
        assert!(matches!(
            by_opcode(op::GroupNonUniformFMul, Some(GroupOperation::Reduce)),
            Some(SubGroupFn::Arith(a, _)) if a.ocl == "mul"
        ));
        assert!(by_name("sub_group_non_uniform_reduce_nand").is_none());
        for r in NON_UNIFORM {
            assert!(
                crate::spirv::grammar::instruction(r.op).is_some(),
                "{}",
                r.ocl
            );
        }
    }
}
