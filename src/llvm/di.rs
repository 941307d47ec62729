//! Debug information: safe reading of DI nodes (every field LLVM-C 14 cannot read comes from
//! the C++ shim `shim/di.cpp`) and a safe builder of DI nodes over LLVM's `DIBuilder`.
//!
//! Reading works on `ir::Md` handles: `Di::new(md)` then `kind()`, `int(Field::Line)`,
//! `string(Field::Name)`, `node(Field::Scope)`. Building goes through `DiBuilder`, one per
//! compile unit; nodes are `DiRef` handles. Temporary nodes (`temporary`, `replace_temporary`)
//! break cycles.

use super::build::IrBuilder;
use super::ir::{BasicBlock, Md, Value};
use llvm_sys::debuginfo::*;
use llvm_sys::prelude::*;
use std::marker::PhantomData;
use std::os::raw::{c_char, c_int, c_uint};

mod ffi {
    use super::*;

    unsafe extern "C" {
        pub fn lsr_di_kind(md: LLVMMetadataRef) -> c_int;
        pub fn lsr_di_int(md: LLVMMetadataRef, field: c_int, out: *mut u64) -> c_int;
        pub fn lsr_di_str(md: LLVMMetadataRef, field: c_int, len: *mut usize) -> *const c_char;
        pub fn lsr_di_ref(md: LLVMMetadataRef, field: c_int) -> LLVMMetadataRef;
        pub fn lsr_di_checksum_kind(md: LLVMMetadataRef) -> c_int;
        pub fn lsr_di_expr_len(md: LLVMMetadataRef) -> c_uint;
        pub fn lsr_di_expr_elem(md: LLVMMetadataRef, i: c_uint) -> u64;
        pub fn lsr_di_value_md(v: LLVMValueRef) -> LLVMMetadataRef;
        pub fn lsr_di_dbg_kind(v: LLVMValueRef) -> c_int;
        pub fn lsr_di_dbg_variable(v: LLVMValueRef) -> LLVMMetadataRef;
        pub fn lsr_di_dbg_expression(v: LLVMValueRef) -> LLVMMetadataRef;
        pub fn lsr_di_dbg_location(v: LLVMValueRef) -> LLVMValueRef;
        pub fn lsr_di_dbg_first_location(v: LLVMValueRef) -> LLVMValueRef;
        pub fn lsr_di_global_dbg(v: LLVMValueRef, out: *mut LLVMMetadataRef, max: c_uint)
        -> c_uint;

        pub fn lsr_dib_file(
            b: LLVMDIBuilderRef,
            name: *const c_char,
            name_len: usize,
            dir: *const c_char,
            dir_len: usize,
            cs_kind: c_int,
            cs: *const c_char,
            cs_len: usize,
            src: *const c_char,
            src_len: usize,
            has_src: c_int,
        ) -> LLVMMetadataRef;
        pub fn lsr_dib_subrange(
            c: LLVMContextRef,
            count_is_int: c_int,
            count: i64,
            count_node: LLVMMetadataRef,
            lower_is_int: c_int,
            lower: i64,
            lower_node: LLVMMetadataRef,
            upper_node: LLVMMetadataRef,
            stride_node: LLVMMetadataRef,
        ) -> LLVMMetadataRef;
        pub fn lsr_dib_composite(
            c: LLVMContextRef,
            tag: c_uint,
            name: *const c_char,
            name_len: usize,
            file: LLVMMetadataRef,
            line: c_uint,
            scope: LLVMMetadataRef,
            base: LLVMMetadataRef,
            size: u64,
            align: u32,
            offset: u64,
            flags: c_uint,
            elements: LLVMMetadataRef,
            runtime_lang: c_uint,
            vtable_holder: LLVMMetadataRef,
            template_params: LLVMMetadataRef,
            ident: *const c_char,
            ident_len: usize,
            distinct: c_int,
        ) -> LLVMMetadataRef;
        pub fn lsr_dib_derived(
            c: LLVMContextRef,
            tag: c_uint,
            name: *const c_char,
            name_len: usize,
            file: LLVMMetadataRef,
            line: c_uint,
            scope: LLVMMetadataRef,
            base: LLVMMetadataRef,
            size: u64,
            align: u32,
            offset: u64,
            has_addr_space: c_int,
            addr_space: c_uint,
            flags: c_uint,
            extra: LLVMMetadataRef,
        ) -> LLVMMetadataRef;
        pub fn lsr_dib_subroutine_type(
            c: LLVMContextRef,
            flags: c_uint,
            cc: c_uint,
            types: *mut LLVMMetadataRef,
            n: c_uint,
        ) -> LLVMMetadataRef;
        pub fn lsr_dib_subprogram(
            b: LLVMDIBuilderRef,
            scope: LLVMMetadataRef,
            name: *const c_char,
            name_len: usize,
            linkage: *const c_char,
            linkage_len: usize,
            file: LLVMMetadataRef,
            line: c_uint,
            ty: LLVMMetadataRef,
            scope_line: c_uint,
            flags: c_uint,
            sp_flags: c_uint,
            template_params: LLVMMetadataRef,
            decl: LLVMMetadataRef,
            containing_type: LLVMMetadataRef,
            virtual_index: c_uint,
            this_adjustment: c_int,
        ) -> LLVMMetadataRef;
        pub fn lsr_dib_template_type(
            c: LLVMContextRef,
            name: *const c_char,
            name_len: usize,
            ty: LLVMMetadataRef,
            is_default: c_int,
        ) -> LLVMMetadataRef;
        pub fn lsr_dib_template_value(
            c: LLVMContextRef,
            tag: c_uint,
            name: *const c_char,
            name_len: usize,
            ty: LLVMMetadataRef,
            is_default: c_int,
            kind: c_int,
            value: i64,
            bits: c_uint,
            value_md: LLVMMetadataRef,
            value_str: *const c_char,
            value_len: usize,
        ) -> LLVMMetadataRef;
        pub fn lsr_dib_imported_entity(
            b: LLVMDIBuilderRef,
            c: LLVMContextRef,
            tag: c_uint,
            scope: LLVMMetadataRef,
            entity: LLVMMetadataRef,
            file: LLVMMetadataRef,
            line: c_uint,
            name: *const c_char,
            name_len: usize,
        ) -> LLVMMetadataRef;
        pub fn lsr_dib_global_variable(
            b: LLVMDIBuilderRef,
            scope: LLVMMetadataRef,
            name: *const c_char,
            name_len: usize,
            linkage: *const c_char,
            linkage_len: usize,
            file: LLVMMetadataRef,
            line: c_uint,
            ty: LLVMMetadataRef,
            is_local: c_int,
            is_defined: c_int,
            expr: LLVMMetadataRef,
            decl: LLVMMetadataRef,
            align: u32,
        ) -> LLVMMetadataRef;
        pub fn lsr_dib_cu_lists(
            cu: LLVMMetadataRef,
            enums: LLVMMetadataRef,
            retained: LLVMMetadataRef,
            globals: LLVMMetadataRef,
            imported: LLVMMetadataRef,
            macros: LLVMMetadataRef,
        );
        pub fn lsr_dib_set_retained_nodes(sp: LLVMMetadataRef, nodes: LLVMMetadataRef);
        pub fn lsr_dib_compile_unit(
            b: LLVMDIBuilderRef,
            lang: c_uint,
            file: LLVMMetadataRef,
            producer: *const c_char,
            producer_len: usize,
            is_opt: c_int,
            flags: *const c_char,
            flags_len: usize,
            rv: c_uint,
            split: *const c_char,
            split_len: usize,
            kind: c_uint,
            dwo_id: u64,
            split_inlining: c_int,
            profiling: c_int,
            name_table_kind: c_uint,
            ranges_base: c_int,
            sysroot: *const c_char,
            sysroot_len: usize,
            sdk: *const c_char,
            sdk_len: usize,
        ) -> LLVMMetadataRef;
        pub fn lsr_dib_local_variable(
            b: LLVMDIBuilderRef,
            scope: LLVMMetadataRef,
            name: *const c_char,
            name_len: usize,
            arg: c_uint,
            file: LLVMMetadataRef,
            line: c_uint,
            ty: LLVMMetadataRef,
            always_preserve: c_int,
            flags: c_uint,
            align: u32,
        ) -> LLVMMetadataRef;
        pub fn lsr_dib_location(
            c: LLVMContextRef,
            line: c_uint,
            col: c_uint,
            scope: LLVMMetadataRef,
            inlined_at: LLVMMetadataRef,
        ) -> LLVMMetadataRef;
        pub fn lsr_dib_lexical_block(
            c: LLVMContextRef,
            scope: LLVMMetadataRef,
            file: LLVMMetadataRef,
            line: c_uint,
            col: c_uint,
        ) -> LLVMMetadataRef;
        pub fn lsr_dib_lexical_block_file(
            c: LLVMContextRef,
            scope: LLVMMetadataRef,
            file: LLVMMetadataRef,
            discriminator: c_uint,
        ) -> LLVMMetadataRef;
        pub fn lsr_dib_namespace(
            c: LLVMContextRef,
            scope: LLVMMetadataRef,
            name: *const c_char,
            name_len: usize,
            export_symbols: c_int,
        ) -> LLVMMetadataRef;
        pub fn lsr_dib_module(
            c: LLVMContextRef,
            file: LLVMMetadataRef,
            scope: LLVMMetadataRef,
            name: *const c_char,
            name_len: usize,
            macros: *const c_char,
            macros_len: usize,
            include: *const c_char,
            include_len: usize,
            notes: *const c_char,
            notes_len: usize,
            line: u32,
            is_decl: c_int,
        ) -> LLVMMetadataRef;
        pub fn lsr_dib_insert_dbg(
            b: LLVMDIBuilderRef,
            is_value: c_int,
            storage: LLVMValueRef,
            var: LLVMMetadataRef,
            expr: LLVMMetadataRef,
            loc: LLVMMetadataRef,
            bb: LLVMBasicBlockRef,
        ) -> LLVMValueRef;
        pub fn lsr_di_resolve(md: LLVMMetadataRef);
        pub fn lsr_add_module_flag_i32(
            m: LLVMModuleRef,
            behavior: u32,
            key: *const std::os::raw::c_char,
            len: usize,
            value: u32,
        );
        pub fn lsr_dib_global_add_dbg(gv: LLVMValueRef, gve: LLVMMetadataRef);
    }
}

