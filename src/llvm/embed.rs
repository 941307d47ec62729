//! Modules and contexts that belong to a caller (an embedding program): borrowed for one
//! translation, never disposed of here, and handed back in the caller's own types.

use super::ir::{Context, Module};
use crate::error::Result;
use llvm_sys::prelude::{LLVMContextRef, LLVMModuleRef};
use std::mem::ManuallyDrop;

/// Runs `f` on a caller's inkwell module, borrowed (the module stays the caller's).
pub fn with_module<R>(module: &inkwell::module::Module<'_>, f: impl FnOnce(&Module<'_>) -> R) -> R {
    // SAFETY: the module is alive for the call (`module` is borrowed), and the wrapper is
    // never dropped, so the module is not disposed of.
    unsafe { with_raw_module(module.as_mut_ptr(), f) }
}

/// Runs `f` on a caller's LLVM-C module handle, borrowed (the module stays the caller's).
///
/// # Safety
/// `module` must be a live LLVM 14 module of this library's LLVM, not used by another thread
/// during the call.
pub unsafe fn with_raw_module<R>(module: LLVMModuleRef, f: impl FnOnce(&Module<'_>) -> R) -> R {
    // SAFETY: by the caller's guarantee; ManuallyDrop keeps the wrapper from disposing of it.
    let m = ManuallyDrop::new(Module::from_inkwell(unsafe {
        inkwell::module::Module::new(module)
    }));
    f(&m)
}

/// Runs `f` with a caller's inkwell context and hands the module it makes there back to the
/// caller as an inkwell module of that context.
pub fn with_context<'ctx>(
    context: &'ctx inkwell::context::Context,
    f: impl for<'c> FnOnce(&'c Context) -> Result<Module<'c>>,
) -> Result<inkwell::module::Module<'ctx>> {
    // SAFETY: the context is alive for 'ctx, which the returned module is bound to.
    let raw = unsafe { with_raw_context(context.raw(), f)? };
    // SAFETY: `raw` is a module of `context` that nothing else owns.
    Ok(unsafe { inkwell::module::Module::new(raw) })
}

/// Runs `f` with a caller's LLVM-C context and hands the module it makes there back as an
/// LLVM-C handle the caller owns (dispose of it with `LLVMDisposeModule`).
///
/// # Safety
/// `context` must be a live LLVM 14 context of this library's LLVM, not used by another
/// thread during the call.
pub unsafe fn with_raw_context(
    context: LLVMContextRef,
    f: impl for<'c> FnOnce(&'c Context) -> Result<Module<'c>>,
) -> Result<LLVMModuleRef> {
    // SAFETY: by the caller's guarantee; a borrowed context is never disposed of here.
    let ctx = unsafe { Context::borrowed(context) };
    f(&ctx).map(Module::into_raw)
}

/// [`crate::forward_module`] for an LLVM-C module handle: translates the caller's module to
/// SPIR-V, written as `options.format` says. The module stays the caller's.
///
/// # Safety
/// `module` must be a live LLVM 14 module made with this library's LLVM (the one
/// `llvm_spirv_rs::llvm_sys` calls), not used by another thread during the call.
pub unsafe fn forward_module_ref(
    module: LLVMModuleRef,
    options: &crate::options::ForwardOptions,
) -> Result<Vec<u8>> {
    // SAFETY: by the caller's guarantee.
    unsafe { with_raw_module(module, |m| crate::api::forward_llvm(m, options)) }
}

/// [`crate::reverse_module`] for an LLVM-C context handle: translates SPIR-V to a new module
/// of `context`, which the caller owns (`LLVMDisposeModule`).
///
/// # Safety
/// `context` must be a live LLVM 14 context made with this library's LLVM, not used by
/// another thread during the call.
pub unsafe fn reverse_module_ref(
    input: &[u8],
    context: LLVMContextRef,
    options: &crate::options::ReverseOptions,
) -> Result<LLVMModuleRef> {
    let spv = crate::read_spirv(input)?;
    // SAFETY: by the caller's guarantee.
    unsafe { with_raw_context(context, |ctx| crate::api::reverse_llvm(&spv, ctx, options)) }
}
