//! LLVM → SPIR-V (the forward direction): a module of OpenCL kernels as clang emits it for
//! `spir`/`spir64` becomes a Kernel SPIR-V module.
//!
//! One `Ctx` holds the maps of one translation; the files of this directory each translate one
//! family of things: types, constants, global variables, functions, instructions, module
//! metadata.

mod alias_scopes;
mod atomics;
mod bool_lowering;
mod builtin_calls;
mod cfg;
mod const_lowering;
mod constants;
mod dead_functions;
mod debug_info;
mod declare;
mod float_controls;
mod fpga_memory;
mod functions;
mod generic_casts;
mod globals;
mod image_access;
mod inline_asm;
mod instructions;
mod intrinsics;
mod loop_controls;
pub(crate) mod memory_access;
mod metadata;
mod module_walk;
mod narrow_ints;
mod regularize;
mod samplers;
mod single_lane;
mod structors;
mod switches;
mod types;
mod unique_names;
mod value_ids;
pub(crate) mod vector_compute;

use crate::error::{Error, Result};
use crate::hash::{FastMap, FastSet};
use crate::llvm::ir::{BasicBlock, Module, Type, Value};
use crate::options::ForwardOptions;
use crate::spirv::builder::ModuleBuilder;
use crate::spirv::grammar::{EnumerantDef, OperandKind, Version};
use crate::spirv::tables::enums;
use crate::spirv::{Id, SpvModule};

pub use regularize::regularize;

/// Translates a module.
pub fn translate(module: &Module<'_>, options: &ForwardOptions) -> Result<SpvModule> {
    let _span = tracing::debug_span!("translate").entered();
    if options.mem2reg {
        let _span = tracing::debug_span!("regularize", pass = "mem2reg").entered();
        module.promote_allocas();
    }
    let triple = module.triple();
    let arch = triple.split('-').next().unwrap_or("");
    // The pointer width of a module without a triple comes from its data layout (LLVM's
    // default is 64 bits).
    let layout_bits = if module
        .data_layout()
        .split('-')
        .any(|p| p.starts_with("p:32"))
    {
        32
    } else {
        64
    };
    let (addressing, pointer_bits) = match arch {
        "spir" | "spirv32" => (enums::AddressingModel::Physical32, 32),
        "spir64" | "spirv64" => (enums::AddressingModel::Physical64, 64),
        "" if layout_bits == 32 => (enums::AddressingModel::Physical32, 32),
        "" => (enums::AddressingModel::Physical64, 64),
        _ => {
            return Err(Error::Unsupported(format!(
                "InvalidTargetTriple: Expects spir-unknown-unknown or spir64-unknown-unknown. \
                 Actual target triple is {triple} (compile with clang -target spir64; spirv32 and \
                 spirv64 are accepted too)"
            )));
        }
    };
    let version = options.max_version.min(Version::new(1, 4));
    // (Narrow integers are widened only without the extension that has every width.)
    let narrow_widths = !options.extension_allowed(types::ARBITRARY_INTEGERS);
    let walk = module_walk::walk(module, narrow_widths);
    let mut cx = Ctx {
        b: ModuleBuilder::new(version),
        options,
        pointer_bits,
        layout_bits,
        types: FastMap::default(),
        values: Default::default(),
        blocks: FastMap::default(),
        function: String::new(),
        ext_std: None,
        function_globals: FastMap::default(),
        dbg: debug_info::DebugInfo::default(),
        builtin_state: Default::default(),
        helpers: Vec::new(),
        helper_ids: FastMap::default(),
        memmove_temps: FastMap::default(),
        dead_functions: FastSet::default(),
        member_decorations: Default::default(),
        block_exprs: FastMap::default(),
        switch_edges: Default::default(),
        lowering: Default::default(),
        global_storage: FastMap::default(),
        function_pointers: FastMap::default(),
        global_vars: FastMap::default(),
        int_samplers: samplers::find(module, &walk.calls),
        image_access: image_access::find(module),
        straight_line: module.functions().all(|f| f.basic_blocks().len() <= 1),
        translated_functions: Default::default(),
        named_functions: Default::default(),
        triple: triple.clone(),
        asm_target: None,
        half_arithmetic: false,
        widened_ints: narrow_widths && narrow_ints::widenable(module, walk.odd_width_result),
        unique_names: Default::default(),
        alias_decls: FastMap::default(),
        memory_aliasing: options.extension_allowed(alias_scopes::EXT),
        scratch_ops: Vec::new(),
    };
    for cap in [
        enums::Capability::Addresses,
        enums::Capability::Linkage,
        enums::Capability::Kernel,
    ] {
        cx.b.require_capability(cap);
    }
    // SPIR-V-friendly IR may name the memory model (`!spirv.MemoryModel = !{!{i32 addressing,
    // i32 memory model}}`).
    let named: Vec<u32> = module
        .named_md("spirv.MemoryModel")
        .first()
        .map(|n| {
            n.operands()
                .into_iter()
                .flatten()
                .filter_map(|o| o.int())
                .map(|v| v as u32)
                .collect()
        })
        // (No spirv.MemoryModel: the defaults below.)
        .unwrap_or_default();
    let (addressing, memory) = match named.as_slice() {
        [a, m, ..] => (*a, *m),
        _ => (addressing, enums::MemoryModel::OpenCL),
    };
    cx.b.memory_model(addressing, memory);
    if LONG_COMPOSITES.iter().any(|e| options.extension_allowed(e)) {
        cx.b.allow_long_composites();
    }
    // Imported first, as llvm-spirv does (consumers look for it at id 1); a vector-compute
    // module imports it only if it uses it.
    if !vector_compute::is_vc_module(&cx, module) {
        cx.ext_std();
    }
    cx.dead_functions = dead_functions::dead_functions(module);
    functions::declare_functions(&mut cx, module);
    metadata::translate_module_metadata(&mut cx, module)?;
    globals::declare_globals(&mut cx, module)?;
    debug_info::begin(&mut cx, module)?;
    builtin_calls::declare_builtin_variables(&mut cx, module)?;
    functions::translate_functions(&mut cx, module)?;
    debug_info::finish(&mut cx)?;
    intrinsics::emit_helpers(&mut cx);
    cx.check_extensions()?;
    let max = options.max_version;
    let _layout = tracing::debug_span!("validate-layout").entered();
    // The translation's maps are freed before the module is assembled.
    let builder = {
        let cx = cx;
        cx.b
    };
    let spv = builder.finish().map_err(|e| match e {
        // Something the module uses is newer than --spirv-max-version allows.
        Error::Unsupported(m) if m.contains(" needs SPIR-V ") => {
            let what = m.rsplit("ModuleBuilder: ").next().unwrap_or(&m).to_string();
            Error::Unsupported(format!(
                "RequiresVersion: {what} (--spirv-max-version={}.{} forbids it)",
                max.major, max.minor
            ))
        }
        e => e,
    })?;
    crate::spirv::rules::check_rules(&spv)?;
    Ok(spv)
}

