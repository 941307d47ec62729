//! Intel AVC motion-estimation builtins → SPIR-V, by the rows of `builtins::avc`: a call is
//! its row's instruction with the arguments as operands; a wrapper converts the stage's payload
//! or result to the MCE one around the MCE instruction; the `*_evaluate_*` functions join each
//! image with the sampler in an `OpVmeImageINTEL` and drop the sampler.

use super::Call;
use crate::builtins::avc::{self, AvcFn, AvcName, Wrapper};
use crate::error::Result;
use crate::llvm::ir::{Type, Value};
use crate::llvm_to_spirv::Ctx;
use crate::spirv::Id;
use crate::spirv::grammar::{self, OperandKind};
use crate::spirv::tables::op;

/// The AVC type row of a value's type (a pointer to an AVC opaque struct).
fn avc_type(t: Type<'_>) -> Option<&'static avc::AvcType> {
    avc::type_by_struct_name(t.element()?.struct_name()?)
}

fn is_image(v: Value<'_>) -> bool {
    v.type_of()
        .element()
        .and_then(|t| t.struct_name())
        .and_then(crate::builtins::image::shape_of_struct)
        .is_some()
}

fn is_sampler(v: Value<'_>) -> bool {
    v.type_of()
        .element()
        .and_then(|t| t.struct_name())
        .is_some_and(|n| {
            let n = crate::builtins::opaque::without_rename_suffix(n);
            n == "opencl.sampler_t" || n == "spirv.Sampler"
        })
}

/// The number of operands (result type and id aside) of an instruction.
fn operand_count(opcode: u16) -> usize {
    grammar::instruction(opcode).map_or(0, |d| {
        d.operands
            .iter()
            .filter(|o| !matches!(o.kind, OperandKind::IdResultType | OperandKind::IdResult))
            .count()
    })
}

pub(super) fn avc_call<'c>(cx: &mut Ctx<'c, '_>, c: &Call<'c>, name: AvcName) -> Result<()> {
    match name {
        AvcName::Fn(f) => {
            let ids = operands(cx, c, f)?;
            let opcode = pick(c, f);
            cx.define(c.inst, opcode, &ids)?;
            Ok(())
        }
        AvcName::Wrapper(w) => wrapper(cx, c, w),
    }
}

/// The instruction of a call of a row with two.
fn pick(c: &Call<'_>, f: &AvcFn) -> u16 {
    let dual = c
        .args
        .first()
        .and_then(|a| avc_type(a.type_of()))
        .is_some_and(|t| t.op == op::TypeAvcImeResultDualReferenceStreamoutINTEL);
    f.opcode(c.args.len(), dual)
}

/// The operands of a call: its arguments, images joined with the sampler.
fn operands<'c>(cx: &mut Ctx<'c, '_>, c: &Call<'c>, f: &AvcFn) -> Result<Vec<u32>> {
    let opcode = pick(c, f);
    let mut ids = Vec::with_capacity(c.args.len());
    if f.takes_images() {
        let sampler = c
            .args
            .iter()
            .copied()
            .find(|&a| is_sampler(a))
            .ok_or_else(|| c.bad(cx))?;
        let sampler_id = cx.operand_id(sampler)?;
        for &a in &c.args {
            if is_sampler(a) {
                continue;
            }
            if is_image(a) {
                ids.push(vme_image(cx, a, sampler_id)?.0);
            } else {
                ids.push(cx.operand_id(a)?.0);
            }
        }
    } else {
        for &a in &c.args {
            ids.push(cx.operand_id(a)?.0);
        }
    }
    if ids.len() != operand_count(opcode) {
        return Err(c.bad(cx));
    }
    Ok(ids)
}

/// `OpVmeImageINTEL` of an image and a sampler.
fn vme_image<'c>(cx: &mut Ctx<'c, '_>, image: Value<'c>, sampler: Id) -> Result<Id> {
    let image_ty = cx.type_id(image.type_of())?;
    let ty = cx.b.type_inst(op::TypeVmeImageINTEL, &[image_ty.0]);
    let image_id = cx.operand_id(image)?;
    Ok(cx.temp(op::VmeImageINTEL, ty, &[image_id.0, sampler.0]))
}

/// A stage's function that is an MCE one: the stage's payload or result (the last argument)
/// converted to the MCE one, the MCE instruction, a returned payload converted back.
fn wrapper<'c>(cx: &mut Ctx<'c, '_>, c: &Call<'c>, w: Wrapper) -> Result<()> {
    let (&object, rest) = c.args.split_last().ok_or_else(|| c.bad(cx))?;
    let t = avc_type(object.type_of()).ok_or_else(|| c.bad(cx))?;
    let (to_mce, mce_ty) = if avc::is_payload(t) {
        (w.payload.0, op::TypeAvcMcePayloadINTEL)
    } else {
        (w.result.0, op::TypeAvcMceResultINTEL)
    };
    if c.args.len() != operand_count(w.mce.op) {
        return Err(c.bad(cx));
    }
    let mce_ty = cx.b.type_inst(mce_ty, &[]);
    let object_id = cx.operand_id(object)?;
    let converted = cx.temp(to_mce, mce_ty, &[object_id.0]);
    let mut ids = Vec::with_capacity(c.args.len());
    for &a in rest {
        ids.push(cx.operand_id(a)?.0);
    }
    ids.push(converted.0);
    let returns_payload = avc_type(c.ret()).is_some_and(avc::is_payload);
    if returns_payload {
        let mce = cx.temp(w.mce.op, mce_ty, &ids);
        cx.define(c.inst, w.payload.1, &[mce.0])?;
    } else {
        cx.define(c.inst, w.mce.op, &ids)?;
    }
    Ok(())
}
