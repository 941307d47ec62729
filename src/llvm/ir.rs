//! Safe handles over LLVM modules, types and values (LLVM 14, typed pointers).
//!
//! Handles are `Copy` and borrow the context (`'c`) they live in; every accessor checks the
//! kind of what it is asked about and answers `None` rather than crashing.

use crate::error::{Error, Result};
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::{LLVMOpcode, LLVMTypeKind, LLVMValueKind};
use std::ffi::CStr;
use std::marker::PhantomData;

pub use llvm_sys::LLVMIntPredicate as IntPredicate;
pub use llvm_sys::LLVMOpcode as Opcode;
pub use llvm_sys::LLVMRealPredicate as RealPredicate;

/// An LLVM context; modules, types and values borrow it.
///
/// A context made by [`Context::new`] is ours: it is disposed of when dropped, and LLVM's
/// diagnostics about its modules (e.g. "ignoring debug info with an invalid version") go to
/// `tracing` instead of standard error (LLVM's default handler prints them, and exits the
/// process on an error diagnostic). A context borrowed from a caller
/// ([`super::embed::with_context`]) keeps the caller's handler and is never disposed of here.
pub struct Context {
    inner: std::mem::ManuallyDrop<inkwell::context::Context>,
    owned: bool,
    /// Set when LLVM hit a fatal error in this context: it is never disposed of.
    unusable: std::cell::Cell<bool>,
}

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl Drop for Context {
    fn drop(&mut self) {
        if self.owned && !self.unusable.get() {
            // SAFETY: dropped once, here; a borrowed context is left to its owner.
            unsafe { std::mem::ManuallyDrop::drop(&mut self.inner) }
        }
    }
}

/// LLVM's diagnostics of our contexts, as `tracing` events (never printed by LLVM, never an
/// exit): errors also come back as the `Err` of the call that caused them.
extern "C" fn diagnostic_to_tracing(
    info: llvm_sys::prelude::LLVMDiagnosticInfoRef,
    _: *mut std::ffi::c_void,
) {
    use llvm_sys::LLVMDiagnosticSeverity::*;
    // SAFETY: LLVM passes a valid diagnostic; the description is ours to free.
    let (severity, text) = unsafe {
        let severity = LLVMGetDiagInfoSeverity(info);
        let p = LLVMGetDiagInfoDescription(info);
        let text = if p.is_null() {
            String::new()
        } else {
            let t = CStr::from_ptr(p).to_string_lossy().into_owned();
            LLVMDisposeMessage(p);
            t
        };
        (severity, text)
    };
    match severity {
        LLVMDSError => tracing::error!(target: "llvm", "{text}"),
        LLVMDSWarning => tracing::warn!(target: "llvm", "{text}"),
        LLVMDSRemark => tracing::debug!(target: "llvm", "{text}"),
        LLVMDSNote => tracing::debug!(target: "llvm", "{text}"),
    }
}

impl Context {
    pub(crate) fn inkwell(&self) -> &inkwell::context::Context {
        &self.inner
    }

    /// A new context of our own.
    pub fn new() -> Self {
        let inner = inkwell::context::Context::create();
        // SAFETY: the context is alive; the handler takes no data and lives forever.
        unsafe {
            LLVMContextSetDiagnosticHandler(
                inner.raw(),
                Some(diagnostic_to_tracing),
                std::ptr::null_mut(),
            );
        }
        Context {
            inner: std::mem::ManuallyDrop::new(inner),
            owned: true,
            unusable: std::cell::Cell::new(false),
        }
    }

    /// A caller's context, borrowed: never disposed of here.
    ///
    /// # Safety
    /// `raw` must be a live LLVM context that outlives the returned value and every module,
    /// type and value made through it that is used after.
    pub(crate) unsafe fn borrowed(raw: LLVMContextRef) -> Self {
        Context {
            // SAFETY: the caller keeps the context alive; `owned: false` never disposes of it.
            inner: std::mem::ManuallyDrop::new(unsafe { inkwell::context::Context::new(raw) }),
            owned: false,
            unusable: std::cell::Cell::new(false),
        }
    }

    /// The LLVM-C handle of the context.
    pub fn raw_context(&self) -> LLVMContextRef {
        self.inner.raw()
    }

    /// Reads LLVM IR, bitcode or text, told apart by content. LLVM's fatal errors on malformed
    /// input are caught ([`Error::Fatal`]); the context is then left alone for good (never
    /// disposed of: LLVM may have left it inconsistent).
    pub fn load_module(&self, bytes: &[u8], name: &str) -> Result<Module<'_>> {
        let is_bitcode =
            bytes.starts_with(b"BC\xC0\xDE") || bytes.starts_with(&[0xDE, 0xC0, 0x17, 0x0B]);
        // SAFETY: the context is alive and this thread's (`Context` is not `Sync`).
        match unsafe { super::shim::parse_ir(self.raw_context(), bytes, name, is_bitcode) } {
            // SAFETY: a new module of this context, owned by the wrapper.
            Ok(raw) => Ok(Module::from_inkwell(unsafe {
                inkwell::module::Module::new(raw)
            })),
            Err(super::shim::ParseFailure::Invalid(message)) => Err(Error::Io {
                location: crate::error::Location::File(name.into()),
                message,
            }),
            Err(super::shim::ParseFailure::Fatal(message)) => {
                self.unusable.set(true);
                Err(Error::Fatal(format!("{name}: {}", message.trim_end())))
            }
        }
    }
}

/// An LLVM module.
pub struct Module<'c> {
    inner: inkwell::module::Module<'c>,
}

fn cstr_bytes<'a>(p: *const std::os::raw::c_char, len: usize) -> &'a [u8] {
    if p.is_null() || len == 0 {
        return &[];
    }
    // SAFETY: LLVM returns a pointer to `len` bytes that live as long as the object named.
    unsafe { std::slice::from_raw_parts(p as *const u8, len) }
}

impl<'c> Module<'c> {
    pub(crate) fn from_inkwell(inner: inkwell::module::Module<'c>) -> Self {
        Module { inner }
    }

    /// Gives the module up to the caller as its LLVM-C handle (not disposed of here).
    pub(crate) fn into_raw(self) -> LLVMModuleRef {
        let raw = self.raw();
        std::mem::forget(self);
        raw
    }

    fn raw(&self) -> LLVMModuleRef {
        self.inner.as_mut_ptr()
    }

    pub fn triple(&self) -> String {
        self.inner
            .get_triple()
            .as_str()
            .to_string_lossy()
            .into_owned()
    }

    pub fn data_layout(&self) -> String {
        self.inner
            .get_data_layout()
            .as_str()
            .to_string_lossy()
            .into_owned()
    }

    /// Runs the LLVM verifier.
    pub fn verify(&self) -> Result<()> {
        self.inner
            .verify()
            .map_err(|e| Error::Unsupported(format!("LLVM verifier: {}", e.to_string_lossy())))
    }

