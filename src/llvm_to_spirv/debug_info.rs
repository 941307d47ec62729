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
use crate::llvm::di::{self as lldi, DbgIntrinsic, Di, DiKind, Field};
use crate::llvm::ir::{Md, Module, TypeKind, Value, ValueKind};
use crate::options::DebugInfoVersion;
use crate::spirv::Id;
use crate::spirv::debug_info::{
    POINTER_WITHOUT_ADDRESS_SPACE, array_type_name, composite_keyword, di, pointer_type_name,
    qualified_type_name, scoped_name, tagged_type_name, vector_type_name,
};
use crate::spirv::tables::op;
use std::collections::HashMap;

use crate::mapping::debug_info::{CONVERT, FRAGMENT, operation_literals, operation_to_spirv};

/// Whether the set can say what `ops` says. Every operation must be in its table, but for a
/// pair of `DW_OP_LLVM_convert`s that narrows (to no more bits than it came from), which is
/// left out: a debugger reads the variable's own size of the wider value, which is the
/// narrowed value. Anything else (arithmetic the table lacks, argument lists, a widening
/// conversion) would make a location that says something else, so there is none.
fn expression_writable(ops: &[u64], legacy: bool) -> bool {
    let mut k = 0;
    while k < ops.len() {
        let op = ops[k];
        if operation_to_spirv(op, legacy).is_some() {
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
            return false;
        }
    }
    true
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
    set: Id,
    void: Id,
    none: Option<Id>,
    nodes: HashMap<Md<'c>, Id>,
    pending: Vec<Pending>,
    /// Subprogram → the function it describes.
    functions: HashMap<Md<'c>, Value<'c>>,
    /// Global variable expression → the global it describes.
    globals: HashMap<Md<'c>, Value<'c>>,
    /// Path strings of files.
    paths: HashMap<Md<'c>, Id>,
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
    block: Option<crate::llvm::ir::BasicBlock<'c>>,
}

