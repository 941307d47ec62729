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
mod mad;

use super::Rx;
use crate::builtins::{
    self, BuiltinType, Qualifiers, atomic, bfloat16, convert, core as core_ops, int_dot,
    intel_subgroup, ocl_std, spv_ir, subgroup, sync, workitem,
};
use crate::error::Result;
use crate::hash::FastMap as HashMap;
use crate::llvm::ir::{Type, TypeKind, Value};
use crate::options::{BuiltinFormat, TargetEnv};
use crate::spirv::grammar::{self, Category, OperandKind};
use crate::spirv::layout::{LayoutState, SpanKind};
use crate::spirv::tables::{enums, op};
use crate::spirv::{Id, InstId};
use llvm_sys::{LLVMIntPredicate, LLVMOpcode};

/// What the builtin translation remembers during one reverse translation.
#[derive(Default)]
pub(crate) struct State {
    /// The ids of the module's `OpConstantSampler`s, one bit per id (computed on first use;
    /// empty without any): every operand word of every instruction is asked.
    samplers: Option<std::rc::Rc<Vec<u64>>>,
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
        op::SatConvertSToU | op::SatConvertUToS => conversion(rx, i, false),
        op::BitFieldInsert | op::BitFieldSExtract | op::BitFieldUExtract
            if env(rx) != Env::SpvIr =>
        {
            bit_field(rx, i).map(|()| true)
        }
        op::ConvertFToU
        | op::ConvertFToS
        | op::ConvertSToF
        | op::ConvertUToF
        | op::UConvert
        | op::SConvert
        | op::FConvert => {
            let id = crate::spirv::operands::Operands::of(rx.m, i).id(1)?;
            let decorated = rx.has_decoration(id, enums::Decoration::SaturatedConversion)
                || rx.has_decoration(id, enums::Decoration::FPRoundingMode);
            if decorated {
                return conversion(rx, i, false);
            }
            let ty = crate::spirv::operands::Operands::of(rx.m, i).id(0)?;
            let vector = rx.ty(ty, i)?.kind() == TypeKind::Vector;
            if vector && env(rx) != Env::SpvIr {
                return conversion(rx, i, true);
            }
            Ok(false)
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

pub(crate) use crate::mapping::mangling::opencl_type as bt;

mod atomic_calls;
mod convert_calls;
mod core_calls;
mod int_dot_calls;
mod ocl_std_calls;
mod spv_ir_calls;
mod subgroup_calls;
mod sync_calls;
mod workitem_calls;
use atomic_calls::*;
use convert_calls::*;
use core_calls::*;
use int_dot_calls::*;
use ocl_std_calls::*;
use spv_ir_calls::*;
use subgroup_calls::*;
use sync_calls::*;
pub(crate) use workitem_calls::*;

/// A pointer parameter with qualifiers on its pointee.
fn qualified_pointer(
    t: Type<'_>,
    pointee: BuiltinType,
    f: impl Fn(Qualifiers) -> Qualifiers,
) -> BuiltinType {
    // (Not a pointer: no address space, the private 0, as the mangling of a by-value argument.)
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
    let n = result.map_or_else(String::new, |r| rx.result_name(r));
    let v = rx.b.call(*f, args, &n);
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
        let mut bits: Vec<u64> = Vec::new();
        for j in rx.m.inst_ids() {
            if rx.m.opcode(j) != op::ConstantSampler {
                continue;
            }
            if let Some(&id) = rx.m.operands(j).get(1) {
                let word = (id >> 6) as usize;
                if bits.len() <= word {
                    bits.resize(word + 1, 0);
                }
                bits[word] |= 1 << (id & 63);
            }
        }
        rx.builtins.samplers = Some(std::rc::Rc::new(bits));
    }
    let samplers = match &rx.builtins.samplers {
        Some(s) if !s.is_empty() => std::rc::Rc::clone(s),
        _ => return Ok(()),
    };
    let is_sampler = |w: u32| {
        samplers
            .get((w >> 6) as usize)
            .is_some_and(|b| b & (1 << (w & 63)) != 0)
    };
    if !rx.m.operands(i).iter().any(|&w| is_sampler(w)) {
        return Ok(());
    }
    let ops: Vec<u32> = rx.m.operands(i).to_vec();
    // Only id operands are uses: a literal (`Aligned 16`) may equal a sampler's id.
    let opcode = rx.m.opcode(i);
    let mut spans = Vec::new();
    let mut state = LayoutState::unrecorded(rx.m.header.bound);
    // The operands of an OpExtInst are laid out by its set: without the import the walk
    // fails, and the instruction number (`s_mad24` is 167) would be taken for an id.
    if opcode == op::ExtInst
        && let Some(import) = ops.get(2).and_then(|&set| rx.idx.def(Id(set)))
        && rx.m.opcode(import) == op::ExtInstImport
    {
        state.record(op::ExtInstImport, rx.m.operands(import));
    }
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
    for id in ids.into_iter().filter(|&id| is_sampler(id)) {
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
        let v = rx.b.call(*f, &[arg], "");
        crate::spirv_to_llvm::debug_info::locate_global_use(rx, def, v)?;
        rx.values.insert(id, v);
    }
    Ok(())
}
