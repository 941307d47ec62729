//! Values: opcodes of instructions and constant expressions, what a user's operands are, loads
//! and stores, the allocas and calls of a function, float constants from their bits.

use std::os::raw::c_uint;
use std::ptr;

use llvm_sys::prelude::{LLVMTypeRef, LLVMValueRef};

use super::{ffi, nonnull};

/// The opcode of an instruction or constant expression; `None` for other values.
///
/// # Safety
/// `v` must be null or a live `llvm::Value`.
pub(crate) unsafe fn value_opcode(v: LLVMValueRef) -> Option<llvm_sys::LLVMOpcode> {
    let mut out = std::mem::MaybeUninit::<llvm_sys::LLVMOpcode>::uninit();
    // SAFETY: the shim writes a valid LLVMOpcode into `out` exactly when it returns 1.
    (unsafe { ffi::lsr_value_opcode(v, out.as_mut_ptr()) } == 1)
        .then(|| unsafe { out.assume_init() })
}

/// The allocas and calls of a function, in order (one walk in LLVM; two for more than 64).
///
/// # Safety
/// `f` must be null or a live `llvm::Value`.
pub(crate) unsafe fn allocas_and_calls(f: LLVMValueRef) -> Vec<LLVMValueRef> {
    let mut out = vec![ptr::null_mut(); 64];
    let n = unsafe { ffi::lsr_allocas_and_calls(f, out.as_mut_ptr(), out.len() as c_uint) };
    let n = n as usize;
    if n > out.len() {
        out.resize(n, ptr::null_mut());
        // SAFETY: the buffer now holds every one of them.
        unsafe { ffi::lsr_allocas_and_calls(f, out.as_mut_ptr(), n as c_uint) };
    }
    out.truncate(n);
    out
}

/// What a user's operands hold: bit 1 a constant expression, 2 a global variable, 4 an
/// aggregate constant; 0 for values that are not users.
///
/// # Safety
/// `v` must be null or a live `llvm::Value`.
pub(crate) unsafe fn operand_classes(v: LLVMValueRef) -> u32 {
    unsafe { ffi::lsr_operand_classes(v) }
}

/// Of a load or store: (volatile, `!nontemporal` attached, alignment); `None` for other values.
///
/// # Safety
/// `v` must be null or a live `llvm::Value`.
pub(crate) unsafe fn load_store_info(v: LLVMValueRef) -> Option<(bool, bool, u32)> {
    let mut align: c_uint = 0;
    let bits = unsafe { ffi::lsr_load_store_info(v, &mut align) };
    (bits >= 0).then_some((bits & 1 != 0, bits & 2 != 0, align))
}

/// A half/float/double constant from its IEEE bits (None for other types).
pub(crate) unsafe fn const_real_bits(ty: LLVMTypeRef, bits: u64) -> Option<LLVMValueRef> {
    nonnull(unsafe { ffi::lsr_const_real_bits(ty, bits) })
}
