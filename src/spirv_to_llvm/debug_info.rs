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
use std::collections::HashMap;

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
    sets: HashMap<u32, SetKind>,
    units: Vec<Unit<'c>>,
    /// Translated nodes by result id (`None` for DebugInfoNone and what has no node).
    nodes: HashMap<u32, Option<DiRef<'c>>>,
    /// Nodes being translated, with the temporary that stands for them when reached again.
    pending: HashMap<u32, Option<DiRef<'c>>>,
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
    /// Local variables by subprogram, for retained nodes.
    locals: Vec<(DiRef<'c>, DiRef<'c>)>,
    /// Debug ids used as operands of other debug instructions (to find retained types).
    referenced: std::collections::HashSet<u32>,
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
    main_subprograms: std::collections::HashSet<u32>,
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
}

impl<'c> DebugInfo<'c> {
    pub(crate) fn is_active(&self) -> bool {
        !self.sets.is_empty()
    }
}

/// The operands of a debug ext-inst after the instruction number.
fn args<'m>(rx: &Rx<'_, 'm>, i: InstId) -> &'m [u32] {
    rx.m.operands(i).get(4..).unwrap_or(&[])
}

fn string_of(rx: &Rx<'_, '_>, id: u32) -> Option<String> {
    let def = rx.idx.def(Id(id))?;
    if rx.m.opcode(def) != op::String {
        return None;
    }
    decode_string(rx.m.operands(def).get(1..)?).map(|(s, _)| s)
}

