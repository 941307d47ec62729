//! Building LLVM IR (for the reverse direction): types, constants, globals, functions,
//! instructions and metadata, through one safe `IrBuilder` over llvm-sys.

use super::ir::{BasicBlock, Context, Function, GlobalVar, Instruction, Module, Type, Value};
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::{
    LLVMAtomicOrdering, LLVMAtomicRMWBinOp, LLVMIntPredicate, LLVMLinkage, LLVMOpcode,
    LLVMRealPredicate,
};
use std::ffi::CString;
use std::marker::PhantomData;

mod edit;
mod globals;
mod instructions;
mod values;

/// A NUL-terminated copy of a name for LLVM-C, NULs inside dropped: on the stack when short
/// (a name is passed for most instructions made), on the heap otherwise.
pub(crate) struct CName {
    short: [u8; CName::SHORT],
    long: Option<CString>,
}

impl CName {
    const SHORT: usize = 64;

    fn new(s: &str) -> CName {
        let mut short = [0u8; CName::SHORT];
        if s.len() < CName::SHORT && !s.as_bytes().contains(&0) {
            short[..s.len()].copy_from_slice(s.as_bytes());
            return CName { short, long: None };
        }
        // (NULs were removed: it converts.)
        let long = CString::new(s.replace('\0', "")).unwrap_or_default();
        CName {
            short,
            long: Some(long),
        }
    }

    pub(crate) fn as_ptr(&self) -> *const std::os::raw::c_char {
        match &self.long {
            Some(c) => c.as_ptr(),
            None => self.short.as_ptr().cast(),
        }
    }
}

fn cstring(s: &str) -> CName {
    CName::new(s)
}

impl Context {
    /// A new, empty module.
    pub fn create_module(&self, name: &str) -> Module<'_> {
        Module::from_inkwell(self.inkwell().create_module(name))
    }
}

/// An operand of a metadata node being built.
#[derive(Clone, Debug)]
pub enum MdOperand<'c> {
    /// An integer constant of the given bit width.
    Int(u32, u64),
    String(String),
    Value(Value<'c>),
    /// A node built earlier.
    Node(Md<'c>),
    Null,
}

/// Builds IR into one module.
pub struct IrBuilder<'c> {
    ctx: LLVMContextRef,
    module: LLVMModuleRef,
    builder: LLVMBuilderRef,
    _p: PhantomData<&'c ()>,
}

impl Drop for IrBuilder<'_> {
    fn drop(&mut self) {
        // SAFETY: the builder was created by us and is disposed of once.
        unsafe { LLVMDisposeBuilder(self.builder) }
    }
}

/// Wraps a raw value (never null for the calls used here; a null becomes an error upstream).
fn v<'c>(raw: LLVMValueRef) -> Value<'c> {
    Value::from_raw(raw)
}

fn t<'c>(raw: LLVMTypeRef) -> Type<'c> {
    Type::from_raw(raw)
}

impl<'c> IrBuilder<'c> {
    pub fn new(module: &Module<'c>) -> Self {
        let m = module.raw_module();
        // SAFETY: the module is live; the builder is disposed of in Drop.
        unsafe {
            let ctx = LLVMGetModuleContext(m);
            IrBuilder {
                ctx,
                module: m,
                builder: LLVMCreateBuilderInContext(ctx),
                _p: PhantomData,
            }
        }
    }

    /// The module being built (for the debug-info builder of `super::di`).
    pub(crate) fn raw_module(&self) -> LLVMModuleRef {
        self.module
    }

    /// The block instructions are being appended to.
    pub fn insert_block(&self) -> Option<BasicBlock<'c>> {
        // SAFETY: live builder; null when it has no position.
        let bb = unsafe { LLVMGetInsertBlock(self.builder) };
        (!bb.is_null()).then(|| BasicBlock::from_raw(bb))
    }

    pub fn set_triple(&self, triple: &str) {
        let c = cstring(triple);
        // SAFETY: NUL-terminated string; live module.
        unsafe { LLVMSetTarget(self.module, c.as_ptr()) }
    }

    pub fn set_data_layout(&self, layout: &str) {
        let c = cstring(layout);
        // SAFETY: NUL-terminated string; live module.
        unsafe { LLVMSetDataLayout(self.module, c.as_ptr()) }
    }
}

