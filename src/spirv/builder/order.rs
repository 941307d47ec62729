//! Ordering the globals: types, constants and global variables sorted topologically by their id
//! dependencies and grouped as llvm-spirv groups them, with `OpTypeForwardPointer` where pointers
//! close a cycle.

use super::*;

// ---------------------------------------------------------------------------------------------
// Ordering the globals
// ---------------------------------------------------------------------------------------------

/// One step of writing the global section.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum GlobalItem {
    /// `OpTypeForwardPointer` for the `OpTypePointer` at this record.
    Forward(u32),
    /// The instruction at this record.
    Inst(u32),
}

/// The global instructions (nodes, by record index) and the globals each one uses (edges, in
/// operand order).
pub(super) struct GlobalGraph {
    /// Node `n`'s edges are `edges[start[n]..start[n + 1]]`.
    pub(super) start: Vec<u32>,
    pub(super) edges: Vec<u32>,
    pub(super) opcodes: Vec<u16>,
}

pub(super) const NO_NODE: u32 = u32::MAX;

impl GlobalGraph {
    pub(super) fn build(globals: &Stream, results: &[u32], bound: u32) -> Result<Self> {
        let n = globals.insts.len();
        let mut node_of_id = vec![NO_NODE; bound as usize];
        for (i, &id) in results.iter().enumerate() {
            if let Some(slot) = node_of_id.get_mut(id as usize) {
                *slot = i as u32;
            }
        }
        let mut g = GlobalGraph {
            start: Vec::with_capacity(n + 1),
            edges: Vec::with_capacity(n * 2),
            opcodes: globals.insts.iter().map(|r| r.opcode).collect(),
        };
        let state = walk_state();
        let mut spans = Vec::new();
        let mut ids = Vec::new();
        for &r in &globals.insts {
            g.start.push(g.edges.len() as u32);
            ids.clear();
            used_ids(r.opcode, globals.operands(r), &state, &mut spans, &mut ids)?;
            g.edges.extend(
                ids.iter()
                    .filter_map(|&id| node_of_id.get(id as usize).copied())
                    .filter(|&node| node != NO_NODE),
            );
        }
        g.start.push(g.edges.len() as u32);
        Ok(g)
    }

    pub(super) fn len(&self) -> usize {
        self.opcodes.len()
    }

    pub(super) fn edge_range(&self, n: u32) -> (u32, u32) {
        let n = n as usize;
        (self.start[n], self.start[n + 1])
    }

    pub(super) fn deps(&self, n: u32) -> &[u32] {
        let (s, e) = self.edge_range(n);
        &self.edges[s as usize..e as usize]
    }

    pub(super) fn is_struct(&self, n: u32) -> bool {
        self.opcodes.get(n as usize) == Some(&op::TypeStruct)
    }

    pub(super) fn is_pointer(&self, n: u32) -> bool {
        self.opcodes.get(n as usize) == Some(&op::TypePointer)
    }
}

/// Collects the ids an instruction uses (not its result id), by its grammar.
pub(super) fn used_ids(
    opcode: u16,
    operands: &[u32],
    state: &LayoutState,
    spans: &mut Vec<Span>,
    ids: &mut Vec<u32>,
) -> Result<()> {
    if !binary::spans_of(opcode, operands, state, spans) {
        return Err(misuse(format!(
            "the operands of {} do not fit its grammar: {operands:?}",
            op_name(opcode)
        )));
    }
    for s in spans.iter() {
        let words = operands
            .get(s.start as usize..(s.start + s.len) as usize)
            // (Spans of the builder's own records: in range.)
            .unwrap_or_default();
        match s.kind {
            SpanKind::Operand(k)
                if k != OperandKind::IdResult && k.def().category == Category::Id =>
            {
                ids.extend_from_slice(words)
            }
            SpanKind::Raw if opcode == op::SpecConstantOp => spec_op_ids(operands, state, ids),
            _ => {}
        }
    }
    Ok(())
}

