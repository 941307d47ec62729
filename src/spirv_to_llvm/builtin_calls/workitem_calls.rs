//! BuiltIn variables (`crate::builtins::workitem`) → work-item function calls.

use super::*;

// ----- BuiltIn variables -----

/// The function that gives BuiltIn `builtin` in the target environment: its name, the type
/// of its dimension index, and whether one call gives the whole value (no index).
pub(super) fn builtin_function(
    rx: &Rx<'_, '_>,
    builtin: u32,
    i: InstId,
) -> Result<(String, BuiltinType, bool)> {
    let ocl = workitem::by_builtin(builtin).filter(|_| env(rx) != Env::SpvIr);
    let name = match ocl {
        Some(w) => w.ocl.to_string(),
        None => workitem::spirv_builtin_name(builtin)
            .ok_or_else(|| rx.error_at(i, format!("unknown BuiltIn {builtin}")))?,
    };
    // The index is `uint dimindx` in OpenCL C, `int` in the SPV-IR convention.
    let index_type = if ocl.is_some() {
        BuiltinType::UInt
    } else {
        BuiltinType::Int
    };
    let whole =
        workitem::by_builtin(builtin).is_some_and(|w| w.ty != workitem::WorkItemType::SizeVector);
    Ok((name, index_type, whole))
}

/// Attributes of the work-item functions.
pub(super) const WORK_ITEM_ATTRS: [&str; 3] = ["nounwind", "readnone", "willreturn"];

/// Finds the loads of vector BuiltIn variables of the function between `start` and `end`
/// whose only use is the `OpCompositeExtract` or `OpVectorExtractDynamic` right after them
/// (OpLines aside): the shape a `get_global_id(k)` call takes in SPIR-V, which becomes that
/// one call again instead of a call per component gathered in a vector (in the OpenCL C
/// environments; SPV-IR keeps the incumbent's form). One pass over the
/// function to find them, one more over its operand words (only when there are some) to see
/// that nothing else names them (a literal word equal to the id only keeps the general form).
pub(crate) fn begin_function(rx: &mut Rx<'_, '_>, start: InstId, end: InstId) {
    let mut fused = std::mem::take(&mut rx.builtins.fused_loads);
    fused.clear();
    // In OpenCL C: SPV-IR keeps the per-component form the incumbent writes.
    if rx.options.builtin_format == BuiltinFormat::Function
        && env(rx) != Env::SpvIr
        && !rx.builtin_vars.is_empty()
    {
        let mut last_load = None;
        for i in (start.0 + 1..end.0).map(InstId) {
            let ops = rx.m.operands(i);
            match rx.m.opcode(i) {
                op::Load if ops.len() >= 3 => {
                    let per_component =
                        builtin_through_casts(rx, ops[2]).is_some_and(|b| {
                            workitem::by_builtin(b)
                                .is_none_or(|w| w.ty == workitem::WorkItemType::SizeVector)
                        }) && rx.ty(ops[0], i).is_ok_and(|t| t.kind() == TypeKind::Vector);
                    last_load = per_component.then_some(ops[1]);
                }
                op::Line | op::NoLine => {}
                op::CompositeExtract | op::VectorExtractDynamic
                    if ops.len() == 4 && last_load == Some(ops[2]) =>
                {
                    fused.insert(ops[2], 0);
                    last_load = None;
                }
                _ => last_load = None,
            }
        }
        if !fused.is_empty() {
            for i in (start.0 + 1..end.0).map(InstId) {
                let ops = rx.m.operands(i);
                for w in &ops[..ops.len().min(id_words(rx.m.opcode(i)))] {
                    if let Some(n) = fused.get_mut(w) {
                        *n += 1;
                    }
                }
            }
            // The load's result and the extraction's operand.
            fused.retain(|_, n| *n == 2);
        }
    }
    rx.builtins.fused_loads = fused;
}

/// How many leading operand words of an instruction may name a loaded value: all but the
/// literal tails of the frequent instructions whose literals (alignments, component indices)
/// would otherwise look like ids (the scope ids a memory-access operand may carry are
/// constants, never loaded values).
pub(super) fn id_words(opcode: u16) -> usize {
    match opcode {
        op::Line => 0,
        op::Store => 2,
        op::Load | op::CompositeExtract => 3,
        op::CompositeInsert | op::VectorShuffle => 4,
        _ => usize::MAX,
    }
}

