//! Fitting the validator: the shader sets' layout rules, stand-ins for what spirv-val refuses,
//! and the type names the incumbent gives nodes.

use super::*;

/// Rewrites the instructions, built in the layout of `OpenCL.DebugInfo.100`, in that of the
/// non-semantic sets: literals become 32-bit constants; DebugTypeBasic gets Flags (none);
/// DebugTypeMember loses its Parent, DebugTypeInheritance its Child, DebugFunction its
/// function (`function_definition` names it instead).
pub(super) fn shader_layout(cx: &mut Ctx<'_, '_>, pending: &mut Vec<Pending>) {
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

/// In the non-semantic sets every operand comes before its user (spirv-val takes no forward
/// reference there, not even to a composite's members): a composite whose Parent is the
/// composite that has a member of its type (an anonymous structure in a union) would close a
/// cycle; its Parent becomes the enclosing composite's own (the nesting is lost, the type
/// stays).
pub(super) fn break_parent_cycles(pending: &mut [Pending]) {
    let index: HashMap<u32, usize> = pending
        .iter()
        .enumerate()
        .map(|(n, p)| (p.id.0, n))
        .collect();
    let member_of_type = |outer: &Pending, ty: u32| {
        outer.ops.iter().skip(9).any(|m| {
            index.get(m).is_some_and(|&mi| {
                pending[mi].inst == di::TYPE_MEMBER && pending[mi].ops.get(1) == Some(&ty)
            })
        })
    };
    let mut fixes = Vec::new();
    for (n, p) in pending.iter().enumerate() {
        if p.inst != di::TYPE_COMPOSITE || p.ops.len() <= 5 {
            continue;
        }
        let mut parent = p.ops[5];
        for _ in 0..64 {
            match index.get(&parent).map(|&pi| &pending[pi]) {
                Some(outer)
                    if outer.inst == di::TYPE_COMPOSITE
                        && outer.ops.len() > 5
                        && member_of_type(outer, p.id.0) =>
                {
                    parent = outer.ops[5];
                }
                _ => break,
            }
        }
        if parent != p.ops[5] {
            fixes.push((n, parent));
        }
    }
    for (n, parent) in fixes {
        pending[n].ops[5] = parent;
    }
}

/// The stand-in `DebugTypeBasic` named `name` (size 0, Unspecified) that `fit_validator`
/// puts where spirv-val wants a basic type: made once per name.
pub(super) fn standin(
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
pub(super) fn fit_validator(
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
    let mut alias: HashMap<u32, u32> = HashMap::default();
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
    let mut name_count: HashMap<String, u32> = HashMap::default();
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
                // (A typedef or qualifier of void is kept: its base becomes the stand-in named
                // void, which the reverse reads as no type again.)
                let void = inst_of(base) == Some(di::INFO_NONE);
                if inst_of(base) != Some(di::TYPE_BASIC) && !resolvable(base) && !void {
                    alias.insert(p.id.0, base);
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    let mut standins: HashMap<String, u32> = HashMap::default();
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
    let mut singles: HashMap<u32, u32> = HashMap::default();
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
pub(super) struct TypeNames<'a> {
    pub(super) pending: &'a [Pending],
    pub(super) index: &'a HashMap<u32, usize>,
    pub(super) strings: &'a HashMap<u32, String>,
    pub(super) consts: &'a HashMap<u32, i64>,
}

impl TypeNames<'_> {
    pub(super) fn text(&self, id: u32) -> &str {
        self.strings.get(&id).map_or("", String::as_str)
    }

    pub(super) fn get(&self, id: u32) -> Option<&Pending> {
        self.index.get(&id).map(|&n| &self.pending[n])
    }

    /// The name of type `id`: typedefs and basic types by name (in their namespaces and
    /// classes), composites and enums by keyword and name or where an anonymous one is
    /// declared, the others after their bases.
    pub(super) fn name(&self, id: u32, depth: u32) -> String {
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
    pub(super) fn scope(&self, id: u32, depth: u32) -> String {
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
pub(super) fn operand_is_id(
    set: Option<&crate::spirv::grammar::ExtInstSetDef>,
    inst: u32,
    k: usize,
) -> bool {
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
