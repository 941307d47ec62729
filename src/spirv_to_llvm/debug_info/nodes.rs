//! OpenCL.DebugInfo.100 / NonSemantic.Shader.DebugInfo instructions → DI nodes: the dispatch by
//! instruction, modules, compile units, global variables, functions.

use super::*;

/// The node of a debug id (memoized); `None` for DebugInfoNone, OpTypeVoid and non-debug ids.
/// A malformed operand met on the way is an error naming its instruction.
pub(super) fn node<'c>(rx: &mut Rx<'c, '_>, id: u32) -> Result<Option<DiRef<'c>>> {
    if let Some(&n) = rx.dbg.nodes.get(&id) {
        return Ok(n);
    }
    if let Some(p) = rx.dbg.pending.get_mut(&id) {
        // Reached again while being built: a temporary stands for it.
        if p.is_none() {
            *p = rx.dbg.units.first().and_then(|u| u.builder.temporary());
        }
        return Ok(*p);
    }
    let Some((i, inst, set)) = debug_op(rx, id) else {
        return Ok(None);
    };
    if rx.dbg.depth >= MAX_NODE_DEPTH {
        // A chain of references (forward ones: each node names one defined after it) as long
        // as the module: translated from the outermost call on, not by recursing down it.
        let temp = some!(rx.dbg.units.first().and_then(|u| u.builder.temporary()));
        rx.dbg.pending.insert(id, Some(temp));
        rx.dbg.deferred.push(id);
        return Ok(Some(temp));
    }
    rx.dbg.depth += 1;
    let n = build_node(rx, id, i, inst, set);
    rx.dbg.depth -= 1;
    if rx.dbg.depth == 0 {
        if n.is_err() {
            drop_pending(rx);
            return n;
        }
        while let Some(d) = rx.dbg.deferred.pop() {
            if let Some((i, inst, set)) = debug_op(rx, d) {
                rx.dbg.depth = 1;
                let built = build_node(rx, d, i, inst, set);
                rx.dbg.depth = 0;
                if let Err(e) = built {
                    drop_pending(rx);
                    return Err(e);
                }
            }
        }
    }
    n
}

/// After an error: the temporaries of the nodes left half-built are dropped (their users get
/// a null operand), so none outlives the translation.
fn drop_pending(rx: &mut Rx<'_, '_>) {
    rx.dbg.deferred.clear();
    let pending = std::mem::take(&mut rx.dbg.pending);
    if let Some(u) = rx.dbg.units.first() {
        for temp in pending.into_values().flatten() {
            u.builder.drop_temporary(temp);
        }
    }
}

/// How deep `node` calls nest before the nodes further down are deferred (each level takes
/// about a kilobyte of stack).
const MAX_NODE_DEPTH: u32 = 512;

/// Translates node `id` (instruction `i`), puts it in place of the temporary that stood for
/// it, if any, and records it.
fn build_node<'c>(
    rx: &mut Rx<'c, '_>,
    id: u32,
    i: InstId,
    inst: u32,
    set: SetKind,
) -> Result<Option<DiRef<'c>>> {
    let temp = rx.dbg.pending.get(&id).copied().flatten();
    rx.dbg.pending.insert(id, temp);
    let n = translate(rx, i, inst, set)?;
    if let (Some(Some(temp)), Some(u)) = (rx.dbg.pending.remove(&id), rx.dbg.units.first()) {
        match n {
            Some(real) => u.builder.replace_temporary(temp, real),
            // (What has no node is a null operand where it is referred to.)
            None => u.builder.drop_temporary(temp),
        }
    }
    rx.dbg.nodes.insert(id, n);
    Ok(n)
}

/// A DIModule of DebugModule (.200) or DebugModuleINTEL, whose parent and line the caller
/// found (the two put them in other places): name, source, then from operand 4 on the
/// configuration macros, include path, API notes and whether it is a declaration.
pub(super) fn di_module<'c>(
    rx: &mut Rx<'c, '_>,
    o: &Ops<'_>,
    parent: u32,
    line: u32,
) -> Result<Option<DiRef<'c>>> {
    let name = str_op(rx, o.id(0));
    let f = file(rx, o.id(1))?;
    let scope = scope_of(node(rx, parent)?);
    let cm = str_op(rx, o.id(4));
    let ip = str_op(rx, o.id(5));
    let an = str_op(rx, o.id(6));
    let b = some!(builder(rx));
    let is_decl = o.has(7) && lit(rx, o, 7)? != 0;
    Ok(b.module(&ModuleDesc {
        file: f,
        scope,
        name: &name,
        config_macros: &cm,
        include_path: &ip,
        api_notes: &an,
        line,
        is_decl,
    }))
}

