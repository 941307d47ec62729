//! OpenCL and SPIR-V builtins, shared by both translation directions.
//!
//! This part is the Itanium C++ name mangling subset that OpenCL C builtins use on the SPIR
//! targets, both ways, exactly as clang-14 writes it:
//!
//! * [`demangle`]`("_Z10vload_halfmPU3AS1KDh")` gives a [`Demangled`] with name `vload_half`
//!   and parameters `[ULong, Pointer { Half, __global const }]`;
//! * [`mangle`]`("vload_half", &params)` gives the name back.
//!
//! The subset: the scalar types (`c` `a` `h` `s` `t` `i` `j` `l` `m` `Dh` `f` `d` `b` `v`),
//! vectors (`Dv4_f`), pointers with address spaces and qualifiers (`PU3AS1Kf`, `PU3AS3Vi`),
//! `_Atomic` (`U7_Atomici`), named types (`14ocl_image2d_ro`, `11ocl_sampler`, `9ndrange_t`,
//! `33__spirv_Image__void_1_0_0_0_0_0_0`), blocks (`U13block_pointerU3AS4FvvE`), function
//! types, substitutions (`S_`, `S0_`, ...) and template functions (`I...E`, `T_`).
//!
//! Substitution rules, as clang applies them: every type except the scalars is a candidate,
//! in the order its mangling completes; a qualified pointee (`U3AS1Kf`) is one candidate with
//! all its qualifiers, after its unqualified type (if that is not a scalar); for template
//! functions the template name comes first. [`opaque`] maps LLVM struct names to source names.
//!
//! The rest is data: records of what each OpenCL C builtin is in SPIR-V, used by both
//! translation directions — [`workitem`] (BuiltIn variables), [`sync`] (barriers, fences and
//! the memory-order/scope encodings), [`atomic`], [`ocl_std`] (`OpenCL.std` instructions),
//! [`convert`] (conversions), [`core`] (relational, collectives, events and other one-instruction
//! builtins), [`bfloat16`] (`cl_intel_bfloat16_conversions`), [`image`] (images and samplers),
//! [`pipe`] (pipes), [`enqueue`] (device-side enqueue, blocks and ranges), [`subgroup`]
//! (non-uniform sub-group functions), [`intel_subgroup`] (Intel shuffles, block and media block
//! reads and writes), [`avc`] (Intel AVC motion estimation), [`arb_float`] (arbitrary-precision
//! floating and fixed point), [`joint_matrix`] (`SPV_INTEL_joint_matrix` names), [`int_dot`]
//! (`cl_khr_integer_dot_product`) and
//! [`spv_ir`] (the `__spirv_*` names of SPIR-V friendly IR).

pub mod arb_float;
pub mod atomic;
pub mod avc;
pub mod bfloat16;
pub mod bit_ops;
pub mod convert;
pub mod core;
mod demangle;
pub mod enqueue;
pub mod image;
pub mod int_dot;
pub mod intel_subgroup;
pub mod joint_matrix;
mod mangle;
pub mod ocl_std;
pub mod opaque;
mod opcode_index;
pub mod pipe;
pub mod spv_ir;
pub mod subgroup;
pub mod sync;
mod types;
pub mod workitem;

pub use demangle::{MangleError, MangleErrorKind, demangle};
pub use mangle::mangle;
pub use types::{BuiltinType, Demangled, Qualifiers, Template, TemplateArg};
