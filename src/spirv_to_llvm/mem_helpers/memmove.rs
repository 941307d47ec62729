//! The memmove helper: `(i8 addrspace(A)* dest, i8 addrspace(B)* src, iW len)` returning void,
//! whose body is the two copy loops and nothing else:
//!
//! - `len == 0` → return;
//! - else compare `dest` and `src` as unsigned integers of the addressing model's pointer width
//!   (`ConvertPtrToU`): when `dest < src`, for `i` from 0 load `src[i]` and store it at
//!   `dest[i]`, `i + 1`, loop while `i + 1 < len`;
//! - otherwise for `j` from `len`, `k = j - 1`, load `src[k]` and store it at `dest[k]`, loop
//!   while `k > 0`;
//!
//! (unsigned compares; loads of `i8`; each load and store at most Volatile and Aligned, all four
//! alike). A forward copy never overwrites a source byte before reading it when `dest` is below
//! `src`, nor a backward one otherwise; so the helper copies the `len` bytes at `src` to `dest` as
//! if through a temporary, which is `llvm.memmove(dest, src, len, volatile)`, with no alignment
//! claimed (align 1).

use super::{body, byte_access, byte_pointer_space, int_width, is_const, is_int, param_types};
use crate::mapping::memmove_helpers::{helper_of, may_be_helper};
use crate::spirv::InstId;
use crate::spirv::tables::op;
use crate::spirv_to_llvm::Rx;
use std::collections::HashSet;

/// Whether function `name` (OpFunction at `start`, OpFunctionEnd at `end`) is a memmove
/// helper; its volatility.
pub(super) fn recognise(
    rx: &Rx<'_, '_>,
    name: &str,
    start: InstId,
    end: InstId,
    params: &[u32],
) -> Option<bool> {
    if !may_be_helper(name) {
        return None;
    }
    if rx.def_opcode(*rx.m.operands(start).first()?) != op::TypeVoid {
        return None;
    }
    let ptypes = param_types(rx, params)?;
    let [dest_t, src_t, len_t] = *ptypes.as_slice() else {
        return None;
    };
    let dest_space = byte_pointer_space(rx, dest_t)?;
    let src_space = byte_pointer_space(rx, src_t)?;
    let bits = int_width(rx, len_t)?;
    let (_, named_volatile) = helper_of(name, dest_space, src_space, bits)?;
    let types = Types {
        dest: dest_t,
        src: src_t,
        len: len_t,
    };
    let volatile = copy_loops(
        rx,
        body(rx, start, end),
        [params[0], params[1], params[2]],
        types,
    )?;
    (volatile == named_volatile).then_some(volatile)
}

/// The types of the helper's parameters.
#[derive(Clone, Copy)]
struct Types {
    dest: u32,
    src: u32,
    len: u32,
}