impl Default for DebugInfo<'_> {
    fn default() -> Self {
        DebugInfo {
            active: false,
            legacy: false,
            shader: false,
            shader200: false,
            set: Id(0),
            void: Id(0),
            none: None,
            nodes: HashMap::new(),
            pending: Vec::new(),
            functions: HashMap::new(),
            globals: HashMap::new(),
            paths: HashMap::new(),
            dwarf_version: 4,
            cu_source: None,
            strings: HashMap::new(),
            consts: HashMap::new(),
            scope: None,
            line: None,
            block: None,
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
        if let Some(sp) = f.metadata("dbg") {
            cx.dbg.functions.entry(sp).or_insert(f);
        }
    }
    for g in module.globals() {
        for gve in lldi::global_debug_info(g) {
            cx.dbg.globals.entry(gve.md()).or_insert(g);
        }
    }
    for cu in module.named_md("llvm.dbg.cu") {
        let cu = Di::new(cu);
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

/// Rewrites the instructions, built in the layout of `OpenCL.DebugInfo.100`, in that of the
/// non-semantic sets: literals become 32-bit constants; DebugTypeBasic gets Flags (none);
/// DebugTypeMember loses its Parent, DebugTypeInheritance its Child, DebugFunction its
/// function (`function_definition` names it instead).
fn shader_layout(cx: &mut Ctx<'_, '_>, pending: &mut Vec<Pending>) {
    let ocl = crate::spirv::grammar::ext_inst_set("OpenCL.DebugInfo.100");
    // DebugInfoNone for the Flags of DebugTypeBasic, as the incumbent writes them.
    let none = match cx.dbg.none {
        Some(n) => n.0,
        None => {
            let id = cx.b.fresh_id();
            pending.push(Pending::new(id, di::INFO_NONE, Vec::new(), 0));
            cx.dbg.none = Some(id);
            id.0
        }
    };
    if !cx.dbg.shader200 {
        // spirv-val 2023.1 checks a DebugTypeInheritance of this set as if it had the Child of
        // OpenCL.DebugInfo.100 and compares that class's Tag operand, an id here, with the
        // enumerants: no inheritance passes. They are left out (with their place in the
        // member lists); the base classes are lost.
        let gone: std::collections::HashSet<u32> = pending
            .iter()
            .filter(|p| p.inst == di::TYPE_INHERITANCE)
            .map(|p| p.id.0)
            .collect();
        if !gone.is_empty() {
            pending.retain(|p| p.inst != di::TYPE_INHERITANCE);
            for p in pending.iter_mut() {
                if p.inst == di::TYPE_COMPOSITE && p.ops.len() > 9 {
                    let members: Vec<u32> = p.ops[9..]
                        .iter()
                        .copied()
                        .filter(|m| !gone.contains(m))
                        .collect();
                    p.ops.truncate(9);
                    p.ops.extend(members);
                }
            }
        }
    }
    for p in pending.iter_mut() {
        let Some(def) = ocl.and_then(|s| s.instruction(p.inst)) else {
            // The non-semantic sets' own instructions are built in their layout.
            continue;
        };
        let many = def
            .operands
            .last()
            .is_some_and(|d| d.quantifier == crate::spirv::grammar::Quantifier::Many);
        for k in 0..p.ops.len() {
            let known = k < def.operands.len() || many;
            if known && !operand_is_id(ocl, p.inst, k) {
                p.ops[k] = const32(cx, p.ops[k]);
            }
        }
        // Without the members' Parent, a composite's members can come first: spirv-val
        // takes no forward reference in the `.200` set, which it does not know.
        p.forward_from = usize::MAX;
        match p.inst {
            di::TYPE_BASIC => p.ops.push(none),
            di::TYPE_MEMBER if p.ops.len() > 5 => {
                p.ops.remove(5);
            }
            di::TYPE_INHERITANCE if !p.ops.is_empty() => {
                p.ops.remove(0);
            }
            di::FUNCTION if p.ops.len() > 9 => {
                // Without a declaration: DebugInfoNone in the `.200` set, as the incumbent
                // writes it; none in the `.100` set, where spirv-val refuses DebugInfoNone.
                p.ops.remove(9);
                if p.ops.len() == 9 && cx.dbg.shader200 {
                    p.ops.push(none);
                }
            }
            _ => {}
        }
    }
}

/// The stand-in `DebugTypeBasic` named `name` (size 0, Unspecified) that `fit_validator`
/// puts where spirv-val wants a basic type: made once per name.
fn standin(
    cx: &mut Ctx<'_, '_>,
    standins: &mut HashMap<String, u32>,
    new: &mut Vec<Pending>,
    name: &str,
) -> u32 {
    if let Some(&s) = standins.get(name) {
        return s;
    }
    let id = cx.b.fresh_id();
    let name_id = cx.dbg_str(name);
    let zero = cx.dbg_const(0);
    new.push(Pending::new(
        id,
        di::TYPE_BASIC,
        vec![name_id, zero, 0],
        usize::MAX,
    ));
    standins.insert(name.to_string(), id.0);
    id.0
}

/// Makes the type graph acceptable to `spirv-val` (SPIRV-Tools 2023.1), which is stricter than
/// the OpenCL.DebugInfo.100 specification: the base type of `DebugTypedef`, `DebugTypePointer`,
/// `DebugTypeQualifier` and `DebugTypeVector` must be a `DebugTypeBasic` (nothing else is
/// accepted there, not even `DebugInfoNone`; arrays, members, functions and the rest accept
/// any type). Such a base that is not basic becomes a stand-in `DebugTypeBasic` of encoding
/// Unspecified and size 0 named after the type (`TypeNames`): `const int`, `uchar`, `float
/// __attribute__((ext_vector_type(4)))`, `struct Node` (apart from a `typedef .. Node`),
/// `struct geo::Point`, `(anonymous struct at particles.cl:19)`, `struct opencl_sampler_t *`
/// (a pointer without an address space), `float __global *`, `int [2][4]`, `void`. The
/// reverse names the types it reads the same way and resolves a stand-in to the one type with
/// its name (`stand_in_name`, `resolve_stand_in` there), so the round trip keeps the graph
/// whenever the name is unique. What is given up, and only then: a typedef or qualifier
/// whose base's name is not unique is left out, and its uses refer to its base instead; a
/// pointer or vector to such a base points to a stand-in the reverse cannot resolve (an
/// unspecified type of that name).
fn fit_validator(
    cx: &mut Ctx<'_, '_>,
    pending: &mut Vec<Pending>,
    set_def: Option<&crate::spirv::grammar::ExtInstSetDef>,
) {
    let index: HashMap<u32, usize> = pending
        .iter()
        .enumerate()
        .map(|(n, p)| (p.id.0, n))
        .collect();
    let inst_of = |id: u32| index.get(&id).map(|&n| pending[n].inst);
    // Typedefs and qualifiers to leave out, each standing for its base.
    let mut alias: HashMap<u32, u32> = HashMap::new();
    let resolve = |alias: &HashMap<u32, u32>, mut id: u32| {
        for _ in 0..64 {
            match alias.get(&id) {
                Some(&b) => id = b,
                None => break,
            }
        }
        id
    };
    let strings = cx.dbg.strings.clone();
    let consts = std::mem::take(&mut cx.dbg.consts);
    let names = TypeNames {
        pending,
        index: &index,
        strings: &strings,
        consts: &consts,
    };
    // The names the reverse can resolve a stand-in by: those of exactly one composite, enum,
    // typedef, qualifier, vector or pointer (the kinds it indexes by name, `stand_in_name`).
    let mut name_count: HashMap<String, u32> = HashMap::new();
    for p in pending.iter() {
        if matches!(
            p.inst,
            di::TYPE_COMPOSITE
                | di::TYPE_ENUM
                | di::TYPEDEF
                | di::TYPE_QUALIFIER
                | di::TYPE_VECTOR
                | di::TYPE_POINTER
                | di::TYPE_ARRAY
        ) {
            let name = names.name(p.id.0, 0);
            if !name.is_empty() {
                *name_count.entry(name).or_default() += 1;
            }
        }
    }
    let resolvable = |id: u32| {
        let name = names.name(id, 0);
        name_count.get(&name) == Some(&1)
    };
    // A typedef or qualifier of a type that is not basic is kept when that type has a name the
    // reverse resolves (`typedef float4` of the vector named `float
    // __attribute__((ext_vector_type(4)))`); its base becomes a stand-in of that name below.
    loop {
        let mut changed = false;
        for p in pending.iter() {
            if (p.inst == di::TYPEDEF || p.inst == di::TYPE_QUALIFIER)
                && !alias.contains_key(&p.id.0)
            {
                let base = resolve(&alias, p.ops[if p.inst == di::TYPEDEF { 1 } else { 0 }]);
                if inst_of(base) != Some(di::TYPE_BASIC) && !resolvable(base) {
                    alias.insert(p.id.0, base);
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    let mut standins: HashMap<String, u32> = HashMap::new();
    let mut new = Vec::new();
    let mut fixes = Vec::new();
    for (n, p) in pending.iter().enumerate() {
        if (p.inst != di::TYPE_POINTER && p.inst != di::TYPE_VECTOR) || alias.contains_key(&p.id.0)
        {
            continue;
        }
        // A basic base stays; anything else (a typedef or qualifier of a basic type, a
        // composite, a pointer ...) is named by the stand-in, which the reverse resolves by
        // that name (`const int`, `uchar`, `struct S`) when one type of the module has it.
        let mut b = resolve(&alias, p.ops[0]);
        if inst_of(b) != Some(di::TYPE_BASIC) {
            // Named after the type as written (`const uint`, though that qualifier of a
            // typedef is not kept: the reverse rebuilds it on the type named `uint`).
            let name = names.name(p.ops[0], 0);
            b = standin(cx, &mut standins, &mut new, &name);
        }
        fixes.push((n, b));
    }
    // The kept typedefs and qualifiers of types that are not basic (see above).
    let mut base_fixes = Vec::new();
    for (n, p) in pending.iter().enumerate() {
        if (p.inst == di::TYPEDEF || p.inst == di::TYPE_QUALIFIER) && !alias.contains_key(&p.id.0) {
            let k = if p.inst == di::TYPEDEF { 1 } else { 0 };
            let base = resolve(&alias, p.ops[k]);
            if inst_of(base) != Some(di::TYPE_BASIC) {
                let name = names.name(base, 0);
                base_fixes.push((n, k, standin(cx, &mut standins, &mut new, &name)));
            }
        }
    }
    // A template parameter needs a type (DebugInfoNone is refused as its Actual Type): a
    // parameter without one gets the stand-in named void.
    for (n, p) in pending.iter().enumerate() {
        if p.inst == di::TEMPLATE_PARAMETER
            && p.ops.len() > 1
            && matches!(inst_of(p.ops[1]), None | Some(di::INFO_NONE))
        {
            let b = standin(cx, &mut standins, &mut new, "void");
            fixes.push((n, b));
        }
    }
    // A parameter type of DebugTypeFunction must be a type too: the null that marks the
    // "..." of a variadic function (DebugInfoNone) becomes the stand-in named void, which the
    // reverse reads as null again.
    let mut param_fixes = Vec::new();
    for (n, p) in pending.iter().enumerate() {
        if p.inst == di::TYPE_FUNCTION {
            for k in 2..p.ops.len() {
                if inst_of(p.ops[k]) == Some(di::INFO_NONE) {
                    param_fixes.push((n, k));
                }
            }
        }
    }
    for (n, b) in fixes {
        if pending[n].inst == di::TEMPLATE_PARAMETER {
            pending[n].ops[1] = b;
        } else {
            pending[n].ops[0] = b;
        }
    }
    for (n, k, b) in base_fixes {
        pending[n].ops[k] = b;
    }
    for (n, k) in param_fixes {
        let b = standin(cx, &mut standins, &mut new, "void");
        pending[n].ops[k] = b;
    }
    // A DebugTypeVector has at most 4 components (OpenCL C also has 8 and 16): a longer vector
    // is written as a DebugTypeArray of its count whose base is a DebugTypeVector of one
    // component of the element type, which the reverse reads as the vector again.
    let mut singles: HashMap<u32, u32> = HashMap::new();
    for p in pending.iter_mut() {
        if p.inst == di::TYPE_VECTOR && p.ops.len() == 2 && p.ops[1] > 4 {
            let elem = p.ops[0];
            let single = *singles.entry(elem).or_insert_with(|| {
                let id = cx.b.fresh_id();
                new.push(Pending::new(id, di::TYPE_VECTOR, vec![elem, 1], usize::MAX));
                id.0
            });
            let count = cx.dbg_const(u64::from(p.ops[1]));
            p.inst = di::TYPE_ARRAY;
            p.ops = vec![single, count];
        }
    }
    // The members of a DebugTypeComposite must be DebugTypeMember, DebugFunction or
    // DebugTypeInheritance: method declarations (DebugFunctionDeclaration) are left out of the
    // list. They are still written, and still refer to the composite as their scope, so the
    // reverse nests them in the class again; what is lost is their place in the member order.
    let kinds: HashMap<u32, u32> = pending.iter().map(|p| (p.id.0, p.inst)).collect();
    for p in pending.iter_mut() {
        if p.inst == di::TYPE_COMPOSITE && p.ops.len() > 9 {
            let members: Vec<u32> = p.ops[9..]
                .iter()
                .copied()
                .filter(|m| {
                    matches!(
                        kinds.get(m),
                        Some(&(di::TYPE_MEMBER | di::FUNCTION | di::TYPE_INHERITANCE))
                    )
                })
                .collect();
            p.ops.truncate(9);
            p.ops.extend(members);
        }
    }
    // The parameters of a DebugTypeTemplate must be DebugTypeTemplateParameter or
    // DebugTypeTemplateTemplateParameter: a parameter pack is replaced by its parameters (the
    // types and values stay; that they formed a pack, and its name, are lost). The pack
    // instruction itself is still written.
    let packs: HashMap<u32, Vec<u32>> = pending
        .iter()
        .filter(|p| p.inst == di::TEMPLATE_PARAMETER_PACK)
        .map(|p| (p.id.0, p.ops.get(4..).unwrap_or(&[]).to_vec()))
        .collect();
    if !packs.is_empty() {
        for p in pending.iter_mut() {
            if p.inst == di::TYPE_TEMPLATE && p.ops.len() > 1 {
                let mut ops = vec![p.ops[0]];
                for &q in &p.ops[1..] {
                    match packs.get(&q) {
                        Some(elems) => ops.extend(elems),
                        None => ops.push(q),
                    }
                }
                p.ops = ops;
            }
        }
    }
    // The Target of a DebugTypeTemplate must be a DebugTypeComposite or DebugFunction: the
    // template parameters of a function declaration are left out (the reverse gives a
    // declaration those of the definition that names it, as clang makes them the same).
    pending.retain(|p| {
        p.inst != di::TYPE_TEMPLATE
            || matches!(
                kinds.get(&p.ops[0]),
                Some(&(di::TYPE_COMPOSITE | di::FUNCTION))
            )
    });
    pending.extend(new);
    if alias.is_empty() {
        return;
    }
    pending.retain(|p| !alias.contains_key(&p.id.0));
    for p in pending.iter_mut() {
        for k in 0..p.ops.len() {
            if operand_is_id(set_def, p.inst, k) {
                p.ops[k] = resolve(&alias, p.ops[k]);
            }
        }
    }
}

/// The names stand-ins give the types of the pending debug instructions (the reverse names the
/// types it reads the same way, `stand_in_name` there).
struct TypeNames<'a> {
    pending: &'a [Pending],
    index: &'a HashMap<u32, usize>,
    strings: &'a HashMap<u32, String>,
    consts: &'a HashMap<u32, i64>,
}

impl TypeNames<'_> {
    fn text(&self, id: u32) -> &str {
        self.strings.get(&id).map_or("", String::as_str)
    }

    fn get(&self, id: u32) -> Option<&Pending> {
        self.index.get(&id).map(|&n| &self.pending[n])
    }

    /// The name of type `id`: typedefs and basic types by name (in their namespaces and
    /// classes), composites and enums by keyword and name or where an anonymous one is
    /// declared, the others after their bases.
    fn name(&self, id: u32, depth: u32) -> String {
        let Some(p) = self.get(id) else {
            return "void".into();
        };
        let go = |id| self.name(id, depth + 1);
        match p.inst {
            di::TYPE_BASIC => self.text(p.ops[0]).to_string(),
            di::TYPEDEF => format!("{}{}", self.scope(p.ops[5], 0), self.text(p.ops[0])),
            di::TYPE_COMPOSITE | di::TYPE_ENUM => {
                let keyword = if p.inst == di::TYPE_ENUM {
                    "enum"
                } else {
                    composite_keyword(p.ops[1])
                };
                let path = match self.get(p.ops[2]) {
                    Some(s) if s.inst == di::SOURCE => self.text(s.ops[0]),
                    _ => "",
                };
                let name = self.text(p.ops[0]);
                let name = if name.is_empty() {
                    String::new()
                } else {
                    format!("{}{name}", self.scope(p.ops[5], 0))
                };
                tagged_type_name(keyword, &name, path, p.ops[3])
            }
            di::TYPE_POINTER if depth < 8 => pointer_type_name(&go(p.ops[0]), p.ops[1], p.ops[2]),
            di::TYPE_QUALIFIER if depth < 8 => qualified_type_name(p.ops[1], &go(p.ops[0])),
            di::TYPE_ARRAY if depth < 8 => {
                let counts: Vec<Option<i64>> = p.ops[1..]
                    .iter()
                    .map(|c| self.consts.get(c).copied())
                    .collect();
                array_type_name(&go(p.ops[0]), &counts)
            }
            di::TYPE_VECTOR if depth < 8 && p.ops.len() == 2 => {
                vector_type_name(&go(p.ops[0]), p.ops[1])
            }
            di::INFO_NONE => "void".into(),
            _ => String::new(),
        }
    }

    /// The namespaces and classes around a type in parent `id`, as C++ writes them (`geo::`).
    fn scope(&self, id: u32, depth: u32) -> String {
        let Some(p) = self.get(id) else {
            return String::new();
        };
        let (parent, name) = match p.inst {
            di::LEXICAL_BLOCK if p.ops.len() > 4 => (p.ops[3], p.ops[4]),
            di::TYPE_COMPOSITE => (p.ops[5], p.ops[0]),
            _ => return String::new(),
        };
        if depth >= 8 {
            return String::new();
        }
        scoped_name(&self.scope(parent, depth + 1), self.text(name))
    }
}

/// Whether operand `k` (after the instruction number) of a debug instruction is an id, as the
/// grammar says (literals such as lines must not be taken for ids).
fn operand_is_id(set: Option<&crate::spirv::grammar::ExtInstSetDef>, inst: u32, k: usize) -> bool {
    use crate::spirv::grammar::{Category, Quantifier};
    let Some(def) = set.and_then(|s| s.instruction(inst)) else {
        return false;
    };
    let d = match def.operands.get(k) {
        Some(d) => d,
        None => match def.operands.last() {
            Some(d) if d.quantifier == Quantifier::Many => d,
            _ => return false,
        },
    };
    let kd = d.kind.def();
    kd.category == Category::Id
        || (kd.category == Category::Composite
            && kd.bases.iter().all(|b| b.def().category == Category::Id))
}

/// The id of a node (DebugInfoNone for `None` and what has no translation).
fn node<'c>(cx: &mut Ctx<'c, '_>, d: Option<Di<'c>>) -> u32 {
    let Some(d) = d else {
        return cx.dbg_none().0;
    };
    if let Some(&id) = cx.dbg.nodes.get(&d.md()) {
        return id.0;
    }
    let id = cx.b.fresh_id();
    cx.dbg.nodes.insert(d.md(), id);
    if !translate(cx, d, id) {
        // Nothing to write: uses of the node become DebugInfoNone.
        let none = cx.dbg_none();
        cx.dbg.nodes.insert(d.md(), none);
        return none.0;
    }
    // (A node may stand for another id, as a file does for its path in the older set.)
    cx.dbg.nodes.get(&d.md()).map_or(id.0, |i| i.0)
}

/// The DebugSource (or, for the older set, the path string) of a file.
fn source<'c>(cx: &mut Ctx<'c, '_>, file: Option<Di<'c>>) -> u32 {
    match file {
        Some(f) if f.kind() == DiKind::File => node(cx, Some(f)),
        _ => match cx.dbg.cu_source {
            Some(s) => s.0,
            None => cx.dbg_none().0,
        },
    }
}

/// The OpString of a file's path (for OpLine).
fn path_string<'c>(cx: &mut Ctx<'c, '_>, f: Di<'c>) -> Id {
    if let Some(&id) = cx.dbg.paths.get(&f.md()) {
        return id;
    }
    let id = cx.b.string(&f.file_path());
    cx.dbg.paths.insert(f.md(), id);
    id
}

/// A parent scope: a file (or nothing) stands for the compile unit.
fn parent<'c>(cx: &mut Ctx<'c, '_>, scope: Option<Di<'c>>, cu: Option<Di<'c>>) -> u32 {
    match lexical(cx, scope) {
        Some(s) if s.kind() != DiKind::File => node(cx, Some(s)),
        _ => match cu {
            Some(cu) => node(cx, Some(cu)),
            None => cx.first_cu(),
        },
    }
}

