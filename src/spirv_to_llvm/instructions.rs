//! SPIR-V function-body instructions → LLVM instructions. Families are table rows; an
//! instruction with no LLVM counterpart becomes a call to its `__spirv_{OpName}` function.

use super::Rx;
use super::mangle::mangle;
use super::values::width_cast;
use crate::error::Result;
use crate::llvm::ir::{Type, TypeKind, Value};
use crate::spirv::InstId;
use crate::spirv::grammar::{self, OperandKind};
use crate::spirv::layout::{LayoutState, SpanKind};
use crate::spirv::tables::{enums, op};
use llvm_sys::{LLVMAtomicOrdering, LLVMAtomicRMWBinOp, LLVMIntPredicate as IP, LLVMOpcode as O, LLVMRealPredicate as RP};

const BINARY: &[(u16, O)] = &[
    (op::IAdd, O::LLVMAdd),
    (op::ISub, O::LLVMSub),
    (op::IMul, O::LLVMMul),
    (op::UDiv, O::LLVMUDiv),
    (op::SDiv, O::LLVMSDiv),
    (op::UMod, O::LLVMURem),
    (op::SRem, O::LLVMSRem),
    (op::FAdd, O::LLVMFAdd),
    (op::FSub, O::LLVMFSub),
    (op::FMul, O::LLVMFMul),
    (op::FDiv, O::LLVMFDiv),
    (op::FRem, O::LLVMFRem),
    (op::ShiftLeftLogical, O::LLVMShl),
    (op::ShiftRightLogical, O::LLVMLShr),
    (op::ShiftRightArithmetic, O::LLVMAShr),
    (op::BitwiseAnd, O::LLVMAnd),
    (op::BitwiseOr, O::LLVMOr),
    (op::BitwiseXor, O::LLVMXor),
    (op::LogicalAnd, O::LLVMAnd),
    (op::LogicalOr, O::LLVMOr),
];

const ICMP: &[(u16, IP)] = &[
    (op::IEqual, IP::LLVMIntEQ),
    (op::INotEqual, IP::LLVMIntNE),
    (op::LogicalEqual, IP::LLVMIntEQ),
    (op::LogicalNotEqual, IP::LLVMIntNE),
    (op::UGreaterThan, IP::LLVMIntUGT),
    (op::UGreaterThanEqual, IP::LLVMIntUGE),
    (op::ULessThan, IP::LLVMIntULT),
    (op::ULessThanEqual, IP::LLVMIntULE),
    (op::SGreaterThan, IP::LLVMIntSGT),
    (op::SGreaterThanEqual, IP::LLVMIntSGE),
    (op::SLessThan, IP::LLVMIntSLT),
    (op::SLessThanEqual, IP::LLVMIntSLE),
];

const FCMP: &[(u16, RP)] = &[
    (op::FOrdEqual, RP::LLVMRealOEQ),
    (op::FOrdNotEqual, RP::LLVMRealONE),
    (op::FOrdGreaterThan, RP::LLVMRealOGT),
    (op::FOrdGreaterThanEqual, RP::LLVMRealOGE),
    (op::FOrdLessThan, RP::LLVMRealOLT),
    (op::FOrdLessThanEqual, RP::LLVMRealOLE),
    (op::FUnordEqual, RP::LLVMRealUEQ),
    (op::FUnordNotEqual, RP::LLVMRealUNE),
    (op::FUnordGreaterThan, RP::LLVMRealUGT),
    (op::FUnordGreaterThanEqual, RP::LLVMRealUGE),
    (op::FUnordLessThan, RP::LLVMRealULT),
    (op::FUnordLessThanEqual, RP::LLVMRealULE),
    (op::Ordered, RP::LLVMRealORD),
    (op::Unordered, RP::LLVMRealUNO),
];

