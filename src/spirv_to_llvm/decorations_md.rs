//! `!spirv.Decorations` and `!spirv.ParameterDecorations` lists: an id's SPIR-V decorations as
//! metadata (the SPV-IR form of the representation document), used by the declare pass for
//! parameters and by the value translation for results.

use super::Rx;
use crate::spirv::grammar::OperandKind;

/// `!spirv.Decorations`: every decoration of an id as `!{i32 decoration, operands...}` (strings
/// as metadata strings, other operands as i32), in the seed's decoration-list form.
pub(crate) fn decorations_metadata<'c>(
    rx: &Rx<'c, '_>,
    id: u32,
) -> Option<crate::llvm::build::Md<'c>> {
    decoration_list(rx, rx.decorations(id).to_vec())
}

/// A decoration-list of the given decorations (sorted by number), `None` when there are none.
pub(crate) fn decoration_list<'c>(
    rx: &Rx<'c, '_>,
    mut decos: Vec<(u32, &[u32])>,
) -> Option<crate::llvm::build::Md<'c>> {
    use crate::llvm::build::MdOperand;
    if decos.is_empty() {
        return None;
    }
    decos.sort_by_key(|d| d.0);
    let mut nodes = Vec::new();
    for (dec, params) in decos {
        let mut ops = vec![MdOperand::Int(32, u64::from(dec))];
        let kinds = OperandKind::Decoration
            .def()
            .enumerant(dec)
            .map(|e| e.parameters)
            .unwrap_or(&[]);
        let mut k = 0;
        for kind in kinds {
            if k >= params.len() {
                break;
            }
            if *kind == OperandKind::LiteralString {
                // (Strings are checked by the decoder.)
                let (s, n) = crate::spirv::layout::decode_string(&params[k..]).unwrap_or_default();
                ops.push(MdOperand::String(s));
                k += n.max(1);
            } else {
                ops.push(MdOperand::Int(32, u64::from(params[k])));
                k += 1;
            }
        }
        for &w in params.get(k..).unwrap_or(&[]) {
            ops.push(MdOperand::Int(32, u64::from(w)));
        }
        nodes.push(MdOperand::Node(rx.b.md_node(&ops)));
    }
    Some(rx.b.md_node(&nodes))
}
