//! Work-item builtins (`crate::builtins::workitem`): the BuiltIn variables the calls read, declared
//! before any function is translated, and the loads that replace the calls.

use super::*;

/// Creates the BuiltIn variables that calls of work-item functions and `__spirv_BuiltIn*`
/// functions read, before any function is translated (so that every entry point lists them
/// in its interface), and takes note of the `__spirv_BuiltIn*` globals the module has.
pub(crate) fn declare_builtin_variables<'c>(
    cx: &mut Ctx<'c, '_>,
    module: &Module<'c>,
) -> Result<()> {
    for g in module.globals() {
        let Some(b) = super::super::globals::builtin_of_name(g.name()) else {
            continue;
        };
        let (Some(&id), Some(pointee)) = (cx.values.get(&g), g.type_of().element()) else {
            continue;
        };
        let ty = cx.type_id(pointee)?;
        let align = abi_align(pointee);
        cx.builtin_state
            .vars
            .entry(b)
            .or_insert(Var { id, ty, align });
    }
    let builtins: Vec<Value<'c>> = module
        .functions()
        .filter(|f| is_builtin_declaration(cx, *f))
        .collect();
    for f in builtins {
        let Some(d) = demangled_of(f) else { continue };
        let builtin = match classify(&d, f.name().starts_with(b"_Z")) {
            Some(Family::WorkItem(w))
                if (w.ty == workitem::WorkItemType::SizeVector) == (d.params.len() == 1) =>
            {
                w.builtin
            }
            Some(Family::BuiltInVar(b)) => b,
            _ => continue,
        };
        let Some(fty) = f.function_type() else {
            continue;
        };
        let (Some(ret), indexed) = (fty.return_type(), !fty.param_types().is_empty()) else {
            continue;
        };
        builtin_var(cx, builtin, ret, indexed)?;
    }
    Ok(())
}

/// The ABI alignment of a value of type `t` in the SPIR data layouts (a vector of 3 is
/// aligned as one of 4).
pub(super) fn abi_align(t: Type<'_>) -> u32 {
    match t.kind() {
        TypeKind::Vector => {
            // (A vector: matched.)
            let n = t.vector_len().unwrap_or(1).next_power_of_two();
            n * t.element().map_or(4, abi_align)
        }
        TypeKind::Half => 2,
        TypeKind::Float => 4,
        TypeKind::Double => 8,
        // (An integer: matched.)
        TypeKind::Integer => t.int_width().unwrap_or(32).div_ceil(8).max(1),
        TypeKind::Pointer => 8,
        _ => 4,
    }
}

/// The variable of `builtin`, created on first use. A call returning a scalar with an index
/// argument reads a vector of 3; otherwise the variable has the call's type.
pub(super) fn builtin_var<'c>(
    cx: &mut Ctx<'c, '_>,
    builtin: u32,
    ret: Type<'c>,
    indexed: bool,
) -> Result<Var> {
    if let Some(&v) = cx.builtin_state.vars.get(&builtin) {
        return Ok(v);
    }
    let scalar = cx.type_id(ret)?;
    let vector = indexed && ret.kind() != TypeKind::Vector;
    let ty = if vector {
        cx.b.type_vector(scalar, 3)
    } else {
        scalar
    };
    let align = if vector {
        4 * abi_align(ret)
    } else {
        abi_align(ret)
    };
    let ptr = cx.b.type_pointer(enums::StorageClass::Input, ty);
    let id = cx.b.global_variable(ptr, enums::StorageClass::Input, None);
    let name = workitem::spirv_builtin_name(builtin)
        .ok_or_else(|| cx.unsupported(format!("unknown BuiltIn {builtin}")))?;
    cx.b.name(id, &name);
    cx.b.decorate_linkage(id, &name, enums::LinkageType::Import);
    cx.b.decorate(id, enums::Decoration::Constant, &[]);
    cx.b.decorate(id, enums::Decoration::BuiltIn, &[builtin]);
    cx.global_storage.insert(id, enums::StorageClass::Input);
    let v = Var { id, ty, align };
    cx.builtin_state.vars.insert(builtin, v);
    Ok(v)
}

// ----- families -----

/// A work-item function or `__spirv_BuiltIn*` call: a load of the variable, and the
/// component the index argument names.
pub(super) fn work_item<'c>(cx: &mut Ctx<'c, '_>, c: &Call<'c>, builtin: u32) -> Result<()> {
    let ret = c.ret();
    let indexed = !c.args.is_empty();
    let var = builtin_var(cx, builtin, ret, indexed)?;
    // The entry points whose static call tree reaches this call list the variable in their
    // interfaces, and the others do not (SPIR-V 2.3, OpEntryPoint: the interface is the
    // global variables the call tree references). (A few BuiltIns per function: a short list.)
    match cx.function_globals.get_mut(&cx.function) {
        Some(uses) if !uses.contains(&var.id) => uses.push(var.id),
        Some(_) => {}
        None => {
            cx.function_globals
                .insert(cx.function.clone(), vec![var.id]);
        }
    }
    let whole = ret.kind() == TypeKind::Vector || !indexed;
    if whole {
        cx.define(
            c.inst,
            op::Load,
            &[var.id.0, enums::MemoryAccess::Aligned, var.align],
        )?;
        return Ok(());
    }
    let load = |cx: &mut Ctx<'c, '_>| {
        cx.temp(
            op::Load,
            var.ty,
            &[var.id.0, enums::MemoryAccess::Aligned, var.align],
        )
    };
    match c.const_arg(0) {
        Some(i) if i < 3 => {
            let v = load(cx);
            cx.define(c.inst, op::CompositeExtract, &[v.0, i as u32])?;
        }
        Some(_) => {
            // Out of range: OpenCL C answers 1 for the sizes and counts, 0 for the ids.
            let value = i64::from(workitem::out_of_range_value(builtin));
            let k = int_splat(cx, ret, value)?;
            alias(cx, c.inst, k)?;
        }
        None => {
            // A dimension known at run time only: the component where it is in range (the
            // extraction reads component 0 otherwise), the out-of-range answer elsewhere. The
            // extraction follows the load, as reverse translation looks for it.
            let x = c.arg(cx, 0)?;
            let i = cx.operand_id(x)?;
            let it = cx.type_id(x.type_of())?;
            let three = int_splat(cx, x.type_of(), 3)?;
            let zero = int_splat(cx, x.type_of(), 0)?;
            let bt = cx.b.type_bool();
            let in_range = cx.temp(op::ULessThan, bt, &[i.0, three.0]);
            let safe = cx.temp(op::Select, it, &[in_range.0, i.0, zero.0]);
            let rt = cx.type_id(ret)?;
            let v = load(cx);
            let e = cx.temp(op::VectorExtractDynamic, rt, &[v.0, safe.0]);
            let value = i64::from(workitem::out_of_range_value(builtin));
            let other = int_splat(cx, ret, value)?;
            cx.define(c.inst, op::Select, &[in_range.0, e.0, other.0])?;
        }
    }
    Ok(())
}
