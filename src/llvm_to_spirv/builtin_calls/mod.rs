//! Calls of builtins → SPIR-V instructions: OpenCL C builtins as clang-14 declares them
//! (`_Z13get_global_idj`, `_Z10atomic_addPU3AS1Vii`, `_Z4sqrtf`) and the `__spirv_*` functions
//! of SPIR-V friendly IR (`_Z33__spirv_BuiltInGlobalInvocationIdi`,
//! `_Z28__spirv_ConvertFToS_Rint_rtpf`, `_Z16__spirv_ocl_acosf`).
//!
//! Which builtin is which instruction is data in `crate::builtins` (one table per family);
//! this file has one small function per family that turns a call into instructions by its
//! row. A declared function whose name is a builtin's is never emitted as an imported
//! `OpFunction` ([`is_builtin_declaration`]); a call of a builtin whose name we know but whose
//! signature we do not is an error that names the demangled signature.

mod arb_float;
mod avc;
mod enqueue;
mod images;

pub(crate) use enqueue::is_invoke_cast;

use super::Ctx;
use crate::builtins::{
    BuiltinType, Demangled, arb_float as arb_float_fns, atomic, avc as avc_fns, bfloat16, convert,
    core as core_ops, demangle, enqueue as enqueue_fns, image, int_dot, intel_subgroup, ocl_std,
    pipe, spv_ir, subgroup, sync, workitem,
};
use crate::error::{Error, Result};
use crate::llvm::ir::{Module, Type, TypeKind, Value};
use crate::spirv::Id;
use crate::spirv::grammar::{self, Category, OperandDef, OperandKind, Quantifier};
use crate::spirv::tables::{enums, op};
use std::collections::HashMap;

/// The BuiltIn variables of one translation.
#[derive(Default)]
pub(crate) struct State {
    vars: HashMap<u32, Var>,
}

/// A BuiltIn `Input` variable: its id, the id of its value type, the alignment of its loads.
#[derive(Clone, Copy)]
struct Var {
    id: Id,
    ty: Id,
    align: u32,
}

