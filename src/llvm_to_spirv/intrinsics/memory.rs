//! Memory intrinsics: `llvm.memcpy` and `llvm.memmove` → `OpCopyMemorySized` (through a temporary
//! for an overlapping move of a constant length, else a call of a helper function named by
//! `mapping::memmove_helpers`), `llvm.memset` → a store of a constant or a call of a helper
//! function emitted once per address space, length type and volatility, named by
//! `mapping::memset_helpers` (the reverse reads both tables to turn the calls back into the
//! intrinsics).

use super::*;

/// The memory operands of a `CopyMemorySized` for a memcpy or memmove: the alignments of the
/// destination and the source (two operands from SPIR-V 1.4 when they differ), and
/// `Volatile`.
pub(super) fn copy_access(cx: &mut Ctx<'_, '_>, inst: Value<'_>) -> Vec<u32> {
    let volatile = inst.operand(3).and_then(|v| v.const_int_zext()) == Some(1);
    let dest = inst.call_param_align(0).max(1);
    let src = inst.call_param_align(1).max(1);
    let vol = if volatile {
        enums::MemoryAccess::Volatile
    } else {
        0
    };
    let operand = |align: u32| -> Vec<u32> {
        if align > 1 {
            vec![vol | enums::MemoryAccess::Aligned, align]
        } else if vol != 0 {
            vec![vol]
        } else {
            Vec::new()
        }
    };
    if dest != src
        && dest > 1
        && src > 1
        && cx.b.version() >= crate::spirv::grammar::Version::new(1, 4)
    {
        cx.b.require_version(
            crate::spirv::grammar::Version::new(1, 4),
            "OpCopyMemorySized with two memory operands",
        );
        let mut v = operand(dest);
        v.extend(operand(src));
        return v;
    }
    operand(dest.min(src))
}

/// Memmoves with a constant length go through a temporary array (created with the function's
/// variables); the others through a helper function.
pub(crate) fn memmove_temp_type<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>) -> Option<Id> {
    let len = inst.operand(2)?.const_int_zext()?;
    let i8t = cx.b.type_int(8, 0);
    let n = cx.array_length(len);
    let arr = cx.b.type_array(i8t, n);
    Some(cx.b.type_pointer(enums::StorageClass::Function, arr))
}

pub(super) fn memmove<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>) -> Result<()> {
    let ops = cx.operand_ids(inst, 0..3)?;
    if let Some(&tmp) = cx.memmove_temps.get(&inst) {
        let i8t = cx.b.type_int(8, 0);
        let p = cx.b.type_pointer(enums::StorageClass::Function, i8t);
        let access = copy_access(cx, inst);
        // The temporary lives only around the two copies (size 0: the pointee is not void).
        let t0 = cx.temp(op::Bitcast, p, &[tmp.0]);
        cx.b.inst_no_result(op::LifetimeStart, &[t0.0, 0]);
        let t1 = cx.temp(op::Bitcast, p, &[tmp.0]);
        let mut w = vec![t1.0, ops[1], ops[2]];
        w.extend(&access);
        cx.b.inst_no_result(op::CopyMemorySized, &w);
        let t2 = cx.temp(op::Bitcast, p, &[tmp.0]);
        let mut w = vec![ops[0], t2.0, ops[2]];
        w.extend(&access);
        cx.b.inst_no_result(op::CopyMemorySized, &w);
        let t3 = cx.temp(op::Bitcast, p, &[tmp.0]);
        cx.b.inst_no_result(op::LifetimeStop, &[t3.0, 0]);
        return Ok(());
    }
    let mut ops = ops;
    // The helper copies bytes: both pointers are cast to i8* (LangRef: any pointers).
    let (dest, dest_space) = byte_pointer(cx, inst, 0, &mut ops)?;
    let (src, src_space) = byte_pointer(cx, inst, 1, &mut ops)?;
    let len = inst.operand(2).ok_or_else(|| cx.cannot_translate(inst))?;
    // (LangRef: the length is an integer.)
    let bits = len.type_of().int_width().unwrap_or(32);
    let len = cx.type_id(len.type_of())?;
    // A volatile move has its own helper, of volatile loads and stores.
    let volatile = inst.operand(3).and_then(|v| v.const_int_zext()) == Some(1);
    let name = crate::mapping::memmove_helpers::forward_name(dest_space, src_space, bits, volatile);
    let (id, new) = cx.helper_id(&name);
    if new {
        cx.helpers.push(Helper::Memmove {
            id,
            name,
            dest,
            src,
            len,
            bits,
            volatile,
        });
    }
    call_helper(cx, id, &ops);
    Ok(())
}

