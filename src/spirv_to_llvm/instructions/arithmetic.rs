//! Conversions, bitcasts and the arithmetic with no single LLVM counterpart (OpSMod, OpFMod).

use super::*;

/// Conversions: LLVM casts, or `__spirv_Convert*_R{type}{_sat}{_rt*}` calls when a saturation or
/// rounding decoration asks for what a cast cannot say.
pub(super) fn conversion<'c>(
    rx: &mut Rx<'c, '_>,
    opcode: u16,
    cast: Option<O>,
    ops: &[u32],
    at: InstId,
) -> Result<()> {
    let ty = rx.ty(ops[0], at)?;
    let x = rx.operand(ops[2], at)?;
    let postfix = rx.decoration_postfixes(ops[1]);
    if !postfix.is_empty() {
        return spirv_calls::call(rx, opcode, ops, at);
    }
    let name = rx.result_name(ops[1]);
    // (Operand and result kinds and component counts: see check_operand_kinds.)
    let c = match cast {
        Some(O::LLVMAddrSpaceCast) if x.type_of().address_space() == ty.address_space() => {
            O::LLVMBitCast
        }
        Some(c) => c,
        None => width_cast(opcode, x.type_of(), ty),
    };
    if c == O::LLVMAddrSpaceCast {
        // addrspacecast keeps the pointee: change it first if needed.
        let mid = rx.b.pointer_type(
            ty.element().unwrap_or(ty),
            // (A pointer: `from_ptr` is checked for an addrspacecast above.)
            x.type_of().address_space().unwrap_or(0),
        );
        let y = rx.cast(O::LLVMBitCast, x, mid);
        let v = rx.b.unfolded((0, y), |y| rx.b.cast(c, y, ty, &name));
        rx.define(ops[1], v);
        return Ok(());
    }
    let v = if c == O::LLVMBitCast && x.type_of() == ty {
        x
    } else {
        rx.b.unfolded((0, x), |x| rx.b.cast(c, x, ty, &name))
    };
    rx.define(ops[1], v);
    Ok(())
}

/// OpBitcast: pointer↔integer casts where one side is a pointer, element-wise through an
/// integer when a pointer meets a vector; a plain bitcast otherwise.
pub(super) fn bitcast<'c>(
    rx: &mut Rx<'c, '_>,
    x: Value<'c>,
    ty: Type<'c>,
    name: &str,
    at: InstId,
) -> Result<Value<'c>> {
    let from = x.type_of();
    if from == ty {
        return Ok(x);
    }
    let (from_ptr, to_ptr) = (
        from.kind() == TypeKind::Pointer,
        ty.kind() == TypeKind::Pointer,
    );
    if from_ptr != to_ptr {
        // pointer ↔ vector: through an integer of the pointer's width.
        let int_t = rx.b.int_type(rx.pointer_bits);
        if from_ptr && ty.kind() == TypeKind::Vector {
            let i =
                rx.b.unfolded((0, x), |x| rx.b.cast(O::LLVMPtrToInt, x, int_t, ""));
            return Ok(rx.b.cast(O::LLVMBitCast, i, ty, name));
        }
        if to_ptr && from.kind() == TypeKind::Vector {
            let i =
                rx.b.unfolded((0, x), |x| rx.b.cast(O::LLVMBitCast, x, int_t, ""));
            return Ok(rx.b.cast(O::LLVMIntToPtr, i, ty, name));
        }
    } else if !from_ptr && rx.b.type_size_bits(from) != rx.b.type_size_bits(ty) {
        return Err(rx.error_at(
            at,
            format!(
                "OpBitcast between types of different sizes ({} and {})",
                from.display(),
                ty.display()
            ),
        ));
    }
    let kind = bitcast_kind(from, ty);
    if kind == O::LLVMAddrSpaceCast {
        let mid = rx.b.pointer_type(
            ty.element().unwrap_or(ty),
            // (A pointer: `bitcast_kind` gives an addrspacecast only between two pointers.)
            from.address_space().unwrap_or(0),
        );
        let y = rx.cast(O::LLVMBitCast, x, mid);
        return Ok(rx.b.unfolded((0, y), |y| rx.b.cast(kind, y, ty, name)));
    }
    Ok(rx.b.unfolded((0, x), |x| rx.b.cast(kind, x, ty, name)))
}

