//! Safe handles over LLVM modules, types and values (LLVM 14, typed pointers).
//!
//! Handles are `Copy` and borrow the context (`'c`) they live in; every accessor checks the
//! kind of what it is asked about and answers `None` rather than crashing.

use crate::error::{Error, Result};
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::{LLVMOpcode, LLVMTypeKind, LLVMValueKind};
use std::ffi::CStr;
use std::marker::PhantomData;

pub use llvm_sys::LLVMIntPredicate as IntPredicate;
pub use llvm_sys::LLVMOpcode as Opcode;
pub use llvm_sys::LLVMRealPredicate as RealPredicate;

mod attached;
mod handles;
mod types;
mod values;
pub use attached::*;
pub use handles::*;
pub use types::*;
pub use values::*;

/// An LLVM context; modules, types and values borrow it.
///
/// A context made by [`Context::new`] is ours: it is disposed of when dropped, and LLVM's
/// diagnostics about its modules (e.g. "ignoring debug info with an invalid version") go to
/// `tracing` instead of standard error (LLVM's default handler prints them, and exits the
/// process on an error diagnostic). A context borrowed from a caller
/// ([`super::embed::with_context`]) keeps the caller's handler and is never disposed of here.
pub struct Context {
    inner: std::mem::ManuallyDrop<inkwell::context::Context>,
    owned: bool,
    /// Set when LLVM hit a fatal error in this context: it is never disposed of.
    unusable: std::cell::Cell<bool>,
}

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl Drop for Context {
    fn drop(&mut self) {
        if self.owned && !self.unusable.get() {
            // SAFETY: dropped once, here; a borrowed context is left to its owner.
            unsafe { std::mem::ManuallyDrop::drop(&mut self.inner) }
        }
    }
}

/// LLVM's diagnostics of our contexts, as `tracing` events (never printed by LLVM, never an
/// exit): errors also come back as the `Err` of the call that caused them.
extern "C" fn diagnostic_to_tracing(
    info: llvm_sys::prelude::LLVMDiagnosticInfoRef,
    _: *mut std::ffi::c_void,
) {
    use llvm_sys::LLVMDiagnosticSeverity::*;
    // SAFETY: LLVM passes a valid diagnostic; the description is ours to free.
    let (severity, text) = unsafe {
        let severity = LLVMGetDiagInfoSeverity(info);
        let p = LLVMGetDiagInfoDescription(info);
        let text = if p.is_null() {
            String::new()
        } else {
            let t = CStr::from_ptr(p).to_string_lossy().into_owned();
            LLVMDisposeMessage(p);
            t
        };
        (severity, text)
    };
    match severity {
        LLVMDSError => tracing::error!(target: "llvm", "{text}"),
        LLVMDSWarning => tracing::warn!(target: "llvm", "{text}"),
        LLVMDSRemark => tracing::debug!(target: "llvm", "{text}"),
        LLVMDSNote => tracing::debug!(target: "llvm", "{text}"),
    }
}

impl Context {
    pub(crate) fn inkwell(&self) -> &inkwell::context::Context {
        &self.inner
    }

    /// A new context of our own.
    pub fn new() -> Self {
        let inner = inkwell::context::Context::create();
        // SAFETY: the context is alive; the handler takes no data and lives forever.
        unsafe {
            LLVMContextSetDiagnosticHandler(
                inner.raw(),
                Some(diagnostic_to_tracing),
                std::ptr::null_mut(),
            );
        }
        Context {
            inner: std::mem::ManuallyDrop::new(inner),
            owned: true,
            unusable: std::cell::Cell::new(false),
        }
    }

    /// A caller's context, borrowed: never disposed of here.
    ///
    /// # Safety
    /// `raw` must be a live LLVM context that outlives the returned value and every module,
    /// type and value made through it that is used after.
    pub(crate) unsafe fn borrowed(raw: LLVMContextRef) -> Self {
        Context {
            // SAFETY: the caller keeps the context alive; `owned: false` never disposes of it.
            inner: std::mem::ManuallyDrop::new(unsafe { inkwell::context::Context::new(raw) }),
            owned: false,
            unusable: std::cell::Cell::new(false),
        }
    }

    /// The LLVM-C handle of the context.
    pub fn raw_context(&self) -> LLVMContextRef {
        self.inner.raw()
    }

