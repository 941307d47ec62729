//! bfloat16 conversions (`crate::builtins::bfloat16`).

use super::*;

/// A bfloat16 conversion builtin: its instruction, once the call's types are the builtin's
/// (llvm-spirv aborts on others, before it looks at the extensions allowed).
pub(super) fn bf16_call<'c>(
    cx: &mut Ctx<'c, '_>,
    c: &Call<'c>,
    b: bfloat16::Bf16Name,
) -> Result<()> {
    let fits = |t: Type<'_>, e: bfloat16::Elem| match e {
        bfloat16::Elem::Bits16 => t.int_width() == Some(16),
        bfloat16::Elem::Float32 => t.kind() == TypeKind::Float,
    };
    let ret = c.ret();
    let arg = match c.args.as_slice() {
        [a] => Some(a.type_of()),
        _ => None,
    };
    let shape = |t: Type<'c>| match t.kind() {
        TypeKind::Vector => (t.element(), t.vector_len()),
        _ => (Some(t), None),
    };
    let (ret_elem, ret_len) = shape(ret);
    let (arg_elem, arg_len) = arg.map_or((None, None), shape);
    let kinds_fit = ret_elem.is_some_and(|t| fits(t, b.conv.result))
        && arg_elem.is_some_and(|t| fits(t, b.conv.input))
        && ret_len.is_some() == b.size.is_some()
        && arg_len.is_some() == b.size.is_some();
    if !kinds_fit || ret_len != b.size || arg_len != b.size {
        return Err(cx.fatal(b.conv.signature_message(b.size, !kinds_fit)));
    }
    let x = cx.operand_id(c.arg(cx, 0)?)?;
    cx.define(c.inst, b.conv.op, &[x.0])?;
    Ok(())
}