/// Conversions; `None` means the LLVM cast depends on the widths.
const CASTS: &[(u16, Option<O>)] = &[
    (op::ConvertFToU, Some(O::LLVMFPToUI)),
    (op::ConvertFToS, Some(O::LLVMFPToSI)),
    (op::ConvertUToF, Some(O::LLVMUIToFP)),
    (op::ConvertSToF, Some(O::LLVMSIToFP)),
    (op::ConvertPtrToU, Some(O::LLVMPtrToInt)),
    (op::ConvertUToPtr, Some(O::LLVMIntToPtr)),
    (op::PtrCastToGeneric, Some(O::LLVMAddrSpaceCast)),
    (op::GenericCastToPtr, Some(O::LLVMAddrSpaceCast)),
    (op::UConvert, None),
    (op::SConvert, None),
    (op::FConvert, None),
];

const ATOMIC_RMW: &[(u16, LLVMAtomicRMWBinOp)] = &[
    (op::AtomicExchange, LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpXchg),
    (op::AtomicIAdd, LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpAdd),
    (op::AtomicISub, LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpSub),
    (op::AtomicAnd, LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpAnd),
    (op::AtomicOr, LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpOr),
    (op::AtomicXor, LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpXor),
    (op::AtomicSMax, LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpMax),
    (op::AtomicSMin, LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpMin),
    (op::AtomicUMax, LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpUMax),
    (op::AtomicUMin, LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpUMin),
    (op::AtomicFAddEXT, LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpFAdd),
];

/// Instructions with nothing to emit in LLVM.
const SKIPPED: &[u16] = &[op::Line, op::NoLine, op::Nop, op::SelectionMerge, op::LoopMerge, op::Name];

/// MemorySemantics → LLVM ordering.
fn ordering(semantics: u64) -> LLVMAtomicOrdering {
    if semantics & 0x10 != 0 {
        LLVMAtomicOrdering::LLVMAtomicOrderingSequentiallyConsistent
    } else if semantics & 0x8 != 0 || (semantics & 0x6) == 0x6 {
        LLVMAtomicOrdering::LLVMAtomicOrderingAcquireRelease
    } else if semantics & 0x2 != 0 {
        LLVMAtomicOrdering::LLVMAtomicOrderingAcquire
    } else if semantics & 0x4 != 0 {
        LLVMAtomicOrdering::LLVMAtomicOrderingRelease
    } else {
        LLVMAtomicOrdering::LLVMAtomicOrderingMonotonic
    }
}

/// Scope → LLVM sync scope name ("" is the default, system scope).
fn sync_scope(scope: u64) -> &'static str {
    match scope as u32 {
        enums::Scope::Invocation => "singlethread",
        enums::Scope::Subgroup => "subgroup",
        enums::Scope::Workgroup => "workgroup",
        enums::Scope::Device => "device",
        _ => "",
    }
}

impl<'c> Rx<'c, '_> {
    fn result_name(&self, id: u32) -> String {
        self.name_of(id).unwrap_or_default()
    }

    fn define(&mut self, id: u32, v: Value<'c>) {
        self.values.insert(id, v);
    }

    /// An i32 constant.
    fn i32(&self, x: u64) -> Value<'c> {
        let t = self.b.int_type(32);
        self.b.const_int(t, &[x])
    }

    /// The value of an OpConstant id (for scopes and semantics).
    fn const_operand(&self, id: u32) -> u64 {
        self.constant_u64(id).unwrap_or(0)
    }

    /// Declares (once) a function by name and type.
    pub(crate) fn function(&self, name: &str, ret: Type<'c>, params: &[Type<'c>]) -> Value<'c> {
        if let Some(f) = self.b.get_function(name) {
            return f;
        }
        let ft = self.b.function_type(ret, params, false);
        let f = self.b.add_function(name, ft);
        self.b.set_call_conv(f, 75);
        self.b.add_attribute(f, u32::MAX, "nounwind");
        f
    }

    /// `p` cast to `i8*` in its address space.
    fn as_i8_ptr(&self, p: Value<'c>) -> Value<'c> {
        let space = p.type_of().address_space().unwrap_or(0);
        let i8p = self.b.pointer_type(self.b.int_type(8), space);
        if p.type_of() == i8p { p } else { self.b.cast(O::LLVMBitCast, p, i8p, "") }
    }
}

