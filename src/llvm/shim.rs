//! Wrappers over the C++ shim (src/llvm/shim/shim.cpp, built by build.rs) for what LLVM-C 14
//! cannot do: fence orderings, named sync scopes, fast-math and wrap flags, distinct
//! self-referencing metadata nodes, null-safe metadata reading, call details.
//!
//! The wrappers take raw llvm-sys handles and are `unsafe`; the safe layer is `super::ir`.
//! Every wrapper tolerates a handle of the wrong kind (it returns `None`/`false`/0); what the
//! caller must guarantee is only that the handle is live (not dangling) or, where documented,
//! null.

use std::os::raw::{c_char, c_int, c_uint};
use std::ptr;

use llvm_sys::LLVMAtomicOrdering;
use llvm_sys::prelude::{
    LLVMContextRef, LLVMMetadataRef, LLVMModuleRef, LLVMTypeRef, LLVMValueRef,
};

mod ffi {
    use super::*;

    unsafe extern "C" {
        pub fn lsr_parse_ir(
            ctx: LLVMContextRef,
            data: *const c_char,
            len: usize,
            name: *const c_char,
            name_len: usize,
            bitcode: c_int,
            out: *mut LLVMModuleRef,
            err: *mut *mut c_char,
        ) -> c_int;
        pub fn lsr_free(p: *mut c_char);

        pub fn lsr_atomic_ordering(inst: LLVMValueRef) -> c_int;
        pub fn lsr_cmpxchg_failure_ordering(inst: LLVMValueRef) -> c_int;
        pub fn lsr_set_atomic_ordering(inst: LLVMValueRef, ord: c_int) -> c_int;
        pub fn lsr_set_cmpxchg_failure_ordering(inst: LLVMValueRef, ord: c_int) -> c_int;

        pub fn lsr_sync_scope_name(inst: LLVMValueRef, buf: *mut c_char, len: usize) -> c_int;
        pub fn lsr_set_sync_scope(inst: LLVMValueRef, name: *const c_char, len: usize) -> c_int;

        pub fn lsr_fast_math_flags(v: LLVMValueRef) -> c_uint;
        pub fn lsr_set_fast_math_flags(inst: LLVMValueRef, bits: c_uint) -> c_int;

        pub fn lsr_has_no_signed_wrap(v: LLVMValueRef) -> c_int;
        pub fn lsr_has_no_unsigned_wrap(v: LLVMValueRef) -> c_int;
        pub fn lsr_is_exact(v: LLVMValueRef) -> c_int;
        pub fn lsr_set_no_signed_wrap(inst: LLVMValueRef, on: c_int) -> c_int;
        pub fn lsr_set_no_unsigned_wrap(inst: LLVMValueRef, on: c_int) -> c_int;
        pub fn lsr_set_exact(inst: LLVMValueRef, on: c_int) -> c_int;

        pub fn lsr_make_distinct_node(
            ctx: LLVMContextRef,
            ops: *mut LLVMMetadataRef,
            n: c_uint,
            self_ref: c_int,
        ) -> LLVMMetadataRef;
        pub fn lsr_is_distinct(md: LLVMMetadataRef) -> c_int;

        pub fn lsr_md_num_operands(md: LLVMMetadataRef) -> c_uint;
        pub fn lsr_md_operand(md: LLVMMetadataRef, i: c_uint) -> LLVMMetadataRef;
        pub fn lsr_md_kind(md: LLVMMetadataRef) -> c_int;
        pub fn lsr_md_string(md: LLVMMetadataRef, len: *mut usize) -> *const c_char;
        pub fn lsr_md_value(md: LLVMMetadataRef) -> LLVMValueRef;
        pub fn lsr_inst_metadata(
            inst: LLVMValueRef,
            kind: *const c_char,
            len: usize,
        ) -> LLVMMetadataRef;
        pub fn lsr_function_metadata(
            f: LLVMValueRef,
            kind: *const c_char,
            len: usize,
        ) -> LLVMMetadataRef;
        pub fn lsr_global_metadata(
            gv: LLVMValueRef,
            kind: *const c_char,
            len: usize,
        ) -> LLVMMetadataRef;
        pub fn lsr_global_string_attribute(
            gv: LLVMValueRef,
            key: *const c_char,
            key_len: usize,
            len: *mut usize,
        ) -> *const c_char;
        pub fn lsr_global_add_string_attribute(
            gv: LLVMValueRef,
            key: *const c_char,
            key_len: usize,
            val: *const c_char,
            val_len: usize,
        ) -> c_int;
        pub fn lsr_named_md_num_operands(
            m: LLVMModuleRef,
            name: *const c_char,
            len: usize,
        ) -> c_uint;
        pub fn lsr_named_md_operand(
            m: LLVMModuleRef,
            name: *const c_char,
            len: usize,
            i: c_uint,
        ) -> LLVMMetadataRef;

        pub fn lsr_call_is_inline_asm(inst: LLVMValueRef) -> c_int;
        pub fn lsr_call_inline_asm_text(
            inst: LLVMValueRef,
            part: c_int,
            len: *mut usize,
        ) -> *const c_char;
        pub fn lsr_call_inline_asm_side_effects(inst: LLVMValueRef) -> c_int;
        pub fn lsr_call_callee_function(inst: LLVMValueRef) -> LLVMValueRef;
        pub fn lsr_value_opcode(v: LLVMValueRef, out: *mut llvm_sys::LLVMOpcode) -> c_int;
        pub fn lsr_load_store_info(v: LLVMValueRef, align: *mut c_uint) -> c_int;
        pub fn lsr_operand_classes(v: LLVMValueRef) -> c_uint;
        pub fn lsr_allocas_and_calls(
            f: LLVMValueRef,
            out: *mut LLVMValueRef,
            cap: c_uint,
        ) -> c_uint;
        pub fn lsr_move_function_to_end(f: LLVMValueRef);

        pub fn lsr_module_function_refs(
            m: LLVMModuleRef,
            sink: unsafe extern "C" fn(*mut std::ffi::c_void, *const u32, usize),
            ctx: *mut std::ffi::c_void,
        );
        pub fn lsr_write_bitcode(
            m: LLVMModuleRef,
            sink: unsafe extern "C" fn(*mut std::ffi::c_void, *const c_char, usize),
            ctx: *mut std::ffi::c_void,
        );
        pub fn lsr_const_real_bits(ty: LLVMTypeRef, bits: u64) -> LLVMValueRef;
        pub fn lsr_copy_attributes_to_bare_call(call: LLVMValueRef, f: LLVMValueRef) -> c_int;
        pub fn lsr_copy_attributes_to_bare_call_without(
            call: LLVMValueRef,
            f: LLVMValueRef,
            kinds: *const c_uint,
            n: c_uint,
        ) -> c_int;
        pub fn lsr_call_add_enum_attributes(
            call: LLVMValueRef,
            index: c_uint,
            kinds: *const c_uint,
            n: c_uint,
        ) -> c_int;
    }
}

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

