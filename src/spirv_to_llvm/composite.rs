//! Composite, vector and matrix instructions. Matrices are arrays of column vectors; matrix
//! arithmetic is expanded to vector operations on the columns, as the incumbent writes it.

use super::Rx;
use crate::error::Result;
use crate::llvm::ir::{Type, TypeKind, Value};
use crate::spirv::InstId;
use crate::spirv::tables::op;
use llvm_sys::LLVMOpcode as O;

/// Whether a composite instruction works on an OpTypeJointMatrixINTEL: its result
/// (OpCompositeConstruct, OpVectorInsertDynamic) or its composite (OpVectorExtractDynamic).
fn on_joint_matrix(rx: &mut Rx<'_, '_>, opcode: u16, ops: &[u32], at: InstId) -> Result<bool> {
    Ok(match opcode {
        op::CompositeConstruct | op::VectorInsertDynamic => {
            rx.def_opcode(ops[0]) == op::TypeJointMatrixINTEL
        }
        op::VectorExtractDynamic => rx
            .operand(ops[2], at)?
            .type_of()
            .element()
            .and_then(|t| t.struct_name())
            .is_some_and(|n| n.starts_with(crate::builtins::joint_matrix::STRUCT_PREFIX)),
        _ => false,
    })
}

pub(crate) fn translate<'c>(
    rx: &mut Rx<'c, '_>,
    opcode: u16,
    ops: &[u32],
    at: InstId,
) -> Result<()> {
    if on_joint_matrix(rx, opcode, ops, at)? {
        // SPV_INTEL_joint_matrix: element access and fills of a matrix are calls, as
        // `llvm-spirv` writes them (`__spirv_VectorExtractDynamic` of the matrix pointer...).
        return super::spirv_calls::call(rx, opcode, ops, at);
    }
    let name = rx.result_name(ops[1]);
    let v = match opcode {
        op::CompositeExtract => {
            let mut v = rx.operand(ops[2], at)?;
            let last = ops.len() - 1;
            for (k, &idx) in ops[3..].iter().enumerate() {
                let n = if k + 3 == last { name.as_str() } else { "" };
                check_index(rx, v.type_of(), idx, at)?;
                // Like the incumbent, constant operands fold here.
                v = if v.type_of().kind() == TypeKind::Vector {
                    rx.b.extract_element(v, rx.i32(u64::from(idx)), n)
                } else {
                    rx.b.extract_value(v, idx, n)
                };
            }
            v
        }
        op::CompositeInsert => {
            let obj = rx.operand(ops[2], at)?;
            let agg = rx.operand(ops[3], at)?;
            insert_path(rx, agg, obj, &ops[4..], &name, at)?
        }
        op::CompositeConstruct => construct(rx, ops, &name, at)?,
        op::VectorExtractDynamic => {
            let (v, x) = (rx.operand(ops[2], at)?, rx.operand(ops[3], at)?);
            if v.type_of().kind() != TypeKind::Vector || x.type_of().kind() != TypeKind::Integer {
                return Err(rx.error_at(
                    at,
                    "OpVectorExtractDynamic needs a vector and an integer index",
                ));
            }
            rx.unfold_if_materializing((0, v), |v| rx.b.extract_element(v, x, &name))
        }
        op::VectorInsertDynamic => {
            let v = rx.operand(ops[2], at)?;
            let elem = v
                .type_of()
                .element()
                .filter(|_| v.type_of().kind() == TypeKind::Vector);
            let Some(elem) = elem else {
                return Err(rx.error_at(at, "OpVectorInsertDynamic needs a vector"));
            };
            let e = rx.value_as(ops[3], elem, at)?;
            let x = rx.operand(ops[4], at)?;
            rx.unfold_if_materializing((0, v), |v| rx.b.insert_element(v, e, x, &name))
        }
        op::VectorShuffle => shuffle(rx, ops, &name, at)?,
        op::Transpose => transpose(rx, ops, at)?,
        op::VectorTimesScalar => {
            let (v, s) = (rx.operand(ops[2], at)?, rx.operand(ops[3], at)?);
            let n = v
                .type_of()
                .vector_len()
                .ok_or_else(|| rx.error_at(at, "OpVectorTimesScalar needs a vector"))?;
            let sp = splat(rx, s, n, "");
            // The incumbent names this product.
            rx.b.binop(
                O::LLVMFMul,
                v,
                sp,
                if name.is_empty() { "scale" } else { &name },
            )
        }
        op::MatrixTimesScalar => {
            let ty = rx.ty(ops[0], at)?;
            let (m, s) = (rx.operand(ops[2], at)?, rx.operand(ops[3], at)?);
            let (cols, rows) = matrix_shape(rx, m.type_of(), at)?;
            let sp = splat(rx, s, rows, "");
            let mut acc = rx.b.undef(ty);
            for c in 0..cols {
                let col = rx.b.extract_value(m, c, "");
                let p = rx.b.binop(O::LLVMFMul, col, sp, "");
                acc = rx.b.insert_value(acc, p, c, "");
            }
            acc
        }
        op::MatrixTimesVector => {
            let (m, v) = (rx.operand(ops[2], at)?, rx.operand(ops[3], at)?);
            matrix_times_vector(rx, m, v, at)?
        }
        op::VectorTimesMatrix => {
            let ty = rx.ty(ops[0], at)?;
            let (v, m) = (rx.operand(ops[2], at)?, rx.operand(ops[3], at)?);
            let (cols, rows) = matrix_shape(rx, m.type_of(), at)?;
            let mut acc = rx.b.undef(ty);
            for c in 0..cols {
                let col = rx.b.extract_value(m, c, "");
                let p = rx.b.binop(O::LLVMFMul, v, col, "");
                let mut sum = rx.b.extract_element(p, rx.i32(0), "");
                for r in 1..rows {
                    let e = rx.b.extract_element(p, rx.i32(u64::from(r)), "");
                    sum = rx.b.binop(O::LLVMFAdd, sum, e, "");
                }
                acc = rx.b.insert_element(acc, sum, rx.i32(u64::from(c)), "");
            }
            acc
        }
        op::MatrixTimesMatrix => {
            let ty = rx.ty(ops[0], at)?;
            let (a, b) = (rx.operand(ops[2], at)?, rx.operand(ops[3], at)?);
            let (cols, _) = matrix_shape(rx, b.type_of(), at)?;
            let mut acc = rx.b.undef(ty);
            for c in 0..cols {
                let col = rx.b.extract_value(b, c, "");
                let p = matrix_times_vector(rx, a, col, at)?;
                acc = rx.b.insert_value(acc, p, c, "");
            }
            acc
        }
        op::OuterProduct => {
            let ty = rx.ty(ops[0], at)?;
            let (c, r) = (rx.operand(ops[2], at)?, rx.operand(ops[3], at)?);
            let rows = c
                .type_of()
                .vector_len()
                .ok_or_else(|| rx.error_at(at, "OpOuterProduct needs vectors"))?;
            let cols = r
                .type_of()
                .vector_len()
                .ok_or_else(|| rx.error_at(at, "OpOuterProduct needs vectors"))?;
            rx.unroll(u64::from(cols), at)?;
            let mut acc = rx.b.undef(ty);
            for k in 0..cols {
                let e = rx.b.extract_element(r, rx.i32(u64::from(k)), "");
                let sp = splat(rx, e, rows, "");
                let p = rx.b.binop(O::LLVMFMul, c, sp, "");
                acc = rx.b.insert_value(acc, p, k, "");
            }
            acc
        }
        _ => return Err(rx.error_at(at, "not a composite instruction")),
    };
    rx.define(ops[1], v);
    Ok(())
}

