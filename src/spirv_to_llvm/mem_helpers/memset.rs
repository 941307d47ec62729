//! The memset helper: `(i8 addrspace(A)* dest, i8 val, iW len)` returning void, with a fourth
//! `bool` parameter in the convention that has one (unread: the body decides volatility), whose
//! body is the fill loop and nothing else: `len == 0` → return, else for `i` from 0, store `val`
//! at `dest[i]` (memory access at most Volatile and Aligned), `i + 1`, loop while `i + 1 < len`
//! (unsigned). That stores `val` in exactly the `len` bytes at `dest`, which is
//! `llvm.memset(dest, val, len, volatile)`, with no alignment claimed (align 1).

use super::{body, byte_access, byte_pointer_space, int_width, is_const, is_int, param_types};
use crate::mapping::memset_helpers::{MEMSET_HELPERS, helper_of};
use crate::spirv::InstId;
use crate::spirv::tables::op;
use crate::spirv_to_llvm::Rx;
use std::collections::HashSet;

/// Whether function `name` (OpFunction at `start`, OpFunctionEnd at `end`) is a memset helper;
/// its volatility.
pub(super) fn recognise(
    rx: &Rx<'_, '_>,
    name: &str,
    start: InstId,
    end: InstId,
    params: &[u32],
) -> Option<bool> {
    if !MEMSET_HELPERS
        .iter()
        .any(|h| h.dir.to_llvm() && name.starts_with(h.prefix))
    {
        return None;
    }
    // Return type void; parameters (i8 pointer, i8, integer[, bool]).
    if rx.def_opcode(*rx.m.operands(start).first()?) != op::TypeVoid {
        return None;
    }
    let ptypes = param_types(rx, params)?;
    let [pt, vt, lt, extra @ ..] = ptypes.as_slice() else {
        return None;
    };
    let (pt, vt, lt) = (*pt, *vt, *lt);
    if extra.len() > 1 || extra.iter().any(|&b| rx.def_opcode(b) != op::TypeBool) {
        return None;
    }
    if !is_int(rx, vt, 8) {
        return None;
    }
    let space = byte_pointer_space(rx, pt)?;
    let bits = int_width(rx, lt)?;
    let (_, named_volatile) = helper_of(name, params.len(), space, bits)?;
    let volatile = fill_loop(rx, start, end, [params[0], params[1], params[2]], pt, lt)?;
    (volatile == named_volatile).then_some(volatile)
}

/// Whether the body between `start` and `end` is the fill loop over parameters
/// `[dest, val, len]` (`dest` of type `ptr_t`, `len` of type `len_t`); whether its store is
/// Volatile.
fn fill_loop(
    rx: &Rx<'_, '_>,
    start: InstId,
    end: InstId,
    [dest, val, len]: [u32; 3],
    ptr_t: u32,
    len_t: u32,
) -> Option<bool> {
    let body = body(rx, start, end);
    let [
        (op::Label, [entry]),
        (test_op, test),
        (op::BranchConditional, [c1, exit1, loop1, ..]),
        (op::Label, [lp]),
        (op::Phi, [phi_t, i, a, a_from, b, b_from]),
        (gep_op, [gep_t, p, gep_base, gep_i]),
        (op::Store, [st_p, st_v, access @ ..]),
        (op::IAdd, [add_t, next, x, y]),
        (more_op, more),
        (op::BranchConditional, [c2, loop2, exit2, ..]),
        (op::Label, [exit]),
        (op::Return, []),
    ] = body.as_slice()
    else {
        return None;
    };
    let bool_t = |t: u32| rx.def_opcode(t) == op::TypeBool;
    // Entry: `len == 0` → exit, else the loop.
    let entry_ok = *test_op == op::IEqual
        && matches!(test, [t, r, x, y] if bool_t(*t) && r == c1
            && ((*x == len && is_const(rx, *y, len_t, 0)) || (*y == len && is_const(rx, *x, len_t, 0))))
        && exit1 == exit
        && loop1 == lp;
    // The counter: 0 from the entry, `next` from the loop.
    let (zero, zero_from, again, again_from) = if a_from == entry {
        (a, a_from, b, b_from)
    } else {
        (b, b_from, a, a_from)
    };
    let phi_ok = *phi_t == len_t
        && zero_from == entry
        && again_from == lp
        && is_const(rx, *zero, len_t, 0)
        && again == next;
    // The store of `val` at `dest[i]`: at most Volatile and Aligned.
    let gep_ok = matches!(*gep_op, op::InBoundsPtrAccessChain | op::PtrAccessChain)
        && *gep_t == ptr_t
        && *gep_base == dest
        && gep_i == i
        && st_p == p
        && *st_v == val;
    let volatile = byte_access(access)?;
    let add_ok = *add_t == len_t
        && ((x == i && is_const(rx, *y, len_t, 1)) || (y == i && is_const(rx, *x, len_t, 1)));
    // Again while `next < len` (unsigned).
    let more_ok = match (*more_op, more) {
        (op::ULessThan, [t, r, l, h]) => bool_t(*t) && r == c2 && l == next && *h == len,
        (op::UGreaterThan, [t, r, h, l]) => bool_t(*t) && r == c2 && l == next && *h == len,
        _ => false,
    } && loop2 == lp
        && exit2 == exit;
    // Parameters and the loop's own ids are distinct (no id used for two roles).
    let ids: HashSet<u32> = [*entry, *lp, *exit, *i, *p, *next, *c1, *c2, dest, val, len]
        .into_iter()
        .collect();
    (entry_ok && phi_ok && gep_ok && add_ok && more_ok && ids.len() == 11).then_some(volatile)
}
