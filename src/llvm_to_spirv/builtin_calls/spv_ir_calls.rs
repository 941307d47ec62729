//! `__spirv_*` calls of SPIR-V friendly IR (`crate::builtins::spv_ir`): operands by the grammar,
//! specialization constants.

use super::*;

// ----- SPV-IR -----

/// The constant value of argument `i`, for an operand that must be a literal.
pub(super) fn literal_arg<'c>(cx: &Ctx<'c, '_>, c: &Call<'c>, i: usize) -> Result<u32> {
    c.const_arg(i).map(|v| v as u32).ok_or_else(|| {
        cx.unsupported(format!(
            "argument {} of {} must be a constant: it is a literal operand in SPIR-V",
            i + 1,
            c.d
        ))
    })
}

/// Arguments → operands by the operand list of an instruction: id operands take the
/// argument's value, literal and enumerant operands its constant (and a bit mask the
/// operands of each of its bits).
pub(super) fn operands_by_grammar<'c>(
    cx: &mut Ctx<'c, '_>,
    c: &Call<'c>,
    defs: &[OperandDef],
    postfix_storage: Option<u32>,
) -> Result<Vec<u32>> {
    let mut ops = Vec::new();
    let mut next = 0usize;
    for d in defs {
        if matches!(d.kind, OperandKind::IdResultType | OperandKind::IdResult) {
            continue;
        }
        let count = match d.quantifier {
            Quantifier::One => 1,
            Quantifier::Optional => usize::from(next < c.args.len()),
            Quantifier::Many => c.args.len().saturating_sub(next),
        };
        for _ in 0..count {
            if next >= c.args.len() {
                if d.kind == OperandKind::StorageClass {
                    if let Some(sc) = postfix_storage {
                        ops.push(sc);
                        continue;
                    }
                }
                return Err(c.bad(cx));
            }
            next = one_operand(cx, c, d.kind, next, &mut ops)?;
        }
    }
    if next < c.args.len() {
        return Err(c.bad(cx));
    }
    Ok(ops)
}

/// Appends operand `kind` from argument `i` (and the parameters of its enumerant bits);
/// answers the next argument's index.
pub(super) fn one_operand<'c>(
    cx: &mut Ctx<'c, '_>,
    c: &Call<'c>,
    kind: OperandKind,
    i: usize,
    ops: &mut Vec<u32>,
) -> Result<usize> {
    let def = kind.def();
    match def.category {
        Category::Id => {
            ops.push(cx.operand_id(c.arg(cx, i)?)?.0);
            Ok(i + 1)
        }
        Category::BitEnum | Category::ValueEnum => {
            let v = literal_arg(cx, c, i)?;
            ops.push(v);
            let mut next = i + 1;
            let params: Vec<OperandKind> = if def.category == Category::BitEnum {
                def.enumerants
                    .iter()
                    .filter(|e| e.value != 0 && v & e.value == e.value && e.value.is_power_of_two())
                    .flat_map(|e| e.parameters.iter().copied())
                    .collect()
            } else {
                def.enumerant(v)
                    .map(|e| e.parameters.to_vec())
                    // (A value the grammar does not list takes no parameters.)
                    .unwrap_or_default()
            };
            for p in params {
                next = one_operand(cx, c, p, next, ops)?;
            }
            Ok(next)
        }
        Category::Literal => {
            ops.push(literal_arg(cx, c, i)?);
            Ok(i + 1)
        }
        Category::Composite => Err(c.bad(cx)),
    }
}

/// Whether an instruction's result is a bool or a vector of bools (the relational and logical
/// instructions other than `OpSelect`).
pub(super) fn yields_bool(def: &grammar::InstructionDef) -> bool {
    def.class == "Relational_and_Logical" && def.opcode != op::Select
}

/// An integer or a vector of integers.
pub(super) fn is_integer_or_vector(t: Type<'_>) -> bool {
    t.scalar().kind() == TypeKind::Integer
}