/// Checks an index against a composite type.
fn check_index(rx: &Rx<'_, '_>, t: Type<'_>, k: u32, at: InstId) -> Result<()> {
    let Some(n) = t.element_count() else {
        return Err(rx.error_at(
            at,
            format!("index into {}, which is not a composite", t.display()),
        ));
    };
    if u64::from(k) >= n {
        return Err(rx.error_at(at, format!("index {k} is out of range for {}", t.display())));
    }
    Ok(())
}

/// (columns, rows) of a matrix (array of vectors).
fn matrix_shape(rx: &Rx<'_, '_>, t: Type<'_>, at: InstId) -> Result<(u32, u32)> {
    let rows = t.element().and_then(|c| c.vector_len());
    let (Some(cols), Some(rows)) = (t.array_len(), rows) else {
        return Err(rx.error_at(at, format!("{} is not a matrix", t.display())));
    };
    // Matrix instructions work column by column and component by component.
    rx.unroll(cols.saturating_mul(u64::from(rows)), at)?;
    let cols =
        u32::try_from(cols).map_err(|_| rx.error_at(at, format!("a matrix of {cols} columns")))?;
    Ok((cols, rows))
}

/// `<n x T>` with every lane `x`: `.splatinsert` into poison, then a zero-mask shuffle.
fn splat<'c>(rx: &Rx<'c, '_>, x: Value<'c>, n: u32, shuffle_name: &str) -> Value<'c> {
    let vt = rx.b.vector_type(x.type_of(), n);
    let poison = rx.b.poison(vt);
    let ins = rx.b.insert_element(poison, x, rx.i32(0), ".splatinsert");
    let mask_t = rx.b.vector_type(rx.b.int_type(32), n);
    let zero = rx.b.const_null(mask_t);
    rx.b.shuffle(ins, poison, zero, shuffle_name)
}

