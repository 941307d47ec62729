//! The body pass of the reverse translation: each defined function's blocks and instructions,
//! with phis completed once every block is translated, and debug info as hooks around each
//! instruction. The functions themselves are made before by the declare pass (`declare`).

use super::Rx;
use super::block_order::{BlockRange, visit_order};
use super::declare::{FunctionAt, function};
use crate::error::Result;
use crate::llvm::ir::{BasicBlock, Function, Instruction, Value};
use crate::spirv::InstId;
use crate::spirv::layout::decode_string;
use crate::spirv::operands::Operands;
use crate::spirv::tables::op;
use std::collections::HashMap;

/// Where the builder appends: at the end of a block, or before an instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Pos<'c> {
    None,
    End(BasicBlock<'c>),
    Before(Instruction<'c>),
}

/// Translates the body of every function that has one.
pub(crate) fn translate_bodies(rx: &mut Rx<'_, '_>) -> Result<()> {
    let funcs = std::rc::Rc::clone(&rx.funcs);
    for f in &funcs.list {
        if rx.wrappers.contains_key(&f.id) || rx.is_dropped(f.id) {
            continue;
        }
        let func = function(rx, f.id, f.start)?;
        rx.function = func.name_str();
        rx.current_fn = Some(func);
        rx.local.clear();
        rx.loops.clear();
        rx.dependency_loops.clear();
        super::debug_info::begin_function(rx, f.id);
        super::builtin_calls::begin_function(rx, f.start, f.end);
        // Errors made without the function (operand checks) get it here.
        body(rx, func, f).map_err(|e| e.in_function(&rx.function))?;
        rx.finish_dependency_loops();
        super::debug_info::end_function(rx, *func);
        super::metadata::kernel_metadata(rx, f.id, func)?;
        rx.current_fn = None;
        rx.pos = Pos::None;
        rx.function.clear();
    }
    Ok(())
}

/// The LLVM successors (with multiplicity) of the block ending in terminator `t`.
fn successors(rx: &Rx<'_, '_>, t: InstId) -> Vec<u32> {
    let ops = rx.m.operands(t);
    match rx.m.opcode(t) {
        op::Branch => ops.first().copied().into_iter().collect(),
        // (Required operands: checked by the decoder, or by `check_required` before the body
        // is translated; none here only changes the block order.)
        op::BranchConditional => ops.get(1..3).map(|s| s.to_vec()).unwrap_or_default(),
        op::Switch => {
            let Some(&sel) = ops.first() else {
                return Vec::new();
            };
            let width = rx
                .type_of_id(sel)
                .and_then(|t| rx.def(t))
                .and_then(|d| rx.m.operands(d).get(1).copied())
                // (OpTypeInt's Width is required: decoder / `check_required`.)
                .unwrap_or(32);
            let words = if width > 32 { 2 } else { 1 };
            let mut out: Vec<u32> = ops.get(1).copied().into_iter().collect();
            out.extend(
                ops.get(2..)
                    .unwrap_or(&[])
                    .chunks(words + 1)
                    .filter(|c| c.len() == words + 1)
                    .map(|c| c[words]),
            );
            out
        }
        _ => Vec::new(),
    }
}

fn body<'c>(rx: &mut Rx<'c, '_>, func: Function<'c>, f: &FunctionAt) -> Result<()> {
    let (start, end) = (f.start.0 as usize + 1, f.end.0 as usize);
    let insts = || (start..end).map(|i| InstId(i as u32));
    // Blocks first: branches and phis name blocks that come later. Also the CFG: the
    // predecessor edges of each block, as LLVM counts them (one per branch target).
    let mut labels = Vec::new();
    let mut ranges: Vec<BlockRange> = Vec::new();
    let mut succs: Vec<Vec<u32>> = Vec::new();
    let mut preds: HashMap<u32, Vec<u32>> = HashMap::new();
    for i in insts() {
        match rx.m.opcode(i) {
            op::Label => {
                let id = Operands::of(rx.m, i).id(0)?;
                labels.push(id);
                if let Some(last) = ranges.last_mut() {
                    last.end = i.0 as usize;
                }
                ranges.push(BlockRange {
                    label: id,
                    start: i.0 as usize + 1,
                    end,
                });
                succs.push(Vec::new());
            }
            op::Branch | op::BranchConditional | op::Switch => {
                if let (Some(from), Some(out)) = (ranges.last(), succs.last_mut()) {
                    // (Only the block's first terminator counts.)
                    if out.is_empty() {
                        for to in successors(rx, i) {
                            preds.entry(to).or_default().push(from.label);
                            out.push(to);
                        }
                    }
                }
            }
            _ => {}
        }
    }
    if labels.is_empty() {
        return Ok(());
    }
    // LLVM's entry block may have no predecessors: give a targeted first block a preheader
    // (phis there take undef from it).
    let mut preheader = None;
    if preds.contains_key(&labels[0]) {
        let pre = rx.b.append_block(func, "");
        rx.position_end(pre);
        preheader = Some(pre);
    }
    for &id in &labels {
        let name = rx.result_name(id);
        let bb = rx.b.append_block(func, &name);
        rx.blocks.insert(id, bb);
    }
    if preds.contains_key(&labels[0]) {
        let first = rx.block(labels[0], f.start)?;
        rx.b.br(first);
    }
    let mut phis = Vec::new();
    // Blocks after their dominators, whatever the module's layout (see block_order).
    let order = visit_order(&ranges, &succs);
    rx.block_rank.clear();
    for (rank, &k) in order.iter().enumerate() {
        let bb = rx.block(ranges[k].label, f.start)?;
        rx.block_rank.insert(bb, rank);
    }
    for k in order {
        let BlockRange {
            label: block,
            start,
            end,
        } = ranges[k];
        let bb = rx.block(block, InstId(start.saturating_sub(1) as u32))?;
        rx.position_end(bb);
        for i in (start..end).map(|i| InstId(i as u32)) {
            match rx.m.opcode(i) {
                op::Phi => {
                    let ops = Operands::of(rx.m, i);
                    let (ty, result) = (ops.id(0)?, ops.id(1)?);
                    rx.check_operand_kinds(op::Phi, rx.m.operands(i), i)?;
                    let ty = rx.ty(ty, i)?;
                    let name = rx.result_name(result);
                    let phi = rx.b.phi_in(bb, ty, &name);
                    super::debug_info::locate_phi(rx, phi);
                    rx.values.insert(result, phi);
                    phis.push((i, block));
                }
                _ => {
                    if rx.b.has_terminator(bb) {
                        // Only non-executable instructions may follow a terminator (OpLine...).
                        continue;
                    }
                    if let Some(mark) = super::debug_info::before_instruction(rx, i)? {
                        super::instructions::translate(rx, i)?;
                        super::debug_info::after_instruction(rx, mark)?;
                    }
                    super::annotations::annotate_result(rx, i);
                }
            }
        }
    }
    // Every block ends in a terminator.
    for &id in &labels {
        let bb = rx.block(id, f.start)?;
        if !rx.b.has_terminator(bb) {
            rx.position_end(bb);
            rx.b.unreachable();
        }
    }
    for (i, block) in phis {
        complete_phi(rx, i, block, &preds)?;
        if let (Some(pre), true) = (preheader, block == labels[0]) {
            let phi = rx.phi_of(i)?;
            let u = rx.b.undef(phi.type_of());
            rx.b.add_incoming(phi, u, pre);
        }
    }
    Ok(())
}

