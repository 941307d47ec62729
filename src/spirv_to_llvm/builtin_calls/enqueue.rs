//! Device-side enqueue instructions → calls, by the rows of `builtins::enqueue`, in the forms
//! llvm-spirv gives them: `OpEnqueueKernel` → `__enqueue_kernel_*` (OpenCL C 2.0) or
//! `__spirv_EnqueueKernel` (SPV-IR) with the `Invoke` function as a pointer; `OpGetKernel*` →
//! `__get_kernel_*_impl` in every environment; `OpEnqueueMarker` → `enqueue_marker`;
//! `OpBuildNDRange` → `ndrange_ND` or `__spirv_BuildNDRange_ND` filling an `sret` temporary.

use super::{Env, bt, env, i32c, qualified_pointer};
use crate::builtins::{self, BuiltinType, Qualifiers, enqueue};
use crate::error::Result;
use crate::llvm::ir::{Type, TypeKind, Value};
use crate::spirv::InstId;
use crate::spirv::tables::op;
use crate::spirv_to_llvm::Rx;
use crate::spirv_to_llvm::spirv_calls::builtin_type;
use llvm_sys::LLVMOpcode;

/// Whether instruction `opcode` is translated here.
pub(super) fn handles(opcode: u16) -> bool {
    enqueue::takes_block(opcode) || matches!(opcode, op::EnqueueMarker | op::BuildNDRange)
}

pub(super) fn translate(rx: &mut Rx<'_, '_>, i: InstId) -> Result<()> {
    match rx.m.opcode(i) {
        op::BuildNDRange => build_ndrange(rx, i),
        op::EnqueueMarker => marker(rx, i),
        op::EnqueueKernel => enqueue_kernel(rx, i),
        _ => query(rx, i),
    }
}

/// Calls `name` (a `spir_func`, or with the C calling convention where `plain`, as llvm-spirv
/// declares the kernel queries) and defines `result` as its value.
fn call_plain<'c>(
    rx: &mut Rx<'c, '_>,
    name: &str,
    ret: Type<'c>,
    args: &[Value<'c>],
    result: u32,
    plain: bool,
) -> Value<'c> {
    let result_name = rx.result_name(result);
    let v = if plain {
        let types: Vec<Type<'c>> = args.iter().map(|a| a.type_of()).collect();
        let want = rx.b.function_type(ret, &types, false);
        let f = match rx.b.get_function(name) {
            Some(f) => f,
            None => {
                let f = rx.b.add_function(name, want);
                rx.b.add_attribute(f, u32::MAX, "nounwind");
                f
            }
        };
        let v = if f.type_of().element() == Some(want) {
            rx.b.call(*f, args, &result_name)
        } else {
            let p = rx.b.pointer_type(want, 0);
            let callee = rx.b.const_cast(LLVMOpcode::LLVMBitCast, *f, p);
            rx.b.call_indirect(want, callee, args, &result_name)
        };
        rx.b.call_add_attribute(v, u32::MAX, "nounwind");
        v
    } else {
        rx.call_builtin(name, ret, args, &result_name)
    };
    rx.define(result, v);
    v
}

/// The operand values of `ids`.
fn values<'c>(rx: &mut Rx<'c, '_>, ids: &[u32], i: InstId) -> Result<Vec<Value<'c>>> {
    ids.iter().map(|&id| rx.operand(id, i)).collect()
}

/// A pointer to `v`: `v` itself when it is one, else a new entry-block temporary holding it
/// (the ND range of a producer that passes the `OpBuildNDRange` value).
fn pointer_to<'c>(rx: &mut Rx<'c, '_>, v: Value<'c>, i: InstId) -> Result<Value<'c>> {
    if v.type_of().kind() == TypeKind::Pointer {
        return Ok(v);
    }
    let f = rx
        .current_fn
        .ok_or_else(|| rx.error_at(i, "an instruction outside a function"))?;
    let tmp = rx.b.alloca_in_entry(f, v.type_of(), "");
    rx.b.store(v, tmp);
    Ok(tmp)
}

