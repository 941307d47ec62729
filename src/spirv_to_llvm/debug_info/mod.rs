//! Debug information, SPIR-V → LLVM: the module-scope instructions of the debug sets
//! (`OpenCL.DebugInfo.100`, its `SPIRV.debug` spelling, the older `DebugInfo`, and
//! `NonSemantic.Shader.DebugInfo.100` and the incumbent's `.200`, whose literals are constant
//! ids) become DI nodes built with one `DIBuilder` per compile unit; `OpLine` / `DebugLine` and
//! `DebugScope`/`DebugNoScope` become the `DILocation` of every instruction;
//! `DebugDeclare`/`DebugValue` become `llvm.dbg.declare` / `llvm.dbg.value`.
//!
//! The non-semantic sets are read in the specification's layout (no Parent in
//! DebugTypeMember, no Child in DebugTypeInheritance, no function in DebugFunction, which
//! `DebugFunctionDefinition` names) and in the one older incumbents write (those of
//! `OpenCL.DebugInfo.100`), told apart by the operands.
//!
//! Nodes are translated on demand and memoized by result id; a node reached again while it is
//! being translated (a member whose parent is the composite being built) gets a temporary node
//! that is replaced once the real one exists, so every node is resolved when the module is
//! verified.

use super::Rx;
use crate::error::Result;
use crate::hash::FastMap as HashMap;
use crate::llvm::di::{
    Bound, CompileUnitDesc, CompositeDesc, DerivedDesc, Di, DiBuilder, DiKind, DiRef, Field,
    ModuleDesc, SubprogramDesc, TemplateValue,
};
use crate::llvm::ir::{BasicBlock, Value};
use crate::spirv::debug_info::{
    POINTER_WITHOUT_ADDRESS_SPACE, array_type_name, composite_keyword, di, pointer_type_name,
    qualified_type_name, qualifier_of_keyword, scoped_name, tagged_type_name, vector_type_name,
};
use crate::spirv::layout::decode_string;
use crate::spirv::tables::op;
use crate::spirv::{Id, InstId};

/// Which debug instruction set an import is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SetKind {
    /// `OpenCL.DebugInfo.100` (and the incumbent's `SPIRV.debug`).
    OpenCl100,
    /// The original `DebugInfo` set.
    Legacy,
    /// `NonSemantic.Shader.DebugInfo.100`: literals are constant ids.
    Shader,
    /// The incumbent's `NonSemantic.Shader.DebugInfo.200`: the `.100` set and its additions.
    Shader200,
}

impl SetKind {
    pub(crate) fn of(name: &str) -> Option<Self> {
        match name {
            "OpenCL.DebugInfo.100" | "SPIRV.debug" => Some(SetKind::OpenCl100),
            "DebugInfo" => Some(SetKind::Legacy),
            "NonSemantic.Shader.DebugInfo.100" => Some(SetKind::Shader),
            "NonSemantic.Shader.DebugInfo.200" => Some(SetKind::Shader200),
            _ => None,
        }
    }

    /// One of the non-semantic sets (literals are constant ids).
    pub(crate) fn shader(self) -> bool {
        matches!(self, SetKind::Shader | SetKind::Shader200)
    }
}

/// The type the incumbent reads a missing type as (DebugInfoNone where a type must be).
const UNKNOWN_TYPE: &str = "SPIRV unknown type";

pub(crate) use crate::mapping::debug_info::flags_to_llvm as llvm_flags;
use crate::mapping::debug_info::operation_to_llvm as dwarf_op;

/// The value of an `Option`, or the node function it is in returns `Ok(None)` (no node).
macro_rules! some {
    ($e:expr) => {
        match $e {
            Some(v) => v,
            None => return Ok(None),
        }
    };
}

mod expressions;
mod locations;
mod nodes;
mod types;
use expressions::*;
pub(crate) use locations::*;
use nodes::*;
use types::*;

