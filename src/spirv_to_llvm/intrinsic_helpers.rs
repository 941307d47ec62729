//! Calls of llvm-spirv's intrinsic helpers → the intrinsic (names:
//! `mapping::intrinsic_helpers`). llvm-spirv writes `llvm.fshl.i32(a, b, c)` as a call of a
//! function `spirv.llvm_fshl_i32(a, b, c)`, `llvm.bswap.i16(x)` as one of
//! `spirv.llvm_bswap_i16(x)`. Such a function is taken for the intrinsic only when all of these
//! hold, so that a function of the user's that merely has the name is translated as written:
//!
//! - its name is the helper name of its type; it is no entry point;
//! - it returns an integer (or integer vector) type `T` of width `w` and takes `T`s only (three
//!   for a funnel shift, one for bswap);
//! - its body is one block that computes the intrinsic:
//!   - fshl/fshr: `s = c % w` (OpUMod by the constant `w`), `r = w - s` (OpISub),
//!     `a << x` (OpShiftLeftLogical), `b >> y` (OpShiftRightLogical) with `x, y` = `s, r` for
//!     fshl or `r, s` for fshr, their OpBitwiseOr returned. For `s` ≠ 0 that is LangRef's
//!     `fshl(a, b, c)` (`fshr`); for `s` = 0 the body shifts by `w`, whose result SPIR-V leaves
//!     undefined (OpShiftLeftLogical, OpShiftRightLogical: "undefined if Shift is greater than or
//!     equal to the bit width"), so the intrinsic's `a` (`b`) is one of the values it may give;
//!   - bswap: any sequence of logical shifts by constant multiples of 8, ANDs with constants
//!     whose bytes are each 0x00 or 0xFF, and ORs of values with no byte in common, whose
//!     returned value has byte `k` of `x` in byte `n - 1 - k` (LangRef `llvm.bswap`), found by
//!     following where each byte of `x` goes.
//!
//! A call of it becomes the intrinsic. The function is left out of the LLVM module when nothing
//! but calls, names and decorations refers to it (as for the memset helpers).

use super::Rx;
use crate::mapping::intrinsic_helpers::{
    HelperKind, IntrinsicHelper as HelperRow, helper_of, may_be_helper, type_suffix,
};
use crate::spirv::InstId;
use crate::spirv::tables::op;
use std::collections::HashMap;

/// A recognised helper.
#[derive(Clone, Copy, Debug)]
pub(crate) struct IntrinsicHelper {
    pub row: &'static HelperRow,
    /// Whether it is left out of the LLVM module (only called).
    pub dropped: bool,
}

/// Finds the module's intrinsic helpers (before the declare pass).
pub(crate) fn find(rx: &Rx<'_, '_>) -> HashMap<u32, IntrinsicHelper> {
    super::mem_helpers::find_helpers(
        rx,
        |rx, f| {
            recognise(rx, f.id, f.start, f.end, &f.params)
                .map(|row| IntrinsicHelper { row, dropped: true })
        },
        |h| h.dropped = false,
    )
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

/// The value of constant `id` of type `t` (of every lane, the same, for a vector), up to 64
/// bits.
fn const_value(rx: &Rx<'_, '_>, id: u32, t: u32) -> Option<u64> {
    let d = rx.def(id)?;
    let ops = rx.m.operands(d);
    if ops.first() != Some(&t) {
        return None;
    }
    match rx.m.opcode(d) {
        op::Constant => match ops.get(2..)? {
            [lo] => Some(u64::from(*lo)),
            [lo, hi] => Some(u64::from(*lo) | (u64::from(*hi) << 32)),
            _ => None,
        },
        op::ConstantComposite => {
            let elem = *rx.m.operands(rx.def(t)?).get(1)?;
            let mut lanes = ops.get(2..)?.iter().map(|&c| const_value(rx, c, elem));
            let first = lanes.next()??;
            lanes.all(|v| v == Some(first)).then_some(first)
        }
        _ => None,
    }
}

/// Whether function `fid` (OpFunction at `start`, OpFunctionEnd at `end`) is an intrinsic
/// helper; which.
fn recognise(
    rx: &Rx<'_, '_>,
    fid: u32,
    start: InstId,
    end: InstId,
    params: &[u32],
) -> Option<&'static HelperRow> {
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
    let row = helper_of(&name, &type_suffix(bits, lanes))?;
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
    let ok = match (row.kind, params) {
        (HelperKind::FunnelShiftLeft | HelperKind::FunnelShiftRight, &[a, b, c]) => {
            funnel_shift(rx, rest, *ret, t, bits, [a, b, c])
                == Some(row.kind == HelperKind::FunnelShiftLeft)
        }
        (HelperKind::ByteSwap, &[x]) => bits % 16 == 0 && byte_swap(rx, rest, *ret, t, bits, x),
        _ => false,
    };
    ok.then_some(row)
}

