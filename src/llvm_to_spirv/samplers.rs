//! Samplers that are integers: in SPIR 1.2 a `sampler_t` is an `i32` (the sampler literal
//! bits), so a function that passes it on to `read_image*` takes an `i32` where SPIR-V wants
//! an `OpTypeSampler`.
//!
//! Before any function is translated, [`find`] collects the `i32` parameters that are
//! samplers: kernel parameters whose `kernel_arg_type` is `sampler_t`, parameters passed where
//! a builtin's mangled name has `ocl_sampler`, and, to a fixed point, parameters passed to
//! parameters already found. Those parameters (and the function types that have them) are
//! `OpTypeSampler`; an integer constant passed for one is an `OpConstantSampler` of its bits.

use super::Ctx;
use crate::builtins::{BuiltinType, demangle, image};
use crate::error::Result;
use crate::hash::{FastMap, FastSet};
use crate::llvm::ir::{Module, Type, TypeKind, Value, ValueKind};
use crate::spirv::Id;

/// The `i32` parameters of the module's functions that are samplers.
/// `calls`: the module's direct calls (call, callee), from `module_walk`.
pub(crate) fn find<'c>(
    module: &Module<'c>,
    calls: &[(Value<'c>, Value<'c>)],
) -> FastSet<Value<'c>> {
    let mut found = FastSet::default();
    let defined: Vec<Value<'c>> = module.functions().filter(|f| !f.is_declaration()).collect();
    for &f in &defined {
        if let Some(md) = f.metadata("kernel_arg_type") {
            for (p, t) in f.params().into_iter().zip(md.operands()) {
                let is_sampler = t.and_then(|t| t.string()).is_some_and(|s| s == "sampler_t");
                if is_sampler && is_int32(p.type_of()) {
                    found.insert(p);
                }
            }
        }
    }
    // Calls of builtins with an `ocl_sampler` parameter.
    // The positions of each builtin's `ocl_sampler` parameters (demangled once per builtin).
    let mut sampler_params: FastMap<Value<'c>, Vec<u32>> = FastMap::default();
    for &(i, callee) in calls {
        if !callee.is_declaration() || !callee.name().starts_with(b"_Z") {
            continue;
        }
        let positions = sampler_params.entry(callee).or_insert_with(|| {
            let Ok(d) = demangle(&callee.name_str()) else {
                return Vec::new();
            };
            let params = d.resolved_params();
            let is_sampler =
                |p: &BuiltinType| matches!(p, BuiltinType::Named(n) if n == "ocl_sampler");
            (0..params.len() as u32)
                .filter(|&k| is_sampler(&params[k as usize]))
                .collect()
        });
        for &k in positions.iter() {
            if let Some(a) = i.operand(k)
                && a.kind() == ValueKind::Argument
                && is_int32(a.type_of())
            {
                found.insert(a);
            }
        }
    }
    // Parameters passed on to sampler parameters of defined functions (none without a first).
    if found.is_empty() {
        return found;
    }
    loop {
        let before = found.len();
        for &(i, callee) in calls {
            if callee.is_declaration() {
                continue;
            }
            for (k, p) in callee.params().into_iter().enumerate() {
                if found.contains(&p)
                    && let Some(a) = i.operand(k as u32)
                    && a.kind() == ValueKind::Argument
                    && is_int32(a.type_of())
                {
                    found.insert(a);
                }
            }
        }
        if found.len() == before {
            return found;
        }
    }
}

fn is_int32(t: Type<'_>) -> bool {
    t.kind() == TypeKind::Integer && t.int_width() == Some(32)
}

/// Whether parameter `p` is an integer sampler.
pub(crate) fn is_int_sampler_param<'c>(cx: &Ctx<'c, '_>, p: Value<'c>) -> bool {
    cx.int_samplers.contains(&p)
}

/// The type of parameter `p`: `OpTypeSampler` for an integer sampler; the image of the
/// parameter's own access for a suffix-less image (see `image_access`).
pub(crate) fn param_type<'c>(cx: &mut Ctx<'c, '_>, p: Value<'c>) -> Result<Id> {
    if is_int_sampler_param(cx, p) {
        return Ok(cx.b.type_sampler());
    }
    if let Some(access) = super::image_access::param_access(cx, p)
        && let Some(name) = super::image_access::suffixless_image(p.type_of())
        && let Some(base) = name
            .strip_prefix("opencl.")
            .and_then(|n| n.strip_suffix("_t"))
    {
        // A pointer to an opaque OpenCL type is that type itself.
        return cx
            .opencl_image_type(base, access)
            .ok_or_else(|| cx.unsupported(format!("unknown image type {name}")));
    }
    cx.type_id(p.type_of())
}

/// Whether parameter `p` has a type of its own (an integer sampler, an image of an access not
/// its type's).
fn has_own_type<'c>(cx: &Ctx<'c, '_>, p: Value<'c>) -> bool {
    is_int_sampler_param(cx, p) || super::image_access::param_access(cx, p).is_some()
}

/// The type of function `f`, with `OpTypeSampler` for its integer samplers.
pub(crate) fn function_type<'c>(cx: &mut Ctx<'c, '_>, f: Value<'c>, fn_ty: Type<'c>) -> Result<Id> {
    let params = f.params();
    if !params.iter().any(|p| has_own_type(cx, *p)) {
        return cx.type_id(fn_ty);
    }
    let ret = fn_ty
        .return_type()
        .ok_or_else(|| cx.unsupported("function type without return type"))?;
    let r = cx.type_id(ret)?;
    let mut ids = Vec::with_capacity(params.len());
    for p in params {
        ids.push(param_type(cx, p)?);
    }
    Ok(cx.b.type_function(r, &ids))
}

/// The sampler a value stands for: an `OpConstantSampler` for an integer constant (the
/// sampler literal), the value itself otherwise; `None` for an integer that is not known to be
/// a sampler.
pub(crate) fn sampler_operand<'c>(cx: &mut Ctx<'c, '_>, v: Value<'c>) -> Result<Option<Id>> {
    let t = v.type_of();
    if t.kind() == TypeKind::Pointer {
        return cx.operand_id(v).map(Some);
    }
    if !is_int32(t) {
        return Ok(None);
    }
    if let Some(bits) = v.const_int_zext() {
        let (addressing, normalized, filter) = image::sampler_fields(bits as u32);
        return Ok(Some(cx.b.constant_sampler(addressing, normalized, filter)));
    }
    if v.kind() == ValueKind::Argument && is_int_sampler_param(cx, v) {
        return cx.operand_id(v).map(Some);
    }
    Ok(None)
}

/// The operand of argument `a` passed to parameter `p` of a defined function: a sampler
/// where `p` is an integer sampler.
pub(crate) fn call_argument<'c>(cx: &mut Ctx<'c, '_>, p: Value<'c>, a: Value<'c>) -> Result<Id> {
    if is_int_sampler_param(cx, p)
        && let Some(id) = sampler_operand(cx, a)?
    {
        return Ok(id);
    }
    cx.operand_id(a)
}
