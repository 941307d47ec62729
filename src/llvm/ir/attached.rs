//! What LLVM-C 14 cannot read, over the C++ shim: atomic orderings, flags, fast-math flags,
//! attached metadata, `Md` handles over metadata nodes.

use super::*;

// ---- atomics, flags, attached metadata (over the C++ shim) -------------------------------

pub use super::super::shim::{FastMathFlags, MdKind};
pub use llvm_sys::LLVMAtomicOrdering as AtomicOrdering;
use llvm_sys::prelude::LLVMMetadataRef;

/// What the memory operands of a load or store say (`Value::load_store_info`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LoadStoreInfo {
    pub volatile: bool,
    /// `!nontemporal` is attached.
    pub nontemporal: bool,
    pub align: u32,
}

impl<'c> Value<'c> {
    /// Of a load or store, in one query: volatile, `!nontemporal`, alignment (what
    /// `is_volatile`, `metadata("nontemporal")` and `alignment` say); `None` for other values.
    pub fn load_store_info(self) -> Option<LoadStoreInfo> {
        // SAFETY: the handle is live; the shim answers None for other values.
        unsafe { super::super::shim::load_store_info(self.raw) }.map(
            |(volatile, nontemporal, align)| LoadStoreInfo {
                volatile,
                nontemporal,
                align,
            },
        )
    }

    /// Whether an operand of this user is a constant expression (one query for all operands).
    pub fn has_constant_expr_operand(self) -> bool {
        // SAFETY: the handle is live; the shim answers 0 for values that are not users.
        unsafe { super::super::shim::operand_classes(self.raw) & 1 != 0 }
    }

    /// Whether an operand of this user is a constant expression, a global variable or an
    /// aggregate constant (array, struct, vector): what can name a global variable.
    pub fn has_global_or_constant_operand(self) -> bool {
        // SAFETY: as above.
        unsafe { super::super::shim::operand_classes(self.raw) != 0 }
    }

    /// The ordering of a load, store, atomicrmw or fence, or the success ordering of a
    /// cmpxchg (`NotAtomic` for plain loads and stores); `None` for other values.
    pub fn atomic_ordering(self) -> Option<AtomicOrdering> {
        // SAFETY: the handle is live; the shim answers None for values without an ordering.
        unsafe { super::super::shim::atomic_ordering(self.raw) }
    }

    /// The failure ordering of a cmpxchg.
    pub fn cmpxchg_failure_ordering(self) -> Option<AtomicOrdering> {
        // SAFETY: the handle is live; the shim answers None for anything but cmpxchg.
        unsafe { super::super::shim::cmpxchg_failure_ordering(self.raw) }
    }

    /// The sync scope of an atomic instruction or fence: `""` for the default (system) scope,
    /// `"singlethread"`, or a target name (`"workgroup"`, `"device"`...).
    pub fn sync_scope(self) -> Option<String> {
        // SAFETY: the handle is live; the shim answers None for values without a scope.
        unsafe { super::super::shim::sync_scope_name(self.raw) }
    }

    /// The fast-math flags of an FP-math instruction (empty otherwise).
    pub fn fast_math_flags(self) -> FastMathFlags {
        // SAFETY: the handle is live; the shim answers empty for other values.
        unsafe { super::super::shim::fast_math_flags(self.raw) }
    }

    pub fn no_signed_wrap(self) -> bool {
        // SAFETY: the handle is live; the shim answers false where the flag does not apply.
        unsafe { super::super::shim::has_no_signed_wrap(self.raw) }
    }

    pub fn no_unsigned_wrap(self) -> bool {
        // SAFETY: as above.
        unsafe { super::super::shim::has_no_unsigned_wrap(self.raw) }
    }

    pub fn is_exact(self) -> bool {
        // SAFETY: as above.
        unsafe { super::super::shim::is_exact(self.raw) }
    }

