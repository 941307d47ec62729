//! One-instruction core builtins (`crate::builtins::core`) and sampler initializers.

use super::*;

/// The one-instruction builtins of `builtins::core`.
pub(super) fn core_call<'c>(
    cx: &mut Ctx<'c, '_>,
    c: &Call<'c>,
    row: &core_ops::CoreOp,
) -> Result<()> {
    use core_ops::Shape::*;
    let first = c.params.first();
    let opcode = match first {
        Some(t) if t.is_float() => row.float_op.unwrap_or(row.op),
        Some(t) if t.is_unsigned_integer() => row.unsigned_op.unwrap_or(row.op),
        _ => row.op,
    };
    let mut ids = Vec::with_capacity(c.args.len());
    for &a in &c.args {
        ids.push(cx.operand_id(a)?.0);
    }
    if opcode == op::Dot
        && c.args
            .first()
            .is_some_and(|a| is_integer_or_vector(a.type_of()))
    {
        // OpDot is of floats only; integer dot products are SPV_KHR_integer_dot_product's.
        let plain = int_dot::IntDotName {
            accumulate: false,
            packed: None,
        };
        return int_dot_call(cx, c, plain);
    }
    match row.shape {
        Same => {
            if opcode == op::Dot
                && c.args
                    .first()
                    .is_some_and(|a| a.type_of().kind() != TypeKind::Vector)
            {
                cx.define(c.inst, op::FMul, &ids)?;
            } else if c.ret().kind() == TypeKind::Void {
                cx.b.inst_no_result(opcode, &ids);
            } else {
                cx.define(c.inst, opcode, &ids)?;
            }
        }
        Relational => {
            let n = c.args.first().and_then(|a| a.type_of().vector_len());
            let bt = bool_type(cx, n);
            let b = cx.temp(opcode, bt, &ids);
            // llvm-spirv names the boolean of a test of one value (isnan, isinf, isfinite,
            // isnormal, signbit: a call it keeps under the call's name, numbered), scalar or
            // vector; a comparison of two (isequal ... isunordered) it makes an unnamed
            // instruction, which takes no number.
            let names = if ids.len() == 1 {
                BoolNames::Both
            } else {
                BoolNames::Select
            };
            widen_bool(cx, c.inst, b, names)?;
        }
        AnyAll => {
            let x = c.arg(cx, 0)?;
            let n = x.type_of().vector_len();
            let zero = int_splat(cx, x.type_of(), 0)?;
            let bt = bool_type(cx, n);
            let neg = cx.temp(op::SLessThan, bt, &[ids[0], zero.0]);
            // llvm-spirv names the sign test "cast" (numbered when taken), then the any/all
            // of a vector as any boolean call (see `widen_bool`).
            let cast = cx.unique_names.unique("cast");
            cx.b.name(neg, &cast);
            let b = if n.is_some() {
                let sb = bool_type(cx, None);
                cx.temp(opcode, sb, &[neg.0])
            } else {
                neg
            };
            // (Of a scalar, llvm-spirv's select of the sign test has no name.)
            let names = if n.is_some() {
                BoolNames::Both
            } else {
                BoolNames::Neither
            };
            widen_bool(cx, c.inst, b, names)?;
        }
        Scoped(scope) => {
            let s = u32_const(cx, scope);
            let mut ops = vec![s.0];
            ops.extend(ids);
            if c.ret().kind() == TypeKind::Void {
                cx.b.inst_no_result(opcode, &ops);
            } else {
                cx.define(c.inst, opcode, &ops)?;
            }
        }
        AsyncCopy => {
            if ids.len() != 4 {
                return Err(c.bad(cx));
            }
            let s = u32_const(cx, enums::Scope::Workgroup);
            let one = int_splat(cx, c.arg(cx, 2)?.type_of(), 1)?;
            cx.define(
                c.inst,
                opcode,
                &[s.0, ids[0], ids[1], ids[2], one.0, ids[3]],
            )?;
        }
        GroupPredicate(scope) => {
            let bt = bool_type(cx, None);
            let pred = predicate(cx, c, 0)?;
            let s = u32_const(cx, scope);
            let b = cx.temp(opcode, bt, &[s.0, pred.0]);
            widen_bool(cx, c.inst, b, BoolNames::Both)?;
        }
        GroupOp(scope, operation) => {
            let s = u32_const(cx, scope);
            let x = *ids.first().ok_or_else(|| c.bad(cx))?;
            cx.define(c.inst, opcode, &[s.0, operation, x])?;
        }
        Broadcast(scope) => {
            let s = u32_const(cx, scope);
            let (x, lids) = ids.split_first().ok_or_else(|| c.bad(cx))?;
            let lid = match lids {
                [one] => *one,
                [_, _] | [_, _, _] => {
                    let t = c.arg(cx, 1)?.type_of();
                    let st = cx.type_id(t)?;
                    let vt = cx.b.type_vector(st, lids.len() as u32);
                    cx.vector_of_lanes(None, vt, lids)?.0
                }
                _ => return Err(c.bad(cx)),
            };
            cx.define(c.inst, opcode, &[s.0, *x, lid])?;
        }
        GenericCast(storage) => {
            let p = *ids.first().ok_or_else(|| c.bad(cx))?;
            cx.define(c.inst, opcode, &[p, storage])?;
        }
        Fence => {
            // The memory semantics of the pointer, shifted down to cl_mem_fence_flags.
            let p = *ids.first().ok_or_else(|| c.bad(cx))?;
            let t = cx.type_id(c.ret())?;
            let semantics = cx.temp(opcode, t, &[p]);
            let shift = u32_const(cx, core_ops::FENCE_SHIFT);
            cx.define(c.inst, op::ShiftRightLogical, &[semantics.0, shift.0])?;
        }
    }
    Ok(())
}

/// A bool operand from an `int` predicate argument: a constant when the argument is one (as
/// LLVM folds the comparison), `x != 0` otherwise.
pub(super) fn predicate<'c>(cx: &mut Ctx<'c, '_>, c: &Call<'c>, i: usize) -> Result<Id> {
    let bt = bool_type(cx, None);
    if let Some(v) = c.const_arg(i) {
        return Ok(cx.b.constant_bool(Some(bt), v != 0));
    }
    let x = c.arg(cx, i)?;
    let id = cx.operand_id(x)?;
    let zero = int_splat(cx, x.type_of(), 0)?;
    Ok(cx.temp(op::INotEqual, bt, &[id.0, zero.0]))
}

/// `__translate_sampler_initializer(i32 bits)` → `OpConstantSampler`.
pub(super) fn sampler_init<'c>(cx: &mut Ctx<'c, '_>, c: &Call<'c>) -> Result<()> {
    let bits = c
        .const_arg(0)
        .ok_or_else(|| cx.unsupported("a sampler initializer that is not a constant"))?
        as u32;
    let (addressing, normalized, filter) = image::sampler_fields(bits);
    let s = cx.b.constant_sampler_unique(addressing, normalized, filter);
    crate::llvm_to_spirv::debug_info::locate_global(cx, c.inst, s);
    alias(cx, c.inst, s)
}
