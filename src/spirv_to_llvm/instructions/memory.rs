//! Memory instructions: loads and stores with their memory operands, access chains, lifetimes,
//! memory copies.

use super::*;

/// Alignment, volatility and non-temporality from a MemoryAccess operand (and a Volatile
/// decoration on the pointer).
pub(super) fn memory_access<'c>(rx: &mut Rx<'c, '_>, inst: Value<'c>, words: &[u32], ptr: u32) {
    super::super::alias_scopes::attach(rx, inst, words);
    if rx.has_decoration(ptr, enums::Decoration::Volatile) {
        rx.b.set_volatile(inst);
    }
    let Some(&mask) = words.first() else { return };
    if mask & enums::MemoryAccess::Volatile != 0 {
        rx.b.set_volatile(inst);
    }
    if mask & enums::MemoryAccess::Aligned != 0 {
        if let Some(&a) = words.get(1).filter(|a| a.is_power_of_two()) {
            rx.b.set_alignment(inst, a);
        }
    }
    if mask & enums::MemoryAccess::Nontemporal != 0 {
        let node = rx.b.md_node(&[crate::llvm::build::MdOperand::Int(32, 1)]);
        rx.b.set_metadata(inst, "nontemporal", node);
    }
}

pub(super) fn load<'c>(rx: &mut Rx<'c, '_>, ops: &[u32], at: InstId) -> Result<()> {
    let ty = rx.ty(ops[0], at)?;
    rx.require_sized(ty, at, "a load")?;
    if let Some(v) = load_builtin_variable(rx, ops, at)? {
        rx.define(ops[1], v);
        return Ok(());
    }
    let ptr = rx.operand(ops[2], at)?;
    let ptr = match ptr.type_of().element() {
        Some(e) if ptr.type_of().kind() == TypeKind::Pointer && e == ty => ptr,
        Some(_) if ptr.type_of().kind() == TypeKind::Pointer => {
            let p =
                // (A pointer: the guard above.)
                rx.b.pointer_type(ty, ptr.type_of().address_space().unwrap_or(0));
            rx.cast(O::LLVMBitCast, ptr, p)
        }
        _ => return Err(rx.error_at(at, "a load through a value that is not a pointer")),
    };
    let v = rx.b.load(ptr, &rx.result_name(ops[1]));
    memory_access(rx, v, ops.get(3..).unwrap_or(&[]), ops[2]);
    rx.define(ops[1], v);
    Ok(())
}

/// Hook for BuiltIn variables in the function form (`--spirv-builtin-format=function`, the
/// default): an `OpLoad` whose pointer comes from a BuiltIn variable (directly or through
/// access chains and casts, see [`builtin_root`]) may be replaced by calls here, returning the
/// loaded value. `None` keeps the load from the `__spirv_BuiltIn*` global (the global form).
/// Globals that end up unused are deleted at the end of the translation.
pub(crate) fn load_builtin_variable<'c>(
    rx: &mut Rx<'c, '_>,
    ops: &[u32],
    _at: InstId,
) -> Result<Option<Value<'c>>> {
    let _ = (rx, ops);
    Ok(None)
}

pub(super) fn access_chain<'c>(
    rx: &mut Rx<'c, '_>,
    opcode: u16,
    ops: &[u32],
    at: InstId,
) -> Result<()> {
    let base = rx.operand(ops[2], at)?;
    let mut idx = Vec::new();
    if matches!(opcode, op::AccessChain | op::InBoundsAccessChain) {
        idx.push(rx.i32(0));
    }
    for &x in &ops[3..] {
        idx.push(rx.operand(x, at)?);
    }
    let idx = rx.gep_indices(base.type_of(), idx, at)?;
    let inbounds = matches!(opcode, op::InBoundsAccessChain | op::InBoundsPtrAccessChain);
    let name = rx.result_name(ops[1]);
    let mut v =
        if idx.len() == 1 && !matches!(opcode, op::PtrAccessChain | op::InBoundsPtrAccessChain) {
            base
        } else {
            rx.b.unfolded((0, base), |p| rx.b.gep(p, &idx, inbounds, &name))
        };
    // The result type may differ from what the GEP gives (e.g. a pointer to an array element
    // seen as a pointer to another type): cast it.
    let want = rx.ty(ops[0], at)?;
    if v.type_of() != want {
        v = rx.coerce(v, want, at)?;
    }
    rx.define(ops[1], v);
    Ok(())
}

