//! LLVM intrinsics → SPIR-V: OpenCL.std extended instructions, core instructions, short
//! inline sequences (bswap, funnel shifts, overflow checks, vector reductions), memory
//! intrinsics (memcpy, memmove through a temporary, memset from a constant array or a helper
//! loop), `SPV_KHR_expect_assume`, constrained floating point, and the intrinsics that have
//! nothing to translate.

use super::Ctx;
use super::bool_lowering::is_bool_or_bool_vector;
use crate::error::Result;
use crate::llvm::ir::{FastMathFlags, RealPredicate, Type, Value, ValueKind};
use crate::spirv::Id;
use crate::spirv::grammar;
use crate::spirv::tables::{enums, op};

mod bit_reverse;
mod element_atomic;
mod exact;
mod helpers;
mod lanes;
mod masked;
mod memory;
mod powi;
pub(crate) use helpers::emit_helpers;
pub(crate) use memory::*;

/// Intrinsics that are OpenCL.std extended instructions: (name prefix, OpenCL.std name,
/// number of leading arguments passed).
const OCL_INTRINSICS: &[(&str, &str, u32)] = &[
    ("llvm.fabs.", "fabs", 1),
    ("llvm.fma.", "fma", 3),
    ("llvm.sqrt.", "sqrt", 1),
    ("llvm.ceil.", "ceil", 1),
    ("llvm.floor.", "floor", 1),
    ("llvm.trunc.", "trunc", 1),
    ("llvm.rint.", "rint", 1),
    ("llvm.nearbyint.", "rint", 1),
    ("llvm.round.", "round", 1),
    ("llvm.roundeven.", "rint", 1),
    ("llvm.copysign.", "copysign", 2),
    ("llvm.minnum.", "fmin", 2),
    ("llvm.maxnum.", "fmax", 2),
    ("llvm.pow.", "pow", 2),
    ("llvm.exp.", "exp", 1),
    ("llvm.exp2.", "exp2", 1),
    ("llvm.log.", "log", 1),
    ("llvm.log2.", "log2", 1),
    ("llvm.log10.", "log10", 1),
    ("llvm.sin.", "sin", 1),
    ("llvm.cos.", "cos", 1),
    ("llvm.ctlz.", "clz", 1),
    ("llvm.cttz.", "ctz", 1),
    ("llvm.abs.", "s_abs", 1),
    ("llvm.smin.", "s_min", 2),
    ("llvm.smax.", "s_max", 2),
    ("llvm.umin.", "u_min", 2),
    ("llvm.umax.", "u_max", 2),
    ("llvm.sadd.sat.", "s_add_sat", 2),
    ("llvm.uadd.sat.", "u_add_sat", 2),
    ("llvm.ssub.sat.", "s_sub_sat", 2),
];

/// Intrinsics with nothing to translate (hints and bookkeeping without a result that
/// matters). The traps are dropped as llvm-spirv drops `llvm.trap`: SPIR-V for OpenCL has no
/// instruction that stops a program, and the `unreachable` that follows a trap stays;
/// profile counters (`llvm.instrprof.*`) have no consumer in SPIR-V; a prefetch "has no
/// effect on the behavior of the program" (LangRef).
const DROPPED: &[&str] = &[
    "llvm.trap",
    "llvm.debugtrap",
    "llvm.ubsantrap",
    "llvm.instrprof.",
    "llvm.prefetch",
    "llvm.dbg.",
    "llvm.donothing",
    "llvm.experimental.noalias.scope.decl",
    "llvm.invariant.end",
    "llvm.sideeffect",
    "llvm.codeview.annotation",
    "llvm.pseudoprobe",
];

/// Intrinsics whose result is their first argument.
const IDENTITY: &[&str] = &[
    "llvm.ptr.annotation.",
    "llvm.annotation.",
    "llvm.launder.invariant.group",
    "llvm.strip.invariant.group",
    "llvm.expect.with.probability",
    "llvm.arithmetic.fence",
];

/// Constrained floating-point intrinsics that are plain instructions:
/// (`llvm.experimental.constrained.<name>.`, SPIR-V opcode, takes a rounding mode).
const CONSTRAINED: &[(&str, u16, bool)] = &[
    ("fadd", op::FAdd, true),
    ("fsub", op::FSub, true),
    ("fmul", op::FMul, true),
    ("fdiv", op::FDiv, true),
    ("frem", op::FRem, true),
    ("sitofp", op::ConvertSToF, true),
    ("uitofp", op::ConvertUToF, true),
    ("fptrunc", op::FConvert, true),
    ("fpext", op::FConvert, false),
    ("fptosi", op::ConvertFToS, false),
    ("fptoui", op::ConvertFToU, false),
];

