//! OpenCL.std extended instructions (`crate::builtins::ocl_std`).

use super::*;

/// The width of a scalar floating-point type.
pub(super) fn float_width(t: Type<'_>) -> Option<u32> {
    match t.kind() {
        TypeKind::Half => Some(16),
        TypeKind::Float => Some(32),
        TypeKind::Double => Some(64),
        _ => None,
    }
}

/// The pointer `id` (the LLVM value `p`) bitcast to a pointer to `pointee` in its storage class.
pub(super) fn bitcast_pointer<'c>(
    cx: &mut Ctx<'c, '_>,
    c: &Call<'c>,
    p: Value<'c>,
    id: Id,
    pointee: Id,
) -> Result<Id> {
    let sc = p
        .type_of()
        .address_space()
        .and_then(crate::llvm_to_spirv::storage_class)
        .ok_or_else(|| c.bad(cx))?;
    let pt = cx.b.type_pointer(sc, pointee);
    Ok(cx.temp(op::Bitcast, pt, &[id.0]))
}

/// `-x` for a float `x` (id `id`): a constant of a `float` or `double` constant, as llvm-spirv
/// folds it, otherwise `OpFNegate`.
pub(super) fn negated<'c>(cx: &mut Ctx<'c, '_>, x: Value<'c>, id: Id) -> Result<Id> {
    let t = x.type_of();
    let ty = cx.type_id(t)?;
    let words = match (x.const_fp(), t.kind()) {
        (Some(f), TypeKind::Float) => Some(vec![(-(f as f32)).to_bits()]),
        (Some(f), TypeKind::Double) => {
            let bits = (-f).to_bits();
            Some(vec![bits as u32, (bits >> 32) as u32])
        }
        _ => None,
    };
    Ok(match words {
        Some(w) => cx.b.constant(ty, &w),
        None => cx.temp(op::FNegate, ty, &[id.0]),
    })
}

/// A vector of `n` copies of the scalar `x` (of LLVM type `t`): inserted into lane 0 of an
/// undefined vector and shuffled to every lane, the splat idiom of LLVM.
pub(super) fn splat_value<'c>(cx: &mut Ctx<'c, '_>, x: Id, t: Type<'c>, n: u32) -> Result<Id> {
    let st = cx.type_id(t)?;
    let vt = cx.b.type_vector(st, n);
    let undef = cx.b.undef(vt);
    let one = cx.temp(op::CompositeInsert, vt, &[x.0, undef.0, 0]);
    let mut ops = vec![one.0, undef.0];
    ops.resize(2 + n as usize, 0);
    Ok(cx.temp(op::VectorShuffle, vt, &ops))
}

/// An `OpenCL.std` instruction.
pub(super) fn ext_call<'c>(cx: &mut Ctx<'c, '_>, c: &Call<'c>, e: &ocl_std::ExtCall) -> Result<()> {
    let set = cx.ext_std();
    let opcode = grammar::ext_inst_set("OpenCL.std")
        .and_then(|s| s.opcode_by_name(&e.ext))
        .ok_or_else(|| c.bad(cx))?;
    let width = if e.widen { c.ret().vector_len() } else { None };
    let mut ops = vec![set.0, opcode];
    for &a in &c.args {
        let mut id = cx.operand_id(a)?;
        if let Some(n) = width {
            let t = a.type_of();
            if matches!(
                t.kind(),
                TypeKind::Integer | TypeKind::Half | TypeKind::Float | TypeKind::Double
            ) {
                id = splat_value(cx, id, t, n)?;
            }
        }
        ops.push(id.0);
    }
    if let Some(l) = e.literal {
        ops.push(l);
    }
    cx.define(c.inst, op::ExtInst, &ops)?;
    Ok(())
}
