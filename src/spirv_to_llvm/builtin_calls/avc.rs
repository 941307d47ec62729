//! Intel AVC motion-estimation instructions → calls, by the rows of `builtins::avc`:
//! `intel_sub_group_avc_<name>` in the OpenCL C environments, `__spirv_<OpName>` in SPV-IR,
//! both mangled with the OpenCL C parameter types (integers unsigned but for the few signed
//! ones). In OpenCL C an `OpVmeImageINTEL` operand is its image, and its sampler goes before
//! the payload (OpenCL C takes the images and one sampler); in SPV-IR the `OpVmeImageINTEL`
//! stays a call of its own.

use super::{Env, bt, call, env};
use crate::builtins::avc;
use crate::error::Result;
use crate::llvm::ir::Value;
use crate::spirv::Id;
use crate::spirv::InstId;
use crate::spirv::grammar;
use crate::spirv::tables::op;
use crate::spirv_to_llvm::Rx;

/// Whether the reverse translation handles `opcode` here.
pub(super) fn handles(opcode: u16) -> bool {
    opcode == op::VmeImageINTEL || avc::by_opcode(opcode).is_some()
}

pub(super) fn translate(rx: &mut Rx<'_, '_>, i: InstId) -> Result<()> {
    let opcode = rx.m.opcode(i);
    let spv_ir = env(rx) == Env::SpvIr;
    if opcode == op::VmeImageINTEL {
        // OpenCL C has no such value: its uses take the image and the sampler.
        return if spv_ir {
            super::spv_ir_generic(rx, i, false)
        } else {
            Ok(())
        };
    }
    let row = avc::by_opcode(opcode).ok_or_else(|| rx.error_at(i, "not an AVC instruction"))?;
    let def = grammar::instruction(opcode).ok_or_else(|| rx.error_at(i, "unknown opcode"))?;
    let ops = rx.m.operands(i).to_vec();
    let (&ty, rest) = ops
        .split_first()
        .ok_or_else(|| rx.error_at(i, "missing result type"))?;
    let (&result, ids) = rest
        .split_first()
        .ok_or_else(|| rx.error_at(i, "missing result id"))?;
    let ret = rx.ty(ty, i)?;
    let mut args: Vec<Value<'_>> = Vec::with_capacity(ids.len() + 1);
    let mut sampler = None;
    let mut payload_at = None;
    for &a in ids {
        match vme_parts(rx, a).filter(|_| !spv_ir) {
            Some((image, s)) => {
                args.push(rx.value(image, i)?);
                sampler = Some(s);
            }
            None => {
                let is_payload = rx
                    .type_of_id(a)
                    .and_then(|t| rx.def(t))
                    .map(|d| rx.m.opcode(d))
                    .and_then(|o| avc::AVC_TYPES.iter().find(|t| t.op == o))
                    .is_some_and(avc::is_payload);
                if is_payload && payload_at.is_none() {
                    payload_at = Some(args.len());
                }
                args.push(rx.value(a, i)?);
            }
        }
    }
    if let Some(s) = sampler {
        let at = payload_at.unwrap_or(args.len());
        let v = rx.value(s, i)?;
        args.insert(at, v);
    }
    let params: Vec<_> = args
        .iter()
        .enumerate()
        .map(|(k, a)| bt(a.type_of(), !avc::is_signed_param(row.ocl, k)))
        .collect();
    let name = if spv_ir {
        format!("__spirv_{}", def.name)
    } else {
        format!("{}{}", avc::PREFIX, row.ocl)
    };
    call(rx, &name, Some(&params), ret, &args, Some(result), &[]);
    Ok(())
}

/// The image and sampler of an `OpVmeImageINTEL` result.
fn vme_parts(rx: &Rx<'_, '_>, id: u32) -> Option<(u32, u32)> {
    let def = rx.idx.def(Id(id))?;
    if rx.m.opcode(def) != op::VmeImageINTEL {
        return None;
    }
    let ops = rx.m.operands(def);
    Some((*ops.get(2)?, *ops.get(3)?))
}
