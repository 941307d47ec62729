//! Debug types: stand-ins for types named but not defined, scopes, vectors, subranges, arrays
//! and composites.

use super::*;

/// The name the forward translation gives a stand-in for the type `id` (its `name_of`):
/// typedefs and basic types by their names, composites and enums by keyword and name or where
/// an anonymous one is declared (`struct Node`, `(anonymous struct at particles.cl:19)`),
/// vectors, qualifiers, pointers and arrays after their base (`uchar
/// __attribute__((ext_vector_type(4)))`, `const int`, `float __global *`, `int [2][4]`). A
/// stand-in base reads as the name it has, which is the one of the type it stands for.
pub(super) fn stand_in_name(rx: &Rx<'_, '_>, id: u32, depth: u32) -> Result<Option<String>> {
    let (i, inst, set) = some!(debug_op(rx, id));
    let o = Ops::of(rx, i, set);
    let base = |k: usize| {
        if depth < 8 {
            stand_in_name(rx, o.id(k), depth + 1)
        } else {
            Ok(None)
        }
    };
    Ok(match inst {
        di::TYPE_BASIC => string_of(rx, o.id(0)),
        di::TYPEDEF => Some(format!(
            "{}{}",
            scope_name(rx, o.id(5), 0),
            some!(string_of(rx, o.id(0)))
        )),
        di::TYPE_COMPOSITE | di::TYPE_ENUM => {
            let keyword = if inst == di::TYPE_ENUM {
                "enum"
            } else {
                composite_keyword(lit(rx, &o, 1)?)
            };
            let path = match debug_op(rx, o.id(2)) {
                Some((si, di::SOURCE, _)) => string_of(rx, some!(args(rx, si).first().copied())),
                _ => None,
            };
            // (An anonymous type's Name is an empty OpString or DebugInfoNone: no name, and
            // no file path for a type that has no DebugSource.)
            let mut name = string_of(rx, o.id(0)).unwrap_or_default();
            if !name.is_empty() {
                name.insert_str(0, &scope_name(rx, o.id(5), 0));
            }
            // (No DebugSource: no path.)
            let path = path.unwrap_or_default();
            Some(tagged_type_name(keyword, &name, &path, lit(rx, &o, 3)?))
        }
        di::TYPE_POINTER => {
            let base = some!(base(0)?);
            Some(pointer_type_name(&base, lit(rx, &o, 1)?, lit(rx, &o, 2)?))
        }
        di::TYPE_VECTOR => {
            let base = some!(base(0)?);
            Some(vector_type_name(&base, lit(rx, &o, 1)?))
        }
        di::TYPE_ARRAY => {
            // A vector of more than 4 components, as the forward writes it (see `array`).
            if o.a.len() == 2 {
                if let Some((vi, di::TYPE_VECTOR, _)) = debug_op(rx, o.id(0)) {
                    let v = Ops::of(rx, vi, set);
                    if lit(rx, &v, 1)? == 1 {
                        let (n, _) = some!(constant(rx, o.id(1)));
                        let elem = some!(stand_in_name(rx, v.id(0), depth + 1)?);
                        return Ok(Some(vector_type_name(&elem, n)));
                    }
                }
            }
            let counts: Vec<Option<i64>> = (1..o.a.len())
                .map(|k| constant(rx, o.id(k)).map(|(c, _)| c))
                .collect();
            Some(array_type_name(&some!(base(0)?), &counts))
        }
        di::TYPE_QUALIFIER => {
            let q = lit(rx, &o, 1)?;
            Some(qualified_type_name(q, &some!(base(0)?)))
        }
        di::INFO_NONE => Some("void".into()),
        _ => None,
    })
}

