//! Module-scope SPIR-V values → LLVM: constants (scalar, composite, null, undef, spec constants
//! with their defaults or `--spec-const` values), constant expressions (`OpSpecConstantOp`),
//! samplers, pipe storage, function pointers and global variables with linkage, initializers,
//! alignment and BuiltIn names.
//!
//! `OpSpecConstantOp` has two forms: a constant expression where a constant is needed (global
//! initializers, other constants), and — like the incumbent — instructions in the entry block of
//! each function that uses it. `OpConstantSampler` becomes a `__translate_sampler_initializer`
//! call at each use.

use super::declare::is_import;
use super::{Lazy, Rx};
use crate::error::Result;
use crate::llvm::ir::{Type, TypeKind, Value};
use crate::mapping::ops;
use crate::options::BuiltinFormat;
use crate::spirv::InstId;
use crate::spirv::grammar::OperandKind;
use crate::spirv::operands::Operands;
use crate::spirv::tables::{enums, op};
use llvm_sys::{LLVMIntPredicate as IP, LLVMLinkage, LLVMOpcode as O};

/// The bit width of a scalar or the element of a vector (0 for other types).
pub(crate) fn scalar_bits(t: Type<'_>) -> u32 {
    let s = t
        .element()
        .filter(|_| t.kind() == TypeKind::Vector)
        .unwrap_or(t);
    match s.kind() {
        TypeKind::Half => 16,
        TypeKind::Float => 32,
        TypeKind::Double => 64,
        // (Neither integer nor floating point: no scalar width, 0, as said above.)
        _ => s.int_width().unwrap_or(0),
    }
}

/// Picks the LLVM cast for a width-dependent SPIR-V conversion.
pub(crate) fn width_cast(spv: u16, from: Type<'_>, to: Type<'_>) -> O {
    let (f, t) = (scalar_bits(from), scalar_bits(to));
    match spv {
        op::FConvert if t < f => O::LLVMFPTrunc,
        op::FConvert if t == f => O::LLVMBitCast,
        op::FConvert => O::LLVMFPExt,
        _ if t < f => O::LLVMTrunc,
        _ if t == f => O::LLVMBitCast,
        op::SConvert => O::LLVMSExt,
        _ => O::LLVMZExt,
    }
}

/// The LLVM cast of an `OpBitcast` between two types.
pub(crate) fn bitcast_kind(from: Type<'_>, to: Type<'_>) -> O {
    match (
        from.kind() == TypeKind::Pointer,
        to.kind() == TypeKind::Pointer,
    ) {
        (true, false) => O::LLVMPtrToInt,
        (false, true) => O::LLVMIntToPtr,
        (true, true) if from.address_space() != to.address_space() => O::LLVMAddrSpaceCast,
        _ => O::LLVMBitCast,
    }
}

/// Translates one instruction of the types/constants/globals section.
pub(crate) fn global_instruction(rx: &mut Rx<'_, '_>, i: InstId) -> Result<()> {
    let opcode = rx.m.opcode(i);
    // Every operand the grammar requires is there (what follows reads them as such).
    crate::spirv::operands::check_required(rx.m, i, opcode, rx.m.operands(i).len())?;
    let def = crate::spirv::grammar::instruction(opcode);
    let is_type = def.is_some_and(|d| d.has_result && !d.has_result_type)
        && opcode != op::TypeStructContinuedINTEL
        && !matches!(
            opcode,
            op::String
                | op::DecorationGroup
                | op::AliasDomainDeclINTEL
                | op::AliasScopeDeclINTEL
                | op::AliasScopeListDeclINTEL
                | op::AsmTargetINTEL
        );
    if is_type || opcode == op::TypeForwardPointer {
        return rx.translate_type(i);
    }
    match opcode {
        op::Line
        | op::NoLine
        | op::Nop
        | op::String
        | op::DecorationGroup
        | op::ExtInst
        | op::AsmTargetINTEL
        | op::AsmINTEL => Ok(()),
        // Made at each use by the builtin translation (`__translate_sampler_initializer`).
        o if super::builtin_calls::is_deferred_constant(o) => Ok(()),
        // Read with the instruction they continue.
        op::TypeStructContinuedINTEL
        | op::ConstantCompositeContinuedINTEL
        | op::SpecConstantCompositeContinuedINTEL => Ok(()),
        op::Variable => global_variable(rx, i),
        op::AliasDomainDeclINTEL | op::AliasScopeDeclINTEL | op::AliasScopeListDeclINTEL => Ok(()),
        _ => constant(rx, i),
    }
}