/// Vector reductions: (`llvm.vector.reduce.<name>.`, how elements combine).
enum Combine {
    Op(u16),
    Ext(&'static str),
}

const REDUCTIONS: &[(&str, Combine)] = &[
    ("add", Combine::Op(op::IAdd)),
    ("mul", Combine::Op(op::IMul)),
    ("and", Combine::Op(op::BitwiseAnd)),
    ("or", Combine::Op(op::BitwiseOr)),
    ("xor", Combine::Op(op::BitwiseXor)),
    ("fadd", Combine::Op(op::FAdd)),
    ("fmul", Combine::Op(op::FMul)),
    ("smax", Combine::Ext("s_max")),
    ("smin", Combine::Ext("s_min")),
    ("umax", Combine::Ext("u_max")),
    ("umin", Combine::Ext("u_min")),
    ("fmax", Combine::Ext("fmax")),
    ("fmin", Combine::Ext("fmin")),
];

/// The integer reductions of `<N x i1>` as logical operations: modulo 2 a sum is the
/// exclusive or and a product the and; unsigned, true (1) is the larger; signed, true is -1,
/// the smaller.
const BOOL_REDUCTIONS: &[(&str, Combine)] = &[
    ("add", Combine::Op(op::LogicalNotEqual)),
    ("mul", Combine::Op(op::LogicalAnd)),
    ("and", Combine::Op(op::LogicalAnd)),
    ("or", Combine::Op(op::LogicalOr)),
    ("xor", Combine::Op(op::LogicalNotEqual)),
    ("umax", Combine::Op(op::LogicalOr)),
    ("umin", Combine::Op(op::LogicalAnd)),
    ("smax", Combine::Op(op::LogicalAnd)),
    ("smin", Combine::Op(op::LogicalOr)),
];

/// Whether we translate the intrinsic named `name` (the others are errors, or imported
/// functions under `--spirv-allow-unknown-intrinsics`).
pub(crate) fn is_known(name: &str) -> bool {
    if element_atomic::is_element_atomic(name) {
        return true;
    }
    const OTHERS: &[&str] = &[
        "llvm.assume",
        "llvm.invariant.start",
        "llvm.var.annotation",
        "llvm.expect.",
        "llvm.ctpop.",
        "llvm.bitreverse.",
        "llvm.bswap.",
        "llvm.fshl.",
        "llvm.fshr.",
        "llvm.usub.sat.",
        "llvm.lifetime.start",
        "llvm.lifetime.end",
        "llvm.memcpy",
        "llvm.memmove",
        "llvm.memset",
        "llvm.stacksave",
        "llvm.stackrestore",
        "llvm.vector.reduce.",
        "llvm.experimental.vector.reduce.",
        "llvm.experimental.constrained.",
        "llvm.sadd.with.overflow.",
        "llvm.uadd.with.overflow.",
        "llvm.ssub.with.overflow.",
        "llvm.usub.with.overflow.",
        "llvm.smul.with.overflow.",
        "llvm.umul.with.overflow.",
        "llvm.fmuladd.",
        "llvm.powi.",
    ];
    OCL_INTRINSICS.iter().any(|(p, ..)| name.starts_with(p))
        || exact::NAMES.iter().any(|p| name.starts_with(p))
        || lanes::is_known(name)
        || masked::NAMES.iter().any(|(p, _)| name.starts_with(p))
        || DROPPED
            .iter()
            .chain(IDENTITY)
            .chain(OTHERS)
            .any(|p| name.starts_with(p))
}

/// Whether `--spirv-allow-unknown-intrinsics` makes the intrinsic an imported function.
pub(crate) fn is_imported(cx: &Ctx<'_, '_>, name: &str) -> bool {
    match &cx.options.allow_unknown_intrinsics {
        Some(prefixes) => {
            !is_known(name)
                && (prefixes.is_empty() || prefixes.iter().any(|p| name.starts_with(p.as_str())))
        }
        None => false,
    }
}

/// A function the translation adds to the module (emitted after the module's own).
pub(crate) enum Helper {
    /// `void (T* dest, i8 value, L len)`: stores `value` `len` times (volatile stores for a
    /// volatile memset).
    Memset {
        id: Id,
        name: String,
        ptr: Id,
        len: Id,
        bits: u32,
        volatile: bool,
    },
    /// `void (i8* dest, i8* src, L len)`: copies `len` bytes, backwards when `dest` is after
    /// `src` (volatile loads and stores for a volatile memmove).
    Memmove {
        id: Id,
        name: String,
        dest: Id,
        src: Id,
        len: Id,
        bits: u32,
        volatile: bool,
    },
    /// `i32 (i32 key)`: the value `table` maps `key` to (a switch), the one of `default`'s
    /// key for other keys; for scope and order arguments known only at run time.
    ValueMap {
        id: Id,
        name: &'static str,
        table: &'static [(u32, u32)],
        default: u32,
    },
    /// A masked load or store, lane by lane (see `masked`).
    Masked(masked::Masked),
    /// An element-wise unordered atomic memcpy, memmove or memset (see `element_atomic`).
    ElementAtomic(element_atomic::ElementAtomic),
}

/// The name of the helper function that stands for the LLVM intrinsic `intrinsic`: ours, with
/// the intrinsic's type suffixes, so that helpers of different signatures have different names
/// (`llvm.masked.load.v4f32.p1v4f32` → `llvm_spirv_rs.masked.load.v4f32.p1v4f32`; memset and
/// memmove helpers are named by `mapping::memset_helpers` and `mapping::memmove_helpers`).
pub(crate) fn helper_name(intrinsic: &str, suffix: &str) -> String {
    let base = intrinsic.strip_prefix("llvm.").unwrap_or(intrinsic);
    format!("llvm_spirv_rs.{base}{suffix}")
}

impl<'c> Ctx<'c, '_> {
    /// The id of the helper function called `name` and whether it is new (then the caller
    /// pushes its `Helper`): one function per name.
    pub(crate) fn helper_id(&mut self, name: &str) -> (Id, bool) {
        if let Some(&id) = self.helper_ids.get(name) {
            return (id, false);
        }
        let id = self.b.fresh_id();
        self.helper_ids.insert(name.to_owned(), id);
        (id, true)
    }

