//! OpenCL.std `mad` in the OpenCL C forms (CL1.2, CL2.0) is `llvm.fmuladd`.
//!
//! `mad` approximates `a * b + c`: "whether or how the product of a * b is rounded ... is not
//! defined" (OpenCL C, Math Functions); `llvm.fmuladd` is `a * b + c` either fused or as a
//! rounded multiply and a rounded add (LangRef). Every result `llvm.fmuladd` may give, `mad`
//! may give too, so `llvm.fmuladd` is a faithful translation of `mad`; and it is what the
//! forward translation writes as `mad` (clang writes every contracted `a * b + c` of OpenCL C
//! as `llvm.fmuladd`), so a round trip gives back the very intrinsic the kernel had. A `mad`
//! call instead would leave the choice to the OpenCL library, whose `mad` may be unfused
//! (PoCL's is) where the original was fused: a round trip would change results. SPV-IR keeps
//! `__spirv_ocl_mad`, the instruction as it is.

use super::Rx;
use crate::llvm::ir::{Type, TypeKind, Value};

/// Whether `t` is a floating-point scalar or vector type `llvm.fmuladd` takes.
fn fmuladd_type(t: Type<'_>) -> bool {
    let scalar = match t.kind() {
        TypeKind::Vector => t.element().unwrap_or(t),
        _ => t,
    };
    matches!(
        scalar.kind(),
        TypeKind::Half | TypeKind::Float | TypeKind::Double
    )
}

/// `mad(a, b, c)` of a floating-point type as a call of `llvm.fmuladd`; `None` when the
/// arguments are not three values of the result's type (left to the general path).
pub(super) fn as_fmuladd<'c>(
    rx: &mut Rx<'c, '_>,
    ret: Type<'c>,
    args: &[Value<'c>],
    result: u32,
) -> Option<Value<'c>> {
    if !fmuladd_type(ret) || args.len() != 3 || args.iter().any(|a| a.type_of() != ret) {
        return None;
    }
    let f = rx.b.intrinsic("llvm.fmuladd", &[ret])?;
    let name = rx.result_name(result);
    Some(rx.b.call(f, args, &name))
}
