//! Module-scope instructions → named metadata (`!spirv.*`, `!opencl.*`), and kernel metadata:
//! `kernel_arg_*` as the incumbent emits it, execution modes as `reqd_work_group_size`,
//! `work_group_size_hint`, `vec_type_hint`, `intel_reqd_sub_group_size`.

use super::Rx;
use crate::error::Result;
use crate::llvm::build::MdOperand;
use crate::llvm::ir::{Type, TypeKind, Value};
use crate::spirv::layout::decode_string;
use crate::spirv::tables::{enums, op};

/// Execution modes that become function metadata: (mode, metadata name).
const MODE_METADATA: &[(u32, &str)] = &[
    (enums::ExecutionMode::LocalSize, "reqd_work_group_size"),
    (enums::ExecutionMode::LocalSizeHint, "work_group_size_hint"),
    (enums::ExecutionMode::SubgroupSize, "intel_reqd_sub_group_size"),
];

/// The OpenCL C spelling of a type, for `kernel_arg_type`.
fn ocl_type_name(t: Type<'_>) -> String {
    match t.kind() {
        TypeKind::Void => "void".into(),
        TypeKind::Half => "half".into(),
        TypeKind::Float => "float".into(),
        TypeKind::Double => "double".into(),
        TypeKind::Integer => match t.int_width().unwrap_or(32) {
            1 => "bool",
            8 => "char",
            16 => "short",
            64 => "long",
            _ => "int",
        }
        .into(),
        TypeKind::Vector => format!("{}{}", ocl_type_name(t.element().unwrap_or(t)), t.vector_len().unwrap_or(0)),
        TypeKind::Pointer => {
            let p = t.element().unwrap_or(t);
            if let Some(n) = p.struct_name().filter(|_| p.struct_is_opaque()) {
                if let Some(rest) = n.strip_prefix("opencl.") {
                    let base = rest.trim_end_matches("_t");
                    let base = base.strip_suffix("_ro").or(base.strip_suffix("_wo")).or(base.strip_suffix("_rw")).unwrap_or(base);
                    return format!("{base}_t");
                }
            }
            format!("{}*", ocl_type_name(p))
        }
        TypeKind::Struct => match t.struct_name() {
            Some(n) => n.strip_prefix("struct.").map(|s| format!("struct {s}")).unwrap_or_else(|| n.to_string()),
            None => "struct".into(),
        },
        TypeKind::Array => format!("{}[{}]", ocl_type_name(t.element().unwrap_or(t)), t.array_len().unwrap_or(0)),
        _ => "void".into(),
    }
}

fn access_qualifier(t: Type<'_>) -> &'static str {
    let name = t.element().and_then(|p| p.struct_name()).unwrap_or("");
    if !name.starts_with("opencl.image") && !name.starts_with("opencl.pipe") {
        return "none";
    }
    if name.ends_with("_wo_t") {
        "write_only"
    } else if name.ends_with("_rw_t") {
        "read_write"
    } else {
        "read_only"
    }
}

/// The kernel metadata of an entry point.
pub(crate) fn kernel_metadata<'c>(rx: &mut Rx<'c, '_>, fid: u32, func: Value<'c>) -> Result<()> {
    if !rx.entry_points.contains_key(&fid) {
        return Ok(());
    }
    let params = func.params();
    let mut spaces = Vec::new();
    let mut access = Vec::new();
    let mut types = Vec::new();
    let mut quals = Vec::new();
    for p in &params {
        let t = p.type_of();
        let space = if t.kind() == TypeKind::Pointer && access_qualifier(t) == "none" { t.address_space().unwrap_or(0) } else { 0 };
        spaces.push(MdOperand::Int(32, u64::from(space)));
        access.push(MdOperand::String(access_qualifier(t).into()));
        types.push(MdOperand::String(ocl_type_name(t)));
        quals.push(MdOperand::String(String::new()));
    }
    for (name, ops) in [
        ("kernel_arg_addr_space", spaces),
        ("kernel_arg_access_qual", access),
        ("kernel_arg_type", types.clone()),
        ("kernel_arg_base_type", types),
        ("kernel_arg_type_qual", quals),
    ] {
        let node = rx.b.md_node(&ops);
        rx.b.set_metadata(func, name, node);
    }
    // Execution modes of this entry point.
    for i in rx.m.inst_ids() {
        if rx.m.opcode(i) != op::ExecutionMode {
            continue;
        }
        let ops = rx.m.operands(i);
        if ops.first() != Some(&fid) || ops.len() < 2 {
            continue;
        }
        let mode = ops[1];
        if let Some(&(_, name)) = MODE_METADATA.iter().find(|(m, _)| *m == mode) {
            let vals: Vec<MdOperand<'_>> = ops[2..].iter().map(|&w| MdOperand::Int(32, u64::from(w))).collect();
            let node = rx.b.md_node(&vals);
            rx.b.set_metadata(func, name, node);
        } else if mode == enums::ExecutionMode::VecTypeHint {
            let hint = ops.get(2).copied().unwrap_or(0);
            let node = vec_type_hint(rx, hint);
            rx.b.set_metadata(func, "vec_type_hint", node);
        }
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
    let t = if n > 1 { rx.b.vector_type(scalar, n) } else { scalar };
    let u = rx.b.undef(t);
    rx.b.md_node(&[MdOperand::Value(u), MdOperand::Int(32, 1)])
}

/// Named metadata for the module-scope instructions.
pub(crate) fn module_metadata(rx: &mut Rx<'_, '_>) -> Result<()> {
    let m = rx.m;
    let mut ocl_version = None;
    for i in m.inst_ids() {
        let ops = m.operands(i);
        match m.opcode(i) {
            op::Source if ops.len() >= 2 => {
                let node = rx.b.md_node(&[MdOperand::Int(32, u64::from(ops[0])), MdOperand::Int(32, u64::from(ops[1]))]);
                rx.b.add_named_md("spirv.Source", node);
                if ops[0] == enums::SourceLanguage::OpenCL_C || ops[0] == enums::SourceLanguage::OpenCL_CPP {
                    ocl_version = Some(ops[1]);
                }
            }
            op::SourceExtension => {
                let s = decode_string(ops).map(|(s, _)| s).unwrap_or_default();
                let node = rx.b.md_node(&[MdOperand::String(s)]);
                rx.b.add_named_md("spirv.SourceExtension", node);
            }
            op::MemoryModel if ops.len() >= 2 => {
                let node = rx.b.md_node(&[MdOperand::Int(32, u64::from(ops[0])), MdOperand::Int(32, u64::from(ops[1]))]);
                rx.b.add_named_md("spirv.MemoryModel", node);
            }
            _ => {}
        }
    }
    if let Some(v) = ocl_version {
        let (major, minor) = (v / 100_000, (v / 1000) % 100);
        let node = rx.b.md_node(&[MdOperand::Int(32, u64::from(major)), MdOperand::Int(32, u64::from(minor))]);
        rx.b.add_named_md("opencl.ocl.version", node);
        let spir = if major >= 2 { [2, 0] } else { [1, 2] };
        let node = rx.b.md_node(&[MdOperand::Int(32, spir[0]), MdOperand::Int(32, spir[1])]);
        rx.b.add_named_md("opencl.spir.version", node);
    }
    let generator = m.header.generator;
    let node = rx.b.md_node(&[MdOperand::Int(16, u64::from(generator >> 16)), MdOperand::Int(16, u64::from(generator & 0xffff))]);
    rx.b.add_named_md("spirv.Generator", node);
    Ok(())
}