/// M × v = Σ_c v[c] · column c.
fn matrix_times_vector<'c>(
    rx: &mut Rx<'c, '_>,
    m: Value<'c>,
    v: Value<'c>,
    at: InstId,
) -> Result<Value<'c>> {
    let (cols, rows) = matrix_shape(rx, m.type_of(), at)?;
    let vt = rx.b.vector_type(
        m.type_of()
            .element()
            .and_then(|c| c.element())
            .unwrap_or(v.type_of()),
        rows,
    );
    let mut acc = rx.b.const_null(vt);
    for c in 0..cols {
        let e = rx.b.extract_element(v, rx.i32(u64::from(c)), "");
        let sp = splat(rx, e, rows, ".splat");
        let col = rx.b.extract_value(m, c, "");
        let p = rx.b.binop(O::LLVMFMul, sp, col, "");
        acc =
            rx.b.unfolded((0, acc), |a| rx.b.binop(O::LLVMFAdd, a, p, ""));
    }
    Ok(acc)
}

/// OpTranspose: row r of the result gathers element r of every column, by a tree of shuffles
/// for power-of-two column counts, element by element otherwise.
fn transpose<'c>(rx: &mut Rx<'c, '_>, ops: &[u32], at: InstId) -> Result<Value<'c>> {
    let ty = rx.ty(ops[0], at)?;
    let m = rx.operand(ops[2], at)?;
    let (cols, rows) = matrix_shape(rx, m.type_of(), at)?;
    let columns: Vec<Value<'c>> = (0..cols).map(|c| rx.b.extract_value(m, c, "")).collect();
    let mut acc = rx.b.undef(ty);
    for r in 0..rows {
        let row = if cols >= 2 && cols == rows && cols.is_power_of_two() {
            let mut level: Vec<Value<'c>> = columns
                .chunks(2)
                .map(|pair| {
                    let mask = rx.b.const_vector(&[
                        rx.i32(u64::from(r)),
                        rx.i32(u64::from(r) + u64::from(rows)),
                    ]);
                    rx.b.shuffle(pair[0], pair[1], mask, "")
                })
                .collect();
            while level.len() > 1 {
                level = level
                    .chunks(2)
                    .map(|pair| {
                        // (Columns are vectors: matrix_shape checked them.)
                        let n = pair[0].type_of().element_count().unwrap_or(1);
                        let mask: Vec<Value<'c>> = (0..2 * n).map(|k| rx.i32(k)).collect();
                        let m = rx.b.const_vector(&mask);
                        rx.b.shuffle(pair[0], pair[1], m, "")
                    })
                    .collect();
            }
            level[0]
        } else {
            let elem = m
                .type_of()
                .element()
                .and_then(|c| c.element())
                .unwrap_or(ty);
            let vt = rx.b.vector_type(elem, cols);
            let mut v = rx.b.undef(vt);
            for (c, col) in columns.iter().enumerate() {
                let e = rx.b.extract_element(*col, rx.i32(u64::from(r)), "");
                let i64t = rx.b.int_type(64);
                v =
                    rx.b.insert_element(v, e, rx.b.const_int(i64t, &[c as u64]), "");
            }
            v
        };
        acc = rx.b.insert_value(acc, row, r, "");
    }
    Ok(acc)
}

/// Inserts `elem` into `agg` at a path of indices (walking down, then inserting back up).
fn insert_path<'c>(
    rx: &mut Rx<'c, '_>,
    agg: Value<'c>,
    elem: Value<'c>,
    path: &[u32],
    name: &str,
    at: InstId,
) -> Result<Value<'c>> {
    let Some((&first, rest)) = path.split_first() else {
        return Ok(elem);
    };
    let t = agg.type_of();
    check_index(rx, t, first, at)?;
    let n = if rest.is_empty() { name } else { "" };
    if t.kind() == TypeKind::Vector {
        let idx = rx.i32(u64::from(first));
        let e = rx.coerce(elem, t.element().unwrap_or(t), at)?;
        return Ok(rx.b.insert_element(agg, e, idx, n));
    }
    let new = if rest.is_empty() {
        let member = if t.kind() == TypeKind::Struct {
            t.struct_elements()[first as usize]
        } else {
            t.element().unwrap_or(t)
        };
        rx.coerce(elem, member, at)?
    } else {
        let inner = rx.b.extract_value(agg, first, "");
        insert_path(rx, inner, elem, rest, "", at)?
    };
    Ok(rx.b.insert_value(agg, new, first, name))
}

