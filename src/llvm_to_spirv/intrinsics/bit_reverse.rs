//! `llvm.bitreverse.*`. SPIR-V's OpBitReverse needs the Shader capability, or BitInstructions
//! (SPV_KHR_bit_instructions). llvm-spirv declares Shader next to Kernel; but a module with
//! Shader must have structured control flow (merge instructions on every selection and loop),
//! which a Kernel module's branches do not have, so spirv-val then rejects any module with a
//! branch. So: BitInstructions when the extension is allowed; else OpBitReverse under Shader
//! (as llvm-spirv writes it) only when no function has more than one block; else the reversal
//! computed with shifts and masks (widths 8, 16, 32, 64, scalars and vectors).

use super::Ctx;
use crate::error::Result;
use crate::llvm::ir::Value;
use crate::spirv::tables::op;

pub(super) fn bit_reverse<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>) -> Result<()> {
    let ty = inst.type_of();
    let width = ty
        .scalar_int_width()
        .ok_or_else(|| cx.cannot_translate(inst))?;
    let emulated = matches!(width, 8 | 16 | 32 | 64);
    if cx.extension_allowed(crate::builtins::bit_ops::EXTENSION) || cx.straight_line || !emulated {
        cx.require_bit_instructions();
    } else {
        return swaps(cx, inst, width);
    }
    let x = cx.operand_ids(inst, 0..1)?;
    cx.define(inst, op::BitReverse, &x)?;
    Ok(())
}

/// The mask of the low `s` bits of every `2s`-bit group of a `width`-bit value.
fn group_mask(width: u32, s: u32) -> u64 {
    let group = (1u64 << s) - 1;
    (0..width / (2 * s)).fold(0, |m, k| m | group << (2 * s * k))
}

/// Swaps adjacent bits, then pairs, nibbles… up to the halves:
/// `x = ((x >> s) & m) | ((x & m) << s)` with `m` the low half of every `2s`-bit group.
fn swaps<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>, width: u32) -> Result<()> {
    let ty = inst.type_of();
    let t = cx.type_id(ty)?;
    let mut x: u32 = cx.operand_ids(inst, 0..1)?[0];
    let mut s = 1;
    while s < width {
        let shift = cx.splat_int(ty, u64::from(s))?;
        let mask = cx.splat_int(ty, group_mask(width, s))?;
        let down = cx.temp(op::ShiftRightLogical, t, &[x, shift.0]);
        let low = cx.temp(op::BitwiseAnd, t, &[down.0, mask.0]);
        let kept = cx.temp(op::BitwiseAnd, t, &[x, mask.0]);
        let up = cx.temp(op::ShiftLeftLogical, t, &[kept.0, shift.0]);
        if 2 * s == width {
            return cx.define(inst, op::BitwiseOr, &[low.0, up.0]).map(|_| ());
        }
        x = cx.temp(op::BitwiseOr, t, &[low.0, up.0]).0;
        s *= 2;
    }
    Err(cx.cannot_translate(inst))
}

#[cfg(test)]
mod tests {
    use super::group_mask;

    /// The swap sequence over these masks reverses the bits of every value tried.
    #[test]
    fn the_swaps_reverse_the_bits() {
        for width in [8u32, 16, 32, 64] {
            let all = if width == 64 {
                u64::MAX
            } else {
                (1 << width) - 1
            };
            for v in [1u64, 0x80, 0x1234_5678_9abc_def0, u64::MAX, 0xf0f0_0001] {
                let v = v & all;
                let mut x = v;
                let mut s = 1;
                while s < width {
                    let m = group_mask(width, s);
                    x = ((x >> s) & m) | ((x & m) << s) & all;
                    s *= 2;
                }
                let expected = v.reverse_bits() >> (64 - width);
                assert_eq!(x, expected, "width {width}, value {v:#x}");
            }
        }
    }
}
