//! The one walk over every instruction of the module before any function is translated:
//! what the passes that must see the whole module first (`samplers`, `narrow_ints`) take from
//! its instructions, gathered together so that the module's instructions are read once here
//! (each walk over them all is a walk through memory the cache no longer holds).

use crate::llvm::ir::{Module, Opcode, Value};

pub(crate) struct ModuleWalk<'c> {
    /// Each direct call of the module's functions (call, callee), in module order.
    pub calls: Vec<(Value<'c>, Value<'c>)>,
    /// Some instruction's result is an integer of a width SPIR-V lacks (looked for only when
    /// asked: `narrow_ints` needs it only without the arbitrary-precision extension).
    pub odd_width_result: bool,
}

pub(crate) fn walk<'c>(module: &Module<'c>, odd_widths: bool) -> ModuleWalk<'c> {
    let mut out = ModuleWalk {
        calls: Vec::new(),
        odd_width_result: false,
    };
    let mut look_for_widths = odd_widths;
    for f in module.functions() {
        for bb in f.basic_blocks() {
            for i in bb.instructions() {
                // (The callee first: one query rules out the instructions that are not calls.)
                if let Some(callee) = i.called_function()
                    && i.opcode() == Some(Opcode::LLVMCall)
                {
                    out.calls.push((i, callee));
                }
                if look_for_widths && super::narrow_ints::odd_result(i) {
                    out.odd_width_result = true;
                    look_for_widths = false;
                }
            }
        }
    }
    out
}
