//! LLVM instructions → SPIR-V instructions. Families (binary operators, casts, comparisons,
//! atomic read-modify-write operations, intrinsics that are OpenCL.std calls) are table rows.

use super::Ctx;
use super::atomics;
use crate::error::Result;
use crate::llvm::ir::{Opcode, RealPredicate, TypeKind, Value, ValueKind};
use crate::spirv::Id;
use crate::spirv::tables::{enums, op};
use std::collections::HashMap;

use crate::mapping::ops::{
    binary_to_spirv as binary_opcode, cast_to_spirv as cast_opcode, icmp_to_spirv as icmp_opcode,
};

/// Appends the memory access mask and operands of a load or store (nothing when the mask is
/// empty) to its operands.
fn memory_access<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>, ops: &mut Vec<u32>) {
    let (mut mask, lists) = super::alias_scopes::memory_access_bits(cx, inst);
    // (Callers pass loads and stores.)
    let info = inst
        .load_store_info()
        .unwrap_or(crate::llvm::ir::LoadStoreInfo {
            volatile: false,
            nontemporal: false,
            align: 0,
        });
    if info.volatile {
        mask |= enums::MemoryAccess::Volatile;
    }
    if info.nontemporal {
        mask |= enums::MemoryAccess::Nontemporal;
    }
    let align = info.align;
    if align > 0 {
        mask |= enums::MemoryAccess::Aligned;
    }
    if mask == 0 {
        return;
    }
    ops.reserve_exact(2 + lists.len());
    ops.push(mask);
    if align > 0 {
        ops.push(align);
    }
    ops.extend(lists.iter().flatten().map(|id| id.0));
}

/// A name as text: `String::from_utf8_lossy`, with the quicker check of valid UTF-8 (nearly
/// every name) first.
fn utf8_lossy(name: &[u8]) -> std::borrow::Cow<'_, str> {
    match std::str::from_utf8(name) {
        Ok(s) => std::borrow::Cow::Borrowed(s),
        Err(_) => String::from_utf8_lossy(name),
    }
}

/// Translates the blocks of a function definition (the function is open in the builder).
pub(crate) fn translate_body<'c>(cx: &mut Ctx<'c, '_>, f: Value<'c>) -> Result<()> {
    cx.lowering = super::const_lowering::Plan::new(f);
    let blocks = f.basic_blocks();
    // SPIR-V lists every block after the blocks that dominate it.
    let index: HashMap<_, usize> = blocks.iter().enumerate().map(|(i, &b)| (b, i)).collect();
    let succs: Vec<Vec<usize>> = blocks
        .iter()
        .map(|b| {
            // (The verifier gives every block its terminator.)
            b.last_instruction()
                .map(|t| t.successors())
                // (Every block has a terminator, as said above.)
                .unwrap_or_default()
                .iter()
                .filter_map(|s| index.get(s).copied())
                .collect()
        })
        .collect();
    let order = super::cfg::block_order(&succs);
    let merges = super::loop_controls::loop_merges(cx, &blocks, &succs);
    super::switches::plan(cx, &blocks);
    for (i, bb) in order.iter().map(|&k| (k, blocks[k])) {
        cx.switch_edges.block = Some(bb);
        let label = cx.block_id(bb);
        cx.b.label_with_id(label);
        let name = bb.name();
        if !name.is_empty() {
            cx.b.name(label, &utf8_lossy(name));
        }
        cx.block_exprs.clear();
        if i == 0 {
            hoist_variables(cx, f)?;
            super::debug_info::function_definition(cx, f);
        }
        let merge = merges.get(&i);
        for inst in bb.instructions() {
            cx.emit_lowered_before(inst);
            let opcode = inst.opcode();
            if opcode != Some(Opcode::LLVMAlloca) {
                super::debug_info::before_instruction(cx, inst);
                if let Some((opcode, words)) = merge.filter(|_| !inst.successors().is_empty()) {
                    // Right before the header's branch.
                    cx.b.inst_no_result(*opcode, words);
                }
                translate_instruction(cx, inst, opcode)?;
            } else if alloca_count(inst).is_none() {
                dynamic_alloca(cx, inst)?;
            }
        }
    }
    Ok(())
}

/// SPIR-V wants every function variable at the top of the first block: the allocas of
/// constant size, and the temporaries of memmoves.
fn hoist_variables<'c>(cx: &mut Ctx<'c, '_>, f: Value<'c>) -> Result<()> {
    cx.memmove_temps.clear();
    let mut casts = Vec::new();
    // (Only allocas and calls matter here: LLVM finds them, in order, in one query.)
    for inst in f.allocas_and_calls() {
        match inst.opcode() {
            Some(Opcode::LLVMAlloca) => alloca(cx, inst, &mut casts)?,
            Some(Opcode::LLVMCall)
                if inst
                    .called_function()
                    .is_some_and(|f| f.name().starts_with(b"llvm.memmove")) =>
            {
                if let Some(t) = super::intrinsics::memmove_temp_type(cx, inst) {
                    let id = cx.b.fresh_id();
                    cx.b.inst_with_id(op::Variable, Some(t), id, &[enums::StorageClass::Function]);
                    cx.memmove_temps.insert(inst, id);
                }
            }
            _ => {}
        }
    }
    super::debug_info::after_variables(cx);
    for (a, array) in casts {
        cx.define(a, op::Bitcast, &[array.0])?;
    }
    Ok(())
}