/// The namespaces and classes around a type in parent `id`, as stand-in names write them
/// (`geo::`; the forward translation's `TypeNames::scope`).
pub(super) fn scope_name(rx: &Rx<'_, '_>, id: u32, depth: u32) -> String {
    let Some((i, inst, set)) = debug_op(rx, id) else {
        return String::new();
    };
    let o = Ops::of(rx, i, set);
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
pub(super) fn stand_in_name_of(rx: &Rx<'_, '_>, id: u32) -> Result<Option<String>> {
    let (bi, inst, set) = some!(debug_op(rx, id));
    if inst != di::TYPE_BASIC || set == SetKind::Legacy {
        return Ok(None);
    }
    let o = Ops::of(rx, bi, set);
    if int_op(rx, o.id(1)) != 0 || lit(rx, &o, 2)? != 0 {
        return Ok(None);
    }
    Ok(string_of(rx, o.id(0)))
}

/// The DWARF tag of DebugTypeQualifier qualifier `q`.
pub(super) fn qualifier_tag(q: u32) -> u32 {
    match q {
        0 => tag::CONST,
        1 => tag::VOLATILE,
        2 => tag::RESTRICT,
        _ => tag::ATOMIC,
    }
}

/// A type operand: a stand-in resolved to the type it names (`resolve_stand_in`), or the node.
pub(super) fn type_operand<'c>(rx: &mut Rx<'c, '_>, id: u32) -> Result<Option<DiRef<'c>>> {
    if let Some(name) = stand_in_name_of(rx, id)? {
        if let Some(t) = resolve_stand_in(rx, &name, 0)? {
            return Ok(Some(t));
        }
    }
    node(rx, id)
}

/// The type a stand-in name means: the one type of the module with that name (`named_type`);
/// failing that, a qualified name (`const uint`, whose qualifier the forward translation left
/// out) is the qualifier made anew on the type its rest names.
pub(super) fn resolve_stand_in<'c>(
    rx: &mut Rx<'c, '_>,
    name: &str,
    depth: u32,
) -> Result<Option<DiRef<'c>>> {
    if let Some(only) = named_type(rx, name) {
        return node(rx, only);
    }
    if depth > 8 {
        return Ok(None);
    }
    let (keyword, rest) = some!(name.split_once(' '));
    let tag = qualifier_tag(some!(qualifier_of_keyword(keyword)));
    let base = Some(some!(resolve_stand_in(rx, rest, depth + 1)?));
    Ok(some!(builder(rx)).derived(&DerivedDesc {
        tag,
        base,
        ..Default::default()
    }))
}

/// The one type a stand-in name means (`stand_in_name`), if one has it; a bare composite or
/// enum name when no type has the name.
pub(super) fn named_type(rx: &Rx<'_, '_>, name: &str) -> Option<u32> {
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
pub(super) fn is_scope(rx: &Rx<'_, '_>, id: u32) -> bool {
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
pub(super) fn scope_of<'c>(scope: Option<DiRef<'c>>) -> Option<DiRef<'c>> {
    let s = scope?;
    match s.md().map(|m| Di::new(m).kind()) {
        Some(DiKind::CompileUnit) => None,
        _ => Some(s),
    }
}

/// The node that stands for a DebugGlobalVariable where LLVM wants a variable (the entity of
/// an imported declaration): the variable of its `DIGlobalVariableExpression`, which is what
/// a DebugGlobalVariable's id reads as.
pub(super) fn variable_of<'c>(n: Option<DiRef<'c>>) -> Option<DiRef<'c>> {
    let d = Di::new(n?.md()?);
    match d.kind() {
        DiKind::GlobalVariableExpression => d.node(Field::Variable).and_then(node_ref),
        _ => n,
    }
}