    /// Promotes the allocas of every function that only loads and stores use to SSA values
    /// (LLVM's mem2reg; `llvm.dbg.declare`s become `llvm.dbg.value`s). The legacy pass
    /// manager is LLVM 14's C interface to it.
    #[allow(deprecated)]
    pub fn promote_allocas(&self) {
        let fpm = inkwell::passes::PassManager::create(&self.inner);
        fpm.add_promote_memory_to_register_pass();
        fpm.initialize();
        for f in self.inner.get_functions() {
            fpm.run_on(&f);
        }
        fpm.finalize();
    }

    pub fn to_bitcode(&self) -> Vec<u8> {
        self.inner.write_bitcode_to_memory().as_slice().to_vec()
    }

    pub fn to_text(&self) -> String {
        self.inner.print_to_string().to_string_lossy().into_owned()
    }

    pub fn functions(&self) -> impl Iterator<Item = Value<'c>> + '_ {
        // SAFETY: iteration over the module's function list.
        let first = unsafe { LLVMGetFirstFunction(self.raw()) };
        std::iter::successors(Value::wrap(first), |f| {
            Value::wrap(unsafe { LLVMGetNextFunction(f.raw) })
        })
    }

    /// For each function, in order, the functions its instructions name as operands (in order
    /// of first mention, each once) as indices into `functions()`: (start, end) ranges into
    /// the returned list.
    pub fn function_refs(&self) -> (Vec<u32>, Vec<(usize, usize)>) {
        // SAFETY: the module is alive; the shim sizes its answer.
        let words = unsafe { super::shim::module_function_refs(self.raw()) };
        let mut ranges = Vec::new();
        let mut at = 0;
        while at < words.len() {
            let n = words[at] as usize;
            let end = (at + 1 + n).min(words.len());
            ranges.push((at + 1, end));
            at = end;
        }
        (words, ranges)
    }

    /// Moves function `f` of this module to the end of its function list.
    pub fn move_function_to_end(&self, f: Value<'c>) {
        if f.kind() == ValueKind::Function {
            // SAFETY: `f` is a function; the shim checks its parent.
            unsafe { super::shim::move_function_to_end(f.raw) }
        }
    }

    pub fn globals(&self) -> impl Iterator<Item = Value<'c>> + '_ {
        // SAFETY: iteration over the module's global list.
        let first = unsafe { LLVMGetFirstGlobal(self.raw()) };
        std::iter::successors(Value::wrap(first), |g| {
            Value::wrap(unsafe { LLVMGetNextGlobal(g.raw) })
        })
    }

    /// The operands of a named metadata node (`!name = !{...}`), as values.
    pub fn named_metadata(&self, name: &str) -> Vec<Value<'c>> {
        let Ok(cname) = std::ffi::CString::new(name) else {
            return Vec::new();
        };
        // SAFETY: the name is NUL-terminated; the buffer is sized by the count LLVM gives.
        unsafe {
            let n = LLVMGetNamedMetadataNumOperands(self.raw(), cname.as_ptr());
            let mut out: Vec<LLVMValueRef> = vec![std::ptr::null_mut(); n as usize];
            if n > 0 {
                LLVMGetNamedMetadataOperands(self.raw(), cname.as_ptr(), out.as_mut_ptr());
            }
            out.into_iter().filter_map(Value::wrap).collect()
        }
    }

    pub fn raw_module(&self) -> LLVMModuleRef {
        self.raw()
    }
}

/// The kinds of LLVM type we translate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeKind {
    Void,
    Half,
    Float,
    Double,
    Integer,
    Pointer,
    Array,
    Vector,
    Struct,
    Function,
    Label,
    Metadata,
    Token,
    /// bfloat, x86_fp80, fp128, ppc_fp128, x86_mmx, x86_amx, scalable vectors...
    Other,
}

/// An LLVM type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Type<'c> {
    raw: LLVMTypeRef,
    _p: PhantomData<&'c ()>,
}

impl<'c> Type<'c> {
    pub(crate) fn from_raw(raw: LLVMTypeRef) -> Self {
        Type {
            raw,
            _p: PhantomData,
        }
    }

    fn wrap(raw: LLVMTypeRef) -> Option<Self> {
        (!raw.is_null()).then_some(Type {
            raw,
            _p: PhantomData,
        })
    }

    pub fn raw(self) -> LLVMTypeRef {
        self.raw
    }

    pub fn kind(self) -> TypeKind {
        // SAFETY: the handle is a valid type.
        match unsafe { LLVMGetTypeKind(self.raw) } {
            LLVMTypeKind::LLVMVoidTypeKind => TypeKind::Void,
            LLVMTypeKind::LLVMHalfTypeKind => TypeKind::Half,
            LLVMTypeKind::LLVMFloatTypeKind => TypeKind::Float,
            LLVMTypeKind::LLVMDoubleTypeKind => TypeKind::Double,
            LLVMTypeKind::LLVMIntegerTypeKind => TypeKind::Integer,
            LLVMTypeKind::LLVMPointerTypeKind => TypeKind::Pointer,
            LLVMTypeKind::LLVMArrayTypeKind => TypeKind::Array,
            LLVMTypeKind::LLVMVectorTypeKind => TypeKind::Vector,
            LLVMTypeKind::LLVMStructTypeKind => TypeKind::Struct,
            LLVMTypeKind::LLVMFunctionTypeKind => TypeKind::Function,
            LLVMTypeKind::LLVMLabelTypeKind => TypeKind::Label,
            LLVMTypeKind::LLVMMetadataTypeKind => TypeKind::Metadata,
            LLVMTypeKind::LLVMTokenTypeKind => TypeKind::Token,
            _ => TypeKind::Other,
        }
    }

    /// Whether values of the type have a size (what loads, stores and allocas need: not
    /// void, functions, labels or opaque structs).
    pub fn is_sized(self) -> bool {
        // SAFETY: the handle is a valid type.
        unsafe { llvm_sys::core::LLVMTypeIsSized(self.raw) != 0 }
    }

    /// Whether the type has a null value (`zeroinitializer`, `null`, 0): not void, labels,
    /// functions or metadata, for which LLVM has none.
    pub fn has_null_value(self) -> bool {
        matches!(
            self.kind(),
            TypeKind::Integer
                | TypeKind::Half
                | TypeKind::Float
                | TypeKind::Double
                | TypeKind::Pointer
                | TypeKind::Array
                | TypeKind::Vector
                | TypeKind::Struct
                | TypeKind::Token
        )
    }

    /// Bit width of an integer type.
    pub fn int_width(self) -> Option<u32> {
        // SAFETY: checked to be an integer type.
        (self.kind() == TypeKind::Integer).then(|| unsafe { LLVMGetIntTypeWidth(self.raw) })
    }

