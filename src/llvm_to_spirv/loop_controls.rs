//! `!llvm.loop` hints → the loop controls of OpLoopMerge (or OpLoopControlINTEL): the rows of
//! `mapping::loop_control`, and the dependency arrays of SPV_INTEL_fpga_loop_controls made from
//! the index groups of the loop's accesses.

use super::Ctx;
use crate::llvm::ir::{Opcode, Value};
use crate::spirv::tables::{enums, op};
use std::collections::HashMap;

/// `!llvm.loop` on a loop's back edge → an `OpLoopMerge` in its header, as `llvm-spirv`
/// writes it: an exit of the loop as merge block (its only one, or of several the header's, see
/// `cfg::loop_merge`), the latch as continue target, and the unroll and dependence hints as loop
/// control (a loop without any hint gets none); a loop that has no such merge (no exit, a
/// switch in its header, an exit already merging another loop) gets none, or under
/// SPV_INTEL_unstructured_loop_controls an `OpLoopControlINTEL` with the hints in its header
/// (llvm-spirv's choice too: structured where it can be).
pub(crate) fn loop_merges<'c>(
    cx: &mut Ctx<'c, '_>,
    blocks: &[crate::llvm::ir::BasicBlock<'c>],
    succs: &[Vec<usize>],
) -> HashMap<usize, (u16, Vec<u32>)> {
    let mut out = HashMap::new();
    // Merge blocks already declared: a block merges at most one header (spirv-val: "already a
    // merge block for another header"), so two loops leaving to one block get one merge.
    let mut merges = std::collections::HashSet::new();
    let mut cfg = None;
    let mut groups = None;
    let unstructured = cx.extension_allowed("SPV_INTEL_unstructured_loop_controls");
    for (latch, bb) in blocks.iter().enumerate() {
        let Some(md) = bb.last_instruction().and_then(|t| t.metadata("llvm.loop")) else {
            continue;
        };
        let (preds, dom) = cfg.get_or_insert_with(|| {
            let idom = super::cfg::immediate_dominators(succs);
            (
                super::cfg::predecessors(succs),
                super::cfg::Dominance::new(&idom),
            )
        });
        let groups = groups.get_or_insert_with(|| index_group_arrays(blocks));
        // OpLoopMerge must stand right before an OpBranch or OpBranchConditional: a header
        // that ends in a switch (clang -O2 makes them) gets none. Under the unstructured
        // extension, as in llvm-spirv, a loop gets one only where a conditional branch tests
        // its exit: the latch's (do-while) or the header's; a loop whose header branches on
        // unconditionally into a body that leaves it (`while (1) { if (c) break; }`) gets
        // OpLoopControlINTEL.
        let conditional = |b: usize| {
            blocks[b]
                .last_instruction()
                .is_some_and(|t| t.num_operands() == 3)
        };
        let structured = super::cfg::loop_merge(succs, preds, dom, latch).filter(|&(h, m, _)| {
            let header_br = blocks[h]
                .last_instruction()
                .is_some_and(|t| t.opcode() == Some(crate::llvm::ir::Opcode::LLVMBr));
            header_br
                && !merges.contains(&m)
                && (!unstructured || conditional(h) || conditional(latch))
        });
        let Some((header, merge, cont)) = structured else {
            // A loop without a structured merge (an infinite loop, a switch in its header, an
            // exit that merges another loop): under SPV_INTEL_unstructured_loop_controls OpLoopControlINTEL
            // carries the hints alone, as llvm-spirv does; without it they are dropped.
            if !unstructured {
                continue;
            }
            let Some(header) = super::cfg::loop_header(succs, dom, latch) else {
                continue;
            };
            if out.contains_key(&header) {
                continue;
            }
            let (control, params) = loop_control(cx, md, groups);
            if control == 0 && params.is_empty() {
                continue;
            }
            cx.b.require_extension("SPV_INTEL_unstructured_loop_controls");
            let mut words = vec![control];
            words.extend(params);
            out.insert(header, (op::LoopControlINTEL, words));
            continue;
        };
        if out.contains_key(&header) {
            continue;
        }
        let (control, params) = loop_control(cx, md, groups);
        if control == 0 && params.is_empty() {
            // No hint (`!llvm.loop` with only `llvm.loop.mustprogress`, the source locations
            // clang adds with -g, or nothing): no loop control to carry, and a Kernel module
            // needs no structured merge, so none, as llvm-spirv writes it.
            continue;
        }
        merges.insert(merge);
        let mut words = vec![
            cx.block_id(blocks[merge]).0,
            cx.block_id(blocks[cont]).0,
            control,
        ];
        words.extend(params);
        out.insert(header, (op::LoopMerge, words));
    }
    out
}

