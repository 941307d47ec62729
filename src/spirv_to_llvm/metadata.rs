//! Module-scope instructions → named metadata (`!spirv.*`, `!opencl.*`), and kernel metadata:
//! `kernel_arg_*` as the incumbent emits it, execution modes as `reqd_work_group_size`,
//! `work_group_size_hint`, `vec_type_hint`, `intel_reqd_sub_group_size` (and the FPGA ones),
//! the others as `!spirv.ExecutionMode` entries.

use super::Rx;
use crate::error::Result;
use crate::llvm::build::MdOperand;
use crate::llvm::ir::{Type, TypeKind, Value};
use crate::spirv::InstId;
use crate::spirv::layout::decode_string;
use crate::spirv::operands::Operands;
use crate::spirv::tables::{enums, op};

/// Execution modes that become function metadata with their literal operands: (mode, name).
const MODE_METADATA: &[(u32, &str)] = &[
    (enums::ExecutionMode::LocalSize, "reqd_work_group_size"),
    (enums::ExecutionMode::LocalSizeHint, "work_group_size_hint"),
    (
        enums::ExecutionMode::SubgroupSize,
        "intel_reqd_sub_group_size",
    ),
    (
        enums::ExecutionMode::MaxWorkgroupSizeINTEL,
        "max_work_group_size",
    ),
    (enums::ExecutionMode::MaxWorkDimINTEL, "max_global_work_dim"),
    (
        enums::ExecutionMode::NumSIMDWorkitemsINTEL,
        "num_simd_work_items",
    ),
    (
        enums::ExecutionMode::SchedulerTargetFmaxMhzINTEL,
        "scheduler_target_fmax_mhz",
    ),
];

/// Execution modes with id operands that become function metadata: (mode, name).
const MODE_ID_METADATA: &[(u32, &str)] = &[
    (enums::ExecutionMode::LocalSizeId, "reqd_work_group_size"),
    (
        enums::ExecutionMode::LocalSizeHintId,
        "work_group_size_hint",
    ),
];

/// Capabilities → `opencl.used.optional.core.features`.
const OPTIONAL_FEATURES: &[(u32, &str)] = &[
    (enums::Capability::Float64, "cl_doubles"),
    (enums::Capability::ImageBasic, "cl_images"),
];

/// Capabilities that an OpenCL extension provides (the OpenCL SPIR-V environment spec, "Valid
/// SPIR-V capabilities"), named in `!opencl.used.extensions` of a module declaring them, as
/// `llvm-spirv` names them (`Groups` for the sub-group builtins of cl_khr_subgroups,
/// `Int64Atomics` for the 64-bit atomics, `ImageMipmap` for the mipmap image writes).
const CAPABILITY_EXTENSIONS: &[(u32, &str)] = &[
    (enums::Capability::Float16, "cl_khr_fp16"),
    (
        enums::Capability::Int64Atomics,
        "cl_khr_int64_extended_atomics",
    ),
    (enums::Capability::ImageMipmap, "cl_khr_mipmap_image_writes"),
    (enums::Capability::Groups, "cl_khr_subgroups"),
];

/// The OpenCL C spelling of a type, for `kernel_arg_type`.
fn ocl_type_name(t: Type<'_>) -> String {
    match t.kind() {
        TypeKind::Void => "void".into(),
        TypeKind::Half => "half".into(),
        TypeKind::Float => "float".into(),
        TypeKind::Double => "double".into(),
        // (An integer: matched.)
        TypeKind::Integer => match t.int_width().unwrap_or(32) {
            1 => "bool".into(),
            8 => "char".into(),
            16 => "short".into(),
            32 => "int".into(),
            64 => "long".into(),
            w => format!("int{w}_t"),
        },
        TypeKind::Vector => format!(
            "{}{}",
            ocl_type_name(t.element().unwrap_or(t)),
            // (A vector: matched.)
            t.vector_len().unwrap_or(0)
        ),
        TypeKind::Pointer => {
            let p = t.element().unwrap_or(t);
            if let Some(n) = opaque_name(t) {
                return n;
            }
            format!("{}*", ocl_type_name(p))
        }
        TypeKind::Struct => match t.struct_name() {
            Some(n) => match n.strip_prefix("struct.") {
                Some(s) => format!("struct {s}"),
                None => match n.strip_prefix("union.") {
                    Some(u) => format!("union {u}"),
                    None => n.to_string(),
                },
            },
            None => "struct".into(),
        },
        TypeKind::Array => format!(
            "{}[{}]",
            ocl_type_name(t.element().unwrap_or(t)),
            // (An array: matched.)
            t.array_len().unwrap_or(0)
        ),
        _ => "void".into(),
    }
}

