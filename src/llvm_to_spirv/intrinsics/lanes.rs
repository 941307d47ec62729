//! Target-independent intrinsics on vectors and fixed-point numbers that llvm-spirv 14 refuses,
//! written as the SPIR-V that means what LLVM 14's LangRef says:
//!
//! - fixed point `llvm.{s,u}{mul,div}.fix[.sat]` on integers of up to 32 bits: the operation
//!   on 64-bit integers (`(a * b) >> scale`, `(a << scale) / b`), then truncated, or clamped to
//!   the type's range for `.sat` (LangRef: the rounding direction of an inexact result is
//!   unspecified, and a result that does not fit is undefined without `.sat`). Wider operands
//!   have no wider SPIR-V integer and are refused by name;
//! - `llvm.matrix.transpose`/`multiply` (column-major, LangRef "Matrix Intrinsics"): a shuffle;
//!   sums of products in order of `k`; `llvm.matrix.column.major.load`/`store`: one load or
//!   store per element at `ptr + j * stride + i` (volatile when asked);
//! - `llvm.experimental.stepvector`: the constant `<0, 1, ...>`; `llvm.experimental.vector.splice`
//!   with its constant offset: a shuffle of the two vectors; `llvm.get.active.lane.mask`:
//!   `base + i < n` computed without overflow, i.e. `base < n && i < n - base`;
//! - vector-predicated `llvm.vp.*` (binary operators, `select`, `merge`, reductions): a lane is
//!   active when its mask bit is set and its index is below the explicit vector length; the
//!   result of an inactive lane is poison, so the plain operation serves, except that an
//!   inactive lane must not divide by zero (its divisor becomes 1), `merge` takes the second
//!   value on lanes at or above the pivot, and a reduction sees an inactive lane as the
//!   operation's neutral value. `vp.load`/`store`/`gather`/`scatter` stay refused (a masked-off
//!   lane must not be accessed, which needs control flow inside the block).

use super::super::Ctx;
use crate::error::Result;
use crate::llvm::ir::{TypeKind, Value};
use crate::spirv::Id;
use crate::spirv::tables::{enums, op};

/// The intrinsics this module translates (name prefixes).
pub(crate) const NAMES: &[&str] = &[
    "llvm.smul.fix.",
    "llvm.umul.fix.",
    "llvm.sdiv.fix.",
    "llvm.udiv.fix.",
    "llvm.matrix.transpose.",
    "llvm.matrix.multiply.",
    "llvm.matrix.column.major.load.",
    "llvm.matrix.column.major.store.",
    "llvm.experimental.stepvector.",
    "llvm.experimental.vector.splice.",
    "llvm.get.active.lane.mask.",
    "llvm.vp.",
];

/// The `llvm.vp.*` operations translated, with their plain opcodes (integer, float).
const VP_BINARY: &[(&str, u16)] = &[
    ("add", op::IAdd),
    ("sub", op::ISub),
    ("mul", op::IMul),
    ("sdiv", op::SDiv),
    ("udiv", op::UDiv),
    ("srem", op::SRem),
    ("urem", op::UMod),
    ("ashr", op::ShiftRightArithmetic),
    ("lshr", op::ShiftRightLogical),
    ("shl", op::ShiftLeftLogical),
    ("and", op::BitwiseAnd),
    ("or", op::BitwiseOr),
    ("xor", op::BitwiseXor),
    ("fadd", op::FAdd),
    ("fsub", op::FSub),
    ("fmul", op::FMul),
    ("fdiv", op::FDiv),
    ("frem", op::FRem),
];

/// Whether `name` is one of the intrinsics translated here.
pub(crate) fn is_known(name: &str) -> bool {
    match name.strip_prefix("llvm.vp.") {
        Some(rest) => vp_kind(rest).is_some(),
        None => NAMES.iter().any(|p| name.starts_with(p)),
    }
}

/// The operation of a `llvm.vp.<op>.<types>` name that is translated.
fn vp_kind(rest: &str) -> Option<&str> {
    let first = rest.split('.').next()?;
    if first == "reduce" {
        let k = rest.split('.').nth(1)?;
        return super::REDUCTIONS
            .iter()
            .any(|(r, _)| *r == k)
            .then_some("reduce");
    }
    (VP_BINARY.iter().any(|(k, _)| *k == first) || matches!(first, "select" | "merge"))
        .then_some(first)
}

