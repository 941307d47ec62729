//! `IrBuilder`: what the reverse translation needs beyond building: flags of instructions,
//! repositioning, replacing and erasing values, attributes of calls, type layout queries.

use super::*;

impl<'c> IrBuilder<'c> {
    // ---- reverse-translation helpers: unfolded instructions, flags, placement, rewriting ----

    /// Builds an instruction even when its operands are constants: LLVM's IRBuilder folds
    /// constant operands into constant expressions, which loses names and differs from what
    /// the incumbent writes. `operand` (the index of an operand of the built instruction, and
    /// the value passed for it) is replaced by a `freeze` placeholder while `build` runs, then
    /// restored. Only operands that make folding possible need a placeholder: a pointer base
    /// of a GEP, the first operand of a binary operator, cast, compare, select or vector op.
    pub fn unfolded(
        &self,
        operand: (u32, Value<'c>),
        build: impl FnOnce(Value<'c>) -> Value<'c>,
    ) -> Value<'c> {
        let (index, orig) = operand;
        // SAFETY: LLVMIsConstant is a plain query on a live value.
        let constant = unsafe { LLVMIsConstant(orig.raw()) } != 0;
        let first_class = !matches!(
            orig.type_of().kind(),
            super::super::ir::TypeKind::Void
                | super::super::ir::TypeKind::Label
                | super::super::ir::TypeKind::Metadata
                | super::super::ir::TypeKind::Function
        );
        if !constant || !first_class {
            return build(orig);
        }
        let n = Self::name_c("");
        // SAFETY: `freeze` is never folded; it is erased once the real operand is back in place.
        unsafe {
            let ph = LLVMBuildFreeze(self.builder, orig.raw(), n.as_ptr());
            let inst = build(v(ph));
            let is_inst = !LLVMIsAInstruction(inst.raw()).is_null();
            if is_inst
                && (index as i32) < LLVMGetNumOperands(inst.raw())
                && LLVMGetOperand(inst.raw(), index) == ph
            {
                LLVMSetOperand(inst.raw(), index, orig.raw());
            } else {
                LLVMReplaceAllUsesWith(ph, orig.raw());
            }
            LLVMInstructionEraseFromParent(ph);
            inst
        }
    }

    /// Sets `nsw` on an add/sub/mul/shl (no effect on other values).
    pub fn set_no_signed_wrap(&self, inst: Value<'c>) {
        // SAFETY: the shim checks that the flag applies.
        unsafe {
            super::super::shim::set_no_signed_wrap(inst.raw(), true);
        }
    }
    /// Sets `nuw` on an add/sub/mul/shl (no effect on other values).
    pub fn set_no_unsigned_wrap(&self, inst: Value<'c>) {
        // SAFETY: the shim checks that the flag applies.
        unsafe {
            super::super::shim::set_no_unsigned_wrap(inst.raw(), true);
        }
    }
    /// Sets `exact` on a udiv/sdiv/lshr/ashr (no effect on other values).
    pub fn set_exact(&self, inst: Value<'c>) {
        // SAFETY: the shim checks that the flag applies.
        unsafe {
            super::super::shim::set_exact(inst.raw(), true);
        }
    }
    /// Replaces the fast-math flags of an FP-math instruction (no effect on other values).
    pub fn set_fast_math_flags(&self, inst: Value<'c>, flags: super::super::shim::FastMathFlags) {
        // SAFETY: the shim checks that `inst` is an FP-math instruction.
        unsafe {
            super::super::shim::set_fast_math_flags(inst.raw(), flags);
        }
    }
    /// Marks an atomicrmw or cmpxchg volatile (loads and stores: `set_volatile`).
    pub fn set_atomic_volatile(&self, inst: Value<'c>) {
        // SAFETY: LLVMSetVolatile accepts load, store, atomicrmw and cmpxchg.
        unsafe { LLVMSetVolatile(inst.raw(), 1) }
    }
    /// Sets the failure ordering of a cmpxchg.
    pub fn set_cmpxchg_failure_ordering(&self, inst: Value<'c>, ord: LLVMAtomicOrdering) {
        // SAFETY: the shim ignores other instructions.
        unsafe {
            super::super::shim::set_cmpxchg_failure_ordering(inst.raw(), ord);
        }
    }

    /// The block the builder is positioned in, if any.
    pub fn current_block(&self) -> Option<BasicBlock<'c>> {
        // SAFETY: a plain query on our builder.
        let bb = unsafe { LLVMGetInsertBlock(self.builder) };
        (!bb.is_null()).then(|| BasicBlock::from_raw(bb))
    }
    /// Whether a block already ends in a terminator.
    pub fn has_terminator(&self, bb: BasicBlock<'c>) -> bool {
        // SAFETY: a plain query on a live block.
        unsafe { !LLVMGetBasicBlockTerminator(bb.raw()).is_null() }
    }
    /// Positions the builder before an instruction. (LLVM then gives what the builder makes
    /// the debug location of that instruction, here and after it moves on, even into other
    /// functions, where it would be wrong: it is cleared. Locations are set explicitly.)
    pub fn position_before(&self, inst: Instruction<'c>) {
        // SAFETY: `inst` is a live instruction; a null location clears the builder's.
        unsafe {
            LLVMPositionBuilderBefore(self.builder, inst.raw());
            LLVMSetCurrentDebugLocation2(self.builder, std::ptr::null_mut());
        }
    }
    /// The first instruction of a block that is not a phi, if any.
    pub fn first_non_phi(&self, bb: BasicBlock<'c>) -> Option<Value<'c>> {
        // SAFETY: walking the instruction list of a live block.
        unsafe {
            let mut i = LLVMGetFirstInstruction(bb.raw());
            while !i.is_null() && LLVMGetInstructionOpcode(i) == LLVMOpcode::LLVMPHI {
                i = LLVMGetNextInstruction(i);
            }
            (!i.is_null()).then(|| v(i))
        }
    }
    /// A phi at the start of `bb` (after the phis already there), wherever the builder is.
    pub fn phi_in(&self, bb: BasicBlock<'c>, ty: Type<'c>, name: &str) -> Value<'c> {
        let n = Self::name_c(name);
        // SAFETY: a temporary builder positioned in a live block, disposed of at once.
        unsafe {
            let b = LLVMCreateBuilderInContext(self.ctx);
            match self.first_non_phi(bb) {
                Some(i) => LLVMPositionBuilderBefore(b, i.raw()),
                None => LLVMPositionBuilderAtEnd(b, bb.raw()),
            }
            LLVMSetCurrentDebugLocation2(b, std::ptr::null_mut());
            let p = LLVMBuildPhi(b, ty.raw(), n.as_ptr());
            LLVMDisposeBuilder(b);
            v(p)
        }
    }
    /// An alloca in the entry block of `f` (after the allocas already there), wherever the
    /// builder is: LLVM treats only entry-block allocas as static.
    pub fn alloca_in_entry(&self, f: Function<'c>, ty: Type<'c>, name: &str) -> Value<'c> {
        let n = Self::name_c(name);
        // SAFETY: a temporary builder positioned in the function's entry block.
        unsafe {
            let entry = LLVMGetEntryBasicBlock(f.raw());
            let b = LLVMCreateBuilderInContext(self.ctx);
            let mut i = LLVMGetFirstInstruction(entry);
            while !i.is_null() && LLVMGetInstructionOpcode(i) == LLVMOpcode::LLVMAlloca {
                i = LLVMGetNextInstruction(i);
            }
            if i.is_null() {
                LLVMPositionBuilderAtEnd(b, entry);
            } else {
                LLVMPositionBuilderBefore(b, i);
            }
            LLVMSetCurrentDebugLocation2(b, std::ptr::null_mut());
            let a = LLVMBuildAlloca(b, ty.raw(), n.as_ptr());
            LLVMDisposeBuilder(b);
            v(a)
        }
    }
    /// Replaces every use of `old` by `new` (same type).
    pub fn replace_all_uses(&self, old: Value<'c>, new: Value<'c>) {
        // SAFETY: both values are live and of one type (callers check).
        unsafe { LLVMReplaceAllUsesWith(old.raw(), new.raw()) }
    }
    /// Removes an instruction that has no uses left.
    pub fn erase(&self, inst: Value<'c>) {
        // SAFETY: callers only erase instructions without uses.
        unsafe {
            if !LLVMIsAInstruction(inst.raw()).is_null() && LLVMGetFirstUse(inst.raw()).is_null() {
                LLVMInstructionEraseFromParent(inst.raw());
            }
        }
    }
    /// Deletes a global variable that has no uses.
    pub fn delete_global(&self, g: Value<'c>) {
        // SAFETY: only unused globals are deleted.
        unsafe {
            if LLVMGetFirstUse(g.raw()).is_null() {
                LLVMDeleteGlobal(g.raw());
            }
        }
    }
    /// Deletes a function declaration that has no uses.
    pub fn delete_unused_declaration(&self, f: Value<'c>) {
        if f.kind() == super::super::ir::ValueKind::Function && f.is_declaration() {
            // SAFETY: a declaration without uses can go; nothing refers to it.
            unsafe {
                if LLVMGetFirstUse(f.raw()).is_null() {
                    LLVMDeleteFunction(f.raw());
                }
            }
        }
    }
    /// The users of a value (instructions and constants), in use-list order.
    pub fn users(&self, val: Value<'c>) -> Vec<Value<'c>> {
        let mut out = Vec::new();
        // SAFETY: walking the use list of a live value.
        unsafe {
            let mut u = LLVMGetFirstUse(val.raw());
            while !u.is_null() {
                out.push(v(LLVMGetUser(u)));
                u = LLVMGetNextUse(u);
            }
        }
        out
    }
    /// The declaration of an overloaded intrinsic (`llvm.copysign` with `[float]`).
    pub fn intrinsic(&self, name: &str, overloads: &[Type<'c>]) -> Option<Value<'c>> {
        let mut tys: Vec<LLVMTypeRef> = overloads.iter().map(|t| t.raw()).collect();
        // SAFETY: the id is checked; the type buffer outlives the call.
        unsafe {
            let id = llvm_sys::core::LLVMLookupIntrinsicID(name.as_ptr().cast(), name.len());
            if id == 0 {
                return None;
            }
            let f = llvm_sys::core::LLVMGetIntrinsicDeclaration(
                self.module,
                id,
                tys.as_mut_ptr(),
                tys.len(),
            );
            (!f.is_null()).then(|| v(f))
        }
    }
    /// Adds an integer attribute (`align`, `dereferenceable`...) at an index.
    pub fn add_int_attribute(&self, f: Function<'c>, index: u32, name: &str, value: u64) {
        // SAFETY: the attribute kind is looked up by name; unknown names are skipped.
        unsafe {
            let kind = crate::llvm::attr_kinds::enum_kind(name);
            if kind != 0 {
                let a = LLVMCreateEnumAttribute(self.ctx, kind, value);
                LLVMAddAttributeAtIndex(f.raw(), index, a);
            }
        }
    }
    /// Adds a string attribute `"key"="value"` at an index (u32::MAX: the function).
    pub fn add_string_attribute(&self, f: Function<'c>, index: u32, key: &str, value: &str) {
        // SAFETY: key and value are passed with their lengths.
        unsafe {
            let a = LLVMCreateStringAttribute(
                self.ctx,
                key.as_ptr().cast(),
                key.len() as u32,
                value.as_ptr().cast(),
                value.len() as u32,
            );
            LLVMAddAttributeAtIndex(f.raw(), index, a);
        }
    }
    /// Adds an attribute to a call site (u32::MAX: the call itself).
    pub fn call_add_int_attribute(&self, call: Value<'c>, index: u32, name: &str, value: u64) {
        // SAFETY: the attribute kind is looked up by name; unknown names are skipped.
        unsafe {
            let kind = crate::llvm::attr_kinds::enum_kind(name);
            if kind != 0 {
                let a = LLVMCreateEnumAttribute(self.ctx, kind, value);
                LLVMAddCallSiteAttribute(call.raw(), index, a);
            }
        }
    }
    /// The kind of the enum attribute `name` (0 for a name LLVM does not know).
    pub fn enum_attribute_kind(&self, name: &str) -> u32 {
        crate::llvm::attr_kinds::enum_kind(name)
    }
    /// Sets the calling convention of a call instruction.
    pub fn set_instruction_call_conv(&self, call: Value<'c>, cc: u32) {
        // SAFETY: `call` is a live call instruction.
        unsafe { LLVMSetInstructionCallConv(call.raw(), cc) }
    }
    pub fn set_externally_initialized(&self, g: Value<'c>) {
        // SAFETY: `g` is a live global variable.
        unsafe { LLVMSetExternallyInitialized(g.raw(), 1) }
    }
    pub fn set_section(&self, g: Value<'c>, section: &str) {
        let c = cstring(section);
        // SAFETY: NUL-terminated string; live global.
        unsafe { LLVMSetSection(g.raw(), c.as_ptr()) }
    }
    /// A call through a pointer of function-pointer type.
    pub fn call_indirect(
        &self,
        fn_ty: Type<'c>,
        callee: Value<'c>,
        args: &[Value<'c>],
        name: &str,
    ) -> Value<'c> {
        let mut r: Vec<LLVMValueRef> = args.iter().map(|x| x.raw()).collect();
        let void = fn_ty.return_type().map(|r| r.kind()) == Some(super::super::ir::TypeKind::Void);
        let n = Self::name_c(if void { "" } else { name });
        // SAFETY: callers check the argument types against `fn_ty`.
        v(unsafe {
            LLVMBuildCall2(
                self.builder,
                fn_ty.raw(),
                callee.raw(),
                r.as_mut_ptr(),
                r.len() as u32,
                n.as_ptr(),
            )
        })
    }
    /// The attached metadata node `!kind !{...}` for an instruction with string operands, or
    /// a node made by `md_node`; also works for `!nontemporal` and friends.
    pub fn set_instruction_metadata(&self, inst: Value<'c>, kind: &str, node: Md<'c>) {
        self.set_metadata(inst, kind, node);
    }
    /// A distinct node `!{ops...}` (an empty one is an `!llvm.index.group`).
    pub fn distinct_node(&self, ops: &[Md<'c>]) -> Option<Md<'c>> {
        self.distinct(ops, false)
    }
    /// A distinct node whose first operand is itself (`!llvm.loop`).
    pub fn distinct_self_ref_node(&self, ops: &[Md<'c>]) -> Option<Md<'c>> {
        self.distinct(ops, true)
    }
    pub(super) fn distinct(&self, ops: &[Md<'c>], self_ref: bool) -> Option<Md<'c>> {
        let raw: Vec<LLVMMetadataRef> = ops.iter().map(|m| m.raw).collect();
        // SAFETY: every operand is metadata of our context.
        unsafe { super::super::shim::make_distinct_node(self.ctx, &raw, self_ref) }.map(|raw| Md {
            raw,
            _p: PhantomData,
        })
    }

    /// The module's data layout, when `ty` is sized (unsized types have no size or alignment).
    pub(super) fn sized_layout(&self, ty: Type<'c>) -> Option<llvm_sys::target::LLVMTargetDataRef> {
        // SAFETY: the module's data layout lives as long as the module.
        unsafe {
            (LLVMTypeIsSized(ty.raw()) != 0)
                .then(|| llvm_sys::target::LLVMGetModuleDataLayout(self.module))
        }
    }

    /// The size of a type in bits under the module's data layout (0 for unsized types).
    pub fn type_size_bits(&self, ty: Type<'c>) -> u64 {
        self.sized_layout(ty).map_or(0, |dl| {
            // SAFETY: `dl` is the module's data layout and `ty` is sized.
            unsafe { llvm_sys::target::LLVMSizeOfTypeInBits(dl, ty.raw()) }
        })
    }
    /// The allocation size of a type in bytes (what a GEP step over it advances).
    pub fn type_alloc_size(&self, ty: Type<'c>) -> u64 {
        self.sized_layout(ty).map_or(0, |dl| {
            // SAFETY: as for `type_size_bits`.
            unsafe { llvm_sys::target::LLVMABISizeOfType(dl, ty.raw()) }
        })
    }
    /// The ABI alignment of a type in bytes (1 for unsized types).
    pub fn type_abi_align(&self, ty: Type<'c>) -> u32 {
        self.sized_layout(ty).map_or(1, |dl| {
            // SAFETY: as for `type_size_bits`.
            unsafe { llvm_sys::target::LLVMABIAlignmentOfType(dl, ty.raw()) }
        })
    }

    /// A poison value (LLVM 14 prints it as `poison`).
    pub fn poison(&self, ty: Type<'c>) -> Value<'c> {
        // SAFETY: a plain constant constructor.
        v(unsafe { LLVMGetPoison(ty.raw()) })
    }
    /// A floating-point constant from an f64 (rounded to the type).
    pub fn const_real(&self, ty: Type<'c>, x: f64) -> Value<'c> {
        // SAFETY: a plain constant constructor for a floating-point type.
        v(unsafe { LLVMConstReal(ty.raw(), x) })
    }
    /// The entry block of a function with a body.
    pub fn entry_block(&self, f: Function<'c>) -> Option<BasicBlock<'c>> {
        // SAFETY: checked to have blocks first.
        unsafe {
            (LLVMCountBasicBlocks(f.raw()) > 0)
                .then(|| BasicBlock::from_raw(LLVMGetEntryBasicBlock(f.raw())))
        }
    }
    /// The terminator of a block, if it has one.
    pub fn terminator(&self, bb: BasicBlock<'c>) -> Option<Instruction<'c>> {
        // SAFETY: a plain query on a live block.
        let t = unsafe { LLVMGetBasicBlockTerminator(bb.raw()) };
        (!t.is_null()).then(|| Instruction::made(v(t)))
    }
    /// A named metadata list with no operands (`!opencl.enable.FP_CONTRACT = !{}`).
    pub fn add_named_md_empty(&self, name: &str) {
        // SAFETY: name passed with its length; the list is owned by the module.
        unsafe {
            LLVMGetOrInsertNamedMetadata(self.module, name.as_ptr().cast(), name.len());
        }
    }

    /// A `bitcast` instruction even when `val` already has type `ty` (LLVM's builder returns
    /// the value itself then): made by cloning a bitcast of the right type and pointing it at
    /// `val`.
    pub fn bitcast_always(&self, val: Value<'c>, ty: Type<'c>, name: &str) -> Value<'c> {
        if val.type_of() != ty || !matches!(ty.kind(), super::super::ir::TypeKind::Pointer) {
            return self.unfolded((0, val), |x| {
                self.cast(LLVMOpcode::LLVMBitCast, x, ty, name)
            });
        }
        // (A pointer: checked above.)
        let other = self.pointer_type(self.int_type(16), ty.address_space().unwrap_or(0));
        let other = if other == ty {
            // (A pointer: checked above.)
            self.pointer_type(self.int_type(32), ty.address_space().unwrap_or(0))
        } else {
            other
        };
        let n = Self::name_c(name);
        // SAFETY: every instruction made here is live; the temporaries are erased once the
        // clone no longer refers to them.
        unsafe {
            let ph = LLVMBuildFreeze(
                self.builder,
                LLVMGetUndef(other.raw()),
                Self::name_c("").as_ptr(),
            );
            let tmp = LLVMBuildCast(
                self.builder,
                LLVMOpcode::LLVMBitCast,
                ph,
                ty.raw(),
                Self::name_c("").as_ptr(),
            );
            let clone = LLVMInstructionClone(tmp);
            LLVMSetOperand(clone, 0, val.raw());
            LLVMInsertIntoBuilderWithName(self.builder, clone, n.as_ptr());
            LLVMInstructionEraseFromParent(tmp);
            LLVMInstructionEraseFromParent(ph);
            v(clone)
        }
    }

    /// Makes `call` call `f` instead, keeping its arguments and call-site attributes; `false`
    /// (nothing changed) unless `call` is a call and `f` a function of the type it calls.
    pub fn set_called_function(&self, call: Value<'c>, f: Value<'c>) -> bool {
        let fits = call.called_value().is_some()
            && f.kind() == super::super::ir::ValueKind::Function
            && call.called_value().map(|c| c.type_of()) == Some(f.type_of());
        if fits {
            // SAFETY: a call's callee is its last operand, and the new callee has the type of
            // the old one, so the call's function type still holds.
            unsafe {
                let n = LLVMGetNumOperands(call.raw());
                LLVMSetOperand(call.raw(), (n - 1) as u32, f.raw());
            }
        }
        fits
    }

    /// Gives `to` the debug location of `from` (none if `from` has none).
    pub fn copy_debug_loc(&self, from: Value<'c>, to: Value<'c>) {
        // SAFETY: both are live instructions (callers pass instructions only).
        unsafe {
            if !llvm_sys::core::LLVMIsAInstruction(to.raw()).is_null()
                && !llvm_sys::core::LLVMIsAInstruction(from.raw()).is_null()
            {
                let loc = llvm_sys::debuginfo::LLVMInstructionGetDebugLoc(from.raw());
                llvm_sys::debuginfo::LLVMInstructionSetDebugLoc(to.raw(), loc);
            }
        }
    }

    /// Copies the attributes of a function (its own, its return's and its parameters') onto a
    /// call of it.
    /// [`Self::copy_attributes_to_call`] but for the function attributes of the enum kinds
    /// `dropped` (0s are skipped), which the call does not get.
    pub fn copy_attributes_to_call_without(&self, call: Value<'c>, f: Value<'c>, dropped: &[u32]) {
        // A call without attributes yet takes the function's list less those, in one step.
        // SAFETY: live handles; the shim checks their kinds.
        if unsafe {
            super::super::shim::copy_attributes_to_bare_call_without(call.raw(), f.raw(), dropped)
        } {
            return;
        }
        self.copy_attributes_to_call(call, f);
        for &kind in dropped.iter().filter(|&&k| k != 0) {
            // SAFETY: `call` is a live call; `kind` is an enum attribute kind.
            unsafe { LLVMRemoveCallSiteEnumAttribute(call.raw(), u32::MAX, kind) };
        }
    }
    pub fn copy_attributes_to_call(&self, call: Value<'c>, f: Value<'c>) {
        // A call without attributes yet takes the function's list as it is (what the loop
        // below makes, in one step).
        // SAFETY: live handles; the shim checks their kinds.
        if unsafe { super::super::shim::copy_attributes_to_bare_call(call.raw(), f.raw()) } {
            return;
        }
        let n = f
            .type_of()
            .element()
            .map(|t| t.param_types().len() as u32)
            // (A function's type is a pointer to its function type.)
            .unwrap_or(0);
        let indices = std::iter::once(u32::MAX).chain(0..=n);
        // SAFETY: the attribute buffers are sized by the counts LLVM reports.
        unsafe {
            for idx in indices {
                let count = LLVMGetAttributeCountAtIndex(f.raw(), idx);
                if count == 0 {
                    continue;
                }
                let mut attrs: Vec<LLVMAttributeRef> = vec![std::ptr::null_mut(); count as usize];
                LLVMGetAttributesAtIndex(f.raw(), idx, attrs.as_mut_ptr());
                for a in attrs {
                    if !a.is_null() {
                        LLVMAddCallSiteAttribute(call.raw(), idx, a);
                    }
                }
            }
        }
    }
}