/// DWARF tags used below.
mod tag {
    pub const ARRAY: u32 = 0x01;
    pub const CLASS: u32 = 0x02;
    pub const ENUMERATION: u32 = 0x04;
    pub const MEMBER: u32 = 0x0d;
    pub const POINTER: u32 = 0x0f;
    pub const REFERENCE: u32 = 0x10;
    pub const STRUCTURE: u32 = 0x13;
    pub const TYPEDEF: u32 = 0x16;
    pub const UNION: u32 = 0x17;
    pub const INHERITANCE: u32 = 0x1c;
    pub const PTR_TO_MEMBER: u32 = 0x1f;
    pub const CONST: u32 = 0x26;
    pub const VOLATILE: u32 = 0x35;
    pub const RESTRICT: u32 = 0x37;
    pub const ATOMIC: u32 = 0x47;
    pub const RVALUE_REFERENCE: u32 = 0x42;
    pub const IMPORTED_MODULE: u32 = 0x3a;
    pub const IMPORTED_DECLARATION: u32 = 0x08;
    pub const TEMPLATE_VALUE: u32 = 0x30;
    pub const TEMPLATE_TEMPLATE: u32 = 0x4106;
    pub const TEMPLATE_PACK: u32 = 0x4107;
    pub const VECTOR_FLAG: u32 = 1 << 11;
}

/// One compile unit: its builder and what goes into its lists.
struct Unit<'c> {
    id: u32,
    builder: DiBuilder<'c>,
    cu: DiRef<'c>,
    enums: Vec<DiRef<'c>>,
    imported: Vec<DiRef<'c>>,
    macros: Vec<DiRef<'c>>,
    retained: Vec<DiRef<'c>>,
    dwarf_version: u32,
}

/// The debug-info state of one reverse translation.
#[derive(Default)]
pub(crate) struct DebugInfo<'c> {
    /// Debug set imports: id → set.
    sets: crate::hash::FastMap<u32, SetKind>,
    /// The grammar of each debug set import the grammar knows (by import id), which says
    /// which operands its instructions must have.
    grammars: HashMap<u32, &'static crate::spirv::grammar::ExtInstSetDef>,
    units: Vec<Unit<'c>>,
    /// Translated nodes by result id (`None` for DebugInfoNone and what has no node).
    nodes: HashMap<u32, Option<DiRef<'c>>>,
    /// Nodes being translated, with the temporary that stands for them when reached again.
    pending: HashMap<u32, Option<DiRef<'c>>>,
    /// How many `node` calls are under way (a node translates the nodes it refers to first).
    depth: u32,
    /// Nodes reached deeper than `MAX_NODE_DEPTH`: a temporary stands for each (in `pending`)
    /// until the outermost `node` call translates them.
    deferred: Vec<u32>,
    /// Lexical blocks and inlined-at locations whose chain of parents is known to end (no
    /// cycle): see `parent_chain_ends`.
    acyclic: crate::hash::FastSet<u32>,
    /// DebugTemplate instructions by the id of their target.
    templates: HashMap<u32, InstId>,
    /// DebugFunction ids by the id of their DebugFunctionDeclaration.
    definitions: HashMap<u32, u32>,
    /// DebugFunctionDeclaration ids by the id of their parent (for the class members the
    /// forward translation had to leave out of a composite's list).
    methods: HashMap<u32, Vec<u32>>,
    /// The type ids a stand-in name may mean (`stand_in_name`).
    named_types: HashMap<String, Vec<u32>>,
    /// DebugTypeComposite and DebugTypeEnum ids by their bare names, for stand-ins named that
    /// way (by earlier versions of the forward translation): what a name means when no type
    /// of `named_types` has it.
    bare_named_types: HashMap<String, Vec<u32>>,
    /// Subprograms by the id of the OpFunction they describe.
    functions: HashMap<u32, DiRef<'c>>,
    /// The subprograms of `functions` (those that describe a function).
    attached: crate::hash::FastSet<DiRef<'c>>,
    /// Local variables by subprogram, for retained nodes.
    locals: Vec<(DiRef<'c>, DiRef<'c>)>,
    /// Debug ids used as operands of other debug instructions (to find retained types).
    referenced: crate::hash::FastSet<u32>,
    producer: Option<String>,
    /// Whether a DebugFunction has FlagIsOptimized (the compile units' isOptimized).
    optimized: bool,
    /// Non-semantic sets: OpFunction ids by the DebugFunction their DebugFunctionDefinition
    /// names.
    definitions_of: HashMap<u32, u32>,
    /// Non-semantic sets: the DebugTypeComposite that lists a member or inheritance (which
    /// has no operand for it).
    member_parents: HashMap<u32, u32>,
    /// Non-semantic sets: DebugFunction ids a DebugEntryPoint names.
    main_subprograms: crate::hash::FastSet<u32>,
    /// Non-semantic sets: the compile unit's command line (DebugEntryPoint), DWO id
    /// (DebugBuildIdentifier) and split-debug file (DebugStoragePath).
    cu_flags: Option<String>,
    dwo_id: u64,
    split_file: Option<String>,
    // Function-scope state.
    scope: Option<(DiRef<'c>, Option<DiRef<'c>>)>,
    /// The scope of the last DebugScope (`scope` is it, or a DILexicalBlockFile in it for the
    /// file of the OpLine when that is another).
    scope_given: Option<(DiRef<'c>, Option<DiRef<'c>>)>,
    line: Option<(u32, u32)>,
    /// The file (OpString) of the last OpLine, 0 when none.
    line_file: u32,
    subprogram: Option<DiRef<'c>>,
    block: Option<BasicBlock<'c>>,
    /// `scope_in_file`'s answers by (scope, OpLine file): OpLines repeat, and comparing the
    /// file names each time was a tenth of a `-g` reverse.
    scopes_in_files: crate::hash::FastMap<(DiRef<'c>, u32), DiRef<'c>>,
    /// The last location made, by (line, column, scope, inlined at): the instructions of one
    /// OpLine share it, and asking LLVM for it again (hashing it into the context's uniquing
    /// set) was a tenth of a `-g` reverse.
    last_location: std::cell::Cell<Option<(LocationKey<'c>, DiRef<'c>)>>,
    /// The distinct locations made in the current function, by (line, column, scope, inlined
    /// at), when locations are distinct nodes (`ReverseOptions::bitcode_only`): one node per
    /// location in a function, as uniquing gives (the bitcode compares a location with the
    /// last one of the same function only).
    locations: std::cell::RefCell<crate::hash::FastMap<LocationKey<'c>, DiRef<'c>>>,
}