pub(super) fn lifetime(rx: &mut Rx<'_, '_>, opcode: u16, ops: &[u32], at: InstId) -> Result<()> {
    let ptr = rx.operand(ops[0], at)?;
    if ptr.type_of().kind() != TypeKind::Pointer {
        return Err(rx.error_at(at, "a lifetime marker on a value that is not a pointer"));
    }
    let p = rx.as_i8_ptr(ptr);
    let name = if opcode == op::LifetimeStart {
        "llvm.lifetime.start"
    } else {
        "llvm.lifetime.end"
    };
    let f =
        rx.b.intrinsic(name, &[p.type_of()])
            .ok_or_else(|| rx.error_at(at, "no lifetime intrinsic for this pointer"))?;
    let i64t = rx.b.int_type(64);
    let size = if ops[1] == 0 {
        u64::MAX
    } else {
        u64::from(ops[1])
    };
    let size = rx.b.const_int(i64t, &[size]);
    rx.b.call(f, &[size, p], "");
    Ok(())
}

/// A call of a memset helper function (`mem_helpers`): `llvm.memset(dest, val, len,
/// volatile)`, with the call's first three arguments (a fourth, the incumbent's volatile flag,
/// is not read by the helper and not here either).
pub(super) fn memset_call<'c>(
    rx: &mut Rx<'c, '_>,
    ops: &[u32],
    volatile: bool,
    at: InstId,
) -> Result<()> {
    let [_, result, _, dest, val, len, ..] = *ops else {
        return Err(rx.error_at(
            at,
            "the number of arguments does not match the called function",
        ));
    };
    let (d, v, n) = (
        rx.operand(dest, at)?,
        rx.operand(val, at)?,
        rx.operand(len, at)?,
    );
    let call = call_memset(rx, d, v, n, volatile, at)?;
    rx.define(result, call);
    Ok(())
}

/// A call of a memmove helper function (`mem_helpers`): `llvm.memmove(dest, src, len,
/// volatile)`, with the call's three arguments.
pub(super) fn memmove_call<'c>(
    rx: &mut Rx<'c, '_>,
    ops: &[u32],
    volatile: bool,
    at: InstId,
) -> Result<()> {
    let [_, result, _, dest, src, len] = *ops else {
        return Err(rx.error_at(
            at,
            "the number of arguments does not match the called function",
        ));
    };
    let (d, s, n) = (
        rx.operand(dest, at)?,
        rx.operand(src, at)?,
        rx.operand(len, at)?,
    );
    let pointer = |v: Value<'_>| v.type_of().kind() == TypeKind::Pointer;
    if !pointer(d) || !pointer(s) || n.type_of().kind() != TypeKind::Integer {
        return Err(rx.error_at(
            at,
            "the arguments of a memmove helper are not two pointers and a length",
        ));
    }
    let f =
        rx.b.intrinsic("llvm.memmove", &[d.type_of(), s.type_of(), n.type_of()])
            .ok_or_else(|| rx.error_at(at, "no llvm.memmove for these pointers"))?;
    let i1 = rx.b.int_type(1);
    let vol = rx.b.const_int(i1, &[u64::from(volatile)]);
    let call = rx.b.call(f, &[d, s, n, vol], "");
    rx.define(result, call);
    Ok(())
}

/// `llvm.memset(dest, val, len, volatile)`: what a memset helper's call and a copy from a
/// constant of one repeated byte both give back.
fn call_memset<'c>(
    rx: &mut Rx<'c, '_>,
    dest: Value<'c>,
    val: Value<'c>,
    len: Value<'c>,
    volatile: bool,
    at: InstId,
) -> Result<Value<'c>> {
    let f =
        rx.b.intrinsic("llvm.memset", &[dest.type_of(), len.type_of()])
            .ok_or_else(|| rx.error_at(at, "no llvm.memset for this pointer"))?;
    let i1 = rx.b.int_type(1);
    let vol = rx.b.const_int(i1, &[u64::from(volatile)]);
    Ok(rx.b.call(f, &[dest, val, len, vol], ""))
}

