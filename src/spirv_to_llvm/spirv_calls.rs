//! Instructions with no LLVM counterpart become calls to `__spirv_{OpName}` functions, named and
//! mangled as the seed says: id operands are arguments, literal operands i32 constants, and the
//! name takes `_R{ReturnType}`, `_sat`, `_rt{p,n,z,e}` postfixes where the seed asks for them.
//! Mangling uses the SPV-IR convention of `crate::builtins`: integers are signed, private
//! pointers carry no address-space qualifier, opaque types are named as `crate::builtins::opaque`
//! says. Vectors of booleans travel as vectors of `i8` (sign-extended in, truncated out), as the
//! incumbent passes them.

use super::Rx;
use crate::error::Result;
use crate::llvm::ir::{Function, Type, TypeKind, Value};
use crate::spirv::InstId;
use crate::spirv::grammar::{self, OperandKind};
use crate::spirv::layout::{LayoutState, SpanKind};
use crate::spirv::tables::{enums, op};
use llvm_sys::LLVMOpcode as O;

/// Instructions whose `__spirv_*` name takes the `_R{ReturnType}` postfix.
const RETURN_POSTFIX: &[u16] = &[
    op::ConvertFToU,
    op::ConvertFToS,
    op::ConvertSToF,
    op::ConvertUToF,
    op::UConvert,
    op::SConvert,
    op::FConvert,
    op::SatConvertSToU,
    op::SatConvertUToS,
    op::ConvertPtrToU,
    op::ConvertUToPtr,
    op::Bitcast,
    op::ReadClockKHR,
    op::ImageSampleImplicitLod,
    op::ImageSampleExplicitLod,
    op::ImageSampleDrefImplicitLod,
    op::ImageSampleDrefExplicitLod,
    op::ImageFetch,
    op::ImageGather,
    op::ImageDrefGather,
    op::ImageRead,
    op::ImageQuerySizeLod,
    op::ImageQuerySize,
    op::ImageQueryFormat,
    op::ImageQueryOrder,
    op::JointMatrixLoadINTEL,
    // SPV_KHR_integer_dot_product: the result width is not the factors' (a dot of two char4
    // may be an int or a short).
    op::SDotKHR,
    op::UDotKHR,
    op::SUDotKHR,
    op::SDotAccSatKHR,
    op::UDotAccSatKHR,
    op::SUDotAccSatKHR,
];

/// Conversions whose result is signed (`_Rint`) or unsigned (`_Ruint`) whatever the SPIR-V type
/// says (OpenCL SPIR-V integers carry no sign).
const SIGNED_RESULT: &[u16] = &[
    op::ConvertFToS,
    op::SConvert,
    op::SatConvertUToS,
    op::ImageSampleImplicitLod,
    op::ImageSampleExplicitLod,
    op::ImageSampleDrefImplicitLod,
    op::ImageSampleDrefExplicitLod,
    op::ImageFetch,
    op::ImageGather,
    op::ImageDrefGather,
    op::ImageRead,
    op::SDotKHR,
    op::SUDotKHR,
    op::SDotAccSatKHR,
    op::SUDotAccSatKHR,
];
const UNSIGNED_RESULT: &[u16] = &[
    op::ConvertFToU,
    op::UDotKHR,
    op::UDotAccSatKHR,
    op::UConvert,
    op::SatConvertSToU,
    op::ConvertPtrToU,
];

pub(crate) use crate::mapping::mangling::{builtin_type, mangled};