/// OpCompositeConstruct: vectors from scalars and vectors; structs, arrays and matrices from
/// their members.
fn construct<'c>(rx: &mut Rx<'c, '_>, ops: &[u32], name: &str, at: InstId) -> Result<Value<'c>> {
    let ty = rx.ty(ops[0], at)?;
    let mut parts = Vec::new();
    for &p in &ops[2..] {
        parts.push(rx.operand(p, at)?);
    }
    let mut acc = rx.b.undef(ty);
    match (ty.kind(), ty.vector_len()) {
        (TypeKind::Vector, Some(n)) => {
            // Every lane is written: the chain of insertelements starts from poison.
            acc = rx.b.poison(ty);
            let elem = ty.element().unwrap_or(ty);
            let mut lane = 0u32;
            for p in parts {
                // Counted before any lane is extracted: a constituent of more lanes than the
                // result has left is an error, not billions of extractelements.
                // (A scalar constituent is one lane.)
                let width = p.type_of().vector_len().unwrap_or(1);
                if u64::from(lane) + u64::from(width) > u64::from(n) {
                    return Err(rx.error_at(at, "more components than the vector has"));
                }
                rx.unroll(u64::from(width), at)?;
                let lanes: Vec<Value<'c>> = if p.type_of().kind() == TypeKind::Vector {
                    (0..width)
                        .map(|k| {
                            rx.b.unfolded((0, p), |p| {
                                rx.b.extract_element(p, rx.i32(u64::from(k)), "")
                            })
                        })
                        .collect()
                } else {
                    vec![p]
                };
                for e in lanes {
                    let e = rx.coerce(e, elem, at)?;
                    acc = rx.b.unfolded((0, acc), |a| {
                        rx.b.insert_element(a, e, rx.i32(u64::from(lane)), "")
                    });
                    lane += 1;
                }
            }
        }
        (TypeKind::Struct | TypeKind::Array, _) => {
            // An array's length is compared before its member list is made (a length read
            // from the module may be billions).
            let members: Option<Vec<Type<'c>>> = if ty.kind() == TypeKind::Struct {
                Some(ty.struct_elements()).filter(|m| m.len() == parts.len())
            } else {
                (ty.array_len() == Some(parts.len() as u64))
                    .then(|| vec![ty.element().unwrap_or(ty); parts.len()])
            };
            let Some(members) = members else {
                return Err(rx.error_at(at, "the number of constituents does not match the type"));
            };
            for (k, p) in parts.into_iter().enumerate() {
                let p = rx.coerce(p, members[k], at)?;
                acc =
                    rx.b.unfolded((0, acc), |a| rx.b.insert_value(a, p, k as u32, ""));
            }
        }
        _ => return Err(rx.error_at(at, format!("OpCompositeConstruct of {}", ty.display()))),
    }
    if !name.is_empty() {
        rx.b.set_name(acc, name);
    }
    Ok(acc)
}