/// An OpConstant's value, sign-extended from its width, and the width.
fn constant(rx: &Rx<'_, '_>, id: u32) -> Option<(i64, u32)> {
    let def = rx.idx.def(Id(id))?;
    if !matches!(rx.m.opcode(def), op::Constant | op::SpecConstant) {
        return None;
    }
    let ops = rx.m.operands(def);
    let ty = rx.idx.def(Id(*ops.first()?))?;
    let width = if rx.m.opcode(ty) == op::TypeInt {
        rx.m.operands(ty).get(1).copied().unwrap_or(32)
    } else {
        32
    };
    let lo = u64::from(*ops.get(2)?);
    let hi = u64::from(ops.get(3).copied().unwrap_or(0));
    let raw = lo | (hi << 32);
    let v = if width < 64 && width > 0 {
        let shift = 64 - width;
        ((raw << shift) as i64) >> shift
    } else {
        raw as i64
    };
    Some((v, width))
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
                let text = decode_string(rx.m.operands(i))
                    .map(|(s, _)| s)
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
        if ops.len() < 4 || !rx.dbg.sets.contains_key(&ops[2]) {
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
            if let Some(name) = stand_in_name(rx, ops[1], 0) {
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
            let flags = ops.get(4 + 7).copied().unwrap_or(0);
            let flags = if kind.shader() {
                constant(rx, flags).map_or(0, |(v, _)| v as u32)
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
        if let Some(only) = stand_in_name_of(rx, id).and_then(|n| named_type(rx, &n)) {
            rx.dbg.referenced.insert(only);
        }
    }
    // Compile units first: every other node belongs to one.
    for &(id, inst) in &order {
        if inst == di::COMPILE_UNIT {
            node(rx, id);
        }
    }
    if rx.dbg.units.is_empty() {
        return Ok(());
    }
    for &(id, inst) in &order {
        if !matches!(inst, di::SCOPE | di::NO_SCOPE | di::DECLARE | di::VALUE) {
            let n = node(rx, id);
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

/// The node of a debug id (memoized); `None` for DebugInfoNone, OpTypeVoid and non-debug ids.
fn node<'c>(rx: &mut Rx<'c, '_>, id: u32) -> Option<DiRef<'c>> {
    if let Some(&n) = rx.dbg.nodes.get(&id) {
        return n;
    }
    if let Some(p) = rx.dbg.pending.get_mut(&id) {
        // Reached again while being built: a temporary stands for it.
        if p.is_none() {
            *p = rx.dbg.units.first().and_then(|u| u.builder.temporary());
        }
        return *p;
    }
    let (i, inst, set) = debug_op(rx, id)?;
    rx.dbg.pending.insert(id, None);
    let n = translate(rx, i, inst, set);
    if let Some(Some(temp)) = rx.dbg.pending.remove(&id) {
        if let (Some(real), Some(u)) = (n, rx.dbg.units.first()) {
            u.builder.replace_temporary(temp, real);
        }
    }
    rx.dbg.nodes.insert(id, n);
    n
}

/// A DIModule of DebugModule (.200) or DebugModuleINTEL, whose parent and line the caller
/// found (the two put them in other places): name, source, then from operand 4 on the
/// configuration macros, include path, API notes and whether it is a declaration.
fn di_module<'c>(rx: &mut Rx<'c, '_>, o: &Ops<'_>, parent: u32, line: u32) -> Option<DiRef<'c>> {
    let name = str_op(rx, o.id(0));
    let f = file(rx, o.id(1));
    let scope = scope_of(node(rx, parent));
    let cm = str_op(rx, o.id(4));
    let ip = str_op(rx, o.id(5));
    let an = str_op(rx, o.id(6));
    builder(rx)?.module(&ModuleDesc {
        file: f,
        scope,
        name: &name,
        config_macros: &cm,
        include_path: &ip,
        api_notes: &an,
        line,
        is_decl: o.has(7) && lit(rx, o, 7) != 0,
    })
}

/// The column of a call site: DebugInlinedAt has no operand for it, so the forward writes it
/// in an `OpLine` (of the same line) just before the instruction; 0 without one.
fn call_site_column(rx: &Rx<'_, '_>, inlined_at: InstId, line: u32) -> u32 {
    let Some(prev) = inlined_at.0.checked_sub(1).map(InstId) else {
        return 0;
    };
    match rx.m.operands(prev) {
        [_, l, column] if rx.m.opcode(prev) == op::Line && *l == line => *column,
        _ => 0,
    }
}

/// Accessors of one instruction's operands, aware of the set's layout.
struct Ops<'a> {
    a: &'a [u32],
    set: SetKind,
}

impl Ops<'_> {
    fn id(&self, k: usize) -> u32 {
        self.a.get(k).copied().unwrap_or(0)
    }
    fn has(&self, k: usize) -> bool {
        k < self.a.len()
    }
}

fn lit(rx: &Rx<'_, '_>, o: &Ops<'_>, k: usize) -> u32 {
    let w = o.id(k);
    if o.set.shader() {
        constant(rx, w).map(|(v, _)| v as u32).unwrap_or(0)
    } else {
        w
    }
}

fn str_op(rx: &Rx<'_, '_>, id: u32) -> String {
    string_of(rx, id).unwrap_or_default()
}

fn int_op(rx: &Rx<'_, '_>, id: u32) -> u64 {
    constant(rx, id).map(|(v, _)| v as u64).unwrap_or(0)
}

fn builder<'a, 'c>(rx: &'a Rx<'c, '_>) -> Option<&'a DiBuilder<'c>> {
    rx.dbg.units.first().map(|u| &u.builder)
}

/// The compile unit a scope belongs to (walking parents), as an index of `units`.
fn unit_of(rx: &Rx<'_, '_>, mut id: u32) -> usize {
    for _ in 0..64 {
        let Some((i, inst, set)) = debug_op(rx, id) else {
            break;
        };
        let a = args(rx, i);
        let parent = match (inst, set) {
            (di::COMPILE_UNIT, _) => {
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
fn file<'c>(rx: &mut Rx<'c, '_>, id: u32) -> Option<DiRef<'c>> {
    if string_of(rx, id).is_some() {
        let path = string_of(rx, id).unwrap_or_default();
        if let Some(&n) = rx.dbg.nodes.get(&(id | 0x8000_0000)) {
            return n;
        }
        let (dir, name) = split_path(&path);
        let n = builder(rx)?.file(&name, &dir, None, None);
        rx.dbg.nodes.insert(id | 0x8000_0000, n);
        return n;
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
fn required_type<'c>(rx: &mut Rx<'c, '_>, o: &Ops<'_>, id: u32) -> Option<DiRef<'c>> {
    if o.set.shader() {
        return type_or_unknown(rx, id);
    }
    type_operand(rx, id)
}

/// A type operand, or the unknown type where it is DebugInfoNone (in every set): for a
/// member, and for a global variable, which the LLVM verifier does not take without one.
fn type_or_unknown<'c>(rx: &mut Rx<'c, '_>, id: u32) -> Option<DiRef<'c>> {
    match type_operand(rx, id) {
        Some(t) => Some(t),
        None => builder(rx)?.unspecified_type(UNKNOWN_TYPE),
    }
}

fn translate<'c>(rx: &mut Rx<'c, '_>, i: InstId, inst: u32, set: SetKind) -> Option<DiRef<'c>> {
    let o = Ops {
        a: args(rx, i),
        set,
    };
    let ocl = set != SetKind::Legacy;
    match inst {
        di::INFO_NONE => None,
        di::SOURCE => {
            let path = str_op(rx, o.id(0));
            let text = if o.has(1) {
                string_of(rx, o.id(1)).map(|t| t + &continued_text(rx, i))
            } else {
                None
            };
            let (checksum, source) = source_text(text);
            let (dir, name) = split_path(&path);
            let cs = checksum.as_ref().map(|(k, v)| (*k, v.as_str()));
            builder(rx)?.file(&name, &dir, cs, source.as_deref())
        }
        di::COMPILE_UNIT => compile_unit(rx, i, &o),
        di::TYPE_BASIC => {
            let name = str_op(rx, o.id(0));
            let size = int_op(rx, o.id(1));
            let enc = lit(rx, &o, 2);
            // The forward translation's stand-in for "no type" where spirv-val wants a
            // DebugTypeBasic (a void pointee, a template parameter without a type): no node.
            if ocl && name == "void" && size == 0 && enc == 0 {
                return None;
            }
            let dwarf = if set.shader() && enc == 8 {
                3 // Complex: DW_ATE_complex_float
            } else if ocl {
                crate::mapping::debug_info::encoding_to_llvm(enc)
            } else {
                enc
            };
            let b = builder(rx)?;
            // Unspecified encoding (also what an encoding the spec lacks, such as
            // DW_ATE_complex_float, was written as): an unspecified type of that name.
            if dwarf == 0 {
                return b.unspecified_type(&name);
            }
            b.basic_type(&name, size, dwarf, 0)
        }
        di::TYPE_POINTER => {
            let base = type_operand(rx, o.id(0));
            let storage = lit(rx, &o, 1);
            let flags = lit(rx, &o, 2);
            let size = u64::from(rx.pointer_bits);
            let (tag, size) = if flags & (1 << 11) != 0 {
                (tag::REFERENCE, 0)
            } else if flags & (1 << 12) != 0 {
                (tag::RVALUE_REFERENCE, 0)
            } else {
                (tag::POINTER, size)
            };
            // (~0, the incumbent's "none", or the class the forward translation writes for it.)
            let address_space = super::address_space(storage)
                .filter(|_| storage != u32::MAX && storage != POINTER_WITHOUT_ADDRESS_SPACE);
            builder(rx)?.derived(&DerivedDesc {
                tag,
                base,
                size,
                address_space,
                flags: llvm_flags(flags & !((1 << 11) | (1 << 12))),
                ..Default::default()
            })
        }
        di::TYPE_QUALIFIER => {
            let base = type_operand(rx, o.id(0));
            let tag = qualifier_tag(lit(rx, &o, 1));
            builder(rx)?.derived(&DerivedDesc {
                tag,
                base,
                ..Default::default()
            })
        }
        di::TYPE_ARRAY => array(rx, &o),
        di::TYPE_VECTOR => vector(rx, o.id(0), lit(rx, &o, 1)),
        di::TYPEDEF => {
            let name = str_op(rx, o.id(0));
            let base = type_operand(rx, o.id(1));
            let f = file(rx, o.id(2));
            let line = lit(rx, &o, 3);
            let scope = node(rx, o.id(5));
            builder(rx)?.derived(&DerivedDesc {
                tag: tag::TYPEDEF,
                name,
                file: f,
                line,
                scope: scope_of(scope),
                base,
                ..Default::default()
            })
        }
        di::TYPE_FUNCTION => {
            let (flags, start) = if ocl { (lit(rx, &o, 0), 1) } else { (0, 0) };
            let mut types = Vec::new();
            for k in start..o.a.len() {
                types.push(node(rx, o.id(k)));
            }
            builder(rx)?.subroutine_type(llvm_flags(flags), 0, &types)
        }
        di::TYPE_ENUM => {
            let name = str_op(rx, o.id(0));
            let base = type_operand(rx, o.id(1));
            let f = file(rx, o.id(2));
            let line = lit(rx, &o, 3);
            let scope = node(rx, o.id(5));
            let size = int_op(rx, o.id(6));
            let flags = lit(rx, &o, 7);
            let unsigned = base
                .and_then(|b| b.md())
                .map(|m| matches!(Di::new(m).int0(Field::Encoding), 7 | 8 | 2))
                .unwrap_or(false);
            let mut elems = Vec::new();
            let mut k = 8;
            while k + 1 < o.a.len() {
                let v = constant(rx, o.id(k)).map(|(v, _)| v).unwrap_or(0);
                let n = str_op(rx, o.id(k + 1));
                elems.push(builder(rx)?.enumerator(&n, v, unsigned));
                k += 2;
            }
            let b = builder(rx)?;
            let elements = b.tuple(&elems);
            let t = b.composite(&CompositeDesc {
                tag: tag::ENUMERATION,
                name,
                file: f,
                line,
                scope: scope_of(scope),
                base,
                size,
                flags: llvm_flags(flags),
                elements,
                ..Default::default()
            });
            if let Some(t) = t {
                let u = unit_of(rx, o.id(5));
                if let Some(unit) = rx.dbg.units.get_mut(u) {
                    unit.enums.push(t);
                }
            }
            t
        }
        di::TYPE_COMPOSITE => composite(rx, i, &o),
        di::TYPE_MEMBER => {
            let name = str_op(rx, o.id(0));
            let base = type_or_unknown(rx, o.id(1));
            let f = file(rx, o.id(2));
            let line = lit(rx, &o, 3);
            // The non-semantic sets' own layout has no Parent (the composite listing the
            // member is it); older incumbents write one.
            let own_layout = set.shader() && !is_scope(rx, o.id(5));
            let (parent, at) = if own_layout {
                let id = rx.m.operands(i).get(1).copied().unwrap_or(0);
                (rx.dbg.member_parents.get(&id).copied().unwrap_or(0), 5)
            } else {
                (o.id(5), 6)
            };
            let scope = node(rx, parent);
            let offset = int_op(rx, o.id(at));
            let size = int_op(rx, o.id(at + 1));
            let flags = lit(rx, &o, at + 2);
            let extra = if o.has(at + 3) {
                let v = o.id(at + 3);
                match constant(rx, v) {
                    Some((c, bits)) => {
                        let t = rx.b.int_type(bits);
                        let cv = rx.b.const_int(t, &[c as u64]);
                        builder(rx)?.value_md(cv)
                    }
                    None => None,
                }
            } else {
                None
            };
            builder(rx)?.derived(&DerivedDesc {
                tag: tag::MEMBER,
                name,
                file: f,
                line,
                scope,
                base,
                size,
                offset,
                flags: llvm_flags(flags),
                extra,
                ..Default::default()
            })
        }
        di::TYPE_INHERITANCE => {
            // The non-semantic sets' own layout has no Child (the composite listing it).
            let own_layout = set.shader() && o.a.len() == 4;
            let (child, parent, off, size, fl) = if own_layout {
                let id = rx.m.operands(i).get(1).copied().unwrap_or(0);
                let child = rx.dbg.member_parents.get(&id).copied().unwrap_or(0);
                (child, o.id(0), 1, 2, 3)
            } else {
                (o.id(0), o.id(1), 2, 3, 4)
            };
            let scope = node(rx, child);
            let base = node(rx, parent);
            let offset = int_op(rx, o.id(off));
            let size = int_op(rx, o.id(size));
            let flags = lit(rx, &o, fl);
            builder(rx)?.derived(&DerivedDesc {
                tag: tag::INHERITANCE,
                scope,
                base,
                size,
                offset,
                flags: llvm_flags(flags),
                ..Default::default()
            })
        }
        di::TYPE_PTR_TO_MEMBER => {
            let base = required_type(rx, &o, o.id(0));
            let class = node(rx, o.id(1));
            builder(rx)?.derived(&DerivedDesc {
                tag: tag::PTR_TO_MEMBER,
                base,
                extra: class,
                ..Default::default()
            })
        }
        di::TYPE_TEMPLATE => node(rx, o.id(0)),
        di::TEMPLATE_PARAMETER => {
            let name = str_op(rx, o.id(0));
            let ty = node(rx, o.id(1));
            let v = o.id(2);
            let is_none = debug_op(rx, v).is_some_and(|(_, k, _)| k == di::INFO_NONE);
            let b = builder(rx)?;
            if is_none {
                return b.template_type(&name, ty, false);
            }
            let value = if let Some((c, bits)) = constant(rx, v) {
                TemplateValue::Int(c, bits)
            } else if let Some(&gv) = rx.values.get(&v) {
                b.value_md(gv)
                    .map(TemplateValue::Node)
                    .unwrap_or(TemplateValue::None)
            } else {
                TemplateValue::None
            };
            b.template_value(tag::TEMPLATE_VALUE, &name, ty, false, &value)
        }
        di::TEMPLATE_TEMPLATE_PARAMETER => {
            let name = str_op(rx, o.id(0));
            let tname = str_op(rx, o.id(1));
            builder(rx)?.template_value(
                tag::TEMPLATE_TEMPLATE,
                &name,
                None,
                false,
                &TemplateValue::Name(tname),
            )
        }
        di::TEMPLATE_PARAMETER_PACK => {
            let name = str_op(rx, o.id(0));
            let mut params = Vec::new();
            for k in 4..o.a.len() {
                params.push(node(rx, o.id(k)));
            }
            let b = builder(rx)?;
            let t = b.tuple(&params);
            let value = t.map(TemplateValue::Node).unwrap_or(TemplateValue::None);
            b.template_value(tag::TEMPLATE_PACK, &name, None, false, &value)
        }
        di::GLOBAL_VARIABLE => global_variable(rx, &o),
        di::FUNCTION_DECLARATION | di::FUNCTION => function(rx, i, inst, &o),
        di::LEXICAL_BLOCK => {
            let f = file(rx, o.id(0));
            let line = lit(rx, &o, 1);
            let col = lit(rx, &o, 2);
            let scope = node(rx, o.id(3));
            if o.has(4) {
                let name = str_op(rx, o.id(4));
                return builder(rx)?.namespace(scope_of(scope), &name, false);
            }
            builder(rx)?.lexical_block(scope, f, line, col)
        }
        di::LEXICAL_BLOCK_DISCRIMINATOR => {
            let f = file(rx, o.id(0));
            let d = lit(rx, &o, 1);
            let scope = node(rx, o.id(2));
            builder(rx)?.lexical_block_file(scope, f, d)
        }
        di::INLINED_AT => {
            let line = lit(rx, &o, 0);
            let scope = node(rx, o.id(1))?;
            let inlined = if o.has(2) { node(rx, o.id(2)) } else { None };
            let column = call_site_column(rx, i, line);
            builder(rx)?.location(line, column, scope, inlined)
        }
        di::LOCAL_VARIABLE => {
            let name = str_op(rx, o.id(0));
            let ty = if set.shader() {
                required_type(rx, &o, o.id(1))
            } else {
                node(rx, o.id(1))
            };
            let f = file(rx, o.id(2));
            let line = lit(rx, &o, 3);
            let scope = node(rx, o.id(5));
            let (flags, arg_at) = if ocl { (lit(rx, &o, 6), 7) } else { (0, 6) };
            let arg = if o.has(arg_at) {
                lit(rx, &o, arg_at)
            } else {
                0
            };
            let u = unit_of(rx, o.id(5));
            let b = &rx.dbg.units.get(u).or(rx.dbg.units.first())?.builder;
            let v = b.local_variable(scope, &name, arg, f, line, ty, false, llvm_flags(flags), 0);
            if let (Some(v), Some(sp)) = (v, scope.and_then(|s| subprogram_of(s))) {
                rx.dbg.locals.push((sp, v));
            }
            v
        }
        di::INLINED_VARIABLE => node(rx, o.id(0)),
        di::OPERATION => None,
        di::EXPRESSION => {
            let ops = expression_ops(rx, &o);
            builder(rx)?.expression(&ops)
        }
        di::MACRO_DEF => {
            let line = lit(rx, &o, 1);
            let name = str_op(rx, o.id(2));
            let value = if o.has(3) {
                str_op(rx, o.id(3))
            } else {
                String::new()
            };
            let m = builder(rx)?.macro_(None, line, false, &name, &value);
            if let (Some(m), Some(u)) = (m, rx.dbg.units.first_mut()) {
                u.macros.push(m);
            }
            m
        }
        di::MACRO_UNDEF => {
            let line = lit(rx, &o, 1);
            let name = debug_op(rx, o.id(2))
                .map(|(mi, _, _)| str_op(rx, args(rx, mi).get(2).copied().unwrap_or(0)))
                .unwrap_or_default();
            let m = builder(rx)?.macro_(None, line, true, &name, "");
            if let (Some(m), Some(u)) = (m, rx.dbg.units.first_mut()) {
                u.macros.push(m);
            }
            m
        }
        di::IMPORTED_ENTITY => {
            let name = str_op(rx, o.id(0));
            let tag = if lit(rx, &o, 1) == 0 {
                tag::IMPORTED_MODULE
            } else {
                tag::IMPORTED_DECLARATION
            };
            let f = file(rx, o.id(2));
            let entity = node(rx, o.id(3));
            let line = lit(rx, &o, 4);
            let scope = node(rx, o.id(6));
            let e = builder(rx)?.imported_entity(tag, scope, entity, f, line, &name);
            if let Some(e) = e {
                let u = unit_of(rx, o.id(6));
                if let Some(unit) = rx.dbg.units.get_mut(u) {
                    unit.imported.push(e);
                }
            }
            e
        }
        di::shader200::TYPE_SUBRANGE if set == SetKind::Shader200 => subrange(rx, &o),
        di::shader200::TYPE_ARRAY_DYNAMIC if set == SetKind::Shader200 => {
            // (Its data location, association, allocation and rank have no reading here:
            // an array of its base and subranges.)
            let base = required_type(rx, &o, o.id(0));
            let mut subs = Vec::new();
            for k in 5..o.a.len() {
                subs.push(node(rx, o.id(k)));
            }
            let b = builder(rx)?;
            let elements = b.tuple(&subs);
            b.composite(&CompositeDesc {
                tag: tag::ARRAY,
                base,
                elements,
                ..Default::default()
            })
        }
        di::shader200::MODULE if set == SetKind::Shader200 => {
            let line = lit(rx, &o, 2);
            di_module(rx, &o, o.id(3), line)
        }
        di::MODULE_INTEL => {
            // The grammar puts the parent (an id) before the line; the incumbent writes
            // the line first: take that order when only the fourth operand is a scope.
            let line_first = !is_scope(rx, o.id(2)) && is_scope(rx, o.id(3));
            let (parent, line) = if line_first {
                (o.id(3), lit(rx, &o, 2))
            } else {
                (o.id(2), lit(rx, &o, 3))
            };
            di_module(rx, &o, parent, line)
        }
        _ => None,
    }
}

/// The name the forward translation gives a stand-in for the type `id` (its `name_of`):
/// typedefs and basic types by their names, composites and enums by keyword and name or where
/// an anonymous one is declared (`struct Node`, `(anonymous struct at particles.cl:19)`),
/// vectors, qualifiers, pointers and arrays after their base (`uchar
/// __attribute__((ext_vector_type(4)))`, `const int`, `float __global *`, `int [2][4]`). A
/// stand-in base reads as the name it has, which is the one of the type it stands for.
fn stand_in_name(rx: &Rx<'_, '_>, id: u32, depth: u32) -> Option<String> {
    let (i, inst, set) = debug_op(rx, id)?;
    let o = Ops {
        a: args(rx, i),
        set,
    };
    let base = |k: usize| {
        if depth < 8 {
            stand_in_name(rx, o.id(k), depth + 1)
        } else {
            None
        }
    };
    match inst {
        di::TYPE_BASIC => string_of(rx, o.id(0)),
        di::TYPEDEF => Some(format!(
            "{}{}",
            scope_name(rx, o.id(5), 0),
            string_of(rx, o.id(0))?
        )),
        di::TYPE_COMPOSITE | di::TYPE_ENUM => {
            let keyword = if inst == di::TYPE_ENUM {
                "enum"
            } else {
                composite_keyword(lit(rx, &o, 1))
            };
            let path = match debug_op(rx, o.id(2)) {
                Some((si, di::SOURCE, _)) => string_of(rx, args(rx, si).first().copied()?),
                _ => None,
            };
            let mut name = string_of(rx, o.id(0)).unwrap_or_default();
            if !name.is_empty() {
                name.insert_str(0, &scope_name(rx, o.id(5), 0));
            }
            let path = path.unwrap_or_default();
            Some(tagged_type_name(keyword, &name, &path, lit(rx, &o, 3)))
        }
        di::TYPE_POINTER => Some(pointer_type_name(&base(0)?, lit(rx, &o, 1), lit(rx, &o, 2))),
        di::TYPE_VECTOR => Some(vector_type_name(&base(0)?, lit(rx, &o, 1))),
        di::TYPE_ARRAY => {
            // A vector of more than 4 components, as the forward writes it (see `array`).
            if o.a.len() == 2 {
                if let Some((vi, di::TYPE_VECTOR, _)) = debug_op(rx, o.id(0)) {
                    let v = Ops {
                        a: args(rx, vi),
                        set,
                    };
                    if lit(rx, &v, 1) == 1 {
                        let (n, _) = constant(rx, o.id(1))?;
                        let elem = stand_in_name(rx, v.id(0), depth + 1)?;
                        return Some(vector_type_name(&elem, n));
                    }
                }
            }
            let counts: Vec<Option<i64>> = (1..o.a.len())
                .map(|k| constant(rx, o.id(k)).map(|(c, _)| c))
                .collect();
            Some(array_type_name(&base(0)?, &counts))
        }
        di::TYPE_QUALIFIER => Some(qualified_type_name(lit(rx, &o, 1), &base(0)?)),
        di::INFO_NONE => Some("void".into()),
        _ => None,
    }
}

/// The namespaces and classes around a type in parent `id`, as stand-in names write them
/// (`geo::`; the forward translation's `TypeNames::scope`).
fn scope_name(rx: &Rx<'_, '_>, id: u32, depth: u32) -> String {
    let Some((i, inst, set)) = debug_op(rx, id) else {
        return String::new();
    };
    let o = Ops {
        a: args(rx, i),
        set,
    };
    let (parent, name) = match inst {
        di::LEXICAL_BLOCK if o.has(4) => (o.id(3), o.id(4)),
        di::TYPE_COMPOSITE => (o.id(5), o.id(0)),
        _ => return String::new(),
    };
    if depth >= 8 {
        return String::new();
    }
    scoped_name(&scope_name(rx, parent, depth + 1), &str_op(rx, name))
}

/// What a pointer's stand-in base means: the forward translation points to a DebugTypeBasic
/// of size 0 and encoding Unspecified named after the pointee where spirv-val refuses anything
/// but a basic type there. `stand_in_name_of` gives that name when `id` is such a stand-in.
fn stand_in_name_of(rx: &Rx<'_, '_>, id: u32) -> Option<String> {
    let (bi, inst, set) = debug_op(rx, id)?;
    if inst != di::TYPE_BASIC || set == SetKind::Legacy {
        return None;
    }
    let o = Ops {
        a: args(rx, bi),
        set,
    };
    if int_op(rx, o.id(1)) != 0 || lit(rx, &o, 2) != 0 {
        return None;
    }
    string_of(rx, o.id(0))
}

/// The DWARF tag of DebugTypeQualifier qualifier `q`.
fn qualifier_tag(q: u32) -> u32 {
    match q {
        0 => tag::CONST,
        1 => tag::VOLATILE,
        2 => tag::RESTRICT,
        _ => tag::ATOMIC,
    }
}

/// A type operand: a stand-in resolved to the type it names (`resolve_stand_in`), or the node.
fn type_operand<'c>(rx: &mut Rx<'c, '_>, id: u32) -> Option<DiRef<'c>> {
    if let Some(name) = stand_in_name_of(rx, id) {
        if let Some(t) = resolve_stand_in(rx, &name, 0) {
            return Some(t);
        }
    }
    node(rx, id)
}

/// The type a stand-in name means: the one type of the module with that name (`named_type`);
/// failing that, a qualified name (`const uint`, whose qualifier the forward translation left
/// out) is the qualifier made anew on the type its rest names.
fn resolve_stand_in<'c>(rx: &mut Rx<'c, '_>, name: &str, depth: u32) -> Option<DiRef<'c>> {
    if let Some(only) = named_type(rx, name) {
        return node(rx, only);
    }
    if depth > 8 {
        return None;
    }
    let (keyword, rest) = name.split_once(' ')?;
    let tag = qualifier_tag(qualifier_of_keyword(keyword)?);
    let base = Some(resolve_stand_in(rx, rest, depth + 1)?);
    builder(rx)?.derived(&DerivedDesc {
        tag,
        base,
        ..Default::default()
    })
}

/// The one type a stand-in name means (`stand_in_name`), if one has it; a bare composite or
/// enum name when no type has the name.
fn named_type(rx: &Rx<'_, '_>, name: &str) -> Option<u32> {
    let ids = match rx.dbg.named_types.get(name) {
        Some(ids) => ids,
        None => rx.dbg.bare_named_types.get(name)?,
    };
    match ids.as_slice() {
        [only] => Some(*only),
        _ => None,
    }
}

/// Whether an id is a debug instruction that can be a parent scope.
fn is_scope(rx: &Rx<'_, '_>, id: u32) -> bool {
    matches!(
        debug_op(rx, id),
        Some((
            _,
            di::COMPILE_UNIT
                | di::TYPE_COMPOSITE
                | di::FUNCTION
                | di::FUNCTION_DECLARATION
                | di::LEXICAL_BLOCK
                | di::MODULE_INTEL,
            _
        ))
    )
}

/// A scope for a type or namespace: compile units are left out (null scope), as clang does.
fn scope_of<'c>(scope: Option<DiRef<'c>>) -> Option<DiRef<'c>> {
    let s = scope?;
    match s.md().map(|m| Di::new(m).kind()) {
        Some(DiKind::CompileUnit) => None,
        _ => Some(s),
    }
}

/// The subprogram a scope is in.
fn subprogram_of(scope: DiRef<'_>) -> Option<DiRef<'_>> {
    let mut d = Di::new(scope.md()?);
    for _ in 0..256 {
        match d.kind() {
            DiKind::Subprogram => return node_ref(d),
            DiKind::LexicalBlock | DiKind::LexicalBlockFile => d = d.node(Field::Scope)?,
            _ => return None,
        }
    }
    None
}

fn node_ref(d: Di<'_>) -> Option<DiRef<'_>> {
    Some(DiRef::from_md(d.md()))
}

fn compile_unit<'c>(rx: &mut Rx<'c, '_>, i: InstId, o: &Ops<'_>) -> Option<DiRef<'c>> {
    let id = rx.m.operands(i).get(1).copied().unwrap_or(0);
    let (dwarf_version, source, language) = match o.set {
        SetKind::Legacy => (o.id(2), o.id(0), 3),
        SetKind::OpenCl100 => (o.id(1), o.id(2), o.id(3)),
        SetKind::Shader | SetKind::Shader200 => (lit(rx, o, 1), o.id(2), lit(rx, o, 3)),
    };
    // The `.200` set's Producer operand.
    if o.set == SetKind::Shader200 && rx.dbg.producer.is_none() && o.has(4) {
        rx.dbg.producer = string_of(rx, o.id(4));
    }
    let builder = DiBuilder::new(&rx.b);
    // The file needs a builder: make it with this one.
    let f = {
        let placeholder_units = rx.dbg.units.is_empty();
        if placeholder_units {
            // `file` uses the first unit's builder; until this unit exists, build directly.
            match debug_op(rx, source) {
                Some((si, di::SOURCE, sset)) => {
                    let so = Ops {
                        a: args(rx, si),
                        set: sset,
                    };
                    let path = str_op(rx, so.id(0));
                    let text = if so.has(1) {
                        string_of(rx, so.id(1)).map(|t| t + &continued_text(rx, si))
                    } else {
                        None
                    };
                    let (checksum, src) = source_text(text);
                    let (dir, name) = split_path(&path);
                    let cs = checksum.as_ref().map(|(k, v)| (*k, v.as_str()));
                    let f = builder.file(&name, &dir, cs, src.as_deref());
                    rx.dbg.nodes.insert(source, f);
                    f
                }
                _ => {
                    let path = string_of(rx, source).unwrap_or_default();
                    let (dir, name) = split_path(&path);
                    builder.file(&name, &dir, None, None)
                }
            }
        } else {
            file(rx, source)
        }
    };
    let own = crate::spirv::debug_info::SHADER200_LANGUAGES
        .iter()
        .find(|&&(_, s)| s == language && s >= 200);
    let lang = match (own, language) {
        (Some(&(dwarf, _)), _) if o.set == SetKind::Shader200 => dwarf,
        (_, 4 | 6) => 0x21, // DW_LANG_C_plus_plus_14
        _ => 0x15,          // DW_LANG_OpenCL
    };
    let cu = builder.compile_unit(&CompileUnitDesc {
        language: lang,
        file: f,
        producer: rx.dbg.producer.clone().unwrap_or_default(),
        flags: rx.dbg.cu_flags.clone().unwrap_or_default(),
        dwo_id: rx.dbg.dwo_id,
        split_debug_filename: rx.dbg.split_file.clone().unwrap_or_default(),
        emission_kind: 1,
        split_inlining: true,
        is_optimized: rx.dbg.optimized,
        ..Default::default()
    })?;
    rx.dbg.units.push(Unit {
        id,
        builder,
        cu,
        enums: Vec::new(),
        imported: Vec::new(),
        macros: Vec::new(),
        retained: Vec::new(),
        dwarf_version,
    });
    Some(cu)
}

/// A vector type of `count` elements of type `base`.
fn vector<'c>(rx: &mut Rx<'c, '_>, base: u32, count: u32) -> Option<DiRef<'c>> {
    let base = type_operand(rx, base);
    // The element's size, through typedefs and qualifiers (`uchar`).
    let mut elem_size = 0;
    let mut t = base.and_then(|b| b.md()).map(Di::new);
    for _ in 0..16 {
        let Some(d) = t else { break };
        elem_size = d.int0(Field::Size);
        if elem_size != 0 {
            break;
        }
        t = d.node(Field::BaseType);
    }
    let b = builder(rx)?;
    let sr = b.subrange(Bound::Int(i64::from(count)), Bound::None, None, None);
    let elems = b.tuple(&[sr]);
    let n = if count == 3 { 4 } else { count };
    b.composite(&CompositeDesc {
        tag: tag::ARRAY,
        base,
        size: elem_size * u64::from(n),
        flags: tag::VECTOR_FLAG,
        elements: elems,
        ..Default::default()
    })
}

/// The `.200` set's DebugTypeSubrange (Lower Bound, Upper Bound, Count, Stride?: constants,
/// variables or expressions, DebugInfoNone when absent). A constant upper bound with no count
/// gives the count.
fn subrange<'c>(rx: &mut Rx<'c, '_>, o: &Ops<'_>) -> Option<DiRef<'c>> {
    let bound = |rx: &mut Rx<'c, '_>, id: u32| match constant(rx, id) {
        Some((v, _)) => Bound::Int(v),
        None => match node(rx, id) {
            Some(n) => Bound::Node(n),
            None => Bound::None,
        },
    };
    let lower = bound(rx, o.id(0));
    let upper = bound(rx, o.id(1));
    let mut count = bound(rx, o.id(2));
    let stride = if o.has(3) { node(rx, o.id(3)) } else { None };
    let upper = match (upper, &count) {
        (Bound::Node(n), _) => Some(n),
        (Bound::Int(u), Bound::None) => {
            let l = match lower {
                Bound::Int(l) => l,
                _ => 0,
            };
            count = Bound::Int(u - l + 1);
            None
        }
        _ => None,
    };
    builder(rx)?.subrange(count, lower, upper, stride)
}

/// Whether `id` is a `.200` DebugTypeSubrange.
fn is_subrange(rx: &Rx<'_, '_>, id: u32) -> bool {
    matches!(
        debug_op(rx, id),
        Some((_, di::shader200::TYPE_SUBRANGE, SetKind::Shader200))
    )
}

fn array<'c>(rx: &mut Rx<'c, '_>, o: &Ops<'_>) -> Option<DiRef<'c>> {
    // The `.200` set's arrays list subranges.
    let dims = o.a.get(1..).unwrap_or(&[]);
    if !dims.is_empty() && dims.iter().all(|&d| is_subrange(rx, d)) {
        let base = required_type(rx, o, o.id(0));
        let mut subs = Vec::new();
        let mut total: u64 = 1;
        let mut known = true;
        for &d in dims {
            let n = node(rx, d);
            match n
                .and_then(|n| n.md())
                .map(Di::new)
                .and_then(|s| s.int(Field::Count))
            {
                Some(c) if c as i64 >= 0 => total = total.saturating_mul(c),
                _ => known = false,
            }
            subs.push(n);
        }
        return array_of(rx, base, &subs, known.then_some(total));
    }
    // A vector of more than 4 components as the forward writes it for spirv-val: an array of
    // its count whose base is a vector of one component.
    if let (&[count], Some((vi, di::TYPE_VECTOR, set))) =
        (o.a.get(1..).unwrap_or(&[]), debug_op(rx, o.id(0)))
    {
        let v = Ops {
            a: args(rx, vi),
            set,
        };
        match constant(rx, count) {
            Some((n, _)) if lit(rx, &v, 1) == 1 && n > 4 && n <= i64::from(u32::MAX) => {
                return vector(rx, v.id(0), n as u32);
            }
            _ => {}
        }
    }
    let base = node(rx, o.id(0));
    let dims: Vec<u32> = o.a.get(1..).unwrap_or(&[]).to_vec();
    // The incumbent writes the counts, then as many lower bounds (DebugInfoNone when absent).
    let is_none =
        |rx: &Rx<'_, '_>, d: u32| debug_op(rx, d).is_some_and(|(_, k, _)| k == di::INFO_NONE);
    let half = dims.len() / 2;
    let pairs = dims.len() >= 2
        && dims.len() % 2 == 0
        && dims[half..]
            .iter()
            .all(|&d| is_none(rx, d) || constant(rx, d).is_some())
        && dims[half..].iter().any(|&d| is_none(rx, d));
    let (counts, lowers) = if pairs {
        (dims[..half].to_vec(), dims[half..].to_vec())
    } else {
        (dims, Vec::new())
    };
    let mut subs = Vec::new();
    let mut total: u64 = 1;
    let mut known = true;
    for (k, &c) in counts.iter().enumerate() {
        let count = if let Some((v, _)) = constant(rx, c) {
            total = total.saturating_mul(v.max(0) as u64);
            Bound::Int(v)
        } else {
            known = false;
            match node(rx, c) {
                Some(n) => Bound::Node(n),
                None => Bound::Int(-1),
            }
        };
        let lower = match lowers.get(k).and_then(|&l| constant(rx, l)) {
            Some((v, _)) => Bound::Int(v),
            None => Bound::None,
        };
        subs.push(builder(rx)?.subrange(count, lower, None, None));
    }
    array_of(rx, base, &subs, known.then_some(total))
}

