//! Loop controls: OpLoopMerge → `!llvm.loop` on the back edges, with the dependency arrays of
//! SPV_INTEL_fpga_loop_controls.

use super::*;

impl<'c> Rx<'c, '_> {
    /// OpLoopMerge: remembers the loop control of the loop whose header is the current block,
    /// keyed by the header, for the back-edge branches to it.
    pub(super) fn record_loop(&mut self, ops: &[u32], at: InstId) {
        // (The loop control is a required operand: `check_required` has seen it.)
        let Some(&control) = ops.get(2) else { return };
        let known = crate::mapping::loop_control::to_llvm().fold(0, |a, c| a | c.0);
        let apart = enums::LoopControl::DependencyArrayINTEL | enums::LoopControl::LoopCountINTEL;
        if control & (known | apart) == 0 {
            return;
        }
        // The header is the block the merge instruction stands in: its label is the closest
        // OpLabel before it.
        let header = (0..at.0)
            .rev()
            .map(InstId)
            .find(|&k| self.m.opcode(k) == op::Label)
            .and_then(|k| self.m.result_id(k))
            .map(|id| id.0);
        if let Some(h) = header {
            self.loops.insert(h, ops.to_vec());
        }
    }

    /// Attaches `!llvm.loop` to a branch that goes back to a loop header with loop controls.
    pub(super) fn loop_metadata(&mut self, br: Value<'c>, target: u32) {
        use crate::llvm::build::MdOperand;
        let Some(ops) = self.loops.get(&target).cloned() else {
            return;
        };
        let Some(header_bb) = self.blocks.find(&target).copied() else {
            return;
        };
        // Only back edges: the branch's block comes after the header.
        let cur = self.b.current_block();
        if cur == Some(header_bb) && ops.get(1) != Some(&target) {
            // A single-block loop: the header branches to itself.
            if !self.branch_targets_self(br, header_bb) {
                return;
            }
        } else if cur.is_none() || !self.block_after(cur.unwrap_or(header_bb), header_bb) {
            return;
        }
        let Some(&control) = ops.get(2) else { return };
        let mut params = ops.get(3..).unwrap_or(&[]).iter();
        let mut props = Vec::new();
        // Parameters follow the order of the bits: DependencyArrayINTEL's (a count, then that
        // many pairs) stand between those of the bits below and above it.
        let dependency = enums::LoopControl::DependencyArrayINTEL;
        let mut dependency_params: Option<Vec<u32>> = None;
        let take_dependency = |params: &mut std::slice::Iter<'_, u32>| {
            // (Parameters the list leaves out are 0, "unset", as below.)
            let count = params.next().copied().unwrap_or(0) as usize;
            let mut d = vec![count as u32];
            d.extend(params.by_ref().take(2 * count).copied());
            d
        };
        // LoopCountINTEL's words: those left before the parameters of the higher bits.
        let count_bit = enums::LoopControl::LoopCountINTEL;
        let mut count_pending = control & count_bit != 0;
        let higher_words = crate::mapping::loop_control::to_llvm()
            .filter(|&(bit, _, takes)| bit > count_bit && control & bit != 0 && takes)
            .count();
        let take_count = |params: &mut std::slice::Iter<'_, u32>, props: &mut Vec<_>| {
            let n = params.len().saturating_sub(higher_words);
            let words: Vec<u32> = params.by_ref().take(n).copied().collect();
            for (name, v) in crate::mapping::loop_control::loop_count_to_llvm(&words) {
                let o = [MdOperand::String(name.into()), MdOperand::Int(64, v as u64)];
                props.push(self.b.md_node(&o));
            }
        };
        for (bit, name, takes) in crate::mapping::loop_control::to_llvm() {
            if control & bit == 0 {
                continue;
            }
            if bit > dependency && control & dependency != 0 && dependency_params.is_none() {
                dependency_params = Some(take_dependency(&mut params));
            }
            if bit > count_bit && count_pending {
                count_pending = false;
                take_count(&mut params, &mut props);
            }
            let mut o = vec![MdOperand::String(name.into())];
            if takes {
                o.push(MdOperand::Int(
                    32,
                    // (A loop control parameter the list leaves out is 0, its "unset".)
                    u64::from(params.next().copied().unwrap_or(0)),
                ));
            }
            props.push(self.b.md_node(&o));
        }
        if count_pending {
            take_count(&mut params, &mut props);
        }
        if control & dependency != 0 {
            let params = dependency_params.unwrap_or_else(|| take_dependency(&mut params));
            // Index groups of nested loops list the outer loop's first: wait for them all.
            self.dependency_loops.push(DependencyLoop {
                br,
                props,
                header: header_bb,
                latch: cur.unwrap_or(header_bb),
                params,
            });
            return;
        }
        if let Some(node) = self.b.distinct_self_ref_node(&props) {
            self.b.set_metadata(br, "llvm.loop", node);
        }
    }

    /// Attaches `!llvm.loop` to the back edges of the function's loops with
    /// DependencyArrayINTEL, outer loops (earlier headers) first.
    pub(crate) fn finish_dependency_loops(&mut self) {
        let mut pending = std::mem::take(&mut self.dependency_loops);
        if pending.is_empty() {
            return;
        }
        let blocks = self
            .current_fn
            .map(|f| f.basic_blocks())
            // (Called from a body's translation: `current_fn` is set.)
            .unwrap_or_default();
        pending.sort_by_key(|l| blocks.iter().position(|b| *b == l.header));
        for l in pending {
            let mut props = l.props;
            props.extend(self.dependency_arrays(&l.params, l.header, l.latch));
            if let Some(node) = self.b.distinct_self_ref_node(&props) {
                self.b.set_metadata(l.br, "llvm.loop", node);
            }
        }
    }

    /// DependencyArrayINTEL's (array, safelen) pairs → `llvm.loop.parallel_access_indices`
    /// properties, one per safelen: each array gets an index group (accesses to one closure
    /// field share one) that marks the loop's GEPs through it; a GEP an outer loop marked
    /// already gets a list of both groups.
    pub(super) fn dependency_arrays(
        &mut self,
        params: &[u32],
        header: crate::llvm::ir::BasicBlock<'c>,
        latch: crate::llvm::ir::BasicBlock<'c>,
    ) -> Vec<crate::llvm::build::Md<'c>> {
        use crate::llvm::build::{Md, MdOperand};
        use crate::llvm::ir::Opcode;
        let count = params.first().map_or(0, |&n| n as usize);
        let mut safelens: Vec<(Value<'c>, u32)> = Vec::new();
        for pair in params.get(1..).unwrap_or(&[]).chunks_exact(2).take(count) {
            if let Some(&v) = self.values.find(&pair[0]) {
                safelens.push((v, pair[1]));
            }
        }
        let Some(f) = self.current_fn else {
            return Vec::new();
        };
        let blocks = f.basic_blocks();
        let (Some(first), Some(last)) = (
            blocks.iter().position(|b| *b == header),
            blocks.iter().position(|b| *b == latch),
        ) else {
            return Vec::new();
        };
        let mut array_groups: Vec<(Value<'c>, Md<'c>)> = Vec::new();
        let mut field_groups: Vec<((Value<'c>, u64), Md<'c>)> = Vec::new();
        let mut by_safelen: Vec<(u32, Vec<Md<'c>>)> = Vec::new();
        for bb in blocks.get(first..=last).unwrap_or(&[]) {
            for gep in bb.instructions() {
                if gep.opcode() != Some(Opcode::LLVMGetElementPtr) {
                    continue;
                }
                let Some(mut base) = gep.operand(0) else {
                    continue;
                };
                if base.opcode() == Some(Opcode::LLVMLoad) {
                    base = base.operand(0).unwrap_or(base);
                }
                let Some(&(_, safelen)) = safelens.iter().find(|p| p.0 == base) else {
                    continue;
                };
                let group = match array_groups.iter().find(|g| g.0 == base) {
                    Some(&(_, g)) => g,
                    None => {
                        // A field of a closure: (the closure, the field's index).
                        let field = (base.opcode() == Some(Opcode::LLVMGetElementPtr))
                            .then(|| base.operand(0).zip(base.operand(2)?.const_int_zext()))
                            .flatten();
                        let known = field
                            .and_then(|k| field_groups.iter().find(|g| g.0 == k))
                            .map(|g| g.1);
                        let Some(g) = known.or_else(|| self.b.distinct_node(&[])) else {
                            continue;
                        };
                        if let Some(k) = field {
                            field_groups.push((k, g));
                        }
                        array_groups.push((base, g));
                        match by_safelen.iter_mut().find(|s| s.0 == safelen) {
                            Some(s) if !s.1.contains(&g) => s.1.push(g),
                            Some(_) => {}
                            None => by_safelen.push((safelen, vec![g])),
                        }
                        g
                    }
                };
                let node = match gep.metadata("llvm.index.group") {
                    None => group,
                    Some(prev) => {
                        let mut ops: Vec<MdOperand<'c>> = match prev.operands() {
                            o if o.is_empty() => vec![MdOperand::Node(prev.into())],
                            o => o
                                .into_iter()
                                .flatten()
                                .map(|m| MdOperand::Node(m.into()))
                                .collect(),
                        };
                        ops.push(MdOperand::Node(group));
                        self.b.md_node(&ops)
                    }
                };
                self.b.set_metadata(gep, "llvm.index.group", node);
            }
        }
        by_safelen.sort_by_key(|s| s.0);
        let mut props = Vec::with_capacity(by_safelen.len());
        for (safelen, groups) in by_safelen {
            let mut o = vec![MdOperand::String(
                "llvm.loop.parallel_access_indices".into(),
            )];
            o.extend(groups.into_iter().map(MdOperand::Node));
            if safelen != 0 {
                o.push(MdOperand::Int(32, u64::from(safelen)));
            }
            props.push(self.b.md_node(&o));
        }
        props
    }

    pub(super) fn branch_targets_self(
        &self,
        br: Value<'c>,
        bb: crate::llvm::ir::BasicBlock<'c>,
    ) -> bool {
        br.successors().contains(&bb)
    }

    /// Whether block `a` comes after block `b` in the function.
    pub(super) fn block_after(
        &self,
        a: crate::llvm::ir::BasicBlock<'c>,
        b: crate::llvm::ir::BasicBlock<'c>,
    ) -> bool {
        // In the visit order (dominators first), a branch to a block that is not later than
        // its own is a back edge, whatever the module's layout.
        let rank = |x| self.block_rank.get(&x);
        matches!((rank(a), rank(b)), (Some(x), Some(y)) if x >= y)
    }
}
