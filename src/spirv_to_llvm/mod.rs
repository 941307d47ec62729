//! SPIR-V → LLVM (the reverse direction, `-r`): a Kernel SPIR-V module becomes an LLVM module
//! for `spir`/`spir64`, following the seed's representation (opaque `spirv.*`/`opencl.*`
//! types, `__spirv_*` calls for instructions with no LLVM counterpart, `!spirv.*` metadata).
//!
//! One `Rx` holds the maps of one translation; each file of this directory translates one family:
//! types, constants and globals, functions, instructions (with composite and matrix operations
//! in `composite`, and the `__spirv_*` call fallback in `spirv_calls`), module metadata.
//!
//! The output is always well-formed LLVM: every block ends in a terminator, phis come first and
//! have one entry per predecessor edge, allocas sit in the entry block, and where SPIR-V allows
//! operand types that LLVM rejects (shift amounts of another width, a pointer where an integer is
//! expected...) a cast is inserted.

mod alias_scopes;
mod annotations;
mod block_order;
mod builtin_calls;
mod composite;
mod debug_info;
mod declare;
mod decorations_md;
mod functions;
mod id_map;
mod instructions;
mod intrinsic_helpers;
mod mem_helpers;
mod metadata;
pub(crate) mod spirv_calls;
mod structors;
mod types;
mod values;
mod vector_compute;

use crate::error::{Error, Result};
use crate::llvm::build::IrBuilder;
use crate::llvm::ir::{BasicBlock, Context, Module, Type, TypeKind, Value};
use crate::options::{BuiltinFormat, ReverseOptions};
use crate::spirv::grammar::{self, ExtInstSetDef};
use crate::spirv::layout::decode_string;
use crate::spirv::module::ModuleIndex;
use crate::spirv::operands::Operands;
use crate::spirv::tables::{enums, op};
use crate::spirv::{Id, InstId, SpvModule};
use id_map::IdMap;
use std::collections::HashMap;

/// The extended instruction sets the reverse translation gives a meaning to; other non-semantic
/// sets are skipped, other semantic ones refused.
const TRANSLATED_EXT_INST_SETS: &[&str] = &[
    "OpenCL.std",
    "DebugInfo",
    "OpenCL.DebugInfo.100",
    // llvm-spirv's name for the set it writes with `--spirv-debug-info-version=legacy`: the
    // instructions and layouts of OpenCL.DebugInfo.100 (the grammar's second import name).
    "SPIRV.debug",
    "NonSemantic.Shader.DebugInfo.100",
    "NonSemantic.Shader.DebugInfo.200",
];

/// Translates a SPIR-V module into a new LLVM module of `ctx`.
pub fn translate<'c>(
    spv: &SpvModule,
    ctx: &'c Context,
    options: &ReverseOptions,
) -> Result<Module<'c>> {
    if let Some(max) = options.max_version {
        let word = spv.header.version;
        if word > max.word() {
            return Err(Error::Input(format!(
                "InvalidModule: Invalid SPIR-V module: incorrect SPIR-V version number {}.{} \
                 ({word}) - it conflicts with --spirv-max-version which is set to {}.{} ({})",
                (word >> 16) & 0xff,
                (word >> 8) & 0xff,
                max.major,
                max.minor,
                max.word()
            )));
        }
    }
    // `--spec-const` values must name the module's specialization constants, with their sizes.
    let spec_values = if options.spec_constants.is_empty() {
        HashMap::new()
    } else {
        crate::spec_constants::check(&options.spec_constants, &spec_constants(spv))?
    };
    let module = ctx.create_module("");
    let spirv_functions;
    {
        let mut rx = Rx::new(spv, &module, options);
        rx.spec_values = spec_values;
        rx.check_supported()?;
        declare::check_layout(&rx)?;
        rx.memory_model()?;
        rx.scan_module_scope()?;
        rx.mem_helpers = mem_helpers::find(&rx);
        rx.intrinsic_helpers = intrinsic_helpers::find(&rx);
        rx.module_scope()?;
        declare::declare_functions(&mut rx)?;
        spirv_functions = module.functions().count();
        annotations::global_annotations(&mut rx);
        debug_info::module(&mut rx)?;
        functions::translate_bodies(&mut rx)?;
        structors::structor_lists(&mut rx)?;
        debug_info::finish(&mut rx)?;
        metadata::module_metadata(&mut rx)?;
        rx.remove_unused_builtin_globals();
    }
    let spv_ir = options.target_env == crate::options::TargetEnv::SpvIr;
    order_functions_by_first_use(&module, spirv_functions, spv_ir);
    Ok(module)
}

