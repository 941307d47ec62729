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
use crate::spirv::grammar::OperandKind;
use crate::spirv::operands::Operands;
use crate::spirv::tables::{enums, op};
use llvm_sys::{
    LLVMAtomicOrdering as AO, LLVMAtomicRMWBinOp as RMW, LLVMIntPredicate as IP, LLVMOpcode as O,
    LLVMRealPredicate as RP,
};

mod arithmetic;
mod atomics;
mod loops;
mod memory;
use arithmetic::*;
use atomics::*;
use memory::*;

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

    /// The name of `id` for its LLVM value: its `OpName`, or none (empty: LLVM numbers the
    /// value) when it has none, which `OpName` being optional means.
    pub(crate) fn result_name(&self, id: u32) -> String {
        // (OpName is optional: none is no name.)
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

    /// The value of the Scope or Memory Semantics operand `id` of the instruction `at`, which
    /// must be a constant here: callers that can take a non-constant one (Kernel SPIR-V allows
    /// it) check first and pass it as a value.
    fn const_operand(&self, id: u32, at: InstId) -> Result<u64> {
        self.constant_u64(id).ok_or_else(|| {
            self.error_at(
                at,
                format!("the Scope or Memory Semantics operand %{id} is not a constant"),
            )
        })
    }

    /// `p` cast to `i8*` in its address space (a constant expression for constants).
    fn as_i8_ptr(&self, p: Value<'c>) -> Value<'c> {
        // (A pointer: each caller checks it first.)
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
    pub(crate) fn apply_flags(&self, result: u32, v: Value<'c>) {
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
    pub(crate) fn block(&self, id: u32, at: InstId) -> Result<crate::llvm::ir::BasicBlock<'c>> {
        self.blocks
            .get(&id)
            .copied()
            .map_err(|_| self.error_at(at, format!("{id} is not a block of this function")))
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
    crate::spirv::operands::check_required(rx.m, i, opcode, ops.len())?;
    rx.check_operand_kinds(opcode, ops, i)?;
    // Builtins of the target environment (OpenCL 1.2/2.0 or SPV-IR calls) first.
    if super::builtin_calls::translate(rx, i)? {
        return Ok(());
    }
    // (The operands were checked above.)
    translate_checked_op(rx, opcode, ops, i)
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
    crate::spirv::operands::check_required(rx.m, at, opcode, ops.len())?;
    translate_checked_op(rx, opcode, ops, at)
}

/// [`translate_op`] for operands `check_required` has accepted.
fn translate_checked_op<'c>(
    rx: &mut Rx<'c, '_>,
    opcode: u16,
    ops: &[u32],
    at: InstId,
) -> Result<()> {
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
    // The result type where the instruction requires an integer scalar (its value is an
    // integer constant or arithmetic in that type).
    let int_ty = |rx: &Rx<'c, '_>| {
        let t = rx.ty(ops[0], at)?;
        match t.int_width() {
            Some(_) => Ok(t),
            None => Err(rx.error_at(
                at,
                format!(
                    "the result type {} is not an integer scalar type",
                    t.display()
                ),
            )),
        }
    };
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
            // (An integer or boolean scalar or vector: see check_operand_kinds.)
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
            let t = int_ty(rx)?;
            let p = rx.operand(ops[2], at)?;
            let size = p
                .type_of()
                .element()
                .filter(|_| p.type_of().kind() == TypeKind::Pointer)
                .map(|e| rx.b.type_alloc_size(e))
                .ok_or_else(|| rx.error_at(at, "the operand of OpSizeOf is not a pointer"))?;
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
            let t = int_ty(rx)?;
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
            rx.b.set_instruction_call_conv(v, super::declare::SPIR_FUNC);
            argument_attributes(rx, v, ops[1], &params);
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
        op::ArithmeticFenceINTEL => {
            // llvm.arithmetic.fence takes floating-point values; on others the fence orders
            // nothing, and the result is the operand.
            let t = ty(rx)?;
            let fp = |k: TypeKind| matches!(k, TypeKind::Half | TypeKind::Float | TypeKind::Double);
            if fp(t.kind())
                || (t.kind() == TypeKind::Vector && t.element().is_some_and(|e| fp(e.kind())))
            {
                intrinsic(rx, "llvm.arithmetic.fence", ops, at)?
            } else {
                let v = rx.value_as(ops[2], t, at)?;
                rx.define(ops[1], v);
            }
        }
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
            let space = rx.generic_cast_space(sc, at)?;
            let i8t = rx.b.int_type(8);
            let from = x.type_of().address_space().ok_or_else(|| {
                rx.error_at(at, "the operand of a generic pointer cast is not a pointer")
            })?;
            let i8g = rx.b.pointer_type(i8t, from);
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

fn function_call<'c>(rx: &mut Rx<'c, '_>, ops: &[u32], at: InstId) -> Result<()> {
    if let Some(h) = rx.mem_helpers.get(&ops[2]).copied() {
        return match h.kind {
            super::mem_helpers::Kind::Memset => memory::memset_call(rx, ops, h.volatile, at),
            super::mem_helpers::Kind::Memmove => memory::memmove_call(rx, ops, h.volatile, at),
        };
    }
    if let Some(h) = rx.intrinsic_helpers.get(&ops[2]).copied() {
        return intrinsic_helper_call(rx, ops, h.row.intrinsic, at);
    }
    let f = super::declare::function(rx, ops[2], at)?;
    let params = f
        .type_of()
        .element()
        .map(|t| t.param_types())
        // (A function's type is a pointer to its function type.)
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
    let v = rx.b.call(*f, &args, &rx.result_name(ops[1]));
    rx.b.copy_attributes_to_call_without(v, *f, &rx.definition_only_kinds);
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
    // (`used` counts words of `strings`: in range.)
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
/// ArgumentAttributeINTEL (argument index, FunctionParameterAttribute) of an indirect call →
/// the attributes of its arguments (`byval` and `sret` with their pointee type, on pointers).
fn argument_attributes<'c>(rx: &Rx<'c, '_>, call: Value<'c>, id: u32, params: &[Type<'c>]) {
    for &(dec, lits) in rx.decorations(id) {
        let (enums::Decoration::ArgumentAttributeINTEL, &[index, attr]) = (dec, lits) else {
            continue;
        };
        let (Some(name), Some(&t)) = (
            crate::mapping::attributes::param_attribute_to_llvm(attr),
            params.get(index as usize),
        ) else {
            continue;
        };
        match (name, t.element()) {
            ("byval" | "sret", Some(pointee)) => {
                rx.b.call_add_type_attribute(call, index + 1, name, pointee)
            }
            ("zeroext" | "signext", _) if t.kind() == TypeKind::Integer => {
                rx.b.call_add_attribute(call, index + 1, name)
            }
            (_, Some(_)) if !matches!(name, "byval" | "sret" | "zeroext" | "signext") => {
                rx.b.call_add_attribute(call, index + 1, name)
            }
            _ => {}
        }
    }
}

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

/// Makes a lazy module-scope value in the current function.
pub(crate) fn materialize<'c>(
    rx: &mut Rx<'c, '_>,
    id: u32,
    kind: super::Lazy,
    at: InstId,
) -> Result<Value<'c>> {
    match kind {
        super::Lazy::SpecConstantOp => {
            let def = rx
                .def(id)
                .ok_or_else(|| rx.error_at(at, format!("id {id} is not defined")))?;
            let o = Operands::of(rx.m, def);
            let inner = super::values::spec_constant_opcode(rx, def)?;
            let mut fake = vec![o.id(0)?, o.id(1)?];
            fake.extend_from_slice(o.rest(3));
            rx.check_operand_kinds(inner, &fake, def)?;
            let saved = (rx.pos, rx.materializing);
            rx.position_in_entry();
            rx.materializing = true;
            let r = translate_op(rx, inner, &fake, def);
            rx.materializing = saved.1;
            rx.restore_position(saved.0);
            r?;
            rx.local
                .get(&id)
                .copied()
                .ok_or_else(|| rx.error_at(def, "this constant expression has no value"))
        }
    }
}

/// A call of an intrinsic helper (`intrinsic_helpers`): the intrinsic `name` (`llvm.fshl`,
/// `llvm.fshr`, `llvm.bswap`, overloaded on the type of its arguments) with the call's
/// arguments, named as the call.
fn intrinsic_helper_call<'c>(
    rx: &mut Rx<'c, '_>,
    ops: &[u32],
    name: &str,
    at: InstId,
) -> Result<()> {
    let mismatch = "the number of arguments does not match the called function";
    let [_, result, _, ref args @ ..] = *ops else {
        return Err(rx.error_at(at, mismatch));
    };
    let args = args
        .iter()
        .map(|&a| rx.operand(a, at))
        .collect::<Result<Vec<_>>>()?;
    let ty = args
        .first()
        .map(|a| a.type_of())
        .ok_or_else(|| rx.error_at(at, mismatch))?;
    let f =
        rx.b.intrinsic(name, &[ty])
            .ok_or_else(|| rx.error_at(at, format!("no {name} for this type")))?;
    if f.type_of().element().map(|t| t.param_types().len()) != Some(args.len()) {
        return Err(rx.error_at(at, mismatch));
    }
    let v = rx.b.call(f, &args, &rx.result_name(result));
    rx.define(result, v);
    Ok(())
}
