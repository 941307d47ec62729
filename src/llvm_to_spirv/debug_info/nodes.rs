//! Debug-info nodes → OpenCL.DebugInfo.100 / NonSemantic.Shader.DebugInfo instructions: scopes,
//! sources, compile units, subprograms, global variables, macros.

use super::*;

/// The id of a node (DebugInfoNone for `None` and what has no translation).
pub(super) fn node<'c>(cx: &mut Ctx<'c, '_>, d: Option<Di<'c>>) -> u32 {
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
pub(super) fn source<'c>(cx: &mut Ctx<'c, '_>, file: Option<Di<'c>>) -> u32 {
    match file {
        Some(f) if f.kind() == DiKind::File => node(cx, Some(f)),
        _ => match cx.dbg.cu_source {
            Some(s) => s.0,
            None => cx.dbg_none().0,
        },
    }
}

/// The OpString of a file's path (for OpLine).
pub(super) fn path_string<'c>(cx: &mut Ctx<'c, '_>, f: Di<'c>) -> Id {
    if let Some(&id) = cx.dbg.paths.get(&f.md()) {
        return id;
    }
    let id = cx.b.string(&f.file_path());
    cx.dbg.paths.insert(f.md(), id);
    id
}

/// A parent scope: a file (or nothing) stands for the compile unit.
pub(super) fn parent<'c>(cx: &mut Ctx<'c, '_>, scope: Option<Di<'c>>, cu: Option<Di<'c>>) -> u32 {
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
pub(super) fn lexical<'c>(cx: &mut Ctx<'c, '_>, mut scope: Option<Di<'c>>) -> Option<Di<'c>> {
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
    pub(super) fn first_cu(&mut self) -> u32 {
        self.dbg
            .pending
            .iter()
            .find(|p| p.inst == di::COMPILE_UNIT)
            .map(|p| p.id.0)
            .unwrap_or_else(|| self.dbg_none().0)
    }
}

pub(super) fn encoding(legacy: bool, dwarf: u64) -> u32 {
    if legacy {
        return match dwarf {
            1 | 2 | 4..=8 => dwarf as u32,
            _ => 0,
        };
    }
    u32::try_from(dwarf).map_or(0, crate::mapping::debug_info::encoding_to_spirv)
}

/// Translates a node into the buffer under `id`; false when it has no translation.
pub(super) fn translate<'c>(cx: &mut Ctx<'c, '_>, d: Di<'c>, id: Id) -> bool {
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
            // C++ (C_plus_plus, _03, _11, _14) or Objective-C++: class members have access.
            cx.dbg.cpp |= matches!(dwarf_lang, 0x04 | 0x19 | 0x1a | 0x21 | 0x11);
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
            // A file of the same full path and text as one already written is that one (as
            // llvm-spirv writes them).
            if let Some(&same) = cx.dbg.sources.get(&(path, text)) {
                cx.dbg.nodes.insert(d.md(), same);
                return true;
            }
            cx.dbg.sources.insert((path, text), id);
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
            // A variable with a global variable expression is that expression's
            // DebugGlobalVariable (one instruction per variable, as the reverse makes one
            // DIGlobalVariable of it).
            if let Some(&gve) = cx.dbg.variable_gves.get(&d.md()) {
                let g = node(cx, Some(Di::new(gve)));
                cx.dbg.nodes.insert(d.md(), Id(g));
                return true;
            }
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
            // DebugInfoModuleINTEL and its extension come from the grammar of the instruction.
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

pub(super) fn subprogram<'c>(cx: &mut Ctx<'c, '_>, d: Di<'c>, id: Id) -> bool {
    let name = cx.dbg_str(&d.str0(Field::Name));
    let ty = node(cx, d.node(Field::Type));
    let src = source(cx, d.node(Field::File));
    let line = d.int0(Field::Line) as u32;
    let p = parent(cx, d.node(Field::Scope), d.node(Field::Unit));
    let linkage = cx.dbg_str(&d.str0(Field::LinkageName));
    let sp_flags = d.int0(Field::SpFlags);
    let flags = default_access(cx, d.node(Field::Scope), d.int0(Field::Flags));
    let mut flags = cx.dbg_flags(flags);
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

pub(super) fn global_variable<'c>(cx: &mut Ctx<'c, '_>, gve: Di<'c>, id: Id) -> bool {
    let Some(var) = gve.node(Field::Variable) else {
        return false;
    };
    global_fields(cx, var, Some(gve), id)
}

pub(super) fn global_fields<'c>(
    cx: &mut Ctx<'c, '_>,
    var: Di<'c>,
    gve: Option<Di<'c>>,
    id: Id,
) -> bool {
    let name = cx.dbg_str(&var.str0(Field::Name));
    let ty = node(cx, var.node(Field::Type));
    let src = source(cx, var.node(Field::File));
    let line = var.int0(Field::Line) as u32;
    let p = parent(cx, var.node(Field::Scope), None);
    let linkage = cx.dbg_str(&var.str0(Field::LinkageName));
    // (No expression: the empty one, the variable's value itself.)
    let expr = gve
        .and_then(|g| g.node(Field::Expression))
        .map(|e| e.expr_ops())
        // (No expression: the empty one, as said above.)
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

pub(super) fn macro_node<'c>(cx: &mut Ctx<'c, '_>, m: Di<'c>, file: Option<Di<'c>>) {
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
