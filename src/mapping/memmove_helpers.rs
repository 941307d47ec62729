//! `llvm.memmove` of a length known only at run time ↔ the helper function that copies it
//! (SPIR-V's `OpCopyMemorySized` does not promise that an overlapping copy works): how the helper
//! is named. The forward writes it; the reverse turns a call of it back into `llvm.memmove`
//! (after checking the helper's type and body: `spirv_to_llvm::mem_helpers`).
//!
//! The helper of a move from `i8 addrspace(B)*` to `i8 addrspace(A)*` with an `iW` length takes
//! `(dest, src, len)` and copies the `len` bytes one at a time, forwards when `dest` is below
//! `src` and backwards otherwise (volatile loads and stores for a volatile move, whose helper
//! has the volatile suffix). llvm-spirv writes no helper for a memmove: it puts the two loops in
//! the caller, so there is no second convention to read.

use super::Dir;

/// One translator's helper convention.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MemmoveHelper {
    /// Who writes it.
    pub writer: &'static str,
    /// The name before the types (`p<A>i8`, `p<B>i8` and `i<W>`, separated by `.`).
    pub prefix: &'static str,
    /// After the types, for a volatile move.
    pub volatile_suffix: &'static str,
    pub dir: Dir,
}

/// The conventions: ours (internal to the module, three parameters).
pub const MEMMOVE_HELPERS: &[MemmoveHelper] = &[MemmoveHelper {
    writer: "llvm-spirv-rs",
    prefix: "llvm_spirv_rs.memmove.",
    volatile_suffix: ".volatile",
    dir: Dir::Both,
}];

impl MemmoveHelper {
    /// The helper's name for a move to `i8 addrspace(dest_space)*` from
    /// `i8 addrspace(src_space)*` with an `i<len_bits>` length.
    pub fn name(&self, dest_space: u32, src_space: u32, len_bits: u32, volatile: bool) -> String {
        let vol = if volatile { self.volatile_suffix } else { "" };
        format!(
            "{}p{dest_space}i8.p{src_space}i8.i{len_bits}{vol}",
            self.prefix
        )
    }
}

/// The name the forward gives the helper.
pub fn forward_name(dest_space: u32, src_space: u32, len_bits: u32, volatile: bool) -> String {
    MEMMOVE_HELPERS
        .iter()
        .find(|h| h.dir.to_spirv())
        .map(|h| h.name(dest_space, src_space, len_bits, volatile))
        // (The table has a forward row: unit test.)
        .unwrap_or_default()
}

/// Whether `name` starts like a memmove helper of some convention the reverse reads.
pub fn may_be_helper(name: &str) -> bool {
    MEMMOVE_HELPERS
        .iter()
        .any(|h| h.dir.to_llvm() && name.starts_with(h.prefix))
}

/// The convention (and the volatility its name says) of a function called `name` whose
/// parameters are `i8 addrspace(dest_space)*`, `i8 addrspace(src_space)*` and `i<len_bits>`:
/// only the exact name of its types, as the reverse reads it.
pub fn helper_of(
    name: &str,
    dest_space: u32,
    src_space: u32,
    len_bits: u32,
) -> Option<(&'static MemmoveHelper, bool)> {
    MEMMOVE_HELPERS
        .iter()
        .filter(|h| h.dir.to_llvm())
        .find_map(|h| {
            [false, true]
                .into_iter()
                .find(|&v| h.name(dest_space, src_space, len_bits, v) == name)
                .map(|v| (h, v))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_round_trip() {
        for v in [false, true] {
            let name = forward_name(1, 3, 64, v);
            let (h, vol) = helper_of(&name, 1, 3, 64).unwrap();
            assert_eq!((h.writer, vol), ("llvm-spirv-rs", v));
            assert!(may_be_helper(&name));
        }
        assert_eq!(
            forward_name(1, 3, 32, true),
            "llvm_spirv_rs.memmove.p1i8.p3i8.i32.volatile"
        );
        // The name must be the one of its types, in order.
        assert!(helper_of("llvm_spirv_rs.memmove.p1i8.p3i8.i64", 3, 1, 64).is_none());
        assert!(helper_of("llvm_spirv_rs.memmove.p1i8.p1i8.i64", 1, 1, 32).is_none());
        assert!(helper_of("llvm_spirv_rs.memmove.p1i8.p1i8.i64.x", 1, 1, 64).is_none());
        assert!(!may_be_helper("memmove"));
    }
}
