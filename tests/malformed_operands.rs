//! A module built in memory (the decoders check word counts, a caller of the library need not)
//! whose instruction lacks an operand: the reverse translation answers an error naming the
//! function, the instruction and the operand, never a translation of a 0 in its place, nor a
//! panic.

use llvm_spirv_rs::error::OperandProblem;
use llvm_spirv_rs::llvm::ir::Context;
use llvm_spirv_rs::spirv::grammar;
use llvm_spirv_rs::{Error, ErrorKind, ReverseOptions, SpvModule};

/// A kernel `k(uint* p) { *p = *p + 7; }`, in the incumbent's text form.
const KERNEL: &str = r#"119734787 67072 458752 12 0
2 Capability Addresses
2 Capability Kernel
2 Capability Linkage
3 MemoryModel 2 2
4 EntryPoint 6 1 "k"
3 Name 1 "k"
2 TypeVoid 2
4 TypeInt 3 32 0
4 TypeVector 4 3 4
4 Constant 3 5 7
4 TypePointer 6 5 3
4 TypeFunction 7 2 6
5 Function 2 1 0 7
3 FunctionParameter 6 8
2 Label 9
6 Load 3 10 8 2 4
5 IAdd 3 11 10 5
5 Store 8 11 2 4
1 Return
1 FunctionEnd
"#;

/// The kernel with the first instruction named `name` cut to `keep` operand words.
fn truncated(name: &str, keep: usize) -> SpvModule {
    let m = llvm_spirv_rs::read_spirv(KERNEL.as_bytes()).expect("the kernel reads");
    let mut out = SpvModule::new(m.header.clone());
    let mut cut = false;
    for i in m.inst_ids() {
        let opcode = m.opcode(i);
        let ops = m.operands(i);
        let is_it = grammar::instruction(opcode).is_some_and(|d| d.name == name);
        if is_it && !cut {
            assert!(keep < ops.len(), "Op{name} has only {} words", ops.len());
            out.push(opcode, &ops[..keep]);
            cut = true;
        } else {
            out.push(opcode, ops);
        }
    }
    assert!(cut, "the kernel has no Op{name}");
    out
}

fn reverse(m: &SpvModule) -> Result<(), Error> {
    let ctx = Context::new();
    llvm_spirv_rs::spirv_to_llvm::translate(m, &ctx, &ReverseOptions::default()).map(|_| ())
}

/// Checks the error for the truncated instruction: kind, function, instruction and operand.
fn check(name: &str, keep: usize, function: Option<&str>, missing: usize) {
    let err = reverse(&truncated(name, keep))
        .err()
        .unwrap_or_else(|| panic!("Op{name} cut to {keep} words was translated"));
    let text = err.to_string();
    assert_eq!(err.kind(), ErrorKind::InvalidSpirv, "{text}");
    assert_eq!(
        err.instruction().as_deref(),
        Some(format!("Op{name}").as_str()),
        "{text}"
    );
    assert_eq!(err.function(), function, "{text}");
    match &err {
        Error::Operand {
            problem: OperandProblem::Missing { index, words, .. },
            ..
        } => {
            assert_eq!((*index, *words), (missing, keep), "{text}");
        }
        other => panic!("not an operand error: {other:?}"),
    }
    assert!(
        text.contains(&format!("missing operand {missing}")),
        "the message does not say which operand: {text}"
    );
    if let Some(f) = function {
        assert!(text.contains(&format!("'{f}'")), "no function in: {text}");
    }
}

#[test]
fn the_whole_kernel_translates() {
    reverse(&llvm_spirv_rs::read_spirv(KERNEL.as_bytes()).expect("reads")).expect("translates");
}

#[test]
fn truncated_body_instructions_name_function_instruction_and_operand() {
    // OpIAdd without its second operand, OpLoad without its pointer, OpStore without its
    // object, OpLabel without its id.
    check("IAdd", 3, Some("k"), 3);
    check("Load", 2, Some("k"), 2);
    check("Store", 1, Some("k"), 1);
    check("Label", 0, Some("k"), 0);
}

