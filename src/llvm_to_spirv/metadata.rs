//! Module metadata → module-scope instructions: `opencl.ocl.version` → `OpSource`,
//! `opencl.used.extensions` → `OpSourceExtension`.

use super::Ctx;
use crate::error::Result;
use crate::llvm::ir::{Module, Value};
use crate::spirv::tables::enums;

/// The integers of a metadata tuple like `!{i32 2, i32 0}`.
fn md_ints(node: Value<'_>) -> Vec<u64> {
    node.md_node_operands()
        .into_iter()
        .flatten()
        .filter_map(|v| v.const_int_zext())
        .collect()
}

/// The strings of a metadata tuple like `!{!"cl_khr_fp16", !"cl_khr_int64"}`.
fn md_strings(node: Value<'_>) -> Vec<String> {
    node.md_node_operands()
        .into_iter()
        .flatten()
        .filter_map(|v| {
            v.md_string()
                .map(|s| String::from_utf8_lossy(s).into_owned())
        })
        .collect()
}

pub(crate) fn translate_module_metadata<'c>(
    cx: &mut Ctx<'c, '_>,
    module: &Module<'c>,
) -> Result<()> {
    let version = module
        .named_metadata("opencl.ocl.version")
        .first()
        .map(|n| md_ints(*n));
    let cxx = module
        .named_metadata("opencl.cxx.version")
        .first()
        .map(|n| md_ints(*n));
    let (language, version) = match (cxx, version) {
        (Some(v), _) if v.len() >= 2 => (enums::SourceLanguage::OpenCL_CPP, v),
        (_, Some(v)) if v.len() >= 2 => (enums::SourceLanguage::OpenCL_C, v),
        _ => (enums::SourceLanguage::Unknown, vec![0, 0]),
    };
    let word =
        (version[0] * 100_000 + version[1] * 1000 + version.get(2).copied().unwrap_or(0)) as u32;
    cx.b.source(language, word, None, None);
    for node in module.named_metadata("opencl.used.extensions") {
        for ext in md_strings(node) {
            cx.b.source_extension(&ext);
        }
    }
    Ok(())
}
