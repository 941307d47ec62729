//! LLVM annotations made by the reverse translation: `llvm.annotation` / `llvm.ptr.annotation`
//! calls on a value with a constant string (what `__builtin_intel_fpga_reg` and the FPGA
//! memory decorations come back as), and `@llvm.global.annotations` for UserSemantic.

use super::Rx;
use crate::llvm::ir::{TypeKind, Value, ValueKind};
use crate::mapping::fpga_memory;
use crate::mapping::memory_access::param_bit;
use crate::spirv::grammar;
use crate::spirv::layout::decode_string;
use crate::spirv::tables::{enums, op};
use crate::spirv::{Id, InstId};
use llvm_sys::{LLVMLinkage, LLVMOpcode};

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
        self.b.set_global_constant(*g, true);
        self.b.set_linkage(*g, LLVMLinkage::LLVMPrivateLinkage);
        self.b.set_unnamed_addr(*g);
        self.b.set_section(*g, "llvm.metadata");
        let zero = self.b.const_int(self.b.int_type(32), &[0]);
        self.b.const_gep(*g, &[zero, zero], true)
    }

    /// `llvm.annotation` (integers) or `llvm.ptr.annotation` (pointers) of `v` with `text`;
    /// `v` itself for other types.
    pub(crate) fn annotate(&self, v: Value<'c>, text: &str, name: &str) -> Value<'c> {
        match v.type_of().kind() {
            TypeKind::Integer | TypeKind::Pointer => {
                let s = self.annotation_string(text);
                self.annotate_with(v, s, name)
            }
            _ => v,
        }
    }

    /// The same with the string (an `i8*`) given.
    pub(crate) fn annotate_with(&self, v: Value<'c>, text: Value<'c>, name: &str) -> Value<'c> {
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
        let mut args = vec![v, text];
        let params = f
            .type_of()
            .element()
            .map(|ft| ft.param_types())
            // (An intrinsic's type is a pointer to its function type.)
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

/// UserSemantic on functions and global variables, and the FPGA memory attributes of global
/// variables (SPV_INTEL_fpga_memory_attributes) → `@llvm.global.annotations` entries
/// `{ i8* value, i8* text, i8* undef, i32 undef, i8* undef }`, as `llvm-spirv` writes them.
pub(crate) fn global_annotations(rx: &mut Rx<'_, '_>) {
    // A module that has its own list keeps it.
    if rx.b.get_global("llvm.global.annotations").is_some() {
        return;
    }
    let mut ids: Vec<u32> = rx.deco.keys().collect();
    ids.sort_unstable();
    let i8p = rx.b.pointer_type(rx.b.int_type(8), 0);
    let i32t = rx.b.int_type(32);
    let entry_ty = rx.b.literal_struct(&[i8p, i8p, i8p, i32t, i8p], false);
    let mut entries = Vec::new();
    for id in ids {
        let Some(&v) = rx.values.find(&id) else {
            continue;
        };
        if !matches!(v.kind(), ValueKind::Function | ValueKind::GlobalVariable) {
            continue;
        }
        // A global variable's FPGA memory attributes are one more entry, first.
        let variable = v.kind() == ValueKind::GlobalVariable;
        let memory = variable
            .then(|| fpga_memory::annotation(rx.decorations(id).iter().copied()))
            .flatten();
        // Its SPV_INTEL_fpga_memory_accesses decorations: the `{params:N}` string of the
        // pointer, as an annotated pointer in a function has it.
        let accesses = variable
            .then(|| access_annotation(rx.decorations(id)))
            .flatten();
        let semantic = rx.decorations(id).iter().filter_map(|&(d, params)| {
            (d == enums::Decoration::UserSemantic)
                .then(|| decode_string(params).map(|(t, _)| t))
                .flatten()
        });
        let texts: Vec<String> = memory.into_iter().chain(accesses).chain(semantic).collect();
        for text in texts {
            // (A function or global variable: a pointer, as matched above.)
            let cast = if v.type_of().address_space().unwrap_or(0) == 0 {
                LLVMOpcode::LLVMBitCast
            } else {
                LLVMOpcode::LLVMAddrSpaceCast
            };
            let target = rx.b.const_cast(cast, v, i8p);
            let s = rx.annotation_string(&text);
            let fields = [
                target,
                s,
                rx.b.undef(i8p),
                rx.b.undef(i32t),
                rx.b.undef(i8p),
            ];
            entries.push(rx.b.const_struct(entry_ty, &fields));
        }
    }
    if entries.is_empty() {
        return;
    }
    let init = rx.b.const_array(entry_ty, &entries);
    let g =
        rx.b.add_global(init.type_of(), "llvm.global.annotations", 0);
    rx.b.set_initializer(g, init);
    rx.b.set_linkage(*g, LLVMLinkage::LLVMAppendingLinkage);
    rx.b.set_section(*g, "llvm.metadata");
}

/// The annotation text of a pointer's SPV_INTEL_fpga_memory_accesses decorations
/// (`{params:N}`, then `{cache-size:M}` when it has a cache size), else of its UserSemantic.
fn pointer_annotation(decs: &[(u32, &[u32])]) -> Option<String> {
    access_annotation(decs).or_else(|| {
        decs.iter()
            .find(|(d, _)| *d == enums::Decoration::UserSemantic)
            .and_then(|(_, p)| decode_string(p))
            .map(|(s, _)| s)
    })
}

/// The `{params:N}{cache-size:M}` text of SPV_INTEL_fpga_memory_accesses decorations.
fn access_annotation(decs: &[(u32, &[u32])]) -> Option<String> {
    let mut params = 0;
    let mut cache = None;
    for &(d, p) in decs {
        if let Some(bit) = param_bit(d) {
            params |= bit;
            if d == enums::Decoration::CacheSizeINTEL {
                cache = p.first().copied();
            }
        }
    }
    if params != 0 {
        let mut s = format!("{{params:{params}}}");
        if let Some(c) = cache {
            s.push_str(&format!("{{cache-size:{c}}}"));
        }
        return Some(s);
    }
    None
}

/// After an instruction of a function body: a pointer result with memory-access decorations
/// (or UserSemantic) becomes an `llvm.ptr.annotation` of it, which its uses see.
pub(crate) fn annotate_result(rx: &mut Rx<'_, '_>, i: InstId) {
    let opcode = rx.m.opcode(i);
    if opcode == op::Variable {
        local_variable(rx, i);
        return;
    }
    if matches!(
        opcode,
        op::AccessChain | op::InBoundsAccessChain | op::PtrAccessChain | op::InBoundsPtrAccessChain
    ) {
        struct_member(rx, i);
    }
    let Some(def) = grammar::instruction(opcode).filter(|d| d.has_result) else {
        return;
    };
    let ops = rx.m.operands(i);
    let id = if def.has_result_type {
        ops.get(1)
    } else {
        ops.first()
    };
    let Some(&id) = id else {
        return;
    };
    let Some(text) = rx.deco.find(&id).and_then(|d| pointer_annotation(d)) else {
        return;
    };
    annotate_pointer(rx, id, text);
}

/// `id`'s pointer value through an `llvm.ptr.annotation` with `text`, which its uses see.
fn annotate_pointer(rx: &mut Rx<'_, '_>, id: u32, text: String) {
    let Some(v) = rx.local.get(&id).or_else(|| rx.values.find(&id)).copied() else {
        return;
    };
    if v.type_of().kind() != TypeKind::Pointer {
        return;
    }
    let s = rx.shared_annotation_string(text);
    let r = rx.annotate_with(v, s, "");
    rx.define(id, r);
}

impl<'c> Rx<'c, '_> {
    /// One string per text, as llvm-spirv shares them.
    fn shared_annotation_string(&mut self, text: String) -> Value<'c> {
        match self.annotation_strings.get(&text) {
            Some(&s) => s,
            None => {
                let s = self.annotation_string(&text);
                self.annotation_strings.insert(text, s);
                s
            }
        }
    }
}