/// `OpLoad` of a BuiltIn variable in the function format: calls of the work-item function
/// (or `__spirv_BuiltIn*`), one per component of a vector; nothing for a load whose one
/// extraction follows (see [`begin_function`]).
pub(super) fn builtin_load(rx: &mut Rx<'_, '_>, i: InstId) -> Result<bool> {
    if rx.options.builtin_format != BuiltinFormat::Function {
        return Ok(false);
    }
    let ops = rx.m.operands(i);
    let (ty_id, result, ptr) = (ops[0], ops[1], ops[2]);
    let Some(builtin) = builtin_through_casts(rx, ptr) else {
        return Ok(false);
    };
    if rx.builtins.fused_loads.contains_key(&result) {
        return Ok(true);
    }
    let ret = rx.ty(ty_id, i)?;
    let (name, index_type, whole) = builtin_function(rx, builtin, i)?;
    let attrs = WORK_ITEM_ATTRS;
    let Some(n) = ret
        .vector_len()
        .filter(|_| ret.kind() == TypeKind::Vector && !whole)
    else {
        call(rx, &name, Some(&[]), ret, &[], Some(result), &attrs);
        return Ok(true);
    };
    // The size_t vectors (GlobalInvocationId...) have three components.
    if n > 3 {
        return Err(rx.error_at(
            i,
            format!(
                "the BuiltIn variable of {name} is loaded as a vector of {n} components (it has 3)"
            ),
        ));
    }
    let elem = ret.element().unwrap_or(ret);
    let mut acc = rx.b.undef(ret);
    for k in 0..n {
        let idx = i32c(rx, u64::from(k));
        let c = call(
            rx,
            &name,
            Some(&[index_type.clone()]),
            elem,
            &[idx],
            None,
            &attrs,
        );
        acc = rx.b.insert_element(acc, c, idx, "");
    }
    if let Some(n) = rx.name_of(result) {
        rx.b.set_name(acc, &n);
    }
    rx.values.insert(result, acc);
    Ok(true)
}

/// The extraction of a component from a BuiltIn load that made nothing (see
/// [`begin_function`]): one call of the work-item function with that index.
pub(super) fn builtin_extract(rx: &mut Rx<'_, '_>, i: InstId) -> Result<bool> {
    let ops = rx.m.operands(i);
    if ops.len() != 4 || !rx.builtins.fused_loads.contains_key(&ops[2]) {
        return Ok(false);
    }
    let (ty_id, result, load, index) = (ops[0], ops[1], ops[2], ops[3]);
    let builtin = rx
        .def(load)
        .and_then(|d| rx.m.operands(d).get(2).copied())
        .and_then(|ptr| builtin_through_casts(rx, ptr))
        .ok_or_else(|| rx.error_at(i, "the BuiltIn load of the extraction is missing"))?;
    let elem = rx.ty(ty_id, i)?;
    let (name, index_type, _) = builtin_function(rx, builtin, i)?;
    let idx = if rx.m.opcode(i) == op::CompositeExtract {
        i32c(rx, u64::from(index))
    } else {
        let x = rx.value(index, i)?;
        let i32t = rx.b.int_type(32);
        match x.type_of().int_width() {
            Some(32) => x,
            Some(w) if w > 32 => rx.b.cast(LLVMOpcode::LLVMTrunc, x, i32t, ""),
            Some(_) => rx.b.cast(LLVMOpcode::LLVMZExt, x, i32t, ""),
            None => return Err(rx.error_at(i, "a BuiltIn component index that is not an integer")),
        }
    };
    call(
        rx,
        &name,
        Some(&[index_type]),
        elem,
        &[idx],
        Some(result),
        &WORK_ITEM_ATTRS,
    );
    Ok(true)
}

/// The BuiltIn of the variable pointer `ptr` is, directly or through pointer casts (a cast
/// to the generic address space, as clang writes loads of `__spirv_BuiltIn*` globals).
pub(super) fn builtin_through_casts(rx: &Rx<'_, '_>, mut ptr: u32) -> Option<u32> {
    for _ in 0..16 {
        if let Some(b) = rx
            .decoration(ptr, enums::Decoration::BuiltIn)
            .and_then(|p| p.first().copied())
        {
            return Some(b);
        }
        let d = rx.def(ptr)?;
        ptr = match rx.m.opcode(d) {
            op::PtrCastToGeneric | op::GenericCastToPtr | op::Bitcast | op::CopyObject => {
                *rx.m.operands(d).get(2)?
            }
            _ => return None,
        };
    }
    None
}