/// The scope itself, or in OpenCL.DebugInfo.100 the nearest enclosing scope spirv-val takes
/// for a lexical scope (a compile unit, function, lexical block or composite type): its
/// DebugLexicalBlockDiscriminator is not one, so what a DILexicalBlockFile scopes is scoped by
/// the block around it instead. The discriminator instruction is still written (for the
/// reader), and an instruction's file stays in its OpLine; which discriminator an instruction
/// had is lost.
fn lexical<'c>(cx: &mut Ctx<'c, '_>, mut scope: Option<Di<'c>>) -> Option<Di<'c>> {
    if cx.dbg.legacy {
        return scope;
    }
    for _ in 0..256 {
        match scope {
            Some(d) if d.kind() == DiKind::LexicalBlockFile => {
                node(cx, Some(d));
                scope = d.node(Field::Scope);
            }
            _ => break,
        }
    }
    scope
}

impl Ctx<'_, '_> {
    fn first_cu(&mut self) -> u32 {
        self.dbg
            .pending
            .iter()
            .find(|p| p.inst == di::COMPILE_UNIT)
            .map(|p| p.id.0)
            .unwrap_or_else(|| self.dbg_none().0)
    }
}

fn encoding(legacy: bool, dwarf: u64) -> u32 {
    if legacy {
        return match dwarf {
            1 | 2 | 4..=8 => dwarf as u32,
            _ => 0,
        };
    }
    u32::try_from(dwarf).map_or(0, crate::mapping::debug_info::encoding_to_spirv)
}

