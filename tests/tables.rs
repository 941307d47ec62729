//! The generated grammar tables are what `cargo xtask gen-tables` makes of the installed grammar
//! JSON and our overlay, and they say what the grammar says.

use llvm_spirv_rs::spirv::grammar::{self, OperandKind, Quantifier};
use llvm_spirv_rs::spirv::tables::{enums, op};
use std::path::Path;

#[test]
fn committed_tables_match_the_generator() {
    let grammar_dir = Path::new(xtask::DEFAULT_GRAMMAR_DIR);
    assert!(
        grammar_dir.join("spirv.core.grammar.json").is_file(),
        "the SPIR-V grammar JSON is missing from {}: install the Debian package `spirv-headers` (scripts/setup does)",
        grammar_dir.display()
    );
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let generated =
        xtask::generate(grammar_dir, &root.join(xtask::OVERLAY_PATH)).expect("generator failed");
    let committed =
        std::fs::read_to_string(root.join(xtask::TABLES_PATH)).expect("cannot read tables.rs");
    assert!(
        generated == committed,
        "src/spirv/tables.rs is stale: run `cargo xtask gen-tables` and commit the result"
    );
}

#[test]
fn opcodes_and_layouts_come_from_the_grammar() {
    let load = grammar::instruction(op::Load).expect("OpLoad");
    assert_eq!(load.name, "Load");
    assert_eq!(load.opcode, 61);
    let kinds: Vec<_> = load
        .operands
        .iter()
        .map(|o| (o.kind, o.quantifier))
        .collect();
    assert_eq!(
        kinds,
        vec![
            (OperandKind::IdResultType, Quantifier::One),
            (OperandKind::IdResult, Quantifier::One),
            (OperandKind::IdRef, Quantifier::One),
            (OperandKind::MemoryAccess, Quantifier::Optional),
        ]
    );
    assert_eq!(
        grammar::opcode_by_name("TypeForwardPointer"),
        Some(op::TypeForwardPointer)
    );
    assert_eq!(grammar::opcode_by_name("NoSuchOp"), None);
    // Aliases resolve to one opcode; the table keeps one entry per opcode.
    assert_eq!(
        grammar::opcode_by_name("DecorateStringGOOGLE"),
        grammar::opcode_by_name("DecorateString")
    );
}

#[test]
fn enumerants_carry_parameters_and_capabilities() {
    let dec = OperandKind::Decoration.def();
    let builtin = dec.enumerant(enums::Decoration::BuiltIn).expect("BuiltIn");
    assert_eq!(builtin.parameters, &[OperandKind::BuiltIn]);
    let linkage = dec
        .enumerant(enums::Decoration::LinkageAttributes)
        .expect("LinkageAttributes");
    assert_eq!(
        linkage.parameters,
        &[OperandKind::LiteralString, OperandKind::LinkageType]
    );
    assert_eq!(linkage.capabilities, &[enums::Capability::Linkage]);
    let cap = OperandKind::Capability.def();
    assert_eq!(cap.value_of("Int64"), Some(enums::Capability::Int64));
    assert_eq!(cap.name_of(enums::Capability::Kernel), Some("Kernel"));
}

#[test]
fn extended_sets_use_the_incumbent_names() {
    let std = grammar::ext_inst_set("OpenCL.std").expect("OpenCL.std");
    assert_eq!(
        std.opcode_by_name("sqrt")
            .and_then(|o| std.instruction(o))
            .map(|d| d.name),
        Some("sqrt")
    );
    let dbg = grammar::ext_inst_set("OpenCL.DebugInfo.100").expect("OpenCL.DebugInfo.100");
    // The incumbent writes DebugCompileUnit where the grammar says DebugCompilationUnit; both read.
    assert_eq!(dbg.instruction(1).map(|d| d.name), Some("DebugCompileUnit"));
    assert_eq!(dbg.opcode_by_name("DebugCompilationUnit"), Some(1));
    assert_eq!(dbg.opcode_by_name("DebugCompileUnit"), Some(1));
    // The incumbent's legacy import name reads as the same set.
    assert!(std::ptr::eq(
        grammar::ext_inst_set("SPIRV.debug").expect("SPIRV.debug"),
        dbg
    ));
    assert!(grammar::ext_inst_set("NonSemantic.Shader.DebugInfo.100").is_some());
    assert!(grammar::ext_inst_set("No.Such.Set").is_none());
}