/// Translates `inst`, a call of `name`, when it is one of these intrinsics; `false` if not.
pub(crate) fn translate<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>, name: &str) -> Result<bool> {
    if !is_known(name) {
        return Ok(false);
    }
    let stem = name.trim_start_matches("llvm.");
    if let Some(rest) = stem.strip_prefix("vp.") {
        vp(cx, inst, rest)?;
    } else if stem.starts_with("smul.fix")
        || stem.starts_with("umul.fix")
        || stem.starts_with("sdiv.fix")
        || stem.starts_with("udiv.fix")
    {
        fixed_point(cx, inst, stem)?;
    } else if stem.starts_with("matrix.transpose.") {
        transpose(cx, inst)?;
    } else if stem.starts_with("matrix.multiply.") {
        multiply(cx, inst)?;
    } else if stem.starts_with("matrix.column.major.load.") {
        column_major(cx, inst, true)?;
    } else if stem.starts_with("matrix.column.major.store.") {
        column_major(cx, inst, false)?;
    } else if stem.starts_with("experimental.stepvector.") {
        let ty = inst.type_of();
        let n = lanes(cx, inst, ty)?;
        let scalar = ty.element().ok_or_else(|| cx.cannot_translate(inst))?;
        let st = cx.type_id(scalar)?;
        // (LangRef: stepvector gives integers.)
        let wide = scalar.int_width().unwrap_or(32) > 32;
        let parts: Vec<Id> = (0..n)
            .map(|i| cx.b.constant(st, &if wide { vec![i, 0] } else { vec![i] }))
            .collect();
        let t = cx.type_id(ty)?;
        let c = cx.b.constant_composite(t, &parts);
        cx.alias(inst, c)?;
    } else if stem.starts_with("experimental.vector.splice.") {
        // Lanes idx .. idx + n of the concatenation, idx = imm or n + imm when negative.
        let n = lanes(cx, inst, inst.type_of())?;
        let imm = inst
            .operand(2)
            .and_then(|v| v.const_int_sext())
            .ok_or_else(|| cx.cannot_translate(inst))?;
        let start = if imm < 0 { i64::from(n) + imm } else { imm };
        let start = u32::try_from(start)
            .ok()
            .filter(|&s| s <= n)
            .ok_or_else(|| cx.cannot_translate(inst))?;
        let mut ops = cx.operand_ids(inst, 0..2)?;
        ops.extend((0..n).map(|i| start + i));
        cx.define(inst, op::VectorShuffle, &ops)?;
    } else if stem.starts_with("get.active.lane.mask.") {
        active_lane_mask(cx, inst)?;
    } else {
        return Err(cx.cannot_translate(inst));
    }
    Ok(true)
}

use super::exact::lanes;

/// A constant integer operand of `inst`.
fn constant_operand<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>, i: u32) -> Result<u64> {
    inst.operand(i)
        .and_then(|v| v.const_int_zext())
        .ok_or_else(|| cx.cannot_translate(inst))
}

/// A constant of the integer type `t` (`lanes` copies when it is a vector) of value `v`.
fn wide_constant(cx: &mut Ctx<'_, '_>, scalar: Id, vector: Id, lanes: Option<u32>, v: i64) -> Id {
    let c = cx.b.constant(scalar, &[v as u32, (v >> 32) as u32]);
    match lanes {
        Some(n) => cx.b.constant_composite(vector, &vec![c; n as usize]),
        None => c,
    }
}