/// What a `DILocation` is made of: line, column, scope, inlined at.
type LocationKey<'c> = (u32, u32, DiRef<'c>, Option<DiRef<'c>>);

impl<'c> DebugInfo<'c> {
    pub(crate) fn is_active(&self) -> bool {
        !self.sets.is_empty()
    }
}

/// The operands of a debug ext-inst after the instruction number.
fn args<'m>(rx: &Rx<'_, 'm>, i: InstId) -> &'m [u32] {
    rx.m.operands(i).get(4..).unwrap_or(&[])
}

/// Whether the chain of parents above debug node `id` ends: a lexical block's parent scope, a
/// discriminator's scope, an inlined-at location's own inlined-at. A chain that comes back to
/// itself (only a malformed module makes one; LLVM's scopes and inlining form trees) is
/// the translation's error, naming the instruction: LLVM would follow it forever (its verifier
/// does). Each id is walked once: the ids of a chain that ends are remembered.
fn parent_chain_ends(rx: &mut Rx<'_, '_>, id: u32) -> Result<bool> {
    let mut seen = crate::hash::FastSet::default();
    let mut cur = id;
    let ends = loop {
        if rx.dbg.acyclic.contains(&cur) {
            break true;
        }
        if !seen.insert(cur) {
            break false;
        }
        let Some((i, inst, _)) = debug_op(rx, cur) else {
            break true;
        };
        let a = args(rx, i);
        let parent = match inst {
            di::LEXICAL_BLOCK => a.get(3),
            di::LEXICAL_BLOCK_DISCRIMINATOR | di::INLINED_AT => a.get(2),
            _ => None,
        };
        let Some(&parent) = parent else {
            break true;
        };
        cur = parent;
    };
    if ends {
        rx.dbg.acyclic.extend(seen);
    } else if let Some((at, _, _)) = debug_op(rx, id) {
        return Err(rx.error_at(
            at,
            format!("the parent scopes (or inlined-at locations) of %{id} come back to it"),
        ));
    }
    Ok(ends)
}

fn string_of(rx: &Rx<'_, '_>, id: u32) -> Option<String> {
    let def = rx.idx.def(Id(id))?;
    if rx.m.opcode(def) != op::String {
        return None;
    }
    decode_string(rx.m.operands(def).get(1..)?).map(|(s, _)| s)
}