fn constant(rx: &mut Rx<'_, '_>, i: InstId) -> Result<()> {
    let o = Operands::of(rx.m, i);
    let ops = o.words();
    let opcode = rx.m.opcode(i);
    let (ty_id, result) = (o.id(0)?, o.id(1)?);
    let ty = rx.ty(ty_id, i)?;
    let boolean = matches!(
        opcode,
        op::ConstantTrue | op::ConstantFalse | op::SpecConstantTrue | op::SpecConstantFalse
    );
    if boolean && ty.int_width() != Some(1) {
        return Err(rx.error_at(i, format!("a boolean constant of type {}", ty.display())));
    }
    let value = match opcode {
        op::ConstantTrue | op::ConstantFalse => {
            rx.b.const_int(ty, &[u64::from(opcode == op::ConstantTrue)])
        }
        op::SpecConstantTrue | op::SpecConstantFalse => {
            let v = rx
                .spec_constant_override(result)
                .map(|v| v & 1)
                .unwrap_or(u64::from(opcode == op::SpecConstantTrue));
            rx.b.const_int(ty, &[v])
        }
        op::Constant | op::SpecConstant => {
            o.literal(2)?;
            let mut words: Vec<u64> = ops[2..]
                .chunks(2)
                .map(|c| u64::from(c[0]) | (u64::from(*c.get(1).unwrap_or(&0)) << 32))
                .collect();
            if opcode == op::SpecConstant {
                if let Some(v) = rx.spec_constant_override(result) {
                    words = vec![v];
                }
            }
            match ty.kind() {
                TypeKind::Half | TypeKind::Float | TypeKind::Double => {
                    let bits = *words.first().ok_or_else(|| o.missing(2, "a literal"))?;
                    rx.b.const_real_bits(ty, bits)
                }
                TypeKind::Integer => {
                    // Narrow constants are sign-extended into their word; keep only the width.
                    let w = ty.int_width().unwrap_or(32);
                    if w < 64 {
                        if let Some(first) = words.first_mut() {
                            *first &= (1u64 << w) - 1;
                        }
                        words.truncate(1);
                    }
                    rx.b.const_int(ty, &words)
                }
                _ => return Err(rx.error_at(i, format!("a constant of type {}", ty.display()))),
            }
        }
        op::ConstantComposite | op::SpecConstantComposite => {
            let cont = if opcode == op::ConstantComposite {
                op::ConstantCompositeContinuedINTEL
            } else {
                op::SpecConstantCompositeContinuedINTEL
            };
            let mut parts = Vec::new();
            for &p in &rx.continued(i, cont, &ops[2..]) {
                parts.push(rx.constant_value(p, i)?);
            }
            composite_constant(rx, ty, &parts, i)?
        }
        op::ConstantNull => {
            if !ty.has_null_value() {
                return Err(rx.error_at(
                    i,
                    format!("a null constant of a type that has none ({})", ty.display()),
                ));
            }
            rx.b.const_null(ty)
        }
        op::Undef => rx.b.undef(ty),
        op::SpecConstantOp => {
            let v = spec_constant_op(rx, i, ty)?;
            // In function bodies it becomes instructions, as the incumbent writes it.
            if v.kind() == crate::llvm::ir::ValueKind::ConstantExpr {
                rx.lazy.insert(result, Lazy::SpecConstantOp);
            }
            v
        }
        op::ConstantPipeStorage => pipe_storage(rx, i, ty)?,
        op::ConstantFunctionPointerINTEL => {
            let f = super::declare::declare_for_pointer(rx, o.id(2)?, i)?;
            rx.b.const_cast(O::LLVMBitCast, f, ty)
        }
        _ => {
            let name = crate::spirv::grammar::instruction(opcode)
                .map(|d| d.name)
                .unwrap_or("?");
            return Err(rx.error_at(i, format!("Op{name} at module scope is not supported")));
        }
    };
    rx.values.insert(result, value);
    Ok(())
}