/// Metadata, built here or read from a module of the same context: the one metadata handle
/// of `src/llvm` ([`super::ir::Md`]).
pub use super::ir::Md;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn function_metadata_prints_and_verifies() {
        let ctx = Context::new();
        let m = ctx.create_module("t");
        let b = IrBuilder::new(&m);
        let i32t = b.int_type(32);
        let p = b.pointer_type(i32t, 1);
        let ft = b.function_type(b.void_type(), &[p], false);
        let f = b.add_function("k", ft);
        let bb = b.append_block(f, "entry");
        b.position_at_end(bb);
        b.ret(None);
        let node = b.md_node(&[MdOperand::Int(32, 1)]);
        b.set_metadata(*f, "kernel_arg_addr_space", node);
        let node = b.md_node(&[MdOperand::String("int*".into())]);
        b.set_metadata(*f, "kernel_arg_type", node);
        let text = m.to_text();
        assert!(text.contains("!kernel_arg_addr_space"), "{text}");
        m.verify().unwrap();
    }

    #[test]
    fn call_site_sret() {
        let ctx = Context::new();
        let m = ctx.create_module("t");
        let b = IrBuilder::new(&m);
        let s = b.literal_struct(&[b.int_type(32)], false);
        let p = b.pointer_type(s, 0);
        let callee_ty = b.function_type(b.void_type(), &[p], false);
        let callee = b.add_function("fill", callee_ty);
        b.add_type_attribute(callee, 1, "sret", s);
        let f = b.add_function("k", b.function_type(b.void_type(), &[], false));
        let bb = b.append_block(f, "entry");
        b.position_at_end(bb);
        let tmp = b.alloca(s, "tmp");
        let call = b.call(*callee, &[tmp], "");
        b.call_add_type_attribute(call, 1, "sret", s);
        b.ret(None);
        let text = m.to_text();
        assert!(
            text.contains("call void @fill({ i32 }* sret({ i32 }) %tmp)"),
            "{text}"
        );
        m.verify().unwrap();
    }

    #[test]
    fn a_call_takes_its_callees_attributes_but_the_dropped_ones() {
        let ctx = Context::new();
        let m = ctx.create_module("t");
        let b = IrBuilder::new(&m);
        let i32t = b.int_type(32);
        let callee = b.add_function("g", b.function_type(b.void_type(), &[i32t], false));
        for attr in ["noinline", "nounwind", "optnone"] {
            b.add_attribute(callee, u32::MAX, attr);
        }
        b.add_attribute(callee, 1, "zeroext");
        let f = b.add_function("k", b.function_type(b.void_type(), &[], false));
        let bb = b.append_block(f, "entry");
        b.position_at_end(bb);
        let dropped = ["noinline", "optnone", "alwaysinline", "no-such-attribute"]
            .map(|n| b.enum_attribute_kind(n));
        assert_eq!(dropped[3], 0);
        let bare = b.call(*callee, &[b.const_int(i32t, &[1])], "");
        b.copy_attributes_to_call_without(bare, *callee, &dropped);
        // A call with attributes already takes the others one by one, less the same.
        let other = b.call(*callee, &[b.const_int(i32t, &[2])], "");
        b.call_add_int_attribute(other, 1, "noundef", 0);
        b.copy_attributes_to_call_without(other, *callee, &dropped);
        b.ret(None);
        let text = m.to_text();
        let calls: Vec<&str> = text
            .lines()
            .filter(|l| l.contains("call void @g"))
            .collect();
        assert_eq!(calls.len(), 2, "{text}");
        for call in calls {
            assert!(call.contains("zeroext"), "{call}");
            assert!(!call.contains("#0"), "{call}\n{text}");
        }
        assert!(text.contains("noinline nounwind optnone"), "{text}");
        m.verify().unwrap();
    }
}