/// The DICompositeType of an array of `base` over the subranges `subs`: its size is the
/// element's times `elements` when that number is known, else 0.
fn array_of<'c>(
    rx: &mut Rx<'c, '_>,
    base: Option<DiRef<'c>>,
    subs: &[Option<DiRef<'c>>],
    elements: Option<u64>,
) -> Option<DiRef<'c>> {
    let elem_size = base
        .and_then(|b| b.md())
        .map(|m| Di::new(m).int0(Field::Size))
        .unwrap_or(0);
    let b = builder(rx)?;
    let list = b.tuple(subs);
    b.composite(&CompositeDesc {
        tag: tag::ARRAY,
        base,
        size: elements.map_or(0, |n| elem_size.saturating_mul(n)),
        elements: list,
        ..Default::default()
    })
}

fn composite<'c>(rx: &mut Rx<'c, '_>, i: InstId, o: &Ops<'_>) -> Option<DiRef<'c>> {
    let id = rx.m.operands(i).get(1).copied().unwrap_or(0);
    let name = str_op(rx, o.id(0));
    let tag = match lit(rx, o, 1) {
        0 => tag::CLASS,
        2 => tag::UNION,
        _ => tag::STRUCTURE,
    };
    let f = file(rx, o.id(2));
    let line = lit(rx, o, 3);
    let scope = node(rx, o.id(5));
    let (identifier, size_at) = if o.set == SetKind::Legacy {
        (String::new(), 6)
    } else {
        (string_of(rx, o.id(6)).unwrap_or_default(), 7)
    };
    let size = int_op(rx, o.id(size_at));
    let flags = lit(rx, o, size_at + 1);
    let mut members = Vec::new();
    for k in size_at + 2..o.a.len() {
        members.push(node(rx, o.id(k)));
    }
    // Method declarations nested in the class but missing from its list (the forward
    // translation leaves them out for spirv-val) are members again, after the others.
    let listed = o.a.get(size_at + 2..).unwrap_or(&[]);
    let methods: Vec<u32> = rx.dbg.methods.get(&id).cloned().unwrap_or_default();
    for m in methods {
        if !listed.contains(&m) {
            members.push(node(rx, m));
        }
    }
    let template_params = match rx.dbg.templates.get(&id).copied() {
        Some(ti) => {
            let ps: Vec<u32> = args(rx, ti).get(1..).unwrap_or(&[]).to_vec();
            let nodes: Vec<_> = ps.iter().map(|&p| node(rx, p)).collect();
            builder(rx)?.tuple(&nodes)
        }
        None => None,
    };
    let b = builder(rx)?;
    let fwd = flags & (1 << 4) != 0;
    let elements = if members.is_empty() && fwd {
        None
    } else {
        b.tuple(&members)
    };
    b.composite(&CompositeDesc {
        tag,
        name,
        file: f,
        line,
        scope: scope_of(scope),
        size,
        flags: llvm_flags(flags),
        elements,
        template_params,
        identifier,
        ..Default::default()
    })
}