/// Puts the functions in the order `llvm-spirv` creates them: the functions of the SPIR-V
/// module (the first `spirv_functions`) in their order, each definition followed by what it
/// references first — a builtin declaration right after the first definition that calls it, a
/// function not placed yet (and what it references) where it is first called. In the OpenCL
/// environments the OpenCL builtins come after all of that, in order of first use (the
/// incumbent makes them from the SPV-IR calls afterwards). Functions nothing references keep
/// their order at the end.
fn order_functions_by_first_use(module: &Module<'_>, spirv_functions: usize, spv_ir: bool) {
    let functions: Vec<_> = module.functions().collect();
    // The functions each definition references, in order of first reference (LLVM walks the
    // operands: one call for the module).
    let (refs, ranges) = module.function_refs();
    let refs_of = |f: usize| ranges.get(f).map(|&(a, b)| &refs[a..b]).unwrap_or(&[]);
    let late = |k: usize| {
        let f = functions[k];
        let name = f.name_str();
        !spv_ir
            && k >= spirv_functions
            && f.is_declaration()
            && !name.starts_with("llvm.")
            && !crate::builtins::demangle(&name).is_ok_and(|d| d.name.starts_with("__spirv_"))
            && !name.starts_with("__spirv_")
    };
    let mut placed = vec![false; functions.len()];
    let mut order = Vec::with_capacity(functions.len());
    let mut late_order = Vec::new();
    for root in 0..spirv_functions.min(functions.len()) {
        if placed[root] {
            continue;
        }
        placed[root] = true;
        order.push(root);
        // (definition, next reference) — depth first, as a call translates its callee.
        let mut stack = vec![(root, 0usize)];
        if functions[root].is_declaration() {
            stack.clear();
        }
        while let Some(top) = stack.last_mut() {
            let (f, k) = *top;
            let Some(g) = refs_of(f).get(k).map(|&g| g as usize) else {
                stack.pop();
                continue;
            };
            top.1 += 1;
            if placed[g] {
                continue;
            }
            placed[g] = true;
            if late(g) {
                late_order.push(g);
                continue;
            }
            order.push(g);
            if !functions[g].is_declaration() {
                stack.push((g, 0));
            }
        }
    }
    order.extend(late_order);
    order.extend((0..functions.len()).filter(|&k| !placed[k]));
    if order.iter().copied().eq(0..functions.len()) {
        return;
    }
    for k in order {
        module.move_function_to_end(functions[k]);
    }
}

/// An entry point: its name, and the SPIR-V function that becomes the `spir_kernel`.
#[derive(Clone, Debug)]
pub(crate) struct EntryPoint {
    pub name: String,
    /// The function named by OpEntryPoint.
    pub entry: u32,
}

/// A module-scope id whose LLVM value is made inside each function that uses it: constant
/// expressions (`OpSpecConstantOp`), which the incumbent writes as instructions. (Samplers are
/// made at each use by `builtin_calls`.)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Lazy {
    SpecConstantOp,
}

