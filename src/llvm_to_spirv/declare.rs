//! What the declare pass (`functions::declare_functions`) decided, as the other passes read it:
//! whether a function is an `OpFunction`, and its id and name, made where it is first referenced
//! (its definition, a call before it, or its address), as `llvm-spirv` orders them.

use super::Ctx;
use crate::error::Result;
use crate::llvm::ir::Value;
use crate::spirv::Id;

/// The `spir_kernel` calling convention.
pub(crate) const SPIR_KERNEL: u32 = 76;
/// LLVM's attribute index of the function itself.
pub(crate) const FUNCTION_INDEX: u32 = u32::MAX;

/// Whether the declare pass made the function an `OpFunction`.
pub(crate) fn is_translated(cx: &Ctx<'_, '_>, f: Value<'_>) -> bool {
    cx.translated_functions.contains(&f)
}

/// Whether a function is an LLVM intrinsic: by name, as LLVM reserves the `llvm.` prefix (an
/// intrinsic of a target LLVM was built without has no intrinsic id).
pub(crate) fn is_intrinsic(f: Value<'_>) -> bool {
    f.intrinsic_id() != 0 || f.name().starts_with(b"llvm.")
}

/// The variadic `printf` of OpenCL C.
pub(crate) fn is_printf(f: Value<'_>) -> bool {
    f.name() == b"printf" && f.function_type().is_some_and(|t| t.is_vararg())
}

/// The id of a function: at its first reference its type is made, then its id.
pub(crate) fn function_id<'c>(cx: &mut Ctx<'c, '_>, f: Value<'c>) -> Result<Id> {
    if let Some(&id) = cx.values.get(&f) {
        return Ok(id);
    }
    if let Some(ty) = f.function_type() {
        super::samplers::function_type(cx, f, ty)?;
    }
    Ok(cx.value_id(f))
}

/// Names a function once, where it is first met: its definition, or a call before it (the
/// order `llvm-spirv` writes the names in).
pub(crate) fn name_function<'c>(cx: &mut Ctx<'c, '_>, f: Value<'c>) {
    if let Some(&id) = cx.values.get(&f)
        && cx.named_functions.insert(f)
    {
        cx.b.name(id, &f.name_str());
    }
}
