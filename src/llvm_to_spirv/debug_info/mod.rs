//! Debug information, LLVM → SPIR-V: DI metadata becomes the module-scope instructions of
//! `OpenCL.DebugInfo.100` (the default), `DebugInfo` (`--spirv-debug-info-version=legacy`) or
//! `NonSemantic.Shader.DebugInfo.100` / the incumbent's `.200` (`nonsemantic-shader-100/200`);
//! instruction locations become `OpLine` (`DebugLine` in the non-semantic sets) and
//! `DebugScope`/`DebugNoScope`; `llvm.dbg.declare` and `llvm.dbg.value` become `DebugDeclare`
//! and `DebugValue`.
//!
//! The non-semantic sets are built in the layout of `OpenCL.DebugInfo.100` and rewritten when
//! written (`shader_layout`): every literal becomes an `OpConstant` of a 32-bit integer, a
//! DebugTypeBasic gets its Flags, a DebugTypeMember loses its Parent, a DebugTypeInheritance
//! its Child and a DebugFunction its function, which a `DebugFunctionDefinition` in the
//! function's entry block names instead.
//!
//! Nodes are translated on first mention (memoized by node) into a buffer; `finish` writes the
//! buffer into the module in an order where every operand comes before its user, except the
//! operands the debug sets allow to be forward references (the members of a composite type, the
//! function of a DebugFunction), so that cycles through composites need no other forward
//! reference.

use super::Ctx;
use crate::error::Result;
use crate::hash::FastMap as HashMap;
use crate::llvm::di::{self as lldi, DbgIntrinsic, Di, DiKind, Field};
use crate::llvm::ir::{Md, Module, TypeKind, Value, ValueKind};
use crate::options::DebugInfoVersion;
use crate::spirv::Id;
use crate::spirv::debug_info::{
    POINTER_WITHOUT_ADDRESS_SPACE, array_type_name, composite_keyword, di, pointer_type_name,
    qualified_type_name, scoped_name, tagged_type_name, vector_type_name,
};
use crate::spirv::tables::op;

use crate::mapping::debug_info::{CONVERT, FRAGMENT, operation_literals, operation_to_spirv};

mod expressions;
mod locations;
mod nodes;
mod types;
mod validator;
use expressions::*;
pub(crate) use locations::*;
use nodes::*;
use types::*;
use validator::*;

/// Whether the set can say what `ops` says. Every operation must be in its table, but for a
/// pair of `DW_OP_LLVM_convert`s that narrows (to no more bits than it came from), which is
/// left out: a debugger reads the variable's own size of the wider value, which is the
/// narrowed value. Anything else (arithmetic the table lacks, argument lists, a widening
/// conversion) would make a location that says something else, so there is none.
/// (The first operation it cannot say, if any.)
fn first_unwritable(ops: &[u64], legacy: bool, extended: bool) -> Option<u64> {
    let mut k = 0;
    while k < ops.len() {
        let op = ops[k];
        if operation_to_spirv(op, legacy, extended).is_some() {
            k += 1 + operation_literals(op);
        } else if op == CONVERT
            && ops.get(k + 3) == Some(&CONVERT)
            && ops
                .get(k + 4)
                .zip(ops.get(k + 1))
                .is_some_and(|(to, from)| to <= from)
        {
            k += 6;
        } else {
            return Some(op);
        }
    }
    None
}

/// One buffered module-scope debug instruction.
struct Pending {
    id: Id,
    inst: u32,
    ops: Vec<u32>,
    /// Operands from this index on may refer to instructions written later.
    forward_from: usize,
    /// An `OpLine` written before it: (file, line, column).
    line: Option<(Id, u32, u32)>,
}

impl Pending {
    fn new(id: Id, inst: u32, ops: Vec<u32>, forward_from: usize) -> Self {
        Pending {
            id,
            inst,
            ops,
            forward_from,
            line: None,
        }
    }
}

