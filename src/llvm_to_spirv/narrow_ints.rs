//! Integers of widths SPIR-V lacks (`i2`, `i10`: instcombine narrows a switch on a few bits to
//! such a width) written at the next width SPIR-V has, when that is exact: without
//! `SPV_INTEL_arbitrary_precision_integers`, if every value of such a width in the module is
//! made and used only by the instructions below, each is held zero-extended in the wider
//! integer (the bits above its width are 0), and
//!
//! - a constant is its value zero-extended (the words LLVM gives);
//! - `trunc` to it masks the source, converted to the wider width, to its width;
//! - `zext`/`sext` of an `i1` to it selects 1 / all ones of its width, or 0;
//! - `and`, `or`, `xor`, `select`, `phi` and `freeze` keep the bits above the width 0;
//! - `icmp eq`/`ne` and `switch` compare zero-extended values as the narrow ones compare;
//! - `zext` from it converts the held value (already zero-extended).
//!
//! Anything else of such a width (arithmetic, shifts, signed comparisons, `sext` from it,
//! memory, calls, parameters, globals, vectors) keeps the error that names the width. A
//! `trunc` whose only users are switches is written by `instructions` (the switch then takes
//! the source).

use super::Ctx;
use crate::error::Result;
use crate::hash::FastSet;
use crate::llvm::ir::{IntPredicate, Module, Opcode, Type, TypeKind, Value};
use crate::spirv::tables::op;

/// Whether `w` is an integer width SPIR-V has without extensions.
fn standard(w: u32) -> bool {
    matches!(w, 1 | 8 | 16 | 32 | 64)
}

/// The width that holds an integer of width `w` (at most 64).
pub(crate) fn wider(w: u32) -> Option<u32> {
    [8, 16, 32, 64].into_iter().find(|&s| s >= w)
}

/// The width of a scalar integer type SPIR-V lacks.
fn odd_width(t: Type<'_>) -> Option<u32> {
    t.int_width().filter(|&w| !standard(w))
}

/// Whether the result of instruction `i` is an integer of a width SPIR-V lacks.
pub(crate) fn odd_result(i: Value<'_>) -> bool {
    odd_width(i.type_of()).is_some()
}

/// Whether the type has a SPIR-V-less integer width inside (not as the scalar itself).
fn odd_inside<'c>(t: Type<'c>, seen: &mut FastSet<Type<'c>>) -> bool {
    if !seen.insert(t) {
        return false;
    }
    match t.kind() {
        TypeKind::Integer => odd_width(t).is_some(),
        TypeKind::Vector | TypeKind::Array | TypeKind::Pointer => {
            t.element().is_some_and(|e| odd_inside(e, seen))
        }
        TypeKind::Struct => t.struct_elements().into_iter().any(|e| odd_inside(e, seen)),
        TypeKind::Function => {
            t.return_type().is_some_and(|r| odd_inside(r, seen))
                || t.param_types().into_iter().any(|p| odd_inside(p, seen))
        }
        _ => false,
    }
}

/// Whether an instruction may make a value of a SPIR-V-less width.
fn makes(inst: Value<'_>) -> bool {
    match inst.opcode() {
        Some(
            Opcode::LLVMTrunc
            | Opcode::LLVMAnd
            | Opcode::LLVMOr
            | Opcode::LLVMXor
            | Opcode::LLVMSelect
            | Opcode::LLVMPHI
            | Opcode::LLVMFreeze,
        ) => true,
        Some(Opcode::LLVMZExt | Opcode::LLVMSExt) => inst
            .operand(0)
            .is_some_and(|s| s.type_of().int_width() == Some(1)),
        _ => false,
    }
}

/// Whether an instruction may use a value of a SPIR-V-less width as operand `v`.
fn uses(user: Value<'_>, v: Value<'_>) -> bool {
    match user.opcode() {
        Some(Opcode::LLVMICmp) => matches!(
            user.icmp_predicate(),
            Some(IntPredicate::LLVMIntEQ | IntPredicate::LLVMIntNE)
        ),
        Some(Opcode::LLVMSwitch) => user.operand(0) == Some(v),
        Some(Opcode::LLVMZExt) => true,
        // A select's condition is i1: the value is one of its choices.
        Some(_) => makes(user),
        None => false,
    }
}