#[test]
fn truncated_module_scope_instructions_name_instruction_and_operand() {
    // The component count of a vector, the value of a constant, the storage class of a
    // pointer, the function type of a function, the memory model's addressing model.
    check("TypeVector", 2, None, 2);
    check("Constant", 2, None, 2);
    check("TypePointer", 1, None, 1);
    check("Function", 3, None, 3);
    check("MemoryModel", 0, None, 0);
}

/// A literal string as SPIR-V words (UTF-8, NUL-terminated, zero-padded).
fn string_words(s: &str) -> Vec<u32> {
    let mut bytes = s.as_bytes().to_vec();
    bytes.push(0);
    while bytes.len() % 4 != 0 {
        bytes.push(0);
    }
    bytes
        .chunks(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

/// The kernel with the OpenCL.DebugInfo.100 import (id 20) and an OpString (id 21, `text`)
/// added, and `after(opcode)`'s instructions pushed after each instruction of that opcode.
fn with_debug_set(text: &str, bound: u32, after: impl Fn(u16, &mut SpvModule)) -> SpvModule {
    use llvm_spirv_rs::spirv::tables::op;
    let m = llvm_spirv_rs::read_spirv(KERNEL.as_bytes()).expect("reads");
    let mut header = m.header.clone();
    header.bound = bound;
    let mut out = SpvModule::new(header);
    for i in m.inst_ids() {
        let (opcode, ops) = (m.opcode(i), m.operands(i));
        if opcode == op::MemoryModel {
            let mut import = vec![20];
            import.extend(string_words("OpenCL.DebugInfo.100"));
            out.push(op::ExtInstImport, &import);
        }
        if opcode == op::Name {
            let mut string = vec![21];
            string.extend(string_words(text));
            out.push(op::String, &string);
        }
        out.push(opcode, ops);
        after(opcode, &mut out);
    }
    out
}

#[test]
fn a_truncated_line_in_a_module_with_debug_info_names_the_function() {
    // OpLine without its column: with a debug-info set imported, the debug hooks read the
    // OpLines of a body (without one, OpLine has no effect on the translation).
    use llvm_spirv_rs::spirv::tables::op;
    let out = with_debug_set("k.cl", 22, |opcode, out| {
        if opcode == op::Label {
            out.push(op::Line, &[21, 3]);
        }
    });
    let err = reverse(&out).expect_err("a truncated OpLine was translated");
    assert_eq!(err.instruction().as_deref(), Some("OpLine"), "{err}");
    assert_eq!(err.function(), Some("k"), "{err}");
    assert!(err.to_string().contains("missing operand 2"), "{err}");
}

#[test]
fn a_truncated_debug_instruction_names_itself_and_the_operand() {
    // DebugTypeBasic with its Name but without its Size and Encoding: the debug-info reader
    // used to read both as 0 (a 0-bit type of no encoding); now the operands the set's grammar
    // requires are checked before a node is made of it.
    use llvm_spirv_rs::spirv::tables::op;
    let basic = grammar::ext_inst_set("OpenCL.DebugInfo.100")
        .and_then(|s| s.opcode_by_name("DebugTypeBasic"))
        .expect("DebugTypeBasic is in the grammar");
    let build = |keep: usize| {
        with_debug_set("uint", 23, |opcode, out| {
            if opcode == op::TypeFunction {
                // (Size: the constant 7 of the kernel; Encoding 6, DW_ATE_unsigned... any.)
                let all = [2, 22, 20, basic, 21, 5, 6];
                out.push(op::ExtInst, &all[..keep]);
            }
        })
    };
    reverse(&build(7)).expect("the whole DebugTypeBasic translates");
    let err = reverse(&build(5)).expect_err("a DebugTypeBasic without its size was translated");
    assert_eq!(err.kind(), ErrorKind::InvalidSpirv, "{err}");
    assert_eq!(
        err.instruction().as_deref(),
        Some("DebugTypeBasic"),
        "{err}"
    );
    assert!(err.to_string().contains("missing operand 5"), "{err}");
    match &err {
        Error::Operand {
            problem: OperandProblem::Missing { index, words, .. },
            ..
        } => assert_eq!((*index, *words), (5, 5), "{err}"),
        other => panic!("not an operand error: {other:?}"),
    }
}
