//! SPIR-V function-body instructions → LLVM instructions. Families are table rows (in
//! `values.rs`, shared with constant expressions); an instruction with no LLVM counterpart
//! becomes a call to its `__spirv_{OpName}` function (`spirv_calls.rs`).
//!
//! Hooks for the other tracks: [`ext_inst`] (OpenCL.std and debug-info sets), [`atomic`] and
//! [`memory_barrier`] (atomics and barriers in the CL1.2/CL2.0 environments), and
//! [`load_builtin_variable`] (BuiltIn variables in the function form).

use super::Rx;
use super::spirv_calls;
use super::values::{bitcast_kind, width_cast};
use crate::error::Result;
use crate::llvm::ir::{FastMathFlags, Type, TypeKind, Value, ValueKind};
use crate::mapping::atomics::rmw_to_llvm;
use crate::mapping::ops;
use crate::spirv::InstId;
use crate::spirv::grammar::{self, OperandKind, Quantifier};
use crate::spirv::tables::{enums, op};
use llvm_sys::{
    LLVMAtomicOrdering as AO, LLVMAtomicRMWBinOp as RMW, LLVMIntPredicate as IP, LLVMOpcode as O,
    LLVMRealPredicate as RP,
};

/// Instructions with nothing to emit in LLVM.
const SKIPPED: &[u16] = &[
    op::Line,
    op::NoLine,
    op::Nop,
    op::SelectionMerge,
    op::Name,
    op::MemberName,
    op::ModuleProcessed,
    op::Decorate,
    op::MemberDecorate,
    op::DecorateString,
    op::DecorateId,
    op::DecorationGroup,
    op::GroupDecorate,
    op::GroupMemberDecorate,
    op::String,
    op::Source,
    op::SourceContinued,
    op::SourceExtension,
];

/// A loop back edge whose `!llvm.loop` waits for the end of the function.
pub(crate) struct DependencyLoop<'c> {
    br: Value<'c>,
    props: Vec<crate::llvm::build::Md<'c>>,
    header: crate::llvm::ir::BasicBlock<'c>,
    latch: crate::llvm::ir::BasicBlock<'c>,
    params: Vec<u32>,
}

/// MemorySemantics → LLVM ordering.
pub(crate) fn ordering(semantics: u64) -> AO {
    if semantics & 0x10 != 0 {
        AO::LLVMAtomicOrderingSequentiallyConsistent
    } else if semantics & 0x8 != 0 || (semantics & 0x6) == 0x6 {
        AO::LLVMAtomicOrderingAcquireRelease
    } else if semantics & 0x2 != 0 {
        AO::LLVMAtomicOrderingAcquire
    } else if semantics & 0x4 != 0 {
        AO::LLVMAtomicOrderingRelease
    } else {
        AO::LLVMAtomicOrderingMonotonic
    }
}

/// An ordering valid for a load (no release part).
fn load_ordering(o: AO) -> AO {
    match o {
        AO::LLVMAtomicOrderingRelease => AO::LLVMAtomicOrderingMonotonic,
        AO::LLVMAtomicOrderingAcquireRelease => AO::LLVMAtomicOrderingAcquire,
        o => o,
    }
}

/// An ordering valid for a store (no acquire part).
fn store_ordering(o: AO) -> AO {
    match o {
        AO::LLVMAtomicOrderingAcquire => AO::LLVMAtomicOrderingMonotonic,
        AO::LLVMAtomicOrderingAcquireRelease => AO::LLVMAtomicOrderingRelease,
        o => o,
    }
}

/// Scope → LLVM sync scope name ("" is the default, system scope).
pub(crate) fn sync_scope(scope: u64) -> &'static str {
    match scope as u32 {
        enums::Scope::Invocation => "singlethread",
        enums::Scope::Subgroup => "subgroup",
        enums::Scope::Workgroup => "workgroup",
        enums::Scope::Device => "device",
        _ => "",
    }
}

impl<'c> Rx<'c, '_> {
    /// Builds with constant operands kept as an instruction while an `OpSpecConstantOp` is
    /// made in a function (the incumbent writes those as instructions); folds otherwise, as
    /// the incumbent's IR builder does for arithmetic, comparisons and selects.
    pub(crate) fn unfold_if_materializing(
        &self,
        operand: (u32, Value<'c>),
        build: impl FnOnce(Value<'c>) -> Value<'c>,
    ) -> Value<'c> {
        if self.materializing {
            self.b.unfolded(operand, build)
        } else {
            build(operand.1)
        }
    }

    pub(crate) fn result_name(&self, id: u32) -> String {
        self.name_of(id).unwrap_or_default()
    }

    /// Records the value of a result id (per function for module-scope ids made lazily).
    pub(crate) fn define(&mut self, id: u32, v: Value<'c>) {
        if self.lazy.contains_key(&id) {
            self.local.insert(id, v);
        } else {
            self.values.insert(id, v);
        }
    }

    /// An i32 constant.
    pub(crate) fn i32(&self, x: u64) -> Value<'c> {
        let t = self.b.int_type(32);
        self.b.const_int(t, &[x])
    }

    /// The value of an OpConstant id (for scopes and semantics).
    fn const_operand(&self, id: u32) -> u64 {
        self.constant_u64(id).unwrap_or(0)
    }

    /// `p` cast to `i8*` in its address space (a constant expression for constants).
    fn as_i8_ptr(&self, p: Value<'c>) -> Value<'c> {
        let space = p.type_of().address_space().unwrap_or(0);
        let i8p = self.b.pointer_type(self.b.int_type(8), space);
        if p.type_of() == i8p {
            p
        } else {
            self.b.cast(O::LLVMBitCast, p, i8p, "")
        }
    }

    /// The fast-math flags of a result's FPFastMathMode decoration.
    fn fast_math_flags(&self, result: u32) -> FastMathFlags {
        let mut flags = FastMathFlags::NONE;
        if let Some(&mode) = self
            .decoration(result, enums::Decoration::FPFastMathMode)
            .and_then(|p| p.first())
        {
            flags = crate::mapping::fast_math::to_llvm(mode);
        }
        flags
    }

    /// Wrap and fast-math flags from a result's decorations.
    fn apply_flags(&self, result: u32, v: Value<'c>) {
        if v.kind() != crate::llvm::ir::ValueKind::Instruction {
            return;
        }
        if self.has_decoration(result, enums::Decoration::NoSignedWrap) {
            self.b.set_no_signed_wrap(v);
        }
        if self.has_decoration(result, enums::Decoration::NoUnsignedWrap) {
            self.b.set_no_unsigned_wrap(v);
        }
        let flags = self.fast_math_flags(result);
        if !flags.is_empty() {
            self.b.set_fast_math_flags(v, flags);
        }
    }

    /// A block of the current function.
    fn block(&self, id: u32, at: InstId) -> Result<crate::llvm::ir::BasicBlock<'c>> {
        self.blocks
            .get(&id)
            .copied()
            .ok_or_else(|| self.error_at(at, format!("{id} is not a block of this function")))
    }

    /// Two operands of one type for a binary operation or comparison: a shift amount or a
    /// second operand of another integer width is converted to the first operand's type.
    fn operand_pair(&mut self, a: u32, b: u32, at: InstId) -> Result<(Value<'c>, Value<'c>)> {
        let x = self.operand(a, at)?;
        let y = self.operand(b, at)?;
        if x.type_of() == y.type_of() {
            return Ok((x, y));
        }
        let y = self.coerce(y, x.type_of(), at)?;
        Ok((x, y))
    }
}

/// Translates one instruction of a function body.
pub(crate) fn translate(rx: &mut Rx<'_, '_>, i: InstId) -> Result<()> {
    let opcode = rx.m.opcode(i);
    let ops = rx.m.operands(i);
    if SKIPPED.contains(&opcode) {
        return Ok(());
    }
    // Builtins of the target environment (OpenCL 1.2/2.0 or SPV-IR calls) first.
    if super::builtin_calls::translate(rx, i)? {
        return Ok(());
    }
    translate_op(rx, opcode, ops, i)
}

