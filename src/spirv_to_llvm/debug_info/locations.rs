//! Function bodies: DebugLine, DebugScope and DebugNoScope around each instruction → debug
//! locations.

use super::*;
use crate::spirv::operands::Operands;

// ---- function bodies ----------------------------------------------------------------------

/// At the start of a function body: the function's subprogram becomes the default scope.
pub(crate) fn begin_function(rx: &mut Rx<'_, '_>, function_id: u32) {
    rx.dbg.subprogram = rx.dbg.functions.get(&function_id).copied();
    rx.dbg.scope = None;
    rx.dbg.scope_given = None;
    rx.dbg.line = None;
    rx.dbg.line_file = 0;
    rx.dbg.block = None;
    rx.dbg.last_location.set(None);
    // (Locations are per function: their scopes are in its subprogram. A large table is let go
    // rather than cleared, so that the functions after a large one clear no more than theirs.)
    let locations = rx.dbg.locations.get_mut();
    if locations.capacity() > 1024 {
        *locations = Default::default();
    } else {
        locations.clear();
    }
}

/// Where a block ended before an instruction was translated, so that `after_instruction` finds
/// what the translation made.
pub(crate) struct Mark<'c> {
    block: Option<BasicBlock<'c>>,
    last: Option<Value<'c>>,
}

/// The debug hook before one body instruction: handles OpLine, OpNoLine and the function-scope
/// debug instructions itself (`None`: nothing is left to translate); otherwise marks where the
/// block ends, for `after_instruction` (`Some`).
pub(crate) fn before_instruction<'c>(rx: &mut Rx<'c, '_>, i: InstId) -> Result<Option<Mark<'c>>> {
    if !rx.dbg.is_active() {
        return Ok(Some(Mark {
            block: None,
            last: None,
        }));
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
            let o = Operands::of(rx.m, i);
            rx.dbg.line = Some((o.literal(1)?, o.literal(2)?));
            rx.dbg.line_file = o.id(0)?;
            scope_in_file(rx)?;
            return Ok(None);
        }
        op::NoLine => {
            rx.dbg.line = None;
            rx.dbg.line_file = 0;
            scope_in_file(rx)?;
            return Ok(None);
        }
        op::ExtInst if ops.get(2).is_some_and(|s| rx.dbg.sets.contains_key(s)) => {
            super::check_operands(rx, i)?;
            if ops.len() < 4 {
                return Ok(None);
            }
            let set = rx.dbg.sets[&ops[2]];
            let o = Ops::of(rx, i, set);
            match ops[3] {
                di::SCOPE => {
                    let scope = node(rx, o.id(0))?;
                    let inlined = if o.has(1) { node(rx, o.id(1))? } else { None };
                    rx.dbg.scope_given = scope.map(|s| (s, inlined));
                    scope_in_file(rx)?;
                }
                di::NO_SCOPE => {
                    rx.dbg.scope_given = None;
                    rx.dbg.scope = None;
                }
                di::DECLARE | di::VALUE => declare(rx, i, ops[3] == di::VALUE, &o)?,
                di::shader::LINE if set.shader() => {
                    // (Line Start and Column Start; the source is a DebugSource, or its file's
                    // OpString as older incumbents write it.)
                    rx.dbg.line = Some((lit(rx, &o, 1)?, lit(rx, &o, 3)?));
                    let source = o.id(0);
                    rx.dbg.line_file = match debug_op(rx, source) {
                        // (DebugSource's File is required: `check_operands` has seen it.)
                        Some((si, di::SOURCE, _)) => args(rx, si).first().copied().unwrap_or(0),
                        _ => source,
                    };
                    scope_in_file(rx)?;
                }
                di::shader::NO_LINE if set.shader() => {
                    rx.dbg.line = None;
                    rx.dbg.line_file = 0;
                    scope_in_file(rx)?;
                }
                _ => {}
            }
            return Ok(None);
        }
        _ => {}
    }
    let last = block.and_then(|bb| bb.last_instruction());
    Ok(Some(Mark { block, last }))
}

/// The instruction made at a use of module-scope constant `def` (a sampler literal's
/// `__translate_sampler_initializer` call): the line and column of the `OpLine` right before
/// the constant, if there is one, in the scope of the use.
pub(crate) fn locate_global_use<'c>(
    rx: &mut Rx<'c, '_>,
    def: InstId,
    made: Value<'c>,
) -> Result<()> {
    if !rx.dbg.is_active() || def.0 == 0 || rx.m.opcode(InstId(def.0 - 1)) != op::Line {
        return Ok(());
    }
    let o = Operands::of(rx.m, InstId(def.0 - 1));
    let at = (Some((o.literal(1)?, o.literal(2)?)), o.id(0)?);
    let saved = (rx.dbg.line, rx.dbg.line_file, rx.dbg.scope);
    (rx.dbg.line, rx.dbg.line_file) = at;
    scope_in_file(rx)?;
    let loc = current_location(rx);
    (rx.dbg.line, rx.dbg.line_file, rx.dbg.scope) = saved;
    if let (Some(loc), Some(u)) = (loc, rx.dbg.units.first()) {
        u.builder.set_location(made, loc);
    }
    Ok(())
}