/// What a builtin's name says it is.
#[derive(Clone, Debug)]
pub(crate) enum Family {
    WorkItem(&'static workitem::WorkItem),
    /// `__spirv_BuiltIn<Name>(...)`.
    BuiltInVar(u32),
    Fence(&'static sync::Fence),
    Atomic(atomic::AtomicName),
    Ext(ocl_std::ExtCall),
    Convert(convert::Conversion),
    Core(&'static core_ops::CoreOp),
    /// `intel_convert_bfloat16*_as_ushort*`, `intel_convert_as_bfloat16*_float*`.
    Bf16(bfloat16::Bf16Name),
    SubGroup(subgroup::SubGroupFn),
    /// `intel_sub_group_shuffle*`, `intel_sub_group_{,media_}block_{read,write}*`.
    IntelSubgroup(intel_subgroup::IntelSubgroupName),
    /// `dot_acc_sat`, `dot_4x8packed_*`, `dot_acc_sat_4x8packed_*` (`dot` is a core row).
    IntDot(int_dot::IntDotName),
    /// `intel_sub_group_avc_*`.
    Avc(avc_fns::AvcName),
    /// `intel_arbitrary_float_*` (unmangled) and `__spirv_ArbitraryFloat*INTEL`: the opcode.
    ArbFloat(u16),
    Image(&'static image::ImageFn),
    Pipe(&'static pipe::PipeFn),
    /// `__enqueue_kernel_*`, `__get_kernel_*_impl`.
    Enqueue(&'static enqueue_fns::EnqueueFn),
    /// `enqueue_marker`.
    Marker,
    /// `ndrange_1D`, `ndrange_2D`, `ndrange_3D`: the number of dimensions.
    NDRange(u32),
    /// `__translate_sampler_initializer(i32)`: a sampler literal.
    SamplerInit,
    /// `__spirv_<Op>...` and `__spirv_ocl_<ext>...`.
    SpvIr(spv_ir::SpvIrName),
    /// A name of an OpenCL builtin family that no row covers.
    Unknown,
}

/// The demangled form of a function's name; unmangled names keep their name and no
/// parameters.
fn demangled_of(f: Value<'_>) -> Option<Demangled> {
    let name = f.name_str();
    if name.starts_with("_Z") {
        demangle(&name).ok().or_else(|| spv_ir_prefix(&name))
    } else {
        Some(Demangled::new(name, Vec::new()))
    }
}

/// The `__spirv_` name of a mangled name whose parameters do not demangle (SYCL writes
/// `_Z29__spirv_SpecConstantCompositestruct.A...` with the IR names of its types): the
/// instruction is named by the function name alone.
fn spv_ir_prefix(mangled: &str) -> Option<Demangled> {
    let rest = mangled.strip_prefix("_Z")?;
    let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let len: usize = rest[..digits].parse().ok()?;
    let name = rest.get(digits..digits.checked_add(len)?)?;
    name.starts_with("__spirv_")
        .then(|| Demangled::new(name.to_string(), Vec::new()))
}

/// The family of a builtin by its (demangled) name; `None` for functions that are not
/// builtins. OpenCL C builtins are always mangled, so only mangled names are looked up in
/// the OpenCL tables.
fn classify(d: &Demangled, mangled: bool) -> Option<Family> {
    let n = d.name.as_str();
    if n.starts_with("__spirv_") {
        // A `__spirv_` name of no instruction is a function of the program, as llvm-spirv
        // takes it (`__spirv_somefunc_with_underscore`).
        return spv_ir::parse(n).map(|p| match p.target {
            spv_ir::SpvIrTarget::BuiltIn(b) => Family::BuiltInVar(b),
            _ => Family::SpvIr(p),
        });
    }
    if n == "__translate_sampler_initializer" {
        return Some(Family::SamplerInit);
    }
    if let Some(p) = pipe::by_name(n) {
        return Some(Family::Pipe(p));
    }
    if let Some(e) = enqueue_fns::by_name(n) {
        return Some(Family::Enqueue(e));
    }
    // clang declares the generic-pointer casts of OpenCL C 2.0 unmangled: `__to_global`,
    // `__to_local`, `__to_private`.
    if let Some(cast) = n
        .strip_prefix("__")
        .filter(|c| matches!(*c, "to_global" | "to_local" | "to_private"))
    {
        return core_ops::by_name(cast).map(Family::Core);
    }
    if let Some(r) = arb_float_fns::by_llvm_name(n).filter(|_| !mangled) {
        return Some(Family::ArbFloat(r.op));
    }
    if !mangled {
        return None;
    }
    if let Some(w) = workitem::by_ocl_name(n) {
        return Some(Family::WorkItem(w));
    }
    if let Some(f) = sync::fence_by_name(n) {
        return Some(Family::Fence(f));
    }
    if let Some(a) = atomic::parse_name(n) {
        return Some(Family::Atomic(a));
    }
    if let Some(c) = convert::parse(n) {
        return Some(Family::Convert(c));
    }
    if let Some(c) = core_ops::by_name(n) {
        return Some(Family::Core(c));
    }
    if let Some(d) = int_dot::parse(n) {
        return Some(Family::IntDot(d));
    }
    if let Some(b) = bfloat16::parse(n) {
        return Some(Family::Bf16(b));
    }
    if let Some(s) = subgroup::by_name(n) {
        return Some(Family::SubGroup(s));
    }
    if let Some(i) = image::by_name(n) {
        return Some(Family::Image(i));
    }
    if n == enqueue_fns::ENQUEUE_MARKER {
        return Some(Family::Marker);
    }
    if let Some(dims) = enqueue_fns::ndrange_dims(n) {
        return Some(Family::NDRange(dims));
    }
    if let Some(i) = intel_subgroup::parse(n) {
        return Some(Family::IntelSubgroup(i));
    }
    if let Some(a) = avc_fns::parse(n) {
        return Some(Family::Avc(a));
    }
    if let Some(e) = ocl_std::forward(n, &d.resolved_params()) {
        return Some(Family::Ext(e));
    }
    if core_ops::OPENCL_BUILTIN_PREFIXES
        .iter()
        .any(|p| n.starts_with(p))
    {
        return Some(Family::Unknown);
    }
    None
}

/// The demangled name and family of `f` when it is the declaration of a builtin.
pub(crate) fn recognize(f: Value<'_>) -> Option<(Demangled, Family)> {
    if !f.is_declaration() || f.intrinsic_id() != 0 {
        return None;
    }
    let d = demangled_of(f)?;
    let family = classify(&d, f.name().starts_with(b"_Z"))?;
    Some((d, family))
}

/// Whether an instruction makes none in its block: a sampler literal
/// (`__translate_sampler_initializer` of a constant) is a module-level `OpConstantSampler`;
/// a cast of a block's kernel that only enqueue calls use is their `Invoke` operand.
pub(crate) fn makes_no_instruction(inst: Value<'_>) -> bool {
    let sampler_literal = inst
        .called_function()
        .is_some_and(|f| f.is_declaration() && f.name() == b"__translate_sampler_initializer")
        && inst
            .operand(0)
            .is_some_and(|a| a.const_int_zext().is_some());
    sampler_literal || is_invoke_cast(inst)
}

/// Whether `f` is the declaration of a builtin, which is translated at its calls and not
/// emitted as a function.
pub(crate) fn is_builtin_declaration(f: Value<'_>) -> bool {
    f.is_declaration()
        && f.intrinsic_id() == 0
        && demangled_of(f).is_some_and(|d| classify(&d, f.name().starts_with(b"_Z")).is_some())
}

/// Creates the BuiltIn variables that calls of work-item functions and `__spirv_BuiltIn*`
/// functions read, before any function is translated (so that every entry point lists them
/// in its interface), and takes note of the `__spirv_BuiltIn*` globals the module has.
pub(crate) fn declare_builtin_variables<'c>(
    cx: &mut Ctx<'c, '_>,
    module: &Module<'c>,
) -> Result<()> {
    for g in module.globals() {
        let Some(b) = super::globals::builtin_of_name(g.name()) else {
            continue;
        };
        let (Some(&id), Some(pointee)) = (cx.values.get(&g), g.type_of().element()) else {
            continue;
        };
        let ty = cx.type_id(pointee)?;
        let align = abi_align(pointee);
        cx.builtin_state
            .vars
            .entry(b)
            .or_insert(Var { id, ty, align });
    }
    for f in module.functions().filter(|f| is_builtin_declaration(*f)) {
        let Some(d) = demangled_of(f) else { continue };
        let builtin = match classify(&d, f.name().starts_with(b"_Z")) {
            Some(Family::WorkItem(w))
                if (w.ty == workitem::WorkItemType::SizeVector) == (d.params.len() == 1) =>
            {
                w.builtin
            }
            Some(Family::BuiltInVar(b)) => b,
            _ => continue,
        };
        let Some(fty) = f.function_type() else {
            continue;
        };
        let (Some(ret), indexed) = (fty.return_type(), !fty.param_types().is_empty()) else {
            continue;
        };
        builtin_var(cx, builtin, ret, indexed)?;
    }
    Ok(())
}

/// The ABI alignment of a value of type `t` in the SPIR data layouts (a vector of 3 is
/// aligned as one of 4).
fn abi_align(t: Type<'_>) -> u32 {
    match t.kind() {
        TypeKind::Vector => {
            let n = t.vector_len().unwrap_or(1).next_power_of_two();
            n * t.element().map_or(4, abi_align)
        }
        TypeKind::Half => 2,
        TypeKind::Float => 4,
        TypeKind::Double => 8,
        TypeKind::Integer => t.int_width().unwrap_or(32).div_ceil(8).max(1),
        TypeKind::Pointer => 8,
        _ => 4,
    }
}

/// The variable of `builtin`, created on first use. A call returning a scalar with an index
/// argument reads a vector of 3; otherwise the variable has the call's type.
fn builtin_var<'c>(
    cx: &mut Ctx<'c, '_>,
    builtin: u32,
    ret: Type<'c>,
    indexed: bool,
) -> Result<Var> {
    if let Some(&v) = cx.builtin_state.vars.get(&builtin) {
        return Ok(v);
    }
    let scalar = cx.type_id(ret)?;
    let vector = indexed && ret.kind() != TypeKind::Vector;
    let ty = if vector {
        cx.b.type_vector(scalar, 3)
    } else {
        scalar
    };
    let align = if vector {
        4 * abi_align(ret)
    } else {
        abi_align(ret)
    };
    let ptr = cx.b.type_pointer(enums::StorageClass::Input, ty);
    let id = cx.b.global_variable(ptr, enums::StorageClass::Input, None);
    let name = workitem::spirv_builtin_name(builtin)
        .ok_or_else(|| cx.unsupported(format!("unknown BuiltIn {builtin}")))?;
    cx.b.name(id, &name);
    cx.b.decorate_linkage(id, &name, enums::LinkageType::Import);
    cx.b.decorate(id, enums::Decoration::Constant, &[]);
    cx.b.decorate(id, enums::Decoration::BuiltIn, &[builtin]);
    cx.builtin_vars.push(id);
    let v = Var { id, ty, align };
    cx.builtin_state.vars.insert(builtin, v);
    Ok(v)
}

/// One call being translated.
struct Call<'c> {
    inst: Value<'c>,
    d: Demangled,
    params: Vec<BuiltinType>,
    args: Vec<Value<'c>>,
}

impl<'c> Call<'c> {
    fn arg(&self, cx: &Ctx<'c, '_>, i: usize) -> Result<Value<'c>> {
        self.args.get(i).copied().ok_or_else(|| self.bad(cx))
    }

    fn const_arg(&self, i: usize) -> Option<u64> {
        self.args.get(i).and_then(|a| a.const_int_zext())
    }

    /// The error for a builtin whose signature no row covers.
    fn bad(&self, cx: &Ctx<'c, '_>) -> Error {
        cx.unsupported(format!(
            "UnsupportedBuiltin: the builtin {} ({}) is not one llvm-spirv-rs can translate: no \
             record matches this signature",
            self.d,
            self.inst
                .called_value()
                .map(|f| f.name_str())
                .unwrap_or_default()
        ))
    }

    fn ret(&self) -> Type<'c> {
        self.inst.type_of()
    }
}

/// Translates a call of a builtin; `Ok(None)` when `callee` is not one.
pub(crate) fn translate_call<'c>(
    cx: &mut Ctx<'c, '_>,
    inst: Value<'c>,
    callee: Value<'c>,
) -> Result<Option<()>> {
    if !callee.is_declaration() || callee.intrinsic_id() != 0 {
        return Ok(None);
    }
    let Some(d) = demangled_of(callee) else {
        return Ok(None);
    };
    let Some(family) = classify(&d, callee.name().starts_with(b"_Z")) else {
        return Ok(None);
    };
    let nargs = inst.num_args();
    let args = (0..nargs).filter_map(|i| inst.operand(i)).collect();
    let params = d.resolved_params();
    let call = Call {
        inst,
        d,
        params,
        args,
    };
    match family {
        Family::WorkItem(w) => {
            // get_global_id(uint) and the like take a dimension, the others nothing.
            let wants = usize::from(w.ty == workitem::WorkItemType::SizeVector);
            if call.args.len() != wants {
                return Err(call.bad(cx));
            }
            work_item(cx, &call, w.builtin)
        }
        Family::BuiltInVar(b) => work_item(cx, &call, b),
        Family::Fence(f) => fence(cx, &call, f),
        Family::Atomic(a) => atomic_call(cx, &call, a),
        Family::Ext(e) => ext_call(cx, &call, &e),
        Family::Convert(c) => conversion(cx, &call, &c),
        Family::Core(c) => core_call(cx, &call, c),
        Family::Bf16(b) => bf16_call(cx, &call, b),
        Family::SubGroup(s) => sub_group_call(cx, &call, s),
        Family::IntelSubgroup(n) => intel_subgroup_call(cx, &call, n),
        Family::IntDot(n) => int_dot_call(cx, &call, n),
        Family::Avc(a) => avc::avc_call(cx, &call, a),
        Family::ArbFloat(o) => arb_float::arb_float_call(cx, &call, o),
        Family::Image(i) => images::image_call(cx, &call_parts(&call), i),
        Family::Pipe(p) => images::pipe_call(cx, &call_parts(&call), p),
        Family::Enqueue(e) => enqueue::enqueue_call(cx, &call, e),
        Family::Marker => enqueue::marker(cx, &call),
        Family::NDRange(dims) => enqueue::ndrange(cx, &call, dims),
        Family::SamplerInit => sampler_init(cx, &call),
        Family::SpvIr(n) => spv_ir_call(cx, &call, &n),
        Family::Unknown => Err(call.bad(cx)),
    }?;
    Ok(Some(()))
}