/// The ids the operation of an `OpSpecConstantOp` uses, found by walking it as an instruction
/// of its own opcode; when it does not walk, every operand word is taken as a possible id.
pub(super) fn spec_op_ids(operands: &[u32], state: &LayoutState, ids: &mut Vec<u32>) {
    let [ty, result, inner, rest @ ..] = operands else {
        return;
    };
    let mut as_inst = Vec::with_capacity(rest.len() + 2);
    as_inst.extend([*ty, *result]);
    as_inst.extend_from_slice(rest);
    let mut spans = Vec::new();
    let mut inner_ids = Vec::new();
    let opcode = u16::try_from(*inner).unwrap_or(u16::MAX);
    if opcode != op::SpecConstantOp
        && used_ids(opcode, &as_inst, state, &mut spans, &mut inner_ids).is_ok()
    {
        // The inner walk also yields the result type, which the outer walk already has.
        ids.extend(inner_ids.iter().skip(1));
    } else {
        ids.extend_from_slice(rest);
    }
}

/// Edges left out of the order: edges into a pointer that is declared with
/// `OpTypeForwardPointer` where a struct uses it (or, failing that, one named edge).
pub(super) struct Cuts {
    pub(super) forward: Vec<bool>,
    pub(super) extra: FastSet<(u32, u32)>,
}

impl Cuts {
    pub(super) fn new(n: usize) -> Self {
        Cuts {
            forward: vec![false; n],
            extra: FastSet::default(),
        }
    }

    pub(super) fn is_cut(&self, g: &GlobalGraph, from: u32, to: u32) -> bool {
        self.forward[to as usize] && (g.is_struct(from) || self.extra.contains(&(from, to)))
    }

    /// Breaks the cycle `cycle[0] → cycle[1] → … → cycle[last] → cycle[0]`: the pointer to
    /// a struct nearest its end that a struct of the cycle uses is forward-declared (an
    /// `OpTypeForwardPointer` must point to a struct); failing that, a pointer to a struct
    /// (for its one edge: a function type that takes it, when the struct holds a function
    /// pointer); failing that, a pointer that a struct uses, then any pointer of the cycle.
    pub(super) fn cut_cycle(&mut self, g: &GlobalGraph, cycle: &[u32]) -> Result<()> {
        let len = cycle.len();
        let pred = |i: usize| cycle[(i + len - 1) % len];
        let to_struct = |i: usize| g.is_pointer(cycle[i]) && g.is_struct(cycle[(i + 1) % len]);
        if let Some(i) = (0..len)
            .rev()
            .find(|&i| to_struct(i) && g.is_struct(pred(i)))
        {
            self.forward[cycle[i] as usize] = true;
            return Ok(());
        }
        if let Some(i) = (0..len).rev().find(|&i| to_struct(i)) {
            self.forward[cycle[i] as usize] = true;
            self.extra.insert((pred(i), cycle[i]));
            return Ok(());
        }
        if let Some(i) = (0..len)
            .rev()
            .find(|&i| g.is_pointer(cycle[i]) && g.is_struct(pred(i)))
        {
            self.forward[cycle[i] as usize] = true;
            return Ok(());
        }
        if let Some(i) = (0..len).rev().find(|&i| g.is_pointer(cycle[i])) {
            self.forward[cycle[i] as usize] = true;
            self.extra.insert((pred(i), cycle[i]));
            return Ok(());
        }
        Err(misuse(format!(
            "a cycle of global instructions without a pointer type ({} instructions, starting \
             with {})",
            len,
            // (A node of the graph: it has an opcode.)
            op_name(g.opcodes.get(cycle[0] as usize).copied().unwrap_or(0))
        )))
    }
}

/// The order of the global section: dependencies first, then by group (`group_of`), creation
/// order where unconstrained, with forward pointers where pointers close cycles.
pub(super) fn order_globals(g: &GlobalGraph) -> Result<Vec<GlobalItem>> {
    let mut cuts = Cuts::new(g.len());
    let mut order = Vec::with_capacity(g.len());
    // Each pass that meets a cycle cuts one more edge; the first pass without one gives the
    // order.
    while dfs_pass(g, &mut cuts, &mut order)? {}
    group_order(g, &cuts, &mut order);
    Ok(place_forward_pointers(g, &cuts, &order))
}

