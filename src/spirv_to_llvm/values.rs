//! Module-scope SPIR-V values → LLVM: constants (scalar, composite, null, undef, spec constants
//! with their defaults or `--spec-const` values), constant expressions (`OpSpecConstantOp`) and
//! global variables with linkage, initializers, alignment and BuiltIn names.

use super::{Rx, address_space};
use crate::error::Result;
use crate::llvm::ir::{TypeKind, Value};
use crate::spirv::InstId;
use crate::spirv::grammar::OperandKind;
use crate::spirv::tables::{enums, op};
use llvm_sys::{LLVMLinkage, LLVMOpcode};

/// Conversions that `OpSpecConstantOp` may hold, as LLVM cast opcodes (None: depends on widths).
const CONST_CASTS: &[(u16, Option<LLVMOpcode>)] = &[
    (op::ConvertFToS, Some(LLVMOpcode::LLVMFPToSI)),
    (op::ConvertFToU, Some(LLVMOpcode::LLVMFPToUI)),
    (op::ConvertSToF, Some(LLVMOpcode::LLVMSIToFP)),
    (op::ConvertUToF, Some(LLVMOpcode::LLVMUIToFP)),
    (op::ConvertPtrToU, Some(LLVMOpcode::LLVMPtrToInt)),
    (op::ConvertUToPtr, Some(LLVMOpcode::LLVMIntToPtr)),
    (op::PtrCastToGeneric, Some(LLVMOpcode::LLVMAddrSpaceCast)),
    (op::GenericCastToPtr, Some(LLVMOpcode::LLVMAddrSpaceCast)),
    (op::Bitcast, Some(LLVMOpcode::LLVMBitCast)),
    (op::UConvert, None),
    (op::SConvert, None),
    (op::FConvert, None),
];

/// Whether a LinkageAttributes linkage type makes an LLVM declaration.
pub(crate) fn is_import(linkage: Option<&(String, u32)>) -> bool {
    linkage.is_some_and(|(_, t)| *t == enums::LinkageType::Import)
}

/// Picks the LLVM cast for a width-dependent SPIR-V conversion.
pub(crate) fn width_cast(spv: u16, from: crate::llvm::ir::Type<'_>, to: crate::llvm::ir::Type<'_>) -> LLVMOpcode {
    let bits = |t: crate::llvm::ir::Type<'_>| {
        let s = t.element().filter(|_| t.kind() == TypeKind::Vector).unwrap_or(t);
        match s.kind() {
            TypeKind::Half => 16,
            TypeKind::Float => 32,
            TypeKind::Double => 64,
            _ => s.int_width().unwrap_or(0),
        }
    };
    let (f, t) = (bits(from), bits(to));
    match spv {
        op::FConvert if t < f => LLVMOpcode::LLVMFPTrunc,
        op::FConvert => LLVMOpcode::LLVMFPExt,
        _ if t < f => LLVMOpcode::LLVMTrunc,
        _ if t == f => LLVMOpcode::LLVMBitCast,
        op::SConvert => LLVMOpcode::LLVMSExt,
        _ => LLVMOpcode::LLVMZExt,
    }
}

/// Translates one instruction of the types/constants/globals section.
pub(crate) fn global_instruction(rx: &mut Rx<'_, '_>, i: InstId) -> Result<()> {
    let opcode = rx.m.opcode(i);
    let def = crate::spirv::grammar::instruction(opcode);
    let is_type = def.is_some_and(|d| d.has_result && !d.has_result_type) && opcode != op::ExtInstImport && opcode != op::String;
    if is_type || opcode == op::TypeForwardPointer {
        return rx.translate_type(i);
    }
    match opcode {
        op::Line | op::NoLine | op::Nop | op::String | op::ExtInst => Ok(()),
        o if super::builtin_calls::is_deferred_constant(o) => Ok(()),
        op::Variable => global_variable(rx, i),
        _ => constant(rx, i),
    }
}

fn constant(rx: &mut Rx<'_, '_>, i: InstId) -> Result<()> {
    let ops = rx.m.operands(i);
    let opcode = rx.m.opcode(i);
    if ops.len() < 2 {
        return Err(rx.error_at(i, "constant without result"));
    }
    let (ty_id, result) = (ops[0], ops[1]);
    let ty = rx.ty(ty_id, i)?;
    let value = match opcode {
        op::ConstantTrue | op::SpecConstantTrue => rx.b.const_int(ty, &[1]),
        op::ConstantFalse | op::SpecConstantFalse => rx.b.const_int(ty, &[0]),
        op::Constant | op::SpecConstant => {
            let mut words: Vec<u64> = ops[2..].chunks(2).map(|c| u64::from(c[0]) | (u64::from(*c.get(1).unwrap_or(&0)) << 32)).collect();
            if opcode == op::SpecConstant {
                if let Some(v) = rx.spec_constant_override(result) {
                    words = vec![v];
                }
            }
            match ty.kind() {
                TypeKind::Half | TypeKind::Float | TypeKind::Double => rx.b.const_real_bits(ty, words.first().copied().unwrap_or(0)),
                _ => rx.b.const_int(ty, &words),
            }
        }
        op::ConstantComposite | op::SpecConstantComposite => {
            let mut parts = Vec::new();
            for &p in &ops[2..] {
                parts.push(rx.value(p, i)?);
            }
            match ty.kind() {
                TypeKind::Vector => rx.b.const_vector(&parts),
                TypeKind::Array => rx.b.const_array(ty.element().unwrap_or(ty), &parts),
                _ => rx.b.const_struct(ty, &parts),
            }
        }
        op::ConstantNull => rx.b.const_null(ty),
        op::Undef => rx.b.undef(ty),
        op::SpecConstantOp => spec_constant_op(rx, i, ty)?,
        _ => {
            let name = crate::spirv::grammar::instruction(opcode).map(|d| d.name).unwrap_or("?");
            return Err(rx.error_at(i, format!("Op{name} at module scope is not supported")));
        }
    };
    rx.values.insert(result, value);
    Ok(())
}

