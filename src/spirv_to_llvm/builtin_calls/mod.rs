//! SPIR-V instructions → calls of builtins, in the form `--spirv-target-env` asks for:
//! OpenCL 1.2 (`barrier(flags)`, `atomic_add(p, v)`), OpenCL 2.0 (`work_group_barrier(flags,
//! scope)`, `atomic_fetch_add_explicit(p, v, order, scope)`) or SPIR-V friendly IR
//! (`__spirv_ControlBarrier(...)`, `__spirv_ocl_s_max(...)`), and BuiltIn variables as calls
//! (`get_global_id(0)`, `__spirv_BuiltInGlobalInvocationId(0)`) per `--spirv-builtin-format`.
//!
//! Which instruction is which builtin is data in `crate::builtins`; this file turns an
//! instruction into a call by its row, with the parameter types OpenCL C gives the builtin
//! (signedness, `const`, `volatile`, `_Atomic`, address spaces) so that the mangled name is
//! the one clang would produce.

mod arb_float;
mod avc;
mod enqueue;
mod images;

use super::Rx;
use crate::builtins::{
    self, BuiltinType, Qualifiers, atomic, bfloat16, convert, core as core_ops, int_dot,
    intel_subgroup, ocl_std, opaque, spv_ir, subgroup, sync, workitem,
};
use crate::error::Result;
use crate::llvm::ir::{Type, TypeKind, Value};
use crate::options::{BuiltinFormat, TargetEnv};
use crate::spirv::grammar::{self, Category, OperandKind};
use crate::spirv::layout::{LayoutState, SpanKind};
use crate::spirv::tables::{enums, op};
use crate::spirv::{Id, InstId};
use llvm_sys::{LLVMIntPredicate, LLVMOpcode};
use std::collections::{HashMap, HashSet};

/// What the builtin translation remembers during one reverse translation.
#[derive(Default)]
pub(crate) struct State {
    /// The ids of the module's `OpConstantSampler`s (computed on first use).
    samplers: Option<std::rc::Rc<HashSet<u32>>>,
    /// In the current function, the loads of vector BuiltIn variables whose only use is the
    /// component extraction right after them (what a `get_global_id(k)` call becomes): the
    /// load makes nothing, the extraction one call (see [`begin_function`]). Load id → its
    /// number of occurrences while they are counted.
    fused_loads: HashMap<u32, u32>,
    /// The family of each opcode met so far, by opcode (`Family::Unknown` until asked): the
    /// table lookups of `translate` answered once per opcode, not once per instruction.
    families: Vec<Family>,
}

/// Which of the table-driven builtin families of `translate` an opcode belongs to (in the
/// order `translate` asks), in one environment.
#[derive(Clone, Copy, PartialEq, Eq, Default)]
enum Family {
    #[default]
    Unknown,
    Atomic,
    Bf16,
    IntDot,
    Avc,
    ArbFloat,
    IntelSubgroup,
    NonUniform,
    /// None of these, and a row of the core-instruction table.
    Core,
    /// None of these, and no core-instruction row.
    Plain,
}

/// The family of an opcode (looked up once per opcode and environment).
fn family(rx: &mut Rx<'_, '_>, opcode: u16) -> Family {
    let families = &mut rx.builtins.families;
    if families.is_empty() {
        families.resize(usize::from(u16::MAX) + 1, Family::Unknown);
    }
    let known = families[usize::from(opcode)];
    if known != Family::Unknown {
        return known;
    }
    let spv_ir = env(rx) == Env::SpvIr;
    let f = if atomic::by_opcode(opcode, false).is_some() {
        Family::Atomic
    } else if !spv_ir && bfloat16::by_opcode(opcode).is_some() {
        Family::Bf16
    } else if !spv_ir && int_dot::by_opcode(opcode).is_some() {
        Family::IntDot
    } else if avc::handles(opcode) {
        Family::Avc
    } else if builtins::arb_float::by_opcode(opcode).is_some() {
        Family::ArbFloat
    } else if intel_subgroup::by_opcode(opcode).is_some() {
        Family::IntelSubgroup
    } else if grammar::instruction(opcode).is_some_and(|d| d.class == "Non-Uniform") {
        Family::NonUniform
    } else if core_ops::by_opcode(opcode).next().is_some() {
        Family::Core
    } else {
        Family::Plain
    };
    rx.builtins.families[usize::from(opcode)] = f;
    f
}

/// Module-scope instructions that are not translated where they stand but at each use
/// (`OpConstantSampler` becomes a `__translate_sampler_initializer` call).
pub(crate) fn is_deferred_constant(opcode: u16) -> bool {
    opcode == op::ConstantSampler
}

/// Translates instruction `i` when it is a builtin in the target environment; `Ok(false)`
/// leaves it to the general translation.
pub(crate) fn translate(rx: &mut Rx<'_, '_>, i: InstId) -> Result<bool> {
    materialize_samplers(rx, i)?;
    let opcode = rx.m.opcode(i);
    match opcode {
        op::Load => builtin_load(rx, i),
        op::CompositeExtract | op::VectorExtractDynamic => builtin_extract(rx, i),
        op::ExtInst => ext_inst(rx, i),
        op::ControlBarrier | op::MemoryBarrier => fence(rx, i).map(|()| true),
        _ if enqueue::handles(opcode) => enqueue::translate(rx, i).map(|()| true),
        op::SatConvertSToU | op::SatConvertUToS => conversion(rx, i).map(|()| true),
        op::ConvertFToU
        | op::ConvertFToS
        | op::ConvertSToF
        | op::ConvertUToF
        | op::UConvert
        | op::SConvert
        | op::FConvert => {
            let id = rx.m.operands(i).get(1).copied().unwrap_or(0);
            let decorated = rx.has_decoration(id, enums::Decoration::SaturatedConversion)
                || rx.has_decoration(id, enums::Decoration::FPRoundingMode);
            if decorated {
                conversion(rx, i)?;
            }
            Ok(decorated)
        }
        _ => match family(rx, opcode) {
            Family::Atomic => atomic_inst(rx, i).map(|()| true),
            Family::Bf16 => bf16_conversion(rx, i).map(|()| true),
            Family::IntDot => int_dot_inst(rx, i).map(|()| true),
            Family::Avc => avc::translate(rx, i).map(|()| true),
            Family::ArbFloat => arb_float::translate(rx, i).map(|()| true),
            Family::IntelSubgroup => intel_subgroup_inst(rx, i).map(|()| true),
            Family::NonUniform => sub_group_inst(rx, i),
            f => {
                if let Some(done) = images::translate(rx, i)? {
                    return Ok(done);
                }
                if f == Family::Plain {
                    return Ok(false);
                }
                core_inst(rx, i)
            }
        },
    }
}

// ----- helpers -----

/// The environment's flavour.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Env {
    Cl12,
    Cl20,
    SpvIr,
}

fn env(rx: &Rx<'_, '_>) -> Env {
    match rx.options.target_env {
        TargetEnv::Cl12 => Env::Cl12,
        TargetEnv::Cl20 => Env::Cl20,
        TargetEnv::SpvIr => Env::SpvIr,
    }
}

/// The mangling type of an LLVM type: integers signed unless `unsigned`, pointers with their
/// address space (OpenCL and SPIR-V opaque types by their source names).
pub(crate) fn bt(t: Type<'_>, unsigned: bool) -> BuiltinType {
    use BuiltinType as B;
    match t.kind() {
        TypeKind::Void => B::Void,
        TypeKind::Half => B::Half,
        TypeKind::Float => B::Float,
        TypeKind::Double => B::Double,
        TypeKind::Integer => match (t.int_width().unwrap_or(32), unsigned) {
            (1, _) => B::Bool,
            (8, false) => B::Char,
            (8, true) => B::UChar,
            (16, false) => B::Short,
            (16, true) => B::UShort,
            (64, false) => B::Long,
            (64, true) => B::ULong,
            (_, false) => B::Int,
            (_, true) => B::UInt,
        },
        TypeKind::Vector => B::vector(
            bt(t.element().unwrap_or(t), unsigned),
            t.vector_len().unwrap_or(1),
        ),
        TypeKind::Pointer => {
            let space = t.address_space().unwrap_or(0);
            let pointee = t.element().unwrap_or(t);
            if let Some(name) = pointee.struct_name() {
                if let Some(o) = opaque::opaque_pointer_type(name, space) {
                    return o;
                }
            }
            B::pointer(bt(pointee, unsigned), space)
        }
        TypeKind::Struct => B::named(
            t.struct_name()
                .map(|n| n.trim_start_matches("struct.").to_string())
                .unwrap_or_default(),
        ),
        _ => B::Void,
    }
}

/// A pointer parameter with qualifiers on its pointee.
fn qualified_pointer(
    t: Type<'_>,
    pointee: BuiltinType,
    f: impl Fn(Qualifiers) -> Qualifiers,
) -> BuiltinType {
    let space = t.address_space().unwrap_or(0);
    BuiltinType::pointer_q(pointee, f(Qualifiers::in_addr_space(space)))
}