/// Translates a node into the buffer under `id`; false when it has no translation.
fn translate<'c>(cx: &mut Ctx<'c, '_>, d: Di<'c>, id: Id) -> bool {
    let legacy = cx.dbg.legacy;
    let tag = d.int0(Field::Tag);
    match d.kind() {
        DiKind::CompileUnit => {
            let file = d.node(Field::File);
            let src = match file {
                Some(f) => node(cx, Some(f)),
                None => cx.dbg_none().0,
            };
            cx.dbg.cu_source = Some(Id(src));
            let dwarf_lang = d.int0(Field::Language) as u32;
            let lang = if cx.dbg.shader200 {
                crate::spirv::debug_info::SHADER200_LANGUAGES
                    .iter()
                    .find(|&&(l, _)| l == dwarf_lang)
                    .map_or(0, |&(_, s)| s)
            } else {
                match dwarf_lang {
                    0x04 | 0x1a | 0x21 => 4, // C++ → OpenCL_CPP
                    _ => 3,                  // OpenCL_C
                }
            };
            let version = 65536;
            let mut ops = if legacy {
                vec![src, version, cx.dbg.dwarf_version]
            } else {
                vec![version, cx.dbg.dwarf_version, src, lang]
            };
            if cx.dbg.shader200 {
                // (The `.200` set's Producer, an id `shader_layout` leaves as it is.)
                ops.push(cx.dbg_str(&d.str0(Field::Producer)));
            }
            cx.dbg_emit(id, di::COMPILE_UNIT, ops, usize::MAX);
        }
        DiKind::File => {
            let path = cx.dbg_str(&d.file_path());
            if legacy {
                // The older set names files by their path string.
                cx.dbg.nodes.insert(d.md(), Id(path));
                return true;
            }
            let checksum = match d.checksum_kind() {
                1 => Some("MD5"),
                2 => Some("SHA1"),
                3 => Some("SHA256"),
                _ => None,
            }
            .map(|k| format!("//__CSK_{k}:{}", d.str0(Field::Checksum)));
            let text = match (d.string(Field::Source), checksum) {
                (Some(s), Some(c)) => Some(format!("{s}\n{c}")),
                (Some(s), None) => Some(s),
                (None, Some(c)) => Some(c),
                (None, None) => None,
            };
            // Text is optional, but llvm-spirv 14's reader requires the operand (it writes
            // DebugInfoNone, which spirv-val refuses there): an empty string stands for none.
            let text = cx.dbg_str(&text.unwrap_or_default());
            cx.dbg_emit(id, di::SOURCE, vec![path, text], usize::MAX);
        }
        DiKind::BasicType => {
            let name = cx.dbg_str(&d.str0(Field::Name));
            let enc = match d.int0(Field::Encoding) {
                // DW_ATE_complex_float: Complex, only in the `.200` set.
                0x03 if cx.dbg.shader200 => 8,
                dwarf => encoding(legacy, dwarf),
            };
            if cx.dbg.shader {
                // (The constant `shader_layout` gives the encoding, made before the size's
                // as the incumbent orders them.)
                const32(cx, enc);
            }
            let size = cx.dbg_const(d.int0(Field::Size));
            cx.dbg_emit(id, di::TYPE_BASIC, vec![name, size, enc], usize::MAX);
        }
        DiKind::DerivedType => return derived(cx, d, id, tag),
        DiKind::CompositeType => return composite(cx, d, id, tag),
        DiKind::SubroutineType => {
            let mut ops = Vec::new();
            if !legacy {
                ops.push(cx.dbg_flags(d.int0(Field::Flags)));
            }
            let types = d.list(Field::TypeArray);
            if types.is_empty() {
                ops.push(cx.dbg.void.0);
            }
            for (k, t) in types.into_iter().enumerate() {
                match t {
                    None if k == 0 => ops.push(cx.dbg.void.0),
                    t => ops.push(node(cx, t)),
                }
            }
            cx.dbg_emit(id, di::TYPE_FUNCTION, ops, usize::MAX);
        }
        DiKind::Subprogram => return subprogram(cx, d, id),
        DiKind::LexicalBlock => {
            let src = source(cx, d.node(Field::File));
            let line = d.int0(Field::Line) as u32;
            let col = d.int0(Field::Column) as u32;
            let p = parent(cx, d.node(Field::Scope), None);
            cx.dbg_emit(id, di::LEXICAL_BLOCK, vec![src, line, col, p], usize::MAX);
        }
        DiKind::LexicalBlockFile => {
            let src = source(cx, d.node(Field::File));
            let disc = d.int0(Field::Discriminator) as u32;
            let p = parent(cx, d.node(Field::Scope), None);
            cx.dbg_emit(
                id,
                di::LEXICAL_BLOCK_DISCRIMINATOR,
                vec![src, disc, p],
                usize::MAX,
            );
        }
        DiKind::Namespace => {
            let src = source(cx, None);
            let p = parent(cx, d.node(Field::Scope), None);
            let name = cx.dbg_str(&d.str0(Field::Name));
            cx.dbg_emit(id, di::LEXICAL_BLOCK, vec![src, 0, 0, p, name], usize::MAX);
        }
        DiKind::Location => {
            // An inlined-at location.
            let line = d.int0(Field::Line) as u32;
            let scope = lexical(cx, d.node(Field::Scope));
            let scope = node(cx, scope);
            let mut ops = vec![line, scope];
            if let Some(i) = d.node(Field::InlinedAt) {
                ops.push(node(cx, Some(i)));
            }
            cx.dbg_emit(id, di::INLINED_AT, ops, usize::MAX);
            // DebugInlinedAt has no column: the call site's column goes in an OpLine before
            // it (the instruction's own source location, which is the call site).
            let column = d.int0(Field::Column) as u32;
            if column != 0 {
                if let Some(f) = d.node(Field::Scope).and_then(|s| s.node(Field::File)) {
                    let path = path_string(cx, f);
                    if let Some(p) = cx.dbg.pending.last_mut() {
                        p.line = Some((path, line, column));
                    }
                }
            }
        }
        DiKind::LocalVariable => {
            let name = cx.dbg_str(&d.str0(Field::Name));
            let ty = node(cx, d.node(Field::Type));
            let src = source(cx, d.node(Field::File));
            let line = d.int0(Field::Line) as u32;
            let p = parent(cx, d.node(Field::Scope), None);
            let mut ops = vec![name, ty, src, line, 0, p];
            if !legacy {
                ops.push(cx.dbg_flags(d.int0(Field::Flags)));
            }
            let arg = d.int0(Field::Arg) as u32;
            if arg != 0 {
                ops.push(arg);
            }
            cx.dbg_emit(id, di::LOCAL_VARIABLE, ops, usize::MAX);
        }
        DiKind::GlobalVariableExpression => return global_variable(cx, d, id),
        DiKind::GlobalVariable => {
            // A bare variable (a static member's definition refers to one): as an expression
            // without a value.
            return global_fields(cx, d, None, id);
        }
        DiKind::Expression => {
            let ops = expression(cx, d);
            cx.dbg_emit(id, di::EXPRESSION, ops, usize::MAX);
        }
        DiKind::Enumerator => return false,
        DiKind::TemplateTypeParameter => {
            let name = cx.dbg_str(&d.str0(Field::Name));
            let ty = node(cx, d.node(Field::Type));
            let none = cx.dbg_none().0;
            let src = source(cx, None);
            cx.dbg_emit(
                id,
                di::TEMPLATE_PARAMETER,
                vec![name, ty, none, src, 0, 0],
                usize::MAX,
            );
        }
        DiKind::TemplateValueParameter => return template_value(cx, d, id, tag),
        DiKind::Module => {
            // Only under SPV_INTEL_debug_module (operands in the grammar's order: name,
            // source, parent, line, macros, include path, API notes, is-declaration).
            const EXT: &str = "SPV_INTEL_debug_module";
            if cx.dbg.shader200 {
                // The `.200` set's DebugModule: the INTEL layout with constants.
                let name = cx.dbg_str(&d.str0(Field::Name));
                let src = source(cx, d.node(Field::File));
                let line = const32(cx, d.int0(Field::Line) as u32);
                let p = parent(cx, d.node(Field::Scope), None);
                let macros = cx.dbg_str(&d.str0(Field::ConfigMacros));
                let include = cx.dbg_str(&d.str0(Field::IncludePath));
                let notes = cx.dbg_str(&d.str0(Field::ApiNotes));
                let decl = const32(cx, d.int0(Field::IsDecl) as u32);
                cx.dbg_emit(
                    id,
                    di::shader200::MODULE,
                    vec![name, src, line, p, macros, include, notes, decl],
                    usize::MAX,
                );
                return true;
            }
            if legacy || cx.dbg.shader || !cx.extension_allowed(EXT) {
                return false;
            }
            cx.b.require_capability(crate::spirv::tables::enums::Capability::DebugInfoModuleINTEL);
            cx.b.require_extension(EXT);
            let name = cx.dbg_str(&d.str0(Field::Name));
            let src = source(cx, d.node(Field::File));
            let p = parent(cx, d.node(Field::Scope), None);
            let line = d.int0(Field::Line) as u32;
            let macros = cx.dbg_str(&d.str0(Field::ConfigMacros));
            let include = cx.dbg_str(&d.str0(Field::IncludePath));
            let notes = cx.dbg_str(&d.str0(Field::ApiNotes));
            let decl = d.int0(Field::IsDecl) as u32;
            cx.dbg_emit(
                id,
                di::MODULE_INTEL,
                vec![name, src, p, line, macros, include, notes, decl],
                usize::MAX,
            );
        }
        DiKind::ImportedEntity => {
            if legacy {
                return false;
            }
            let name = cx.dbg_str(&d.str0(Field::Name));
            let kind = if tag == 0x3a { 0 } else { 1 };
            let src = source(cx, d.node(Field::File));
            let entity = node(cx, d.node(Field::Entity));
            let line = d.int0(Field::Line) as u32;
            let p = parent(cx, d.node(Field::Scope), None);
            cx.dbg_emit(
                id,
                di::IMPORTED_ENTITY,
                vec![name, kind, src, entity, line, 0, p],
                usize::MAX,
            );
        }
        _ => return false,
    }
    true
}

