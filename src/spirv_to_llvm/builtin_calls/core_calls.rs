//! One-instruction builtins (`crate::builtins::core`): relational and group operations, async
//! copies.

use super::*;

// ----- one-instruction builtins -----

/// The builtins of `builtins::core` (relational, collectives, events ...).
pub(super) fn core_inst(rx: &mut Rx<'_, '_>, i: InstId) -> Result<bool> {
    use core_ops::Shape::*;
    let opcode = rx.m.opcode(i);
    let Some(row) = core_ops::by_opcode(opcode).find(|r| shape_fits(rx, i, r)) else {
        return Ok(false);
    };
    // Comparisons are LLVM's own `fcmp`; the general translation does them.
    if matches!(row.shape, Relational) && is_comparison(opcode) {
        return Ok(false);
    }
    let unsigned = row.unsigned_op == Some(opcode) && row.unsigned_op != Some(row.op);
    if env(rx) == Env::SpvIr && opcode == op::GenericCastToPtrExplicit {
        // The general translation names it by its target storage class.
        return Ok(false);
    }
    if env(rx) == Env::SpvIr {
        spv_ir_generic(rx, i, unsigned)?;
        return Ok(true);
    }
    let ops = rx.m.operands(i).to_vec();
    let def = grammar::instruction(opcode).ok_or_else(|| rx.error_at(i, "unknown opcode"))?;
    let (ret, result) = if def.has_result_type {
        (rx.ty(ops[0], i)?, Some(ops[1]))
    } else {
        (rx.b.void_type(), None)
    };
    let first = if def.has_result_type { 2 } else { 0 };
    let ids = &ops[first..];
    let i32t = rx.b.int_type(32);
    match row.shape {
        Same => {
            let mut args = Vec::new();
            for &a in ids {
                args.push(rx.value(a, i)?);
            }
            let mut params: Vec<BuiltinType> =
                args.iter().map(|a| bt(a.type_of(), false)).collect();
            if row.void_pointers {
                for p in &mut params {
                    if let BuiltinType::Pointer { pointee, .. } = p {
                        **pointee = BuiltinType::Void;
                    }
                }
            }
            call(rx, row.ocl, Some(&params), ret, &args, result, &[]);
        }
        Relational => {
            // The OpenCL C function answers int (intN of the argument's width for vectors).
            let x = rx.value(ids[0], i)?;
            let mut args = vec![x];
            for &a in &ids[1..] {
                args.push(rx.value(a, i)?);
            }
            let int_ret = relational_int_type(rx, x.type_of());
            let params: Vec<BuiltinType> = args.iter().map(|a| bt(a.type_of(), false)).collect();
            let v = call(rx, row.ocl, Some(&params), int_ret, &args, None, &[]);
            bool_result(rx, v, result);
        }
        AnyAll => {
            let x = rx.value(ids[0], i)?;
            // (SPIR-V 3.42.15: OpAny and OpAll take a vector of Boolean.)
            let n = x
                .type_of()
                .vector_len()
                .ok_or_else(|| rx.error_at(i, "the operand of OpAny or OpAll is not a vector"))?;
            // Each lane's truth in the sign bit of a char (any and all test the sign bits), the
            // narrowest vector OpenCL C has; llvm-spirv passes a char vector too.
            let ivec = rx.b.vector_type(rx.b.int_type(8), n);
            let wide = rx.b.cast(LLVMOpcode::LLVMSExt, x, ivec, "");
            let v = call(
                rx,
                row.ocl,
                Some(&[bt(ivec, false)]),
                i32t,
                &[wide],
                None,
                &[],
            );
            bool_result(rx, v, result);
        }
        GroupPredicate(_) => {
            let scope = constant(rx, ids[0]);
            let name = group_name(row.ocl, scope);
            let pred = rx.value(ids[1], i)?;
            let wide = rx.b.cast(LLVMOpcode::LLVMZExt, pred, i32t, "");
            let v = call(
                rx,
                &name,
                Some(&[BuiltinType::Int]),
                i32t,
                &[wide],
                None,
                &["convergent"],
            );
            bool_result(rx, v, result);
        }
        GroupOp(..) => {
            let scope = constant(rx, ids[0]);
            let operation = ids[1];
            let kind = match operation {
                enums::GroupOperation::Reduce => "reduce",
                enums::GroupOperation::InclusiveScan => "scan_inclusive",
                enums::GroupOperation::ExclusiveScan => "scan_exclusive",
                _ => {
                    return Err(rx.error_at(
                        i,
                        format!("group operation {operation} has no OpenCL C builtin"),
                    ));
                }
            };
            let what = row.ocl.rsplit('_').next().unwrap_or("add");
            let prefix = if scope == Some(u64::from(enums::Scope::Subgroup)) {
                "sub_group"
            } else {
                "work_group"
            };
            let name = format!("{prefix}_{kind}_{what}");
            let x = rx.value(ids[2], i)?;
            call(
                rx,
                &name,
                Some(&[bt(x.type_of(), unsigned)]),
                ret,
                &[x],
                result,
                &["convergent"],
            );
        }
        Broadcast(_) => {
            let scope = constant(rx, ids[0]);
            let subgroup = scope == Some(u64::from(enums::Scope::Subgroup));
            let x = rx.value(ids[1], i)?;
            let lid = rx.value(ids[2], i)?;
            let mut args = vec![x];
            // The incumbent mangles an integer value as unsigned (`work_group_broadcastjm`);
            // both overloads exist in OpenCL C and answer the same bits.
            let mut params = vec![bt(x.type_of(), true)];
            match lid
                .type_of()
                .vector_len()
                .filter(|_| lid.type_of().kind() == TypeKind::Vector)
            {
                Some(n) => {
                    rx.unroll(u64::from(n), i)?;
                    for k in 0..n {
                        let c = rx.b.extract_element(lid, i32c(rx, u64::from(k)), "");
                        params.push(bt(c.type_of(), true));
                        args.push(c);
                    }
                }
                None => {
                    params.push(bt(lid.type_of(), true));
                    args.push(lid);
                }
            }
            let name = if subgroup {
                "sub_group_broadcast"
            } else {
                "work_group_broadcast"
            };
            call(rx, name, Some(&params), ret, &args, result, &["convergent"]);
        }
        Scoped(_) | AsyncCopy => async_or_wait(rx, i, opcode, ids, ret, result)?,
        Fence => {
            // get_fence(const void *) answers cl_mem_fence_flags; the instruction the memory
            // semantics those flags are the bits FENCE_SHIFT of.
            let p = rx.value(ids[0], i)?;
            let param = qualified_pointer(p.type_of(), BuiltinType::Void, Qualifiers::with_const);
            let flags = call(rx, row.ocl, Some(&[param]), ret, &[p], None, &[]);
            let shift = rx.b.const_int(ret, &[u64::from(core_ops::FENCE_SHIFT)]);
            let n = result.map_or_else(String::new, |r| rx.result_name(r));
            let v = rx.b.binop(LLVMOpcode::LLVMShl, flags, shift, &n);
            if let Some(r) = result {
                rx.values.insert(r, v);
            }
        }
        GenericCast(_) => {
            // As clang declares them for OpenCL C 2.0 (and `llvm-spirv` calls them):
            // unmangled `__to_global` and the like, from and to `i8` pointers; the argument
            // is always cast, to the same type when it is a generic `i8` pointer already.
            let p = rx.value(ids[0], i)?;
            let storage = *ids.get(1).ok_or_else(|| {
                rx.error_at(i, "a generic pointer cast without its storage class")
            })?;
            let name = match storage {
                enums::StorageClass::CrossWorkgroup => "__to_global",
                enums::StorageClass::Workgroup => "__to_local",
                _ => "__to_private",
            };
            let i8t = rx.b.int_type(8);
            let from = p.type_of().address_space().ok_or_else(|| {
                rx.error_at(i, "the operand of a generic pointer cast is not a pointer")
            })?;
            let generic = rx.b.pointer_type(i8t, from);
            let p = rx.cast(LLVMOpcode::LLVMBitCast, p, generic);
            let p = rx.b.bitcast_always(p, generic, "");
            let space = rx.generic_cast_space(storage, i)?;
            let narrow = rx.b.pointer_type(i8t, space);
            let r = call(rx, name, None, narrow, &[p], None, &[]);
            let v = rx.cast(LLVMOpcode::LLVMBitCast, r, ret);
            if let Some(id) = result {
                let n = rx.result_name(id);
                if !n.is_empty() {
                    rx.b.set_name(v, &n);
                }
                rx.define(id, v);
            }
        }
    }
    Ok(true)
}