impl<'c> Ctx<'c, '_> {
    /// The id of an instruction operand.
    pub fn operand_id(&mut self, v: Value<'c>) -> Result<Id> {
        match v.kind() {
            ValueKind::Instruction | ValueKind::Argument => Ok(self.local_value_id(v)),
            ValueKind::BasicBlock => match v.as_basic_block() {
                Some(bb) => Ok(self.block_id(bb)),
                None => Err(self.unsupported("a basic block operand that is not a block")),
            },
            ValueKind::Metadata => Err(self.unsupported("metadata used as an instruction operand")),
            ValueKind::InlineAsm => Err(self.unsupported("inline assembly is not supported")),
            ValueKind::ConstantExpr => match self.lowered_expr(v) {
                Some(id) => Ok(id),
                None => self.lower_constant_expr(v),
            },
            _ => self.constant_id(v),
        }
    }

    /// A constant expression an instruction uses → instructions just before it, as
    /// `llvm-spirv` does (consumers handle them better than `OpSpecConstantOp`); computed once
    /// per block, so that every use is dominated by its definition. Expressions without an
    /// instruction form here stay `OpSpecConstantOp`.
    fn lower_constant_expr(&mut self, v: Value<'c>) -> Result<Id> {
        if let Some(&id) = self.block_exprs.get(&v) {
            return Ok(id);
        }
        let id = self.lower_constant_expr_uncached(v)?;
        self.block_exprs.insert(v, id);
        Ok(id)
    }

    fn lower_constant_expr_uncached(&mut self, v: Value<'c>) -> Result<Id> {
        let Some(form) = super::const_lowering::expr_form(v) else {
            return self.constant_id(v);
        };
        let mut ops = Vec::with_capacity(v.num_operands() as usize);
        for o in v.operands() {
            ops.push(self.operand_id(o)?);
        }
        let t = self.type_id(v.type_of())?;
        self.lower_expr_with(v, form, t, &ops)
    }

    /// The opcode of an addrspacecast (to generic, or from generic; between global and
    /// global_device/global_host under SPV_INTEL_usm_storage_classes), with the source cast
    /// first to a pointer of the destination's pointee type when the two differ (LLVM's cast
    /// may change both; SPIR-V's only the storage class). `None`: no cast is left, the value
    /// is the (re-typed) source (global and global_device/global_host are one storage class
    /// without the extension). `constant` makes the source cast an `OpSpecConstantOp`.
    pub(crate) fn addrspace_cast(
        &mut self,
        what: Value<'c>,
        src: Id,
        from: crate::llvm::ir::Type<'c>,
        to: crate::llvm::ir::Type<'c>,
        constant: bool,
    ) -> Result<(Option<u16>, Id)> {
        let (fs, ts) = (
            // (Both pointers: an addrspacecast's types, checked by the verifier.)
            from.address_space().unwrap_or(0),
            to.address_space().unwrap_or(0),
        );
        self.check_generic_cast(what, fs, ts)?;
        let usm = self.extension_allowed(super::USM_EXTENSION);
        let o = match (fs, ts) {
            (5 | 6, 1) if usm => Some(op::PtrCastToCrossWorkgroupINTEL),
            (1, 5 | 6) if usm => Some(op::CrossWorkgroupCastToPtrINTEL),
            (5 | 6, 1) | (1, 5 | 6) => None,
            (5 | 6, 4) => Some(op::PtrCastToGeneric),
            (4, 5 | 6) => Some(op::GenericCastToPtr),
            (5 | 6, _) => {
                return Err(self.unsupported(format!(
                    "InvalidModule: Invalid SPIR-V module: Casts from global_device/global_host \
                     only allowed to global/generic: {}",
                    what.display().trim()
                )));
            }
            (_, 4) => Some(op::PtrCastToGeneric),
            (4, _) => Some(op::GenericCastToPtr),
            _ => {
                return Err(self.unsupported(format!(
                    "InvalidModule: Invalid SPIR-V module: Casts from private/local/global \
                     address space are allowed only to generic: {}",
                    what.display().trim()
                )));
            }
        };
        if o.is_some_and(|o| o != op::PtrCastToGeneric && o != op::GenericCastToPtr) {
            self.b.require_extension(super::USM_EXTENSION);
            self.b
                .require_capability(enums::Capability::USMStorageClassesINTEL);
        }
        // Between global_device/global_host and generic through global under the extension
        // (OpPtrCastToGeneric and OpGenericCastToPtr take Workgroup, CrossWorkgroup and
        // Function pointers only): two casts that mean the one.
        let (o, src) = match (fs, ts) {
            (5 | 6, 4) | (4, 5 | 6) if usm && !constant => {
                let fe = from.element().ok_or_else(|| self.cannot_translate(what))?;
                let fe = self.type_id(fe)?;
                let global = self.b.type_pointer(enums::StorageClass::CrossWorkgroup, fe);
                if fs == 4 {
                    let mid = self.temp(op::GenericCastToPtr, global, &[src.0]);
                    (Some(op::CrossWorkgroupCastToPtrINTEL), mid)
                } else {
                    let mid = self.temp(op::PtrCastToCrossWorkgroupINTEL, global, &[src.0]);
                    (o, mid)
                }
            }
            _ => (o, src),
        };
        // The source's storage class after that.
        let fs = if o == Some(op::PtrCastToGeneric) && matches!(fs, 5 | 6) && usm && !constant {
            1
        } else if o == Some(op::CrossWorkgroupCastToPtrINTEL) && fs == 4 {
            1
        } else {
            fs
        };
        let (Some(fe), Some(te)) = (from.element(), to.element()) else {
            return Ok((o, src));
        };
        if fe == te {
            return Ok((o, src));
        }
        let sc = self
            .storage_class_of(fs)
            .ok_or_else(|| self.cannot_translate(what))?;
        let te_id = self.type_id(te)?;
        let mid = self.b.type_pointer(sc, te_id);
        let src = if constant {
            self.b.spec_constant_op(mid, op::Bitcast, &[src.0])
        } else {
            self.temp(op::Bitcast, mid, &[src.0])
        };
        Ok((o, src))
    }

    /// `operand_ids` into `out` (cleared first): for the instructions of nearly every body,
    /// which reuse one buffer (`Ctx::scratch_ops`) instead of a new vector each.
    pub(crate) fn operand_ids_into(
        &mut self,
        inst: Value<'c>,
        range: std::ops::Range<u32>,
        out: &mut Vec<u32>,
    ) -> Result<()> {
        out.clear();
        // The operand count is read once (`operands`), not per operand.
        for o in inst.operands().skip(range.start as usize).take(range.len()) {
            out.push(self.operand_id(o)?.0);
        }
        if out.len() < range.len() {
            let i = range.start + out.len() as u32;
            return Err(self.unsupported(format!("missing operand {i} of {}", inst.display())));
        }
        Ok(())
    }

    pub(crate) fn operand_ids(
        &mut self,
        inst: Value<'c>,
        range: std::ops::Range<u32>,
    ) -> Result<Vec<u32>> {
        // (Room for what a load or store appends: its memory access operands.)
        let mut out = Vec::with_capacity(range.len() + 4);
        self.operand_ids_into(inst, range, &mut out)?;
        Ok(out)
    }

    /// Emits an instruction that defines the LLVM value `inst`.
    pub(crate) fn define(&mut self, inst: Value<'c>, opcode: u16, operands: &[u32]) -> Result<Id> {
        let ty = self.type_id(inst.type_of())?;
        let id = self.local_value_id(inst);
        self.b.inst_with_id(opcode, Some(ty), id, operands);
        let name = inst.name();
        if !name.is_empty() {
            self.b.name(id, &utf8_lossy(name));
        }
        if let Some(list) = inst.metadata("spirv.Decorations") {
            super::metadata::apply_decorations(self, id, list, "an instruction", &[])?;
        }
        Ok(id)
    }

    /// A vector of type `ty` made of `lanes`: OpCompositeInsert of each lane into OpUndef, the
    /// last one defining `inst` when given. (OpCompositeConstruct says the same, but
    /// `llvm-spirv-14 -r` reads it only of constants and crashes on other operands.)
    pub(crate) fn vector_of_lanes(
        &mut self,
        inst: Option<Value<'c>>,
        ty: Id,
        lanes: &[u32],
    ) -> Result<Id> {
        let mut acc = self.b.undef(ty);
        for (i, &lane) in lanes.iter().enumerate() {
            let ops = [lane, acc.0, i as u32];
            acc = match inst {
                Some(inst) if i + 1 == lanes.len() => {
                    self.define(inst, op::CompositeInsert, &ops)?
                }
                _ => self.temp(op::CompositeInsert, ty, &ops),
            };
        }
        Ok(acc)
    }

    /// Emits an instruction with a fresh result id (an intermediate value).
    pub(crate) fn temp(&mut self, opcode: u16, ty: Id, operands: &[u32]) -> Id {
        let id = self.b.fresh_id();
        self.b.inst_with_id(opcode, Some(ty), id, operands);
        id
    }

    pub(crate) fn cannot_translate(&self, inst: Value<'_>) -> crate::error::Error {
        self.unsupported(format!(
            "InvalidInstruction: Can't translate llvm instruction:\n{}",
            inst.display().trim()
        ))
    }

    /// A constant of the type of `like` (scalar or vector) whose every element is `bits`.
    pub(crate) fn splat_int(&mut self, like: crate::llvm::ir::Type<'c>, bits: u64) -> Result<Id> {
        let (scalar, n) = match like.kind() {
            TypeKind::Vector => (like.element().unwrap_or(like), like.vector_len()),
            _ => (like, None),
        };
        let st = self.type_id(scalar)?;
        // (An integer splat: its callers pass integer types.)
        let w = scalar.int_width().unwrap_or(32);
        let words: Vec<u32> = if w > 32 {
            vec![bits as u32, (bits >> 32) as u32]
        } else {
            vec![bits as u32 & mask(w)]
        };
        if words.iter().all(|&w| w == 0) {
            return self.zero_of(like, st, &words);
        }
        let c = self.b.constant(st, &words);
        self.splat(like, c, n)
    }

    /// The zero of `like` (a scalar type whose id is `st`, or a vector of it): a vector is
    /// `OpConstantNull`, the one constant LLVM has for it (a splat of 0 or +0.0 is
    /// `zeroinitializer`), so that a zero the translation makes (the false side of a `sext`,
    /// the operand of a sign test) is the same id as the module's own `zeroinitializer`; a
    /// scalar is `OpConstant 0`.
    fn zero_of(&mut self, like: crate::llvm::ir::Type<'c>, st: Id, words: &[u32]) -> Result<Id> {
        if like.vector_len().is_some() && !self.single_lane(like) {
            let t = self.type_id(like)?;
            Ok(self.b.constant_null(t))
        } else {
            Ok(self.b.constant(st, words))
        }
    }

    pub(crate) fn splat_float(
        &mut self,
        like: crate::llvm::ir::Type<'c>,
        value: f64,
    ) -> Result<Id> {
        let (scalar, n) = match like.kind() {
            TypeKind::Vector => (like.element().unwrap_or(like), like.vector_len()),
            _ => (like, None),
        };
        let st = self.type_id(scalar)?;
        let words: Vec<u32> = match scalar.kind() {
            TypeKind::Half => vec![u32::from(super::constants::f64_to_f16_bits(value))],
            TypeKind::Float => vec![(value as f32).to_bits()],
            _ => vec![value.to_bits() as u32, (value.to_bits() >> 32) as u32],
        };
        if words.iter().all(|&w| w == 0) {
            return self.zero_of(like, st, &words);
        }
        let c = self.b.constant(st, &words);
        self.splat(like, c, n)
    }

    pub(crate) fn splat(
        &mut self,
        like: crate::llvm::ir::Type<'c>,
        scalar: Id,
        n: Option<u32>,
    ) -> Result<Id> {
        match n {
            Some(n) if !self.single_lane(like) => {
                let t = self.type_id(like)?;
                Ok(self.b.constant_composite(t, &vec![scalar; n as usize]))
            }
            _ => Ok(scalar),
        }
    }
}