/// A composite constant of `ty` from its parts.
fn composite_constant<'c>(
    rx: &Rx<'c, '_>,
    ty: Type<'c>,
    parts: &[Value<'c>],
    i: InstId,
) -> Result<Value<'c>> {
    Ok(match ty.kind() {
        TypeKind::Vector => {
            if Some(parts.len() as u64) != ty.element_count() {
                return Err(rx.error_at(i, "a vector constant with the wrong number of components"));
            }
            rx.b.const_vector(parts)
        }
        TypeKind::Array => {
            let elem = ty.element().unwrap_or(ty);
            if parts.iter().any(|p| p.type_of() != elem) {
                return Err(rx.error_at(i, "an array constant with elements of another type"));
            }
            rx.b.const_array(elem, parts)
        }
        TypeKind::Struct => {
            let members = ty.struct_elements();
            if members.len() != parts.len()
                || members.iter().zip(parts).any(|(m, p)| *m != p.type_of())
            {
                return Err(rx.error_at(i, "a struct constant whose members do not match its type"));
            }
            rx.b.const_struct(ty, parts)
        }
        _ => return Err(rx.error_at(i, format!("a composite constant of type {}", ty.display()))),
    })
}

/// OpConstantPipeStorage: a `linkonce_odr` global `{ packet size, alignment, capacity }` seen as
/// the pipe storage type.
fn pipe_storage<'c>(rx: &mut Rx<'c, '_>, i: InstId, ty: Type<'c>) -> Result<Value<'c>> {
    let o = Operands::of(rx.m, i);
    let words = [o.literal(2)?, o.literal(3)?, o.literal(4)?];
    let i32t = rx.b.int_type(32);
    let st = rx.b.named_struct("spirv.ConstantPipeStorage");
    if st.struct_is_opaque() {
        rx.b.set_struct_body(st, &[i32t, i32t, i32t], false);
    }
    let fields: Vec<Value<'c>> = words
        .iter()
        .map(|&w| rx.b.const_int(i32t, &[u64::from(w)]))
        .collect();
    let init = rx.b.const_struct(st, &fields);
    let g = rx.b.add_global(st, "_ZTSt22__spirv_PipeStorage", 1);
    rx.b.set_initializer(g, init);
    rx.b.set_linkage(*g, LLVMLinkage::LLVMLinkOnceODRLinkage);
    rx.b.set_alignment(*g, 4);
    Ok(rx.b.const_cast(O::LLVMBitCast, *g, ty))
}

/// The opcode an `OpSpecConstantOp` computes: a 32-bit literal, of which opcodes use 16 bits
/// (a larger one is an error, not the opcode of its low half).
pub(crate) fn spec_constant_opcode(rx: &Rx<'_, '_>, i: InstId) -> Result<u16> {
    let word = Operands::of(rx.m, i).literal(2)?;
    u16::try_from(word).map_err(|_| {
        rx.error_at(
            i,
            format!("OpSpecConstantOp of opcode {word}, which is no opcode"),
        )
    })
}

