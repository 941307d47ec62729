//! What this translator supports of a decoded module: the checks the incumbent makes before it
//! accepts SPIR-V (known extensions, opcodes reachable from the Kernel capability set).
//! Decoding itself stays lossless; these checks run where the CLI or a translation needs them.

use super::grammar::{self, OperandKind};
use super::layout::decode_string;
use super::module::SpvModule;
use super::tables::{KNOWN_EXTENSIONS, enums, op};
use crate::error::{Error, Result};

/// Whether a capability depends (transitively, through the capabilities it implies) on
/// `Shader`: such a capability cannot appear in the Kernel environment we translate.
pub fn capability_needs_shader(cap: u32) -> bool {
    let kind = OperandKind::Capability.def();
    let mut stack = vec![cap];
    let mut steps = 0;
    while let Some(c) = stack.pop() {
        if c == enums::Capability::Shader {
            return true;
        }
        steps += 1;
        if steps > 64 {
            break;
        }
        if let Some(e) = kind.enumerant(c) {
            stack.extend_from_slice(e.capabilities);
        }
    }
    false
}

/// Whether an opcode can occur outside the Shader environment: it needs no capability, or one
/// of the capabilities that enable it does not depend on Shader.
pub fn opcode_in_kernel_set(opcode: u16) -> bool {
    // (Asked for every instruction of a module read: the grammar's answers, worked out once.)
    static IN_KERNEL_SET: std::sync::OnceLock<Vec<bool>> = std::sync::OnceLock::new();
    let table =
        IN_KERNEL_SET.get_or_init(|| grammar::INSTRUCTIONS.iter().map(in_kernel_set).collect());
    grammar::index_of(opcode)
        .and_then(|i| table.get(i).copied())
        .unwrap_or(true)
}

/// Whether the instruction `d` needs no capability, or one that does not depend on Shader.
fn in_kernel_set(d: &grammar::InstructionDef) -> bool {
    d.capabilities.is_empty() || d.capabilities.iter().any(|&c| !capability_needs_shader(c))
}

pub fn is_known_extension(name: &str) -> bool {
    KNOWN_EXTENSIONS.binary_search(&name).is_ok() || INCUMBENT_ONLY_EXTENSIONS.contains(&name)
}

/// Extensions of `llvm-spirv` 14's list that no enumerant of the grammar names (so the
/// generated list lacks them): accepted by `--spirv-ext` and in modules read, as `llvm-spirv`
/// accepts them. SPV_INTEL_optimization_hints was the Intel predecessor of
/// SPV_KHR_expect_assume (`llvm-spirv` 14 writes nothing for it: llvm.expect and llvm.assume
/// need SPV_KHR_expect_assume).
const INCUMBENT_ONLY_EXTENSIONS: &[&str] = &["SPV_INTEL_optimization_hints"];

/// Rejects modules that use an extension we do not know or an opcode outside the Kernel set,
/// or that break a rule of `rules`, with the incumbent's wording.
pub fn check_supported(module: &SpvModule) -> Result<()> {
    for i in module.inst_ids() {
        let opcode = module.opcode(i);
        if opcode == op::Extension {
            let name = decode_string(module.operands(i))
                .map(|(s, _)| s)
                // (Strings are checked by the decoder; none names no extension.)
                .unwrap_or_default();
            if !is_known_extension(&name) {
                return Err(Error::Unsupported(format!(
                    "input SPIR-V module uses unknown extension '{name}'"
                )));
            }
        } else if !opcode_in_kernel_set(opcode) {
            let name = grammar::instruction(opcode).map(|d| d.name).unwrap_or("?");
            return Err(Error::Unsupported(format!(
                "UnimplementedOpCode: Unimplemented opcode {opcode} (Op{name} needs the Shader capability)"
            )));
        }
    }
    super::rules::check_rules(module)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_kernel_set_table_answers_as_the_grammar() {
        for opcode in 0..=u16::MAX {
            let want = grammar::instruction(opcode).is_none_or(in_kernel_set);
            assert_eq!(opcode_in_kernel_set(opcode), want, "opcode {opcode}");
        }
        assert!(opcode_in_kernel_set(op::IAdd));
        assert!(!opcode_in_kernel_set(op::EmitVertex));
    }
}
