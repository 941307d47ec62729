//! Enum attribute kinds by name. LLVM-C finds a kind by matching the name against every
//! attribute name it knows, and the translators ask for the same few names for every
//! function, parameter and call: the kinds of LLVM 14's enum attributes (LangRef, "Parameter
//! Attributes" and "Function Attributes") are asked once and kept in a table by name. A name
//! not in the table is asked of LLVM each time (its answer is the same: the table is a cache).

use crate::hash::FastMap;
use llvm_sys::core::LLVMGetEnumAttributeKindForName;
use std::sync::OnceLock;

/// LLVM 14's enum attributes (the names `Attribute::getAttrKindFromName` takes).
const NAMES: &[&str] = &[
    "align",
    "allocsize",
    "alwaysinline",
    "argmemonly",
    "builtin",
    "byref",
    "byval",
    "cold",
    "convergent",
    "dereferenceable",
    "dereferenceable_or_null",
    "elementtype",
    "hot",
    "immarg",
    "inaccessiblemem_or_argmemonly",
    "inaccessiblememonly",
    "inalloca",
    "inlinehint",
    "inreg",
    "jumptable",
    "minsize",
    "mustprogress",
    "naked",
    "nest",
    "noalias",
    "nobuiltin",
    "nocallback",
    "nocapture",
    "nocf_check",
    "noduplicate",
    "nofree",
    "noimplicitfloat",
    "noinline",
    "nomerge",
    "nonlazybind",
    "nonnull",
    "noprofile",
    "norecurse",
    "noredzone",
    "noreturn",
    "nosync",
    "noundef",
    "nounwind",
    "null_pointer_is_valid",
    "optforfuzzing",
    "optnone",
    "optsize",
    "preallocated",
    "readnone",
    "readonly",
    "returned",
    "returns_twice",
    "safestack",
    "signext",
    "speculatable",
    "sret",
    "ssp",
    "sspreq",
    "sspstrong",
    "strictfp",
    "swiftasync",
    "swifterror",
    "swiftself",
    "uwtable",
    "vscale_range",
    "willreturn",
    "writeonly",
    "zeroext",
];

/// LLVM's answer for a name: its kind, 0 when LLVM knows no enum attribute of that name.
fn ask(name: &str) -> u32 {
    // SAFETY: the name is passed with its length (LLVM reads no further).
    unsafe { LLVMGetEnumAttributeKindForName(name.as_ptr().cast(), name.len()) }
}

/// The kind of the enum attribute `name` (0 for a name LLVM does not know).
pub(crate) fn enum_kind(name: &str) -> u32 {
    static KINDS: OnceLock<FastMap<&'static str, u32>> = OnceLock::new();
    let kinds = KINDS.get_or_init(|| NAMES.iter().map(|&n| (n, ask(n))).collect());
    match kinds.get(name) {
        Some(&k) => k,
        None => ask(name),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_table_is_llvms_answer() {
        for name in super::NAMES
            .iter()
            .copied()
            .chain(["no-such-attribute", "", "Align"])
        {
            assert_eq!(super::enum_kind(name), super::ask(name), "{name}");
        }
        // (Each name is one LLVM 14 knows.)
        assert!(super::NAMES.iter().all(|n| super::ask(n) != 0));
    }
}