/// The OpenCL name of a pointer to an opaque type (`image2d_t`, `sampler_t`, `pipe`...).
fn opaque_name(t: Type<'_>) -> Option<String> {
    let p = t.element()?;
    let n = p.struct_name().filter(|_| p.struct_is_opaque())?;
    if let Some(rest) = n.strip_prefix("opencl.") {
        if rest.starts_with("pipe") {
            return Some("pipe".into());
        }
        let base = rest.trim_end_matches("_t");
        let base = base
            .strip_suffix("_ro")
            .or(base.strip_suffix("_wo"))
            .or(base.strip_suffix("_rw"))
            .unwrap_or(base);
        return Some(format!("{base}_t"));
    }
    if n.starts_with("spirv.Pipe") {
        return Some("pipe".into());
    }
    if n == "spirv.Sampler" {
        return Some("sampler_t".into());
    }
    if let Some(rest) = n.strip_prefix("spirv.Image._") {
        // _{type}_{dim}_{depth}_{arrayed}_{ms}_...
        let f: Vec<&str> = rest.split('_').collect();
        let dim = match f.get(1).copied() {
            Some("0") => "image1d",
            Some("1") => "image2d",
            Some("2") => "image3d",
            Some("5") => "image1d_buffer",
            _ => "image",
        };
        let mut s = dim.to_string();
        if f.get(3) == Some(&"1") {
            s.push_str("_array");
        }
        if f.get(4) == Some(&"1") {
            s.push_str("_msaa");
        }
        if f.get(2) == Some(&"1") {
            s.push_str("_depth");
        }
        return Some(format!("{s}_t"));
    }
    None
}

