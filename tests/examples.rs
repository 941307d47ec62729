//! The examples run, and the README's "Embedding" section is `examples/embed.rs` as written.

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Builds an example with the profile of this test (cargo builds examples with `cargo test`,
/// but not with `cargo test --test examples`) and returns its path.
fn example(name: &str) -> PathBuf {
    let deps = std::env::current_exe()
        .unwrap()
        .parent()
        .unwrap()
        .to_path_buf();
    let profile_dir = deps.parent().unwrap();
    let mut cmd = Command::new(env!("CARGO"));
    cmd.current_dir(root())
        .args(["build", "--quiet", "--example", name]);
    if profile_dir.file_name().and_then(|n| n.to_str()) == Some("release") {
        cmd.arg("--release");
    }
    let status = cmd.status().expect("running cargo");
    assert!(status.success(), "cargo build --example {name} failed");
    profile_dir.join("examples").join(name)
}

#[test]
fn embed_example_translates_both_ways() {
    let out = Command::new(example("embed"))
        .arg(root().join("examples/vector_add.ll"))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let size = |prefix: &str| -> usize {
        let line = stdout.lines().find_map(|l| l.strip_prefix(prefix));
        let number = line.and_then(|l| l.split_whitespace().next());
        number.and_then(|n| n.parse().ok()).unwrap_or(0)
    };
    let (spirv, bitcode) = (size("SPIR-V: "), size("LLVM bitcode: "));
    assert!(spirv > 100 && bitcode > 100, "{stdout}");
    // Bad input: an error message and a failure exit, from main's `?`.
    let out = Command::new(example("embed"))
        .arg(root().join("examples/vector_add.spv"))
        .output()
        .unwrap();
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("is a SPIR-V binary, not LLVM IR"),
        "{stderr}"
    );
}

#[test]
fn readme_embedding_section_is_the_example() {
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    let section = readme
        .split("\n## Embedding")
        .nth(1)
        .expect("README.md has an \"## Embedding\" section");
    let code = section
        .split("```rust\n")
        .nth(1)
        .and_then(|c| c.split("```").next())
        .expect("the Embedding section has a ```rust block");
    let example = std::fs::read_to_string(root().join("examples/embed.rs")).unwrap();
    assert_eq!(
        code, example,
        "README.md's Embedding code and examples/embed.rs differ (the example is what the tests run)"
    );
}

/// LLVM's own diagnostics (here: "ignoring debug info with an invalid version") go to
/// `tracing`, not to standard error: a program without a subscriber prints nothing.
#[test]
fn library_prints_nothing() {
    let embed = example("embed");
    let profile_dir = embed.parent().and_then(Path::parent).unwrap();
    let input = root().join("tests/data/invalid-debug-info-version.ll");
    let out = Command::new(&embed).arg(&input).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
    // The CLI on the same input: LLVM's default handler would print this itself; the
    // command's tracing subscriber shows it as a warning.
    let cli = Command::new(profile_dir.join("llvm-spirv-rs"))
        .arg(&input)
        .arg("-o")
        .arg("/dev/null")
        .output()
        .unwrap();
    assert!(
        String::from_utf8_lossy(&cli.stderr)
            .contains("ignoring debug info with an invalid version"),
        "{}",
        String::from_utf8_lossy(&cli.stderr)
    );
}