/// The debug-info state of one forward translation.
pub(crate) struct DebugInfo<'c> {
    active: bool,
    legacy: bool,
    /// `NonSemantic.Shader.DebugInfo.100` or `.200`.
    shader: bool,
    /// `NonSemantic.Shader.DebugInfo.200`.
    shader200: bool,
    /// A compile unit is C++ (`types::default_access`).
    cpp: bool,
    /// DebugOperation numbers after Fragment may be written (`--spirv-allow-extra-diexpressions`,
    /// or the `.200` set, whose incumbent writes them without it).
    extended: bool,
    set: Id,
    void: Id,
    none: Option<Id>,
    nodes: HashMap<Md<'c>, Id>,
    pending: Vec<Pending>,
    /// Subprogram → the function it describes.
    functions: HashMap<Md<'c>, Value<'c>>,
    /// Global variable expression → the global it describes.
    globals: HashMap<Md<'c>, Value<'c>>,
    /// Global variable → its (first) global variable expression, whose DebugGlobalVariable
    /// stands for the variable where a node names it (an imported entity, a common block).
    variable_gves: HashMap<Md<'c>, Md<'c>>,
    /// Path strings of files.
    paths: HashMap<Md<'c>, Id>,
    /// The DebugSource of each (path, text) pair of strings: DIFiles that name the same file
    /// (a filename relative to one directory and one absolute, say) share one.
    sources: HashMap<(u32, u32), Id>,
    dwarf_version: u32,
    cu_source: Option<Id>,
    /// Texts of the strings made for debug instructions, by id.
    strings: HashMap<u32, String>,
    /// Values of the constants made for debug instructions (sign-extended from their
    /// width), by id.
    consts: HashMap<u32, i64>,
    // Function-scope state.
    scope: Option<(Id, Option<Id>)>,
    line: Option<(Id, u32, u32)>,
    /// The OpLine among the entry block's variables (`before_variable`).
    variable_line: Option<(Id, u32, u32)>,
    block: Option<crate::llvm::ir::BasicBlock<'c>>,
    /// The last DILocation of a body instruction and its ids (`locations::location_ids`).
    last_location: Option<(Md<'c>, locations::LocIds)>,
}

impl Default for DebugInfo<'_> {
    fn default() -> Self {
        DebugInfo {
            active: false,
            legacy: false,
            shader: false,
            shader200: false,
            extended: false,
            cpp: false,
            set: Id(0),
            void: Id(0),
            none: None,
            nodes: HashMap::default(),
            pending: Vec::new(),
            functions: HashMap::default(),
            globals: HashMap::default(),
            variable_gves: HashMap::default(),
            paths: HashMap::default(),
            sources: HashMap::default(),
            dwarf_version: 4,
            cu_source: None,
            strings: HashMap::default(),
            consts: HashMap::default(),
            scope: None,
            line: None,
            variable_line: None,
            block: None,
            last_location: None,
        }
    }
}

impl<'c> Ctx<'c, '_> {
    fn dbg_none(&mut self) -> Id {
        if let Some(n) = self.dbg.none {
            return n;
        }
        let id = self.b.fresh_id();
        self.dbg
            .pending
            .push(Pending::new(id, di::INFO_NONE, Vec::new(), 0));
        self.dbg.none = Some(id);
        id
    }

    /// Buffers an instruction with a reserved id.
    fn dbg_emit(&mut self, id: Id, inst: u32, ops: Vec<u32>, forward_from: usize) {
        self.dbg
            .pending
            .push(Pending::new(id, inst, ops, forward_from));
    }

    fn dbg_const(&mut self, v: u64) -> u32 {
        let (id, value) = if v <= u64::from(u32::MAX) {
            let t = self.b.type_int(32, 0);
            (
                self.b.constant(t, &[v as u32]).0,
                i64::from(v as u32 as i32),
            )
        } else {
            let t = self.b.type_int(64, 0);
            (
                self.b.constant(t, &[v as u32, (v >> 32) as u32]).0,
                v as i64,
            )
        };
        self.dbg.consts.insert(id, value);
        id
    }

    fn dbg_sconst(&mut self, v: i64) -> u32 {
        let id = if i32::try_from(v).is_ok() {
            let t = self.b.type_int(32, 0);
            self.b.constant(t, &[v as i32 as u32]).0
        } else {
            let t = self.b.type_int(64, 0);
            self.b.constant(t, &[v as u32, ((v as u64) >> 32) as u32]).0
        };
        self.dbg.consts.insert(id, v);
        id
    }

    fn dbg_str(&mut self, s: &str) -> u32 {
        let id = self.b.string(s).0;
        self.dbg.strings.entry(id).or_insert_with(|| s.to_string());
        id
    }

    fn dbg_flags(&self, llvm: u64) -> u32 {
        crate::mapping::debug_info::flags_to_spirv(llvm as u32, self.dbg.legacy)
    }
}

/// Whether the module has debug information to translate.
fn has_debug_info(module: &Module<'_>) -> bool {
    !module.named_md("llvm.dbg.cu").is_empty()
}