/// The minimum number of words the grammar requires for an opcode's operands.
fn required_words(opcode: u16) -> usize {
    grammar::instruction(opcode)
        .map(|d| {
            d.operands
                .iter()
                .filter(|o| o.quantifier == Quantifier::One)
                .count()
        })
        .unwrap_or(0)
}

/// Translates an instruction given as opcode and operands (`at` locates errors). Also used for
/// the operation of an `OpSpecConstantOp` made in a function.
pub(crate) fn translate_op<'c>(
    rx: &mut Rx<'c, '_>,
    opcode: u16,
    ops: &[u32],
    at: InstId,
) -> Result<()> {
    if SKIPPED.contains(&opcode) {
        return Ok(());
    }
    if ops.len() < required_words(opcode) {
        return Err(rx.error_at(at, "the instruction lacks operands"));
    }
    if let Some(bin) = ops::binary_to_llvm(opcode) {
        let (a, b) = rx.operand_pair(ops[2], ops[3], at)?;
        let name = rx.result_name(ops[1]);
        let v = rx.unfold_if_materializing((0, a), |x| rx.b.binop(bin, x, b, &name));
        rx.apply_flags(ops[1], v);
        rx.define(ops[1], v);
        return Ok(());
    }
    if let Some(p) = ops::icmp_to_llvm(opcode) {
        let (a, b) = rx.operand_pair(ops[2], ops[3], at)?;
        let name = rx.result_name(ops[1]);
        if opcode == op::LogicalNotEqual && rx.def_opcode(ops[3]) == op::ConstantTrue {
            // `x != true` is the `xor x, true` it comes from (a negation).
            let v = rx.unfold_if_materializing((0, a), |x| rx.b.not(x, &name));
            rx.define(ops[1], v);
            return Ok(());
        }
        let v = rx.unfold_if_materializing((0, a), |x| rx.b.icmp(p, x, b, &name));
        rx.define(ops[1], v);
        return Ok(());
    }
    if let Some(p) = ops::fcmp_to_llvm(opcode) {
        let (a, b) = rx.operand_pair(ops[2], ops[3], at)?;
        let name = rx.result_name(ops[1]);
        let v = rx.unfold_if_materializing((0, a), |x| rx.b.fcmp(p, x, b, &name));
        rx.apply_flags(ops[1], v);
        rx.define(ops[1], v);
        return Ok(());
    }
    if let Some(cast) = ops::cast_to_llvm(opcode) {
        return conversion(rx, opcode, cast, ops, at);
    }
    if rmw_to_llvm(opcode).is_some()
        || matches!(
            opcode,
            op::AtomicLoad
                | op::AtomicStore
                | op::AtomicIIncrement
                | op::AtomicIDecrement
                | op::AtomicCompareExchange
                | op::AtomicCompareExchangeWeak
        )
    {
        return atomic(rx, opcode, ops, at);
    }
    let ty = |rx: &Rx<'c, '_>| rx.ty(ops[0], at);
    match opcode {
        op::Bitcast => {
            let t = ty(rx)?;
            let x = rx.operand(ops[2], at)?;
            let v = bitcast(rx, x, t, &rx.result_name(ops[1]), at)?;
            rx.define(ops[1], v);
        }
        op::SNegate => {
            let x = rx.operand(ops[2], at)?;
            let zero = rx.b.const_null(x.type_of());
            let name = rx.result_name(ops[1]);
            let v = rx.unfold_if_materializing((1, x), |x| rx.b.binop(O::LLVMSub, zero, x, &name));
            rx.apply_flags(ops[1], v);
            rx.define(ops[1], v);
        }
        op::FNegate => {
            let x = rx.operand(ops[2], at)?;
            let name = rx.result_name(ops[1]);
            let v = rx.unfold_if_materializing((0, x), |x| rx.b.fneg(x, &name));
            rx.apply_flags(ops[1], v);
            rx.define(ops[1], v);
        }
        op::Not | op::LogicalNot => {
            let x = rx.operand(ops[2], at)?;
            let name = rx.result_name(ops[1]);
            let v = rx.unfold_if_materializing((0, x), |x| rx.b.not(x, &name));
            rx.define(ops[1], v);
        }
        op::SMod => smod(rx, ops, at)?,
        op::FMod => fmod(rx, ops, at)?,
        op::Select => {
            let t = ty(rx)?;
            let c = rx.operand(ops[2], at)?;
            let a = rx.value_as(ops[3], t, at)?;
            let b = rx.value_as(ops[4], t, at)?;
            let name = rx.result_name(ops[1]);
            let v = match bool_extension(c, a, b) {
                // A choice between 1 (or -1) and 0 by a boolean is the extension of the
                // boolean it comes from (SPIR-V has no conversion of booleans).
                Some(cast) if !rx.materializing => rx.b.cast(cast, c, t, &name),
                _ => rx.unfold_if_materializing((0, c), |c| rx.b.select(c, a, b, &name)),
            };
            rx.define(ops[1], v);
        }
        op::CopyObject => {
            let x = rx.operand(ops[2], at)?;
            rx.define(ops[1], x);
        }
        op::CopyLogical => {
            let t = ty(rx)?;
            let x = rx.operand(ops[2], at)?;
            let v = super::composite::copy_logical(rx, x, t, at)?;
            let name = rx.result_name(ops[1]);
            if !name.is_empty() && v != x && v.kind() == crate::llvm::ir::ValueKind::Instruction {
                rx.b.set_name(v, &name);
            }
            rx.define(ops[1], v);
        }
        op::Undef => {
            let u = rx.b.undef(ty(rx)?);
            rx.define(ops[1], u);
        }
        op::SizeOf => {
            let t = ty(rx)?;
            let p = rx.operand(ops[2], at)?;
            let size = p
                .type_of()
                .element()
                .map(|e| rx.b.type_alloc_size(e))
                .unwrap_or(0);
            let v = rx.b.const_int(t, &[size]);
            rx.define(ops[1], v);
        }
        op::Load => load(rx, ops, at)?,
        op::Store => {
            let ptr = rx.operand(ops[0], at)?;
            let elem = ptr
                .type_of()
                .element()
                .filter(|_| ptr.type_of().kind() == TypeKind::Pointer);
            let Some(elem) = elem else {
                return Err(rx.error_at(at, "a store through a value that is not a pointer"));
            };
            rx.require_sized(elem, at, "a store")?;
            let val = rx.value_as(ops[1], elem, at)?;
            let s = rx.b.store(val, ptr);
            memory_access(rx, s, ops.get(2..).unwrap_or(&[]), ops[0]);
        }
        op::Variable => {
            let ptr_ty = ty(rx)?;
            let pointee = ptr_ty
                .element()
                .ok_or_else(|| rx.error_at(at, "variable of a non-pointer type"))?;
            rx.require_sized(pointee, at, "a function variable")?;
            let f = rx
                .current_fn
                .ok_or_else(|| rx.error_at(at, "a variable outside a function"))?;
            // In the entry block where it stands (some producers place variables after other
            // instructions), else at the start of the entry block.
            let in_entry = rx.b.current_block().is_some()
                && rx.b.current_block() == rx.b.entry_block(f)
                && !rx.materializing;
            let a = if in_entry {
                rx.b.alloca(pointee, &rx.result_name(ops[1]))
            } else {
                rx.b.alloca_in_entry(f, pointee, &rx.result_name(ops[1]))
            };
            if let Some(al) = rx
                .decoration(ops[1], enums::Decoration::Alignment)
                .and_then(|p| p.first())
            {
                rx.b.set_alignment(a, *al);
            }
            if let Some(&init) = ops.get(3) {
                let v = rx.value_as(init, pointee, at)?;
                rx.b.store(v, a);
            }
            rx.define(ops[1], a);
        }
        op::FPGARegINTEL => {
            let x = rx.operand(ops[2], at)?;
            let r = rx.annotate(x, "__builtin_intel_fpga_reg", &rx.result_name(ops[1]));
            rx.define(ops[1], r);
        }
        op::AccessChain
        | op::InBoundsAccessChain
        | op::PtrAccessChain
        | op::InBoundsPtrAccessChain => access_chain(rx, opcode, ops, at)?,
        op::PtrDiff => {
            let t = ty(rx)?;
            let (a, b) = rx.operand_pair(ops[2], ops[3], at)?;
            let elem = a
                .type_of()
                .element()
                .ok_or_else(|| rx.error_at(at, "OpPtrDiff of values that are not pointers"))?;
            let ia =
                rx.b.unfolded((0, a), |x| rx.b.cast(O::LLVMPtrToInt, x, t, ""));
            let ib =
                rx.b.unfolded((0, b), |x| rx.b.cast(O::LLVMPtrToInt, x, t, ""));
            let diff = rx.b.binop(O::LLVMSub, ia, ib, "");
            let size = rx.b.type_alloc_size(elem).max(1);
            let size = rx.b.const_int(t, &[size]);
            let v = rx.b.binop(O::LLVMSDiv, diff, size, &rx.result_name(ops[1]));
            rx.b.set_exact(v);
            rx.define(ops[1], v);
        }
        op::FunctionCall => function_call(rx, ops, at)?,
        op::AsmCallINTEL => asm_call(rx, ops, at)?,
        op::FunctionPointerCallINTEL => {
            let callee = rx.operand(ops[2], at)?;
            let fn_ty = callee
                .type_of()
                .element()
                .filter(|t| t.kind() == TypeKind::Function);
            let Some(fn_ty) = fn_ty else {
                return Err(rx.error_at(
                    at,
                    "an indirect call through a value that is not a function pointer",
                ));
            };
            let params = fn_ty.param_types();
            if params.len() != ops.len() - 3 {
                return Err(rx.error_at(
                    at,
                    "the number of arguments does not match the function type",
                ));
            }
            let mut args = Vec::new();
            for (k, &a) in ops[3..].iter().enumerate() {
                args.push(rx.value_as(a, params[k], at)?);
            }
            let v =
                rx.b.call_indirect(fn_ty, callee, &args, &rx.result_name(ops[1]));
            rx.b.set_instruction_call_conv(v, super::functions::SPIR_FUNC);
            rx.define(ops[1], v);
        }
        op::Return => {
            let f = rx
                .current_fn
                .and_then(|f| f.type_of().element())
                .and_then(|t| t.return_type());
            match f {
                Some(t) if t.kind() != TypeKind::Void => {
                    let u = rx.b.undef(t);
                    rx.b.ret(Some(u));
                }
                _ => {
                    rx.b.ret(None);
                }
            }
        }
        op::ReturnValue => {
            let ret = rx
                .current_fn
                .and_then(|f| f.type_of().element())
                .and_then(|t| t.return_type());
            let x = match ret {
                Some(t) if t.kind() != TypeKind::Void => rx.value_as(ops[0], t, at)?,
                _ => return Err(rx.error_at(at, "OpReturnValue in a function returning void")),
            };
            rx.b.ret(Some(x));
        }
        op::Unreachable | op::Kill | op::TerminateInvocation => {
            rx.b.unreachable();
        }
        op::Branch => {
            let bb = rx.block(ops[0], at)?;
            let br = rx.b.br(bb);
            rx.loop_metadata(br, ops[0]);
        }
        op::BranchConditional => {
            let c = rx.operand(ops[0], at)?;
            let c = rx.coerce(c, rx.b.int_type(1), at)?;
            let (t, f) = (rx.block(ops[1], at)?, rx.block(ops[2], at)?);
            let br = rx.b.cond_br(c, t, f);
            if let [wt, wf] = ops.get(3..).unwrap_or(&[]) {
                let s = crate::llvm::build::MdOperand::String("branch_weights".into());
                let node = rx.b.md_node(&[
                    s,
                    crate::llvm::build::MdOperand::Int(32, u64::from(*wt)),
                    crate::llvm::build::MdOperand::Int(32, u64::from(*wf)),
                ]);
                rx.b.set_metadata(br, "prof", node);
            }
            rx.loop_metadata(br, ops[1]);
            rx.loop_metadata(br, ops[2]);
        }
        op::Switch => switch(rx, ops, at)?,
        op::LoopMerge => rx.record_loop(ops, at),
        op::LoopControlINTEL => {
            let mut loop_ops = vec![0, 0];
            loop_ops.extend_from_slice(ops);
            rx.record_loop(&loop_ops, at);
        }
        op::CompositeExtract
        | op::CompositeInsert
        | op::CompositeConstruct
        | op::VectorExtractDynamic
        | op::VectorInsertDynamic
        | op::VectorShuffle
        | op::Transpose
        | op::VectorTimesScalar
        | op::MatrixTimesScalar
        | op::VectorTimesMatrix
        | op::MatrixTimesVector
        | op::MatrixTimesMatrix
        | op::OuterProduct => super::composite::translate(rx, opcode, ops, at)?,
        op::MemoryBarrier => memory_barrier(rx, ops, at)?,
        op::LifetimeStart | op::LifetimeStop => lifetime(rx, opcode, ops, at)?,
        op::VariableLengthArrayINTEL => {
            let ptr_ty = ty(rx)?;
            let elem = ptr_ty
                .element()
                .ok_or_else(|| rx.error_at(at, "a variable-length array of a non-pointer type"))?;
            let n = rx.operand(ops[2], at)?;
            if n.type_of().kind() != TypeKind::Integer {
                return Err(rx.error_at(
                    at,
                    "the length of a variable-length array is not an integer",
                ));
            }
            let a = rx.b.array_alloca(elem, n, &rx.result_name(ops[1]));
            if let Some(al) = rx
                .decoration(ops[1], enums::Decoration::Alignment)
                .and_then(|p| p.first())
            {
                rx.b.set_alignment(a, *al);
            }
            rx.define(ops[1], a);
        }
        op::SaveMemoryINTEL => {
            let f =
                rx.b.intrinsic("llvm.stacksave", &[])
                    .ok_or_else(|| rx.error_at(at, "no llvm.stacksave"))?;
            let r = rx.b.call(f, &[], &rx.result_name(ops[1]));
            rx.define(ops[1], r);
        }
        op::RestoreMemoryINTEL => {
            let p = rx.operand(ops[0], at)?;
            if p.type_of().kind() != TypeKind::Pointer {
                return Err(rx.error_at(at, "the memory to restore is not a pointer"));
            }
            let p = rx.as_i8_ptr(p);
            let f =
                rx.b.intrinsic("llvm.stackrestore", &[])
                    .ok_or_else(|| rx.error_at(at, "no llvm.stackrestore"))?;
            rx.b.call(f, &[p], "");
        }
        op::CopyMemory | op::CopyMemorySized => copy_memory(rx, opcode, ops, at)?,
        op::BitReverse => intrinsic(rx, "llvm.bitreverse", ops, at)?,
        op::IAddCarry => carry(rx, "llvm.uadd.with.overflow", ops, at)?,
        op::ISubBorrow => carry(rx, "llvm.usub.with.overflow", ops, at)?,
        op::ExpectKHR => {
            let t = ty(rx)?;
            let (v, e) = (rx.value_as(ops[2], t, at)?, rx.value_as(ops[3], t, at)?);
            let f =
                rx.b.intrinsic("llvm.expect", &[t])
                    .ok_or_else(|| rx.error_at(at, "no llvm.expect for this type"))?;
            let r = rx.b.call(f, &[v, e], &rx.result_name(ops[1]));
            rx.define(ops[1], r);
        }
        op::AssumeTrueKHR => {
            let c = rx.operand(ops[0], at)?;
            let f =
                rx.b.intrinsic("llvm.assume", &[])
                    .ok_or_else(|| rx.error_at(at, "no llvm.assume"))?;
            rx.b.call(f, &[c], "");
        }
        op::ExtInst => ext_inst(rx, ops, at)?,
        op::GenericCastToPtrExplicit => {
            // Through `i8` pointers, as the incumbent calls it.
            let t = ty(rx)?;
            let x = rx.operand(ops[2], at)?;
            let sc = ops[3];
            let space = super::address_space(sc).unwrap_or(0);
            let i8t = rx.b.int_type(8);
            let i8g =
                rx.b.pointer_type(i8t, x.type_of().address_space().unwrap_or(4));
            let xi = rx.cast(O::LLVMBitCast, x, i8g);
            let xi = rx.b.bitcast_always(xi, i8g, "");
            let ret = rx.b.pointer_type(i8t, space);
            let to = match sc {
                enums::StorageClass::CrossWorkgroup => "Global",
                enums::StorageClass::Workgroup => "Local",
                _ => "Private",
            };
            let base = format!("__spirv_GenericCastToPtrExplicit_To{to}");
            let r = spirv_calls::call_returning(rx, &base, ret, &[xi, rx.i32(u64::from(sc))], "");
            let v = rx.cast(O::LLVMBitCast, r, t);
            if !rx.result_name(ops[1]).is_empty() && v != r {
                rx.b.set_name(v, &rx.result_name(ops[1]));
            }
            rx.define(ops[1], v);
        }
        _ => spirv_calls::call(rx, opcode, ops, at)?,
    }
    Ok(())
}

