//! Calls of a memset helper function → `llvm.memset`. For a memset whose value or length is not
//! a constant, the forward translators (ours and llvm-spirv) write a helper function that fills
//! the bytes in a loop, and call it (names: `mapping::memset_helpers`). Such a function is taken
//! for a memset only when all of these hold, so that a function of the user's that merely has
//! the name is translated as written:
//!
//! - its name is the exact helper name of its parameter types, in one of the conventions (the
//!   volatile suffix only on a helper whose store is Volatile, and the other way round);
//! - it returns void and takes `(i8 addrspace(A)* dest, i8 val, iW len)`, with a fourth `bool`
//!   parameter in the convention that has one (unread: the body decides volatility);
//! - its body is the fill loop and nothing else: `len == 0` → return, else for `i` from 0,
//!   store `val` at `dest[i]` (memory access at most Volatile and Aligned), `i + 1`, loop while
//!   `i + 1 < len` (unsigned). That stores `val` in exactly the `len` bytes at `dest`, which is
//!   `llvm.memset(dest, val, len, volatile)`, with no alignment claimed (align 1);
//! - it is no entry point.
//!
//! A call of it becomes `llvm.memset`. The function itself is left out of the LLVM module when
//! nothing but calls, names and decorations refers to it (as llvm-spirv does); otherwise (a
//! function pointer, debug info naming it) it is kept and translated as written.

use super::Rx;
use crate::mapping::memset_helpers::helper_of;
use crate::spirv::InstId;
use crate::spirv::layout::decode_string;
use crate::spirv::tables::{enums, op};
use std::collections::{HashMap, HashSet};

/// A recognised helper.
#[derive(Clone, Copy, Debug)]
pub(crate) struct MemsetHelper {
    pub volatile: bool,
    /// Whether it is left out of the LLVM module (only called).
    pub dropped: bool,
}

/// Finds the module's memset helpers (before the declare pass).
pub(crate) fn find(rx: &Rx<'_, '_>) -> HashMap<u32, MemsetHelper> {
    let funcs = std::rc::Rc::clone(&rx.funcs);
    let mut found = HashMap::new();
    for f in funcs.list.iter().filter(|f| f.has_body) {
        if rx.entry_points.contains_key(&f.id) || rx.kernels.contains_key(&f.id) {
            continue;
        }
        if let Some(volatile) = recognise(rx, f.id, f.start, f.end, &f.params) {
            found.insert(
                f.id,
                MemsetHelper {
                    volatile,
                    dropped: true,
                },
            );
        }
    }
    if !found.is_empty() {
        for id in referenced_otherwise(rx, &found) {
            if let Some(h) = found.get_mut(&id) {
                h.dropped = false;
            }
        }
    }
    found
}

/// Whether function `fid` (OpFunction at `start`, OpFunctionEnd at `end`) is a memset helper;
/// its volatility.
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
    if !crate::mapping::memset_helpers::MEMSET_HELPERS
        .iter()
        .any(|h| h.dir.to_llvm() && name.starts_with(h.prefix))
    {
        return None;
    }
    let m = rx.m;
    // Return type void; parameters (i8 pointer, i8, integer[, bool]).
    let fops = m.operands(start);
    if rx.def_opcode(*fops.first()?) != op::TypeVoid {
        return None;
    }
    let ptypes: Vec<u32> = params
        .iter()
        .map(|&p| rx.def(p).and_then(|d| m.operands(d).first().copied()))
        .collect::<Option<_>>()?;
    let [pt, vt, lt, extra @ ..] = ptypes.as_slice() else {
        return None;
    };
    let (pt, vt, lt) = (*pt, *vt, *lt);
    if extra.len() > 1 || extra.iter().any(|&b| rx.def_opcode(b) != op::TypeBool) {
        return None;
    }
    let ptr = m.operands(rx.def(pt)?);
    if rx.def_opcode(pt) != op::TypePointer || !is_int(rx, *ptr.get(2)?, 8) || !is_int(rx, vt, 8) {
        return None;
    }
    let space = crate::mapping::address_space::address_space(*ptr.get(1)?)?;
    let bits = (rx.def_opcode(lt) == op::TypeInt)
        .then(|| m.operands(rx.def(lt)?).get(1).copied())
        .flatten()?;
    let (_, named_volatile) = helper_of(&name, params.len(), space, bits)?;
    let volatile = fill_loop(rx, start, end, [params[0], params[1], params[2]], pt, lt)?;
    (volatile == named_volatile).then_some(volatile)
}