/// Translates one instruction of a function body.
pub(crate) fn translate(rx: &mut Rx<'_, '_>, i: InstId) -> Result<()> {
    let opcode = rx.m.opcode(i);
    let ops = rx.m.operands(i);
    if SKIPPED.contains(&opcode) {
        return Ok(());
    }
    if super::builtin_calls::translate(rx, i)? {
        return Ok(());
    }
    if let Some(&(_, bin)) = BINARY.iter().find(|(o, _)| *o == opcode) {
        let (a, b) = (rx.value(ops[2], i)?, rx.value(ops[3], i)?);
        let v = rx.b.binop(bin, a, b, &rx.result_name(ops[1]));
        rx.define(ops[1], v);
        return Ok(());
    }
    if let Some(&(_, p)) = ICMP.iter().find(|(o, _)| *o == opcode) {
        let (a, b) = (rx.value(ops[2], i)?, rx.value(ops[3], i)?);
        let v = rx.b.icmp(p, a, b, &rx.result_name(ops[1]));
        rx.define(ops[1], v);
        return Ok(());
    }
    if let Some(&(_, p)) = FCMP.iter().find(|(o, _)| *o == opcode) {
        let (a, b) = (rx.value(ops[2], i)?, rx.value(ops[3], i)?);
        let v = rx.b.fcmp(p, a, b, &rx.result_name(ops[1]));
        rx.define(ops[1], v);
        return Ok(());
    }
    if let Some(&(_, cast)) = CASTS.iter().find(|(o, _)| *o == opcode) {
        let ty = rx.ty(ops[0], i)?;
        let x = rx.value(ops[2], i)?;
        let c = cast.unwrap_or_else(|| width_cast(opcode, x.type_of(), ty));
        let v = if c == O::LLVMBitCast && x.type_of() == ty { x } else { rx.b.cast(c, x, ty, &rx.result_name(ops[1])) };
        rx.define(ops[1], v);
        return Ok(());
    }
    if let Some(&(_, rmw)) = ATOMIC_RMW.iter().find(|(o, _)| *o == opcode) {
        let ptr = rx.value(ops[2], i)?;
        let val = rx.value(ops[5], i)?;
        let v = rx.b.atomic_rmw(rmw, ptr, val, ordering(rx.const_operand(ops[4])));
        rx.b.set_sync_scope(v, sync_scope(rx.const_operand(ops[3])));
        rx.define(ops[1], v);
        return Ok(());
    }
    match opcode {
        op::Bitcast => {
            let ty = rx.ty(ops[0], i)?;
            let x = rx.value(ops[2], i)?;
            let (from_ptr, to_ptr) = (x.type_of().kind() == TypeKind::Pointer, ty.kind() == TypeKind::Pointer);
            let c = match (from_ptr, to_ptr) {
                (true, false) => O::LLVMPtrToInt,
                (false, true) => O::LLVMIntToPtr,
                _ => O::LLVMBitCast,
            };
            let v = rx.b.cast(c, x, ty, &rx.result_name(ops[1]));
            rx.define(ops[1], v);
        }
        op::SNegate => {
            let x = rx.value(ops[2], i)?;
            let zero = rx.b.const_null(x.type_of());
            let v = rx.b.binop(O::LLVMSub, zero, x, &rx.result_name(ops[1]));
            rx.define(ops[1], v);
        }
        op::FNegate => {
            let x = rx.value(ops[2], i)?;
            let v = rx.b.fneg(x, &rx.result_name(ops[1]));
            rx.define(ops[1], v);
        }
        op::Not | op::LogicalNot => {
            let x = rx.value(ops[2], i)?;
            let v = rx.b.not(x, &rx.result_name(ops[1]));
            rx.define(ops[1], v);
        }
        op::IsNan => {
            let x = rx.value(ops[2], i)?;
            let v = rx.b.fcmp(RP::LLVMRealUNO, x, x, &rx.result_name(ops[1]));
            rx.define(ops[1], v);
        }
        op::Select => {
            let (c, a, b) = (rx.value(ops[2], i)?, rx.value(ops[3], i)?, rx.value(ops[4], i)?);
            let v = rx.b.select(c, a, b, &rx.result_name(ops[1]));
            rx.define(ops[1], v);
        }
        op::CopyObject => {
            let x = rx.value(ops[2], i)?;
            rx.define(ops[1], x);
        }
        op::Undef => {
            let ty = rx.ty(ops[0], i)?;
            let u = rx.b.undef(ty);
            rx.define(ops[1], u);
        }
        op::Load => {
            let ptr = rx.value(ops[2], i)?;
            let v = rx.b.load(ptr, &rx.result_name(ops[1]));
            memory_access(rx, v, ops.get(3..).unwrap_or(&[]));
            rx.define(ops[1], v);
        }
        op::Store => {
            let (ptr, val) = (rx.value(ops[0], i)?, rx.value(ops[1], i)?);
            let s = rx.b.store(val, ptr);
            memory_access(rx, s, ops.get(2..).unwrap_or(&[]));
        }
        op::Variable => {
            let ptr_ty = rx.ty(ops[0], i)?;
            let pointee = ptr_ty.element().ok_or_else(|| rx.error_at(i, "variable of a non-pointer type"))?;
            let a = rx.b.alloca(pointee, &rx.result_name(ops[1]));
            if let Some(al) = rx.decoration(ops[1], enums::Decoration::Alignment).and_then(|p| p.first()) {
                rx.b.set_alignment(a, *al);
            }
            if let Some(&init) = ops.get(3) {
                let v = rx.value(init, i)?;
                rx.b.store(v, a);
            }
            rx.define(ops[1], a);
        }
        op::AccessChain | op::InBoundsAccessChain | op::PtrAccessChain | op::InBoundsPtrAccessChain => {
            let base = rx.value(ops[2], i)?;
            let mut idx = Vec::new();
            if matches!(opcode, op::AccessChain | op::InBoundsAccessChain) {
                idx.push(rx.i32(0));
            }
            for &x in &ops[3..] {
                idx.push(rx.value(x, i)?);
            }
            let inbounds = matches!(opcode, op::InBoundsAccessChain | op::InBoundsPtrAccessChain);
            let v = rx.b.gep(base, &idx, inbounds, &rx.result_name(ops[1]));
            rx.define(ops[1], v);
        }
        op::FunctionCall => {
            let f = rx.value(ops[2], i)?;
            let args: Vec<Value<'_>> = ops[3..].iter().map(|&a| rx.value(a, i)).collect::<Result<_>>()?;
            let v = rx.b.call(f, &args, &rx.result_name(ops[1]));
            rx.define(ops[1], v);
        }
        op::Return => {
            rx.b.ret(None);
        }
        op::ReturnValue => {
            let x = rx.value(ops[0], i)?;
            rx.b.ret(Some(x));
        }
        op::Unreachable => {
            rx.b.unreachable();
        }
        op::Branch => {
            let bb = *rx.blocks.get(&ops[0]).ok_or_else(|| rx.error_at(i, "branch to a block outside the function"))?;
            rx.b.br(bb);
        }
        op::BranchConditional => {
            let c = rx.value(ops[0], i)?;
            let t = *rx.blocks.get(&ops[1]).ok_or_else(|| rx.error_at(i, "branch to a block outside the function"))?;
            let f = *rx.blocks.get(&ops[2]).ok_or_else(|| rx.error_at(i, "branch to a block outside the function"))?;
            rx.b.cond_br(c, t, f);
        }
        op::Switch => switch(rx, i)?,
        op::CompositeExtract => composite_extract(rx, i)?,
        op::CompositeInsert => composite_insert(rx, i)?,
        op::CompositeConstruct => composite_construct(rx, i)?,
        op::VectorExtractDynamic => {
            let (v, x) = (rx.value(ops[2], i)?, rx.value(ops[3], i)?);
            let r = rx.b.extract_element(v, x, &rx.result_name(ops[1]));
            rx.define(ops[1], r);
        }
        op::VectorInsertDynamic => {
            let (v, e, x) = (rx.value(ops[2], i)?, rx.value(ops[3], i)?, rx.value(ops[4], i)?);
            let r = rx.b.insert_element(v, e, x, &rx.result_name(ops[1]));
            rx.define(ops[1], r);
        }
        op::VectorShuffle => vector_shuffle(rx, i)?,
        op::AtomicLoad => {
            let ptr = rx.value(ops[2], i)?;
            let v = rx.b.load(ptr, &rx.result_name(ops[1]));
            rx.b.set_atomic(v, ordering(rx.const_operand(ops[4])), sync_scope(rx.const_operand(ops[3])));
            rx.define(ops[1], v);
        }
        op::AtomicStore => {
            let (ptr, val) = (rx.value(ops[0], i)?, rx.value(ops[3], i)?);
            let s = rx.b.store(val, ptr);
            rx.b.set_atomic(s, ordering(rx.const_operand(ops[2])), sync_scope(rx.const_operand(ops[1])));
        }
        op::AtomicIIncrement | op::AtomicIDecrement => {
            let ptr = rx.value(ops[2], i)?;
            let ty = rx.ty(ops[0], i)?;
            let one = rx.b.const_int(ty, &[1]);
            let rmw = if opcode == op::AtomicIIncrement { LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpAdd } else { LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpSub };
            let v = rx.b.atomic_rmw(rmw, ptr, one, ordering(rx.const_operand(ops[4])));
            rx.b.set_sync_scope(v, sync_scope(rx.const_operand(ops[3])));
            rx.define(ops[1], v);
        }
        op::AtomicCompareExchange => {
            let ptr = rx.value(ops[2], i)?;
            let (new, cmp) = (rx.value(ops[6], i)?, rx.value(ops[7], i)?);
            let success = ordering(rx.const_operand(ops[4]));
            let failure = match ordering(rx.const_operand(ops[5])) {
                LLVMAtomicOrdering::LLVMAtomicOrderingRelease | LLVMAtomicOrdering::LLVMAtomicOrderingAcquireRelease => {
                    LLVMAtomicOrdering::LLVMAtomicOrderingMonotonic
                }
                o => o,
            };
            let failure = if (failure as u32) > (success as u32) { success } else { failure };
            let x = rx.b.cmpxchg(ptr, cmp, new, success, failure);
            rx.b.set_sync_scope(x, sync_scope(rx.const_operand(ops[3])));
            let v = rx.b.extract_value(x, 0, &rx.result_name(ops[1]));
            rx.define(ops[1], v);
        }
        op::MemoryBarrier => {
            let f = rx.b.fence(ordering(rx.const_operand(ops[1])));
            rx.b.set_sync_scope(f, sync_scope(rx.const_operand(ops[0])));
        }
        op::LifetimeStart | op::LifetimeStop => {
            let ptr = rx.value(ops[0], i)?;
            let p = rx.as_i8_ptr(ptr);
            let space = p.type_of().address_space().unwrap_or(0);
            let name = format!("llvm.lifetime.{}.p{space}i8", if opcode == op::LifetimeStart { "start" } else { "end" });
            let i64t = rx.b.int_type(64);
            let f = rx.function(&name, rx.b.void_type(), &[i64t, p.type_of()]);
            rx.b.set_call_conv(f, 0);
            let size = if ops[1] == 0 { u64::MAX } else { u64::from(ops[1]) };
            let size = rx.b.const_int(i64t, &[size]);
            rx.b.call(f, &[size, p], "");
        }
        op::CopyMemorySized => {
            let (dst, src, size) = (rx.value(ops[0], i)?, rx.value(ops[1], i)?, rx.value(ops[2], i)?);
            let (d, s) = (rx.as_i8_ptr(dst), rx.as_i8_ptr(src));
            let bits = size.type_of().int_width().unwrap_or(64);
            let name = format!(
                "llvm.memcpy.p{}i8.p{}i8.i{bits}",
                d.type_of().address_space().unwrap_or(0),
                s.type_of().address_space().unwrap_or(0)
            );
            let i1 = rx.b.int_type(1);
            let f = rx.function(&name, rx.b.void_type(), &[d.type_of(), s.type_of(), size.type_of(), i1]);
            rx.b.set_call_conv(f, 0);
            let volatile = ops.get(3).is_some_and(|m| m & enums::MemoryAccess::Volatile != 0);
            let vol = rx.b.const_int(i1, &[volatile as u64]);
            rx.b.call(f, &[d, s, size, vol], "");
        }
        op::CopyMemory => {
            let (dst, src) = (rx.value(ops[0], i)?, rx.value(ops[1], i)?);
            let v = rx.b.load(src, "");
            rx.b.store(v, dst);
        }
        op::ExtInst => ext_inst(rx, i)?,
        _ => spirv_call(rx, i)?,
    }
    Ok(())
}