/// OpSMod: the remainder with the sign of the divisor, as the incumbent expands it.
pub(super) fn smod(rx: &mut Rx<'_, '_>, ops: &[u32], at: InstId) -> Result<()> {
    let (a, b) = rx.operand_pair(ops[2], ops[3], at)?;
    let zero = rx.b.const_null(a.type_of());
    let r =
        rx.b.unfolded((0, a), |a| rx.b.binop(O::LLVMSRem, a, b, "srem.res"));
    let x =
        rx.b.unfolded((0, a), |a| rx.b.binop(O::LLVMXor, a, b, "xor.res"));
    let sign = rx.b.icmp(IP::LLVMIntSLT, x, zero, "cmpsign.res");
    let nz = rx.b.icmp(IP::LLVMIntNE, r, zero, "cmpsrem.res");
    let add = rx.b.binop(O::LLVMAdd, r, b, "add.res");
    rx.b.set_no_signed_wrap(add);
    let cmp = rx.b.binop(O::LLVMAnd, sign, nz, "cmp.res");
    let v = rx.b.select(cmp, add, r, &rx.result_name(ops[1]));
    rx.define(ops[1], v);
    Ok(())
}

/// OpFMod: the remainder with the sign of the divisor, as the incumbent expands it.
pub(super) fn fmod(rx: &mut Rx<'_, '_>, ops: &[u32], at: InstId) -> Result<()> {
    let (a, b) = rx.operand_pair(ops[2], ops[3], at)?;
    let t = a.type_of();
    let r =
        rx.b.unfolded((0, a), |a| rx.b.binop(O::LLVMFRem, a, b, "frem.res"));
    rx.apply_flags(ops[1], r);
    let copysign =
        rx.b.intrinsic("llvm.copysign", &[t])
            .ok_or_else(|| rx.error_at(at, "no llvm.copysign for this type"))?;
    let c = rx.b.call(copysign, &[r, b], "copysign.res");
    let f = rx.b.binop(O::LLVMFAdd, r, b, "fadd.res");
    rx.apply_flags(ops[1], f);
    let cmp = rx.b.fcmp(RP::LLVMRealONE, r, c, "cmp.res");
    let v = rx.b.select(cmp, f, c, &rx.result_name(ops[1]));
    rx.define(ops[1], v);
    Ok(())
}

/// `zext` when `select c, a, b` chooses between 1 and 0 in each lane, `sext` between -1 and 0
/// (integers of more than one bit, as many lanes as the condition).
pub(super) fn bool_extension(c: Value<'_>, a: Value<'_>, b: Value<'_>) -> Option<O> {
    fn lanes_and_bits(t: Type<'_>) -> Option<(u32, u32)> {
        match t.kind() {
            TypeKind::Vector => Some((t.vector_len()?, t.element()?.int_width()?)),
            _ => Some((1, t.int_width()?)),
        }
    }
    let (lanes, bits) = lanes_and_bits(a.type_of())?;
    if bits < 2 || lanes_and_bits(c.type_of())? != (lanes, 1) {
        return None;
    }
    match (splat_int(a)?, splat_int(b)?) {
        (1, 0) => Some(O::LLVMZExt),
        (-1, 0) => Some(O::LLVMSExt),
        _ => None,
    }
}

/// The value of an integer constant, or of every lane of a vector constant when they are equal.
pub(super) fn splat_int(v: Value<'_>) -> Option<i64> {
    match v.kind() {
        ValueKind::ConstantInt => v.const_int_sext(),
        ValueKind::ConstantAggregateZero => Some(0),
        ValueKind::ConstantDataVector | ValueKind::ConstantVector => {
            let n = v.type_of().vector_len()?;
            let first = v.const_element(0)?.const_int_sext()?;
            (1..n)
                .all(|k| v.const_element(k).and_then(|e| e.const_int_sext()) == Some(first))
                .then_some(first)
        }
        _ => None,
    }
}
