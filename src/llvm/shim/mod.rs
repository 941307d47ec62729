//! Wrappers over the C++ shim (src/llvm/shim/shim.cpp, built by build.rs) for what LLVM-C 14
//! cannot do: fence orderings, named sync scopes, fast-math and wrap flags, distinct
//! self-referencing metadata nodes, null-safe metadata reading, call details.
//!
//! The wrappers take raw llvm-sys handles and are `unsafe`; the safe layer is `super::ir`.
//! Every wrapper tolerates a handle of the wrong kind (it returns `None`/`false`/0); what the
//! caller must guarantee is only that the handle is live (not dangling) or, where documented,
//! null.
//!
//! One file per job: `module` (reading and writing IR, module walks), `atomics` (orderings, sync
//! scopes), `flags` (fast-math, wrap, exact), `metadata`, `attributes`, `calls` (inline
//! assembly, callees), `values` (opcodes, operands, loads and stores, constants); `ffi` declares
//! the C functions they call.

mod atomics;
mod attributes;
mod calls;
mod ffi;
mod flags;
mod metadata;
mod module;
#[cfg(test)]
mod tests;
mod values;

pub(crate) use atomics::*;
pub(crate) use attributes::*;
pub(crate) use calls::*;
pub use flags::FastMathFlags;
pub(crate) use flags::*;
pub use metadata::MdKind;
pub(crate) use metadata::*;
pub(crate) use module::*;
pub(crate) use values::*;

use std::os::raw::c_char;

fn nonnull<T>(p: *mut T) -> Option<*mut T> {
    if p.is_null() { None } else { Some(p) }
}

fn str_parts(s: &str) -> (*const c_char, usize) {
    (s.as_ptr().cast(), s.len())
}