/// A function-scope `OpVariable` with FPGA memory attributes (SPV_INTEL_fpga_memory_attributes)
/// → `llvm.var.annotation` of its alloca with their string, as clang writes local attributes.
fn local_variable(rx: &mut Rx<'_, '_>, i: InstId) {
    let Some(&id) = rx.m.operands(i).get(1) else {
        return;
    };
    let Some(text) = fpga_memory::annotation(rx.decorations(id).iter().copied()) else {
        return;
    };
    let Some(v) = rx.local.get(&id).or_else(|| rx.values.find(&id)).copied() else {
        return;
    };
    let Some(f) = rx.b.intrinsic("llvm.var.annotation", &[]) else {
        return;
    };
    let i8p = rx.b.pointer_type(rx.b.int_type(8), 0);
    if v.type_of().address_space() != Some(0) {
        return;
    }
    let target = rx.b.cast(LLVMOpcode::LLVMBitCast, v, i8p, "");
    let s = rx.shared_annotation_string(text);
    let params = f
        .type_of()
        .element()
        .map(|ft| ft.param_types())
        // (An intrinsic's type is a pointer to its function type.)
        .unwrap_or_default();
    let mut args = vec![target, s];
    // The file name, the line, and the attribute arguments.
    for p in params.iter().skip(2) {
        args.push(if *p == i8p {
            rx.b.const_null(i8p)
        } else {
            rx.b.undef(*p)
        });
    }
    rx.b.call(f, &args, "");
}