/// Alignment and volatility from a MemoryAccess operand.
fn memory_access<'c>(rx: &Rx<'c, '_>, inst: Value<'c>, words: &[u32]) {
    let Some(&mask) = words.first() else { return };
    if mask & enums::MemoryAccess::Volatile != 0 {
        rx.b.set_volatile(inst);
    }
    if mask & enums::MemoryAccess::Aligned != 0 {
        if let Some(&a) = words.get(1) {
            rx.b.set_alignment(inst, a);
        }
    }
}

fn switch(rx: &mut Rx<'_, '_>, i: InstId) -> Result<()> {
    let ops = rx.m.operands(i);
    let sel = rx.value(ops[0], i)?;
    let default = *rx.blocks.get(&ops[1]).ok_or_else(|| rx.error_at(i, "switch to a block outside the function"))?;
    let ty = sel.type_of();
    let words = if ty.int_width().unwrap_or(32) > 32 { 2 } else { 1 };
    let mut cases = Vec::new();
    for chunk in ops[2..].chunks(words + 1) {
        if chunk.len() != words + 1 {
            return Err(rx.error_at(i, "incomplete switch target"));
        }
        let lit = if words == 2 { u64::from(chunk[0]) | (u64::from(chunk[1]) << 32) } else { u64::from(chunk[0]) };
        let bb = *rx.blocks.get(&chunk[words]).ok_or_else(|| rx.error_at(i, "switch to a block outside the function"))?;
        cases.push((rx.b.const_int(ty, &[lit]), bb));
    }
    rx.b.switch(sel, default, &cases);
    Ok(())
}