/// memset: from a `UniformConstant` array of the byte when value and length are constant,
/// else through a helper loop.
pub(super) fn memset<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>) -> Result<()> {
    let value = inst.operand(1).and_then(|v| v.const_int_zext());
    let len = inst.operand(2).and_then(|v| v.const_int_zext());
    let volatile = inst.operand(3).and_then(|v| v.const_int_zext()) == Some(1);
    if let (Some(value), Some(n)) = (value, len)
        && let Ok(n32) = u32::try_from(n)
    {
        // The byte is in the array: its own constant is not asked for (it would be unused).
        let dst = cx.operand_ids(inst, 0..1)?[0];
        let size = cx.operand_ids(inst, 2..3)?[0];
        let i8t = cx.b.type_int(8, 0);
        let count = cx.array_length(u64::from(n32));
        let arr = cx.b.type_array(i8t, count);
        let init = if value == 0 {
            cx.b.constant_null(arr)
        } else {
            let byte = cx.b.constant(i8t, &[value as u32 & 0xff]);
            cx.b.constant_composite(arr, &vec![byte; n as usize])
        };
        let sc = enums::StorageClass::UniformConstant;
        let arr_ptr = cx.b.type_pointer(sc, arr);
        let var = cx.b.fresh_id();
        cx.b.global_variable_with_id(var, arr_ptr, sc, Some(init));
        cx.b.decorate(var, enums::Decoration::Constant, &[]);
        cx.function_globals
            .entry(cx.function.clone())
            .or_default()
            .push(var);
        let i8p = cx.b.type_pointer(sc, i8t);
        let src = cx.temp(op::Bitcast, i8p, &[var.0]);
        let align = inst.call_param_align(0);
        let mut w = vec![dst, src.0, size];
        let vol = if volatile {
            enums::MemoryAccess::Volatile
        } else {
            0
        };
        if align > 1 {
            w.extend([vol | enums::MemoryAccess::Aligned, align]);
        } else if vol != 0 {
            w.push(vol);
        }
        cx.b.inst_no_result(op::CopyMemorySized, &w);
        return Ok(());
    }
    let mut ops = cx.operand_ids(inst, 0..3)?;
    let len_ty = inst
        .operand(2)
        .map(|o| o.type_of())
        .ok_or_else(|| cx.cannot_translate(inst))?;
    // The helper stores bytes: its pointer is to i8 in the destination's storage class (a
    // destination of another pointee is cast; LangRef: any pointer).
    let (ptr, space) = byte_pointer(cx, inst, 0, &mut ops)?;
    // (LangRef: the length is an integer.)
    let bits = len_ty.int_width().unwrap_or(32);
    let len = cx.type_id(len_ty)?;
    let name = crate::mapping::memset_helpers::forward_name(space, bits, volatile);
    let (id, new) = cx.helper_id(&name);
    if new {
        cx.helpers.push(Helper::Memset {
            id,
            name,
            ptr,
            len,
            bits,
            volatile,
        });
    }
    call_helper(cx, id, &ops);
    Ok(())
}

