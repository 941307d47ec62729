//! Atomic instructions and barriers → LLVM atomics and fences: orderings from memory semantics,
//! sync scopes.

use super::*;

/// MemorySemantics → LLVM ordering.
pub(crate) fn ordering(semantics: u64) -> AO {
    if semantics & 0x10 != 0 {
        AO::LLVMAtomicOrderingSequentiallyConsistent
    } else if semantics & 0x8 != 0 || (semantics & 0x6) == 0x6 {
        AO::LLVMAtomicOrderingAcquireRelease
    } else if semantics & 0x2 != 0 {
        AO::LLVMAtomicOrderingAcquire
    } else if semantics & 0x4 != 0 {
        AO::LLVMAtomicOrderingRelease
    } else {
        AO::LLVMAtomicOrderingMonotonic
    }
}

/// An ordering valid for a load (no release part).
pub(super) fn load_ordering(o: AO) -> AO {
    match o {
        AO::LLVMAtomicOrderingRelease => AO::LLVMAtomicOrderingMonotonic,
        AO::LLVMAtomicOrderingAcquireRelease => AO::LLVMAtomicOrderingAcquire,
        o => o,
    }
}

/// An ordering valid for a store (no acquire part).
pub(super) fn store_ordering(o: AO) -> AO {
    match o {
        AO::LLVMAtomicOrderingAcquire => AO::LLVMAtomicOrderingMonotonic,
        AO::LLVMAtomicOrderingAcquireRelease => AO::LLVMAtomicOrderingRelease,
        o => o,
    }
}

/// The LLVM sync scope of the Scope operand `id` of the instruction `at`: a Scope is a 32-bit
/// value, and a wider constant is an error (not the scope of its low half).
fn scope_operand(rx: &Rx<'_, '_>, id: u32, at: InstId) -> Result<&'static str> {
    let v = rx.const_operand(id, at)?;
    let s = u32::try_from(v)
        .map_err(|_| rx.error_at(at, format!("the Scope {v} does not fit 32 bits")))?;
    Ok(sync_scope(s))
}

/// Scope → LLVM sync scope name ("" is the default, system scope).
pub(crate) fn sync_scope(scope: u32) -> &'static str {
    match scope {
        enums::Scope::Invocation => "singlethread",
        enums::Scope::Subgroup => "subgroup",
        enums::Scope::Workgroup => "workgroup",
        enums::Scope::Device => "device",
        _ => "",
    }
}

