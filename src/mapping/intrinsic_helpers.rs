//! LLVM intrinsics ↔ the helper function a translator calls in their place. Ours writes these
//! intrinsics in place (`llvm_to_spirv::intrinsics`: funnel_shift, bswap) and has no helper;
//! llvm-spirv writes a function `spirv.llvm_<intrinsic>_<type>` (`<type>` is LLVM's name of the
//! overloaded type: `i32`, `v2i16`) and calls it. The reverse turns a call of such a helper back
//! into the intrinsic, after checking its type and body (`spirv_to_llvm::intrinsic_helpers`).
//!
//! Of LangRef 14's integer intrinsics, llvm-spirv 14 writes helpers for these three and for
//! `llvm.umul.with.overflow` (`spirv.llvm_umul_with_overflow_<type>`), and links in a library
//! function `llvm_sadd_with_overflow_i16/i32/i64` for `llvm.sadd.with.overflow`; the others go
//! in place or are refused. Neither of the last two is a row: the umul helper's overflow bit is
//! `a != (a * b) / a` (set for 2 * 3, a division by zero for `a` = 0), not the intrinsic's, so
//! the module means that function (spirv-tests/reverse/umul-overflow-helper.spvasm); the sadd
//! function computes the intrinsic but is an ordinary exported function of several blocks,
//! which llvm-spirv 14's own reverse keeps too.

use super::Dir;

/// What a helper computes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HelperKind {
    /// `llvm.fshl(a, b, c)`.
    FunnelShiftLeft,
    /// `llvm.fshr(a, b, c)`.
    FunnelShiftRight,
    /// `llvm.bswap(x)`.
    ByteSwap,
}

/// One helper of one translator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IntrinsicHelper {
    /// Who writes it.
    pub writer: &'static str,
    /// The helper's name before the type.
    pub prefix: &'static str,
    /// The intrinsic (without its type suffix).
    pub intrinsic: &'static str,
    pub kind: HelperKind,
    pub dir: Dir,
}

/// llvm-spirv's helpers, read by the reverse only (the forward writes no helper).
pub const INTRINSIC_HELPERS: &[IntrinsicHelper] = &[
    IntrinsicHelper {
        writer: "llvm-spirv",
        prefix: "spirv.llvm_fshl_",
        intrinsic: "llvm.fshl",
        kind: HelperKind::FunnelShiftLeft,
        dir: Dir::ToLlvm,
    },
    IntrinsicHelper {
        writer: "llvm-spirv",
        prefix: "spirv.llvm_fshr_",
        intrinsic: "llvm.fshr",
        kind: HelperKind::FunnelShiftRight,
        dir: Dir::ToLlvm,
    },
    IntrinsicHelper {
        writer: "llvm-spirv",
        prefix: "spirv.llvm_bswap_",
        intrinsic: "llvm.bswap",
        kind: HelperKind::ByteSwap,
        dir: Dir::ToLlvm,
    },
];

/// LLVM's name of an integer type of `bits` bits, or of a vector of `lanes` of them.
pub fn type_suffix(bits: u32, lanes: Option<u32>) -> String {
    match lanes {
        Some(n) => format!("v{n}i{bits}"),
        None => format!("i{bits}"),
    }
}

/// The helper a function called `name` whose type is named `suffix` (`type_suffix`) is, if the
/// reverse reads it.
pub fn helper_of(name: &str, suffix: &str) -> Option<&'static IntrinsicHelper> {
    INTRINSIC_HELPERS
        .iter()
        .filter(|h| h.dir.to_llvm())
        .find(|h| name.strip_prefix(h.prefix) == Some(suffix))
}

/// Whether `name` starts as a helper's name (a cheap test before the type is looked at).
pub fn may_be_helper(name: &str) -> bool {
    INTRINSIC_HELPERS
        .iter()
        .any(|h| h.dir.to_llvm() && name.starts_with(h.prefix))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        let h = helper_of("spirv.llvm_fshl_i32", &type_suffix(32, None)).unwrap();
        assert_eq!(
            (h.kind, h.intrinsic),
            (HelperKind::FunnelShiftLeft, "llvm.fshl")
        );
        let h = helper_of("spirv.llvm_fshr_v2i16", &type_suffix(16, Some(2))).unwrap();
        assert_eq!(h.kind, HelperKind::FunnelShiftRight);
        let h = helper_of("spirv.llvm_bswap_i16", "i16").unwrap();
        assert_eq!((h.kind, h.intrinsic), (HelperKind::ByteSwap, "llvm.bswap"));
        // The name must be the one of its type.
        assert!(helper_of("spirv.llvm_fshl_i32", "i16").is_none());
        assert!(helper_of("spirv.llvm_fshl_i32x", "i32").is_none());
        assert!(helper_of("fshl_i32", "i32").is_none());
        assert!(may_be_helper("spirv.llvm_bswap_i64"));
        assert!(!may_be_helper("llvm_spirv_rs.memset.p1i8.i64"));
        // No row is read by the forward: ours writes the intrinsics in place.
        assert!(INTRINSIC_HELPERS.iter().all(|h| !h.dir.to_spirv()));
    }
}
