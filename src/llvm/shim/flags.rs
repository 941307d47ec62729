//! Fast-math flags and the wrap (`nsw`, `nuw`) and `exact` flags.

use llvm_sys::prelude::LLVMValueRef;

use super::ffi;

// ---- 3. Fast-math flags -----------------------------------------------------------------

/// Fast-math flags as a bit set; the bit layout is shared with shim.cpp.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug)]
pub struct FastMathFlags(pub u32);

impl FastMathFlags {
    pub const NONE: Self = Self(0);
    /// `reassoc` (AllowReassoc).
    pub const REASSOC: Self = Self(1 << 0);
    pub const NNAN: Self = Self(1 << 1);
    pub const NINF: Self = Self(1 << 2);
    pub const NSZ: Self = Self(1 << 3);
    pub const ARCP: Self = Self(1 << 4);
    pub const CONTRACT: Self = Self(1 << 5);
    pub const AFN: Self = Self(1 << 6);
    /// All seven flags: what LLVM prints as `fast`.
    pub const FAST: Self = Self(0x7f);

    pub fn contains(self, other: Self) -> bool {
        self.0 & other.0 == other.0
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}

impl std::ops::BitOr for FastMathFlags {
    type Output = Self;
    fn bitor(self, rhs: Self) -> Self {
        Self(self.0 | rhs.0)
    }
}

impl std::ops::BitOrAssign for FastMathFlags {
    fn bitor_assign(&mut self, rhs: Self) {
        self.0 |= rhs.0;
    }
}

/// The fast-math flags of an FP-math instruction or constant expression; empty otherwise.
///
/// # Safety
/// `v` must be null or a live `llvm::Value`.
pub(crate) unsafe fn fast_math_flags(v: LLVMValueRef) -> FastMathFlags {
    FastMathFlags(unsafe { ffi::lsr_fast_math_flags(v) } & FastMathFlags::FAST.0)
}

/// Replaces the fast-math flags; false when `inst` is not an FP-math instruction.
///
/// # Safety
/// `inst` must be null or a live `llvm::Value`.
pub(crate) unsafe fn set_fast_math_flags(inst: LLVMValueRef, flags: FastMathFlags) -> bool {
    unsafe { ffi::lsr_set_fast_math_flags(inst, flags.0) != 0 }
}

// ---- 4. Wrap / exact flags --------------------------------------------------------------

/// `nsw` on add/sub/mul/shl (instruction or constant expression); false otherwise.
///
/// # Safety
/// `v` must be null or a live `llvm::Value`.
pub(crate) unsafe fn has_no_signed_wrap(v: LLVMValueRef) -> bool {
    unsafe { ffi::lsr_has_no_signed_wrap(v) != 0 }
}

/// `nuw` on add/sub/mul/shl (instruction or constant expression); false otherwise.
///
/// # Safety
/// `v` must be null or a live `llvm::Value`.
pub(crate) unsafe fn has_no_unsigned_wrap(v: LLVMValueRef) -> bool {
    unsafe { ffi::lsr_has_no_unsigned_wrap(v) != 0 }
}

/// `exact` on udiv/sdiv/lshr/ashr (instruction or constant expression); false otherwise.
///
/// # Safety
/// `v` must be null or a live `llvm::Value`.
pub(crate) unsafe fn is_exact(v: LLVMValueRef) -> bool {
    unsafe { ffi::lsr_is_exact(v) != 0 }
}

/// Sets or clears `nsw`; false when the flag does not apply to `inst`.
///
/// # Safety
/// `inst` must be null or a live `llvm::Value`.
pub(crate) unsafe fn set_no_signed_wrap(inst: LLVMValueRef, on: bool) -> bool {
    unsafe { ffi::lsr_set_no_signed_wrap(inst, on.into()) != 0 }
}

/// Sets or clears `nuw`; false when the flag does not apply to `inst`.
///
/// # Safety
/// `inst` must be null or a live `llvm::Value`.
pub(crate) unsafe fn set_no_unsigned_wrap(inst: LLVMValueRef, on: bool) -> bool {
    unsafe { ffi::lsr_set_no_unsigned_wrap(inst, on.into()) != 0 }
}

/// Sets or clears `exact`; false when the flag does not apply to `inst`.
///
/// # Safety
/// `inst` must be null or a live `llvm::Value`.
pub(crate) unsafe fn set_exact(inst: LLVMValueRef, on: bool) -> bool {
    unsafe { ffi::lsr_set_exact(inst, on.into()) != 0 }
}