/// Emits a call of builtin `name` (mangled with `params`, or as is when `params` is `None`)
/// returning `ret`, defines result id `result` as its value, and answers the call.
fn call<'c>(
    rx: &mut Rx<'c, '_>,
    name: &str,
    params: Option<&[BuiltinType]>,
    ret: Type<'c>,
    args: &[Value<'c>],
    result: Option<u32>,
    attrs: &[&str],
) -> Value<'c> {
    let mangled = match params {
        Some(p) => builtins::mangle(name, p),
        None => name.to_string(),
    };
    let types: Vec<Type<'c>> = args.iter().map(|a| a.type_of()).collect();
    let f = rx.function(&mangled, ret, &types);
    for a in attrs {
        rx.b.add_attribute(f, u32::MAX, a);
    }
    let n = result.and_then(|r| rx.name_of(r)).unwrap_or_default();
    let v = rx.b.call(f, args, &n);
    // The call carries the function's attributes too, as llvm-spirv writes it.
    let mut names = [""; 8];
    if attrs.len() < names.len() {
        names[0] = "nounwind";
        names[1..=attrs.len()].copy_from_slice(attrs);
        rx.b.call_add_attributes(v, u32::MAX, &names[..=attrs.len()]);
    } else {
        for a in std::iter::once(&"nounwind").chain(attrs) {
            rx.b.call_add_attribute(v, u32::MAX, a);
        }
    }
    if let Some(r) = result {
        rx.values.insert(r, v);
    }
    v
}

/// An i32 constant.
fn i32c<'c>(rx: &Rx<'c, '_>, x: u64) -> Value<'c> {
    let t = rx.b.int_type(32);
    rx.b.const_int(t, &[x])
}

/// The value of a constant id, if it is one.
fn constant(rx: &Rx<'_, '_>, id: u32) -> Option<u64> {
    rx.constant_u64(id)
}

/// Whether an `OpTypeInt` … is 64 bits wide.
fn is_64(t: Type<'_>) -> bool {
    t.int_width() == Some(64)
}

/// Emits the `__translate_sampler_initializer` calls for the sampler constants instruction `i`
/// uses, right before it.
fn materialize_samplers(rx: &mut Rx<'_, '_>, i: InstId) -> Result<()> {
    if rx.builtins.samplers.is_none() {
        let set: HashSet<u32> =
            rx.m.inst_ids()
                .filter(|&j| rx.m.opcode(j) == op::ConstantSampler)
                .filter_map(|j| rx.m.operands(j).get(1).copied())
                .collect();
        rx.builtins.samplers = Some(std::rc::Rc::new(set));
    }
    let samplers = match &rx.builtins.samplers {
        Some(s) if !s.is_empty() => std::rc::Rc::clone(s),
        _ => return Ok(()),
    };
    if !rx.m.operands(i).iter().any(|w| samplers.contains(w)) {
        return Ok(());
    }
    let ops: Vec<u32> = rx.m.operands(i).to_vec();
    // Only id operands are uses: a literal (`Aligned 16`) may equal a sampler's id.
    let opcode = rx.m.opcode(i);
    let mut spans = Vec::new();
    let state = LayoutState::unrecorded(rx.m.header.bound);
    let ids: Vec<u32> = if crate::spirv::binary::spans_of(opcode, &ops, &state, &mut spans) {
        spans
            .iter()
            .filter(|s| {
                matches!(s.kind, SpanKind::Operand(k)
                    if k != OperandKind::IdResult && k.def().category == Category::Id)
            })
            .flat_map(|s| {
                ops[s.start as usize..(s.start + s.len) as usize]
                    .iter()
                    .copied()
            })
            .collect()
    } else {
        ops
    };
    for id in ids.into_iter().filter(|id| samplers.contains(id)) {
        let Some(def) = rx.idx.def(Id(id)) else {
            continue;
        };
        let s = rx.m.operands(def);
        let (ty, addressing, normalized, filter) = (s[0], s[2], s[3] != 0, s[4]);
        let ty = rx.ty(ty, i)?;
        let bits = builtins::image::sampler_bits(addressing, normalized, filter);
        let arg = i32c(rx, u64::from(bits));
        let f = match rx.b.get_function("__translate_sampler_initializer") {
            Some(f) => f,
            None => {
                let i32t = rx.b.int_type(32);
                let ft = rx.b.function_type(ty, &[i32t], false);
                rx.b.add_function("__translate_sampler_initializer", ft)
            }
        };
        let v = rx.b.call(f, &[arg], "");
        rx.values.insert(id, v);
    }
    Ok(())
}

// ----- integer dot products -----

/// `OpSDot`, `OpUDot`, `OpSUDot` and their `AccSat` forms → `dot`/`dot_acc_sat` of vectors
/// whose signedness is the instruction's, or with the packed format the
/// `dot{,_acc_sat}_4x8packed_{ss,uu,su}_*` functions of two `uint`s. (SPV-IR: the general
/// `__spirv_*KHR` calls.)
fn int_dot_inst(rx: &mut Rx<'_, '_>, i: InstId) -> Result<()> {
    use int_dot::Signs;
    let opcode = rx.m.opcode(i);
    let (signs, accumulate) =
        int_dot::by_opcode(opcode).ok_or_else(|| rx.error_at(i, "not an integer dot product"))?;
    let ops = rx.m.operands(i).to_vec();
    let factors = 2 + usize::from(accumulate);
    let (ty, result) = (ops[0], ops[1]);
    let ids = ops
        .get(2..2 + factors)
        .ok_or_else(|| rx.error_at(i, "missing operands"))?;
    let packed = ops.len() > 2 + factors;
    let ret = rx.ty(ty, i)?;
    let mut args = Vec::with_capacity(factors);
    for &a in ids {
        args.push(rx.value(a, i)?);
    }
    let unsigned = [signs == Signs::Uu, signs != Signs::Ss, signs == Signs::Uu];
    let params: Vec<BuiltinType> = args
        .iter()
        .enumerate()
        .map(|(k, a)| bt(a.type_of(), packed && k < 2 || unsigned[k]))
        .collect();
    let name = match (packed, accumulate) {
        (true, _) => int_dot::packed_name(signs, accumulate),
        (false, false) => "dot".to_string(),
        (false, true) => "dot_acc_sat".to_string(),
    };
    call(rx, &name, Some(&params), ret, &args, Some(result), &[]);
    Ok(())
}

// ----- Intel sub-group functions -----

/// The Intel shuffles, block and media block reads and writes. OpenCL C names carry the data's
/// element type (`_us`, none for 32-bit block data) and vector size; the data is unsigned, a
/// block read's pointer `const`. SPV-IR names are `__spirv_{OpName}`, reads with the (signed)
/// `_R` postfix of their result; block functions keep the OpenCL C parameter types there,
/// media block functions are all signed, image first.
fn intel_subgroup_inst(rx: &mut Rx<'_, '_>, i: InstId) -> Result<()> {
    use intel_subgroup::Kind;
    let opcode = rx.m.opcode(i);
    let (row, _) = intel_subgroup::by_opcode(opcode)
        .ok_or_else(|| rx.error_at(i, "not an Intel sub-group instruction"))?;
    let def = grammar::instruction(opcode).ok_or_else(|| rx.error_at(i, "unknown opcode"))?;
    let ops = rx.m.operands(i).to_vec();
    let (ret, result, ids) = if def.has_result_type {
        (rx.ty(ops[0], i)?, Some(ops[1]), &ops[2..])
    } else {
        (rx.b.void_type(), None, &ops[..])
    };
    let mut args = Vec::with_capacity(ids.len());
    for &a in ids {
        args.push(rx.value(a, i)?);
    }
    let spv_ir = env(rx) == Env::SpvIr;
    let read = def.has_result_type;
    let (data_ty, data_index) = match row.kind {
        Kind::Shuffle => (ret, None),
        _ if read => (ret, None),
        _ => (
            args.last().map_or(ret, |a| a.type_of()),
            Some(args.len().saturating_sub(1)),
        ),
    };
    let mut params: Vec<BuiltinType> = args
        .iter()
        .enumerate()
        .map(|(k, a)| bt(a.type_of(), Some(k) == data_index))
        .collect();
    match row.kind {
        Kind::Shuffle => {
            // The last argument is the lane (or the delta, the mask): `uint`.
            if let Some(last) = params.last_mut() {
                *last = bt(args[args.len() - 1].type_of(), true);
            }
        }
        Kind::Block { .. } => {
            // The pointer of the pointer form points to unsigned elements, `const` for reads.
            let pointer = args.first().map(|a| a.type_of()).filter(|t| {
                t.kind() == TypeKind::Pointer
                    && t.element().is_some_and(|e| e.struct_name().is_none())
            });
            if let Some(t) = pointer {
                let pointee = bt(t.element().unwrap_or(t), true);
                params[0] = if read {
                    qualified_pointer(t, pointee, Qualifiers::with_const)
                } else {
                    qualified_pointer(t, pointee, |q| q)
                };
            }
        }
        Kind::Media { .. } if spv_ir => {
            // All signed, in the instruction's order.
            params = args.iter().map(|a| bt(a.type_of(), false)).collect();
        }
        Kind::Media { .. } => {
            // The image goes last.
            args.rotate_left(1);
            params.rotate_left(1);
        }
    }
    let name = if spv_ir {
        let mut n = format!("__spirv_{}", def.name);
        if read && row.kind != Kind::Shuffle {
            let ty = rx.ocl_type_name(ops[0]).unwrap_or_else(|| "void".into());
            n.push_str("_R");
            n.push_str(ty.trim_start_matches('u'));
        }
        n
    } else if row.kind == Kind::Shuffle {
        row.ocl.to_string()
    } else {
        let width = scalar_int_width(data_ty).ok_or_else(|| {
            rx.error_at(i, format!("Op{} of data that is not of integers", def.name))
        })?;
        let size = (data_ty.kind() == TypeKind::Vector)
            .then(|| data_ty.vector_len())
            .flatten();
        row.name(width, size).ok_or_else(|| {
            rx.error_at(
                i,
                format!(
                    "Op{} of {width}-bit data has no OpenCL C function",
                    def.name
                ),
            )
        })?
    };
    call(
        rx,
        &name,
        Some(&params),
        ret,
        &args,
        result,
        &["convergent"],
    );
    Ok(())
}