/// Whether a load or store is atomic.
fn is_atomic(inst: Value<'_>) -> bool {
    inst.atomic_ordering()
        .is_some_and(|o| o != crate::llvm::ir::AtomicOrdering::LLVMAtomicOrderingNotAtomic)
}

use super::bool_lowering::is_bool_or_bool_vector;

impl<'c> Ctx<'c, '_> {
    /// `nsw`/`nuw` → `NoSignedWrap`/`NoUnsignedWrap` where the module may have them (SPIR-V
    /// 1.4, or `SPV_KHR_no_integer_wrap_decoration`; dropped otherwise, as `llvm-spirv`
    /// does); fast-math flags → `FPFastMathMode` on the binary floating-point operators.
    fn decorate_flags(&mut self, inst: Value<'c>, id: Id) {
        let nsw = inst.no_signed_wrap();
        let nuw = inst.no_unsigned_wrap();
        if (nsw || nuw) && self.wrap_decorations_allowed() {
            if nsw {
                self.b.decorate(id, enums::Decoration::NoSignedWrap, &[]);
            }
            if nuw {
                self.b.decorate(id, enums::Decoration::NoUnsignedWrap, &[]);
            }
        }
        let fmf = inst.fast_math_flags();
        if !fmf.is_empty() {
            let intel = self.extension_allowed(crate::mapping::fast_math::INTEL_EXTENSION);
            let mode = crate::mapping::fast_math::to_spirv(fmf, intel);
            if crate::mapping::fast_math::has_intel_bits(mode) {
                self.b
                    .require_extension(crate::mapping::fast_math::INTEL_EXTENSION);
                self.b
                    .require_capability(enums::Capability::FPFastMathModeINTEL);
            }
            if mode != 0 {
                self.b
                    .decorate(id, enums::Decoration::FPFastMathMode, &[mode]);
            }
        }
    }

    fn wrap_decorations_allowed(&self) -> bool {
        self.b.version() >= crate::spirv::grammar::Version::new(1, 4)
            || self.extension_allowed("SPV_KHR_no_integer_wrap_decoration")
    }
}