/// `OpSpecConstantOp` as an LLVM constant expression.
fn spec_constant_op<'c>(rx: &mut Rx<'c, '_>, i: InstId, ty: Type<'c>) -> Result<Value<'c>> {
    let ops = rx.m.operands(i);
    let inner = spec_constant_opcode(rx, i)?;
    let rest = ops.get(3..).unwrap_or(&[]);
    let mut words = vec![ops[0], ops[1]];
    words.extend_from_slice(rest);
    rx.check_operand_kinds(inner, &words, i)?;
    let name = crate::spirv::grammar::instruction(inner)
        .map(|d| d.name)
        .unwrap_or("?");
    // Literal operands: shuffle components and composite indices.
    let id_count = match inner {
        op::VectorShuffle => 2,
        op::CompositeExtract => 1,
        op::CompositeInsert => 2,
        _ => rest.len(),
    };
    let mut args: Vec<Value<'c>> = Vec::new();
    for &a in rest.iter().take(id_count) {
        args.push(rx.constant_value(a, i)?);
    }
    let literals = rest.get(id_count..).unwrap_or(&[]);
    let arg = |k: usize| {
        args.get(k)
            .copied()
            .ok_or_else(|| rx.error_at(i, format!("OpSpecConstantOp {name} lacks an operand")))
    };
    if let Some(cast) = ops::cast_to_llvm(inner) {
        let x = arg(0)?;
        let llvm_op = cast.unwrap_or_else(|| width_cast(inner, x.type_of(), ty));
        return Ok(rx.b.const_cast(llvm_op, x, ty));
    }
    if inner == op::Bitcast {
        let x = arg(0)?;
        return Ok(rx.b.const_cast(bitcast_kind(x.type_of(), ty), x, ty));
    }
    if let Some(bin) = ops::binary_to_llvm(inner) {
        let (a, mut b) = (arg(0)?, arg(1)?);
        if matches!(bin, O::LLVMShl | O::LLVMLShr | O::LLVMAShr) && b.type_of() != a.type_of() {
            b = rx.b.const_cast(
                width_cast(op::UConvert, b.type_of(), a.type_of()),
                b,
                a.type_of(),
            );
        }
        return Ok(rx.b.const_binop(bin, a, b));
    }
    if let Some(p) = ops::icmp_to_llvm(inner) {
        return Ok(rx.b.const_icmp(p, arg(0)?, arg(1)?));
    }
    if let Some(p) = ops::fcmp_to_llvm(inner) {
        return Ok(rx.b.const_fcmp(p, arg(0)?, arg(1)?));
    }
    Ok(match inner {
        op::SNegate => rx.b.const_neg(arg(0)?),
        op::FNegate => rx.b.const_fneg(arg(0)?),
        op::Not | op::LogicalNot => rx.b.const_not(arg(0)?),
        op::Select => rx.b.const_select(arg(0)?, arg(1)?, arg(2)?),
        op::SMod => {
            // r = a srem b; r + b where r is nonzero and its sign differs from b's.
            let (a, b) = (arg(0)?, arg(1)?);
            let r = rx.b.const_binop(O::LLVMSRem, a, b);
            let zero = rx.b.const_null(a.type_of());
            let x = rx.b.const_binop(O::LLVMXor, r, b);
            let neg = rx.b.const_icmp(IP::LLVMIntSLT, x, zero);
            let nz = rx.b.const_icmp(IP::LLVMIntNE, r, zero);
            let fix = rx.b.const_binop(O::LLVMAnd, neg, nz);
            let adj = rx.b.const_binop(O::LLVMAdd, r, b);
            rx.b.const_select(fix, adj, r)
        }
        op::FMod => {
            let (a, b) = (arg(0)?, arg(1)?);
            match (a.const_fp(), b.const_fp()) {
                (Some(x), Some(y)) => {
                    let r = x % y;
                    let r = if r != 0.0 && r.is_sign_negative() != y.is_sign_negative() {
                        r + y
                    } else {
                        r.copysign(y)
                    };
                    rx.b.const_real(ty, r)
                }
                _ => {
                    return Err(rx.error_at(
                        i,
                        "OpSpecConstantOp FMod of values that are not floating-point constants",
                    ));
                }
            }
        }
        op::VectorShuffle => {
            let (a, b) = (arg(0)?, arg(1)?);
            let (Some(na), Some(nb)) = (a.type_of().vector_len(), b.type_of().vector_len()) else {
                return Err(rx.error_at(
                    i,
                    "OpSpecConstantOp VectorShuffle of values that are not vectors",
                ));
            };
            if na != nb {
                return Err(rx.error_at(
                    i,
                    "OpSpecConstantOp VectorShuffle of vectors of different lengths",
                ));
            }
            let i32t = rx.b.int_type(32);
            let mask: Vec<Value<'c>> = literals
                .iter()
                .map(|&c| {
                    if c == u32::MAX || u64::from(c) >= u64::from(na) + u64::from(nb) {
                        rx.b.undef(i32t)
                    } else {
                        rx.b.const_int(i32t, &[u64::from(c)])
                    }
                })
                .collect();
            let m = rx.b.const_vector(&mask);
            rx.b.const_shuffle(a, b, m)
        }
        op::CompositeExtract => {
            let mut v = arg(0)?;
            for &k in literals {
                v = if v.type_of().kind() == TypeKind::Vector {
                    let idx = rx.b.const_int(rx.b.int_type(32), &[u64::from(k)]);
                    rx.b.const_extract_element(v, idx)
                } else {
                    check_index(rx, v.type_of(), k, i)?;
                    rx.b.const_extract_value(v, &[k])
                };
            }
            v
        }
        op::CompositeInsert => {
            let (obj, agg) = (arg(0)?, arg(1)?);
            const_insert(rx, agg, obj, literals, i)?
        }
        op::AccessChain
        | op::InBoundsAccessChain
        | op::PtrAccessChain
        | op::InBoundsPtrAccessChain => {
            let base = arg(0)?;
            let mut idx = Vec::new();
            if matches!(inner, op::AccessChain | op::InBoundsAccessChain) {
                idx.push(rx.b.const_int(rx.b.int_type(32), &[0]));
            }
            idx.extend_from_slice(&args[1..]);
            let idx = rx.gep_indices(base.type_of(), idx, i)?;
            rx.b.const_gep(
                base,
                &idx,
                matches!(inner, op::InBoundsAccessChain | op::InBoundsPtrAccessChain),
            )
        }
        _ => return Err(rx.error_at(i, format!("OpSpecConstantOp {name} is not supported"))),
    })
}