impl<'c> Rx<'c, '_> {
    /// Declares (once) a `spir_func` function by name and type.
    pub(crate) fn function(&self, name: &str, ret: Type<'c>, params: &[Type<'c>]) -> Function<'c> {
        if let Some(f) = self.b.get_function(name) {
            return f;
        }
        let ft = self.b.function_type(ret, params, false);
        let f = self.b.add_function(name, ft);
        self.b.set_call_conv(f, super::declare::SPIR_FUNC);
        self.b.add_attribute(f, u32::MAX, "nounwind");
        f
    }

    /// Calls `name` (already mangled) with `args`, declaring it as returning `ret`. A function
    /// of that name declared earlier with another type is called through a cast.
    pub(crate) fn call_builtin(
        &mut self,
        name: &str,
        ret: Type<'c>,
        args: &[Value<'c>],
        result_name: &str,
    ) -> Value<'c> {
        let types: Vec<Type<'c>> = args.iter().map(|a| a.type_of()).collect();
        let f = self.function(name, ret, &types);
        let want = self.b.function_type(ret, &types, false);
        let callee_ty = f.type_of().element();
        let convergent = is_convergent(name);
        if convergent {
            self.b.add_attribute(f, u32::MAX, "convergent");
        }
        let c = if callee_ty == Some(want) {
            self.b.call(*f, args, result_name)
        } else {
            let p = self.b.pointer_type(want, 0);
            let callee = self.b.const_cast(O::LLVMBitCast, *f, p);
            let c = self.b.call_indirect(want, callee, args, result_name);
            self.b
                .set_instruction_call_conv(c, super::declare::SPIR_FUNC);
            c
        };
        self.b.call_add_attribute(c, u32::MAX, "nounwind");
        if convergent {
            self.b.call_add_attribute(c, u32::MAX, "convergent");
        }
        c
    }

    /// A bool vector argument as the i8 vector `__spirv_*` functions take.
    pub(crate) fn widen_bool_vector(&self, v: Value<'c>) -> Value<'c> {
        let t = v.type_of();
        match (t.kind(), t.element().and_then(|e| e.int_width())) {
            (TypeKind::Vector, Some(1)) => {
                let i8v = self
                    .b
                    // (A vector: matched.)
                    .vector_type(self.b.int_type(8), t.vector_len().unwrap_or(1));
                self.b.cast(O::LLVMSExt, v, i8v, "")
            }
            _ => v,
        }
    }

    /// The mangled source name of an OpTypeJointMatrixINTEL
    /// (`__spirv_JointMatrixINTEL__float_2_2_0_3`); `None` for other types.
    fn joint_matrix_source_name(&self, ty_id: u32) -> Option<String> {
        let def = self.def(ty_id)?;
        if self.m.opcode(def) != op::TypeJointMatrixINTEL {
            return None;
        }
        let name = self.joint_matrix_name(self.m.operands(def))?;
        crate::builtins::opaque::spirv_source_name(&name)
    }

    /// The `_R{ReturnType}` postfix for a result of SPIR-V type `ty_id` made by `opcode`.
    pub(crate) fn return_postfix(&self, opcode: u16, ty_id: u32) -> String {
        if let Some(source) = self.joint_matrix_source_name(ty_id) {
            // A matrix is a pointer to its struct: mangled as one.
            let space = crate::builtins::joint_matrix::REVERSE_ADDRESS_SPACE;
            return format!("_RPU3AS{space}{}{source}", source.len());
        }
        let mut name = self.ocl_type_name(ty_id).unwrap_or_else(|| "void".into());
        if SIGNED_RESULT.contains(&opcode) {
            name = name.trim_start_matches('u').to_string();
        } else if UNSIGNED_RESULT.contains(&opcode) && !name.starts_with('u') {
            name = format!("u{name}");
        }
        format!("_R{name}")
    }

    /// The `_sat` and `_rt*` postfixes from the decorations of a result.
    pub(crate) fn decoration_postfixes(&self, result: u32) -> String {
        let mut s = String::new();
        if self.has_decoration(result, enums::Decoration::SaturatedConversion) {
            s.push_str("_sat");
        }
        if let Some(&mode) = self
            .decoration(result, enums::Decoration::FPRoundingMode)
            .and_then(|p| p.first())
        {
            s.push_str(match mode {
                enums::FPRoundingMode::RTE => "_rte",
                enums::FPRoundingMode::RTZ => "_rtz",
                enums::FPRoundingMode::RTP => "_rtp",
                _ => "_rtn",
            });
        }
        s
    }
}

/// Whether a `__spirv_*` function synchronizes invocations (barriers, group and subgroup
/// operations): such calls are `convergent`.
fn is_convergent(mangled: &str) -> bool {
    let base = mangled
        .trim_start_matches("_Z")
        .trim_start_matches(|c: char| c.is_ascii_digit());
    let op = base.strip_prefix("__spirv_").unwrap_or("");
    op.starts_with("ControlBarrier")
        || op.starts_with("Group")
        || op.starts_with("Subgroup")
        || op.starts_with("MemoryNamedBarrier")
}