    /// An OpenCL.std instruction defining `inst`.
    fn ocl(&mut self, inst: Value<'c>, name: &str, args: &[u32]) -> Result<Id> {
        let set = self.ext_std();
        let number = grammar::ext_inst_set("OpenCL.std")
            .and_then(|s| s.opcode_by_name(name))
            .ok_or_else(|| self.unsupported(format!("OpenCL.std has no {name}")))?;
        let mut ops = vec![set.0, number];
        ops.extend_from_slice(args);
        self.define(inst, op::ExtInst, &ops)
    }

    /// An OpenCL.std instruction with a fresh result.
    fn ocl_temp(&mut self, ty: Id, name: &str, args: &[u32]) -> Result<Id> {
        let set = self.ext_std();
        let number = grammar::ext_inst_set("OpenCL.std")
            .and_then(|s| s.opcode_by_name(name))
            .ok_or_else(|| self.unsupported(format!("OpenCL.std has no {name}")))?;
        let mut ops = vec![set.0, number];
        ops.extend_from_slice(args);
        Ok(self.temp(op::ExtInst, ty, &ops))
    }

    /// Makes `inst` stand for the value `id` (an intrinsic that returns its argument).
    pub(crate) fn alias(&mut self, inst: Value<'c>, id: Id) -> Result<()> {
        if self.values.contains_key(&inst) {
            // Already used (by a phi seen earlier): a copy defines the id it was given.
            self.define(inst, op::CopyObject, &[id.0])?;
        } else {
            self.values.insert(inst, id);
        }
        Ok(())
    }

    /// Emits the `{ value, overflow }` pair of a `*.with.overflow` intrinsic.
    fn pair(&mut self, inst: Value<'c>, value: Id, overflow: Id) -> Result<()> {
        let t = self.type_id(inst.type_of())?;
        let undef = self.b.undef(t);
        let first = self.temp(op::CompositeInsert, t, &[value.0, undef.0, 0]);
        self.define(inst, op::CompositeInsert, &[overflow.0, first.0, 1])?;
        Ok(())
    }

    /// The bool type (or vector of bool) shaped like `like`.
    fn bool_like(&mut self, like: Type<'c>) -> Id {
        let b = self.b.type_bool();
        match self.spirv_lanes(like) {
            Some(n) => self.b.type_vector(b, n),
            None => b,
        }
    }
}

