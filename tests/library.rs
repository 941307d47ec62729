//! The library's promises beyond the translations themselves: LLVM's fatal errors on malformed
//! input come back as errors (the process goes on and translates the next module), errors are
//! typed (kind, function, instruction, word offset, id), and the options' defaults are the
//! command line's.

use llvm_spirv_rs::options::{ForwardOptions, ReverseOptions};
use llvm_spirv_rs::{ErrorKind, forward, forward_named, reverse};
use std::path::Path;
use std::process::Command;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Bitcode on which LLVM 14's reader calls `report_fatal_error` (found by mutating
/// examples/vector_add.ll's bitcode): without the guard the process exits or aborts.
#[test]
fn llvm_fatal_errors_come_back_as_errors() {
    let kernel = std::fs::read(root().join("examples/vector_add.ll")).unwrap();
    let expected = forward(&kernel, &ForwardOptions::default()).unwrap();
    for (file, message) in [
        (
            "fatal-datalayout-alignment.bc",
            "Invalid ABI alignment, must be a power of 2",
        ),
        (
            "fatal-constant-table.bc",
            "Type mismatch in constant table!",
        ),
    ] {
        let bytes = std::fs::read(root().join("tests/data").join(file)).unwrap();
        for _ in 0..3 {
            let e = forward_named(&bytes, file, &ForwardOptions::default()).unwrap_err();
            assert_eq!(e.kind(), ErrorKind::Fatal, "{e}");
            assert_eq!(e.to_string(), format!("LLVM ERROR: {file}: {message}"));
            // And the next translation in this process and thread works as before.
            assert_eq!(
                forward(&kernel, &ForwardOptions::default()).unwrap(),
                expected
            );
        }
    }
}

#[test]
fn reverse_errors_name_function_instruction_offset_and_id() {
    let asm = root().join("spirv-tests/reverse/error-builtin-vector-size.spvasm");
    let spv = std::env::temp_dir().join(format!("llvm-spirv-rs-lib-{}.spv", std::process::id()));
    let out = Command::new("spirv-as")
        .args(["--target-env", "spv1.0"])
        .arg(&asm)
        .arg("-o")
        .arg(&spv)
        .output()
        .expect("spirv-as (apt-get install spirv-tools)");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let bytes = std::fs::read(&spv).unwrap();
    let _ = std::fs::remove_file(&spv);
    let e = reverse(&bytes, &ReverseOptions::default()).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::Unsupported);
    assert_eq!(e.function(), Some("wide"));
    assert_eq!(e.instruction().as_deref(), Some("OpLoad"));
    let words: Vec<u32> = bytes
        .chunks_exact(4)
        .map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]))
        .collect();
    let at = e.word_offset().expect("a word offset");
    assert_eq!(words[at] & 0xffff, 61, "OpLoad's first word is at {at}");
    assert_eq!(e.id(), Some(words[at + 2]), "the id is OpLoad's result id");
    let site = e.site().unwrap();
    // The message is the command's, word for word.
    assert_eq!(
        e.to_string(),
        format!(
            "OpLoad (instruction {}) in function 'wide': the BuiltIn variable of get_global_id is loaded as a vector of 16 components (it has 3)",
            site.instruction_number.unwrap()
        )
    );
}

#[test]
fn forward_errors_name_the_function() {
    let ir = br#"target triple = "spir64-unknown-unknown"
        define spir_func i128 @f(i128 %x) {
          ret i128 %x
        }"#;
    let e = forward(ir, &ForwardOptions::default()).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::Unsupported, "{e}");
    assert_eq!(e.function(), Some("f"));
    assert_eq!(
        e.to_string(),
        "in function 'f': InvalidBitWidth: Invalid bit width in input: 128"
    );
    let e = forward(b"\x03\x02\x23\x07", &ForwardOptions::default()).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::Input, "{e}");
    let e = reverse(b"\x03\x02\x23\x07\x00\x00", &ReverseOptions::default()).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::InvalidSpirv, "{e}");
    assert_eq!(e.word_offset(), Some(1), "{e}");
}

#[test]
fn defaults_are_the_command_lines() {
    assert_eq!(
        ForwardOptions::from_args("").unwrap(),
        ForwardOptions::default()
    );
    assert_eq!(
        ReverseOptions::from_args("").unwrap(),
        ReverseOptions::default()
    );
    let e = ReverseOptions::from_args("--spec-const=1:i33:0").unwrap_err();
    assert_eq!(e.kind(), ErrorKind::Usage);
    assert!(
        e.to_string()
            .starts_with("Invalid type for '-spec-const' option!"),
        "{e}"
    );
}

/// `api::run` is the command without its files: for the same options it makes the same bytes
/// as `llvm-spirv-rs` writes, and refuses what the command refuses with the same message.
#[test]
fn run_makes_what_the_command_makes() {
    use llvm_spirv_rs::api::{OutputKind, run};
    use llvm_spirv_rs::args::Args;
    let dir = std::env::temp_dir().join(format!("llvm-spirv-rs-run-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let ll = root().join("examples/vector_add.ll");
    let spv = root().join("examples/vector_add.spv");
    for (input, options, kind) in [
        (&ll, "--spirv-tools-dis", OutputKind::SpirvText),
        (&ll, "--spirv-asm=raw-id", OutputKind::SpirvText),
        (&ll, "-s -S", OutputKind::RegularizedText),
        (
            &spv,
            "-to-text --spirv-asm=no-header",
            OutputKind::SpirvText,
        ),
        (&spv, "-r -S", OutputKind::LlvmText),
        (&spv, "--spec-const-info", OutputKind::Report),
    ] {
        let bytes = std::fs::read(input).unwrap();
        // Named as the command names it: LLVM text output carries the name.
        let name = input.to_str().unwrap();
        let made = run(&bytes, name, &Args::parse_str(options).unwrap()).unwrap();
        assert_eq!(made.kind, kind, "{options}");
        let out = dir.join("out");
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_llvm-spirv-rs"));
        cmd.env("LLVM_SPIRV_RS_VERIFY", "1");
        cmd.arg(input).args(options.split(' '));
        if kind != OutputKind::Report {
            cmd.arg("-o").arg(&out);
        }
        let result = cmd.output().unwrap();
        assert!(result.status.success(), "{options}: {result:?}");
        let written = if kind == OutputKind::Report {
            result.stdout
        } else {
            std::fs::read(&out).unwrap()
        };
        assert!(
            made.bytes == written,
            "{options}: the library and the command differ"
        );
    }
    // -S applies only where the output is LLVM IR, in the library too.
    let bytes = std::fs::read(&ll).unwrap();
    let e = run(&bytes, "<input>", &Args::parse_str("-S").unwrap()).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::Usage);
    assert!(
        e.to_string().starts_with("-S writes LLVM IR as text"),
        "{e}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
