//! Internal functions that nothing reachable calls or takes the address of are not translated:
//! no other module can reach them, so the SPIR-V means the same without them (`llvm-spirv`
//! drops unused internal functions too). Kernels are entry points and always kept. Nor are
//! declarations nothing uses: an Import the module never uses would only ask the linker for a
//! definition nobody needs (`llvm-spirv` drops them too).

use super::FastSet;
use crate::llvm::ir::{Module, Value, ValueKind};
use llvm_sys::LLVMLinkage;
use std::collections::HashMap;

/// The `spir_kernel` calling convention.
const SPIR_KERNEL: u32 = 76;
/// How deep constant expressions (casts of casts) are followed to the instructions using them.
const MAX_DEPTH: u32 = 16;

/// The internal functions no live code uses (live: every other function, and whatever a
/// global variable's initializer or a live function uses), and the unused declarations.
pub(crate) fn dead_functions<'c>(module: &Module<'c>) -> FastSet<Value<'c>> {
    let candidates: Vec<Value<'c>> = module
        .functions()
        .filter(|f| {
            !f.is_declaration()
                && f.linkage() == LLVMLinkage::LLVMInternalLinkage
                && f.call_conv() != SPIR_KERNEL
        })
        .collect();
    let candidate_set: FastSet<Value<'c>> = candidates.iter().copied().collect();
    // Which candidates each function uses; candidates something else uses are live.
    let mut used_by: HashMap<Value<'c>, Vec<Value<'c>>> = HashMap::new();
    let mut live: Vec<Value<'c>> = Vec::new();
    for &f in &candidates {
        let mut users: Vec<(Value<'c>, u32)> = f.users().into_iter().map(|u| (u, 0)).collect();
        let mut rooted = false;
        while let Some((u, depth)) = users.pop() {
            match u.kind() {
                ValueKind::Instruction => match u.parent_function() {
                    Some(p) if candidate_set.contains(&p) => {
                        used_by.entry(p).or_default().push(f);
                    }
                    _ => rooted = true,
                },
                // A constant expression used by nothing holds nothing alive.
                ValueKind::ConstantExpr if depth < MAX_DEPTH => {
                    users.extend(u.users().into_iter().map(|v| (v, depth + 1)));
                }
                _ => rooted = true,
            }
            if rooted {
                break;
            }
        }
        if rooted {
            live.push(f);
        }
    }
    let mut reached: FastSet<Value<'c>> = live.iter().copied().collect();
    while let Some(f) = live.pop() {
        for &g in used_by.get(&f).into_iter().flatten() {
            if reached.insert(g) {
                live.push(g);
            }
        }
    }
    let unused_declarations = module
        .functions()
        .filter(|f| f.is_declaration() && !f.has_uses());
    candidates
        .into_iter()
        .filter(|f| !reached.contains(f))
        .chain(unused_declarations)
        .collect()
}