fn derived<'c>(cx: &mut Ctx<'c, '_>, d: Di<'c>, id: Id, tag: u64) -> bool {
    let legacy = cx.dbg.legacy;
    match tag {
        0x0f | 0x10 | 0x42 => {
            let base = node(cx, d.node(Field::BaseType));
            // No dwarfAddressSpace (the pointers to the opaque OpenCL types) has a class of
            // its own, which the reverse reads as none again.
            let storage = match d.int(Field::AddressSpace) {
                None => POINTER_WITHOUT_ADDRESS_SPACE,
                Some(a) => super::storage_class(a as u32)
                    .unwrap_or(crate::spirv::tables::enums::StorageClass::Generic),
            };
            let flags = match tag {
                0x0f => 0,
                0x10 => 1 << 11,
                _ => 1 << 12,
            };
            let flags = flags | cx.dbg_flags(d.int0(Field::Flags));
            cx.dbg_emit(id, di::TYPE_POINTER, vec![base, storage, flags], usize::MAX);
        }
        0x26 | 0x35 | 0x37 | 0x47 => {
            if tag == 0x47 && legacy {
                return false;
            }
            let base = node(cx, d.node(Field::BaseType));
            let q = match tag {
                0x26 => 0,
                0x35 => 1,
                0x37 => 2,
                _ => 3,
            };
            cx.dbg_emit(id, di::TYPE_QUALIFIER, vec![base, q], usize::MAX);
        }
        0x16 => {
            let name = cx.dbg_str(&d.str0(Field::Name));
            let base = node(cx, d.node(Field::BaseType));
            let src = source(cx, d.node(Field::File));
            let line = d.int0(Field::Line) as u32;
            let p = parent(cx, d.node(Field::Scope), None);
            cx.dbg_emit(
                id,
                di::TYPEDEF,
                vec![name, base, src, line, 0, p],
                usize::MAX,
            );
        }
        0x0d => {
            let name = cx.dbg_str(&d.str0(Field::Name));
            let ty = node(cx, d.node(Field::BaseType));
            let src = source(cx, d.node(Field::File));
            let line = d.int0(Field::Line) as u32;
            let p = parent(cx, d.node(Field::Scope), None);
            let offset = cx.dbg_const(d.int0(Field::Offset));
            let size = cx.dbg_const(d.int0(Field::Size));
            let flags = cx.dbg_flags(d.int0(Field::Flags));
            let mut ops = vec![name, ty, src, line, 0, p, offset, size, flags];
            if let Some(v) = d.node(Field::ExtraData).and_then(|e| e.value()) {
                if let Some(c) = v.const_int_sext() {
                    ops.push(cx.dbg_sconst(c));
                }
            }
            cx.dbg_emit(id, di::TYPE_MEMBER, ops, usize::MAX);
        }
        0x1c => {
            let child = node(cx, d.node(Field::Scope));
            let base = node(cx, d.node(Field::BaseType));
            let offset = cx.dbg_const(d.int0(Field::Offset));
            let size = cx.dbg_const(d.int0(Field::Size));
            let flags = cx.dbg_flags(d.int0(Field::Flags));
            cx.dbg_emit(
                id,
                di::TYPE_INHERITANCE,
                vec![child, base, offset, size, flags],
                usize::MAX,
            );
        }
        0x1f => {
            let base = node(cx, d.node(Field::BaseType));
            let class = node(cx, d.node(Field::ExtraData));
            cx.dbg_emit(id, di::TYPE_PTR_TO_MEMBER, vec![base, class], usize::MAX);
        }
        _ => return false,
    }
    true
}