/// Checks an extractvalue/insertvalue index against an aggregate type.
fn check_index(rx: &Rx<'_, '_>, t: Type<'_>, k: u32, i: InstId) -> Result<()> {
    // (A type with no elements has no index in range.)
    if t.element_count().is_none_or(|n| u64::from(k) >= n) {
        return Err(rx.error_at(i, format!("index {k} is out of range for {}", t.display())));
    }
    Ok(())
}

/// Inserts `elem` into the constant aggregate `agg` at a path of indices.
fn const_insert<'c>(
    rx: &Rx<'c, '_>,
    agg: Value<'c>,
    elem: Value<'c>,
    path: &[u32],
    i: InstId,
) -> Result<Value<'c>> {
    let Some((&first, rest)) = path.split_first() else {
        return Ok(elem);
    };
    let t = agg.type_of();
    check_index(rx, t, first, i)?;
    if t.kind() == TypeKind::Vector {
        let idx = rx.b.const_int(rx.b.int_type(32), &[u64::from(first)]);
        let inner = rx.b.const_extract_element(agg, idx);
        let new = const_insert(rx, inner, elem, rest, i)?;
        Ok(rx.b.const_insert_element(agg, new, idx))
    } else {
        let inner = rx.b.const_extract_value(agg, &[first]);
        let new = const_insert(rx, inner, elem, rest, i)?;
        Ok(rx.b.const_insert_value(agg, new, &[first]))
    }
}

fn global_variable(rx: &mut Rx<'_, '_>, i: InstId) -> Result<()> {
    let ops = rx.m.operands(i);
    if ops.len() < 3 {
        return Err(rx.error_at(i, "variable without storage class"));
    }
    let (ptr_ty_id, result, sc) = (ops[0], ops[1], ops[2]);
    let ptr_ty = rx.ty(ptr_ty_id, i)?;
    let pointee = ptr_ty
        .element()
        .ok_or_else(|| rx.error_at(i, "variable of a non-pointer type"))?;
    let space = rx.space_of(sc, i)?;
    let builtin = rx.builtin_vars.get(&result).copied();

    let linkage = rx.linkage(result);
    let name = match builtin {
        Some(b) => format!(
            "__spirv_BuiltIn{}",
            OperandKind::BuiltIn.def().name_of(b).unwrap_or("Unknown")
        ),
        None => linkage
            .as_ref()
            .map(|(n, _)| n.clone())
            .or_else(|| rx.name_of(result))
            // (OpName is optional: none leaves the global unnamed.)
            .unwrap_or_default(),
    };
    let g = rx.b.add_global(pointee, &name, space);
    rx.values.insert(result, *g);
    if rx.options.target_env == crate::options::TargetEnv::SpvIr {
        if let Some(node) = super::decorations_md::decorations_metadata(rx, result) {
            rx.b.set_metadata(*g, "spirv.Decorations", node);
        }
    }
    if let Some(a) = rx
        .decoration(result, enums::Decoration::Alignment)
        .and_then(|p| p.first())
    {
        rx.b.set_alignment(*g, *a);
    }
    if builtin.is_some() {
        rx.b.set_linkage(*g, LLVMLinkage::LLVMExternalLinkage);
        rx.b.set_global_constant(*g, true);
        if rx.builtin_format() == BuiltinFormat::Function {
            rx.builtin_globals.push(*g);
        }
        return Ok(());
    }
    let import = is_import(linkage.as_ref());
    let init = match ops.get(3) {
        Some(&init) if !import => {
            if rx.def_opcode(init) == op::ConstantSampler {
                Some(rx.b.const_null(pointee))
            } else {
                let v = rx.constant_value(init, i)?;
                if v.type_of() != pointee {
                    return Err(rx.error_at(
                        i,
                        format!(
                            "the initializer of type {} does not match the variable",
                            v.type_of().display()
                        ),
                    ));
                }
                Some(v)
            }
        }
        _ if import || sc == enums::StorageClass::Input => None,
        // A definition without initializer: LLVM wants one (zero, as the incumbent; local
        // memory cannot be initialized: undef).
        _ if sc == enums::StorageClass::Workgroup => Some(rx.b.undef(pointee)),
        _ => Some(rx.b.const_null(pointee)),
    };
    if let Some(v) = init {
        rx.b.set_initializer(g, v);
    }
    let special = matches!(
        name.as_str(),
        "llvm.global_ctors"
            | "llvm.global_dtors"
            | "llvm.used"
            | "llvm.compiler.used"
            | "llvm.global.annotations"
    );
    // An exported CrossWorkgroup variable without an initializer is what a common one
    // becomes (`mapping::linkage`); LLVM's common variables are zero and never constant.
    let may_be_common = ops.len() == 3
        && sc == enums::StorageClass::CrossWorkgroup
        && !rx.has_decoration(result, enums::Decoration::Constant);
    let linkage_kind = if special {
        LLVMLinkage::LLVMAppendingLinkage
    } else {
        let t = linkage.as_ref().map(|(_, t)| *t);
        crate::mapping::linkage::to_llvm(t, init.is_some(), may_be_common)
    };
    rx.b.set_linkage(*g, linkage_kind);
    if name == "llvm.global.annotations" {
        rx.b.set_section(*g, "llvm.metadata");
    }
    if let Some(&id) = rx
        .decoration(result, enums::Decoration::IOPipeStorageINTEL)
        .and_then(|p| p.first())
    {
        let node =
            rx.b.md_node(&[crate::llvm::build::MdOperand::Int(32, u64::from(id))]);
        rx.b.set_metadata(*g, "io_pipe_id", node);
    }
    super::vector_compute::global_attributes(rx, *g, result);
    let constant = rx.has_decoration(result, enums::Decoration::Constant);
    if constant {
        rx.b.set_global_constant(*g, true);
        // Strings: clang's `unnamed_addr` comes back for constant i8 arrays.
        if pointee.kind() == TypeKind::Array
            && pointee.element().and_then(|e| e.int_width()) == Some(8)
        {
            rx.b.set_unnamed_addr(*g);
        }
    }
    Ok(())
}