/// Adds the incoming values of a phi: one entry per LLVM predecessor edge, whatever the SPIR-V
/// lists (the incumbent writes a block once per edge, valid SPIR-V once per block); an edge
/// the phi does not list gets undef, a listed block that is not a predecessor is dropped.
fn complete_phi(
    rx: &mut Rx<'_, '_>,
    i: InstId,
    block: u32,
    preds: &HashMap<u32, Vec<u32>>,
) -> Result<()> {
    let ops = rx.m.operands(i);
    let phi = rx.phi_of(i)?;
    let ty = phi.type_of();
    let edges: &[u32] = preds.get(&block).map_or(&[], Vec::as_slice);
    let mut edge_count: HashMap<u32, usize> = HashMap::with_capacity(edges.len());
    for &e in edges {
        *edge_count.entry(e).or_default() += 1;
    }
    // The first value listed for each block, and the blocks in the order listed.
    let mut listed: HashMap<u32, u32> = HashMap::new();
    let mut listed_order: Vec<u32> = Vec::new();
    for pair in ops.get(2..).unwrap_or(&[]).chunks(2) {
        let [v, l] = pair else {
            return Err(rx.error_at(i, "odd number of phi operands"));
        };
        if let std::collections::hash_map::Entry::Vacant(e) = listed.entry(*l) {
            e.insert(*v);
            listed_order.push(*l);
        }
    }
    // The listed predecessors in the phi's order, then the others in edge order.
    let mut placed: std::collections::HashSet<u32> = Default::default();
    let mut order: Vec<u32> = Vec::with_capacity(edge_count.len());
    for &b in &listed_order {
        if edge_count.contains_key(&b) && placed.insert(b) {
            order.push(b);
        }
    }
    for &e in edges {
        if placed.insert(e) {
            order.push(e);
        }
    }
    for pred in order {
        let count = edge_count.get(&pred).copied().ok_or_else(|| {
            rx.error_at(
                i,
                format!("internal error: no edge count of predecessor %{pred}"),
            )
        })?;
        let bb = rx.block(pred, i)?;
        let val = match listed.get(&pred) {
            Some(&v) => {
                // Casts and lazily made constants go at the end of the predecessor.
                if let Some(term) = rx.b.terminator(bb) {
                    rx.position_before(term);
                }
                let x = rx.operand(v, i)?;
                rx.coerce(x, ty, i)?
            }
            None => rx.b.undef(ty),
        };
        for _ in 0..count {
            rx.b.add_incoming(phi, val, bb);
        }
    }
    Ok(())
}

