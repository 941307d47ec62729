//! SPIR-V functions → LLVM functions: declarations first (calls may precede definitions), then
//! bodies block by block, with phis completed once every block is translated.

use super::Rx;
use super::values::is_import;
use crate::error::Result;
use crate::llvm::ir::Value;
use crate::spirv::InstId;
use crate::spirv::tables::{enums, op};
use llvm_sys::LLVMLinkage;

const SPIR_FUNC: u32 = 75;
const SPIR_KERNEL: u32 = 76;
const FUNCTION_INDEX: u32 = u32::MAX;

/// FunctionParameterAttribute → LLVM parameter attribute.
const PARAM_ATTRIBUTES: &[(u32, &str)] = &[
    (enums::FunctionParameterAttribute::Zext, "zeroext"),
    (enums::FunctionParameterAttribute::Sext, "signext"),
    (enums::FunctionParameterAttribute::ByVal, "byval"),
    (enums::FunctionParameterAttribute::Sret, "sret"),
    (enums::FunctionParameterAttribute::NoAlias, "noalias"),
    (enums::FunctionParameterAttribute::NoCapture, "nocapture"),
    (enums::FunctionParameterAttribute::NoWrite, "readonly"),
    (enums::FunctionParameterAttribute::NoReadWrite, "readnone"),
];

/// FunctionControl bits → LLVM function attributes.
const FUNCTION_CONTROLS: &[(u32, &str)] = &[
    (enums::FunctionControl::Inline, "alwaysinline"),
    (enums::FunctionControl::DontInline, "noinline"),
    (enums::FunctionControl::Pure, "readonly"),
    (enums::FunctionControl::Const, "readnone"),
];

/// One function of the module: where its OpFunction is, and its parameters.
struct FunctionAt {
    start: InstId,
    id: u32,
    params: Vec<u32>,
}

fn functions(rx: &Rx<'_, '_>) -> Vec<FunctionAt> {
    let mut out: Vec<FunctionAt> = Vec::new();
    for i in rx.m.inst_ids() {
        match rx.m.opcode(i) {
            op::Function => {
                let id = rx.m.operands(i).get(1).copied().unwrap_or(0);
                out.push(FunctionAt { start: i, id, params: Vec::new() });
            }
            op::FunctionParameter => {
                if let Some(f) = out.last_mut() {
                    f.params.push(rx.m.operands(i).get(1).copied().unwrap_or(0));
                }
            }
            _ => {}
        }
    }
    out
}

/// Creates every function (with parameters, attributes, linkage and calling convention).
pub(crate) fn declare_functions(rx: &mut Rx<'_, '_>) -> Result<()> {
    for f in functions(rx) {
        let ops = rx.m.operands(f.start);
        let (control, fn_ty_id) = (ops.get(2).copied().unwrap_or(0), ops.get(3).copied().unwrap_or(0));
        let fn_ty = rx.ty(fn_ty_id, f.start)?;
        let linkage = rx.linkage(f.id);
        let is_kernel = rx.entry_points.contains_key(&f.id);
        let name = rx
            .entry_points
            .get(&f.id)
            .cloned()
            .or_else(|| linkage.as_ref().map(|(n, _)| n.clone()))
            .or_else(|| rx.name_of(f.id))
            .unwrap_or_default();
        let func = rx.b.add_function(&name, fn_ty);
        rx.b.set_call_conv(func, if is_kernel { SPIR_KERNEL } else { SPIR_FUNC });
        let exported = linkage.is_some() || is_kernel;
        rx.b.set_linkage(func, if exported { LLVMLinkage::LLVMExternalLinkage } else { LLVMLinkage::LLVMInternalLinkage });
        rx.b.add_attribute(func, FUNCTION_INDEX, "nounwind");
        for &(bit, attr) in FUNCTION_CONTROLS {
            if control & bit != 0 {
                rx.b.add_attribute(func, FUNCTION_INDEX, attr);
            }
        }
        for (n, &p) in f.params.iter().enumerate() {
            let pv = rx.b.param(func, n as u32);
            if let Some(name) = rx.name_of(p) {
                rx.b.set_name(pv, &name);
            }
            for (dec, params) in rx.decorations(p) {
                if dec != enums::Decoration::FuncParamAttr {
                    continue;
                }
                let Some(&attr) = params.first() else { continue };
                if let Some(&(_, name)) = PARAM_ATTRIBUTES.iter().find(|(a, _)| *a == attr) {
                    if matches!(name, "byval" | "sret") {
                        if let Some(pointee) = pv.type_of().element() {
                            rx.b.add_type_attribute(func, n as u32 + 1, name, pointee);
                        }
                    } else {
                        rx.b.add_attribute(func, n as u32 + 1, name);
                    }
                }
            }
            rx.values.insert(p, pv);
        }
        rx.values.insert(f.id, func);
        // An imported function has no body; a definition without linkage and not a kernel stays
        // internal.
        let _ = is_import(linkage.as_ref());
    }
    Ok(())
}

/// Translates the body of every function that has one.
pub(crate) fn translate_bodies(rx: &mut Rx<'_, '_>) -> Result<()> {
    let all = functions(rx);
    let ends: Vec<usize> = rx.m.inst_ids().filter(|&i| rx.m.opcode(i) == op::FunctionEnd).map(|i| i.0 as usize).collect();
    for (n, f) in all.iter().enumerate() {
        let end = ends.get(n).copied().unwrap_or(rx.m.len());
        let func = rx.values[&f.id];
        rx.function = func.name_str();
        super::debug_info::begin_function(rx, f.id);
        body(rx, func, f.start.0 as usize + 1, end)?;
        super::debug_info::end_function(rx, func);
        super::metadata::kernel_metadata(rx, f.id, func)?;
        rx.function.clear();
    }
    Ok(())
}

fn body<'c>(rx: &mut Rx<'c, '_>, func: Value<'c>, start: usize, end: usize) -> Result<()> {
    // Blocks first: branches and phis name blocks that come later.
    for i in (start..end).map(|i| InstId(i as u32)) {
        if rx.m.opcode(i) == op::Label {
            let id = rx.m.operands(i)[0];
            let name = rx.name_of(id).unwrap_or_default();
            let bb = rx.b.append_block(func, &name);
            rx.blocks.insert(id, bb);
        }
    }
    let mut phis = Vec::new();
    for i in (start..end).map(|i| InstId(i as u32)) {
        match rx.m.opcode(i) {
            op::FunctionParameter => {}
            op::Label => {
                let bb = rx.blocks[&rx.m.operands(i)[0]];
                rx.b.position_at_end(bb);
            }
            op::Phi => {
                let ops = rx.m.operands(i);
                let ty = rx.ty(ops[0], i)?;
                let name = rx.name_of(ops[1]).unwrap_or_default();
                let phi = rx.b.phi(ty, &name);
                rx.values.insert(ops[1], phi);
                phis.push(i);
            }
            _ => super::debug_info::translate_instruction(rx, i)?,
        }
    }
    for i in phis {
        let ops = rx.m.operands(i);
        let phi = rx.values[&ops[1]];
        for pair in ops[2..].chunks(2) {
            let [v, l] = pair else { return Err(rx.error_at(i, "odd number of phi operands")) };
            let val = rx.value(*v, i)?;
            let bb = *rx.blocks.get(l).ok_or_else(|| rx.error_at(i, format!("{l} is not a block of this function")))?;
            rx.b.add_incoming(phi, val, bb);
        }
    }
    Ok(())
}