/// Atomic instructions → LLVM atomics with orderings from the memory semantics and sync scopes
/// from the scope. Hook: the CL1.2/CL2.0 environments may turn these into OpenCL builtin calls.
pub(crate) fn atomic<'c>(rx: &mut Rx<'c, '_>, opcode: u16, ops: &[u32], at: InstId) -> Result<()> {
    // Scope and Memory Semantics operands: Kernel SPIR-V lets them be computed at run time, and
    // an LLVM atomic's ordering and sync scope are fixed, so such an instruction stays a
    // `__spirv_*` call, which takes them as values.
    let scope_and_semantics = match opcode {
        op::AtomicStore => ops.get(1..3),
        op::AtomicCompareExchange | op::AtomicCompareExchangeWeak => ops.get(3..6),
        _ => ops.get(3..5),
    };
    if scope_and_semantics.is_some_and(|ids| ids.iter().any(|&id| rx.constant_u64(id).is_none())) {
        return spirv_calls::call(rx, opcode, ops, at);
    }
    let volatile = |sem: u64| sem & u64::from(enums::MemorySemantics::Volatile) != 0;
    match opcode {
        op::AtomicLoad => {
            let ty = rx.ty(ops[0], at)?;
            rx.require_sized(ty, at, "an atomic load")?;
            let ptr = rx.operand(ops[2], at)?;
            if ptr.type_of().element() != Some(ty) {
                return Err(rx.error_at(at, "the pointer does not point to the result type"));
            }
            let sem = rx.const_operand(ops[4], at)?;
            let v = rx.b.load(ptr, &rx.result_name(ops[1]));
            rx.b.set_atomic(
                v,
                load_ordering(ordering(sem)),
                scope_operand(rx, ops[3], at)?,
            );
            rx.b.set_alignment(v, atomic_align(rx, ty));
            if volatile(sem) {
                rx.b.set_volatile(v);
            }
            rx.define(ops[1], v);
        }
        op::AtomicStore => {
            let ptr = rx.operand(ops[0], at)?;
            let elem = ptr.type_of().element().ok_or_else(|| {
                rx.error_at(at, "an atomic store through a value that is not a pointer")
            })?;
            rx.require_sized(elem, at, "an atomic store")?;
            let val = rx.value_as(ops[3], elem, at)?;
            let sem = rx.const_operand(ops[2], at)?;
            let s = rx.b.store(val, ptr);
            rx.b.set_atomic(
                s,
                store_ordering(ordering(sem)),
                scope_operand(rx, ops[1], at)?,
            );
            rx.b.set_alignment(s, atomic_align(rx, elem));
            if volatile(sem) {
                rx.b.set_volatile(s);
            }
        }
        op::AtomicCompareExchange | op::AtomicCompareExchangeWeak => {
            let ty = rx.ty(ops[0], at)?;
            let ptr = rx.operand(ops[2], at)?;
            if ty.kind() != TypeKind::Integer || ptr.type_of().element() != Some(ty) {
                return spirv_calls::call(rx, opcode, ops, at);
            }
            let (new, cmp) = (rx.value_as(ops[6], ty, at)?, rx.value_as(ops[7], ty, at)?);
            let sem = rx.const_operand(ops[4], at)?;
            let success = ordering(sem);
            let failure = load_ordering(ordering(rx.const_operand(ops[5], at)?));
            let failure = if (failure as u32) > (success as u32)
                || success == AO::LLVMAtomicOrderingRelease
            {
                load_ordering(success)
            } else {
                failure
            };
            let x = rx.b.cmpxchg(ptr, cmp, new, success, failure);
            rx.b.set_sync_scope(x, scope_operand(rx, ops[3], at)?);
            if volatile(sem) {
                rx.b.set_atomic_volatile(x);
            }
            let v = rx.b.extract_value(x, 0, &rx.result_name(ops[1]));
            rx.define(ops[1], v);
        }
        op::AtomicIIncrement | op::AtomicIDecrement => {
            let ptr = rx.operand(ops[2], at)?;
            let ty = rx.ty(ops[0], at)?;
            if ptr.type_of().element() != Some(ty) {
                return Err(rx.error_at(at, "the pointer does not point to the result type"));
            }
            if ty.int_width().is_none() {
                return Err(rx.error_at(
                    at,
                    format!(
                        "an atomic increment or decrement of {}: it counts in integers",
                        ty.display()
                    ),
                ));
            }
            let one = rx.b.const_int(ty, &[1]);
            let rmw = if opcode == op::AtomicIIncrement {
                RMW::LLVMAtomicRMWBinOpAdd
            } else {
                RMW::LLVMAtomicRMWBinOpSub
            };
            let sem = rx.const_operand(ops[4], at)?;
            let v = rx.b.atomic_rmw(rmw, ptr, one, ordering(sem));
            rx.b.set_sync_scope(v, scope_operand(rx, ops[3], at)?);
            if volatile(sem) {
                rx.b.set_atomic_volatile(v);
            }
            rx.b.set_name(v, &rx.result_name(ops[1]));
            rx.define(ops[1], v);
        }
        _ => {
            let Some(rmw) = rmw_to_llvm(opcode) else {
                return spirv_calls::call(rx, opcode, ops, at);
            };
            let ty = rx.ty(ops[0], at)?;
            let ptr = rx.operand(ops[2], at)?;
            let float_ok = rmw == RMW::LLVMAtomicRMWBinOpXchg || rmw == RMW::LLVMAtomicRMWBinOpFAdd;
            let ok_type = match ty.kind() {
                TypeKind::Integer => rmw != RMW::LLVMAtomicRMWBinOpFAdd,
                TypeKind::Half | TypeKind::Float | TypeKind::Double => float_ok,
                _ => false,
            };
            if !ok_type || ptr.type_of().element() != Some(ty) {
                return spirv_calls::call(rx, opcode, ops, at);
            }
            let val = rx.value_as(ops[5], ty, at)?;
            let sem = rx.const_operand(ops[4], at)?;
            let v = rx.b.atomic_rmw(rmw, ptr, val, ordering(sem));
            rx.b.set_sync_scope(v, scope_operand(rx, ops[3], at)?);
            if volatile(sem) {
                rx.b.set_atomic_volatile(v);
            }
            rx.b.set_name(v, &rx.result_name(ops[1]));
            rx.define(ops[1], v);
        }
    }
    Ok(())
}

/// Atomic loads and stores need an explicit alignment: the type's size.
pub(super) fn atomic_align(rx: &Rx<'_, '_>, t: Type<'_>) -> u32 {
    (rx.b.type_size_bits(t) / 8).clamp(1, 1 << 16) as u32
}

/// OpMemoryBarrier → `fence` (a relaxed barrier orders nothing: a `__spirv_MemoryBarrier` call
/// keeps it). Hook: the CL environments may turn it into `mem_fence`/`atomic_work_item_fence`.
pub(crate) fn memory_barrier(rx: &mut Rx<'_, '_>, ops: &[u32], at: InstId) -> Result<()> {
    // (A scope or semantics computed at run time, which Kernel allows, stays a call too.)
    if ops.iter().any(|&id| rx.constant_u64(id).is_none()) {
        return spirv_calls::call(rx, op::MemoryBarrier, ops, at);
    }
    let sem = rx.const_operand(ops[1], at)?;
    if sem & 0x1e == 0 {
        return spirv_calls::call(rx, op::MemoryBarrier, ops, at);
    }
    let f = rx.b.fence(ordering(sem));
    rx.b.set_sync_scope(f, scope_operand(rx, ops[0], at)?);
    Ok(())
}
