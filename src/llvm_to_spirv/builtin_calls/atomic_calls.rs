//! Atomics and synchronization (`crate::builtins::atomic`, `crate::builtins::sync`): memory order and
//! scope arguments, fences and barriers, atomic calls.

use super::*;

/// The helper functions that map scope and order arguments known only at run time, by their
/// names (as the incumbent names them, and finds them again in reverse translation), tables
/// and the OpenCL value other values are taken as.
pub(super) type MapSpec = (&'static str, &'static [(u32, u32)], u32);

pub(super) const SCOPE_MAP: MapSpec = (
    "__translate_ocl_memory_scope",
    sync::MEMORY_SCOPES,
    sync::SCOPE_DEVICE,
);
pub(super) const ORDER_MAP: MapSpec = (
    "__translate_ocl_memory_order",
    sync::MEMORY_ORDERS,
    sync::SEQ_CST,
);

/// A run-time mapping of a 32-bit value: a call of the helper function of `map` (made once).
pub(super) fn runtime_map(cx: &mut Ctx<'_, '_>, x: Id, map: MapSpec) -> Id {
    let (name, table, default) = map;
    let (id, new) = cx.helper_id(name);
    if new {
        cx.helpers.push(super::super::intrinsics::Helper::ValueMap {
            id,
            name,
            table,
            default,
        });
    }
    let int = cx.b.type_int(32, 0);
    cx.temp(op::FunctionCall, int, &[id.0, x.0])
}

/// The body of a `ValueMap` helper: a switch on the key with one block per row returning its
/// value; other keys go to the block of `default`.
pub(crate) fn emit_value_map(
    cx: &mut Ctx<'_, '_>,
    id: Id,
    name: &str,
    table: &[(u32, u32)],
    default: u32,
) {
    let int = cx.b.type_int(32, 0);
    let fn_ty = cx.b.type_function(int, &[int]);
    cx.b.begin_function_with_id(id, int, enums::FunctionControl::None, fn_ty);
    let key = cx.b.fresh_id();
    cx.b.function_parameter_with_id(key, int);
    let entry = cx.b.label();
    let labels: Vec<Id> = table.iter().map(|_| cx.b.fresh_id()).collect();
    let default_label = table
        .iter()
        .position(|&(k, _)| k == default)
        .map_or(labels.first().copied().unwrap_or(entry), |i| labels[i]);
    let mut ops = vec![key.0, default_label.0];
    for (&(k, _), l) in table.iter().zip(&labels) {
        ops.extend([k, l.0]);
    }
    cx.b.inst_no_result(op::Switch, &ops);
    for (&(k, v), &l) in table.iter().zip(&labels) {
        cx.b.label_with_id(l);
        let value = u32_const(cx, v);
        cx.b.inst_no_result(op::ReturnValue, &[value.0]);
        cx.b.name(l, &format!("case.{k}"));
    }
    cx.b.end_function();
    cx.b.name(id, name);
    cx.b.name(key, "key");
    cx.b.name(entry, "entry");
}

/// `cl_mem_fence_flags` → semantics storage bits, at compile time or run time.
pub(super) fn fence_flags<'c>(
    cx: &mut Ctx<'c, '_>,
    c: &Call<'c>,
    i: usize,
) -> Result<Result<u32, Id>> {
    if let Some(f) = c.const_arg(i) {
        return Ok(Ok(sync::flags_to_semantics(f as u32)));
    }
    let x = cx.operand_id(c.arg(cx, i)?)?;
    let int = cx.b.type_int(32, 0);
    let mut acc = u32_const(cx, 0);
    for &(flag, bit) in sync::FENCE_FLAGS {
        let f = u32_const(cx, flag);
        let masked = cx.temp(op::BitwiseAnd, int, &[x.0, f.0]);
        let shift = u32_const(cx, bit.trailing_zeros() - flag.trailing_zeros());
        let moved = cx.temp(op::ShiftLeftLogical, int, &[masked.0, shift.0]);
        acc = cx.temp(op::BitwiseOr, int, &[acc.0, moved.0]);
    }
    Ok(Err(acc))
}

