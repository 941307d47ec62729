//! llvm-spirv-rs: a translator between LLVM IR and SPIR-V.
//!
//! The SPIR-V side (`spirv`) reads and writes modules in binary and in the incumbent's text
//! form; the translation directions build on it.

pub mod builtins;
pub mod error;
pub mod hash;
pub mod input_kind;
pub mod llvm;
pub mod llvm_to_spirv;
pub mod mapping;
pub mod options;
pub mod output;
pub mod spirv;
pub mod spirv_to_llvm;

pub use error::{Error, Result};
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

/// Writes a module in the chosen form.
pub fn write_spirv(module: &SpvModule, format: options::SpirvFormat) -> Vec<u8> {
    match format {
        options::SpirvFormat::Binary => spirv::binary::encode(module),
        options::SpirvFormat::Text => spirv::text::write(module),
    }
}
