//! Conversions (`crate::builtins::convert`, `crate::builtins::bfloat16`) → OpenCL C calls.

use super::*;

// ----- conversions -----

/// A conversion that OpenCL C spells `convert_<type>[_sat][_rt*]`: saturated or with a
/// rounding mode, or (`plain`) a conversion of vectors to an OpenCL C target, which llvm-spirv
/// also writes as a call (`convert_int4`; a plain scalar conversion is an LLVM cast). A plain
/// conversion of types OpenCL C has no name for is left to the general translation
/// (`Ok(false)`).
pub(super) fn conversion(rx: &mut Rx<'_, '_>, i: InstId, plain: bool) -> Result<bool> {
    let opcode = rx.m.opcode(i);
    let ops = rx.m.operands(i).to_vec();
    let (ret, result) = (rx.ty(ops[0], i)?, ops[1]);
    let x = rx.value(ops[2], i)?;
    let &(_, mut from, mut to) = convert::REVERSE_KINDS
        .iter()
        .find(|(o, ..)| *o == opcode)
        .ok_or_else(|| rx.error_at(i, "not a conversion"))?;
    if plain && opcode == op::UConvert {
        // An integer conversion without saturation is a truncation or an extension: only the
        // extension's source sign matters (zero-extended), the result is named signed
        // (`convert_int4(uchar4)`, `convert_char4(int4)`), as llvm-spirv names them.
        let bits = |t: Type<'_>| t.element().unwrap_or(t).int_width();
        let wider = bits(x.type_of()) < bits(ret);
        from = if wider {
            convert::NumKind::Unsigned
        } else {
            convert::NumKind::Signed
        };
        to = convert::NumKind::Signed;
    }
    let saturated = rx.has_decoration(result, enums::Decoration::SaturatedConversion)
        || matches!(opcode, op::SatConvertSToU | op::SatConvertUToS);
    let rounding = rx
        .decoration(result, enums::Decoration::FPRoundingMode)
        .and_then(|p| p.first().copied());
    let src = convert::with_kind(&bt(x.type_of(), false), from);
    let dest = convert::with_kind(&bt(ret, false), to);
    let name = if env(rx) == Env::SpvIr {
        // The instruction says the saturation of SatConvert*; only a decoration adds `_sat`.
        let sat = saturated && !matches!(opcode, op::SatConvertSToU | op::SatConvertUToS);
        spv_ir::op_name(opcode, Some(&dest), sat, rounding)
    } else {
        convert::name(&dest, saturated, rounding)
    };
    let named = src.scalar_name().is_some() && dest.scalar_name().is_some();
    let name = match name {
        Some(n) if named || !plain => n,
        _ if plain => return Ok(false),
        _ => return Err(rx.error_at(i, "a conversion of a type OpenCL C has no name for")),
    };
    if plain && !saturated && rounding.is_none() {
        // A plain vector conversion's call and declaration carry no attributes, as llvm-spirv
        // writes them (its saturated and rounded conversions are `nounwind`).
        let mangled = builtins::mangle(&name, &[src]);
        let f = match rx.b.get_function(&mangled) {
            Some(f) => f,
            None => {
                let ft = rx.b.function_type(ret, &[x.type_of()], false);
                let f = rx.b.add_function(&mangled, ft);
                rx.b.set_call_conv(f, crate::spirv_to_llvm::declare::SPIR_FUNC);
                f
            }
        };
        let n = rx.result_name(result);
        let v = rx.b.call(*f, &[x], &n);
        rx.values.insert(result, v);
        return Ok(true);
    }
    call(rx, &name, Some(&[src]), ret, &[x], Some(result), &[]);
    Ok(true)
}

/// `OpConvertFToBF16INTEL` → `intel_convert_bfloat16[N]_as_ushort[N]`, `OpConvertBF16ToFINTEL`
/// → `intel_convert_as_bfloat16[N]_float[N]`.
pub(super) fn bf16_conversion(rx: &mut Rx<'_, '_>, i: InstId) -> Result<()> {
    let conv = bfloat16::by_opcode(rx.m.opcode(i))
        .ok_or_else(|| rx.error_at(i, "not a bfloat16 conversion"))?;
    let ops = rx.m.operands(i).to_vec();
    let [ty, result, x, ..] = ops[..] else {
        return Err(rx.error_at(i, "operands missing"));
    };
    let ret = rx.ty(ty, i)?;
    let x = rx.value(x, i)?;
    let size = (ret.kind() == TypeKind::Vector)
        .then(|| ret.vector_len())
        .flatten();
    let name = conv.name(size);
    call(
        rx,
        &name,
        Some(&[bt(x.type_of(), false)]),
        ret,
        &[x],
        Some(result),
        &[],
    );
    Ok(())
}