/// Whether `rest` (returning `ret`) is the funnel shift of `[a, b, c]` of type `t`; whether it
/// shifts left.
fn funnel_shift(
    rx: &Rx<'_, '_>,
    rest: &[(u16, &[u32])],
    ret: u32,
    t: u32,
    bits: u32,
    [a, b, c]: [u32; 3],
) -> Option<bool> {
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
    let w = u64::from(bits);
    let left = hi_by == s && lo_by == r;
    let right = hi_by == r && lo_by == s;
    let ok = s_c == c
        && const_value(rx, s_w, t) == Some(w)
        && const_value(rx, r_w, t) == Some(w)
        && r_s == s
        && hi_a == a
        && lo_b == b
        && (left || right)
        && ((or_x == hi && or_y == lo) || (or_x == lo && or_y == hi))
        && ret == or;
    ok.then_some(left)
}

/// Whether `rest` (returning `ret`) reverses the bytes of `x` of type `t`: each value is
/// followed as, for each of its bytes, the byte of `x` it holds or zero.
fn byte_swap(rx: &Rx<'_, '_>, rest: &[(u16, &[u32])], ret: u32, t: u32, bits: u32, x: u32) -> bool {
    let n = (bits / 8) as usize;
    let mut bytes: HashMap<u32, Vec<Option<usize>>> = HashMap::new();
    bytes.insert(x, (0..n).map(Some).collect());
    for &(opcode, ops) in rest {
        let [ty, r, p, q] = *ops else {
            return false;
        };
        if ty != t {
            return false;
        }
        let shift = |v: u32| {
            const_value(rx, v, t)
                .filter(|k| k % 8 == 0 && *k < u64::from(bits))
                .map(|k| (k / 8) as usize)
        };
        let value = match opcode {
            op::ShiftLeftLogical => bytes.get(&p).zip(shift(q)).map(|(v, k)| {
                (0..n)
                    .map(|j| j.checked_sub(k).and_then(|i| v[i]))
                    .collect()
            }),
            op::ShiftRightLogical => bytes
                .get(&p)
                .zip(shift(q))
                .map(|(v, k)| (0..n).map(|j| v.get(j + k).copied().flatten()).collect()),
            op::BitwiseAnd => {
                let (v, mask) = match (bytes.get(&p), bytes.get(&q)) {
                    (Some(v), None) => (v, const_value(rx, q, t)),
                    (None, Some(v)) => (v, const_value(rx, p, t)),
                    _ => return false,
                };
                let Some(mask) = mask else {
                    return false;
                };
                let byte = |j: usize| (mask >> (8 * j)) & 0xff;
                if (0..n).any(|j| !matches!(byte(j), 0 | 0xff)) {
                    return false;
                }
                Some((0..n).map(|j| v[j].filter(|_| byte(j) == 0xff)).collect())
            }
            op::BitwiseOr => match (bytes.get(&p), bytes.get(&q)) {
                (Some(u), Some(v)) => (0..n)
                    .map(|j| match (u[j], v[j]) {
                        (Some(a), Some(b)) => (a == b).then_some(Some(a)),
                        (a, b) => Some(a.or(b)),
                    })
                    .collect::<Option<Vec<_>>>(),
                _ => None,
            },
            _ => None,
        };
        let Some(value) = value else {
            return false;
        };
        bytes.insert(r, value);
    }
    bytes
        .get(&ret)
        .is_some_and(|v| (0..n).all(|j| v[j] == Some(n - 1 - j)))
}

impl Rx<'_, '_> {
    /// Whether function `fid` is a helper (memset, memmove, intrinsic) left out of the LLVM module.
    pub(crate) fn is_dropped(&self, fid: u32) -> bool {
        self.mem_helpers.get(&fid).is_some_and(|h| h.dropped)
            || self.intrinsic_helpers.get(&fid).is_some_and(|h| h.dropped)
    }
}