/// The bit width of an integer type or of a vector's integer elements.
fn scalar_int_width(t: Type<'_>) -> Option<u32> {
    match t.kind() {
        TypeKind::Vector => t.element()?.int_width(),
        _ => t.int_width(),
    }
}

// ----- BuiltIn variables -----

/// The function that gives BuiltIn `builtin` in the target environment: its name, the type
/// of its dimension index, and whether one call gives the whole value (no index).
fn builtin_function(
    rx: &Rx<'_, '_>,
    builtin: u32,
    i: InstId,
) -> Result<(String, BuiltinType, bool)> {
    let ocl = workitem::by_builtin(builtin).filter(|_| env(rx) != Env::SpvIr);
    let name = match ocl {
        Some(w) => w.ocl.to_string(),
        None => workitem::spirv_builtin_name(builtin)
            .ok_or_else(|| rx.error_at(i, format!("unknown BuiltIn {builtin}")))?,
    };
    // The index is `uint dimindx` in OpenCL C, `int` in the SPV-IR convention.
    let index_type = if ocl.is_some() {
        BuiltinType::UInt
    } else {
        BuiltinType::Int
    };
    let whole =
        workitem::by_builtin(builtin).is_some_and(|w| w.ty != workitem::WorkItemType::SizeVector);
    Ok((name, index_type, whole))
}

/// Attributes of the work-item functions.
const WORK_ITEM_ATTRS: [&str; 3] = ["nounwind", "readnone", "willreturn"];

/// Finds the loads of vector BuiltIn variables of the function between `start` and `end`
/// whose only use is the `OpCompositeExtract` or `OpVectorExtractDynamic` right after them
/// (OpLines aside): the shape a `get_global_id(k)` call takes in SPIR-V, which becomes that
/// one call again instead of a call per component gathered in a vector (in the OpenCL C
/// environments; SPV-IR keeps the incumbent's form). One pass over the
/// function to find them, one more over its operand words (only when there are some) to see
/// that nothing else names them (a literal word equal to the id only keeps the general form).
pub(crate) fn begin_function(rx: &mut Rx<'_, '_>, start: InstId, end: InstId) {
    let mut fused = std::mem::take(&mut rx.builtins.fused_loads);
    fused.clear();
    // In OpenCL C: SPV-IR keeps the per-component form the incumbent writes.
    if rx.options.builtin_format == BuiltinFormat::Function
        && env(rx) != Env::SpvIr
        && !rx.builtin_vars.is_empty()
    {
        let mut last_load = None;
        for i in (start.0 + 1..end.0).map(InstId) {
            let ops = rx.m.operands(i);
            match rx.m.opcode(i) {
                op::Load if ops.len() >= 3 => {
                    let per_component =
                        builtin_through_casts(rx, ops[2]).is_some_and(|b| {
                            workitem::by_builtin(b)
                                .is_none_or(|w| w.ty == workitem::WorkItemType::SizeVector)
                        }) && rx.ty(ops[0], i).is_ok_and(|t| t.kind() == TypeKind::Vector);
                    last_load = per_component.then_some(ops[1]);
                }
                op::Line | op::NoLine => {}
                op::CompositeExtract | op::VectorExtractDynamic
                    if ops.len() == 4 && last_load == Some(ops[2]) =>
                {
                    fused.insert(ops[2], 0);
                    last_load = None;
                }
                _ => last_load = None,
            }
        }
        if !fused.is_empty() {
            for i in (start.0 + 1..end.0).map(InstId) {
                let ops = rx.m.operands(i);
                for w in &ops[..ops.len().min(id_words(rx.m.opcode(i)))] {
                    if let Some(n) = fused.get_mut(w) {
                        *n += 1;
                    }
                }
            }
            // The load's result and the extraction's operand.
            fused.retain(|_, n| *n == 2);
        }
    }
    rx.builtins.fused_loads = fused;
}

/// How many leading operand words of an instruction may name a loaded value: all but the
/// literal tails of the frequent instructions whose literals (alignments, component indices)
/// would otherwise look like ids (the scope ids a memory-access operand may carry are
/// constants, never loaded values).
fn id_words(opcode: u16) -> usize {
    match opcode {
        op::Line => 0,
        op::Store => 2,
        op::Load | op::CompositeExtract => 3,
        op::CompositeInsert | op::VectorShuffle => 4,
        _ => usize::MAX,
    }
}

/// `OpLoad` of a BuiltIn variable in the function format: calls of the work-item function
/// (or `__spirv_BuiltIn*`), one per component of a vector; nothing for a load whose one
/// extraction follows (see [`begin_function`]).
fn builtin_load(rx: &mut Rx<'_, '_>, i: InstId) -> Result<bool> {
    if rx.options.builtin_format != BuiltinFormat::Function {
        return Ok(false);
    }
    let ops = rx.m.operands(i);
    let (ty_id, result, ptr) = (ops[0], ops[1], ops[2]);
    let Some(builtin) = builtin_through_casts(rx, ptr) else {
        return Ok(false);
    };
    if rx.builtins.fused_loads.contains_key(&result) {
        return Ok(true);
    }
    let ret = rx.ty(ty_id, i)?;
    let (name, index_type, whole) = builtin_function(rx, builtin, i)?;
    let attrs = WORK_ITEM_ATTRS;
    let Some(n) = ret
        .vector_len()
        .filter(|_| ret.kind() == TypeKind::Vector && !whole)
    else {
        call(rx, &name, Some(&[]), ret, &[], Some(result), &attrs);
        return Ok(true);
    };
    // The size_t vectors (GlobalInvocationId...) have three components.
    if n > 3 {
        return Err(rx.error_at(
            i,
            format!(
                "the BuiltIn variable of {name} is loaded as a vector of {n} components (it has 3)"
            ),
        ));
    }
    let elem = ret.element().unwrap_or(ret);
    let mut acc = rx.b.undef(ret);
    for k in 0..n {
        let idx = i32c(rx, u64::from(k));
        let c = call(
            rx,
            &name,
            Some(&[index_type.clone()]),
            elem,
            &[idx],
            None,
            &attrs,
        );
        acc = rx.b.insert_element(acc, c, idx, "");
    }
    if let Some(n) = rx.name_of(result) {
        rx.b.set_name(acc, &n);
    }
    rx.values.insert(result, acc);
    Ok(true)
}

/// The extraction of a component from a BuiltIn load that made nothing (see
/// [`begin_function`]): one call of the work-item function with that index.
fn builtin_extract(rx: &mut Rx<'_, '_>, i: InstId) -> Result<bool> {
    let ops = rx.m.operands(i);
    if ops.len() != 4 || !rx.builtins.fused_loads.contains_key(&ops[2]) {
        return Ok(false);
    }
    let (ty_id, result, load, index) = (ops[0], ops[1], ops[2], ops[3]);
    let builtin = rx
        .def(load)
        .and_then(|d| rx.m.operands(d).get(2).copied())
        .and_then(|ptr| builtin_through_casts(rx, ptr))
        .ok_or_else(|| rx.error_at(i, "the BuiltIn load of the extraction is missing"))?;
    let elem = rx.ty(ty_id, i)?;
    let (name, index_type, _) = builtin_function(rx, builtin, i)?;
    let idx = if rx.m.opcode(i) == op::CompositeExtract {
        i32c(rx, u64::from(index))
    } else {
        let x = rx.value(index, i)?;
        let i32t = rx.b.int_type(32);
        match x.type_of().int_width() {
            Some(32) => x,
            Some(w) if w > 32 => rx.b.cast(LLVMOpcode::LLVMTrunc, x, i32t, ""),
            Some(_) => rx.b.cast(LLVMOpcode::LLVMZExt, x, i32t, ""),
            None => return Err(rx.error_at(i, "a BuiltIn component index that is not an integer")),
        }
    };
    call(
        rx,
        &name,
        Some(&[index_type]),
        elem,
        &[idx],
        Some(result),
        &WORK_ITEM_ATTRS,
    );
    Ok(true)
}