/// The `i8*` type (in the same storage class) of pointer operand `index` of `inst`, and its
/// address space; `ops[index]` is cast to it when its pointee is not `i8`.
pub(super) fn byte_pointer<'c>(
    cx: &mut Ctx<'c, '_>,
    inst: Value<'c>,
    index: usize,
    ops: &mut [u32],
) -> Result<(Id, u32)> {
    let ptr_ty = inst
        .operand(index as u32)
        .map(|o| o.type_of())
        .ok_or_else(|| cx.cannot_translate(inst))?;
    let space = ptr_ty
        .address_space()
        .ok_or_else(|| cx.cannot_translate(inst))?;
    let mut ptr = cx.type_id(ptr_ty)?;
    if ptr_ty.element().and_then(|e| e.int_width()) != Some(8) {
        let sc = cx
            .storage_class_of(space)
            .ok_or_else(|| cx.cannot_translate(inst))?;
        let i8t = cx.b.type_int(8, 0);
        ptr = cx.b.type_pointer(sc, i8t);
        ops[index] = cx.temp(op::Bitcast, ptr, &[ops[index]]).0;
    }
    Ok((ptr, space))
}

/// The words of an integer constant of type `t`, `bits` wide.
pub(super) fn int_const(cx: &mut Ctx<'_, '_>, t: Id, bits: u32, value: u64) -> Id {
    if bits > 32 {
        cx.b.constant(t, &[value as u32, (value >> 32) as u32])
    } else {
        cx.b.constant(t, &[value as u32])
    }
}

/// Calls helper function `id` (void) with the intrinsic's first three operands.
pub(super) fn call_helper(cx: &mut Ctx<'_, '_>, id: Id, ops: &[u32]) {
    let void = cx.b.type_void();
    let call = cx.b.fresh_id();
    cx.b.inst_with_id(
        op::FunctionCall,
        Some(void),
        call,
        &[id.0, ops[0], ops[1], ops[2]],
    );
}

/// Begins helper function `id` (void, Inline, of type `fn_ty`) and declares its three
/// parameters of the given types; returns their ids.
pub(super) fn begin_helper(cx: &mut Ctx<'_, '_>, id: Id, fn_ty: Id, params: [Id; 3]) -> [Id; 3] {
    let void = cx.b.type_void();
    cx.b.begin_function_with_id(id, void, enums::FunctionControl::Inline, fn_ty);
    params.map(|t| {
        let p = cx.b.fresh_id();
        cx.b.function_parameter_with_id(p, t);
        p
    })
}

pub(super) fn emit_memset(
    cx: &mut Ctx<'_, '_>,
    (id, name): (Id, &str),
    ptr: Id,
    len: Id,
    bits: u32,
    volatile: bool,
) {
    let void = cx.b.type_void();
    let i8t = cx.b.type_int(8, 0);
    let fn_ty = cx.b.type_function(void, &[ptr, i8t, len]);
    let bool_t = cx.b.type_bool();
    let zero = int_const(cx, len, bits, 0);
    let one = int_const(cx, len, bits, 1);
    let [dest, value, n] = begin_helper(cx, id, fn_ty, [ptr, i8t, len]);
    let (entry, body, exit) = (cx.b.fresh_id(), cx.b.fresh_id(), cx.b.fresh_id());
    cx.b.label_with_id(entry);
    let empty = cx.temp(op::IEqual, bool_t, &[n.0, zero.0]);
    cx.b.inst_no_result(op::BranchConditional, &[empty.0, exit.0, body.0]);
    cx.b.label_with_id(body);
    let (i, next) = (cx.b.fresh_id(), cx.b.fresh_id());
    cx.b.inst_with_id(op::Phi, Some(len), i, &[zero.0, entry.0, next.0, body.0]);
    let p = cx.temp(op::InBoundsPtrAccessChain, ptr, &[dest.0, i.0]);
    if volatile {
        let access = enums::MemoryAccess::Volatile;
        cx.b.inst_no_result(op::Store, &[p.0, value.0, access]);
    } else {
        cx.b.inst_no_result(op::Store, &[p.0, value.0]);
    }
    cx.b.inst_with_id(op::IAdd, Some(len), next, &[i.0, one.0]);
    let more = cx.temp(op::ULessThan, bool_t, &[next.0, n.0]);
    cx.b.inst_no_result(op::BranchConditional, &[more.0, body.0, exit.0]);
    cx.b.label_with_id(exit);
    cx.b.inst_no_result(op::Return, &[]);
    cx.b.end_function();
    cx.b.name(id, name);
}