/// Whether `body` is the two copy loops over parameters `[dest, src, len]`; whether their
/// loads and stores are Volatile.
fn copy_loops(
    rx: &Rx<'_, '_>,
    body: Vec<(u16, &[u32])>,
    [dest, src, len]: [u32; 3],
    t: Types,
) -> Option<bool> {
    let [
        (op::Label, [entry]),
        (op::IEqual, [empty_t, empty, e0, e1]),
        (op::BranchConditional, [empty_c, exit1, check1, ..]),
        (op::Label, [check]),
        (op::ConvertPtrToU, [d_t, d, d_of]),
        (op::ConvertPtrToU, [s_t, s, s_of]),
        (dir_op, [dir_t, before, dir_a, dir_b]),
        (op::BranchConditional, [before_c, fwd1, bwd1, ..]),
        (op::Label, [fwd]),
        (op::Phi, [i_t, i, fa, fa_from, fb, fb_from]),
        (fl_op, [fl_t, fl_p, fl_base, fl_i]),
        (op::Load, [fb_t, fbyte, fl_from, fl_access @ ..]),
        (fs_op, [fs_t, fs_p, fs_base, fs_i]),
        (op::Store, [fs_to, fs_v, fs_access @ ..]),
        (op::IAdd, [add_t, next, add_a, add_b]),
        (fmore_op, [fmore_t, fmore, fm_a, fm_b]),
        (op::BranchConditional, [fmore_c, fwd2, exit2, ..]),
        (op::Label, [bwd]),
        (op::Phi, [j_t, j, ba, ba_from, bb, bb_from]),
        (op::ISub, [sub_t, k, sub_a, sub_b]),
        (bl_op, [bl_t, bl_p, bl_base, bl_i]),
        (op::Load, [bb_t, bbyte, bl_from, bl_access @ ..]),
        (bs_op, [bs_t, bs_p, bs_base, bs_i]),
        (op::Store, [bs_to, bs_v, bs_access @ ..]),
        (bmore_op, [bmore_t, bmore, bm_a, bm_b]),
        (op::BranchConditional, [bmore_c, bwd2, exit3, ..]),
        (op::Label, [exit]),
        (op::Return, []),
    ] = body.as_slice()
    else {
        return None;
    };
    let bool_t = |t: &u32| rx.def_opcode(*t) == op::TypeBool;
    let zero = |c: &u32| is_const(rx, *c, t.len, 0);
    let one = |c: &u32| is_const(rx, *c, t.len, 1);
    let chain = |o: &u16| matches!(*o, op::InBoundsPtrAccessChain | op::PtrAccessChain);
    // Entry: `len == 0` → exit, else the check.
    let entry_ok = bool_t(empty_t)
        && ((*e0 == len && zero(e1)) || (*e1 == len && zero(e0)))
        && empty_c == empty
        && exit1 == exit
        && check1 == check;
    // Check: `dest < src` as unsigned integers as wide as a pointer → forwards, else backwards.
    let uptr = |ty: &u32| is_int(rx, *ty, rx.pointer_bits);
    let dir_ok = uptr(d_t)
        && uptr(s_t)
        && *d_of == dest
        && *s_of == src
        && bool_t(dir_t)
        && match *dir_op {
            op::ULessThan => (dir_a, dir_b) == (d, s),
            op::UGreaterThan => (dir_a, dir_b) == (s, d),
            _ => false,
        }
        && before_c == before
        && fwd1 == fwd
        && bwd1 == bwd;
    // Forwards: `i` is 0 from the check and `i + 1` from the loop; `dest[i] = src[i]`; again
    // while `i + 1 < len`.
    let (f_init, f_init_from, f_again, f_again_from) = if fa_from == check {
        (fa, fa_from, fb, fb_from)
    } else {
        (fb, fb_from, fa, fa_from)
    };
    let fwd_ok = *i_t == t.len
        && f_init_from == check
        && zero(f_init)
        && f_again_from == fwd
        && f_again == next
        && chain(fl_op)
        && (*fl_t, fl_base, fl_i) == (t.src, &src, i)
        && is_int(rx, *fb_t, 8)
        && fl_from == fl_p
        && chain(fs_op)
        && (*fs_t, fs_base, fs_i) == (t.dest, &dest, i)
        && (fs_to, fs_v) == (fs_p, fbyte)
        && *add_t == t.len
        && ((add_a == i && one(add_b)) || (add_b == i && one(add_a)))
        && bool_t(fmore_t)
        && match *fmore_op {
            op::ULessThan => (fm_a, fm_b) == (next, &len),
            op::UGreaterThan => (fm_a, fm_b) == (&len, next),
            _ => false,
        }
        && fmore_c == fmore
        && (fwd2, exit2) == (fwd, exit);
    // Backwards: `j` is `len` from the check and `k` from the loop; `k = j - 1`;
    // `dest[k] = src[k]`; again while `k > 0`.
    let (b_init, b_init_from, b_again, b_again_from) = if ba_from == check {
        (ba, ba_from, bb, bb_from)
    } else {
        (bb, bb_from, ba, ba_from)
    };
    let bwd_ok = *j_t == t.len
        && b_init_from == check
        && *b_init == len
        && b_again_from == bwd
        && b_again == k
        && *sub_t == t.len
        && sub_a == j
        && one(sub_b)
        && chain(bl_op)
        && (*bl_t, bl_base, bl_i) == (t.src, &src, k)
        && is_int(rx, *bb_t, 8)
        && bl_from == bl_p
        && chain(bs_op)
        && (*bs_t, bs_base, bs_i) == (t.dest, &dest, k)
        && (bs_to, bs_v) == (bs_p, bbyte)
        && bool_t(bmore_t)
        && match *bmore_op {
            op::UGreaterThan => bm_a == k && zero(bm_b),
            op::ULessThan => zero(bm_a) && bm_b == k,
            _ => false,
        }
        && bmore_c == bmore
        && (bwd2, exit3) == (bwd, exit);
    // The four accesses alike, at most Volatile and Aligned.
    let volatile = byte_access(fl_access)?;
    let access_ok = [fs_access, bl_access, bs_access]
        .into_iter()
        .all(|a| byte_access(a) == Some(volatile));
    // Parameters and the loops' own ids are distinct (no id used for two roles).
    let ids = [
        *entry, *check, *fwd, *bwd, *exit, *empty, *d, *s, *before, *i, *fl_p, *fbyte, *fs_p,
        *next, *fmore, *j, *k, *bl_p, *bbyte, *bs_p, *bmore, dest, src, len,
    ];
    let distinct = ids.iter().collect::<HashSet<_>>().len() == ids.len();
    (entry_ok && dir_ok && fwd_ok && bwd_ok && access_ok && distinct).then_some(volatile)
}
