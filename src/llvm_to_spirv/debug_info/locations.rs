//! Function bodies: DebugLine / DebugScope around each instruction, and the debug intrinsics
//! (DebugDeclare, DebugValue).

use super::*;

// ---- function bodies ----------------------------------------------------------------------

/// A module-scope constant made for an instruction (a sampler literal, whose
/// `__translate_sampler_initializer` call becomes an `OpConstantSampler`): the instruction's
/// line and column go in an `OpLine` before the constant, which the reverse gives back to the
/// call it makes at the use, in the use's scope (a module-scope constant has no DebugScope; the
/// line is the initializer's, the same at every use). Only with OpenCL.DebugInfo.100 (the
/// non-semantic sets' DebugLine is a function-body instruction).
pub(crate) fn locate_global<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>, global: Id) {
    if !cx.dbg.active || cx.dbg.shader {
        return;
    }
    let Some(loc) = inst
        .metadata("dbg")
        .map(Di::new)
        .filter(|l| l.kind() == DiKind::Location)
    else {
        return;
    };
    let file = loc.node(Field::Scope).and_then(|s| {
        if s.kind() == DiKind::File {
            Some(s)
        } else {
            s.node(Field::File)
        }
    });
    if let Some(f) = file {
        let path = path_string(cx, f);
        let (line, col) = (loc.int0(Field::Line) as u32, loc.int0(Field::Column) as u32);
        cx.b.global_line(global, path, line, col);
    }
}

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
        cx.dbg.last_location = None;
    }
    // (An OpPhi may follow OpLine and DebugScope: a phi's location is kept.)
    if super::super::builtin_calls::makes_no_instruction(inst) {
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
            // (A repeated location makes nothing new; a new one makes its nodes in this order:
            // scope, inlined-at, then after the DebugScope, the file's path.)
            let hit = cx
                .dbg
                .last_location
                .filter(|(md, _)| *md == loc.md())
                .map(|(_, ids)| ids);
            let (scope, inlined) = match hit {
                Some(ids) => (ids.scope, ids.inlined),
                None => scope_ids(cx, loc),
            };
            if cx.dbg.scope != Some((Id(scope), inlined.map(Id))) {
                let mut ops = vec![cx.dbg.set.0, di::SCOPE, scope];
                ops.extend(inlined);
                let sid = cx.b.fresh_id();
                cx.b.inst_with_id(op::ExtInst, Some(cx.dbg.void), sid, &ops);
                cx.dbg.scope = Some((Id(scope), inlined.map(Id)));
            }
            let line = match hit {
                Some(ids) => ids.line,
                None => {
                    let line = line_ids(cx, loc);
                    let ids = LocIds {
                        scope,
                        inlined,
                        line,
                    };
                    cx.dbg.last_location = Some((loc.md(), ids));
                    line
                }
            };
            if let Some((path, line, col)) = line
                && cx.dbg.line != Some((path, line, col))
            {
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

/// What a DILocation gives an instruction: the ids of its scope and inlined-at location, and
/// its file's path (or DebugSource), line and column (`None` without a file).
#[derive(Clone, Copy)]
pub(super) struct LocIds {
    scope: u32,
    inlined: Option<u32>,
    line: Option<(Id, u32, u32)>,
}

/// The ids of a location's scope and inlined-at location. Consecutive instructions mostly
/// share their DILocation (a uniqued node), so `before_instruction` keeps the last one's ids: a
/// node's id never changes once made.
fn scope_ids<'c>(cx: &mut Ctx<'c, '_>, loc: Di<'c>) -> (u32, Option<u32>) {
    let scope = lexical(cx, loc.node(Field::Scope));
    let scope = node(cx, scope);
    let inlined = loc.node(Field::InlinedAt).map(|i| node(cx, Some(i)));
    (scope, inlined)
}

/// A location's file path (or DebugSource), line and column; `None` without a file.
fn line_ids<'c>(cx: &mut Ctx<'c, '_>, loc: Di<'c>) -> Option<(Id, u32, u32)> {
    let file = loc.node(Field::Scope).and_then(|s| {
        if s.kind() == DiKind::File {
            Some(s)
        } else {
            s.node(Field::File)
        }
    })?;
    // (The non-semantic sets name the DebugSource of the file.)
    let path = if cx.dbg.shader {
        Id(node(cx, Some(file)))
    } else {
        path_string(cx, file)
    };
    Some((
        path,
        loc.int0(Field::Line) as u32,
        loc.int0(Field::Column) as u32,
    ))
}

/// Before the OpVariable of an alloca: its location as an `OpLine` (which, with OpNoLine, is
/// all that may come among the variables at the top of the entry block: no DebugScope, so the
/// reverse gives the alloca its line in the function's own scope). Not in the non-semantic
/// sets, whose DebugLine is an OpExtInst.
pub(crate) fn before_variable<'c>(cx: &mut Ctx<'c, '_>, alloca: Value<'c>) {
    if !cx.dbg.active || cx.dbg.shader {
        return;
    }
    let loc = alloca
        .metadata("dbg")
        .map(Di::new)
        .filter(|l| l.kind() == DiKind::Location);
    let file = loc.and_then(|l| l.node(Field::Scope)).and_then(|s| {
        if s.kind() == DiKind::File {
            Some(s)
        } else {
            s.node(Field::File)
        }
    });
    match (loc, file) {
        (Some(l), Some(f)) => {
            let path = path_string(cx, f);
            let line = (
                path,
                l.int0(Field::Line) as u32,
                l.int0(Field::Column) as u32,
            );
            if cx.dbg.variable_line != Some(line) {
                cx.b.inst_no_result(op::Line, &[line.0.0, line.1, line.2]);
                cx.dbg.variable_line = Some(line);
            }
        }
        _ => {
            if cx.dbg.variable_line.take().is_some() {
                cx.b.inst_no_result(op::NoLine, &[]);
            }
        }
    }
}