/// The column of a call site: DebugInlinedAt has no operand for it, so the forward writes it
/// in an `OpLine` (of the same line) just before the instruction; 0 without one.
pub(super) fn call_site_column(rx: &Rx<'_, '_>, inlined_at: InstId, line: u32) -> u32 {
    let Some(prev) = inlined_at.0.checked_sub(1).map(InstId) else {
        return 0;
    };
    match rx.m.operands(prev) {
        [_, l, column] if rx.m.opcode(prev) == op::Line && *l == line => *column,
        _ => 0,
    }
}

pub(super) fn translate<'c>(
    rx: &mut Rx<'c, '_>,
    i: InstId,
    inst: u32,
    set: SetKind,
) -> Result<Option<DiRef<'c>>> {
    let o = Ops::of(rx, i, set);
    let ocl = set != SetKind::Legacy;
    Ok(match inst {
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
            some!(builder(rx)).file(&name, &dir, cs, source.as_deref())
        }
        di::COMPILE_UNIT => compile_unit(rx, &o)?,
        di::TYPE_BASIC => {
            let name = str_op(rx, o.id(0));
            let size = int_op(rx, o.id(1));
            let enc = lit(rx, &o, 2)?;
            // The forward translation's stand-in for "no type" where spirv-val wants a
            // DebugTypeBasic (a void pointee, a template parameter without a type): no node.
            if ocl && name == "void" && size == 0 && enc == 0 {
                return Ok(None);
            }
            let dwarf = if set.shader() && enc == 8 {
                3 // Complex: DW_ATE_complex_float
            } else if ocl {
                crate::mapping::debug_info::encoding_to_llvm(enc)
            } else {
                enc
            };
            let b = some!(builder(rx));
            // Unspecified encoding (also what an encoding the spec lacks, such as
            // DW_ATE_complex_float, was written as): an unspecified type of that name.
            if dwarf == 0 {
                return Ok(b.unspecified_type(&name));
            }
            b.basic_type(&name, size, dwarf, 0)
        }
        di::TYPE_POINTER => {
            let base = type_operand(rx, o.id(0))?;
            let storage = lit(rx, &o, 1)?;
            let flags = lit(rx, &o, 2)?;
            let size = u64::from(rx.pointer_bits);
            let (tag, size) = if flags & (1 << 11) != 0 {
                (tag::REFERENCE, 0)
            } else if flags & (1 << 12) != 0 {
                (tag::RVALUE_REFERENCE, 0)
            } else {
                (tag::POINTER, size)
            };
            // (~0, the incumbent's "none", or the class the forward translation writes for it.)
            let address_space = super::super::address_space(storage)
                .filter(|_| storage != u32::MAX && storage != POINTER_WITHOUT_ADDRESS_SPACE);
            some!(builder(rx)).derived(&DerivedDesc {
                tag,
                base,
                size,
                address_space,
                flags: llvm_flags(flags & !((1 << 11) | (1 << 12))),
                ..Default::default()
            })
        }
        di::TYPE_QUALIFIER => {
            let base = type_operand(rx, o.id(0))?;
            let tag = qualifier_tag(lit(rx, &o, 1)?);
            some!(builder(rx)).derived(&DerivedDesc {
                tag,
                base,
                ..Default::default()
            })
        }
        di::TYPE_ARRAY => array(rx, &o)?,
        di::TYPE_VECTOR => vector(rx, o.id(0), lit(rx, &o, 1)?)?,
        di::TYPEDEF => {
            let name = str_op(rx, o.id(0));
            let base = type_operand(rx, o.id(1))?;
            let f = file(rx, o.id(2))?;
            let line = lit(rx, &o, 3)?;
            let scope = node(rx, o.id(5))?;
            some!(builder(rx)).derived(&DerivedDesc {
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
            let (flags, start) = if ocl { (lit(rx, &o, 0)?, 1) } else { (0, 0) };
            let mut types = Vec::new();
            for k in start..o.a.len() {
                types.push(node(rx, o.id(k))?);
            }
            some!(builder(rx)).subroutine_type(llvm_flags(flags), 0, &types)
        }
        di::TYPE_ENUM => {
            let name = str_op(rx, o.id(0));
            let base = type_operand(rx, o.id(1))?;
            let f = file(rx, o.id(2))?;
            let line = lit(rx, &o, 3)?;
            let scope = node(rx, o.id(5))?;
            let size = int_op(rx, o.id(6));
            let flags = lit(rx, &o, 7)?;
            let unsigned = base
                .and_then(|b| b.md())
                .map(|m| matches!(Di::new(m).int0(Field::Encoding), 7 | 8 | 2))
                .unwrap_or(false);
            let mut elems = Vec::new();
            let mut k = 8;
            while k + 1 < o.a.len() {
                // Each Value is an integer constant.
                let v = match constant(rx, o.id(k)) {
                    Some((v, width)) => enumerator_value(v, width, size, unsigned),
                    None => {
                        let what = format!(
                            "operand {} (%{}), an enumerator's value, is not an integer constant",
                            k + 4,
                            o.id(k)
                        );
                        return Err(rx.error_at(o.at, what));
                    }
                };
                let n = str_op(rx, o.id(k + 1));
                elems.push(some!(builder(rx)).enumerator(&n, v, unsigned));
                k += 2;
            }
            let b = some!(builder(rx));
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
        di::TYPE_COMPOSITE => composite(rx, &o)?,
        di::TYPE_MEMBER => {
            let name = str_op(rx, o.id(0));
            let base = type_or_unknown(rx, o.id(1))?;
            let f = file(rx, o.id(2))?;
            let line = lit(rx, &o, 3)?;
            // The non-semantic sets' own layout has no Parent (the composite listing the
            // member is it); older incumbents write one.
            let own_layout = set.shader() && !is_scope(rx, o.id(5));
            let (parent, at) = if own_layout {
                let id = o.result;
                // (A member no composite lists has no parent: no scope.)
                (rx.dbg.member_parents.get(&id).copied().unwrap_or(0), 5)
            } else {
                (o.id(5), 6)
            };
            let scope = node(rx, parent)?;
            let offset = int_op(rx, o.id(at));
            let size = int_op(rx, o.id(at + 1));
            let flags = lit(rx, &o, at + 2)?;
            let extra = if o.has(at + 3) {
                let v = o.id(at + 3);
                // An i64 holds the value of a constant of up to 64 bits; a wider one is
                // the translated constant.
                match constant(rx, v) {
                    Some((c, bits)) if bits <= 64 => {
                        let t = rx.b.int_type(bits);
                        let cv = rx.b.const_int(t, &[c as u64]);
                        some!(builder(rx)).value_md(cv)
                    }
                    _ => match rx.values.find(&v) {
                        Some(&cv) => some!(builder(rx)).value_md(cv),
                        None => None,
                    },
                }
            } else {
                None
            };
            some!(builder(rx)).derived(&DerivedDesc {
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
                let id = o.result;
                // (An inheritance no composite lists: no child.)
                let child = rx.dbg.member_parents.get(&id).copied().unwrap_or(0);
                (child, o.id(0), 1, 2, 3)
            } else {
                (o.id(0), o.id(1), 2, 3, 4)
            };
            let scope = node(rx, child)?;
            let base = node(rx, parent)?;
            let offset = int_op(rx, o.id(off));
            let size = int_op(rx, o.id(size));
            let flags = lit(rx, &o, fl)?;
            some!(builder(rx)).derived(&DerivedDesc {
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
            let base = required_type(rx, &o, o.id(0))?;
            let class = node(rx, o.id(1))?;
            some!(builder(rx)).derived(&DerivedDesc {
                tag: tag::PTR_TO_MEMBER,
                base,
                extra: class,
                ..Default::default()
            })
        }
        di::TYPE_TEMPLATE => node(rx, o.id(0))?,
        di::TEMPLATE_PARAMETER => {
            let name = str_op(rx, o.id(0));
            let ty = node(rx, o.id(1))?;
            let v = o.id(2);
            let is_none = debug_op(rx, v).is_some_and(|(_, k, _)| k == di::INFO_NONE);
            let b = some!(builder(rx));
            if is_none {
                return Ok(b.template_type(&name, ty, false));
            }
            let value = if let Some((c, bits)) = constant(rx, v).filter(|&(_, b)| b <= 64) {
                TemplateValue::Int(c, bits)
            } else if let Some(&gv) = rx.values.find(&v) {
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
            some!(builder(rx)).template_value(
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
                params.push(node(rx, o.id(k))?);
            }
            let b = some!(builder(rx));
            let t = b.tuple(&params);
            let value = t.map(TemplateValue::Node).unwrap_or(TemplateValue::None);
            b.template_value(tag::TEMPLATE_PACK, &name, None, false, &value)
        }
        di::GLOBAL_VARIABLE => global_variable(rx, &o)?,
        di::FUNCTION_DECLARATION | di::FUNCTION => function(rx, inst, &o)?,
        di::LEXICAL_BLOCK | di::LEXICAL_BLOCK_DISCRIMINATOR | di::INLINED_AT
            if !parent_chain_ends(rx, o.result)? =>
        {
            None
        }
        di::LEXICAL_BLOCK => {
            let f = file(rx, o.id(0))?;
            let line = lit(rx, &o, 1)?;
            let col = lit(rx, &o, 2)?;
            let scope = node(rx, o.id(3))?;
            if o.has(4) {
                let name = str_op(rx, o.id(4));
                return Ok(some!(builder(rx)).namespace(scope_of(scope), &name, false));
            }
            some!(builder(rx)).lexical_block(scope, f, line, col)
        }
        di::LEXICAL_BLOCK_DISCRIMINATOR => {
            let f = file(rx, o.id(0))?;
            let d = lit(rx, &o, 1)?;
            let scope = node(rx, o.id(2))?;
            some!(builder(rx)).lexical_block_file(scope, f, d)
        }
        di::INLINED_AT => {
            let line = lit(rx, &o, 0)?;
            let scope = some!(node(rx, o.id(1))?);
            let inlined = if o.has(2) { node(rx, o.id(2))? } else { None };
            let column = call_site_column(rx, i, line);
            // (Distinct: each DebugInlinedAt is its own inlined instance.)
            some!(builder(rx)).call_site(line, column, scope, inlined)
        }
        di::LOCAL_VARIABLE => {
            let name = str_op(rx, o.id(0));
            let ty = if set.shader() {
                required_type(rx, &o, o.id(1))?
            } else {
                node(rx, o.id(1))?
            };
            let f = file(rx, o.id(2))?;
            let line = lit(rx, &o, 3)?;
            let scope = node(rx, o.id(5))?;
            let (flags, arg_at) = if ocl { (lit(rx, &o, 6)?, 7) } else { (0, 6) };
            let arg = if o.has(arg_at) {
                lit(rx, &o, arg_at)?
            } else {
                0
            };
            let u = unit_of(rx, o.id(5));
            let b = &some!(rx.dbg.units.get(u).or(rx.dbg.units.first())).builder;
            let v = b.local_variable(scope, &name, arg, f, line, ty, false, llvm_flags(flags), 0);
            if let (Some(v), Some(sp)) = (v, scope.and_then(|s| subprogram_of(s))) {
                rx.dbg.locals.push((sp, v));
            }
            v
        }
        di::INLINED_VARIABLE => node(rx, o.id(0))?,
        di::OPERATION => None,
        di::EXPRESSION => {
            let ops = expression_ops(rx, &o)?;
            some!(builder(rx)).expression(&ops)
        }
        di::MACRO_DEF => {
            let line = lit(rx, &o, 1)?;
            let name = str_op(rx, o.id(2));
            let value = if o.has(3) {
                str_op(rx, o.id(3))
            } else {
                String::new()
            };
            let m = some!(builder(rx)).macro_(None, line, false, &name, &value);
            if let (Some(m), Some(u)) = (m, rx.dbg.units.first_mut()) {
                u.macros.push(m);
            }
            m
        }
        di::MACRO_UNDEF => {
            let line = lit(rx, &o, 1)?;
            // The name is the DebugMacroDef's (its Name is required; `check_operands` has
            // seen it); a Macro that names no DebugMacroDef undefines no name.
            let name = debug_op(rx, o.id(2))
                // (Required: `check_operands` has seen it.)
                .map(|(mi, _, _)| str_op(rx, args(rx, mi).get(2).copied().unwrap_or(0)))
                // (No DebugMacroDef: no name.)
                .unwrap_or_default();
            let m = some!(builder(rx)).macro_(None, line, true, &name, "");
            if let (Some(m), Some(u)) = (m, rx.dbg.units.first_mut()) {
                u.macros.push(m);
            }
            m
        }
        di::IMPORTED_ENTITY => {
            let name = str_op(rx, o.id(0));
            let tag = if lit(rx, &o, 1)? == 0 {
                tag::IMPORTED_MODULE
            } else {
                tag::IMPORTED_DECLARATION
            };
            // (llvm-spirv writes a word 0 after the Tag: eight operands.)
            let g = usize::from(o.set == SetKind::OpenCl100 && o.a.len() == 8 && o.id(2) == 0);
            let f = file(rx, o.id(2 + g))?;
            // (A global variable is imported as the variable, not its expression.)
            let entity = variable_of(node(rx, o.id(3 + g))?);
            let line = lit(rx, &o, 4 + g)?;
            let scope = node(rx, o.id(6 + g))?;
            let e = some!(builder(rx)).imported_entity(tag, scope, entity, f, line, &name);
            if let Some(e) = e {
                let u = unit_of(rx, o.id(6 + g));
                if let Some(unit) = rx.dbg.units.get_mut(u) {
                    unit.imported.push(e);
                }
            }
            e
        }
        di::shader200::TYPE_SUBRANGE if set == SetKind::Shader200 => subrange(rx, &o)?,
        di::shader200::TYPE_ARRAY_DYNAMIC if set == SetKind::Shader200 => {
            // (Its data location, association, allocation and rank have no reading here:
            // an array of its base and subranges.)
            let base = required_type(rx, &o, o.id(0))?;
            let mut subs = Vec::new();
            for k in 5..o.a.len() {
                subs.push(node(rx, o.id(k))?);
            }
            let b = some!(builder(rx));
            let elements = b.tuple(&subs);
            b.composite(&CompositeDesc {
                tag: tag::ARRAY,
                base,
                elements,
                ..Default::default()
            })
        }
        di::shader200::MODULE if set == SetKind::Shader200 => {
            let line = lit(rx, &o, 2)?;
            di_module(rx, &o, o.id(3), line)?
        }
        di::MODULE_INTEL => {
            // The grammar puts the parent (an id) before the line; the incumbent writes
            // the line first: take that order when only the fourth operand is a scope.
            let line_first = !is_scope(rx, o.id(2)) && is_scope(rx, o.id(3));
            let (parent, line) = if line_first {
                (o.id(3), lit(rx, &o, 2)?)
            } else {
                (o.id(2), lit(rx, &o, 3)?)
            };
            di_module(rx, &o, parent, line)?
        }
        _ => None,
    })
}

pub(super) fn compile_unit<'c>(rx: &mut Rx<'c, '_>, o: &Ops<'_>) -> Result<Option<DiRef<'c>>> {
    let id = o.result;
    let (dwarf_version, source, language) = match o.set {
        SetKind::Legacy => (o.id(2), o.id(0), 3),
        SetKind::OpenCl100 => (o.id(1), o.id(2), o.id(3)),
        SetKind::Shader | SetKind::Shader200 => (lit(rx, o, 1)?, o.id(2), lit(rx, o, 3)?),
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
                    let so = Ops::of(rx, si, sset);
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
                    // (The older set names the file by an OpString; anything else: no name.)
                    let path = string_of(rx, source).unwrap_or_default();
                    let (dir, name) = split_path(&path);
                    builder.file(&name, &dir, None, None)
                }
            }
        } else {
            file(rx, source)?
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
    // (Producer, flags and split file come from optional instructions, DebugEntryPoint,
    // OpModuleProcessed and the like: none left out is empty, as in LLVM.)
    let cu = some!(builder.compile_unit(&CompileUnitDesc {
        language: lang,
        file: f,
        // (No DebugEntryPoint: no producer, as in LLVM.)
        producer: rx.dbg.producer.clone().unwrap_or_default(),
        // (No DebugEntryPoint: no command line.)
        flags: rx.dbg.cu_flags.clone().unwrap_or_default(),
        dwo_id: rx.dbg.dwo_id,
        // (No DebugStoragePath: no split file.)
        split_debug_filename: rx.dbg.split_file.clone().unwrap_or_default(),
        emission_kind: 1,
        split_inlining: true,
        is_optimized: rx.dbg.optimized,
        ..Default::default()
    }));
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
    Ok(Some(cu))
}

pub(super) fn global_variable<'c>(rx: &mut Rx<'c, '_>, o: &Ops<'_>) -> Result<Option<DiRef<'c>>> {
    let name = str_op(rx, o.id(0));
    let ty = type_or_unknown(rx, o.id(1))?;
    let f = file(rx, o.id(2))?;
    let line = lit(rx, o, 3)?;
    let scope = node(rx, o.id(5))?;
    // (An OpString, or DebugInfoNone for none: no linkage name.)
    let linkage = string_of(rx, o.id(6)).unwrap_or_default();
    let var = o.id(7);
    let flags = lit(rx, o, 8)?;
    let decl = if o.has(9) { node(rx, o.id(9))? } else { None };
    let u = unit_of(rx, o.id(5));
    let constant_value = constant(rx, var);
    let gv = rx
        .values
        .find(&var)
        .copied()
        .filter(|_| constant_value.is_none());
    // A DebugExpression as the Variable: the expression of the variable's value.
    let var_expr = match debug_op(rx, var) {
        Some((_, di::EXPRESSION, _)) => node(rx, var)?,
        _ => None,
    };
    let b = &some!(rx.dbg.units.get(u).or(rx.dbg.units.first())).builder;
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
    Ok(gve)
}