fn mask(width: u32) -> u32 {
    if width >= 32 {
        u32::MAX
    } else {
        (1u32 << width) - 1
    }
}

/// The constant element count of an alloca (1 when absent); `None` when dynamic.
pub(crate) fn alloca_count(a: Value<'_>) -> Option<u64> {
    match a.operand(0) {
        Some(n) => n.const_int_zext(),
        None => Some(1),
    }
}

/// An alloca of a constant count → a `Function` variable (of an array when the count is not
/// 1, with the element pointer cast from it in `casts`, emitted after the variables).
fn alloca<'c>(cx: &mut Ctx<'c, '_>, a: Value<'c>, casts: &mut Vec<(Value<'c>, Id)>) -> Result<()> {
    let Some(count) = alloca_count(a) else {
        return Ok(());
    };
    let ty = a.type_of();
    super::debug_info::before_variable(cx, a);
    let id = if count == 1 {
        let t = cx.type_id(ty)?;
        let id = cx.value_id(a);
        cx.b.inst_with_id(op::Variable, Some(t), id, &[enums::StorageClass::Function]);
        let name = a.name();
        if !name.is_empty() {
            cx.b.name(id, &String::from_utf8_lossy(name));
        }
        id
    } else {
        let elem = a.allocated_type().ok_or_else(|| cx.cannot_translate(a))?;
        let e = cx.type_id(elem)?;
        let n = cx.array_length(count);
        let arr = cx.b.type_array(e, n);
        let pt = cx.b.type_pointer(enums::StorageClass::Function, arr);
        let id = cx.b.fresh_id();
        cx.b.inst_with_id(op::Variable, Some(pt), id, &[enums::StorageClass::Function]);
        casts.push((a, id));
        id
    };
    let align = a.alignment();
    if align > 0 {
        cx.b.decorate(id, enums::Decoration::Alignment, &[align]);
    }
    Ok(())
}