pub(super) fn emit_memmove(
    cx: &mut Ctx<'_, '_>,
    (id, name): (Id, &str),
    [dest_t, src_t, len]: [Id; 3],
    bits: u32,
    volatile: bool,
) {
    let access: &[u32] = if volatile {
        &[enums::MemoryAccess::Volatile]
    } else {
        &[]
    };
    let void = cx.b.type_void();
    let i8t = cx.b.type_int(8, 0);
    let fn_ty = cx.b.type_function(void, &[dest_t, src_t, len]);
    let bool_t = cx.b.type_bool();
    let uptr = cx.b.type_int(cx.pointer_bits, 0);
    let zero = int_const(cx, len, bits, 0);
    let one = int_const(cx, len, bits, 1);
    let [dest, src, n] = begin_helper(cx, id, fn_ty, [dest_t, src_t, len]);
    let [entry, check, fwd, bwd, exit] = [(); 5].map(|_| cx.b.fresh_id());
    cx.b.label_with_id(entry);
    let empty = cx.temp(op::IEqual, bool_t, &[n.0, zero.0]);
    cx.b.inst_no_result(op::BranchConditional, &[empty.0, exit.0, check.0]);
    // Copy forwards when the destination starts before the source, else backwards.
    cx.b.label_with_id(check);
    let d = cx.temp(op::ConvertPtrToU, uptr, &[dest.0]);
    let s = cx.temp(op::ConvertPtrToU, uptr, &[src.0]);
    let before = cx.temp(op::ULessThan, bool_t, &[d.0, s.0]);
    cx.b.inst_no_result(op::BranchConditional, &[before.0, fwd.0, bwd.0]);
    cx.b.label_with_id(fwd);
    let (i, next) = (cx.b.fresh_id(), cx.b.fresh_id());
    cx.b.inst_with_id(op::Phi, Some(len), i, &[zero.0, check.0, next.0, fwd.0]);
    let from = cx.temp(op::InBoundsPtrAccessChain, src_t, &[src.0, i.0]);
    let byte = cx.temp(op::Load, i8t, &[&[from.0][..], access].concat());
    let to = cx.temp(op::InBoundsPtrAccessChain, dest_t, &[dest.0, i.0]);
    cx.b.inst_no_result(op::Store, &[&[to.0, byte.0][..], access].concat());
    cx.b.inst_with_id(op::IAdd, Some(len), next, &[i.0, one.0]);
    let more = cx.temp(op::ULessThan, bool_t, &[next.0, n.0]);
    cx.b.inst_no_result(op::BranchConditional, &[more.0, fwd.0, exit.0]);
    cx.b.label_with_id(bwd);
    let (j, k) = (cx.b.fresh_id(), cx.b.fresh_id());
    cx.b.inst_with_id(op::Phi, Some(len), j, &[n.0, check.0, k.0, bwd.0]);
    cx.b.inst_with_id(op::ISub, Some(len), k, &[j.0, one.0]);
    let from = cx.temp(op::InBoundsPtrAccessChain, src_t, &[src.0, k.0]);
    let byte = cx.temp(op::Load, i8t, &[&[from.0][..], access].concat());
    let to = cx.temp(op::InBoundsPtrAccessChain, dest_t, &[dest.0, k.0]);
    cx.b.inst_no_result(op::Store, &[&[to.0, byte.0][..], access].concat());
    let more = cx.temp(op::UGreaterThan, bool_t, &[k.0, zero.0]);
    cx.b.inst_no_result(op::BranchConditional, &[more.0, bwd.0, exit.0]);
    cx.b.label_with_id(exit);
    cx.b.inst_no_result(op::Return, &[]);
    cx.b.end_function();
    cx.b.name(id, name);
}
