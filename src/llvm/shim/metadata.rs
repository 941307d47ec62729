//! Metadata: distinct (self-referencing) nodes, null-safe reading of nodes and strings, the
//! metadata attached to instructions, functions and globals, and named metadata.

use std::os::raw::c_uint;
use std::ptr;

use llvm_sys::prelude::{LLVMContextRef, LLVMMetadataRef, LLVMModuleRef, LLVMValueRef};

use super::{ffi, nonnull, str_parts};

// ---- 5. Loop metadata -------------------------------------------------------------------

/// A new distinct node `!{ops...}` (`distinct !{}` when empty, as index groups are), or with
/// `self_ref` `!{self, ops...}`, the shape `!llvm.loop` needs. A null entry in `ops` becomes a
/// null operand. `None` only if `ctx` is null or `ops` is absurdly long.
///
/// # Safety
/// `ctx` must be a live context and every non-null entry of `ops` live metadata of it.
pub(crate) unsafe fn make_distinct_node(
    ctx: LLVMContextRef,
    ops: &[LLVMMetadataRef],
    self_ref: bool,
) -> Option<LLVMMetadataRef> {
    let n = c_uint::try_from(ops.len()).ok()?;
    let mut ops = ops.to_vec();
    let p = if ops.is_empty() {
        ptr::null_mut()
    } else {
        ops.as_mut_ptr()
    };
    nonnull(unsafe { ffi::lsr_make_distinct_node(ctx, p, n, self_ref.into()) })
}

/// Whether `md` is a distinct node (false for uniqued nodes and non-nodes).
///
/// # Safety
/// `md` must be null or live metadata.
pub(crate) unsafe fn is_distinct(md: LLVMMetadataRef) -> bool {
    unsafe { ffi::lsr_is_distinct(md) != 0 }
}

// ---- 6. Metadata reading ----------------------------------------------------------------

/// What a piece of metadata is, as far as the translator cares.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MdKind {
    /// `!"text"`
    String,
    /// A wrapped value: `i32 1`, `@global`, or a function-local value.
    Value,
    /// A plain tuple `!{...}` (uniqued or distinct).
    Tuple,
    /// Any debug-info node (`DINode`, `DILocation`, `DIExpression`, ...).
    DebugInfo,
    /// Anything else (and null).
    Other,
}

/// The number of operands of a node; 0 for anything that is not a node.
///
/// # Safety
/// `md` must be null or live metadata.
pub(crate) unsafe fn md_num_operands(md: LLVMMetadataRef) -> u32 {
    unsafe { ffi::lsr_md_num_operands(md) }
}

/// Operand `i` of a node; `None` for a null operand, an index out of range or a non-node.
///
/// # Safety
/// `md` must be null or live metadata.
pub(crate) unsafe fn md_operand(md: LLVMMetadataRef, i: u32) -> Option<LLVMMetadataRef> {
    nonnull(unsafe { ffi::lsr_md_operand(md, i) })
}

/// All operands of a node, null operands as `None` (the unit tests' way to list them).
///
/// # Safety
/// `md` must be null or live metadata.
#[cfg(test)]
pub(crate) unsafe fn md_operands(md: LLVMMetadataRef) -> Vec<Option<LLVMMetadataRef>> {
    unsafe {
        let n = md_num_operands(md);
        (0..n).map(|i| md_operand(md, i)).collect()
    }
}

/// The kind of `md`.
///
/// # Safety
/// `md` must be null or live metadata.
pub(crate) unsafe fn md_kind(md: LLVMMetadataRef) -> MdKind {
    match unsafe { ffi::lsr_md_kind(md) } {
        0 => MdKind::String,
        1 => MdKind::Value,
        2 => MdKind::Tuple,
        3 => MdKind::DebugInfo,
        _ => MdKind::Other,
    }
}

/// The bytes of an `MDString`; `None` for other metadata.
///
/// # Safety
/// `md` must be null or live metadata.
pub(crate) unsafe fn md_string_bytes(md: LLVMMetadataRef) -> Option<Vec<u8>> {
    let mut len = 0usize;
    let p = unsafe { ffi::lsr_md_string(md, &mut len) };
    if p.is_null() {
        return None;
    }
    // SAFETY: the shim returns the MDString's storage, owned by the context and `len` long.
    Some(unsafe { std::slice::from_raw_parts(p.cast::<u8>(), len) }.to_vec())
}

/// The text of an `MDString` (invalid UTF-8 replaced); `None` for other metadata.
///
/// # Safety
/// `md` must be null or live metadata.
pub(crate) unsafe fn md_string(md: LLVMMetadataRef) -> Option<String> {
    unsafe { md_string_bytes(md) }.map(|b| match String::from_utf8(b) {
        Ok(s) => s,
        Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
    })
}

/// The value wrapped by `ValueAsMetadata` (constants, globals, function-local values).
///
/// # Safety
/// `md` must be null or live metadata.
pub(crate) unsafe fn md_value(md: LLVMMetadataRef) -> Option<LLVMValueRef> {
    nonnull(unsafe { ffi::lsr_md_value(md) })
}

/// The metadata of kind `kind` (e.g. `"dbg"`, `"llvm.loop"`) attached to an instruction.
///
/// # Safety
/// `inst` must be null or a live `llvm::Value`.
pub(crate) unsafe fn inst_metadata(inst: LLVMValueRef, kind: &str) -> Option<LLVMMetadataRef> {
    let (p, n) = str_parts(kind);
    nonnull(unsafe { ffi::lsr_inst_metadata(inst, p, n) })
}

/// The metadata of kind `kind` (e.g. `"kernel_arg_type"`, `"reqd_work_group_size"`)
/// attached to a function.
///
/// # Safety
/// `f` must be null or a live `llvm::Value`.
pub(crate) unsafe fn function_metadata(f: LLVMValueRef, kind: &str) -> Option<LLVMMetadataRef> {
    let (p, n) = str_parts(kind);
    nonnull(unsafe { ffi::lsr_function_metadata(f, p, n) })
}

/// The metadata of kind `kind` attached to a global object (global variable or function).
///
/// # Safety
/// `gv` must be null or a live `llvm::Value`.
pub(crate) unsafe fn global_metadata(gv: LLVMValueRef, kind: &str) -> Option<LLVMMetadataRef> {
    let (p, n) = str_parts(kind);
    nonnull(unsafe { ffi::lsr_global_metadata(gv, p, n) })
}

/// The number of operands of the named metadata `name`; 0 when it does not exist.
///
/// # Safety
/// `m` must be null or a live module.
pub(crate) unsafe fn named_md_num_operands(m: LLVMModuleRef, name: &str) -> u32 {
    let (p, n) = str_parts(name);
    unsafe { ffi::lsr_named_md_num_operands(m, p, n) }
}

/// Operand `i` of the named metadata `name`.
///
/// # Safety
/// `m` must be null or a live module.
pub(crate) unsafe fn named_md_operand(
    m: LLVMModuleRef,
    name: &str,
    i: u32,
) -> Option<LLVMMetadataRef> {
    let (p, n) = str_parts(name);
    nonnull(unsafe { ffi::lsr_named_md_operand(m, p, n, i) })
}

/// All operands of the named metadata `name` (empty when it does not exist).
///
/// # Safety
/// `m` must be null or a live module.
pub(crate) unsafe fn named_md_operands(m: LLVMModuleRef, name: &str) -> Vec<LLVMMetadataRef> {
    unsafe {
        let n = named_md_num_operands(m, name);
        (0..n)
            .filter_map(|i| named_md_operand(m, name, i))
            .collect()
    }
}
