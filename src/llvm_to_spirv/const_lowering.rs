//! Where the constant expressions a function's instructions use become instructions.
//!
//! `llvm-spirv` turns each constant expression an instruction uses into an instruction of its
//! own, once per function, and consumers (and its own reader) expect that form. Its placement,
//! which tests look at, is reproduced here as a plan made before the body is translated:
//!
//! * Instructions are visited in the function's order. An expression one uses becomes a *node*
//!   placed right before it when it is in the entry block, else at the end of the entry block
//!   (which dominates every use); every later instruction of the function that uses the same
//!   expression shares that node.
//! * A node's own operands that are expressions become nodes placed right before it, visited
//!   depth first, last operand first. These are new nodes even when an instruction elsewhere
//!   already shares one for the same expression; but nodes still waiting for their operands
//!   share them, and a node moves up before the first of those that uses it.
//! * The location of a debug intrinsic that is an expression gets a node of its own.
//!
//! Expressions without an instruction form (`expr_form` is `None`) stay constants, with all
//! they contain. A node is emitted (`emit_before`) with no debug location; one that cannot be
//! translated (it names something that is never declared, say) is left out, and its users
//! fall back to translating the expression where they are.

use super::Ctx;
use super::bool_lowering::is_bool_or_bool_vector;
use crate::error::Result;
use crate::hash::FastMap;
use crate::llvm::di as lldi;
use crate::llvm::ir::{Opcode, TypeKind, Value, ValueKind};
use crate::mapping::ops::{
    binary_to_spirv as binary_opcode, cast_to_spirv as cast_opcode, icmp_to_spirv as icmp_opcode,
};
use crate::spirv::Id;
use crate::spirv::tables::op;

/// How a constant expression becomes an instruction.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum ExprForm {
    /// One instruction of this opcode over the operands.
    Op(u16),
    /// `OpPtrCastToGeneric` or `OpGenericCastToPtr`, after a bitcast when the pointee changes.
    AddrSpaceCast,
}

/// The instruction form of a constant expression; `None` when it stays a constant.
pub(crate) fn expr_form(v: Value<'_>) -> Option<ExprForm> {
    if v.kind() != ValueKind::ConstantExpr || is_block_invoke_cast(v) {
        return None;
    }
    let opcode = v.opcode()?;
    let ty = v.type_of();
    let first_ty = v.operand(0).map(|o| o.type_of());
    Some(ExprForm::Op(match opcode {
        Opcode::LLVMGetElementPtr if v.is_in_bounds() => op::InBoundsPtrAccessChain,
        Opcode::LLVMGetElementPtr => op::PtrAccessChain,
        Opcode::LLVMAddrSpaceCast => {
            first_ty?;
            return Some(ExprForm::AddrSpaceCast);
        }
        Opcode::LLVMICmp => icmp_opcode(
            v.icmp_predicate()?,
            first_ty.is_some_and(is_bool_or_bool_vector),
        )?,
        Opcode::LLVMSelect => op::Select,
        o => {
            let from_bool = first_ty.is_some_and(is_bool_or_bool_vector);
            binary_opcode(o, is_bool_or_bool_vector(ty))
                .or_else(|| cast_opcode(o, from_bool).filter(|_| !is_bool_or_bool_vector(ty)))?
        }
    }))
}

/// A cast of an enqueued block's invoke function, which translates to a null constant.
fn is_block_invoke_cast(v: Value<'_>) -> bool {
    matches!(
        v.opcode(),
        Some(Opcode::LLVMBitCast | Opcode::LLVMAddrSpaceCast)
    ) && v.operand(0).is_some_and(|f| {
        f.kind() == ValueKind::Function && crate::builtins::enqueue::is_block_invoke(&f.name_str())
    })
}

/// A cast of a block invoke cast (clang's `addrspacecast (i8* bitcast (@__f_block_invoke to
/// i8*) to i8 addrspace(4)*)` in a block literal): a cast of null once translated.
fn casts_block_invoke(v: Value<'_>) -> bool {
    v.kind() == ValueKind::ConstantExpr
        && matches!(
            v.opcode(),
            Some(Opcode::LLVMBitCast | Opcode::LLVMAddrSpaceCast)
        )
        && v.operand(0).is_some_and(is_block_invoke_cast)
}

/// An operand of a node.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Operand {
    /// Not an expression with an instruction form: translated as a constant.
    Constant,
    /// An expression not yet given its node.
    Pending,
    /// The node it became.
    Node(u32),
}