pub(crate) fn intrinsic<'c>(
    cx: &mut Ctx<'c, '_>,
    inst: Value<'c>,
    callee: Value<'c>,
    nargs: u32,
) -> Result<()> {
    let name = callee.name_str();
    let name = name.as_str();
    if DROPPED.iter().any(|p| name.starts_with(p)) {
        return Ok(());
    }
    if name.starts_with("llvm.invariant.start") {
        // A hint with nothing to translate, but its result (a `{}*` handle whose value
        // LangRef leaves open, meant for `llvm.invariant.end`) may be used: a null pointer.
        let t = cx.type_id(inst.type_of())?;
        let null = cx.b.constant_null(t);
        return cx.alias(inst, null);
    }
    if name.starts_with("llvm.var.annotation") {
        var_annotation(cx, inst);
        return Ok(());
    }
    if (name.starts_with("llvm.annotation.") || name.starts_with("llvm.ptr.annotation."))
        && cx.extension_allowed("SPV_INTEL_fpga_reg")
        && inst
            .operand(1)
            .and_then(super::globals::constant_string)
            .as_deref()
            == Some("__builtin_intel_fpga_reg")
    {
        // `__builtin_intel_fpga_reg(x)` → OpFPGARegINTEL (SPV_INTEL_fpga_reg).
        let v = cx.operand_ids(inst, 0..1)?;
        cx.b.require_extension("SPV_INTEL_fpga_reg");
        cx.b.require_capability(enums::Capability::FPGARegINTEL);
        cx.define(inst, op::FPGARegINTEL, &v)?;
        return Ok(());
    }
    if name.starts_with("llvm.arithmetic.fence")
        && cx.extension_allowed("SPV_INTEL_arithmetic_fence")
    {
        // SPV_INTEL_arithmetic_fence: OpArithmeticFenceINTEL (without the extension the
        // fence is its operand, as `llvm-spirv` translates it).
        let v = cx.operand_ids(inst, 0..1)?;
        cx.b.require_extension("SPV_INTEL_arithmetic_fence");
        cx.b.require_capability(enums::Capability::FPArithmeticFenceINTEL);
        cx.define(inst, op::ArithmeticFenceINTEL, &v)?;
        return Ok(());
    }
    if IDENTITY.iter().any(|p| name.starts_with(p)) {
        let v = cx.operand_ids(inst, 0..1)?[0];
        if name.starts_with("llvm.ptr.annotation.")
            && let Some(text) = inst.operand(1).and_then(super::globals::constant_string)
        {
            let field = inst
                .operand(0)
                .is_some_and(|p| super::fpga_memory::annotate_field(cx, p, &text));
            if !field {
                super::memory_access::annotate_pointer(cx, Id(v), &text);
            }
        }
        return cx.alias(inst, Id(v));
    }
    if name.starts_with("llvm.fmuladd.") {
        return fmuladd(cx, inst);
    }
    if name.starts_with("llvm.powi.") {
        return powi::powi(cx, inst);
    }
    if let Some(&(_, ocl, n)) = OCL_INTRINSICS.iter().find(|(p, ..)| name.starts_with(p)) {
        let args = cx.operand_ids(inst, 0..n.min(nargs))?;
        // An approximate (`afn`) square root of floats is OpenCL's native_sqrt, whose
        // accuracy is the implementation's (it has no double form).
        let ty = inst.type_of();
        let scalar = ty
            .element()
            .filter(|_| ty.vector_len().is_some())
            .unwrap_or(ty);
        let ocl = if ocl == "sqrt"
            && scalar.kind() == crate::llvm::ir::TypeKind::Float
            && inst.fast_math_flags().contains(FastMathFlags::AFN)
        {
            "native_sqrt"
        } else {
            ocl
        };
        cx.ocl(inst, ocl, &args)?;
        return Ok(());
    }
    if let Some(rest) = name.strip_prefix("llvm.experimental.constrained.") {
        return constrained(cx, inst, rest, nargs);
    }
    if let Some(rest) = name
        .strip_prefix("llvm.vector.reduce.")
        .or_else(|| name.strip_prefix("llvm.experimental.vector.reduce."))
    {
        return reduction(cx, inst, rest, nargs);
    }
    if let Some(rest) = name.strip_suffix_with_overflow() {
        return with_overflow(cx, inst, rest);
    }
    if exact::translate(cx, inst, name)?
        || lanes::translate(cx, inst, name)?
        || masked::translate(cx, inst, name)?
    {
        return Ok(());
    }
    let prefix = |p: &str| name.starts_with(p);
    if prefix("llvm.ctpop.") {
        let x = cx.operand_ids(inst, 0..1)?;
        cx.define(inst, op::BitCount, &x)?;
    } else if prefix("llvm.bitreverse.") {
        bit_reverse::bit_reverse(cx, inst)?;
    } else if prefix("llvm.bswap.") {
        bswap(cx, inst)?;
    } else if prefix("llvm.fshl.") || prefix("llvm.fshr.") {
        funnel_shift(cx, inst, prefix("llvm.fshl."))?;
    } else if prefix("llvm.usub.sat.") {
        // a > b ? a - b : 0
        let ops = cx.operand_ids(inst, 0..2)?;
        let ty = inst.type_of();
        let t = cx.type_id(ty)?;
        let diff = cx.temp(op::ISub, t, &ops);
        let bt = cx.bool_like(ty);
        let gt = cx.temp(op::UGreaterThan, bt, &ops);
        let zero = cx.splat_int(ty, 0)?;
        cx.define(inst, op::Select, &[gt.0, diff.0, zero.0])?;
    } else if prefix("llvm.lifetime.start") || prefix("llvm.lifetime.end") {
        let size = inst
            .operand(0)
            .and_then(|s| s.const_int_sext())
            // (LangRef: the size is a constant (immarg), -1 for "unknown size".)
            .unwrap_or(-1);
        let ptr = cx.operand_ids(inst, 1..2)?;
        // (LangRef: -1 is an unknown size; SPIR-V: Size 0 is an unknown size. A size past 32
        // bits cannot be said either.)
        let size = u32::try_from(size).unwrap_or(0);
        let o = if prefix("llvm.lifetime.start") {
            op::LifetimeStart
        } else {
            op::LifetimeStop
        };
        cx.b.inst_no_result(o, &[ptr[0], size]);
    } else if is_imported(cx, name) {
        let f = super::declare::function_id(cx, callee)?;
        super::declare::name_function(cx, callee);
        let mut ops = vec![f.0];
        ops.extend(cx.operand_ids(inst, 0..nargs)?);
        cx.define(inst, op::FunctionCall, &ops)?;
    } else if element_atomic::is_element_atomic(name) {
        element_atomic::translate(cx, inst, name)?;
    } else if prefix("llvm.memcpy") {
        let ops = cx.operand_ids(inst, 0..3)?;
        let access = copy_access(cx, inst);
        let mut words = vec![ops[0], ops[1], ops[2]];
        words.extend(access);
        cx.b.inst_no_result(op::CopyMemorySized, &words);
    } else if prefix("llvm.memmove") {
        memmove(cx, inst)?;
    } else if prefix("llvm.memset") {
        memset(cx, inst)?;
    } else if prefix("llvm.expect.") {
        let ops = cx.operand_ids(inst, 0..2)?;
        if cx.extension_allowed("SPV_KHR_expect_assume") {
            cx.b.require_extension("SPV_KHR_expect_assume");
            cx.b.require_capability(enums::Capability::ExpectAssumeKHR);
            cx.define(inst, op::ExpectKHR, &ops)?;
        } else {
            cx.alias(inst, Id(ops[0]))?;
        }
    } else if name == "llvm.assume" {
        if cx.extension_allowed("SPV_KHR_expect_assume") {
            let c = cx.operand_ids(inst, 0..1)?;
            cx.b.require_extension("SPV_KHR_expect_assume");
            cx.b.require_capability(enums::Capability::ExpectAssumeKHR);
            cx.b.inst_no_result(op::AssumeTrueKHR, &c);
        }
    } else if prefix("llvm.stacksave") || prefix("llvm.stackrestore") {
        cx.allow_extension("SPV_INTEL_variable_length_array", name)?;
        cx.b.require_capability(enums::Capability::VariableLengthArrayINTEL);
        if prefix("llvm.stacksave") {
            cx.define(inst, op::SaveMemoryINTEL, &[])?;
        } else {
            let p = cx.operand_ids(inst, 0..1)?;
            cx.b.inst_no_result(op::RestoreMemoryINTEL, &p);
        }
    } else {
        return Err(cx.unsupported(format!(
            "InvalidFunctionCall: Unexpected llvm intrinsic:\n {name}\n\
             Translation of this intrinsic is not supported \
             (--spirv-allow-unknown-intrinsics emits it as a call)"
        )));
    }
    Ok(())
}