/// Whether a row's shape fits the instruction (the group rows share opcodes with different
/// operands; the rows are tried in table order).
pub(super) fn shape_fits(rx: &Rx<'_, '_>, i: InstId, row: &core_ops::CoreOp) -> bool {
    let ops = rx.m.operands(i);
    match row.shape {
        core_ops::Shape::GroupOp(_, operation) => ops.get(3) == Some(&operation),
        core_ops::Shape::AsyncCopy => false,
        _ => true,
    }
}

pub(super) fn is_comparison(opcode: u16) -> bool {
    matches!(
        opcode,
        op::FOrdEqual
            | op::FUnordNotEqual
            | op::FOrdGreaterThan
            | op::FOrdGreaterThanEqual
            | op::FOrdLessThan
            | op::FOrdLessThanEqual
            | op::FOrdNotEqual
            | op::Ordered
            | op::Unordered
    )
}

/// `work_group_all` → `sub_group_all` for the sub-group scope.
pub(super) fn group_name(ocl: &str, scope: Option<u64>) -> String {
    if scope == Some(u64::from(enums::Scope::Subgroup)) {
        ocl.replacen("work_group", "sub_group", 1)
    } else {
        ocl.replacen("sub_group", "work_group", 1)
    }
}

/// The int type a relational function answers for an argument of type `t`: `int` for
/// scalars, a vector of integers as wide as the elements for vectors.
pub(super) fn relational_int_type<'c>(rx: &Rx<'c, '_>, t: Type<'c>) -> Type<'c> {
    match t.kind() {
        TypeKind::Vector => {
            let e = t.element().unwrap_or(t);
            let bits = match e.kind() {
                TypeKind::Half => 16,
                TypeKind::Double => 64,
                _ => 32,
            };
            let it = rx.b.int_type(bits);
            // (A vector: matched.)
            rx.b.vector_type(it, t.vector_len().unwrap_or(1))
        }
        _ => rx.b.int_type(32),
    }
}