    /// The metadata of kind `kind` attached to a function, global variable or instruction.
    pub fn metadata(self, kind: &str) -> Option<Md<'c>> {
        // SAFETY: the handle is live; each shim function tolerates other kinds of value.
        let raw = unsafe {
            match self.kind() {
                ValueKind::Function => super::super::shim::function_metadata(self.raw, kind),
                ValueKind::GlobalVariable => super::super::shim::global_metadata(self.raw, kind),
                ValueKind::Instruction => super::super::shim::inst_metadata(self.raw, kind),
                _ => None,
            }
        };
        raw.and_then(Md::wrap)
    }

    /// The function a call calls, looking through pointer casts of the callee; `None` for
    /// indirect calls and inline assembly.
    pub fn called_function(self) -> Option<Value<'c>> {
        // SAFETY: the handle is live; the shim answers None for non-calls.
        unsafe { super::super::shim::call_callee_function(self.raw) }.and_then(Value::wrap)
    }

    /// Whether a call calls inline assembly.
    pub fn is_inline_asm_call(self) -> bool {
        // SAFETY: the handle is live; the shim answers false for non-calls.
        unsafe { super::super::shim::call_is_inline_asm(self.raw) }
    }

    /// The inline assembly a call calls; `None` for other calls.
    pub fn called_inline_asm(self) -> Option<InlineAsm> {
        // SAFETY: the handle is live; the shim answers None / false for other calls.
        unsafe {
            let text = super::super::shim::call_inline_asm_text(self.raw, false)?;
            let constraints = super::super::shim::call_inline_asm_text(self.raw, true)?;
            Some(InlineAsm {
                text: String::from_utf8_lossy(&text).into_owned(),
                constraints: String::from_utf8_lossy(&constraints).into_owned(),
                side_effects: super::super::shim::call_inline_asm_side_effects(self.raw),
            })
        }
    }

    /// The `align` attribute of argument `i` of a call (0 when absent).
    pub fn call_param_align(self, i: u32) -> u32 {
        if self.opcode() != Some(Opcode::LLVMCall) || self.kind() != ValueKind::Instruction {
            return 0;
        }
        if i >= self.num_args() {
            return 0;
        }
        let name = "align";
        // SAFETY: a live call; attribute index i + 1 is argument i.
        unsafe {
            let kind = crate::llvm::attr_kinds::enum_kind(name);
            if kind == 0 {
                return 0;
            }
            let a = LLVMGetCallSiteEnumAttribute(self.raw, i + 1, kind);
            if a.is_null() {
                return 0;
            }
            // (An enum attribute's value fits 32 bits for the attributes read here; 0 otherwise, no value.)
            u32::try_from(LLVMGetEnumAttributeValue(a)).unwrap_or(0)
        }
    }

    /// Whether a call has an enum attribute (e.g. "sret") at an index (0 = return,
    /// 1.. = arguments, u32::MAX = function).
    pub fn call_has_enum_attribute(self, index: u32, name: &str) -> bool {
        if self.opcode() != Some(Opcode::LLVMCall) || self.kind() != ValueKind::Instruction {
            return false;
        }
        // SAFETY: a live call; the name pointer and length describe `name`.
        unsafe {
            let kind = crate::llvm::attr_kinds::enum_kind(name);
            kind != 0 && !LLVMGetCallSiteEnumAttribute(self.raw, index, kind).is_null()
        }
    }

    /// The value of a string attribute (`"key"="value"`) of a function at an index
    /// (u32::MAX = the function itself).
    pub fn string_attribute(self, index: u32, key: &str) -> Option<String> {
        if self.kind() != ValueKind::Function {
            return None;
        }
        // SAFETY: the key pointer and length describe `key`; the returned bytes belong to
        // the attribute, which lives as long as the context.
        unsafe {
            let a = LLVMGetStringAttributeAtIndex(
                self.raw,
                index,
                key.as_ptr().cast(),
                key.len() as u32,
            );
            if a.is_null() {
                return None;
            }
            let mut len = 0u32;
            let p = LLVMGetStringAttributeValue(a, &mut len);
            Some(String::from_utf8_lossy(cstr_bytes(p, len as usize)).into_owned())
        }
    }

    /// The value of a string attribute of a global variable (`"VCByteOffset"="1"`); `None` when
    /// absent or for other values.
    pub fn global_string_attribute(self, key: &str) -> Option<String> {
        // SAFETY: the handle is live; the shim checks that it is a global variable.
        unsafe { super::super::shim::global_string_attribute(self.raw, key) }
    }

    /// Adds a string attribute to a global variable; false for other values.
    pub fn add_global_string_attribute(self, key: &str, value: &str) -> bool {
        // SAFETY: as above.
        unsafe { super::super::shim::global_add_string_attribute(self.raw, key, value) }
    }

    /// The value of an integer attribute (e.g. "align", "dereferenceable") of a function at an
    /// index (0 = return, 1.. = parameters, u32::MAX = function); `None` when absent.
    pub fn enum_attribute_value(self, index: u32, name: &str) -> Option<u64> {
        if self.kind() != ValueKind::Function {
            return None;
        }
        // SAFETY: the name pointer and length describe `name`; the function is valid.
        unsafe {
            let kind = crate::llvm::attr_kinds::enum_kind(name);
            if kind == 0 {
                return None;
            }
            let a = LLVMGetEnumAttributeAtIndex(self.raw, index, kind);
            (!a.is_null()).then(|| LLVMGetEnumAttributeValue(a))
        }
    }

    /// What a global alias stands for (looking through casts and chains of aliases).
    pub fn aliasee(self) -> Option<Value<'c>> {
        let mut v = self;
        for _ in 0..16 {
            match v.kind() {
                // SAFETY: checked to be a global alias.
                ValueKind::GlobalAlias => v = Value::wrap(unsafe { LLVMAliasGetAliasee(v.raw) })?,
                ValueKind::ConstantExpr
                    if matches!(
                        v.opcode(),
                        Some(Opcode::LLVMBitCast | Opcode::LLVMAddrSpaceCast)
                    ) =>
                {
                    v = v.operand(0)?
                }
                _ => return (v != self).then_some(v),
            }
        }
        None
    }

    /// The section of a global variable or function (`None` when it has none).
    pub fn section(self) -> Option<String> {
        if !matches!(self.kind(), ValueKind::GlobalVariable | ValueKind::Function) {
            return None;
        }
        // SAFETY: checked to be a global object; LLVM answers NULL when there is no section.
        let p = unsafe { LLVMGetSection(self.raw) };
        (!p.is_null()).then(|| unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned())
    }

    /// For a metadata-as-value: the metadata it wraps.
    pub fn as_md(self) -> Option<Md<'c>> {
        if self.kind() != ValueKind::Metadata {
            return None;
        }
        // SAFETY: checked to be a MetadataAsValue.
        Md::wrap(unsafe { LLVMValueAsMetadata(self.raw) })
    }
}