/// What a piece of debug metadata is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DiKind {
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
    Null,
}

impl DiKind {
    fn from_code(c: c_int) -> Self {
        use DiKind::*;
        const ALL: [DiKind; 33] = [
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
        ];
        if c < 0 {
            return Null;
        }
        ALL.get(c as usize).copied().unwrap_or(Other)
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
    if v.kind() != super::ir::ValueKind::Instruction {
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

// ---- building ----------------------------------------------------------------------------

/// A debug-info node being built (never null).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DiRef<'c> {
    raw: LLVMMetadataRef,
    _p: PhantomData<&'c ()>,
}

impl<'c> DiRef<'c> {
    fn wrap(raw: LLVMMetadataRef) -> Option<Self> {
        (!raw.is_null()).then_some(DiRef {
            raw,
            _p: PhantomData,
        })
    }

    /// A node read back, to build with.
    pub fn from_md(md: Md<'c>) -> Self {
        DiRef {
            raw: md.raw(),
            _p: PhantomData,
        }
    }

    /// The node as metadata to read back.
    pub fn md(self) -> Option<Md<'c>> {
        Md::wrap(self.raw)
    }
}

fn raw(r: Option<DiRef<'_>>) -> LLVMMetadataRef {
    r.map_or(std::ptr::null_mut(), |r| r.raw)
}

fn sp(s: &str) -> (*const c_char, usize) {
    (s.as_ptr().cast(), s.len())
}

/// The fields of a DIModule to build.
#[derive(Clone, Copy, Debug, Default)]
pub struct ModuleDesc<'a, 'c> {
    pub file: Option<DiRef<'c>>,
    pub scope: Option<DiRef<'c>>,
    pub name: &'a str,
    pub config_macros: &'a str,
    pub include_path: &'a str,
    pub api_notes: &'a str,
    pub line: u32,
    pub is_decl: bool,
}

/// A subrange bound.
#[derive(Clone, Copy, Debug)]
pub enum Bound<'c> {
    None,
    Int(i64),
    Node(DiRef<'c>),
}

/// How a template value parameter holds its value.
#[derive(Clone, Debug)]
pub enum TemplateValue<'c> {
    None,
    /// An integer constant of the given bit width.
    Int(i64, u32),
    /// A node (a global variable's value, a pack's parameter list...).
    Node(DiRef<'c>),
    /// A template template parameter's template name.
    Name(String),
}

/// Builds the debug information of one compile unit into a module (LLVM's `DIBuilder`).
pub struct DiBuilder<'c> {
    b: LLVMDIBuilderRef,
    ctx: LLVMContextRef,
    module: LLVMModuleRef,
    /// Nodes that replaced temporaries: their cycles are resolved by `finalize`.
    replaced: std::cell::RefCell<Vec<LLVMMetadataRef>>,
    _p: PhantomData<&'c ()>,
}