/// An OpConstant's value, sign-extended from its width (its low 64 bits when wider), and the
/// width: `None` for an integer type of a width the reverse has no type for (0, or above
/// the limit of `types.rs`).
fn constant(rx: &Rx<'_, '_>, id: u32) -> Option<(i64, u32)> {
    let def = rx.idx.def(Id(id))?;
    if !matches!(rx.m.opcode(def), op::Constant | op::SpecConstant) {
        return None;
    }
    let ops = rx.m.operands(def);
    let ty = rx.idx.def(Id(*ops.first()?))?;
    let width = if rx.m.opcode(ty) == op::TypeInt {
        // (Width is required: checked by the decoder or `check_required`.)
        rx.m.operands(ty).get(1).copied().unwrap_or(32)
    } else {
        32
    };
    if !(1..=super::types::MAX_INT_WIDTH).contains(&width) {
        return None;
    }
    let lo = u64::from(*ops.get(2)?);
    // (A constant of 32 bits or fewer has one word: its high word is 0.)
    let hi = u64::from(ops.get(3).copied().unwrap_or(0));
    let raw = lo | (hi << 32);
    let v = if width < 64 {
        let shift = 64 - width;
        ((raw << shift) as i64) >> shift
    } else {
        raw as i64
    };
    Some((v, width))
}

/// A literal of the Shader sets (a 32-bit OpConstant): its 32 bits, for a wider constant only
/// when its value fits (a 64-bit flags or enumerant value is not the one of its low half).
fn constant_u32(rx: &Rx<'_, '_>, id: u32) -> Option<u32> {
    let (v, width) = constant(rx, id)?;
    if width <= 32 {
        Some(v as u32)
    } else {
        u32::try_from(v).ok()
    }
}

/// The debug instruction number of `id`, when it is a debug ext-inst.
fn debug_op(rx: &Rx<'_, '_>, id: u32) -> Option<(InstId, u32, SetKind)> {
    let def = rx.idx.def(Id(id))?;
    if rx.m.opcode(def) != op::ExtInst {
        return None;
    }
    let ops = rx.m.operands(def);
    let set = *rx.dbg.sets.get(ops.get(2)?)?;
    Some((def, *ops.get(3)?, set))
}

/// Records the debug-info sets among the imports; called for each `OpExtInstImport`.
pub(crate) fn note_import(rx: &mut Rx<'_, '_>, id: u32, name: &str) {
    if let Some(k) = SetKind::of(name) {
        rx.dbg.sets.insert(id, k);
        if let Some(g) = crate::spirv::grammar::ext_inst_set(name) {
            rx.dbg.grammars.insert(id, g);
        }
    }
}

/// Checks that debug instruction `i` (an `OpExtInst` of a debug set) has every operand its
/// set's grammar requires, so that `Ops::id` reads none of those past the end: an
/// [`Error::Operand`](crate::error::Error::Operand) naming the instruction and the operand
/// otherwise. (The decoders check the same for modules read from a file; a module built in
/// memory is checked only here.)
pub(crate) fn check_operands(rx: &Rx<'_, '_>, i: InstId) -> Result<()> {
    let set = rx.m.operands(i).get(2);
    match set.and_then(|s| rx.dbg.grammars.get(s)) {
        Some(g) => crate::spirv::operands::check_ext_required(rx.m, i, g),
        None => Ok(()),
    }
}

