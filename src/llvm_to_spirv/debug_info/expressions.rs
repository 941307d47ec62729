//! DWARF expressions → DebugExpression and DebugOperation instructions.

use super::*;

pub(super) fn expression<'c>(cx: &mut Ctx<'c, '_>, d: Di<'c>) -> Vec<u32> {
    let elems = d.expr_ops();
    let mut out = Vec::new();
    let mut k = 0;
    while k < elems.len() {
        let op = elems[k];
        let n = operation_literals(op);
        match operation_to_spirv(op, cx.dbg.legacy, cx.dbg.extended) {
            Some(spv) => {
                let mut ops = vec![spv];
                // (LLVM's verifier checks a DIExpression: each operation has its arguments.)
                for j in 0..n {
                    // (Each operation has its arguments, as said above.)
                    ops.push(elems.get(k + 1 + j).copied().unwrap_or(0) as u32);
                }
                let oid = cx.b.fresh_id();
                cx.dbg_emit(oid, di::OPERATION, ops, usize::MAX);
                out.push(oid.0);
                k += 1 + n;
            }
            None => k += 1 + n,
        }
    }
    out
}

/// A new DebugExpression of nothing but the trailing fragment of `ops` (in
/// OpenCL.DebugInfo.100; an empty one without).
pub(super) fn fragment_expression(cx: &mut Ctx<'_, '_>, ops: &[u64]) -> u32 {
    let mut out = Vec::new();
    if let Some((offset, size)) = trailing_fragment(ops, cx.dbg.legacy) {
        let f = cx.b.fresh_id();
        cx.dbg_emit(
            f,
            di::OPERATION,
            vec![FRAGMENT.1, offset as u32, size as u32],
            usize::MAX,
        );
        out.push(f.0);
    }
    let id = cx.b.fresh_id();
    cx.dbg_emit(id, di::EXPRESSION, out, usize::MAX);
    id.0
}

/// The (offset, size) of the `DW_OP_LLVM_fragment` that ends `ops`, in the sets that have
/// Fragment (not the legacy one).
pub(super) fn trailing_fragment(ops: &[u64], legacy: bool) -> Option<(u64, u64)> {
    match ops {
        [.., op, offset, size] if *op == FRAGMENT.0 && !legacy => Some((*offset, *size)),
        _ => None,
    }
}

/// A new DebugExpression of `e`'s operations (`elems`) with a Deref after them (before a
/// trailing fragment).
pub(super) fn deref_expression<'c>(cx: &mut Ctx<'c, '_>, e: Option<Di<'c>>, elems: &[u64]) -> u32 {
    let mut ops = match e {
        Some(e) => expression(cx, e),
        None => Vec::new(),
    };
    let fragment = trailing_fragment(elems, cx.dbg.legacy).is_some();
    let deref = cx.b.fresh_id();
    cx.dbg_emit(deref, di::OPERATION, vec![0], usize::MAX);
    let at = if fragment {
        ops.len().saturating_sub(1)
    } else {
        ops.len()
    };
    ops.insert(at, deref.0);
    let id = cx.b.fresh_id();
    cx.dbg_emit(id, di::EXPRESSION, ops, usize::MAX);
    id.0
}
