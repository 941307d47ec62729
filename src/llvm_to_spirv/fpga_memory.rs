//! Intel FPGA memory attributes of struct members (SPV_INTEL_fpga_memory_attributes): clang
//! annotates the address of an annotated field with `llvm.ptr.annotation` and a string of
//! `{key:value}` items (`{memory:MLAB}{numbanks:4}{bank_bits:2,3}`...); each item is a
//! member decoration of the struct.

use super::Ctx;
use crate::llvm::ir::{Opcode, TypeKind, Value};
use crate::spirv::layout::encode_string;
use crate::spirv::tables::enums::Decoration as D;
use crate::spirv::tables::op;

const EXT: &str = "SPV_INTEL_fpga_memory_attributes";

/// How an item's value becomes the decoration's operands.
#[derive(Clone, Copy)]
enum Operands {
    /// No operand.
    None,
    /// One literal integer.
    Int,
    /// Comma-separated literal integers.
    Ints,
    /// One literal string.
    Str,
    /// Two literal strings separated by ':'.
    TwoStrs,
}

/// The items: key, decoration, operands (`pump` is special: 1 single, 2 double).
const ITEMS: &[(&str, u32, Operands)] = &[
    ("register", D::RegisterINTEL, Operands::None),
    ("memory", D::MemoryINTEL, Operands::Str),
    ("numbanks", D::NumbanksINTEL, Operands::Int),
    ("bankwidth", D::BankwidthINTEL, Operands::Int),
    ("private_copies", D::MaxPrivateCopiesINTEL, Operands::Int),
    ("max_replicates", D::MaxReplicatesINTEL, Operands::Int),
    ("simple_dual_port", D::SimpleDualPortINTEL, Operands::None),
    ("merge", D::MergeINTEL, Operands::TwoStrs),
    ("bank_bits", D::BankBitsINTEL, Operands::Ints),
    ("force_pow2_depth", D::ForcePow2DepthINTEL, Operands::Int),
];

/// The decorations (decoration, operand words) of an annotation string; `None` when it is not
/// one of FPGA memory attributes (an unknown key, a malformed item).
pub(crate) fn decorations(text: &str) -> Option<Vec<(u32, Vec<u32>)>> {
    let body = text.strip_prefix('{')?.strip_suffix('}')?;
    let mut out = Vec::new();
    for item in body.split("}{") {
        let (key, value) = item.split_once(':').unwrap_or((item, ""));
        if key == "sizeinfo" {
            continue;
        }
        if key == "pump" {
            let d = match value {
                "1" => D::SinglepumpINTEL,
                "2" => D::DoublepumpINTEL,
                _ => return None,
            };
            out.push((d, Vec::new()));
            continue;
        }
        let &(_, d, kind) = ITEMS.iter().find(|(k, ..)| *k == key)?;
        let mut words = Vec::new();
        match kind {
            Operands::None => {}
            Operands::Int => words.push(value.trim().parse::<u32>().ok()?),
            Operands::Ints => {
                for v in value.split(',') {
                    words.push(v.trim().parse::<u32>().ok()?);
                }
            }
            Operands::Str => encode_string(value.as_bytes(), &mut words),
            Operands::TwoStrs => {
                let (a, b) = value.split_once(':')?;
                encode_string(a.as_bytes(), &mut words);
                encode_string(b.as_bytes(), &mut words);
            }
        }
        out.push((d, words));
    }
    (!out.is_empty()).then_some(out)
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
            // The grammar we write to (and spirv-val's) takes one bank bit; a hint that it
            // cannot say is left out rather than written invalid.
            tracing::warn!(
                "the FPGA memory attribute '{text}' of member {member} of {} has operands \
                 SPIR-V cannot carry here; decoration {d} left out",
                st.display().trim()
            );
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_items() {
        let d = decorations("{memory:DEFAULT}{sizeinfo:4}{numbanks:8}{bank_bits:3,2}").unwrap();
        assert_eq!(d.len(), 3);
        assert_eq!(d[1], (D::NumbanksINTEL, vec![8]));
        assert_eq!(d[2], (D::BankBitsINTEL, vec![3, 2]));
        assert_eq!(decorations("{pump:2}").unwrap()[0].0, D::DoublepumpINTEL);
        assert!(decorations("{params:3}").is_none());
        assert!(decorations("plain text").is_none());
    }
}