/// Translates the module-scope debug instructions (after globals and function declarations).
pub(crate) fn module(rx: &mut Rx<'_, '_>) -> Result<()> {
    // The imports, if the caller has not noted them.
    for i in rx.m.inst_ids() {
        match rx.m.opcode(i) {
            op::ExtInstImport => {
                let ops = rx.m.operands(i);
                if let Some((name, _)) = ops.get(1..).and_then(decode_string) {
                    note_import(rx, ops[0], &name);
                }
            }
            op::ModuleProcessed => {
                // (Its Process string is checked by the decoder; none names no producer.)
                let text = decode_string(rx.m.operands(i))
                    .map(|(s, _)| s)
                    // (No Process string: no producer, as said above.)
                    .unwrap_or_default();
                if let Some(p) = text.strip_prefix("Debug info producer: ") {
                    rx.dbg.producer = Some(p.to_string());
                }
            }
            op::Function => break,
            _ => {}
        }
    }
    if rx.dbg.sets.is_empty() {
        return Ok(());
    }
    check_operations(rx)?;
    if rx.dbg.sets.values().any(|k| k.shader()) {
        function_definitions(rx);
    }
    let mut order = Vec::new();
    for i in rx.m.inst_ids() {
        let opcode = rx.m.opcode(i);
        if opcode == op::Function {
            break;
        }
        if opcode != op::ExtInst {
            continue;
        }
        let ops = rx.m.operands(i);
        if !ops.get(2).is_some_and(|s| rx.dbg.sets.contains_key(s)) {
            continue;
        }
        check_operands(rx, i)?;
        if ops.len() < 4 {
            continue;
        }
        if ops[3] == di::TYPE_TEMPLATE {
            if let Some(&target) = ops.get(4) {
                rx.dbg.templates.insert(target, i);
            }
        }
        let kind = rx.dbg.sets[&ops[2]];
        if ops[3] == di::FUNCTION {
            // (The Declaration operand, after the 10 others; after 9 in the non-semantic
            // sets' own layout.)
            let at = if kind.shader() && !is_function(rx, ops.get(13).copied()) {
                13
            } else {
                14
            };
            if let Some(&decl) = ops.get(at) {
                rx.dbg.definitions.entry(decl).or_insert(ops[1]);
            }
        }
        if kind.shader() {
            shader_module_instruction(rx, ops);
        }
        if matches!(
            ops[3],
            di::TYPE_COMPOSITE
                | di::TYPE_ENUM
                | di::TYPEDEF
                | di::TYPE_QUALIFIER
                | di::TYPE_VECTOR
                | di::TYPE_ARRAY
                | di::TYPE_POINTER
        ) {
            if let Some(name) = stand_in_name(rx, ops[1], 0)? {
                rx.dbg.named_types.entry(name).or_default().push(ops[1]);
            }
            if matches!(ops[3], di::TYPE_COMPOSITE | di::TYPE_ENUM) {
                if let Some(name) = ops.get(4).and_then(|&n| string_of(rx, n)) {
                    rx.dbg
                        .bare_named_types
                        .entry(name)
                        .or_default()
                        .push(ops[1]);
                }
            }
        }
        if ops[3] == di::FUNCTION_DECLARATION {
            if let Some(&parent) = ops.get(4 + 5) {
                rx.dbg.methods.entry(parent).or_default().push(ops[1]);
            }
        }
        for &a in &ops[4..] {
            rx.dbg.referenced.insert(a);
        }
        // A compile unit is optimized when a function says it is (the sets have no such
        // operand on DebugCompilationUnit); the flags are a literal except in the Shader set.
        if ops[3] == di::FUNCTION {
            // (Required: `check_operands` above has seen it.)
            let flags = ops.get(4 + 7).copied().unwrap_or(0);
            let flags = if kind.shader() {
                // (A Flags that is no constant is `lit`'s error when the DebugFunction is translated.)
                constant_u32(rx, flags).unwrap_or(0)
            } else {
                flags
            };
            if flags & (1 << 13) != 0 {
                rx.dbg.optimized = true;
            }
        }
        order.push((ops[1], ops[3]));
    }
    // What a stand-in names is used through it (not a retained type of its own).
    for &(id, inst) in &order {
        if inst != di::TYPE_BASIC {
            continue;
        }
        if let Some(only) = stand_in_name_of(rx, id)?.and_then(|n| named_type(rx, &n)) {
            rx.dbg.referenced.insert(only);
        }
    }
    // Compile units first: every other node belongs to one.
    for &(id, inst) in &order {
        if inst == di::COMPILE_UNIT {
            node(rx, id)?;
        }
    }
    if rx.dbg.units.is_empty() {
        return Ok(());
    }
    for &(id, inst) in &order {
        if !matches!(inst, di::SCOPE | di::NO_SCOPE | di::DECLARE | di::VALUE) {
            let n = node(rx, id)?;
            if let Some(n) = n {
                if !rx.dbg.referenced.contains(&id)
                    && matches!(
                        inst,
                        di::TYPE_BASIC
                            | di::TYPE_POINTER
                            | di::TYPE_QUALIFIER
                            | di::TYPE_ARRAY
                            | di::TYPE_VECTOR
                            | di::TYPEDEF
                            | di::TYPE_COMPOSITE
                    )
                {
                    if let Some(u) = rx.dbg.units.first_mut() {
                        u.retained.push(n);
                    }
                }
            }
        }
    }
    Ok(())
}

