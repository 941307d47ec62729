//! Arbitrary-precision floating point → SPIR-V: a `__spirv_ArbitraryFloat<Name>INTEL` call (or
//! an `intel_arbitrary_float_<name>.<types>` one) is its instruction, the values operands, the
//! precisions, modes and signs literals. A value passed `byval` is loaded from its pointer; a
//! result returned through an `sret` pointer is stored there. The fixed-point calls
//! (`__spirv_Fixed<Name>INTEL`, `intel_arbitrary_fixed_<name>`) are the same, written without
//! the `Input Type` operand (see below).

use super::Call;
use crate::builtins::arb_float::{self as fns, ArbKind};
use crate::error::Result;
use crate::llvm::ir::TypeKind;
use crate::llvm_to_spirv::Ctx;
use crate::spirv::grammar::{self, Category, OperandKind, Quantifier};
use crate::spirv::tables::op;

pub(super) fn arb_float_call<'c>(cx: &mut Ctx<'c, '_>, c: &Call<'c>, opcode: u16) -> Result<()> {
    let kind = fns::by_opcode(opcode).ok_or_else(|| c.bad(cx))?.kind;
    let extension = kind.extension();
    if !cx.extension_allowed(extension) {
        return Err(cx.unsupported(format!(
            "InvalidInstruction: Can't translate llvm instruction:\n{}\n{} \
             instructions can't be translated correctly without enabled {extension} extension!",
            c.d,
            kind.what()
        )));
    }
    let def = grammar::instruction(opcode).ok_or_else(|| c.bad(cx))?;
    let callee = c.inst.called_value().ok_or_else(|| c.bad(cx))?;
    let sret = c.ret().kind() == TypeKind::Void && callee.has_enum_attribute(1, "sret");
    let first = usize::from(sret);
    let args = c.args.get(first..).ok_or_else(|| c.bad(cx))?;
    let mut ops = Vec::with_capacity(args.len());
    let mut k = 0usize;
    // The fixed-point `Input Type` operand (the type of `Input`) is left out, as
    // `llvm-spirv` 14 writes these instructions and as only it reads them: the published
    // extension's form with it makes that reader crash, and spirv-val (2023.1) refuses both
    // forms. The reverse reads both.
    let mut skip_input_type = kind == ArbKind::Fixed;
    for d in def.operands {
        if matches!(d.kind, OperandKind::IdResultType | OperandKind::IdResult) {
            continue;
        }
        if std::mem::take(&mut skip_input_type) {
            continue;
        }
        let &a = args.get(k).ok_or_else(|| c.bad(cx))?;
        if d.quantifier != Quantifier::One {
            return Err(c.bad(cx));
        }
        match d.kind.def().category {
            Category::Id => {
                let attr_index = (first + k + 1) as u32;
                let id = if callee.has_enum_attribute(attr_index, "byval") {
                    let pointee = a.type_of().element().ok_or_else(|| c.bad(cx))?;
                    let ty = cx.type_id(pointee)?;
                    let p = cx.operand_id(a)?;
                    cx.temp(op::Load, ty, &[p.0])
                } else {
                    cx.operand_id(a)?
                };
                ops.push(id.0);
            }
            Category::Literal => {
                let v = a.const_int_zext().ok_or_else(|| {
                    cx.unsupported(format!(
                        "argument {} of {} must be a constant: it is a literal operand in SPIR-V",
                        first + k + 1,
                        c.d
                    ))
                })?;
                ops.push(v as u32);
            }
            _ => return Err(c.bad(cx)),
        }
        k += 1;
    }
    if k != args.len() {
        return Err(c.bad(cx));
    }
    if sret {
        let ptr = c.args[0];
        let ret = ptr.type_of().element().ok_or_else(|| c.bad(cx))?;
        let ty = cx.type_id(ret)?;
        let r = cx.temp(opcode, ty, &ops);
        let p = cx.operand_id(ptr)?;
        cx.b.inst_no_result(op::Store, &[p.0, r.0]);
    } else {
        cx.define(c.inst, opcode, &ops)?;
    }
    Ok(())
}
