//! `!alias.scope` / `!noalias` metadata as SPV_INTEL_memory_access_aliasing: each domain,
//! scope and scope list becomes one module-scope declaration (`OpAliasDomainDeclINTEL`,
//! `OpAliasScopeDeclINTEL`, `OpAliasScopeListDeclINTEL`), made once per node.

use super::Ctx;
use crate::llvm::ir::{Md, Value};
use crate::spirv::Id;
use crate::spirv::tables::{enums, op};

pub(crate) const EXT: &str = "SPV_INTEL_memory_access_aliasing";

/// The declaration of one metadata node, made on first use.
fn declare<'c>(cx: &mut Ctx<'c, '_>, node: Md<'c>, opcode: u16, ops: &[u32]) -> Id {
    if let Some(&id) = cx.alias_decls.get(&node) {
        return id;
    }
    let id = cx.b.named_decl(opcode, ops);
    cx.alias_decls.insert(node, id);
    id
}

/// A scope list node `!{!scope, ...}`, each scope `distinct !{!scope, !domain, ...}`; `None`
/// when the node has another shape.
fn scope_list<'c>(cx: &mut Ctx<'c, '_>, list: Md<'c>) -> Option<Id> {
    if let Some(&id) = cx.alias_decls.get(&list) {
        return Some(id);
    }
    let mut scopes = Vec::with_capacity(list.num_operands() as usize);
    for scope in list.operands() {
        let scope = scope?;
        let domain = scope.operand(1)?;
        if scope.num_operands() < 2 {
            return None;
        }
        let d = declare(cx, domain, op::AliasDomainDeclINTEL, &[]);
        scopes.push(declare(cx, scope, op::AliasScopeDeclINTEL, &[d.0]).0);
    }
    Some(declare(cx, list, op::AliasScopeListDeclINTEL, &scopes))
}

/// The `AliasScopeINTELMask` / `NoAliasINTELMask` bits and their list ids for a load or
/// store, when the extension is allowed (otherwise the metadata is dropped).
pub(crate) fn memory_access_bits<'c>(
    cx: &mut Ctx<'c, '_>,
    inst: Value<'c>,
) -> (u32, [Option<Id>; 2]) {
    if !cx.memory_aliasing {
        return (0, [None, None]);
    }
    let scope = inst.metadata("alias.scope").and_then(|m| scope_list(cx, m));
    let noalias = inst.metadata("noalias").and_then(|m| scope_list(cx, m));
    let mut mask = 0;
    if scope.is_some() {
        mask |= enums::MemoryAccess::AliasScopeINTELMask;
    }
    if noalias.is_some() {
        mask |= enums::MemoryAccess::NoAliasINTELMask;
    }
    (mask, [scope, noalias])
}

/// A call's lists as `AliasScopeINTEL` / `NoAliasINTEL` decorations of its result.
pub(crate) fn decorate_call<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>, id: Id) {
    let (_, [scope, noalias]) = memory_access_bits(cx, inst);
    if let Some(l) = scope {
        cx.b.decorate_id(id, enums::Decoration::AliasScopeINTEL, &[l]);
    }
    if let Some(l) = noalias {
        cx.b.decorate_id(id, enums::Decoration::NoAliasINTEL, &[l]);
    }
}