/// An alloca of a dynamic count → `OpVariableLengthArrayINTEL`, where the extension is
/// allowed.
fn dynamic_alloca<'c>(cx: &mut Ctx<'c, '_>, a: Value<'c>) -> Result<()> {
    if !cx.extension_allowed("SPV_INTEL_variable_length_array") {
        return Err(cx.unsupported(format!(
            "RequiresExtension: Feature requires the following SPIR-V extension:\n\
             SPV_INTEL_variable_length_array\n(an alloca of a dynamic size: {}; allow it with \
             --spirv-ext=+SPV_INTEL_variable_length_array)",
            a.display().trim()
        )));
    }
    cx.b.require_extension("SPV_INTEL_variable_length_array");
    cx.b.require_capability(enums::Capability::VariableLengthArrayINTEL);
    let n = cx.operand_ids(a, 0..1)?;
    let id = cx.define(a, op::VariableLengthArrayINTEL, &n)?;
    let align = a.alignment();
    if align > 0 {
        cx.b.decorate(id, enums::Decoration::Alignment, &[align]);
    }
    Ok(())
}

/// Translates one instruction (`opcode` is its opcode, as the caller has read it).
fn translate_instruction<'c>(
    cx: &mut Ctx<'c, '_>,
    inst: Value<'c>,
    opcode: Option<Opcode>,
) -> Result<()> {
    let Some(opcode) = opcode else {
        return Err(cx.cannot_translate(inst));
    };
    // (Only casts can be invoke casts.)
    let a_cast = matches!(opcode, Opcode::LLVMBitCast | Opcode::LLVMAddrSpaceCast);
    if a_cast && super::builtin_calls::is_invoke_cast(inst)
        || super::single_lane::translate(cx, inst, opcode)?
    {
        return Ok(());
    }
    let n = inst.num_operands();
    match opcode {
        Opcode::LLVMRet => {
            if n == 0 {
                cx.b.inst_no_result(op::Return, &[]);
            } else {
                let v = cx.operand_ids(inst, 0..1)?;
                cx.b.inst_no_result(op::ReturnValue, &v);
            }
        }
        Opcode::LLVMBr => {
            let succ = inst.successors();
            match (inst.branch_condition(), succ.as_slice()) {
                (Some(c), [t, f]) => {
                    let c = cx.operand_id(c)?;
                    let (t, f) = (cx.block_id(*t), cx.block_id(*f));
                    cx.b.inst_no_result(op::BranchConditional, &[c.0, t.0, f.0]);
                }
                (None, [t]) => {
                    let t = cx.block_id(*t);
                    cx.b.inst_no_result(op::Branch, &[t.0]);
                }
                _ => return Err(cx.cannot_translate(inst)),
            }
        }
        Opcode::LLVMSwitch => super::switches::switch(cx, inst)?,
        Opcode::LLVMUnreachable => cx.b.inst_no_result(op::Unreachable, &[]),
        Opcode::LLVMFNeg => {
            let ops = cx.operand_ids(inst, 0..1)?;
            cx.define(inst, op::FNegate, &ops)?;
        }
        Opcode::LLVMICmp => icmp(cx, inst)?,
        Opcode::LLVMFCmp => fcmp(cx, inst)?,
        Opcode::LLVMSelect if super::bool_lowering::select_needs_splat(inst) => {
            super::bool_lowering::select_scalar_condition(cx, inst)?
        }
        Opcode::LLVMSelect if super::bool_lowering::select_needs_split(inst) => {
            super::bool_lowering::select_split(cx, inst)?
        }
        Opcode::LLVMSelect => {
            let ops = cx.operand_ids(inst, 0..3)?;
            cx.define(inst, op::Select, &ops)?;
        }
        Opcode::LLVMLoad if is_atomic(inst) => atomics::atomic_load(cx, inst)?,
        Opcode::LLVMStore if is_atomic(inst) => atomics::atomic_store(cx, inst)?,
        Opcode::LLVMLoad => {
            let mut ops = std::mem::take(&mut cx.scratch_ops);
            cx.operand_ids_into(inst, 0..1, &mut ops)?;
            memory_access(cx, inst, &mut ops);
            cx.define(inst, op::Load, &ops)?;
            cx.scratch_ops = ops;
        }
        Opcode::LLVMStore => {
            // The pointer first, then the value.
            let mut ops = std::mem::take(&mut cx.scratch_ops);
            cx.operand_ids_into(inst, 0..2, &mut ops)?;
            ops.swap(0, 1);
            memory_access(cx, inst, &mut ops);
            cx.b.inst_no_result(op::Store, &ops);
            cx.scratch_ops = ops;
        }
        Opcode::LLVMGetElementPtr => {
            let mut ops = std::mem::take(&mut cx.scratch_ops);
            cx.operand_ids_into(inst, 0..n, &mut ops)?;
            let o = if inst.is_in_bounds() {
                op::InBoundsPtrAccessChain
            } else {
                op::PtrAccessChain
            };
            cx.define(inst, o, &ops)?;
            cx.scratch_ops = ops;
        }
        Opcode::LLVMPHI => {
            let mut ops = Vec::new();
            let mut listed: HashMap<u32, (usize, Id)> = HashMap::new();
            for (v, bb) in inst.incoming() {
                // LLVM lists a predecessor once per edge (a switch with several cases to this
                // block), with the same value: later edges come through their edge blocks.
                let block = cx.block_id(bb).0;
                if let Some((nth, id)) = listed.get_mut(&block) {
                    *nth += 1;
                    let pair = super::switches::extra_phi_edges(cx, bb, *nth, *id);
                    ops.extend(pair.into_iter().flatten());
                    continue;
                }
                // Nothing can be computed before a phi: constant expressions are the
                // instructions planned in the entry block, or else stay constants.
                let id = match v.kind() {
                    ValueKind::ConstantExpr => match cx.lowered_expr(v) {
                        Some(id) => id,
                        None => cx.constant_id(v)?,
                    },
                    _ => cx.operand_id(v)?,
                };
                ops.push(id.0);
                ops.push(block);
                listed.insert(block, (0, id));
            }
            cx.define(inst, op::Phi, &ops)?;
        }
        Opcode::LLVMCall => call(cx, inst)?,
        // A lane known at compile time is a literal index (as the incumbent writes it).
        Opcode::LLVMExtractElement => match constant_lane(inst, 0, 1) {
            Some(lane) => {
                let v = cx.operand_ids(inst, 0..1)?;
                cx.define(inst, op::CompositeExtract, &[v[0], lane])?;
            }
            None => {
                let ops = cx.operand_ids(inst, 0..2)?;
                cx.define(inst, op::VectorExtractDynamic, &ops)?;
            }
        },
        Opcode::LLVMInsertElement => match constant_lane(inst, 0, 2) {
            Some(lane) => {
                let v = cx.operand_ids(inst, 0..2)?;
                cx.define(inst, op::CompositeInsert, &[v[1], v[0], lane])?;
            }
            None => {
                let ops = cx.operand_ids(inst, 0..3)?;
                cx.define(inst, op::VectorInsertDynamic, &ops)?;
            }
        },
        Opcode::LLVMShuffleVector => {
            let mut ops = cx.operand_ids(inst, 0..2)?;
            ops.extend(
                inst.shuffle_mask()
                    .into_iter()
                    .map(|m| if m < 0 { u32::MAX } else { m as u32 }),
            );
            cx.define(inst, op::VectorShuffle, &ops)?;
        }
        Opcode::LLVMExtractValue => {
            let mut ops = cx.operand_ids(inst, 0..1)?;
            ops.extend(inst.indices());
            cx.define(inst, op::CompositeExtract, &ops)?;
        }
        Opcode::LLVMInsertValue => {
            let v = cx.operand_ids(inst, 0..2)?;
            let mut ops = vec![v[1], v[0]];
            ops.extend(inst.indices());
            cx.define(inst, op::CompositeInsert, &ops)?;
        }
        Opcode::LLVMFreeze => {
            let ops = cx.operand_ids(inst, 0..1)?;
            cx.define(inst, op::CopyObject, &ops)?;
        }
        Opcode::LLVMAtomicRMW => atomics::atomic_rmw(cx, inst)?,
        Opcode::LLVMAtomicCmpXchg => atomics::cmpxchg(cx, inst)?,
        Opcode::LLVMFence => atomics::fence(cx, inst)?,
        Opcode::LLVMAddrSpaceCast => {
            let src = inst.operand(0).ok_or_else(|| cx.cannot_translate(inst))?;
            let x = cx.operand_id(src)?;
            match cx.addrspace_cast(inst, x, src.type_of(), inst.type_of(), false)? {
                (Some(o), x) => {
                    cx.define(inst, o, &[x.0])?;
                }
                (None, x) => cx.alias(inst, x)?,
            }
        }
        o => {
            let is_bool = is_bool_or_bool_vector(inst.type_of());
            if let Some(bin) = binary_opcode(o, is_bool) {
                let mut ops = std::mem::take(&mut cx.scratch_ops);
                cx.operand_ids_into(inst, 0..2, &mut ops)?;
                let id = cx.define(inst, bin, &ops)?;
                cx.scratch_ops = ops;
                cx.decorate_flags(inst, id);
            } else if crate::mapping::ops::is_cast_to_spirv(o) {
                cast(cx, inst, o)?;
            } else if is_bool && super::bool_lowering::bool_binary(cx, inst, o)? {
            } else {
                return Err(cx.cannot_translate(inst));
            }
        }
    }
    Ok(())
}