impl<'c> Rx<'c, '_> {
    /// The `--spec-const` value given for a SpecId, if any.
    pub(crate) fn spec_constant_override(&self, id: u32) -> Option<u64> {
        let spec_id = self
            .decoration(id, enums::Decoration::SpecId)?
            .first()
            .copied()?;
        self.spec_values.get(&spec_id).copied()
    }

    /// The module-scope constant value of an id (never materialized in a function).
    pub(crate) fn constant_value(&self, id: u32, at: InstId) -> Result<Value<'c>> {
        self.values.find(&id).copied().ok_or_else(|| {
            self.error_at(
                at,
                format!("id {id} is not a constant defined before this use"),
            )
        })
    }

    /// GEP indices for a pointer type: struct indices become i32 constants (LLVM requires
    /// them), and every index is checked against the type it steps into.
    pub(crate) fn gep_indices(
        &self,
        ptr_ty: Type<'c>,
        idx: Vec<Value<'c>>,
        at: InstId,
    ) -> Result<Vec<Value<'c>>> {
        let Some(mut cur) = ptr_ty.element() else {
            return Err(self.error_at(at, "an access chain on a value that is not a pointer"));
        };
        let i32t = self.b.int_type(32);
        let mut out = Vec::with_capacity(idx.len());
        for (k, x) in idx.into_iter().enumerate() {
            if x.type_of().kind() != TypeKind::Integer {
                return Err(self.error_at(at, "an access chain index that is not an integer"));
            }
            if k == 0 {
                out.push(x);
                continue;
            }
            match cur.kind() {
                TypeKind::Struct => {
                    let Some(n) = x.const_int_zext() else {
                        return Err(
                            self.error_at(at, "a struct member index that is not a constant")
                        );
                    };
                    let members = cur.struct_elements();
                    let Some(&m) = members.get(n as usize) else {
                        return Err(self.error_at(at, format!("member index {n} is out of range")));
                    };
                    out.push(if x.type_of() == i32t {
                        x
                    } else {
                        self.b.const_int(i32t, &[n])
                    });
                    cur = m;
                }
                TypeKind::Array | TypeKind::Vector => {
                    out.push(x);
                    cur = cur.element().unwrap_or(cur);
                }
                _ => {
                    return Err(
                        self.error_at(at, format!("an access chain steps into {}", cur.display()))
                    );
                }
            }
        }
        Ok(out)
    }
}