/// The access qualifier of an image or pipe argument.
fn access_qualifier(t: Type<'_>) -> &'static str {
    let name = t.element().and_then(|p| p.struct_name()).unwrap_or("");
    if name.starts_with("opencl.image") || name.starts_with("opencl.pipe") {
        return if name.ends_with("_wo_t") {
            "write_only"
        } else if name.ends_with("_rw_t") {
            "read_write"
        } else {
            "read_only"
        };
    }
    if name.starts_with("spirv.Image.") || name.starts_with("spirv.Pipe.") {
        return match name.rsplit('_').next() {
            Some("1") => "write_only",
            Some("2") => "read_write",
            _ => "read_only",
        };
    }
    "none"
}

/// The kernel metadata of an entry point, and the metadata of its execution modes.
pub(crate) fn kernel_metadata<'c>(
    rx: &mut Rx<'c, '_>,
    fid: u32,
    func: crate::llvm::ir::Function<'c>,
) -> Result<()> {
    let Some((entry, kernel_name)) = rx.kernels.get(&fid).map(|k| (k.entry, k.name.clone())) else {
        return Ok(());
    };
    let params = func.params();
    let funcs = std::rc::Rc::clone(&rx.funcs);
    let spv_params: &[u32] = funcs.get(fid).map_or(&[], |f| &f.params);
    if rx.has_decoration(fid, enums::Decoration::VectorComputeFunctionINTEL) {
        // A vector-compute kernel has no OpenCL C signature: no `kernel_arg_*` (as
        // llvm-spirv reads it).
        param_decoration_metadata(rx, spv_params, *func);
        return execution_modes(rx, fid, entry, func);
    }
    // A producer may decorate the entry point's own parameters instead (llvm-spirv puts
    // `Volatile` there), when the entry point is a wrapper that calls the kernel.
    let entry_params: &[u32] = if entry == fid {
        &[]
    } else {
        funcs.get(entry).map_or(&[], |f| &f.params)
    };
    // The source types, when the producer kept them in an OpString.
    let (preserved, preserved_quals): (Option<Vec<String>>, Option<Vec<String>>) =
        if !rx.options.kernel_arg_type_strings {
            (None, None)
        } else {
            let n = params.len();
            let strings = preserved_arg_types(rx);
            let get = |kind: &str| {
                strings
                    .get(&format!("{kind}.{kernel_name}"))
                    .filter(|v| v.len() == n)
                    .cloned()
            };
            (get("kernel_arg_type"), get("kernel_arg_type_qual"))
        };
    let mut spaces = Vec::new();
    let mut access = Vec::new();
    let mut types = Vec::new();
    let mut base_types = Vec::new();
    let mut quals = Vec::new();
    for (k, p) in params.iter().enumerate() {
        let mut t = p.type_of();
        // (The LLVM function was declared from these SPIR-V parameters: one each; 0 names
        // no id, with no decorations.)
        let spv = spv_params.get(k).copied().unwrap_or(0);
        let byval = rx.decorations(spv).iter().any(|(d, a)| {
            *d == enums::Decoration::FuncParamAttr
                && a.first() == Some(&enums::FunctionParameterAttribute::ByVal)
        });
        let opaque = opaque_name(t).is_some();
        let space = if t.kind() == TypeKind::Pointer
            && !byval
            && (!opaque || access_qualifier(t) != "none")
        {
            // (A pointer: checked in the condition.)
            t.address_space().unwrap_or(0)
        } else {
            0
        };
        if byval {
            t = t.element().unwrap_or(t);
        }
        spaces.push(MdOperand::Int(32, u64::from(space)));
        access.push(MdOperand::String(access_qualifier(p.type_of()).into()));
        // An integer parameter the kernel takes zero-extended (FuncParamAttr Zext: clang's
        // `zeroext` on a uchar or ushort argument) is of the unsigned type (as llvm-spirv
        // names it); the rest of the SPIR-V has no sign.
        let outer = entry_params.get(k).copied().unwrap_or(0);
        let zext = t.kind() == TypeKind::Integer
            && rx
                .decorations(spv)
                .iter()
                .chain(rx.decorations(outer))
                .any(|(d, a)| {
                    *d == enums::Decoration::FuncParamAttr
                        && a.first() == Some(&enums::FunctionParameterAttribute::Zext)
                });
        let mut base_name = ocl_type_name(t);
        if zext && ["char", "short", "int", "long"].contains(&base_name.as_str()) {
            base_name.insert(0, 'u');
        }
        let ty_name = preserved
            .as_ref()
            .and_then(|v| v.get(k).cloned())
            .unwrap_or_else(|| base_name.clone());
        types.push(MdOperand::String(ty_name));
        base_types.push(MdOperand::String(base_name));
        let mut q: Vec<&str> = Vec::new();
        if opaque_name(p.type_of()).as_deref() == Some("pipe") {
            q.push("pipe");
        }
        // (No wrapper: no outer parameter, 0, which has no decorations.) FuncParamAttr NoWrite
        // is not `const`: it says the kernel does not write through the pointer (LLVM's
        // `readonly`, which an optimiser also infers for pointers the source did not qualify),
        // not the qualifier of the argument's type; llvm-spirv 14 gives no qualifier for it.
        for &(d, a) in rx.decorations(spv).iter().chain(rx.decorations(outer)) {
            let word = match (d, a.first().copied()) {
                (
                    enums::Decoration::FuncParamAttr,
                    Some(enums::FunctionParameterAttribute::NoAlias),
                ) => "restrict",
                (enums::Decoration::Volatile, _) => "volatile",
                (enums::Decoration::Restrict, _) => "restrict",
                _ => continue,
            };
            if !q.contains(&word) {
                q.push(word);
            }
        }
        let q = match preserved_quals.as_ref().and_then(|v| v.get(k)) {
            Some(kept) => kept.clone(),
            None => q.join(" "),
        };
        quals.push(MdOperand::String(q));
    }
    let names: Vec<MdOperand<'_>> = spv_params
        .iter()
        .map(|&p| MdOperand::String(rx.result_name(p)))
        .collect();
    for (name, ops) in [
        ("kernel_arg_addr_space", spaces),
        ("kernel_arg_access_qual", access),
        ("kernel_arg_type", types),
        ("kernel_arg_type_qual", quals),
        ("kernel_arg_base_type", base_types),
    ] {
        let node = rx.b.md_node(&ops);
        rx.b.set_metadata(*func, name, node);
    }
    if rx.options.kernel_arg_names {
        let node = rx.b.md_node(&names);
        rx.b.set_metadata(*func, "kernel_arg_name", node);
    }
    param_decoration_metadata(rx, spv_params, *func);
    execution_modes(rx, fid, entry, func)
}

