//! Attributes LLVM-C 14 cannot reach in one step: string attributes of global variables, a
//! function's attribute list copied to a call, enum attributes added to a call.

use std::os::raw::c_uint;

use llvm_sys::prelude::LLVMValueRef;

use super::{ffi, str_parts};

/// The value of string attribute `key` of a global variable; `None` when absent (or `gv` is
/// not a global variable).
///
/// # Safety
/// `gv` must be null or a live value.
pub(crate) unsafe fn global_string_attribute(gv: LLVMValueRef, key: &str) -> Option<String> {
    let (k, n) = str_parts(key);
    let mut len = 0usize;
    let p = unsafe { ffi::lsr_global_string_attribute(gv, k, n, &mut len) };
    if p.is_null() {
        return None;
    }
    // SAFETY: the shim returns the attribute's storage, owned by the context and `len` long.
    let bytes = unsafe { std::slice::from_raw_parts(p.cast::<u8>(), len) };
    Some(String::from_utf8_lossy(bytes).into_owned())
}

/// Adds string attribute `key`=`value` to a global variable; false when `gv` is not one.
///
/// # Safety
/// `gv` must be null or a live value.
pub(crate) unsafe fn global_add_string_attribute(gv: LLVMValueRef, key: &str, value: &str) -> bool {
    let (k, kn) = str_parts(key);
    let (v, vn) = str_parts(value);
    unsafe { ffi::lsr_global_add_string_attribute(gv, k, kn, v, vn) != 0 }
}

/// Gives a call without attributes its function's attribute list; false when the call has
/// attributes already (or the handles are not a call and a function).
pub(crate) unsafe fn copy_attributes_to_bare_call(call: LLVMValueRef, f: LLVMValueRef) -> bool {
    unsafe { ffi::lsr_copy_attributes_to_bare_call(call, f) != 0 }
}

/// [`copy_attributes_to_bare_call`] less the function attributes of the enum kinds `dropped`
/// (0s are skipped); false as there, or when a kind is not an enum attribute.
pub(crate) unsafe fn copy_attributes_to_bare_call_without(
    call: LLVMValueRef,
    f: LLVMValueRef,
    dropped: &[u32],
) -> bool {
    unsafe {
        ffi::lsr_copy_attributes_to_bare_call_without(
            call,
            f,
            dropped.as_ptr(),
            dropped.len() as c_uint,
        ) != 0
    }
}

/// Adds enum attributes of these kinds at one index of a call, in one step; false when
/// nothing was done (not a call, or a kind that is not an enum attribute).
pub(crate) unsafe fn call_add_enum_attributes(
    call: LLVMValueRef,
    index: u32,
    kinds: &[u32],
) -> bool {
    unsafe {
        ffi::lsr_call_add_enum_attributes(call, index, kinds.as_ptr(), kinds.len() as c_uint) != 0
    }
}
