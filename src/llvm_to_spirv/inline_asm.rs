//! Inline assembly under `SPV_INTEL_inline_assembly`: one `OpAsmTargetINTEL` per module (the
//! target triple; without a result type, as llvm-spirv writes it: see the overlay), one `OpAsmINTEL` per call (its function type, the target, the assembly and
//! the constraint string; `SideEffectsINTEL` when the assembly has side effects), and the call
//! itself as `OpAsmCallINTEL` with the call's arguments.

use super::Ctx;
use crate::error::Result;
use crate::llvm::ir::{InlineAsm, Value};
use crate::spirv::Id;
use crate::spirv::layout::encode_string;
use crate::spirv::tables::{enums, op};

const EXTENSION: &str = "SPV_INTEL_inline_assembly";

/// Translates `inst`, a call of inline assembly `asm`.
pub(crate) fn call<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>, asm: &InlineAsm) -> Result<()> {
    cx.allow_extension(EXTENSION, "inline assembly")?;
    let target = target(cx);
    let args: Vec<Value<'c>> = (0..inst.num_args())
        .filter_map(|i| inst.operand(i))
        .collect();
    let ret = cx.type_id(inst.type_of())?;
    let mut params = Vec::with_capacity(args.len());
    for a in &args {
        params.push(cx.type_id(a.type_of())?);
    }
    let fn_ty = cx.b.type_function(ret, &params);
    let mut ops = vec![fn_ty.0, target.0];
    encode_string(asm.text.as_bytes(), &mut ops);
    encode_string(asm.constraints.as_bytes(), &mut ops);
    let asm_id = cx.b.global_inst(op::AsmINTEL, Some(ret), &ops);
    if asm.side_effects {
        cx.b.decorate(asm_id, enums::Decoration::SideEffectsINTEL, &[]);
    }
    let mut call_ops = Vec::with_capacity(args.len() + 1);
    call_ops.push(asm_id.0);
    for a in args {
        call_ops.push(cx.operand_id(a)?.0);
    }
    cx.define(inst, op::AsmCallINTEL, &call_ops)?;
    Ok(())
}

/// The module's `OpAsmTargetINTEL`, made on first use.
fn target(cx: &mut Ctx<'_, '_>) -> Id {
    if let Some(id) = cx.asm_target {
        return id;
    }
    let mut ops = Vec::new();
    encode_string(cx.triple.as_bytes(), &mut ops);
    let id = cx.b.global_inst(op::AsmTargetINTEL, None, &ops);
    cx.asm_target = Some(id);
    id
}
