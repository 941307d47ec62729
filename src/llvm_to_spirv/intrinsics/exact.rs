//! Target-independent intrinsics that llvm-spirv 14 refuses (or writes with another meaning),
//! written as short sequences that mean exactly what LLVM 14's LangRef says:
//!
//! - `llvm.minimum`/`llvm.maximum` (and their constrained forms): NaN when either operand is
//!   NaN, and -0 below +0; OpenCL `fmin`/`fmax` return the other operand for a NaN and leave
//!   the order of zeros open, so the NaN case and the equal case are selected apart;
//! - `llvm.canonicalize`: "implementable as multiplication by 1.0" (LangRef), an `OpFMul`;
//! - `llvm.lround`/`llround`, `llvm.lrint`/`llrint`: OpenCL `round`/`rint` (the same rounding),
//!   then `OpConvertFToS` (a result out of range is undefined in both);
//! - `llvm.fptosi.sat`/`fptoui.sat`: the conversion decorated `SaturatedConversion` (SPIR-V
//!   2.16.1: NaN becomes 0, out-of-range values the nearest bound, as LangRef asks);
//! - `llvm.sshl.sat`/`ushl.sat`: the shift, kept when shifting back gives the operand, else the
//!   bound of the operand's sign;
//! - `llvm.is.constant`: true for a constant operand, false otherwise (LangRef lets either
//!   answer stand for a value not known to be constant);
//! - `llvm.objectsize`: unknown (LangRef: -1, or 0 when the `min` argument is true);
//! - `llvm.flt.rounds`: 1, to nearest (OpenCL has no dynamic rounding mode);
//! - `llvm.ssa.copy`: its operand;
//! - `llvm.experimental.vector.reverse`/`extract`/`insert` on fixed-length vectors:
//!   `OpVectorShuffle`.
//!
//! Hints and bookkeeping (`llvm.trap`, `llvm.debugtrap`, `llvm.ubsantrap`, `llvm.instrprof.*`,
//! `llvm.prefetch`) are in the dropped list of the parent module.

use super::super::Ctx;
use crate::error::Result;
use crate::llvm::ir::{Type, TypeKind, Value, ValueKind};
use crate::spirv::Id;
use crate::spirv::tables::{enums, op};

/// The intrinsics this module translates (name prefixes).
pub(crate) const NAMES: &[&str] = &[
    "llvm.minimum.",
    "llvm.maximum.",
    "llvm.canonicalize.",
    "llvm.lround.",
    "llvm.llround.",
    "llvm.lrint.",
    "llvm.llrint.",
    "llvm.fptosi.sat.",
    "llvm.fptoui.sat.",
    "llvm.sshl.sat.",
    "llvm.ushl.sat.",
    "llvm.is.constant.",
    "llvm.objectsize.",
    "llvm.flt.rounds",
    "llvm.ssa.copy.",
    "llvm.experimental.vector.reverse.",
    "llvm.experimental.vector.extract.",
    "llvm.experimental.vector.insert.",
];