/// The BuiltIn of the variable pointer `ptr` is, directly or through pointer casts (a cast
/// to the generic address space, as clang writes loads of `__spirv_BuiltIn*` globals).
fn builtin_through_casts(rx: &Rx<'_, '_>, mut ptr: u32) -> Option<u32> {
    for _ in 0..16 {
        if let Some(b) = rx
            .decoration(ptr, enums::Decoration::BuiltIn)
            .and_then(|p| p.first().copied())
        {
            return Some(b);
        }
        let d = rx.def(ptr)?;
        ptr = match rx.m.opcode(d) {
            op::PtrCastToGeneric | op::GenericCastToPtr | op::Bitcast | op::CopyObject => {
                *rx.m.operands(d).get(2)?
            }
            _ => return None,
        };
    }
    None
}

// ----- barriers and fences -----

/// A run-time mapping of an i32 by a table (`icmp eq` + `select` per row).
fn runtime_map<'c>(rx: &Rx<'c, '_>, x: Value<'c>, table: &[(u32, u32)], default: u32) -> Value<'c> {
    let mut acc = i32c(rx, u64::from(default));
    for &(from, to) in table {
        let eq = rx.b.icmp(
            LLVMIntPredicate::LLVMIntEQ,
            x,
            i32c(rx, u64::from(from)),
            "",
        );
        acc = rx.b.select(eq, i32c(rx, u64::from(to)), acc, "");
    }
    acc
}

/// Memory semantics → `cl_mem_fence_flags`, at compile time or run time.
fn flags_of<'c>(rx: &Rx<'c, '_>, sem_id: u32, i: InstId) -> Result<Value<'c>> {
    if let Some(s) = constant(rx, sem_id) {
        return Ok(i32c(rx, u64::from(sync::semantics_to_flags(s as u32))));
    }
    let s = rx.value(sem_id, i)?;
    let f = memory_fence_helper(rx);
    let v = rx.b.call(f, &[s], "call");
    rx.b.copy_attributes_to_call(v, f);
    Ok(v)
}

/// The name of the helper that maps memory semantics known only at run time to
/// `cl_mem_fence_flags` (as the incumbent names it).
const MEMORY_FENCE_HELPER: &str = "__translate_spirv_memory_fence";

/// `i32 __translate_spirv_memory_fence(i32 key)`, made once per module: a switch on the
/// storage bits of the semantics with one block per combination, returning its flags.
fn memory_fence_helper<'c>(rx: &Rx<'c, '_>) -> Value<'c> {
    let i32t = rx.b.int_type(32);
    let f = rx.function(MEMORY_FENCE_HELPER, i32t, &[i32t]);
    if !f.basic_blocks().is_empty() {
        return f;
    }
    let back = rx.b.insert_block();
    rx.b.set_linkage(f, llvm_sys::LLVMLinkage::LLVMPrivateLinkage);
    let Some(&key) = f.params().first() else {
        return f;
    };
    rx.b.set_name(key, "key");
    let entry = rx.b.append_block(f, "entry");
    let default = rx.b.append_block(f, "default");
    rx.b.position_at_end(entry);
    let all = sync::FENCE_FLAGS.iter().fold(0, |m, &(_, bit)| m | bit);
    let masked = rx.b.binop(
        LLVMOpcode::LLVMAnd,
        i32c(rx, u64::from(all)),
        key,
        "key.masked",
    );
    // Every combination of the storage bits: the switch covers all values of `masked`.
    let mut combos: Vec<(u32, u32)> = (1..=sync::semantics_to_flags(all))
        .map(|flags| (sync::flags_to_semantics(flags), flags))
        .collect();
    combos.sort_unstable();
    combos.push((0, 0));
    let mut cases = Vec::new();
    for &(sem, flags) in &combos {
        let bb = rx.b.append_block(f, &format!("case.{sem}"));
        rx.b.position_at_end(bb);
        rx.b.ret(Some(i32c(rx, u64::from(flags))));
        cases.push((i32c(rx, u64::from(sem)), bb));
    }
    rx.b.position_at_end(entry);
    rx.b.switch(masked, default, &cases);
    rx.b.position_at_end(default);
    rx.b.unreachable();
    if let Some(bb) = back {
        rx.b.position_at_end(bb);
    }
    f
}

/// The OpenCL value a scope or semantics id was mapped from by a call of the helper function
/// `helper` (as forward translation writes non-constant `memory_scope` and `memory_order`
/// arguments): the call's argument.
fn mapped_from<'c>(rx: &Rx<'c, '_>, id: u32, helper: &str, i: InstId) -> Option<Value<'c>> {
    let d = rx.def(id)?;
    if rx.m.opcode(d) != op::FunctionCall {
        return None;
    }
    let ops = rx.m.operands(d);
    let (&f, &arg) = (ops.get(2)?, ops.get(3)?);
    if ops.len() != 4 || rx.name_of(f).as_deref() != Some(helper) {
        return None;
    }
    rx.value(arg, i).ok()
}

/// Memory semantics → `memory_order`.
fn order_of<'c>(rx: &Rx<'c, '_>, sem_id: u32, i: InstId) -> Result<Value<'c>> {
    if let Some(v) = mapped_from(rx, sem_id, "__translate_ocl_memory_order", i) {
        return Ok(v);
    }
    if let Some(s) = constant(rx, sem_id) {
        return Ok(i32c(rx, u64::from(sync::semantics_to_order(s as u32))));
    }
    let s = rx.value(sem_id, i)?;
    let masked = rx.b.binop(
        LLVMOpcode::LLVMAnd,
        s,
        i32c(rx, u64::from(sync::ORDER_MASK)),
        "",
    );
    let table: Vec<(u32, u32)> = sync::MEMORY_ORDERS.iter().map(|&(o, s)| (s, o)).collect();
    Ok(runtime_map(rx, masked, &table, 0))
}

/// `Scope` → `memory_scope`.
fn scope_of<'c>(rx: &Rx<'c, '_>, scope_id: u32, i: InstId) -> Result<Value<'c>> {
    if let Some(v) = mapped_from(rx, scope_id, "__translate_ocl_memory_scope", i) {
        return Ok(v);
    }
    if let Some(s) = constant(rx, scope_id) {
        let o = sync::scope_to_ocl(s as u32).unwrap_or(sync::SCOPE_DEVICE);
        return Ok(i32c(rx, u64::from(o)));
    }
    let s = rx.value(scope_id, i)?;
    let table: Vec<(u32, u32)> = sync::MEMORY_SCOPES.iter().map(|&(o, s)| (s, o)).collect();
    Ok(runtime_map(rx, s, &table, sync::SCOPE_DEVICE))
}

fn memory_order_type() -> BuiltinType {
    BuiltinType::named("memory_order")
}

fn memory_scope_type() -> BuiltinType {
    BuiltinType::named("memory_scope")
}

/// `OpControlBarrier` and `OpMemoryBarrier`.
fn fence(rx: &mut Rx<'_, '_>, i: InstId) -> Result<()> {
    let opcode = rx.m.opcode(i);
    let ops = rx.m.operands(i).to_vec();
    let void = rx.b.void_type();
    let e = env(rx);
    if e == Env::SpvIr {
        let mut args = Vec::new();
        for &o in &ops {
            args.push(match constant(rx, o) {
                Some(c) => i32c(rx, c),
                None => rx.value(o, i)?,
            });
        }
        let params = vec![BuiltinType::Int; args.len()];
        let name = spv_ir::op_name(opcode, None, false, None).unwrap_or_default();
        let attrs: &[&str] = if opcode == op::ControlBarrier {
            &["convergent"]
        } else {
            &[]
        };
        call(rx, &name, Some(&params), void, &args, None, attrs);
        return Ok(());
    }
    if opcode == op::ControlBarrier {
        let (exec, mem, sem) = (ops[0], ops[1], ops[2]);
        let flags = flags_of(rx, sem, i)?;
        let subgroup = constant(rx, exec) == Some(u64::from(enums::Scope::Subgroup));
        if e == Env::Cl12 {
            call(
                rx,
                sync::reverse::BARRIER_CL12,
                Some(&[BuiltinType::UInt]),
                void,
                &[flags],
                None,
                &["convergent"],
            );
        } else {
            let scope = scope_of(rx, mem, i)?;
            let name = if subgroup {
                sync::reverse::SUB_GROUP_BARRIER
            } else {
                sync::reverse::BARRIER_CL20
            };
            call(
                rx,
                name,
                Some(&[BuiltinType::UInt, memory_scope_type()]),
                void,
                &[flags, scope],
                None,
                &["convergent"],
            );
        }
        return Ok(());
    }
    let (scope_id, sem) = (ops[0], ops[1]);
    let flags = flags_of(rx, sem, i)?;
    if e == Env::Cl12 {
        call(
            rx,
            sync::reverse::FENCE_CL12,
            Some(&[BuiltinType::UInt]),
            void,
            &[flags],
            None,
            &[],
        );
    } else {
        let order = order_of(rx, sem, i)?;
        let scope = scope_of(rx, scope_id, i)?;
        call(
            rx,
            sync::reverse::FENCE_CL20,
            Some(&[BuiltinType::UInt, memory_order_type(), memory_scope_type()]),
            void,
            &[flags, order, scope],
            None,
            &[],
        );
    }
    Ok(())
}

