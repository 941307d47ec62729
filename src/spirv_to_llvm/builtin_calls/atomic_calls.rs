//! Atomic instructions (`crate::builtins::atomic`) → OpenCL C 1.2 or 2.0 calls.

use super::*;

// ----- atomics -----

/// The atomic instructions.
pub(super) fn atomic_inst(rx: &mut Rx<'_, '_>, i: InstId) -> Result<()> {
    use atomic::AtomicShape::*;
    let opcode = rx.m.opcode(i);
    let ops = rx.m.operands(i).to_vec();
    let e = env(rx);
    let row = atomic::by_opcode(opcode, e == Env::Cl20)
        .ok_or_else(|| rx.error_at(i, "not an atomic instruction"))?;
    // Operand positions: [type, result,] pointer, scope, semantics..., values.
    let has_result = !matches!(row.shape, Store | FlagClear);
    let base = if has_result { 2 } else { 0 };
    let ptr = strip_generic_cast(rx.value(ops[base], i)?);
    let (scope_id, sem_id) = (ops[base + 1], ops[base + 2]);
    let unsigned = matches!(opcode, op::AtomicUMin | op::AtomicUMax);
    let value_ty = ptr.type_of().element().unwrap_or(ptr.type_of());
    // Increments, decrements and flags count in integers: another pointee has no constant 1
    // (an LLVM integer constant of another type is undefined behaviour, not an error).
    if matches!(row.shape, IncDec | FlagTestAndSet | FlagClear) && value_ty.int_width().is_none() {
        return Err(rx.error_at(
            i,
            "the pointer operand of an atomic increment, decrement or flag must point to an integer",
        ));
    }
    let vbt = bt(value_ty, unsigned);
    let result = has_result.then(|| ops[1]);
    let ret = if has_result {
        rx.ty(ops[0], i)?
    } else {
        rx.b.void_type()
    };
    if e == Env::SpvIr {
        return spv_ir_generic(rx, i, unsigned);
    }
    let values: Vec<u32> = match row.shape {
        Rmw | Store => vec![ops[base + 3]],
        CmpXchg | CompareExchange => vec![ops[base + 5], ops[base + 4]], // comparator, value
        _ => Vec::new(),
    };
    let mut vals = Vec::new();
    for v in values {
        vals.push(rx.value(v, i)?);
    }
    // OpenCL 1.2 has `atomic_min`/`atomic_max` for floats (as the incumbent writes them), but
    // no floating-point add.
    let float_add = opcode == op::AtomicFAddEXT;
    if e == Env::Cl12 && !float_add {
        return atomic_cl12(rx, i, row, ptr, vbt, &vals, ret, result, value_ty);
    }
    // OpenCL 2.0: the _explicit functions on a pointer to _Atomic (generic unless it is
    // known to be global or local memory).
    let named_space = matches!(ptr.type_of().address_space(), Some(1 | 3));
    let generic = if named_space {
        ptr
    } else {
        to_generic(rx, ptr)
    };
    let p_bt = qualified_pointer(
        generic.type_of(),
        BuiltinType::atomic(vbt.clone()),
        Qualifiers::with_volatile,
    );
    let order = order_of(rx, sem_id, i)?;
    let scope = scope_of(rx, scope_id, i)?;
    let (mo, ms) = (memory_order_type(), memory_scope_type());
    match row.shape {
        Rmw | IncDec => {
            let (base_name, v) = match (row.shape, opcode) {
                (IncDec, op::AtomicIIncrement) => ("fetch_add", rx.b.const_int(value_ty, &[1])),
                (IncDec, _) => ("fetch_sub", rx.b.const_int(value_ty, &[1])),
                _ => (row.cl20.unwrap_or("fetch_add"), vals[0]),
            };
            let name = format!("atomic_{base_name}_explicit");
            call(
                rx,
                &name,
                Some(&[p_bt, vbt, mo, ms]),
                ret,
                &[generic, v, order, scope],
                result,
                &[],
            );
        }
        Load => {
            call(
                rx,
                "atomic_load_explicit",
                Some(&[p_bt, mo, ms]),
                ret,
                &[generic, order, scope],
                result,
                &[],
            );
        }
        Store => {
            call(
                rx,
                "atomic_store_explicit",
                Some(&[p_bt, vbt, mo, ms]),
                ret,
                &[generic, vals[0], order, scope],
                None,
                &[],
            );
        }
        FlagTestAndSet => {
            call(
                rx,
                "atomic_flag_test_and_set_explicit",
                Some(&[p_bt, mo, ms]),
                ret,
                &[generic, order, scope],
                result,
                &[],
            );
        }
        FlagClear => {
            call(
                rx,
                "atomic_flag_clear_explicit",
                Some(&[p_bt, mo, ms]),
                ret,
                &[generic, order, scope],
                None,
                &[],
            );
        }
        CmpXchg | CompareExchange => {
            // The comparator goes through memory: `expected` is a pointer in OpenCL C.
            let fail = order_of(rx, ops[base + 3], i)?;
            let slot = rx.b.alloca(value_ty, "expected");
            rx.b.store(vals[0], slot);
            let (slot_g, e_bt) = if named_space {
                (slot, BuiltinType::pointer(vbt.clone(), 0))
            } else {
                (to_generic(rx, slot), BuiltinType::pointer(vbt.clone(), 4))
            };
            let name = if opcode == op::AtomicCompareExchangeWeak {
                "atomic_compare_exchange_weak_explicit"
            } else {
                "atomic_compare_exchange_strong_explicit"
            };
            let i1 = rx.b.int_type(1);
            let exchanged = call(
                rx,
                name,
                Some(&[p_bt, e_bt, vbt, mo.clone(), mo, ms]),
                i1,
                &[generic, slot_g, vals[1], order, fail, scope],
                None,
                &[],
            );
            let result_name = result.map_or_else(String::new, |r| rx.result_name(r));
            let old = rx.b.load(slot, &result_name);
            if let Some(r) = result {
                rx.values.insert(r, old);
            }
            // The flag is named after the result too (LLVM makes the name unique), as
            // `llvm-spirv` does, so that the old value keeps the source name.
            if !result_name.is_empty() {
                rx.b.set_name(exchanged, &result_name);
            }
        }
        Init => {}
    }
    Ok(())
}

