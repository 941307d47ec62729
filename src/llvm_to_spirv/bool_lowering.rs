//! LLVM instructions over `i1` (or with an `i1` condition) that SPIR-V has no single instruction
//! for, written as the SPIR-V instructions that mean the same (found by llvm-stress fuzzing,
//! `scripts/fuzz-forward`; each was invalid SPIR-V or a refusal):
//!
//! - `select i1 %c, <N x T> %a, <N x T> %b`: before SPIR-V 1.4 OpSelect's condition must be a
//!   vector of as many components as the result (SPIR-V 3.42.15, OpSelect), so a scalar
//!   condition is splat into one;
//! - `select` of a struct or an array: before SPIR-V 1.4 OpSelect's result must be a pointer,
//!   scalar or vector (SPIR-V 3.42.15, OpSelect); 1.4 allows composites, but spirv-val
//!   (SPIRV-Tools 2023.1) still rejects them in a Kernel module ("Expected scalar or vector
//!   type as Result Type"), and llvm-spirv 14 does not read them: each element is selected
//!   apart and the composite rebuilt;
//! - `icmp` with an ordering predicate on `i1`: SPIR-V's integer comparisons take no booleans
//!   (OpUGreaterThan and the like: "scalar or vector of integer type"), so they are written
//!   with OpLogicalAnd/Or/Not: unsigned, true is 1 and false 0; signed, true is -1 (LangRef
//!   `icmp`: the operands are compared as integers of their width), so `sgt` is `ult`, etc.;
//! - `fptoui`/`fptosi` to `i1`: SPIR-V converts floats to integers only (OpConvertFToU/S),
//!   so the value is converted to a 32-bit integer and compared with zero. Every value whose
//!   truncation fits `i1` (0 or 1 unsigned; 0 or -1 signed) gives the same boolean, and any
//!   other is poison (LangRef `fptoui`, `fptosi`);
//! - the other binary operators on `i1` (`add`, `sub`, `mul` are rows of the mapping table:
//!   modulo 2 they are OpLogicalNotEqual and OpLogicalAnd): a division's only defined divisor
//!   is 1 (unsigned) or -1 (signed; and `-1 sdiv -1` overflows), so `udiv`/`sdiv` give the
//!   dividend and `urem`/`srem` give 0 (false); a shift's only defined amount is 0 (LangRef
//!   `shl`: an amount not below the width gives poison), so `shl`/`lshr`/`ashr` give the
//!   shifted value.

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
    let cond = cx.splat_value(bool_vec, Id(ops[0]), n);
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

/// The binary operators on `i1` (or vectors of it) that no mapping row covers, as the value
/// they give whenever they are defined (see the module comment); `false` for other opcodes.
pub(crate) fn bool_binary<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>, o: Opcode) -> Result<bool> {
    match o {
        Opcode::LLVMUDiv
        | Opcode::LLVMSDiv
        | Opcode::LLVMShl
        | Opcode::LLVMLShr
        | Opcode::LLVMAShr => {
            let a = cx.operand_ids(inst, 0..1)?;
            cx.define(inst, op::CopyObject, &a)?;
        }
        Opcode::LLVMURem | Opcode::LLVMSRem => {
            let ty = inst.type_of();
            let bool_ty = cx.b.type_bool();
            let f = cx.b.constant_bool(Some(bool_ty), false);
            let f = cx.splat(ty, f, ty.vector_len())?;
            cx.define(inst, op::CopyObject, &[f.0])?;
        }
        _ => return Ok(false),
    }
    Ok(true)
}

/// Whether `select` has a struct or array result.
pub(crate) fn select_needs_split(inst: Value<'_>) -> bool {
    matches!(inst.type_of().kind(), TypeKind::Struct | TypeKind::Array)
}

/// `select` of a struct or array, element by element.
pub(crate) fn select_split<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>) -> Result<()> {
    let ops = cx.operand_ids(inst, 0..3)?;
    let ty = inst.type_of();
    let parts = select_parts(cx, ty, Id(ops[0]), Id(ops[1]), Id(ops[2]))?;
    let t = cx.type_id(ty)?;
    let (last, init) = parts
        .split_last()
        .ok_or_else(|| cx.cannot_translate(inst))?;
    let partial = cx.build_composite(t, init);
    let n = init.len() as u32;
    cx.define(inst, op::CompositeInsert, &[*last, partial.0, n])?;
    Ok(())
}

/// The elements of a composite of type `ty`, each selected from `a` or `b` by `c`.
fn select_parts<'c>(
    cx: &mut Ctx<'c, '_>,
    ty: crate::llvm::ir::Type<'c>,
    c: Id,
    a: Id,
    b: Id,
) -> Result<Vec<u32>> {
    let elements: Vec<crate::llvm::ir::Type<'c>> = match ty.kind() {
        TypeKind::Struct => ty.struct_elements(),
        _ => {
            let e = ty
                .element()
                .ok_or_else(|| cx.unsupported("an array without element type"))?;
            // (Not a struct: an array (`select_split` takes structs and arrays).)
            vec![e; ty.array_len().unwrap_or(0) as usize]
        }
    };
    let mut out = Vec::with_capacity(elements.len());
    for (i, e) in elements.into_iter().enumerate() {
        let et = cx.type_id(e)?;
        let ea = cx.temp(op::CompositeExtract, et, &[a.0, i as u32]);
        let eb = cx.temp(op::CompositeExtract, et, &[b.0, i as u32]);
        let v = match e.kind() {
            TypeKind::Struct | TypeKind::Array => {
                let parts = select_parts(cx, e, c, ea, eb)?;
                cx.build_composite(et, &parts)
            }
            _ => {
                let cond = match cx.spirv_lanes(e) {
                    Some(n) => {
                        let bool_ty = cx.b.type_bool();
                        let bv = cx.b.type_vector(bool_ty, n);
                        cx.splat_value(bv, c, n)
                    }
                    None => c,
                };
                cx.temp(op::Select, et, &[cond.0, ea.0, eb.0])
            }
        };
        out.push(v.0);
    }
    Ok(out)
}

impl Ctx<'_, '_> {
    /// A vector of type `vec_ty` with each of its `n` lanes `scalar` (not a constant): the
    /// scalar inserted in an undefined vector, then shuffled to every lane. (Not
    /// OpCompositeConstruct, which llvm-spirv 14's reader takes for a constant and crashes on.)
    pub(crate) fn splat_value(&mut self, vec_ty: Id, scalar: Id, n: u32) -> Id {
        let undef = self.b.undef(vec_ty);
        let one = self.temp(op::CompositeInsert, vec_ty, &[scalar.0, undef.0, 0]);
        let mut ops = vec![one.0, one.0];
        ops.extend(std::iter::repeat_n(0, n as usize));
        self.temp(op::VectorShuffle, vec_ty, &ops)
    }

    /// A composite of type `ty` whose first elements are `parts` (the others undefined),
    /// inserted one by one (not OpCompositeConstruct, for the reason above).
    pub(crate) fn build_composite(&mut self, ty: Id, parts: &[u32]) -> Id {
        let mut acc = self.b.undef(ty);
        for (i, p) in parts.iter().enumerate() {
            acc = self.temp(op::CompositeInsert, ty, &[*p, acc.0, i as u32]);
        }
        acc
    }
}
