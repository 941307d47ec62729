//! Conversions (`crate::builtins::convert`).

use super::*;

/// `convert_<type>[_sat][_rt*]`.
pub(super) fn conversion<'c>(
    cx: &mut Ctx<'c, '_>,
    c: &Call<'c>,
    conv: &convert::Conversion,
) -> Result<()> {
    let src = c.params.first().ok_or_else(|| c.bad(cx))?;
    let from = convert::NumKind::of(src).ok_or_else(|| c.bad(cx))?;
    let to = convert::NumKind::of(&conv.dest).ok_or_else(|| c.bad(cx))?;
    if src.vector_len() != conv.dest.vector_len() {
        return Err(c.bad(cx));
    }
    let x_val = c.arg(cx, 0)?;
    let x = cx.operand_id(x_val)?;
    let (opcode, sat_decoration) =
        convert::opcode(from, to, conv.saturated).ok_or_else(|| c.bad(cx))?;
    let same_type = x_val.type_of() == c.ret();
    if same_type && !matches!(opcode, op::SatConvertSToU | op::SatConvertUToS) {
        // convert_int(int), convert_uint(int), convert_float_rte(float): nothing to do.
        return alias(cx, c.inst, x);
    }
    let id = cx.define(c.inst, opcode, &[x.0])?;
    if sat_decoration {
        cx.b.decorate(id, enums::Decoration::SaturatedConversion, &[]);
    }
    if let Some(r) = conv.rounding {
        if from == convert::NumKind::Float || to == convert::NumKind::Float {
            cx.b.decorate(id, enums::Decoration::FPRoundingMode, &[r]);
        }
    }
    Ok(())
}
