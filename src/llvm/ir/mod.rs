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
mod types;
mod values;
pub use attached::*;
pub use types::*;
pub use values::*;

/// An LLVM context; modules, types and values borrow it.
pub struct Context {
    inner: inkwell::context::Context,
}

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl Context {
    pub(crate) fn inkwell(&self) -> &inkwell::context::Context {
        &self.inner
    }

    pub fn new() -> Self {
        Context {
            inner: inkwell::context::Context::create(),
        }
    }

    /// Reads LLVM IR, bitcode or text, told apart by content.
    pub fn load_module(&self, bytes: &[u8], name: &str) -> Result<Module<'_>> {
        let is_bitcode =
            bytes.starts_with(b"BC\xC0\xDE") || bytes.starts_with(&[0xDE, 0xC0, 0x17, 0x0B]);
        let buffer =
            inkwell::memory_buffer::MemoryBuffer::create_from_memory_range_copy(bytes, name);
        let module = if is_bitcode {
            inkwell::module::Module::parse_bitcode_from_buffer(&buffer, &self.inner)
        } else {
            self.inner.create_module_from_ir(buffer)
        };
        module.map(|m| Module { inner: m }).map_err(|e| Error::Io {
            location: crate::error::Location::File(name.into()),
            message: e.to_string(),
        })
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
        self.inner.write_bitcode_to_memory().as_slice().to_vec()
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
