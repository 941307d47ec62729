//! OpenCL.std extended instructions (`crate::builtins::ocl_std`) → OpenCL C calls, `printf`.

use super::*;

// ----- OpenCL.std -----

/// `OpExtInst` of `OpenCL.std`.
pub(super) fn ext_inst(rx: &mut Rx<'_, '_>, i: InstId) -> Result<bool> {
    let ops = rx.m.operands(i).to_vec();
    let set = match rx.ext_sets.get(&ops[2]) {
        Some(Some(s)) if s.name() == "OpenCL.std" => *s,
        _ => return Ok(false),
    };
    let def = set
        .instruction(ops[3])
        .ok_or_else(|| rx.error_at(i, format!("unknown OpenCL.std instruction {}", ops[3])))?;
    crate::spirv::operands::check_ext_required(rx.m, i, set)?;
    let ext = def.name;
    let ret = rx.ty(ops[0], i)?;
    let result = ops[1];
    let e = env(rx);
    // Arguments: ids are values, literals (the n of vloadn, a rounding mode) i32s or dropped.
    let mut ids = Vec::new();
    let mut literals = Vec::new();
    for (k, &a) in ops[4..].iter().enumerate() {
        let literal = def
            .operands
            .get(k)
            .is_some_and(|o| o.kind != OperandKind::IdRef);
        if literal {
            literals.push(a);
        } else {
            ids.push(rx.value(a, i)?);
        }
    }
    if ext == "printf" {
        return printf(rx, e, ret, result, &ids).map(|()| true);
    }
    if e != Env::SpvIr {
        scalar_arguments(ext, &mut ids);
    }
    if ext == "mad"
        && e != Env::SpvIr
        && rx.has_decoration(result, enums::Decoration::FPFastMathMode)
        && let Some(v) = super::mad::as_fmuladd(rx, ret, &ids, result)
    {
        rx.values.insert(result, v);
        return Ok(true);
    }
    if e == Env::Cl12 {
        // OpenCL 1.2 has no generic address space: the global, local or private pointer a
        // generic one was cast from is the argument.
        for v in ids.iter_mut() {
            *v = strip_generic_cast(*v);
        }
    }
    let signs = ocl_std::param_signs(ext, ids.len());
    let mut params: Vec<BuiltinType> = ids
        .iter()
        .zip(&signs)
        .map(|(v, s)| match s {
            ocl_std::ParamSign::Natural => bt(v.type_of(), false),
            ocl_std::ParamSign::Unsigned => bt(v.type_of(), true),
            ocl_std::ParamSign::ConstPointer => {
                let t = v.type_of();
                let pointee = bt(t.element().unwrap_or(t), false);
                qualified_pointer(t, pointee, Qualifiers::with_const)
            }
        })
        .collect();
    let mut args = ids.clone();
    let name = if e == Env::SpvIr {
        for &l in &literals {
            args.push(i32c(rx, u64::from(l)));
            params.push(BuiltinType::Int);
        }
        let postfix = ocl_std::spv_ir_has_return_postfix(ext).then(|| bt(ret, false));
        spv_ir::ext_name(ext, postfix.as_ref())
    } else {
        let width = match ext {
            "vloadn" | "vload_halfn" | "vloada_halfn" => *literals
                .first()
                .ok_or_else(|| rx.error_at(i, format!("{ext} without its literal n")))?,
            _ if ext.starts_with("vstore") => {
                match ids.first().and_then(|v| v.type_of().vector_len()) {
                    Some(n) => n,
                    // vstore_half and vstore_half_r store a scalar: their name has no n.
                    None if !ext.ends_with('n') && !ext.ends_with("n_r") => 0,
                    None => {
                        return Err(rx.error_at(i, format!("the data of {ext} is not a vector")));
                    }
                }
            }
            _ => 0,
        };
        let rounding = if ext.ends_with("_r") {
            literals.last().copied()
        } else {
            None
        };
        ocl_std::reverse_name(ext, width, rounding)
    };
    // An OpenCL.std instruction without pointer operands computes its result from its
    // operands alone (the OpenCL C functions they are, in both targets, are declared
    // `__attribute__((const))` by clang's opencl-c.h): `readnone` on the declaration and the
    // call, as llvm-spirv writes most of them. Those with pointers (vloadn, vstoren, fract,
    // sincos, prefetch, ...) read or write memory and get no such attribute.
    let pure = args.iter().all(|a| a.type_of().address_space().is_none());
    let attrs: &[&str] = if pure { &["readnone"] } else { &[] };
    call(rx, &name, Some(&params), ret, &args, Some(result), attrs);
    Ok(true)
}

/// The scalars of the arguments the forward widened (`ocl_std::SCALAR_ARGUMENTS`): when every
/// such argument is a splat (a scalar inserted in lane 0 of an undefined vector and shuffled to
/// every lane), the OpenCL C function of scalars is called with them (`mix(float4, float4,
/// float)`), as the source had it. (The splats are left for LLVM to remove when unused.)
fn scalar_arguments(ext: &str, ids: &mut [Value<'_>]) {
    let Some(&(_, positions)) = ocl_std::SCALAR_ARGUMENTS.iter().find(|r| r.0 == ext) else {
        return;
    };
    let scalars: Vec<_> = positions
        .iter()
        .map(|&k| ids.get(k).and_then(|&v| splat_scalar(v)))
        .collect();
    if scalars.iter().all(Option::is_some) {
        for (&k, s) in positions.iter().zip(scalars) {
            if let Some(s) = s {
                ids[k] = s;
            }
        }
    }
}

/// The scalar a vector value is a splat of: `shufflevector (insertelement undef, s, 0),
/// undef, zeroinitializer`. (A constant vector of equal elements is not taken: the splat of a
/// constant scalar folds to one, and so does a vector literal, which the source may have had.)
fn splat_scalar<'c>(v: Value<'c>) -> Option<Value<'c>> {
    use crate::llvm::ir::{Opcode, ValueKind};
    if v.opcode() != Some(Opcode::LLVMShuffleVector) || v.shuffle_mask().iter().any(|&m| m != 0) {
        return None;
    }
    let ins = v.operand(0)?;
    let undef = |x: Value<'_>| matches!(x.kind(), ValueKind::Undef | ValueKind::Poison);
    if ins.opcode() != Some(Opcode::LLVMInsertElement)
        || !ins.operand(0).is_some_and(undef)
        || ins.operand(2).and_then(|i| i.const_int_zext()) != Some(0)
    {
        return None;
    }
    ins.operand(1)
}

/// `printf`: variadic and unmangled in OpenCL C, mangled with its arguments in SPV-IR.
pub(super) fn printf<'c>(
    rx: &mut Rx<'c, '_>,
    e: Env,
    ret: Type<'c>,
    result: u32,
    args: &[Value<'c>],
) -> Result<()> {
    if e == Env::SpvIr {
        let params: Vec<BuiltinType> = args.iter().map(|a| bt(a.type_of(), false)).collect();
        call(
            rx,
            "__spirv_ocl_printf",
            Some(&params),
            ret,
            args,
            Some(result),
            &[],
        );
        return Ok(());
    }
    let format = args.first().map(|a| a.type_of()).unwrap_or(ret);
    let f = match rx.b.get_function("printf") {
        Some(f) => f,
        None => {
            let ft = rx.b.function_type(ret, &[format], true);
            let f = rx.b.add_function("printf", ft);
            rx.b.set_call_conv(f, 75);
            f
        }
    };
    let n = rx.result_name(result);
    let v = rx.b.call(*f, args, &n);
    rx.values.insert(result, v);
    Ok(())
}