/// Index groups of a function → the arrays their accesses go through, in program order: a
/// GEP marked `!llvm.index.group` accesses its base pointer, or, when the base is loaded, the
/// memory it is loaded from (a closure field holding a pointer). A GEP in several nested
/// loops' groups has a list of them.
fn index_group_arrays<'c>(
    blocks: &[crate::llvm::ir::BasicBlock<'c>],
) -> HashMap<crate::llvm::ir::Md<'c>, Vec<Value<'c>>> {
    let mut out: HashMap<_, Vec<Value<'c>>> = HashMap::new();
    for inst in blocks.iter().flat_map(|b| b.instructions()) {
        if inst.opcode() != Some(Opcode::LLVMGetElementPtr) {
            continue;
        }
        let (Some(group), Some(mut base)) = (inst.metadata("llvm.index.group"), inst.operand(0))
        else {
            continue;
        };
        if base.opcode() == Some(Opcode::LLVMLoad) {
            base = base.operand(0).unwrap_or(base);
        }
        let keys = match group.operands() {
            ops if ops.is_empty() => vec![group],
            ops => ops.into_iter().flatten().collect(),
        };
        for key in keys {
            let arrays = out.entry(key).or_default();
            if !arrays.contains(&base) {
                arrays.push(base);
            }
        }
    }
    out
}

/// The loop control of `!llvm.loop` hints: unroll (enable, full) → Unroll, unroll.disable →
/// DontUnroll, unroll.count N → PartialCount N (SPIR-V 1.4; Unroll before), ivdep →
/// DependencyInfinite, ivdep.safelen N → DependencyLength N (SPIR-V 1.1),
/// parallel_access_indices (index groups, safelen) → DependencyArrayINTEL with a pair (array,
/// safelen) per array the groups access, and the other FPGA loop properties of
/// `mapping::loop_control` (SPV_INTEL_fpga_loop_controls, where allowed).
fn loop_control<'c>(
    cx: &mut Ctx<'c, '_>,
    md: crate::llvm::ir::Md<'c>,
    groups: &HashMap<crate::llvm::ir::Md<'c>, Vec<Value<'c>>>,
) -> (u32, Vec<u32>) {
    use enums::LoopControl as L;
    let version = cx.b.version();
    let v14 = version >= crate::spirv::grammar::Version::new(1, 4);
    let fpga = cx.extension_allowed("SPV_INTEL_fpga_loop_controls");
    let mut hints: Vec<(u32, Vec<u32>)> = Vec::new();
    let mut dependency_arrays: Vec<u32> = Vec::new();
    for hint in md.operands().into_iter().skip(1).flatten() {
        // (LangRef: a loop property is a node led by its name; one without a name is no
        // property this translation knows, ignored as LLVM ignores unknown ones.)
        let name = hint.operand(0).and_then(|n| n.string()).unwrap_or_default();
        let arg = hint.operand(1).and_then(|a| a.int()).map(|a| a as u32);
        match (name.as_str(), arg) {
            // Before SPIR-V 1.4 (no PartialCount) an unroll count is a plain Unroll.
            ("llvm.loop.unroll.count", Some(_)) if !v14 => hints.push((L::Unroll, Vec::new())),
            ("llvm.loop.parallel_access_indices", _) if fpga => {
                let ops = hint.operands();
                let safelen = ops
                    .last()
                    .copied()
                    .flatten()
                    .and_then(|m| m.int())
                    .map_or(0, |n| n as u32);
                for group in ops.into_iter().skip(1).flatten() {
                    for &array in groups.get(&group).map_or(&[][..], |a| a.as_slice()) {
                        let id = cx.value_id(array).0;
                        dependency_arrays.extend([id, safelen]);
                    }
                }
            }
            (name, _) if crate::mapping::loop_control::LOOP_COUNT.contains(&name) => {
                tracing::warn!(
                    "loop property {name} dropped: LoopCountINTEL has no form that both \
                     spirv-val and llvm-spirv read (a hint; the loop means the same)"
                );
            }
            (name, arg) => {
                let allowed = |e: &str| cx.extension_allowed(e);
                if let Some((bit, params, ext)) =
                    crate::mapping::loop_control::to_spirv(name, arg, version, allowed)
                {
                    if let Some(e) = ext {
                        cx.b.require_extension(e);
                    }
                    hints.push((bit, params));
                }
            }
        }
    }
    if !dependency_arrays.is_empty() {
        let mut params = vec![(dependency_arrays.len() / 2) as u32];
        params.extend(dependency_arrays);
        hints.push((L::DependencyArrayINTEL, params));
        cx.b.require_extension("SPV_INTEL_fpga_loop_controls");
    }
    // Operands follow the order of the mask bits.
    hints.sort_by_key(|h| h.0);
    hints.dedup_by_key(|h| h.0);
    if hints.iter().any(|h| h.0 == L::Unroll) {
        hints.retain(|h| h.0 != L::DontUnroll);
    }
    let control = hints.iter().fold(0, |m, h| m | h.0);
    let params = hints.into_iter().flat_map(|h| h.1).collect();
    (control, params)
}