fn fixed_point<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>, stem: &str) -> Result<()> {
    let ty = inst.type_of();
    let width = ty
        .scalar()
        .int_width()
        .ok_or_else(|| cx.cannot_translate(inst))?;
    if width > 32 {
        return Err(cx.unsupported(format!(
            "{}: fixed-point operations on integers wider than 32 bits need a wider \
             intermediate integer, which SPIR-V has not",
            inst.display().trim()
        )));
    }
    let signed = stem.starts_with('s');
    let multiply = stem[1..].starts_with("mul");
    let sat = stem.contains(".fix.sat");
    let scale = constant_operand(cx, inst, 2)?;
    let ops = cx.operand_ids(inst, 0..2)?;
    let n = cx.spirv_lanes(ty);
    let i64t = cx.b.type_int(64, 0);
    let wt = match n {
        Some(k) => cx.b.type_vector(i64t, k),
        None => i64t,
    };
    let widen = if signed { op::SConvert } else { op::UConvert };
    let a = cx.temp(widen, wt, &[ops[0]]);
    let b = cx.temp(widen, wt, &[ops[1]]);
    let s = wide_constant(cx, i64t, wt, n, scale as i64);
    let wide = if multiply {
        let p = cx.temp(op::IMul, wt, &[a.0, b.0]);
        let shift = if signed {
            op::ShiftRightArithmetic
        } else {
            op::ShiftRightLogical
        };
        cx.temp(shift, wt, &[p.0, s.0])
    } else {
        let shifted = cx.temp(op::ShiftLeftLogical, wt, &[a.0, s.0]);
        cx.temp(
            if signed { op::SDiv } else { op::UDiv },
            wt,
            &[shifted.0, b.0],
        )
    };
    let wide = if sat {
        let (min, max) = if signed {
            (-(1i64 << (width - 1)), (1i64 << (width - 1)) - 1)
        } else {
            (0, ((1u64 << width) - 1) as i64)
        };
        let bt = cx.bool_like(ty);
        let (lo, hi) = (
            wide_constant(cx, i64t, wt, n, min),
            wide_constant(cx, i64t, wt, n, max),
        );
        let (lt, gt) = if signed {
            (op::SLessThan, op::SGreaterThan)
        } else {
            (op::ULessThan, op::UGreaterThan)
        };
        let below = cx.temp(lt, bt, &[wide.0, lo.0]);
        let low_clamped = cx.temp(op::Select, wt, &[below.0, lo.0, wide.0]);
        let above = cx.temp(gt, bt, &[low_clamped.0, hi.0]);
        cx.temp(op::Select, wt, &[above.0, hi.0, low_clamped.0])
    } else {
        wide
    };
    cx.define(inst, op::UConvert, &[wide.0])?;
    Ok(())
}

/// The matrix shape operands `i..` of `inst` as numbers.
fn shape<'c, const N: usize>(
    cx: &mut Ctx<'c, '_>,
    inst: Value<'c>,
    first: u32,
) -> Result<[u32; N]> {
    let mut out = [0u32; N];
    for (k, o) in out.iter_mut().enumerate() {
        let v = constant_operand(cx, inst, first + k as u32)?;
        *o = u32::try_from(v).map_err(|_| cx.cannot_translate(inst))?;
    }
    Ok(out)
}

/// `transpose(<R*C>, R, C)` → `<C*R>`: result lane `j*C + i` is input lane `i*R + j`.
fn transpose<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>) -> Result<()> {
    let [r, c] = shape::<2>(cx, inst, 1)?;
    let n = lanes(cx, inst, inst.type_of())?;
    if r.checked_mul(c) != Some(n) {
        return Err(cx.cannot_translate(inst));
    }
    let v = cx.operand_ids(inst, 0..1)?[0];
    let mut ops = vec![v, v];
    for j in 0..r {
        for i in 0..c {
            ops.push(i * r + j);
        }
    }
    cx.define(inst, op::VectorShuffle, &ops)?;
    Ok(())
}