fn composite_extract(rx: &mut Rx<'_, '_>, i: InstId) -> Result<()> {
    let ops = rx.m.operands(i);
    let mut v = rx.value(ops[2], i)?;
    let name = rx.result_name(ops[1]);
    let last = ops.len() - 1;
    for (k, &idx) in ops[3..].iter().enumerate() {
        let n = if k + 3 == last { name.as_str() } else { "" };
        v = if v.type_of().kind() == TypeKind::Vector {
            rx.b.extract_element(v, rx.i32(u64::from(idx)), n)
        } else {
            rx.b.extract_value(v, idx, n)
        };
    }
    rx.define(ops[1], v);
    Ok(())
}

fn composite_insert(rx: &mut Rx<'_, '_>, i: InstId) -> Result<()> {
    let ops = rx.m.operands(i);
    let obj = rx.value(ops[2], i)?;
    let comp = rx.value(ops[3], i)?;
    let path = &ops[4..];
    // Walk down, then insert back up.
    let mut chain = vec![comp];
    for (k, &idx) in path.iter().enumerate().take(path.len().saturating_sub(1)) {
        let _ = k;
        let cur = *chain.last().unwrap_or(&comp);
        let next = if cur.type_of().kind() == TypeKind::Vector {
            rx.b.extract_element(cur, rx.i32(u64::from(idx)), "")
        } else {
            rx.b.extract_value(cur, idx, "")
        };
        chain.push(next);
    }
    let mut acc = obj;
    for (k, &idx) in path.iter().enumerate().rev() {
        let target = chain[k];
        acc = if target.type_of().kind() == TypeKind::Vector {
            rx.b.insert_element(target, acc, rx.i32(u64::from(idx)), "")
        } else {
            rx.b.insert_value(target, acc, idx, "")
        };
    }
    if path.is_empty() {
        acc = obj;
    }
    rx.define(ops[1], acc);
    Ok(())
}

