//! LLVM linkage kinds ↔ `LinkageAttributes` linkage types, and LLVM's structor lists ↔ the
//! `Initializer` / `Finalizer` execution modes.
//!
//! Every linkage kind of the LLVM 14 LangRef has a row: what the forward direction writes for
//! it, why, and the linkage the reverse direction gives back for what was written. SPIR-V has
//! three linkage types (Export, Import and, with SPV_KHR_linkonce_odr, LinkOnceODR) and a
//! symbol without `LinkageAttributes` is local to its module; what LLVM says beyond that
//! (weakness, discardability, tentative definitions) has no SPIR-V form.

use crate::spirv::tables::enums::{ExecutionMode as EM, LinkageType as LT};
use llvm_sys::LLVMLinkage as L;

/// The extension of the LinkOnceODR linkage type.
pub const LINKONCE_ODR_EXTENSION: &str = "SPV_KHR_linkonce_odr";

/// What the forward direction writes for an LLVM linkage.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ToSpirv {
    /// No `LinkageAttributes`: the symbol is local to the module.
    Local,
    /// Export for a definition, Import for a declaration.
    ExportOrImport,
    /// Import, and the definition (function body, variable initializer) is not written.
    ImportWithoutDefinition,
    /// LinkOnceODR where SPV_KHR_linkonce_odr is allowed, else Export.
    LinkOnceOdr,
    /// Export of a variable without an initializer.
    ExportWithoutInitializer,
}

/// One LLVM linkage kind.
pub struct LinkageRow {
    pub llvm: L,
    /// Its LangRef spelling.
    pub name: &'static str,
    pub to_spirv: ToSpirv,
    /// The linkage the reverse direction gives a definition written for this row (where the
    /// extension of LinkOnceODR is allowed).
    pub back: L,
    /// Why, where the SPIR-V form says less than the LLVM one.
    pub note: &'static str,
}

/// Every linkage kind of LLVM 14.
pub const LINKAGES: &[LinkageRow] = &[
    LinkageRow {
        llvm: L::LLVMExternalLinkage,
        name: "external",
        to_spirv: ToSpirv::ExportOrImport,
        back: L::LLVMExternalLinkage,
        note: "",
    },
    LinkageRow {
        llvm: L::LLVMPrivateLinkage,
        name: "private",
        to_spirv: ToSpirv::Local,
        back: L::LLVMInternalLinkage,
        note: "SPIR-V does not say whether a local symbol is in the object file's symbol table",
    },
    LinkageRow {
        llvm: L::LLVMInternalLinkage,
        name: "internal",
        to_spirv: ToSpirv::Local,
        back: L::LLVMInternalLinkage,
        note: "",
    },
    LinkageRow {
        llvm: L::LLVMAvailableExternallyLinkage,
        name: "available_externally",
        to_spirv: ToSpirv::ImportWithoutDefinition,
        back: L::LLVMExternalLinkage,
        note: "the LangRef makes it equivalent to an external declaration (the definition is \
               only there to optimize with), and SPIR-V forbids a body or an initializer on \
               an Import",
    },
    LinkageRow {
        llvm: L::LLVMLinkOnceAnyLinkage,
        name: "linkonce",
        to_spirv: ToSpirv::ExportOrImport,
        back: L::LLVMExternalLinkage,
        note: "SPIR-V has no discardable linkage for definitions that may differ; the \
               definition is kept and exported",
    },
    LinkageRow {
        llvm: L::LLVMLinkOnceODRLinkage,
        name: "linkonce_odr",
        to_spirv: ToSpirv::LinkOnceOdr,
        back: L::LLVMLinkOnceODRLinkage,
        note: "LinkOnceODR needs SPV_KHR_linkonce_odr; without it the definition is exported",
    },
    LinkageRow {
        llvm: L::LLVMWeakAnyLinkage,
        name: "weak",
        to_spirv: ToSpirv::ExportOrImport,
        back: L::LLVMExternalLinkage,
        note: "SPIR-V has no weak linkage; the definition is exported",
    },
    LinkageRow {
        llvm: L::LLVMWeakODRLinkage,
        name: "weak_odr",
        to_spirv: ToSpirv::ExportOrImport,
        back: L::LLVMExternalLinkage,
        note: "SPIR-V has no weak linkage; the definition is exported",
    },
    LinkageRow {
        llvm: L::LLVMAppendingLinkage,
        name: "appending",
        to_spirv: ToSpirv::ExportOrImport,
        back: L::LLVMExternalLinkage,
        note: "SPIR-V linking does not concatenate arrays; LLVM's own lists (llvm.used, \
               llvm.compiler.used, llvm.global_ctors, ...) are not variables of the SPIR-V \
               module",
    },
    LinkageRow {
        llvm: L::LLVMExternalWeakLinkage,
        name: "extern_weak",
        to_spirv: ToSpirv::ExportOrImport,
        back: L::LLVMExternalLinkage,
        note: "an Import must be resolved: SPIR-V has no null address for a missing symbol",
    },
    LinkageRow {
        llvm: L::LLVMCommonLinkage,
        name: "common",
        to_spirv: ToSpirv::ExportWithoutInitializer,
        back: L::LLVMCommonLinkage,
        note: "a tentative definition: exported without an initializer (its value is zero), \
               which is how the reverse knows it",
    },
];

