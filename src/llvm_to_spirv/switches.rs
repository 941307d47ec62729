//! `switch` → OpSwitch. LLVM lets several cases (and the default) of one switch go to the same
//! block, and a phi there then lists the switch's block once per edge. SPIR-V allows the same,
//! with the phi naming the parent once; but readers that rebuild LLVM from the SPIR-V (the
//! incumbent's `-r` among them) count one phi entry per edge and reject it. So every edge after
//! the first from a switch to a block with phis gets a block of its own, which only branches to
//! the target, and the phi lists it with the same value.

use super::Ctx;
use crate::error::Result;
use crate::hash::FastMap;
use crate::llvm::ir::{BasicBlock, Opcode, Value};
use crate::spirv::Id;
use crate::spirv::tables::op;

/// The edge blocks of the function being translated.
#[derive(Default)]
pub(crate) struct SwitchEdges<'c> {
    /// (switch block, target) → the labels of the second, third… edges between them.
    extra: FastMap<(BasicBlock<'c>, BasicBlock<'c>), Vec<Id>>,
    /// The block being translated.
    pub block: Option<BasicBlock<'c>>,
}

/// Plans the edge blocks of a function's switches (one pass over the terminators).
pub(crate) fn plan<'c>(cx: &mut Ctx<'c, '_>, blocks: &[BasicBlock<'c>]) {
    cx.switch_edges.extra.clear();
    for &bb in blocks {
        let Some(term) = bb.last_instruction() else {
            continue;
        };
        if term.opcode() != Some(Opcode::LLVMSwitch) {
            continue;
        }
        let mut count: FastMap<BasicBlock<'c>, usize> = FastMap::default();
        for target in term.successors() {
            let n = count.entry(target).or_default();
            *n += 1;
            let has_phi = target
                .instructions()
                .next()
                .is_some_and(|i| i.opcode() == Some(Opcode::LLVMPHI));
            if *n > 1 && has_phi {
                let id = cx.b.fresh_id();
                cx.switch_edges
                    .extra
                    .entry((bb, target))
                    .or_default()
                    .push(id);
            }
        }
    }
}

/// The label an edge from `from` to `target` branches to: the target for the first edge, its
/// edge block for the later ones (`nth` counts from 0).
fn edge_label<'c>(
    cx: &mut Ctx<'c, '_>,
    from: BasicBlock<'c>,
    target: BasicBlock<'c>,
    nth: usize,
) -> Id {
    match nth
        .checked_sub(1)
        .and_then(|k| cx.switch_edges.extra.get(&(from, target))?.get(k))
    {
        Some(&id) => id,
        None => cx.block_id(target),
    }
}

/// The phi operand pair of the `nth` edge (counting from 0) from `from` to the block being
/// translated, when it has an edge block: the edge block with `value`.
pub(crate) fn extra_phi_edges(
    cx: &Ctx<'_, '_>,
    from: BasicBlock<'_>,
    nth: usize,
    value: Id,
) -> Option<[u32; 2]> {
    let here = cx.switch_edges.block?;
    let ids = cx.switch_edges.extra.get(&(from, here))?;
    nth.checked_sub(1)
        .and_then(|k| ids.get(k))
        .map(|e| [value.0, e.0])
}

/// `switch` → OpSwitch, then the edge blocks it needs (right after it: the switch's block
/// dominates them).
pub(crate) fn switch<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>) -> Result<()> {
    let n = inst.num_operands();
    let cond = inst.operand(0).ok_or_else(|| cx.cannot_translate(inst))?;
    let cond = narrowed_switch_source(cx, cond).unwrap_or(cond);
    // (LangRef: a switch's condition is an integer.)
    let width = cond.type_of().int_width().unwrap_or(32);
    let from = cx.switch_edges.block;
    let mut seen: FastMap<BasicBlock<'c>, usize> = FastMap::default();
    let mut target = |cx: &mut Ctx<'c, '_>, v: Option<Value<'c>>| -> Result<u32> {
        let v = v.ok_or_else(|| cx.cannot_translate(inst))?;
        match (from, v.as_basic_block()) {
            (Some(from), Some(bb)) => {
                let nth = seen.entry(bb).or_default();
                let id = edge_label(cx, from, bb, *nth);
                *nth += 1;
                Ok(id.0)
            }
            _ => Ok(cx.operand_id(v)?.0),
        }
    };
    let mut ops = cx.operand_ids(inst, 0..1)?;
    let default = target(cx, inst.operand(1))?;
    ops.push(default);
    let mut i = 2;
    while i + 1 < n {
        let value = inst
            .operand(i)
            .and_then(|v| v.const_int_zext())
            .ok_or_else(|| cx.cannot_translate(inst))?;
        if width > 32 {
            ops.extend([value as u32, (value >> 32) as u32]);
        } else {
            ops.push(value as u32);
        }
        let dest = target(cx, inst.operand(i + 1))?;
        ops.push(dest);
        i += 2;
    }
    cx.b.inst_no_result(op::Switch, &ops);
    let Some(from) = from else {
        return Ok(());
    };
    let mut done = crate::hash::FastSet::default();
    for bb in inst.successors() {
        if !done.insert(bb) {
            continue;
        }
        let Some(edges) = cx.switch_edges.extra.get(&(from, bb)).cloned() else {
            continue;
        };
        let to = cx.block_id(bb);
        for e in edges {
            cx.b.label_with_id(e);
            cx.b.inst_no_result(op::Branch, &[to.0]);
        }
    }
    Ok(())
}

/// The source of a `trunc` to an integer width SPIR-V lacks (without
/// SPV_INTEL_arbitrary_precision_integers) whose only users are switches on it: instcombine
/// narrows `switch (x >> 4)` on a byte to `switch i4 (trunc i8 ... to i4)`. Such a trunc is the
/// source masked to the narrow width, and the switches take their cases at the source width.
pub(super) fn narrowed_switch_source<'c>(cx: &Ctx<'c, '_>, v: Value<'c>) -> Option<Value<'c>> {
    if v.opcode() != Some(crate::llvm::ir::Opcode::LLVMTrunc) {
        return None;
    }
    let width = v.type_of().int_width()?;
    if matches!(width, 1 | 8 | 16 | 32 | 64)
        || cx.extension_allowed(super::types::ARBITRARY_INTEGERS)
    {
        return None;
    }
    let src = v.operand(0)?;
    let users = v.users();
    let only_switches = !users.is_empty()
        && users.iter().all(|u| {
            u.opcode() == Some(crate::llvm::ir::Opcode::LLVMSwitch) && u.operand(0) == Some(v)
        });
    only_switches.then_some(src)
}
