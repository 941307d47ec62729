//! The vector-compute `VCFloatControl` function attribute → SPV_INTEL_float_controls2: on a
//! kernel, float-control execution modes for each width (the KHR ones where the SPIR-V
//! version has them, the INTEL ones where SPV_INTEL_float_controls2 is allowed), and on any
//! function, where SPV_INTEL_vector_compute and SPV_INTEL_float_controls2 are both allowed,
//! the FunctionRoundingModeINTEL / FunctionDenormModeINTEL / FunctionFloatingPointModeINTEL
//! decorations (as `llvm-spirv` writes them).

use super::Ctx;
use crate::llvm::ir::Value;
use crate::mapping::float_controls::{ATTRIBUTE, decode};
use crate::spirv::Id;
use crate::spirv::tables::enums;

const FUNCTION_INDEX: u32 = u32::MAX;
const EXT: &str = "SPV_INTEL_float_controls2";

/// The attribute's value, where the function has one that is a number.
fn value(f: Value<'_>) -> Option<u32> {
    f.string_attribute(FUNCTION_INDEX, ATTRIBUTE)?
        .trim()
        .parse()
        .ok()
}

/// The execution modes of a kernel's `VCFloatControl` (each with its width literal), in
/// the order rounding, denormal, operation mode for 64, 32 and 16 bits; the caller keeps
/// those the module may have.
pub(crate) fn kernel_modes(f: Value<'_>) -> Vec<(u32, Vec<u32>)> {
    let Some(v) = value(f) else {
        return Vec::new();
    };
    let mut modes = Vec::new();
    for w in decode(v) {
        for mode in [w.rounding.1, w.denorm.1, w.operation.1] {
            modes.push((mode, vec![w.width]));
        }
    }
    modes
}

/// The function decorations of a `VCFloatControl`.
pub(crate) fn function_decorations(cx: &mut Ctx<'_, '_>, f: Value<'_>, id: Id) {
    let Some(v) = value(f) else {
        return;
    };
    if !cx.extension_allowed(EXT) || !cx.extension_allowed(super::vector_compute::EXT) {
        return;
    }
    cx.b.require_extension(EXT);
    cx.b.require_capability(enums::Capability::FunctionFloatControlINTEL);
    for w in decode(v) {
        for (decoration, mode) in [
            (enums::Decoration::FunctionDenormModeINTEL, w.denorm.0),
            (enums::Decoration::FunctionRoundingModeINTEL, w.rounding.0),
            (
                enums::Decoration::FunctionFloatingPointModeINTEL,
                w.operation.0,
            ),
        ] {
            cx.b.decorate(id, decoration, &[w.width, mode]);
        }
    }
}

/// The floating-point operation modes need FloatingPointModeINTEL (as the extension's
/// specification says; the grammar names only RoundToInfinityINTEL, which the builder adds).
pub(crate) fn require_mode_capabilities(cx: &mut Ctx<'_, '_>, modes: &[(u32, Vec<u32>)]) {
    if modes.iter().any(|&(m, _)| {
        m == enums::ExecutionMode::FloatingPointModeALTINTEL
            || m == enums::ExecutionMode::FloatingPointModeIEEEINTEL
    }) {
        cx.b.require_extension(EXT);
        cx.b.require_capability(enums::Capability::FloatingPointModeINTEL);
    }
}
