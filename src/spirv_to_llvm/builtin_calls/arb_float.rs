//! `OpArbitraryFloat<Name>INTEL` → a call of `intel_arbitrary_float_<name>.<types>` (the result
//! width, then those of the value operands), the literals as `i32`s but the sign flags as `i1`s;
//! a result wider than 64 bits goes through an `sret` temporary in the generic address space.
//! `OpFixed<Name>INTEL` → `intel_arbitrary_fixed_<name>.<types>` the same way, without its
//! `Input Type` operand (absent from SPIR-V written before the extension had it).

use crate::builtins::arb_float::{self, ArbKind};
use crate::error::Result;
use crate::spirv::InstId;
use crate::spirv::grammar::{self, Category, OperandKind};
use crate::spirv_to_llvm::Rx;
use llvm_sys::LLVMOpcode;

/// The generic address space.
const GENERIC: u32 = 4;

pub(super) fn translate(rx: &mut Rx<'_, '_>, i: InstId) -> Result<()> {
    let opcode = rx.m.opcode(i);
    let row = arb_float::by_opcode(opcode)
        .ok_or_else(|| rx.error_at(i, "not an arbitrary-precision float instruction"))?;
    let def = grammar::instruction(opcode).ok_or_else(|| rx.error_at(i, "unknown opcode"))?;
    let ops = rx.m.operands(i).to_vec();
    let (&ty, rest) = ops
        .split_first()
        .ok_or_else(|| rx.error_at(i, "missing result type"))?;
    let (&result, words) = rest
        .split_first()
        .ok_or_else(|| rx.error_at(i, "missing result id"))?;
    let ret = rx.ty(ty, i)?;
    let ret_width = ret
        .int_width()
        .ok_or_else(|| rx.error_at(i, "the result is not an integer"))?;
    let mut widths = vec![ret_width];
    let mut args = Vec::with_capacity(words.len() + 1);
    let mut operand_defs = def
        .operands
        .iter()
        .filter(|d| !matches!(d.kind, OperandKind::IdResultType | OperandKind::IdResult));
    let mut words = words;
    if row.kind == ArbKind::Fixed {
        // `Input Type` is the type of `Input`: no argument of its own.
        operand_defs.next();
        if words.len() != arb_float::FIXED_LEGACY_OPERANDS {
            // (With no words at all the count check below refuses it.)
            words = words.get(1..).unwrap_or_default();
        }
    }
    if operand_defs.clone().count() != words.len() {
        return Err(rx.error_at(i, "wrong number of operands"));
    }
    for (k, (d, &w)) in operand_defs.zip(words).enumerate() {
        if d.kind.def().category == Category::Id {
            let v = rx.value(w, i)?;
            // Arbitrary-precision values travel as integers of their width.
            let w = v
                .type_of()
                .int_width()
                .ok_or_else(|| rx.error_at(i, format!("operand {} is not an integer", k + 1)))?;
            widths.push(w);
            args.push(v);
        } else {
            let bits = if row.sign_operand == Some(k) { 1 } else { 32 };
            let t = rx.b.int_type(bits);
            args.push(rx.b.const_int(t, &[u64::from(w)]));
        }
    }
    let name = arb_float::llvm_name(row, &widths);
    let sret = ret_width > arb_float::MAX_DIRECT_RESULT_BITS;
    let slot = if sret {
        let f = rx
            .current_fn
            .ok_or_else(|| rx.error_at(i, "an instruction outside a function"))?;
        let tmp = rx.b.alloca_in_entry(f, ret, "");
        let generic = rx.b.pointer_type(ret, GENERIC);
        let p = rx.b.cast(LLVMOpcode::LLVMAddrSpaceCast, tmp, generic, "");
        args.insert(0, p);
        Some(p)
    } else {
        None
    };
    let types: Vec<_> = args.iter().map(|a| a.type_of()).collect();
    let fn_ret = if sret { rx.b.void_type() } else { ret };
    let f = match rx.b.get_function(&name) {
        Some(f) => f,
        None => {
            let ft = rx.b.function_type(fn_ret, &types, false);
            let f = rx.b.add_function(&name, ft);
            rx.b.add_attribute(f, u32::MAX, "nounwind");
            if sret {
                rx.b.add_type_attribute(f, 1, "sret", ret);
            }
            f
        }
    };
    let result_name = rx.result_name(result);
    let call = rx.b.call(*f, &args, if sret { "" } else { &result_name });
    let v = match slot {
        Some(p) => {
            rx.b.call_add_type_attribute(call, 1, "sret", ret);
            rx.b.load(p, &result_name)
        }
        None => call,
    };
    rx.define(result, v);
    Ok(())
}
