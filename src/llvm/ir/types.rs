//! LLVM types: `TypeKind` and `Type` handles with their safe queries.

use super::*;

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
    pub(super) raw: LLVMTypeRef,
    pub(super) _p: PhantomData<&'c ()>,
}

impl<'c> Type<'c> {
    pub(crate) fn from_raw(raw: LLVMTypeRef) -> Self {
        Type {
            raw,
            _p: PhantomData,
        }
    }

    pub(super) fn wrap(raw: LLVMTypeRef) -> Option<Self> {
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

    /// Whether the type is `bfloat` (kind `Other`: see `translate_type`).
    pub fn is_bfloat(self) -> bool {
        // SAFETY: the handle is a valid type.
        unsafe { LLVMGetTypeKind(self.raw) == LLVMTypeKind::LLVMBFloatTypeKind }
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

    /// The element type of a vector type, or the type itself.
    pub fn scalar(self) -> Type<'c> {
        match self.kind() {
            TypeKind::Vector => self.element().unwrap_or(self),
            _ => self,
        }
    }

    /// Bit width of an integer type or of the elements of a vector of integers.
    pub fn scalar_int_width(self) -> Option<u32> {
        self.scalar().int_width()
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

    /// The number of elements of an aggregate: an array's or a vector's length, a struct's
    /// member count; `None` for a type that has no elements.
    pub fn element_count(self) -> Option<u64> {
        match self.kind() {
            TypeKind::Struct => Some(self.struct_elements().len() as u64),
            TypeKind::Vector => self.vector_len().map(u64::from),
            _ => self.array_len(),
        }
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
