//! Fuzzes the reverse translation (SPIR-V → LLVM IR) with the binaries of the decoder's seeds
//! mutated: whatever module `read_spirv` accepts, `spirv_to_llvm::translate` must return (a
//! module or an error) without panicking or crashing inside LLVM, and the LLVM verifier must run
//! on what it returns. A module the verifier rejects is not a failure here: the CLI reports it
//! as an error and writes nothing; malformed SPIR-V is expected to give one.
//!
//! The builtin representation (`--spirv-target-env`) follows the input's length: CL1.2 (the
//! default) when it is 0 modulo 3, CL2.0 when 1, SPV-IR when 2 (a module's length in bytes
//! is 4 times its words, so every environment sees modules of every size). Replay a crash with
//! the CLI under the environment its length names.
#![no_main]

use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use llvm_spirv_rs::llvm::ir::Context;
use llvm_spirv_rs::options::{ReverseOptions, TargetEnv};

/// Inputs that large are mostly time spent in LLVM, not in our code.
const MAX_INPUT: usize = 64 * 1024;

fuzz_target!(|data: &[u8]| {
    if data.len() > MAX_INPUT {
        return;
    }
    let Ok(spv) = llvm_spirv_rs::read_spirv(data) else {
        return;
    };
    static OPTIONS: OnceLock<[ReverseOptions; 3]> = OnceLock::new();
    let options = OPTIONS.get_or_init(|| {
        [TargetEnv::Cl12, TargetEnv::Cl20, TargetEnv::SpvIr].map(|target_env| ReverseOptions {
            target_env,
            ..ReverseOptions::default()
        })
    });
    let options = &options[data.len() % 3];
    let ctx = Context::new();
    if let Ok(module) = llvm_spirv_rs::spirv_to_llvm::translate(&spv, &ctx, options) {
        let _ = module.verify();
    }
});