fn global_variable<'c>(rx: &mut Rx<'c, '_>, o: &Ops<'_>) -> Option<DiRef<'c>> {
    let name = str_op(rx, o.id(0));
    let ty = type_or_unknown(rx, o.id(1));
    let f = file(rx, o.id(2));
    let line = lit(rx, o, 3);
    let scope = node(rx, o.id(5));
    let linkage = string_of(rx, o.id(6)).unwrap_or_default();
    let var = o.id(7);
    let flags = lit(rx, o, 8);
    let decl = if o.has(9) { node(rx, o.id(9)) } else { None };
    let u = unit_of(rx, o.id(5));
    let constant_value = constant(rx, var);
    let gv = rx
        .values
        .get(&var)
        .copied()
        .filter(|_| constant_value.is_none());
    // A DebugExpression as the Variable: the expression of the variable's value.
    let var_expr = match debug_op(rx, var) {
        Some((_, di::EXPRESSION, _)) => node(rx, var),
        _ => None,
    };
    let b = &rx.dbg.units.get(u).or(rx.dbg.units.first())?.builder;
    let expr = match constant_value {
        Some((v, _)) => b.expression(&[0x10, v as u64, 0x9f]),
        None => var_expr,
    };
    let is_local = flags & (1 << 2) != 0;
    let is_def = flags & (1 << 3) != 0 || gv.is_some();
    let gve = b.global_variable(
        scope_of(scope).or(scope),
        &name,
        &linkage,
        f,
        line,
        ty,
        is_local,
        is_def,
        expr,
        decl,
        0,
    );
    if let (Some(gve), Some(gv)) = (gve, gv) {
        if gv.kind() == crate::llvm::ir::ValueKind::GlobalVariable {
            b.attach_global(gv, gve);
        }
    }
    gve
}