/// What the image and pipe translation needs of a call.
pub(crate) struct CallParts<'c> {
    pub inst: Value<'c>,
    pub params: Vec<BuiltinType>,
    pub args: Vec<Value<'c>>,
    pub signature: String,
}

fn call_parts<'c>(c: &Call<'c>) -> CallParts<'c> {
    CallParts {
        inst: c.inst,
        params: c.params.clone(),
        args: c.args.clone(),
        signature: c.d.to_string(),
    }
}

// ----- small helpers -----

/// A 32-bit integer constant.
pub(crate) fn u32_const(cx: &mut Ctx<'_, '_>, v: u32) -> Id {
    let t = cx.b.type_int(32, 0);
    cx.b.constant(t, &[v])
}

/// `bool`, or a vector of `n` bools.
pub(crate) fn bool_type(cx: &mut Ctx<'_, '_>, n: Option<u32>) -> Id {
    let b = cx.b.type_bool();
    match n {
        Some(n) => cx.b.type_vector(b, n),
        None => b,
    }
}

/// An integer constant of LLVM type `t` (scalar or vector) with every element `v`.
pub(crate) fn int_splat<'c>(cx: &mut Ctx<'c, '_>, t: Type<'c>, v: i64) -> Result<Id> {
    let (scalar, n) = match t.kind() {
        TypeKind::Vector => (t.element().unwrap_or(t), t.vector_len()),
        _ => (t, None),
    };
    let st = cx.type_id(scalar)?;
    let w = scalar.int_width().unwrap_or(32);
    let words = if w > 32 {
        vec![v as u32, (v >> 32) as u32]
    } else if w == 32 {
        vec![v as u32]
    } else {
        vec![(v as u32) & ((1u32 << w) - 1)]
    };
    let c = cx.b.constant(st, &words);
    match n {
        Some(n) => {
            let vt = cx.type_id(t)?;
            Ok(cx.b.constant_composite(vt, &vec![c; n as usize]))
        }
        None => Ok(c),
    }
}

/// Emits `inst = select(b, true_value, false_value)` where the values are the integers
/// OpenCL C gives relational results: 1 for a scalar, -1 for vector lanes.
fn widen_bool<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>, b: Id) -> Result<()> {
    let t = inst.type_of();
    if t.int_width() == Some(1) || t.element().and_then(|e| e.int_width()) == Some(1) {
        cx.define(inst, op::CopyObject, &[b.0])?;
        return Ok(());
    }
    let truth = if t.kind() == TypeKind::Vector { -1 } else { 1 };
    let one = int_splat(cx, t, truth)?;
    let zero = int_splat(cx, t, 0)?;
    cx.define(inst, op::Select, &[b.0, one.0, zero.0])?;
    Ok(())
}

/// Defines `inst` as the value `id` (a constant or a value computed already).
pub(super) fn alias<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>, id: Id) -> Result<()> {
    if !cx.values.contains_key(&inst) {
        cx.values.insert(inst, id);
        return Ok(());
    }
    cx.define(inst, op::CopyObject, &[id.0])?;
    Ok(())
}

/// The helper functions that map scope and order arguments known only at run time, by their
/// names (as the incumbent names them, and finds them again in reverse translation), tables
/// and the OpenCL value other values are taken as.
type MapSpec = (&'static str, &'static [(u32, u32)], u32);

const SCOPE_MAP: MapSpec = (
    "__translate_ocl_memory_scope",
    sync::MEMORY_SCOPES,
    sync::SCOPE_DEVICE,
);
const ORDER_MAP: MapSpec = (
    "__translate_ocl_memory_order",
    sync::MEMORY_ORDERS,
    sync::SEQ_CST,
);