fn spec_constant_op<'c>(rx: &mut Rx<'c, '_>, i: InstId, ty: crate::llvm::ir::Type<'c>) -> Result<Value<'c>> {
    let ops = rx.m.operands(i);
    let inner = ops.get(2).copied().unwrap_or(0) as u16;
    let args: Vec<Value<'c>> = ops[3..].iter().map(|&a| rx.value(a, i)).collect::<Result<_>>()?;
    if let Some(&(_, cast)) = CONST_CASTS.iter().find(|(o, _)| *o == inner) {
        let x = *args.first().ok_or_else(|| rx.error_at(i, "conversion without operand"))?;
        let llvm_op = cast.unwrap_or_else(|| width_cast(inner, x.type_of(), ty));
        return Ok(rx.b.const_cast(llvm_op, x, ty));
    }
    match inner {
        op::InBoundsPtrAccessChain | op::PtrAccessChain if !args.is_empty() => {
            Ok(rx.b.const_gep(args[0], &args[1..], inner == op::InBoundsPtrAccessChain))
        }
        _ => {
            let name = crate::spirv::grammar::instruction(inner).map(|d| d.name).unwrap_or("?");
            Err(rx.error_at(i, format!("OpSpecConstantOp {name} is not supported yet")))
        }
    }
}

fn global_variable(rx: &mut Rx<'_, '_>, i: InstId) -> Result<()> {
    let ops = rx.m.operands(i);
    let (ptr_ty_id, result, sc) = (ops[0], ops[1], ops[2]);
    let ptr_ty = rx.ty(ptr_ty_id, i)?;
    let pointee = ptr_ty.element().ok_or_else(|| rx.error_at(i, "variable of a non-pointer type"))?;
    let space = address_space(sc).ok_or_else(|| rx.error_at(i, format!("storage class {sc} is not supported")))?;
    let builtin = rx.decoration(result, enums::Decoration::BuiltIn).and_then(|p| p.first().copied());
    let linkage = rx.linkage(result);
    let name = match builtin {
        Some(b) => format!("__spirv_BuiltIn{}", OperandKind::BuiltIn.def().name_of(b).unwrap_or("Unknown")),
        None => linkage.as_ref().map(|(n, _)| n.clone()).or_else(|| rx.name_of(result)).unwrap_or_default(),
    };
    let g = rx.b.add_global(pointee, &name, space);
    if builtin.is_some() {
        rx.b.set_linkage(g, LLVMLinkage::LLVMExternalLinkage);
        rx.b.set_global_constant(g, true);
    } else {
        if let Some(&init) = ops.get(3) {
            let v = rx.value(init, i)?;
            rx.b.set_initializer(g, v);
        } else if !is_import(linkage.as_ref()) && sc != enums::StorageClass::Workgroup {
            // A definition without initializer: LLVM wants one.
            let z = rx.b.undef(pointee);
            rx.b.set_initializer(g, z);
        } else if sc == enums::StorageClass::Workgroup {
            let z = rx.b.undef(pointee);
            rx.b.set_initializer(g, z);
        }
        let linkage_kind = match &linkage {
            Some(_) => LLVMLinkage::LLVMExternalLinkage,
            None if sc == enums::StorageClass::Workgroup || ops.get(3).is_some() => LLVMLinkage::LLVMInternalLinkage,
            None => LLVMLinkage::LLVMInternalLinkage,
        };
        rx.b.set_linkage(g, linkage_kind);
        if rx.has_decoration(result, enums::Decoration::Constant) {
            rx.b.set_global_constant(g, true);
        }
        if let Some(a) = rx.decoration(result, enums::Decoration::Alignment).and_then(|p| p.first()) {
            rx.b.set_alignment(g, *a);
        }
    }
    rx.values.insert(result, g);
    Ok(())
}

impl Rx<'_, '_> {
    /// The `--spec-const` value given for a SpecId, if any.
    pub(crate) fn spec_constant_override(&self, id: u32) -> Option<u64> {
        let spec_id = self.decoration(id, enums::Decoration::SpecId)?.first().copied()?;
        self.options.spec_constants.get(&spec_id).copied()
    }
}
