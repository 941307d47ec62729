//! `IrBuilder`: instructions at the builder's position.

use super::*;

impl<'c> IrBuilder<'c> {
    // ---- instructions ----

    pub(super) fn name_c(name: &str) -> CName {
        cstring(name)
    }

    pub fn binop(&self, op: LLVMOpcode, a: Value<'c>, b: Value<'c>, name: &str) -> Value<'c> {
        let n = Self::name_c(name);
        v(unsafe { LLVMBuildBinOp(self.builder, op, a.raw(), b.raw(), n.as_ptr()) })
    }
    pub fn fneg(&self, a: Value<'c>, name: &str) -> Value<'c> {
        let n = Self::name_c(name);
        v(unsafe { LLVMBuildFNeg(self.builder, a.raw(), n.as_ptr()) })
    }
    pub fn not(&self, a: Value<'c>, name: &str) -> Value<'c> {
        let n = Self::name_c(name);
        v(unsafe { LLVMBuildNot(self.builder, a.raw(), n.as_ptr()) })
    }
    pub fn cast(&self, op: LLVMOpcode, a: Value<'c>, ty: Type<'c>, name: &str) -> Value<'c> {
        let n = Self::name_c(name);
        v(unsafe { LLVMBuildCast(self.builder, op, a.raw(), ty.raw(), n.as_ptr()) })
    }
    pub fn icmp(&self, p: LLVMIntPredicate, a: Value<'c>, b: Value<'c>, name: &str) -> Value<'c> {
        let n = Self::name_c(name);
        v(unsafe { LLVMBuildICmp(self.builder, p, a.raw(), b.raw(), n.as_ptr()) })
    }
    pub fn fcmp(&self, p: LLVMRealPredicate, a: Value<'c>, b: Value<'c>, name: &str) -> Value<'c> {
        let n = Self::name_c(name);
        v(unsafe { LLVMBuildFCmp(self.builder, p, a.raw(), b.raw(), n.as_ptr()) })
    }
    pub fn select(&self, c: Value<'c>, a: Value<'c>, b: Value<'c>, name: &str) -> Value<'c> {
        let n = Self::name_c(name);
        v(unsafe { LLVMBuildSelect(self.builder, c.raw(), a.raw(), b.raw(), n.as_ptr()) })
    }
    pub fn load(&self, ptr: Value<'c>, name: &str) -> Value<'c> {
        let n = Self::name_c(name);
        let elem = ptr
            .type_of()
            .element()
            .map(|e| e.raw())
            .unwrap_or(std::ptr::null_mut());
        v(unsafe { LLVMBuildLoad2(self.builder, elem, ptr.raw(), n.as_ptr()) })
    }
    pub fn store(&self, val: Value<'c>, ptr: Value<'c>) -> Value<'c> {
        v(unsafe { LLVMBuildStore(self.builder, val.raw(), ptr.raw()) })
    }
    pub fn set_volatile(&self, inst: Value<'c>) {
        unsafe { LLVMSetVolatile(inst.raw(), 1) }
    }
    pub fn gep(
        &self,
        ptr: Value<'c>,
        indices: &[Value<'c>],
        inbounds: bool,
        name: &str,
    ) -> Value<'c> {
        let n = Self::name_c(name);
        let mut r: Vec<LLVMValueRef> = indices.iter().map(|x| x.raw()).collect();
        let elem = ptr
            .type_of()
            .element()
            .map(|e| e.raw())
            .unwrap_or(std::ptr::null_mut());
        // SAFETY: typed-pointer GEP; the index buffer outlives the call.
        unsafe {
            if inbounds {
                v(LLVMBuildInBoundsGEP2(
                    self.builder,
                    elem,
                    ptr.raw(),
                    r.as_mut_ptr(),
                    r.len() as u32,
                    n.as_ptr(),
                ))
            } else {
                v(LLVMBuildGEP2(
                    self.builder,
                    elem,
                    ptr.raw(),
                    r.as_mut_ptr(),
                    r.len() as u32,
                    n.as_ptr(),
                ))
            }
        }
    }
    pub fn phi(&self, ty: Type<'c>, name: &str) -> Value<'c> {
        let n = Self::name_c(name);
        v(unsafe { LLVMBuildPhi(self.builder, ty.raw(), n.as_ptr()) })
    }
    pub fn add_incoming(&self, phi: Value<'c>, val: Value<'c>, bb: BasicBlock<'c>) {
        let mut vals = [val.raw()];
        let mut bbs = [bb.raw()];
        unsafe { LLVMAddIncoming(phi.raw(), vals.as_mut_ptr(), bbs.as_mut_ptr(), 1) }
    }
    pub fn br(&self, bb: BasicBlock<'c>) -> Value<'c> {
        v(unsafe { LLVMBuildBr(self.builder, bb.raw()) })
    }
    pub fn cond_br(&self, c: Value<'c>, t_bb: BasicBlock<'c>, f_bb: BasicBlock<'c>) -> Value<'c> {
        v(unsafe { LLVMBuildCondBr(self.builder, c.raw(), t_bb.raw(), f_bb.raw()) })
    }
    pub fn switch(
        &self,
        val: Value<'c>,
        default: BasicBlock<'c>,
        cases: &[(Value<'c>, BasicBlock<'c>)],
    ) -> Value<'c> {
        // SAFETY: cases are added to the switch just built.
        unsafe {
            let s = LLVMBuildSwitch(self.builder, val.raw(), default.raw(), cases.len() as u32);
            for (c, bb) in cases {
                LLVMAddCase(s, c.raw(), bb.raw());
            }
            v(s)
        }
    }
    pub fn ret(&self, val: Option<Value<'c>>) -> Value<'c> {
        unsafe {
            match val {
                Some(x) => v(LLVMBuildRet(self.builder, x.raw())),
                None => v(LLVMBuildRetVoid(self.builder)),
            }
        }
    }
    pub fn unreachable(&self) -> Value<'c> {
        v(unsafe { LLVMBuildUnreachable(self.builder) })
    }
    pub fn call(&self, f: Value<'c>, args: &[Value<'c>], name: &str) -> Value<'c> {
        let mut r: Vec<LLVMValueRef> = args.iter().map(|x| x.raw()).collect();
        let fn_ty = f
            .type_of()
            .element()
            .map(|e| e.raw())
            .unwrap_or(std::ptr::null_mut());
        // A void call cannot be named.
        let void = f
            .type_of()
            .element()
            .and_then(|ft| ft.return_type())
            .map(|r| r.kind())
            == Some(super::super::ir::TypeKind::Void);
        let n = Self::name_c(if void { "" } else { name });
        // SAFETY: the argument buffer outlives the call; LLVM asserts arity in debug builds only,
        // so callers check it.
        unsafe {
            let c = LLVMBuildCall2(
                self.builder,
                fn_ty,
                f.raw(),
                r.as_mut_ptr(),
                r.len() as u32,
                n.as_ptr(),
            );
            LLVMSetInstructionCallConv(c, LLVMGetFunctionCallConv(f.raw()));
            v(c)
        }
    }
    pub fn extract_element(&self, vec: Value<'c>, idx: Value<'c>, name: &str) -> Value<'c> {
        let n = Self::name_c(name);
        v(unsafe { LLVMBuildExtractElement(self.builder, vec.raw(), idx.raw(), n.as_ptr()) })
    }
    pub fn insert_element(
        &self,
        vec: Value<'c>,
        elem: Value<'c>,
        idx: Value<'c>,
        name: &str,
    ) -> Value<'c> {
        let n = Self::name_c(name);
        v(unsafe {
            LLVMBuildInsertElement(self.builder, vec.raw(), elem.raw(), idx.raw(), n.as_ptr())
        })
    }
    pub fn shuffle(&self, a: Value<'c>, b: Value<'c>, mask: Value<'c>, name: &str) -> Value<'c> {
        let n = Self::name_c(name);
        v(
            unsafe {
                LLVMBuildShuffleVector(self.builder, a.raw(), b.raw(), mask.raw(), n.as_ptr())
            },
        )
    }
    pub fn extract_value(&self, agg: Value<'c>, idx: u32, name: &str) -> Value<'c> {
        let n = Self::name_c(name);
        v(unsafe { LLVMBuildExtractValue(self.builder, agg.raw(), idx, n.as_ptr()) })
    }
    pub fn insert_value(&self, agg: Value<'c>, elem: Value<'c>, idx: u32, name: &str) -> Value<'c> {
        let n = Self::name_c(name);
        v(unsafe { LLVMBuildInsertValue(self.builder, agg.raw(), elem.raw(), idx, n.as_ptr()) })
    }
    pub fn alloca(&self, ty: Type<'c>, name: &str) -> Value<'c> {
        let n = Self::name_c(name);
        v(unsafe { LLVMBuildAlloca(self.builder, ty.raw(), n.as_ptr()) })
    }
    /// `alloca <ty>, <count>` (a variable-length array).
    pub fn array_alloca(&self, ty: Type<'c>, count: Value<'c>, name: &str) -> Value<'c> {
        let n = Self::name_c(name);
        v(unsafe { LLVMBuildArrayAlloca(self.builder, ty.raw(), count.raw(), n.as_ptr()) })
    }
    pub fn atomic_rmw(
        &self,
        op: LLVMAtomicRMWBinOp,
        ptr: Value<'c>,
        val: Value<'c>,
        ord: LLVMAtomicOrdering,
    ) -> Value<'c> {
        v(unsafe { LLVMBuildAtomicRMW(self.builder, op, ptr.raw(), val.raw(), ord, 0) })
    }
    pub fn cmpxchg(
        &self,
        ptr: Value<'c>,
        cmp: Value<'c>,
        new: Value<'c>,
        success: LLVMAtomicOrdering,
        failure: LLVMAtomicOrdering,
    ) -> Value<'c> {
        v(unsafe {
            LLVMBuildAtomicCmpXchg(
                self.builder,
                ptr.raw(),
                cmp.raw(),
                new.raw(),
                success,
                failure,
                0,
            )
        })
    }
    pub fn fence(&self, ord: LLVMAtomicOrdering) -> Value<'c> {
        let n = Self::name_c("");
        v(unsafe { LLVMBuildFence(self.builder, ord, 0, n.as_ptr()) })
    }
    pub fn freeze(&self, val: Value<'c>, name: &str) -> Value<'c> {
        let n = Self::name_c(name);
        v(unsafe { LLVMBuildFreeze(self.builder, val.raw(), n.as_ptr()) })
    }

    /// Sets the sync scope of an atomic instruction or fence ("" keeps the default, system).
    pub fn set_sync_scope(&self, inst: Value<'c>, name: &str) {
        if !name.is_empty() {
            // SAFETY: the instruction is live; the shim ignores instructions without a scope.
            unsafe {
                super::super::shim::set_sync_scope(inst.raw(), name);
            }
        }
    }

    /// Makes a load or store atomic with an ordering and scope, aligned to its size as LLVM
    /// requires.
    pub fn set_atomic(&self, inst: Value<'c>, ord: LLVMAtomicOrdering, scope: &str) {
        let ty = match inst.opcode() {
            Some(LLVMOpcode::LLVMStore) => inst.operand(0).map(|v| v.type_of()),
            _ => Some(inst.type_of()),
        };
        let bits = ty
            .map(|t| match t.kind() {
                super::super::ir::TypeKind::Half => 16,
                super::super::ir::TypeKind::Float => 32,
                super::super::ir::TypeKind::Double | super::super::ir::TypeKind::Pointer => 64,
                // (The other accessed types are integers.)
                _ => t.int_width().unwrap_or(32),
            })
            // (A store without its value operand: the default width.)
            .unwrap_or(32);
        // SAFETY: the instruction is a live load or store.
        unsafe {
            super::super::shim::set_atomic_ordering(inst.raw(), ord);
        }
        self.set_alignment(inst, (bits / 8).max(1));
        self.set_sync_scope(inst, scope);
    }
}
