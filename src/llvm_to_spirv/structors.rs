//! `@llvm.global_ctors` / `@llvm.global_dtors` → the `Initializer` / `Finalizer` execution
//! modes (`mapping::linkage::STRUCTOR_LISTS`) of the kernels they list, which a runtime runs
//! before / after the program's other kernels. A listed function that is not a kernel has no
//! entry point to carry the mode: under SPV_INTEL_function_pointers the list is kept as a
//! variable (`globals`), otherwise it is dropped with a warning.

use super::globals::strip_casts;
use crate::llvm::ir::{Module, Value, ValueKind};
use crate::mapping::linkage::STRUCTOR_LISTS;

/// The `spir_kernel` calling convention.
const SPIR_KERNEL: u32 = 76;

/// (kernel, execution mode) for each kernel on a structor list, in list order.
pub(crate) fn structor_modes<'c>(module: &Module<'c>) -> Vec<(Value<'c>, u32)> {
    let mut out = Vec::new();
    for g in module.globals() {
        let Some(&(list, mode)) = STRUCTOR_LISTS
            .iter()
            .find(|(n, _)| n.as_bytes() == g.name())
        else {
            continue;
        };
        let Some(init) = g.initializer() else {
            continue;
        };
        // (An array (LangRef: llvm.global_ctors); anything else has no entries.)
        let n = init.type_of().array_len().unwrap_or(0) as u32;
        // Each entry is { i32 priority, void ()* function, i8* data }.
        for f in (0..n).filter_map(|i| init.const_element(i)?.const_element(1)) {
            let f = strip_casts(f);
            if f.kind() != ValueKind::Function {
                continue;
            }
            if f.call_conv() == SPIR_KERNEL {
                out.push((f, mode));
            } else {
                tracing::warn!(
                    "{list}: {} is not a kernel, so no entry point can say that it runs \
                     {}; it is not on the list in SPIR-V",
                    f.name_str(),
                    if list.ends_with("ctors") {
                        "first"
                    } else {
                        "last"
                    }
                );
            }
        }
    }
    out
}