/// `i1` or a vector of `i1`.
pub(super) fn is_bool_type(t: Type<'_>) -> bool {
    t.scalar().int_width() == Some(1)
}

/// A `__spirv_*` call: the instruction it names, its arguments as operands.
pub(super) fn spv_ir_call<'c>(
    cx: &mut Ctx<'c, '_>,
    c: &Call<'c>,
    n: &spv_ir::SpvIrName,
) -> Result<()> {
    match &n.target {
        spv_ir::SpvIrTarget::Ext(ext) => {
            let set_def = grammar::ext_inst_set("OpenCL.std").ok_or_else(|| c.bad(cx))?;
            let opcode = set_def.opcode_by_name(ext).ok_or_else(|| c.bad(cx))?;
            let def = set_def.instruction(opcode).ok_or_else(|| c.bad(cx))?;
            vector_operand(cx, c, ext)?;
            let set = cx.ext_std();
            let mut ops = vec![set.0, opcode];
            ops.extend(operands_by_grammar(cx, c, def.operands, None)?);
            cx.define(c.inst, op::ExtInst, &ops)?;
            Ok(())
        }
        spv_ir::SpvIrTarget::Op(op::SpecConstant) => spec_constant(cx, c),
        spv_ir::SpvIrTarget::Op(o) if enqueue_fns::takes_block(*o) => {
            enqueue::spv_ir_block_call(cx, c, *o)
        }
        spv_ir::SpvIrTarget::Op(op::BuildNDRange) if enqueue::spv_ir_ndrange(cx, c)? => Ok(()),
        spv_ir::SpvIrTarget::Op(op::SpecConstantComposite) => spec_constant_composite(cx, c),
        spv_ir::SpvIrTarget::Op(o) if arb_float_fns::by_opcode(*o).is_some() => {
            arb_float::arb_float_call(cx, c, *o)
        }
        spv_ir::SpvIrTarget::Op(op::Dot) if c.ret().scalar().kind() == TypeKind::Integer => Err(cx
            .unsupported(format!(
                "{}: OpDot takes floating-point vectors only (SPIR-V 3.42.14; the result type \
                 must be a floating-point scalar); an integer dot product is \
                 SPV_KHR_integer_dot_product's OpSDot, OpUDot or OpSUDot",
                c.d
            ))),
        spv_ir::SpvIrTarget::Op(op::ImageQuerySizeLod) if size_without_lod(c) => {
            // A multi-sampled or buffer image has no levels of detail: OpImageQuerySizeLod
            // does not take it (SPIR-V 3.42.10: MS must be 0, Dim not Buffer), the size is
            // OpImageQuerySize's.
            let img = cx.operand_id(c.arg(cx, 0)?)?;
            cx.define(c.inst, op::ImageQuerySize, &[img.0])?;
            Ok(())
        }
        spv_ir::SpvIrTarget::Op(opcode) => {
            let def = grammar::instruction(*opcode).ok_or_else(|| c.bad(cx))?;
            let storage = n.other.iter().find_map(|p| match p.as_str() {
                "ToGlobal" => Some(enums::StorageClass::CrossWorkgroup),
                "ToLocal" => Some(enums::StorageClass::Workgroup),
                "ToPrivate" => Some(enums::StorageClass::Function),
                _ => None,
            });
            if def.has_result_type
                && let Some(ptr) = sret_slot(c)
            {
                // The result comes back through the first argument (as clang returns
                // aggregates): the instruction on the other arguments, stored there.
                let rest = Call {
                    inst: c.inst,
                    d: c.d.clone(),
                    // (`sret_slot` found a first argument: in range.)
                    params: c.params.get(1..).unwrap_or_default().to_vec(),
                    args: c.args[1..].to_vec(),
                };
                let ops = operands_by_grammar(cx, &rest, def.operands, storage)?;
                let pointee = ptr.type_of().element().ok_or_else(|| c.bad(cx))?;
                let ty = cx.type_id(pointee)?;
                let r = cx.temp(*opcode, ty, &ops);
                let p = cx.operand_id(ptr)?;
                cx.b.inst_no_result(op::Store, &[p.0, r.0]);
                return Ok(());
            }
            let mut ops = operands_by_grammar(cx, c, def.operands, storage)?;
            fit_gradients(cx, c, def.operands, &mut ops)?;
            if BOOL_OPERANDS.contains(opcode) {
                narrow_bool_operands(cx, c, &mut ops)?;
            }
            if let Some((_, accumulate)) = int_dot::by_opcode(*opcode) {
                let packed = c.args.len() > 2 + usize::from(accumulate);
                require_dot_input(cx, c.arg(cx, 0)?.type_of(), packed);
            }
            if *opcode == op::SampledImage {
                // SPV-IR gives the sampled image any type (`i8 addrspace(4)*`): it is the
                // OpTypeSampledImage of the image.
                let img_ty = cx.type_id(c.arg(cx, 0)?.type_of())?;
                let t = cx.b.type_sampled_image(img_ty);
                let id = cx.temp(op::SampledImage, t, &ops);
                return alias(cx, c.inst, id);
            }
            if def.class == "Atomic" && def.has_result_type {
                cx.require_float_atomic(*opcode, c.ret(), &format!("Op{}", def.name))?;
            }
            let wide = |t: Type<'_>| t.int_width() == Some(64);
            if def.class == "Atomic"
                && (wide(c.ret())
                    || c.args
                        .first()
                        .and_then(|p| p.type_of().element())
                        .is_some_and(wide))
            {
                cx.b.require_capability(enums::Capability::Int64Atomics);
            }
            if def.has_result && yields_bool(def) && !is_bool_type(c.ret()) {
                // A relational answer carried by integers (`char4 __spirv_IsNan(float4)`):
                // the instruction answers bools, widened as OpenCL C widens them.
                let n = c.ret().vector_len();
                let bt = bool_type(cx, n);
                let b = cx.temp(*opcode, bt, &ops);
                return widen_bool(cx, c.inst, b, BoolNames::Select);
            }
            if *opcode == op::Load
                && let Some(pointee) = c.args.first().and_then(|p| p.type_of().element())
                && pointee != c.ret()
                && !c.inst.has_uses()
            {
                // `llvm-spirv` loads the pointer's element type whatever the call's type says;
                // an unused result may do so too.
                let ty = cx.type_id(pointee)?;
                let id = cx.temp(op::Load, ty, &ops);
                return alias(cx, c.inst, id);
            }
            if def.has_result {
                let id = if def.has_result_type {
                    cx.define(c.inst, *opcode, &ops)?
                } else {
                    return Err(c.bad(cx));
                };
                if n.saturated {
                    cx.b.decorate(id, enums::Decoration::SaturatedConversion, &[]);
                }
                if let Some(r) = n.rounding {
                    cx.b.decorate(id, enums::Decoration::FPRoundingMode, &[r]);
                }
            } else {
                cx.b.inst_no_result(*opcode, &ops);
            }
            Ok(())
        }
        spv_ir::SpvIrTarget::BuiltIn(b) => work_item(cx, c, *b),
    }
}