    /// Reads LLVM IR, bitcode or text, told apart by content. LLVM's fatal errors on malformed
    /// input are caught ([`Error::Fatal`]); the context is then left alone for good (never
    /// disposed of: LLVM may have left it inconsistent).
    pub fn load_module(&self, bytes: &[u8], name: &str) -> Result<Module<'_>> {
        let is_bitcode = crate::input_kind::is_llvm_bitcode(bytes);
        // SAFETY: the context is alive and this thread's (`Context` is not `Sync`).
        match unsafe { super::shim::parse_ir(self.raw_context(), bytes, name, is_bitcode) } {
            // SAFETY: a new module of this context, owned by the wrapper.
            Ok(raw) => Ok(Module::from_inkwell(unsafe {
                inkwell::module::Module::new(raw)
            })),
            Err(super::shim::ParseFailure::Invalid(message)) => Err(Error::Io {
                location: crate::error::Location::File(name.into()),
                message,
            }),
            Err(super::shim::ParseFailure::Fatal(message)) => {
                self.unusable.set(true);
                Err(Error::Fatal(format!("{name}: {}", message.trim_end())))
            }
        }
    }
}

/// An LLVM module.
pub struct Module<'c> {
    inner: inkwell::module::Module<'c>,
}

fn cstr_bytes<'a>(p: *const std::os::raw::c_char, len: usize) -> &'a [u8] {
    if p.is_null() || len == 0 {
        return &[];
    }
    // SAFETY: LLVM returns a pointer to `len` bytes that live as long as the object named.
    unsafe { std::slice::from_raw_parts(p as *const u8, len) }
}

impl<'c> Module<'c> {
    pub(crate) fn from_inkwell(inner: inkwell::module::Module<'c>) -> Self {
        Module { inner }
    }

    /// Gives the module up to the caller as its LLVM-C handle (not disposed of here).
    pub(crate) fn into_raw(self) -> LLVMModuleRef {
        let raw = self.raw();
        std::mem::forget(self);
        raw
    }

    fn raw(&self) -> LLVMModuleRef {
        self.inner.as_mut_ptr()
    }

    pub fn triple(&self) -> String {
        self.inner
            .get_triple()
            .as_str()
            .to_string_lossy()
            .into_owned()
    }

    pub fn data_layout(&self) -> String {
        self.inner
            .get_data_layout()
            .as_str()
            .to_string_lossy()
            .into_owned()
    }

    /// Runs the LLVM verifier.
    pub fn verify(&self) -> Result<()> {
        self.inner
            .verify()
            .map_err(|e| Error::Unsupported(format!("LLVM verifier: {}", e.to_string_lossy())))
    }

    /// Promotes the allocas of every function that only loads and stores use to SSA values
    /// (LLVM's mem2reg; `llvm.dbg.declare`s become `llvm.dbg.value`s). The legacy pass
    /// manager is LLVM 14's C interface to it.
    #[allow(deprecated)]
    pub fn promote_allocas(&self) {
        let fpm = inkwell::passes::PassManager::create(&self.inner);
        fpm.add_promote_memory_to_register_pass();
        fpm.initialize();
        for f in self.inner.get_functions() {
            fpm.run_on(&f);
        }
        fpm.finalize();
    }

    pub fn to_bitcode(&self) -> Vec<u8> {
        // (Straight into the vector: LLVM-C's memory buffer copies the bitcode twice more.)
        // SAFETY: the module is alive.
        unsafe { super::shim::write_bitcode(self.raw()) }
    }

    pub fn to_text(&self) -> String {
        self.inner.print_to_string().to_string_lossy().into_owned()
    }

    pub fn functions(&self) -> impl Iterator<Item = Value<'c>> + '_ {
        // SAFETY: iteration over the module's function list.
        let first = unsafe { LLVMGetFirstFunction(self.raw()) };
        std::iter::successors(Value::wrap(first), |f| {
            Value::wrap(unsafe { LLVMGetNextFunction(f.raw) })
        })
    }

    /// For each function, in order, the functions its instructions name as operands (in order
    /// of first mention, each once) as indices into `functions()`: (start, end) ranges into
    /// the returned list.
    pub fn function_refs(&self) -> (Vec<u32>, Vec<(usize, usize)>) {
        // SAFETY: the module is alive; the shim sizes its answer.
        let words = unsafe { super::shim::module_function_refs(self.raw()) };
        let mut ranges = Vec::new();
        let mut at = 0;
        while at < words.len() {
            let n = words[at] as usize;
            let end = (at + 1 + n).min(words.len());
            ranges.push((at + 1, end));
            at = end;
        }
        (words, ranges)
    }

    /// Moves function `f` of this module to the end of its function list.
    pub fn move_function_to_end(&self, f: Value<'c>) {
        if f.kind() == ValueKind::Function {
            // SAFETY: `f` is a function; the shim checks its parent.
            unsafe { super::shim::move_function_to_end(f.raw) }
        }
    }

    pub fn globals(&self) -> impl Iterator<Item = Value<'c>> + '_ {
        // SAFETY: iteration over the module's global list.
        let first = unsafe { LLVMGetFirstGlobal(self.raw()) };
        std::iter::successors(Value::wrap(first), |g| {
            Value::wrap(unsafe { LLVMGetNextGlobal(g.raw) })
        })
    }

