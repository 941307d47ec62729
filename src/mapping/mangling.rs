//! LLVM type → the type a builtin's mangled name spells (`crate::builtins::BuiltinType`), in
//! the two conventions the directions use: SPV-IR (`__spirv_*` names: integers signed, private
//! pointers unqualified, other integer widths as `iN`) and OpenCL (integers signed unless asked
//! for unsigned, pointers with their address space).

use crate::builtins::{self, BuiltinType, Qualifiers, opaque};
use crate::llvm::ir::{Type, TypeKind};

/// Scalar LLVM types whose mangling type both conventions share: (kind, integer width or 0,
/// signed or only mangling type, unsigned mangling type).
const SCALARS: &[(TypeKind, u32, BuiltinType, BuiltinType)] = &[
    (TypeKind::Void, 0, BuiltinType::Void, BuiltinType::Void),
    (TypeKind::Half, 0, BuiltinType::Half, BuiltinType::Half),
    (TypeKind::Float, 0, BuiltinType::Float, BuiltinType::Float),
    (
        TypeKind::Double,
        0,
        BuiltinType::Double,
        BuiltinType::Double,
    ),
    (TypeKind::Integer, 1, BuiltinType::Bool, BuiltinType::Bool),
    (TypeKind::Integer, 8, BuiltinType::Char, BuiltinType::UChar),
    (
        TypeKind::Integer,
        16,
        BuiltinType::Short,
        BuiltinType::UShort,
    ),
    (TypeKind::Integer, 32, BuiltinType::Int, BuiltinType::UInt),
    (TypeKind::Integer, 64, BuiltinType::Long, BuiltinType::ULong),
];

/// The mangling type of a scalar kind (an integer of `width` bits), signed or unsigned.
fn scalar(kind: TypeKind, width: u32, unsigned: bool) -> Option<BuiltinType> {
    let width = if kind == TypeKind::Integer { width } else { 0 };
    SCALARS
        .iter()
        .find(|r| r.0 == kind && r.1 == width)
        .map(|r| if unsigned { r.3.clone() } else { r.2.clone() })
}

/// The mangling type of an LLVM type, in the SPV-IR convention.
pub fn builtin_type(t: Type<'_>) -> BuiltinType {
    // (Read only for an Integer below.)
    let width = t.int_width().unwrap_or(32);
    if let Some(b) = scalar(t.kind(), width, false) {
        return b;
    }
    match t.kind() {
        TypeKind::Integer => BuiltinType::Named(format!("i{width}")),
        TypeKind::Vector => BuiltinType::vector(
            builtin_type(t.element().unwrap_or(t)),
            // (A vector: matched.)
            t.vector_len().unwrap_or(0),
        ),
        TypeKind::Pointer => {
            let pointee = t.element().unwrap_or(t);
            // (A pointer: matched.)
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
            // (An array: matched.)
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
    // (Read only for an Integer.)
    if let Some(b) = scalar(t.kind(), t.int_width().unwrap_or(32), unsigned) {
        return b;
    }
    match t.kind() {
        // Integers of other widths mangle as int.
        TypeKind::Integer if unsigned => B::UInt,
        TypeKind::Integer => B::Int,
        TypeKind::Vector => B::vector(
            opencl_type(t.element().unwrap_or(t), unsigned),
            // (A vector: matched.)
            t.vector_len().unwrap_or(1),
        ),
        TypeKind::Pointer => {
            // (A pointer: matched.)
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
                // (A literal struct has no name: mangled as the empty name.)
                .unwrap_or_default(),
        ),
        _ => B::Void,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scalar_rows_round_trip() {
        for (kind, width, signed, unsigned) in SCALARS {
            assert_eq!(scalar(*kind, *width, false).as_ref(), Some(signed));
            assert_eq!(scalar(*kind, *width, true).as_ref(), Some(unsigned));
            // Each mangling type but void has a spelling that reads back as itself.
            for b in [signed, unsigned]
                .into_iter()
                .filter(|_| *kind != TypeKind::Void)
            {
                let name = b.scalar_name().unwrap();
                assert_eq!(BuiltinType::from_scalar_name(&name).as_ref(), Some(b));
            }
            if *kind == TypeKind::Integer && *width > 1 {
                assert!(signed.is_signed_integer() && unsigned.is_unsigned_integer());
            }
        }
    }
}