/// Conversions: LLVM casts, or `__spirv_Convert*_R{type}{_sat}{_rt*}` calls when a saturation or
/// rounding decoration asks for what a cast cannot say.
fn conversion<'c>(
    rx: &mut Rx<'c, '_>,
    opcode: u16,
    cast: Option<O>,
    ops: &[u32],
    at: InstId,
) -> Result<()> {
    let ty = rx.ty(ops[0], at)?;
    let x = rx.operand(ops[2], at)?;
    let postfix = rx.decoration_postfixes(ops[1]);
    if !postfix.is_empty() {
        return spirv_calls::call(rx, opcode, ops, at);
    }
    let name = rx.result_name(ops[1]);
    let (from_ptr, to_ptr) = (
        x.type_of().kind() == TypeKind::Pointer,
        ty.kind() == TypeKind::Pointer,
    );
    let c = match cast {
        Some(O::LLVMPtrToInt) if !from_ptr => {
            return Err(rx.error_at(at, "OpConvertPtrToU of a value that is not a pointer"));
        }
        Some(O::LLVMIntToPtr) if !to_ptr => {
            return Err(rx.error_at(at, "OpConvertUToPtr to a type that is not a pointer"));
        }
        Some(O::LLVMAddrSpaceCast) if !from_ptr || !to_ptr => {
            return Err(rx.error_at(at, "a pointer cast of a value that is not a pointer"));
        }
        Some(O::LLVMAddrSpaceCast) if x.type_of().address_space() == ty.address_space() => {
            O::LLVMBitCast
        }
        Some(c) => c,
        None => width_cast(opcode, x.type_of(), ty),
    };
    if matches!(
        c,
        O::LLVMFPToSI
            | O::LLVMFPToUI
            | O::LLVMSIToFP
            | O::LLVMUIToFP
            | O::LLVMTrunc
            | O::LLVMZExt
            | O::LLVMSExt
            | O::LLVMFPExt
            | O::LLVMFPTrunc
    ) && x.type_of().vector_len() != ty.vector_len()
    {
        return Err(rx.error_at(
            at,
            "a conversion between types of different component counts",
        ));
    }
    if c == O::LLVMAddrSpaceCast {
        // addrspacecast keeps the pointee: change it first if needed.
        let mid = rx.b.pointer_type(
            ty.element().unwrap_or(ty),
            x.type_of().address_space().unwrap_or(0),
        );
        let y = rx.cast(O::LLVMBitCast, x, mid);
        let v = rx.b.unfolded((0, y), |y| rx.b.cast(c, y, ty, &name));
        rx.define(ops[1], v);
        return Ok(());
    }
    let v = if c == O::LLVMBitCast && x.type_of() == ty {
        x
    } else {
        rx.b.unfolded((0, x), |x| rx.b.cast(c, x, ty, &name))
    };
    rx.define(ops[1], v);
    Ok(())
}

