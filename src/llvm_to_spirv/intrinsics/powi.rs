//! `llvm.powi` (and `llvm.experimental.constrained.powi`): `x` raised to an integer power, as
//! OpenCL.std `pown`, whose exponent is a 32-bit `int` (or `intn` with the lanes of `x`).
//!
//! LangRef lets the exponent be any integer type and leaves "the order of evaluation of
//! multiplications" open. An exponent of up to 32 bits is sign-extended (and splat for a
//! vector `x`: `powi` takes one exponent for every lane). A wider one is used as is when it
//! fits 32 bits; otherwise its magnitude `m` (at most 2^63) is split in three 21-bit chunks,
//! `m = c0 + c1 * 2^21 + c2 * 2^42`, and with `s` its sign:
//!
//!   `x^n = pown(x, s*c0) * pown(y1, c1) * pown(y2, c2)`, `y1 = pown(x, s*2^21)`, `y2 = pown(y1, 2^21)`
//!
//! (one order of the multiplications of `x^n`). Every factor lies between 1 and the result
//! (all at least 1 when `|x^n|` grows, all at most 1 when it shrinks), so no factor
//! overflows or underflows unless the result does; the sign comes from `pown(x, s*c0)`, as
//! `c0` has the parity of `n`.

use super::super::Ctx;
use crate::error::Result;
use crate::llvm::ir::Value;
use crate::spirv::Id;
use crate::spirv::tables::op;

pub(crate) fn powi<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>) -> Result<()> {
    let x = inst.operand(0).ok_or_else(|| cx.cannot_translate(inst))?;
    let n = inst.operand(1).ok_or_else(|| cx.cannot_translate(inst))?;
    let nty = n.type_of();
    let width = nty.int_width().ok_or_else(|| cx.cannot_translate(inst))?;
    let xid = cx.operand_id(x)?;
    let nid = cx.operand_id(n)?;
    let ft = cx.type_id(inst.type_of())?;
    let lanes = cx.spirv_lanes(inst.type_of());
    let i32t = cx.b.type_int(32, 0);
    // The exponent as pown takes it: splat to the lanes of x.
    let exp = |cx: &mut Ctx<'c, '_>, e: Id| match lanes {
        Some(k) => {
            let vt = cx.b.type_vector(i32t, k);
            cx.splat_value(vt, e, k)
        }
        None => e,
    };
    let int32 = |cx: &mut Ctx<'c, '_>, v: i32| cx.b.constant(i32t, &[v as u32]);
    if width <= 32 {
        let e = match width {
            32 => nid,
            // Signed, true is -1.
            1 => {
                let m1 = int32(cx, -1);
                let zero = int32(cx, 0);
                cx.temp(op::Select, i32t, &[nid.0, m1.0, zero.0])
            }
            _ => cx.temp(op::SConvert, i32t, &[nid.0]),
        };
        let e = exp(cx, e);
        cx.ocl(inst, "pown", &[xid.0, e.0])?;
        return Ok(());
    }
    if width > 64 {
        return Err(cx.unsupported(format!(
            "{}: an exponent wider than 64 bits has no SPIR-V integer type",
            inst.display().trim()
        )));
    }
    let wt = cx.type_id(nty)?;
    let bool_ty = cx.b.type_bool();
    // Fits 32 bits: pown of the truncated exponent.
    let low = cx.temp(op::SConvert, i32t, &[nid.0]);
    let back = cx.temp(op::SConvert, wt, &[low.0]);
    let fits = cx.temp(op::IEqual, bool_ty, &[back.0, nid.0]);
    let low_e = exp(cx, low);
    let direct = cx.ocl_temp(ft, "pown", &[xid.0, low_e.0])?;
    // Otherwise the chunks of the magnitude.
    let zero = cx.splat_int(nty, 0)?;
    let neg = cx.temp(op::SLessThan, bool_ty, &[nid.0, zero.0]);
    let minus = cx.temp(op::SNegate, wt, &[nid.0]);
    let m = cx.temp(op::Select, wt, &[neg.0, minus.0, nid.0]);
    let mask = cx.splat_int(nty, (1 << 21) - 1)?;
    let s21 = cx.splat_int(nty, 21)?;
    let s42 = cx.splat_int(nty, 42)?;
    let c0 = cx.temp(op::BitwiseAnd, wt, &[m.0, mask.0]);
    let m21 = cx.temp(op::ShiftRightLogical, wt, &[m.0, s21.0]);
    let c1 = cx.temp(op::BitwiseAnd, wt, &[m21.0, mask.0]);
    let c2 = cx.temp(op::ShiftRightLogical, wt, &[m.0, s42.0]);
    let [c0, c1, c2] = [c0, c1, c2].map(|c| cx.temp(op::UConvert, i32t, &[c.0]));
    let (m1, p1) = (int32(cx, -1), int32(cx, 1));
    let sign = cx.temp(op::Select, i32t, &[neg.0, m1.0, p1.0]);
    let p21 = int32(cx, 1 << 21);
    let e0 = cx.temp(op::IMul, i32t, &[sign.0, c0.0]);
    let e21 = cx.temp(op::IMul, i32t, &[sign.0, p21.0]);
    let [e0, e21, c1, c2] = [e0, e21, c1, c2].map(|e| exp(cx, e));
    let p21 = match lanes {
        Some(k) => {
            let vt = cx.b.type_vector(i32t, k);
            cx.b.constant_composite(vt, &vec![p21; k as usize])
        }
        None => p21,
    };
    let y1 = cx.ocl_temp(ft, "pown", &[xid.0, e21.0])?;
    let y2 = cx.ocl_temp(ft, "pown", &[y1.0, p21.0])?;
    let t0 = cx.ocl_temp(ft, "pown", &[xid.0, e0.0])?;
    let t1 = cx.ocl_temp(ft, "pown", &[y1.0, c1.0])?;
    let t2 = cx.ocl_temp(ft, "pown", &[y2.0, c2.0])?;
    let t01 = cx.temp(op::FMul, ft, &[t0.0, t1.0]);
    let wide = cx.temp(op::FMul, ft, &[t01.0, t2.0]);
    let cond = match lanes {
        Some(k) => {
            let bv = cx.b.type_vector(bool_ty, k);
            cx.splat_value(bv, fits, k)
        }
        None => fits,
    };
    cx.define(inst, op::Select, &[cond.0, direct.0, wide.0])?;
    Ok(())
}