fn function<'c>(rx: &mut Rx<'c, '_>, i: InstId, inst: u32, o: &Ops<'_>) -> Option<DiRef<'c>> {
    let id = rx.m.operands(i).get(1).copied().unwrap_or(0);
    let name = str_op(rx, o.id(0));
    let ty = node(rx, o.id(1));
    let f = file(rx, o.id(2));
    let line = lit(rx, o, 3);
    let scope = node(rx, o.id(5));
    let linkage = string_of(rx, o.id(6)).unwrap_or_default();
    let flags = lit(rx, o, 7);
    let is_def = inst == di::FUNCTION;
    let (scope_line, func, decl) = if is_def {
        // The non-semantic sets' own layout has no function (a DebugFunctionDefinition in
        // its body names it) and the Declaration ninth.
        let own_layout = o.set.shader() && !is_function(rx, Some(o.id(9)));
        let (func, decl_at) = if own_layout {
            (rx.dbg.definitions_of.get(&id).copied().unwrap_or(0), 9)
        } else {
            (o.id(9), 10)
        };
        let decl_id = o.a.get(decl_at).copied().unwrap_or(0);
        let decl = match debug_op(rx, decl_id) {
            Some((_, di::FUNCTION_DECLARATION, _)) => node(rx, decl_id),
            _ => None,
        };
        (lit(rx, o, 8), func, decl)
    } else {
        (0, 0, None)
    };
    let fv = rx
        .values
        .get(&func)
        .copied()
        .filter(|v| v.kind() == crate::llvm::ir::ValueKind::Function);
    // A declaration without a DebugTypeTemplate of its own (the forward leaves it out for
    // spirv-val) has that of the definition naming it.
    let template = rx.dbg.templates.get(&id).copied().or_else(|| {
        let def = rx.dbg.definitions.get(&id)?;
        rx.dbg.templates.get(def).copied()
    });
    let template_params = match template {
        Some(ti) => {
            let ps: Vec<u32> = args(rx, ti).get(1..).unwrap_or(&[]).to_vec();
            let nodes: Vec<_> = ps.iter().map(|&p| node(rx, p)).collect();
            builder(rx)?.tuple(&nodes)
        }
        None => None,
    };
    let mut sp_flags = 0;
    if flags & (1 << 2) != 0 {
        sp_flags |= 4; // LocalToUnit
    }
    if flags & (1 << 13) != 0 {
        sp_flags |= 16; // Optimized
    }
    // A definition is one that has a function (or says it is one).
    if is_def && (fv.is_some() || flags & (1 << 3) != 0) {
        sp_flags |= 8;
    }
    if rx.dbg.main_subprograms.contains(&id) {
        sp_flags |= 256; // MainSubprogram
    }
    // The calling convention clang gives OpenCL functions, which SPIR-V does not carry: kernels
    // are entry points; other functions get SPIR's when the module has kernels.
    let ty = match (ty, fv) {
        (Some(t), Some(_)) if is_def => {
            let cc = if rx.entry_points.contains_key(&func) {
                0xc7 // DW_CC_LLVM_OpenCLKernel
            } else if !rx.entry_points.is_empty() {
                0xc6 // DW_CC_LLVM_SpirFunction
            } else {
                0
            };
            match t.md().map(Di::new) {
                Some(d) if cc != 0 && d.kind() == DiKind::SubroutineType => {
                    let types: Vec<Option<DiRef<'_>>> = d
                        .list(Field::TypeArray)
                        .into_iter()
                        .map(|e| e.map(|e| DiRef::from_md(e.md())))
                        .collect();
                    let flags = d.int0(Field::Flags) as u32;
                    builder(rx)?.subroutine_type(flags, cc, &types).or(Some(t))
                }
                _ => Some(t),
            }
        }
        (t, _) => t,
    };
    let u = unit_of(rx, o.id(5));
    let b = &rx.dbg.units.get(u).or(rx.dbg.units.first())?.builder;
    let sp = b.subprogram(&SubprogramDesc {
        scope: scope_of(scope),
        name,
        linkage_name: linkage,
        file: f,
        line,
        ty,
        scope_line,
        flags: llvm_flags(flags & !((1 << 2) | (1 << 3) | (1 << 13))),
        sp_flags,
        template_params,
        declaration: decl,
        ..Default::default()
    })?;
    if let Some(fv) = fv {
        if sp_flags & 8 != 0 {
            b.set_subprogram(fv, sp);
            rx.dbg.functions.insert(func, sp);
        }
    }
    Some(sp)
}

