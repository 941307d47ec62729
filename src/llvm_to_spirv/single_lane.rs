//! One-lane vectors (`<1 x T>`, common in optimised and generated IR) written as their element
//! `T`. SPIR-V has no vector of one component (2.16.1: "vector types must be parameterized
//! only with 2, 3, or 4 components", 8 and 16 with `Vector16`); a one-lane vector holds the
//! same value as its element and every LLVM operation on it acts on that one lane, so the
//! scalar form means the same: arithmetic, comparisons, casts and selects are the scalar
//! instructions (their types are the element's, see `types`), constants are their element,
//! and what indexes lanes is rewritten here:
//!
//! - `extractelement <1 x T> %v, %i` is `%v` (any lane but 0 is poison, LangRef);
//! - `insertelement <1 x T> %v, T %e, %i` is `%e` (likewise);
//! - `shufflevector` with a one-lane operand or result: the lanes it picks, extracted from the
//!   vectors (or the scalar itself), then composed (`OpCompositeConstruct`) or taken alone;
//! - `bitcast` between a one-lane vector and its element is the value itself.
//!
//! With `SPV_INTEL_vector_compute` allowed, vectors of any length exist (`VectorAnyINTEL`)
//! and one-lane vectors stay vectors (as llvm-spirv keeps them).

use super::Ctx;
use crate::error::Result;
use crate::llvm::ir::{Opcode, Type, TypeKind, Value};
use crate::spirv::Id;
use crate::spirv::tables::op;

impl<'c> Ctx<'c, '_> {
    /// Whether `ty` is a one-lane vector written as its element.
    pub(crate) fn single_lane(&self, ty: Type<'_>) -> bool {
        ty.vector_len() == Some(1) && !self.extension_allowed(super::vector_compute::EXT)
    }

    /// The number of components of `ty` as a SPIR-V vector: `None` for a scalar and for a
    /// one-lane vector written as its element.
    pub(crate) fn spirv_lanes(&self, ty: Type<'_>) -> Option<u32> {
        ty.vector_len().filter(|_| !self.single_lane(ty))
    }

    /// Whether `ty` is, or points to, a one-lane vector written as its element.
    fn involves_single_lane(&self, ty: Type<'_>) -> bool {
        self.single_lane(ty)
            || ty.kind() == TypeKind::Pointer && ty.element().is_some_and(|e| self.single_lane(e))
    }

    /// Makes `inst` stand for `id`.
    fn same_value(&mut self, inst: Value<'c>, id: Id) -> Result<()> {
        if self.values.contains_key(&inst) {
            // Already used (by a phi seen earlier): a copy defines the id it was given.
            self.define(inst, op::CopyObject, &[id.0])?;
        } else {
            self.values.insert(inst, id);
        }
        Ok(())
    }
}

/// Translates `inst` when it indexes lanes of a one-lane vector written as a scalar, or (by
/// `narrow_ints`) converts an integer of a width SPIR-V lacks; `false` for every other
/// instruction.
pub(crate) fn translate<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>, o: Opcode) -> Result<bool> {
    let operand_type = |i: u32| inst.operand(i).map(|v| v.type_of());
    match o {
        Opcode::LLVMExtractElement if operand_type(0).is_some_and(|t| cx.single_lane(t)) => {
            let v = cx.operand_ids(inst, 0..1)?[0];
            cx.same_value(inst, Id(v))?;
        }
        Opcode::LLVMInsertElement if cx.single_lane(inst.type_of()) => {
            let e = cx.operand_ids(inst, 1..2)?[0];
            cx.same_value(inst, Id(e))?;
        }
        Opcode::LLVMShuffleVector
            if cx.single_lane(inst.type_of())
                || operand_type(0).is_some_and(|t| cx.single_lane(t)) =>
        {
            shuffle(cx, inst)?;
        }
        Opcode::LLVMSelect if cx.single_lane(inst.type_of()) => {
            // The condition is `i1` or `<1 x i1>`: a boolean either way.
            let ops = cx.operand_ids(inst, 0..3)?;
            cx.define(inst, op::Select, &ops)?;
        }
        Opcode::LLVMBitCast
            if cx.involves_single_lane(inst.type_of())
                || operand_type(0).is_some_and(|t| cx.involves_single_lane(t)) =>
        {
            let src = inst.operand(0).ok_or_else(|| cx.cannot_translate(inst))?;
            let x = cx.operand_id(src)?;
            let from = cx.type_id(src.type_of())?;
            let to = cx.type_id(inst.type_of())?;
            if from == to {
                cx.same_value(inst, x)?;
            } else {
                cx.define(inst, op::Bitcast, &[x.0])?;
            }
        }
        _ => return super::narrow_ints::translate(cx, inst, o),
    }
    Ok(true)
}

/// A `shufflevector` with a one-lane operand or result: each picked lane taken from its
/// operand, then composed into the result (or, for a one-lane result, the lane itself).
fn shuffle<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>) -> Result<()> {
    let a = inst.operand(0).ok_or_else(|| cx.cannot_translate(inst))?;
    let n_in = a
        .type_of()
        .vector_len()
        .ok_or_else(|| cx.cannot_translate(inst))?;
    let in_single = cx.single_lane(a.type_of());
    let ids = cx.operand_ids(inst, 0..2)?;
    let elem = a
        .type_of()
        .element()
        .ok_or_else(|| cx.cannot_translate(inst))?;
    let et = cx.type_id(elem)?;
    let mut lanes = Vec::new();
    for m in inst.shuffle_mask() {
        let lane = if m < 0 {
            cx.b.undef(et)
        } else {
            let m = m as u32;
            let (v, k) = if m < n_in {
                (ids[0], m)
            } else {
                (ids[1], m - n_in)
            };
            if in_single {
                Id(v)
            } else {
                cx.temp(op::CompositeExtract, et, &[v, k])
            }
        };
        lanes.push(lane.0);
    }
    if cx.single_lane(inst.type_of()) {
        let first = *lanes.first().ok_or_else(|| cx.cannot_translate(inst))?;
        cx.same_value(inst, Id(first))?;
    } else {
        let vt = cx.type_id(inst.type_of())?;
        cx.vector_of_lanes(Some(inst), vt, &lanes)?;
    }
    Ok(())
}