/// OpVectorShuffle: LLVM shuffles two vectors of one type, so a shorter operand is widened
/// first; undefined components (0xFFFFFFFF) become undef mask elements.
fn shuffle<'c>(rx: &mut Rx<'c, '_>, ops: &[u32], name: &str, at: InstId) -> Result<Value<'c>> {
    let (mut a, mut b) = (rx.operand(ops[2], at)?, rx.operand(ops[3], at)?);
    let (na, nb) = match (a.type_of().vector_len(), b.type_of().vector_len()) {
        (Some(x), Some(y)) => (x, y),
        _ => return Err(rx.error_at(at, "OpVectorShuffle of values that are not vectors")),
    };
    if a.type_of().element() != b.type_of().element() {
        return Err(rx.error_at(
            at,
            "OpVectorShuffle of vectors of different component types",
        ));
    }
    let i32t = rx.b.int_type(32);
    let n = na.max(nb);
    let widen = |rx: &Rx<'c, '_>, v: Value<'c>, from: u32| -> Value<'c> {
        let mask: Vec<Value<'c>> = (0..n)
            .map(|k| {
                if k < from {
                    rx.b.const_int(i32t, &[u64::from(k)])
                } else {
                    rx.b.undef(i32t)
                }
            })
            .collect();
        let m = rx.b.const_vector(&mask);
        // The unused second operand is poison, as LLVM's own widening shuffles have it.
        let u = rx.b.poison(v.type_of());
        rx.unfold_if_materializing((0, v), |v| rx.b.shuffle(v, u, m, ""))
    };
    if na < n {
        rx.unroll(u64::from(n), at)?;
        a = widen(rx, a, na);
    }
    if nb < n {
        rx.unroll(u64::from(n), at)?;
        b = widen(rx, b, nb);
    }
    let mask: Vec<Value<'c>> = ops[4..]
        .iter()
        .map(|&c| {
            if c == u32::MAX || u64::from(c) >= u64::from(na) + u64::from(nb) {
                rx.b.undef(i32t)
            } else if c < na {
                rx.b.const_int(i32t, &[u64::from(c)])
            } else {
                rx.b.const_int(i32t, &[u64::from(c - na) + u64::from(n)])
            }
        })
        .collect();
    if mask.is_empty() {
        return Err(rx.error_at(at, "OpVectorShuffle without components"));
    }
    let m = rx.b.const_vector(&mask);
    Ok(rx.unfold_if_materializing((0, a), |a| rx.b.shuffle(a, b, m, name)))
}

/// OpCopyLogical: the same value in a type of the same shape, member by member. Array lengths
/// are read from the module: every member the copy visits, nested ones included, is charged to
/// the unrolling budget before any is listed or copied.
pub(crate) fn copy_logical<'c>(
    rx: &mut Rx<'c, '_>,
    x: Value<'c>,
    ty: Type<'c>,
    at: InstId,
) -> Result<Value<'c>> {
    rx.unroll(copy_cost(x.type_of(), ty), at)?;
    copy_members(rx, x, ty, at)
}

/// How many members a logical copy from `from` to `to` extracts and inserts (saturating; 0
/// for a copy of the same type, which is the value itself, and for types of different shapes,
/// which the copy refuses).
fn copy_cost<'c>(from: Type<'c>, to: Type<'c>) -> u64 {
    if from == to {
        return 0;
    }
    let count = |t: Type<'_>| match t.kind() {
        TypeKind::Struct => Some(t.struct_elements().len() as u64),
        TypeKind::Array => t.array_len(),
        _ => None,
    };
    let n = match (count(from), count(to)) {
        (Some(n), Some(m)) if n == m => n,
        _ => return 0,
    };
    if from.kind() == TypeKind::Array && to.kind() == TypeKind::Array {
        let (Some(f), Some(t)) = (from.element(), to.element()) else {
            return n;
        };
        return n.saturating_mul(copy_cost(f, t).saturating_add(1));
    }
    // A struct on one side: `n` is its member count, read from its declaration.
    let members = |t: Type<'c>| -> Vec<Type<'c>> {
        match t.kind() {
            TypeKind::Struct => t.struct_elements(),
            _ => vec![t.element().unwrap_or(t); n as usize],
        }
    };
    members(from)
        .into_iter()
        .zip(members(to))
        .fold(n, |acc, (a, b)| acc.saturating_add(copy_cost(a, b)))
}

fn copy_members<'c>(
    rx: &mut Rx<'c, '_>,
    x: Value<'c>,
    ty: Type<'c>,
    at: InstId,
) -> Result<Value<'c>> {
    let from = x.type_of();
    if from == ty {
        return Ok(x);
    }
    let members_of = |t: Type<'c>| match t.kind() {
        TypeKind::Struct | TypeKind::Array => t.element_count(),
        _ => None,
    };
    let Some(n) = members_of(ty) else {
        return rx.coerce(x, ty, at);
    };
    if members_of(from) != Some(n) {
        return Err(rx.error_at(at, "OpCopyLogical between types of different shapes"));
    }
    let members: Vec<Type<'c>> = match ty.kind() {
        TypeKind::Struct => ty.struct_elements(),
        _ => vec![ty.element().unwrap_or(ty); n as usize],
    };
    let mut acc = rx.b.undef(ty);
    for (k, m) in members.into_iter().enumerate() {
        let e =
            rx.b.unfolded((0, x), |x| rx.b.extract_value(x, k as u32, ""));
        let e = copy_members(rx, e, m, at)?;
        acc =
            rx.b.unfolded((0, acc), |a| rx.b.insert_value(a, e, k as u32, ""));
    }
    Ok(acc)
}