/// After the variables: the last one's OpLine ends there.
pub(crate) fn after_variables(cx: &mut Ctx<'_, '_>) {
    if cx.dbg.variable_line.take().is_some() {
        cx.b.inst_no_result(op::NoLine, &[]);
    }
}

/// Before an instruction that has no location (a constant expression made an instruction):
/// `OpNoLine` and `DebugNoScope` if a line or scope is open.
pub(crate) fn before_unlocated(cx: &mut Ctx<'_, '_>) {
    if cx.dbg.active {
        end_location(cx);
    }
}

pub(super) fn end_location(cx: &mut Ctx<'_, '_>) {
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

pub(super) fn intrinsic<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>, kind: DbgIntrinsic) {
    let inst_no = match kind {
        DbgIntrinsic::Declare | DbgIntrinsic::Addr => di::DECLARE,
        DbgIntrinsic::Value => di::VALUE,
        DbgIntrinsic::Label => return,
    };
    let Some(var) = lldi::dbg_variable(inst) else {
        return;
    };
    let var = node(cx, Some(var));
    let expression = lldi::dbg_expression(inst);
    // (No expression: the empty one, the variable's value itself.)
    let ops = expression.map(|e| e.expr_ops()).unwrap_or_default();
    // An argument list (DIArgList): DebugValue names one value, so only a list whose
    // expression uses nothing but its first value (`DW_OP_LLVM_arg 0`) can be written, as
    // that value with the expression (which needs the extended numbering for LLVM_arg).
    let arg_list = lldi::dbg_location(inst).is_none() && lldi::dbg_first_location(inst).is_some();
    let location = if arg_list && only_first_argument(&ops) {
        lldi::dbg_first_location(inst)
    } else {
        lldi::dbg_location(inst)
    };
    let value = match location {
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
            // An undefined address (storage deleted, as mem2reg deletes an unused variable):
            // an OpUndef of the pointer type, which DebugDeclare does not take (spirv-val), so
            // the declaration becomes a DebugValue of it with a Deref below, read back as the
            // declaration of undef (the variable is kept, without a location).
            _ if inst_no == di::DECLARE && is_undef(v) => match cx.type_id(v.type_of()) {
                Ok(t) => cx.b.undef(t).0,
                Err(_) => cx.dbg_none().0,
            },
            // An undefined value stays an OpUndef of its type (llvm-spirv 14's reader needs a
            // typed value there).
            _ if v.is_constant() => match cx.constant_id(v) {
                Ok(id) => id.0,
                Err(_) => cx.dbg_none().0,
            },
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
    let unwritable = match first_unwritable(&ops, cx.dbg.legacy, cx.dbg.extended) {
        None if arg_list && location.is_none() => Some(LLVM_ARG),
        other => other,
    };
    if let Some(op) = unwritable {
        tracing::warn!(
            "the location of a variable is dropped: its DIExpression has {}, which {} cannot \
             hold{}",
            crate::mapping::debug_info::operation_name(op),
            set_name(&cx.dbg),
            if cx.dbg.legacy || op == 0x1003 || (op == LLVM_ARG && arg_list) {
                ""
            } else {
                " (--spirv-allow-extra-diexpressions writes it with llvm-spirv's numbering)"
            }
        );
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

/// `DW_OP_LLVM_arg`.
const LLVM_ARG: u64 = 0x1005;

/// Whether every `DW_OP_LLVM_arg` of `ops` names the first argument.
fn only_first_argument(ops: &[u64]) -> bool {
    let mut k = 0;
    while k < ops.len() {
        if ops[k] == LLVM_ARG && ops.get(k + 1) != Some(&0) {
            return false;
        }
        k += 1 + operation_literals(ops[k]);
    }
    true
}

/// Whether a value becomes an OpVariable or OpFunctionParameter.
pub(super) fn is_variable(v: Value<'_>) -> bool {
    match v.kind() {
        ValueKind::Argument | ValueKind::GlobalVariable => true,
        ValueKind::Instruction => {
            v.allocated_type().is_some() && super::super::instructions::alloca_count(v) == Some(1)
        }
        _ => false,
    }
}

/// The OpUndef a DebugValue names for a location without a translation: of the type of the
/// location's first value (an argument list's first too) when that is a number, a vector or
/// a pointer,
/// else of a 32-bit integer (which the reverse makes of DebugInfoNone there).
pub(super) fn undefined_location<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>) -> Id {
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
                    | TypeKind::Pointer
            )
        })
        .and_then(|t| cx.type_id(t).ok());
    let ty = match ty {
        Some(t) => t,
        None => cx.b.type_int(32, 0),
    };
    cx.b.undef(ty)
}

pub(super) fn is_undef(v: Value<'_>) -> bool {
    matches!(v.kind(), ValueKind::Undef | ValueKind::Poison)
}
