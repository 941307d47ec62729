//! LLVM annotations made by the reverse translation: `llvm.annotation` / `llvm.ptr.annotation`
//! calls on a value with a constant string (what `__builtin_intel_fpga_reg` and the FPGA
//! memory decorations come back as).

use super::Rx;
use crate::llvm::ir::{TypeKind, Value};
use llvm_sys::LLVMLinkage;

impl<'c> Rx<'c, '_> {
    /// An `i8*` to a new private string in section "llvm.metadata", as clang makes annotation
    /// strings.
    pub(crate) fn annotation_string(&self, text: &str) -> Value<'c> {
        let i8t = self.b.int_type(8);
        let bytes: Vec<Value<'c>> = text
            .bytes()
            .chain(std::iter::once(0))
            .map(|c| self.b.const_int(i8t, &[u64::from(c)]))
            .collect();
        let init = self.b.const_array(i8t, &bytes);
        let g = self.b.add_global(init.type_of(), "", 0);
        self.b.set_initializer(g, init);
        self.b.set_global_constant(g, true);
        self.b.set_linkage(g, LLVMLinkage::LLVMPrivateLinkage);
        self.b.set_unnamed_addr(g);
        self.b.set_section(g, "llvm.metadata");
        let zero = self.b.const_int(self.b.int_type(32), &[0]);
        self.b.const_gep(g, &[zero, zero], true)
    }

    /// `llvm.annotation` (integers) or `llvm.ptr.annotation` (pointers) of `v` with `text`;
    /// `v` itself for other types.
    pub(crate) fn annotate(&self, v: Value<'c>, text: &str, name: &str) -> Value<'c> {
        let t = v.type_of();
        let intrinsic = match t.kind() {
            TypeKind::Integer => "llvm.annotation",
            TypeKind::Pointer => "llvm.ptr.annotation",
            _ => return v,
        };
        let Some(f) = self.b.intrinsic(intrinsic, &[t]) else {
            return v;
        };
        let i8p = self.b.pointer_type(self.b.int_type(8), 0);
        let mut args = vec![v, self.annotation_string(text)];
        let params = f
            .type_of()
            .element()
            .map(|ft| ft.param_types())
            .unwrap_or_default();
        // The file name, the line, and (llvm.ptr.annotation) the attribute arguments.
        for p in params.iter().skip(2) {
            args.push(if *p == i8p {
                self.b.const_null(i8p)
            } else {
                self.b.undef(*p)
            });
        }
        self.b.call(f, &args, name)
    }
}