fn composite<'c>(cx: &mut Ctx<'c, '_>, d: Di<'c>, id: Id, tag: u64) -> bool {
    let legacy = cx.dbg.legacy;
    match tag {
        0x01 => {
            let base = node(cx, d.node(Field::BaseType));
            let subs: Vec<Di<'c>> = d.list(Field::Elements).into_iter().flatten().collect();
            if d.int0(Field::Flags) & (1 << 11) != 0 {
                let count = subs.first().and_then(|s| s.int(Field::Count)).unwrap_or(0) as u32;
                cx.dbg_emit(id, di::TYPE_VECTOR, vec![base, count], usize::MAX);
                return true;
            }
            if cx.dbg.shader200 {
                // The `.200` set's arrays list DebugTypeSubrange instructions.
                let mut ops = vec![base];
                for s in &subs {
                    ops.push(subrange(cx, *s));
                }
                cx.dbg_emit(id, di::TYPE_ARRAY, ops, usize::MAX);
                return true;
            }
            let mut counts = Vec::new();
            let mut lowers = Vec::new();
            let mut any_lower = false;
            for s in &subs {
                counts.push(subrange_count(cx, *s));
                match s.int(Field::LowerBound) {
                    Some(l) if l != 0 => {
                        any_lower = true;
                        lowers.push(cx.dbg_sconst(l as i64));
                    }
                    _ => lowers.push(cx.dbg_none().0),
                }
            }
            let mut ops = vec![base];
            ops.extend(counts);
            // The lower bounds follow the counts, DebugInfoNone where there is none (which is
            // what tells the reader they are there): only in the older set, as spirv-val
            // takes every operand after the base for a count and refuses DebugInfoNone.
            if any_lower && legacy {
                ops.extend(lowers);
            }
            cx.dbg_emit(id, di::TYPE_ARRAY, ops, usize::MAX);
        }
        0x04 => {
            let name = cx.dbg_str(&d.str0(Field::Name));
            let base = node(cx, d.node(Field::BaseType));
            let src = source(cx, d.node(Field::File));
            let line = d.int0(Field::Line) as u32;
            let p = parent(cx, d.node(Field::Scope), None);
            let size = cx.dbg_const(d.int0(Field::Size));
            let flags = cx.dbg_flags(d.int0(Field::Flags));
            let mut ops = vec![name, base, src, line, 0, p, size, flags];
            for e in d.list(Field::Elements).into_iter().flatten() {
                let v = e.int0(Field::Value) as i64;
                let c = cx.dbg_sconst(v);
                let n = cx.dbg_str(&e.str0(Field::Name));
                ops.push(c);
                ops.push(n);
            }
            cx.dbg_emit(id, di::TYPE_ENUM, ops, usize::MAX);
        }
        0x02 | 0x13 | 0x17 => {
            let name = cx.dbg_str(&d.str0(Field::Name));
            let kind = match tag {
                0x02 => 0,
                0x17 => 2,
                _ => 1,
            };
            let src = source(cx, d.node(Field::File));
            let line = d.int0(Field::Line) as u32;
            let p = parent(cx, d.node(Field::Scope), None);
            let flags = cx.dbg_flags(d.int0(Field::Flags));
            let size = if d.int0(Field::Size) == 0 && flags & (1 << 4) != 0 {
                cx.dbg_none().0
            } else {
                cx.dbg_const(d.int0(Field::Size))
            };
            let mut ops = vec![name, kind, src, line, 0, p];
            if !legacy {
                let ident = d.str0(Field::Identifier);
                ops.push(cx.dbg_str(&ident));
            }
            ops.push(size);
            ops.push(flags);
            let forward_from = ops.len();
            // The composite is written before its members (which name it as their parent).
            let members: Vec<Di<'c>> = d.list(Field::Elements).into_iter().flatten().collect();
            let mut ids = Vec::new();
            for m in members {
                let mid = node(cx, Some(m));
                if Some(Id(mid)) != cx.dbg.none {
                    ids.push(mid);
                }
            }
            ops.extend(ids);
            cx.dbg_emit(id, di::TYPE_COMPOSITE, ops, forward_from);
            template(cx, d, id);
        }
        _ => return false,
    }
    true
}

/// The `.200` set's DebugTypeSubrange of a subrange: Lower Bound, Upper Bound, Count (64-bit
/// constants, or the variable or expression that holds them, DebugInfoNone when absent) and
/// the Stride when there is one.
fn subrange<'c>(cx: &mut Ctx<'c, '_>, s: Di<'c>) -> u32 {
    let bound = |cx: &mut Ctx<'c, '_>, f: Field| match (s.int(f), s.node(f)) {
        (Some(v), _) => {
            let t = cx.b.type_int(64, 0);
            let id = cx.b.constant(t, &[v as u32, (v >> 32) as u32]).0;
            cx.dbg.consts.insert(id, v as i64);
            Some(id)
        }
        (None, Some(n)) => Some(node(cx, Some(n))),
        (None, None) => None,
    };
    let mut ops = Vec::new();
    for f in [Field::LowerBound, Field::UpperBound, Field::Count] {
        let b = bound(cx, f);
        let b = b.unwrap_or_else(|| cx.dbg_none().0);
        ops.push(b);
    }
    if let Some(stride) = bound(cx, Field::Stride) {
        ops.push(stride);
    }
    let id = cx.b.fresh_id();
    cx.dbg_emit(id, di::shader200::TYPE_SUBRANGE, ops, usize::MAX);
    id.0
}

/// The Component Count of a subrange. In the older set: its count (a constant, or the
/// variable or expression that holds it), DebugInfoNone when it has none. In
/// OpenCL.DebugInfo.100, what spirv-val accepts there: a positive constant (from the count,
/// or from constant upper and lower bounds), a variable of an unsigned 32- or 64-bit basic
/// type; otherwise (no count, a count of 0, a count in a signed variable or an expression,
/// an upper bound in a variable) the unknown count -1, a 64-bit constant.
fn subrange_count<'c>(cx: &mut Ctx<'c, '_>, s: Di<'c>) -> u32 {
    let upper = || match (s.int(Field::UpperBound), s.int(Field::LowerBound)) {
        (Some(u), l) => (u as i64)
            .checked_sub(l.unwrap_or(0) as i64)
            .and_then(|c| c.checked_add(1))
            .filter(|&c| c > 0),
        _ => None,
    };
    if cx.dbg.legacy {
        return match (s.int(Field::Count), s.node(Field::Count)) {
            (Some(c), _) => cx.dbg_const(c),
            (_, Some(n)) => node(cx, Some(n)),
            _ => match upper() {
                Some(c) => cx.dbg_const(c as u64),
                None => cx.dbg_none().0,
            },
        };
    }
    let unsigned_var = |n: Di<'c>| {
        matches!(n.kind(), DiKind::LocalVariable | DiKind::GlobalVariable)
            && n.node(Field::Type).is_some_and(|t| {
                t.kind() == DiKind::BasicType
                    && t.int0(Field::Encoding) == 0x07 // DW_ATE_unsigned
                    && matches!(t.int0(Field::Size), 32 | 64)
            })
    };
    let count = match (s.int(Field::Count), s.node(Field::Count)) {
        (Some(c), _) if c != 0 && c as i64 >= -1 => Some(c),
        (_, Some(n)) if unsigned_var(n) => return node(cx, Some(n)),
        (None, None) => upper().map(|c| c as u64),
        _ => None,
    };
    cx.dbg_const(count.unwrap_or(u64::MAX))
}

/// DebugTypeTemplate for a composite or subprogram with template parameters.
fn template<'c>(cx: &mut Ctx<'c, '_>, d: Di<'c>, target: Id) {
    let params: Vec<Di<'c>> = d
        .list(Field::TemplateParams)
        .into_iter()
        .flatten()
        .collect();
    if params.is_empty() {
        return;
    }
    let mut ops = vec![target.0];
    for p in params {
        ops.push(node(cx, Some(p)));
    }
    let tid = cx.b.fresh_id();
    cx.dbg_emit(tid, di::TYPE_TEMPLATE, ops, usize::MAX);
}

fn template_value<'c>(cx: &mut Ctx<'c, '_>, d: Di<'c>, id: Id, tag: u64) -> bool {
    let name = cx.dbg_str(&d.str0(Field::Name));
    let src = source(cx, None);
    match tag {
        0x4106 => {
            // DW_TAG_GNU_template_template_param
            let tname = cx.dbg_str(&d.string(Field::Value).unwrap_or_default());
            cx.dbg_emit(
                id,
                di::TEMPLATE_TEMPLATE_PARAMETER,
                vec![name, tname, src, 0, 0],
                usize::MAX,
            );
        }
        0x4107 => {
            // DW_TAG_GNU_template_parameter_pack
            let mut ops = vec![name, src, 0, 0];
            if let Some(list) = d.node(Field::Value) {
                for p in list.elements().into_iter().flatten() {
                    ops.push(node(cx, Some(p)));
                }
            }
            cx.dbg_emit(id, di::TEMPLATE_PARAMETER_PACK, ops, usize::MAX);
        }
        _ => {
            let ty = node(cx, d.node(Field::Type));
            let value = match (
                d.int(Field::Value),
                d.node(Field::Value).and_then(|v| v.value()),
            ) {
                (Some(v), _) => cx.dbg_sconst(v as i64),
                (None, Some(g))
                    if g.kind() == ValueKind::GlobalVariable || g.kind() == ValueKind::Function =>
                {
                    cx.value_id(g).0
                }
                _ => cx.dbg_none().0,
            };
            cx.dbg_emit(
                id,
                di::TEMPLATE_PARAMETER,
                vec![name, ty, value, src, 0, 0],
                usize::MAX,
            );
        }
    }
    true
}