/// Translates `inst`, a call of the intrinsic `name`, when it is one of [`NAMES`]; `false`
/// when it is not.
pub(crate) fn translate<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>, name: &str) -> Result<bool> {
    let Some(prefix) = NAMES.iter().find(|p| name.starts_with(*p)) else {
        return Ok(false);
    };
    let stem = prefix.trim_start_matches("llvm.").trim_end_matches('.');
    match stem {
        "minimum" => min_max(cx, inst, true)?,
        "maximum" => min_max(cx, inst, false)?,
        "canonicalize" => {
            let x = cx.operand_ids(inst, 0..1)?[0];
            let one = cx.splat_float(inst.type_of(), 1.0)?;
            cx.define(inst, op::FMul, &[x, one.0])?;
        }
        "lround" | "llround" => round_to_int(cx, inst, "round")?,
        "lrint" | "llrint" => round_to_int(cx, inst, "rint")?,
        "fptosi.sat" | "fptoui.sat" => {
            let x = cx.operand_ids(inst, 0..1)?;
            let o = if stem == "fptosi.sat" {
                op::ConvertFToS
            } else {
                op::ConvertFToU
            };
            let id = cx.define(inst, o, &x)?;
            cx.b.decorate(id, enums::Decoration::SaturatedConversion, &[]);
        }
        "sshl.sat" | "ushl.sat" => shift_sat(cx, inst, stem == "sshl.sat")?,
        "is.constant" => {
            let constant = inst.operand(0).is_some_and(|v| {
                !matches!(
                    v.kind(),
                    ValueKind::Instruction
                        | ValueKind::Argument
                        | ValueKind::ConstantExpr
                        | ValueKind::GlobalVariable
                        | ValueKind::GlobalAlias
                        | ValueKind::Function
                        | ValueKind::Metadata
                )
            });
            let t = cx.b.type_bool();
            let c = cx.b.constant_bool(Some(t), constant);
            super::Ctx::alias(cx, inst, c)?;
        }
        "objectsize" => {
            let min = inst
                .operand(1)
                .and_then(|m| m.const_int_zext())
                .ok_or_else(|| cx.cannot_translate(inst))?;
            let c = cx.splat_int(inst.type_of(), if min == 1 { 0 } else { u64::MAX })?;
            cx.alias(inst, c)?;
        }
        "flt.rounds" => {
            let c = cx.splat_int(inst.type_of(), 1)?;
            cx.alias(inst, c)?;
        }
        "ssa.copy" => {
            let x = cx.operand_ids(inst, 0..1)?[0];
            cx.alias(inst, Id(x))?;
        }
        "experimental.vector.reverse" => {
            let n = lanes(cx, inst, inst.type_of())?;
            let mask: Vec<u32> = (0..n).rev().collect();
            shuffle(cx, inst, 0, 0, &mask)?;
        }
        "experimental.vector.extract" => {
            // (vec, idx): lanes idx .. idx + n of vec.
            let n = lanes(cx, inst, inst.type_of())?;
            let idx = constant_index(cx, inst, 1)?;
            let mask: Vec<u32> = (idx..idx + n).collect();
            shuffle(cx, inst, 0, 0, &mask)?;
        }
        "experimental.vector.insert" => {
            // (vec, sub, idx): vec with lanes idx .. idx + m replaced by sub's.
            let n = lanes(cx, inst, inst.type_of())?;
            let sub = inst.operand(1).ok_or_else(|| cx.cannot_translate(inst))?;
            let m = lanes(cx, inst, sub.type_of())?;
            let idx = constant_index(cx, inst, 2)?;
            let mask: Vec<u32> = (0..n)
                .map(|i| {
                    if i >= idx && i < idx + m {
                        n + (i - idx)
                    } else {
                        i
                    }
                })
                .collect();
            if m == n {
                shuffle(cx, inst, 0, 1, &mask)?;
            } else {
                // SPIR-V lets the two vectors differ in length, llvm-spirv-14 -r does not:
                // widen `sub` to `n` lanes first (its lanes, then lane 0 again, unread).
                let ids = cx.operand_ids(inst, 0..2)?;
                let vt = cx.type_id(inst.type_of())?;
                let mut widen = vec![ids[1], ids[1]];
                widen.extend((0..n).map(|i| if i < m { i } else { 0 }));
                let wide = cx.temp(op::VectorShuffle, vt, &widen);
                let mut ops = vec![ids[0], wide.0];
                ops.extend_from_slice(&mask);
                cx.define(inst, op::VectorShuffle, &ops)?;
            }
        }
        _ => return Err(cx.cannot_translate(inst)),
    }
    Ok(true)
}

/// The lane count of a fixed-length vector type that SPIR-V writes as a vector.
pub(super) fn lanes<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>, ty: Type<'c>) -> Result<u32> {
    cx.spirv_lanes(ty).ok_or_else(|| {
        cx.unsupported(format!(
            "{}: needs fixed-length vectors of 2 or more lanes",
            inst.display().trim()
        ))
    })
}

/// The constant index operand `i` of `inst`.
fn constant_index<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>, i: u32) -> Result<u32> {
    inst.operand(i)
        .and_then(|v| v.const_int_zext())
        .and_then(|v| u32::try_from(v).ok())
        .ok_or_else(|| cx.cannot_translate(inst))
}

/// `OpVectorShuffle` of operands `a` and `b` of `inst` with `mask`.
fn shuffle<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>, a: u32, b: u32, mask: &[u32]) -> Result<()> {
    let va = cx.operand_ids(inst, a..a + 1)?[0];
    let vb = cx.operand_ids(inst, b..b + 1)?[0];
    let mut ops = vec![va, vb];
    ops.extend_from_slice(mask);
    cx.define(inst, op::VectorShuffle, &ops)?;
    Ok(())
}