/// A run-time mapping of a 32-bit value: a call of the helper function of `map` (made once).
fn runtime_map(cx: &mut Ctx<'_, '_>, x: Id, map: MapSpec) -> Id {
    let (name, table, default) = map;
    let known = cx.helpers.iter().find_map(|h| match *h {
        super::intrinsics::Helper::ValueMap { id, name: n, .. } if n == name => Some(id),
        _ => None,
    });
    let id = match known {
        Some(id) => id,
        None => {
            let id = cx.b.fresh_id();
            cx.helpers.push(super::intrinsics::Helper::ValueMap {
                id,
                name,
                table,
                default,
            });
            id
        }
    };
    let int = cx.b.type_int(32, 0);
    cx.temp(op::FunctionCall, int, &[id.0, x.0])
}

/// The body of a `ValueMap` helper: a switch on the key with one block per row returning its
/// value; other keys go to the block of `default`.
pub(super) fn emit_value_map(
    cx: &mut Ctx<'_, '_>,
    id: Id,
    name: &str,
    table: &[(u32, u32)],
    default: u32,
) {
    let int = cx.b.type_int(32, 0);
    let fn_ty = cx.b.type_function(int, &[int]);
    cx.b.begin_function_with_id(id, int, enums::FunctionControl::None, fn_ty);
    let key = cx.b.fresh_id();
    cx.b.function_parameter_with_id(key, int);
    let entry = cx.b.label();
    let labels: Vec<Id> = table.iter().map(|_| cx.b.fresh_id()).collect();
    let default_label = table
        .iter()
        .position(|&(k, _)| k == default)
        .map_or(labels.first().copied().unwrap_or(entry), |i| labels[i]);
    let mut ops = vec![key.0, default_label.0];
    for (&(k, _), l) in table.iter().zip(&labels) {
        ops.extend([k, l.0]);
    }
    cx.b.inst_no_result(op::Switch, &ops);
    for (&(k, v), &l) in table.iter().zip(&labels) {
        cx.b.label_with_id(l);
        let value = u32_const(cx, v);
        cx.b.inst_no_result(op::ReturnValue, &[value.0]);
        cx.b.name(l, &format!("case.{k}"));
    }
    cx.b.end_function();
    cx.b.name(id, name);
    cx.b.name(key, "key");
    cx.b.name(entry, "entry");
}

/// `cl_mem_fence_flags` → semantics storage bits, at compile time or run time.
fn fence_flags<'c>(cx: &mut Ctx<'c, '_>, c: &Call<'c>, i: usize) -> Result<Result<u32, Id>> {
    if let Some(f) = c.const_arg(i) {
        return Ok(Ok(sync::flags_to_semantics(f as u32)));
    }
    let x = cx.operand_id(c.arg(cx, i)?)?;
    let int = cx.b.type_int(32, 0);
    let mut acc = u32_const(cx, 0);
    for &(flag, bit) in sync::FENCE_FLAGS {
        let f = u32_const(cx, flag);
        let masked = cx.temp(op::BitwiseAnd, int, &[x.0, f.0]);
        let shift = u32_const(cx, bit.trailing_zeros() - flag.trailing_zeros());
        let moved = cx.temp(op::ShiftLeftLogical, int, &[masked.0, shift.0]);
        acc = cx.temp(op::BitwiseOr, int, &[acc.0, moved.0]);
    }
    Ok(Err(acc))
}

/// The `memory_order` argument `i` as ordering bits (`default` when absent).
fn order_arg<'c>(
    cx: &mut Ctx<'c, '_>,
    c: &Call<'c>,
    i: usize,
    default: u32,
) -> Result<Result<u32, Id>> {
    if i >= c.args.len() {
        return Ok(Ok(default));
    }
    if let Some(o) = c.const_arg(i) {
        return sync::order_to_semantics(o as u32)
            .map(Ok)
            .ok_or_else(|| c.bad(cx));
    }
    let x = cx.operand_id(c.arg(cx, i)?)?;
    Ok(Err(runtime_map(cx, x, ORDER_MAP)))
}

/// The `memory_scope` argument `i` as a `Scope` id (`default` when absent).
fn scope_arg<'c>(cx: &mut Ctx<'c, '_>, c: &Call<'c>, i: usize, default: u32) -> Result<Id> {
    if i >= c.args.len() {
        return Ok(u32_const(cx, default));
    }
    if let Some(s) = c.const_arg(i) {
        let s = sync::scope_to_spirv(s as u32).ok_or_else(|| c.bad(cx))?;
        return Ok(u32_const(cx, s));
    }
    let x = cx.operand_id(c.arg(cx, i)?)?;
    Ok(runtime_map(cx, x, SCOPE_MAP))
}

/// Ordering bits and storage bits, each known or computed, as one semantics id.
fn semantics_id(cx: &mut Ctx<'_, '_>, order: Result<u32, Id>, storage: Result<u32, Id>) -> Id {
    match (order, storage) {
        (Ok(o), Ok(s)) => return u32_const(cx, o | s),
        (Err(id), Ok(0)) | (Ok(0), Err(id)) => return id,
        _ => {}
    }
    let o = match order {
        Ok(bits) => u32_const(cx, bits),
        Err(id) => id,
    };
    let s = match storage {
        Ok(bits) => u32_const(cx, bits),
        Err(id) => id,
    };
    let int = cx.b.type_int(32, 0);
    cx.temp(op::BitwiseOr, int, &[o.0, s.0])
}

// ----- families -----

/// A work-item function or `__spirv_BuiltIn*` call: a load of the variable, and the
/// component the index argument names.
fn work_item<'c>(cx: &mut Ctx<'c, '_>, c: &Call<'c>, builtin: u32) -> Result<()> {
    let ret = c.ret();
    let indexed = !c.args.is_empty();
    let var = builtin_var(cx, builtin, ret, indexed)?;
    let whole = ret.kind() == TypeKind::Vector || !indexed;
    if whole {
        cx.define(
            c.inst,
            op::Load,
            &[var.id.0, enums::MemoryAccess::Aligned, var.align],
        )?;
        return Ok(());
    }
    let load = |cx: &mut Ctx<'c, '_>| {
        cx.temp(
            op::Load,
            var.ty,
            &[var.id.0, enums::MemoryAccess::Aligned, var.align],
        )
    };
    match c.const_arg(0) {
        Some(i) if i < 3 => {
            let v = load(cx);
            cx.define(c.inst, op::CompositeExtract, &[v.0, i as u32])?;
        }
        Some(_) => {
            // Out of range: OpenCL C answers 1 for the sizes and counts, 0 for the ids.
            let value = i64::from(workitem::out_of_range_value(builtin));
            let k = int_splat(cx, ret, value)?;
            alias(cx, c.inst, k)?;
        }
        None => {
            // A dimension known at run time only: the component where it is in range (the
            // extraction reads component 0 otherwise), the out-of-range answer elsewhere. The
            // extraction follows the load, as reverse translation looks for it.
            let x = c.arg(cx, 0)?;
            let i = cx.operand_id(x)?;
            let it = cx.type_id(x.type_of())?;
            let three = int_splat(cx, x.type_of(), 3)?;
            let zero = int_splat(cx, x.type_of(), 0)?;
            let bt = cx.b.type_bool();
            let in_range = cx.temp(op::ULessThan, bt, &[i.0, three.0]);
            let safe = cx.temp(op::Select, it, &[in_range.0, i.0, zero.0]);
            let rt = cx.type_id(ret)?;
            let v = load(cx);
            let e = cx.temp(op::VectorExtractDynamic, rt, &[v.0, safe.0]);
            let value = i64::from(workitem::out_of_range_value(builtin));
            let other = int_splat(cx, ret, value)?;
            cx.define(c.inst, op::Select, &[in_range.0, e.0, other.0])?;
        }
    }
    Ok(())
}

