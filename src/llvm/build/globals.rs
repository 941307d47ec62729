//! `IrBuilder`: global variables, functions, their attributes, and metadata.

use super::*;

impl<'c> IrBuilder<'c> {
    // ---- globals and functions ----

    pub fn add_global(&self, ty: Type<'c>, name: &str, addrspace: u32) -> GlobalVar<'c> {
        let c = cstring(name);
        GlobalVar::made(v(unsafe {
            LLVMAddGlobalInAddressSpace(self.module, ty.raw(), c.as_ptr(), addrspace)
        }))
    }
    pub fn set_initializer(&self, g: GlobalVar<'c>, init: Value<'c>) {
        unsafe { LLVMSetInitializer(g.raw(), init.raw()) }
    }
    pub fn set_global_constant(&self, g: Value<'c>, yes: bool) {
        unsafe { LLVMSetGlobalConstant(g.raw(), yes as i32) }
    }
    pub fn set_linkage(&self, g: Value<'c>, linkage: LLVMLinkage) {
        unsafe { LLVMSetLinkage(g.raw(), linkage) }
    }
    pub fn set_alignment(&self, val: Value<'c>, align: u32) {
        unsafe { LLVMSetAlignment(val.raw(), align) }
    }
    pub fn set_unnamed_addr(&self, g: Value<'c>) {
        unsafe { LLVMSetUnnamedAddress(g.raw(), llvm_sys::LLVMUnnamedAddr::LLVMGlobalUnnamedAddr) }
    }
    pub fn add_function(&self, name: &str, fn_ty: Type<'c>) -> Function<'c> {
        let c = cstring(name);
        Function::made(v(unsafe {
            LLVMAddFunction(self.module, c.as_ptr(), fn_ty.raw())
        }))
    }
    /// The module's function of this name, if any.
    /// The global variable named `name`, if the module has one.
    pub fn get_global(&self, name: &str) -> Option<Value<'c>> {
        let n = Self::name_c(name);
        // SAFETY: the module is alive and the name is NUL-terminated.
        let g = unsafe { LLVMGetNamedGlobal(self.module, n.as_ptr()) };
        (!g.is_null()).then(|| v(g))
    }
    pub fn get_function(&self, name: &str) -> Option<Function<'c>> {
        let c = cstring(name);
        let f = unsafe { LLVMGetNamedFunction(self.module, c.as_ptr()) };
        (!f.is_null()).then(|| Function::made(v(f)))
    }
    pub fn set_call_conv(&self, f: Function<'c>, cc: u32) {
        unsafe { LLVMSetFunctionCallConv(f.raw(), cc) }
    }
    pub fn set_name(&self, val: Value<'c>, name: &str) {
        unsafe { LLVMSetValueName2(val.raw(), name.as_ptr() as *const _, name.len()) }
    }
    /// Adds an enum attribute (e.g. "zeroext", "nounwind") at an index
    /// (0 return, 1.. parameters, u32::MAX the function).
    pub fn add_attribute(&self, f: Function<'c>, index: u32, name: &str) {
        // SAFETY: the attribute kind is looked up by name; unknown names are skipped.
        unsafe {
            let kind = crate::llvm::attr_kinds::enum_kind(name);
            // One it has already changes nothing (and rebuilding the list costs).
            if kind != 0 && LLVMGetEnumAttributeAtIndex(f.raw(), index, kind).is_null() {
                let a = LLVMCreateEnumAttribute(self.ctx, kind, 0);
                LLVMAddAttributeAtIndex(f.raw(), index, a);
            }
        }
    }
    /// Adds a type attribute (byval, sret) at a parameter index.
    pub fn add_type_attribute(&self, f: Function<'c>, index: u32, name: &str, ty: Type<'c>) {
        // SAFETY: the attribute kind is looked up by name; unknown names are skipped.
        unsafe {
            let kind = crate::llvm::attr_kinds::enum_kind(name);
            if kind != 0 {
                let a = LLVMCreateTypeAttribute(self.ctx, kind, ty.raw());
                LLVMAddAttributeAtIndex(f.raw(), index, a);
            }
        }
    }
    /// Adds a type attribute (byval, sret) to a call at an attribute index (a parameter's is
    /// its position plus 1).
    pub fn call_add_type_attribute(&self, call: Value<'c>, index: u32, name: &str, ty: Type<'c>) {
        // SAFETY: the attribute kind is looked up by name; unknown names are skipped; `call`
        // is a call instruction of this context.
        unsafe {
            let kind = crate::llvm::attr_kinds::enum_kind(name);
            if kind != 0 {
                let a = LLVMCreateTypeAttribute(self.ctx, kind, ty.raw());
                LLVMAddCallSiteAttribute(call.raw(), index, a);
            }
        }
    }
    /// Adds enum attributes at an index of a call (u32::MAX: the call itself), in one step.
    pub fn call_add_attributes(&self, call: Value<'c>, index: u32, names: &[&str]) {
        let mut kinds = [0u32; 8];
        let mut n = 0;
        for name in names {
            // (0 for unknown names, which are skipped.)
            let kind = crate::llvm::attr_kinds::enum_kind(name);
            if kind != 0 && n < kinds.len() {
                kinds[n] = kind;
                n += 1;
            } else if kind != 0 {
                n = usize::MAX;
                break;
            }
        }
        // SAFETY: `call` is a live instruction; the shim checks it is a call.
        if n == usize::MAX
            || !unsafe {
                super::super::shim::call_add_enum_attributes(call.raw(), index, &kinds[..n])
            }
        {
            for name in names {
                self.call_add_attribute(call, index, name);
            }
        }
    }
    pub fn call_add_attribute(&self, call: Value<'c>, index: u32, name: &str) {
        unsafe {
            let kind = crate::llvm::attr_kinds::enum_kind(name);
            if kind != 0 {
                let a = LLVMCreateEnumAttribute(self.ctx, kind, 0);
                LLVMAddCallSiteAttribute(call.raw(), index, a);
            }
        }
    }
    pub fn param(&self, f: Function<'c>, i: u32) -> Value<'c> {
        v(unsafe { LLVMGetParam(f.raw(), i) })
    }
    pub fn append_block(&self, f: Function<'c>, name: &str) -> BasicBlock<'c> {
        let c = cstring(name);
        BasicBlock::from_raw(unsafe {
            LLVMAppendBasicBlockInContext(self.ctx, f.raw(), c.as_ptr())
        })
    }
    pub fn position_at_end(&self, bb: BasicBlock<'c>) {
        unsafe { LLVMPositionBuilderAtEnd(self.builder, bb.raw()) }
    }
}

impl<'c> IrBuilder<'c> {
    // ---- metadata ----

    /// A metadata node from operands.
    pub fn md_node(&self, ops: &[MdOperand<'c>]) -> Md<'c> {
        let mut raw: Vec<LLVMMetadataRef> = Vec::with_capacity(ops.len());
        for o in ops {
            // SAFETY: each operand is made in our context; LLVMValueAsMetadata is only given
            // plain values (LLVM 14 mishandles a metadata-as-value there).
            let r = unsafe {
                match o {
                    MdOperand::Int(bits, x) => LLVMValueAsMetadata(LLVMConstInt(
                        LLVMIntTypeInContext(self.ctx, *bits),
                        *x,
                        0,
                    )),
                    MdOperand::String(s) => {
                        LLVMMDStringInContext2(self.ctx, s.as_ptr() as *const _, s.len())
                    }
                    MdOperand::Value(x) => LLVMValueAsMetadata(x.raw()),
                    MdOperand::Node(m) => m.raw,
                    MdOperand::Null => std::ptr::null_mut(),
                }
            };
            raw.push(r);
        }
        // SAFETY: the operand buffer outlives the call; null operands are allowed.
        Md {
            raw: unsafe { LLVMMDNodeInContext2(self.ctx, raw.as_mut_ptr(), raw.len()) },
            _p: PhantomData,
        }
    }

    pub fn add_named_md(&self, name: &str, node: Md<'c>) {
        let c = cstring(name);
        // SAFETY: the node is wrapped as a value of our context for the named-metadata API.
        unsafe {
            LLVMAddNamedMetadataOperand(
                self.module,
                c.as_ptr(),
                LLVMMetadataAsValue(self.ctx, node.raw),
            )
        }
    }

    /// Attaches a metadata node of a kind to an instruction or a global object.
    pub fn set_metadata(&self, target: Value<'c>, kind: &str, node: Md<'c>) {
        // SAFETY: the kind id is looked up by name; the node belongs to our context.
        unsafe {
            let k =
                LLVMGetMDKindIDInContext(self.ctx, kind.as_ptr() as *const _, kind.len() as u32);
            if matches!(target.kind(), super::super::ir::ValueKind::Instruction) {
                LLVMSetMetadata(target.raw(), k, LLVMMetadataAsValue(self.ctx, node.raw));
            } else {
                LLVMGlobalSetMetadata(target.raw(), k, node.raw);
            }
        }
    }
}