fn composite_construct(rx: &mut Rx<'_, '_>, i: InstId) -> Result<()> {
    let ops = rx.m.operands(i);
    let ty = rx.ty(ops[0], i)?;
    let parts: Vec<Value<'_>> = ops[2..].iter().map(|&p| rx.value(p, i)).collect::<Result<_>>()?;
    let mut acc = rx.b.undef(ty);
    if ty.kind() == TypeKind::Vector {
        let mut lane = 0u64;
        for p in parts {
            if p.type_of().kind() == TypeKind::Vector {
                for k in 0..p.type_of().vector_len().unwrap_or(0) {
                    let e = rx.b.extract_element(p, rx.i32(u64::from(k)), "");
                    acc = rx.b.insert_element(acc, e, rx.i32(lane), "");
                    lane += 1;
                }
            } else {
                acc = rx.b.insert_element(acc, p, rx.i32(lane), "");
                lane += 1;
            }
        }
    } else {
        for (k, p) in parts.into_iter().enumerate() {
            acc = rx.b.insert_value(acc, p, k as u32, "");
        }
    }
    if !rx.result_name(ops[1]).is_empty() {
        rx.b.set_name(acc, &rx.result_name(ops[1]));
    }
    rx.define(ops[1], acc);
    Ok(())
}