impl Drop for DiBuilder<'_> {
    fn drop(&mut self) {
        // SAFETY: created by us, disposed of once.
        unsafe { LLVMDisposeDIBuilder(self.b) }
    }
}

/// Fields of a subprogram to build.
#[derive(Clone, Debug, Default)]
pub struct SubprogramDesc<'c> {
    pub scope: Option<DiRef<'c>>,
    pub name: String,
    pub linkage_name: String,
    pub file: Option<DiRef<'c>>,
    pub line: u32,
    pub ty: Option<DiRef<'c>>,
    pub scope_line: u32,
    pub flags: u32,
    pub sp_flags: u32,
    pub template_params: Option<DiRef<'c>>,
    pub declaration: Option<DiRef<'c>>,
    pub containing_type: Option<DiRef<'c>>,
    pub virtual_index: u32,
    pub this_adjustment: i32,
}

/// Fields of a composite type to build.
#[derive(Clone, Debug, Default)]
pub struct CompositeDesc<'c> {
    pub tag: u32,
    pub name: String,
    pub file: Option<DiRef<'c>>,
    pub line: u32,
    pub scope: Option<DiRef<'c>>,
    pub base: Option<DiRef<'c>>,
    pub size: u64,
    pub align: u32,
    pub flags: u32,
    pub elements: Option<DiRef<'c>>,
    pub vtable_holder: Option<DiRef<'c>>,
    pub template_params: Option<DiRef<'c>>,
    pub identifier: String,
    pub distinct: bool,
}

/// Fields of a derived type (pointer, reference, typedef, qualifier, member, inheritance,
/// pointer to member) to build.
#[derive(Clone, Debug, Default)]
pub struct DerivedDesc<'c> {
    pub tag: u32,
    pub name: String,
    pub file: Option<DiRef<'c>>,
    pub line: u32,
    pub scope: Option<DiRef<'c>>,
    pub base: Option<DiRef<'c>>,
    pub size: u64,
    pub align: u32,
    pub offset: u64,
    pub address_space: Option<u32>,
    pub flags: u32,
    pub extra: Option<DiRef<'c>>,
}

/// Fields of the compile unit to build.
#[derive(Clone, Debug, Default)]
pub struct CompileUnitDesc<'c> {
    pub language: u32,
    pub file: Option<DiRef<'c>>,
    pub producer: String,
    pub is_optimized: bool,
    pub flags: String,
    pub runtime_version: u32,
    pub split_debug_filename: String,
    pub emission_kind: u32,
    pub dwo_id: u64,
    pub split_inlining: bool,
    pub profiling: bool,
    pub name_table_kind: u32,
    pub ranges_base: bool,
    pub sysroot: String,
    pub sdk: String,
}

impl<'c> DiBuilder<'c> {
    /// A builder for the module `b` builds.
    pub fn new(b: &IrBuilder<'c>) -> Self {
        let module = b.raw_module();
        // SAFETY: the module is live for 'c; the builder is disposed of in Drop.
        unsafe {
            DiBuilder {
                b: LLVMCreateDIBuilder(module),
                ctx: llvm_sys::core::LLVMGetModuleContext(module),
                module,
                replaced: std::cell::RefCell::new(Vec::new()),
                _p: PhantomData,
            }
        }
    }

