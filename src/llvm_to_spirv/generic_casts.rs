//! Which address-space casts have no generic cast: OpGenericCastToPtr and OpPtrCastToGeneric
//! take Workgroup, CrossWorkgroup and Function pointers only (SPIR-V 3.42.11), so a cast
//! between the generic (4) and the constant (2, UniformConstant) address space has no
//! translation. It is refused with llvm-spirv's wording.

use super::Ctx;
use crate::error::Result;
use crate::llvm::ir::Value;

/// The refused casts, from and to an address space, with llvm-spirv's message.
const ILLEGAL: &[(u32, u32, &str)] = &[
    (
        4,
        2,
        "Casts from generic address space to constant are illegal",
    ),
    (
        2,
        4,
        "Casts from constant address space to generic are illegal",
    ),
];

impl<'c> Ctx<'c, '_> {
    /// An error for the addrspacecast `what` from `from` to `to` when no generic cast makes it.
    pub(crate) fn check_generic_cast(&self, what: Value<'c>, from: u32, to: u32) -> Result<()> {
        match ILLEGAL.iter().find(|&&(f, t, _)| (f, t) == (from, to)) {
            Some((_, _, message)) => Err(self.unsupported(format!(
                "InvalidModule: Invalid SPIR-V module: {message}: {}",
                what.display().trim()
            ))),
            None => Ok(()),
        }
    }
}
