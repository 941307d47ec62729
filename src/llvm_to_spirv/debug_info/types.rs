//! Debug-info types: derived and composite types, subranges, template parameters.

use super::*;

pub(super) fn derived<'c>(cx: &mut Ctx<'c, '_>, d: Di<'c>, id: Id, tag: u64) -> bool {
    let legacy = cx.dbg.legacy;
    match tag {
        0x0f | 0x10 | 0x42 => {
            let base = node(cx, d.node(Field::BaseType));
            // No dwarfAddressSpace (the pointers to the opaque OpenCL types) has a class of
            // its own, which the reverse reads as none again.
            let storage = match d.int(Field::AddressSpace) {
                None => POINTER_WITHOUT_ADDRESS_SPACE,
                Some(a) => super::super::storage_class(a as u32)
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
            let flags = default_access(cx, d.node(Field::Scope), d.int0(Field::Flags));
            let flags = cx.dbg_flags(flags);
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

/// The flags of a class member (a data member or a method) with its access made explicit in
/// C++, where clang leaves out the default (private in a class, public in a struct or union;
/// DWARF 4, 5.5.4 and 5.6.6): SPIR-V consumers read the access from the flags, and the
/// explicit default means the same to a debugger. Not in C (OpenCL C), which has no access.
pub(super) fn default_access(cx: &Ctx<'_, '_>, scope: Option<Di<'_>>, flags: u64) -> u64 {
    if !cx.dbg.cpp || flags & 3 != 0 {
        return flags;
    }
    match scope
        .filter(|s| s.kind() == DiKind::CompositeType)
        .map(|s| s.int0(Field::Tag))
    {
        Some(0x02) => flags | 1,        // class: private
        Some(0x13 | 0x17) => flags | 3, // structure, union: public
        _ => flags,
    }
}

pub(super) fn composite<'c>(cx: &mut Ctx<'c, '_>, d: Di<'c>, id: Id, tag: u64) -> bool {
    let legacy = cx.dbg.legacy;
    match tag {
        0x01 => {
            let base = node(cx, d.node(Field::BaseType));
            let subs: Vec<Di<'c>> = d.list(Field::Elements).into_iter().flatten().collect();
            if d.int0(Field::Flags) & (1 << 11) != 0 {
                // (A vector's subrange without a constant count: 0, an unknown count.)
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
pub(super) fn subrange<'c>(cx: &mut Ctx<'c, '_>, s: Di<'c>) -> u32 {
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
pub(super) fn subrange_count<'c>(cx: &mut Ctx<'c, '_>, s: Di<'c>) -> u32 {
    let upper = || match (s.int(Field::UpperBound), s.int(Field::LowerBound)) {
        (Some(u), l) => (u as i64)
            // (No lower bound: 0, DWARF's default lower bound for C.)
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
pub(super) fn template<'c>(cx: &mut Ctx<'c, '_>, d: Di<'c>, target: Id) {
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

pub(super) fn template_value<'c>(cx: &mut Ctx<'c, '_>, d: Di<'c>, id: Id, tag: u64) -> bool {
    let name = cx.dbg_str(&d.str0(Field::Name));
    let src = source(cx, None);
    match tag {
        0x4106 => {
            // DW_TAG_GNU_template_template_param
            // (Its value, the template's name, is optional in LLVM: none is empty.)
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
