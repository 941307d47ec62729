//! Sub-group builtins (`crate::builtins::subgroup`, `crate::builtins::intel_subgroup`).

use super::*;

/// The non-uniform sub-group functions: the `Subgroup` scope, the group operation where the
/// instruction has one, then the arguments (predicates as bools); bool answers widened.
pub(super) fn sub_group_call<'c>(
    cx: &mut Ctx<'c, '_>,
    c: &Call<'c>,
    f: subgroup::SubGroupFn,
) -> Result<()> {
    let (opcode, operation, bool_args, bool_result) = match f {
        subgroup::SubGroupFn::One(r) => (r.op, r.operation, r.bool_args, r.bool_result),
        subgroup::SubGroupFn::Arith(a, operation) => {
            let opcode = match c.params.first() {
                Some(t) if t.is_float() => a.float_op.ok_or_else(|| c.bad(cx))?,
                Some(t) if t.is_unsigned_integer() => a.unsigned_op.unwrap_or(a.op),
                _ => a.op,
            };
            (opcode, Some(operation), a.logical, a.logical)
        }
    };
    let wants = grammar::instruction(opcode)
        .map(|d| {
            d.operands
                .iter()
                .filter(|o| {
                    !matches!(
                        o.kind,
                        OperandKind::IdResultType
                            | OperandKind::IdResult
                            | OperandKind::IdScope
                            | OperandKind::GroupOperation
                    ) && o.quantifier == Quantifier::One
                })
                .count()
        })
        // (No grammar entry: no operands, and the argument count check below refuses the call.)
        .unwrap_or(0);
    let clustered = operation == Some(enums::GroupOperation::ClusteredReduce);
    if c.args.len() != wants + usize::from(clustered) {
        return Err(c.bad(cx));
    }
    let scope = u32_const(cx, enums::Scope::Subgroup);
    let mut ops = vec![scope.0];
    ops.extend(operation);
    for i in 0..c.args.len() {
        let id = if bool_args && !(clustered && i == 1) {
            predicate(cx, c, i)?
        } else {
            cx.operand_id(c.arg(cx, i)?)?
        };
        ops.push(id.0);
    }
    if bool_result {
        let bt = bool_type(cx, None);
        let b = cx.temp(opcode, bt, &ops);
        return widen_bool(cx, c.inst, b, BoolNames::Both);
    }
    cx.define(c.inst, opcode, &ops)?;
    Ok(())
}

/// The Intel sub-group functions: shuffles take their arguments as operands; block reads and
/// writes take a pointer (or an image and a coordinate, the image instruction); media block
/// functions take the image, last in OpenCL C, first. The data's element width and vector size
/// must be the ones the name says.
pub(super) fn intel_subgroup_call<'c>(
    cx: &mut Ctx<'c, '_>,
    c: &Call<'c>,
    n: intel_subgroup::IntelSubgroupName,
) -> Result<()> {
    use intel_subgroup::Kind;
    let row = n.row;
    let is_image = |v: Value<'_>| {
        v.type_of()
            .element()
            .and_then(|t| t.struct_name())
            .and_then(image::shape_of_struct)
            .is_some()
    };
    let (opcode, write) = match row.kind {
        Kind::Shuffle => (row.op, false),
        Kind::Block { write } => match row.image_op {
            Some(o) if c.args.first().is_some_and(|&a| is_image(a)) => (o, write),
            _ => (row.op, write),
        },
        Kind::Media { write } => (row.op, write),
    };
    let wants = grammar::instruction(opcode)
        .map(|d| {
            d.operands
                .iter()
                .filter(|o| {
                    !matches!(o.kind, OperandKind::IdResultType | OperandKind::IdResult)
                        && o.quantifier == Quantifier::One
                })
                .count()
        })
        // (No grammar entry: no operands, and the argument count check below refuses the call.)
        .unwrap_or(0);
    if c.args.len() != wants {
        return Err(c.bad(cx));
    }
    // The data: the result of a read, the last argument of a block write, the fourth of a
    // media block write.
    let data = match (row.kind, write) {
        (Kind::Shuffle, _) => None,
        (_, false) => Some(c.ret()),
        (Kind::Block { .. }, true) => c.args.last().map(|a| a.type_of()),
        (Kind::Media { .. }, true) => c.args.get(3).map(|a| a.type_of()),
    };
    if let Some(t) = data {
        let width = t.scalar().int_width();
        let size = (t.kind() == TypeKind::Vector)
            .then(|| t.vector_len())
            .flatten();
        // (A name without a width suffix is for 32-bit data.)
        if width != Some(n.width.unwrap_or(32)) || size != n.size {
            return Err(c.bad(cx));
        }
    }
    let mut ids = Vec::with_capacity(c.args.len());
    if matches!(row.kind, Kind::Media { .. }) {
        // The image is last in OpenCL C, first in SPIR-V.
        let (image, rest) = c.args.split_last().ok_or_else(|| c.bad(cx))?;
        if !is_image(*image) {
            return Err(c.bad(cx));
        }
        ids.push(cx.operand_id(*image)?.0);
        for &a in rest {
            ids.push(cx.operand_id(a)?.0);
        }
    } else {
        for &a in &c.args {
            ids.push(cx.operand_id(a)?.0);
        }
    }
    if grammar::instruction(opcode).is_some_and(|d| d.has_result_type) {
        cx.define(c.inst, opcode, &ids)?;
    } else {
        cx.b.inst_no_result(opcode, &ids);
    }
    Ok(())
}