fn cast<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>, o: Opcode) -> Result<()> {
    let src = inst.operand(0).ok_or_else(|| cx.cannot_translate(inst))?;
    if let Some(wide) = super::switches::narrowed_switch_source(cx, inst) {
        // (An integer: `narrowed_switch_source` takes a trunc to an integer only.)
        let width = inst.type_of().int_width().unwrap_or(0);
        let mask = cx.splat_int(wide.type_of(), (1u64 << width) - 1)?;
        let x = cx.operand_id(wide)?;
        let ty = cx.type_id(wide.type_of())?;
        let id = cx.value_id(inst);
        cx.b.inst_with_id(op::BitwiseAnd, Some(ty), id, &[x.0, mask.0]);
        let name = inst.name();
        if !name.is_empty() {
            cx.b.name(id, &String::from_utf8_lossy(name));
        }
        return Ok(());
    }
    // (Pointers to `i1` are pointers: their bitcasts are plain.)
    let from_bool = is_bool_or_bool_vector(src.type_of());
    let to_bool = is_bool_or_bool_vector(inst.type_of());
    let x = cx.operand_id(src)?;
    let ty = inst.type_of();
    match (o, from_bool, to_bool) {
        (
            Opcode::LLVMZExt | Opcode::LLVMSExt | Opcode::LLVMUIToFP | Opcode::LLVMSIToFP,
            true,
            _,
        ) => {
            let (one, zero) = match o {
                Opcode::LLVMZExt => (cx.splat_int(ty, 1)?, cx.splat_int(ty, 0)?),
                Opcode::LLVMSExt => (cx.splat_int(ty, u64::MAX)?, cx.splat_int(ty, 0)?),
                Opcode::LLVMUIToFP => (cx.splat_float(ty, 1.0)?, cx.splat_float(ty, 0.0)?),
                _ => (cx.splat_float(ty, -1.0)?, cx.splat_float(ty, 0.0)?),
            };
            cx.define(inst, op::Select, &[x.0, one.0, zero.0])?;
        }
        (Opcode::LLVMTrunc, false, true) => {
            let st = src.type_of();
            let one = cx.splat_int(st, 1)?;
            let zero = cx.splat_int(st, 0)?;
            let sty = cx.type_id(st)?;
            let bit = cx.temp(op::BitwiseAnd, sty, &[x.0, one.0]);
            cx.define(inst, op::INotEqual, &[bit.0, zero.0])?;
        }
        (o, false, true) if super::bool_lowering::is_float_to_bool(o) => {
            super::bool_lowering::float_to_bool(cx, inst, o, x)?;
        }
        (Opcode::LLVMBitCast, true, true) => {
            cx.define(inst, op::CopyObject, &[x.0])?;
        }
        (_, false, false) => {
            let spv = cast_opcode(o, false).ok_or_else(|| cx.cannot_translate(inst))?;
            cx.define(inst, spv, &[x.0])?;
        }
        _ => return Err(cx.cannot_translate(inst)),
    }
    Ok(())
}

