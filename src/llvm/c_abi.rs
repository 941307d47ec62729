//! The exported C functions of the C API (see `crate::capi` and `include/llvm_spirv_rs.h`):
//! pointers in, bytes or an error message out. No panic crosses the boundary, and nothing is
//! global.

use crate::capi::{self, Direction};
use crate::error::ErrorKind;
use std::ffi::{CStr, CString, c_char};
use std::panic::{AssertUnwindSafe, catch_unwind};

/// What a translating function returns: 0 on success, else the kind of error.
#[repr(C)]
#[allow(non_camel_case_types)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LlvmSpirvRsStatus {
    /// Success: `*output` and `*output_len` hold the result.
    LLVM_SPIRV_RS_OK = 0,
    /// Malformed SPIR-V (binary or text).
    LLVM_SPIRV_RS_INVALID_SPIRV = 1,
    /// The input could not be read (e.g. LLVM IR that does not parse), or is of the wrong kind.
    LLVM_SPIRV_RS_INVALID_INPUT = 2,
    /// Bad options.
    LLVM_SPIRV_RS_USAGE = 3,
    /// Something the translator does not translate.
    LLVM_SPIRV_RS_UNSUPPORTED = 4,
    /// An input `llvm-spirv` aborts on (an error here like any other).
    LLVM_SPIRV_RS_FATAL = 5,
    /// A NULL pointer where one is needed, or options that are not UTF-8.
    LLVM_SPIRV_RS_BAD_ARGUMENT = 6,
    /// A failure inside the translator (a bug: please report it with the input).
    LLVM_SPIRV_RS_INTERNAL = 7,
}

use LlvmSpirvRsStatus::*;

fn status_of(kind: ErrorKind) -> LlvmSpirvRsStatus {
    match kind {
        ErrorKind::InvalidSpirv => LLVM_SPIRV_RS_INVALID_SPIRV,
        ErrorKind::Io | ErrorKind::Input => LLVM_SPIRV_RS_INVALID_INPUT,
        ErrorKind::Usage => LLVM_SPIRV_RS_USAGE,
        ErrorKind::Unsupported => LLVM_SPIRV_RS_UNSUPPORTED,
        ErrorKind::Fatal => LLVM_SPIRV_RS_FATAL,
    }
}

/// Translates LLVM IR (bitcode or assembly) to SPIR-V (binary, or text with `-spirv-text`).
///
/// `options` is a NUL-terminated string of command-line options (`"--spirv-ext=+all"`), or
/// NULL for none. On success returns 0 and sets `*output` and `*output_len` to the result,
/// which the caller frees with `llvm_spirv_rs_free_bytes`. On failure returns the kind of
/// error (`LlvmSpirvRsStatus`) and sets `*error` to a NUL-terminated message, which the caller frees with `llvm_spirv_rs_free_error`.
/// `*output`, `*output_len` and `*error` are always set (NULL or 0 when unused).
///
/// # Safety
/// `input` points to `input_len` readable bytes (it may be NULL when `input_len` is 0);
/// `options` is NULL or NUL-terminated; `output`, `output_len` and `error` point to writable
/// locations.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn llvm_spirv_rs_forward(
    input: *const u8,
    input_len: usize,
    options: *const c_char,
    output: *mut *mut u8,
    output_len: *mut usize,
    error: *mut *mut c_char,
) -> LlvmSpirvRsStatus {
    // SAFETY: the caller's guarantees are passed on.
    unsafe {
        call(
            Direction::Forward,
            input,
            input_len,
            options,
            output,
            output_len,
            error,
        )
    }
}

/// Translates SPIR-V (binary or the text form) to LLVM IR (bitcode, or assembly with `-S`).
/// Arguments, results and ownership as for `llvm_spirv_rs_forward`; `-r` is implied.
///
/// # Safety
/// As for `llvm_spirv_rs_forward`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn llvm_spirv_rs_reverse(
    input: *const u8,
    input_len: usize,
    options: *const c_char,
    output: *mut *mut u8,
    output_len: *mut usize,
    error: *mut *mut c_char,
) -> LlvmSpirvRsStatus {
    // SAFETY: the caller's guarantees are passed on.
    unsafe {
        call(
            Direction::Reverse,
            input,
            input_len,
            options,
            output,
            output_len,
            error,
        )
    }
}

