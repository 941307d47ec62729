//! OpenCL.std `mad` with an `FPFastMathMode` decoration, in the OpenCL C forms (CL1.2, CL2.0),
//! is `llvm.fmuladd` with those fast-math flags; without one it is the `mad` builtin call.
//!
//! `mad` approximates `a * b + c`: "whether or how the product of a * b is rounded ... is not
//! defined" (OpenCL C, Math Functions); `llvm.fmuladd` is `a * b + c` either fused or as a
//! rounded multiply and a rounded add (LangRef). Every result `llvm.fmuladd` may give, `mad`
//! may give too, so either is a faithful translation of `mad`, but an OpenCL library may
//! answer them differently (PoCL computes its `mad` unfused and `llvm.fmuladd` fused). The
//! forward writes a contraction (`llvm.fmuladd`, which clang writes for every contracted
//! `a * b + c` of OpenCL C) as a `mad` decorated with its fast-math flags (`None` when it has
//! none), and an OpenCL C `mad(a, b, c)` call as a bare `mad`, as llvm-spirv writes both: each
//! comes back as it was. A bare `mad` from another producer is read as llvm-spirv reads it, as
//! the builtin. SPV-IR keeps `__spirv_ocl_mad`, the instruction as it is.

use super::Rx;
use crate::llvm::ir::{Type, TypeKind, Value};

/// Whether `t` is a floating-point scalar or vector type `llvm.fmuladd` takes.
fn fmuladd_type(t: Type<'_>) -> bool {
    let scalar = t.scalar();
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
    let v = rx.b.call(f, args, &name);
    rx.apply_flags(result, v);
    Some(v)
}