    /// Element type of a pointer, array or vector.
    pub fn element(self) -> Option<Type<'c>> {
        match self.kind() {
            // SAFETY: checked to be a sequential type.
            TypeKind::Pointer | TypeKind::Array | TypeKind::Vector => {
                Type::wrap(unsafe { LLVMGetElementType(self.raw) })
            }
            _ => None,
        }
    }

    pub fn address_space(self) -> Option<u32> {
        // SAFETY: checked to be a pointer type.
        (self.kind() == TypeKind::Pointer).then(|| unsafe { LLVMGetPointerAddressSpace(self.raw) })
    }

    pub fn array_len(self) -> Option<u64> {
        // SAFETY: checked to be an array type (LLVM 14's API returns 32 bits).
        (self.kind() == TypeKind::Array).then(|| u64::from(unsafe { LLVMGetArrayLength(self.raw) }))
    }

    pub fn vector_len(self) -> Option<u32> {
        // SAFETY: checked to be a vector type.
        (self.kind() == TypeKind::Vector).then(|| unsafe { LLVMGetVectorSize(self.raw) })
    }

    /// The name of a named struct (`%struct.S`, `%opencl.image2d_ro_t`...).
    pub fn struct_name(self) -> Option<&'c str> {
        if self.kind() != TypeKind::Struct {
            return None;
        }
        // SAFETY: checked to be a struct; the name lives as long as the context.
        let p = unsafe { LLVMGetStructName(self.raw) };
        if p.is_null() {
            return None;
        }
        unsafe { CStr::from_ptr(p) }.to_str().ok()
    }

    pub fn struct_is_opaque(self) -> bool {
        // SAFETY: checked to be a struct.
        self.kind() == TypeKind::Struct && unsafe { LLVMIsOpaqueStruct(self.raw) } != 0
    }

    pub fn struct_is_packed(self) -> bool {
        // SAFETY: checked to be a struct.
        self.kind() == TypeKind::Struct && unsafe { LLVMIsPackedStruct(self.raw) } != 0
    }

    pub fn struct_elements(self) -> Vec<Type<'c>> {
        if self.kind() != TypeKind::Struct || self.struct_is_opaque() {
            return Vec::new();
        }
        // SAFETY: the buffer is sized by the element count LLVM reports.
        unsafe {
            let n = LLVMCountStructElementTypes(self.raw);
            let mut v: Vec<LLVMTypeRef> = vec![std::ptr::null_mut(); n as usize];
            if n > 0 {
                LLVMGetStructElementTypes(self.raw, v.as_mut_ptr());
            }
            v.into_iter().filter_map(Type::wrap).collect()
        }
    }

    pub fn return_type(self) -> Option<Type<'c>> {
        // SAFETY: checked to be a function type.
        (self.kind() == TypeKind::Function)
            .then(|| Type::wrap(unsafe { LLVMGetReturnType(self.raw) }))
            .flatten()
    }

    pub fn param_types(self) -> Vec<Type<'c>> {
        if self.kind() != TypeKind::Function {
            return Vec::new();
        }
        // SAFETY: the buffer is sized by the parameter count LLVM reports.
        unsafe {
            let n = LLVMCountParamTypes(self.raw);
            let mut v: Vec<LLVMTypeRef> = vec![std::ptr::null_mut(); n as usize];
            if n > 0 {
                LLVMGetParamTypes(self.raw, v.as_mut_ptr());
            }
            v.into_iter().filter_map(Type::wrap).collect()
        }
    }

    pub fn is_vararg(self) -> bool {
        // SAFETY: checked to be a function type.
        self.kind() == TypeKind::Function && unsafe { LLVMIsFunctionVarArg(self.raw) } != 0
    }

    /// The type as LLVM prints it (for messages).
    pub fn display(self) -> String {
        // SAFETY: LLVM returns an owned C string that we dispose of.
        unsafe {
            let p = LLVMPrintTypeToString(self.raw);
            let s = CStr::from_ptr(p).to_string_lossy().into_owned();
            LLVMDisposeMessage(p);
            s
        }
    }
}

/// What a value is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueKind {
    Argument,
    BasicBlock,
    Function,
    GlobalVariable,
    GlobalAlias,
    GlobalIFunc,
    ConstantInt,
    ConstantFP,
    ConstantArray,
    ConstantStruct,
    ConstantVector,
    ConstantDataArray,
    ConstantDataVector,
    ConstantAggregateZero,
    ConstantPointerNull,
    ConstantTokenNone,
    Undef,
    Poison,
    ConstantExpr,
    BlockAddress,
    Instruction,
    InlineAsm,
    Metadata,
    Other,
}

/// An LLVM value: instruction, constant, global, argument, block or metadata-as-value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Value<'c> {
    raw: LLVMValueRef,
    _p: PhantomData<&'c ()>,
}

impl<'c> Value<'c> {
    pub(crate) fn from_raw(raw: LLVMValueRef) -> Self {
        Value {
            raw,
            _p: PhantomData,
        }
    }

    fn wrap(raw: LLVMValueRef) -> Option<Self> {
        (!raw.is_null()).then_some(Value {
            raw,
            _p: PhantomData,
        })
    }

    pub fn raw(self) -> LLVMValueRef {
        self.raw
    }

    pub fn kind(self) -> ValueKind {
        use LLVMValueKind::*;
        // SAFETY: the handle is a valid value.
        match unsafe { LLVMGetValueKind(self.raw) } {
            LLVMArgumentValueKind => ValueKind::Argument,
            LLVMBasicBlockValueKind => ValueKind::BasicBlock,
            LLVMFunctionValueKind => ValueKind::Function,
            LLVMGlobalVariableValueKind => ValueKind::GlobalVariable,
            LLVMGlobalAliasValueKind => ValueKind::GlobalAlias,
            LLVMGlobalIFuncValueKind => ValueKind::GlobalIFunc,
            LLVMConstantIntValueKind => ValueKind::ConstantInt,
            LLVMConstantFPValueKind => ValueKind::ConstantFP,
            LLVMConstantArrayValueKind => ValueKind::ConstantArray,
            LLVMConstantStructValueKind => ValueKind::ConstantStruct,
            LLVMConstantVectorValueKind => ValueKind::ConstantVector,
            LLVMConstantDataArrayValueKind => ValueKind::ConstantDataArray,
            LLVMConstantDataVectorValueKind => ValueKind::ConstantDataVector,
            LLVMConstantAggregateZeroValueKind => ValueKind::ConstantAggregateZero,
            LLVMConstantPointerNullValueKind => ValueKind::ConstantPointerNull,
            LLVMConstantTokenNoneValueKind => ValueKind::ConstantTokenNone,
            LLVMUndefValueValueKind => ValueKind::Undef,
            LLVMConstantExprValueKind => ValueKind::ConstantExpr,
            LLVMBlockAddressValueKind => ValueKind::BlockAddress,
            LLVMInstructionValueKind => ValueKind::Instruction,
            LLVMInlineAsmValueKind => ValueKind::InlineAsm,
            LLVMMetadataAsValueValueKind => ValueKind::Metadata,
            // LLVM 14's C API has no kind for poison; it is an UndefValue.
            _ if unsafe { LLVMIsUndef(self.raw) } != 0 => ValueKind::Poison,
            _ => ValueKind::Other,
        }
    }