/// OpBitcast: pointer↔integer casts where one side is a pointer, element-wise through an
/// integer when a pointer meets a vector; a plain bitcast otherwise.
fn bitcast<'c>(
    rx: &mut Rx<'c, '_>,
    x: Value<'c>,
    ty: Type<'c>,
    name: &str,
    at: InstId,
) -> Result<Value<'c>> {
    let from = x.type_of();
    if from == ty {
        return Ok(x);
    }
    let (from_ptr, to_ptr) = (
        from.kind() == TypeKind::Pointer,
        ty.kind() == TypeKind::Pointer,
    );
    if from_ptr != to_ptr {
        // pointer ↔ vector: through an integer of the pointer's width.
        let int_t = rx.b.int_type(rx.pointer_bits);
        if from_ptr && ty.kind() == TypeKind::Vector {
            let i =
                rx.b.unfolded((0, x), |x| rx.b.cast(O::LLVMPtrToInt, x, int_t, ""));
            return Ok(rx.b.cast(O::LLVMBitCast, i, ty, name));
        }
        if to_ptr && from.kind() == TypeKind::Vector {
            let i =
                rx.b.unfolded((0, x), |x| rx.b.cast(O::LLVMBitCast, x, int_t, ""));
            return Ok(rx.b.cast(O::LLVMIntToPtr, i, ty, name));
        }
    } else if !from_ptr && rx.b.type_size_bits(from) != rx.b.type_size_bits(ty) {
        return Err(rx.error_at(
            at,
            format!(
                "OpBitcast between types of different sizes ({} and {})",
                from.display(),
                ty.display()
            ),
        ));
    }
    let kind = bitcast_kind(from, ty);
    if kind == O::LLVMAddrSpaceCast {
        let mid = rx.b.pointer_type(
            ty.element().unwrap_or(ty),
            from.address_space().unwrap_or(0),
        );
        let y = rx.cast(O::LLVMBitCast, x, mid);
        return Ok(rx.b.unfolded((0, y), |y| rx.b.cast(kind, y, ty, name)));
    }
    Ok(rx.b.unfolded((0, x), |x| rx.b.cast(kind, x, ty, name)))
}

/// OpSMod: the remainder with the sign of the divisor, as the incumbent expands it.
fn smod(rx: &mut Rx<'_, '_>, ops: &[u32], at: InstId) -> Result<()> {
    let (a, b) = rx.operand_pair(ops[2], ops[3], at)?;
    let zero = rx.b.const_null(a.type_of());
    let r =
        rx.b.unfolded((0, a), |a| rx.b.binop(O::LLVMSRem, a, b, "srem.res"));
    let x =
        rx.b.unfolded((0, a), |a| rx.b.binop(O::LLVMXor, a, b, "xor.res"));
    let sign = rx.b.icmp(IP::LLVMIntSLT, x, zero, "cmpsign.res");
    let nz = rx.b.icmp(IP::LLVMIntNE, r, zero, "cmpsrem.res");
    let add = rx.b.binop(O::LLVMAdd, r, b, "add.res");
    rx.b.set_no_signed_wrap(add);
    let cmp = rx.b.binop(O::LLVMAnd, sign, nz, "cmp.res");
    let v = rx.b.select(cmp, add, r, &rx.result_name(ops[1]));
    rx.define(ops[1], v);
    Ok(())
}

/// OpFMod: the remainder with the sign of the divisor, as the incumbent expands it.
fn fmod(rx: &mut Rx<'_, '_>, ops: &[u32], at: InstId) -> Result<()> {
    let (a, b) = rx.operand_pair(ops[2], ops[3], at)?;
    let t = a.type_of();
    let r =
        rx.b.unfolded((0, a), |a| rx.b.binop(O::LLVMFRem, a, b, "frem.res"));
    rx.apply_flags(ops[1], r);
    let copysign =
        rx.b.intrinsic("llvm.copysign", &[t])
            .ok_or_else(|| rx.error_at(at, "no llvm.copysign for this type"))?;
    let c = rx.b.call(copysign, &[r, b], "copysign.res");
    let f = rx.b.binop(O::LLVMFAdd, r, b, "fadd.res");
    rx.apply_flags(ops[1], f);
    let cmp = rx.b.fcmp(RP::LLVMRealONE, r, c, "cmp.res");
    let v = rx.b.select(cmp, f, c, &rx.result_name(ops[1]));
    rx.define(ops[1], v);
    Ok(())
}

