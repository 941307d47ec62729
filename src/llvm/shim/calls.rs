//! Calls: inline assembly (text, constraints, side effects) and the callee through casts.

use std::os::raw::c_int;

use llvm_sys::prelude::LLVMValueRef;

use super::{ffi, nonnull};

// ---- 8. Calls ---------------------------------------------------------------------------

/// Whether a call/invoke/callbr calls inline assembly.
///
/// # Safety
/// `inst` must be null or a live `llvm::Value`.
pub(crate) unsafe fn call_is_inline_asm(inst: LLVMValueRef) -> bool {
    unsafe { ffi::lsr_call_is_inline_asm(inst) != 0 }
}

/// The assembly text (`constraints` false) or the constraint string (true) of the inline
/// assembly a call calls; `None` when it calls none.
///
/// # Safety
/// `inst` must be null or a live `llvm::Value`.
pub(crate) unsafe fn call_inline_asm_text(
    inst: LLVMValueRef,
    constraints: bool,
) -> Option<Vec<u8>> {
    let mut len = 0usize;
    let part = c_int::from(constraints);
    let p = unsafe { ffi::lsr_call_inline_asm_text(inst, part, &mut len) };
    if p.is_null() {
        return None;
    }
    // SAFETY: the shim returns the InlineAsm's storage, owned by the context and `len` long.
    Some(unsafe { std::slice::from_raw_parts(p.cast::<u8>(), len) }.to_vec())
}

/// Whether the inline assembly a call calls has side effects (false for other calls).
///
/// # Safety
/// `inst` must be null or a live `llvm::Value`.
pub(crate) unsafe fn call_inline_asm_side_effects(inst: LLVMValueRef) -> bool {
    unsafe { ffi::lsr_call_inline_asm_side_effects(inst) != 0 }
}

/// The function a call/invoke/callbr calls, looking through pointer casts; `None` for
/// indirect calls, inline assembly and non-calls.
///
/// # Safety
/// `inst` must be null or a live `llvm::Value`.
pub(crate) unsafe fn call_callee_function(inst: LLVMValueRef) -> Option<LLVMValueRef> {
    nonnull(unsafe { ffi::lsr_call_callee_function(inst) })
}