/// One constant expression become an instruction.
#[derive(Debug)]
struct Node<'c> {
    expr: Value<'c>,
    /// Its operands, in `Plan::operands`.
    first: u32,
    len: u32,
}

/// What emitting a node gave.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Emitted {
    Not,
    Id(Id),
    Failed,
}

/// The plan of one function body (see the module comment).
#[derive(Default, Debug)]
pub(crate) struct Plan<'c> {
    nodes: Vec<Node<'c>>,
    operands: Vec<Operand>,
    /// Nodes emitted right before an instruction, in order.
    before: FastMap<Value<'c>, Vec<u32>>,
    /// The node that the function's instructions use for an expression.
    shared: FastMap<Value<'c>, u32>,
    /// The node of a debug intrinsic's location.
    debug: FastMap<Value<'c>, u32>,
    /// The node of a cast of an enqueued block's invoke function, by the cast's type: each
    /// block names its own function, but all of them translate to the same null constant,
    /// so the function's casts of them are one instruction (as llvm-spirv, which nulls the
    /// functions before lowering, makes them).
    null_invoke: FastMap<crate::llvm::ir::Type<'c>, u32>,
    emitted: Vec<Emitted>,
}

impl<'c> Plan<'c> {
    /// Plans the body of function `f`.
    pub(crate) fn new(f: Value<'c>) -> Self {
        let mut plan = Plan::default();
        let blocks = f.basic_blocks();
        let Some(entry) = blocks.first().copied() else {
            return plan;
        };
        let Some(entry_end) = entry.last_instruction() else {
            return plan;
        };
        let mut group = Vec::new();
        let mut stack = Vec::new();
        for bb in &blocks {
            let in_entry = *bb == entry;
            for inst in bb.instructions() {
                // (Nothing to plan for an instruction without constant-expression operands
                // that is not a debug intrinsic: one query instead of one per operand.)
                if !inst.has_constant_expr_operand() && lldi::dbg_intrinsic(inst).is_none() {
                    continue;
                }
                group.clear();
                let n = inst.num_operands();
                // A call's callee is the last operand: calls through casts are the caller's
                // business.
                let n = if inst.opcode() == Some(Opcode::LLVMCall) {
                    n.saturating_sub(1)
                } else {
                    n
                };
                for o in inst.operands().take(n as usize) {
                    if expr_form(o).is_none()
                        || plan.shared.contains_key(&o)
                        || super::builtin_calls::is_invoke_operand(inst, o)
                    {
                        continue;
                    }
                    let null_key = casts_block_invoke(o).then(|| o.type_of());
                    if let Some(&node) = null_key.and_then(|t| plan.null_invoke.get(&t)) {
                        plan.shared.insert(o, node);
                        continue;
                    }
                    let node = plan.lower(o, &mut group, usize::MAX);
                    if let Some(t) = null_key {
                        plan.null_invoke.insert(t, node);
                    }
                    stack.push(node);
                }
                if lldi::dbg_intrinsic(inst).is_some()
                    && let Some(loc) = lldi::dbg_location(inst)
                    && expr_form(loc).is_some()
                {
                    let node = plan.lower(loc, &mut group, usize::MAX);
                    plan.debug.insert(inst, node);
                    stack.push(node);
                }
                while let Some(node) = stack.pop() {
                    let Node { first, len, .. } = plan.nodes[node as usize];
                    for k in first..first + len {
                        if plan.operands[k as usize] != Operand::Pending {
                            continue;
                        }
                        let expr = plan.nodes[node as usize].expr;
                        let o = (k - first) as u32;
                        let Some(e) = expr.operand(o) else {
                            plan.operands[k as usize] = Operand::Constant;
                            continue;
                        };
                        let at = group.iter().position(|&g| g == node).unwrap_or(group.len());
                        let new = plan.lower(e, &mut group, at);
                        stack.push(new);
                    }
                }
                if !group.is_empty() {
                    let anchor = if in_entry { inst } else { entry_end };
                    plan.before
                        .entry(anchor)
                        .or_default()
                        .extend_from_slice(&group);
                }
            }
        }
        plan.emitted = vec![Emitted::Not; plan.nodes.len()];
        plan
    }