fn icmp<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>) -> Result<()> {
    let p = inst
        .icmp_predicate()
        .ok_or_else(|| cx.cannot_translate(inst))?;
    let a = inst.operand(0).ok_or_else(|| cx.cannot_translate(inst))?;
    let mut ops = cx.operand_ids(inst, 0..2)?;
    if a.type_of().kind() == TypeKind::Pointer {
        // Pointers compare as integers of the pointer width.
        let int = cx.b.type_int(cx.pointer_bits, 0);
        for o in ops.iter_mut() {
            *o = cx.temp(op::ConvertPtrToU, int, &[*o]).0;
        }
    }
    let is_bool = a.type_of().int_width() == Some(1)
        || a.type_of().element().and_then(|e| e.int_width()) == Some(1);
    if super::bool_lowering::is_bool_ordering(p, is_bool) {
        return super::bool_lowering::bool_ordering(cx, inst, p, ops[0], ops[1]);
    }
    let spv = icmp_opcode(p, is_bool).ok_or_else(|| cx.cannot_translate(inst))?;
    cx.define(inst, spv, &ops)?;
    Ok(())
}

fn fcmp<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>) -> Result<()> {
    let p = inst
        .fcmp_predicate()
        .ok_or_else(|| cx.cannot_translate(inst))?;
    if matches!(
        p,
        RealPredicate::LLVMRealPredicateTrue | RealPredicate::LLVMRealPredicateFalse
    ) {
        let value = p == RealPredicate::LLVMRealPredicateTrue;
        let ty = inst.type_of();
        let bool_ty = cx.b.type_bool();
        let c = cx.b.constant_bool(Some(bool_ty), value);
        let c = cx.splat(ty, c, ty.vector_len())?;
        let id = cx.value_id(inst);
        let t = cx.type_id(ty)?;
        cx.b.inst_with_id(op::CopyObject, Some(t), id, &[c.0]);
        return Ok(());
    }
    let spv = crate::mapping::ops::fcmp_to_spirv(p).ok_or_else(|| cx.cannot_translate(inst))?;
    let ops = cx.operand_ids(inst, 0..2)?;
    cx.define(inst, spv, &ops)?;
    Ok(())
}