/// `zext` when `select c, a, b` chooses between 1 and 0 in each lane, `sext` between -1 and 0
/// (integers of more than one bit, as many lanes as the condition).
fn bool_extension(c: Value<'_>, a: Value<'_>, b: Value<'_>) -> Option<O> {
    fn lanes_and_bits(t: Type<'_>) -> Option<(u32, u32)> {
        match t.kind() {
            TypeKind::Vector => Some((t.vector_len()?, t.element()?.int_width()?)),
            _ => Some((1, t.int_width()?)),
        }
    }
    let (lanes, bits) = lanes_and_bits(a.type_of())?;
    if bits < 2 || lanes_and_bits(c.type_of())? != (lanes, 1) {
        return None;
    }
    match (splat_int(a)?, splat_int(b)?) {
        (1, 0) => Some(O::LLVMZExt),
        (-1, 0) => Some(O::LLVMSExt),
        _ => None,
    }
}

/// The value of an integer constant, or of every lane of a vector constant when they are equal.
fn splat_int(v: Value<'_>) -> Option<i64> {
    match v.kind() {
        ValueKind::ConstantInt => v.const_int_sext(),
        ValueKind::ConstantAggregateZero => Some(0),
        ValueKind::ConstantDataVector | ValueKind::ConstantVector => {
            let n = v.type_of().vector_len()?;
            let first = v.const_element(0)?.const_int_sext()?;
            (1..n)
                .all(|k| v.const_element(k).and_then(|e| e.const_int_sext()) == Some(first))
                .then_some(first)
        }
        _ => None,
    }
}

/// Alignment, volatility and non-temporality from a MemoryAccess operand (and a Volatile
/// decoration on the pointer).
fn memory_access<'c>(rx: &mut Rx<'c, '_>, inst: Value<'c>, words: &[u32], ptr: u32) {
    super::alias_scopes::attach(rx, inst, words);
    if rx.has_decoration(ptr, enums::Decoration::Volatile) {
        rx.b.set_volatile(inst);
    }
    let Some(&mask) = words.first() else { return };
    if mask & enums::MemoryAccess::Volatile != 0 {
        rx.b.set_volatile(inst);
    }
    if mask & enums::MemoryAccess::Aligned != 0 {
        if let Some(&a) = words.get(1).filter(|a| a.is_power_of_two()) {
            rx.b.set_alignment(inst, a);
        }
    }
    if mask & enums::MemoryAccess::Nontemporal != 0 {
        let node = rx.b.md_node(&[crate::llvm::build::MdOperand::Int(32, 1)]);
        rx.b.set_metadata(inst, "nontemporal", node);
    }
}

fn load<'c>(rx: &mut Rx<'c, '_>, ops: &[u32], at: InstId) -> Result<()> {
    let ty = rx.ty(ops[0], at)?;
    rx.require_sized(ty, at, "a load")?;
    if let Some(v) = load_builtin_variable(rx, ops, at)? {
        rx.define(ops[1], v);
        return Ok(());
    }
    let ptr = rx.operand(ops[2], at)?;
    let ptr = match ptr.type_of().element() {
        Some(e) if ptr.type_of().kind() == TypeKind::Pointer && e == ty => ptr,
        Some(_) if ptr.type_of().kind() == TypeKind::Pointer => {
            let p =
                rx.b.pointer_type(ty, ptr.type_of().address_space().unwrap_or(0));
            rx.cast(O::LLVMBitCast, ptr, p)
        }
        _ => return Err(rx.error_at(at, "a load through a value that is not a pointer")),
    };
    let v = rx.b.load(ptr, &rx.result_name(ops[1]));
    memory_access(rx, v, ops.get(3..).unwrap_or(&[]), ops[2]);
    rx.define(ops[1], v);
    Ok(())
}

/// Hook for BuiltIn variables in the function form (`--spirv-builtin-format=function`, the
/// default): an `OpLoad` whose pointer comes from a BuiltIn variable (directly or through
/// access chains and casts, see [`builtin_root`]) may be replaced by calls here, returning the
/// loaded value. `None` keeps the load from the `__spirv_BuiltIn*` global (the global form).
/// Globals that end up unused are deleted at the end of the translation.
pub(crate) fn load_builtin_variable<'c>(
    rx: &mut Rx<'c, '_>,
    ops: &[u32],
    _at: InstId,
) -> Result<Option<Value<'c>>> {
    let _ = (rx, ops);
    Ok(None)
}

fn access_chain<'c>(rx: &mut Rx<'c, '_>, opcode: u16, ops: &[u32], at: InstId) -> Result<()> {
    let base = rx.operand(ops[2], at)?;
    let mut idx = Vec::new();
    if matches!(opcode, op::AccessChain | op::InBoundsAccessChain) {
        idx.push(rx.i32(0));
    }
    for &x in &ops[3..] {
        idx.push(rx.operand(x, at)?);
    }
    let idx = rx.gep_indices(base.type_of(), idx, at)?;
    let inbounds = matches!(opcode, op::InBoundsAccessChain | op::InBoundsPtrAccessChain);
    let name = rx.result_name(ops[1]);
    let mut v =
        if idx.len() == 1 && !matches!(opcode, op::PtrAccessChain | op::InBoundsPtrAccessChain) {
            base
        } else {
            rx.b.unfolded((0, base), |p| rx.b.gep(p, &idx, inbounds, &name))
        };
    // The result type may differ from what the GEP gives (e.g. a pointer to an array element
    // seen as a pointer to another type): cast it.
    let want = rx.ty(ops[0], at)?;
    if v.type_of() != want {
        v = rx.coerce(v, want, at)?;
    }
    rx.define(ops[1], v);
    Ok(())
}

fn function_call<'c>(rx: &mut Rx<'c, '_>, ops: &[u32], at: InstId) -> Result<()> {
    let f = super::functions::function_value(rx, ops[2], at)?;
    let params = f
        .type_of()
        .element()
        .map(|t| t.param_types())
        .unwrap_or_default();
    if params.len() != ops.len() - 3 {
        return Err(rx.error_at(
            at,
            "the number of arguments does not match the called function",
        ));
    }
    let mut args = Vec::new();
    for (k, &a) in ops[3..].iter().enumerate() {
        args.push(rx.value_as(a, params[k], at)?);
    }
    let v = rx.b.call(f, &args, &rx.result_name(ops[1]));
    rx.b.copy_attributes_to_call(v, f);
    rx.define(ops[1], v);
    super::alias_scopes::attach_decorations(rx, v, ops[1]);
    Ok(())
}

/// `OpAsmCallINTEL`: a call of the inline assembly its `OpAsmINTEL` describes (function type,
/// assembly, constraints; side effects when decorated `SideEffectsINTEL`).
fn asm_call<'c>(rx: &mut Rx<'c, '_>, ops: &[u32], at: InstId) -> Result<()> {
    let asm_id = ops[2];
    let def = rx
        .def(asm_id)
        .filter(|&d| rx.m.opcode(d) == op::AsmINTEL)
        .ok_or_else(|| rx.error_at(at, format!("%{asm_id} is not an OpAsmINTEL")))?;
    let asm_ops = rx.m.operands(def).to_vec();
    let [_, _, fn_ty_id, _target, strings @ ..] = &asm_ops[..] else {
        return Err(rx.error_at(def, "OpAsmINTEL without its operands"));
    };
    let fn_ty = rx.ty(*fn_ty_id, def)?;
    if fn_ty.kind() != TypeKind::Function {
        return Err(rx.error_at(def, "OpAsmINTEL whose type is not a function type"));
    }
    let bad = || {
        rx.error_at(
            def,
            "OpAsmINTEL without its assembly and constraint strings",
        )
    };
    let (text, used) = crate::spirv::layout::decode_string(strings).ok_or_else(bad)?;
    let rest = strings.get(used..).unwrap_or_default();
    let (constraints, _) = crate::spirv::layout::decode_string(rest).ok_or_else(bad)?;
    let side_effects = rx.has_decoration(asm_id, enums::Decoration::SideEffectsINTEL);
    let asm = rx.b.inline_asm(fn_ty, &text, &constraints, side_effects);
    let params = fn_ty.param_types();
    if params.len() != ops.len() - 3 {
        return Err(rx.error_at(
            at,
            "the number of arguments does not match the assembly's function type",
        ));
    }
    let mut args = Vec::with_capacity(params.len());
    for (k, &a) in ops[3..].iter().enumerate() {
        args.push(rx.value_as(a, params[k], at)?);
    }
    let v = rx.b.call(asm, &args, &rx.result_name(ops[1]));
    rx.define(ops[1], v);
    Ok(())
}