/// Messages of llvm-spirv for a construct whose extension `--spirv-ext` does not allow, where
/// it has one of its own (the others are `RequiresExtension`).
const EXTENSION_MESSAGES: &[(&str, &str)] = &[(
    "SPV_INTEL_hw_thread_queries",
    "Intel HW thread queries must be enabled by SPV_INTEL_hw_thread_queries extension.",
)];

/// The state of one forward translation.
pub(crate) struct Ctx<'c, 'o> {
    pub b: ModuleBuilder,
    pub options: &'o ForwardOptions,
    pub pointer_bits: u32,
    /// The pointer width the data layout gives (64 bits unless it says `p:32`): the width of
    /// `size_t`, which array lengths have, as llvm-spirv writes them.
    pub layout_bits: u32,
    pub types: FastMap<Type<'c>, Id>,
    /// The id of each value translated (the current function's and the module's).
    pub values: value_ids::ValueIds<'c>,
    pub blocks: FastMap<BasicBlock<'c>, Id>,
    /// The function being translated (for error messages).
    pub function: String,
    /// The OpenCL.std import, once needed.
    pub ext_std: Option<Id>,
    /// Global variables the translation made for a function (memset's constant arrays, the
    /// BuiltIn variables its work-item calls read), by function name: the interfaces of the
    /// entry points that call it list them.
    pub function_globals: FastMap<String, Vec<Id>>,
    /// Debug information being translated.
    pub(crate) dbg: debug_info::DebugInfo<'c>,
    /// The BuiltIn variables that builtin calls read.
    pub builtin_state: builtin_calls::State,
    /// Functions the translation adds (memset and memmove loops), emitted at the end.
    pub helpers: Vec<intrinsics::Helper>,
    /// Each helper function's id by its name, which tells its signature apart (one function
    /// per name; `llvm-spirv-14 -r` takes functions of one name for one function).
    pub helper_ids: FastMap<String, Id>,
    /// The temporary array of each memmove of constant length in the current function.
    pub memmove_temps: FastMap<Value<'c>, Id>,
    /// Internal functions not translated: nothing reachable uses them.
    pub dead_functions: FastSet<Value<'c>>,
    /// (struct, member, decoration) of the FPGA memory attributes written, each once; a
    /// variable's own are (variable, `u32::MAX`, decoration).
    pub member_decorations: FastSet<(u32, u32, u32)>,
    /// Constant expressions computed as instructions in the current block.
    pub block_exprs: FastMap<Value<'c>, Id>,
    /// Whether every function has at most one block (so the module has no control flow that
    /// the Shader capability would require to be structured).
    pub straight_line: bool,
    /// The blocks of the current function's switch edges (see switches).
    pub(crate) switch_edges: switches::SwitchEdges<'c>,
    /// Where the constant expressions of the function being translated become instructions.
    pub(crate) lowering: const_lowering::Plan<'c>,
    /// The storage class of each global variable made from an LLVM global.
    pub global_storage: FastMap<Id, u32>,
    /// `OpConstantFunctionPointerINTEL` of each function whose address is taken.
    pub function_pointers: FastMap<Value<'c>, Id>,
    /// The variable of each global whose value is not the variable itself (generic globals).
    pub global_vars: FastMap<Value<'c>, Id>,
    /// The `i32` parameters that are samplers (SPIR 1.2), see `samplers`.
    pub int_samplers: FastSet<Value<'c>>,
    /// The access of suffix-less images (`opencl.image2d_t`), see `image_access`.
    pub(crate) image_access: image_access::ImageAccess<'c>,
    /// The functions that become `OpFunction`s (the declare pass decides, before the others).
    pub translated_functions: FastSet<Value<'c>>,
    /// The functions named so far (each is named where it is first met).
    pub named_functions: FastSet<Value<'c>>,
    /// The module's target triple, and its `OpAsmTargetINTEL` once inline assembly needs it.
    pub triple: String,
    pub asm_target: Option<Id>,
    /// The source enables half arithmetic (`cl_khr_fp16` among `opencl.used.extensions`): a
    /// 16-bit float type then needs `Float16` besides `Float16Buffer`.
    pub half_arithmetic: bool,
    /// Integers of widths SPIR-V lacks are held at wider ones (see `narrow_ints`).
    pub(crate) widened_ints: bool,
    /// The LLVM names of the current function, for the temporaries llvm-spirv names.
    pub(crate) unique_names: unique_names::UniqueNames<'c>,
    /// The `OpAlias*DeclINTEL` made for each `!alias.scope` / `!noalias` node.
    pub(crate) alias_decls: FastMap<crate::llvm::ir::Md<'c>, Id>,
    /// SPV_INTEL_memory_access_aliasing is allowed (asked once, not per load and store).
    pub(crate) memory_aliasing: bool,
    /// A buffer for the operands of the most common instructions (loads, stores, pointer
    /// arithmetic, binary operators), reused instead of a new vector per instruction.
    pub(crate) scratch_ops: Vec<u32>,
}

