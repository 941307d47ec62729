//! llvm-spirv-rs: a translator between LLVM IR (LLVM 14, typed pointers) and SPIR-V, both
//! ways, compatible with the Khronos `llvm-spirv`.
//!
//! # Embedding
//!
//! [`forward`] takes LLVM IR (bitcode or assembly) and gives SPIR-V; [`reverse`] takes SPIR-V
//! (binary or the text form) and gives LLVM IR. Options are plain structs whose defaults are
//! the command line's, with builders, or read from the command line's syntax:
//!
//! ```
//! use llvm_spirv_rs::{forward, reverse, ForwardOptions, ReverseOptions};
//!
//! let ir = br#"target triple = "spir64-unknown-unknown"
//!     define spir_kernel void @fill(i32 addrspace(1)* %out) {
//!       store i32 42, i32 addrspace(1)* %out
//!       ret void
//!     }"#;
//! let spirv = forward(ir, &ForwardOptions::from_args("--spirv-max-version=1.2")?)?;
//! let bitcode = reverse(&spirv, &ReverseOptions::default())?;
//! assert!(bitcode.starts_with(b"BC\xC0\xDE"));
//! # Ok::<(), llvm_spirv_rs::Error>(())
//! ```
//!
//! Callers that hold an LLVM module already use [`forward_module`] (an inkwell
//! [`Module`](inkwell::module::Module)) or [`forward_module_ref`] (an `LLVMModuleRef`), and
//! [`reverse_module`] / [`reverse_module_ref`] to get a module in their own context. Use the
//! [`inkwell`] and [`llvm_sys`] this crate re-exports: LLVM is linked into it statically.
//!
//! Errors are [`Error`]s: [`Error::kind`], and where ([`Error::function`],
//! [`Error::instruction`], [`Error::word_offset`], [`Error::id`]); their `Display` is the
//! command's one-line message.
//!
//! All of it may be called from many threads at once, never prints or exits, and logs through
//! [`tracing`] only: see [`api`]. C and C++ callers have the C API of `include/llvm_spirv_rs.h`
//! (see [`capi`]).
//!
//! # Inside
//!
//! The SPIR-V side (`spirv`) reads and writes modules in binary and in the incumbent's text
//! form; the translation directions (`llvm_to_spirv`, `spirv_to_llvm`) build on it.

pub mod api;
pub mod args;
pub mod builtins;
pub mod capi;
pub mod command;
pub mod error;
pub mod hash;
pub mod input_kind;
pub mod llvm;
pub mod llvm_to_spirv;
pub mod mapping;
pub mod options;
pub mod output;
pub mod spec_constants;
pub mod spirv;
pub mod spirv_to_llvm;

pub use api::{
    convert, forward, forward_module, forward_named, regularize, reverse, reverse_module,
    spec_constant_info,
};
pub use error::{Error, ErrorKind, Result, Site};
pub use inkwell;
pub use llvm::embed::{forward_module_ref, reverse_module_ref};
pub use llvm_sys;
pub use options::{ForwardOptions, ReverseOptions};
pub use spirv::SpvModule;

/// Reads a SPIR-V module from bytes in any form (binary of either endianness, the incumbent's
/// text form, or the SPIRV-Tools assembly),
/// telling them apart by content.
pub fn read_spirv(bytes: &[u8]) -> Result<SpvModule> {
    if spirv::binary::looks_binary(bytes) {
        spirv::binary::decode(bytes)
    } else if spirv::text::looks_text(bytes) {
        spirv::text::parse(bytes)
    } else if spirv::asm::looks_asm(bytes) {
        spirv::asm::parse(bytes)
    } else {
        // Neither: report it as a bad binary (the more common input), naming the first word.
        spirv::binary::decode(bytes)
    }
}

/// `write_spirv`, consuming the module (its binary form is made without holding two copies
/// of the module).
pub fn write_spirv_owned(module: SpvModule, format: options::SpirvFormat) -> Vec<u8> {
    match format {
        options::SpirvFormat::Binary => spirv::binary::encode_owned(module),
        options::SpirvFormat::Text => spirv::text::write(&module),
    }
}

/// Writes a module in the chosen form.
pub fn write_spirv(module: &SpvModule, format: options::SpirvFormat) -> Vec<u8> {
    match format {
        options::SpirvFormat::Binary => spirv::binary::encode(module),
        options::SpirvFormat::Text => spirv::text::write(module),
    }
}