fn switch<'c>(rx: &mut Rx<'c, '_>, ops: &[u32], at: InstId) -> Result<()> {
    let sel = rx.operand(ops[0], at)?;
    let default = rx.block(ops[1], at)?;
    let ty = sel.type_of();
    let Some(width) = ty.int_width() else {
        return Err(rx.error_at(at, "a switch on a value that is not an integer"));
    };
    let words = if width > 32 { 2 } else { 1 };
    let mut cases: Vec<(Value<'c>, crate::llvm::ir::BasicBlock<'c>)> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for chunk in ops[2..].chunks(words + 1) {
        if chunk.len() != words + 1 {
            return Err(rx.error_at(at, "incomplete switch target"));
        }
        let mut lit = if words == 2 {
            u64::from(chunk[0]) | (u64::from(chunk[1]) << 32)
        } else {
            u64::from(chunk[0])
        };
        if width < 64 {
            lit &= (1u64 << width) - 1;
        }
        if !seen.insert(lit) {
            return Err(rx.error_at(at, format!("the switch has two cases for {lit}")));
        }
        let bb = rx.block(chunk[words], at)?;
        cases.push((rx.b.const_int(ty, &[lit]), bb));
    }
    let s = rx.b.switch(sel, default, &cases);
    for chunk in ops[2..].chunks(words + 1) {
        rx.loop_metadata(s, chunk[words]);
    }
    rx.loop_metadata(s, ops[1]);
    Ok(())
}

/// Atomic instructions → LLVM atomics with orderings from the memory semantics and sync scopes
/// from the scope. Hook: the CL1.2/CL2.0 environments may turn these into OpenCL builtin calls.
pub(crate) fn atomic<'c>(rx: &mut Rx<'c, '_>, opcode: u16, ops: &[u32], at: InstId) -> Result<()> {
    let volatile = |sem: u64| sem & u64::from(enums::MemorySemantics::Volatile) != 0;
    match opcode {
        op::AtomicLoad => {
            let ty = rx.ty(ops[0], at)?;
            rx.require_sized(ty, at, "an atomic load")?;
            let ptr = rx.operand(ops[2], at)?;
            if ptr.type_of().element() != Some(ty) {
                return Err(rx.error_at(at, "the pointer does not point to the result type"));
            }
            let sem = rx.const_operand(ops[4]);
            let v = rx.b.load(ptr, &rx.result_name(ops[1]));
            rx.b.set_atomic(
                v,
                load_ordering(ordering(sem)),
                sync_scope(rx.const_operand(ops[3])),
            );
            rx.b.set_alignment(v, atomic_align(rx, ty));
            if volatile(sem) {
                rx.b.set_volatile(v);
            }
            rx.define(ops[1], v);
        }
        op::AtomicStore => {
            let ptr = rx.operand(ops[0], at)?;
            let elem = ptr.type_of().element().ok_or_else(|| {
                rx.error_at(at, "an atomic store through a value that is not a pointer")
            })?;
            rx.require_sized(elem, at, "an atomic store")?;
            let val = rx.value_as(ops[3], elem, at)?;
            let sem = rx.const_operand(ops[2]);
            let s = rx.b.store(val, ptr);
            rx.b.set_atomic(
                s,
                store_ordering(ordering(sem)),
                sync_scope(rx.const_operand(ops[1])),
            );
            rx.b.set_alignment(s, atomic_align(rx, elem));
            if volatile(sem) {
                rx.b.set_volatile(s);
            }
        }
        op::AtomicCompareExchange | op::AtomicCompareExchangeWeak => {
            let ty = rx.ty(ops[0], at)?;
            let ptr = rx.operand(ops[2], at)?;
            if ty.kind() != TypeKind::Integer || ptr.type_of().element() != Some(ty) {
                return spirv_calls::call(rx, opcode, ops, at);
            }
            let (new, cmp) = (rx.value_as(ops[6], ty, at)?, rx.value_as(ops[7], ty, at)?);
            let sem = rx.const_operand(ops[4]);
            let success = ordering(sem);
            let failure = load_ordering(ordering(rx.const_operand(ops[5])));
            let failure = if (failure as u32) > (success as u32)
                || success == AO::LLVMAtomicOrderingRelease
            {
                load_ordering(success)
            } else {
                failure
            };
            let x = rx.b.cmpxchg(ptr, cmp, new, success, failure);
            rx.b.set_sync_scope(x, sync_scope(rx.const_operand(ops[3])));
            if volatile(sem) {
                rx.b.set_atomic_volatile(x);
            }
            let v = rx.b.extract_value(x, 0, &rx.result_name(ops[1]));
            rx.define(ops[1], v);
        }
        op::AtomicIIncrement | op::AtomicIDecrement => {
            let ptr = rx.operand(ops[2], at)?;
            let ty = rx.ty(ops[0], at)?;
            if ptr.type_of().element() != Some(ty) {
                return Err(rx.error_at(at, "the pointer does not point to the result type"));
            }
            let one = rx.b.const_int(ty, &[1]);
            let rmw = if opcode == op::AtomicIIncrement {
                RMW::LLVMAtomicRMWBinOpAdd
            } else {
                RMW::LLVMAtomicRMWBinOpSub
            };
            let sem = rx.const_operand(ops[4]);
            let v = rx.b.atomic_rmw(rmw, ptr, one, ordering(sem));
            rx.b.set_sync_scope(v, sync_scope(rx.const_operand(ops[3])));
            if volatile(sem) {
                rx.b.set_atomic_volatile(v);
            }
            rx.b.set_name(v, &rx.result_name(ops[1]));
            rx.define(ops[1], v);
        }
        _ => {
            let Some(rmw) = rmw_to_llvm(opcode) else {
                return spirv_calls::call(rx, opcode, ops, at);
            };
            let ty = rx.ty(ops[0], at)?;
            let ptr = rx.operand(ops[2], at)?;
            let float_ok = rmw == RMW::LLVMAtomicRMWBinOpXchg || rmw == RMW::LLVMAtomicRMWBinOpFAdd;
            let ok_type = match ty.kind() {
                TypeKind::Integer => rmw != RMW::LLVMAtomicRMWBinOpFAdd,
                TypeKind::Half | TypeKind::Float | TypeKind::Double => float_ok,
                _ => false,
            };
            if !ok_type || ptr.type_of().element() != Some(ty) {
                return spirv_calls::call(rx, opcode, ops, at);
            }
            let val = rx.value_as(ops[5], ty, at)?;
            let sem = rx.const_operand(ops[4]);
            let v = rx.b.atomic_rmw(rmw, ptr, val, ordering(sem));
            rx.b.set_sync_scope(v, sync_scope(rx.const_operand(ops[3])));
            if volatile(sem) {
                rx.b.set_atomic_volatile(v);
            }
            rx.b.set_name(v, &rx.result_name(ops[1]));
            rx.define(ops[1], v);
        }
    }
    Ok(())
}

/// Atomic loads and stores need an explicit alignment: the type's size.
fn atomic_align(rx: &Rx<'_, '_>, t: Type<'_>) -> u32 {
    (rx.b.type_size_bits(t) / 8).clamp(1, 1 << 16) as u32
}