/// The state of one reverse translation.
pub(crate) struct Rx<'c, 'm> {
    pub m: &'m SpvModule,
    pub idx: ModuleIndex,
    /// The kinds of the module's types, for `check_operand_kinds`.
    pub type_kinds: crate::spirv::operand_kinds::TypeKinds,
    pub b: IrBuilder<'c>,
    pub options: &'m ReverseOptions,
    pub types: IdMap<Type<'c>>,
    pub values: IdMap<Value<'c>>,
    pub blocks: IdMap<BasicBlock<'c>>,
    /// Imported extended instruction sets: id → set (None when unknown and non-semantic).
    pub ext_sets: crate::hash::FastMap<u32, Option<&'static ExtInstSetDef>>,
    /// Where the instructions being translated are, for error messages.
    pub function: String,
    /// The LLVM function whose body is being translated.
    pub current_fn: Option<crate::llvm::ir::Function<'c>>,
    pub pointer_bits: u32,
    /// Kernels: the SPIR-V function that becomes the `spir_kernel` → its entry point.
    pub kernels: HashMap<u32, EntryPoint>,
    /// The same by name, also for the entry-point wrappers: SPIR-V function id → name.
    pub entry_points: HashMap<u32, String>,
    /// What the builtin translation remembers.
    pub builtins: builtin_calls::State,
    /// Debug information (DI nodes, current scope and line).
    pub(crate) dbg: debug_info::DebugInfo<'c>,
    /// Entry-point wrappers (an entry point whose body only calls the real kernel, as the
    /// incumbent writes for SPIR-V 1.4): wrapper → kernel. Wrappers are not translated.
    pub wrappers: HashMap<u32, u32>,
    /// Memset and memmove helper functions (see `mem_helpers`): their calls become
    /// `llvm.memset` and `llvm.memmove`; a dropped one is not translated.
    pub mem_helpers: HashMap<u32, mem_helpers::MemHelper>,
    /// llvm-spirv's intrinsic helpers (see `intrinsic_helpers`): their calls become
    /// `llvm.fshl`, `llvm.fshr`, `llvm.bswap`; a dropped one is not translated.
    pub intrinsic_helpers: HashMap<u32, intrinsic_helpers::IntrinsicHelper>,
    /// Module-scope ids made per function (see [`Lazy`]).
    pub lazy: crate::hash::FastMap<u32, Lazy>,
    /// Values of lazy ids made in the current function.
    pub local: crate::hash::FastMap<u32, Value<'c>>,
    /// Decorations by target id (group decorations expanded): (decoration, parameters).
    pub deco: IdMap<Vec<(u32, &'m [u32])>>,
    /// BuiltIn variables: variable id → BuiltIn.
    pub builtin_vars: HashMap<u32, u32>,
    /// Globals made for BuiltIn variables (deleted at the end when unused).
    pub builtin_globals: Vec<Value<'c>>,
    /// Annotation strings shared by the annotations of memory-access decorations.
    pub annotation_strings: HashMap<String, Value<'c>>,
    /// Where the builder appends.
    pub pos: functions::Pos<'c>,
    /// Whether an `OpSpecConstantOp` is being made as instructions.
    pub materializing: bool,
    /// Loop headers of the current function with loop controls → their OpLoopMerge operands.
    pub loops: HashMap<u32, Vec<u32>>,
    /// The current function's blocks by their place in the visit order (a branch to a block
    /// that is not later in it is a back edge).
    pub block_rank: HashMap<BasicBlock<'c>, usize>,
    /// Back edges of loops with DependencyArrayINTEL, finished at the end of the function
    /// (outer loops first): the branch, its other loop properties, the header and latch, and
    /// the DependencyArrayINTEL operands.
    pub dependency_loops: Vec<instructions::DependencyLoop<'c>>,
    /// Nodes made for SPV_INTEL_memory_access_aliasing declarations, by id.
    pub alias_md: HashMap<u32, crate::llvm::build::Md<'c>>,
    /// The `--spec-const` values by SpecId (checked against the module).
    pub spec_values: HashMap<u32, u64>,
    /// The functions of the module, in order and by id (shared so passes can walk them while
    /// translating).
    pub funcs: std::rc::Rc<declare::Functions>,
    /// OpExecutionMode / OpExecutionModeId instructions by entry point, in module order.
    pub execution_modes: HashMap<u32, Vec<InstId>>,
    /// The preserved `kernel_arg_type` strings by kernel name, read at first use.
    pub preserved_arg_types: Option<HashMap<String, Vec<String>>>,
    /// How many more lanes, columns or members instructions may still unroll one by one (see
    /// [`Rx::unroll`]).
    pub unroll_budget: std::cell::Cell<u64>,
    /// The LLVM kinds of the function attributes a call does not take from its callee
    /// ([`crate::mapping::attributes::DEFINITION_ONLY`]), looked up once.
    pub definition_only_kinds: Vec<u32>,
}

/// Unrolling budget: a base every module has, and a share per instruction. Real modules stay
/// far below (a 16-component vector constructed per 5-word instruction is about 3 a word).
const UNROLL_BASE: u64 = 1 << 20;
const UNROLL_PER_INSTRUCTION: u64 = 256;

impl<'c, 'm> Rx<'c, 'm> {
    fn new(m: &'m SpvModule, module: &Module<'c>, options: &'m ReverseOptions) -> Self {
        let idx = m.index();
        let mut deco: IdMap<Vec<(u32, &'m [u32])>> = IdMap::with_bound(m.header.bound, m.len());
        // Decoration groups: group id → its decorations.
        let mut groups: HashMap<u32, Vec<(u32, &'m [u32])>> = HashMap::new();
        for i in m.inst_ids() {
            let ops = m.operands(i);
            if matches!(
                m.opcode(i),
                op::Decorate | op::DecorateId | op::DecorateString
            ) && ops.len() >= 2
            {
                let is_group = idx
                    .def(Id(ops[0]))
                    .is_some_and(|d| m.opcode(d) == op::DecorationGroup);
                let target = if is_group {
                    groups.entry(ops[0]).or_default()
                } else {
                    deco.list_mut(ops[0])
                };
                target.push((ops[1], &ops[2..]));
            }
        }
        // (Member decorations are indexed by the module, `ModuleIndex`, for whoever needs them.)
        for i in m.inst_ids() {
            let ops = m.operands(i);
            if m.opcode(i) == op::GroupDecorate && !ops.is_empty() {
                // (A group no OpDecorate names is an empty group: it adds nothing.)
                let g = groups.get(&ops[0]).cloned().unwrap_or_default();
                for &t in &ops[1..] {
                    deco.list_mut(t).extend(g.iter().copied());
                }
            }
        }
        let type_kinds = crate::spirv::operand_kinds::TypeKinds::of(m, &idx);
        let b = IrBuilder::new(module);
        let definition_only_kinds = crate::mapping::attributes::DEFINITION_ONLY
            .iter()
            .map(|name| b.enum_attribute_kind(name))
            .collect();
        Rx {
            m,
            idx,
            type_kinds,
            b,
            options,
            types: IdMap::with_bound(m.header.bound, m.len()),
            values: IdMap::with_bound(m.header.bound, m.len()),
            blocks: IdMap::with_bound(m.header.bound, m.len()),
            ext_sets: Default::default(),
            function: String::new(),
            current_fn: None,
            pointer_bits: 64,
            kernels: HashMap::new(),
            entry_points: HashMap::new(),
            builtins: Default::default(),
            dbg: debug_info::DebugInfo::default(),
            wrappers: HashMap::new(),
            mem_helpers: HashMap::new(),
            intrinsic_helpers: HashMap::new(),
            lazy: Default::default(),
            local: Default::default(),
            deco,
            builtin_vars: HashMap::new(),
            builtin_globals: Vec::new(),
            annotation_strings: HashMap::new(),
            pos: functions::Pos::None,
            materializing: false,
            loops: HashMap::new(),
            block_rank: HashMap::new(),
            dependency_loops: Vec::new(),
            alias_md: HashMap::new(),
            spec_values: HashMap::new(),
            funcs: std::rc::Rc::new(declare::Functions::of(m)),
            execution_modes: HashMap::new(),
            preserved_arg_types: None,
            definition_only_kinds,
            unroll_budget: std::cell::Cell::new(
                UNROLL_BASE.saturating_add(UNROLL_PER_INSTRUCTION.saturating_mul(m.len() as u64)),
            ),
        }
    }

    /// Charges `n` lanes, columns or members that the instruction `at` translates one by one.
    /// Counts read from the module (a vector type's component count, an array's length) can be
    /// billions in a few words: the work they cause stays linear in the module, and past the
    /// budget the translation is an error naming the instruction, not a hang.
    pub fn unroll(&self, n: u64, at: InstId) -> Result<()> {
        match self.unroll_budget.get().checked_sub(n) {
            Some(left) => {
                self.unroll_budget.set(left);
                Ok(())
            }
            None => Err(self.error_at(
                at,
                format!(
                    "{n} components to translate one by one: more than a module of {} instructions may unroll",
                    self.m.len()
                ),
            )),
        }
    }

    /// An error about the instruction `i`.
    pub fn error_at(&self, i: InstId, what: impl std::fmt::Display) -> Error {
        let name = grammar::instruction(self.m.opcode(i))
            .map(|d| d.name)
            .unwrap_or("?");
        let site = crate::error::Site {
            function: Some(self.function.to_string()).filter(|f| !f.is_empty()),
            instruction: Some(format!("Op{name}")),
            instruction_number: Some(i.0 as usize + 1),
            word_offset: Some(self.m.word_offset(i)),
            id: self.m.result_id(i).map(|id| id.0),
            llvm_instruction: None,
        };
        Error::unsupported_at(site, what.to_string())
    }

    /// Checks the kinds of the operands and result of the instruction `opcode` (with the operand
    /// words `ops`) against the specification's table ([`crate::spirv::operand_kinds`]) before
    /// anything is built: an error names the instruction `at` (and the opcode an
    /// `OpSpecConstantOp` computes).
    pub(crate) fn check_operand_kinds(&self, opcode: u16, ops: &[u32], at: InstId) -> Result<()> {
        crate::spirv::operand_kinds::check(self.m, &self.idx, &self.type_kinds, opcode, ops)
            .map_err(|e| {
                if self.m.opcode(at) == opcode {
                    self.error_at(at, e)
                } else {
                    let name = grammar::instruction(opcode).map_or("?", |d| d.name);
                    self.error_at(at, format!("Op{name}: {e}"))
                }
            })
    }

    /// The LLVM address space of the storage class `sc` that the instruction `i` names: an
    /// error for a class that has none (Input, Uniform and the other Shader classes).
    pub(crate) fn space_of(&self, sc: u32, i: InstId) -> Result<u32> {
        address_space(sc).ok_or_else(|| {
            let n = crate::spirv::grammar::OperandKind::StorageClass
                .def()
                .name_of(sc)
                .unwrap_or("unknown");
            self.error_at(
                i,
                format!("the {n} storage class has no LLVM address space"),
            )
        })
    }

    /// The address space of the Storage operand `sc` of the generic pointer cast `i`, which the
    /// specification limits to Workgroup, CrossWorkgroup and Function.
    pub(crate) fn generic_cast_space(&self, sc: u32, i: InstId) -> Result<u32> {
        use crate::spirv::tables::enums::StorageClass as S;
        if ![S::Workgroup, S::CrossWorkgroup, S::Function].contains(&sc) {
            return Err(self.error_at(
                i,
                format!("the Storage operand {sc} is not Workgroup, CrossWorkgroup or Function"),
            ));
        }
        self.space_of(sc, i)
    }

    /// The OpName of an id, if any.
    pub fn name_of(&self, id: u32) -> Option<String> {
        let i = self.idx.name(Id(id))?;
        decode_string(self.m.operands(i).get(1..)?).map(|(s, _)| s)
    }

    /// The decorations of an id: (decoration, parameter words).
    pub fn decorations(&self, id: u32) -> &[(u32, &'m [u32])] {
        self.deco.find(&id).map(Vec::as_slice).unwrap_or(&[])
    }

    pub fn has_decoration(&self, id: u32, dec: u32) -> bool {
        self.decorations(id).iter().any(|(d, _)| *d == dec)
    }

    pub fn decoration(&self, id: u32, dec: u32) -> Option<&'m [u32]> {
        self.decorations(id)
            .iter()
            .find(|(d, _)| *d == dec)
            .map(|(_, p)| *p)
    }

    /// The linkage name and type of an id (`LinkageAttributes`).
    pub fn linkage(&self, id: u32) -> Option<(String, u32)> {
        let p = self.decoration(id, enums::Decoration::LinkageAttributes)?;
        let (name, n) = decode_string(p)?;
        Some((
            name,
            p.get(n).copied().unwrap_or(enums::LinkageType::Export),
        ))
    }

    /// The defining instruction of an id.
    pub fn def(&self, id: u32) -> Option<InstId> {
        self.idx.def(Id(id))
    }

    /// The opcode defining an id (0 when undefined).
    pub fn def_opcode(&self, id: u32) -> u16 {
        // (0, OpNop, for an id nothing defines.)
        self.def(id).map(|d| self.m.opcode(d)).unwrap_or(0)
    }

    /// The value of an id already translated (a constant expression for `OpSpecConstantOp`).
    pub fn value(&self, id: u32, at: InstId) -> Result<Value<'c>> {
        if let Some(&v) = self.local.get(&id) {
            return Ok(v);
        }
        self.values.find(&id).copied().ok_or_else(|| {
            self.error_at(
                at,
                format!("id {id} is used before it is defined, or is not a value"),
            )
        })
    }

    /// The value of an operand id. Module-scope constant expressions (`OpSpecConstantOp`) are
    /// made as instructions in the current function at first use.
    pub fn operand(&mut self, id: u32, at: InstId) -> Result<Value<'c>> {
        if let Some(&v) = self.local.get(&id) {
            return Ok(v);
        }
        if self.current_fn.is_some() {
            if let Some(&kind) = self.lazy.get(&id) {
                return instructions::materialize(self, id, kind, at);
            }
        }
        self.values.find(&id).copied().ok_or_else(|| {
            self.error_at(
                at,
                format!("id {id} is used before it is defined, or is not a value"),
            )
        })
    }