/// The address of a struct member whose member decorations are FPGA memory attributes
/// (`OpAccessChain` with one constant index, `OpPtrAccessChain` with element 0 and one) →
/// `llvm.ptr.annotation` of it with their string, as clang writes annotated fields.
fn struct_member(rx: &mut Rx<'_, '_>, i: InstId) {
    let ops = rx.m.operands(i);
    let (Some(&id), Some(&base)) = (ops.get(1), ops.get(2)) else {
        return;
    };
    let indices = &ops[3..];
    let member = match (rx.m.opcode(i), indices) {
        (op::AccessChain | op::InBoundsAccessChain, &[m]) => m,
        (op::PtrAccessChain | op::InBoundsPtrAccessChain, &[e, m])
            if rx.constant_u64(e) == Some(0) =>
        {
            m
        }
        _ => return,
    };
    let Some(member) = rx.constant_u64(member).and_then(|m| u32::try_from(m).ok()) else {
        return;
    };
    // The struct: the pointee of the base's pointer type.
    let Some(st) = rx
        .idx
        .def(Id(base))
        .and_then(|d| rx.m.result_type(d))
        .and_then(|t| rx.idx.def(t))
        .filter(|&d| rx.m.opcode(d) == op::TypePointer)
        .and_then(|d| rx.m.operands(d).get(2).copied())
    else {
        return;
    };
    let m = rx.m;
    let decs = rx.idx.decorations(Id(st)).iter().filter_map(|&d| {
        let o = m.operands(d);
        (m.opcode(d) == op::MemberDecorate && o.len() >= 3 && o[1] == member)
            .then(|| (o[2], &o[3..]))
    });
    let Some(text) = fpga_memory::annotation(decs) else {
        return;
    };
    let Some(v) = rx.local.get(&id).or_else(|| rx.values.find(&id)).copied() else {
        return;
    };
    let ty = v.type_of();
    let (Some(pointee), Some(space)) = (ty.element(), ty.address_space()) else {
        return;
    };
    if pointee.kind() == TypeKind::Integer {
        annotate_pointer(rx, id, text);
        return;
    }
    // Another member type is annotated as an `i8*`, as clang annotates fields.
    let i8p = rx.b.pointer_type(rx.b.int_type(8), space);
    let bytes = rx.b.cast(LLVMOpcode::LLVMBitCast, v, i8p, "");
    let s = rx.shared_annotation_string(text);
    let annotated = rx.annotate_with(bytes, s, "");
    let back = rx.b.cast(LLVMOpcode::LLVMBitCast, annotated, ty, "");
    rx.define(id, back);
}
