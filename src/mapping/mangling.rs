//! LLVM type → the type a builtin's mangled name spells (`crate::builtins::BuiltinType`), in
//! the two conventions the directions use: SPV-IR (`__spirv_*` names: integers signed, private
//! pointers unqualified, other integer widths as `iN`) and OpenCL (integers signed unless asked
//! for unsigned, pointers with their address space).

use crate::builtins::{self, BuiltinType, Qualifiers, opaque};
use crate::llvm::ir::{Type, TypeKind};

/// The mangling type of an LLVM type, in the SPV-IR convention.
pub fn builtin_type(t: Type<'_>) -> BuiltinType {
    match t.kind() {
        TypeKind::Void => BuiltinType::Void,
        TypeKind::Half => BuiltinType::Half,
        TypeKind::Float => BuiltinType::Float,
        TypeKind::Double => BuiltinType::Double,
        TypeKind::Integer => match t.int_width().unwrap_or(32) {
            1 => BuiltinType::Bool,
            8 => BuiltinType::Char,
            16 => BuiltinType::Short,
            32 => BuiltinType::Int,
            64 => BuiltinType::Long,
            w => BuiltinType::Named(format!("i{w}")),
        },
        TypeKind::Vector => BuiltinType::vector(
            builtin_type(t.element().unwrap_or(t)),
            t.vector_len().unwrap_or(0),
        ),
        TypeKind::Pointer => {
            let pointee = t.element().unwrap_or(t);
            let space = t.address_space().unwrap_or(0);
            if let Some(n) = pointee.struct_name().filter(|_| pointee.struct_is_opaque()) {
                if let Some(b) = builtins::opaque::opaque_pointer_type(n, space) {
                    return match b {
                        BuiltinType::Pointer { pointee, .. } => {
                            BuiltinType::pointer_q(*pointee, quals(space))
                        }
                        other => other,
                    };
                }
            }
            BuiltinType::pointer_q(builtin_type(pointee), quals(space))
        }
        TypeKind::Struct => BuiltinType::Named(source_name(t.struct_name().unwrap_or("struct"))),
        TypeKind::Array => BuiltinType::Named(format!(
            "A{}_{}",
            t.array_len().unwrap_or(0),
            source_name(&t.element().map(|e| e.display()).unwrap_or_default())
        )),
        _ => BuiltinType::Named(source_name(&t.display())),
    }
}

/// A private pointee carries no qualifier in SPV-IR names; others their address space.
fn quals(space: u32) -> Qualifiers {
    if space == 0 {
        Qualifiers::NONE
    } else {
        Qualifiers::in_addr_space(space)
    }
}

/// The source name of a struct: `struct.S` → `S`; characters a mangled name cannot hold → `_`.
fn source_name(llvm_name: &str) -> String {
    let n = llvm_name
        .strip_prefix("struct.")
        .or_else(|| llvm_name.strip_prefix("class."))
        .unwrap_or(llvm_name);
    let n = n.strip_prefix("union.").unwrap_or(n);
    n.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect()
}

/// The mangled name of `base` with arguments of these types.
pub fn mangled(base: &str, args: &[Type<'_>]) -> String {
    let params: Vec<BuiltinType> = args.iter().map(|&t| builtin_type(t)).collect();
    builtins::mangle(base, &params)
}

/// The mangling type of an LLVM type: integers signed unless `unsigned`, pointers with their
/// address space (OpenCL and SPIR-V opaque types by their source names).
pub fn opencl_type(t: Type<'_>, unsigned: bool) -> BuiltinType {
    use BuiltinType as B;
    match t.kind() {
        TypeKind::Void => B::Void,
        TypeKind::Half => B::Half,
        TypeKind::Float => B::Float,
        TypeKind::Double => B::Double,
        TypeKind::Integer => match (t.int_width().unwrap_or(32), unsigned) {
            (1, _) => B::Bool,
            (8, false) => B::Char,
            (8, true) => B::UChar,
            (16, false) => B::Short,
            (16, true) => B::UShort,
            (64, false) => B::Long,
            (64, true) => B::ULong,
            (_, false) => B::Int,
            (_, true) => B::UInt,
        },
        TypeKind::Vector => B::vector(
            opencl_type(t.element().unwrap_or(t), unsigned),
            t.vector_len().unwrap_or(1),
        ),
        TypeKind::Pointer => {
            let space = t.address_space().unwrap_or(0);
            let pointee = t.element().unwrap_or(t);
            if let Some(name) = pointee.struct_name() {
                if let Some(o) = opaque::opaque_pointer_type(name, space) {
                    return o;
                }
            }
            B::pointer(opencl_type(pointee, unsigned), space)
        }
        TypeKind::Struct => B::named(
            t.struct_name()
                .map(|n| n.trim_start_matches("struct.").to_string())
                .unwrap_or_default(),
        ),
        _ => B::Void,
    }
}