/// `multiply(<R*K> A, <K*C> B, R, K, C)` → `<R*C>`: lane `j*R + i` is the sum over `k` of
/// `A[k*R + i] * B[j*K + k]`, in order of `k`.
fn multiply<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>) -> Result<()> {
    let [r, k, c] = shape::<3>(cx, inst, 2)?;
    let ty = inst.type_of();
    let n = lanes(cx, inst, ty)?;
    if r.checked_mul(c) != Some(n) {
        return Err(cx.cannot_translate(inst));
    }
    let scalar = ty.scalar();
    let float = scalar.int_width().is_none();
    let (mul, add) = if float {
        (op::FMul, op::FAdd)
    } else {
        (op::IMul, op::IAdd)
    };
    let st = cx.type_id(scalar)?;
    let t = cx.type_id(ty)?;
    let ab = cx.operand_ids(inst, 0..2)?;
    // A one-lane operand (K = 1 and R = 1 or C = 1) is its scalar.
    let lane = |cx: &mut Ctx<'c, '_>, which: u32, idx: u32| -> Result<Id> {
        let operand = inst
            .operand(which)
            .ok_or_else(|| cx.cannot_translate(inst))?;
        Ok(if cx.spirv_lanes(operand.type_of()).is_none() {
            Id(ab[which as usize])
        } else {
            cx.temp(op::CompositeExtract, st, &[ab[which as usize], idx])
        })
    };
    let mut parts = Vec::with_capacity(n as usize);
    for j in 0..c {
        for i in 0..r {
            let mut acc: Option<Id> = None;
            for kk in 0..k {
                let x = lane(cx, 0, kk * r + i)?;
                let y = lane(cx, 1, j * k + kk)?;
                let p = cx.temp(mul, st, &[x.0, y.0]);
                acc = Some(match acc {
                    None => p,
                    Some(a) => cx.temp(add, st, &[a.0, p.0]),
                });
            }
            parts.push(acc.ok_or_else(|| cx.cannot_translate(inst))?.0);
        }
    }
    define_composite(cx, inst, t, &parts)
}

/// Defines `inst` as the composite of type `t` made of `parts`: the first ones as a
/// composite (constant where they are), the last inserted into it, so that the result is
/// `inst`'s own id.
fn define_composite<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>, t: Id, parts: &[u32]) -> Result<()> {
    let (last, init) = parts
        .split_last()
        .ok_or_else(|| cx.cannot_translate(inst))?;
    let partial = cx.build_composite(t, init);
    cx.define(
        inst,
        op::CompositeInsert,
        &[*last, partial.0, init.len() as u32],
    )?;
    Ok(())
}

/// `column.major.load(ptr, stride, volatile, R, C)` and `column.major.store(v, ptr, stride,
/// volatile, R, C)`: element `(i, j)` at `ptr + j * stride + i`.
fn column_major<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>, load: bool) -> Result<()> {
    let first = if load { 0 } else { 1 };
    let [r, c] = shape::<2>(cx, inst, first + 3)?;
    let volatile = constant_operand(cx, inst, first + 2)? == 1;
    let vec_ty = if load {
        inst.type_of()
    } else {
        inst.operand(0)
            .ok_or_else(|| cx.cannot_translate(inst))?
            .type_of()
    };
    let n = lanes(cx, inst, vec_ty)?;
    if r.checked_mul(c) != Some(n) {
        return Err(cx.cannot_translate(inst));
    }
    let ptr = inst
        .operand(first)
        .ok_or_else(|| cx.cannot_translate(inst))?;
    let stride = inst
        .operand(first + 1)
        .ok_or_else(|| cx.cannot_translate(inst))?;
    let p = cx.operand_id(ptr)?;
    let s = cx.operand_id(stride)?;
    let pt = cx.type_id(ptr.type_of())?;
    let it = cx.type_id(stride.type_of())?;
    let st = cx.type_id(vec_ty.scalar())?;
    // (LangRef: the stride is an integer.)
    let wide = stride.type_of().int_width().unwrap_or(64) > 32;
    let access: Vec<u32> = if volatile {
        vec![enums::MemoryAccess::Volatile]
    } else {
        Vec::new()
    };
    let value = if load {
        None
    } else {
        Some(cx.operand_ids(inst, 0..1)?[0])
    };
    let mut parts = Vec::with_capacity(n as usize);
    for j in 0..c {
        let jc = cx.b.constant(it, &if wide { vec![j, 0] } else { vec![j] });
        let col = cx.temp(op::IMul, it, &[jc.0, s.0]);
        for i in 0..r {
            let ic = cx.b.constant(it, &if wide { vec![i, 0] } else { vec![i] });
            let idx = cx.temp(op::IAdd, it, &[col.0, ic.0]);
            let at = cx.temp(op::PtrAccessChain, pt, &[p.0, idx.0]);
            match value {
                None => {
                    let mut w = vec![at.0];
                    w.extend(&access);
                    parts.push(cx.temp(op::Load, st, &w).0);
                }
                Some(v) => {
                    let e = cx.temp(op::CompositeExtract, st, &[v, j * r + i]);
                    let mut w = vec![at.0, e.0];
                    w.extend(&access);
                    cx.b.inst_no_result(op::Store, &w);
                }
            }
        }
    }
    if load {
        let t = cx.type_id(vec_ty)?;
        define_composite(cx, inst, t, &parts)?;
    }
    Ok(())
}