/// The generic `i8 *` of the `Invoke` function: an `addrspacecast` instruction of the function
/// (as llvm-spirv writes it; clang's constant expression means the same).
fn invoke_pointer<'c>(rx: &mut Rx<'c, '_>, fid: u32, i: InstId) -> Result<Value<'c>> {
    let f = crate::spirv_to_llvm::declare::function(rx, fid, i)?;
    let i8t = rx.b.int_type(8);
    let generic = rx.b.pointer_type(i8t, 4);
    let b = &rx.b;
    Ok(b.unfolded((0, *f), |x| {
        b.cast(LLVMOpcode::LLVMAddrSpaceCast, x, generic, "")
    }))
}

/// The block literal as a generic `i8 *`.
fn literal<'c>(rx: &mut Rx<'c, '_>, id: u32, i: InstId) -> Result<Value<'c>> {
    let i8t = rx.b.int_type(8);
    let generic = rx.b.pointer_type(i8t, 4);
    rx.value_as(id, generic, i)
}

/// `OpGetKernel*`: `__get_kernel_*_impl([ndrange_t *,] invoke, literal)`.
fn query(rx: &mut Rx<'_, '_>, i: InstId) -> Result<()> {
    let opcode = rx.m.opcode(i);
    let row =
        enqueue::query_by_opcode(opcode).ok_or_else(|| rx.error_at(i, "not a kernel query"))?;
    let ndrange = matches!(row.kind, enqueue::EnqueueKind::Query { ndrange: true });
    let ops = rx.m.operands(i).to_vec();
    let first = 2 + usize::from(ndrange);
    if ops.len() != first + 4 {
        return Err(rx.error_at(i, "wrong number of operands"));
    }
    let ret = rx.ty(ops[0], i)?;
    let mut args = Vec::with_capacity(3);
    if ndrange {
        let r = rx.operand(ops[2], i)?;
        args.push(pointer_to(rx, r, i)?);
    }
    let lit = literal(rx, ops[first + 1], i)?;
    args.push(invoke_pointer(rx, ops[first], i)?);
    args.push(lit);
    call_plain(rx, row.name, ret, &args, ops[1], true);
    Ok(())
}

/// `OpEnqueueMarker` → `enqueue_marker(queue_t, uint, const clk_event_t *, clk_event_t *)`.
fn marker(rx: &mut Rx<'_, '_>, i: InstId) -> Result<()> {
    let ops = rx.m.operands(i).to_vec();
    if ops.len() != 6 {
        return Err(rx.error_at(i, "wrong number of operands"));
    }
    let ret = rx.ty(ops[0], i)?;
    let args = values(rx, &ops[2..], i)?;
    let spv_ir = env(rx) == Env::SpvIr;
    let params: Vec<BuiltinType> = args
        .iter()
        .enumerate()
        .map(|(k, a)| {
            let t = a.type_of();
            match k {
                1 => BuiltinType::UInt,
                _ if spv_ir => builtin_type(t),
                2 => {
                    let pointee = bt(t.element().unwrap_or(t), false);
                    qualified_pointer(t, pointee, |q| q.with_const())
                }
                _ => bt(t, false),
            }
        })
        .collect();
    let name = if spv_ir {
        builtins::spv_ir::op_name(op::EnqueueMarker, None, false, None)
            .unwrap_or_else(|| "__spirv_EnqueueMarker".into())
    } else {
        enqueue::ENQUEUE_MARKER.to_string()
    };
    let mangled = builtins::mangle(&name, &params);
    call_plain(rx, &mangled, ret, &args, ops[1], false);
    Ok(())
}

/// `OpEnqueueKernel` → `__enqueue_kernel_basic` and friends (which of them by whether it has
/// events and local sizes), or `__spirv_EnqueueKernel`; OpenCL 1.2 has no device-side
/// enqueue.
fn enqueue_kernel(rx: &mut Rx<'_, '_>, i: InstId) -> Result<()> {
    let ops = rx.m.operands(i).to_vec();
    if ops.len() < 12 {
        return Err(rx.error_at(i, "wrong number of operands"));
    }
    let e = env(rx);
    if e == Env::Cl12 {
        return Err(rx.error_at(i, enqueue::NO_ENQUEUE_IN_CL12));
    }
    let ret = rx.ty(ops[0], i)?;
    let (fixed, locals) = ops[2..].split_at(10);
    let mut args = values(rx, &fixed[..3], i)?;
    args[2] = pointer_to(rx, args[2], i)?;
    if e == Env::SpvIr {
        return spv_ir_enqueue(rx, i, args, fixed, locals, ret, ops[1]);
    }
    let is_null = |rx: &Rx<'_, '_>, id: u32| rx.def_opcode(id) == op::ConstantNull;
    let events =
        !(rx.constant_u64(fixed[3]) == Some(0) && is_null(rx, fixed[4]) && is_null(rx, fixed[5]));
    if events {
        args.extend(values(rx, &fixed[3..6], i)?);
    }
    // Built in llvm-spirv's order: the sizes, the literal, then the invoke cast (just before
    // the call).
    let sizes = if locals.is_empty() {
        None
    } else {
        Some(local_sizes(rx, locals, i)?)
    };
    let lit = literal(rx, fixed[7], i)?;
    args.push(invoke_pointer(rx, fixed[6], i)?);
    args.push(lit);
    if let Some(sizes) = sizes {
        args.push(i32c(rx, locals.len() as u64));
        args.push(sizes);
    }
    let row = enqueue::kernel_form(events, !locals.is_empty());
    call_plain(rx, row.name, ret, &args, ops[1], false);
    Ok(())
}

