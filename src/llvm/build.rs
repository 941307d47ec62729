//! Building LLVM IR (for the reverse direction): types, constants, globals, functions,
//! instructions and metadata, through one safe `IrBuilder` over llvm-sys.

use super::ir::{BasicBlock, Context, Module, Type, Value};
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::{
    LLVMAtomicOrdering, LLVMAtomicRMWBinOp, LLVMIntPredicate, LLVMLinkage, LLVMOpcode,
    LLVMRealPredicate,
};
use std::ffi::CString;
use std::marker::PhantomData;

/// A NUL-terminated copy of a name for LLVM-C, NULs inside dropped: on the stack when short
/// (a name is passed for most instructions made), on the heap otherwise.
pub(crate) struct CName {
    short: [u8; CName::SHORT],
    long: Option<CString>,
}

impl CName {
    const SHORT: usize = 64;

    fn new(s: &str) -> CName {
        let mut short = [0u8; CName::SHORT];
        if s.len() < CName::SHORT && !s.as_bytes().contains(&0) {
            short[..s.len()].copy_from_slice(s.as_bytes());
            return CName { short, long: None };
        }
        let long = CString::new(s.replace('\0', "")).unwrap_or_default();
        CName {
            short,
            long: Some(long),
        }
    }

    pub(crate) fn as_ptr(&self) -> *const std::os::raw::c_char {
        match &self.long {
            Some(c) => c.as_ptr(),
            None => self.short.as_ptr().cast(),
        }
    }
}

fn cstring(s: &str) -> CName {
    CName::new(s)
}

impl Context {
    /// A new, empty module.
    pub fn create_module(&self, name: &str) -> Module<'_> {
        Module::from_inkwell(self.inkwell().create_module(name))
    }
}

/// An operand of a metadata node being built.
#[derive(Clone, Debug)]
pub enum MdOperand<'c> {
    /// An integer constant of the given bit width.
    Int(u32, u64),
    String(String),
    Value(Value<'c>),
    /// A node built earlier.
    Node(Md<'c>),
    Null,
}

/// Builds IR into one module.
pub struct IrBuilder<'c> {
    ctx: LLVMContextRef,
    module: LLVMModuleRef,
    builder: LLVMBuilderRef,
    _p: PhantomData<&'c ()>,
}

impl Drop for IrBuilder<'_> {
    fn drop(&mut self) {
        // SAFETY: the builder was created by us and is disposed of once.
        unsafe { LLVMDisposeBuilder(self.builder) }
    }
}

/// Wraps a raw value (never null for the calls used here; a null becomes an error upstream).
fn v<'c>(raw: LLVMValueRef) -> Value<'c> {
    Value::from_raw(raw)
}

fn t<'c>(raw: LLVMTypeRef) -> Type<'c> {
    Type::from_raw(raw)
}

impl<'c> IrBuilder<'c> {
    pub fn new(module: &Module<'c>) -> Self {
        let m = module.raw_module();
        // SAFETY: the module is live; the builder is disposed of in Drop.
        unsafe {
            let ctx = LLVMGetModuleContext(m);
            IrBuilder {
                ctx,
                module: m,
                builder: LLVMCreateBuilderInContext(ctx),
                _p: PhantomData,
            }
        }
    }

    /// The module being built (for the debug-info builder of `super::di`).
    pub(crate) fn raw_module(&self) -> LLVMModuleRef {
        self.module
    }