    pub fn type_of(self) -> Type<'c> {
        // SAFETY: every value has a type.
        Type {
            raw: unsafe { LLVMTypeOf(self.raw) },
            _p: PhantomData,
        }
    }

    /// The value's name (empty when unnamed).
    pub fn name(self) -> &'c [u8] {
        let mut len = 0usize;
        // SAFETY: LLVM returns the name's bytes and length.
        let p = unsafe { LLVMGetValueName2(self.raw, &mut len) };
        cstr_bytes(p, len)
    }

    pub fn name_str(self) -> String {
        String::from_utf8_lossy(self.name()).into_owned()
    }

    /// Operands of a user (instruction, constant expression, aggregate constant). Metadata
    /// operands come back as values of kind `Metadata`.
    pub fn num_operands(self) -> u32 {
        match self.kind() {
            ValueKind::Metadata | ValueKind::BasicBlock | ValueKind::Argument => 0,
            // SAFETY: the value is a User.
            _ => unsafe { LLVMGetNumOperands(self.raw) }.max(0) as u32,
        }
    }

    pub fn operand(self, i: u32) -> Option<Value<'c>> {
        if i >= self.num_operands() {
            return None;
        }
        // SAFETY: index checked against the operand count.
        Value::wrap(unsafe { LLVMGetOperand(self.raw, i) })
    }

    pub fn operands(self) -> impl Iterator<Item = Value<'c>> {
        // The count once, not per operand (this walks every instruction of a module).
        let n = self.num_operands();
        // SAFETY: indices below the operand count.
        (0..n).filter_map(move |i| Value::wrap(unsafe { LLVMGetOperand(self.raw, i) }))
    }

    /// The opcode of an instruction or constant expression.
    pub fn opcode(self) -> Option<Opcode> {
        match self.kind() {
            // SAFETY: checked kinds.
            ValueKind::Instruction => Some(unsafe { LLVMGetInstructionOpcode(self.raw) }),
            ValueKind::ConstantExpr => Some(unsafe { LLVMGetConstOpcode(self.raw) }),
            _ => None,
        }
    }

    /// The instruction after this one in its block.
    pub fn next_instruction(self) -> Option<Value<'c>> {
        if self.kind() != ValueKind::Instruction {
            return None;
        }
        // SAFETY: checked to be an instruction.
        Value::wrap(unsafe { LLVMGetNextInstruction(self.raw) })
    }

    pub fn is_constant(self) -> bool {
        // SAFETY: a plain query.
        unsafe { LLVMIsConstant(self.raw) != 0 }
    }

    /// Zero-extended value of a ConstantInt of at most 64 bits.
    pub fn const_int_zext(self) -> Option<u64> {
        let w = self.type_of().int_width()?;
        // SAFETY: checked to be a ConstantInt.
        (self.kind() == ValueKind::ConstantInt && w <= 64)
            .then(|| unsafe { LLVMConstIntGetZExtValue(self.raw) })
    }

    pub fn const_int_sext(self) -> Option<i64> {
        let w = self.type_of().int_width()?;
        // SAFETY: checked to be a ConstantInt.
        (self.kind() == ValueKind::ConstantInt && w <= 64)
            .then(|| unsafe { LLVMConstIntGetSExtValue(self.raw) })
    }

    /// A floating-point constant as f64 (exact for half, float and double).
    pub fn const_fp(self) -> Option<f64> {
        if self.kind() != ValueKind::ConstantFP {
            return None;
        }
        let mut loses = 0;
        // SAFETY: checked to be a ConstantFP.
        Some(unsafe { LLVMConstRealGetDouble(self.raw, &mut loses) })
    }

    /// Elements of a ConstantDataArray/Vector or aggregate constant.
    pub fn const_element(self, i: u32) -> Option<Value<'c>> {
        match self.kind() {
            ValueKind::ConstantDataArray | ValueKind::ConstantDataVector => {
                // SAFETY: LLVMGetElementAsConstant handles ConstantDataSequential.
                let n = self
                    .type_of()
                    .array_len()
                    .or(self.type_of().vector_len().map(u64::from))?;
                (u64::from(i) < n)
                    .then(|| Value::wrap(unsafe { LLVMGetElementAsConstant(self.raw, i) }))
                    .flatten()
            }
            ValueKind::ConstantArray | ValueKind::ConstantStruct | ValueKind::ConstantVector => {
                self.operand(i)
            }
            _ => None,
        }
    }

    // ---- globals and functions ----

    pub fn initializer(self) -> Option<Value<'c>> {
        // SAFETY: checked to be a global variable.
        (self.kind() == ValueKind::GlobalVariable)
            .then(|| Value::wrap(unsafe { LLVMGetInitializer(self.raw) }))
            .flatten()
    }

    pub fn is_global_constant(self) -> bool {
        // SAFETY: checked to be a global variable.
        self.kind() == ValueKind::GlobalVariable && unsafe { LLVMIsGlobalConstant(self.raw) } != 0
    }

    pub fn linkage(self) -> llvm_sys::LLVMLinkage {
        // SAFETY: callers pass globals; LLVM answers for any GlobalValue.
        unsafe { LLVMGetLinkage(self.raw) }
    }

    /// The values that use this one (an instruction or constant per use).
    pub fn users(self) -> Vec<Value<'c>> {
        let mut out = Vec::new();
        // SAFETY: walking the use list of a live value.
        unsafe {
            let mut u = LLVMGetFirstUse(self.raw);
            while !u.is_null() {
                out.push(Value::from_raw(LLVMGetUser(u)));
                u = LLVMGetNextUse(u);
            }
        }
        out
    }

    /// Whether anything uses the value.
    pub fn has_uses(self) -> bool {
        // SAFETY: any value handle.
        unsafe { !LLVMGetFirstUse(self.raw).is_null() }
    }

    pub fn is_declaration(self) -> bool {
        // SAFETY: valid for global values.
        unsafe { LLVMIsDeclaration(self.raw) != 0 }
    }

    pub fn alignment(self) -> u32 {
        match self.kind() {
            ValueKind::GlobalVariable | ValueKind::Function => unsafe {
                LLVMGetAlignment(self.raw)
            },
            ValueKind::Instruction => match self.opcode() {
                // SAFETY: LLVMGetAlignment supports these instructions.
                Some(
                    Opcode::LLVMLoad
                    | Opcode::LLVMStore
                    | Opcode::LLVMAlloca
                    | Opcode::LLVMAtomicRMW
                    | Opcode::LLVMAtomicCmpXchg,
                ) => unsafe { LLVMGetAlignment(self.raw) },
                _ => 0,
            },
            _ => 0,
        }
    }

    /// Calling convention of a function or call.
    pub fn call_conv(self) -> u32 {
        match self.kind() {
            // SAFETY: checked kinds.
            ValueKind::Function => unsafe { LLVMGetFunctionCallConv(self.raw) },
            ValueKind::Instruction if self.opcode() == Some(Opcode::LLVMCall) => unsafe {
                LLVMGetInstructionCallConv(self.raw)
            },
            _ => 0,
        }
    }

    pub fn params(self) -> Vec<Value<'c>> {
        if self.kind() != ValueKind::Function {
            return Vec::new();
        }
        // SAFETY: buffer sized by the count LLVM reports.
        unsafe {
            let n = LLVMCountParams(self.raw);
            let mut v: Vec<LLVMValueRef> = vec![std::ptr::null_mut(); n as usize];
            if n > 0 {
                LLVMGetParams(self.raw, v.as_mut_ptr());
            }
            v.into_iter().filter_map(Value::wrap).collect()
        }
    }

    /// The function type of a function (its value type is a pointer to it).
    pub fn function_type(self) -> Option<Type<'c>> {
        (self.kind() == ValueKind::Function)
            .then(|| self.type_of().element())
            .flatten()
    }

    pub fn intrinsic_id(self) -> u32 {
        // SAFETY: checked to be a function.
        if self.kind() == ValueKind::Function {
            unsafe { LLVMGetIntrinsicID(self.raw) }
        } else {
            0
        }
    }

    pub fn basic_blocks(self) -> Vec<BasicBlock<'c>> {
        if self.kind() != ValueKind::Function {
            return Vec::new();
        }
        // SAFETY: iteration over the function's block list.
        let first = unsafe { LLVMGetFirstBasicBlock(self.raw) };
        std::iter::successors(BasicBlock::wrap(first), |b| {
            BasicBlock::wrap(unsafe { LLVMGetNextBasicBlock(b.raw) })
        })
        .collect()
    }

    /// Whether the function has an enum attribute (e.g. "zeroext") at an index
    /// (0 = return, 1.. = parameters, u32::MAX = function).
    pub fn has_enum_attribute(self, index: u32, name: &str) -> bool {
        if self.kind() != ValueKind::Function {
            return false;
        }
        // SAFETY: the name pointer and length describe `name`; the function is valid.
        unsafe {
            let kind = LLVMGetEnumAttributeKindForName(name.as_ptr() as *const _, name.len());
            kind != 0 && !LLVMGetEnumAttributeAtIndex(self.raw, index, kind).is_null()
        }
    }

    // ---- instructions ----

    pub fn as_basic_block(self) -> Option<BasicBlock<'c>> {
        // SAFETY: checked to be a basic block value.
        (self.kind() == ValueKind::BasicBlock)
            .then(|| BasicBlock::wrap(unsafe { LLVMValueAsBasicBlock(self.raw) }))
            .flatten()
    }

    pub fn icmp_predicate(self) -> Option<IntPredicate> {
        // SAFETY: LLVM answers for ICmp instructions and constant expressions.
        matches!(self.opcode(), Some(Opcode::LLVMICmp))
            .then(|| unsafe { LLVMGetICmpPredicate(self.raw) })
    }

    pub fn fcmp_predicate(self) -> Option<RealPredicate> {
        // SAFETY: LLVM answers for FCmp instructions and constant expressions.
        matches!(self.opcode(), Some(Opcode::LLVMFCmp))
            .then(|| unsafe { LLVMGetFCmpPredicate(self.raw) })
    }

    pub fn is_volatile(self) -> bool {
        // SAFETY: LLVMGetVolatile handles load/store/rmw/cmpxchg.
        matches!(
            self.opcode(),
            Some(
                Opcode::LLVMLoad
                    | Opcode::LLVMStore
                    | Opcode::LLVMAtomicRMW
                    | Opcode::LLVMAtomicCmpXchg
            )
        ) && self.kind() == ValueKind::Instruction
            && unsafe { LLVMGetVolatile(self.raw) } != 0
    }

    pub fn allocated_type(self) -> Option<Type<'c>> {
        // SAFETY: checked to be an alloca.
        (self.opcode() == Some(Opcode::LLVMAlloca) && self.kind() == ValueKind::Instruction)
            .then(|| Type::wrap(unsafe { LLVMGetAllocatedType(self.raw) }))
            .flatten()
    }

    pub fn is_in_bounds(self) -> bool {
        // SAFETY: LLVMIsInBounds handles GEP instructions and constant expressions.
        self.opcode() == Some(Opcode::LLVMGetElementPtr) && unsafe { LLVMIsInBounds(self.raw) } != 0
    }

    /// Incoming (value, block) pairs of a phi.
    pub fn incoming(self) -> Vec<(Value<'c>, BasicBlock<'c>)> {
        if self.opcode() != Some(Opcode::LLVMPHI) {
            return Vec::new();
        }
        // SAFETY: indices bounded by the incoming count.
        unsafe {
            (0..LLVMCountIncoming(self.raw))
                .filter_map(|i| {
                    Some((
                        Value::wrap(LLVMGetIncomingValue(self.raw, i))?,
                        BasicBlock::wrap(LLVMGetIncomingBlock(self.raw, i))?,
                    ))
                })
                .collect()
        }
    }

    /// Indices of extractvalue / insertvalue.
    pub fn indices(self) -> Vec<u32> {
        if !matches!(
            self.opcode(),
            Some(Opcode::LLVMExtractValue | Opcode::LLVMInsertValue)
        ) {
            return Vec::new();
        }
        // SAFETY: the pointer covers `n` indices.
        unsafe {
            let n = LLVMGetNumIndices(self.raw) as usize;
            let p = LLVMGetIndices(self.raw);
            if p.is_null() {
                Vec::new()
            } else {
                std::slice::from_raw_parts(p, n).to_vec()
            }
        }
    }

    /// The mask of a shufflevector (-1 for undef lanes).
    pub fn shuffle_mask(self) -> Vec<i32> {
        if self.opcode() != Some(Opcode::LLVMShuffleVector) || self.kind() != ValueKind::Instruction
        {
            return Vec::new();
        }
        // SAFETY: indices bounded by the mask length.
        unsafe {
            let n = LLVMGetNumMaskElements(self.raw);
            (0..n).map(|i| LLVMGetMaskValue(self.raw, i)).collect()
        }
    }

    /// The called operand of a call (the last operand).
    pub fn called_value(self) -> Option<Value<'c>> {
        if self.opcode() != Some(Opcode::LLVMCall) || self.kind() != ValueKind::Instruction {
            return None;
        }
        // SAFETY: checked to be a call.
        Value::wrap(unsafe { LLVMGetCalledValue(self.raw) })
    }

    /// Number of call arguments.
    pub fn num_args(self) -> u32 {
        if self.opcode() != Some(Opcode::LLVMCall) || self.kind() != ValueKind::Instruction {
            return 0;
        }
        // SAFETY: checked to be a call.
        unsafe { LLVMGetNumArgOperands(self.raw) }
    }

    pub fn atomic_rmw_op(self) -> Option<llvm_sys::LLVMAtomicRMWBinOp> {
        // SAFETY: checked to be an atomicrmw instruction.
        (self.opcode() == Some(Opcode::LLVMAtomicRMW))
            .then(|| unsafe { LLVMGetAtomicRMWBinOp(self.raw) })
    }

    /// Blocks a terminator branches to.
    pub fn successors(self) -> Vec<BasicBlock<'c>> {
        if self.kind() != ValueKind::Instruction {
            return Vec::new();
        }
        // SAFETY: indices bounded by the successor count.
        unsafe {
            if LLVMIsATerminatorInst(self.raw).is_null() {
                return Vec::new();
            }
            (0..LLVMGetNumSuccessors(self.raw))
                .filter_map(|i| BasicBlock::wrap(LLVMGetSuccessor(self.raw, i)))
                .collect()
        }
    }

    /// The condition of a conditional branch.
    pub fn branch_condition(self) -> Option<Value<'c>> {
        if self.opcode() != Some(Opcode::LLVMBr) {
            return None;
        }
        // SAFETY: checked to be a branch.
        unsafe {
            (LLVMIsConditional(self.raw) != 0)
                .then(|| Value::wrap(LLVMGetCondition(self.raw)))
                .flatten()
        }
    }

    /// The value as LLVM prints it (for messages).
    pub fn display(self) -> String {
        // SAFETY: LLVM returns an owned C string that we dispose of.
        unsafe {
            let p = LLVMPrintValueToString(self.raw);
            let s = CStr::from_ptr(p).to_string_lossy().into_owned();
            LLVMDisposeMessage(p);
            s
        }
    }

    /// For a metadata-as-value: the MDString's bytes, if it is one.
    pub fn md_string(self) -> Option<&'c [u8]> {
        if self.kind() != ValueKind::Metadata {
            return None;
        }
        let mut len = 0u32;
        // SAFETY: LLVMGetMDString answers NULL for anything that is not an MDString.
        let p = unsafe { LLVMGetMDString(self.raw, &mut len) };
        (!p.is_null()).then(|| cstr_bytes(p, len as usize))
    }

    /// For a metadata-as-value holding a node: its operands (null operands as None).
    pub fn md_node_operands(self) -> Vec<Option<Value<'c>>> {
        if self.kind() != ValueKind::Metadata || self.md_string().is_some() {
            return Vec::new();
        }
        // SAFETY: LLVMGetMDNodeNumOperands works on node values; LLVMGetMDNodeOperands fills
        // the buffer (null operands come back as NULL, which we keep as None).
        unsafe {
            let n = LLVMGetMDNodeNumOperands(self.raw);
            let mut v: Vec<LLVMValueRef> = vec![std::ptr::null_mut(); n as usize];
            if n > 0 {
                LLVMGetMDNodeOperands(self.raw, v.as_mut_ptr());
            }
            v.into_iter().map(Value::wrap).collect()
        }
    }
}