// ---- function bodies ----------------------------------------------------------------------

/// At the start of a function body: the function's subprogram becomes the default scope.
pub(crate) fn begin_function(rx: &mut Rx<'_, '_>, function_id: u32) {
    rx.dbg.subprogram = rx.dbg.functions.get(&function_id).copied();
    rx.dbg.scope = None;
    rx.dbg.scope_given = None;
    rx.dbg.line = None;
    rx.dbg.line_file = 0;
    rx.dbg.block = None;
}

/// Translates one body instruction (through `instructions::translate`) and gives what it made
/// the current debug location; handles OpLine, OpNoLine and the function-scope debug
/// instructions itself.
pub(crate) fn translate_instruction(rx: &mut Rx<'_, '_>, i: InstId) -> Result<()> {
    if !rx.dbg.is_active() {
        return super::instructions::translate(rx, i);
    }
    let block = rx.b.insert_block();
    if block != rx.dbg.block {
        // Scopes and lines end with their block.
        rx.dbg.block = block;
        rx.dbg.scope = None;
        rx.dbg.scope_given = None;
        rx.dbg.line = None;
        rx.dbg.line_file = 0;
    }
    let opcode = rx.m.opcode(i);
    let ops = rx.m.operands(i);
    match opcode {
        op::Line => {
            rx.dbg.line = Some((
                ops.get(1).copied().unwrap_or(0),
                ops.get(2).copied().unwrap_or(0),
            ));
            rx.dbg.line_file = ops.first().copied().unwrap_or(0);
            scope_in_file(rx);
            return Ok(());
        }
        op::NoLine => {
            rx.dbg.line = None;
            rx.dbg.line_file = 0;
            scope_in_file(rx);
            return Ok(());
        }
        op::ExtInst if ops.len() >= 4 && rx.dbg.sets.contains_key(&ops[2]) => {
            let set = rx.dbg.sets[&ops[2]];
            let o = Ops { a: &ops[4..], set };
            match ops[3] {
                di::SCOPE => {
                    let scope = node(rx, o.id(0));
                    let inlined = if o.has(1) { node(rx, o.id(1)) } else { None };
                    rx.dbg.scope_given = scope.map(|s| (s, inlined));
                    scope_in_file(rx);
                }
                di::NO_SCOPE => {
                    rx.dbg.scope_given = None;
                    rx.dbg.scope = None;
                }
                di::DECLARE | di::VALUE => declare(rx, i, ops[3] == di::VALUE, &o),
                di::shader::LINE if set.shader() => {
                    // (Line Start and Column Start; the source is a DebugSource, or its file's
                    // OpString as older incumbents write it.)
                    rx.dbg.line = Some((lit(rx, &o, 1), lit(rx, &o, 3)));
                    let source = o.id(0);
                    rx.dbg.line_file = match debug_op(rx, source) {
                        Some((si, di::SOURCE, _)) => args(rx, si).first().copied().unwrap_or(0),
                        _ => source,
                    };
                    scope_in_file(rx);
                }
                di::shader::NO_LINE if set.shader() => {
                    rx.dbg.line = None;
                    rx.dbg.line_file = 0;
                    scope_in_file(rx);
                }
                _ => {}
            }
            return Ok(());
        }
        _ => {}
    }
    let last = block.and_then(|bb| bb.last_instruction());
    super::instructions::translate(rx, i)?;
    let Some(loc) = current_location(rx) else {
        return Ok(());
    };
    let Some(bb) = rx.b.insert_block() else {
        return Ok(());
    };
    let b = match rx.dbg.units.first() {
        Some(u) => &u.builder,
        None => return Ok(()),
    };
    // What the instruction made: what follows the block's former last instruction (all the
    // block when the translation moved to another block).
    let mut next = match last {
        Some(l) if Some(bb) == block => l.next_instruction(),
        _ => bb.instructions().next(),
    };
    while let Some(inst) = next {
        if inst.metadata("dbg").is_none() && !is_phi(inst) {
            b.set_location(inst, loc);
        }
        next = inst.next_instruction();
    }
    Ok(())
}