fn vector_shuffle<'c>(rx: &mut Rx<'c, '_>, i: InstId) -> Result<()> {
    let ops = rx.m.operands(i);
    let (mut a, mut b) = (rx.value(ops[2], i)?, rx.value(ops[3], i)?);
    let (na, nb) = (a.type_of().vector_len().unwrap_or(0), b.type_of().vector_len().unwrap_or(0));
    let i32t = rx.b.int_type(32);
    // LLVM shuffles two vectors of one type: widen the shorter one.
    let n = na.max(nb);
    let widen = |rx: &Rx<'c, '_>, v: Value<'c>, from: u32| -> Value<'c> {
        let mask: Vec<Value<'c>> =
            (0..n).map(|k| if k < from { rx.b.const_int(i32t, &[u64::from(k)]) } else { rx.b.undef(i32t) }).collect();
        let m = rx.b.const_vector(&mask);
        let u = rx.b.undef(v.type_of());
        rx.b.shuffle(v, u, m, "")
    };
    if na < n {
        a = widen(rx, a, na);
    }
    if nb < n {
        b = widen(rx, b, nb);
    }
    let mask: Vec<Value<'c>> = ops[4..]
        .iter()
        .map(|&c| {
            if c == u32::MAX {
                rx.b.undef(i32t)
            } else if c < na {
                rx.b.const_int(i32t, &[u64::from(c)])
            } else {
                rx.b.const_int(i32t, &[u64::from(c - na + n)])
            }
        })
        .collect();
    let m = rx.b.const_vector(&mask);
    let v = rx.b.shuffle(a, b, m, &rx.result_name(ops[1]));
    rx.define(ops[1], v);
    Ok(())
}

