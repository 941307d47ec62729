//! `-s`: the LLVM module rewritten in place into the form SPIR-V represents directly, written
//! as LLVM IR instead of being translated. Calls of OpenCL C builtins that are one SPIR-V
//! instruction become calls of their SPIR-V friendly IR functions (`__spirv_*`,
//! `SPIRVRepresentationInLLVM.rst`; see `calls`), and `llvm.sadd.with.overflow` becomes a call
//! of a function that computes it. Everything else (names, kernels, metadata, the builtins
//! `calls` leaves) is kept: translating the rewritten module gives the SPIR-V the original
//! one gives.
//!
//! Unlike the translation, `-s` asks for no extension: the builtins of an extension are
//! rewritten whether or not it is allowed.

mod calls;
mod overflow;

use crate::error::{Error, Result};
use crate::llvm::build::IrBuilder;
use crate::llvm::ir::{Module, Opcode, TypeKind, Value};
use crate::options::ForwardOptions;

/// Rewrites `module` in place (see the module documentation).
pub fn regularize(module: &Module<'_>, options: &ForwardOptions) -> Result<()> {
    if options.mem2reg {
        // `-s --spirv-mem2reg`: the regularized module is promoted too, as llvm-spirv does.
        let _span = tracing::debug_span!("regularize", pass = "mem2reg").entered();
        module.promote_allocas();
    }
    check_vector_bitcasts(module, options)?;
    let b = IrBuilder::new(module);
    let insts: Vec<Value<'_>> = module
        .functions()
        .flat_map(|f| f.basic_blocks())
        .flat_map(|bb| bb.instructions().collect::<Vec<_>>())
        .filter(|i| i.opcode() == Some(Opcode::LLVMCall))
        .collect();
    let mut callees = Vec::new();
    for inst in insts {
        let Some(callee) = inst.called_function() else {
            continue;
        };
        if callee.intrinsic_id() != 0 {
            overflow::lower(&b, module, inst, callee)?;
        } else if callee.is_declaration() {
            calls::rewrite(&b, inst, callee)?;
        } else {
            continue;
        }
        if !callees.contains(&callee) {
            callees.push(callee);
        }
    }
    // The declarations of builtins whose calls all call `__spirv_*` functions now.
    for f in callees {
        b.delete_unused_declaration(f);
    }
    Ok(())
}

/// The vector sizes SPIR-V has without `SPV_INTEL_vector_compute` or `SPV_EXT_long_vector`.
const STANDARD_SIZES: &[u32] = &[2, 3, 4, 8, 16];

/// A bitcast from or to a vector of a size SPIR-V has no type for is an error unless an
/// extension with such vectors is allowed.
fn check_vector_bitcasts(module: &Module<'_>, options: &ForwardOptions) -> Result<()> {
    let ext = &options.extensions;
    if ext.allows("SPV_INTEL_vector_compute") || ext.allows("SPV_EXT_long_vector") {
        return Ok(());
    }
    for f in module.functions() {
        for bb in f.basic_blocks() {
            for inst in bb.instructions() {
                if inst.opcode() != Some(Opcode::LLVMBitCast) {
                    continue;
                }
                let types = inst.operand(0).map(|s| s.type_of()).into_iter();
                for t in types.chain(std::iter::once(inst.type_of())) {
                    // (Not a vector: a standard size, not checked below.)
                    let n = t.vector_len().unwrap_or(2);
                    if t.kind() == TypeKind::Vector && !STANDARD_SIZES.contains(&n) {
                        let site = crate::error::Site {
                            function: Some(f.name_str()),
                            llvm_instruction: Some(inst.display().trim().to_string()),
                            ..Default::default()
                        };
                        return Err(Error::fatal_at(
                            site,
                            format!(
                                "Unsupported vector type with the size of: {n} (allow \
                                 SPV_INTEL_vector_compute or SPV_EXT_long_vector for it)"
                            ),
                        ));
                    }
                }
            }
        }
    }
    Ok(())
}