impl<'c> Ctx<'c, '_> {
    /// The id of a value defined later (instruction, argument): allocated on first mention.
    pub fn value_id(&mut self, v: Value<'c>) -> Id {
        // (One hash and probe for a value seen before or not.)
        let b = &mut self.b;
        self.values.get_or_insert_with(v, || b.fresh_id())
    }

    /// `value_id` of an instruction or argument (of the function being translated).
    pub fn local_value_id(&mut self, v: Value<'c>) -> Id {
        let b = &mut self.b;
        self.values.local_or_insert_with(v, || b.fresh_id())
    }

    /// The OpVariable of a global (`value_id` is what its uses see: a cast of it when the
    /// global's address space is not the variable's storage class).
    pub fn variable_id(&mut self, g: Value<'c>) -> Id {
        match self.global_vars.get(&g) {
            Some(&id) => id,
            None => self.value_id(g),
        }
    }

    pub fn block_id(&mut self, bb: BasicBlock<'c>) -> Id {
        if let Some(&id) = self.blocks.get(&bb) {
            return id;
        }
        let id = self.b.fresh_id();
        self.blocks.insert(bb, id);
        id
    }

    pub fn ext_std(&mut self) -> Id {
        match self.ext_std {
            Some(id) => id,
            None => {
                let id = self.b.ext_inst_import("OpenCL.std");
                self.ext_std = Some(id);
                id
            }
        }
    }

    /// An error about something in the function being translated.
    pub fn unsupported(&self, what: impl std::fmt::Display) -> Error {
        if self.function.is_empty() {
            Error::Unsupported(what.to_string())
        } else {
            Error::unsupported_at(
                crate::error::Site {
                    function: Some(self.function.to_string()),
                    ..Default::default()
                },
                what.to_string(),
            )
        }
    }

    /// An error on which llvm-spirv aborts (`Error::Fatal`), in the function being translated.
    pub fn fatal(&self, what: impl std::fmt::Display) -> Error {
        if self.function.is_empty() {
            Error::Fatal(what.to_string())
        } else {
            Error::fatal_at(
                crate::error::Site {
                    function: Some(self.function.to_string()),
                    ..Default::default()
                },
                what.to_string(),
            )
        }
    }

    /// Uses an extension for a construct (`what`, for the message): an error when
    /// `--spirv-ext` does not allow it.
    pub fn allow_extension(&mut self, ext: &str, what: &str) -> Result<()> {
        if !self.options.extension_allowed(ext) {
            return Err(self.unsupported(format!(
                "RequiresExtension: Feature requires the following SPIR-V extension:\n{ext}\n\
                 ({what}; allow it with --spirv-ext=+{ext})"
            )));
        }
        self.b.require_extension(ext);
        Ok(())
    }

    /// A BuiltIn variable `g` of BuiltIn `builtin`: the extension its enumerant needs (itself
    /// or through every capability that enables it) must be allowed, with llvm-spirv's own
    /// message where it has one.
    pub fn allow_builtin(&mut self, builtin: u32, g: Value<'_>) -> Result<()> {
        let Some(e) = OperandKind::BuiltIn.def().enumerant(builtin) else {
            return Ok(());
        };
        let Some(ext) = self.missing_extension(e) else {
            return Ok(());
        };
        if let Some((_, message)) = EXTENSION_MESSAGES.iter().find(|(x, _)| *x == ext) {
            return Err(Error::Unsupported(format!(
                "InvalidModule: Invalid SPIR-V module: {message}\nLLVM value that is being \
                 translated:\n{}",
                g.display().trim()
            )));
        }
        self.allow_extension(ext, &format!("BuiltIn variable @{}", g.name_str()))
    }

    /// An extension that enumerant `e` needs and `--spirv-ext` does not allow: one of its own
    /// extensions when none is allowed, or, when every capability that enables it needs an
    /// extension and none of those is allowed, the first capability's.
    fn missing_extension(&self, e: &EnumerantDef) -> Option<&'static str> {
        let allowed = |list: &[&str]| list.iter().any(|x| self.options.extension_allowed(x));
        // An entry of the core at the module's version needs none of its aliases' extensions.
        let module = self.b.version();
        let needed = |d: &EnumerantDef| -> &'static [&'static str] {
            if d.version != Version::NONE && d.version <= module {
                &[]
            } else {
                d.extensions
            }
        };
        if !needed(e).is_empty() && !allowed(e.extensions) {
            return e.extensions.first().copied();
        }
        let caps = OperandKind::Capability.def();
        let needs: Vec<&'static [&'static str]> = e
            .capabilities
            .iter()
            .map(|&c| caps.enumerant(c).map_or(&[][..], needed))
            .collect();
        if needs.is_empty() || needs.iter().any(|x| x.is_empty() || allowed(x)) {
            return None;
        }
        needs.first().and_then(|x| x.first().copied())
    }

    /// Whether `--spirv-ext` allows an extension.
    pub fn extension_allowed(&self, ext: &str) -> bool {
        self.options.extension_allowed(ext)
    }

    /// Declares what OpBitReverse and the OpBitField* instructions need: SPV_KHR_bit_instructions'
    /// BitInstructions where the extension is allowed, Shader otherwise (the callers use Shader
    /// only in a branch-free module, `straight_line`: a Shader module needs structured control
    /// flow).
    pub(crate) fn require_bit_instructions(&mut self) {
        let ext = crate::builtins::bit_ops::EXTENSION;
        if self.extension_allowed(ext) {
            self.b.require_extension(ext);
            self.b
                .require_capability(enums::Capability::BitInstructions);
        } else {
            self.b.require_capability(enums::Capability::Shader);
        }
    }

    /// The storage class of an LLVM address space: the global_device and global_host ones (5,
    /// 6) are DeviceOnlyINTEL and HostOnlyINTEL where SPV_INTEL_usm_storage_classes is
    /// allowed, and CrossWorkgroup otherwise (as `llvm-spirv` writes them).
    pub(crate) fn storage_class_of(&self, space: u32) -> Option<u32> {
        if matches!(space, 5 | 6) && !self.extension_allowed(USM_EXTENSION) {
            return Some(enums::StorageClass::CrossWorkgroup);
        }
        storage_class(space)
    }

    /// Extensions the module needs must be allowed by `--spirv-ext`.
    fn check_extensions(&self) -> Result<()> {
        for e in self.b.extensions() {
            if !self.options.extension_allowed(e) {
                return Err(Error::Unsupported(format!(
                    "RequiresExtension: Feature requires the following SPIR-V extension:\n{e}\n\
                     (allow it with --spirv-ext=+{e})"
                )));
            }
        }
        Ok(())
    }
}

/// The names of the extension that continues composites too long for one instruction (the
/// current one and the one llvm-spirv once used).
pub(crate) const LONG_COMPOSITES: [&str; 2] = [
    "SPV_INTEL_long_composites",
    "SPV_INTEL_long_constant_composite",
];

pub(crate) use crate::mapping::address_space::storage_class;

/// The extension of the global_device and global_host address spaces.
pub(crate) const USM_EXTENSION: &str = "SPV_INTEL_usm_storage_classes";
