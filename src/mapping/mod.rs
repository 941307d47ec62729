//! Each LLVM ↔ SPIR-V correspondence once, as a table of rows with a lookup for each
//! direction. Both directions read these tables; neither imports the other.
//!
//! A row says which directions read it ([`Dir`]): most rows are read both ways, some only one
//! way (a second SPIR-V spelling of one LLVM construct, or a form the reverse accepts that the
//! forward never writes). The unit test of each table checks that every row read both ways
//! round-trips and that every one-way row is the answer of its direction's lookup.

pub mod address_space;
pub mod atomics;
pub mod attributes;
pub mod debug_info;
pub mod fast_math;
pub mod float_controls;
pub mod fpga_function;
pub mod fpga_memory;
pub mod intrinsic_helpers;
pub mod linkage;
pub mod loop_control;
pub mod mangling;
pub mod memmove_helpers;
pub mod memory_access;
pub mod memset_helpers;
pub mod opaque_types;
pub mod ops;
pub mod vector_compute;

/// Which directions read a row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dir {
    /// LLVM → SPIR-V and SPIR-V → LLVM.
    Both,
    /// LLVM → SPIR-V only.
    ToSpirv,
    /// SPIR-V → LLVM only.
    ToLlvm,
}

impl Dir {
    /// Whether the forward direction (LLVM → SPIR-V) reads the row.
    pub const fn to_spirv(self) -> bool {
        !matches!(self, Dir::ToLlvm)
    }

    /// Whether the reverse direction (SPIR-V → LLVM) reads the row.
    pub const fn to_llvm(self) -> bool {
        !matches!(self, Dir::ToSpirv)
    }
}
