//! Sub-group instructions (`crate::builtins::subgroup`, `crate::builtins::intel_subgroup`) → OpenCL C
//! calls or their SPV-IR form.

use super::*;

// ----- Intel sub-group functions -----

/// The Intel shuffles, block and media block reads and writes. OpenCL C names carry the data's
/// element type (`_us`, none for 32-bit block data) and vector size; the data is unsigned, a
/// block read's pointer `const`. SPV-IR names are `__spirv_{OpName}`, reads with the (signed)
/// `_R` postfix of their result; block functions keep the OpenCL C parameter types there,
/// media block functions are all signed, image first.
pub(super) fn intel_subgroup_inst(rx: &mut Rx<'_, '_>, i: InstId) -> Result<()> {
    use intel_subgroup::Kind;
    let opcode = rx.m.opcode(i);
    let (row, _) = intel_subgroup::by_opcode(opcode)
        .ok_or_else(|| rx.error_at(i, "not an Intel sub-group instruction"))?;
    let def = grammar::instruction(opcode).ok_or_else(|| rx.error_at(i, "unknown opcode"))?;
    let ops = rx.m.operands(i).to_vec();
    let (ret, result, ids) = if def.has_result_type {
        (rx.ty(ops[0], i)?, Some(ops[1]), &ops[2..])
    } else {
        (rx.b.void_type(), None, &ops[..])
    };
    let mut args = Vec::with_capacity(ids.len());
    for &a in ids {
        args.push(rx.value(a, i)?);
    }
    let spv_ir = env(rx) == Env::SpvIr;
    let read = def.has_result_type;
    let (data_ty, data_index) = match row.kind {
        Kind::Shuffle => (ret, None),
        _ if read => (ret, None),
        _ => (
            args.last().map_or(ret, |a| a.type_of()),
            Some(args.len().saturating_sub(1)),
        ),
    };
    let mut params: Vec<BuiltinType> = args
        .iter()
        .enumerate()
        .map(|(k, a)| bt(a.type_of(), Some(k) == data_index))
        .collect();
    match row.kind {
        Kind::Shuffle => {
            // The last argument is the lane (or the delta, the mask): `uint`.
            if let Some(last) = params.last_mut() {
                *last = bt(args[args.len() - 1].type_of(), true);
            }
        }
        Kind::Block { .. } => {
            // The pointer of the pointer form points to unsigned elements, `const` for reads.
            let pointer = args.first().map(|a| a.type_of()).filter(|t| {
                t.kind() == TypeKind::Pointer
                    && t.element().is_some_and(|e| e.struct_name().is_none())
            });
            if let Some(t) = pointer {
                let pointee = bt(t.element().unwrap_or(t), true);
                params[0] = if read {
                    qualified_pointer(t, pointee, Qualifiers::with_const)
                } else {
                    qualified_pointer(t, pointee, |q| q)
                };
            }
        }
        Kind::Media { .. } if spv_ir => {
            // All signed, in the instruction's order.
            params = args.iter().map(|a| bt(a.type_of(), false)).collect();
        }
        Kind::Media { .. } => {
            // The image goes last.
            args.rotate_left(1);
            params.rotate_left(1);
        }
    }
    let name = if spv_ir {
        let mut n = format!("__spirv_{}", def.name);
        if read && row.kind != Kind::Shuffle {
            let ty = rx.ocl_type_name(ops[0]).unwrap_or_else(|| "void".into());
            n.push_str("_R");
            n.push_str(ty.trim_start_matches('u'));
        }
        n
    } else if row.kind == Kind::Shuffle {
        row.ocl.to_string()
    } else {
        let width = scalar_int_width(data_ty).ok_or_else(|| {
            rx.error_at(i, format!("Op{} of data that is not of integers", def.name))
        })?;
        let size = (data_ty.kind() == TypeKind::Vector)
            .then(|| data_ty.vector_len())
            .flatten();
        row.name(width, size).ok_or_else(|| {
            rx.error_at(
                i,
                format!(
                    "Op{} of {width}-bit data has no OpenCL C function",
                    def.name
                ),
            )
        })?
    };
    call(
        rx,
        &name,
        Some(&params),
        ret,
        &args,
        result,
        &["convergent"],
    );
    Ok(())
}