/// The `kernel_arg_type.NAME.T1,T2,...,` and `kernel_arg_type_qual.NAME.Q1,Q2,...,` strings of
/// the module (`--preserve-ocl-kernel-arg-type-metadata-through-string`), read once, by
/// `KIND.NAME`: for each kernel, the first such string in module order whose prefix names it.
fn preserved_arg_types<'r>(
    rx: &'r mut Rx<'_, '_>,
) -> &'r std::collections::HashMap<String, Vec<String>> {
    if rx.preserved_arg_types.is_none() {
        let mut by_name: std::collections::HashMap<String, Vec<String>> = Default::default();
        let names: std::collections::HashSet<&str> =
            rx.kernels.values().map(|k| k.name.as_str()).collect();
        for i in rx.m.inst_ids() {
            if rx.m.opcode(i) != op::String {
                continue;
            }
            let Some((s, _)) = rx.m.operands(i).get(1..).and_then(decode_string) else {
                continue;
            };
            // (The qualifier prefix first: the type prefix is a prefix of it.)
            let Some((kind, tail)) = ["kernel_arg_type_qual", "kernel_arg_type"]
                .into_iter()
                .find_map(|k| Some((k, s.strip_prefix(k)?.strip_prefix('.')?)))
            else {
                continue;
            };
            // The kernel name may itself hold dots: every split is a candidate.
            for (dot, _) in tail.match_indices('.') {
                let name = &tail[..dot];
                let key = format!("{kind}.{name}");
                if names.contains(name) && !by_name.contains_key(&key) {
                    by_name.insert(key, split_items(&tail[dot + 1..]));
                }
            }
        }
        rx.preserved_arg_types = Some(by_name);
    }
    rx.preserved_arg_types.get_or_insert_with(Default::default)
}

/// The items of a preserved list, each ended by a comma (`int,Pair<int, float>*,,`): commas
/// inside `<>`, `()` or `[]` belong to the item (template arguments, function types); items
/// may be empty (no qualifier).
pub(crate) fn split_items(list: &str) -> Vec<String> {
    let mut items = Vec::new();
    let mut depth = 0i32;
    let mut start = 0;
    for (k, c) in list.char_indices() {
        match c {
            '<' | '(' | '[' => depth += 1,
            '>' | ')' | ']' => depth -= 1,
            ',' if depth <= 0 => {
                items.push(list[start..k].to_string());
                start = k + 1;
            }
            _ => {}
        }
    }
    // A list written without the last comma still ends its last item.
    if start < list.len() {
        items.push(list[start..].to_string());
    }
    items
}