/// Whether `id` is an OpFunction.
fn is_function(rx: &Rx<'_, '_>, id: Option<u32>) -> bool {
    id.and_then(|id| rx.idx.def(Id(id)))
        .is_some_and(|d| rx.m.opcode(d) == op::Function)
}

/// The DebugFunctionDefinition instructions of the function bodies (non-semantic sets): which
/// OpFunction each DebugFunction describes.
fn function_definitions(rx: &mut Rx<'_, '_>) {
    let mut current = None;
    for i in rx.m.inst_ids() {
        match rx.m.opcode(i) {
            op::Function => current = rx.m.operands(i).get(1).copied(),
            op::ExtInst => {
                let ops = rx.m.operands(i);
                let is_def = ops.len() >= 6
                    && ops[3] == di::shader::FUNCTION_DEFINITION
                    && rx.dbg.sets.get(&ops[2]).is_some_and(|k| k.shader());
                if is_def && current.is_some() {
                    rx.dbg.definitions_of.entry(ops[4]).or_insert(ops[5]);
                }
            }
            _ => {}
        }
    }
}

/// Notes what module-scope instructions of the non-semantic sets say about others.
fn shader_module_instruction(rx: &mut Rx<'_, '_>, ops: &[u32]) {
    let a = &ops[4..];
    match ops[3] {
        di::TYPE_COMPOSITE => {
            for &m in a.get(9..).unwrap_or(&[]) {
                rx.dbg.member_parents.entry(m).or_insert(ops[1]);
            }
        }
        di::shader::ENTRY_POINT => {
            if let Some(&f) = a.first() {
                rx.dbg.main_subprograms.insert(f);
            }
            if rx.dbg.producer.is_none() {
                rx.dbg.producer = a.get(2).and_then(|&p| string_of(rx, p));
            }
            if rx.dbg.cu_flags.is_none() {
                rx.dbg.cu_flags = a.get(3).and_then(|&p| string_of(rx, p));
            }
        }
        di::shader::BUILD_IDENTIFIER => {
            let ident = a.first().and_then(|&p| string_of(rx, p));
            // (The Identifier is any text: one that is no number has no LLVM DWO id, 0.)
            rx.dbg.dwo_id = ident.and_then(|t| t.parse().ok()).unwrap_or(0);
        }
        di::shader::STORAGE_PATH => {
            rx.dbg.split_file = a.first().and_then(|&p| string_of(rx, p));
        }
        _ => {}
    }
}

/// Finishes the debug information: resolves, fills the compile units' lists, adds the module
/// flags.
pub(crate) fn finish<'c>(rx: &mut Rx<'c, '_>) -> Result<()> {
    let dbg = &mut rx.dbg;
    if dbg.units.is_empty() {
        return Ok(());
    }
    // Retained nodes of subprograms: their local variables.
    let mut by_sp: Vec<(DiRef<'c>, Vec<Option<DiRef<'c>>>)> = Vec::new();
    for &(sp, var) in &dbg.locals {
        match by_sp.iter_mut().find(|(s, _)| *s == sp) {
            Some((_, v)) => v.push(Some(var)),
            None => by_sp.push((sp, vec![Some(var)])),
        }
    }
    let first = &dbg.units[0].builder;
    for u in &dbg.units {
        u.builder.finalize();
    }
    for (sp, vars) in by_sp {
        if let Some(t) = first.tuple(&vars) {
            first.set_retained_nodes(sp, t);
        }
    }
    let mut dwarf = 0;
    for u in &dbg.units {
        let list = |v: &[DiRef<'c>]| -> Option<DiRef<'c>> {
            if v.is_empty() {
                None
            } else {
                let elems: Vec<_> = v.iter().map(|x| Some(*x)).collect();
                u.builder.tuple(&elems)
            }
        };
        let enums = list(&u.enums);
        let retained = list(&u.retained);
        let imported = list(&u.imported);
        let macros = list(&u.macros);
        u.builder
            .set_cu_lists(u.cu, enums, retained, None, imported, macros);
        dwarf = dwarf.max(u.dwarf_version);
    }
    let b = &dbg.units[0].builder;
    if !b.has_module_flag("Dwarf Version") {
        b.add_module_flag(7, "Dwarf Version", if dwarf == 0 { 4 } else { dwarf });
    }
    if !b.has_module_flag("Debug Info Version") {
        b.add_module_flag(2, "Debug Info Version", 3);
    }
    Ok(())
}