/// OpMemoryBarrier → `fence` (a relaxed barrier orders nothing: a `__spirv_MemoryBarrier` call
/// keeps it). Hook: the CL environments may turn it into `mem_fence`/`atomic_work_item_fence`.
pub(crate) fn memory_barrier(rx: &mut Rx<'_, '_>, ops: &[u32], at: InstId) -> Result<()> {
    let sem = rx.const_operand(ops[1]);
    if sem & 0x1e == 0 {
        return spirv_calls::call(rx, op::MemoryBarrier, ops, at);
    }
    let f = rx.b.fence(ordering(sem));
    rx.b.set_sync_scope(f, sync_scope(rx.const_operand(ops[0])));
    Ok(())
}

fn lifetime(rx: &mut Rx<'_, '_>, opcode: u16, ops: &[u32], at: InstId) -> Result<()> {
    let ptr = rx.operand(ops[0], at)?;
    if ptr.type_of().kind() != TypeKind::Pointer {
        return Err(rx.error_at(at, "a lifetime marker on a value that is not a pointer"));
    }
    let p = rx.as_i8_ptr(ptr);
    let name = if opcode == op::LifetimeStart {
        "llvm.lifetime.start"
    } else {
        "llvm.lifetime.end"
    };
    let f =
        rx.b.intrinsic(name, &[p.type_of()])
            .ok_or_else(|| rx.error_at(at, "no lifetime intrinsic for this pointer"))?;
    let i64t = rx.b.int_type(64);
    let size = if ops[1] == 0 {
        u64::MAX
    } else {
        u64::from(ops[1])
    };
    let size = rx.b.const_int(i64t, &[size]);
    rx.b.call(f, &[size, p], "");
    Ok(())
}

/// OpCopyMemory and OpCopyMemorySized → `llvm.memcpy` (the size of the pointee for the first).
fn copy_memory<'c>(rx: &mut Rx<'c, '_>, opcode: u16, ops: &[u32], at: InstId) -> Result<()> {
    let (dst, src) = (rx.operand(ops[0], at)?, rx.operand(ops[1], at)?);
    if dst.type_of().kind() != TypeKind::Pointer || src.type_of().kind() != TypeKind::Pointer {
        return Err(rx.error_at(at, "a memory copy between values that are not pointers"));
    }
    let (size, access) = if opcode == op::CopyMemorySized {
        let s = rx.operand(ops[2], at)?;
        if s.type_of().kind() != TypeKind::Integer {
            return Err(rx.error_at(at, "the size is not an integer"));
        }
        (s, ops.get(3..).unwrap_or(&[]))
    } else {
        let elem = dst.type_of().element().unwrap_or(dst.type_of());
        let t = rx.b.int_type(rx.pointer_bits);
        (
            rx.b.const_int(t, &[rx.b.type_alloc_size(elem)]),
            ops.get(2..).unwrap_or(&[]),
        )
    };
    let (d, s) = (rx.as_i8_ptr(dst), rx.as_i8_ptr(src));
    let f =
        rx.b.intrinsic("llvm.memcpy", &[d.type_of(), s.type_of(), size.type_of()])
            .ok_or_else(|| rx.error_at(at, "no llvm.memcpy for these pointers"))?;
    let i1 = rx.b.int_type(1);
    let mask = access.first().copied().unwrap_or(0);
    let vol =
        rx.b.const_int(i1, &[u64::from(mask & enums::MemoryAccess::Volatile != 0)]);
    let call = rx.b.call(f, &[d, s, size, vol], "");
    if mask & enums::MemoryAccess::Aligned != 0 {
        if let Some(&a) = access.get(1).filter(|a| a.is_power_of_two()) {
            rx.b.call_add_int_attribute(call, 1, "align", u64::from(a));
            rx.b.call_add_int_attribute(call, 2, "align", u64::from(a));
        }
    }
    Ok(())
}

/// OpIAddCarry and OpISubBorrow: the `*.with.overflow` intrinsic of the operands' type, its
/// overflow bit widened to that type as the second member of the result struct.
fn carry(rx: &mut Rx<'_, '_>, name: &str, ops: &[u32], at: InstId) -> Result<()> {
    let st = rx.ty(ops[0], at)?;
    let members = st.struct_elements();
    let [t, t2] = members[..] else {
        return Err(rx.error_at(at, "the result type is not a struct of two members"));
    };
    if t != t2 || t.element().unwrap_or(t).kind() != TypeKind::Integer {
        return Err(rx.error_at(at, "the result struct's members are not one integer type"));
    }
    let (a, b) = (rx.value_as(ops[2], t, at)?, rx.value_as(ops[3], t, at)?);
    let f =
        rx.b.intrinsic(name, &[t])
            .ok_or_else(|| rx.error_at(at, format!("no {name} for this type")))?;
    let pair = rx.b.call(f, &[a, b], "");
    let value = rx.b.extract_value(pair, 0, "");
    let flag = rx.b.extract_value(pair, 1, "");
    let flag = rx.b.cast(O::LLVMZExt, flag, t, "");
    let partial = rx.b.insert_value(rx.b.undef(st), value, 0, "");
    let r = rx.b.insert_value(partial, flag, 1, &rx.result_name(ops[1]));
    rx.define(ops[1], r);
    Ok(())
}

/// A one-operand instruction as an overloaded LLVM intrinsic of its result type.
fn intrinsic(rx: &mut Rx<'_, '_>, name: &str, ops: &[u32], at: InstId) -> Result<()> {
    let t = rx.ty(ops[0], at)?;
    let x = rx.value_as(ops[2], t, at)?;
    let f =
        rx.b.intrinsic(name, &[t])
            .ok_or_else(|| rx.error_at(at, format!("no {name} for this type")))?;
    let v = rx.b.call(f, &[x], &rx.result_name(ops[1]));
    rx.define(ops[1], v);
    Ok(())
}

/// OpExtInst: debug-info and unknown non-semantic instructions are skipped here (the debug-info
/// track handles the former); other sets become `__spirv_{set}_{name}` calls (`ocl` for
/// OpenCL.std). Hook: the CL environments turn OpenCL.std instructions into OpenCL builtins.
pub(crate) fn ext_inst(rx: &mut Rx<'_, '_>, ops: &[u32], at: InstId) -> Result<()> {
    let set = match rx.ext_sets.get(&ops[2]) {
        Some(Some(s)) => *s,
        Some(None) => return Ok(()),
        None => return Err(rx.error_at(at, format!("{} is not an OpExtInstImport", ops[2]))),
    };
    if set.name() != "OpenCL.std" {
        return Ok(());
    }
    let def = set
        .instruction(ops[3])
        .ok_or_else(|| rx.error_at(at, format!("unknown OpenCL.std instruction {}", ops[3])))?;
    let ret = rx.ty(ops[0], at)?;
    let mut args = Vec::new();
    for (k, &a) in ops[4..].iter().enumerate() {
        let kind = def.operands.get(k).or(def.operands.last()).map(|o| o.kind);
        let literal = kind.is_some_and(|k| k != OperandKind::IdRef);
        let v = if literal {
            rx.i32(u64::from(a))
        } else {
            rx.operand(a, at)?
        };
        args.push(rx.widen_bool_vector(v));
    }
    let mut base = format!("__spirv_ocl_{}", def.name);
    if matches!(
        def.name,
        "vloadn" | "vload_half" | "vload_halfn" | "vloada_halfn"
    ) {
        base.push_str(&format!("_{}", rx.return_postfix(0, ops[0])));
    }
    let name = rx.result_name(ops[1]);
    let v = spirv_calls::call_returning(rx, &base, ret, &args, &name);
    rx.define(ops[1], v);
    Ok(())
}

