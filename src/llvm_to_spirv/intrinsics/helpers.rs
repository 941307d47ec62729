//! Emits the functions the translation of intrinsics adds to the module (memset and memmove
//! loops, value maps, masked loads and stores, element-wise atomic copies), after the module's
//! own functions.

use super::*;

/// Emits the helper functions the translation asked for.
pub(crate) fn emit_helpers(cx: &mut Ctx<'_, '_>) {
    let helpers = std::mem::take(&mut cx.helpers);
    for h in helpers {
        match h {
            Helper::Memset {
                id,
                name,
                ptr,
                len,
                bits,
                volatile,
            } => super::memory::emit_memset(cx, (id, &name), ptr, len, bits, volatile),
            Helper::Memmove {
                id,
                name,
                dest,
                src,
                len,
                bits,
                volatile,
            } => super::memory::emit_memmove(cx, (id, &name), [dest, src, len], bits, volatile),
            Helper::ValueMap {
                id,
                name,
                table,
                default,
            } => super::super::builtin_calls::emit_value_map(cx, id, name, table, default),
            Helper::Masked(m) => super::masked::emit(cx, &m),
            Helper::ElementAtomic(e) => super::element_atomic::emit(cx, &e),
        }
    }
}