// ----- atomics -----

/// The atomic instructions.
fn atomic_inst(rx: &mut Rx<'_, '_>, i: InstId) -> Result<()> {
    use atomic::AtomicShape::*;
    let opcode = rx.m.opcode(i);
    let ops = rx.m.operands(i).to_vec();
    let e = env(rx);
    let row = atomic::by_opcode(opcode, e == Env::Cl20)
        .ok_or_else(|| rx.error_at(i, "not an atomic instruction"))?;
    // Operand positions: [type, result,] pointer, scope, semantics..., values.
    let has_result = !matches!(row.shape, Store | FlagClear);
    let base = if has_result { 2 } else { 0 };
    let ptr = strip_generic_cast(rx.value(ops[base], i)?);
    let (scope_id, sem_id) = (ops[base + 1], ops[base + 2]);
    let unsigned = matches!(opcode, op::AtomicUMin | op::AtomicUMax);
    let value_ty = ptr.type_of().element().unwrap_or(ptr.type_of());
    let vbt = bt(value_ty, unsigned);
    let result = has_result.then(|| ops[1]);
    let ret = if has_result {
        rx.ty(ops[0], i)?
    } else {
        rx.b.void_type()
    };
    if e == Env::SpvIr {
        return spv_ir_generic(rx, i, unsigned);
    }
    let values: Vec<u32> = match row.shape {
        Rmw | Store => vec![ops[base + 3]],
        CmpXchg | CompareExchange => vec![ops[base + 5], ops[base + 4]], // comparator, value
        _ => Vec::new(),
    };
    let mut vals = Vec::new();
    for v in values {
        vals.push(rx.value(v, i)?);
    }
    // OpenCL 1.2 has `atomic_min`/`atomic_max` for floats (as the incumbent writes them), but
    // no floating-point add.
    let float_add = opcode == op::AtomicFAddEXT;
    if e == Env::Cl12 && !float_add {
        return atomic_cl12(rx, row, ptr, vbt, &vals, ret, result, value_ty);
    }
    // OpenCL 2.0: the _explicit functions on a pointer to _Atomic (generic unless it is
    // known to be global or local memory).
    let named_space = matches!(ptr.type_of().address_space(), Some(1 | 3));
    let generic = if named_space {
        ptr
    } else {
        to_generic(rx, ptr)
    };
    let p_bt = qualified_pointer(
        generic.type_of(),
        BuiltinType::atomic(vbt.clone()),
        Qualifiers::with_volatile,
    );
    let order = order_of(rx, sem_id, i)?;
    let scope = scope_of(rx, scope_id, i)?;
    let (mo, ms) = (memory_order_type(), memory_scope_type());
    let one = rx.b.const_int(value_ty, &[1]);
    match row.shape {
        Rmw | IncDec => {
            let (base_name, v) = match (row.shape, opcode) {
                (IncDec, op::AtomicIIncrement) => ("fetch_add", one),
                (IncDec, _) => ("fetch_sub", one),
                _ => (row.cl20.unwrap_or("fetch_add"), vals[0]),
            };
            let name = format!("atomic_{base_name}_explicit");
            call(
                rx,
                &name,
                Some(&[p_bt, vbt, mo, ms]),
                ret,
                &[generic, v, order, scope],
                result,
                &[],
            );
        }
        Load => {
            call(
                rx,
                "atomic_load_explicit",
                Some(&[p_bt, mo, ms]),
                ret,
                &[generic, order, scope],
                result,
                &[],
            );
        }
        Store => {
            call(
                rx,
                "atomic_store_explicit",
                Some(&[p_bt, vbt, mo, ms]),
                ret,
                &[generic, vals[0], order, scope],
                None,
                &[],
            );
        }
        FlagTestAndSet => {
            call(
                rx,
                "atomic_flag_test_and_set_explicit",
                Some(&[p_bt, mo, ms]),
                ret,
                &[generic, order, scope],
                result,
                &[],
            );
        }
        FlagClear => {
            call(
                rx,
                "atomic_flag_clear_explicit",
                Some(&[p_bt, mo, ms]),
                ret,
                &[generic, order, scope],
                None,
                &[],
            );
        }
        CmpXchg | CompareExchange => {
            // The comparator goes through memory: `expected` is a pointer in OpenCL C.
            let fail = order_of(rx, ops[base + 3], i)?;
            let slot = rx.b.alloca(value_ty, "expected");
            rx.b.store(vals[0], slot);
            let (slot_g, e_bt) = if named_space {
                (slot, BuiltinType::pointer(vbt.clone(), 0))
            } else {
                (to_generic(rx, slot), BuiltinType::pointer(vbt.clone(), 4))
            };
            let name = if opcode == op::AtomicCompareExchangeWeak {
                "atomic_compare_exchange_weak_explicit"
            } else {
                "atomic_compare_exchange_strong_explicit"
            };
            let i1 = rx.b.int_type(1);
            let exchanged = call(
                rx,
                name,
                Some(&[p_bt, e_bt, vbt, mo.clone(), mo, ms]),
                i1,
                &[generic, slot_g, vals[1], order, fail, scope],
                None,
                &[],
            );
            let result_name = result.and_then(|r| rx.name_of(r)).unwrap_or_default();
            let old = rx.b.load(slot, &result_name);
            if let Some(r) = result {
                rx.values.insert(r, old);
            }
            // The flag is named after the result too (LLVM makes the name unique), as
            // `llvm-spirv` does, so that the old value keeps the source name.
            if !result_name.is_empty() {
                rx.b.set_name(exchanged, &result_name);
            }
        }
        Init => {}
    }
    Ok(())
}

/// The global or local pointer a generic pointer was cast from, if it was (atomics on named
/// address spaces are what OpenCL 1.2 has, and what OpenCL libraries define).
fn strip_generic_cast(p: Value<'_>) -> Value<'_> {
    if p.type_of().address_space() == Some(4)
        && p.opcode() == Some(crate::llvm::ir::Opcode::LLVMAddrSpaceCast)
    {
        if let Some(src) = p.operand(0) {
            if matches!(src.type_of().address_space(), Some(0 | 1 | 3)) {
                return src;
            }
        }
    }
    p
}

/// A pointer cast to the generic address space (as is when it is generic already).
fn to_generic<'c>(rx: &Rx<'c, '_>, p: Value<'c>) -> Value<'c> {
    let t = p.type_of();
    if t.address_space() == Some(4) {
        return p;
    }
    let g = rx.b.pointer_type(t.element().unwrap_or(t), 4);
    rx.b.cast(LLVMOpcode::LLVMAddrSpaceCast, p, g, "")
}