/// A piece of metadata: a node, a string, or a wrapped value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Md<'c> {
    pub(in crate::llvm) raw: LLVMMetadataRef,
    pub(in crate::llvm) _p: PhantomData<&'c ()>,
}

impl<'c> Md<'c> {
    pub(crate) fn wrap(raw: LLVMMetadataRef) -> Option<Self> {
        (!raw.is_null()).then_some(Md {
            raw,
            _p: PhantomData,
        })
    }

    pub(in crate::llvm) fn raw(self) -> LLVMMetadataRef {
        self.raw
    }

    pub fn kind(self) -> MdKind {
        // SAFETY: the handle is live metadata.
        unsafe { super::super::shim::md_kind(self.raw) }
    }

    pub fn num_operands(self) -> u32 {
        // SAFETY: as above; 0 for non-nodes.
        unsafe { super::super::shim::md_num_operands(self.raw) }
    }

    /// Operand `i` of a node (`None` when null or out of range).
    pub fn operand(self, i: u32) -> Option<Md<'c>> {
        // SAFETY: the shim checks the index and the kind.
        unsafe { super::super::shim::md_operand(self.raw, i) }.and_then(Md::wrap)
    }

    /// The operands of a node, null operands as `None`.
    pub fn operands(self) -> Vec<Option<Md<'c>>> {
        (0..self.num_operands()).map(|i| self.operand(i)).collect()
    }

    /// The text of an `MDString`.
    pub fn string(self) -> Option<String> {
        // SAFETY: the shim answers None for other metadata.
        unsafe { super::super::shim::md_string(self.raw) }
    }

    /// The value a `ValueAsMetadata` wraps (`i32 1`, `@global`...).
    pub fn value(self) -> Option<Value<'c>> {
        // SAFETY: the shim answers None for other metadata.
        unsafe { super::super::shim::md_value(self.raw) }.and_then(Value::wrap)
    }

    /// The zero-extended integer a `ValueAsMetadata` of a constant int wraps.
    pub fn int(self) -> Option<u64> {
        self.value().and_then(|v| v.const_int_zext())
    }

    pub fn is_distinct(self) -> bool {
        // SAFETY: the handle is live metadata.
        unsafe { super::super::shim::is_distinct(self.raw) }
    }
}

impl<'c> Module<'c> {
    /// The operands of the named metadata `name` (empty when absent).
    pub fn named_md(&self, name: &str) -> Vec<Md<'c>> {
        // SAFETY: the module is live.
        unsafe { super::super::shim::named_md_operands(self.raw(), name) }
            .into_iter()
            .filter_map(Md::wrap)
            .collect()
    }

    /// The names of all named metadata of the module.
    pub fn named_md_names(&self) -> Vec<String> {
        let mut out = Vec::new();
        // SAFETY: iteration over the module's named metadata list.
        unsafe {
            let mut n = LLVMGetFirstNamedMetadata(self.raw());
            while !n.is_null() {
                let mut len = 0usize;
                let p = LLVMGetNamedMetadataName(n, &mut len);
                out.push(String::from_utf8_lossy(cstr_bytes(p, len)).into_owned());
                n = LLVMGetNextNamedMetadata(n);
            }
        }
        out
    }
}