fn subprogram<'c>(cx: &mut Ctx<'c, '_>, d: Di<'c>, id: Id) -> bool {
    let name = cx.dbg_str(&d.str0(Field::Name));
    let ty = node(cx, d.node(Field::Type));
    let src = source(cx, d.node(Field::File));
    let line = d.int0(Field::Line) as u32;
    let p = parent(cx, d.node(Field::Scope), d.node(Field::Unit));
    let linkage = cx.dbg_str(&d.str0(Field::LinkageName));
    let sp_flags = d.int0(Field::SpFlags);
    let mut flags = cx.dbg_flags(d.int0(Field::Flags));
    if sp_flags & 4 != 0 {
        flags |= 1 << 2;
    }
    if sp_flags & 16 != 0 {
        flags |= 1 << 13;
    }
    let is_def = sp_flags & 8 != 0;
    if !is_def {
        cx.dbg_emit(
            id,
            di::FUNCTION_DECLARATION,
            vec![name, ty, src, line, 0, p, linkage, flags],
            usize::MAX,
        );
        template(cx, d, id);
        return true;
    }
    flags |= 1 << 3;
    let scope_line = d.int0(Field::ScopeLine) as u32;
    let function = match cx.dbg.functions.get(&d.md()).copied() {
        Some(f) if !f.is_declaration() => cx.value_id(f).0,
        _ => cx.dbg_none().0,
    };
    let mut ops = vec![
        name, ty, src, line, 0, p, linkage, flags, scope_line, function,
    ];
    if let Some(decl) = d.node(Field::Declaration) {
        ops.push(node(cx, Some(decl)));
    }
    cx.dbg_emit(id, di::FUNCTION, ops, usize::MAX);
    template(cx, d, id);
    true
}

fn global_variable<'c>(cx: &mut Ctx<'c, '_>, gve: Di<'c>, id: Id) -> bool {
    let Some(var) = gve.node(Field::Variable) else {
        return false;
    };
    global_fields(cx, var, Some(gve), id)
}

fn global_fields<'c>(cx: &mut Ctx<'c, '_>, var: Di<'c>, gve: Option<Di<'c>>, id: Id) -> bool {
    let name = cx.dbg_str(&var.str0(Field::Name));
    let ty = node(cx, var.node(Field::Type));
    let src = source(cx, var.node(Field::File));
    let line = var.int0(Field::Line) as u32;
    let p = parent(cx, var.node(Field::Scope), None);
    let linkage = cx.dbg_str(&var.str0(Field::LinkageName));
    let expr = gve
        .and_then(|g| g.node(Field::Expression))
        .map(|e| e.expr_ops())
        .unwrap_or_default();
    let value = match (
        gve.and_then(|g| cx.dbg.globals.get(&g.md()).copied()),
        expr.as_slice(),
    ) {
        (_, [0x10, v, 0x9f]) => cx.dbg_const(*v),
        (Some(g), _) => cx.variable_id(g).0,
        _ => cx.dbg_none().0,
    };
    let mut flags = cx.dbg_flags(0);
    if var.int0(Field::IsLocal) != 0 {
        flags |= 1 << 2;
    }
    if var.int0(Field::IsDefinition) != 0 {
        flags |= 1 << 3;
    }
    let mut ops = vec![name, ty, src, line, 0, p, linkage, value, flags];
    if let Some(decl) = var.node(Field::StaticMember) {
        ops.push(node(cx, Some(decl)));
    }
    cx.dbg_emit(id, di::GLOBAL_VARIABLE, ops, usize::MAX);
    true
}

fn expression<'c>(cx: &mut Ctx<'c, '_>, d: Di<'c>) -> Vec<u32> {
    let elems = d.expr_ops();
    let mut out = Vec::new();
    let mut k = 0;
    while k < elems.len() {
        let op = elems[k];
        let n = operation_literals(op);
        match operation_to_spirv(op, cx.dbg.legacy) {
            Some(spv) => {
                let mut ops = vec![spv];
                for j in 0..n {
                    ops.push(elems.get(k + 1 + j).copied().unwrap_or(0) as u32);
                }
                let oid = cx.b.fresh_id();
                cx.dbg_emit(oid, di::OPERATION, ops, usize::MAX);
                out.push(oid.0);
                k += 1 + n;
            }
            None => k += 1 + n,
        }
    }
    out
}

fn macro_node<'c>(cx: &mut Ctx<'c, '_>, m: Di<'c>, file: Option<Di<'c>>) {
    match m.kind() {
        DiKind::MacroFile => {
            let f = m.node(Field::File);
            for e in m.list(Field::Elements).into_iter().flatten() {
                macro_node(cx, e, f);
            }
        }
        DiKind::Macro => {
            let src = match file {
                Some(f) => path_string(cx, f).0,
                None => cx.dbg_str(""),
            };
            let line = m.int0(Field::Line) as u32;
            let name = cx.dbg_str(&m.str0(Field::Name));
            let id = cx.b.fresh_id();
            if m.int0(Field::MacinfoType) == 2 {
                // An undefinition names the definition it ends, if we wrote one.
                let def = cx
                    .dbg
                    .pending
                    .iter()
                    .rev()
                    .find(|p| p.inst == di::MACRO_DEF && p.ops.get(2) == Some(&name))
                    .map(|p| p.id.0);
                if let Some(def) = def {
                    cx.dbg_emit(id, di::MACRO_UNDEF, vec![src, line, def], usize::MAX);
                }
            } else {
                let value = cx.dbg_str(&m.str0(Field::Value));
                cx.dbg_emit(id, di::MACRO_DEF, vec![src, line, name, value], usize::MAX);
            }
        }
        _ => {}
    }
}

// ---- function bodies ----------------------------------------------------------------------

/// Before an instruction of a function body: its location as `OpLine` and `DebugScope` (or
/// `OpNoLine` and `DebugNoScope` when it has none), and for `llvm.dbg.declare/value`, the
/// `DebugDeclare`/`DebugValue`.
pub(crate) fn before_instruction<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>) {
    if !cx.dbg.active {
        return;
    }
    let block = lldi::instruction_block(inst);
    if block != cx.dbg.block {
        // Scopes and lines end with their block.
        cx.dbg.block = block;
        cx.dbg.scope = None;
        cx.dbg.line = None;
    }
    // (An OpPhi may follow OpLine and DebugScope: a phi's location is kept.)
    if super::builtin_calls::makes_no_instruction(inst) {
        return;
    }
    // spirv-val takes no instruction of the non-semantic sets before an OpPhi (only
    // OpLine): there a phi has no location of its own.
    if cx.dbg.shader && inst.opcode() == Some(crate::llvm::ir::Opcode::LLVMPHI) {
        return;
    }
    let dbg = lldi::dbg_intrinsic(inst);
    match inst
        .metadata("dbg")
        .map(Di::new)
        .filter(|l| l.kind() == DiKind::Location)
    {
        Some(loc) => {
            let scope_md = loc.node(Field::Scope);
            let scope = lexical(cx, scope_md);
            let scope = node(cx, scope);
            let inlined = loc.node(Field::InlinedAt).map(|i| node(cx, Some(i)));
            if cx.dbg.scope != Some((Id(scope), inlined.map(Id))) {
                let mut ops = vec![cx.dbg.set.0, di::SCOPE, scope];
                ops.extend(inlined);
                let sid = cx.b.fresh_id();
                cx.b.inst_with_id(op::ExtInst, Some(cx.dbg.void), sid, &ops);
                cx.dbg.scope = Some((Id(scope), inlined.map(Id)));
            }
            let file = scope_md.and_then(|s| {
                if s.kind() == DiKind::File {
                    Some(s)
                } else {
                    s.node(Field::File)
                }
            });
            if let Some(f) = file {
                // (The non-semantic sets name the DebugSource of the file.)
                let path = if cx.dbg.shader {
                    Id(node(cx, Some(f)))
                } else {
                    path_string(cx, f)
                };
                let line = loc.int0(Field::Line) as u32;
                let col = loc.int0(Field::Column) as u32;
                if cx.dbg.line != Some((path, line, col)) {
                    if cx.dbg.shader {
                        // (Column End one past the start, as the incumbent writes it.)
                        let l = const32(cx, line);
                        let (c, c_end) = (const32(cx, col), const32(cx, col + 1));
                        let ops = [cx.dbg.set.0, di::shader::LINE, path.0, l, l, c, c_end];
                        let id = cx.b.fresh_id();
                        cx.b.inst_with_id(op::ExtInst, Some(cx.dbg.void), id, &ops);
                    } else {
                        cx.b.inst_no_result(op::Line, &[path.0, line, col]);
                    }
                    cx.dbg.line = Some((path, line, col));
                }
            }
        }
        None => {
            if dbg.is_none() {
                end_location(cx);
            }
        }
    }
    if let Some(kind) = dbg {
        intrinsic(cx, inst, kind);
    }
}