impl<'c> Rx<'c, '_> {
    /// The phi an OpPhi made.
    fn phi_of(&self, i: InstId) -> Result<Value<'c>> {
        let result = Operands::of(self.m, i).id(1)?;
        self.values
            .get(&result)
            .copied()
            .map_err(|e| self.error_at(i, e))
    }

    /// Positions the builder at the end of a block.
    pub(crate) fn position_end(&mut self, bb: BasicBlock<'c>) {
        self.b.position_at_end(bb);
        self.pos = Pos::End(bb);
    }

    /// Positions the builder before an instruction.
    pub(crate) fn position_before(&mut self, inst: Instruction<'c>) {
        self.b.position_before(inst);
        self.pos = Pos::Before(inst);
    }

    /// Positions the builder where constants of the current function are made: the end of the
    /// entry block (before its terminator once it has one).
    pub(crate) fn position_in_entry(&mut self) {
        let Some(f) = self.current_fn else { return };
        let Some(entry) = self.b.entry_block(f) else {
            return;
        };
        match self.b.terminator(entry) {
            Some(t) => self.position_before(t),
            None => self.position_end(entry),
        }
    }

    pub(crate) fn restore_position(&mut self, pos: Pos<'c>) {
        match pos {
            Pos::End(bb) => self.position_end(bb),
            Pos::Before(i) => self.position_before(i),
            Pos::None => {}
        }
    }

    /// An OpString's text.
    pub(crate) fn string(&self, id: u32) -> Option<String> {
        let d = self.def(id)?;
        (self.m.opcode(d) == op::String)
            .then(|| decode_string(self.m.operands(d).get(1..)?).map(|(s, _)| s))
            .flatten()
    }
}
