//! The access qualifier of images whose LLVM type does not say it.
//!
//! SPIR 1.2 names an image type without an access suffix (`%opencl.image2d_t`), while
//! `OpTypeImage` has an access qualifier operand (SPIR-V spec 3.32.6: a Kernel image has one).
//! The kernel's `kernel_arg_access_qual` metadata (`read_only`, `write_only`, `read_write`)
//! gives it for each kernel parameter. Before any function is translated, [`find`] collects:
//!
//! * for each suffix-less image struct, the access all the kernel parameters of that type agree
//!   on, which becomes the access of the LLVM type itself (so that its allocas, loads and
//!   stores at -O0 have the parameters' type);
//! * each kernel parameter whose access differs from that, and, to a fixed point, the
//!   parameters of defined functions it is passed to: those parameters (and the function types
//!   that have them) get an image type of their own access.
//!
//! Without metadata an image stays read-only, `OpenCL C`'s default access.

use super::Ctx;
use crate::hash::FastMap;
use crate::llvm::ir::{Module, Type, TypeKind, Value, ValueKind};
use crate::spirv::tables::enums::AccessQualifier;

/// What [`find`] collects.
#[derive(Default)]
pub(crate) struct ImageAccess<'c> {
    /// Suffix-less image struct name (`opencl.image2d_t`) → the access its kernel parameters
    /// agree on.
    pub by_type: FastMap<String, u32>,
    /// Parameters whose access is not their type's.
    pub by_param: FastMap<Value<'c>, u32>,
}

/// The suffix-less OpenCL image struct a pointer type points to (`opencl.image2d_t`).
pub(crate) fn suffixless_image(t: Type<'_>) -> Option<&str> {
    if t.kind() != TypeKind::Pointer {
        return None;
    }
    let name = t.element()?.struct_name()?;
    let name = crate::builtins::opaque::without_rename_suffix(name);
    let base = name.strip_prefix("opencl.")?.strip_suffix("_t")?;
    let has_suffix = ["_ro", "_wo", "_rw"].iter().any(|s| base.ends_with(s));
    (!has_suffix && crate::builtins::image::shape_by_name(base).is_some()).then_some(name)
}

fn access_of(qualifier: &str) -> Option<u32> {
    match qualifier {
        "read_only" => Some(AccessQualifier::ReadOnly),
        "write_only" => Some(AccessQualifier::WriteOnly),
        "read_write" => Some(AccessQualifier::ReadWrite),
        _ => None,
    }
}

pub(crate) fn find<'c>(module: &Module<'c>) -> ImageAccess<'c> {
    let mut out = ImageAccess::default();
    let defined: Vec<Value<'c>> = module.functions().filter(|f| !f.is_declaration()).collect();
    // (parameter, struct name, access) of the kernel parameters the metadata qualifies.
    let mut qualified = Vec::new();
    for &f in &defined {
        let Some(md) = f.metadata("kernel_arg_access_qual") else {
            continue;
        };
        for (p, q) in f.params().into_iter().zip(md.operands()) {
            let Some(name) = suffixless_image(p.type_of()) else {
                continue;
            };
            if let Some(a) = q.and_then(|q| q.string()).and_then(|s| access_of(&s)) {
                qualified.push((p, name.to_string(), a));
            }
        }
    }
    let mut agreed: FastMap<String, Option<u32>> = FastMap::default();
    for (_, name, a) in &qualified {
        let e = agreed.entry(name.clone()).or_insert(Some(*a));
        if *e != Some(*a) {
            *e = None;
        }
    }
    for (name, a) in &agreed {
        if let Some(a) = a {
            out.by_type.insert(name.clone(), *a);
        }
    }
    for (p, name, a) in qualified {
        if out.by_type.get(&name) != Some(&a) {
            out.by_param.insert(p, a);
        }
    }
    if out.by_param.is_empty() {
        return out;
    }
    let calls: Vec<_> = defined
        .iter()
        .flat_map(|f| f.direct_calls())
        .filter(|(_, callee)| !callee.is_declaration())
        .collect();
    // A parameter that receives an image of an access not its type's takes that access.
    loop {
        let before = out.by_param.len();
        for &(i, callee) in &calls {
            for (k, p) in callee.params().into_iter().enumerate() {
                if out.by_param.contains_key(&p) {
                    continue;
                }
                if let Some(a) = i.operand(k as u32)
                    && a.kind() == ValueKind::Argument
                    && let Some(&access) = out.by_param.get(&a)
                {
                    out.by_param.insert(p, access);
                }
            }
        }
        if out.by_param.len() == before {
            return out;
        }
    }
}

/// The access of parameter `p` when it is not its type's.
pub(crate) fn param_access<'c>(cx: &Ctx<'c, '_>, p: Value<'c>) -> Option<u32> {
    cx.image_access.by_param.get(&p).copied()
}