/// Gives a phi the location of the OpLine and DebugScope before it in its block (the forward
/// writes them before an OpPhi that has a location).
pub(crate) fn locate_phi<'c>(rx: &Rx<'c, '_>, phi: Value<'c>) {
    if !rx.dbg.is_active() || rx.b.insert_block() != rx.dbg.block {
        return;
    }
    if let (Some(loc), Some(u)) = (current_location(rx), rx.dbg.units.first()) {
        u.builder.set_location(phi, loc);
    }
}

/// The current scope: that of the last DebugScope, in a DILexicalBlockFile (discriminator 0)
/// when the last OpLine names another file than the scope's (as the forward writes code of a
/// DILexicalBlockFile, which spirv-val does not take for a scope, in the enclosing scope
/// with the file in the OpLine).
fn scope_in_file(rx: &mut Rx<'_, '_>) {
    let Some((s, inlined)) = rx.dbg.scope_given else {
        rx.dbg.scope = None;
        return;
    };
    let other = (|| {
        let f = rx.dbg.line_file;
        let path = string_of(rx, f)?;
        let d = Di::new(s.md()?);
        let own = if d.kind() == DiKind::File {
            d
        } else {
            d.node(Field::File)?
        };
        if own.file_path() == path {
            return None;
        }
        let file = file(rx, f)?;
        builder(rx)?.lexical_block_file(Some(s), Some(file), 0)
    })();
    rx.dbg.scope = Some((other.unwrap_or(s), inlined));
}

