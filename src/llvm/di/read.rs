//! Reading debug information: the kinds and fields of DI nodes, `Di` handles over metadata, and
//! the debug intrinsics of a function (LLVM-C 14 cannot read most fields; the C++ shim does).

use super::*;

/// The DI node kinds, in the order of the shim's codes (code n is the n-th; a negative code is
/// `Null`), written once for the enum and the code table.
macro_rules! di_kinds {
    ($($kind:ident,)*) => {
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum DiKind {
            $($kind,)*
            Null,
        }

        const DI_KINDS: &[DiKind] = &[$(DiKind::$kind),*];
    };
}

di_kinds! {
    Other,
    CompileUnit,
    File,
    BasicType,
    DerivedType,
    CompositeType,
    SubroutineType,
    Subprogram,
    LexicalBlock,
    LexicalBlockFile,
    Namespace,
    Module,
    Location,
    LocalVariable,
    GlobalVariable,
    GlobalVariableExpression,
    Expression,
    Subrange,
    GenericSubrange,
    Enumerator,
    TemplateTypeParameter,
    TemplateValueParameter,
    ImportedEntity,
    Macro,
    MacroFile,
    Label,
    StringType,
    CommonBlock,
    ArgList,
    Tuple,
    String,
    Value,
    GenericNode,
}

impl DiKind {
    pub(super) fn from_code(c: c_int) -> Self {
        if c < 0 {
            return DiKind::Null;
        }
        DI_KINDS.get(c as usize).copied().unwrap_or(DiKind::Other)
    }

    /// Whether nodes of this kind are types (`DIType`).
    pub fn is_type(self) -> bool {
        matches!(
            self,
            DiKind::BasicType
                | DiKind::DerivedType
                | DiKind::CompositeType
                | DiKind::SubroutineType
                | DiKind::StringType
        )
    }
}

/// Fields of DI nodes; the numbers are shared with `shim/di.cpp`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(i32)]
pub enum Field {
    Tag = 0,
    Name = 1,
    LinkageName = 2,
    File = 3,
    Line = 4,
    Column = 5,
    Scope = 6,
    BaseType = 7,
    Size = 8,
    Align = 9,
    Offset = 10,
    Flags = 11,
    SpFlags = 12,
    Encoding = 13,
    Elements = 14,
    TemplateParams = 15,
    Identifier = 16,
    VTableHolder = 17,
    ScopeLine = 18,
    Type = 19,
    Unit = 20,
    Declaration = 21,
    RetainedNodes = 22,
    Arg = 23,
    Directory = 24,
    Filename = 25,
    ChecksumKind = 26,
    Checksum = 27,
    Source = 28,
    Language = 29,
    Producer = 30,
    IsOptimized = 31,
    CuFlags = 32,
    RuntimeVersion = 33,
    EmissionKind = 34,
    Enums = 35,
    RetainedTypes = 36,
    Globals = 37,
    Imported = 38,
    Macros = 39,
    DwoId = 40,
    InlinedAt = 41,
    Variable = 42,
    Expression = 43,
    Count = 44,
    LowerBound = 45,
    UpperBound = 46,
    Stride = 47,
    Value = 48,
    IsUnsigned = 49,
    IsDefault = 50,
    Discriminator = 51,
    IsLocal = 52,
    IsDefinition = 53,
    StaticMember = 54,
    Entity = 55,
    TypeArray = 56,
    CallingConv = 57,
    AddressSpace = 58,
    ExtraData = 59,
    SysRoot = 60,
    Sdk = 61,
    ConfigMacros = 62,
    IncludePath = 63,
    MacinfoType = 64,
    SplitDebugFilename = 65,
    VirtualIndex = 66,
    ContainingType = 67,
    ThrownTypes = 68,
    NameTableKind = 69,
    SplitInlining = 70,
    Profiling = 71,
    AlignInBits = 72,
    ApiNotes = 73,
    IsDecl = 74,
    ThisAdjustment = 75,
    RangesBase = 76,
    ImplicitCode = 77,
}

/// A debug-info node (or any metadata) being read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Di<'c>(pub Md<'c>);

impl<'c> Di<'c> {
    pub fn new(md: Md<'c>) -> Self {
        Di(md)
    }

