//! SPV_INTEL_vector_compute: the `VC*` string attributes of functions and their parameters
//! → decorations and execution modes, where the extension is allowed.

use super::Ctx;
use crate::llvm::ir::{Module, Value};
use crate::spirv::Id;
use crate::spirv::grammar::{self, OperandKind};
use crate::spirv::tables::enums;

pub(crate) const EXT: &str = "SPV_INTEL_vector_compute";
const FUNCTION_INDEX: u32 = u32::MAX;

use crate::mapping::vector_compute::{
    FLAG_MODES, FUNCTION_DECORATIONS, GLOBAL_DECORATIONS, MODES, PARAM_DECORATIONS,
};

/// Whether the module is a vector-compute one (a function says "VCFunction") that may use
/// the extension.
pub(crate) fn is_vc_module(cx: &Ctx<'_, '_>, module: &Module<'_>) -> bool {
    cx.extension_allowed(EXT)
        && module
            .functions()
            .any(|f| f.string_attribute(FUNCTION_INDEX, "VCFunction").is_some())
}

fn literal(value: &str) -> Option<u32> {
    value.trim().parse().ok()
}

fn apply(cx: &mut Ctx<'_, '_>, f: Value<'_>, index: u32, rows: &[(&str, u32, bool)], id: Id) {
    apply_with(cx, rows, id, |attr| f.string_attribute(index, attr));
}

/// Decorates `id` by the rows whose attribute `attribute` finds.
fn apply_with(
    cx: &mut Ctx<'_, '_>,
    rows: &[(&str, u32, bool)],
    id: Id,
    attribute: impl Fn(&str) -> Option<String>,
) {
    for &(attr, decoration, with_value) in rows {
        let Some(value) = attribute(attr) else {
            continue;
        };
        // A literal the decoration takes, or may take (SingleElementVectorINTEL's level of
        // indirection, written when it is not 0).
        let required = OperandKind::Decoration
            .def()
            .enumerant(decoration)
            .is_some_and(|d| !d.parameters.is_empty());
        let optional = grammar::optional_parameter(OperandKind::Decoration, decoration).is_some();
        let lits: Vec<u32> = match literal(&value) {
            Some(v) if with_value && required => vec![v],
            Some(v) if with_value && optional && v != 0 => vec![v],
            _ => Vec::new(),
        };
        cx.b.require_extension(EXT);
        cx.b.require_capability(enums::Capability::VectorComputeINTEL);
        cx.b.decorate(id, decoration, &lits);
    }
}

/// Whether a global variable is a vector-compute one in LLVM's private address space (0):
/// such a variable is per-thread (it lives in registers), so it is a `Private` variable, which
/// the extension allows in a Kernel module, used as it is.
pub(crate) fn is_private_global(cx: &Ctx<'_, '_>, g: Value<'_>) -> bool {
    cx.extension_allowed(EXT)
        && g.type_of().address_space() == Some(0)
        && g.global_string_attribute("VCGlobalVariable").is_some()
}

/// The decorations of a vector-compute global variable.
pub(crate) fn global_decorations(cx: &mut Ctx<'_, '_>, g: Value<'_>, id: Id) {
    if !cx.extension_allowed(EXT) || g.global_string_attribute("VCGlobalVariable").is_none() {
        return;
    }
    apply_with(cx, GLOBAL_DECORATIONS, id, |attr| {
        g.global_string_attribute(attr)
    });
}

/// The decorations of a function, its return value and its parameters.
pub(crate) fn function_decorations(cx: &mut Ctx<'_, '_>, f: Value<'_>, id: Id, params: &[Id]) {
    if !cx.extension_allowed(EXT) {
        return;
    }
    apply(cx, f, FUNCTION_INDEX, FUNCTION_DECORATIONS, id);
    apply(cx, f, 0, PARAM_DECORATIONS, id);
    for (k, &p) in params.iter().enumerate() {
        apply(cx, f, k as u32 + 1, PARAM_DECORATIONS, p);
    }
}

/// The execution modes of an entry point: those of the vector-compute attributes where
/// SPV_INTEL_vector_compute is allowed, and the flag modes where their own extension is
/// (FastCompositeKernelINTEL needs only SPV_INTEL_fast_composite, as llvm-spirv has it).
pub(crate) fn execution_modes(cx: &Ctx<'_, '_>, f: Value<'_>) -> Vec<(u32, Vec<u32>)> {
    let mut modes: Vec<(u32, Vec<u32>)> = Vec::new();
    if cx.extension_allowed(EXT) {
        modes.extend(MODES.iter().filter_map(|&(attr, mode)| {
            let v = literal(&f.string_attribute(FUNCTION_INDEX, attr)?)?;
            Some((mode, vec![v]))
        }));
    }
    for &(attr, mode, ext) in FLAG_MODES {
        if f.string_attribute(FUNCTION_INDEX, attr).is_some() && cx.extension_allowed(ext) {
            modes.push((mode, Vec::new()));
        }
    }
    modes
}
