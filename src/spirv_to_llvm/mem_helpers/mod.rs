//! Calls of a memory helper function → `llvm.memset` or `llvm.memmove`. For a memset whose value
//! or length is not a constant, and for a memmove whose length is not, the forward translators
//! write a helper function that fills or copies the bytes in a loop, and call it (names:
//! `mapping::memset_helpers`, `mapping::memmove_helpers`). Such a function is taken for the
//! intrinsic only when its name is the exact helper name of its parameter types in one of the
//! conventions (the volatile suffix only on a helper whose memory accesses are Volatile, and the
//! other way round), its type is the helper's, its body is the helper's loop and nothing else
//! (`memset`, `memmove` say which loops), and it is no entry point; so that a function of the
//! user's that merely has the name is translated as written.
//!
//! A call of it becomes the intrinsic. The function itself is left out of the LLVM module when
//! nothing but calls, names and decorations refers to it (as llvm-spirv does); otherwise (a
//! function pointer, debug info naming it) it is kept and translated as written.

mod memmove;
mod memset;

use super::Rx;
use super::declare::FunctionAt;
use crate::spirv::InstId;
use crate::spirv::layout::decode_string;
use crate::spirv::tables::{enums, op};
use std::collections::HashMap;

/// Which intrinsic a helper stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    Memset,
    Memmove,
}

/// A recognised helper.
#[derive(Clone, Copy, Debug)]
pub(crate) struct MemHelper {
    pub kind: Kind,
    pub volatile: bool,
    /// Whether it is left out of the LLVM module (only called).
    pub dropped: bool,
}

/// Finds the module's memory helpers (before the declare pass).
pub(crate) fn find(rx: &Rx<'_, '_>) -> HashMap<u32, MemHelper> {
    find_helpers(
        rx,
        |rx, f| {
            let name = rx
                .linkage(f.id)
                .map(|(n, _)| n)
                .or_else(|| rx.name_of(f.id))?;
            let (kind, volatile) = memset::recognise(rx, &name, f.start, f.end, &f.params)
                .map(|v| (Kind::Memset, v))
                .or_else(|| {
                    memmove::recognise(rx, &name, f.start, f.end, &f.params)
                        .map(|v| (Kind::Memmove, v))
                })?;
            Some(MemHelper {
                kind,
                volatile,
                dropped: true,
            })
        },
        |h| h.dropped = false,
    )
}

/// The functions with a body, other than entry points and kernels, that `recognise` takes for
/// helpers (made dropped), then `keep` on each one something other than a call refers to
/// (`referenced_otherwise`): the finding both kinds of helper (memory, intrinsic) share.
pub(super) fn find_helpers<H>(
    rx: &Rx<'_, '_>,
    recognise: impl Fn(&Rx<'_, '_>, &FunctionAt) -> Option<H>,
    keep: impl Fn(&mut H),
) -> HashMap<u32, H> {
    let funcs = std::rc::Rc::clone(&rx.funcs);
    let mut found = HashMap::new();
    for f in funcs.list.iter().filter(|f| f.has_body) {
        if rx.entry_points.contains_key(&f.id) || rx.kernels.contains_key(&f.id) {
            continue;
        }
        if let Some(h) = recognise(rx, f) {
            found.insert(f.id, h);
        }
    }
    if !found.is_empty() {
        for id in referenced_otherwise(rx, &found) {
            if let Some(h) = found.get_mut(&id) {
                keep(h);
            }
        }
    }
    found
}

/// The instructions of the function between `start` (its OpFunction) and `end`, parameters and
/// debug lines left out.
fn body<'m>(rx: &Rx<'_, 'm>, start: InstId, end: InstId) -> Vec<(u16, &'m [u32])> {
    let m = rx.m;
    (start.0 + 1..end.0)
        .map(InstId)
        .map(|i| (m.opcode(i), m.operands(i)))
        .filter(|(o, _)| !matches!(*o, op::FunctionParameter | op::Line | op::NoLine))
        .collect()
}

/// The types of the parameters `params` (None if one is not a parameter).
fn param_types(rx: &Rx<'_, '_>, params: &[u32]) -> Option<Vec<u32>> {
    params
        .iter()
        .map(|&p| rx.def(p).and_then(|d| rx.m.operands(d).first().copied()))
        .collect()
}

/// The address space of `t` when it is a pointer to `i8`.
fn byte_pointer_space(rx: &Rx<'_, '_>, t: u32) -> Option<u32> {
    let ptr = rx.m.operands(rx.def(t)?);
    if rx.def_opcode(t) != op::TypePointer || !is_int(rx, *ptr.get(2)?, 8) {
        return None;
    }
    crate::mapping::address_space::address_space(*ptr.get(1)?)
}

/// The width of integer type `t`.
fn int_width(rx: &Rx<'_, '_>, t: u32) -> Option<u32> {
    (rx.def_opcode(t) == op::TypeInt)
        .then(|| rx.m.operands(rx.def(t)?).get(1).copied())
        .flatten()
}

/// Whether the memory access operands `access` of a helper's load or store are at most
/// Volatile and Aligned; whether they say Volatile.
fn byte_access(access: &[u32]) -> Option<bool> {
    // (Memory Operands are optional: none is the empty mask.)
    let mask = access.first().copied().unwrap_or(0);
    let allowed = enums::MemoryAccess::Volatile | enums::MemoryAccess::Aligned;
    let len = 1 + usize::from(mask & enums::MemoryAccess::Aligned != 0);
    (mask & !allowed == 0 && (access.is_empty() || access.len() == len))
        .then_some(mask & enums::MemoryAccess::Volatile != 0)
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

/// The helpers something other than a call (as the callee), a name or a decoration refers to,
/// in one pass over the module (only when it has helpers). In SPIR-V a function id is an operand
/// only of calls, entry points, function pointers (SPV_INTEL_function_pointers), the Invoke of
/// device-enqueue instructions, and of debug info (the Function of DebugFunction, the OpFunction
/// of the shader sets' DebugFunctionDefinition); these are the operands looked at, and every
/// operand of an extended instruction of a set not known here (a literal equal to a helper's
/// id then keeps the helper, which is only less tidy).
fn referenced_otherwise<H>(rx: &Rx<'_, '_>, helpers: &HashMap<u32, H>) -> Vec<u32> {
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
