//! The LLVM side: the only place with `unsafe`. Safe wrappers over inkwell, llvm-sys and the
//! C++ shim (for what LLVM-C 14 cannot reach), each hazard wrapped once.

pub(crate) mod attr_kinds;
pub mod build;
pub mod c_abi;
pub mod di;
pub mod embed;
pub mod ir;
pub mod shim;