/// Defines `result` as `v != 0` (the bool of an int-returning OpenCL C function).
pub(super) fn bool_result<'c>(rx: &mut Rx<'c, '_>, v: Value<'c>, result: Option<u32>) {
    let zero = rx.b.const_null(v.type_of());
    let n = result.map_or_else(String::new, |r| rx.result_name(r));
    let b = rx.b.icmp(LLVMIntPredicate::LLVMIntNE, v, zero, &n);
    if let Some(r) = result {
        rx.values.insert(r, b);
    }
}

/// `OpGroupAsyncCopy` → `async_work_group_strided_copy` (also for a stride of 1, which OpenCL C
/// says is `async_work_group_copy`, as llvm-spirv writes it); `OpGroupWaitEvents` →
/// `wait_group_events`.
pub(super) fn async_or_wait<'c>(
    rx: &mut Rx<'c, '_>,
    i: InstId,
    opcode: u16,
    ids: &[u32],
    ret: Type<'c>,
    result: Option<u32>,
) -> Result<()> {
    if opcode == op::GroupWaitEvents {
        let n = rx.value(ids[1], i)?;
        let list = rx.value(ids[2], i)?;
        let params = [BuiltinType::Int, bt(list.type_of(), false)];
        call(
            rx,
            "wait_group_events",
            Some(&params),
            ret,
            &[n, list],
            result,
            &[],
        );
        return Ok(());
    }
    let (dst, src, n, stride, event) = (
        rx.value(ids[1], i)?,
        rx.value(ids[2], i)?,
        rx.value(ids[3], i)?,
        rx.value(ids[4], i)?,
        rx.value(ids[5], i)?,
    );
    let src_t = src.type_of();
    // SPIR-V integers have no sign: the copied integer type is named unsigned (one of the
    // OpenCL C overloads, which copy the same bits), as llvm-spirv names it.
    let src_bt = qualified_pointer(
        src_t,
        bt(src_t.element().unwrap_or(src_t), true),
        Qualifiers::with_const,
    );
    let size_bt = bt(n.type_of(), true);
    let event_bt = bt(event.type_of(), false);
    let dst_bt = bt(dst.type_of(), true);
    call(
        rx,
        "async_work_group_strided_copy",
        Some(&[dst_bt, src_bt, size_bt.clone(), size_bt, event_bt]),
        ret,
        &[dst, src, n, stride, event],
        result,
        &[],
    );
    Ok(())
}
