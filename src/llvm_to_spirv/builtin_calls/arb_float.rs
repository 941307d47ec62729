//! Arbitrary-precision floating point → SPIR-V: a `__spirv_ArbitraryFloat<Name>INTEL` call (or
//! an `intel_arbitrary_float_<name>.<types>` one) is its instruction, the values operands, the
//! precisions, modes and signs literals. A value passed `byval` is loaded from its pointer; a
//! result returned through an `sret` pointer is stored there.

use super::Call;
use crate::error::Result;
use crate::llvm::ir::TypeKind;
use crate::llvm_to_spirv::Ctx;
use crate::spirv::grammar::{self, Category, OperandKind, Quantifier};
use crate::spirv::tables::op;

/// The extension the instructions need.
const EXTENSION: &str = "SPV_INTEL_arbitrary_precision_floating_point";

pub(super) fn arb_float_call<'c>(cx: &mut Ctx<'c, '_>, c: &Call<'c>, opcode: u16) -> Result<()> {
    if !cx.extension_allowed(EXTENSION) {
        return Err(cx.unsupported(format!(
            "InvalidInstruction: Can't translate llvm instruction:\n{}\nFloating point \
             instructions can't be translated correctly without enabled {EXTENSION} extension!",
            c.d
        )));
    }
    let def = grammar::instruction(opcode).ok_or_else(|| c.bad(cx))?;
    let callee = c.inst.called_value().ok_or_else(|| c.bad(cx))?;
    let sret = c.ret().kind() == TypeKind::Void && callee.has_enum_attribute(1, "sret");
    let first = usize::from(sret);
    let args = c.args.get(first..).ok_or_else(|| c.bad(cx))?;
    let mut ops = Vec::with_capacity(args.len());
    let mut k = 0usize;
    for d in def.operands {
        if matches!(d.kind, OperandKind::IdResultType | OperandKind::IdResult) {
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
