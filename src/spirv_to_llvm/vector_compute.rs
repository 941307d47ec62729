//! SPV_INTEL_vector_compute decorations and execution modes → the `VC*` string attributes of
//! functions and their parameters (the rows are the forward direction's).

use super::Rx;
use crate::llvm::ir::{Function, Value};
use crate::mapping::vector_compute::{
    FLAG_MODES, FUNCTION_DECORATIONS, GLOBAL_DECORATIONS, MODES, PARAM_DECORATIONS,
};
use crate::spirv::tables::enums;

const FUNCTION_INDEX: u32 = u32::MAX;

fn apply<'c>(rx: &Rx<'c, '_>, func: Function<'c>, index: u32, rows: &[(&str, u32, bool)], id: u32) {
    apply_with(rx, rows, id, |attr, value| {
        rx.b.add_string_attribute(func, index, attr, value)
    });
}

/// Calls `set(attribute, value)` for each decoration of `id` that a row has.
fn apply_with(rx: &Rx<'_, '_>, rows: &[(&str, u32, bool)], id: u32, set: impl Fn(&str, &str)) {
    for &(dec, params) in rx.decorations(id) {
        let Some(&(attr, _, with_value)) = rows.iter().find(|(_, d, _)| *d == dec) else {
            continue;
        };
        let value = match params.first() {
            Some(v) if with_value => v.to_string(),
            None if with_value => "0".into(),
            _ => String::new(),
        };
        set(attr, &value);
    }
}

/// The attributes of a vector-compute global variable (decorated VectorComputeVariableINTEL).
pub(crate) fn global_attributes(rx: &Rx<'_, '_>, g: Value<'_>, id: u32) {
    if !rx.has_decoration(id, enums::Decoration::VectorComputeVariableINTEL) {
        return;
    }
    apply_with(rx, GLOBAL_DECORATIONS, id, |attr, value| {
        g.add_global_string_attribute(attr, value);
    });
}

/// The attributes of a function (SPIR-V id `fid`) and of its parameters.
pub(crate) fn attributes<'c>(rx: &Rx<'c, '_>, func: Function<'c>, fid: u32, params: &[u32]) {
    apply(rx, func, FUNCTION_INDEX, FUNCTION_DECORATIONS, fid);
    apply(rx, func, 0, PARAM_DECORATIONS, fid);
    for (k, &p) in params.iter().enumerate() {
        apply(rx, func, k as u32 + 1, PARAM_DECORATIONS, p);
    }
}

/// An execution mode that is a function attribute: sets it and answers true.
pub(crate) fn mode_attribute<'c>(
    rx: &Rx<'c, '_>,
    func: Function<'c>,
    mode: u32,
    literals: &[u32],
) -> bool {
    if let Some(&(attr, _, _)) = FLAG_MODES.iter().find(|r| r.1 == mode) {
        rx.b.add_string_attribute(func, FUNCTION_INDEX, attr, "");
        return true;
    }
    let Some(&(attr, _)) = MODES.iter().find(|(_, m)| *m == mode) else {
        return false;
    };
    // (Both modes take one literal, which the decoders check; only a module built in memory
    // without it reaches here, and gets an attribute without a value.)
    let value = literals.first().map(u32::to_string).unwrap_or_default();
    rx.b.add_string_attribute(func, FUNCTION_INDEX, attr, &value);
    true
}