impl<'c> Rx<'c, '_> {
    /// OpLoopMerge: remembers the loop control of the loop whose header is the current block,
    /// keyed by the header, for the back-edge branches to it.
    fn record_loop(&mut self, ops: &[u32], at: InstId) {
        let control = ops.get(2).copied().unwrap_or(0);
        let known = crate::mapping::loop_control::to_llvm().fold(0, |a, c| a | c.0);
        if control & (known | enums::LoopControl::DependencyArrayINTEL) == 0 {
            return;
        }
        // The header is the block the merge instruction stands in: its label is the closest
        // OpLabel before it.
        let header = (0..at.0)
            .rev()
            .map(InstId)
            .find(|&k| self.m.opcode(k) == op::Label)
            .and_then(|k| self.m.result_id(k))
            .map(|id| id.0);
        if let Some(h) = header {
            self.loops.insert(h, ops.to_vec());
        }
    }

    /// Attaches `!llvm.loop` to a branch that goes back to a loop header with loop controls.
    fn loop_metadata(&mut self, br: Value<'c>, target: u32) {
        use crate::llvm::build::MdOperand;
        let Some(ops) = self.loops.get(&target).cloned() else {
            return;
        };
        let Some(header_bb) = self.blocks.get(&target).copied() else {
            return;
        };
        // Only back edges: the branch's block comes after the header.
        let cur = self.b.current_block();
        if cur == Some(header_bb) && ops.get(1) != Some(&target) {
            // A single-block loop: the header branches to itself.
            if !self.branch_targets_self(br, header_bb) {
                return;
            }
        } else if cur.is_none() || !self.block_after(cur.unwrap_or(header_bb), header_bb) {
            return;
        }
        let control = ops.get(2).copied().unwrap_or(0);
        let mut params = ops.get(3..).unwrap_or(&[]).iter();
        let mut props = Vec::new();
        for (bit, name, takes) in crate::mapping::loop_control::to_llvm() {
            if control & bit == 0 {
                continue;
            }
            let mut o = vec![MdOperand::String(name.into())];
            if takes {
                o.push(MdOperand::Int(
                    32,
                    u64::from(params.next().copied().unwrap_or(0)),
                ));
            }
            props.push(self.b.md_node(&o));
        }
        if control & enums::LoopControl::DependencyArrayINTEL != 0 {
            // Index groups of nested loops list the outer loop's first: wait for them all.
            self.dependency_loops.push(DependencyLoop {
                br,
                props,
                header: header_bb,
                latch: cur.unwrap_or(header_bb),
                params: params.copied().collect(),
            });
            return;
        }
        if let Some(node) = self.b.distinct_self_ref_node(&props) {
            self.b.set_metadata(br, "llvm.loop", node);
        }
    }

    /// Attaches `!llvm.loop` to the back edges of the function's loops with
    /// DependencyArrayINTEL, outer loops (earlier headers) first.
    pub(crate) fn finish_dependency_loops(&mut self) {
        let mut pending = std::mem::take(&mut self.dependency_loops);
        if pending.is_empty() {
            return;
        }
        let blocks = self
            .current_fn
            .map(|f| f.basic_blocks())
            .unwrap_or_default();
        pending.sort_by_key(|l| blocks.iter().position(|b| *b == l.header));
        for l in pending {
            let mut props = l.props;
            props.extend(self.dependency_arrays(&l.params, l.header, l.latch));
            if let Some(node) = self.b.distinct_self_ref_node(&props) {
                self.b.set_metadata(l.br, "llvm.loop", node);
            }
        }
    }

    /// DependencyArrayINTEL's (array, safelen) pairs → `llvm.loop.parallel_access_indices`
    /// properties, one per safelen: each array gets an index group (accesses to one closure
    /// field share one) that marks the loop's GEPs through it; a GEP an outer loop marked
    /// already gets a list of both groups.
    fn dependency_arrays(
        &mut self,
        params: &[u32],
        header: crate::llvm::ir::BasicBlock<'c>,
        latch: crate::llvm::ir::BasicBlock<'c>,
    ) -> Vec<crate::llvm::build::Md<'c>> {
        use crate::llvm::build::{Md, MdOperand};
        use crate::llvm::ir::Opcode;
        let count = params.first().map_or(0, |&n| n as usize);
        let mut safelens: Vec<(Value<'c>, u32)> = Vec::new();
        for pair in params.get(1..).unwrap_or(&[]).chunks_exact(2).take(count) {
            if let Some(&v) = self.values.get(&pair[0]) {
                safelens.push((v, pair[1]));
            }
        }
        let Some(f) = self.current_fn else {
            return Vec::new();
        };
        let blocks = f.basic_blocks();
        let (Some(first), Some(last)) = (
            blocks.iter().position(|b| *b == header),
            blocks.iter().position(|b| *b == latch),
        ) else {
            return Vec::new();
        };
        let mut array_groups: Vec<(Value<'c>, Md<'c>)> = Vec::new();
        let mut field_groups: Vec<((Value<'c>, u64), Md<'c>)> = Vec::new();
        let mut by_safelen: Vec<(u32, Vec<Md<'c>>)> = Vec::new();
        for bb in blocks.get(first..=last).unwrap_or(&[]) {
            for gep in bb.instructions() {
                if gep.opcode() != Some(Opcode::LLVMGetElementPtr) {
                    continue;
                }
                let Some(mut base) = gep.operand(0) else {
                    continue;
                };
                if base.opcode() == Some(Opcode::LLVMLoad) {
                    base = base.operand(0).unwrap_or(base);
                }
                let Some(&(_, safelen)) = safelens.iter().find(|p| p.0 == base) else {
                    continue;
                };
                let group = match array_groups.iter().find(|g| g.0 == base) {
                    Some(&(_, g)) => g,
                    None => {
                        // A field of a closure: (the closure, the field's index).
                        let field = (base.opcode() == Some(Opcode::LLVMGetElementPtr))
                            .then(|| base.operand(0).zip(base.operand(2)?.const_int_zext()))
                            .flatten();
                        let known = field
                            .and_then(|k| field_groups.iter().find(|g| g.0 == k))
                            .map(|g| g.1);
                        let Some(g) = known.or_else(|| self.b.distinct_node(&[])) else {
                            continue;
                        };
                        if let Some(k) = field {
                            field_groups.push((k, g));
                        }
                        array_groups.push((base, g));
                        match by_safelen.iter_mut().find(|s| s.0 == safelen) {
                            Some(s) if !s.1.contains(&g) => s.1.push(g),
                            Some(_) => {}
                            None => by_safelen.push((safelen, vec![g])),
                        }
                        g
                    }
                };
                let node = match gep.metadata("llvm.index.group") {
                    None => group,
                    Some(prev) => {
                        let mut ops: Vec<MdOperand<'c>> = match prev.operands() {
                            o if o.is_empty() => vec![MdOperand::Node(prev.into())],
                            o => o
                                .into_iter()
                                .flatten()
                                .map(|m| MdOperand::Node(m.into()))
                                .collect(),
                        };
                        ops.push(MdOperand::Node(group));
                        self.b.md_node(&ops)
                    }
                };
                self.b.set_metadata(gep, "llvm.index.group", node);
            }
        }
        by_safelen.sort_by_key(|s| s.0);
        let mut props = Vec::with_capacity(by_safelen.len());
        for (safelen, groups) in by_safelen {
            let mut o = vec![MdOperand::String(
                "llvm.loop.parallel_access_indices".into(),
            )];
            o.extend(groups.into_iter().map(MdOperand::Node));
            if safelen != 0 {
                o.push(MdOperand::Int(32, u64::from(safelen)));
            }
            props.push(self.b.md_node(&o));
        }
        props
    }

    fn branch_targets_self(&self, br: Value<'c>, bb: crate::llvm::ir::BasicBlock<'c>) -> bool {
        br.successors().contains(&bb)
    }

    /// Whether block `a` comes after block `b` in the function.
    fn block_after(
        &self,
        a: crate::llvm::ir::BasicBlock<'c>,
        b: crate::llvm::ir::BasicBlock<'c>,
    ) -> bool {
        let Some(f) = self.current_fn else {
            return false;
        };
        let blocks = f.basic_blocks();
        let pa = blocks.iter().position(|x| *x == a);
        let pb = blocks.iter().position(|x| *x == b);
        matches!((pa, pb), (Some(x), Some(y)) if x >= y)
    }
}