/// The groups of the global section, in the order llvm-spirv writes them: integer types,
/// scalar integer constants, the other types, then everything else (constants, variables).
pub(super) fn group_of(g: &GlobalGraph, n: u32) -> u8 {
    // (A node of the graph: it has an opcode.)
    let opcode = g.opcodes.get(n as usize).copied().unwrap_or(0);
    if opcode == op::TypeInt {
        return 0;
    }
    let Some(def) = grammar::instruction(opcode) else {
        return 3;
    };
    // Vendor types and constants are of the grammar's class "Reserved": go by name too.
    if def.class == "Type-Declaration" || def.name.starts_with("Type") {
        return 2;
    }
    let constant = def.class == "Constant-Creation"
        || def.name.starts_with("Constant")
        || def.name.starts_with("SpecConstant")
        || opcode == op::Undef;
    // The result type is the first id a constant uses.
    let int_typed = g
        .deps(n)
        .first()
        .is_some_and(|&t| g.opcodes.get(t as usize) == Some(&op::TypeInt));
    if constant && int_typed { 1 } else { 3 }
}

/// Stable-sorts a topological `order` by group, where a node's group is raised to that of any
/// node it depends on (through an edge not cut), so that the result is still topological.
pub(super) fn group_order(g: &GlobalGraph, cuts: &Cuts, order: &mut [u32]) {
    let mut own = vec![0u8; g.len()];
    for &u in order.iter() {
        own[u as usize] = group_of(g, u);
    }
    // The address of a function that an integer constant is computed from is written with the
    // types, so that the integer (and whatever uses it) can come before the other constants.
    for &u in order.iter() {
        if own[u as usize] == 1 {
            for &v in g.deps(u) {
                if g.opcodes.get(v as usize) == Some(&op::ConstantFunctionPointerINTEL) {
                    own[v as usize] = 2;
                }
            }
        }
    }
    let mut group = vec![0u8; g.len()];
    for &u in order.iter() {
        let own = own[u as usize];
        group[u as usize] = g
            .deps(u)
            .iter()
            .filter(|&&v| !cuts.is_cut(g, u, v))
            .map(|&v| group[v as usize])
            .fold(own, u8::max);
    }
    order.sort_by_key(|&u| group[u as usize]);
}

/// One iterative depth-first pass over the graph without the cut edges. Fills `order` with
/// the post-order (a topological order when the pass meets no cycle); returns whether it met
/// (and cut) a cycle.
pub(super) fn dfs_pass(g: &GlobalGraph, cuts: &mut Cuts, order: &mut Vec<u32>) -> Result<bool> {
    const WHITE: u8 = 0;
    const GRAY: u8 = 1;
    const BLACK: u8 = 2;
    let n = g.len();
    order.clear();
    let mut color = vec![WHITE; n];
    let mut stack_pos = vec![0u32; n];
    // (node, next edge index)
    let mut stack: Vec<(u32, u32)> = Vec::new();
    let mut changed = false;
    for root in 0..n as u32 {
        if color[root as usize] != WHITE {
            continue;
        }
        color[root as usize] = GRAY;
        stack.push((root, g.edge_range(root).0));
        while let Some(top) = stack.last_mut() {
            let (u, k) = *top;
            if k < g.edge_range(u).1 {
                top.1 += 1;
                let v = g.edges[k as usize];
                if cuts.is_cut(g, u, v) {
                    continue;
                }
                match color[v as usize] {
                    WHITE => {
                        color[v as usize] = GRAY;
                        stack_pos[v as usize] = stack.len() as u32;
                        stack.push((v, g.edge_range(v).0));
                    }
                    GRAY => {
                        let cycle: Vec<u32> = stack[stack_pos[v as usize] as usize..]
                            .iter()
                            .map(|&(node, _)| node)
                            .collect();
                        cuts.cut_cycle(g, &cycle)?;
                        changed = true;
                    }
                    _ => {}
                }
            } else {
                stack.pop();
                color[u as usize] = BLACK;
                order.push(u);
            }
        }
    }
    Ok(changed)
}

/// The order with an `OpTypeForwardPointer` for each pointer that a global before it uses;
/// all of them come first, as llvm-spirv writes them (they depend on nothing).
pub(super) fn place_forward_pointers(
    g: &GlobalGraph,
    cuts: &Cuts,
    order: &[u32],
) -> Vec<GlobalItem> {
    let mut items = Vec::with_capacity(order.len());
    let mut done = vec![false; g.len()];
    for &u in order {
        for &v in g.deps(u) {
            if cuts.is_cut(g, u, v) && !done[v as usize] {
                done[v as usize] = true;
                items.push(GlobalItem::Forward(v));
            }
        }
        done[u as usize] = true;
    }
    items.extend(order.iter().map(|&u| GlobalItem::Inst(u)));
    items
}
