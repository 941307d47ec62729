//! Intel FPGA memory attributes (SPV_INTEL_fpga_memory_attributes): clang annotates an
//! annotated variable (`llvm.var.annotation`, `@llvm.global.annotations`) or the address of an
//! annotated field (`llvm.ptr.annotation`) with a string of `{key:value}` items
//! (`{memory:MLAB}{numbanks:4}{bank_bits:2,3}`...); each item is a decoration of the variable
//! or a member decoration of the struct (the items are `mapping::fpga_memory`).

use super::Ctx;
use crate::llvm::ir::{Opcode, TypeKind, Value};
use crate::mapping::fpga_memory::decorations;
use crate::spirv::Id;
use crate::spirv::tables::op;

const EXT: &str = "SPV_INTEL_fpga_memory_attributes";

/// `text`'s FPGA memory attributes as decorations of variable `id`, when the extension is
/// allowed and `text` is made of them (`{memory:..}{numbanks:..}`…); whether it decorated.
/// Variables are a local `OpVariable` (`llvm.var.annotation` of an alloca) or a global one
/// (`@llvm.global.annotations`).
pub(crate) fn annotate_variable(cx: &mut Ctx<'_, '_>, id: Id, text: &str) -> bool {
    if !cx.extension_allowed(EXT) {
        return false;
    }
    let Some(decs) = decorations(text) else {
        return false;
    };
    cx.b.require_extension(EXT);
    cx.b.require_capability(crate::spirv::tables::enums::Capability::FPGAMemoryAttributesINTEL);
    for (d, words) in decs {
        // A variable carries a decoration once (readers reject a second one).
        if cx.member_decorations.insert((id.0, u32::MAX, d)) {
            cx.b.decorate(id, d, &words);
        }
    }
    true
}

/// `llvm.ptr.annotation` of `ptr` with `text`: when `ptr` is the address of a struct field
/// (`getelementptr %S, %S* p, 0, N`) and `text` FPGA memory attributes, member decorations of
/// `%S` under the extension (when allowed). Whether it decorated.
pub(crate) fn annotate_field<'c>(cx: &mut Ctx<'c, '_>, mut ptr: Value<'c>, text: &str) -> bool {
    if !cx.extension_allowed(EXT) {
        return false;
    }
    while ptr.opcode() == Some(Opcode::LLVMBitCast) {
        match ptr.operand(0) {
            Some(p) => ptr = p,
            None => return false,
        }
    }
    if ptr.opcode() != Some(Opcode::LLVMGetElementPtr) || ptr.num_operands() != 3 {
        return false;
    }
    let Some(st) = ptr.operand(0).and_then(|b| b.type_of().element()) else {
        return false;
    };
    let first = ptr.operand(1).and_then(|i| i.const_int_zext());
    let member = ptr.operand(2).and_then(|i| i.const_int_zext());
    let (Some(0), Some(member)) = (first, member) else {
        return false;
    };
    if st.kind() != TypeKind::Struct {
        return false;
    }
    let Some(decs) = decorations(text) else {
        return false;
    };
    let Ok(st_id) = cx.type_id(st) else {
        return false;
    };
    cx.b.require_extension(EXT);
    cx.b.require_capability(crate::spirv::tables::enums::Capability::FPGAMemoryAttributesINTEL);
    for (d, words) in decs {
        let mut all = vec![st_id.0, member as u32, d];
        all.extend_from_slice(&words);
        if !cx.member_decorations.insert((st_id.0, member as u32, d)) {
            // A member carries a decoration once (readers reject a second one).
            continue;
        }
        if crate::spirv::builder::fits_grammar(op::MemberDecorate, &all) {
            cx.b.member_decorate(st_id, member as u32, d, &words);
        } else {
            tracing::warn!(
                "the FPGA memory attribute '{text}' of member {member} of {} does not fit \
                 decoration {d}; left out",
                st.display().trim()
            );
        }
    }
    true
}