/// A basic block.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BasicBlock<'c> {
    raw: LLVMBasicBlockRef,
    _p: PhantomData<&'c ()>,
}

impl<'c> BasicBlock<'c> {
    pub(crate) fn from_raw(raw: LLVMBasicBlockRef) -> Self {
        BasicBlock {
            raw,
            _p: PhantomData,
        }
    }

    fn wrap(raw: LLVMBasicBlockRef) -> Option<Self> {
        (!raw.is_null()).then_some(BasicBlock {
            raw,
            _p: PhantomData,
        })
    }

    pub fn raw(self) -> LLVMBasicBlockRef {
        self.raw
    }

    pub fn as_value(self) -> Value<'c> {
        // SAFETY: every block is a value.
        Value {
            raw: unsafe { LLVMBasicBlockAsValue(self.raw) },
            _p: PhantomData,
        }
    }

    pub fn name(self) -> &'c [u8] {
        self.as_value().name()
    }

    pub fn instructions(self) -> impl Iterator<Item = Value<'c>> {
        // SAFETY: iteration over the block's instruction list.
        let first = unsafe { LLVMGetFirstInstruction(self.raw) };
        std::iter::successors(Value::wrap(first), |i| i.next_instruction())
    }

    /// The block's last instruction (without walking the block).
    pub fn last_instruction(self) -> Option<Value<'c>> {
        // SAFETY: a plain query on a basic block.
        Value::wrap(unsafe { LLVMGetLastInstruction(self.raw) })
    }
}