/// Before an instruction that has no location (a constant expression made an instruction):
/// `OpNoLine` and `DebugNoScope` if a line or scope is open.
pub(crate) fn before_unlocated(cx: &mut Ctx<'_, '_>) {
    if cx.dbg.active {
        end_location(cx);
    }
}

fn end_location(cx: &mut Ctx<'_, '_>) {
    if cx.dbg.line.take().is_some() {
        if cx.dbg.shader {
            let id = cx.b.fresh_id();
            let ops = [cx.dbg.set.0, di::shader::NO_LINE];
            cx.b.inst_with_id(op::ExtInst, Some(cx.dbg.void), id, &ops);
        } else {
            cx.b.inst_no_result(op::NoLine, &[]);
        }
    }
    if cx.dbg.scope.take().is_some() {
        let sid = cx.b.fresh_id();
        let ops = [cx.dbg.set.0, di::NO_SCOPE];
        cx.b.inst_with_id(op::ExtInst, Some(cx.dbg.void), sid, &ops);
    }
}

fn intrinsic<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>, kind: DbgIntrinsic) {
    let inst_no = match kind {
        DbgIntrinsic::Declare | DbgIntrinsic::Addr => di::DECLARE,
        DbgIntrinsic::Value => di::VALUE,
        DbgIntrinsic::Label => return,
    };
    let Some(var) = lldi::dbg_variable(inst) else {
        return;
    };
    let var = node(cx, Some(var));
    let value = match lldi::dbg_location(inst) {
        Some(v) => match v.kind() {
            ValueKind::Instruction => match cx.values.get(&v) {
                Some(&id) => id.0,
                None => cx.dbg_none().0,
            },
            ValueKind::Argument | ValueKind::GlobalVariable | ValueKind::Function => {
                cx.value_id(v).0
            }
            ValueKind::Metadata => cx.dbg_none().0,
            // Lowered to instructions before the DebugValue, as instruction operands are.
            ValueKind::ConstantExpr => match cx.lowered_debug_location(inst) {
                Some(id) => id.0,
                None => match cx.operand_id(v) {
                    Ok(id) => id.0,
                    Err(_) => cx.dbg_none().0,
                },
            },
            // An undefined value stays an OpUndef of its type (llvm-spirv 14's reader needs a
            // typed value there); undefined storage has nothing to declare.
            _ if v.is_constant() && (inst_no == di::VALUE || !is_undef(v)) => {
                match cx.constant_id(v) {
                    Ok(id) => id.0,
                    Err(_) => cx.dbg_none().0,
                }
            }
            _ => cx.dbg_none().0,
        },
        None => cx.dbg_none().0,
    };
    if inst_no == di::DECLARE && Some(Id(value)) == cx.dbg.none {
        // Nothing to declare (the storage is gone).
        return;
    }
    // llvm-spirv 14's reader crashes on a DebugValue of DebugInfoNone: a value with no
    // translation (an argument list, a dropped instruction) is an OpUndef instead.
    let value = if inst_no == di::VALUE && Some(Id(value)) == cx.dbg.none {
        undefined_location(cx, inst).0
    } else {
        value
    };
    // An expression the set cannot hold: no declaration, and for a value an OpUndef (the
    // variable's earlier location ends here), of the same fragment.
    let expression = lldi::dbg_expression(inst);
    let ops = expression.map(|e| e.expr_ops()).unwrap_or_default();
    if !expression_writable(&ops, cx.dbg.legacy) {
        if inst_no == di::DECLARE {
            return;
        }
        let undef = undefined_location(cx, inst).0;
        let expr = fragment_expression(cx, &ops);
        let id = cx.b.fresh_id();
        let ops = [cx.dbg.set.0, di::VALUE, var, undef, expr];
        cx.b.inst_with_id(op::ExtInst, Some(cx.dbg.void), id, &ops);
        return;
    }
    // DebugDeclare takes only an OpVariable or OpFunctionParameter (spirv-val holds to it):
    // other storage (a variable-length array, an alloca of several elements) is described as
    // a DebugValue of its address with a Deref, which is what the declaration means.
    let (inst_no, expr) =
        if inst_no == di::DECLARE && !lldi::dbg_location(inst).is_some_and(is_variable) {
            (di::VALUE, deref_expression(cx, expression, &ops))
        } else {
            let expr = match expression {
                Some(e) => node(cx, Some(e)),
                None => cx.dbg_none().0,
            };
            (inst_no, expr)
        };
    let id = cx.b.fresh_id();
    let ops = [cx.dbg.set.0, inst_no, var, value, expr];
    cx.b.inst_with_id(op::ExtInst, Some(cx.dbg.void), id, &ops);
}

/// Whether a value becomes an OpVariable or OpFunctionParameter.
fn is_variable(v: Value<'_>) -> bool {
    match v.kind() {
        ValueKind::Argument | ValueKind::GlobalVariable => true,
        ValueKind::Instruction => {
            v.allocated_type().is_some() && super::instructions::alloca_count(v) == Some(1)
        }
        _ => false,
    }
}

/// A new DebugExpression of nothing but the trailing fragment of `ops` (in
/// OpenCL.DebugInfo.100; an empty one without).
fn fragment_expression(cx: &mut Ctx<'_, '_>, ops: &[u64]) -> u32 {
    let mut out = Vec::new();
    if let Some((offset, size)) = trailing_fragment(ops, cx.dbg.legacy) {
        let f = cx.b.fresh_id();
        cx.dbg_emit(
            f,
            di::OPERATION,
            vec![FRAGMENT.1, offset as u32, size as u32],
            usize::MAX,
        );
        out.push(f.0);
    }
    let id = cx.b.fresh_id();
    cx.dbg_emit(id, di::EXPRESSION, out, usize::MAX);
    id.0
}

/// The (offset, size) of the `DW_OP_LLVM_fragment` that ends `ops`, in the sets that have
/// Fragment (not the legacy one).
fn trailing_fragment(ops: &[u64], legacy: bool) -> Option<(u64, u64)> {
    match ops {
        [.., op, offset, size] if *op == FRAGMENT.0 && !legacy => Some((*offset, *size)),
        _ => None,
    }
}

/// A new DebugExpression of `e`'s operations (`elems`) with a Deref after them (before a
/// trailing fragment).
fn deref_expression<'c>(cx: &mut Ctx<'c, '_>, e: Option<Di<'c>>, elems: &[u64]) -> u32 {
    let mut ops = match e {
        Some(e) => expression(cx, e),
        None => Vec::new(),
    };
    let fragment = trailing_fragment(elems, cx.dbg.legacy).is_some();
    let deref = cx.b.fresh_id();
    cx.dbg_emit(deref, di::OPERATION, vec![0], usize::MAX);
    let at = if fragment {
        ops.len().saturating_sub(1)
    } else {
        ops.len()
    };
    ops.insert(at, deref.0);
    let id = cx.b.fresh_id();
    cx.dbg_emit(id, di::EXPRESSION, ops, usize::MAX);
    id.0
}

/// The OpUndef a DebugValue names for a location without a translation: of the type of the
/// location's first value (an argument list's first too) when that is a number or a vector,
/// else of a 32-bit integer (which the reverse makes of DebugInfoNone there).
fn undefined_location<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>) -> Id {
    let ty = lldi::dbg_first_location(inst)
        .map(|v| v.type_of())
        .filter(|t| {
            matches!(
                t.kind(),
                TypeKind::Integer
                    | TypeKind::Half
                    | TypeKind::Float
                    | TypeKind::Double
                    | TypeKind::Vector
            )
        })
        .and_then(|t| cx.type_id(t).ok());
    let ty = match ty {
        Some(t) => t,
        None => cx.b.type_int(32, 0),
    };
    cx.b.undef(ty)
}

fn is_undef(v: Value<'_>) -> bool {
    matches!(v.kind(), ValueKind::Undef | ValueKind::Poison)
}