    /// Resolves what the builder tracks (subprograms' retained nodes, the compile unit's lists,
    /// cycles through temporaries). Call once, after the last node.
    pub fn finalize(&self) {
        for &r in self.replaced.borrow().iter() {
            // SAFETY: nodes of our context; the shim skips resolved and temporary ones.
            unsafe { ffi::lsr_di_resolve(r) }
        }
        // SAFETY: live builder.
        unsafe { LLVMDIBuilderFinalize(self.b) }
    }

    /// Adds a module flag with an i32 value (`Dwarf Version`, `Debug Info Version`) and a
    /// behavior of LLVM's `Module::ModFlagBehavior` (1 error, 2 warning, 7 max, ...); unknown
    /// behaviors become warning.
    pub fn add_module_flag(&self, behavior: u32, key: &str, value: u32) {
        let behavior = if (1..=8).contains(&behavior) {
            behavior
        } else {
            2
        };
        // SAFETY: live module; the key pointer and length describe `key`.
        unsafe {
            ffi::lsr_add_module_flag_i32(
                self.module,
                behavior,
                key.as_ptr().cast(),
                key.len(),
                value,
            )
        }
    }

    /// Whether the module already has a module flag.
    pub fn has_module_flag(&self, key: &str) -> bool {
        // SAFETY: live module; the key pointer and length describe `key`.
        unsafe {
            !llvm_sys::core::LLVMGetModuleFlag(self.module, key.as_ptr().cast(), key.len())
                .is_null()
        }
    }