    /// The block instructions are being appended to.
    pub fn insert_block(&self) -> Option<BasicBlock<'c>> {
        // SAFETY: live builder; null when it has no position.
        let bb = unsafe { LLVMGetInsertBlock(self.builder) };
        (!bb.is_null()).then(|| BasicBlock::from_raw(bb))
    }

    pub fn set_triple(&self, triple: &str) {
        let c = cstring(triple);
        // SAFETY: NUL-terminated string; live module.
        unsafe { LLVMSetTarget(self.module, c.as_ptr()) }
    }

    pub fn set_data_layout(&self, layout: &str) {
        let c = cstring(layout);
        // SAFETY: NUL-terminated string; live module.
        unsafe { LLVMSetDataLayout(self.module, c.as_ptr()) }
    }

    // ---- types ----

    pub fn int_type(&self, bits: u32) -> Type<'c> {
        // SAFETY: plain type constructor in our context.
        t(unsafe { LLVMIntTypeInContext(self.ctx, bits) })
    }
    pub fn half_type(&self) -> Type<'c> {
        t(unsafe { LLVMHalfTypeInContext(self.ctx) })
    }
    pub fn float_type(&self) -> Type<'c> {
        t(unsafe { LLVMFloatTypeInContext(self.ctx) })
    }
    pub fn double_type(&self) -> Type<'c> {
        t(unsafe { LLVMDoubleTypeInContext(self.ctx) })
    }
    pub fn void_type(&self) -> Type<'c> {
        t(unsafe { LLVMVoidTypeInContext(self.ctx) })
    }
    pub fn pointer_type(&self, pointee: Type<'c>, addrspace: u32) -> Type<'c> {
        // SAFETY: typed pointers (LLVM 14).
        t(unsafe { LLVMPointerType(pointee.raw(), addrspace) })
    }
    pub fn vector_type(&self, elem: Type<'c>, n: u32) -> Type<'c> {
        t(unsafe { LLVMVectorType(elem.raw(), n) })
    }
    pub fn array_type(&self, elem: Type<'c>, n: u64) -> Type<'c> {
        // LLVM 14's C API takes 32 bits; larger arrays are clamped by the caller's check.
        t(unsafe { LLVMArrayType(elem.raw(), n.min(u64::from(u32::MAX)) as u32) })
    }
    pub fn function_type(&self, ret: Type<'c>, params: &[Type<'c>], vararg: bool) -> Type<'c> {
        let mut p: Vec<LLVMTypeRef> = params.iter().map(|x| x.raw()).collect();
        // SAFETY: the parameter buffer outlives the call.
        t(unsafe { LLVMFunctionType(ret.raw(), p.as_mut_ptr(), p.len() as u32, vararg as i32) })
    }
    /// The named struct with this name, created opaque if the module has none.
    pub fn named_struct(&self, name: &str) -> Type<'c> {
        let c = cstring(name);
        // SAFETY: lookup then creation by NUL-terminated name.
        unsafe {
            let existing = LLVMGetTypeByName2(self.ctx, c.as_ptr());
            if !existing.is_null() {
                return t(existing);
            }
            t(LLVMStructCreateNamed(self.ctx, c.as_ptr()))
        }
    }
    /// A new named struct (LLVM renames it `name.N` if the name is taken).
    pub fn new_named_struct(&self, name: &str) -> Type<'c> {
        let c = cstring(name);
        t(unsafe { LLVMStructCreateNamed(self.ctx, c.as_ptr()) })
    }
    pub fn set_struct_body(&self, st: Type<'c>, elems: &[Type<'c>], packed: bool) {
        let mut e: Vec<LLVMTypeRef> = elems.iter().map(|x| x.raw()).collect();
        // SAFETY: the element buffer outlives the call.
        unsafe { LLVMStructSetBody(st.raw(), e.as_mut_ptr(), e.len() as u32, packed as i32) }
    }
    pub fn literal_struct(&self, elems: &[Type<'c>], packed: bool) -> Type<'c> {
        let mut e: Vec<LLVMTypeRef> = elems.iter().map(|x| x.raw()).collect();
        t(unsafe {
            LLVMStructTypeInContext(self.ctx, e.as_mut_ptr(), e.len() as u32, packed as i32)
        })
    }

    // ---- constants ----

    /// An integer constant from little-endian 64-bit words (any width).
    pub fn const_int(&self, ty: Type<'c>, words: &[u64]) -> Value<'c> {
        // SAFETY: the word buffer outlives the call.
        unsafe {
            if words.len() <= 1 {
                v(LLVMConstInt(
                    ty.raw(),
                    words.first().copied().unwrap_or(0),
                    0,
                ))
            } else {
                v(LLVMConstIntOfArbitraryPrecision(
                    ty.raw(),
                    words.len() as u32,
                    words.as_ptr(),
                ))
            }
        }
    }
    /// A floating-point constant from its IEEE bits.
    pub fn const_real_bits(&self, ty: Type<'c>, bits: u64) -> Value<'c> {
        let width = match ty.kind() {
            super::ir::TypeKind::Half => 16,
            super::ir::TypeKind::Float => 32,
            _ => 64,
        };
        // SAFETY: a live type handle; the shim answers None for other types.
        if let Some(c) = unsafe { super::shim::const_real_bits(ty.raw(), bits) } {
            return v(c);
        }
        let int_ty = self.int_type(width);
        let i = self.const_int(int_ty, &[bits]);
        // SAFETY: a bitcast constant expression between types of equal width.
        v(unsafe { LLVMConstBitCast(i.raw(), ty.raw()) })
    }
    /// Inline assembly of function type `fn_ty` (AT&T dialect, cannot throw); its value is a
    /// pointer to `fn_ty`, called like a function.
    pub fn inline_asm(
        &self,
        fn_ty: Type<'c>,
        text: &str,
        constraints: &str,
        side_effects: bool,
    ) -> Value<'c> {
        let mut text = text.as_bytes().to_vec();
        let mut constraints = constraints.as_bytes().to_vec();
        // SAFETY: LLVM copies both buffers (given with their lengths, not NUL-terminated).
        v(unsafe {
            LLVMGetInlineAsm(
                fn_ty.raw(),
                text.as_mut_ptr().cast(),
                text.len(),
                constraints.as_mut_ptr().cast(),
                constraints.len(),
                i32::from(side_effects),
                0,
                llvm_sys::LLVMInlineAsmDialect::LLVMInlineAsmDialectATT,
                0,
            )
        })
    }
    /// The null value of `ty`; `undef` for a type that has none (LLVM's `getNullValue` is
    /// undefined behaviour there: callers that read types from input check
    /// `Type::has_null_value` first and report the error).
    pub fn const_null(&self, ty: Type<'c>) -> Value<'c> {
        if !ty.has_null_value() {
            return self.undef(ty);
        }
        v(unsafe { LLVMConstNull(ty.raw()) })
    }
    pub fn undef(&self, ty: Type<'c>) -> Value<'c> {
        v(unsafe { LLVMGetUndef(ty.raw()) })
    }
    pub fn const_array(&self, elem: Type<'c>, vals: &[Value<'c>]) -> Value<'c> {
        let mut r: Vec<LLVMValueRef> = vals.iter().map(|x| x.raw()).collect();
        v(unsafe { LLVMConstArray(elem.raw(), r.as_mut_ptr(), r.len() as u32) })
    }
    pub fn const_struct(&self, ty: Type<'c>, vals: &[Value<'c>]) -> Value<'c> {
        let mut r: Vec<LLVMValueRef> = vals.iter().map(|x| x.raw()).collect();
        if ty.struct_name().is_some() {
            v(unsafe { LLVMConstNamedStruct(ty.raw(), r.as_mut_ptr(), r.len() as u32) })
        } else {
            v(unsafe {
                LLVMConstStructInContext(
                    self.ctx,
                    r.as_mut_ptr(),
                    r.len() as u32,
                    ty.struct_is_packed() as i32,
                )
            })
        }
    }
    pub fn const_vector(&self, vals: &[Value<'c>]) -> Value<'c> {
        let mut r: Vec<LLVMValueRef> = vals.iter().map(|x| x.raw()).collect();
        v(unsafe { LLVMConstVector(r.as_mut_ptr(), r.len() as u32) })
    }
    /// A constant cast expression.
    pub fn const_cast(&self, op: LLVMOpcode, val: Value<'c>, ty: Type<'c>) -> Value<'c> {
        // SAFETY: each constructor checks its operand types in LLVM; callers pass valid pairs.
        unsafe {
            let (x, t) = (val.raw(), ty.raw());
            v(match op {
                LLVMOpcode::LLVMTrunc => LLVMConstTrunc(x, t),
                LLVMOpcode::LLVMZExt => LLVMConstZExt(x, t),
                LLVMOpcode::LLVMSExt => LLVMConstSExt(x, t),
                LLVMOpcode::LLVMFPTrunc => LLVMConstFPTrunc(x, t),
                LLVMOpcode::LLVMFPExt => LLVMConstFPExt(x, t),
                LLVMOpcode::LLVMFPToUI => LLVMConstFPToUI(x, t),
                LLVMOpcode::LLVMFPToSI => LLVMConstFPToSI(x, t),
                LLVMOpcode::LLVMUIToFP => LLVMConstUIToFP(x, t),
                LLVMOpcode::LLVMSIToFP => LLVMConstSIToFP(x, t),
                LLVMOpcode::LLVMPtrToInt => LLVMConstPtrToInt(x, t),
                LLVMOpcode::LLVMIntToPtr => LLVMConstIntToPtr(x, t),
                LLVMOpcode::LLVMAddrSpaceCast => LLVMConstAddrSpaceCast(x, t),
                _ => LLVMConstBitCast(x, t),
            })
        }
    }
    pub fn const_gep(&self, ptr: Value<'c>, indices: &[Value<'c>], inbounds: bool) -> Value<'c> {
        let mut r: Vec<LLVMValueRef> = indices.iter().map(|x| x.raw()).collect();
        let elem = ptr
            .type_of()
            .element()
            .map(|e| e.raw())
            .unwrap_or(std::ptr::null_mut());
        // SAFETY: typed-pointer GEP with the pointee as source element type.
        unsafe {
            if inbounds {
                v(LLVMConstInBoundsGEP2(
                    elem,
                    ptr.raw(),
                    r.as_mut_ptr(),
                    r.len() as u32,
                ))
            } else {
                v(LLVMConstGEP2(
                    elem,
                    ptr.raw(),
                    r.as_mut_ptr(),
                    r.len() as u32,
                ))
            }
        }
    }

    // ---- globals and functions ----

    pub fn add_global(&self, ty: Type<'c>, name: &str, addrspace: u32) -> Value<'c> {
        let c = cstring(name);
        v(unsafe { LLVMAddGlobalInAddressSpace(self.module, ty.raw(), c.as_ptr(), addrspace) })
    }
    pub fn set_initializer(&self, g: Value<'c>, init: Value<'c>) {
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
    pub fn add_function(&self, name: &str, fn_ty: Type<'c>) -> Value<'c> {
        let c = cstring(name);
        v(unsafe { LLVMAddFunction(self.module, c.as_ptr(), fn_ty.raw()) })
    }
    /// The module's function of this name, if any.
    /// The global variable named `name`, if the module has one.
    pub fn get_global(&self, name: &str) -> Option<Value<'c>> {
        let n = Self::name_c(name);
        // SAFETY: the module is alive and the name is NUL-terminated.
        let g = unsafe { LLVMGetNamedGlobal(self.module, n.as_ptr()) };
        (!g.is_null()).then(|| v(g))
    }
    pub fn get_function(&self, name: &str) -> Option<Value<'c>> {
        let c = cstring(name);
        let f = unsafe { LLVMGetNamedFunction(self.module, c.as_ptr()) };
        (!f.is_null()).then(|| v(f))
    }
    pub fn set_call_conv(&self, f: Value<'c>, cc: u32) {
        unsafe { LLVMSetFunctionCallConv(f.raw(), cc) }
    }
    pub fn set_name(&self, val: Value<'c>, name: &str) {
        unsafe { LLVMSetValueName2(val.raw(), name.as_ptr() as *const _, name.len()) }
    }
    /// Adds an enum attribute (e.g. "zeroext", "nounwind") at an index
    /// (0 return, 1.. parameters, u32::MAX the function).
    pub fn add_attribute(&self, f: Value<'c>, index: u32, name: &str) {
        // SAFETY: the attribute kind is looked up by name; unknown names are skipped.
        unsafe {
            let kind = LLVMGetEnumAttributeKindForName(name.as_ptr() as *const _, name.len());
            // One it has already changes nothing (and rebuilding the list costs).
            if kind != 0 && LLVMGetEnumAttributeAtIndex(f.raw(), index, kind).is_null() {
                let a = LLVMCreateEnumAttribute(self.ctx, kind, 0);
                LLVMAddAttributeAtIndex(f.raw(), index, a);
            }
        }
    }
    /// Adds a type attribute (byval, sret) at a parameter index.
    pub fn add_type_attribute(&self, f: Value<'c>, index: u32, name: &str, ty: Type<'c>) {
        // SAFETY: the attribute kind is looked up by name; unknown names are skipped.
        unsafe {
            let kind = LLVMGetEnumAttributeKindForName(name.as_ptr() as *const _, name.len());
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
            let kind = LLVMGetEnumAttributeKindForName(name.as_ptr() as *const _, name.len());
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
            // SAFETY: a lookup by name (0 for unknown names, which are skipped).
            let kind =
                unsafe { LLVMGetEnumAttributeKindForName(name.as_ptr() as *const _, name.len()) };
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
            || !unsafe { super::shim::call_add_enum_attributes(call.raw(), index, &kinds[..n]) }
        {
            for name in names {
                self.call_add_attribute(call, index, name);
            }
        }
    }
    pub fn call_add_attribute(&self, call: Value<'c>, index: u32, name: &str) {
        unsafe {
            let kind = LLVMGetEnumAttributeKindForName(name.as_ptr() as *const _, name.len());
            if kind != 0 {
                let a = LLVMCreateEnumAttribute(self.ctx, kind, 0);
                LLVMAddCallSiteAttribute(call.raw(), index, a);
            }
        }
    }
    pub fn param(&self, f: Value<'c>, i: u32) -> Value<'c> {
        v(unsafe { LLVMGetParam(f.raw(), i) })
    }
    pub fn append_block(&self, f: Value<'c>, name: &str) -> BasicBlock<'c> {
        let c = cstring(name);
        BasicBlock::from_raw(unsafe {
            LLVMAppendBasicBlockInContext(self.ctx, f.raw(), c.as_ptr())
        })
    }
    pub fn position_at_end(&self, bb: BasicBlock<'c>) {
        unsafe { LLVMPositionBuilderAtEnd(self.builder, bb.raw()) }
    }

    // ---- instructions ----

    fn name_c(name: &str) -> CName {
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
            == Some(super::ir::TypeKind::Void);
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
                super::shim::set_sync_scope(inst.raw(), name);
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
                super::ir::TypeKind::Half => 16,
                super::ir::TypeKind::Float => 32,
                super::ir::TypeKind::Double | super::ir::TypeKind::Pointer => 64,
                _ => t.int_width().unwrap_or(32),
            })
            .unwrap_or(32);
        // SAFETY: the instruction is a live load or store.
        unsafe {
            super::shim::set_atomic_ordering(inst.raw(), ord);
        }
        self.set_alignment(inst, (bits / 8).max(1));
        self.set_sync_scope(inst, scope);
    }

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
            super::ir::TypeKind::Void
                | super::ir::TypeKind::Label
                | super::ir::TypeKind::Metadata
                | super::ir::TypeKind::Function
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
            super::shim::set_no_signed_wrap(inst.raw(), true);
        }
    }
    /// Sets `nuw` on an add/sub/mul/shl (no effect on other values).
    pub fn set_no_unsigned_wrap(&self, inst: Value<'c>) {
        // SAFETY: the shim checks that the flag applies.
        unsafe {
            super::shim::set_no_unsigned_wrap(inst.raw(), true);
        }
    }
    /// Sets `exact` on a udiv/sdiv/lshr/ashr (no effect on other values).
    pub fn set_exact(&self, inst: Value<'c>) {
        // SAFETY: the shim checks that the flag applies.
        unsafe {
            super::shim::set_exact(inst.raw(), true);
        }
    }
    /// Replaces the fast-math flags of an FP-math instruction (no effect on other values).
    pub fn set_fast_math_flags(&self, inst: Value<'c>, flags: super::shim::FastMathFlags) {
        // SAFETY: the shim checks that `inst` is an FP-math instruction.
        unsafe {
            super::shim::set_fast_math_flags(inst.raw(), flags);
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
            super::shim::set_cmpxchg_failure_ordering(inst.raw(), ord);
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
    pub fn position_before(&self, inst: Value<'c>) {
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
    pub fn alloca_in_entry(&self, f: Value<'c>, ty: Type<'c>, name: &str) -> Value<'c> {
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
        if f.kind() == super::ir::ValueKind::Function && f.is_declaration() {
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
    pub fn add_int_attribute(&self, f: Value<'c>, index: u32, name: &str, value: u64) {
        // SAFETY: the attribute kind is looked up by name; unknown names are skipped.
        unsafe {
            let kind = LLVMGetEnumAttributeKindForName(name.as_ptr() as *const _, name.len());
            if kind != 0 {
                let a = LLVMCreateEnumAttribute(self.ctx, kind, value);
                LLVMAddAttributeAtIndex(f.raw(), index, a);
            }
        }
    }
    /// Adds a string attribute `"key"="value"` at an index (u32::MAX: the function).
    pub fn add_string_attribute(&self, f: Value<'c>, index: u32, key: &str, value: &str) {
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
            let kind = LLVMGetEnumAttributeKindForName(name.as_ptr() as *const _, name.len());
            if kind != 0 {
                let a = LLVMCreateEnumAttribute(self.ctx, kind, value);
                LLVMAddCallSiteAttribute(call.raw(), index, a);
            }
        }
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
        let void = fn_ty.return_type().map(|r| r.kind()) == Some(super::ir::TypeKind::Void);
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
    fn distinct(&self, ops: &[Md<'c>], self_ref: bool) -> Option<Md<'c>> {
        let raw: Vec<LLVMMetadataRef> = ops.iter().map(|m| m.raw).collect();
        // SAFETY: every operand is metadata of our context.
        unsafe { super::shim::make_distinct_node(self.ctx, &raw, self_ref) }.map(|raw| Md {
            raw,
            _p: PhantomData,
        })
    }

    /// The module's data layout, when `ty` is sized (unsized types have no size or alignment).
    fn sized_layout(&self, ty: Type<'c>) -> Option<llvm_sys::target::LLVMTargetDataRef> {
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
    pub fn entry_block(&self, f: Value<'c>) -> Option<BasicBlock<'c>> {
        // SAFETY: checked to have blocks first.
        unsafe {
            (LLVMCountBasicBlocks(f.raw()) > 0)
                .then(|| BasicBlock::from_raw(LLVMGetEntryBasicBlock(f.raw())))
        }
    }
    /// The terminator of a block, if it has one.
    pub fn terminator(&self, bb: BasicBlock<'c>) -> Option<Value<'c>> {
        // SAFETY: a plain query on a live block.
        let t = unsafe { LLVMGetBasicBlockTerminator(bb.raw()) };
        (!t.is_null()).then(|| v(t))
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
        if val.type_of() != ty || !matches!(ty.kind(), super::ir::TypeKind::Pointer) {
            return self.unfolded((0, val), |x| {
                self.cast(LLVMOpcode::LLVMBitCast, x, ty, name)
            });
        }
        let other = self.pointer_type(self.int_type(16), ty.address_space().unwrap_or(0));
        let other = if other == ty {
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
            && f.kind() == super::ir::ValueKind::Function
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
    pub fn copy_attributes_to_call(&self, call: Value<'c>, f: Value<'c>) {
        // A call without attributes yet takes the function's list as it is (what the loop
        // below makes, in one step).
        // SAFETY: live handles; the shim checks their kinds.
        if unsafe { super::shim::copy_attributes_to_bare_call(call.raw(), f.raw()) } {
            return;
        }
        let n = f
            .type_of()
            .element()
            .map(|t| t.param_types().len() as u32)
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

    // ---- constant expressions ----

    /// A binary-operator constant expression.
    pub fn const_binop(&self, op: LLVMOpcode, a: Value<'c>, b: Value<'c>) -> Value<'c> {
        use LLVMOpcode::*;
        let (x, y) = (a.raw(), b.raw());
        // SAFETY: callers pass two constants of one type fitting the operator.
        v(unsafe {
            match op {
                LLVMAdd => LLVMConstAdd(x, y),
                LLVMSub => LLVMConstSub(x, y),
                LLVMMul => LLVMConstMul(x, y),
                LLVMUDiv => LLVMConstUDiv(x, y),
                LLVMSDiv => LLVMConstSDiv(x, y),
                LLVMURem => LLVMConstURem(x, y),
                LLVMSRem => LLVMConstSRem(x, y),
                LLVMFAdd => LLVMConstFAdd(x, y),
                LLVMFSub => LLVMConstFSub(x, y),
                LLVMFMul => LLVMConstFMul(x, y),
                LLVMFDiv => LLVMConstFDiv(x, y),
                LLVMFRem => LLVMConstFRem(x, y),
                LLVMShl => LLVMConstShl(x, y),
                LLVMLShr => LLVMConstLShr(x, y),
                LLVMAShr => LLVMConstAShr(x, y),
                LLVMAnd => LLVMConstAnd(x, y),
                LLVMOr => LLVMConstOr(x, y),
                _ => LLVMConstXor(x, y),
            }
        })
    }
    pub fn const_icmp(&self, p: LLVMIntPredicate, a: Value<'c>, b: Value<'c>) -> Value<'c> {
        // SAFETY: two integer (or pointer) constants of one type.
        v(unsafe { LLVMConstICmp(p, a.raw(), b.raw()) })
    }
    pub fn const_fcmp(&self, p: LLVMRealPredicate, a: Value<'c>, b: Value<'c>) -> Value<'c> {
        // SAFETY: two floating-point constants of one type.
        v(unsafe { LLVMConstFCmp(p, a.raw(), b.raw()) })
    }
    pub fn const_select(&self, c: Value<'c>, a: Value<'c>, b: Value<'c>) -> Value<'c> {
        // SAFETY: an i1 (or vector of i1) condition and two constants of one type.
        v(unsafe { LLVMConstSelect(c.raw(), a.raw(), b.raw()) })
    }
    pub fn const_not(&self, a: Value<'c>) -> Value<'c> {
        // SAFETY: an integer constant.
        v(unsafe { LLVMConstNot(a.raw()) })
    }
    pub fn const_neg(&self, a: Value<'c>) -> Value<'c> {
        // SAFETY: an integer constant.
        v(unsafe { LLVMConstNeg(a.raw()) })
    }
    pub fn const_fneg(&self, a: Value<'c>) -> Value<'c> {
        // SAFETY: a floating-point constant.
        v(unsafe { LLVMConstFNeg(a.raw()) })
    }
    pub fn const_extract_element(&self, vec: Value<'c>, idx: Value<'c>) -> Value<'c> {
        // SAFETY: a vector constant and an integer constant index.
        v(unsafe { LLVMConstExtractElement(vec.raw(), idx.raw()) })
    }
    pub fn const_insert_element(
        &self,
        vec: Value<'c>,
        elem: Value<'c>,
        idx: Value<'c>,
    ) -> Value<'c> {
        // SAFETY: a vector constant, an element of its element type, a constant index.
        v(unsafe { LLVMConstInsertElement(vec.raw(), elem.raw(), idx.raw()) })
    }
    pub fn const_shuffle(&self, a: Value<'c>, b: Value<'c>, mask: Value<'c>) -> Value<'c> {
        // SAFETY: two vector constants of one type and a constant i32 mask.
        v(unsafe { LLVMConstShuffleVector(a.raw(), b.raw(), mask.raw()) })
    }
    pub fn const_extract_value(&self, agg: Value<'c>, idx: &[u32]) -> Value<'c> {
        let mut i = idx.to_vec();
        // SAFETY: callers check the index path against the aggregate type.
        v(unsafe { LLVMConstExtractValue(agg.raw(), i.as_mut_ptr(), i.len() as u32) })
    }
    pub fn const_insert_value(&self, agg: Value<'c>, elem: Value<'c>, idx: &[u32]) -> Value<'c> {
        let mut i = idx.to_vec();
        // SAFETY: callers check the index path against the aggregate type.
        v(unsafe { LLVMConstInsertValue(agg.raw(), elem.raw(), i.as_mut_ptr(), i.len() as u32) })
    }

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
            if matches!(target.kind(), super::ir::ValueKind::Instruction) {
                LLVMSetMetadata(target.raw(), k, LLVMMetadataAsValue(self.ctx, node.raw));
            } else {
                LLVMGlobalSetMetadata(target.raw(), k, node.raw);
            }
        }
    }
}

/// A metadata node being built.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Md<'c> {
    raw: LLVMMetadataRef,
    _p: PhantomData<&'c ()>,
}

/// Metadata read from a module of the same context, used as an operand of new nodes.
impl<'c> From<super::ir::Md<'c>> for Md<'c> {
    fn from(m: super::ir::Md<'c>) -> Self {
        Md {
            raw: m.raw(),
            _p: PhantomData,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn function_metadata_prints_and_verifies() {
        let ctx = Context::new();
        let m = ctx.create_module("t");
        let b = IrBuilder::new(&m);
        let i32t = b.int_type(32);
        let p = b.pointer_type(i32t, 1);
        let ft = b.function_type(b.void_type(), &[p], false);
        let f = b.add_function("k", ft);
        let bb = b.append_block(f, "entry");
        b.position_at_end(bb);
        b.ret(None);
        let node = b.md_node(&[MdOperand::Int(32, 1)]);
        b.set_metadata(f, "kernel_arg_addr_space", node);
        let node = b.md_node(&[MdOperand::String("int*".into())]);
        b.set_metadata(f, "kernel_arg_type", node);
        let text = m.to_text();
        assert!(text.contains("!kernel_arg_addr_space"), "{text}");
        m.verify().unwrap();
    }

    #[test]
    fn call_site_sret() {
        let ctx = Context::new();
        let m = ctx.create_module("t");
        let b = IrBuilder::new(&m);
        let s = b.literal_struct(&[b.int_type(32)], false);
        let p = b.pointer_type(s, 0);
        let callee_ty = b.function_type(b.void_type(), &[p], false);
        let callee = b.add_function("fill", callee_ty);
        b.add_type_attribute(callee, 1, "sret", s);
        let f = b.add_function("k", b.function_type(b.void_type(), &[], false));
        let bb = b.append_block(f, "entry");
        b.position_at_end(bb);
        let tmp = b.alloca(s, "tmp");
        let call = b.call(callee, &[tmp], "");
        b.call_add_type_attribute(call, 1, "sret", s);
        b.ret(None);
        let text = m.to_text();
        assert!(
            text.contains("call void @fill({ i32 }* sret({ i32 }) %tmp)"),
            "{text}"
        );
        m.verify().unwrap();
    }
}