/// Whether type `t` is an integer type of width `bits`.
fn is_int(rx: &Rx<'_, '_>, t: u32, bits: u32) -> bool {
    rx.def_opcode(t) == op::TypeInt
        && rx.def(t).and_then(|d| rx.m.operands(d).get(1).copied()) == Some(bits)
}

/// Whether `id` is a constant of integer type `t` of value `value`.
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
        op::ConstantNull => value == 0,
        _ => false,
    }
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
    let m = rx.m;
    // The instructions after the parameters, debug lines left out.
    let body: Vec<(u16, &[u32])> = (start.0 + 1..end.0)
        .map(InstId)
        .map(|i| (m.opcode(i), m.operands(i)))
        .filter(|(o, _)| !matches!(*o, op::FunctionParameter | op::Line | op::NoLine))
        .collect();
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
    // (OpStore's Memory Operands are optional: none is the empty mask.)
    let mask = access.first().copied().unwrap_or(0);
    let allowed = enums::MemoryAccess::Volatile | enums::MemoryAccess::Aligned;
    let access_len = 1 + usize::from(mask & enums::MemoryAccess::Aligned != 0);
    let access_ok = mask & !allowed == 0 && (access.is_empty() || access.len() == access_len);
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
    (entry_ok && phi_ok && gep_ok && access_ok && add_ok && more_ok && ids.len() == 11)
        .then_some(mask & enums::MemoryAccess::Volatile != 0)
}

/// The helpers something other than a call (as the callee), a name or a decoration refers to,
/// in one pass over the module (only when it has helpers). In SPIR-V a function id is an operand
/// only of calls, entry points, function pointers (SPV_INTEL_function_pointers), the Invoke of
/// device-enqueue instructions, and of debug info (the Function of DebugFunction, the OpFunction
/// of the shader sets' DebugFunctionDefinition); these are the operands looked at, and every
/// operand of an extended instruction of a set not known here (a literal equal to a helper's
/// id then keeps the helper, which is only less tidy).
pub(super) fn referenced_otherwise<H>(rx: &Rx<'_, '_>, helpers: &HashMap<u32, H>) -> Vec<u32> {
    use crate::spirv::debug_info::di;
    let m = rx.m;
    let mut sets: HashMap<u32, String> = HashMap::new();
    let mut out = Vec::new();
    for i in m.inst_ids() {
        let ops = m.operands(i);
        let words: &[u32] = match m.opcode(i) {
            op::ExtInstImport => {
                let name = ops.get(1..).and_then(decode_string).map(|(s, _)| s);
                if let (Some(&id), Some(name)) = (ops.first(), name) {
                    sets.insert(id, name);
                }
                continue;
            }
            // The arguments count, the callee does not.
            op::FunctionCall => ops.get(3..).unwrap_or(&[]),
            // (The name is a string: its words are no ids.)
            op::EntryPoint => ops.get(1..2).unwrap_or(&[]),
            op::ConstantFunctionPointerINTEL
            | op::FunctionPointerCallINTEL
            | op::EnqueueKernel
            | op::GetKernelNDrangeSubGroupCount
            | op::GetKernelNDrangeMaxSubGroupSize
            | op::GetKernelWorkGroupSize
            | op::GetKernelPreferredWorkGroupSizeMultiple
            | op::GetKernelLocalSizeForSubgroupCount
            | op::GetKernelMaxNumSubgroups => ops.get(2..).unwrap_or(&[]),
            op::ExtInst => {
                let (set, inst) = (ops.get(2).copied(), ops.get(3).copied());
                match set.and_then(|s| sets.get(&s)).map(String::as_str) {
                    Some("OpenCL.std") => continue,
                    // DebugFunction: Name, Type, Source, Line, Column, Parent, Linkage Name,
                    // Flags, Scope Line, Function, ...
                    Some("DebugInfo" | "OpenCL.DebugInfo.100" | "SPIRV.debug") => {
                        if inst != Some(di::FUNCTION) {
                            continue;
                        }
                        ops.get(13..14).unwrap_or(&[])
                    }
                    // DebugFunctionDefinition: Function (the DebugFunction), Definition.
                    Some(
                        "NonSemantic.Shader.DebugInfo.100" | "NonSemantic.Shader.DebugInfo.200",
                    ) => {
                        if inst != Some(di::shader::FUNCTION_DEFINITION) {
                            continue;
                        }
                        ops.get(5..6).unwrap_or(&[])
                    }
                    _ => ops.get(4..).unwrap_or(&[]),
                }
            }
            _ => continue,
        };
        out.extend(words.iter().filter(|w| helpers.contains_key(w)));
    }
    out
}