/// Sets up the translation of debug information and translates the compile units with their
/// lists and every subprogram of the module (functions and globals have ids by now).
pub(crate) fn begin<'c>(cx: &mut Ctx<'c, '_>, module: &Module<'c>) -> Result<()> {
    if !has_debug_info(module) || cx.options.debug_info == DebugInfoVersion::None {
        return Ok(());
    }
    cx.dbg.active = true;
    cx.dbg.legacy = cx.options.debug_info == DebugInfoVersion::Legacy;
    cx.dbg.shader200 = cx.options.debug_info == DebugInfoVersion::Shader200;
    cx.dbg.shader = cx.dbg.shader200 || cx.options.debug_info == DebugInfoVersion::Shader100;
    cx.dbg.extended = !cx.dbg.legacy && (cx.options.extra_diexpressions || cx.dbg.shader200);
    let name = set_name(&cx.dbg);
    cx.dbg.set = cx.b.ext_inst_import(name);
    cx.dbg.void = cx.b.type_void();
    cx.dbg.dwarf_version = 4;
    for flag in module.named_md("llvm.module.flags") {
        if flag.operand(1).and_then(|k| k.string()).as_deref() == Some("Dwarf Version") {
            if let Some(v) = flag.operand(2).and_then(|v| v.int()) {
                cx.dbg.dwarf_version = v as u32;
            }
        }
    }
    for f in module.functions() {
        if cx.dead_functions.contains(&f) {
            continue;
        }
        if let Some(sp) = f.metadata("dbg") {
            cx.dbg.functions.entry(sp).or_insert(f);
        }
    }
    for g in module.globals() {
        for gve in lldi::global_debug_info(g) {
            cx.dbg.globals.entry(gve.md()).or_insert(g);
        }
    }
    let cus: Vec<Di<'c>> = module
        .named_md("llvm.dbg.cu")
        .into_iter()
        .map(Di::new)
        .collect();
    let listed = cus
        .iter()
        .flat_map(|cu| cu.list(Field::Globals))
        .flatten()
        .map(|g| g.md());
    for gve in cx
        .dbg
        .globals
        .keys()
        .copied()
        .chain(listed)
        .collect::<Vec<_>>()
    {
        let gve = Di::new(gve);
        if gve.kind() == DiKind::GlobalVariableExpression {
            if let Some(var) = gve.node(Field::Variable) {
                cx.dbg.variable_gves.entry(var.md()).or_insert(gve.md());
            }
        }
    }
    for cu in cus {
        if cx.dbg.shader {
            build_identity(cx, cu);
        }
        node(cx, Some(cu));
        if let Some(p) = cu.string(Field::Producer) {
            if !p.is_empty() {
                cx.b.module_processed(&format!("Debug info producer: {p}"));
            }
        }
        for list in [
            Field::Enums,
            Field::RetainedTypes,
            Field::Globals,
            Field::Imported,
        ] {
            for e in cu.list(list).into_iter().flatten() {
                node(cx, Some(e));
            }
        }
        for m in cu.list(Field::Macros).into_iter().flatten() {
            macro_node(cx, m, None);
        }
    }
    let sps: Vec<Md<'c>> = module
        .functions()
        .filter_map(|f| f.metadata("dbg"))
        .collect();
    for sp in sps {
        let sp = Di::new(sp);
        let sp_id = node(cx, Some(sp));
        for v in sp.list(Field::RetainedNodes).into_iter().flatten() {
            node(cx, Some(v));
        }
        if cx.dbg.shader && sp.int0(Field::SpFlags) & SP_FLAG_MAIN != 0 {
            entry_point(cx, sp, sp_id);
        }
    }
    Ok(())
}

/// `DISPFlagMainSubprogram`.
const SP_FLAG_MAIN: u64 = 1 << 8;

/// The import name of the set being written.
fn set_name(dbg: &DebugInfo<'_>) -> &'static str {
    if dbg.legacy {
        "DebugInfo"
    } else if dbg.shader200 {
        "NonSemantic.Shader.DebugInfo.200"
    } else if dbg.shader {
        "NonSemantic.Shader.DebugInfo.100"
    } else {
        "OpenCL.DebugInfo.100"
    }
}

/// A 32-bit `OpConstant` for a literal of the non-semantic sets.
fn const32(cx: &mut Ctx<'_, '_>, v: u32) -> u32 {
    let t = cx.b.type_int(32, 0);
    let id = cx.b.constant(t, &[v]).0;
    cx.dbg.consts.insert(id, i64::from(v as i32));
    id
}

/// The compile unit's `DebugBuildIdentifier` (its DWO id, possibly not unique) and
/// `DebugStoragePath` (its split-debug file name).
fn build_identity<'c>(cx: &mut Ctx<'c, '_>, cu: Di<'c>) {
    use crate::spirv::debug_info::di::shader;
    let ident = cx.dbg_str(&cu.int0(Field::DwoId).to_string());
    let flags = const32(cx, 1); // IdentifierPossibleDuplicates
    let id = cx.b.fresh_id();
    cx.dbg_emit(id, shader::BUILD_IDENTIFIER, vec![ident, flags], usize::MAX);
    let path = cx.dbg_str(&cu.str0(Field::SplitDebugFilename));
    let id = cx.b.fresh_id();
    cx.dbg_emit(id, shader::STORAGE_PATH, vec![path], usize::MAX);
}

