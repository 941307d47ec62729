//! `llvm.fshl`/`llvm.fshr` ↔ the helper function a translator calls in their place. Ours writes
//! a funnel shift in place (`llvm_to_spirv::intrinsics` funnel_shift) and has no helper;
//! llvm-spirv writes a function `spirv.llvm_fshl_<type>` (`<type>` is LLVM's name of the
//! overloaded type: `i32`, `v2i16`) and calls it. The reverse turns a call of such a helper back
//! into the intrinsic, after checking its type and body (`spirv_to_llvm::funnel_shift_helpers`).

use super::Dir;

/// One translator's helper convention.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FunnelShiftHelper {
    /// Who writes it.
    pub writer: &'static str,
    /// The helper of `llvm.fshl`, before the type.
    pub left_prefix: &'static str,
    /// The helper of `llvm.fshr`, before the type.
    pub right_prefix: &'static str,
    pub dir: Dir,
}

/// The conventions: llvm-spirv's, read by the reverse only (the forward writes no helper).
pub const FUNNEL_SHIFT_HELPERS: &[FunnelShiftHelper] = &[FunnelShiftHelper {
    writer: "llvm-spirv",
    left_prefix: "spirv.llvm_fshl_",
    right_prefix: "spirv.llvm_fshr_",
    dir: Dir::ToLlvm,
}];

/// The intrinsic of a funnel shift: `llvm.fshl` (left) or `llvm.fshr`.
pub fn intrinsic(left: bool) -> &'static str {
    if left { "llvm.fshl" } else { "llvm.fshr" }
}

/// LLVM's name of an integer type of `bits` bits, or of a vector of `lanes` of them.
pub fn type_suffix(bits: u32, lanes: Option<u32>) -> String {
    match lanes {
        Some(n) => format!("v{n}i{bits}"),
        None => format!("i{bits}"),
    }
}

/// Whether a function called `name` whose type is named `suffix` (`type_suffix`) is a helper
/// the reverse reads, and of which shift: `Some(true)` for `llvm.fshl`, `Some(false)` for
/// `llvm.fshr`.
pub fn helper_of(name: &str, suffix: &str) -> Option<bool> {
    FUNNEL_SHIFT_HELPERS
        .iter()
        .filter(|h| h.dir.to_llvm())
        .find_map(|h| {
            let rest = |p: &str| name.strip_prefix(p).is_some_and(|r| r == suffix);
            if rest(h.left_prefix) {
                Some(true)
            } else if rest(h.right_prefix) {
                Some(false)
            } else {
                None
            }
        })
}

/// Whether `name` starts as a helper's name (a cheap test before the type is looked at).
pub fn may_be_helper(name: &str) -> bool {
    FUNNEL_SHIFT_HELPERS.iter().any(|h| {
        h.dir.to_llvm() && (name.starts_with(h.left_prefix) || name.starts_with(h.right_prefix))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        assert_eq!(
            helper_of("spirv.llvm_fshl_i32", &type_suffix(32, None)),
            Some(true)
        );
        assert_eq!(
            helper_of("spirv.llvm_fshr_v2i16", &type_suffix(16, Some(2))),
            Some(false)
        );
        // The name must be the one of its type.
        assert_eq!(helper_of("spirv.llvm_fshl_i32", "i16"), None);
        assert_eq!(helper_of("spirv.llvm_fshl_i32x", "i32"), None);
        assert_eq!(helper_of("fshl_i32", "i32"), None);
        assert!(may_be_helper("spirv.llvm_fshr_i8"));
        assert!(!may_be_helper("llvm_spirv_rs.memset.p1i8.i64"));
        assert_eq!(intrinsic(true), "llvm.fshl");
        // No row is read by the forward: ours writes the shift in place.
        assert!(FUNNEL_SHIFT_HELPERS.iter().all(|h| !h.dir.to_spirv()));
    }
}