/// `llvm.var.annotation(ptr, text, ...)` on a local variable → its FPGA memory attributes
/// (SPV_INTEL_fpga_memory_attributes, when allowed and the text is made of them), else
/// `UserSemantic` on it (SPIR-V 1.4); dropped otherwise.
fn var_annotation<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>) {
    let (Some(mut ptr), Some(text)) = (
        inst.operand(0),
        inst.operand(1).and_then(super::globals::constant_string),
    ) else {
        return;
    };
    // Through the casts clang puts between the variable and the annotation.
    while ptr.opcode() == Some(crate::llvm::ir::Opcode::LLVMBitCast) {
        match ptr.operand(0) {
            Some(p) => ptr = p,
            None => break,
        }
    }
    if ptr.opcode() == Some(crate::llvm::ir::Opcode::LLVMAlloca) {
        if let Some(&id) = cx.values.get(&ptr) {
            if super::fpga_memory::annotate_variable(cx, id, &text) {
                return;
            }
            if cx.b.version() >= crate::spirv::grammar::Version::new(1, 4) {
                cx.b.decorate_string(id, enums::Decoration::UserSemantic, &text, &[]);
            }
        }
    }
}

trait OverflowName {
    fn strip_suffix_with_overflow(&self) -> Option<&str>;
}

impl OverflowName for &str {
    /// `llvm.sadd.with.overflow.i32` → `sadd`.
    fn strip_suffix_with_overflow(&self) -> Option<&str> {
        let rest = self.strip_prefix("llvm.")?;
        let (op, tail) = rest.split_once('.')?;
        tail.starts_with("with.overflow.").then_some(op)
    }
}

/// `bswap` as shifts and masks of each byte.
fn bswap<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>) -> Result<()> {
    let ty = inst.type_of();
    let width = ty
        .scalar_int_width()
        .ok_or_else(|| cx.cannot_translate(inst))?;
    if width % 16 != 0 {
        return Err(cx.cannot_translate(inst));
    }
    let x = cx.operand_ids(inst, 0..1)?[0];
    let t = cx.type_id(ty)?;
    let bytes = width / 8;
    let mut acc: Option<Id> = None;
    for i in 0..bytes {
        // Byte i moves to byte bytes-1-i.
        let from = 8 * i;
        let to = 8 * (bytes - 1 - i);
        let part = if to > from {
            let s = cx.splat_int(ty, u64::from(to - from))?;
            let shifted = cx.temp(op::ShiftLeftLogical, t, &[x, s.0]);
            if i == 0 {
                shifted
            } else {
                let m = cx.splat_int(ty, 0xffu64 << to)?;
                cx.temp(op::BitwiseAnd, t, &[shifted.0, m.0])
            }
        } else {
            let s = cx.splat_int(ty, u64::from(from - to))?;
            let shifted = cx.temp(op::ShiftRightLogical, t, &[x, s.0]);
            if i == bytes - 1 {
                shifted
            } else {
                let m = cx.splat_int(ty, 0xffu64 << to)?;
                cx.temp(op::BitwiseAnd, t, &[shifted.0, m.0])
            }
        };
        acc = Some(match acc {
            None => part,
            Some(a) if i == bytes - 1 => {
                return cx.define(inst, op::BitwiseOr, &[a.0, part.0]).map(|_| ());
            }
            Some(a) => cx.temp(op::BitwiseOr, t, &[a.0, part.0]),
        });
    }
    Err(cx.cannot_translate(inst))
}

/// `fshl(a, b, c)` = `(a << s) | (b >> (w - s))`, `fshr(a, b, c)` = `(a << (w - s)) | (b >> s)`,
/// with `s = c % w`; `a` (fshl) or `b` (fshr) when `s` is 0.
fn funnel_shift<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>, left: bool) -> Result<()> {
    let ty = inst.type_of();
    let width = ty
        .scalar_int_width()
        .ok_or_else(|| cx.cannot_translate(inst))?;
    let ops = cx.operand_ids(inst, 0..3)?;
    let (a, b, c) = (ops[0], ops[1], ops[2]);
    let t = cx.type_id(ty)?;
    let w = cx.splat_int(ty, u64::from(width))?;
    let s = cx.temp(op::UMod, t, &[c, w.0]);
    let rest = cx.temp(op::ISub, t, &[w.0, s.0]);
    let (l, r) = if left { (s, rest) } else { (rest, s) };
    let hi = cx.temp(op::ShiftLeftLogical, t, &[a, l.0]);
    let lo = cx.temp(op::ShiftRightLogical, t, &[b, r.0]);
    let or = cx.temp(op::BitwiseOr, t, &[hi.0, lo.0]);
    let zero = cx.splat_int(ty, 0)?;
    let bt = cx.bool_like(ty);
    let is_zero = cx.temp(op::IEqual, bt, &[s.0, zero.0]);
    let unshifted = if left { a } else { b };
    cx.define(inst, op::Select, &[is_zero.0, unshifted, or.0])?;
    Ok(())
}