#[cfg(test)]
mod preserved_tests {
    use super::split_items;

    #[test]
    fn items_keep_their_template_commas_and_empty_items() {
        assert_eq!(
            split_items("int*,Pair<int, Box<float,char>>,void (*)(int, int),"),
            ["int*", "Pair<int, Box<float,char>>", "void (*)(int, int)"]
        );
        assert_eq!(
            split_items("const,,restrict volatile,"),
            ["const", "", "restrict volatile"]
        );
        assert_eq!(split_items("int,float"), ["int", "float"]);
    }
}

/// Kernel metadata said by a decoration of some parameters: (decoration, metadata name, bit
/// width of the entries, value of an undecorated parameter, whether a decorated parameter's
/// entry is true rather than the decoration's literal).
const PARAM_METADATA: &[(u32, &str, u32, u64, bool)] = &[
    (
        enums::Decoration::BufferLocationINTEL,
        "kernel_arg_buffer_location",
        32,
        u32::MAX as u64,
        false,
    ),
    (
        enums::Decoration::RuntimeAlignedINTEL,
        "kernel_arg_runtime_aligned",
        1,
        0,
        true,
    ),
];

/// `kernel_arg_buffer_location` and the like: one entry per parameter, present when any
/// parameter has the decoration.
fn param_decoration_metadata<'c>(rx: &mut Rx<'c, '_>, spv_params: &[u32], func: Value<'c>) {
    for &(dec, name, bits, absent, as_flag) in PARAM_METADATA {
        let mut any = false;
        let vals: Vec<MdOperand<'_>> = spv_params
            .iter()
            .map(|&p| {
                let found = rx.decorations(p).iter().find(|(d, _)| *d == dec);
                let v = match found {
                    Some((_, a)) => {
                        any = true;
                        if as_flag {
                            1
                        } else {
                            // (Each of these decorations has its literal: the decoder
                            // checks a decoration's parameters against the grammar.)
                            u64::from(a.first().copied().unwrap_or(0))
                        }
                    }
                    None => absent,
                };
                MdOperand::Int(bits, v)
            })
            .collect();
        if any {
            let node = rx.b.md_node(&vals);
            rx.b.set_metadata(func, name, node);
        }
    }
}