/// `barrier`, `work_group_barrier`, `sub_group_barrier`, `mem_fence`, `read_mem_fence`,
/// `write_mem_fence`, `atomic_work_item_fence`.
fn fence<'c>(cx: &mut Ctx<'c, '_>, c: &Call<'c>, f: &sync::Fence) -> Result<()> {
    if c.args.is_empty() {
        return Err(c.bad(cx));
    }
    let storage = fence_flags(cx, c, 0)?;
    let (order, scope_index) = if f.has_order {
        (order_arg(cx, c, 1, f.default_order)?, 2)
    } else {
        (Ok(f.default_order), 1)
    };
    let scope = scope_arg(cx, c, scope_index, f.default_scope)?;
    let sem = semantics_id(cx, order, storage);
    match f.kind {
        sync::FenceKind::Control => {
            let exec = u32_const(cx, f.execution);
            cx.b.inst_no_result(op::ControlBarrier, &[exec.0, scope.0, sem.0]);
        }
        sync::FenceKind::Memory => cx.b.inst_no_result(op::MemoryBarrier, &[scope.0, sem.0]),
    }
    Ok(())
}

/// The value type of an atomic function's object (the pointee of the first parameter, out of
/// its `_Atomic`).
fn atomic_value_type(c: &Call<'_>) -> Option<BuiltinType> {
    let (pointee, _) = c.params.first()?.pointee()?;
    Some(match pointee {
        BuiltinType::Atomic(inner) => (**inner).clone(),
        other => other.clone(),
    })
}

/// OpenCL 1.2 and 2.0 atomics.
fn atomic_call<'c>(cx: &mut Ctx<'c, '_>, c: &Call<'c>, name: atomic::AtomicName) -> Result<()> {
    use atomic::AtomicShape::*;
    let a = name.atomic;
    let vt = atomic_value_type(c);
    let is_float = vt.as_ref().is_some_and(|t| t.is_float());
    let opcode = match vt {
        Some(ref t) if t.is_unsigned_integer() => a.unsigned_op.unwrap_or(a.op),
        Some(ref t) if t.is_float() && a.shape == Rmw && a.op != op::AtomicExchange => {
            a.float_op.ok_or_else(|| c.bad(cx))?
        }
        _ => a.op,
    };
    // OpAtomicCompareExchangeWeak is gone from SPIR-V 1.4: the builder makes it the strong
    // exchange (a valid implementation of the weak one) in modules of that version.
    let ptr_arg = c.arg(cx, 0)?;
    if let Some(pointee) = ptr_arg.type_of().element() {
        let wide = pointee.int_width() == Some(64) || pointee.kind() == TypeKind::Double;
        if wide && !matches!(a.shape, Init) {
            cx.b.require_capability(enums::Capability::Int64Atomics);
        }
    }
    if is_float && opcode == op::AtomicFAddEXT {
        cx.allow_extension(
            "SPV_EXT_shader_atomic_float_add",
            "atomic_fetch_add on a float",
        )?;
    } else if is_float && matches!(opcode, op::AtomicFMinEXT | op::AtomicFMaxEXT) {
        cx.allow_extension(
            "SPV_EXT_shader_atomic_float_min_max",
            "atomic_fetch_min/max on a float",
        )?;
    }
    if is_float {
        if let Some(vt) = ptr_arg.type_of().element() {
            cx.require_float_atomic(opcode, vt, "a floating-point atomic")?;
        }
    }
    let ptr = cx.operand_id(ptr_arg)?;
    // The order and scope: OpenCL 1.2 atomics are relaxed, 2.0 ones sequentially consistent
    // unless explicit; the scope is the device unless given.
    let default_order = if name.cl12 {
        enums::MemorySemantics::Relaxed
    } else {
        enums::MemorySemantics::SequentiallyConsistent
    };
    // Where the explicit order and scope arguments start.
    let first_extra = match a.shape {
        IncDec | Load | FlagTestAndSet | FlagClear => 1,
        Rmw | Store | Init => 2,
        CmpXchg | CompareExchange => 3,
    };
    // OpenCL 1.2 atomics have the work-group scope llvm-spirv gives them (and that consumers
    // of its SPIR-V expect); 2.0 ones the device's unless a scope argument says otherwise.
    let default_scope = if name.cl12 {
        enums::Scope::Workgroup
    } else {
        enums::Scope::Device
    };
    let (order, scope) = if name.explicit {
        let scope_at = if a.shape == CompareExchange {
            first_extra + 2
        } else {
            first_extra + 1
        };
        // The scope first, as the incumbent maps them.
        let s = scope_arg(cx, c, scope_at, enums::Scope::Device)?;
        (order_arg(cx, c, first_extra, default_order)?, s)
    } else {
        (Ok(default_order), u32_const(cx, default_scope))
    };
    let sem = semantics_id(cx, order, Ok(0));
    match a.shape {
        Rmw => {
            let x = c.arg(cx, 1)?;
            let mut v = cx.operand_id(x)?;
            if is_float && a.op == op::AtomicISub {
                v = negated(cx, x, v)?;
            }
            cx.define(c.inst, opcode, &[ptr.0, scope.0, sem.0, v.0])?;
        }
        IncDec | Load | FlagTestAndSet => {
            cx.define(c.inst, opcode, &[ptr.0, scope.0, sem.0])?;
        }
        FlagClear => cx.b.inst_no_result(opcode, &[ptr.0, scope.0, sem.0]),
        Store => {
            let v = cx.operand_id(c.arg(cx, 1)?)?;
            cx.b.inst_no_result(opcode, &[ptr.0, scope.0, sem.0, v.0]);
        }
        Init => {
            let v = cx.operand_id(c.arg(cx, 1)?)?;
            cx.b.inst_no_result(op::Store, &[ptr.0, v.0]);
        }
        CmpXchg => {
            let cmp = cx.operand_id(c.arg(cx, 1)?)?;
            let val = cx.operand_id(c.arg(cx, 2)?)?;
            cx.define(
                c.inst,
                opcode,
                &[ptr.0, scope.0, sem.0, sem.0, val.0, cmp.0],
            )?;
        }
        CompareExchange => {
            let expected_ptr = c.arg(cx, 1)?;
            let vty = expected_ptr.type_of().element().ok_or_else(|| c.bad(cx))?;
            let mut vty_id = cx.type_id(vty)?;
            let mut eptr = cx.operand_id(expected_ptr)?;
            let mut desired = cx.operand_id(c.arg(cx, 2)?)?;
            let mut ptr = ptr;
            // OpAtomicCompareExchange is of integers: a floating-point exchange goes through
            // integers of its width (the pointers and the desired value bitcast).
            if let Some(width) = float_width(vty) {
                let int = cx.b.type_int(width, 0);
                ptr = bitcast_pointer(cx, c, ptr_arg, ptr, int)?;
                eptr = bitcast_pointer(cx, c, expected_ptr, eptr, int)?;
                desired = cx.temp(op::Bitcast, int, &[desired.0]);
                vty_id = int;
            }
            let fail = if name.explicit {
                let f = order_arg(cx, c, first_extra + 1, default_order)?;
                semantics_id(cx, f, Ok(0))
            } else {
                sem
            };
            let expected = cx.temp(op::Load, vty_id, &[eptr.0]);
            let old = cx.temp(
                opcode,
                vty_id,
                &[ptr.0, scope.0, sem.0, fail.0, desired.0, expected.0],
            );
            cx.b.inst_no_result(op::Store, &[eptr.0, old.0]);
            cx.define(c.inst, op::IEqual, &[old.0, expected.0])?;
        }
    }
    Ok(())
}

