//! Whole modules: reading IR (with LLVM's fatal errors caught), writing bitcode, the module
//! walks of the reverse translation's fast paths, and reordering functions.

use std::os::raw::{c_char, c_int};
use std::ptr;

use llvm_sys::prelude::{LLVMContextRef, LLVMModuleRef, LLVMValueRef};

use super::ffi;

/// How reading LLVM IR failed.
pub(crate) enum ParseFailure {
    /// Not valid IR: the reader's message.
    Invalid(String),
    /// LLVM hit a fatal error (caught): the message; the context must not be used or disposed
    /// of again.
    Fatal(String),
}

/// Reads LLVM IR (bitcode when `bitcode`, else assembly) into a new module of `ctx`; LLVM's
/// fatal errors come back as [`ParseFailure::Fatal`] (src/llvm/shim/guard/guard.cpp).
///
/// # Safety
/// `ctx` is a live context that no other thread uses during the call.
pub(crate) unsafe fn parse_ir(
    ctx: LLVMContextRef,
    bytes: &[u8],
    name: &str,
    bitcode: bool,
) -> Result<LLVMModuleRef, ParseFailure> {
    let mut out: LLVMModuleRef = ptr::null_mut();
    let mut err: *mut c_char = ptr::null_mut();
    // SAFETY: the slices are valid for their lengths; the shim writes only `out` and `err`.
    let status = unsafe {
        ffi::lsr_parse_ir(
            ctx,
            bytes.as_ptr() as *const c_char,
            bytes.len(),
            name.as_ptr() as *const c_char,
            name.len(),
            c_int::from(bitcode),
            &mut out,
            &mut err,
        )
    };
    let message = if err.is_null() {
        String::new()
    } else {
        // SAFETY: a NUL-terminated string the shim allocated, freed once here.
        unsafe {
            let m = std::ffi::CStr::from_ptr(err).to_string_lossy().into_owned();
            ffi::lsr_free(err);
            m
        }
    };
    match status {
        0 if !out.is_null() => Ok(out),
        2 => Err(ParseFailure::Fatal(message)),
        _ => Err(ParseFailure::Invalid(message)),
    }
}

/// Moves function `f` to the end of its module's function list.
pub(crate) unsafe fn move_function_to_end(f: LLVMValueRef) {
    unsafe { ffi::lsr_move_function_to_end(f) }
}

// ---- Fast paths of the reverse translation ----------------------------------------------

/// The functions each function of the module names among its instructions' operands, in
/// order of first mention, each once, as indices into the module's function list: for each
/// function in order, its count and then its indices.
pub(crate) unsafe fn module_function_refs(m: LLVMModuleRef) -> Vec<u32> {
    unsafe extern "C" fn sink(ctx: *mut std::ffi::c_void, data: *const u32, len: usize) {
        if len == 0 || data.is_null() {
            return;
        }
        // SAFETY: `ctx` is the vector below, alive for the call; the shim passes `len`
        // readable words.
        unsafe {
            let out = &mut *(ctx as *mut Vec<u32>);
            out.extend_from_slice(std::slice::from_raw_parts(data, len));
        }
    }
    let mut out: Vec<u32> = Vec::new();
    // SAFETY: a live module; the sink only appends to `out`. (One walk of the module: the
    // shim collects the answer and hands it over once.)
    unsafe {
        ffi::lsr_module_function_refs(m, sink, &mut out as *mut Vec<u32> as *mut std::ffi::c_void)
    };
    out
}

/// The bitcode of module `m`, written by LLVM straight into the returned vector.
pub(crate) unsafe fn write_bitcode(m: LLVMModuleRef) -> Vec<u8> {
    unsafe extern "C" fn sink(ctx: *mut std::ffi::c_void, data: *const c_char, len: usize) {
        if len == 0 || data.is_null() {
            return;
        }
        // SAFETY: `ctx` is the vector below, alive for the call; LLVM passes `len` readable
        // bytes at `data`.
        let out = unsafe { &mut *ctx.cast::<Vec<u8>>() };
        out.extend_from_slice(unsafe { std::slice::from_raw_parts(data.cast::<u8>(), len) });
    }
    let mut out: Vec<u8> = Vec::new();
    // SAFETY: the module is live; the sink only appends to `out`.
    unsafe { ffi::lsr_write_bitcode(m, sink, (&mut out as *mut Vec<u8>).cast()) };
    out
}