/// Whether the image of an image query (its first argument) is multi-sampled or a buffer.
fn size_without_lod(c: &Call<'_>) -> bool {
    c.args
        .first()
        .and_then(|v| v.type_of().element())
        .and_then(|t| t.struct_name())
        .and_then(crate::builtins::image::shape_of_struct)
        .is_some_and(crate::builtins::image::size_query_has_no_lod)
}

/// The OpenCL.std instructions of n components (vloadn, vstoren and their half forms) read or
/// write a vector of 2, 3, 4, 8 or 16 (OpenCL extended instruction set, 2.7): a scalar (the
/// `n` of 1 that SPV-IR written from a `vload_half`-like scalar overload may carry) is an error
/// naming the call, as for the OpenCL C builtins.
fn vector_operand<'c>(cx: &Ctx<'c, '_>, c: &Call<'c>, ext: &str) -> Result<()> {
    const LOADS: &[&str] = &["vloadn", "vload_halfn", "vloada_halfn"];
    const STORES: &[&str] = &[
        "vstoren",
        "vstore_halfn",
        "vstore_halfn_r",
        "vstorea_halfn",
        "vstorea_halfn_r",
    ];
    let t = if LOADS.contains(&ext) {
        c.ret()
    } else if STORES.contains(&ext) {
        c.arg(cx, 0)?.type_of()
    } else {
        return Ok(());
    };
    if t.kind() == TypeKind::Vector {
        return Ok(());
    }
    Err(cx.unsupported(format!(
        "{}: OpenCL.std {ext} {} a vector of 2, 3, 4, 8 or 16 components, not a scalar",
        c.d,
        if LOADS.contains(&ext) {
            "answers"
        } else {
            "stores"
        }
    )))
}