/// An instruction as a call to `__spirv_{OpName}`: arguments are the id operands and, for each
/// literal word, an i32 constant.
pub(crate) fn call<'c>(rx: &mut Rx<'c, '_>, opcode: u16, ops: &[u32], at: InstId) -> Result<()> {
    let def = grammar::instruction(opcode)
        .ok_or_else(|| rx.error_at(at, format!("unknown opcode {opcode}")))?;
    let mut spans = Vec::new();
    let state = LayoutState::unrecorded(rx.m.header.bound);
    if !crate::spirv::binary::spans_of(opcode, ops, &state, &mut spans) {
        return Err(rx.error_at(at, "operands do not fit the instruction's layout"));
    }
    let mut args = Vec::new();
    let (mut ret_id, mut result) = (None, None);
    let mut storage = None;
    for s in &spans {
        let words = &ops[s.start as usize..(s.start + s.len) as usize];
        match s.kind {
            SpanKind::Operand(OperandKind::IdResultType) => ret_id = Some(words[0]),
            SpanKind::Operand(OperandKind::IdResult) => result = Some(words[0]),
            SpanKind::Operand(OperandKind::StorageClass)
                if opcode == op::GenericCastToPtrExplicit =>
            {
                storage = Some(words[0]);
                args.push(rx.b.const_int(rx.b.int_type(32), &[u64::from(words[0])]));
            }
            SpanKind::Operand(k) if k.def().category == grammar::Category::Id => {
                for &w in words {
                    let v = match rx.operand(w, at) {
                        Ok(v) => v,
                        Err(_) if rx.types.contains_key(&w) => {
                            // A type operand (OpSizeOf-like uses): pass an undef of it.
                            let t = rx.ty(w, at)?;
                            rx.b.undef(t)
                        }
                        Err(_) => {
                            return Err(rx.error_at(
                                at,
                                format!(
                                    "operand {w} is not a value (Op{} is not supported yet)",
                                    def.name
                                ),
                            ));
                        }
                    };
                    args.push(rx.widen_bool_vector(v));
                }
            }
            _ => {
                for &w in words {
                    args.push(rx.b.const_int(rx.b.int_type(32), &[u64::from(w)]));
                }
            }
        }
    }
    let ret = match ret_id {
        Some(t) => rx.ty(t, at)?,
        None => rx.b.void_type(),
    };
    let mut name = format!("__spirv_{}", def.name);
    if let Some(sc) = storage {
        name.push_str(match sc {
            enums::StorageClass::CrossWorkgroup => "_ToGlobal",
            enums::StorageClass::Workgroup => "_ToLocal",
            _ => "_ToPrivate",
        });
    } else if let (true, Some(t)) = (RETURN_POSTFIX.contains(&opcode), ret_id) {
        name.push_str(&rx.return_postfix(opcode, t));
    }
    if opcode == op::CreatePipeFromPipeStorage {
        // The Result Type is an OpTypePipe, whose access qualifier names the function.
        let access = ret_id
            .and_then(|t| rx.def(t))
            .filter(|&d| rx.m.opcode(d) == op::TypePipe)
            .and_then(|d| rx.m.operands(d).get(1).copied())
            .ok_or_else(|| rx.error_at(at, "the Result Type is not an OpTypePipe"))?;
        name.push_str(if access == enums::AccessQualifier::WriteOnly {
            "_write"
        } else {
            "_read"
        });
    }
    if let Some(r) = result {
        name.push_str(&rx.decoration_postfixes(r));
    }
    // (No result id: no name.)
    let result_name = result.map(|r| rx.result_name(r)).unwrap_or_default();
    let v = call_returning(rx, &name, ret, &args, &result_name);
    if let Some(r) = result {
        rx.define(r, v);
    }
    Ok(())
}

/// Calls the mangled form of `base`; a bool-vector result comes back as an i8 vector and is
/// truncated; a struct comes back through an `sret` pointer to an entry-block temporary (as
/// the SPIR calling convention returns aggregates), then loaded.
pub(crate) fn call_returning<'c>(
    rx: &mut Rx<'c, '_>,
    base: &str,
    ret: Type<'c>,
    args: &[Value<'c>],
    result_name: &str,
) -> Value<'c> {
    let types: Vec<Type<'c>> = args.iter().map(|a| a.type_of()).collect();
    let name = mangled(base, &types);
    if let (TypeKind::Struct, Some(f)) = (ret.kind(), rx.current_fn) {
        let slot = rx.b.alloca_in_entry(f, ret, "");
        let mut all = Vec::with_capacity(args.len() + 1);
        all.push(slot);
        all.extend_from_slice(args);
        let void = rx.b.void_type();
        let fresh = rx.b.get_function(&name).is_none();
        let c = rx.call_builtin(&name, void, &all, "");
        if fresh && let Some(callee) = rx.b.get_function(&name) {
            rx.b.add_type_attribute(callee, 1, "sret", ret);
        }
        rx.b.call_add_type_attribute(c, 1, "sret", ret);
        return rx.b.load(slot, result_name);
    }
    let bool_vec =
        ret.kind() == TypeKind::Vector && ret.element().and_then(|e| e.int_width()) == Some(1);
    if bool_vec {
        let i8v =
            // (A vector: `bool_vec`.)
            rx.b.vector_type(rx.b.int_type(8), ret.vector_len().unwrap_or(1));
        let c = rx.call_builtin(&name, i8v, args, "");
        rx.b.cast(O::LLVMTrunc, c, ret, result_name)
    } else {
        rx.call_builtin(&name, ret, args, result_name)
    }
}
