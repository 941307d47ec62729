//! SPV_INTEL_memory_access_aliasing back to `!alias.scope` / `!noalias` metadata: a scope
//! list declaration becomes `!{!scope, ...}`, a scope `distinct !{!self, !domain}`, a domain
//! `distinct !{!self}`; each declaration makes one node.

use super::Rx;
use crate::llvm::build::{Md, MdOperand};
use crate::llvm::ir::Value;
use crate::spirv::tables::{enums, op};

/// The node of a declaration (`None` when `id` declares no domain, scope or list).
fn node<'c>(rx: &mut Rx<'c, '_>, id: u32, depth: u32) -> Option<Md<'c>> {
    if let Some(&n) = rx.alias_md.get(&id) {
        return Some(n);
    }
    let def = rx.def(id)?;
    let ops = rx.m.operands(def);
    let n = match rx.m.opcode(def) {
        op::AliasDomainDeclINTEL if depth == 2 => rx.b.distinct_self_ref_node(&[])?,
        op::AliasScopeDeclINTEL if depth == 1 => {
            let domain = node(rx, *ops.get(1)?, 2)?;
            rx.b.distinct_self_ref_node(&[domain])?
        }
        op::AliasScopeListDeclINTEL if depth == 0 => {
            let ops = ops.get(1..)?.to_vec();
            let mut scopes = Vec::with_capacity(ops.len());
            for s in ops {
                scopes.push(MdOperand::Node(node(rx, s, 1)?));
            }
            rx.b.md_node(&scopes)
        }
        _ => return None,
    };
    rx.alias_md.insert(id, n);
    Some(n)
}

/// Attaches the scope lists a MemoryAccess operand names to `inst`.
pub(crate) fn attach<'c>(rx: &mut Rx<'c, '_>, inst: Value<'c>, words: &[u32]) {
    let Some(&mask) = words.first() else { return };
    use enums::MemoryAccess as M;
    if mask & (M::AliasScopeINTELMask | M::NoAliasINTELMask) == 0 {
        return;
    }
    // Operands follow the mask in the order of its bits.
    let mut k = 1;
    for bit in [M::Aligned, M::MakePointerAvailable, M::MakePointerVisible] {
        if mask & bit != 0 {
            k += 1;
        }
    }
    for (bit, kind) in [
        (M::AliasScopeINTELMask, "alias.scope"),
        (M::NoAliasINTELMask, "noalias"),
    ] {
        if mask & bit == 0 {
            continue;
        }
        if let Some(n) = words.get(k).and_then(|&id| node(rx, id, 0)) {
            rx.b.set_metadata(inst, kind, n);
        }
        k += 1;
    }
}

/// The `AliasScopeINTEL` / `NoAliasINTEL` decorations of a call's result as metadata.
pub(crate) fn attach_decorations<'c>(rx: &mut Rx<'c, '_>, inst: Value<'c>, id: u32) {
    for (dec, kind) in [
        (enums::Decoration::AliasScopeINTEL, "alias.scope"),
        (enums::Decoration::NoAliasINTEL, "noalias"),
    ] {
        let list = rx.decoration(id, dec).and_then(|p| p.first().copied());
        if let Some(n) = list.and_then(|l| node(rx, l, 0)) {
            rx.b.set_metadata(inst, kind, n);
        }
    }
}