/// The execution modes of an entry point (given by the two SPIR-V ids it may be known by: the
/// kernel function and the entry point's function), in module order.
fn execution_modes<'c>(
    rx: &mut Rx<'c, '_>,
    fid: u32,
    entry: u32,
    func: crate::llvm::ir::Function<'c>,
) -> Result<()> {
    let none: &[InstId] = &[];
    let of = |id: u32| rx.execution_modes.get(&id).map_or(none, Vec::as_slice);
    let mut modes: Vec<InstId> = of(fid).to_vec();
    if entry != fid {
        modes.extend_from_slice(of(entry));
        modes.sort_unstable();
    }
    // A vector-compute kernel's float-control modes are its `VCFloatControl` attribute. Another
    // kernel keeps them exactly in `!spirv.ExecutionMode` and gets the attribute too, as
    // `llvm-spirv` gives it to every kernel with such modes (a summary: one rounding and one
    // operation mode for all widths; the forward direction reads the exact modes then).
    let vc = rx.has_decoration(fid, enums::Decoration::VectorComputeFunctionINTEL);
    let mut float_control = crate::mapping::float_controls::Builder::default();
    for i in modes {
        let ops = rx.m.operands(i);
        let mode = ops[1];
        let literals = &ops[2..];
        // (The float-control modes have their Target Width: the decoder checks a mode's
        // literals against the grammar.)
        if float_control.execution_mode(mode, literals.first().copied().unwrap_or(0)) && vc {
            continue;
        }
        if let Some(&(_, name)) = MODE_METADATA.iter().find(|(m, _)| *m == mode) {
            let vals: Vec<MdOperand<'_>> = literals
                .iter()
                .map(|&w| MdOperand::Int(32, u64::from(w)))
                .collect();
            let node = rx.b.md_node(&vals);
            rx.b.set_metadata(*func, name, node);
        } else if let Some(&(_, name)) = MODE_ID_METADATA.iter().find(|(m, _)| *m == mode) {
            let vals = literals
                .iter()
                .map(|&id| {
                    let v = rx.folded_constant_u64(id).ok_or_else(|| {
                        rx.error_at(i, format!("operand %{id} is not an integer constant"))
                    })?;
                    Ok(MdOperand::Int(32, v))
                })
                .collect::<Result<Vec<MdOperand<'_>>>>()?;
            let node = rx.b.md_node(&vals);
            rx.b.set_metadata(*func, name, node);
        } else if mode == enums::ExecutionMode::VecTypeHint {
            let hint = *literals
                .first()
                .ok_or_else(|| Operands::of(rx.m, i).missing(2, "a literal"))?;
            let node = vec_type_hint(rx, hint);
            rx.b.set_metadata(*func, "vec_type_hint", node);
        } else if super::vector_compute::mode_attribute(rx, func, mode, literals) {
        } else if mode == enums::ExecutionMode::StreamingInterfaceINTEL {
            let mut vals = vec![MdOperand::String("streaming".into())];
            if literals.first().is_some_and(|&w| w != 0) {
                vals.push(MdOperand::String("stall_free_return".into()));
            }
            let node = rx.b.md_node(&vals);
            rx.b.set_metadata(*func, "ip_interface", node);
        } else if mode == enums::ExecutionMode::NoGlobalOffsetINTEL {
            let node = rx.b.md_node(&[]);
            rx.b.set_metadata(*func, "no_global_work_offset", node);
        } else if mode == enums::ExecutionMode::ContractionOff {
            // Said by the absence of `opencl.enable.FP_CONTRACT`.
        } else if crate::mapping::linkage::structor_list(mode).is_some() {
            // Said by `llvm.global_ctors` / `llvm.global_dtors` (`structors`).
        } else {
            let mut vals = vec![MdOperand::Value(*func), MdOperand::Int(32, u64::from(mode))];
            vals.extend(literals.iter().map(|&w| MdOperand::Int(32, u64::from(w))));
            let node = rx.b.md_node(&vals);
            rx.b.add_named_md("spirv.ExecutionMode", node);
        }
    }
    if float_control.is_set() {
        let value = float_control.value().to_string();
        rx.b.add_string_attribute(
            func,
            u32::MAX,
            crate::mapping::float_controls::ATTRIBUTE,
            &value,
        );
    }
    Ok(())
}

/// `vec_type_hint`: an undef of the hinted type and its signedness (the hint word holds the
/// component type in its low 16 bits and the component count in its high 16 bits).
fn vec_type_hint<'c>(rx: &Rx<'c, '_>, hint: u32) -> crate::llvm::build::Md<'c> {
    let scalar = match hint & 0xffff {
        0 => rx.b.int_type(8),
        1 => rx.b.int_type(16),
        2 => rx.b.int_type(32),
        3 => rx.b.int_type(64),
        4 => rx.b.half_type(),
        5 => rx.b.float_type(),
        _ => rx.b.double_type(),
    };
    let n = hint >> 16;
    let t = if n > 1 {
        rx.b.vector_type(scalar, n)
    } else {
        scalar
    };
    let u = rx.b.undef(t);
    rx.b.md_node(&[MdOperand::Value(u), MdOperand::Int(32, 1)])
}