/// The `Grad dx dy` image operands of an image instruction: SPIR-V (3.14, Image Operands) wants
/// as many components as the image has coordinates, without the array layer (3 for a 3D
/// image); SPV-IR written from OpenCL C passes the gradients of a 3D image as 4-component
/// vectors, whose extra component is dropped as the OpenCL C builtins' is. `ops` holds one
/// operand per argument.
fn fit_gradients<'c>(
    cx: &mut Ctx<'c, '_>,
    c: &Call<'c>,
    defs: &[OperandDef],
    ops: &mut [u32],
) -> Result<()> {
    let Some(k) = defs
        .iter()
        .filter(|d| !matches!(d.kind, OperandKind::IdResultType | OperandKind::IdResult))
        .position(|d| d.kind == OperandKind::ImageOperands)
    else {
        return Ok(());
    };
    let Some(&mask) = ops.get(k) else {
        return Ok(());
    };
    if mask & enums::ImageOperands::Grad == 0 {
        return Ok(());
    }
    // The parameters of the lower bits (Bias, Lod: one id each) come first.
    let before = mask & (enums::ImageOperands::Bias | enums::ImageOperands::Lod);
    let at = k + 1 + before.count_ones() as usize;
    let shape = c
        .args
        .first()
        .and_then(|v| v.type_of().element())
        .and_then(|t| t.struct_name())
        .and_then(crate::builtins::image::shape_of_struct);
    for i in [at, at + 1] {
        if let (Some(&g), true) = (c.args.get(i), i < ops.len()) {
            ops[i] = images::gradient(cx, g, shape)?.0;
        }
    }
    Ok(())
}

/// Instructions whose operands are all bools (SPIR-V 3.42.15: OpAny and OpAll take a vector of
/// Boolean, the OpLogical* instructions Booleans or vectors of them).
const BOOL_OPERANDS: &[u16] = &[
    op::Any,
    op::All,
    op::LogicalEqual,
    op::LogicalNotEqual,
    op::LogicalOr,
    op::LogicalAnd,
    op::LogicalNot,
];

/// The operands of a `__spirv_*` call whose instruction takes bools, given as integers (SPV-IR
/// carries a vector of bools as a vector of chars, `__spirv_Any(char4)`): each lane's truth,
/// `x != 0`, or the bools themselves where the integers are their extension (the `sext` that
/// passes them, so that a round trip through SPV-IR gives back the operand it had).
fn narrow_bool_operands<'c>(cx: &mut Ctx<'c, '_>, c: &Call<'c>, ops: &mut [u32]) -> Result<()> {
    for (k, op_id) in ops.iter_mut().enumerate() {
        let a = c.arg(cx, k)?;
        let t = a.type_of();
        if is_bool_type(t) || !is_integer_or_vector(t) {
            continue;
        }
        use crate::llvm::ir::Opcode;
        if matches!(a.opcode(), Some(Opcode::LLVMSExt | Opcode::LLVMZExt))
            && let Some(b) = a.operand(0).filter(|b| is_bool_type(b.type_of()))
        {
            *op_id = cx.operand_id(b)?.0;
            continue;
        }
        let zero = if t.vector_len().is_some() {
            let vt = cx.type_id(t)?;
            cx.b.constant_null(vt)
        } else {
            int_splat(cx, t, 0)?
        };
        let bt = bool_type(cx, t.vector_len());
        *op_id = cx.temp(op::INotEqual, bt, &[*op_id, zero.0]).0;
    }
    Ok(())
}