/// The width of a scalar floating-point type.
fn float_width(t: Type<'_>) -> Option<u32> {
    match t.kind() {
        TypeKind::Half => Some(16),
        TypeKind::Float => Some(32),
        TypeKind::Double => Some(64),
        _ => None,
    }
}

/// The pointer `id` (the LLVM value `p`) bitcast to a pointer to `pointee` in its storage class.
fn bitcast_pointer<'c>(
    cx: &mut Ctx<'c, '_>,
    c: &Call<'c>,
    p: Value<'c>,
    id: Id,
    pointee: Id,
) -> Result<Id> {
    let sc = p
        .type_of()
        .address_space()
        .and_then(crate::llvm_to_spirv::storage_class)
        .ok_or_else(|| c.bad(cx))?;
    let pt = cx.b.type_pointer(sc, pointee);
    Ok(cx.temp(op::Bitcast, pt, &[id.0]))
}

/// `-x` for a float `x` (id `id`): a constant of a `float` or `double` constant, as llvm-spirv
/// folds it, otherwise `OpFNegate`.
fn negated<'c>(cx: &mut Ctx<'c, '_>, x: Value<'c>, id: Id) -> Result<Id> {
    let t = x.type_of();
    let ty = cx.type_id(t)?;
    let words = match (x.const_fp(), t.kind()) {
        (Some(f), TypeKind::Float) => Some(vec![(-(f as f32)).to_bits()]),
        (Some(f), TypeKind::Double) => {
            let bits = (-f).to_bits();
            Some(vec![bits as u32, (bits >> 32) as u32])
        }
        _ => None,
    };
    Ok(match words {
        Some(w) => cx.b.constant(ty, &w),
        None => cx.temp(op::FNegate, ty, &[id.0]),
    })
}

/// A vector of `n` copies of the scalar `x` (of LLVM type `t`): inserted into lane 0 of an
/// undefined vector and shuffled to every lane, the splat idiom of LLVM.
fn splat_value<'c>(cx: &mut Ctx<'c, '_>, x: Id, t: Type<'c>, n: u32) -> Result<Id> {
    let st = cx.type_id(t)?;
    let vt = cx.b.type_vector(st, n);
    let undef = cx.b.undef(vt);
    let one = cx.temp(op::CompositeInsert, vt, &[x.0, undef.0, 0]);
    let mut ops = vec![one.0, undef.0];
    ops.resize(2 + n as usize, 0);
    Ok(cx.temp(op::VectorShuffle, vt, &ops))
}

/// An `OpenCL.std` instruction.
fn ext_call<'c>(cx: &mut Ctx<'c, '_>, c: &Call<'c>, e: &ocl_std::ExtCall) -> Result<()> {
    let set = cx.ext_std();
    let opcode = grammar::ext_inst_set("OpenCL.std")
        .and_then(|s| s.opcode_by_name(&e.ext))
        .ok_or_else(|| c.bad(cx))?;
    let width = if e.widen { c.ret().vector_len() } else { None };
    let mut ops = vec![set.0, opcode];
    for &a in &c.args {
        let mut id = cx.operand_id(a)?;
        if let Some(n) = width {
            let t = a.type_of();
            if matches!(
                t.kind(),
                TypeKind::Integer | TypeKind::Half | TypeKind::Float | TypeKind::Double
            ) {
                id = splat_value(cx, id, t, n)?;
            }
        }
        ops.push(id.0);
    }
    if let Some(l) = e.literal {
        ops.push(l);
    }
    cx.define(c.inst, op::ExtInst, &ops)?;
    Ok(())
}

/// `convert_<type>[_sat][_rt*]`.
fn conversion<'c>(cx: &mut Ctx<'c, '_>, c: &Call<'c>, conv: &convert::Conversion) -> Result<()> {
    let src = c.params.first().ok_or_else(|| c.bad(cx))?;
    let from = convert::NumKind::of(src).ok_or_else(|| c.bad(cx))?;
    let to = convert::NumKind::of(&conv.dest).ok_or_else(|| c.bad(cx))?;
    if src.vector_len() != conv.dest.vector_len() {
        return Err(c.bad(cx));
    }
    let x_val = c.arg(cx, 0)?;
    let x = cx.operand_id(x_val)?;
    let (opcode, sat_decoration) =
        convert::opcode(from, to, conv.saturated).ok_or_else(|| c.bad(cx))?;
    let same_type = x_val.type_of() == c.ret();
    if same_type && !matches!(opcode, op::SatConvertSToU | op::SatConvertUToS) {
        // convert_int(int), convert_uint(int), convert_float_rte(float): nothing to do.
        return alias(cx, c.inst, x);
    }
    let id = cx.define(c.inst, opcode, &[x.0])?;
    if sat_decoration {
        cx.b.decorate(id, enums::Decoration::SaturatedConversion, &[]);
    }
    if let Some(r) = conv.rounding {
        if from == convert::NumKind::Float || to == convert::NumKind::Float {
            cx.b.decorate(id, enums::Decoration::FPRoundingMode, &[r]);
        }
    }
    Ok(())
}