    pub fn md(self) -> Md<'c> {
        self.0
    }

    pub fn kind(self) -> DiKind {
        // SAFETY: the handle is live metadata; the shim answers -1/0 for what it does not know.
        DiKind::from_code(unsafe { ffi::lsr_di_kind(self.0.raw()) })
    }

    /// An integer field (tags, lines, sizes, flags, encodings, constant bounds...).
    pub fn int(self, f: Field) -> Option<u64> {
        let mut out = 0u64;
        // SAFETY: live metadata; `out` is a valid pointer.
        let ok = unsafe { ffi::lsr_di_int(self.0.raw(), f as c_int, &mut out) };
        (ok != 0).then_some(out)
    }

    /// An integer field, 0 when absent.
    pub fn int0(self, f: Field) -> u64 {
        // (Absent: 0, as said above.)
        self.int(f).unwrap_or(0)
    }

    /// A string field; `None` when absent (an empty string is `Some("")`).
    pub fn string(self, f: Field) -> Option<String> {
        let mut len = 0usize;
        // SAFETY: live metadata; the returned bytes belong to the context (or the node).
        let p = unsafe { ffi::lsr_di_str(self.0.raw(), f as c_int, &mut len) };
        if p.is_null() {
            return None;
        }
        // SAFETY: the shim returns `len` readable bytes.
        let bytes = unsafe { std::slice::from_raw_parts(p.cast::<u8>(), len) };
        Some(String::from_utf8_lossy(bytes).into_owned())
    }

    /// A string field, empty when absent.
    pub fn str0(self, f: Field) -> String {
        // (Absent: empty, as said above.)
        self.string(f).unwrap_or_default()
    }

    /// The path of a file node, as OpLine and DebugSource name it: the directory and the name
    /// joined, or the name alone when it is absolute or there is no directory.
    pub fn file_path(self) -> String {
        let name = self.str0(Field::Filename);
        let dir = self.str0(Field::Directory);
        if name.starts_with('/') || dir.is_empty() {
            name
        } else {
            format!("{}/{}", dir.trim_end_matches('/'), name)
        }
    }

    /// A node field.
    pub fn node(self, f: Field) -> Option<Di<'c>> {
        // SAFETY: live metadata; null when absent.
        Md::wrap(unsafe { ffi::lsr_di_ref(self.0.raw(), f as c_int) }).map(Di)
    }

    /// The elements of a tuple field (null elements kept as `None`).
    pub fn list(self, f: Field) -> Vec<Option<Di<'c>>> {
        match self.node(f) {
            Some(t) => t.elements(),
            None => Vec::new(),
        }
    }

    /// The operands of this node as a tuple.
    pub fn elements(self) -> Vec<Option<Di<'c>>> {
        self.0.operands().into_iter().map(|o| o.map(Di)).collect()
    }

    /// The checksum kind of a file: 0 none, 1 MD5, 2 SHA1, 3 SHA256.
    pub fn checksum_kind(self) -> u32 {
        // SAFETY: live metadata.
        unsafe { ffi::lsr_di_checksum_kind(self.0.raw()) as u32 }
    }

    /// The elements of a `DIExpression`.
    pub fn expr_ops(self) -> Vec<u64> {
        // SAFETY: live metadata; the shim checks the kind and the index.
        unsafe {
            let n = ffi::lsr_di_expr_len(self.0.raw());
            (0..n)
                .map(|i| ffi::lsr_di_expr_elem(self.0.raw(), i))
                .collect()
        }
    }

    /// The text of an `MDString`.
    pub fn as_string(self) -> Option<String> {
        self.0.string()
    }

    /// The value a `ValueAsMetadata` wraps.
    pub fn value(self) -> Option<Value<'c>> {
        self.0.value()
    }

    pub fn is_distinct(self) -> bool {
        self.0.is_distinct()
    }
}

/// Which `llvm.dbg.*` intrinsic a call is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DbgIntrinsic {
    Declare,
    Value,
    Addr,
    Label,
}

/// For a call to an `llvm.dbg.*` intrinsic: which one.
pub fn dbg_intrinsic(v: Value<'_>) -> Option<DbgIntrinsic> {
    // SAFETY: live value; the shim checks its class.
    match unsafe { ffi::lsr_di_dbg_kind(v.raw()) } {
        1 => Some(DbgIntrinsic::Declare),
        2 => Some(DbgIntrinsic::Value),
        3 => Some(DbgIntrinsic::Addr),
        4 => Some(DbgIntrinsic::Label),
        _ => None,
    }
}

/// The variable (or label) of an `llvm.dbg.*` call.
pub fn dbg_variable<'c>(v: Value<'c>) -> Option<Di<'c>> {
    // SAFETY: as above.
    Md::wrap(unsafe { ffi::lsr_di_dbg_variable(v.raw()) }).map(Di)
}

/// The expression of an `llvm.dbg.declare/value/addr` call.
pub fn dbg_expression<'c>(v: Value<'c>) -> Option<Di<'c>> {
    // SAFETY: as above.
    Md::wrap(unsafe { ffi::lsr_di_dbg_expression(v.raw()) }).map(Di)
}

/// The value an `llvm.dbg.declare/value/addr` call describes (`None` for an argument list or
/// an empty location).
pub fn dbg_location<'c>(v: Value<'c>) -> Option<Value<'c>> {
    // SAFETY: as above.
    let raw = unsafe { ffi::lsr_di_dbg_location(v.raw()) };
    (!raw.is_null()).then(|| Value::from_raw(raw))
}

/// The first value a debug intrinsic's location names, the first of an argument list too.
pub fn dbg_first_location<'c>(v: Value<'c>) -> Option<Value<'c>> {
    // SAFETY: as above.
    let raw = unsafe { ffi::lsr_di_dbg_first_location(v.raw()) };
    (!raw.is_null()).then(|| Value::from_raw(raw))
}

/// The block an instruction is in.
pub fn instruction_block<'c>(v: Value<'c>) -> Option<BasicBlock<'c>> {
    if v.kind() != crate::llvm::ir::ValueKind::Instruction {
        return None;
    }
    // SAFETY: a live instruction.
    let bb = unsafe { llvm_sys::core::LLVMGetInstructionParent(v.raw()) };
    (!bb.is_null()).then(|| BasicBlock::from_raw(bb))
}

/// The metadata a metadata-as-value operand wraps.
pub fn value_md<'c>(v: Value<'c>) -> Option<Di<'c>> {
    // SAFETY: live value; the shim checks it is a MetadataAsValue.
    Md::wrap(unsafe { ffi::lsr_di_value_md(v.raw()) }).map(Di)
}

/// The `DIGlobalVariableExpression`s attached to a global variable.
pub fn global_debug_info<'c>(gv: Value<'c>) -> Vec<Di<'c>> {
    let mut buf = [std::ptr::null_mut(); 16];
    // SAFETY: live value; the buffer holds 16 entries.
    let n = unsafe { ffi::lsr_di_global_dbg(gv.raw(), buf.as_mut_ptr(), buf.len() as c_uint) };
    buf.iter()
        .take((n as usize).min(buf.len()))
        .filter_map(|&r| Md::wrap(r).map(Di))
        .collect()
}
