//! DebugExpression → DIExpression, and DebugDeclare / DebugValue → `llvm.dbg.*` calls.

use super::*;

/// Checks that every DebugOperation of the module has the literals its operation takes: LLVM
/// walks a DIExpression by the operations' sizes, and one short of its literals would make it
/// read past the expression's end (a fuzz-found segmentation fault). Operations the reverse
/// does not know are dropped from expressions, so not checked.
pub(crate) fn check_operations(rx: &Rx<'_, '_>) -> Result<()> {
    for i in rx.m.inst_ids() {
        if rx.m.opcode(i) != op::ExtInst {
            continue;
        }
        let ops = rx.m.operands(i);
        let Some(&set) = ops.get(2).and_then(|s| rx.dbg.sets.get(s)) else {
            continue;
        };
        if ops.get(3) != Some(&di::OPERATION) {
            continue;
        }
        let o = Ops::of(rx, i, set);
        let Some(d) = dwarf_op(lit(rx, &o, 0)?) else {
            continue;
        };
        let want = crate::mapping::debug_info::operation_literals(d);
        let have = o.a.len().saturating_sub(1);
        if have != want {
            return Err(rx.error_at(
                i,
                format!(
                    "DebugOperation {} takes {want} literal operand(s), this one has {have}",
                    crate::mapping::debug_info::operation_name(d)
                ),
            ));
        }
    }
    Ok(())
}

/// The DWARF operations of a DebugExpression, each with its literals.
pub(super) fn expression_parts(rx: &Rx<'_, '_>, o: &Ops<'_>) -> Result<Vec<Vec<u64>>> {
    let mut parts = Vec::new();
    for k in 0..o.a.len() {
        let Some((oi, oinst, oset)) = debug_op(rx, o.id(k)) else {
            continue;
        };
        if oinst != di::OPERATION {
            continue;
        }
        let oa = Ops::of(rx, oi, oset);
        let Some(d) = dwarf_op(lit(rx, &oa, 0)?) else {
            continue;
        };
        let mut part = vec![d];
        for j in 1..oa.a.len() {
            part.push(u64::from(lit(rx, &oa, j)?));
        }
        parts.push(part);
    }
    Ok(parts)
}

pub(super) fn expression_ops(rx: &Rx<'_, '_>, o: &Ops<'_>) -> Result<Vec<u64>> {
    Ok(expression_parts(rx, o)?.concat())
}

/// A DebugValue that stands for a declaration the forward translation could not write as
/// DebugDeclare (storage that is not a variable: a variable-length array, or the cast of an
/// array variable), with a Deref last (before a fragment): the operations of the declaration.
pub(super) fn declaration_of_value(
    rx: &Rx<'_, '_>,
    storage: u32,
    expr: u32,
) -> Result<Option<Vec<u64>>> {
    let def = some!(rx.idx.def(Id(storage)));
    let not_variable = match rx.m.opcode(def) {
        op::VariableLengthArrayINTEL => true,
        // The declaration of deleted storage (an undefined pointer).
        op::Undef => {
            let ty = some!(rx.m.operands(def).first().copied());
            rx.idx
                .def(Id(ty))
                .is_some_and(|d| rx.m.opcode(d) == op::TypePointer)
        }
        op::Bitcast => {
            let src = some!(rx.m.operands(def).get(2).copied());
            rx.idx
                .def(Id(src))
                .is_some_and(|d| rx.m.opcode(d) == op::Variable)
        }
        _ => false,
    };
    if !not_variable {
        return Ok(None);
    }
    let (ei, inst, set) = some!(debug_op(rx, expr));
    if inst != di::EXPRESSION {
        return Ok(None);
    }
    let mut parts = expression_parts(rx, &Ops::of(rx, ei, set))?;
    let fragment = parts.last().is_some_and(|p| p[0] == 0x1000);
    let n = parts.len();
    let deref_at = if fragment {
        some!(n.checked_sub(2))
    } else {
        some!(n.checked_sub(1))
    };
    if parts[deref_at] != [0x06] {
        return Ok(None);
    }
    parts.remove(deref_at);
    Ok(Some(parts.concat()))
}

/// DebugDeclare / DebugValue → `llvm.dbg.declare` / `llvm.dbg.value`. The Local Variable
/// and Expression operands must be a DebugLocalVariable and a DebugExpression (an error names
/// the instruction otherwise: LLVM reads the nodes as those classes).
pub(super) fn declare(rx: &mut Rx<'_, '_>, i: InstId, is_value: bool, o: &Ops<'_>) -> Result<()> {
    let what = if is_value {
        "DebugValue"
    } else {
        "DebugDeclare"
    };
    let var = node(rx, o.id(0))?;
    let is = |d: Option<DiRef<'_>>, k: DiKind| {
        d.and_then(|d| d.md())
            .is_none_or(|m| Di::new(m).kind() == k)
    };
    if !is(var, DiKind::LocalVariable) {
        return Err(rx.error_at(
            i,
            format!("the Local Variable of a {what} is not a DebugLocalVariable"),
        ));
    }
    let stripped = if is_value {
        declaration_of_value(rx, o.id(1), o.id(2))?
    } else {
        None
    };
    let is_value = is_value && stripped.is_none();
    let expr = match stripped {
        Some(ops) => builder(rx).and_then(|b| b.expression(&ops)),
        None => node(rx, o.id(2))?,
    };
    if !is(expr, DiKind::Expression) {
        return Err(rx.error_at(
            i,
            format!("the Expression of a {what} is not a DebugExpression"),
        ));
    }
    let storage = match rx.values.find(&o.id(1)).copied() {
        Some(v) => Some(v),
        None => {
            let undef_ty = rx.b.int_type(32);
            is_value.then(|| rx.b.undef(undef_ty))
        }
    };
    let (Some(var), Some(storage), Some(bb)) = (var, storage, rx.b.insert_block()) else {
        return Ok(());
    };
    let Some(b) = rx.dbg.units.first().map(|u| &u.builder) else {
        return Ok(());
    };
    let expr = match expr {
        Some(e) => e,
        None => match b.expression(&[]) {
            Some(e) => e,
            None => return Ok(()),
        },
    };
    // The variable's scope decides the location's scope when there is no DebugScope.
    let loc = current_location(rx).or_else(|| {
        let scope = var
            .md()
            .and_then(|m| Di::new(m).node(Field::Scope))
            .and_then(|d| node_ref(d))?;
        // (No DebugLine/OpLine in force: line 0, LLVM's "no line".)
        let line = rx.dbg.line.map(|(l, _)| l).unwrap_or(0);
        super::locations::location(rx, line, 0, scope, None)
    });
    let Some(loc) = loc else { return Ok(()) };
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
        let inlined = rx.dbg.scope.and_then(|(_, inl)| inl).is_some();
        let unattached = rx.dbg.scope.is_some_and(|(s, _)| unattached(rx, s));
        if (inlined || unattached) && var_sp.is_some() && var_sp == loc_sp {
            b.insert_dbg(is_value, storage, var, expr, loc, bb);
        }
        return Ok(());
    };
    if loc
        .md()
        .and_then(|m| Di::new(m).node(Field::Scope))
        .and_then(node_ref)
        .and_then(subprogram_of)
        != Some(sp)
        && rx.dbg.scope.and_then(|(_, inl)| inl).is_none()
    {
        return Ok(());
    }
    b.insert_dbg(is_value, storage, var, expr, loc, bb);
    Ok(())
}