fn call<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>) -> Result<()> {
    let mut callee = inst
        .called_value()
        .ok_or_else(|| cx.cannot_translate(inst))?;
    // A call of an alias (C++ constructors: C1 → C2) calls the function it stands for, when
    // the types agree.
    if callee.kind() == ValueKind::GlobalAlias
        && let Some(f) = callee.aliasee().filter(|f| f.kind() == ValueKind::Function)
        && f.type_of() == callee.type_of()
    {
        callee = f;
    }
    if let Some(asm) = inst.called_inline_asm() {
        return super::inline_asm::call(cx, inst, &asm);
    }
    if callee.kind() != ValueKind::Function && cx.extension_allowed("SPV_INTEL_function_pointers") {
        // An indirect call (or one through a cast of the function).
        let target = cx.operand_id(callee)?;
        let mut ops = vec![target.0];
        ops.extend(cx.operand_ids(inst, 0..inst.num_args())?);
        let id = cx.define(inst, op::FunctionPointerCallINTEL, &ops)?;
        // The attributes of its arguments (byval, sret, ...): ArgumentAttributeINTEL
        // (argument index, FunctionParameterAttribute).
        for k in 0..inst.num_args() {
            for (name, attr) in crate::mapping::attributes::param_attributes_to_spirv() {
                if inst.call_has_enum_attribute(k + 1, name) {
                    cx.b.decorate(id, enums::Decoration::ArgumentAttributeINTEL, &[k, attr]);
                }
            }
        }
        return Ok(());
    }
    if callee.kind() != ValueKind::Function {
        let through_cast = inst.called_function().is_some();
        return Err(cx.unsupported(format!(
            "{}: {} (SPIR-V calls need SPV_INTEL_function_pointers for this, which \
             llvm-spirv-rs does not support)",
            if through_cast {
                "a call through a cast of the function"
            } else {
                "an indirect call"
            },
            inst.display().trim()
        )));
    }
    let nargs = inst.num_args();
    if super::declare::is_intrinsic(callee) {
        return super::intrinsics::intrinsic(cx, inst, callee, nargs);
    }
    if super::builtin_calls::translate_call(cx, inst, callee)?.is_some() {
        return Ok(());
    }
    if super::declare::is_printf(callee) && callee.is_declaration() {
        let args = cx.operand_ids(inst, 0..nargs)?;
        let set = cx.ext_std();
        let printf = crate::spirv::grammar::ext_inst_set("OpenCL.std")
            .and_then(|s| s.opcode_by_name("printf"))
            .ok_or_else(|| cx.cannot_translate(inst))?;
        let mut ops = vec![set.0, printf];
        ops.extend(args);
        cx.define(inst, op::ExtInst, &ops)?;
        return Ok(());
    }
    // A variadic function is an OpFunction of its fixed parameters (as in llvm-spirv): a
    // call that passes only those means the same; one that passes more has no SPIR-V form.
    if let Some(t) = callee.function_type().filter(|t| t.is_vararg()) {
        let fixed = t.param_types().len() as u32;
        if nargs > fixed {
            return Err(cx.unsupported(format!(
                "a call of the variadic function {} with {} argument(s) beyond its {fixed} \
                 fixed parameter(s): {}: SPIR-V has no variadic functions (only printf is \
                 variadic in OpenCL C)",
                callee.name_str(),
                nargs - fixed,
                inst.display().trim()
            )));
        }
    }
    if !super::declare::is_translated(cx, callee) {
        return Err(cx.cannot_translate(inst));
    }
    let f = super::declare::function_id(cx, callee)?;
    super::declare::name_function(cx, callee);
    let mut ops = vec![f.0];
    if cx.int_samplers.is_empty() {
        ops.extend(cx.operand_ids(inst, 0..nargs)?);
    } else {
        // SPIR 1.2 samplers are integers: a sampler parameter takes a sampler.
        let params = callee.params();
        for k in 0..nargs {
            let a = inst.operand(k).ok_or_else(|| cx.cannot_translate(inst))?;
            let id = match params.get(k as usize) {
                Some(&p) => super::samplers::call_argument(cx, p, a)?,
                None => cx.operand_id(a)?,
            };
            ops.push(id.0);
        }
    }
    let id = cx.define(inst, op::FunctionCall, &ops)?;
    super::alias_scopes::decorate_call(cx, inst, id);
    Ok(())
}

/// The lane operand `lane` of an `extractelement`/`insertelement` on the vector operand
/// `vector`, when it is a constant within the vector.
fn constant_lane(inst: Value<'_>, vector: u32, lane: u32) -> Option<u32> {
    let n = inst.operand(vector)?.type_of().vector_len()?;
    let k = inst.operand(lane)?.const_int_zext()?;
    (k < u64::from(n)).then_some(k as u32)
}