/// Whether every integer of a width SPIR-V lacks in `module` can be held at a wider width
/// (see the module documentation); `false` when the module has none.
/// `any_odd`: some instruction's result has such a width (`module_walk` looked at each).
pub(crate) fn widenable(module: &Module<'_>, any_odd: bool) -> bool {
    // Without an instruction of such a width the answer is `false` whatever the rest holds:
    // one look at each result type settles most modules.
    if !any_odd {
        return false;
    }
    let mut seen = FastSet::default();
    let mut any = false;
    for g in module.globals() {
        if odd_inside(g.type_of(), &mut seen) {
            return false;
        }
    }
    for f in module.functions() {
        if f.function_type().is_some_and(|t| odd_inside(t, &mut seen)) {
            return false;
        }
        for bb in f.basic_blocks() {
            for inst in bb.instructions() {
                let ty = inst.type_of();
                if odd_width(ty).is_some() {
                    any = true;
                    if !makes(inst) || !inst.users().iter().all(|u| uses(*u, inst)) {
                        return false;
                    }
                } else if ty.kind() != TypeKind::Integer && odd_inside(ty, &mut seen) {
                    return false;
                }
                let operands = (0..inst.num_operands()).filter_map(|i| inst.operand(i));
                for o in operands {
                    let t = o.type_of();
                    if t.kind() != TypeKind::Integer && odd_inside(t, &mut seen) {
                        return false;
                    }
                }
            }
        }
    }
    any
}

/// Translates the conversions to and from a widened integer; `false` for other instructions.
pub(crate) fn translate<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>, o: Opcode) -> Result<bool> {
    if !cx.widened_ints {
        return Ok(false);
    }
    let ty = inst.type_of();
    let Some(src) = inst.operand(0) else {
        return Ok(false);
    };
    let st = src.type_of();
    match (o, odd_width(ty), odd_width(st)) {
        (Opcode::LLVMTrunc, Some(w), _) => {
            let only_switches = inst
                .users()
                .iter()
                .all(|u| u.opcode() == Some(Opcode::LLVMSwitch));
            if only_switches {
                return Ok(false);
            }
            // The source at the held width, masked to the narrow one.
            let held = wider(w).ok_or_else(|| cx.cannot_translate(inst))?;
            let t = cx.type_id(ty)?;
            let x = cx.operand_id(src)?;
            let from = st
                .int_width()
                .and_then(|s| if standard(s) { Some(s) } else { wider(s) })
                .ok_or_else(|| cx.cannot_translate(inst))?;
            let x = if from == held {
                x
            } else {
                cx.temp(op::UConvert, t, &[x.0])
            };
            let mask = cx.b.constant(t, &mask_words(w, held));
            cx.define(inst, op::BitwiseAnd, &[x.0, mask.0])?;
        }
        (Opcode::LLVMZExt | Opcode::LLVMSExt, Some(w), _) => {
            let held = wider(w).ok_or_else(|| cx.cannot_translate(inst))?;
            let t = cx.type_id(ty)?;
            let c = cx.operand_id(src)?;
            let one = if o == Opcode::LLVMZExt {
                cx.b.constant(t, &mask_words(1, held))
            } else {
                cx.b.constant(t, &mask_words(w, held))
            };
            let zero = cx.b.constant(t, &mask_words(0, held));
            cx.define(inst, op::Select, &[c.0, one.0, zero.0])?;
        }
        (Opcode::LLVMZExt, None, Some(w)) => {
            // Already zero-extended: the held value at the result's width.
            let held = wider(w).ok_or_else(|| cx.cannot_translate(inst))?;
            let x = cx.operand_id(src)?;
            if ty.int_width() == Some(held) {
                if cx.values.contains_key(&inst) {
                    cx.define(inst, op::CopyObject, &[x.0])?;
                } else {
                    cx.values.insert(inst, x);
                }
            } else {
                cx.define(inst, op::UConvert, &[x.0])?;
            }
        }
        _ => return Ok(false),
    }
    Ok(true)
}

/// The words of the constant with the low `bits` bits set, at width `held`.
fn mask_words(bits: u32, held: u32) -> Vec<u32> {
    let m: u64 = if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    };
    if held > 32 {
        vec![m as u32, (m >> 32) as u32]
    } else {
        vec![m as u32]
    }
}