/// The opcode's name as LLVM spells it in IR (for messages).
pub fn opcode_name(op: LLVMOpcode) -> String {
    format!("{op:?}").trim_start_matches("LLVM").to_lowercase()
}

// ---- atomics, flags, attached metadata (over the C++ shim) -------------------------------

pub use super::shim::{FastMathFlags, MdKind};
pub use llvm_sys::LLVMAtomicOrdering as AtomicOrdering;
use llvm_sys::prelude::LLVMMetadataRef;

impl<'c> Value<'c> {
    /// The ordering of a load, store, atomicrmw or fence, or the success ordering of a
    /// cmpxchg (`NotAtomic` for plain loads and stores); `None` for other values.
    pub fn atomic_ordering(self) -> Option<AtomicOrdering> {
        // SAFETY: the handle is live; the shim answers None for values without an ordering.
        unsafe { super::shim::atomic_ordering(self.raw) }
    }

    /// The failure ordering of a cmpxchg.
    pub fn cmpxchg_failure_ordering(self) -> Option<AtomicOrdering> {
        // SAFETY: the handle is live; the shim answers None for anything but cmpxchg.
        unsafe { super::shim::cmpxchg_failure_ordering(self.raw) }
    }

    /// The sync scope of an atomic instruction or fence: `""` for the default (system) scope,
    /// `"singlethread"`, or a target name (`"workgroup"`, `"device"`...).
    pub fn sync_scope(self) -> Option<String> {
        // SAFETY: the handle is live; the shim answers None for values without a scope.
        unsafe { super::shim::sync_scope_name(self.raw) }
    }

    /// The fast-math flags of an FP-math instruction (empty otherwise).
    pub fn fast_math_flags(self) -> FastMathFlags {
        // SAFETY: the handle is live; the shim answers empty for other values.
        unsafe { super::shim::fast_math_flags(self.raw) }
    }

    pub fn no_signed_wrap(self) -> bool {
        // SAFETY: the handle is live; the shim answers false where the flag does not apply.
        unsafe { super::shim::has_no_signed_wrap(self.raw) }
    }