/// The integer type (scalar or vector) of the width of the float type `ty`.
fn int_like<'c>(cx: &mut Ctx<'c, '_>, ty: Type<'c>) -> Result<Id> {
    let scalar = ty
        .element()
        .filter(|_| ty.kind() == TypeKind::Vector)
        .unwrap_or(ty);
    let width = match scalar.kind() {
        TypeKind::Half => 16,
        TypeKind::Float => 32,
        _ => 64,
    };
    let int = cx.b.type_int(width, 0);
    Ok(match cx.spirv_lanes(ty) {
        Some(n) => cx.b.type_vector(int, n),
        None => int,
    })
}

/// `llvm.minimum`/`llvm.maximum` (and the constrained forms): `a + b` (a NaN) when either is
/// NaN; when `a == b` (equal, or zeros of either sign) the bits of both or-ed (minimum: -0
/// wins) or and-ed (maximum: +0 wins); else OpenCL `fmin`/`fmax`.
pub(crate) fn min_max<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>, min: bool) -> Result<()> {
    let ops = cx.operand_ids(inst, 0..2)?;
    let (a, b) = (ops[0], ops[1]);
    let ty = inst.type_of();
    let t = cx.type_id(ty)?;
    let bt = cx.bool_like(ty);
    let it = int_like(cx, ty)?;
    let ordered = cx.ocl_temp(t, if min { "fmin" } else { "fmax" }, &[a, b])?;
    let ia = cx.temp(op::Bitcast, it, &[a]);
    let ib = cx.temp(op::Bitcast, it, &[b]);
    let bits = cx.temp(
        if min { op::BitwiseOr } else { op::BitwiseAnd },
        it,
        &[ia.0, ib.0],
    );
    let same = cx.temp(op::Bitcast, t, &[bits.0]);
    let equal = cx.temp(op::FOrdEqual, bt, &[a, b]);
    let not_nan = cx.temp(op::Select, t, &[equal.0, same.0, ordered.0]);
    let nan = cx.temp(op::FAdd, t, &[a, b]);
    let unordered = cx.temp(op::Unordered, bt, &[a, b]);
    cx.define(inst, op::Select, &[unordered.0, nan.0, not_nan.0])?;
    Ok(())
}

/// `l(l)round`/`l(l)rint`: OpenCL `round`/`rint` of the operand, converted to the result's
/// integer type.
pub(crate) fn round_to_int<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>, how: &str) -> Result<()> {
    let x = inst.operand(0).ok_or_else(|| cx.cannot_translate(inst))?;
    let xid = cx.operand_id(x)?;
    let ft = cx.type_id(x.type_of())?;
    let rounded = cx.ocl_temp(ft, how, &[xid.0])?;
    cx.define(inst, op::ConvertFToS, &[rounded.0])?;
    Ok(())
}

/// `sshl.sat`/`ushl.sat`: `a << b` when `(a << b) >> b == a` (arithmetic shift for signed),
/// else the largest value (unsigned), or the bound of `a`'s sign (signed).
fn shift_sat<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>, signed: bool) -> Result<()> {
    let ops = cx.operand_ids(inst, 0..2)?;
    let (a, b) = (ops[0], ops[1]);
    let ty = inst.type_of();
    let width = ty
        .int_width()
        .or_else(|| ty.element().and_then(|e| e.int_width()))
        .ok_or_else(|| cx.cannot_translate(inst))?;
    let t = cx.type_id(ty)?;
    let bt = cx.bool_like(ty);
    let shifted = cx.temp(op::ShiftLeftLogical, t, &[a, b]);
    let back_op = if signed {
        op::ShiftRightArithmetic
    } else {
        op::ShiftRightLogical
    };
    let back = cx.temp(back_op, t, &[shifted.0, b]);
    let exact = cx.temp(op::IEqual, bt, &[back.0, a]);
    let bound = if signed {
        let top = 1u64 << (width - 1);
        let max = cx.splat_int(ty, top - 1)?;
        let min = cx.splat_int(ty, top)?;
        let zero = cx.splat_int(ty, 0)?;
        let negative = cx.temp(op::SLessThan, bt, &[a, zero.0]);
        cx.temp(op::Select, t, &[negative.0, min.0, max.0])
    } else {
        cx.splat_int(ty, u64::MAX)?
    };
    cx.define(inst, op::Select, &[exact.0, shifted.0, bound.0])?;
    Ok(())
}
