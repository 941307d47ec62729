//! Module metadata → module-scope instructions: `opencl.ocl.version` → `OpSource`,
//! `opencl.used.extensions` → `OpSourceExtension`.

use super::Ctx;
use crate::error::Result;
use crate::llvm::ir::{Md, Module, Type, TypeKind, Value, ValueKind};
use crate::spirv::Id;
use crate::spirv::tables::{enums, op};

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
    if !spirv_source(cx, module) {
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
        // (The third number, the revision, is optional: none is 0.)
        let word = (version[0] * 100_000 + version[1] * 1000 + version.get(2).copied().unwrap_or(0))
            as u32;
        cx.b.source(language, word, None, None);
    }
    for name in ["opencl.used.extensions", "spirv.SourceExtension"] {
        for node in module.named_metadata(name) {
            for ext in md_strings(node) {
                cx.half_arithmetic |= ext == "cl_khr_fp16";
                cx.b.source_extension(&ext);
            }
        }
    }
    // SPIR-V-friendly IR names the module's extensions and capabilities.
    for node in module.named_md("spirv.Extension") {
        for ext in node
            .operands()
            .into_iter()
            .flatten()
            .filter_map(|o| o.string())
        {
            cx.allow_extension(&ext, "!spirv.Extension")?;
        }
    }
    for node in module.named_md("spirv.Capability") {
        for cap in node_ints(node) {
            cx.b.require_capability(cap);
        }
    }
    Ok(())
}

/// `!spirv.Source = !{!{i32 language, i32 version, !{!"file"}?}}` → `OpSource`; false when
/// absent.
fn spirv_source(cx: &mut Ctx<'_, '_>, module: &Module<'_>) -> bool {
    let Some(node) = module.named_md("spirv.Source").into_iter().next() else {
        return false;
    };
    let ops = node.operands();
    let int = |i: usize| ops.get(i).copied().flatten().and_then(|o| o.int());
    let (Some(language), Some(version)) = (int(0), int(1)) else {
        return false;
    };
    let file = ops
        .get(2)
        .copied()
        .flatten()
        .and_then(|f| f.string().or_else(|| f.operand(0).and_then(|s| s.string())))
        .map(|path| cx.b.string(&path));
    cx.b.source(language as u32, version as u32, file, None);
    true
}

/// `vec_type_hint`'s type as `llvm-spirv` encodes it for `VecTypeHint`: the element count in
/// the high 16 bits (0 for a scalar), the scalar type in the low ones (char 0, short 1, int 2,
/// long 3, half 4, float 5, double 6).
pub(crate) fn vec_type_hint(ty: Type<'_>) -> Option<u32> {
    let (elem, n) = match ty.kind() {
        TypeKind::Vector => (ty.element()?, ty.vector_len()?),
        _ => (ty, 0),
    };
    let code = match (elem.kind(), elem.int_width()) {
        (TypeKind::Integer, Some(8)) => 0,
        (TypeKind::Integer, Some(16)) => 1,
        (TypeKind::Integer, Some(32)) => 2,
        (TypeKind::Integer, Some(64)) => 3,
        (TypeKind::Half, _) => 4,
        (TypeKind::Float, _) => 5,
        (TypeKind::Double, _) => 6,
        _ => return None,
    };
    Some(n << 16 | code)
}

/// The integers of a metadata node.
fn node_ints(node: Md<'_>) -> Vec<u32> {
    node.operands()
        .into_iter()
        .flatten()
        .filter_map(|o| o.int())
        .map(|v| v as u32)
        .collect()
}

/// Execution modes of a kernel from its metadata: `reqd_work_group_size` → `LocalSize`,
/// `work_group_size_hint` → `LocalSizeHint`, `vec_type_hint` → `VecTypeHint`,
/// `intel_reqd_sub_group_size` → `SubgroupSize`.
pub(crate) fn kernel_execution_modes(f: Value<'_>) -> Vec<(u32, Vec<u32>)> {
    let mut modes = Vec::new();
    for (kind, mode) in [
        ("reqd_work_group_size", enums::ExecutionMode::LocalSize),
        ("work_group_size_hint", enums::ExecutionMode::LocalSizeHint),
    ] {
        if let Some(md) = f.metadata(kind) {
            let mut dims = node_ints(md);
            dims.resize(3, 1);
            modes.push((mode, dims));
        }
    }
    if let Some(hint) = f
        .metadata("vec_type_hint")
        .and_then(|md| md.operand(0))
        .and_then(|o| o.value())
        .and_then(|v| vec_type_hint(v.type_of()))
    {
        modes.push((enums::ExecutionMode::VecTypeHint, vec![hint]));
    }
    if let Some(&size) = f
        .metadata("intel_reqd_sub_group_size")
        .map(node_ints)
        .as_deref()
        .and_then(|v| v.first())
    {
        modes.push((enums::ExecutionMode::SubgroupSize, vec![size]));
    }
    modes
}