/// `<0, 1, ..., n-1>` of 32-bit integers.
fn lane_indices(cx: &mut Ctx<'_, '_>, n: u32) -> Id {
    let i32t = cx.b.type_int(32, 0);
    let vt = cx.b.type_vector(i32t, n);
    let parts: Vec<Id> = (0..n).map(|i| cx.b.constant(i32t, &[i])).collect();
    cx.b.constant_composite(vt, &parts)
}

/// `get.active.lane.mask(base, n)`: lane `i` is `base < n && i < n - base` (unsigned).
fn active_lane_mask<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>) -> Result<()> {
    let n = lanes(cx, inst, inst.type_of())?;
    let base = inst.operand(0).ok_or_else(|| cx.cannot_translate(inst))?;
    let width = base
        .type_of()
        .int_width()
        .ok_or_else(|| cx.cannot_translate(inst))?;
    let ops = cx.operand_ids(inst, 0..2)?;
    let it = cx.type_id(base.type_of())?;
    let bool_ty = cx.b.type_bool();
    let bv = cx.b.type_vector(bool_ty, n);
    let below = cx.temp(op::ULessThan, bool_ty, &[ops[0], ops[1]]);
    let room = cx.temp(op::ISub, it, &[ops[1], ops[0]]);
    let vt = cx.b.type_vector(it, n);
    let room_v = cx.splat_value(vt, room, n);
    let parts: Vec<Id> = (0..n)
        .map(|i| {
            cx.b.constant(it, &if width > 32 { vec![i, 0] } else { vec![i] })
        })
        .collect();
    let idx = cx.b.constant_composite(vt, &parts);
    let in_room = cx.temp(op::ULessThan, bv, &[idx.0, room_v.0]);
    let below_v = cx.splat_value(bv, below, n);
    cx.define(inst, op::LogicalAnd, &[below_v.0, in_room.0])?;
    Ok(())
}

/// The active lanes of a `vp` call: mask operand `mask` and vector length operand `evl`.
fn active<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>, mask: u32, evl: u32, n: u32) -> Result<Id> {
    let ops = cx.operand_ids(inst, mask..evl + 1)?;
    let (m, e) = (ops[0], ops[ops.len() - 1]);
    let i32t = cx.b.type_int(32, 0);
    let vt = cx.b.type_vector(i32t, n);
    let bool_ty = cx.b.type_bool();
    let bv = cx.b.type_vector(bool_ty, n);
    let idx = lane_indices(cx, n);
    let ev = cx.splat_value(vt, Id(e), n);
    let within = cx.temp(op::ULessThan, bv, &[idx.0, ev.0]);
    Ok(cx.temp(op::LogicalAnd, bv, &[m, within.0]))
}

