//! Counts of what a module holds, for the command line's `-v` log and summary line.

use super::layout::decode_string;
use super::module::{Op, SpvModule};
use super::tables::op;
use crate::hash::FastSet;

/// What a module holds, counted in one walk.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ModuleStats {
    /// Instructions of every kind.
    pub instructions: usize,
    /// Function definitions and declarations (`OpFunction`).
    pub functions: usize,
    /// Entry points (`OpEntryPoint`).
    pub entry_points: usize,
    /// Type declarations (`OpType*`).
    pub types: usize,
    /// Records of a debug-info extended instruction set (`DebugInfo`,
    /// `OpenCL.DebugInfo.100`, `NonSemantic.Shader.DebugInfo.*`).
    pub debug_records: usize,
}

impl ModuleStats {
    /// Counts `module`'s instructions.
    pub fn of(module: &SpvModule) -> ModuleStats {
        let mut s = ModuleStats {
            instructions: module.len(),
            ..ModuleStats::default()
        };
        let mut debug_sets = FastSet::default();
        for i in module.inst_ids() {
            match module.opcode(i) {
                op::Function => s.functions += 1,
                op::EntryPoint => s.entry_points += 1,
                op::ExtInstImport => {
                    let ops = module.operands(i);
                    let is_debug = ops
                        .get(1..)
                        .and_then(decode_string)
                        .is_some_and(|(n, _)| n == "DebugInfo" || n.contains(".DebugInfo."));
                    if is_debug && let Some(&id) = ops.first() {
                        debug_sets.insert(id);
                    }
                }
                op::ExtInst => {
                    if module
                        .operands(i)
                        .get(2)
                        .is_some_and(|set| debug_sets.contains(set))
                    {
                        s.debug_records += 1;
                    }
                }
                o if Op(o).name().is_some_and(|n| n.starts_with("Type")) => s.types += 1,
                _ => {}
            }
        }
        s
    }
}