/// OpExtInst: debug-info instructions are skipped here (they are not executable); OpenCL.std
/// instructions become `__spirv_ocl_<name>` calls.
fn ext_inst(rx: &mut Rx<'_, '_>, i: InstId) -> Result<()> {
    let ops = rx.m.operands(i);
    let set = match rx.ext_sets.get(&ops[2]) {
        Some(Some(s)) => *s,
        Some(None) => return Ok(()),
        None => return Err(rx.error_at(i, format!("{} is not an OpExtInstImport", ops[2]))),
    };
    if set.name() != "OpenCL.std" {
        return Ok(());
    }
    let def = set.instruction(ops[3]).ok_or_else(|| rx.error_at(i, format!("unknown OpenCL.std instruction {}", ops[3])))?;
    let ret = rx.ty(ops[0], i)?;
    let mut args = Vec::new();
    for (k, &a) in ops[4..].iter().enumerate() {
        let literal = def.operands.get(k).is_some_and(|o| o.kind != OperandKind::IdRef);
        args.push(if literal { rx.i32(u64::from(a)) } else { rx.value(a, i)? });
    }
    let types: Vec<Type<'_>> = args.iter().map(|a| a.type_of()).collect();
    let name = mangle(&format!("__spirv_ocl_{}", def.name), &types);
    let f = rx.function(&name, ret, &types);
    let v = rx.b.call(f, &args, &rx.result_name(ops[1]));
    rx.define(ops[1], v);
    Ok(())
}

/// An instruction with no LLVM counterpart: a call to `__spirv_{OpName}` whose arguments are
/// the id operands and whose literal operands are i32 constants (the seed's convention).
fn spirv_call(rx: &mut Rx<'_, '_>, i: InstId) -> Result<()> {
    let opcode = rx.m.opcode(i);
    let ops = rx.m.operands(i);
    let def = grammar::instruction(opcode).ok_or_else(|| rx.error_at(i, format!("unknown opcode {opcode}")))?;
    let mut spans = Vec::new();
    let state = LayoutState::new(rx.m.header.bound, 1);
    if !crate::spirv::binary::spans_of(opcode, ops, &state, &mut spans) {
        return Err(rx.error_at(i, "operands do not fit the instruction's layout"));
    }
    let mut args = Vec::new();
    let (mut ret, mut result) = (rx.b.void_type(), None);
    for s in &spans {
        let words = &ops[s.start as usize..(s.start + s.len) as usize];
        match s.kind {
            SpanKind::Operand(OperandKind::IdResultType) => ret = rx.ty(words[0], i)?,
            SpanKind::Operand(OperandKind::IdResult) => result = Some(words[0]),
            SpanKind::Operand(k) if k.def().category == grammar::Category::Id => {
                let v = match rx.values.get(&words[0]) {
                    Some(v) => *v,
                    None => return Err(rx.error_at(i, format!("operand {} is not a value (Op{} is not supported yet)", words[0], def.name))),
                };
                args.push(v);
            }
            _ => {
                for &w in words {
                    args.push(rx.i32(u64::from(w)));
                }
            }
        }
    }
    let types: Vec<Type<'_>> = args.iter().map(|a| a.type_of()).collect();
    let name = mangle(&format!("__spirv_{}", def.name), &types);
    let f = rx.function(&name, ret, &types);
    let name = result.map(|r| rx.result_name(r)).unwrap_or_default();
    let v = rx.b.call(f, &args, &name);
    if let Some(r) = result {
        rx.define(r, v);
    }
    Ok(())
}