/// `DebugEntryPoint` of a main subprogram: its compile unit, the producer as the compiler
/// signature and the unit's flags as its command line.
fn entry_point<'c>(cx: &mut Ctx<'c, '_>, sp: Di<'c>, sp_id: u32) {
    let Some(cu) = sp.node(Field::Unit) else {
        return;
    };
    if Some(Id(sp_id)) == cx.dbg.none {
        return;
    }
    let cu_id = node(cx, Some(cu));
    let producer = cx.dbg_str(&cu.str0(Field::Producer));
    let flags = cx.dbg_str(&cu.str0(Field::CuFlags));
    let id = cx.b.fresh_id();
    cx.dbg_emit(
        id,
        crate::spirv::debug_info::di::shader::ENTRY_POINT,
        vec![sp_id, cu_id, producer, flags],
        usize::MAX,
    );
}

/// In the non-semantic sets, the `DebugFunctionDefinition` that ties function `f` to its
/// DebugFunction, at the start of its entry block (after its variables).
pub(crate) fn function_definition<'c>(cx: &mut Ctx<'c, '_>, f: Value<'c>) {
    if !cx.dbg.active || !cx.dbg.shader {
        return;
    }
    let Some(sp) = f.metadata("dbg") else {
        return;
    };
    let Some(&sp_id) = cx.dbg.nodes.get(&sp) else {
        return;
    };
    if Some(sp_id) == cx.dbg.none {
        return;
    }
    let fid = cx.value_id(f);
    let ops = [
        cx.dbg.set.0,
        crate::spirv::debug_info::di::shader::FUNCTION_DEFINITION,
        sp_id.0,
        fid.0,
    ];
    let id = cx.b.fresh_id();
    cx.b.inst_with_id(op::ExtInst, Some(cx.dbg.void), id, &ops);
}

/// Writes the buffered module-scope debug instructions, operands first.
pub(crate) fn finish(cx: &mut Ctx<'_, '_>) -> Result<()> {
    if !cx.dbg.active {
        return Ok(());
    }
    let mut pending = std::mem::take(&mut cx.dbg.pending);
    let set_def = crate::spirv::grammar::ext_inst_set(set_name(&cx.dbg));
    // A Generic storage class needs the GenericPointer capability, which debug info must not
    // add: without it a pointer type says Function (the address space is lost). (Before the
    // stand-ins are named: a pointer's name spells its class as written.)
    {
        use crate::spirv::tables::enums::{Capability, StorageClass};
        if !cx.b.has_capability(Capability::GenericPointer) {
            for p in pending.iter_mut() {
                if p.inst == di::TYPE_POINTER && p.ops.get(1) == Some(&StorageClass::Generic) {
                    p.ops[1] = StorageClass::Function;
                }
            }
        }
    }
    if !cx.dbg.legacy {
        // (spirv-val knows no `.200` set, but the fit also breaks the cycles through
        // pointers, which no forward reference may close there.)
        let ocl = crate::spirv::grammar::ext_inst_set("OpenCL.DebugInfo.100");
        fit_validator(cx, &mut pending, ocl);
    }
    if cx.dbg.shader {
        shader_layout(cx, &mut pending);
        break_parent_cycles(&mut pending);
    }
    let index: HashMap<u32, usize> = pending
        .iter()
        .enumerate()
        .map(|(n, p)| (p.id.0, n))
        .collect();
    // 0 unvisited, 1 in progress, 2 written.
    let mut state = vec![0u8; pending.len()];
    let mut order = Vec::with_capacity(pending.len());
    for start in 0..pending.len() {
        if state[start] != 0 {
            continue;
        }
        // Iterative depth-first search: (node, next operand).
        let mut stack = vec![(start, 0usize)];
        state[start] = 1;
        while let Some(&mut (n, ref mut k)) = stack.last_mut() {
            let p = &pending[n];
            let limit = p.forward_from.min(p.ops.len());
            let mut next = None;
            while *k < limit {
                let o = p.ops[*k];
                let is_id = operand_is_id(set_def, p.inst, *k);
                *k += 1;
                if !is_id {
                    continue;
                }
                if let Some(&d) = index.get(&o) {
                    if state[d] == 0 {
                        next = Some(d);
                        break;
                    }
                }
            }
            match next {
                Some(d) => {
                    state[d] = 1;
                    stack.push((d, 0));
                }
                None => {
                    state[n] = 2;
                    order.push(n);
                    stack.pop();
                }
            }
        }
    }
    let (void, set) = (cx.dbg.void, cx.dbg.set);
    for n in order {
        let p = &pending[n];
        if let Some((file, line, column)) = p.line {
            cx.b.module_debug_line(file, line, column);
        }
        cx.b.module_ext_inst_with_id(void, p.id, set, p.inst, &p.ops);
    }
    Ok(())
}