/// The debug hook after one body instruction: what it made gets the current debug location.
pub(crate) fn after_instruction(rx: &mut Rx<'_, '_>, mark: Mark<'_>) -> Result<()> {
    if !rx.dbg.is_active() {
        return Ok(());
    }
    let Mark { block, last } = mark;
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
    // block when the translation moved to another block), but phis.
    let last = last.filter(|_| Some(bb) == block);
    b.locate_instructions_after(bb, last, loc);
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
pub(super) fn scope_in_file(rx: &mut Rx<'_, '_>) -> Result<()> {
    let Some((s, inlined)) = rx.dbg.scope_given else {
        rx.dbg.scope = None;
        return Ok(());
    };
    let f = rx.dbg.line_file;
    if let Some(&scope) = rx.dbg.scopes_in_files.get(&(s, f)) {
        rx.dbg.scope = Some((scope, inlined));
        return Ok(());
    }
    let other = (|| {
        let path = string_of(rx, f)?;
        let d = Di::new(s.md()?);
        let own = if d.kind() == DiKind::File {
            d
        } else {
            d.node(Field::File)?
        };
        (own.file_path() != path).then_some(())
    })();
    let other = match other {
        Some(()) => match file(rx, f)? {
            Some(file) => builder(rx).and_then(|b| b.lexical_block_file(Some(s), Some(file), 0)),
            None => None,
        },
        None => None,
    };
    let scope = other.unwrap_or(s);
    rx.dbg.scopes_in_files.insert((s, f), scope);
    rx.dbg.scope = Some((scope, inlined));
    Ok(())
}

/// Whether `scope` is in a subprogram that describes no function.
pub(super) fn unattached<'c>(rx: &Rx<'c, '_>, scope: DiRef<'c>) -> bool {
    subprogram_of(scope).is_some_and(|sp| !rx.dbg.attached.contains(&sp))
}

/// The location the current OpLine and DebugScope give, in the function's subprogram.
pub(super) fn current_location<'c>(rx: &Rx<'c, '_>) -> Option<DiRef<'c>> {
    let (scope, inlined) = match (rx.dbg.subprogram, rx.dbg.scope) {
        (Some(sp), Some((s, inl))) if inl.is_some() || subprogram_of(s) == Some(sp) => (s, inl),
        (Some(sp), _) => {
            rx.dbg.line?;
            (sp, None)
        }
        // In a function without a subprogram, code inlined into it has locations, and so
        // has code in the scope of a subprogram that describes no function (LLVM allows a
        // function without `!dbg` whose instructions are located in such a subprogram).
        (None, Some((s, inl))) if inl.is_some() || unattached(rx, s) => (s, inl),
        (None, _) => return None,
    };
    let (line, col) = rx.dbg.line.unwrap_or((0, 0));
    let key = (line, col, scope, inlined);
    if let Some((last, loc)) = rx.dbg.last_location.get() {
        if last == key {
            return Some(loc);
        }
    }
    let loc = location(rx, line, col, scope, inlined)?;
    rx.dbg.last_location.set(Some((key, loc)));
    Some(loc)
}

/// The location (line, column, scope, inlined at) of an instruction: a node uniqued in the
/// context, or, when the module is only written as bitcode, a distinct node made once per
/// location (see `ReverseOptions::bitcode_only`).
pub(super) fn location<'c>(
    rx: &Rx<'c, '_>,
    line: u32,
    col: u32,
    scope: DiRef<'c>,
    inlined: Option<DiRef<'c>>,
) -> Option<DiRef<'c>> {
    let b = &rx.dbg.units.first()?.builder;
    if !rx.options.bitcode_only {
        return b.location(line, col, scope, inlined);
    }
    let key = (line, col, scope, inlined);
    if let Some(&loc) = rx.dbg.locations.borrow().get(&key) {
        return Some(loc);
    }
    let loc = b.distinct_location(line, col, scope, inlined)?;
    rx.dbg.locations.borrow_mut().insert(key, loc);
    Some(loc)
}

/// At the end of a function body: calls to functions with debug info need a location.
pub(crate) fn end_function<'c>(rx: &mut Rx<'c, '_>, function: Value<'c>) {
    let Some(sp) = rx.dbg.subprogram.take() else {
        return;
    };
    let Some(loc) = location(rx, 0, 0, sp, None) else {
        return;
    };
    let Some(b) = rx.dbg.units.first().map(|u| &u.builder) else {
        return;
    };
    b.locate_unlocated_calls(function, loc);
}