/// The subprogram a scope is in.
pub(super) fn subprogram_of(scope: DiRef<'_>) -> Option<DiRef<'_>> {
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

pub(super) fn node_ref(d: Di<'_>) -> Option<DiRef<'_>> {
    DiRef::from_md(d.md())
}

/// A vector type of `count` elements of type `base`.
pub(super) fn vector<'c>(rx: &mut Rx<'c, '_>, base: u32, count: u32) -> Result<Option<DiRef<'c>>> {
    let base = type_operand(rx, base)?;
    let elem_size = size_through(base);
    let b = some!(builder(rx));
    let sr = b.subrange(Bound::Int(i64::from(count)), Bound::None, None, None);
    let elems = b.tuple(&[sr]);
    let n = if count == 3 { 4 } else { count };
    Ok(b.composite(&CompositeDesc {
        tag: tag::ARRAY,
        base,
        size: total_size(elem_size, u64::from(n)),
        flags: tag::VECTOR_FLAG,
        elements: elems,
        ..Default::default()
    }))
}

/// The `.200` set's DebugTypeSubrange (Lower Bound, Upper Bound, Count, Stride?: constants,
/// variables or expressions, DebugInfoNone when absent). A constant upper bound with no count
/// gives the count.
pub(super) fn subrange<'c>(rx: &mut Rx<'c, '_>, o: &Ops<'_>) -> Result<Option<DiRef<'c>>> {
    let bound = |rx: &mut Rx<'c, '_>, id: u32| -> Result<Bound<'c>> {
        Ok(match constant(rx, id) {
            Some((v, _)) => Bound::Int(v),
            None => match node(rx, id)? {
                Some(n) => Bound::Node(n),
                None => Bound::None,
            },
        })
    };
    let lower = bound(rx, o.id(0))?;
    let upper = bound(rx, o.id(1))?;
    let mut count = bound(rx, o.id(2))?;
    let stride = if o.has(3) { node(rx, o.id(3))? } else { None };
    let upper = match (upper, &count) {
        (Bound::Node(n), _) => Some(n),
        (Bound::Int(u), Bound::None) => {
            let l = match lower {
                Bound::Int(l) => l,
                _ => 0,
            };
            // (A count that does not fit in 64 bits stays unknown.)
            if let Some(c) = u.checked_sub(l).and_then(|d| d.checked_add(1)) {
                count = Bound::Int(c);
            }
            None
        }
        _ => None,
    };
    Ok(some!(builder(rx)).subrange(count, lower, upper, stride))
}

/// Whether `id` is a `.200` DebugTypeSubrange.
pub(super) fn is_subrange(rx: &Rx<'_, '_>, id: u32) -> bool {
    matches!(
        debug_op(rx, id),
        Some((_, di::shader200::TYPE_SUBRANGE, SetKind::Shader200))
    )
}

pub(super) fn array<'c>(rx: &mut Rx<'c, '_>, o: &Ops<'_>) -> Result<Option<DiRef<'c>>> {
    // The `.200` set's arrays list subranges.
    let dims = o.a.get(1..).unwrap_or(&[]);
    if !dims.is_empty() && dims.iter().all(|&d| is_subrange(rx, d)) {
        let base = required_type(rx, o, o.id(0))?;
        let mut subs = Vec::new();
        let mut total: u64 = 1;
        let mut known = true;
        for &d in dims {
            let n = node(rx, d)?;
            match n
                .and_then(|n| n.md())
                .map(Di::new)
                .and_then(|s| s.int(Field::Count))
            {
                // (A product that overflows is an unknown count.)
                Some(c) if c as i64 >= 0 => match total.checked_mul(c) {
                    Some(t) => total = t,
                    None => known = false,
                },
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
        let v = Ops::of(rx, vi, set);
        match constant(rx, count) {
            Some((n, _)) if lit(rx, &v, 1)? == 1 && n > 4 && n <= i64::from(u32::MAX) => {
                return vector(rx, v.id(0), n as u32);
            }
            _ => {}
        }
    }
    let base = node(rx, o.id(0))?;
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
            match total.checked_mul(v.max(0) as u64) {
                Some(t) => total = t,
                None => known = false,
            }
            Bound::Int(v)
        } else {
            known = false;
            match node(rx, c)? {
                Some(n) => Bound::Node(n),
                None => Bound::Int(-1),
            }
        };
        let lower = match lowers.get(k).and_then(|&l| constant(rx, l)) {
            Some((v, _)) => Bound::Int(v),
            None => Bound::None,
        };
        subs.push(some!(builder(rx)).subrange(count, lower, None, None));
    }
    array_of(rx, base, &subs, known.then_some(total))
}