/// The bit width of an integer type or of a vector's integer elements.
pub(super) fn scalar_int_width(t: Type<'_>) -> Option<u32> {
    match t.kind() {
        TypeKind::Vector => t.element()?.int_width(),
        _ => t.int_width(),
    }
}

/// The non-uniform sub-group instructions of sub-group scope → the `cl_khr_subgroup_*`
/// functions (`int` predicates and answers where SPIR-V has bools), or their SPV-IR form.
pub(super) fn sub_group_inst(rx: &mut Rx<'_, '_>, i: InstId) -> Result<bool> {
    use subgroup::{Sign, SubGroupFn};
    let opcode = rx.m.opcode(i);
    let ops = rx.m.operands(i).to_vec();
    let Some(f) = subgroup::by_opcode(opcode, ops.get(3).copied()) else {
        return Ok(false);
    };
    let (name, first, bool_args, bool_answer, sign) = match f {
        SubGroupFn::One(r) => (
            Some(r.ocl.to_string()),
            3 + usize::from(r.operation.is_some()),
            r.bool_args,
            r.bool_result,
            r.sign,
        ),
        SubGroupFn::Arith(a, operation) => {
            let sign = if a.unsigned_op == Some(opcode) {
                Sign::Unsigned
            } else {
                Sign::Signed
            };
            (
                subgroup::arith_name(a, operation),
                4,
                a.logical,
                a.logical,
                sign,
            )
        }
    };
    let subgroup_scope =
        ops.get(2).and_then(|&s| constant(rx, s)) == Some(u64::from(enums::Scope::Subgroup));
    // OpenCL C has these functions for sub-groups only: another scope is called by the SPV-IR
    // name in every environment. That name is the instruction's whatever the scope, its
    // arguments mangled by the instruction's rules.
    let spv_ir = env(rx) == Env::SpvIr || !subgroup_scope;
    let (Some(name), Some(&ret_id), Some(&result)) = (
        name.or_else(|| spv_ir.then(String::new)),
        ops.first(),
        ops.get(1),
    ) else {
        return Ok(false);
    };
    let ret = rx.ty(ret_id, i)?;
    let mut args = Vec::new();
    let mut params = Vec::new();
    if spv_ir {
        // The scope and the group operation are plain ints.
        for (k, &w) in ops.iter().enumerate().take(first).skip(2) {
            let v = if k == 2 {
                rx.value(w, i)?
            } else {
                i32c(rx, u64::from(w))
            };
            args.push(v);
            params.push(BuiltinType::Int);
        }
    }
    for (k, &id) in ops.iter().enumerate().skip(first) {
        let mut v = rx.value(id, i)?;
        let is_value = k == first;
        if bool_args && is_value && !spv_ir {
            let i32t = rx.b.int_type(32);
            v = rx.b.cast(LLVMOpcode::LLVMZExt, v, i32t, "");
        }
        let unsigned =
            !is_value || sign == Sign::Unsigned || (sign == Sign::OpenClUnsigned && !spv_ir);
        params.push(bt(v.type_of(), unsigned));
        args.push(v);
    }
    if spv_ir {
        let spv_name = spv_ir::op_name(opcode, None, false, None)
            .ok_or_else(|| rx.error_at(i, "unknown opcode"))?;
        call(
            rx,
            &spv_name,
            Some(&params),
            ret,
            &args,
            Some(result),
            &["convergent"],
        );
    } else if bool_answer {
        let i32t = rx.b.int_type(32);
        let v = call(rx, &name, Some(&params), i32t, &args, None, &["convergent"]);
        bool_result(rx, v, Some(result));
    } else {
        call(
            rx,
            &name,
            Some(&params),
            ret,
            &args,
            Some(result),
            &["convergent"],
        );
    }
    Ok(true)
}