/// Does what `options` ask for, as the command does: a forward translation, `-r`, `-to-text`,
/// `-to-binary`, `-s`, `--spec-const-info`. Arguments, results and ownership as for
/// `llvm_spirv_rs_forward`.
///
/// # Safety
/// As for `llvm_spirv_rs_forward`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn llvm_spirv_rs_translate(
    input: *const u8,
    input_len: usize,
    options: *const c_char,
    output: *mut *mut u8,
    output_len: *mut usize,
    error: *mut *mut c_char,
) -> LlvmSpirvRsStatus {
    // SAFETY: the caller's guarantees are passed on.
    unsafe {
        call(
            Direction::AsOptionsSay,
            input,
            input_len,
            options,
            output,
            output_len,
            error,
        )
    }
}

/// Frees the bytes a translation returned (`output` and `output_len` as it set them). NULL is
/// ignored.
///
/// # Safety
/// `bytes` and `len` come from one successful call of this API and are freed once.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn llvm_spirv_rs_free_bytes(bytes: *mut u8, len: usize) {
    if !bytes.is_null() {
        // SAFETY: made by `Box::<[u8]>::into_raw` with this length (see `call`).
        drop(unsafe { Box::from_raw(std::ptr::slice_from_raw_parts_mut(bytes, len)) });
    }
}

/// Frees an error message a translation returned. NULL is ignored.
///
/// # Safety
/// `error` comes from one failed call of this API and is freed once.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn llvm_spirv_rs_free_error(error: *mut c_char) {
    if !error.is_null() {
        // SAFETY: made by `CString::into_raw` (see `call`).
        drop(unsafe { CString::from_raw(error) });
    }
}

/// The body of the translating functions.
unsafe fn call(
    direction: Direction,
    input: *const u8,
    input_len: usize,
    options: *const c_char,
    output: *mut *mut u8,
    output_len: *mut usize,
    error: *mut *mut c_char,
) -> LlvmSpirvRsStatus {
    if output.is_null() || output_len.is_null() || error.is_null() {
        return LLVM_SPIRV_RS_BAD_ARGUMENT;
    }
    // SAFETY: checked non-null; the caller guarantees they are writable.
    unsafe {
        *output = std::ptr::null_mut();
        *output_len = 0;
        *error = std::ptr::null_mut();
    }
    let fail = |status: LlvmSpirvRsStatus, message: String| {
        // (NULs were replaced: it converts.)
        let text = CString::new(message.replace('\0', " ")).unwrap_or_default();
        // SAFETY: as above.
        unsafe { *error = text.into_raw() };
        status
    };
    if input.is_null() && input_len != 0 {
        return fail(LLVM_SPIRV_RS_BAD_ARGUMENT, "input is NULL".into());
    }
    let bytes: &[u8] = if input_len == 0 {
        &[]
    } else {
        // SAFETY: the caller guarantees `input_len` readable bytes.
        unsafe { std::slice::from_raw_parts(input, input_len) }
    };
    let opts = if options.is_null() {
        String::new()
    } else {
        // SAFETY: the caller guarantees a NUL-terminated string.
        match unsafe { CStr::from_ptr(options) }.to_str() {
            Ok(s) => s.to_string(),
            Err(_) => return fail(LLVM_SPIRV_RS_BAD_ARGUMENT, "options are not UTF-8".into()),
        }
    };
    let result = catch_unwind(AssertUnwindSafe(|| {
        capi::translate(bytes, &opts, direction)
    }));
    match result {
        Ok(Ok(out)) => {
            let boxed: Box<[u8]> = out.bytes.into_boxed_slice();
            let len = boxed.len();
            // SAFETY: as above; freed by `llvm_spirv_rs_free_bytes`.
            unsafe {
                *output_len = len;
                *output = Box::into_raw(boxed) as *mut u8;
            }
            LLVM_SPIRV_RS_OK
        }
        Ok(Err(e)) => fail(status_of(e.kind()), e.to_string()),
        Err(panic) => {
            let what = panic
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| panic.downcast_ref::<String>().cloned())
                // (A panic payload that is no string: no text.)
                .unwrap_or_default();
            fail(
                LLVM_SPIRV_RS_INTERNAL,
                format!("internal error in llvm-spirv-rs: {what}"),
            )
        }
    }
}