/// OpenCL 1.2 atomics: `atomic_*` (`atom_*` for 64 bits) on a `volatile` pointer; loads,
/// stores and flags through `atomic_add`/`atomic_xchg`.
#[allow(clippy::too_many_arguments)]
fn atomic_cl12<'c>(
    rx: &mut Rx<'c, '_>,
    row: &atomic::Atomic,
    ptr: Value<'c>,
    vbt: BuiltinType,
    vals: &[Value<'c>],
    ret: Type<'c>,
    result: Option<u32>,
    value_ty: Type<'c>,
) -> Result<()> {
    use atomic::AtomicShape::*;
    let p_bt = qualified_pointer(ptr.type_of(), vbt.clone(), Qualifiers::with_volatile);
    let wide = is_64(value_ty);
    let name_of = |base: &str| {
        if wide {
            format!("atom_{base}")
        } else {
            format!("atomic_{base}")
        }
    };
    let cint = |rx: &Rx<'c, '_>, v: u64| rx.b.const_int(value_ty, &[v]);
    match row.shape {
        Rmw => {
            let n = atomic::cl12_name(row, wide).unwrap_or_default();
            call(
                rx,
                &n,
                Some(&[p_bt, vbt]),
                ret,
                &[ptr, vals[0]],
                result,
                &[],
            );
        }
        IncDec => {
            let n = atomic::cl12_name(row, wide).unwrap_or_default();
            call(rx, &n, Some(&[p_bt]), ret, &[ptr], result, &[]);
        }
        CmpXchg | CompareExchange => {
            call(
                rx,
                &name_of("cmpxchg"),
                Some(&[p_bt, vbt.clone(), vbt]),
                ret,
                &[ptr, vals[0], vals[1]],
                result,
                &[],
            );
        }
        Load if value_ty.kind() == TypeKind::Integer => {
            let zero = cint(rx, 0);
            call(
                rx,
                &name_of("add"),
                Some(&[p_bt, vbt]),
                ret,
                &[ptr, zero],
                result,
                &[],
            );
        }
        Load => {
            let v = rx.b.load(ptr, "");
            rx.b.set_volatile(v);
            if let Some(r) = result {
                rx.values.insert(r, v);
            }
        }
        Store => {
            call(
                rx,
                &name_of("xchg"),
                Some(&[p_bt, vbt]),
                value_ty,
                &[ptr, vals[0]],
                None,
                &[],
            );
        }
        FlagTestAndSet => {
            let one = cint(rx, 1);
            let old = call(
                rx,
                &name_of("xchg"),
                Some(&[p_bt, vbt]),
                value_ty,
                &[ptr, one],
                None,
                &[],
            );
            let zero = cint(rx, 0);
            let n = result.and_then(|r| rx.name_of(r)).unwrap_or_default();
            let b = rx.b.icmp(LLVMIntPredicate::LLVMIntNE, old, zero, &n);
            if let Some(r) = result {
                rx.values.insert(r, b);
            }
        }
        FlagClear => {
            let zero = cint(rx, 0);
            call(
                rx,
                &name_of("xchg"),
                Some(&[p_bt, vbt]),
                value_ty,
                &[ptr, zero],
                None,
                &[],
            );
        }
        Init => {}
    }
    Ok(())
}

// ----- SPV-IR: the generic form -----

/// `__spirv_{OpName}` with the id operands as arguments and the literal ones as i32s, mangled
/// with signed integers (`unsigned` for the `U` instructions) — the SPV-IR form of any
/// instruction this module owns.
fn spv_ir_generic(rx: &mut Rx<'_, '_>, i: InstId, unsigned: bool) -> Result<()> {
    spv_ir_named(rx, i, unsigned, None, false, None)
}

/// Instructions whose last id operand is an index mangled unsigned in SPV-IR names whatever
/// the data's sign (`__spirv_GroupBroadcastiij`).
const SPV_IR_UNSIGNED_INDEX: &[u16] = &[op::GroupBroadcast];

fn spv_ir_named(
    rx: &mut Rx<'_, '_>,
    i: InstId,
    unsigned: bool,
    ret_postfix: Option<&BuiltinType>,
    saturated: bool,
    rounding: Option<u32>,
) -> Result<()> {
    let opcode = rx.m.opcode(i);
    let ops = rx.m.operands(i).to_vec();
    let mut spans = Vec::new();
    let state = LayoutState::unrecorded(rx.m.header.bound);
    if !crate::spirv::binary::spans_of(opcode, &ops, &state, &mut spans) {
        return Err(rx.error_at(i, "operands do not fit the instruction's layout"));
    }
    let mut args = Vec::new();
    let mut params = Vec::new();
    let (mut ret, mut result) = (rx.b.void_type(), None);
    let last = spans.len().saturating_sub(1);
    for (n, s) in spans.iter().enumerate() {
        let words = &ops[s.start as usize..(s.start + s.len) as usize];
        match s.kind {
            SpanKind::Operand(OperandKind::IdResultType) => ret = rx.ty(words[0], i)?,
            SpanKind::Operand(OperandKind::IdResult) => result = Some(words[0]),
            SpanKind::Operand(k) if k.def().category == Category::Id => {
                let v = rx.value(words[0], i)?;
                // Scopes and semantics are plain ints; the data follows the instruction's sign.
                let u = (unsigned
                    && !matches!(k, OperandKind::IdScope | OperandKind::IdMemorySemantics))
                    || (n == last && SPV_IR_UNSIGNED_INDEX.contains(&opcode));
                params.push(bt(v.type_of(), u));
                args.push(v);
            }
            _ => {
                for &w in words {
                    args.push(i32c(rx, u64::from(w)));
                    params.push(BuiltinType::Int);
                }
            }
        }
    }
    let name = spv_ir::op_name(opcode, ret_postfix, saturated, rounding)
        .ok_or_else(|| rx.error_at(i, "unknown opcode"))?;
    let attrs: &[&str] = if is_convergent(opcode) {
        &["convergent"]
    } else {
        &[]
    };
    // A vector of bools is returned as a vector of chars (what the OpenCL C `char` vectors
    // that carry it are), and truncated back.
    if ret.kind() == TypeKind::Vector && ret.element().and_then(|e| e.int_width()) == Some(1) {
        let chars =
            rx.b.vector_type(rx.b.int_type(8), ret.vector_len().unwrap_or(1));
        let v = call(rx, &name, Some(&params), chars, &args, None, attrs);
        let n = result.and_then(|r| rx.name_of(r)).unwrap_or_default();
        let b = rx.b.cast(LLVMOpcode::LLVMTrunc, v, ret, &n);
        if let Some(r) = result {
            rx.values.insert(r, b);
        }
        return Ok(());
    }
    call(rx, &name, Some(&params), ret, &args, result, attrs);
    Ok(())
}

/// Instructions whose calls are `convergent` (barriers and collectives).
fn is_convergent(opcode: u16) -> bool {
    grammar::instruction(opcode)
        .is_some_and(|d| d.class == "Barrier" || d.class == "Group" || d.class == "Non-Uniform")
}

// ----- OpenCL.std -----

/// `OpExtInst` of `OpenCL.std`.
fn ext_inst(rx: &mut Rx<'_, '_>, i: InstId) -> Result<bool> {
    let ops = rx.m.operands(i).to_vec();
    let set = match rx.ext_sets.get(&ops[2]) {
        Some(Some(s)) if s.name() == "OpenCL.std" => *s,
        _ => return Ok(false),
    };
    let def = set
        .instruction(ops[3])
        .ok_or_else(|| rx.error_at(i, format!("unknown OpenCL.std instruction {}", ops[3])))?;
    let ext = def.name;
    let ret = rx.ty(ops[0], i)?;
    let result = ops[1];
    let e = env(rx);
    // Arguments: ids are values, literals (the n of vloadn, a rounding mode) i32s or dropped.
    let mut ids = Vec::new();
    let mut literals = Vec::new();
    for (k, &a) in ops[4..].iter().enumerate() {
        let literal = def
            .operands
            .get(k)
            .is_some_and(|o| o.kind != OperandKind::IdRef);
        if literal {
            literals.push(a);
        } else {
            ids.push(rx.value(a, i)?);
        }
    }
    if ext == "printf" {
        return printf(rx, e, ret, result, &ids).map(|()| true);
    }
    if e == Env::Cl12 {
        // OpenCL 1.2 has no generic address space: the global, local or private pointer a
        // generic one was cast from is the argument.
        for v in ids.iter_mut() {
            *v = strip_generic_cast(*v);
        }
    }
    let signs = ocl_std::param_signs(ext, ids.len());
    let mut params: Vec<BuiltinType> = ids
        .iter()
        .zip(&signs)
        .map(|(v, s)| match s {
            ocl_std::ParamSign::Natural => bt(v.type_of(), false),
            ocl_std::ParamSign::Unsigned => bt(v.type_of(), true),
            ocl_std::ParamSign::ConstPointer => {
                let t = v.type_of();
                let pointee = bt(t.element().unwrap_or(t), false);
                qualified_pointer(t, pointee, Qualifiers::with_const)
            }
        })
        .collect();
    let mut args = ids.clone();
    let name = if e == Env::SpvIr {
        for &l in &literals {
            args.push(i32c(rx, u64::from(l)));
            params.push(BuiltinType::Int);
        }
        let postfix = ocl_std::spv_ir_has_return_postfix(ext).then(|| bt(ret, false));
        spv_ir::ext_name(ext, postfix.as_ref())
    } else {
        let width = match ext {
            "vloadn" | "vload_halfn" | "vloada_halfn" => literals.first().copied().unwrap_or(0),
            _ if ext.starts_with("vstore") => ids
                .first()
                .and_then(|v| v.type_of().vector_len())
                .unwrap_or(0),
            _ => 0,
        };
        let rounding = if ext.ends_with("_r") {
            literals.last().copied()
        } else {
            None
        };
        ocl_std::reverse_name(ext, width, rounding)
    };
    call(rx, &name, Some(&params), ret, &args, Some(result), &[]);
    Ok(true)
}