/// The one-instruction builtins of `builtins::core`.
fn core_call<'c>(cx: &mut Ctx<'c, '_>, c: &Call<'c>, row: &core_ops::CoreOp) -> Result<()> {
    use core_ops::Shape::*;
    let first = c.params.first();
    let opcode = match first {
        Some(t) if t.is_float() => row.float_op.unwrap_or(row.op),
        Some(t) if t.is_unsigned_integer() => row.unsigned_op.unwrap_or(row.op),
        _ => row.op,
    };
    let mut ids = Vec::with_capacity(c.args.len());
    for &a in &c.args {
        ids.push(cx.operand_id(a)?.0);
    }
    if opcode == op::Dot
        && c.args
            .first()
            .is_some_and(|a| is_integer_or_vector(a.type_of()))
    {
        // OpDot is of floats only; integer dot products are SPV_KHR_integer_dot_product's.
        let plain = int_dot::IntDotName {
            accumulate: false,
            packed: None,
        };
        return int_dot_call(cx, c, plain);
    }
    match row.shape {
        Same => {
            if opcode == op::Dot
                && c.args
                    .first()
                    .is_some_and(|a| a.type_of().kind() != TypeKind::Vector)
            {
                cx.define(c.inst, op::FMul, &ids)?;
            } else if c.ret().kind() == TypeKind::Void {
                cx.b.inst_no_result(opcode, &ids);
            } else {
                cx.define(c.inst, opcode, &ids)?;
            }
        }
        Relational => {
            let n = c.args.first().and_then(|a| a.type_of().vector_len());
            let bt = bool_type(cx, n);
            let b = cx.temp(opcode, bt, &ids);
            widen_bool(cx, c.inst, b)?;
        }
        AnyAll => {
            let x = c.arg(cx, 0)?;
            let n = x.type_of().vector_len();
            let zero = int_splat(cx, x.type_of(), 0)?;
            let bt = bool_type(cx, n);
            let neg = cx.temp(op::SLessThan, bt, &[ids[0], zero.0]);
            let b = if n.is_some() {
                let sb = bool_type(cx, None);
                cx.temp(opcode, sb, &[neg.0])
            } else {
                neg
            };
            widen_bool(cx, c.inst, b)?;
        }
        Scoped(scope) => {
            let s = u32_const(cx, scope);
            let mut ops = vec![s.0];
            ops.extend(ids);
            if c.ret().kind() == TypeKind::Void {
                cx.b.inst_no_result(opcode, &ops);
            } else {
                cx.define(c.inst, opcode, &ops)?;
            }
        }
        AsyncCopy => {
            if ids.len() != 4 {
                return Err(c.bad(cx));
            }
            let s = u32_const(cx, enums::Scope::Workgroup);
            let one = int_splat(cx, c.arg(cx, 2)?.type_of(), 1)?;
            cx.define(
                c.inst,
                opcode,
                &[s.0, ids[0], ids[1], ids[2], one.0, ids[3]],
            )?;
        }
        GroupPredicate(scope) => {
            let bt = bool_type(cx, None);
            let pred = predicate(cx, c, 0)?;
            let s = u32_const(cx, scope);
            let b = cx.temp(opcode, bt, &[s.0, pred.0]);
            widen_bool(cx, c.inst, b)?;
        }
        GroupOp(scope, operation) => {
            let s = u32_const(cx, scope);
            let x = *ids.first().ok_or_else(|| c.bad(cx))?;
            cx.define(c.inst, opcode, &[s.0, operation, x])?;
        }
        Broadcast(scope) => {
            let s = u32_const(cx, scope);
            let (x, lids) = ids.split_first().ok_or_else(|| c.bad(cx))?;
            let lid = match lids {
                [one] => *one,
                [_, _] | [_, _, _] => {
                    let t = c.arg(cx, 1)?.type_of();
                    let st = cx.type_id(t)?;
                    let vt = cx.b.type_vector(st, lids.len() as u32);
                    cx.temp(op::CompositeConstruct, vt, lids).0
                }
                _ => return Err(c.bad(cx)),
            };
            cx.define(c.inst, opcode, &[s.0, *x, lid])?;
        }
        GenericCast(storage) => {
            let p = *ids.first().ok_or_else(|| c.bad(cx))?;
            cx.define(c.inst, opcode, &[p, storage])?;
        }
    }
    Ok(())
}

/// A bool operand from an `int` predicate argument: a constant when the argument is one (as
/// LLVM folds the comparison), `x != 0` otherwise.
fn predicate<'c>(cx: &mut Ctx<'c, '_>, c: &Call<'c>, i: usize) -> Result<Id> {
    let bt = bool_type(cx, None);
    if let Some(v) = c.const_arg(i) {
        return Ok(cx.b.constant_bool(Some(bt), v != 0));
    }
    let x = c.arg(cx, i)?;
    let id = cx.operand_id(x)?;
    let zero = int_splat(cx, x.type_of(), 0)?;
    Ok(cx.temp(op::INotEqual, bt, &[id.0, zero.0]))
}

/// The non-uniform sub-group functions: the `Subgroup` scope, the group operation where the
/// instruction has one, then the arguments (predicates as bools); bool answers widened.
fn sub_group_call<'c>(cx: &mut Ctx<'c, '_>, c: &Call<'c>, f: subgroup::SubGroupFn) -> Result<()> {
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
        return widen_bool(cx, c.inst, b);
    }
    cx.define(c.inst, opcode, &ops)?;
    Ok(())
}

/// `__translate_sampler_initializer(i32 bits)` → `OpConstantSampler`.
fn sampler_init<'c>(cx: &mut Ctx<'c, '_>, c: &Call<'c>) -> Result<()> {
    let bits = c
        .const_arg(0)
        .ok_or_else(|| cx.unsupported("a sampler initializer that is not a constant"))?
        as u32;
    let (addressing, normalized, filter) = image::sampler_fields(bits);
    let s = cx.b.constant_sampler_unique(addressing, normalized, filter);
    alias(cx, c.inst, s)
}

// ----- SPV-IR -----

/// The constant value of argument `i`, for an operand that must be a literal.
fn literal_arg<'c>(cx: &Ctx<'c, '_>, c: &Call<'c>, i: usize) -> Result<u32> {
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
fn operands_by_grammar<'c>(
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
fn one_operand<'c>(
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

/// A bfloat16 conversion builtin: its instruction, once the call's types are the builtin's
/// (llvm-spirv aborts on others, before it looks at the extensions allowed).
fn bf16_call<'c>(cx: &mut Ctx<'c, '_>, c: &Call<'c>, b: bfloat16::Bf16Name) -> Result<()> {
    let fits = |t: Type<'_>, e: bfloat16::Elem| match e {
        bfloat16::Elem::Bits16 => t.int_width() == Some(16),
        bfloat16::Elem::Float32 => t.kind() == TypeKind::Float,
    };
    let ret = c.ret();
    let arg = match c.args.as_slice() {
        [a] => Some(a.type_of()),
        _ => None,
    };
    let shape = |t: Type<'c>| match t.kind() {
        TypeKind::Vector => (t.element(), t.vector_len()),
        _ => (Some(t), None),
    };
    let (ret_elem, ret_len) = shape(ret);
    let (arg_elem, arg_len) = arg.map_or((None, None), shape);
    let kinds_fit = ret_elem.is_some_and(|t| fits(t, b.conv.result))
        && arg_elem.is_some_and(|t| fits(t, b.conv.input))
        && ret_len.is_some() == b.size.is_some()
        && arg_len.is_some() == b.size.is_some();
    if !kinds_fit || ret_len != b.size || arg_len != b.size {
        return Err(cx.fatal(b.conv.signature_message(b.size, !kinds_fit)));
    }
    let x = cx.operand_id(c.arg(cx, 0)?)?;
    cx.define(c.inst, b.conv.op, &[x.0])?;
    Ok(())
}