/// Accessors of one instruction's operands, aware of the set's layout.
struct Ops<'a> {
    a: &'a [u32],
    set: SetKind,
    /// The instruction.
    at: InstId,
    /// Its result id.
    result: u32,
}

impl<'a> Ops<'a> {
    /// The operands of debug instruction `i` of `set` after its instruction number.
    fn of(rx: &Rx<'_, 'a>, i: InstId, set: SetKind) -> Self {
        Ops {
            a: args(rx, i),
            set,
            at: i,
            // (Every OpExtInst has a result id: the decoder and `check_operands` see to it.)
            result: rx.m.operands(i).get(1).copied().unwrap_or(0),
        }
    }

    /// Operand `k` (after the instruction number). Every operand the set's grammar requires
    /// is there (`check_operands` runs before an instruction is translated); past the end is
    /// an operand the grammar makes optional, which reads as 0, no id: its readers take that
    /// as the operand left out (as DebugInfoNone).
    fn id(&self, k: usize) -> u32 {
        // (Past the end: an optional operand left out, 0, no id.)
        self.a.get(k).copied().unwrap_or(0)
    }
    fn has(&self, k: usize) -> bool {
        k < self.a.len()
    }
}

/// Literal operand `k`: the word itself, or in the non-semantic sets the value of the
/// `OpConstant` it names (DebugInfoNone there: 0, the operand left out). A word that names
/// neither is malformed: an error naming the instruction. (An optional operand left out reads
/// as 0, as `Ops::id` says.)
fn lit(rx: &Rx<'_, '_>, o: &Ops<'_>, k: usize) -> Result<u32> {
    let w = o.id(k);
    if !o.set.shader() || !o.has(k) {
        return Ok(w);
    }
    if let Some(v) = constant_u32(rx, w) {
        return Ok(v);
    }
    if !matches!(debug_op(rx, w), Some((_, di::INFO_NONE, _))) {
        return Err(rx.error_at(
            o.at,
            format!(
                "operand {} (%{w}) of a debug instruction is not an integer constant",
                k + 4
            ),
        ));
    }
    Ok(0)
}

/// The text of a name operand; empty for DebugInfoNone or an optional operand left out,
/// which is how the sets say "no name" (an empty OpString means the same).
fn str_op(rx: &Rx<'_, '_>, id: u32) -> String {
    // (DebugInfoNone or an optional name left out: no name.)
    string_of(rx, id).unwrap_or_default()
}

/// A size or offset operand: an OpConstant read as unsigned (its bits zero-extended from its
/// width: a 32-bit 0x80000000 is 2^31 bits, not 2^64 - 2^31); 0 for DebugInfoNone, the sets'
/// "no size" (a declaration's composite, a member without an offset).
fn int_op(rx: &Rx<'_, '_>, id: u32) -> u64 {
    match constant(rx, id) {
        Some((v, width)) if width < 64 => v as u64 & ((1u64 << width) - 1),
        Some((v, _)) => v as u64,
        None => 0,
    }
}

fn builder<'a, 'c>(rx: &'a Rx<'c, '_>) -> Option<&'a DiBuilder<'c>> {
    rx.dbg.units.first().map(|u| &u.builder)
}

