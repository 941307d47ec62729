//! Atomic orderings (correct for fences, unlike LLVM-C) and named sync scopes.

use std::os::raw::c_int;

use llvm_sys::LLVMAtomicOrdering;
use llvm_sys::prelude::LLVMValueRef;

use super::{ffi, str_parts};

// ---- 1. Atomic orderings ----------------------------------------------------------------

fn ordering_from_int(v: c_int) -> Option<LLVMAtomicOrdering> {
    use LLVMAtomicOrdering::*;
    Some(match v {
        0 => LLVMAtomicOrderingNotAtomic,
        1 => LLVMAtomicOrderingUnordered,
        2 => LLVMAtomicOrderingMonotonic,
        4 => LLVMAtomicOrderingAcquire,
        5 => LLVMAtomicOrderingRelease,
        6 => LLVMAtomicOrderingAcquireRelease,
        7 => LLVMAtomicOrderingSequentiallyConsistent,
        _ => return None,
    })
}

/// The ordering of a load, store, atomicrmw or fence, or the success ordering of a cmpxchg
/// (`NotAtomic` for plain loads and stores); `None` for any other value. Unlike
/// `LLVMGetOrdering`, correct for fences.
///
/// # Safety
/// `inst` must be null or a live `llvm::Value`.
pub(crate) unsafe fn atomic_ordering(inst: LLVMValueRef) -> Option<LLVMAtomicOrdering> {
    ordering_from_int(unsafe { ffi::lsr_atomic_ordering(inst) })
}

/// The failure ordering of a cmpxchg; `None` for any other value.
///
/// # Safety
/// `inst` must be null or a live `llvm::Value`.
pub(crate) unsafe fn cmpxchg_failure_ordering(inst: LLVMValueRef) -> Option<LLVMAtomicOrdering> {
    ordering_from_int(unsafe { ffi::lsr_cmpxchg_failure_ordering(inst) })
}

/// Sets the ordering (the success ordering of a cmpxchg); false when `inst` has none.
///
/// # Safety
/// `inst` must be null or a live `llvm::Value`.
pub(crate) unsafe fn set_atomic_ordering(inst: LLVMValueRef, ord: LLVMAtomicOrdering) -> bool {
    unsafe { ffi::lsr_set_atomic_ordering(inst, ord as c_int) != 0 }
}

/// Sets the failure ordering of a cmpxchg; false for any other value.
///
/// # Safety
/// `inst` must be null or a live `llvm::Value`.
pub(crate) unsafe fn set_cmpxchg_failure_ordering(
    inst: LLVMValueRef,
    ord: LLVMAtomicOrdering,
) -> bool {
    unsafe { ffi::lsr_set_cmpxchg_failure_ordering(inst, ord as c_int) != 0 }
}

// ---- 2. Sync scopes ---------------------------------------------------------------------

/// The sync scope name of a load, store, atomicrmw, cmpxchg or fence: `""` for the default
/// (system) scope, `"singlethread"`, or a target name such as `"workgroup"`. `None` for any
/// other value.
///
/// # Safety
/// `inst` must be null or a live `llvm::Value`.
pub(crate) unsafe fn sync_scope_name(inst: LLVMValueRef) -> Option<String> {
    let mut buf = [0u8; 64];
    let n = unsafe { ffi::lsr_sync_scope_name(inst, buf.as_mut_ptr().cast(), buf.len()) };
    let n = usize::try_from(n).ok()?;
    if n <= buf.len() {
        return Some(String::from_utf8_lossy(&buf[..n]).into_owned());
    }
    let mut big = vec![0u8; n];
    let m = unsafe { ffi::lsr_sync_scope_name(inst, big.as_mut_ptr().cast(), big.len()) };
    big.truncate(usize::try_from(m).ok()?.min(n));
    Some(String::from_utf8_lossy(&big).into_owned())
}

/// Sets the sync scope by name (`""` is system), registering the name in the instruction's
/// context; false when `inst` has no sync scope.
///
/// # Safety
/// `inst` must be null or a live `llvm::Value`.
pub(crate) unsafe fn set_sync_scope(inst: LLVMValueRef, name: &str) -> bool {
    let (p, n) = str_parts(name);
    unsafe { ffi::lsr_set_sync_scope(inst, p, n) != 0 }
}
