//! LLVM instructions over `i1` (or with an `i1` condition) that SPIR-V has no single instruction
//! for, written as the SPIR-V instructions that mean the same (found by llvm-stress fuzzing,
//! `scripts/fuzz-forward`; each was invalid SPIR-V or a refusal):
//!
//! - `select i1 %c, <N x T> %a, <N x T> %b`: before SPIR-V 1.4 OpSelect's condition must be a
//!   vector of as many components as the result (SPIR-V 3.42.15, OpSelect), so a scalar
//!   condition is splat into one;
//! - `icmp` with an ordering predicate on `i1`: SPIR-V's integer comparisons take no booleans
//!   (OpUGreaterThan and the like: "scalar or vector of integer type"), so they are written
//!   with OpLogicalAnd/Or/Not: unsigned, true is 1 and false 0; signed, true is -1 (LangRef
//!   `icmp`: the operands are compared as integers of their width), so `sgt` is `ult`, etc.;
//! - `fptoui`/`fptosi` to `i1`: SPIR-V converts floats to integers only (OpConvertFToU/S),
//!   so the value is converted to a 32-bit integer and compared with zero. Every value whose
//!   truncation fits `i1` (0 or 1 unsigned; 0 or -1 signed) gives the same boolean, and any
//!   other is poison (LangRef `fptoui`, `fptosi`).

use super::Ctx;
use crate::error::Result;
use crate::llvm::ir::{IntPredicate, Opcode, TypeKind, Value};
use crate::spirv::Id;
use crate::spirv::tables::op;

/// Whether `select`'s condition is a scalar while its result is a vector.
pub(crate) fn select_needs_splat(inst: Value<'_>) -> bool {
    inst.type_of().kind() == TypeKind::Vector
        && inst
            .operand(0)
            .is_some_and(|c| c.type_of().kind() != TypeKind::Vector)
}

/// `select` of vectors on a scalar condition: the condition splat to the result's length.
pub(crate) fn select_scalar_condition<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>) -> Result<()> {
    let ops = cx.operand_ids(inst, 0..3)?;
    let n = inst
        .type_of()
        .vector_len()
        .ok_or_else(|| cx.cannot_translate(inst))?;
    let bool_ty = cx.b.type_bool();
    let bool_vec = cx.b.type_vector(bool_ty, n);
    let cond = cx.temp(op::CompositeConstruct, bool_vec, &vec![ops[0]; n as usize]);
    cx.define(inst, op::Select, &[cond.0, ops[1], ops[2]])?;
    Ok(())
}

/// Whether `icmp` with predicate `p` on operands of this type is an ordering of booleans.
pub(crate) fn is_bool_ordering(p: IntPredicate, bool_operands: bool) -> bool {
    bool_operands && !matches!(p, IntPredicate::LLVMIntEQ | IntPredicate::LLVMIntNE)
}

/// An ordering `icmp` of booleans (`a`, `b` already translated) as logical operations.
pub(crate) fn bool_ordering<'c>(
    cx: &mut Ctx<'c, '_>,
    inst: Value<'c>,
    p: IntPredicate,
    a: u32,
    b: u32,
) -> Result<()> {
    use IntPredicate::*;
    // Signed, true (-1) is below false (0): each signed predicate is the unsigned one that
    // swaps the roles of true and false.
    let unsigned = match p {
        LLVMIntSGT => LLVMIntULT,
        LLVMIntSGE => LLVMIntULE,
        LLVMIntSLT => LLVMIntUGT,
        LLVMIntSLE => LLVMIntUGE,
        other => other,
    };
    let ty = cx.type_id(inst.type_of())?;
    // a > b: a and not b; a >= b: a or not b; a < b: not a and b; a <= b: not a or b.
    let (negated, kept, combine) = match unsigned {
        LLVMIntUGT => (b, a, op::LogicalAnd),
        LLVMIntUGE => (b, a, op::LogicalOr),
        LLVMIntULT => (a, b, op::LogicalAnd),
        LLVMIntULE => (a, b, op::LogicalOr),
        _ => return Err(cx.cannot_translate(inst)),
    };
    let not = cx.temp(op::LogicalNot, ty, &[negated]);
    cx.define(inst, combine, &[kept, not.0])?;
    Ok(())
}

/// Whether a cast to `i1` (or a vector of it) is `fptoui`/`fptosi`.
pub(crate) fn is_float_to_bool(o: Opcode) -> bool {
    matches!(o, Opcode::LLVMFPToUI | Opcode::LLVMFPToSI)
}

/// `fptoui`/`fptosi` to `i1`: a conversion to a 32-bit integer, compared with zero.
pub(crate) fn float_to_bool<'c>(
    cx: &mut Ctx<'c, '_>,
    inst: Value<'c>,
    o: Opcode,
    x: Id,
) -> Result<()> {
    let n = cx.spirv_lanes(inst.type_of());
    let int = cx.b.type_int(32, 0);
    let int_ty = match n {
        Some(n) => cx.b.type_vector(int, n),
        None => int,
    };
    let convert = if o == Opcode::LLVMFPToSI {
        op::ConvertFToS
    } else {
        op::ConvertFToU
    };
    let wide = cx.temp(convert, int_ty, &[x.0]);
    let zero = cx.b.constant(int, &[0]);
    let zero = match n {
        Some(n) => cx.b.constant_composite(int_ty, &vec![zero; n as usize]),
        None => zero,
    };
    cx.define(inst, op::INotEqual, &[wide.0, zero.0])?;
    Ok(())
}

/// i1 or a vector of i1.
pub(crate) fn is_bool_or_bool_vector(t: crate::llvm::ir::Type<'_>) -> bool {
    t.int_width() == Some(1)
        || t.element().and_then(|e| e.int_width()) == Some(1)
            && t.kind() == crate::llvm::ir::TypeKind::Vector
}