/// The `memory_order` argument `i` as ordering bits (`default` when absent).
pub(super) fn order_arg<'c>(
    cx: &mut Ctx<'c, '_>,
    c: &Call<'c>,
    i: usize,
    default: u32,
) -> Result<Result<u32, Id>> {
    if i >= c.args.len() {
        return Ok(Ok(default));
    }
    if let Some(o) = c.const_arg(i) {
        return sync::order_to_semantics(o as u32)
            .map(Ok)
            .ok_or_else(|| c.bad(cx));
    }
    let x = cx.operand_id(c.arg(cx, i)?)?;
    Ok(Err(runtime_map(cx, x, ORDER_MAP)))
}

/// The `memory_scope` argument `i` as a `Scope` id (`default` when absent).
pub(super) fn scope_arg<'c>(
    cx: &mut Ctx<'c, '_>,
    c: &Call<'c>,
    i: usize,
    default: u32,
) -> Result<Id> {
    if i >= c.args.len() {
        return Ok(u32_const(cx, default));
    }
    if let Some(s) = c.const_arg(i) {
        let s = sync::scope_to_spirv(s as u32).ok_or_else(|| c.bad(cx))?;
        return Ok(u32_const(cx, s));
    }
    let x = cx.operand_id(c.arg(cx, i)?)?;
    Ok(runtime_map(cx, x, SCOPE_MAP))
}

/// Ordering bits and storage bits, each known or computed, as one semantics id.
pub(super) fn semantics_id(
    cx: &mut Ctx<'_, '_>,
    order: Result<u32, Id>,
    storage: Result<u32, Id>,
) -> Id {
    match (order, storage) {
        (Ok(o), Ok(s)) => return u32_const(cx, o | s),
        (Err(id), Ok(0)) | (Ok(0), Err(id)) => return id,
        _ => {}
    }
    let o = match order {
        Ok(bits) => u32_const(cx, bits),
        Err(id) => id,
    };
    let s = match storage {
        Ok(bits) => u32_const(cx, bits),
        Err(id) => id,
    };
    let int = cx.b.type_int(32, 0);
    cx.temp(op::BitwiseOr, int, &[o.0, s.0])
}

/// `barrier`, `work_group_barrier`, `sub_group_barrier`, `mem_fence`, `read_mem_fence`,
/// `write_mem_fence`, `atomic_work_item_fence`.
pub(super) fn fence<'c>(cx: &mut Ctx<'c, '_>, c: &Call<'c>, f: &sync::Fence) -> Result<()> {
    if c.args.is_empty() {
        return Err(c.bad(cx));
    }
    let storage = fence_flags(cx, c, 0)?;
    let (order, scope_index) = if f.has_order {
        (order_arg(cx, c, 1, f.default_order)?, 2)
    } else {
        (Ok(f.default_order), 1)
    };
    let scope = scope_arg(cx, c, scope_index, f.default_scope)?;
    let sem = semantics_id(cx, order, storage);
    match f.kind {
        sync::FenceKind::Control => {
            let exec = u32_const(cx, f.execution);
            cx.b.inst_no_result(op::ControlBarrier, &[exec.0, scope.0, sem.0]);
        }
        sync::FenceKind::Memory => cx.b.inst_no_result(op::MemoryBarrier, &[scope.0, sem.0]),
    }
    Ok(())
}

/// The value type of an atomic function's object (the pointee of the first parameter, out of
/// its `_Atomic`).
pub(super) fn atomic_value_type(c: &Call<'_>) -> Option<BuiltinType> {
    let (pointee, _) = c.params.first()?.pointee()?;
    Some(match pointee {
        BuiltinType::Atomic(inner) => (**inner).clone(),
        other => other.clone(),
    })
}