/// The local sizes as the `size_t *` clang passes: the first operand when they are pointers
/// (as llvm-spirv writes them, into one array), else a new array of `size_t` holding the
/// values (the SPIR-V spec's form: 32-bit integers, each widened to the address width).
fn local_sizes<'c>(rx: &mut Rx<'c, '_>, ids: &[u32], i: InstId) -> Result<Value<'c>> {
    let sizes = values(rx, ids, i)?;
    let first = sizes[0];
    if first.type_of().kind() == TypeKind::Pointer {
        return Ok(first);
    }
    let f = rx
        .current_fn
        .ok_or_else(|| rx.error_at(i, "an instruction outside a function"))?;
    let size_t = rx.b.int_type(rx.pointer_bits);
    let array_ty = rx.b.array_type(size_t, sizes.len() as u64);
    let array = rx.b.alloca_in_entry(f, array_ty, "");
    let zero = i32c(rx, 0);
    for (k, &s) in sizes.iter().enumerate() {
        let Some(width) = s.type_of().int_width() else {
            return Err(rx.error_at(i, "a Local Size operand is not an integer"));
        };
        // (Sizes are unsigned.)
        let s = match width.cmp(&rx.pointer_bits) {
            std::cmp::Ordering::Less => rx.b.cast(LLVMOpcode::LLVMZExt, s, size_t, ""),
            std::cmp::Ordering::Greater => rx.b.cast(LLVMOpcode::LLVMTrunc, s, size_t, ""),
            std::cmp::Ordering::Equal => s,
        };
        let at = i32c(rx, k as u64);
        let p = rx.b.gep(array, &[zero, at], true, "");
        rx.b.store(s, p);
    }
    Ok(rx.b.gep(array, &[zero, zero], true, ""))
}

/// `__spirv_EnqueueKernel(queue, flags, range, n, wait, ret, invoke, literal, size, align,
/// local sizes...)`, the function passed as is (mangled as a block), the range by pointer
/// (mangled as the struct).
fn spv_ir_enqueue<'c>(
    rx: &mut Rx<'c, '_>,
    i: InstId,
    mut args: Vec<Value<'c>>,
    fixed: &[u32],
    locals: &[u32],
    ret: Type<'c>,
    result: u32,
) -> Result<()> {
    args.extend(values(rx, &fixed[3..6], i)?);
    args.push(crate::spirv_to_llvm::declare::function(rx, fixed[6], i)?.value());
    args.push(literal(rx, fixed[7], i)?);
    args.extend(values(rx, &fixed[8..], i)?);
    args.extend(values(rx, locals, i)?);
    let params: Vec<BuiltinType> = args
        .iter()
        .enumerate()
        .map(|(k, a)| {
            if k == 6 {
                BuiltinType::block(BuiltinType::Void, Vec::new(), 0)
            } else if k == 2 {
                // The ND Range operand is a struct value, passed through a pointer as
                // clang passes a struct argument (byval) and mangled as the struct.
                builtin_type(a.type_of().element().unwrap_or(a.type_of()))
            } else {
                builtin_type(a.type_of())
            }
        })
        .collect();
    let mangled = builtins::mangle("__spirv_EnqueueKernel", &params);
    call_plain(rx, &mangled, ret, &args, result, false);
    Ok(())
}