/// Named metadata for the module-scope instructions.
pub(crate) fn module_metadata(rx: &mut Rx<'_, '_>) -> Result<()> {
    let m = rx.m;
    let mut source: Option<InstId> = None;
    let mut source_extensions = Vec::new();
    let mut caps = Vec::new();
    for i in m.inst_ids() {
        let ops = m.operands(i);
        match m.opcode(i) {
            op::Source if ops.len() >= 2 && source.is_none() => source = Some(i),
            op::SourceExtension => {
                // (Strings are checked by the decoder.)
                source_extensions.push(decode_string(ops).map(|(s, _)| s).unwrap_or_default())
            }
            op::Capability => caps.extend(ops.first().copied()),
            op::MemoryModel if ops.len() >= 2 => {
                let node = rx.b.md_node(&[
                    MdOperand::Int(32, u64::from(ops[0])),
                    MdOperand::Int(32, u64::from(ops[1])),
                ]);
                rx.b.add_named_md("spirv.MemoryModel", node);
            }
            _ => {}
        }
    }
    // FP contraction is allowed unless an entry point says ContractionOff.
    let contraction_off = m.inst_ids().any(|i| {
        m.opcode(i) == op::ExecutionMode
            && m.operands(i).get(1) == Some(&enums::ExecutionMode::ContractionOff)
    });
    if !contraction_off {
        rx.b.add_named_md_empty("opencl.enable.FP_CONTRACT");
    }
    // A module without OpSource is read as OpenCL C 1.2 (what llvm-spirv assumes too), so the
    // OpenCL version metadata that consumers read is always there.
    let (lang, version, file) = match source.map(|i| m.operands(i)) {
        Some(ops) => (ops[0], ops[1], ops.get(2).and_then(|&f| rx.string(f))),
        None => (enums::SourceLanguage::OpenCL_C, 102_000, None),
    };
    {
        let mut vals = vec![
            MdOperand::Int(32, u64::from(lang)),
            MdOperand::Int(32, u64::from(version)),
        ];
        if let Some(file) = file {
            let node = rx.b.md_node(&[MdOperand::String(file)]);
            vals.push(MdOperand::Node(node));
        }
        let node = rx.b.md_node(&vals);
        rx.b.add_named_md("spirv.Source", node);
        let ocl = match lang {
            enums::SourceLanguage::OpenCL_C => Some((version / 100_000, (version / 1000) % 100)),
            enums::SourceLanguage::OpenCL_CPP => Some((2, 0)),
            _ => None,
        };
        if let Some((major, minor)) = ocl {
            let spir: (u64, u64) = if major >= 2 { (2, 0) } else { (1, 2) };
            let node =
                rx.b.md_node(&[MdOperand::Int(32, spir.0), MdOperand::Int(32, spir.1)]);
            rx.b.add_named_md("opencl.spir.version", node);
            let node = rx.b.md_node(&[
                MdOperand::Int(32, u64::from(major)),
                MdOperand::Int(32, u64::from(minor)),
            ]);
            rx.b.add_named_md("opencl.ocl.version", node);
        }
    }
    // The OpenCL extensions the module uses: those OpSourceExtension names, then those its
    // capabilities need (the OpenCL SPIR-V environment: Float16 needs cl_khr_fp16, ...).
    for (c, ext) in CAPABILITY_EXTENSIONS {
        if caps.contains(c) && !source_extensions.iter().any(|s| s == ext) {
            source_extensions.push((*ext).to_string());
        }
    }
    let used: Vec<MdOperand<'_>> = source_extensions
        .iter()
        .map(|s| MdOperand::String(s.clone()))
        .collect();
    let node = rx.b.md_node(&used);
    rx.b.add_named_md("opencl.used.extensions", node);
    let features: Vec<MdOperand<'_>> = OPTIONAL_FEATURES
        .iter()
        .filter(|(c, _)| caps.contains(c))
        .map(|(_, n)| MdOperand::String((*n).into()))
        .collect();
    let node = rx.b.md_node(&features);
    rx.b.add_named_md("opencl.used.optional.core.features", node);
    let generator = m.header.generator;
    let node = rx.b.md_node(&[
        MdOperand::Int(16, u64::from(generator >> 16)),
        MdOperand::Int(16, u64::from(generator & 0xffff)),
    ]);
    rx.b.add_named_md("spirv.Generator", node);
    Ok(())
}