/// `*.with.overflow` → the operation and its overflow bit.
fn with_overflow<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>, kind: &str) -> Result<()> {
    let ops = cx.operand_ids(inst, 0..2)?;
    let (a, b) = (ops[0], ops[1]);
    let ty = inst
        .operand(0)
        .map(|o| o.type_of())
        .ok_or_else(|| cx.cannot_translate(inst))?;
    let width = ty
        .scalar_int_width()
        .ok_or_else(|| cx.cannot_translate(inst))?;
    let t = cx.type_id(ty)?;
    let bt = cx.bool_like(ty);
    let zero = cx.splat_int(ty, 0)?;
    // Plain arithmetic and comparisons only: llvm-spirv's reader lacks OpIAddCarry,
    // OpISubBorrow and OpU/SMulExtended.
    let (value, overflow) = match kind {
        "uadd" => {
            let r = cx.temp(op::IAdd, t, &[a, b]);
            (r, cx.temp(op::ULessThan, bt, &[r.0, a]))
        }
        "usub" => {
            let r = cx.temp(op::ISub, t, &[a, b]);
            (r, cx.temp(op::ULessThan, bt, &[a, b]))
        }
        "umul" | "smul" => {
            // r / a != b, for a not 0 (and, signed, a not -1: then only b = MIN overflows).
            let signed = kind == "smul";
            let r = cx.temp(op::IMul, t, &[a, b]);
            let one = cx.splat_int(ty, 1)?;
            let a_zero = cx.temp(op::IEqual, bt, &[a, zero.0]);
            let (safe_if, a_minus_one, b_min) = if signed {
                let m1 = cx.splat_int(ty, u64::MAX)?;
                let min = cx.splat_int(ty, 1u64 << (width - 1))?;
                let a_m1 = cx.temp(op::IEqual, bt, &[a, m1.0]);
                let b_min = cx.temp(op::IEqual, bt, &[b, min.0]);
                let either = cx.temp(op::LogicalOr, bt, &[a_zero.0, a_m1.0]);
                (either, Some(a_m1), Some(b_min))
            } else {
                (a_zero, None, None)
            };
            let divisor = cx.temp(op::Select, t, &[safe_if.0, one.0, a]);
            let q = cx.temp(
                if signed { op::SDiv } else { op::UDiv },
                t,
                &[r.0, divisor.0],
            );
            let differs = cx.temp(op::INotEqual, bt, &[q.0, b]);
            let bool_scalar = cx.b.type_bool();
            let f = cx.b.constant_bool(Some(bool_scalar), false);
            let f = match ty.vector_len() {
                Some(n) => cx.b.constant_composite(bt, &vec![f; n as usize]),
                None => f,
            };
            let mut ovf = cx.temp(op::Select, bt, &[a_zero.0, f.0, differs.0]);
            if let (Some(am1), Some(bmin)) = (a_minus_one, b_min) {
                ovf = cx.temp(op::Select, bt, &[am1.0, bmin.0, ovf.0]);
            }
            (r, ovf)
        }
        "sadd" | "ssub" => {
            let add = kind == "sadd";
            let r = cx.temp(if add { op::IAdd } else { op::ISub }, t, &[a, b]);
            // add: ((a ^ r) & (b ^ r)) < 0; sub: ((a ^ b) & (a ^ r)) < 0.
            let x1 = cx.temp(op::BitwiseXor, t, &[a, r.0]);
            let x2 = if add {
                cx.temp(op::BitwiseXor, t, &[b, r.0])
            } else {
                cx.temp(op::BitwiseXor, t, &[a, b])
            };
            let both = cx.temp(op::BitwiseAnd, t, &[x1.0, x2.0]);
            let overflow = cx.temp(op::SLessThan, bt, &[both.0, zero.0]);
            (r, overflow)
        }
        _ => return Err(cx.cannot_translate(inst)),
    };
    cx.pair(inst, value, overflow)
}

/// `llvm.vector.reduce.*` → the elements combined one by one, in order.
fn reduction<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>, rest: &str, nargs: u32) -> Result<()> {
    let kind = rest.split('.').next().unwrap_or("");
    let is_bool = is_bool_or_bool_vector(inst.type_of());
    let table = if is_bool { BOOL_REDUCTIONS } else { REDUCTIONS };
    let Some((_, combine)) = table.iter().find(|(k, _)| *k == kind) else {
        return Err(cx.unsupported(format!(
            "InvalidFunctionCall: Unexpected llvm intrinsic:\n llvm.vector.reduce.{rest}"
        )));
    };
    let ordered_start = matches!(kind, "fadd" | "fmul");
    let vec_index = if ordered_start { 1 } else { 0 };
    let v = inst
        .operand(vec_index)
        .ok_or_else(|| cx.cannot_translate(inst))?;
    let n = v
        .type_of()
        .vector_len()
        .ok_or_else(|| cx.cannot_translate(inst))?;
    if n == 0 || vec_index >= nargs {
        return Err(cx.cannot_translate(inst));
    }
    let vid = cx.operand_id(v)?;
    let rty = inst.type_of();
    let t = cx.type_id(rty)?;
    // A one-lane vector is its scalar (see `single_lane`).
    let single = cx.spirv_lanes(v.type_of()).is_none();
    let lane = |cx: &mut Ctx<'c, '_>, i: u32| {
        if single {
            vid
        } else {
            cx.temp(op::CompositeExtract, t, &[vid.0, i])
        }
    };
    let mut acc = if ordered_start {
        cx.operand_ids(inst, 0..1)?[0]
    } else {
        lane(cx, 0).0
    };
    let first = if ordered_start { 0 } else { 1 };
    for i in first..n {
        let e = lane(cx, i);
        let last = i == n - 1;
        let next = match combine {
            Combine::Op(o) => {
                if last {
                    cx.define(inst, *o, &[acc, e.0])?
                } else {
                    cx.temp(*o, t, &[acc, e.0])
                }
            }
            Combine::Ext(name) => {
                if last {
                    cx.ocl(inst, name, &[acc, e.0])?
                } else {
                    cx.ocl_temp(t, name, &[acc, e.0])?
                }
            }
        };
        acc = next.0;
    }
    if n == 1 && !ordered_start {
        cx.alias(inst, Id(acc))?;
    }
    Ok(())
}

