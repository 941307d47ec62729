//! `llvm.memset` ↔ the helper function that fills memory when the value or the length is not a
//! constant (SPIR-V has no fill instruction): how each translator names the helper and what its
//! parameters are. The forward writes ours; the reverse turns a call of either back into
//! `llvm.memset` (after checking the helper's type and body: `spirv_to_llvm::mem_helpers`).
//!
//! The helper of a memset of `i8 addrspace(A)*` and length `iW` fills `len` bytes from `dest` with
//! `val` in a loop of one-byte stores (volatile stores for a volatile memset, whose helper has
//! the volatile suffix).

use super::Dir;

/// One translator's helper convention.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MemsetHelper {
    /// Who writes it.
    pub writer: &'static str,
    /// The name before the types (`p<A>i8` and `i<W>`).
    pub prefix: &'static str,
    /// Between the two types.
    pub separator: &'static str,
    /// After the types, for a volatile memset.
    pub volatile_suffix: &'static str,
    /// Whether the helper has a fourth parameter, the `i1` volatile flag (its body does not
    /// read it: the stores say whether they are volatile).
    pub volatile_param: bool,
    pub dir: Dir,
}

/// The conventions: ours (internal to the module, three parameters) and llvm-spirv's (exported,
/// four parameters: dest, val, len, isvolatile).
pub const MEMSET_HELPERS: &[MemsetHelper] = &[
    MemsetHelper {
        writer: "llvm-spirv-rs",
        prefix: "llvm_spirv_rs.memset.",
        separator: ".",
        volatile_suffix: ".volatile",
        volatile_param: false,
        dir: Dir::Both,
    },
    MemsetHelper {
        writer: "llvm-spirv",
        prefix: "spirv.llvm_memset_",
        separator: "_",
        volatile_suffix: ".volatile",
        volatile_param: true,
        dir: Dir::ToLlvm,
    },
];

impl MemsetHelper {
    /// The helper's name for a memset of `i8 addrspace(address_space)*` with an `i<len_bits>`
    /// length.
    pub fn name(&self, address_space: u32, len_bits: u32, volatile: bool) -> String {
        let vol = if volatile { self.volatile_suffix } else { "" };
        format!(
            "{}p{address_space}i8{}i{len_bits}{vol}",
            self.prefix, self.separator
        )
    }
}

/// The name the forward gives the helper.
pub fn forward_name(address_space: u32, len_bits: u32, volatile: bool) -> String {
    MEMSET_HELPERS
        .iter()
        .find(|h| h.dir.to_spirv())
        .map(|h| h.name(address_space, len_bits, volatile))
        // (The table has a forward row: unit test.)
        .unwrap_or_default()
}

/// The convention (and the volatility its name says) of a function called `name` with
/// `params` parameters, the first two `i8 addrspace(address_space)*` and `i8`, the third
/// `i<len_bits>`: only the exact name of its types, as the reverse reads it.
pub fn helper_of(
    name: &str,
    params: usize,
    address_space: u32,
    len_bits: u32,
) -> Option<(&'static MemsetHelper, bool)> {
    MEMSET_HELPERS
        .iter()
        .filter(|h| h.dir.to_llvm() && params == 3 + usize::from(h.volatile_param))
        .find_map(|h| {
            [false, true]
                .into_iter()
                .find(|&v| h.name(address_space, len_bits, v) == name)
                .map(|v| (h, v))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_round_trip() {
        for v in [false, true] {
            let name = forward_name(1, 64, v);
            let (h, vol) = helper_of(&name, 3, 1, 64).unwrap();
            assert_eq!((h.writer, vol), ("llvm-spirv-rs", v));
        }
        assert_eq!(
            forward_name(3, 32, true),
            "llvm_spirv_rs.memset.p3i8.i32.volatile"
        );
        let inc = helper_of("spirv.llvm_memset_p0i8_i64", 4, 0, 64).unwrap();
        assert_eq!((inc.0.writer, inc.1), ("llvm-spirv", false));
        assert!(
            helper_of("spirv.llvm_memset_p1i8_i64.volatile", 4, 1, 64)
                .unwrap()
                .1
        );
        // The name must be the one of its types and parameter count.
        assert!(helper_of("spirv.llvm_memset_p0i8_i64", 4, 1, 64).is_none());
        assert!(helper_of("spirv.llvm_memset_p0i8_i64", 3, 0, 64).is_none());
        assert!(helper_of("spirv.llvm_memset_p0i8_i32", 4, 0, 64).is_none());
        assert!(helper_of("memset", 3, 0, 64).is_none());
    }
}