/// `!spirv.ExecutionMode = !{!{void ()* @k, i32 mode, literals...}, ...}`: the modes of each
/// function it names.
pub(crate) fn spirv_execution_modes<'c>(module: &Module<'c>) -> Vec<(Value<'c>, u32, Vec<u32>)> {
    let mut out = Vec::new();
    for node in module.named_md("spirv.ExecutionMode") {
        let ops = node.operands();
        let Some(f) = ops.first().copied().flatten().and_then(|o| o.value()) else {
            continue;
        };
        let f = match f.kind() {
            ValueKind::Function => f,
            // A function seen through a cast.
            _ => match f.operand(0) {
                Some(g) if g.kind() == ValueKind::Function => g,
                _ => continue,
            },
        };
        let ints: Vec<u32> = ops[1..]
            .iter()
            .flatten()
            .filter_map(|o| o.int())
            .map(|v| v as u32)
            .collect();
        if let Some((&mode, lits)) = ints.split_first() {
            out.push((f, mode, lits.to_vec()));
        }
    }
    out
}

/// A decoration-list (`!{!{i32 decoration, operands...}, ...}`, the seed's
/// `spirv.Decorations`) → `OpDecorate`s of `target` (`owner` names it for messages). Integer
/// operands are literal words, strings are literal strings; a decoration whose operands do
/// not fit its grammar is an error naming it.
/// `written` lists the decorations the target already has (decoration, operands): the list
/// does not repeat them (SPV-IR carries a parameter's `signext` both as the LLVM attribute and
/// in `spirv.ParameterDecorations`; SPIR-V says it once).
pub(crate) fn apply_decorations(
    cx: &mut Ctx<'_, '_>,
    target: Id,
    list: Md<'_>,
    owner: &str,
    written: &[(u32, Vec<u32>)],
) -> Result<()> {
    for node in list.operands().into_iter().flatten() {
        let ops = node.operands();
        let Some(decoration) = ops.first().copied().flatten().and_then(|o| o.int()) else {
            continue;
        };
        let mut words = vec![target.0, decoration as u32];
        for o in ops[1..].iter().flatten() {
            if let Some(v) = o.int() {
                words.push(v as u32);
            } else if let Some(s) = o.string() {
                crate::spirv::layout::encode_string(s.as_bytes(), &mut words);
            }
        }
        if !crate::spirv::builder::fits_grammar(op::Decorate, &words) {
            let kind = crate::spirv::grammar::OperandKind::Decoration.def();
            let name = kind
                .enumerant(decoration as u32)
                .map_or_else(|| format!("{decoration}"), |e| e.name.to_string());
            return Err(cx.unsupported(format!(
                "spirv.Decorations of {owner}: decoration {name} does not take the operands {:?}",
                &words[2..]
            )));
        }
        if written
            .iter()
            .any(|(d, params)| *d == words[1] && params[..] == words[2..])
        {
            continue;
        }
        cx.b.decorate(target, words[1], &words[2..]);
    }
    Ok(())
}

/// `spirv.ParameterDecorations` of a function: one decoration-list per parameter; `written`
/// the decorations each parameter already has.
pub(crate) fn apply_parameter_decorations(
    cx: &mut Ctx<'_, '_>,
    f: Value<'_>,
    params: &[Id],
    written: &[Vec<(u32, Vec<u32>)>],
) -> Result<()> {
    let Some(md) = f.metadata("spirv.ParameterDecorations") else {
        return Ok(());
    };
    for (i, (list, &p)) in md.operands().into_iter().zip(params).enumerate() {
        if let Some(list) = list {
            let owner = format!("parameter {i}");
            apply_decorations(cx, p, list, &owner, written.get(i).map_or(&[], |w| w))?;
        }
    }
    Ok(())
}