/// The global or local pointer a generic pointer was cast from, if it was (atomics on named
/// address spaces are what OpenCL 1.2 has, and what OpenCL libraries define).
pub(super) fn strip_generic_cast(p: Value<'_>) -> Value<'_> {
    if p.type_of().address_space() == Some(4)
        && p.opcode() == Some(crate::llvm::ir::Opcode::LLVMAddrSpaceCast)
    {
        if let Some(src) = p.operand(0) {
            if matches!(src.type_of().address_space(), Some(0 | 1 | 3)) {
                return src;
            }
        }
    }
    p
}

/// A pointer cast to the generic address space (as is when it is generic already).
pub(super) fn to_generic<'c>(rx: &Rx<'c, '_>, p: Value<'c>) -> Value<'c> {
    let t = p.type_of();
    if t.address_space() == Some(4) {
        return p;
    }
    let g = rx.b.pointer_type(t.element().unwrap_or(t), 4);
    rx.b.cast(LLVMOpcode::LLVMAddrSpaceCast, p, g, "")
}

/// OpenCL 1.2 atomics: `atomic_*` (`atom_*` for 64 bits) on a `volatile` pointer; loads,
/// stores and flags through `atomic_add`/`atomic_xchg`.
#[allow(clippy::too_many_arguments)]
pub(super) fn atomic_cl12<'c>(
    rx: &mut Rx<'c, '_>,
    i: InstId,
    row: &atomic::Atomic,
    ptr: Value<'c>,
    vbt: BuiltinType,
    vals: &[Value<'c>],
    ret: Type<'c>,
    result: Option<u32>,
    value_ty: Type<'c>,
) -> Result<()> {
    use atomic::AtomicShape::*;
    let p_bt = qualified_pointer(ptr.type_of(), vbt.clone(), Qualifiers::with_volatile);
    let wide = is_64(value_ty);
    let name_of = |base: &str| {
        if wide {
            format!("atom_{base}")
        } else {
            format!("atomic_{base}")
        }
    };
    let cint = |rx: &Rx<'c, '_>, v: u64| rx.b.const_int(value_ty, &[v]);
    let cl12_name = |rx: &Rx<'c, '_>| {
        atomic::cl12_name(row, wide)
            .ok_or_else(|| rx.error_at(i, "this atomic has no OpenCL C 1.2 function"))
    };
    match row.shape {
        Rmw => {
            let n = cl12_name(rx)?;
            call(
                rx,
                &n,
                Some(&[p_bt, vbt]),
                ret,
                &[ptr, vals[0]],
                result,
                &[],
            );
        }
        IncDec => {
            let n = cl12_name(rx)?;
            call(rx, &n, Some(&[p_bt]), ret, &[ptr], result, &[]);
        }
        CmpXchg | CompareExchange => {
            call(
                rx,
                &name_of("cmpxchg"),
                Some(&[p_bt, vbt.clone(), vbt]),
                ret,
                &[ptr, vals[0], vals[1]],
                result,
                &[],
            );
        }
        Load if value_ty.kind() == TypeKind::Integer => {
            let zero = cint(rx, 0);
            call(
                rx,
                &name_of("add"),
                Some(&[p_bt, vbt]),
                ret,
                &[ptr, zero],
                result,
                &[],
            );
        }
        Load => {
            let v = rx.b.load(ptr, "");
            rx.b.set_volatile(v);
            if let Some(r) = result {
                rx.values.insert(r, v);
            }
        }
        Store => {
            call(
                rx,
                &name_of("xchg"),
                Some(&[p_bt, vbt]),
                value_ty,
                &[ptr, vals[0]],
                None,
                &[],
            );
        }
        FlagTestAndSet => {
            let one = cint(rx, 1);
            let old = call(
                rx,
                &name_of("xchg"),
                Some(&[p_bt, vbt]),
                value_ty,
                &[ptr, one],
                None,
                &[],
            );
            let zero = cint(rx, 0);
            let n = result.map_or_else(String::new, |r| rx.result_name(r));
            let b = rx.b.icmp(LLVMIntPredicate::LLVMIntNE, old, zero, &n);
            if let Some(r) = result {
                rx.values.insert(r, b);
            }
        }
        FlagClear => {
            let zero = cint(rx, 0);
            call(
                rx,
                &name_of("xchg"),
                Some(&[p_bt, vbt]),
                value_ty,
                &[ptr, zero],
                None,
                &[],
            );
        }
        Init => {}
    }
    Ok(())
}