pub(super) fn function<'c>(
    rx: &mut Rx<'c, '_>,
    inst: u32,
    o: &Ops<'_>,
) -> Result<Option<DiRef<'c>>> {
    let id = o.result;
    let name = str_op(rx, o.id(0));
    let ty = node(rx, o.id(1))?;
    let f = file(rx, o.id(2))?;
    let line = lit(rx, o, 3)?;
    let scope = node(rx, o.id(5))?;
    // (An OpString, or DebugInfoNone for none: no linkage name.)
    let linkage = string_of(rx, o.id(6)).unwrap_or_default();
    let flags = lit(rx, o, 7)?;
    let is_def = inst == di::FUNCTION;
    let (scope_line, func, decl) = if is_def {
        // The non-semantic sets' own layout has no function (a DebugFunctionDefinition in
        // its body names it) and the Declaration ninth.
        let own_layout = o.set.shader() && !is_function(rx, Some(o.id(9)));
        let (func, decl_at) = if own_layout {
            // (No DebugFunctionDefinition names it: it describes no function of this module.)
            (rx.dbg.definitions_of.get(&id).copied().unwrap_or(0), 9)
        } else {
            (o.id(9), 10)
        };
        // (Declaration is optional: left out, 0 names no declaration.)
        let decl_id = o.a.get(decl_at).copied().unwrap_or(0);
        let decl = match debug_op(rx, decl_id) {
            Some((_, di::FUNCTION_DECLARATION, _)) => node(rx, decl_id)?,
            _ => None,
        };
        (lit(rx, o, 8)?, func, decl)
    } else {
        (0, 0, None)
    };
    let fv = rx
        .values
        .find(&func)
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
            let nodes = ps
                .iter()
                .map(|&p| node(rx, p))
                .collect::<Result<Vec<_>>>()?;
            some!(builder(rx)).tuple(&nodes)
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
                        .map(|e| e.and_then(|e| DiRef::from_md(e.md())))
                        .collect();
                    let flags = d.int0(Field::Flags) as u32;
                    some!(builder(rx))
                        .subroutine_type(flags, cc, &types)
                        .or(Some(t))
                }
                _ => Some(t),
            }
        }
        (t, _) => t,
    };
    let u = unit_of(rx, o.id(5));
    let b = &some!(rx.dbg.units.get(u).or(rx.dbg.units.first())).builder;
    let sp = some!(b.subprogram(&SubprogramDesc {
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
    }));
    if let Some(fv) = fv {
        if sp_flags & 8 != 0 {
            b.set_subprogram(fv, sp);
            rx.dbg.functions.insert(func, sp);
            rx.dbg.attached.insert(sp);
        }
    }
    Ok(Some(sp))
}

/// An enumerator's Value (`v`, sign-extended from the constant's `width`) as a value of the
/// enumeration's underlying type of `size` bits: taken from the narrower of the two, then
/// zero-extended for an unsigned type (an i32 4023233417 is 0xEFCDAB89u, not -271733879),
/// sign-extended for a signed one (a 64-bit constant sign-extended from 32 bits, as
/// llvm-spirv-14 writes them, gives the same value).
fn enumerator_value(v: i64, width: u32, size: u64, unsigned: bool) -> i64 {
    let bits = match u32::try_from(size) {
        Ok(s @ 1..=63) => s.min(width),
        _ => width,
    };
    if bits >= 64 {
        return v;
    }
    let shift = 64 - bits;
    if unsigned {
        ((v as u64) << shift >> shift) as i64
    } else {
        (v << shift) >> shift
    }
}