fn nonnull<T>(p: *mut T) -> Option<*mut T> {
    if p.is_null() { None } else { Some(p) }
}

fn str_parts(s: &str) -> (*const c_char, usize) {
    (s.as_ptr().cast(), s.len())
}

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

/// A half/float/double constant from its IEEE bits (None for other types).
pub(crate) unsafe fn const_real_bits(ty: LLVMTypeRef, bits: u64) -> Option<LLVMValueRef> {
    nonnull(unsafe { ffi::lsr_const_real_bits(ty, bits) })
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

#[cfg(test)]
mod tests {
    use super::*;
    use inkwell::context::Context;
    use inkwell::memory_buffer::MemoryBuffer;
    use inkwell::module::Module;
    use inkwell::values::AsValueRef;
    use llvm_sys::LLVMAtomicOrdering::*;
    use llvm_sys::core::*;

    const IR: &str = r#"
define spir_kernel void @k(i32* %p, float %a, float %b, i32 %x, i32 %y, void ()* %fp) !kernel_arg_type !1 {
entry:
  fence syncscope("workgroup") acquire
  %r = atomicrmw add i32* %p, i32 1 syncscope("device") seq_cst
  %c = cmpxchg i32* %p, i32 0, i32 1 acq_rel monotonic
  %f = fadd nnan ninf float %a, %b
  %g = fmul float %a, %b
  %s = add nsw nuw i32 %x, %y
  %d = udiv exact i32 %x, %y
  %l = load atomic i32, i32* %p syncscope("singlethread") acquire, align 4
  store atomic i32 %x, i32* %p release, align 4
  %n = load i32, i32* %p, align 4, !my.md !0
  call void @callee(i32 %x)
  call void bitcast (void (float)* @other to void (i32)*)(i32 %x)
  call void asm sideeffect "nop", ""()
  call void %fp() [ "deopt"(i32 1), "lsr.test"(i32 2) ]
  br label %loop
loop:
  %cond = icmp eq i32 %x, %y
  br i1 %cond, label %loop, label %exit, !llvm.loop !2
exit:
  ret void
}

declare void @callee(i32)
declare void @other(float)

@gv = global i32 0, !spirv.Decorations !0

!foo = !{!0, !1}
!0 = !{null, !"x", i32 1}
!1 = !{!"int*", !"float", !"float", !"int", !"int", !"void(*)()"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.unroll.disable"}
"#;

    fn parse(ctx: &Context) -> Module<'_> {
        let buf = MemoryBuffer::create_from_memory_range_copy(IR.as_bytes(), "test");
        match ctx.create_module_from_ir(buf) {
            Ok(m) => m,
            Err(e) => panic!("bad test IR: {}", e.to_string()),
        }
    }

    fn kernel(m: &Module<'_>) -> LLVMValueRef {
        m.get_function("k").expect("@k").as_value_ref()
    }

    /// All instructions of a function, in order.
    fn insts(f: LLVMValueRef) -> Vec<LLVMValueRef> {
        let mut out = Vec::new();
        unsafe {
            let mut bb = LLVMGetFirstBasicBlock(f);
            while !bb.is_null() {
                let mut i = LLVMGetFirstInstruction(bb);
                while !i.is_null() {
                    out.push(i);
                    i = LLVMGetNextInstruction(i);
                }
                bb = LLVMGetNextBasicBlock(bb);
            }
        }
        out
    }

    // Indices into `insts(kernel)`.
    const FENCE: usize = 0;
    const RMW: usize = 1;
    const CMPXCHG: usize = 2;
    const FADD: usize = 3;
    const FMUL: usize = 4;
    const ADD: usize = 5;
    const UDIV: usize = 6;
    const LOAD_ATOMIC: usize = 7;
    const STORE_ATOMIC: usize = 8;
    const LOAD: usize = 9;
    const CALL_DIRECT: usize = 10;
    const CALL_CAST: usize = 11;
    const CALL_ASM: usize = 12;
    const CALL_INDIRECT: usize = 13;
    const BR_LOOP: usize = 16;

    fn text(m: &Module<'_>) -> String {
        m.print_to_string().to_string()
    }

    fn name_of(v: LLVMValueRef) -> String {
        let mut len = 0usize;
        let p = unsafe { LLVMGetValueName2(v, &mut len) };
        let bytes = unsafe { std::slice::from_raw_parts(p.cast::<u8>(), len) };
        String::from_utf8_lossy(bytes).into_owned()
    }

    #[test]
    fn moves_a_function_to_the_end() {
        let ctx = Context::create();
        let m = parse(&ctx);
        let names = |m: &Module<'_>| -> Vec<String> {
            m.get_functions()
                .map(|f| f.get_name().to_string_lossy().into_owned())
                .collect()
        };
        assert_eq!(names(&m), ["k", "callee", "other"]);
        let k = m.get_function("k").unwrap();
        unsafe {
            move_function_to_end(k.as_value_ref());
            // Not a function: nothing happens.
            move_function_to_end(m.get_global("gv").unwrap().as_value_ref());
        }
        assert_eq!(names(&m), ["callee", "other", "k"]);
        assert!(m.verify().is_ok());
    }

    #[test]
    fn global_string_attributes() {
        let ctx = Context::create();
        let m = parse(&ctx);
        let gv = m.get_global("gv").expect("@gv").as_value_ref();
        let k = kernel(&m);
        unsafe {
            assert_eq!(global_string_attribute(gv, "VCByteOffset"), None);
            assert!(global_add_string_attribute(gv, "VCByteOffset", "16"));
            assert!(global_add_string_attribute(gv, "VCVolatile", ""));
            assert_eq!(
                global_string_attribute(gv, "VCByteOffset").as_deref(),
                Some("16")
            );
            assert_eq!(
                global_string_attribute(gv, "VCVolatile").as_deref(),
                Some("")
            );
            // Not a global variable: nothing read or set.
            assert!(!global_add_string_attribute(k, "VCByteOffset", "1"));
            assert_eq!(global_string_attribute(k, "VCByteOffset"), None);
            assert_eq!(global_string_attribute(std::ptr::null_mut(), "x"), None);
        }
        assert!(m.verify().is_ok());
        assert!(text(&m).contains("\"VCByteOffset\"=\"16\""));
    }

    #[test]
    fn orderings() {
        let ctx = Context::create();
        let m = parse(&ctx);
        let is = insts(kernel(&m));
        unsafe {
            assert_eq!(atomic_ordering(is[FENCE]), Some(LLVMAtomicOrderingAcquire));
            assert_eq!(
                atomic_ordering(is[RMW]),
                Some(LLVMAtomicOrderingSequentiallyConsistent)
            );
            assert_eq!(
                atomic_ordering(is[CMPXCHG]),
                Some(LLVMAtomicOrderingAcquireRelease)
            );
            assert_eq!(
                cmpxchg_failure_ordering(is[CMPXCHG]),
                Some(LLVMAtomicOrderingMonotonic)
            );
            assert_eq!(
                atomic_ordering(is[LOAD_ATOMIC]),
                Some(LLVMAtomicOrderingAcquire)
            );
            assert_eq!(
                atomic_ordering(is[STORE_ATOMIC]),
                Some(LLVMAtomicOrderingRelease)
            );
            assert_eq!(atomic_ordering(is[LOAD]), Some(LLVMAtomicOrderingNotAtomic));
            assert_eq!(atomic_ordering(is[ADD]), None);
            assert_eq!(atomic_ordering(ptr::null_mut()), None);
            assert_eq!(cmpxchg_failure_ordering(is[RMW]), None);

            assert!(set_atomic_ordering(
                is[FENCE],
                LLVMAtomicOrderingSequentiallyConsistent
            ));
            assert!(set_atomic_ordering(is[RMW], LLVMAtomicOrderingMonotonic));
            assert!(set_atomic_ordering(
                is[CMPXCHG],
                LLVMAtomicOrderingSequentiallyConsistent
            ));
            assert!(set_cmpxchg_failure_ordering(
                is[CMPXCHG],
                LLVMAtomicOrderingAcquire
            ));
            assert!(!set_atomic_ordering(is[ADD], LLVMAtomicOrderingAcquire));
            assert!(!set_cmpxchg_failure_ordering(
                is[RMW],
                LLVMAtomicOrderingAcquire
            ));
            assert_eq!(
                atomic_ordering(is[FENCE]),
                Some(LLVMAtomicOrderingSequentiallyConsistent)
            );
            assert_eq!(atomic_ordering(is[RMW]), Some(LLVMAtomicOrderingMonotonic));
            assert_eq!(
                atomic_ordering(is[CMPXCHG]),
                Some(LLVMAtomicOrderingSequentiallyConsistent)
            );
            assert_eq!(
                cmpxchg_failure_ordering(is[CMPXCHG]),
                Some(LLVMAtomicOrderingAcquire)
            );
        }
        let t = text(&m);
        assert!(t.contains(r#"fence syncscope("workgroup") seq_cst"#), "{t}");
        assert!(t.contains(r#"syncscope("device") monotonic"#), "{t}");
        assert!(t.contains("seq_cst acquire"), "{t}");
    }

    #[test]
    fn sync_scopes() {
        let ctx = Context::create();
        let m = parse(&ctx);
        let is = insts(kernel(&m));
        unsafe {
            assert_eq!(sync_scope_name(is[FENCE]).as_deref(), Some("workgroup"));
            assert_eq!(sync_scope_name(is[RMW]).as_deref(), Some("device"));
            assert_eq!(sync_scope_name(is[CMPXCHG]).as_deref(), Some(""));
            assert_eq!(
                sync_scope_name(is[LOAD_ATOMIC]).as_deref(),
                Some("singlethread")
            );
            assert_eq!(sync_scope_name(is[STORE_ATOMIC]).as_deref(), Some(""));
            assert_eq!(sync_scope_name(is[ADD]), None);
            assert_eq!(sync_scope_name(ptr::null_mut()), None);

            assert!(set_sync_scope(is[FENCE], "subgroup"));
            assert!(set_sync_scope(is[RMW], ""));
            assert!(set_sync_scope(is[CMPXCHG], "all_svm_devices"));
            assert!(set_sync_scope(is[STORE_ATOMIC], "singlethread"));
            let long = "a_rather_long_scope_name_".repeat(4);
            assert!(set_sync_scope(is[LOAD_ATOMIC], &long));
            assert!(!set_sync_scope(is[ADD], "device"));
            assert_eq!(sync_scope_name(is[FENCE]).as_deref(), Some("subgroup"));
            assert_eq!(sync_scope_name(is[RMW]).as_deref(), Some(""));
            assert_eq!(
                sync_scope_name(is[CMPXCHG]).as_deref(),
                Some("all_svm_devices")
            );
            assert_eq!(
                sync_scope_name(is[STORE_ATOMIC]).as_deref(),
                Some("singlethread")
            );
            assert_eq!(
                sync_scope_name(is[LOAD_ATOMIC]).as_deref(),
                Some(long.as_str())
            );
        }
        let t = text(&m);
        assert!(t.contains(r#"fence syncscope("subgroup") acquire"#), "{t}");
        assert!(t.contains(r#"atomicrmw add i32* %p, i32 1 seq_cst"#), "{t}");
        assert!(
            t.contains(r#"syncscope("all_svm_devices") acq_rel monotonic"#),
            "{t}"
        );
        assert!(t.contains(r#"syncscope("singlethread") release"#), "{t}");
    }

    #[test]
    fn fast_math() {
        let ctx = Context::create();
        let m = parse(&ctx);
        let is = insts(kernel(&m));
        unsafe {
            assert_eq!(
                fast_math_flags(is[FADD]),
                FastMathFlags::NNAN | FastMathFlags::NINF
            );
            assert!(fast_math_flags(is[FMUL]).is_empty());
            assert!(fast_math_flags(is[ADD]).is_empty());
            assert!(fast_math_flags(ptr::null_mut()).is_empty());

            assert!(set_fast_math_flags(is[FMUL], FastMathFlags::FAST));
            assert_eq!(fast_math_flags(is[FMUL]), FastMathFlags::FAST);
            let some = FastMathFlags::REASSOC | FastMathFlags::NSZ | FastMathFlags::AFN;
            assert!(set_fast_math_flags(is[FADD], some));
            assert_eq!(fast_math_flags(is[FADD]), some);
            assert!(!set_fast_math_flags(is[ADD], FastMathFlags::FAST));
            for bit in 0..7 {
                let f = FastMathFlags(1 << bit);
                assert!(set_fast_math_flags(is[FADD], f));
                assert_eq!(fast_math_flags(is[FADD]), f, "bit {bit}");
            }
            assert!(set_fast_math_flags(
                is[FADD],
                FastMathFlags::ARCP | FastMathFlags::CONTRACT
            ));
        }
        let t = text(&m);
        assert!(t.contains("%g = fmul fast float %a, %b"), "{t}");
        assert!(t.contains("%f = fadd arcp contract float %a, %b"), "{t}");
    }

    #[test]
    fn wrap_flags() {
        let ctx = Context::create();
        let m = parse(&ctx);
        let is = insts(kernel(&m));
        unsafe {
            assert!(has_no_signed_wrap(is[ADD]));
            assert!(has_no_unsigned_wrap(is[ADD]));
            assert!(!is_exact(is[ADD]));
            assert!(is_exact(is[UDIV]));
            assert!(!has_no_signed_wrap(is[UDIV]));
            assert!(!has_no_signed_wrap(is[FADD]));
            assert!(!is_exact(ptr::null_mut()));

            assert!(set_no_signed_wrap(is[ADD], false));
            assert!(!has_no_signed_wrap(is[ADD]));
            assert!(has_no_unsigned_wrap(is[ADD]));
            assert!(set_no_unsigned_wrap(is[ADD], false));
            assert!(!has_no_unsigned_wrap(is[ADD]));
            assert!(set_exact(is[UDIV], false));
            assert!(!is_exact(is[UDIV]));
            assert!(!set_exact(is[ADD], true));
            assert!(!set_no_signed_wrap(is[UDIV], true));
            assert!(!set_no_unsigned_wrap(is[FADD], true));
        }
        let t = text(&m);
        assert!(t.contains("%s = add i32 %x, %y"), "{t}");
        assert!(t.contains("%d = udiv i32 %x, %y"), "{t}");
        unsafe {
            assert!(set_no_signed_wrap(is[ADD], true));
            assert!(set_exact(is[UDIV], true));
            assert!(has_no_signed_wrap(is[ADD]));
        }
        let t = text(&m);
        assert!(t.contains("%s = add nsw i32 %x, %y"), "{t}");
        assert!(t.contains("%d = udiv exact i32 %x, %y"), "{t}");
    }

    #[test]
    fn metadata_reading() {
        let ctx = Context::create();
        let m = parse(&ctx);
        let mp = m.as_mut_ptr();
        let k = kernel(&m);
        let is = insts(k);
        unsafe {
            assert_eq!(named_md_num_operands(mp, "foo"), 2);
            assert_eq!(named_md_num_operands(mp, "absent"), 0);
            assert_eq!(named_md_operand(mp, "foo", 2), None);
            assert_eq!(named_md_operand(mp, "absent", 0), None);
            let ops = named_md_operands(mp, "foo");
            assert_eq!(ops.len(), 2);
            let n0 = ops[0];
            assert_eq!(md_kind(n0), MdKind::Tuple);
            assert!(!is_distinct(n0));
            assert_eq!(md_num_operands(n0), 3);
            assert_eq!(md_operand(n0, 0), None);
            assert_eq!(md_operand(n0, 3), None);
            let all = md_operands(n0);
            assert_eq!(all.len(), 3);
            assert!(all[0].is_none());
            let s = all[1].expect("!\"x\"");
            assert_eq!(md_kind(s), MdKind::String);
            assert_eq!(md_string(s).as_deref(), Some("x"));
            assert_eq!(md_num_operands(s), 0);
            assert_eq!(md_value(s), None);
            let c = all[2].expect("i32 1");
            assert_eq!(md_kind(c), MdKind::Value);
            assert_eq!(md_string(c), None);
            let v = md_value(c).expect("value");
            assert_eq!(LLVMConstIntGetZExtValue(v), 1);
            assert_eq!(md_kind(ptr::null_mut()), MdKind::Other);
            assert_eq!(md_num_operands(ptr::null_mut()), 0);

            // Function metadata.
            let kat = function_metadata(k, "kernel_arg_type").expect("kernel_arg_type");
            assert_eq!(kat, ops[1]);
            let names: Vec<_> = md_operands(kat)
                .into_iter()
                .map(|o| md_string(o.expect("string")).expect("string"))
                .collect();
            assert_eq!(names, ["int*", "float", "float", "int", "int", "void(*)()"]);
            assert_eq!(function_metadata(k, "reqd_work_group_size"), None);
            assert_eq!(global_metadata(k, "kernel_arg_type"), Some(kat));
            assert_eq!(function_metadata(is[ADD], "kernel_arg_type"), None);

            // Global-variable metadata.
            let gv = m.get_global("gv").expect("@gv").as_value_ref();
            assert_eq!(global_metadata(gv, "spirv.Decorations"), Some(n0));
            assert_eq!(function_metadata(gv, "spirv.Decorations"), None);

            // Instruction metadata.
            assert_eq!(inst_metadata(is[LOAD], "my.md"), Some(n0));
            assert_eq!(inst_metadata(is[LOAD], "dbg"), None);
            assert_eq!(inst_metadata(is[ADD], "my.md"), None);
            let lp = inst_metadata(is[BR_LOOP], "llvm.loop").expect("llvm.loop");
            assert!(is_distinct(lp));
            assert_eq!(md_kind(lp), MdKind::Tuple);
            assert_eq!(md_operand(lp, 0), Some(lp));
            let hint = md_operand(lp, 1).expect("hint");
            assert_eq!(
                md_string(md_operand(hint, 0).expect("str")).as_deref(),
                Some("llvm.loop.unroll.disable")
            );
        }
    }

    #[test]
    fn debug_info_kind() {
        const DI: &str = r#"
define void @f() !dbg !4 {
  ret void, !dbg !6
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "p", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.cl", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !5, unit: !0)
!5 = !DISubroutineType(types: !{null})
!6 = !DILocation(line: 2, scope: !4)
"#;
        let ctx = Context::create();
        let buf = MemoryBuffer::create_from_memory_range_copy(DI.as_bytes(), "di");
        let m = ctx.create_module_from_ir(buf).expect("DI IR");
        let f = m.get_function("f").expect("@f").as_value_ref();
        let ret = insts(f)[0];
        unsafe {
            let sp = function_metadata(f, "dbg").expect("subprogram");
            assert_eq!(md_kind(sp), MdKind::DebugInfo);
            assert!(is_distinct(sp));
            let loc = inst_metadata(ret, "dbg").expect("location");
            assert_eq!(md_kind(loc), MdKind::DebugInfo);
            let cu = named_md_operand(m.as_mut_ptr(), "llvm.dbg.cu", 0).expect("cu");
            assert_eq!(md_kind(cu), MdKind::DebugInfo);
            let flag = named_md_operand(m.as_mut_ptr(), "llvm.module.flags", 0).expect("flag");
            assert_eq!(md_kind(flag), MdKind::Tuple);
        }
    }

    #[test]
    fn distinct_self_ref_node() {
        let ctx = Context::create();
        let m = parse(&ctx);
        let is = insts(kernel(&m));
        unsafe {
            let c = ctx.raw();
            let s = b"llvm.loop.unroll.count";
            let name = LLVMMDStringInContext2(c, s.as_ptr().cast(), s.len());
            let count = LLVMValueAsMetadata(LLVMConstInt(LLVMInt32TypeInContext(c), 4, 0));
            let mut hint_ops = [name, count];
            let hint = LLVMMDNodeInContext2(c, hint_ops.as_mut_ptr(), hint_ops.len());
            let n = make_distinct_node(c, &[hint, ptr::null_mut()], true).expect("node");
            assert!(is_distinct(n));
            assert_eq!(md_num_operands(n), 3);
            assert_eq!(md_operand(n, 0), Some(n));
            assert_eq!(md_operand(n, 1), Some(hint));
            assert_eq!(md_operand(n, 2), None);
            // Two nodes with the same operands stay different (distinct, not uniqued).
            let n2 = make_distinct_node(c, &[hint], true).expect("node");
            let n3 = make_distinct_node(c, &[hint], true).expect("node");
            assert_ne!(n2, n3);
            let empty = make_distinct_node(c, &[], true).expect("node");
            assert_eq!(md_num_operands(empty), 1);
            assert_eq!(md_operand(empty, 0), Some(empty));
            assert!(!is_distinct(hint));

            // Attach it as !llvm.loop and check the printed form.
            let kind = b"llvm.loop";
            let kid = LLVMGetMDKindIDInContext(c, kind.as_ptr().cast(), kind.len() as u32);
            LLVMSetMetadata(is[BR_LOOP], kid, LLVMMetadataAsValue(c, n2));
            assert_eq!(inst_metadata(is[BR_LOOP], "llvm.loop"), Some(n2));
            assert_eq!(make_distinct_node(ptr::null_mut(), &[], true), None);
        }
        let t = text(&m);
        assert!(t.contains("!llvm.loop !"), "{t}");
        assert!(t.contains(r#"!{!"llvm.loop.unroll.count", i32 4}"#), "{t}");
        let self_ref = t.lines().any(|l| {
            l.split_once(" = distinct !{")
                .is_some_and(|(id, rest)| rest.starts_with(&format!("{id}, !")))
        });
        assert!(self_ref, "{t}");
    }

    #[test]
    fn calls() {
        let ctx = Context::create();
        let m = parse(&ctx);
        let is = insts(kernel(&m));
        unsafe {
            let direct = call_callee_function(is[CALL_DIRECT]).expect("direct");
            assert_eq!(name_of(direct), "callee");
            let cast = call_callee_function(is[CALL_CAST]).expect("through bitcast");
            assert_eq!(name_of(cast), "other");
            assert_eq!(call_callee_function(is[CALL_ASM]), None);
            assert_eq!(call_callee_function(is[CALL_INDIRECT]), None);
            assert_eq!(call_callee_function(is[ADD]), None);
            assert_eq!(call_callee_function(ptr::null_mut()), None);

            assert!(call_is_inline_asm(is[CALL_ASM]));
            assert_eq!(
                call_inline_asm_text(is[CALL_ASM], false),
                Some(b"nop".to_vec())
            );
            assert_eq!(call_inline_asm_text(is[CALL_ASM], true), Some(Vec::new()));
            assert!(call_inline_asm_side_effects(is[CALL_ASM]));
            assert_eq!(call_inline_asm_text(is[CALL_DIRECT], false), None);
            assert_eq!(call_inline_asm_text(ptr::null_mut(), true), None);
            assert!(!call_inline_asm_side_effects(is[CALL_DIRECT]));
            assert!(!call_is_inline_asm(is[CALL_DIRECT]));
            assert!(!call_is_inline_asm(is[CALL_INDIRECT]));
            assert!(!call_is_inline_asm(is[ADD]));
        }
    }
}
