//! Calls of llvm-spirv's funnel-shift helpers → `llvm.fshl`/`llvm.fshr` (names:
//! `mapping::funnel_shift_helpers`). llvm-spirv writes `llvm.fshl.i32(a, b, c)` as a call of a
//! function `spirv.llvm_fshl_i32(a, b, c)`. Such a function is taken for the intrinsic only when
//! all of these hold, so that a function of the user's that merely has the name is translated as
//! written:
//!
//! - its name is the helper name of its type;
//! - it returns an integer (or integer vector) type `T` of width `w` and takes three `T`;
//! - its body is one block: `s = c % w` (OpUMod by the constant `w`), `r = w - s` (OpISub),
//!   `a << x` (OpShiftLeftLogical), `b >> y` (OpShiftRightLogical) with `x, y` = `s, r` for
//!   fshl or `r, s` for fshr, their OpBitwiseOr returned. For `s` ≠ 0 that is LangRef's
//!   `fshl(a, b, c)` (`fshr`); for `s` = 0 the body shifts by `w`, whose result SPIR-V leaves
//!   undefined (OpShiftRightLogical, OpShiftLeftLogical: "undefined if Shift is greater than or
//!   equal to the bit width"), so the intrinsic's `a` (`b`) is one of the values it may give;
//! - it is no entry point.
//!
//! A call of it becomes the intrinsic. The function is left out of the LLVM module when nothing
//! but calls, names and decorations refers to it (as for the memset helpers).

use super::Rx;
use crate::mapping::funnel_shift_helpers::{helper_of, may_be_helper, type_suffix};
use crate::spirv::InstId;
use crate::spirv::tables::op;
use std::collections::HashMap;

/// A recognised helper.
#[derive(Clone, Copy, Debug)]
pub(crate) struct FunnelShiftHelper {
    /// `llvm.fshl` (else `llvm.fshr`).
    pub left: bool,
    /// Whether it is left out of the LLVM module (only called).
    pub dropped: bool,
}

/// Finds the module's funnel-shift helpers (before the declare pass).
pub(crate) fn find(rx: &Rx<'_, '_>) -> HashMap<u32, FunnelShiftHelper> {
    let funcs = std::rc::Rc::clone(&rx.funcs);
    let mut found = HashMap::new();
    for f in funcs.list.iter().filter(|f| f.has_body) {
        if rx.entry_points.contains_key(&f.id) || rx.kernels.contains_key(&f.id) {
            continue;
        }
        if let Some(left) = recognise(rx, f.id, f.start, f.end, &f.params) {
            found.insert(
                f.id,
                FunnelShiftHelper {
                    left,
                    dropped: true,
                },
            );
        }
    }
    if !found.is_empty() {
        for id in super::memset_helpers::referenced_otherwise(rx, &found) {
            if let Some(h) = found.get_mut(&id) {
                h.dropped = false;
            }
        }
    }
    found
}

/// The width of integer type `t`, and its lanes when it is a vector of integers.
fn int_shape(rx: &Rx<'_, '_>, t: u32) -> Option<(u32, Option<u32>)> {
    let d = rx.def(t)?;
    let ops = rx.m.operands(d);
    match rx.m.opcode(d) {
        op::TypeInt => Some((*ops.get(1)?, None)),
        op::TypeVector => {
            let e = rx.def(*ops.get(1)?)?;
            (rx.m.opcode(e) == op::TypeInt)
                .then(|| Some((*rx.m.operands(e).get(1)?, Some(*ops.get(2)?))))
                .flatten()
        }
        _ => None,
    }
}

/// Whether `id` is the constant `value` of type `t` (each lane, for a vector).
fn is_const(rx: &Rx<'_, '_>, id: u32, t: u32, value: u32) -> bool {
    let Some(d) = rx.def(id) else {
        return false;
    };
    let ops = rx.m.operands(d);
    if ops.first() != Some(&t) {
        return false;
    }
    match rx.m.opcode(d) {
        op::Constant => {
            ops.get(2) == Some(&value) && ops.get(3..).unwrap_or(&[]).iter().all(|&w| w == 0)
        }
        op::ConstantComposite => {
            let elem = rx.def(t).and_then(|v| rx.m.operands(v).get(1).copied());
            elem.is_some_and(|e| {
                ops.len() > 2 && ops[2..].iter().all(|&c| is_const(rx, c, e, value))
            })
        }
        _ => false,
    }
}

/// Whether function `fid` (OpFunction at `start`, OpFunctionEnd at `end`) is a funnel-shift
/// helper; whether it shifts left.
fn recognise(
    rx: &Rx<'_, '_>,
    fid: u32,
    start: InstId,
    end: InstId,
    params: &[u32],
) -> Option<bool> {
    let name = rx
        .linkage(fid)
        .map(|(n, _)| n)
        .or_else(|| rx.name_of(fid))?;
    if !may_be_helper(&name) {
        return None;
    }
    let m = rx.m;
    let t = *m.operands(start).first()?;
    let (bits, lanes) = int_shape(rx, t)?;
    let named_left = helper_of(&name, &type_suffix(bits, lanes))?;
    let [a, b, c] = *params else {
        return None;
    };
    if params
        .iter()
        .any(|&p| rx.def(p).and_then(|d| m.operands(d).first().copied()) != Some(t))
    {
        return None;
    }
    // The instructions after the parameters, debug lines left out.
    let body: Vec<(u16, &[u32])> = (start.0 + 1..end.0)
        .map(InstId)
        .map(|i| (m.opcode(i), m.operands(i)))
        .filter(|(o, _)| !matches!(*o, op::FunctionParameter | op::Line | op::NoLine))
        .collect();
    let [(op::Label, [_]), rest @ .., (op::ReturnValue, [ret])] = body.as_slice() else {
        return None;
    };
    if rest.len() != 5 {
        return None;
    }
    // Each of the five instructions once, of type `t`: opcode → (result, operands).
    let find = |opcode: u16| -> Option<(u32, u32, u32)> {
        let mut hits = rest.iter().filter(|(o, _)| *o == opcode);
        let (_, ops) = hits.next()?;
        if hits.next().is_some() {
            return None;
        }
        match ops {
            [ty, r, x, y] if *ty == t => Some((*r, *x, *y)),
            _ => None,
        }
    };
    let (s, s_c, s_w) = find(op::UMod)?;
    let (r, r_w, r_s) = find(op::ISub)?;
    let (hi, hi_a, hi_by) = find(op::ShiftLeftLogical)?;
    let (lo, lo_b, lo_by) = find(op::ShiftRightLogical)?;
    let (or, or_x, or_y) = find(op::BitwiseOr)?;
    let left = hi_by == s && lo_by == r;
    let right = hi_by == r && lo_by == s;
    let ok = s_c == c
        && is_const(rx, s_w, t, bits)
        && is_const(rx, r_w, t, bits)
        && r_s == s
        && hi_a == a
        && lo_b == b
        && (left || right)
        && ((or_x == hi && or_y == lo) || (or_x == lo && or_y == hi))
        && *ret == or;
    (ok && left == named_left).then_some(left)
}

impl Rx<'_, '_> {
    /// Whether function `fid` is a helper (memset, funnel shift) left out of the LLVM module.
    pub(crate) fn is_dropped(&self, fid: u32) -> bool {
        self.memset_helpers.get(&fid).is_some_and(|h| h.dropped)
            || self
                .funnel_shift_helpers
                .get(&fid)
                .is_some_and(|h| h.dropped)
    }
}
