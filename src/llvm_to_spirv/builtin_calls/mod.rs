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

pub(crate) use enqueue::{is_invoke_cast, is_invoke_operand};

use super::Ctx;
use crate::builtins::{
    BuiltinType, Demangled, arb_float as arb_float_fns, atomic, avc as avc_fns, bfloat16, bit_ops,
    convert, core as core_ops, demangle, enqueue as enqueue_fns, image, int_dot, intel_subgroup,
    ocl_std, pipe, spv_ir, subgroup, sync, workitem,
};
use crate::error::{Error, Result};
use crate::llvm::ir::{Module, Type, TypeKind, Value};
use crate::spirv::Id;
use crate::spirv::grammar::{self, Category, OperandDef, OperandKind, Quantifier};
use crate::spirv::tables::{enums, op};
use std::collections::HashMap;

mod atomic_calls;
mod bfloat16_calls;
mod convert_calls;
mod core_calls;
mod int_dot_calls;
mod ocl_std_calls;
mod spv_ir_calls;
mod subgroup_calls;
mod workitem_calls;
pub(crate) use atomic_calls::*;
use bfloat16_calls::*;
use convert_calls::*;
use core_calls::*;
use int_dot_calls::*;
use ocl_std_calls::*;
use spv_ir_calls::*;
use subgroup_calls::*;
pub(crate) use workitem_calls::*;

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
    /// `bitfield_insert`, `bitfield_extract_*`, `bit_reverse` (cl_khr_extended_bit_ops), when
    /// SPV_KHR_bit_instructions is allowed (else plain functions).
    BitOp(&'static bit_ops::BitOp),
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
    // cl_intel_subgroups_short: intel_sub_group_broadcast, _reduce_*, _scan_* of (u)short are
    // the sub_group_ collectives of those types; intel_sub_group_ime_ref_window_size is the
    // deprecated name of intel_sub_group_avc_ime_ref_window_size.
    if let Some(c) = n
        .strip_prefix("intel_")
        .filter(|c| {
            c.starts_with("sub_group_broadcast")
                || c.starts_with("sub_group_reduce_")
                || c.starts_with("sub_group_scan_")
        })
        .and_then(core_ops::by_name)
    {
        return Some(Family::Core(c));
    }
    if n == "intel_sub_group_ime_ref_window_size" {
        return avc_fns::parse("intel_sub_group_avc_ime_ref_window_size").map(Family::Avc);
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
    if let Some(b) = bit_ops::by_name(n) {
        return Some(Family::BitOp(b));
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
    // (`-s` rewrites the builtins of every extension.)
    let family = family_of(f, &d, true)?;
    Some((d, family))
}

/// The family of the declaration `f` named `d`, if it is a builtin: its name, and for atomics
/// its signature too (others of their names are plain functions); the bit operations only
/// when `bit_instructions` (SPV_KHR_bit_instructions allowed).
fn family_of(f: Value<'_>, d: &Demangled, bit_instructions: bool) -> Option<Family> {
    match classify(d, f.name().starts_with(b"_Z"))? {
        Family::Atomic(a) if !is_standard_atomic(f, &a) => None,
        Family::BitOp(_) if !bit_instructions => None,
        family => Some(family),
    }
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
pub(crate) fn is_builtin_declaration(cx: &Ctx<'_, '_>, f: Value<'_>) -> bool {
    f.is_declaration()
        && f.intrinsic_id() == 0
        && demangled_of(f).is_some_and(|d| family_of(f, &d, bit_instructions(cx)).is_some())
}

/// Whether the bit operations of cl_khr_extended_bit_ops are instructions: with
/// SPV_KHR_bit_instructions' BitInstructions capability, or else under Shader (as llvm-spirv
/// writes them) when no function has a branch (a Shader module needs structured control flow,
/// see `intrinsics/bit_reverse.rs`); otherwise they stay calls of the OpenCL C functions.
fn bit_instructions(cx: &Ctx<'_, '_>) -> bool {
    cx.extension_allowed(bit_ops::EXTENSION) || cx.straight_line
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
                // (An indirect call: no name.)
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
    let bits = bit_instructions(cx);
    let Some(family) = family_of(callee, &d, bits) else {
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
        Family::BitOp(b) => bit_op_call(cx, &call, b),
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
    // (An integer splat: its callers pass integer types.)
    let w = scalar.int_width().unwrap_or(32);
    let words = if w > 32 {
        vec![v as u32, (v >> 32) as u32]
    } else if w == 32 {
        vec![v as u32]
    } else {
        vec![(v as u32) & ((1u32 << w) - 1)]
    };
    if n.is_some() && v == 0 && !cx.single_lane(t) {
        // A zero vector is LLVM's `zeroinitializer`: the same OpConstantNull (Ctx::splat_int).
        let vt = cx.type_id(t)?;
        return Ok(cx.b.constant_null(vt));
    }
    let c = cx.b.constant(st, &words);
    match n {
        Some(n) => {
            let vt = cx.type_id(t)?;
            Ok(cx.b.constant_composite(vt, &vec![c; n as usize]))
        }
        None => Ok(c),
    }
}

/// Which of the values of a widened boolean get names (see [`widen_bool`]).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum BoolNames {
    /// The boolean and the select.
    Both,
    /// The select only.
    Select,
    /// Neither.
    Neither,
}

/// Emits `inst = select(b, true_value, false_value)` where the values are the integers
/// OpenCL C gives relational results: 1 for a scalar, -1 for vector lanes. The select takes
/// the call's name unless `names` is `Neither`; with `Both`, the boolean gets the name
/// llvm-spirv gives it: it makes the boolean call under the original call's name, which
/// LLVM's uniquing counter numbers (`call1`), and the select takes the name.
fn widen_bool<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>, b: Id, names: BoolNames) -> Result<()> {
    let t = inst.type_of();
    if t.int_width() == Some(1) || t.element().and_then(|e| e.int_width()) == Some(1) {
        cx.define(inst, op::CopyObject, &[b.0])?;
        return Ok(());
    }
    if names == BoolNames::Both {
        let name = cx.unique_names.unique(&inst.name_str());
        if !name.is_empty() {
            cx.b.name(b, &name);
        }
    }
    let truth = if t.kind() == TypeKind::Vector { -1 } else { 1 };
    let one = int_splat(cx, t, truth)?;
    let zero = int_splat(cx, t, 0)?;
    if names == BoolNames::Neither {
        let ty = cx.type_id(t)?;
        let id = cx.local_value_id(inst);
        cx.b.inst_with_id(op::Select, Some(ty), id, &[b.0, one.0, zero.0]);
    } else {
        cx.define(inst, op::Select, &[b.0, one.0, zero.0])?;
    }
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