/// `printf`: variadic and unmangled in OpenCL C, mangled with its arguments in SPV-IR.
fn printf<'c>(
    rx: &mut Rx<'c, '_>,
    e: Env,
    ret: Type<'c>,
    result: u32,
    args: &[Value<'c>],
) -> Result<()> {
    if e == Env::SpvIr {
        let params: Vec<BuiltinType> = args.iter().map(|a| bt(a.type_of(), false)).collect();
        call(
            rx,
            "__spirv_ocl_printf",
            Some(&params),
            ret,
            args,
            Some(result),
            &[],
        );
        return Ok(());
    }
    let format = args.first().map(|a| a.type_of()).unwrap_or(ret);
    let f = match rx.b.get_function("printf") {
        Some(f) => f,
        None => {
            let ft = rx.b.function_type(ret, &[format], true);
            let f = rx.b.add_function("printf", ft);
            rx.b.set_call_conv(f, 75);
            f
        }
    };
    let n = rx.name_of(result).unwrap_or_default();
    let v = rx.b.call(f, args, &n);
    rx.values.insert(result, v);
    Ok(())
}

// ----- conversions -----

/// A conversion that OpenCL C spells `convert_<type>[_sat][_rt*]`: saturated or with a
/// rounding mode (the plain ones are LLVM casts).
fn conversion(rx: &mut Rx<'_, '_>, i: InstId) -> Result<()> {
    let opcode = rx.m.opcode(i);
    let ops = rx.m.operands(i).to_vec();
    let (ret, result) = (rx.ty(ops[0], i)?, ops[1]);
    let x = rx.value(ops[2], i)?;
    let &(_, from, to) = convert::REVERSE_KINDS
        .iter()
        .find(|(o, ..)| *o == opcode)
        .ok_or_else(|| rx.error_at(i, "not a conversion"))?;
    let saturated = rx.has_decoration(result, enums::Decoration::SaturatedConversion)
        || matches!(opcode, op::SatConvertSToU | op::SatConvertUToS);
    let rounding = rx
        .decoration(result, enums::Decoration::FPRoundingMode)
        .and_then(|p| p.first().copied());
    let src = convert::with_kind(&bt(x.type_of(), false), from);
    let dest = convert::with_kind(&bt(ret, false), to);
    let name = if env(rx) == Env::SpvIr {
        // The instruction says the saturation of SatConvert*; only a decoration adds `_sat`.
        let sat = saturated && !matches!(opcode, op::SatConvertSToU | op::SatConvertUToS);
        spv_ir::op_name(opcode, Some(&dest), sat, rounding)
    } else {
        convert::name(&dest, saturated, rounding)
    }
    .ok_or_else(|| rx.error_at(i, "a conversion of a type OpenCL C has no name for"))?;
    call(rx, &name, Some(&[src]), ret, &[x], Some(result), &[]);
    Ok(())
}

/// `OpConvertFToBF16INTEL` → `intel_convert_bfloat16[N]_as_ushort[N]`, `OpConvertBF16ToFINTEL`
/// → `intel_convert_as_bfloat16[N]_float[N]`.
fn bf16_conversion(rx: &mut Rx<'_, '_>, i: InstId) -> Result<()> {
    let conv = bfloat16::by_opcode(rx.m.opcode(i))
        .ok_or_else(|| rx.error_at(i, "not a bfloat16 conversion"))?;
    let ops = rx.m.operands(i).to_vec();
    let [ty, result, x, ..] = ops[..] else {
        return Err(rx.error_at(i, "operands missing"));
    };
    let ret = rx.ty(ty, i)?;
    let x = rx.value(x, i)?;
    let size = (ret.kind() == TypeKind::Vector)
        .then(|| ret.vector_len())
        .flatten();
    let name = conv.name(size);
    call(
        rx,
        &name,
        Some(&[bt(x.type_of(), false)]),
        ret,
        &[x],
        Some(result),
        &[],
    );
    Ok(())
}

// ----- one-instruction builtins -----

/// The builtins of `builtins::core` (relational, collectives, events ...).
fn core_inst(rx: &mut Rx<'_, '_>, i: InstId) -> Result<bool> {
    use core_ops::Shape::*;
    let opcode = rx.m.opcode(i);
    let Some(row) = core_ops::by_opcode(opcode).find(|r| shape_fits(rx, i, r)) else {
        return Ok(false);
    };
    // Comparisons are LLVM's own `fcmp`; the general translation does them.
    if matches!(row.shape, Relational) && is_comparison(opcode) {
        return Ok(false);
    }
    let unsigned = row.unsigned_op == Some(opcode) && row.unsigned_op != Some(row.op);
    if env(rx) == Env::SpvIr && opcode == op::GenericCastToPtrExplicit {
        // The general translation names it by its target storage class.
        return Ok(false);
    }
    if env(rx) == Env::SpvIr {
        spv_ir_generic(rx, i, unsigned)?;
        return Ok(true);
    }
    let ops = rx.m.operands(i).to_vec();
    let def = grammar::instruction(opcode).ok_or_else(|| rx.error_at(i, "unknown opcode"))?;
    let (ret, result) = if def.has_result_type {
        (rx.ty(ops[0], i)?, Some(ops[1]))
    } else {
        (rx.b.void_type(), None)
    };
    let first = if def.has_result_type { 2 } else { 0 };
    let ids = &ops[first..];
    let i32t = rx.b.int_type(32);
    match row.shape {
        Same => {
            let mut args = Vec::new();
            for &a in ids {
                args.push(rx.value(a, i)?);
            }
            let mut params: Vec<BuiltinType> =
                args.iter().map(|a| bt(a.type_of(), false)).collect();
            if row.void_pointers {
                for p in &mut params {
                    if let BuiltinType::Pointer { pointee, .. } = p {
                        **pointee = BuiltinType::Void;
                    }
                }
            }
            call(rx, row.ocl, Some(&params), ret, &args, result, &[]);
        }
        Relational => {
            // The OpenCL C function answers int (intN of the argument's width for vectors).
            let x = rx.value(ids[0], i)?;
            let mut args = vec![x];
            for &a in &ids[1..] {
                args.push(rx.value(a, i)?);
            }
            let int_ret = relational_int_type(rx, x.type_of());
            let params: Vec<BuiltinType> = args.iter().map(|a| bt(a.type_of(), false)).collect();
            let v = call(rx, row.ocl, Some(&params), int_ret, &args, None, &[]);
            bool_result(rx, v, result);
        }
        AnyAll => {
            let x = rx.value(ids[0], i)?;
            let n = x.type_of().vector_len().unwrap_or(1);
            let ivec = rx.b.vector_type(i32t, n);
            let wide = rx.b.cast(LLVMOpcode::LLVMSExt, x, ivec, "");
            let v = call(
                rx,
                row.ocl,
                Some(&[bt(ivec, false)]),
                i32t,
                &[wide],
                None,
                &[],
            );
            bool_result(rx, v, result);
        }
        GroupPredicate(_) => {
            let scope = constant(rx, ids[0]);
            let name = group_name(row.ocl, scope);
            let pred = rx.value(ids[1], i)?;
            let wide = rx.b.cast(LLVMOpcode::LLVMZExt, pred, i32t, "");
            let v = call(
                rx,
                &name,
                Some(&[BuiltinType::Int]),
                i32t,
                &[wide],
                None,
                &["convergent"],
            );
            bool_result(rx, v, result);
        }
        GroupOp(..) => {
            let scope = constant(rx, ids[0]);
            let operation = ids[1];
            let kind = match operation {
                enums::GroupOperation::Reduce => "reduce",
                enums::GroupOperation::InclusiveScan => "scan_inclusive",
                enums::GroupOperation::ExclusiveScan => "scan_exclusive",
                _ => {
                    return Err(rx.error_at(
                        i,
                        format!("group operation {operation} has no OpenCL C builtin"),
                    ));
                }
            };
            let what = row.ocl.rsplit('_').next().unwrap_or("add");
            let prefix = if scope == Some(u64::from(enums::Scope::Subgroup)) {
                "sub_group"
            } else {
                "work_group"
            };
            let name = format!("{prefix}_{kind}_{what}");
            let x = rx.value(ids[2], i)?;
            call(
                rx,
                &name,
                Some(&[bt(x.type_of(), unsigned)]),
                ret,
                &[x],
                result,
                &["convergent"],
            );
        }
        Broadcast(_) => {
            let scope = constant(rx, ids[0]);
            let subgroup = scope == Some(u64::from(enums::Scope::Subgroup));
            let x = rx.value(ids[1], i)?;
            let lid = rx.value(ids[2], i)?;
            let mut args = vec![x];
            // The incumbent mangles an integer value as unsigned (`work_group_broadcastjm`);
            // both overloads exist in OpenCL C and answer the same bits.
            let mut params = vec![bt(x.type_of(), true)];
            match lid
                .type_of()
                .vector_len()
                .filter(|_| lid.type_of().kind() == TypeKind::Vector)
            {
                Some(n) => {
                    for k in 0..n {
                        let c = rx.b.extract_element(lid, i32c(rx, u64::from(k)), "");
                        params.push(bt(c.type_of(), true));
                        args.push(c);
                    }
                }
                None => {
                    params.push(bt(lid.type_of(), true));
                    args.push(lid);
                }
            }
            let name = if subgroup {
                "sub_group_broadcast"
            } else {
                "work_group_broadcast"
            };
            call(rx, name, Some(&params), ret, &args, result, &["convergent"]);
        }
        Scoped(_) | AsyncCopy => async_or_wait(rx, i, opcode, ids, ret, result)?,
        GenericCast(_) => {
            // As clang declares them for OpenCL C 2.0 (and `llvm-spirv` calls them):
            // unmangled `__to_global` and the like, from and to `i8` pointers; the argument
            // is always cast, to the same type when it is a generic `i8` pointer already.
            let p = rx.value(ids[0], i)?;
            let storage = ids.get(1).copied().unwrap_or(0);
            let name = match storage {
                enums::StorageClass::CrossWorkgroup => "__to_global",
                enums::StorageClass::Workgroup => "__to_local",
                _ => "__to_private",
            };
            let i8t = rx.b.int_type(8);
            let generic =
                rx.b.pointer_type(i8t, p.type_of().address_space().unwrap_or(4));
            let p = rx.cast(LLVMOpcode::LLVMBitCast, p, generic);
            let p = rx.b.bitcast_always(p, generic, "");
            let space = super::address_space(storage).unwrap_or(0);
            let narrow = rx.b.pointer_type(i8t, space);
            let r = call(rx, name, None, narrow, &[p], None, &[]);
            let v = rx.cast(LLVMOpcode::LLVMBitCast, r, ret);
            if let Some(id) = result {
                let n = rx.result_name(id);
                if !n.is_empty() {
                    rx.b.set_name(v, &n);
                }
                rx.define(id, v);
            }
        }
    }
    Ok(true)
}