    /// The operands of a named metadata node (`!name = !{...}`), as values.
    pub fn named_metadata(&self, name: &str) -> Vec<Value<'c>> {
        let Ok(cname) = std::ffi::CString::new(name) else {
            return Vec::new();
        };
        // SAFETY: the name is NUL-terminated; the buffer is sized by the count LLVM gives.
        unsafe {
            let n = LLVMGetNamedMetadataNumOperands(self.raw(), cname.as_ptr());
            let mut out: Vec<LLVMValueRef> = vec![std::ptr::null_mut(); n as usize];
            if n > 0 {
                LLVMGetNamedMetadataOperands(self.raw(), cname.as_ptr(), out.as_mut_ptr());
            }
            out.into_iter().filter_map(Value::wrap).collect()
        }
    }

    pub fn raw_module(&self) -> LLVMModuleRef {
        self.raw()
    }
}

/// The opcode's name as LLVM spells it in IR (for messages).
pub fn opcode_name(op: LLVMOpcode) -> String {
    format!("{op:?}").trim_start_matches("LLVM").to_lowercase()
}

/// Inline assembly: its text, its constraint string, and whether it has side effects.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InlineAsm {
    pub text: String,
    pub constraints: String,
    pub side_effects: bool,
}

#[cfg(test)]
mod tests {
    use super::*;

    const IR: &str = r#"
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(i32 addrspace(1)* %p, float %a, i8* %d, i8* %s) !reqd_work_group_size !0 {
  fence syncscope("workgroup") acquire
  %r = atomicrmw add i32 addrspace(1)* %p, i32 1 syncscope("device") seq_cst
  %c = cmpxchg i32 addrspace(1)* %p, i32 0, i32 1 acq_rel monotonic
  %f = fadd nnan ninf float %a, %a
  %x = add nsw i32 %r, 1
  %y = lshr exact i32 %x, 1
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %d, i8* align 4 %s, i64 16, i1 false), !my.md !1
  ret void
}
declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1)
!foo = !{!0, !1}
!0 = !{i32 8, i32 1, i32 1}
!1 = !{null, !"text"}
"#;

    #[test]
    fn safe_accessors() {
        let ctx = Context::new();
        let m = ctx.load_module(IR.as_bytes(), "t").expect("IR");
        let k = m.functions().next().expect("@k");
        let is: Vec<Value> = k.basic_blocks()[0].instructions().collect();
        assert_eq!(
            is[0].atomic_ordering(),
            Some(AtomicOrdering::LLVMAtomicOrderingAcquire)
        );
        assert_eq!(is[0].sync_scope().as_deref(), Some("workgroup"));
        assert_eq!(is[1].sync_scope().as_deref(), Some("device"));
        assert_eq!(
            is[2].cmpxchg_failure_ordering(),
            Some(AtomicOrdering::LLVMAtomicOrderingMonotonic)
        );
        assert_eq!(is[2].sync_scope().as_deref(), Some(""));
        assert_eq!(
            is[3].fast_math_flags(),
            FastMathFlags::NNAN | FastMathFlags::NINF
        );
        assert!(is[4].no_signed_wrap() && !is[4].no_unsigned_wrap());
        assert!(is[5].is_exact());
        assert_eq!(is[6].call_param_align(0), 8);
        assert_eq!(is[6].call_param_align(1), 4);
        assert_eq!(is[6].call_param_align(2), 0);
        assert_eq!(is[6].call_param_align(9), 0);
        assert_eq!(
            is[6].called_function().map(|f| f.name_str()).as_deref(),
            Some("llvm.memcpy.p0i8.p0i8.i64")
        );

        let wg = k
            .metadata("reqd_work_group_size")
            .expect("reqd_work_group_size");
        let dims: Vec<u64> = wg
            .operands()
            .into_iter()
            .flatten()
            .filter_map(Md::int)
            .collect();
        assert_eq!(dims, [8, 1, 1]);
        let md = is[6].metadata("my.md").expect("my.md");
        assert_eq!(md.operands()[0], None);
        assert_eq!(md.operand(1).and_then(Md::string).as_deref(), Some("text"));
        assert_eq!(md.operand(1).map(Md::kind), Some(MdKind::String));
        assert!(is[5].metadata("my.md").is_none());
        assert_eq!(m.named_md("foo"), vec![wg, md]);
        assert!(m.named_md("absent").is_empty());
        assert!(m.named_md_names().contains(&"foo".to_string()));
        // %r is used by %x only; %x by %y; the function by nothing.
        assert_eq!(is[1].users(), vec![is[4]]);
        assert_eq!(is[4].users(), vec![is[5]]);
        assert!(k.users().is_empty());
    }
}
