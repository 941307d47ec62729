//! Building debug information: `DiBuilder` over LLVM's `DIBuilder`, one per compile unit, with
//! `DiRef` handles and the descriptions of the nodes it makes.

use super::*;

// ---- building ----------------------------------------------------------------------------

/// A debug-info node being built (never null).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DiRef<'c> {
    pub(super) raw: LLVMMetadataRef,
    pub(super) _p: PhantomData<&'c ()>,
}

impl<'c> DiRef<'c> {
    pub(super) fn wrap(raw: LLVMMetadataRef) -> Option<Self> {
        (!raw.is_null()).then_some(DiRef {
            raw,
            _p: PhantomData,
        })
    }

    /// A node read back, to build with: `None` unless it is a debug-info node.
    pub fn from_md(md: Md<'c>) -> Option<Self> {
        (md.kind() == crate::llvm::shim::MdKind::DebugInfo).then_some(DiRef {
            raw: md.raw(),
            _p: PhantomData,
        })
    }

    /// The node as metadata to read back.
    pub fn md(self) -> Option<Md<'c>> {
        Md::wrap(self.raw)
    }
}

pub(super) fn raw(r: Option<DiRef<'_>>) -> LLVMMetadataRef {
    r.map_or(std::ptr::null_mut(), |r| r.raw)
}

pub(super) fn sp(s: &str) -> (*const c_char, usize) {
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
    pub(super) b: LLVMDIBuilderRef,
    pub(super) ctx: LLVMContextRef,
    pub(super) module: LLVMModuleRef,
    /// Nodes that replaced temporaries: their cycles are resolved by `finalize`.
    pub(super) replaced: std::cell::RefCell<Vec<LLVMMetadataRef>>,
    /// Whether `finalize` ran: a builder dropped without it (a translation that stopped with an
    /// error) is finalized on drop, since the temporary nodes it tracks (a subprogram's retained
    /// nodes) are freed only when resolved.
    pub(super) finalized: std::cell::Cell<bool>,
    pub(super) _p: PhantomData<&'c ()>,
}

impl Drop for DiBuilder<'_> {
    fn drop(&mut self) {
        if !self.finalized.get() {
            self.finalize();
        }
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
                finalized: std::cell::Cell::new(false),
                _p: PhantomData,
            }
        }
    }

    /// Resolves what the builder tracks (subprograms' retained nodes, the compile unit's lists,
    /// cycles through temporaries). Call once, after the last node.
    pub fn finalize(&self) {
        self.finalized.set(true);
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
                // (Used only when is_some, as the flag before it says.)
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

    /// A distinct location (not uniqued in the context; the caller shares it where the same
    /// location recurs): what `location` makes, without LLVM's uniquing lookup.
    pub fn distinct_location(
        &self,
        line: u32,
        col: u32,
        scope: DiRef<'c>,
        inlined_at: Option<DiRef<'c>>,
    ) -> Option<DiRef<'c>> {
        // SAFETY: live context. (The shim's call-site constructor makes a distinct location.)
        DiRef::wrap(unsafe {
            ffi::lsr_dib_call_site(self.ctx, line, col, scope.raw, raw(inlined_at))
        })
    }

    /// A call site, the inlinedAt of inlined code's locations: a distinct location, one per
    /// inlined instance (two calls at one line and column stay two instances).
    pub fn call_site(
        &self,
        line: u32,
        col: u32,
        scope: DiRef<'c>,
        inlined_at: Option<DiRef<'c>>,
    ) -> Option<DiRef<'c>> {
        self.distinct_location(line, col, scope, inlined_at)
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
        if function.kind() != crate::llvm::ir::ValueKind::Function {
            return;
        }
        // SAFETY: a live function of our module and a subprogram of our context.
        unsafe { LLVMSetSubprogram(function.raw(), subprogram.raw) }
    }

    /// Sets the debug location of an instruction.
    pub fn set_location(&self, inst: Value<'c>, loc: DiRef<'c>) {
        if inst.kind() != crate::llvm::ir::ValueKind::Instruction {
            return;
        }
        // SAFETY: a live instruction and a DILocation of our context.
        unsafe { LLVMInstructionSetDebugLoc(inst.raw(), loc.raw) }
    }

    /// Gives the instructions of `bb` after `last` (all of them without `last`, which must be
    /// in `bb`) that have no location and are not phis the location `loc`, in one step.
    pub fn locate_instructions_after(
        &self,
        bb: crate::llvm::ir::BasicBlock<'c>,
        last: Option<Value<'c>>,
        loc: DiRef<'c>,
    ) {
        let last = last.map_or(std::ptr::null_mut(), |l| l.raw());
        // SAFETY: live handles; the shim checks their kinds and that `last` is in `bb`.
        unsafe { ffi::lsr_locate_instructions_after(bb.raw(), last, loc.raw) };
    }

    /// Gives the calls of `f` that have no location the location `loc`, in one step.
    pub fn locate_unlocated_calls(&self, f: Value<'c>, loc: DiRef<'c>) {
        // SAFETY: live handles; the shim checks their kinds.
        unsafe { ffi::lsr_locate_unlocated_calls(f.raw(), loc.raw) };
    }

    /// Whether an instruction has a debug location (`!dbg`); `false` for other values. (What
    /// `metadata("dbg")` tells, without looking the kind up by name.)
    pub fn has_location(&self, inst: Value<'c>) -> bool {
        if inst.kind() != crate::llvm::ir::ValueKind::Instruction {
            return false;
        }
        // SAFETY: a live instruction.
        !unsafe { LLVMInstructionGetDebugLoc(inst.raw()) }.is_null()
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
