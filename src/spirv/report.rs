//! `--spirv-print-report`: a summary of a SPIR-V module's header and leading declarations
//! (version, generator vendor, memory and addressing models, capabilities, extensions and
//! extended instruction sets), in the layout `llvm-spirv` prints it.

use super::SpvModule;
use super::grammar::OperandKind;
use super::layout::decode_string;
use super::tables::op;
use std::fmt::Write;

/// The tool id of the Khronos LLVM/SPIR-V Translator in the generator registry.
const TRANSLATOR_TOOL_ID: u32 = 6;

/// The report text of `m`.
pub fn report(m: &SpvModule) -> String {
    let name = |kind: OperandKind, v: u32| -> String {
        kind.def()
            .name_of(v)
            .map(str::to_string)
            .unwrap_or_else(|| format!("Unknown ({v})"))
    };
    let mut caps = Vec::new();
    let mut exts = Vec::new();
    let mut sets = Vec::new();
    let mut models = None;
    for i in m.inst_ids() {
        let ops = m.operands(i);
        match m.opcode(i) {
            op::Capability => caps.extend(ops.first().map(|&c| name(OperandKind::Capability, c))),
            op::Extension => exts.extend(decode_string(ops).map(|(s, _)| s)),
            // Operands: the result id, then the set's name.
            op::ExtInstImport => sets.extend(ops.get(1..).and_then(decode_string).map(|(s, _)| s)),
            op::MemoryModel => models = Some((ops.first().copied(), ops.get(1).copied())),
            _ => {}
        }
    }
    let (addressing, memory) = models.unwrap_or((None, None));
    let model_name = |kind: OperandKind, v: Option<u32>| match v {
        Some(v) => name(kind, v),
        None => "Unknown".to_string(),
    };
    let version = m.header.version;
    let tool = m.header.generator >> 16;
    let vendor = if tool == TRANSLATOR_TOOL_ID {
        "Khronos LLVM/SPIR-V Translator".to_string()
    } else {
        format!("Unknown vendor ({tool})")
    };
    let mut out = String::new();
    let _ = writeln!(out, "SPIR-V module report:");
    let _ = writeln!(
        out,
        " Version: {}.{}",
        (version >> 16) & 0xff,
        (version >> 8) & 0xff
    );
    let _ = writeln!(out, " Vendor: {vendor}");
    let _ = writeln!(
        out,
        " Memory model: {}",
        model_name(OperandKind::MemoryModel, memory)
    );
    let _ = writeln!(
        out,
        " Addressing model: {}",
        model_name(OperandKind::AddressingModel, addressing)
    );
    let lists = [
        ("capabilities", "Capability", &caps),
        ("extensions", "Extension", &exts),
        (
            "extended instruction sets",
            "Extended Instruction Set",
            &sets,
        ),
    ];
    for (plural, one, items) in lists {
        let _ = writeln!(out, " Number of {plural}: {}", items.len());
        for item in items {
            let _ = writeln!(out, "  {one}: {item}");
        }
    }
    out
}