/// The row of an LLVM linkage; linkages LLVM 14 no longer makes (the obsolete enumerators
/// of the C API) are treated as external.
pub fn row(linkage: L) -> &'static LinkageRow {
    LINKAGES
        .iter()
        .find(|r| r.llvm == linkage)
        .unwrap_or(&LINKAGES[0])
}

/// The linkage type the forward direction writes for a global value, or `None` for none.
/// `definition` tells a definition from a declaration (after `ImportWithoutDefinition`
/// dropped the definition, it is a declaration).
pub fn linkage_type(linkage: L, definition: bool, linkonce_odr_allowed: bool) -> Option<u32> {
    match row(linkage).to_spirv {
        ToSpirv::Local => None,
        ToSpirv::ImportWithoutDefinition => Some(LT::Import),
        ToSpirv::LinkOnceOdr if linkonce_odr_allowed && definition => Some(LT::LinkOnceODR),
        _ if definition => Some(LT::Export),
        _ => Some(LT::Import),
    }
}

/// Whether the forward direction writes the definition (function body, initializer) of a
/// global value of this linkage.
pub fn keeps_definition(linkage: L) -> bool {
    row(linkage).to_spirv != ToSpirv::ImportWithoutDefinition
}

/// Whether the forward direction writes a variable of this linkage without its initializer.
pub fn drops_initializer(linkage: L) -> bool {
    matches!(
        row(linkage).to_spirv,
        ToSpirv::ImportWithoutDefinition | ToSpirv::ExportWithoutInitializer
    )
}

/// What the reverse direction gives: from the `LinkageAttributes` type (if any), whether the
/// SPIR-V value is a definition (a function with a body, a variable that is not imported),
/// and whether it is a CrossWorkgroup variable without an initializer that may be common.
pub fn to_llvm(linkage_type: Option<u32>, definition: bool, may_be_common: bool) -> L {
    match linkage_type {
        Some(LT::Import) => L::LLVMExternalLinkage,
        _ if !definition => L::LLVMExternalLinkage,
        Some(LT::LinkOnceODR) => L::LLVMLinkOnceODRLinkage,
        Some(LT::Export) if may_be_common => L::LLVMCommonLinkage,
        Some(_) => L::LLVMExternalLinkage,
        None => L::LLVMInternalLinkage,
    }
}

/// (LLVM list of functions, the execution mode of an entry point on that list): constructors
/// run before, destructors after the other entry points of the program.
pub const STRUCTOR_LISTS: &[(&str, u32)] = &[
    ("llvm.global_ctors", EM::Initializer),
    ("llvm.global_dtors", EM::Finalizer),
];

/// The structor list of an execution mode.
pub fn structor_list(mode: u32) -> Option<&'static str> {
    STRUCTOR_LISTS
        .iter()
        .find(|&&(_, m)| m == mode)
        .map(|&(n, _)| n)
}

/// The priority the reverse direction gives each structor: LLVM's default (SPIR-V keeps no
/// order among Initializers).
pub const DEFAULT_STRUCTOR_PRIORITY: u64 = 65535;

#[cfg(test)]
mod tests {
    use super::*;

    /// Every linkage kind of the LLVM 14 LangRef has exactly one row.
    #[test]
    fn every_langref_linkage_has_a_row() {
        let langref = [
            "private",
            "internal",
            "available_externally",
            "linkonce",
            "weak",
            "common",
            "appending",
            "extern_weak",
            "linkonce_odr",
            "weak_odr",
            "external",
        ];
        for name in langref {
            assert_eq!(
                LINKAGES.iter().filter(|r| r.name == name).count(),
                1,
                "{name}"
            );
        }
        assert_eq!(LINKAGES.len(), langref.len());
    }

    /// What the forward direction writes, read back, gives each row's `back` linkage.
    #[test]
    fn rows_round_trip() {
        for r in LINKAGES {
            let keeps = keeps_definition(r.llvm);
            let t = linkage_type(r.llvm, keeps, true);
            let common = drops_initializer(r.llvm) && keeps;
            assert_eq!(
                to_llvm(t, keeps, common) as u32,
                r.back as u32,
                "{}",
                r.name
            );
            if r.llvm != L::LLVMExternalLinkage && r.to_spirv == ToSpirv::ExportOrImport {
                assert!(!r.note.is_empty(), "{} loses something: say why", r.name);
            }
        }
    }

    #[test]
    fn linkonce_odr_without_the_extension_is_exported() {
        assert_eq!(
            linkage_type(L::LLVMLinkOnceODRLinkage, true, false),
            Some(LT::Export)
        );
        assert_eq!(
            linkage_type(L::LLVMLinkOnceODRLinkage, true, true),
            Some(LT::LinkOnceODR)
        );
        assert_eq!(
            linkage_type(L::LLVMExternalLinkage, false, true),
            Some(LT::Import)
        );
        assert_eq!(linkage_type(L::LLVMInternalLinkage, true, true), None);
    }

    #[test]
    fn structor_lists_round_trip() {
        for &(name, mode) in STRUCTOR_LISTS {
            assert_eq!(structor_list(mode), Some(name));
        }
        assert_eq!(structor_list(EM::ContractionOff), None);
    }
}