/// The non-uniform sub-group instructions of sub-group scope → the `cl_khr_subgroup_*`
/// functions (`int` predicates and answers where SPIR-V has bools), or their SPV-IR form.
fn sub_group_inst(rx: &mut Rx<'_, '_>, i: InstId) -> Result<bool> {
    use subgroup::{Sign, SubGroupFn};
    let opcode = rx.m.opcode(i);
    let ops = rx.m.operands(i).to_vec();
    let Some(f) = subgroup::by_opcode(opcode, ops.get(3).copied()) else {
        return Ok(false);
    };
    let (name, first, bool_args, bool_answer, sign) = match f {
        SubGroupFn::One(r) => (
            Some(r.ocl.to_string()),
            3 + usize::from(r.operation.is_some()),
            r.bool_args,
            r.bool_result,
            r.sign,
        ),
        SubGroupFn::Arith(a, operation) => {
            let sign = if a.unsigned_op == Some(opcode) {
                Sign::Unsigned
            } else {
                Sign::Signed
            };
            (
                subgroup::arith_name(a, operation),
                4,
                a.logical,
                a.logical,
                sign,
            )
        }
    };
    let subgroup_scope =
        ops.get(2).and_then(|&s| constant(rx, s)) == Some(u64::from(enums::Scope::Subgroup));
    let (Some(name), true, Some(&ret_id), Some(&result)) =
        (name, subgroup_scope, ops.first(), ops.get(1))
    else {
        return Ok(false);
    };
    let ret = rx.ty(ret_id, i)?;
    let mut args = Vec::new();
    let mut params = Vec::new();
    let spv_ir = env(rx) == Env::SpvIr;
    if spv_ir {
        // The scope and the group operation are plain ints.
        for (k, &w) in ops.iter().enumerate().take(first).skip(2) {
            let v = if k == 2 {
                rx.value(w, i)?
            } else {
                i32c(rx, u64::from(w))
            };
            args.push(v);
            params.push(BuiltinType::Int);
        }
    }
    for (k, &id) in ops.iter().enumerate().skip(first) {
        let mut v = rx.value(id, i)?;
        let is_value = k == first;
        if bool_args && is_value && !spv_ir {
            let i32t = rx.b.int_type(32);
            v = rx.b.cast(LLVMOpcode::LLVMZExt, v, i32t, "");
        }
        let unsigned =
            !is_value || sign == Sign::Unsigned || (sign == Sign::OpenClUnsigned && !spv_ir);
        params.push(bt(v.type_of(), unsigned));
        args.push(v);
    }
    if spv_ir {
        let spv_name = spv_ir::op_name(opcode, None, false, None)
            .ok_or_else(|| rx.error_at(i, "unknown opcode"))?;
        call(
            rx,
            &spv_name,
            Some(&params),
            ret,
            &args,
            Some(result),
            &["convergent"],
        );
    } else if bool_answer {
        let i32t = rx.b.int_type(32);
        let v = call(rx, &name, Some(&params), i32t, &args, None, &["convergent"]);
        bool_result(rx, v, Some(result));
    } else {
        call(
            rx,
            &name,
            Some(&params),
            ret,
            &args,
            Some(result),
            &["convergent"],
        );
    }
    Ok(true)
}

/// Whether a row's shape fits the instruction (the group rows share opcodes with different
/// operands; the rows are tried in table order).
fn shape_fits(rx: &Rx<'_, '_>, i: InstId, row: &core_ops::CoreOp) -> bool {
    let ops = rx.m.operands(i);
    match row.shape {
        core_ops::Shape::GroupOp(_, operation) => ops.get(3) == Some(&operation),
        core_ops::Shape::AsyncCopy => false,
        _ => true,
    }
}

fn is_comparison(opcode: u16) -> bool {
    matches!(
        opcode,
        op::FOrdEqual
            | op::FUnordNotEqual
            | op::FOrdGreaterThan
            | op::FOrdGreaterThanEqual
            | op::FOrdLessThan
            | op::FOrdLessThanEqual
            | op::FOrdNotEqual
            | op::Ordered
            | op::Unordered
    )
}

/// `work_group_all` → `sub_group_all` for the sub-group scope.
fn group_name(ocl: &str, scope: Option<u64>) -> String {
    if scope == Some(u64::from(enums::Scope::Subgroup)) {
        ocl.replacen("work_group", "sub_group", 1)
    } else {
        ocl.replacen("sub_group", "work_group", 1)
    }
}

/// The int type a relational function answers for an argument of type `t`: `int` for
/// scalars, a vector of integers as wide as the elements for vectors.
fn relational_int_type<'c>(rx: &Rx<'c, '_>, t: Type<'c>) -> Type<'c> {
    match t.kind() {
        TypeKind::Vector => {
            let e = t.element().unwrap_or(t);
            let bits = match e.kind() {
                TypeKind::Half => 16,
                TypeKind::Double => 64,
                _ => 32,
            };
            let it = rx.b.int_type(bits);
            rx.b.vector_type(it, t.vector_len().unwrap_or(1))
        }
        _ => rx.b.int_type(32),
    }
}

/// Defines `result` as `v != 0` (the bool of an int-returning OpenCL C function).
fn bool_result<'c>(rx: &mut Rx<'c, '_>, v: Value<'c>, result: Option<u32>) {
    let zero = rx.b.const_null(v.type_of());
    let n = result.and_then(|r| rx.name_of(r)).unwrap_or_default();
    let b = rx.b.icmp(LLVMIntPredicate::LLVMIntNE, v, zero, &n);
    if let Some(r) = result {
        rx.values.insert(r, b);
    }
}

/// `OpGroupAsyncCopy` → `async_work_group_copy` (stride 1) or
/// `async_work_group_strided_copy`; `OpGroupWaitEvents` → `wait_group_events`.
fn async_or_wait<'c>(
    rx: &mut Rx<'c, '_>,
    i: InstId,
    opcode: u16,
    ids: &[u32],
    ret: Type<'c>,
    result: Option<u32>,
) -> Result<()> {
    if opcode == op::GroupWaitEvents {
        let n = rx.value(ids[1], i)?;
        let list = rx.value(ids[2], i)?;
        let params = [BuiltinType::Int, bt(list.type_of(), false)];
        call(
            rx,
            "wait_group_events",
            Some(&params),
            ret,
            &[n, list],
            result,
            &[],
        );
        return Ok(());
    }
    let (dst, src, n, stride, event) = (
        rx.value(ids[1], i)?,
        rx.value(ids[2], i)?,
        rx.value(ids[3], i)?,
        rx.value(ids[4], i)?,
        rx.value(ids[5], i)?,
    );
    let src_t = src.type_of();
    let src_bt = qualified_pointer(
        src_t,
        bt(src_t.element().unwrap_or(src_t), false),
        Qualifiers::with_const,
    );
    let size_bt = bt(n.type_of(), true);
    let event_bt = bt(event.type_of(), false);
    let dst_bt = bt(dst.type_of(), false);
    if constant(rx, ids[4]) == Some(1) {
        call(
            rx,
            "async_work_group_copy",
            Some(&[dst_bt, src_bt, size_bt, event_bt]),
            ret,
            &[dst, src, n, event],
            result,
            &[],
        );
    } else {
        call(
            rx,
            "async_work_group_strided_copy",
            Some(&[dst_bt, src_bt, size_bt.clone(), size_bt, event_bt]),
            ret,
            &[dst, src, n, stride, event],
            result,
            &[],
        );
    }
    Ok(())
}