    pub fn no_unsigned_wrap(self) -> bool {
        // SAFETY: as above.
        unsafe { super::shim::has_no_unsigned_wrap(self.raw) }
    }

    pub fn is_exact(self) -> bool {
        // SAFETY: as above.
        unsafe { super::shim::is_exact(self.raw) }
    }

    /// The metadata of kind `kind` attached to a function, global variable or instruction.
    pub fn metadata(self, kind: &str) -> Option<Md<'c>> {
        // SAFETY: the handle is live; each shim function tolerates other kinds of value.
        let raw = unsafe {
            match self.kind() {
                ValueKind::Function => super::shim::function_metadata(self.raw, kind),
                ValueKind::GlobalVariable => super::shim::global_metadata(self.raw, kind),
                ValueKind::Instruction => super::shim::inst_metadata(self.raw, kind),
                _ => None,
            }
        };
        raw.and_then(Md::wrap)
    }

    /// The function a call calls, looking through pointer casts of the callee; `None` for
    /// indirect calls and inline assembly.
    pub fn called_function(self) -> Option<Value<'c>> {
        // SAFETY: the handle is live; the shim answers None for non-calls.
        unsafe { super::shim::call_callee_function(self.raw) }.and_then(Value::wrap)
    }

    /// Whether a call calls inline assembly.
    pub fn is_inline_asm_call(self) -> bool {
        // SAFETY: the handle is live; the shim answers false for non-calls.
        unsafe { super::shim::call_is_inline_asm(self.raw) }
    }

    /// The inline assembly a call calls; `None` for other calls.
    pub fn called_inline_asm(self) -> Option<InlineAsm> {
        // SAFETY: the handle is live; the shim answers None / false for other calls.
        unsafe {
            let text = super::shim::call_inline_asm_text(self.raw, false)?;
            let constraints = super::shim::call_inline_asm_text(self.raw, true)?;
            Some(InlineAsm {
                text: String::from_utf8_lossy(&text).into_owned(),
                constraints: String::from_utf8_lossy(&constraints).into_owned(),
                side_effects: super::shim::call_inline_asm_side_effects(self.raw),
            })
        }
    }

    /// The `align` attribute of argument `i` of a call (0 when absent).
    pub fn call_param_align(self, i: u32) -> u32 {
        if self.opcode() != Some(Opcode::LLVMCall) || self.kind() != ValueKind::Instruction {
            return 0;
        }
        if i >= self.num_args() {
            return 0;
        }
        let name = "align";
        // SAFETY: a live call; attribute index i + 1 is argument i.
        unsafe {
            let kind = LLVMGetEnumAttributeKindForName(name.as_ptr().cast(), name.len());
            if kind == 0 {
                return 0;
            }
            let a = LLVMGetCallSiteEnumAttribute(self.raw, i + 1, kind);
            if a.is_null() {
                return 0;
            }
            u32::try_from(LLVMGetEnumAttributeValue(a)).unwrap_or(0)
        }
    }

    /// Whether a call has an enum attribute (e.g. "sret") at an index (0 = return,
    /// 1.. = arguments, u32::MAX = function).
    pub fn call_has_enum_attribute(self, index: u32, name: &str) -> bool {
        if self.opcode() != Some(Opcode::LLVMCall) || self.kind() != ValueKind::Instruction {
            return false;
        }
        // SAFETY: a live call; the name pointer and length describe `name`.
        unsafe {
            let kind = LLVMGetEnumAttributeKindForName(name.as_ptr().cast(), name.len());
            kind != 0 && !LLVMGetCallSiteEnumAttribute(self.raw, index, kind).is_null()
        }
    }

    /// The value of a string attribute (`"key"="value"`) of a function at an index
    /// (u32::MAX = the function itself).
    pub fn string_attribute(self, index: u32, key: &str) -> Option<String> {
        if self.kind() != ValueKind::Function {
            return None;
        }
        // SAFETY: the key pointer and length describe `key`; the returned bytes belong to
        // the attribute, which lives as long as the context.
        unsafe {
            let a = LLVMGetStringAttributeAtIndex(
                self.raw,
                index,
                key.as_ptr().cast(),
                key.len() as u32,
            );
            if a.is_null() {
                return None;
            }
            let mut len = 0u32;
            let p = LLVMGetStringAttributeValue(a, &mut len);
            Some(String::from_utf8_lossy(cstr_bytes(p, len as usize)).into_owned())
        }
    }

    /// The value of a string attribute of a global variable (`"VCByteOffset"="1"`); `None` when
    /// absent or for other values.
    pub fn global_string_attribute(self, key: &str) -> Option<String> {
        // SAFETY: the handle is live; the shim checks that it is a global variable.
        unsafe { super::shim::global_string_attribute(self.raw, key) }
    }

    /// Adds a string attribute to a global variable; false for other values.
    pub fn add_global_string_attribute(self, key: &str, value: &str) -> bool {
        // SAFETY: as above.
        unsafe { super::shim::global_add_string_attribute(self.raw, key, value) }
    }

    /// The value of an integer attribute (e.g. "align", "dereferenceable") of a function at an
    /// index (0 = return, 1.. = parameters, u32::MAX = function); `None` when absent.
    pub fn enum_attribute_value(self, index: u32, name: &str) -> Option<u64> {
        if self.kind() != ValueKind::Function {
            return None;
        }
        // SAFETY: the name pointer and length describe `name`; the function is valid.
        unsafe {
            let kind = LLVMGetEnumAttributeKindForName(name.as_ptr().cast(), name.len());
            if kind == 0 {
                return None;
            }
            let a = LLVMGetEnumAttributeAtIndex(self.raw, index, kind);
            (!a.is_null()).then(|| LLVMGetEnumAttributeValue(a))
        }
    }

    /// What a global alias stands for (looking through casts and chains of aliases).
    pub fn aliasee(self) -> Option<Value<'c>> {
        let mut v = self;
        for _ in 0..16 {
            match v.kind() {
                // SAFETY: checked to be a global alias.
                ValueKind::GlobalAlias => v = Value::wrap(unsafe { LLVMAliasGetAliasee(v.raw) })?,
                ValueKind::ConstantExpr
                    if matches!(
                        v.opcode(),
                        Some(Opcode::LLVMBitCast | Opcode::LLVMAddrSpaceCast)
                    ) =>
                {
                    v = v.operand(0)?
                }
                _ => return (v != self).then_some(v),
            }
        }
        None
    }

    /// The section of a global variable or function (`None` when it has none).
    pub fn section(self) -> Option<String> {
        if !matches!(self.kind(), ValueKind::GlobalVariable | ValueKind::Function) {
            return None;
        }
        // SAFETY: checked to be a global object; LLVM answers NULL when there is no section.
        let p = unsafe { LLVMGetSection(self.raw) };
        (!p.is_null()).then(|| unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned())
    }

    /// For a metadata-as-value: the metadata it wraps.
    pub fn as_md(self) -> Option<Md<'c>> {
        if self.kind() != ValueKind::Metadata {
            return None;
        }
        // SAFETY: checked to be a MetadataAsValue.
        Md::wrap(unsafe { LLVMValueAsMetadata(self.raw) })
    }
}