    /// The value of an id, converted to `ty` where SPIR-V and LLVM typing differ.
    pub fn value_as(&mut self, id: u32, ty: Type<'c>, at: InstId) -> Result<Value<'c>> {
        let v = self.operand(id, at)?;
        self.coerce(v, ty, at)
    }

    pub fn ty(&self, id: u32, at: InstId) -> Result<Type<'c>> {
        self.types
            .get(&id)
            .copied()
            .map_err(|_| self.error_at(at, format!("id {id} is not a type")))
    }

    /// Converts a value to `ty` (same type: unchanged): integer width changes, pointer/integer
    /// and pointer/pointer casts, same-size bitcasts. Anything else is an error naming `at`.
    pub fn coerce(&mut self, v: Value<'c>, ty: Type<'c>, at: InstId) -> Result<Value<'c>> {
        let from = v.type_of();
        if from == ty {
            return Ok(v);
        }
        use llvm_sys::LLVMOpcode as O;
        let (fk, tk) = (from.kind(), ty.kind());
        let scalar = |t: Type<'c>| {
            if t.kind() == TypeKind::Vector {
                t.element().unwrap_or(t)
            } else {
                t
            }
        };
        let same_len = from.vector_len() == ty.vector_len();
        let op = match (fk, tk) {
            (TypeKind::Pointer, TypeKind::Pointer)
                if from.address_space() != ty.address_space() =>
            {
                let elem = ty.element().unwrap_or(ty);
                // (A pointer: matched.)
                let mid = self.b.pointer_type(elem, from.address_space().unwrap_or(0));
                let c = self.cast(O::LLVMBitCast, v, mid);
                return Ok(self.cast(O::LLVMAddrSpaceCast, c, ty));
            }
            (TypeKind::Pointer, TypeKind::Pointer) => O::LLVMBitCast,
            (TypeKind::Pointer, TypeKind::Integer) => O::LLVMPtrToInt,
            (TypeKind::Integer, TypeKind::Pointer) => O::LLVMIntToPtr,
            _ if same_len
                && scalar(from).kind() == TypeKind::Integer
                && scalar(ty).kind() == TypeKind::Integer =>
            {
                let (a, b) = (
                    // (Integers: the guard above.)
                    scalar(from).int_width().unwrap_or(0),
                    scalar(ty).int_width().unwrap_or(0),
                );
                if a > b { O::LLVMTrunc } else { O::LLVMZExt }
            }
            _ if self.b.type_size_bits(from) == self.b.type_size_bits(ty)
                && !matches!(fk, TypeKind::Struct | TypeKind::Array)
                && !matches!(tk, TypeKind::Struct | TypeKind::Array) =>
            {
                O::LLVMBitCast
            }
            _ => {
                return Err(self.error_at(
                    at,
                    format!(
                        "a value of type {} is used where {} is expected",
                        from.display(),
                        ty.display()
                    ),
                ));
            }
        };
        Ok(self.cast(op, v, ty))
    }

    /// A cast instruction (a constant expression outside function bodies).
    pub fn cast(&self, op: llvm_sys::LLVMOpcode, v: Value<'c>, ty: Type<'c>) -> Value<'c> {
        if v.type_of() == ty {
            return v;
        }
        if self.current_fn.is_none() || self.b.current_block().is_none() {
            return self.b.const_cast(op, v, ty);
        }
        self.b.unfolded((0, v), |x| self.b.cast(op, x, ty, ""))
    }

    /// Rejects what is outside the Kernel subset we translate.
    fn check_supported(&self) -> Result<()> {
        crate::spirv::support::check_supported(self.m)?;
        let caps: Vec<u32> = self
            .m
            .inst_ids()
            .filter(|&i| self.m.opcode(i) == op::Capability)
            .filter_map(|i| self.m.operands(i).first().copied())
            .collect();
        if !caps.contains(&enums::Capability::Kernel) {
            let what = if caps.contains(&enums::Capability::Shader) {
                "the module declares the Shader capability and not Kernel: llvm-spirv-rs translates OpenCL (Kernel) SPIR-V"
            } else {
                "the module does not declare the Kernel capability: llvm-spirv-rs translates OpenCL (Kernel) SPIR-V"
            };
            let at = self
                .m
                .inst_ids()
                .find(|&i| self.m.opcode(i) == op::Capability);
            return Err(match at {
                Some(i) => self.error_at(i, what),
                None => Error::Unsupported(what.into()),
            });
        }
        if caps.contains(&enums::Capability::Shader) {
            tracing::warn!(
                "the module declares the Shader capability next to Kernel; translating it as a Kernel module"
            );
        }
        for i in self.m.inst_ids() {
            let ops = self.m.operands(i);
            match self.m.opcode(i) {
                op::EntryPoint if ops.first() != Some(&enums::ExecutionModel::Kernel) => {
                    let model = grammar::OperandKind::ExecutionModel
                        .def()
                        .name_of(ops[0])
                        .unwrap_or("unknown");
                    return Err(self.error_at(i, format!("the {model} execution model is not supported: only Kernel entry points are")));
                }
                op::MemoryModel
                    if matches!(
                        ops.get(1),
                        Some(&enums::MemoryModel::GLSL450) | Some(&enums::MemoryModel::Vulkan)
                    ) =>
                {
                    let model = ops
                        .get(1)
                        .and_then(|&m| grammar::OperandKind::MemoryModel.def().name_of(m))
                        .unwrap_or("unknown");
                    return Err(self.error_at(i, format!("the {model} memory model is not supported: OpenCL SPIR-V uses the OpenCL memory model")));
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// OpMemoryModel → triple and data layout.
    fn memory_model(&mut self) -> Result<()> {
        let mm = self
            .m
            .inst_ids()
            .find(|&i| self.m.opcode(i) == op::MemoryModel);
        let Some(mm) = mm else {
            return Err(Error::Unsupported("the module has no OpMemoryModel".into()));
        };
        let addressing = Operands::of(self.m, mm).enumerant(0)?;
        let (triple, layout, bits) = match addressing {
            enums::AddressingModel::Physical32 => (
                "spir-unknown-unknown",
                "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024",
                32,
            ),
            enums::AddressingModel::Physical64 => (
                "spir64-unknown-unknown",
                "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024",
                64,
            ),
            other => {
                let name = grammar::OperandKind::AddressingModel
                    .def()
                    .name_of(other)
                    .unwrap_or("unknown");
                return Err(self.error_at(mm, format!("the {name} addressing model is not supported: OpenCL SPIR-V uses Physical32 or Physical64")));
            }
        };
        self.pointer_bits = bits;
        self.b.set_triple(triple);
        self.b.set_data_layout(layout);
        Ok(())
    }

    /// Entry points, extended instruction sets and BuiltIn variables, before anything is made.
    fn scan_module_scope(&mut self) -> Result<()> {
        let mut entries: Vec<(u32, String)> = Vec::new();
        for i in self.m.inst_ids() {
            let ops = self.m.operands(i);
            match self.m.opcode(i) {
                op::ExtInstImport if !ops.is_empty() => {
                    // (Strings are checked by the decoder; an unknown name is refused below.)
                    let name = decode_string(&ops[1..]).map(|(s, _)| s).unwrap_or_default();
                    // The grammar knows more sets (for the text and assembly forms) than a
                    // Kernel module's translation uses.
                    let set = grammar::ext_inst_set(&name)
                        .filter(|_| TRANSLATED_EXT_INST_SETS.contains(&name.as_str()));
                    if set.is_none() && !name.starts_with("NonSemantic.") {
                        return Err(self.error_at(
                            i,
                            format!(
                                "unknown extended instruction set \"{name}\" \
                                 (InvalidBuiltinSetName: Expects OpenCL.std. Actual is {name})"
                            ),
                        ));
                    }
                    if set.is_none() {
                        tracing::warn!(
                            "skipping the instructions of the unknown non-semantic instruction set \"{name}\""
                        );
                    }
                    self.ext_sets.insert(ops[0], set);
                }
                op::EntryPoint if ops.len() >= 2 => {
                    // (Strings are checked by the decoder.)
                    let name = decode_string(&ops[2..]).map(|(s, _)| s).unwrap_or_default();
                    entries.push((ops[1], name));
                }
                op::ExecutionMode | op::ExecutionModeId if ops.len() >= 2 => {
                    self.execution_modes.entry(ops[0]).or_default().push(i);
                }
                op::Variable if ops.len() >= 2 => {
                    if let Some(b) = self
                        .decoration(ops[1], enums::Decoration::BuiltIn)
                        .and_then(|p| p.first())
                    {
                        self.builtin_vars.insert(ops[1], *b);
                    }
                }
                _ => {}
            }
        }
        for (fid, name) in entries {
            let kernel = declare::wrapped_kernel(self, fid, &name).unwrap_or(fid);
            if kernel != fid {
                self.wrappers.insert(fid, kernel);
            }
            self.entry_points.insert(kernel, name.clone());
            self.entry_points.insert(fid, name.clone());
            self.kernels.insert(kernel, EntryPoint { name, entry: fid });
        }
        Ok(())
    }

    /// Types, constants, global variables, in module order. A constant that uses a constant
    /// defined after it (which some producers write) waits until that one is made.
    fn module_scope(&mut self) -> Result<()> {
        let mut pending = Vec::new();
        for i in self.m.inst_ids() {
            let opcode = self.m.opcode(i);
            if opcode == op::Function {
                break;
            }
            if opcode == op::ExtInstImport || opcode == op::EntryPoint {
                continue;
            }
            if crate::spirv::Section::of_module_scope(opcode) == crate::spirv::Section::Global {
                if self.uses_later_value(i) {
                    pending.push(i);
                } else {
                    values::global_instruction(self, i)?;
                }
            }
        }
        while !pending.is_empty() {
            let before = pending.len();
            let mut still = Vec::new();
            for i in pending {
                if self.uses_later_value(i) {
                    still.push(i);
                } else {
                    values::global_instruction(self, i)?;
                }
            }
            if still.len() == before {
                // A cycle, or a use of something never defined: translating them reports it.
                for i in still {
                    values::global_instruction(self, i)?;
                }
                return Ok(());
            }
            pending = still;
        }
        Ok(())
    }

    /// Whether a module-scope instruction uses a constant or variable not made yet.
    fn uses_later_value(&self, i: InstId) -> bool {
        let opcode = self.m.opcode(i);
        let ops = self.m.operands(i);
        let ids: &[u32] = match opcode {
            op::ConstantComposite | op::SpecConstantComposite => ops.get(2..).unwrap_or(&[]),
            op::SpecConstantOp => {
                // Only the id operands: shuffles and composite operations end in literals.
                let ids = match ops.get(2).and_then(|&o| u16::try_from(o).ok()) {
                    Some(op::VectorShuffle) | Some(op::CompositeInsert) => 2,
                    Some(op::CompositeExtract) => 1,
                    _ => usize::MAX,
                };
                let rest = ops.get(3..).unwrap_or(&[]);
                &rest[..ids.min(rest.len())]
            }
            op::Variable => ops.get(3..).unwrap_or(&[]),
            _ => return false,
        };
        ids.iter().any(|&id| {
            !self.values.contains_key(&id)
                && self.def(id).is_some_and(|d| {
                    let o = self.m.opcode(d);
                    d != i
                        && crate::spirv::Section::of_module_scope(o)
                            == crate::spirv::Section::Global
                        && !self.types.contains_key(&id)
                })
        })
    }

    /// The builtin format of BuiltIn variables.
    pub fn builtin_format(&self) -> BuiltinFormat {
        self.options.builtin_format
    }

    /// BuiltIn globals nobody uses any more (their loads became calls) are removed.
    fn remove_unused_builtin_globals(&mut self) {
        for g in std::mem::take(&mut self.builtin_globals) {
            // Casts of the variable whose loads all became calls are dead.
            for u in self.b.users(g) {
                let instruction = u.kind() == crate::llvm::ir::ValueKind::Instruction;
                if instruction && self.b.users(u).is_empty() {
                    self.b.erase(u);
                }
            }
            self.b.delete_global(g);
        }
    }
}

/// The scalar specialization constants of a module: (SpecId, size in bytes), in module order.
pub fn spec_constants(m: &SpvModule) -> Vec<(u32, u32)> {
    let idx = m.index();
    let mut out = Vec::new();
    for i in m.inst_ids() {
        let opcode = m.opcode(i);
        if !matches!(
            opcode,
            op::SpecConstant | op::SpecConstantTrue | op::SpecConstantFalse
        ) {
            continue;
        }
        let ops = m.operands(i);
        let Some(&result) = ops.get(1) else { continue };
        let spec_id = idx.decorations(Id(result)).iter().find_map(|&d| {
            let o = m.operands(d);
            (m.opcode(d) == op::Decorate
                && o.len() >= 3
                && o[0] == result
                && o[1] == enums::Decoration::SpecId)
                .then(|| o[2])
        });
        let Some(spec_id) = spec_id else { continue };
        let bytes = if opcode == op::SpecConstant {
            idx.def(Id(ops[0]))
                .map(|t| {
                    let to = m.operands(t);
                    match m.opcode(t) {
                        // (Width is required of both: the decoder checks it.)
                        op::TypeInt | op::TypeFloat => to.get(1).copied().unwrap_or(32).div_ceil(8),
                        _ => 4,
                    }
                })
                // (No type: the --spec-const default of 4 bytes, llvm-spirv's.)
                .unwrap_or(4)
        } else {
            1
        };
        out.push((spec_id, bytes));
    }
    out
}

pub(crate) use crate::mapping::address_space::address_space;