    pub fn file(
        &self,
        name: &str,
        dir: &str,
        checksum: Option<(u32, &str)>,
        source: Option<&str>,
    ) -> Option<DiRef<'c>> {
        let (n, nl) = sp(name);
        let (d, dl) = sp(dir);
        let (ck, cs) = checksum.unwrap_or((0, ""));
        let (c, cl) = sp(cs);
        let (s, sl) = sp(source.unwrap_or(""));
        // SAFETY: live builder; every pointer/length pair describes a live string.
        DiRef::wrap(unsafe {
            ffi::lsr_dib_file(
                self.b,
                n,
                nl,
                d,
                dl,
                ck as c_int,
                c,
                cl,
                s,
                sl,
                source.is_some() as c_int,
            )
        })
    }

    pub fn compile_unit(&self, d: &CompileUnitDesc<'c>) -> Option<DiRef<'c>> {
        let (p, pl) = sp(&d.producer);
        let (f, fl) = sp(&d.flags);
        let (s, sl) = sp(&d.split_debug_filename);
        let (r, rl) = sp(&d.sysroot);
        let (k, kl) = sp(&d.sdk);
        // SAFETY: live builder; strings as above.
        DiRef::wrap(unsafe {
            ffi::lsr_dib_compile_unit(
                self.b,
                d.language,
                raw(d.file),
                p,
                pl,
                d.is_optimized as c_int,
                f,
                fl,
                d.runtime_version,
                s,
                sl,
                d.emission_kind,
                d.dwo_id,
                d.split_inlining as c_int,
                d.profiling as c_int,
                d.name_table_kind,
                d.ranges_base as c_int,
                r,
                rl,
                k,
                kl,
            )
        })
    }

    pub fn basic_type(
        &self,
        name: &str,
        size: u64,
        encoding: u32,
        flags: u32,
    ) -> Option<DiRef<'c>> {
        // SAFETY: live builder; the name pointer/length describe `name`.
        DiRef::wrap(unsafe {
            LLVMDIBuilderCreateBasicType(
                self.b,
                name.as_ptr().cast(),
                name.len(),
                size,
                encoding,
                flags as LLVMDIFlags,
            )
        })
    }

    pub fn unspecified_type(&self, name: &str) -> Option<DiRef<'c>> {
        // SAFETY: as above.
        DiRef::wrap(unsafe {
            LLVMDIBuilderCreateUnspecifiedType(self.b, name.as_ptr().cast(), name.len())
        })
    }

    pub fn derived(&self, d: &DerivedDesc<'c>) -> Option<DiRef<'c>> {
        let (n, nl) = sp(&d.name);
        // SAFETY: live context; nodes made in it.
        DiRef::wrap(unsafe {
            ffi::lsr_dib_derived(
                self.ctx,
                d.tag,
                n,
                nl,
                raw(d.file),
                d.line,
                raw(d.scope),
                raw(d.base),
                d.size,
                d.align,
                d.offset,
                d.address_space.is_some() as c_int,
                d.address_space.unwrap_or(0),
                d.flags,
                raw(d.extra),
            )
        })
    }

    pub fn composite(&self, d: &CompositeDesc<'c>) -> Option<DiRef<'c>> {
        let (n, nl) = sp(&d.name);
        let (i, il) = sp(&d.identifier);
        // SAFETY: live context; nodes made in it.
        DiRef::wrap(unsafe {
            ffi::lsr_dib_composite(
                self.ctx,
                d.tag,
                n,
                nl,
                raw(d.file),
                d.line,
                raw(d.scope),
                raw(d.base),
                d.size,
                d.align,
                0,
                d.flags,
                raw(d.elements),
                0,
                raw(d.vtable_holder),
                raw(d.template_params),
                i,
                il,
                d.distinct as c_int,
            )
        })
    }

    pub fn subroutine_type(
        &self,
        flags: u32,
        cc: u32,
        types: &[Option<DiRef<'c>>],
    ) -> Option<DiRef<'c>> {
        let mut v: Vec<LLVMMetadataRef> = types.iter().map(|t| raw(*t)).collect();
        // SAFETY: live context; the buffer outlives the call.
        DiRef::wrap(unsafe {
            ffi::lsr_dib_subroutine_type(self.ctx, flags, cc, v.as_mut_ptr(), v.len() as c_uint)
        })
    }

    pub fn subrange(
        &self,
        count: Bound<'c>,
        lower: Bound<'c>,
        upper: Option<DiRef<'c>>,
        stride: Option<DiRef<'c>>,
    ) -> Option<DiRef<'c>> {
        let split = |b: Bound<'c>| match b {
            Bound::None => (0, 0, std::ptr::null_mut()),
            Bound::Int(v) => (1, v, std::ptr::null_mut()),
            Bound::Node(n) => (0, 0, n.raw),
        };
        let (ci, cv, cn) = split(count);
        let (li, lv, ln) = split(lower);
        // SAFETY: live context.
        DiRef::wrap(unsafe {
            ffi::lsr_dib_subrange(self.ctx, ci, cv, cn, li, lv, ln, raw(upper), raw(stride))
        })
    }

    pub fn enumerator(&self, name: &str, value: i64, is_unsigned: bool) -> Option<DiRef<'c>> {
        // SAFETY: live builder; name as above.
        DiRef::wrap(unsafe {
            LLVMDIBuilderCreateEnumerator(
                self.b,
                name.as_ptr().cast(),
                name.len(),
                value,
                is_unsigned as LLVMBool,
            )
        })
    }

    /// A tuple `!{...}` (null elements allowed).
    pub fn tuple(&self, elems: &[Option<DiRef<'c>>]) -> Option<DiRef<'c>> {
        let mut v: Vec<LLVMMetadataRef> = elems.iter().map(|t| raw(*t)).collect();
        // SAFETY: live context; the buffer outlives the call.
        DiRef::wrap(unsafe {
            llvm_sys::core::LLVMMDNodeInContext2(self.ctx, v.as_mut_ptr(), v.len())
        })
    }

    /// An `MDString`.
    pub fn md_string(&self, s: &str) -> Option<DiRef<'c>> {
        // SAFETY: live context; the pointer/length describe `s`.
        DiRef::wrap(unsafe {
            llvm_sys::core::LLVMMDStringInContext2(self.ctx, s.as_ptr().cast(), s.len())
        })
    }

    /// A constant (global variable, integer) as metadata.
    pub fn value_md(&self, v: Value<'c>) -> Option<DiRef<'c>> {
        // SAFETY: a plain (non-metadata) value of our context.
        DiRef::wrap(unsafe { llvm_sys::core::LLVMValueAsMetadata(v.raw()) })
    }

    pub fn subprogram(&self, d: &SubprogramDesc<'c>) -> Option<DiRef<'c>> {
        let (n, nl) = sp(&d.name);
        let (l, ll) = sp(&d.linkage_name);
        // SAFETY: live builder; nodes of its context.
        DiRef::wrap(unsafe {
            ffi::lsr_dib_subprogram(
                self.b,
                raw(d.scope),
                n,
                nl,
                l,
                ll,
                raw(d.file),
                d.line,
                raw(d.ty),
                d.scope_line,
                d.flags,
                d.sp_flags,
                raw(d.template_params),
                raw(d.declaration),
                raw(d.containing_type),
                d.virtual_index,
                d.this_adjustment,
            )
        })
    }

    pub fn lexical_block(
        &self,
        scope: Option<DiRef<'c>>,
        file: Option<DiRef<'c>>,
        line: u32,
        col: u32,
    ) -> Option<DiRef<'c>> {
        // SAFETY: live context.
        DiRef::wrap(unsafe {
            ffi::lsr_dib_lexical_block(self.ctx, raw(scope), raw(file), line, col)
        })
    }

    pub fn lexical_block_file(
        &self,
        scope: Option<DiRef<'c>>,
        file: Option<DiRef<'c>>,
        discriminator: u32,
    ) -> Option<DiRef<'c>> {
        // SAFETY: live context.
        DiRef::wrap(unsafe {
            ffi::lsr_dib_lexical_block_file(self.ctx, raw(scope), raw(file), discriminator)
        })
    }

    pub fn namespace(
        &self,
        scope: Option<DiRef<'c>>,
        name: &str,
        export_symbols: bool,
    ) -> Option<DiRef<'c>> {
        let (n, nl) = sp(name);
        // SAFETY: live context.
        DiRef::wrap(unsafe {
            ffi::lsr_dib_namespace(self.ctx, raw(scope), n, nl, export_symbols as c_int)
        })
    }

    pub fn module(&self, m: &ModuleDesc<'_, 'c>) -> Option<DiRef<'c>> {
        let (n, nl) = sp(m.name);
        let (c, cl) = sp(m.config_macros);
        let (i, il) = sp(m.include_path);
        let (a, al) = sp(m.api_notes);
        // SAFETY: live context; pointer/length pairs describe live strings.
        DiRef::wrap(unsafe {
            ffi::lsr_dib_module(
                self.ctx,
                raw(m.file),
                raw(m.scope),
                n,
                nl,
                c,
                cl,
                i,
                il,
                a,
                al,
                m.line,
                m.is_decl as c_int,
            )
        })
    }

    pub fn location(
        &self,
        line: u32,
        col: u32,
        scope: DiRef<'c>,
        inlined_at: Option<DiRef<'c>>,
    ) -> Option<DiRef<'c>> {
        // SAFETY: live context.
        DiRef::wrap(unsafe {
            ffi::lsr_dib_location(self.ctx, line, col, scope.raw, raw(inlined_at))
        })
    }

    #[allow(clippy::too_many_arguments)]
    pub fn local_variable(
        &self,
        scope: Option<DiRef<'c>>,
        name: &str,
        arg: u32,
        file: Option<DiRef<'c>>,
        line: u32,
        ty: Option<DiRef<'c>>,
        always_preserve: bool,
        flags: u32,
        align: u32,
    ) -> Option<DiRef<'c>> {
        let (n, nl) = sp(name);
        // SAFETY: live builder.
        DiRef::wrap(unsafe {
            ffi::lsr_dib_local_variable(
                self.b,
                raw(scope),
                n,
                nl,
                arg,
                raw(file),
                line,
                raw(ty),
                always_preserve as c_int,
                flags,
                align,
            )
        })
    }

    #[allow(clippy::too_many_arguments)]
    pub fn global_variable(
        &self,
        scope: Option<DiRef<'c>>,
        name: &str,
        linkage: &str,
        file: Option<DiRef<'c>>,
        line: u32,
        ty: Option<DiRef<'c>>,
        is_local: bool,
        is_defined: bool,
        expr: Option<DiRef<'c>>,
        decl: Option<DiRef<'c>>,
        align: u32,
    ) -> Option<DiRef<'c>> {
        let (n, nl) = sp(name);
        let (l, ll) = sp(linkage);
        // SAFETY: live builder.
        DiRef::wrap(unsafe {
            ffi::lsr_dib_global_variable(
                self.b,
                raw(scope),
                n,
                nl,
                l,
                ll,
                raw(file),
                line,
                raw(ty),
                is_local as c_int,
                is_defined as c_int,
                raw(expr),
                raw(decl),
                align,
            )
        })
    }

    pub fn expression(&self, ops: &[u64]) -> Option<DiRef<'c>> {
        let mut v = ops.to_vec();
        // SAFETY: live builder; the buffer outlives the call.
        DiRef::wrap(unsafe { LLVMDIBuilderCreateExpression(self.b, v.as_mut_ptr(), v.len()) })
    }

    pub fn template_type(
        &self,
        name: &str,
        ty: Option<DiRef<'c>>,
        is_default: bool,
    ) -> Option<DiRef<'c>> {
        let (n, nl) = sp(name);
        // SAFETY: live context.
        DiRef::wrap(unsafe {
            ffi::lsr_dib_template_type(self.ctx, n, nl, raw(ty), is_default as c_int)
        })
    }

    pub fn template_value(
        &self,
        tag: u32,
        name: &str,
        ty: Option<DiRef<'c>>,
        is_default: bool,
        value: &TemplateValue<'c>,
    ) -> Option<DiRef<'c>> {
        let (n, nl) = sp(name);
        let (kind, v, bits, node, s) = match value {
            TemplateValue::None => (0, 0, 0, None, ""),
            TemplateValue::Int(v, bits) => (0, *v, *bits, None, ""),
            TemplateValue::Node(x) => (0, 0, 0, Some(*x), ""),
            TemplateValue::Name(s) => (1, 0, 0, None, s.as_str()),
        };
        let (sp_, sl) = sp(s);
        // SAFETY: live context.
        DiRef::wrap(unsafe {
            ffi::lsr_dib_template_value(
                self.ctx,
                tag,
                n,
                nl,
                raw(ty),
                is_default as c_int,
                kind,
                v,
                bits,
                raw(node),
                sp_,
                sl,
            )
        })
    }

    #[allow(clippy::too_many_arguments)]
    pub fn imported_entity(
        &self,
        tag: u32,
        scope: Option<DiRef<'c>>,
        entity: Option<DiRef<'c>>,
        file: Option<DiRef<'c>>,
        line: u32,
        name: &str,
    ) -> Option<DiRef<'c>> {
        let (n, nl) = sp(name);
        // SAFETY: live builder and context.
        DiRef::wrap(unsafe {
            ffi::lsr_dib_imported_entity(
                self.b,
                self.ctx,
                tag,
                raw(scope),
                raw(entity),
                raw(file),
                line,
                n,
                nl,
            )
        })
    }

    pub fn macro_(
        &self,
        parent: Option<DiRef<'c>>,
        line: u32,
        undef: bool,
        name: &str,
        value: &str,
    ) -> Option<DiRef<'c>> {
        let t = if undef {
            LLVMDWARFMacinfoRecordType::LLVMDWARFMacinfoRecordTypeMacro
        } else {
            LLVMDWARFMacinfoRecordType::LLVMDWARFMacinfoRecordTypeDefine
        };
        // SAFETY: live builder; strings as above.
        DiRef::wrap(unsafe {
            LLVMDIBuilderCreateMacro(
                self.b,
                raw(parent),
                line,
                t,
                name.as_ptr().cast(),
                name.len(),
                value.as_ptr().cast(),
                value.len(),
            )
        })
    }

    /// A temporary node standing for one not built yet; replace it with `replace_temporary`.
    pub fn temporary(&self) -> Option<DiRef<'c>> {
        // SAFETY: live context; an empty operand list.
        DiRef::wrap(unsafe { LLVMTemporaryMDNode(self.ctx, std::ptr::null_mut(), 0) })
    }

    /// Replaces every use of a temporary node with `real`, and deletes the temporary.
    pub fn replace_temporary(&self, temp: DiRef<'c>, real: DiRef<'c>) {
        if temp == real {
            return;
        }
        // SAFETY: `temp` was made by `temporary` and is replaced once.
        unsafe { LLVMMetadataReplaceAllUsesWith(temp.raw, real.raw) }
        self.replaced.borrow_mut().push(real.raw);
    }

    /// Replaces every use of a temporary node with nothing (a null operand), for a node that
    /// turned out to have no translation, and deletes the temporary.
    pub fn drop_temporary(&self, temp: DiRef<'c>) {
        // SAFETY: `temp` was made by `temporary` and is replaced once; LLVM takes a null
        // replacement (its users get a null operand).
        unsafe { LLVMMetadataReplaceAllUsesWith(temp.raw, std::ptr::null_mut()) }
    }

    /// Sets the compile unit's lists (`None` leaves a list as it is).
    pub fn set_cu_lists(
        &self,
        cu: DiRef<'c>,
        enums: Option<DiRef<'c>>,
        retained: Option<DiRef<'c>>,
        globals: Option<DiRef<'c>>,
        imported: Option<DiRef<'c>>,
        macros: Option<DiRef<'c>>,
    ) {
        // SAFETY: live nodes; the shim checks `cu` is a compile unit.
        unsafe {
            ffi::lsr_dib_cu_lists(
                cu.raw,
                raw(enums),
                raw(retained),
                raw(globals),
                raw(imported),
                raw(macros),
            )
        }
    }

    /// Sets the retained nodes of a distinct subprogram.
    pub fn set_retained_nodes(&self, subprogram: DiRef<'c>, nodes: DiRef<'c>) {
        // SAFETY: live nodes; the shim checks the kinds.
        unsafe { ffi::lsr_dib_set_retained_nodes(subprogram.raw, nodes.raw) }
    }

    /// Attaches a subprogram to a function.
    pub fn set_subprogram(&self, function: Value<'c>, subprogram: DiRef<'c>) {
        if function.kind() != super::ir::ValueKind::Function {
            return;
        }
        // SAFETY: a live function of our module and a subprogram of our context.
        unsafe { LLVMSetSubprogram(function.raw(), subprogram.raw) }
    }

    /// Sets the debug location of an instruction.
    pub fn set_location(&self, inst: Value<'c>, loc: DiRef<'c>) {
        if inst.kind() != super::ir::ValueKind::Instruction {
            return;
        }
        // SAFETY: a live instruction and a DILocation of our context.
        unsafe { LLVMInstructionSetDebugLoc(inst.raw(), loc.raw) }
    }

    /// Appends `llvm.dbg.declare` (or `llvm.dbg.value`) to a block; `loc` must be a location.
    pub fn insert_dbg(
        &self,
        is_value: bool,
        storage: Value<'c>,
        var: DiRef<'c>,
        expr: DiRef<'c>,
        loc: DiRef<'c>,
        bb: BasicBlock<'c>,
    ) -> Option<Value<'c>> {
        // SAFETY: live values and nodes of our module/context; the shim checks `loc`.
        let r = unsafe {
            ffi::lsr_dib_insert_dbg(
                self.b,
                is_value as c_int,
                storage.raw(),
                var.raw,
                expr.raw,
                loc.raw,
                bb.raw(),
            )
        };
        (!r.is_null()).then(|| Value::from_raw(r))
    }

    /// Adds a `!dbg` attachment to a global variable.
    pub fn attach_global(&self, gv: Value<'c>, gve: DiRef<'c>) {
        // SAFETY: live value and node; the shim checks the kinds.
        unsafe { ffi::lsr_dib_global_add_dbg(gv.raw(), gve.raw) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::llvm::ir::Context;

    const IR: &str = r#"
target triple = "spir64-unknown-unknown"
%struct.S = type { i32, float }
@g = addrspace(1) global i32 0, align 4, !dbg !30
define spir_kernel void @k(i32 %a) !dbg !7 {
entry:
  %x = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %x, metadata !12, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !14
  call void @llvm.dbg.value(metadata i32 %a, metadata !15, metadata !DIExpression()), !dbg !14
  ret void, !dbg !14
}
declare void @llvm.dbg.declare(metadata, metadata, metadata)
declare void @llvm.dbg.value(metadata, metadata, metadata)
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !29)
!1 = !DIFile(filename: "a.cl", directory: "/d", checksumkind: CSK_MD5, checksum: "0123456789abcdef0123456789abcdef")
!5 = !{i32 7, !"Dwarf Version", i32 4}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 2, type: !8, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!8 = !DISubroutineType(types: !9)
!9 = !{null, !10}
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 64, elements: !20)
!12 = !DILocalVariable(name: "x", scope: !7, file: !1, line: 4, type: !11)
!14 = !DILocation(line: 4, column: 7, scope: !7)
!15 = !DILocalVariable(name: "a", arg: 1, scope: !7, file: !1, line: 2, type: !10)
!20 = !{!21}
!21 = !DISubrange(count: 2, lowerBound: 1)
!29 = !{!30}
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(name: "g", scope: !0, file: !1, line: 1, type: !10, isLocal: false, isDefinition: true)
"#;

    #[test]
    fn reads_nodes_and_intrinsics() {
        let ctx = Context::new();
        let m = ctx.load_module(IR.as_bytes(), "t").expect("IR");
        let k = m.functions().find(|f| f.name_str() == "k").expect("k");
        let sp = Di(k.metadata("dbg").expect("!dbg"));
        assert_eq!(sp.kind(), DiKind::Subprogram);
        assert_eq!(sp.string(Field::Name).as_deref(), Some("k"));
        assert_eq!(sp.int(Field::ScopeLine), Some(3));
        assert_eq!(sp.int(Field::SpFlags), Some(8));
        let cu = sp.node(Field::Unit).expect("unit");
        assert_eq!(cu.kind(), DiKind::CompileUnit);
        assert_eq!(cu.int(Field::Language), Some(0x15));
        assert_eq!(cu.string(Field::Producer).as_deref(), Some("clang"));
        let file = cu.node(Field::File).expect("file");
        assert_eq!(file.checksum_kind(), 1);
        assert_eq!(file.string(Field::Filename).as_deref(), Some("a.cl"));
        let insts: Vec<Value> = k.basic_blocks()[0].instructions().collect();
        assert_eq!(dbg_intrinsic(insts[1]), Some(DbgIntrinsic::Declare));
        assert_eq!(dbg_intrinsic(insts[2]), Some(DbgIntrinsic::Value));
        assert_eq!(dbg_intrinsic(insts[0]), None);
        assert_eq!(dbg_location(insts[1]), Some(insts[0]));
        let var = dbg_variable(insts[1]).expect("var");
        assert_eq!(var.string(Field::Name).as_deref(), Some("x"));
        let arr = var.node(Field::Type).expect("type");
        assert_eq!(arr.int(Field::Tag), Some(1));
        let sr = arr.list(Field::Elements)[0].expect("subrange");
        assert_eq!(sr.int(Field::Count), Some(2));
        assert_eq!(sr.int(Field::LowerBound), Some(1));
        let e = dbg_expression(insts[1]).expect("expr");
        assert_eq!(e.expr_ops(), vec![0x10, 0, 0x16, 0x18]);
        let arg = dbg_variable(insts[2]).expect("arg");
        assert_eq!(arg.int(Field::Arg), Some(1));
        let g = m.globals().next().expect("@g");
        let gves = global_debug_info(g);
        assert_eq!(gves.len(), 1);
        let gv = gves[0].node(Field::Variable).expect("var");
        assert_eq!(gv.string(Field::Name).as_deref(), Some("g"));
        let loc = Di(insts[1].metadata("dbg").expect("loc"));
        assert_eq!(loc.kind(), DiKind::Location);
        assert_eq!(
            (loc.int(Field::Line), loc.int(Field::Column)),
            (Some(4), Some(7))
        );
    }

    #[test]
    fn builds_a_verified_module() {
        let ctx = Context::new();
        let m = ctx.create_module("t");
        let b = IrBuilder::new(&m);
        let dib = DiBuilder::new(&b);
        let file = dib.file(
            "a.cl",
            "/d",
            Some((1, "0123456789abcdef0123456789abcdef")),
            None,
        );
        let cu = dib
            .compile_unit(&CompileUnitDesc {
                language: 0x15,
                file,
                producer: "p".into(),
                emission_kind: 1,
                ..Default::default()
            })
            .expect("cu");
        let int = dib.basic_type("int", 32, 5, 0);
        // A struct whose member refers back to it through a temporary.
        let temp = dib.temporary().expect("temp");
        let member = dib.derived(&DerivedDesc {
            tag: 0x0d,
            name: "a".into(),
            file,
            scope: Some(temp),
            base: int,
            size: 32,
            ..Default::default()
        });
        let elems = dib.tuple(&[member]);
        let st = dib
            .composite(&CompositeDesc {
                tag: 0x13,
                name: "S".into(),
                file,
                scope: Some(cu),
                size: 32,
                elements: elems,
                ..Default::default()
            })
            .expect("struct");
        dib.replace_temporary(temp, st);
        let ty = dib.subroutine_type(0, 0, &[None, Some(st)]);
        let i32t = b.int_type(32);
        let ft = b.function_type(b.void_type(), &[i32t], false);
        let f = b.add_function("k", ft);
        let bb = b.append_block(f, "entry");
        b.position_at_end(bb);
        let sp = dib
            .subprogram(&SubprogramDesc {
                scope: file,
                name: "k".into(),
                file,
                line: 2,
                ty,
                scope_line: 2,
                sp_flags: 8,
                ..Default::default()
            })
            .expect("sp");
        dib.set_subprogram(f, sp);
        let x = b.alloca(i32t, "x");
        let var = dib
            .local_variable(Some(sp), "x", 0, file, 3, int, true, 0, 0)
            .expect("var");
        let loc = dib.location(3, 5, sp, None).expect("loc");
        dib.set_location(x, loc);
        let expr = dib.expression(&[]).expect("expr");
        assert!(dib.insert_dbg(false, x, var, expr, loc, bb).is_some());
        let r = b.ret(None);
        dib.set_location(r, loc);
        dib.finalize();
        dib.add_module_flag(2, "Debug Info Version", 3);
        m.verify().expect("verifies");
        let text = m.to_text();
        assert!(text.contains("llvm.dbg.declare"), "{text}");
        assert!(
            text.contains("!DICompositeType(tag: DW_TAG_structure_type, name: \"S\""),
            "{text}"
        );
    }
}