fn vp<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>, rest: &str) -> Result<()> {
    let kind = vp_kind(rest).ok_or_else(|| cx.cannot_translate(inst))?;
    let ty = inst.type_of();
    match kind {
        "reduce" => return vp_reduce(cx, inst, rest),
        "select" => {
            // (cond, a, b, evl): lanes at or above evl are poison.
            let ops = cx.operand_ids(inst, 0..3)?;
            cx.define(inst, op::Select, &ops)?;
        }
        "merge" => {
            // (cond, a, b, pivot): b on lanes at or above the pivot.
            let n = lanes(cx, inst, ty)?;
            let on = active(cx, inst, 0, 3, n)?;
            let ops = cx.operand_ids(inst, 1..3)?;
            cx.define(inst, op::Select, &[on.0, ops[0], ops[1]])?;
        }
        _ => {
            let (_, o) = VP_BINARY
                .iter()
                .find(|(k, _)| *k == kind)
                .ok_or_else(|| cx.cannot_translate(inst))?;
            if super::super::bool_lowering::is_bool_or_bool_vector(ty) {
                return Err(cx.unsupported(format!(
                    "{}: vector-predicated arithmetic on i1",
                    inst.display().trim()
                )));
            }
            // LangRef: the integer operations take vectors of integers, the `f` ones vectors
            // of floating-point values; LLVM's verifier does not check it.
            let lane = ty.element().unwrap_or(ty);
            let float_op = kind.starts_with('f');
            let fits = if float_op {
                matches!(
                    lane.kind(),
                    TypeKind::Half | TypeKind::Float | TypeKind::Double
                )
            } else {
                lane.int_width().is_some()
            };
            if !fits {
                return Err(cx.unsupported(format!(
                    "{}: llvm.vp.{kind} takes vectors of {}",
                    inst.display().trim(),
                    if float_op {
                        "floating-point values"
                    } else {
                        "integers"
                    }
                )));
            }
            let mut ops = cx.operand_ids(inst, 0..2)?;
            if matches!(kind, "sdiv" | "udiv" | "srem" | "urem") {
                let n = lanes(cx, inst, ty)?;
                let on = active(cx, inst, 2, 3, n)?;
                let one = cx.splat_int(ty, 1)?;
                let t = cx.type_id(ty)?;
                ops[1] = cx.temp(op::Select, t, &[on.0, ops[1], one.0]).0;
            }
            cx.define(inst, *o, &ops)?;
        }
    }
    Ok(())
}

/// `vp.reduce.<op>(start, v, mask, evl)`: `start` combined with each lane in order, an
/// inactive lane being the neutral value of the operation.
fn vp_reduce<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>, rest: &str) -> Result<()> {
    let k = rest.split('.').nth(1).unwrap_or("");
    let v = inst.operand(1).ok_or_else(|| cx.cannot_translate(inst))?;
    let vty = v.type_of();
    let n = lanes(cx, inst, vty)?;
    let rty = inst.type_of();
    if super::super::bool_lowering::is_bool_or_bool_vector(rty) {
        return Err(cx.unsupported(format!(
            "{}: vector-predicated reductions of i1",
            inst.display().trim()
        )));
    }
    let scalar = vty.scalar();
    let st = cx.type_id(scalar)?;
    let width = scalar.int_width();
    let neutral = match (k, width) {
        ("add" | "or" | "xor" | "umax", Some(_)) => cx.splat_int(scalar, 0)?,
        ("mul", Some(_)) => cx.splat_int(scalar, 1)?,
        ("and" | "umin", Some(_)) => cx.splat_int(scalar, u64::MAX)?,
        ("smax", Some(w)) => cx.splat_int(scalar, 1u64 << (w - 1))?,
        ("smin", Some(w)) => cx.splat_int(scalar, (1u64 << (w - 1)) - 1)?,
        ("fadd", None) => cx.splat_float(scalar, -0.0)?,
        ("fmul", None) => cx.splat_float(scalar, 1.0)?,
        // OpenCL fmin/fmax return the other operand for a NaN.
        ("fmax" | "fmin", None) => cx.splat_float(scalar, f64::NAN)?,
        _ => return Err(cx.cannot_translate(inst)),
    };
    let (_, combine) = super::REDUCTIONS
        .iter()
        .find(|(r, _)| *r == k)
        .ok_or_else(|| cx.cannot_translate(inst))?;
    let on = active(cx, inst, 2, 3, n)?;
    let vt = cx.type_id(vty)?;
    let neutral_v = cx.b.constant_composite(vt, &vec![neutral; n as usize]);
    let ops = cx.operand_ids(inst, 0..2)?;
    let masked = cx.temp(op::Select, vt, &[on.0, ops[1], neutral_v.0]);
    let mut acc = Id(ops[0]);
    for i in 0..n {
        let e = cx.temp(op::CompositeExtract, st, &[masked.0, i]);
        let last = i == n - 1;
        acc = match combine {
            super::Combine::Op(o) if last => cx.define(inst, *o, &[acc.0, e.0])?,
            super::Combine::Op(o) => cx.temp(*o, st, &[acc.0, e.0]),
            super::Combine::Ext(name) if last => cx.ocl(inst, name, &[acc.0, e.0])?,
            super::Combine::Ext(name) => cx.ocl_temp(st, name, &[acc.0, e.0])?,
        };
    }
    Ok(())
}