/// The compile unit a scope belongs to (walking parents), as an index of `units`; the first
/// unit for a scope that leads to none (each unit is made from its instruction, so one found
/// is in the list).
fn unit_of(rx: &Rx<'_, '_>, mut id: u32) -> usize {
    for _ in 0..64 {
        let Some((i, inst, set)) = debug_op(rx, id) else {
            break;
        };
        let a = args(rx, i);
        let parent = match (inst, set) {
            (di::COMPILE_UNIT, _) => {
                // (`module` made a unit of each DebugCompilationUnit: found.)
                return rx.dbg.units.iter().position(|u| u.id == id).unwrap_or(0);
            }
            (di::FUNCTION | di::FUNCTION_DECLARATION | di::TYPE_ENUM | di::GLOBAL_VARIABLE, _) => 5,
            (di::TYPE_COMPOSITE | di::TYPEDEF, _) => 5,
            (di::LEXICAL_BLOCK, _) => 3,
            (di::LEXICAL_BLOCK_DISCRIMINATOR, _) => 2,
            _ => break,
        };
        match a.get(parent) {
            Some(&p) => id = p,
            None => break,
        }
    }
    0
}

/// A file node from a DebugSource (or, in the older set, an OpString) id.
fn file<'c>(rx: &mut Rx<'c, '_>, id: u32) -> Result<Option<DiRef<'c>>> {
    if let Some(path) = string_of(rx, id) {
        if let Some(&n) = rx.dbg.nodes.get(&(id | 0x8000_0000)) {
            return Ok(n);
        }
        let (dir, name) = split_path(&path);
        let n = some!(builder(rx)).file(&name, &dir, None, None);
        rx.dbg.nodes.insert(id | 0x8000_0000, n);
        return Ok(n);
    }
    node(rx, id)
}

fn split_path(path: &str) -> (String, String) {
    match path.rfind('/') {
        Some(p) if p > 0 => (path[..p].to_string(), path[p + 1..].to_string()),
        Some(_) => ("/".to_string(), path[1..].to_string()),
        None => (String::new(), path.to_string()),
    }
}

/// A DebugSource text: a trailing `//__CSK_<kind>:<hex>` line is the file's checksum.
fn source_text(text: Option<String>) -> (Option<(u32, String)>, Option<String>) {
    // An empty text is no text (it stands for an absent operand for llvm-spirv 14's sake).
    let Some(text) = text.filter(|t| !t.is_empty()) else {
        return (None, None);
    };
    let (rest, last) = match text.rfind('\n') {
        Some(p) => (Some(text[..p].to_string()), &text[p + 1..]),
        None => (None, text.as_str()),
    };
    if let Some(cs) = last.strip_prefix("//__CSK_") {
        if let Some((kind, value)) = cs.split_once(':') {
            let k = match kind {
                "MD5" => 1,
                "SHA1" => 2,
                "SHA256" => 3,
                _ => 0,
            };
            if k != 0 {
                return (Some((k, value.trim().to_string())), rest);
            }
        }
    }
    (None, Some(text))
}

/// The text of the DebugSourceContinued instructions after DebugSource `i`.
fn continued_text(rx: &Rx<'_, '_>, i: InstId) -> String {
    let mut text = String::new();
    let mut next = InstId(i.0 + 1);
    while (next.0 as usize) < rx.m.len() && rx.m.opcode(next) == op::ExtInst {
        let ops = rx.m.operands(next);
        let continues = ops.len() >= 5
            && ops[3] == di::shader::SOURCE_CONTINUED
            && rx.dbg.sets.get(&ops[2]).is_some_and(|k| k.shader());
        if !continues {
            break;
        }
        text.push_str(&str_op(rx, ops[4]));
        next = InstId(next.0 + 1);
    }
    text
}

/// A type operand that must be a type: DebugInfoNone there is the unknown type (in the
/// non-semantic sets, as the incumbent reads them).
fn required_type<'c>(rx: &mut Rx<'c, '_>, o: &Ops<'_>, id: u32) -> Result<Option<DiRef<'c>>> {
    if o.set.shader() {
        return type_or_unknown(rx, id);
    }
    type_operand(rx, id)
}

/// A type operand, or the unknown type where it is DebugInfoNone (in every set): for a
/// member, and for a global variable, which the LLVM verifier does not take without one.
fn type_or_unknown<'c>(rx: &mut Rx<'c, '_>, id: u32) -> Result<Option<DiRef<'c>>> {
    Ok(match type_operand(rx, id)? {
        Some(t) => Some(t),
        None => some!(builder(rx)).unspecified_type(UNKNOWN_TYPE),
    })
}