/// `llvm.fmuladd`: a multiply-add that may be fused or not. OpenCL `mad` allows the same (as
/// llvm-spirv writes it), or, with `--spirv-replace-fmuladd-with-ocl-mad=false`, a
/// multiplication and an addition (which a consumer may contract: neither has NoContraction).
///
/// The `mad` carries an `FPFastMathMode` decoration with the call's fast-math flags (`None`
/// when it has none): an OpenCL C `mad(a, b, c)` call is OpenCL.std `mad` too, and the
/// decoration (a core decoration of floating-point OpenCL.std instructions, which with `None`
/// says nothing more than its absence) tells the reverse which of the two it was, so that each
/// comes back as it was: the contraction as `llvm.fmuladd`, the builtin as a `mad` call. Both
/// are `mad`'s own meaning ("either as a correctly rounded fma, or as a multiply followed by an
/// add"), but an OpenCL library may answer the two differently (PoCL computes its `mad`
/// unfused and `llvm.fmuladd` fused), so a round trip that swapped them would change results.
fn fmuladd<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>) -> Result<()> {
    if cx.options.fmuladd_to_mad {
        let ops = cx.operand_ids(inst, 0..3)?;
        let id = cx.ocl(inst, "mad", &ops)?;
        let fm = crate::mapping::fast_math::INTEL_EXTENSION;
        let intel = cx.extension_allowed(fm);
        let mode = crate::mapping::fast_math::to_spirv(inst.fast_math_flags(), intel);
        if crate::mapping::fast_math::has_intel_bits(mode) {
            cx.b.require_extension(fm);
        }
        cx.b.decorate(id, enums::Decoration::FPFastMathMode, &[mode]);
        return Ok(());
    }
    mul_then_add(cx, inst).map(|_| ())
}

/// `a * b + c` of an instruction's first three operands: `OpFMul`, then `OpFAdd`.
fn mul_then_add<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>) -> Result<Id> {
    let ops = cx.operand_ids(inst, 0..3)?;
    let t = cx.type_id(inst.type_of())?;
    let m = cx.temp(op::FMul, t, &[ops[0], ops[1]]);
    cx.define(inst, op::FAdd, &[m.0, ops[2]])
}

/// The rounding mode of a constrained intrinsic's metadata argument, as an `FPRoundingMode`
/// (`None` for `round.dynamic`).
fn rounding_mode(arg: Option<Value<'_>>) -> Option<u32> {
    let s = arg?.as_md()?.string()?;
    Some(match s.as_str() {
        "round.tonearest" => enums::FPRoundingMode::RTE,
        "round.towardzero" => enums::FPRoundingMode::RTZ,
        "round.upward" => enums::FPRoundingMode::RTP,
        "round.downward" => enums::FPRoundingMode::RTN,
        _ => return None,
    })
}