    /// A new node for `expr`, placed in `group` at `at` (at its end for `usize::MAX`), then
    /// moved up before the first waiting node that uses the expression; those, and
    /// instructions not yet visited, now use it.
    fn lower(&mut self, expr: Value<'c>, group: &mut Vec<u32>, at: usize) -> u32 {
        let id = self.nodes.len() as u32;
        let first = self.operands.len() as u32;
        for o in expr.operands() {
            self.operands.push(if expr_form(o).is_some() {
                Operand::Pending
            } else {
                Operand::Constant
            });
        }
        let len = self.operands.len() as u32 - first;
        self.nodes.push(Node { expr, first, len });
        let mut pos = at.min(group.len());
        for (i, &g) in group.iter().enumerate() {
            let Node {
                expr: ge,
                first,
                len,
            } = self.nodes[g as usize];
            let mut uses = false;
            for k in first..first + len {
                if self.operands[k as usize] == Operand::Pending
                    && ge.operand(k - first) == Some(expr)
                {
                    self.operands[k as usize] = Operand::Node(id);
                    uses = true;
                }
            }
            if uses && i < pos {
                pos = i;
            }
        }
        group.insert(pos, id);
        self.shared.entry(expr).or_insert(id);
        id
    }

    fn id_of(&self, node: u32) -> Option<Id> {
        match self.emitted.get(node as usize) {
            Some(Emitted::Id(id)) => Some(*id),
            _ => None,
        }
    }
}

impl<'c> Ctx<'c, '_> {
    /// The id of the node that instructions use for expression `v`, once emitted.
    pub(crate) fn lowered_expr(&self, v: Value<'c>) -> Option<Id> {
        let &node = self.lowering.shared.get(&v)?;
        self.lowering.id_of(node)
    }

    /// The id of the node of debug intrinsic `inst`'s location, once emitted.
    pub(crate) fn lowered_debug_location(&self, inst: Value<'c>) -> Option<Id> {
        let &node = self.lowering.debug.get(&inst)?;
        self.lowering.id_of(node)
    }

    /// Emits the nodes planned before instruction `inst`.
    pub(crate) fn emit_lowered_before(&mut self, inst: Value<'c>) {
        // (Most functions lower no expression: no lookup per instruction then.)
        if self.lowering.before.is_empty() {
            return;
        }
        let Some(nodes) = self.lowering.before.remove(&inst) else {
            return;
        };
        let mut ops = Vec::new();
        for node in nodes {
            let result = self.emit_node(node, &mut ops);
            if let Some(e) = self.lowering.emitted.get_mut(node as usize) {
                *e = match result {
                    Some(id) => Emitted::Id(id),
                    None => Emitted::Failed,
                };
            }
        }
    }

    fn emit_node(&mut self, node: u32, ops: &mut Vec<Id>) -> Option<Id> {
        let Node { expr, first, len } = *self.lowering.nodes.get(node as usize)?;
        let form = expr_form(expr)?;
        ops.clear();
        for k in first..first + len {
            let id = match self.lowering.operands.get(k as usize)? {
                Operand::Node(n) => self.lowering.id_of(*n)?,
                Operand::Constant | Operand::Pending => {
                    self.constant_id(expr.operand(k - first)?).ok()?
                }
            };
            ops.push(id);
        }
        let t = self.type_id(expr.type_of()).ok()?;
        super::debug_info::before_unlocated(self);
        self.lower_expr_with(expr, form, t, ops).ok()
    }

    /// Constant expression `v` as instructions of form `form` and type `t`, over the ids of its
    /// operands.
    pub(crate) fn lower_expr_with(
        &mut self,
        v: Value<'c>,
        form: ExprForm,
        t: Id,
        ops: &[Id],
    ) -> Result<Id> {
        match form {
            ExprForm::AddrSpaceCast => {
                let (Some(src), Some(&x)) = (v.operand(0), ops.first()) else {
                    return Err(self.cannot_translate(v));
                };
                match self.addrspace_cast(v, x, src.type_of(), v.type_of(), false)? {
                    (Some(o), x) => Ok(self.temp(o, t, &[x.0])),
                    (None, x) => Ok(x),
                }
            }
            ExprForm::Op(spv) => {
                let mut words = Vec::with_capacity(ops.len());
                for (o, &id) in v.operands().zip(ops) {
                    let mut id = id;
                    if v.opcode() == Some(Opcode::LLVMICmp)
                        && o.type_of().kind() == TypeKind::Pointer
                    {
                        // Pointers compare as integers of the pointer width.
                        let int = self.b.type_int(self.pointer_bits, 0);
                        id = self.temp(op::ConvertPtrToU, int, &[id.0]);
                    }
                    words.push(id.0);
                }
                Ok(self.temp(spv, t, &words))
            }
        }
    }
}
