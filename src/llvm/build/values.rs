//! `IrBuilder`: types, constants and constant expressions.

use super::*;

/// The widest integer type LLVM 14 has (`IntegerType::MAX_INT_BITS`).
pub const MAX_INT_BITS: u32 = (1 << 24) - 1;

impl<'c> IrBuilder<'c> {
    // ---- types ----

    /// The integer type `i<bits>`. LLVM has integer types of 1 to 2^24 - 1 bits only (a
    /// release LLVM makes an `i0` or a wrapped width without a word, and later crashes): a
    /// width outside that range is a bug in the caller, which checks widths read from input.
    pub fn int_type(&self, bits: u32) -> Type<'c> {
        assert!(
            (1..=MAX_INT_BITS).contains(&bits),
            "int_type: LLVM has no {bits}-bit integer type"
        );
        // SAFETY: plain type constructor in our context, for a width LLVM supports.
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
    pub fn token_type(&self) -> Type<'c> {
        t(unsafe { LLVMTokenTypeInContext(self.ctx) })
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

    /// An integer constant from little-endian 64-bit words (any width). `ty` must be an integer
    /// type: LLVM's C API reads any other type as one (a vector as an `i0`, which a release
    /// LLVM builds and later crashes on), so another type is a bug in the caller, which checks
    /// types read from input.
    pub fn const_int(&self, ty: Type<'c>, words: &[u64]) -> Value<'c> {
        assert!(
            ty.kind() == super::super::ir::TypeKind::Integer,
            "const_int: {} is not an integer type",
            ty.display()
        );
        // SAFETY: an integer type; the word buffer outlives the call.
        unsafe {
            if words.len() <= 1 {
                v(LLVMConstInt(
                    ty.raw(),
                    // (No words: the value 0.)
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
            super::super::ir::TypeKind::Half => 16,
            super::super::ir::TypeKind::Float => 32,
            _ => 64,
        };
        // SAFETY: a live type handle; the shim answers None for other types.
        if let Some(c) = unsafe { super::super::shim::const_real_bits(ty.raw(), bits) } {
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
}

impl<'c> IrBuilder<'c> {
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
}