/// OpenCL 1.2 and 2.0 atomics.
pub(super) fn atomic_call<'c>(
    cx: &mut Ctx<'c, '_>,
    c: &Call<'c>,
    name: atomic::AtomicName,
) -> Result<()> {
    use atomic::AtomicShape::*;
    let a = name.atomic;
    let vt = atomic_value_type(c);
    let is_float = vt.as_ref().is_some_and(|t| t.is_float());
    let opcode = match vt {
        Some(ref t) if t.is_unsigned_integer() => a.unsigned_op.unwrap_or(a.op),
        Some(ref t) if t.is_float() && a.shape == Rmw && a.op != op::AtomicExchange => {
            a.float_op.ok_or_else(|| c.bad(cx))?
        }
        _ => a.op,
    };
    // OpAtomicCompareExchangeWeak is gone from SPIR-V 1.4: the builder makes it the strong
    // exchange (a valid implementation of the weak one) in modules of that version.
    let ptr_arg = c.arg(cx, 0)?;
    if let Some(pointee) = ptr_arg.type_of().element() {
        let wide = pointee.int_width() == Some(64) || pointee.kind() == TypeKind::Double;
        if wide && !matches!(a.shape, Init) {
            cx.b.require_capability(enums::Capability::Int64Atomics);
        }
    }
    if is_float && opcode == op::AtomicFAddEXT {
        cx.allow_extension(
            "SPV_EXT_shader_atomic_float_add",
            "atomic_fetch_add on a float",
        )?;
    } else if is_float && matches!(opcode, op::AtomicFMinEXT | op::AtomicFMaxEXT) {
        cx.allow_extension(
            "SPV_EXT_shader_atomic_float_min_max",
            "atomic_fetch_min/max on a float",
        )?;
    }
    if is_float {
        if let Some(vt) = ptr_arg.type_of().element() {
            cx.require_float_atomic(opcode, vt, "a floating-point atomic")?;
        }
    }
    let ptr = cx.operand_id(ptr_arg)?;
    // The order and scope: OpenCL 1.2 atomics are relaxed, 2.0 ones sequentially consistent
    // unless explicit; the scope is the device unless given.
    let default_order = if name.cl12 {
        enums::MemorySemantics::Relaxed
    } else {
        enums::MemorySemantics::SequentiallyConsistent
    };
    // Where the explicit order and scope arguments start.
    let first_extra = match a.shape {
        IncDec | Load | FlagTestAndSet | FlagClear => 1,
        Rmw | Store | Init => 2,
        CmpXchg | CompareExchange => 3,
    };
    // OpenCL 1.2 atomics have the work-group scope llvm-spirv gives them (and that consumers
    // of its SPIR-V expect); 2.0 ones the device's unless a scope argument says otherwise.
    let default_scope = if name.cl12 {
        enums::Scope::Workgroup
    } else {
        enums::Scope::Device
    };
    let (order, scope) = if name.explicit {
        let scope_at = if a.shape == CompareExchange {
            first_extra + 2
        } else {
            first_extra + 1
        };
        // The scope first, as the incumbent maps them.
        let s = scope_arg(cx, c, scope_at, enums::Scope::Device)?;
        (order_arg(cx, c, first_extra, default_order)?, s)
    } else {
        (Ok(default_order), u32_const(cx, default_scope))
    };
    let sem = semantics_id(cx, order, Ok(0));
    match a.shape {
        Rmw => {
            let x = c.arg(cx, 1)?;
            let mut v = cx.operand_id(x)?;
            if is_float && a.op == op::AtomicISub {
                v = negated(cx, x, v)?;
            }
            cx.define(c.inst, opcode, &[ptr.0, scope.0, sem.0, v.0])?;
        }
        IncDec | Load | FlagTestAndSet => {
            cx.define(c.inst, opcode, &[ptr.0, scope.0, sem.0])?;
        }
        FlagClear => cx.b.inst_no_result(opcode, &[ptr.0, scope.0, sem.0]),
        Store => {
            let v = cx.operand_id(c.arg(cx, 1)?)?;
            cx.b.inst_no_result(opcode, &[ptr.0, scope.0, sem.0, v.0]);
        }
        Init => {
            let v = cx.operand_id(c.arg(cx, 1)?)?;
            cx.b.inst_no_result(op::Store, &[ptr.0, v.0]);
        }
        CmpXchg => {
            let cmp = cx.operand_id(c.arg(cx, 1)?)?;
            let val = cx.operand_id(c.arg(cx, 2)?)?;
            cx.define(
                c.inst,
                opcode,
                &[ptr.0, scope.0, sem.0, sem.0, val.0, cmp.0],
            )?;
        }
        CompareExchange => {
            let expected_ptr = c.arg(cx, 1)?;
            let vty = expected_ptr.type_of().element().ok_or_else(|| c.bad(cx))?;
            let mut vty_id = cx.type_id(vty)?;
            let mut eptr = cx.operand_id(expected_ptr)?;
            let mut desired = cx.operand_id(c.arg(cx, 2)?)?;
            let mut ptr = ptr;
            // OpAtomicCompareExchange is of integers: a floating-point exchange goes through
            // integers of its width (the pointers and the desired value bitcast).
            if let Some(width) = float_width(vty) {
                let int = cx.b.type_int(width, 0);
                ptr = bitcast_pointer(cx, c, ptr_arg, ptr, int)?;
                eptr = bitcast_pointer(cx, c, expected_ptr, eptr, int)?;
                desired = cx.temp(op::Bitcast, int, &[desired.0]);
                vty_id = int;
            }
            let fail = if name.explicit {
                let f = order_arg(cx, c, first_extra + 1, default_order)?;
                semantics_id(cx, f, Ok(0))
            } else {
                sem
            };
            // `expected` points to an object of the atomic's value type, which OpenCL C aligns
            // to its size (6.15.12: atomic types have the size and alignment of their value
            // types, all naturally aligned): the load and store say so, as llvm-spirv writes.
            let aligned = [enums::MemoryAccess::Aligned, super::abi_align(vty)];
            let expected = cx.temp(op::Load, vty_id, &[eptr.0, aligned[0], aligned[1]]);
            let old = cx.temp(
                opcode,
                vty_id,
                &[ptr.0, scope.0, sem.0, fail.0, desired.0, expected.0],
            );
            // Named as llvm-spirv names them: it loads into "exp", then makes the exchange
            // under the call's name, both uniqued by LLVM's counter (`call31`); the comparison
            // takes the call's name.
            let exp = cx.unique_names.unique("exp");
            cx.b.name(expected, &exp);
            let call = cx.unique_names.unique(&c.inst.name_str());
            if !call.is_empty() {
                cx.b.name(old, &call);
            }
            cx.b.inst_no_result(op::Store, &[eptr.0, old.0, aligned[0], aligned[1]]);
            cx.define(c.inst, op::IEqual, &[old.0, expected.0])?;
        }
    }
    Ok(())
}