/// A piece of metadata: a node, a string, or a wrapped value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Md<'c> {
    raw: LLVMMetadataRef,
    _p: PhantomData<&'c ()>,
}

impl<'c> Md<'c> {
    pub(crate) fn wrap(raw: LLVMMetadataRef) -> Option<Self> {
        (!raw.is_null()).then_some(Md {
            raw,
            _p: PhantomData,
        })
    }

    pub fn raw(self) -> LLVMMetadataRef {
        self.raw
    }

    pub fn kind(self) -> MdKind {
        // SAFETY: the handle is live metadata.
        unsafe { super::shim::md_kind(self.raw) }
    }

    pub fn num_operands(self) -> u32 {
        // SAFETY: as above; 0 for non-nodes.
        unsafe { super::shim::md_num_operands(self.raw) }
    }

    /// Operand `i` of a node (`None` when null or out of range).
    pub fn operand(self, i: u32) -> Option<Md<'c>> {
        // SAFETY: the shim checks the index and the kind.
        unsafe { super::shim::md_operand(self.raw, i) }.and_then(Md::wrap)
    }

    /// The operands of a node, null operands as `None`.
    pub fn operands(self) -> Vec<Option<Md<'c>>> {
        (0..self.num_operands()).map(|i| self.operand(i)).collect()
    }

    /// The text of an `MDString`.
    pub fn string(self) -> Option<String> {
        // SAFETY: the shim answers None for other metadata.
        unsafe { super::shim::md_string(self.raw) }
    }

    /// The value a `ValueAsMetadata` wraps (`i32 1`, `@global`...).
    pub fn value(self) -> Option<Value<'c>> {
        // SAFETY: the shim answers None for other metadata.
        unsafe { super::shim::md_value(self.raw) }.and_then(Value::wrap)
    }

    /// The zero-extended integer a `ValueAsMetadata` of a constant int wraps.
    pub fn int(self) -> Option<u64> {
        self.value().and_then(|v| v.const_int_zext())
    }

    pub fn is_distinct(self) -> bool {
        // SAFETY: the handle is live metadata.
        unsafe { super::shim::is_distinct(self.raw) }
    }
}

impl<'c> Module<'c> {
    /// The operands of the named metadata `name` (empty when absent).
    pub fn named_md(&self, name: &str) -> Vec<Md<'c>> {
        // SAFETY: the module is live.
        unsafe { super::shim::named_md_operands(self.raw(), name) }
            .into_iter()
            .filter_map(Md::wrap)
            .collect()
    }

    /// The names of all named metadata of the module.
    pub fn named_md_names(&self) -> Vec<String> {
        let mut out = Vec::new();
        // SAFETY: iteration over the module's named metadata list.
        unsafe {
            let mut n = LLVMGetFirstNamedMetadata(self.raw());
            while !n.is_null() {
                let mut len = 0usize;
                let p = LLVMGetNamedMetadataName(n, &mut len);
                out.push(String::from_utf8_lossy(cstr_bytes(p, len)).into_owned());
                n = LLVMGetNextNamedMetadata(n);
            }
        }
        out
    }
}

/// Inline assembly: its text, its constraint string, and whether it has side effects.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InlineAsm {
    pub text: String,
    pub constraints: String,
    pub side_effects: bool,
}

#[cfg(test)]
mod tests {
    use super::*;

    const IR: &str = r#"
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(i32 addrspace(1)* %p, float %a, i8* %d, i8* %s) !reqd_work_group_size !0 {
  fence syncscope("workgroup") acquire
  %r = atomicrmw add i32 addrspace(1)* %p, i32 1 syncscope("device") seq_cst
  %c = cmpxchg i32 addrspace(1)* %p, i32 0, i32 1 acq_rel monotonic
  %f = fadd nnan ninf float %a, %a
  %x = add nsw i32 %r, 1
  %y = lshr exact i32 %x, 1
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %d, i8* align 4 %s, i64 16, i1 false), !my.md !1
  ret void
}
declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1)
!foo = !{!0, !1}
!0 = !{i32 8, i32 1, i32 1}
!1 = !{null, !"text"}
"#;

    #[test]
    fn safe_accessors() {
        let ctx = Context::new();
        let m = ctx.load_module(IR.as_bytes(), "t").expect("IR");
        let k = m.functions().next().expect("@k");
        let is: Vec<Value> = k.basic_blocks()[0].instructions().collect();
        assert_eq!(
            is[0].atomic_ordering(),
            Some(AtomicOrdering::LLVMAtomicOrderingAcquire)
        );
        assert_eq!(is[0].sync_scope().as_deref(), Some("workgroup"));
        assert_eq!(is[1].sync_scope().as_deref(), Some("device"));
        assert_eq!(
            is[2].cmpxchg_failure_ordering(),
            Some(AtomicOrdering::LLVMAtomicOrderingMonotonic)
        );
        assert_eq!(is[2].sync_scope().as_deref(), Some(""));
        assert_eq!(
            is[3].fast_math_flags(),
            FastMathFlags::NNAN | FastMathFlags::NINF
        );
        assert!(is[4].no_signed_wrap() && !is[4].no_unsigned_wrap());
        assert!(is[5].is_exact());
        assert_eq!(is[6].call_param_align(0), 8);
        assert_eq!(is[6].call_param_align(1), 4);
        assert_eq!(is[6].call_param_align(2), 0);
        assert_eq!(is[6].call_param_align(9), 0);
        assert_eq!(
            is[6].called_function().map(|f| f.name_str()).as_deref(),
            Some("llvm.memcpy.p0i8.p0i8.i64")
        );

        let wg = k
            .metadata("reqd_work_group_size")
            .expect("reqd_work_group_size");
        let dims: Vec<u64> = wg
            .operands()
            .into_iter()
            .flatten()
            .filter_map(Md::int)
            .collect();
        assert_eq!(dims, [8, 1, 1]);
        let md = is[6].metadata("my.md").expect("my.md");
        assert_eq!(md.operands()[0], None);
        assert_eq!(md.operand(1).and_then(Md::string).as_deref(), Some("text"));
        assert_eq!(md.operand(1).map(Md::kind), Some(MdKind::String));
        assert!(is[5].metadata("my.md").is_none());
        assert_eq!(m.named_md("foo"), vec![wg, md]);
        assert!(m.named_md("absent").is_empty());
        assert!(m.named_md_names().contains(&"foo".to_string()));
        // %r is used by %x only; %x by %y; the function by nothing.
        assert_eq!(is[1].users(), vec![is[4]]);
        assert_eq!(is[4].users(), vec![is[5]]);
        assert!(k.users().is_empty());
    }
}