fn is_phi(v: Value<'_>) -> bool {
    v.opcode() == Some(crate::llvm::ir::Opcode::LLVMPHI)
}

/// The location the current OpLine and DebugScope give, in the function's subprogram.
fn current_location<'c>(rx: &Rx<'c, '_>) -> Option<DiRef<'c>> {
    let (scope, inlined) = match (rx.dbg.subprogram, rx.dbg.scope) {
        (Some(sp), Some((s, inl))) if inl.is_some() || subprogram_of(s) == Some(sp) => (s, inl),
        (Some(sp), _) => {
            rx.dbg.line?;
            (sp, None)
        }
        // In a function without a subprogram, only code inlined into it has locations.
        (None, Some((s, inl))) if inl.is_some() => (s, inl),
        (None, _) => return None,
    };
    let (line, col) = rx.dbg.line.unwrap_or((0, 0));
    rx.dbg
        .units
        .first()?
        .builder
        .location(line, col, scope, inlined)
}

/// The DWARF operations of a DebugExpression, each with its literals.
fn expression_parts(rx: &Rx<'_, '_>, o: &Ops<'_>) -> Vec<Vec<u64>> {
    let mut parts = Vec::new();
    for k in 0..o.a.len() {
        let Some((oi, oinst, oset)) = debug_op(rx, o.id(k)) else {
            continue;
        };
        if oinst != di::OPERATION {
            continue;
        }
        let oa = Ops {
            a: args(rx, oi),
            set: oset,
        };
        let Some(d) = dwarf_op(lit(rx, &oa, 0)) else {
            continue;
        };
        let mut part = vec![d];
        for j in 1..oa.a.len() {
            part.push(u64::from(lit(rx, &oa, j)));
        }
        parts.push(part);
    }
    parts
}

fn expression_ops(rx: &Rx<'_, '_>, o: &Ops<'_>) -> Vec<u64> {
    expression_parts(rx, o).concat()
}

/// A DebugValue that stands for a declaration the forward translation could not write as
/// DebugDeclare (storage that is not a variable: a variable-length array, or the cast of an
/// array variable), with a Deref last (before a fragment): the operations of the declaration.
fn declaration_of_value(rx: &Rx<'_, '_>, storage: u32, expr: u32) -> Option<Vec<u64>> {
    let def = rx.idx.def(Id(storage))?;
    let not_variable = match rx.m.opcode(def) {
        op::VariableLengthArrayINTEL => true,
        op::Bitcast => {
            let src = rx.m.operands(def).get(2).copied()?;
            rx.idx
                .def(Id(src))
                .is_some_and(|d| rx.m.opcode(d) == op::Variable)
        }
        _ => false,
    };
    if !not_variable {
        return None;
    }
    let (ei, inst, set) = debug_op(rx, expr)?;
    if inst != di::EXPRESSION {
        return None;
    }
    let mut parts = expression_parts(
        rx,
        &Ops {
            a: args(rx, ei),
            set,
        },
    );
    let fragment = parts.last().is_some_and(|p| p[0] == 0x1000);
    let n = parts.len();
    let deref_at = if fragment {
        n.checked_sub(2)?
    } else {
        n.checked_sub(1)?
    };
    if parts[deref_at] != [0x06] {
        return None;
    }
    parts.remove(deref_at);
    Some(parts.concat())
}

fn declare(rx: &mut Rx<'_, '_>, i: InstId, is_value: bool, o: &Ops<'_>) {
    let _ = i;
    let var = node(rx, o.id(0));
    let stripped = if is_value {
        declaration_of_value(rx, o.id(1), o.id(2))
    } else {
        None
    };
    let is_value = is_value && stripped.is_none();
    let expr = match stripped {
        Some(ops) => builder(rx).and_then(|b| b.expression(&ops)),
        None => node(rx, o.id(2)),
    };
    let storage = match rx.values.get(&o.id(1)).copied() {
        Some(v) => Some(v),
        None => {
            let undef_ty = rx.b.int_type(32);
            is_value.then(|| rx.b.undef(undef_ty))
        }
    };
    let (Some(var), Some(storage), Some(bb)) = (var, storage, rx.b.insert_block()) else {
        return;
    };
    let Some(b) = rx.dbg.units.first().map(|u| &u.builder) else {
        return;
    };
    let expr = match expr {
        Some(e) => e,
        None => match b.expression(&[]) {
            Some(e) => e,
            None => return,
        },
    };
    // The variable's scope decides the location's scope when there is no DebugScope.
    let loc = current_location(rx).or_else(|| {
        let scope = var
            .md()
            .and_then(|m| Di::new(m).node(Field::Scope))
            .and_then(|d| node_ref(d))?;
        let line = rx.dbg.line.map(|(l, _)| l).unwrap_or(0);
        b.location(line, 0, scope, None)
    });
    let Some(loc) = loc else { return };
    let Some(sp) = rx.dbg.subprogram else {
        // A function without a subprogram: the variable must belong where the location is.
        let var_sp = var
            .md()
            .and_then(|m| Di::new(m).node(Field::Scope))
            .and_then(node_ref)
            .and_then(subprogram_of);
        let loc_sp = loc
            .md()
            .and_then(|m| Di::new(m).node(Field::Scope))
            .and_then(node_ref)
            .and_then(subprogram_of);
        if rx.dbg.scope.and_then(|(_, inl)| inl).is_some() && var_sp.is_some() && var_sp == loc_sp {
            b.insert_dbg(is_value, storage, var, expr, loc, bb);
        }
        return;
    };
    if loc
        .md()
        .and_then(|m| Di::new(m).node(Field::Scope))
        .and_then(node_ref)
        .and_then(subprogram_of)
        != Some(sp)
        && rx.dbg.scope.and_then(|(_, inl)| inl).is_none()
    {
        return;
    }
    b.insert_dbg(is_value, storage, var, expr, loc, bb);
}

/// At the end of a function body: calls to functions with debug info need a location.
pub(crate) fn end_function<'c>(rx: &mut Rx<'c, '_>, function: Value<'c>) {
    let Some(sp) = rx.dbg.subprogram.take() else {
        return;
    };
    let Some(b) = rx.dbg.units.first().map(|u| &u.builder) else {
        return;
    };
    let Some(loc) = b.location(0, 0, sp, None) else {
        return;
    };
    for bb in function.basic_blocks() {
        for inst in bb.instructions() {
            if inst.opcode() == Some(crate::llvm::ir::Opcode::LLVMCall)
                && inst.metadata("dbg").is_none()
            {
                b.set_location(inst, loc);
            }
        }
    }
}