/// The `sret` pointer of a call that answers nothing (the attribute on the declaration or on
/// the call's first argument).
pub(super) fn sret_slot<'c>(c: &Call<'c>) -> Option<Value<'c>> {
    let callee = c.inst.called_value()?;
    let marked = callee.has_enum_attribute(1, "sret") || c.inst.call_has_enum_attribute(1, "sret");
    (c.ret().kind() == TypeKind::Void && marked)
        .then(|| c.args.first().copied())
        .flatten()
        .filter(|p| p.type_of().kind() == TypeKind::Pointer)
}

/// `__spirv_SpecConstantComposite(parts...)`: a module-scope composite of specialization
/// constants (or constants) of the call's type.
pub(super) fn spec_constant_composite<'c>(cx: &mut Ctx<'c, '_>, c: &Call<'c>) -> Result<()> {
    let t = cx.type_id(c.ret())?;
    let mut parts = Vec::with_capacity(c.args.len());
    for &a in &c.args {
        let spec = a
            .called_function()
            .is_some_and(|f| f.name_str().contains("__spirv_SpecConstant"));
        if !a.is_constant() && !spec {
            return Err(cx.unsupported(format_args!(
                "a part of __spirv_SpecConstantComposite that is not a (specialization) \
                 constant: {}",
                a.display().trim()
            )));
        }
        parts.push(cx.operand_id(a)?);
    }
    let id = cx.b.spec_constant_composite(t, &parts);
    alias(cx, c.inst, id)
}

/// `__spirv_SpecConstant(i32 id, T default)`: a specialization constant of the call's type
/// with that default, decorated `SpecId id`.
pub(super) fn spec_constant<'c>(cx: &mut Ctx<'c, '_>, c: &Call<'c>) -> Result<()> {
    let id = c.const_arg(0).ok_or_else(|| c.bad(cx))? as u32;
    let default = c.arg(cx, 1)?;
    let ty = c.ret();
    let t = cx.type_id(ty)?;
    let s = match ty.kind() {
        TypeKind::Integer if ty.int_width() == Some(1) => {
            cx.b.spec_constant_bool(Some(t), default.const_int_zext() == Some(1))
        }
        TypeKind::Integer => {
            let v = default.const_int_zext().ok_or_else(|| c.bad(cx))?;
            // (An integer: matched.)
            let words = if ty.int_width().unwrap_or(32) > 32 {
                vec![v as u32, (v >> 32) as u32]
            } else {
                vec![v as u32]
            };
            cx.b.spec_constant(t, &words)
        }
        TypeKind::Half | TypeKind::Float | TypeKind::Double => {
            let v = default.const_fp().ok_or_else(|| c.bad(cx))?;
            let words = match ty.kind() {
                TypeKind::Half => vec![u32::from(super::super::constants::f64_to_f16_bits(v))],
                TypeKind::Float => vec![(v as f32).to_bits()],
                _ => vec![v.to_bits() as u32, (v.to_bits() >> 32) as u32],
            };
            cx.b.spec_constant(t, &words)
        }
        _ => return Err(c.bad(cx)),
    };
    cx.b.decorate(s, enums::Decoration::SpecId, &[id]);
    alias(cx, c.inst, s)
}