/// `llvm.experimental.constrained.*`: the operation (the exception behaviour is dropped, the
/// rounding mode becomes `FPRoundingMode`).
fn constrained<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>, rest: &str, nargs: u32) -> Result<()> {
    let kind = rest.split('.').next().unwrap_or("");
    // The value arguments come first; the metadata arguments last.
    let values = (0..nargs)
        .take_while(|&i| {
            inst.operand(i)
                .is_some_and(|o| o.kind() != ValueKind::Metadata)
        })
        .count() as u32;
    if let Some(&(_, o, rounds)) = CONSTRAINED.iter().find(|(k, ..)| *k == kind) {
        let ops = cx.operand_ids(inst, 0..values)?;
        let id = cx.define(inst, o, &ops)?;
        if rounds && let Some(mode) = rounding_mode(inst.operand(values)) {
            cx.b.decorate(id, enums::Decoration::FPRoundingMode, &[mode]);
        }
        return Ok(());
    }
    match kind {
        "fcmp" | "fcmps" => {
            let pred = inst
                .operand(2)
                .and_then(|m| m.as_md())
                .and_then(|m| m.string())
                .ok_or_else(|| cx.cannot_translate(inst))?;
            let p = match pred.as_str() {
                "oeq" => RealPredicate::LLVMRealOEQ,
                "ogt" => RealPredicate::LLVMRealOGT,
                "oge" => RealPredicate::LLVMRealOGE,
                "olt" => RealPredicate::LLVMRealOLT,
                "ole" => RealPredicate::LLVMRealOLE,
                "one" => RealPredicate::LLVMRealONE,
                "ord" => RealPredicate::LLVMRealORD,
                "uno" => RealPredicate::LLVMRealUNO,
                "ueq" => RealPredicate::LLVMRealUEQ,
                "ugt" => RealPredicate::LLVMRealUGT,
                "uge" => RealPredicate::LLVMRealUGE,
                "ult" => RealPredicate::LLVMRealULT,
                "ule" => RealPredicate::LLVMRealULE,
                "une" => RealPredicate::LLVMRealUNE,
                _ => return Err(cx.cannot_translate(inst)),
            };
            let o =
                crate::mapping::ops::fcmp_to_spirv(p).ok_or_else(|| cx.cannot_translate(inst))?;
            let ops = cx.operand_ids(inst, 0..2)?;
            cx.define(inst, o, &ops)?;
        }
        // The result's rounding is the intrinsic's rounding mode: the add's, and fma's.
        "fmuladd" => {
            let id = mul_then_add(cx, inst)?;
            if let Some(mode) = rounding_mode(inst.operand(values)) {
                cx.b.decorate(id, enums::Decoration::FPRoundingMode, &[mode]);
            }
        }
        "fma" => {
            let ops = cx.operand_ids(inst, 0..values)?;
            let id = cx.ocl(inst, "fma", &ops)?;
            if let Some(mode) = rounding_mode(inst.operand(values)) {
                cx.b.decorate(id, enums::Decoration::FPRoundingMode, &[mode]);
            }
        }
        "powi" => powi::powi(cx, inst)?,
        "minimum" | "maximum" => exact::min_max(cx, inst, kind == "minimum")?,
        "lround" | "llround" => exact::round_to_int(cx, inst, "round")?,
        "lrint" | "llrint" => exact::round_to_int(cx, inst, "rint")?,
        _ => {
            let name = match kind {
                "sqrt" => "sqrt",
                "pow" => "pow",
                "sin" => "sin",
                "cos" => "cos",
                "exp" => "exp",
                "exp2" => "exp2",
                "log" => "log",
                "log10" => "log10",
                "log2" => "log2",
                "rint" | "nearbyint" | "roundeven" => "rint",
                "maxnum" => "fmax",
                "minnum" => "fmin",
                "ceil" => "ceil",
                "floor" => "floor",
                "round" => "round",
                "trunc" => "trunc",
                _ => {
                    return Err(cx.unsupported(format!(
                        "InvalidFunctionCall: Unexpected llvm intrinsic:\n llvm.experimental.constrained.{rest}"
                    )));
                }
            };
            let ops = cx.operand_ids(inst, 0..values)?;
            cx.ocl(inst, name, &ops)?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        assert_eq!(
            "llvm.sadd.with.overflow.i32".strip_suffix_with_overflow(),
            Some("sadd")
        );
        assert_eq!("llvm.sadd.sat.i32".strip_suffix_with_overflow(), None);
        assert!(is_known("llvm.ctlz.i32"));
        assert!(is_known("llvm.memset.p0i8.i64"));
        assert!(!is_known("llvm.genx.foo"));
    }

    fn text_of(ir: &str, options: &crate::options::ForwardOptions) -> crate::error::Result<String> {
        let ctx = crate::llvm::ir::Context::new();
        let m = ctx.load_module(ir.as_bytes(), "test.ll")?;
        let spv = super::super::translate(&m, options)?;
        Ok(String::from_utf8_lossy(&crate::spirv::text::write(&spv)).into_owned())
    }

    const UNKNOWN: &str = r#"
target triple = "spir64-unknown-unknown"
define spir_func i32 @f(i32 %x) {
  %a = call i32 @llvm.genx.thing.i32(i32 %x)
  %b = call i32 @llvm.other.thing.i32(i32 %a)
  %c = call i32 @llvm.ctpop.i32(i32 %b)
  ret i32 %c
}
declare i32 @llvm.genx.thing.i32(i32)
declare i32 @llvm.other.thing.i32(i32)
declare i32 @llvm.ctpop.i32(i32)
"#;

    /// `--spirv-allow-unknown-intrinsics[=prefixes]`: unknown intrinsics (all, or those with
    /// a prefix listed) become calls of imported functions; known ones are still translated.
    #[test]
    fn unknown_intrinsics_become_imported_functions() {
        let mut o = crate::options::ForwardOptions::default();
        let err = text_of(UNKNOWN, &o)
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert!(
            err.contains("Unexpected llvm intrinsic:\n llvm.genx.thing.i32"),
            "{err}"
        );

        o.allow_unknown_intrinsics = Some(Vec::new());
        let t = text_of(UNKNOWN, &o).unwrap_or_else(|e| e.to_string());
        assert!(
            t.contains("LinkageAttributes \"llvm.genx.thing.i32\" Import"),
            "{t}"
        );
        assert!(
            t.contains("LinkageAttributes \"llvm.other.thing.i32\" Import"),
            "{t}"
        );
        assert!(!t.contains("llvm.ctpop"), "{t}");
        assert_eq!(t.matches(" FunctionCall ").count(), 2, "{t}");
        assert!(t.contains(" BitCount "), "{t}");

        o.allow_unknown_intrinsics = Some(vec!["llvm.genx.".to_string()]);
        let err = text_of(UNKNOWN, &o)
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert!(err.contains("llvm.other.thing.i32"), "{err}");
    }
}