/// The integer dot products (`SPV_KHR_integer_dot_product`): `OpSDot`, `OpUDot`, `OpSUDot`
/// (signed factor first) and their `AccSat` forms, with `PackedVectorFormat4x8Bit` for the
/// packed builtins; the input capability by the factors' type.
fn int_dot_call<'c>(cx: &mut Ctx<'c, '_>, c: &Call<'c>, n: int_dot::IntDotName) -> Result<()> {
    use int_dot::Signs;
    let ext = int_dot::EXTENSION;
    if !cx.extension_allowed(ext) {
        return Err(cx.unsupported(format!(
            "UnsupportedBuiltin: the builtin {}: a dot product of integers needs {ext} (allow \
             it with --spirv-ext=+{ext}; OpDot takes floats only)",
            c.d
        )));
    }
    if c.args.len() != 2 + usize::from(n.accumulate) || !is_integer_or_vector(c.ret()) {
        return Err(c.bad(cx));
    }
    let (a, b) = (c.arg(cx, 0)?, c.arg(cx, 1)?);
    let (ta, tb) = (a.type_of(), b.type_of());
    let (signs, swapped) = match n.packed {
        Some(p) => {
            if ta.int_width() != Some(32) || tb.int_width() != Some(32) {
                return Err(c.bad(cx));
            }
            p
        }
        None => {
            let same_shape = ta.kind() == TypeKind::Vector
                && tb.kind() == TypeKind::Vector
                && ta.vector_len() == tb.vector_len()
                && scalar_of(ta).int_width() == scalar_of(tb).int_width();
            if !same_shape || !is_integer_or_vector(ta) {
                return Err(c.bad(cx));
            }
            let unsigned = |k: usize| c.params.get(k).is_some_and(|t| t.is_unsigned_integer());
            match (unsigned(0), unsigned(1)) {
                (false, false) => (Signs::Ss, false),
                (true, true) => (Signs::Uu, false),
                (false, true) => (Signs::Su, false),
                (true, false) => (Signs::Su, true),
            }
        }
    };
    let (x, y) = if swapped { (b, a) } else { (a, b) };
    let mut ids = vec![cx.operand_id(x)?.0, cx.operand_id(y)?.0];
    if n.accumulate {
        ids.push(cx.operand_id(c.arg(cx, 2)?)?.0);
    }
    if n.packed.is_some() {
        ids.push(enums::PackedVectorFormat::PackedVectorFormat4x8Bit);
    }
    require_dot_input(cx, ta, n.packed.is_some());
    cx.define(c.inst, int_dot::opcode(signs, n.accumulate), &ids)?;
    Ok(())
}

/// The capability of the factors of an integer dot product (the grammar cannot say it: it
/// depends on their type): packed, four 8-bit lanes, or any vector.
fn require_dot_input(cx: &mut Ctx<'_, '_>, factor: Type<'_>, packed: bool) {
    let input = if packed {
        enums::Capability::DotProductInput4x8BitPacked
    } else if factor.vector_len() == Some(4) && scalar_of(factor).int_width() == Some(8) {
        enums::Capability::DotProductInput4x8Bit
    } else {
        enums::Capability::DotProductInputAll
    };
    cx.b.require_capability(input);
}

/// The Intel sub-group functions: shuffles take their arguments as operands; block reads and
/// writes take a pointer (or an image and a coordinate, the image instruction); media block
/// functions take the image, last in OpenCL C, first. The data's element width and vector size
/// must be the ones the name says.
fn intel_subgroup_call<'c>(
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
        let width = scalar_of(t).int_width();
        let size = (t.kind() == TypeKind::Vector)
            .then(|| t.vector_len())
            .flatten();
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

/// Whether an instruction's result is a bool or a vector of bools (the relational and logical
/// instructions other than `OpSelect`).
fn yields_bool(def: &grammar::InstructionDef) -> bool {
    def.class == "Relational_and_Logical" && def.opcode != op::Select
}

/// A vector's element type, or the type itself.
fn scalar_of(t: Type<'_>) -> Type<'_> {
    match t.kind() {
        TypeKind::Vector => t.element().unwrap_or(t),
        _ => t,
    }
}

/// An integer or a vector of integers.
fn is_integer_or_vector(t: Type<'_>) -> bool {
    scalar_of(t).kind() == TypeKind::Integer
}

/// `i1` or a vector of `i1`.
fn is_bool_type(t: Type<'_>) -> bool {
    scalar_of(t).int_width() == Some(1)
}

/// A `__spirv_*` call: the instruction it names, its arguments as operands.
fn spv_ir_call<'c>(cx: &mut Ctx<'c, '_>, c: &Call<'c>, n: &spv_ir::SpvIrName) -> Result<()> {
    match &n.target {
        spv_ir::SpvIrTarget::Ext(ext) => {
            let set_def = grammar::ext_inst_set("OpenCL.std").ok_or_else(|| c.bad(cx))?;
            let opcode = set_def.opcode_by_name(ext).ok_or_else(|| c.bad(cx))?;
            let def = set_def.instruction(opcode).ok_or_else(|| c.bad(cx))?;
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
            let ops = operands_by_grammar(cx, c, def.operands, storage)?;
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
                return widen_bool(cx, c.inst, b);
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

/// The `sret` pointer of a call that answers nothing (the attribute on the declaration or on
/// the call's first argument).
fn sret_slot<'c>(c: &Call<'c>) -> Option<Value<'c>> {
    let callee = c.inst.called_value()?;
    let marked = callee.has_enum_attribute(1, "sret") || c.inst.call_has_enum_attribute(1, "sret");
    (c.ret().kind() == TypeKind::Void && marked)
        .then(|| c.args.first().copied())
        .flatten()
        .filter(|p| p.type_of().kind() == TypeKind::Pointer)
}

/// `__spirv_SpecConstantComposite(parts...)`: a module-scope composite of specialization
/// constants (or constants) of the call's type.
fn spec_constant_composite<'c>(cx: &mut Ctx<'c, '_>, c: &Call<'c>) -> Result<()> {
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
fn spec_constant<'c>(cx: &mut Ctx<'c, '_>, c: &Call<'c>) -> Result<()> {
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
                TypeKind::Half => vec![u32::from(super::constants::f64_to_f16_bits(v))],
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