/// `OpBuildNDRange` → `ndrange_ND(sret tmp, offset, global, local)` (OpenCL C, sizes of 2 or
/// 3 dimensions passed by pointer) or `__spirv_BuildNDRange_ND(sret tmp, global, local,
/// offset)` (SPV-IR); the result is the temporary's value (the call's for a range that is not
/// a struct).
fn build_ndrange(rx: &mut Rx<'_, '_>, i: InstId) -> Result<()> {
    let ops = rx.m.operands(i).to_vec();
    if ops.len() != 5 {
        return Err(rx.error_at(i, "wrong number of operands"));
    }
    let range_ty = rx.ty(ops[0], i)?;
    if !range_ty.is_sized() {
        // (LLVM cannot make the temporary the ndrange is built in: a crash, fuzz-found.)
        return Err(rx.error_at(
            i,
            format!(
                "an ndrange of a type without a size ({})",
                range_ty.display()
            ),
        ));
    }
    let sizes = values(rx, &ops[2..5], i)?;
    let size_ty = sizes[0].type_of();
    let dims = match size_ty.kind() {
        TypeKind::Array => size_ty
            .array_len()
            .and_then(|n| u32::try_from(n).ok())
            // (No length that fits: 0 dimensions, refused just below.)
            .unwrap_or(0),
        _ => 1,
    };
    let elem = size_ty.element().unwrap_or(size_ty);
    if !(1..=3).contains(&dims) || elem.kind() != TypeKind::Integer {
        return Err(rx.error_at(i, "the sizes must be integers or arrays of 2 or 3 integers"));
    }
    let f = rx
        .current_fn
        .ok_or_else(|| rx.error_at(i, "an instruction outside a function"))?;
    // A struct (clang's ndrange_t) is returned through an sret temporary; a range of another
    // type (which the OpenCL environment does not give it) is returned by value, as
    // llvm-spirv reads it.
    let tmp = (range_ty.kind() == TypeKind::Struct).then(|| rx.b.alloca_in_entry(f, range_ty, ""));
    let mut args: Vec<Value<'_>> = tmp.into_iter().collect();
    let (name, params) = if env(rx) == Env::SpvIr {
        args.extend(sizes.iter().copied());
        let p = if dims == 1 {
            builtin_type(elem)
        } else {
            // No address space, as SPV-IR writes it: `PlS_S_`.
            BuiltinType::pointer_q(builtin_type(elem), Qualifiers::NONE)
        };
        (enqueue::spv_ir_ndrange_name(dims), vec![p; 3])
    } else {
        let [g, l, o] = [sizes[0], sizes[1], sizes[2]];
        for s in [o, g, l] {
            let a = if dims == 1 {
                s
            } else {
                let cell = rx.b.alloca_in_entry(f, size_ty, "");
                rx.b.store(s, cell);
                let zero = i32c(rx, 0);
                rx.b.gep(cell, &[zero, zero], true, "")
            };
            args.push(a);
        }
        let p = if dims == 1 {
            bt(elem, true)
        } else {
            let t = rx.b.pointer_type(elem, 0);
            qualified_pointer(t, bt(elem, true), |q| q.with_const())
        };
        (enqueue::ndrange_name(dims), vec![p; 3])
    };
    let mangled = builtins::mangle(&name, &params);
    let types: Vec<Type<'_>> = args.iter().map(|a| a.type_of()).collect();
    let Some(tmp) = tmp else {
        call_plain(rx, &mangled, range_ty, &args, ops[1], false);
        return Ok(());
    };
    let void = rx.b.void_type();
    let want = rx.b.function_type(void, &types, false);
    // (A function of the name declared for a range of another type is not this one.)
    let callee = match rx.b.get_function(&mangled) {
        Some(c) if c.type_of().element() == Some(want) => c,
        _ => {
            let c = rx.b.add_function(&mangled, want);
            rx.b.set_call_conv(c, crate::spirv_to_llvm::declare::SPIR_FUNC);
            rx.b.add_attribute(c, u32::MAX, "nounwind");
            rx.b.add_type_attribute(c, 1, "sret", range_ty);
            c
        }
    };
    let call = rx.b.call(*callee, &args, "");
    rx.b.copy_attributes_to_call(call, *callee);
    rx.b.call_add_type_attribute(call, 1, "sret", range_ty);
    let v = rx.b.load(tmp, &rx.result_name(ops[1]));
    rx.define(ops[1], v);
    Ok(())
}
