//! Integer dot products (`crate::builtins::int_dot`) and the bit operations of
//! cl_khr_extended_bit_ops (`crate::builtins::bit_ops`).

use super::*;

/// The integer dot products (`SPV_KHR_integer_dot_product`): `OpSDot`, `OpUDot`, `OpSUDot`
/// (signed factor first) and their `AccSat` forms, with `PackedVectorFormat4x8Bit` for the
/// packed builtins; the input capability by the factors' type.
pub(super) fn int_dot_call<'c>(
    cx: &mut Ctx<'c, '_>,
    c: &Call<'c>,
    n: int_dot::IntDotName,
) -> Result<()> {
    use int_dot::Signs;
    let ext = int_dot::EXTENSION;
    if !cx.extension_allowed(ext) {
        return Err(cx.unsupported(format!(
            "UnsupportedBuiltin: the builtin {}: a dot product of integers needs {ext} (allow \
             it with --spirv-ext=+{ext}; OpDot takes floats only)",
            c.d
        )));
    }
    if c.args.len() != 2 + usize::from(n.accumulate) || !is_integer_or_vector(c.ret()) {
        return Err(c.bad(cx));
    }
    let (a, b) = (c.arg(cx, 0)?, c.arg(cx, 1)?);
    let (ta, tb) = (a.type_of(), b.type_of());
    let (signs, swapped) = match n.packed {
        Some(p) => {
            if ta.int_width() != Some(32) || tb.int_width() != Some(32) {
                return Err(c.bad(cx));
            }
            p
        }
        None => {
            let same_shape = ta.kind() == TypeKind::Vector
                && tb.kind() == TypeKind::Vector
                && ta.vector_len() == tb.vector_len()
                && ta.scalar().int_width() == tb.scalar().int_width();
            if !same_shape || !is_integer_or_vector(ta) {
                return Err(c.bad(cx));
            }
            let unsigned = |k: usize| c.params.get(k).is_some_and(|t| t.is_unsigned_integer());
            match (unsigned(0), unsigned(1)) {
                (false, false) => (Signs::Ss, false),
                (true, true) => (Signs::Uu, false),
                (false, true) => (Signs::Su, false),
                (true, false) => (Signs::Su, true),
            }
        }
    };
    let (x, y) = if swapped { (b, a) } else { (a, b) };
    let mut ids = vec![cx.operand_id(x)?.0, cx.operand_id(y)?.0];
    if n.accumulate {
        ids.push(cx.operand_id(c.arg(cx, 2)?)?.0);
    }
    if n.packed.is_some() {
        ids.push(enums::PackedVectorFormat::PackedVectorFormat4x8Bit);
    }
    require_dot_input(cx, ta, n.packed.is_some());
    cx.define(c.inst, int_dot::opcode(signs, n.accumulate), &ids)?;
    Ok(())
}

/// The capability of the factors of an integer dot product (the grammar cannot say it: it
/// depends on their type): packed, four 8-bit lanes, or any vector.
pub(super) fn require_dot_input(cx: &mut Ctx<'_, '_>, factor: Type<'_>, packed: bool) {
    let input = if packed {
        enums::Capability::DotProductInput4x8BitPacked
    } else if factor.vector_len() == Some(4) && factor.scalar().int_width() == Some(8) {
        enums::Capability::DotProductInput4x8Bit
    } else {
        enums::Capability::DotProductInputAll
    };
    cx.b.require_capability(input);
}

/// The bit operations of cl_khr_extended_bit_ops (`crate::builtins::bit_ops`): one instruction
/// each, its operands the arguments, under SPV_KHR_bit_instructions or else Shader (called only
/// where `bit_instructions` allows: else the builtin is a plain function).
pub(super) fn bit_op_call<'c>(
    cx: &mut Ctx<'c, '_>,
    c: &Call<'c>,
    b: &bit_ops::BitOp,
) -> Result<()> {
    let wants = match b.op {
        op::BitFieldInsert => 4,
        op::BitReverse => 1,
        _ => 3,
    };
    if c.args.len() != wants || !is_integer_or_vector(c.ret()) {
        return Err(c.bad(cx));
    }
    let mut ids = Vec::with_capacity(wants);
    for &a in &c.args {
        ids.push(cx.operand_id(a)?.0);
    }
    // (Shader only in a module without branches: see `bit_instructions`.)
    cx.require_bit_instructions();
    cx.define(c.inst, b.op, &ids)?;
    Ok(())
}
