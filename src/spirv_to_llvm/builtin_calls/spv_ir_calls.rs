//! The generic SPV-IR form (`crate::builtins::spv_ir`): `__spirv_*` calls named by the grammar.

use super::*;

// ----- SPV-IR: the generic form -----

/// `__spirv_{OpName}` with the id operands as arguments and the literal ones as i32s, mangled
/// with signed integers (`unsigned` for the `U` instructions) — the SPV-IR form of any
/// instruction this module owns.
pub(super) fn spv_ir_generic(rx: &mut Rx<'_, '_>, i: InstId, unsigned: bool) -> Result<()> {
    spv_ir_named(rx, i, unsigned, None, false, None)
}

/// Instructions whose last id operand is an index mangled unsigned in SPV-IR names whatever
/// the data's sign (`__spirv_GroupBroadcastiij`).
pub(super) const SPV_IR_UNSIGNED_INDEX: &[u16] = &[op::GroupBroadcast];

/// Whether operand word `at` is the texel of an `OpImageWrite` with `ZeroExtend` (image,
/// coordinate, texel, mask): a `uint` texel in the SPV-IR name.
fn unsigned_texel(opcode: u16, ops: &[u32], at: usize) -> bool {
    opcode == crate::spirv::tables::op::ImageWrite
        && at == 2
        && ops
            .get(3)
            .is_some_and(|m| m & crate::spirv::tables::enums::ImageOperands::ZeroExtend != 0)
}

/// The mangling type of an argument of a `__spirv_*` call: the OpenCL one, but an integer
/// of another width than 8, 16, 32 or 64 bits (SPV_INTEL_arbitrary_precision_integers; also
/// behind pointers and in vectors) keeps its width (`i9`), so that calls with different
/// types never share one declaration.
fn spv_ir_param(t: crate::llvm::ir::Type<'_>, unsigned: bool) -> BuiltinType {
    let mut scalar = t;
    while let Some(e) = scalar.element() {
        scalar = e;
    }
    let odd = scalar
        .int_width()
        .is_some_and(|w| !matches!(w, 1 | 8 | 16 | 32 | 64));
    if odd {
        crate::mapping::mangling::builtin_type(t)
    } else {
        bt(t, unsigned)
    }
}

pub(super) fn spv_ir_named(
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
                // A vector of bools is passed as a vector of chars, as it is returned (below):
                // `__spirv_Any(char4)`, the form OpenCL's SPIR-V builtin libraries declare.
                let v = rx.value(words[0], i)?;
                let v = rx.widen_bool_vector(v);
                // Scopes and semantics are plain ints; the data follows the instruction's sign.
                let u = (unsigned
                    && !matches!(k, OperandKind::IdScope | OperandKind::IdMemorySemantics))
                    || (n == last && SPV_IR_UNSIGNED_INDEX.contains(&opcode))
                    || unsigned_texel(opcode, &ops, s.start as usize);
                params.push(spv_ir_param(v.type_of(), u));
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
            // (A vector: the condition above.)
            rx.b.vector_type(rx.b.int_type(8), ret.vector_len().unwrap_or(1));
        let v = call(rx, &name, Some(&params), chars, &args, None, attrs);
        let n = result.map_or_else(String::new, |r| rx.result_name(r));
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
pub(super) fn is_convergent(opcode: u16) -> bool {
    grammar::instruction(opcode)
        .is_some_and(|d| d.class == "Barrier" || d.class == "Group" || d.class == "Non-Uniform")
}