/// OpCopyMemory and OpCopyMemorySized → `llvm.memcpy` (the size of the pointee for the first),
/// or `llvm.memset` when the source is a constant of one repeated byte.
pub(super) fn copy_memory<'c>(
    rx: &mut Rx<'c, '_>,
    opcode: u16,
    ops: &[u32],
    at: InstId,
) -> Result<()> {
    let (dst, src) = (rx.operand(ops[0], at)?, rx.operand(ops[1], at)?);
    if dst.type_of().kind() != TypeKind::Pointer || src.type_of().kind() != TypeKind::Pointer {
        return Err(rx.error_at(at, "a memory copy between values that are not pointers"));
    }
    let (size, access) = if opcode == op::CopyMemorySized {
        let s = rx.operand(ops[2], at)?;
        if s.type_of().kind() != TypeKind::Integer {
            return Err(rx.error_at(at, "the size is not an integer"));
        }
        (s, ops.get(3..).unwrap_or(&[]))
    } else {
        let elem = dst.type_of().element().unwrap_or(dst.type_of());
        let t = rx.b.int_type(rx.pointer_bits);
        (
            rx.b.const_int(t, &[rx.b.type_alloc_size(elem)]),
            ops.get(2..).unwrap_or(&[]),
        )
    };
    // (The memory access operands are optional: none is the empty mask.)
    let mask = access.first().copied().unwrap_or(0);
    let volatile = mask & enums::MemoryAccess::Volatile != 0;
    // A copy from a constant of one repeated byte is how SPIR-V writes `llvm.memset`.
    let (call, pointers) = if let Some(byte) = uniform_constant_byte(rx, ops[1]) {
        let d = rx.as_i8_ptr(dst);
        let v = rx.b.const_int(rx.b.int_type(8), &[byte]);
        (call_memset(rx, d, v, size, volatile, at)?, 1)
    } else {
        let i1 = rx.b.int_type(1);
        let vol = rx.b.const_int(i1, &[u64::from(volatile)]);
        let (d, s) = (rx.as_i8_ptr(dst), rx.as_i8_ptr(src));
        let f =
            rx.b.intrinsic("llvm.memcpy", &[d.type_of(), s.type_of(), size.type_of()])
                .ok_or_else(|| rx.error_at(at, "no llvm.memcpy for these pointers"))?;
        (rx.b.call(f, &[d, s, size, vol], ""), 2)
    };
    if mask & enums::MemoryAccess::Aligned != 0 {
        if let Some(&a) = access.get(1).filter(|a| a.is_power_of_two()) {
            for p in 1..=pointers {
                rx.b.call_add_int_attribute(call, p, "align", u64::from(a));
            }
        }
    }
    Ok(())
}

/// The byte every byte of a copy's source is, when the source is (a bitcast of) a
/// UniformConstant variable initialized with OpConstantNull or with an array of one i8
/// constant: how `llvm.memset` is written in SPIR-V (which has no fill instruction; the
/// forward, and llvm-spirv, copy from such a constant). Copying it is filling with that byte.
fn uniform_constant_byte(rx: &Rx<'_, '_>, src: u32) -> Option<u64> {
    let mut d = rx.def(src)?;
    if rx.m.opcode(d) == op::Bitcast {
        d = rx.def(*rx.m.operands(d).get(2)?)?;
    }
    let var = rx.m.operands(d);
    if rx.m.opcode(d) != op::Variable || var.get(2) != Some(&enums::StorageClass::UniformConstant) {
        return None;
    }
    let init = rx.def(*var.get(3)?)?;
    match rx.m.opcode(init) {
        op::ConstantNull => Some(0),
        op::ConstantComposite => {
            let elems = rx.m.operands(init).get(2..)?;
            let first = *elems.first()?;
            if elems.iter().any(|&e| e != first) {
                return None;
            }
            let c = rx.def(first)?;
            let cw = rx.m.operands(c);
            let ty = rx.def(*cw.first()?)?;
            let byte_type = rx.m.opcode(ty) == op::TypeInt && rx.m.operands(ty).get(1) == Some(&8);
            let value = *cw.get(2)?;
            (rx.m.opcode(c) == op::Constant && byte_type).then_some(u64::from(value & 0xff))
        }
        _ => None,
    }
}
