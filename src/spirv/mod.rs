//! The SPIR-V side of the translator. Knows nothing of LLVM.

pub mod asm;
pub mod binary;
pub mod builder;
pub mod debug_info;
pub(crate) mod fixed_layout;
pub mod grammar;
pub mod layout;
pub mod module;
pub mod operand_kinds;
pub mod operands;
pub mod report;
pub mod rules;
pub mod stats;
pub mod support;
#[rustfmt::skip]
pub mod tables;
pub mod text;

pub use module::{Header, Id, InstId, Op, Section, SpvModule};