/// A type's size in bits, through typedefs and qualifiers (`uchar`, `float2`, `const int`),
/// which have none of their own; 0 (LLVM's "unknown") when no type on the way has one.
fn size_through(ty: Option<DiRef<'_>>) -> u64 {
    let mut t = ty.and_then(|b| b.md()).map(Di::new);
    for _ in 0..16 {
        let Some(d) = t else { break };
        let size = d.int0(Field::Size);
        if size != 0 {
            return size;
        }
        t = d.node(Field::BaseType);
    }
    0
}

/// The size in bits of `n` elements of `elem_size` bits; 0 (unknown, as for a count that is not
/// a constant) when it does not fit in the 64 bits of a DIType's size: sizes and counts are
/// read from the input, and a wrapped or saturated product would be a wrong size.
fn total_size(elem_size: u64, n: u64) -> u64 {
    // (Over 64 bits: unknown, 0, as said above.)
    elem_size.checked_mul(n).unwrap_or(0)
}

/// The DICompositeType of an array of `base` over the subranges `subs`: its size is the
/// element's times `elements` when that number is known, else 0.
pub(super) fn array_of<'c>(
    rx: &mut Rx<'c, '_>,
    base: Option<DiRef<'c>>,
    subs: &[Option<DiRef<'c>>],
    elements: Option<u64>,
) -> Result<Option<DiRef<'c>>> {
    // (No base type: size 0, LLVM's "unknown", as for a count that is not a constant.)
    let elem_size = size_through(base);
    let b = some!(builder(rx));
    let list = b.tuple(subs);
    Ok(b.composite(&CompositeDesc {
        tag: tag::ARRAY,
        base,
        size: elements.map_or(0, |n| total_size(elem_size, n)),
        elements: list,
        ..Default::default()
    }))
}

pub(super) fn composite<'c>(rx: &mut Rx<'c, '_>, o: &Ops<'_>) -> Result<Option<DiRef<'c>>> {
    let id = o.result;
    let name = str_op(rx, o.id(0));
    let tag = match lit(rx, o, 1)? {
        0 => tag::CLASS,
        2 => tag::UNION,
        _ => tag::STRUCTURE,
    };
    let f = file(rx, o.id(2))?;
    let line = lit(rx, o, 3)?;
    let scope = node(rx, o.id(5))?;
    let (identifier, size_at) = if o.set == SetKind::Legacy {
        (String::new(), 6)
    } else {
        // (An OpString, empty or DebugInfoNone for a type with no unique identifier.)
        (string_of(rx, o.id(6)).unwrap_or_default(), 7)
    };
    let size = int_op(rx, o.id(size_at));
    let flags = lit(rx, o, size_at + 1)?;
    let mut members = Vec::new();
    for k in size_at + 2..o.a.len() {
        members.push(node(rx, o.id(k))?);
    }
    // Method declarations nested in the class but missing from its list (the forward
    // translation leaves them out for spirv-val) are members again, after the others.
    let listed = o.a.get(size_at + 2..).unwrap_or(&[]);
    // (No nested declaration was left out of the list: none to add.)
    let methods: Vec<u32> = rx.dbg.methods.get(&id).cloned().unwrap_or_default();
    for m in methods {
        if !listed.contains(&m) {
            members.push(node(rx, m)?);
        }
    }
    let template_params = match rx.dbg.templates.get(&id).copied() {
        Some(ti) => {
            let ps: Vec<u32> = args(rx, ti).get(1..).unwrap_or(&[]).to_vec();
            let nodes = ps
                .iter()
                .map(|&p| node(rx, p))
                .collect::<Result<Vec<_>>>()?;
            some!(builder(rx)).tuple(&nodes)
        }
        None => None,
    };
    let b = some!(builder(rx));
    let fwd = flags & (1 << 4) != 0;
    let elements = if members.is_empty() && fwd {
        None
    } else {
        b.tuple(&members)
    };
    Ok(b.composite(&CompositeDesc {
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
    }))
}
