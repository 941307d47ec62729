//! Itanium-mangled names of the `__spirv_*` functions that stand for instructions without an
//! LLVM counterpart (the seed: builtin functions named `__spirv_{OpName}` with SPIR-V
//! argument types; integers mangle as signed, pointers with their address space, opaque
//! `spirv.*`/`opencl.*` types by their names).

use crate::llvm::ir::{Type, TypeKind};

/// The mangled form of one parameter type; `subs` holds earlier substitutable components.
fn mangle_type(t: Type<'_>, subs: &mut Vec<String>, out: &mut String) {
    let plain = match t.kind() {
        TypeKind::Void => Some("v"),
        TypeKind::Half => Some("Dh"),
        TypeKind::Float => Some("f"),
        TypeKind::Double => Some("d"),
        TypeKind::Integer => Some(match t.int_width().unwrap_or(32) {
            1 => "b",
            8 => "c",
            16 => "s",
            64 => "l",
            _ => "i",
        }),
        _ => None,
    };
    if let Some(p) = plain {
        out.push_str(p);
        return;
    }
    let mut own = String::new();
    match t.kind() {
        TypeKind::Vector => {
            own.push_str(&format!("Dv{}_", t.vector_len().unwrap_or(0)));
            let mut inner = String::new();
            mangle_type(t.element().unwrap_or(t), subs, &mut inner);
            own.push_str(&inner);
        }
        TypeKind::Pointer => {
            let pointee = t.element().unwrap_or(t);
            let space = t.address_space().unwrap_or(0);
            let mut inner = String::new();
            mangle_type(pointee, subs, &mut inner);
            own.push('P');
            if space != 0 {
                own.push_str(&format!("U3AS{space}"));
            }
            own.push_str(&inner);
        }
        TypeKind::Struct => {
            let name = t.struct_name().unwrap_or("struct");
            let source = match name.strip_prefix("spirv.") {
                Some(rest) => format!("__spirv_{}", rest.replace('.', "_")),
                None => match name.strip_prefix("opencl.") {
                    Some(rest) => format!("ocl_{}", rest.trim_end_matches("_t")),
                    None => name.trim_start_matches("struct.").replace('.', "_"),
                },
            };
            own.push_str(&format!("{}{}", source.len(), source));
        }
        _ => own.push('v'),
    }
    if let Some(pos) = subs.iter().position(|s| *s == own) {
        if pos == 0 {
            out.push_str("S_");
        } else {
            out.push_str(&format!("S{}_", to_base36(pos - 1)));
        }
        return;
    }
    subs.push(own.clone());
    out.push_str(&own);
}

fn to_base36(mut n: usize) -> String {
    const DIGITS: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    let mut s = Vec::new();
    loop {
        s.push(DIGITS[n % 36]);
        n /= 36;
        if n == 0 {
            break;
        }
    }
    s.reverse();
    String::from_utf8(s).unwrap_or_default()
}

/// `_Z<len><name><params>`.
pub(crate) fn mangle(name: &str, params: &[Type<'_>]) -> String {
    let mut out = format!("_Z{}{}", name.len(), name);
    let mut subs = Vec::new();
    if params.is_empty() {
        out.push('v');
    }
    for &p in params {
        mangle_type(p, &mut subs, &mut out);
    }
    out
}