/// Whether the declaration `f` of an OpenCL atomic function has one of that function's
/// signatures (OpenCL C 6.15.12): a pointer to the object first, values of the object's type,
/// the number of arguments of the form (with `_explicit`, one or two more: order and scope),
/// and the result the form returns. A function that shares the name with another signature —
/// `atomic_add(int, int)`, `atomic_inc(p, v)`, a `void atomic_add(p, v)`, an OpenCL 1.2
/// `atom_add` on a float — is no atomic: it is called as the function it is, as llvm-spirv
/// calls it.
pub(super) fn is_standard_atomic(f: Value<'_>, name: &atomic::AtomicName) -> bool {
    use atomic::AtomicShape::*;
    let Some(fty) = f.function_type() else {
        return false;
    };
    let params = fty.param_types();
    let (Some(ret), Some(obj)) = (fty.return_type(), params.first().and_then(|p| p.element()))
    else {
        return false;
    };
    let is_float = matches!(
        obj.kind(),
        TypeKind::Half | TypeKind::Float | TypeKind::Double
    );
    if obj.kind() != TypeKind::Integer && !is_float {
        return false;
    }
    let a = name.atomic;
    // OpenCL 1.2's atomics are of integers, but for the exchange.
    if name.cl12 && is_float && a.op != op::AtomicExchange {
        return false;
    }
    let (base, extra) = match a.shape {
        IncDec | Load | FlagTestAndSet | FlagClear => (1, 2),
        Rmw | Store => (2, 2),
        Init | CmpXchg => (if a.shape == Init { 2 } else { 3 }, 0),
        CompareExchange => (3, 3),
    };
    let n = params.len();
    let count = if name.explicit {
        n > base && n <= base + extra
    } else {
        n == base
    };
    let is_int = |t: Type<'_>| t.kind() == TypeKind::Integer;
    let extras_are_ints = params[base.min(n)..].iter().all(|&t| is_int(t));
    let values = |k: usize| params[1..k.min(n)].iter().all(|&t| t == obj);
    let shape = match a.shape {
        Rmw | CmpXchg => values(base) && ret == obj,
        IncDec | Load => ret == obj,
        Store | Init => values(base) && ret.kind() == TypeKind::Void,
        FlagClear => ret.kind() == TypeKind::Void,
        FlagTestAndSet => is_int(ret),
        CompareExchange => {
            params.get(1).and_then(|p| p.element()) == Some(obj)
                && params.get(2) == Some(&obj)
                && is_int(ret)
        }
    };
    count && extras_are_ints && shape
}
