//! Helpers shared by test crates: the source walk of the crates that read the project's own
//! sources (`tests/structure.rs`, `tests/silent_defaults.rs`) and the runner of the parity
//! tests. A directory under `tests/` is not a test crate of its own; each crate that needs these
//! says `mod common;` (and uses only some of them).
#![allow(dead_code)]

use std::path::{Path, PathBuf};

/// The `.rs` files under `dir`, recursively, appended to `out` (directory order; callers sort
/// when the order matters). An unreadable directory is a test failure naming it.
pub fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    for e in entries {
        let p = e.expect("directory entry").path();
        if p.is_dir() {
            walk(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// Fails the test, naming what to install, when `tool` cannot be run: a missing tool is a
/// failure, never a skip.
pub fn require_tool(tool: &str, install: &str) {
    if let Err(e) = std::process::Command::new(tool).arg("--version").output() {
        panic!("cannot run {tool} ({e}): install {install} (scripts/setup installs it)");
    }
}

/// Runs a parity script (`scripts/NAME ARGS`, comparing this build with llvm-spirv-14 on
/// clang-14's output), fails the test when it fails, and returns its standard output.
pub fn run_parity_script(name: &str, args: &[&str]) -> String {
    require_tool(
        "llvm-spirv-14",
        "llvm-spirv-14 (apt-get install llvm-spirv-14)",
    );
    require_tool("clang-14", "clang-14 (apt-get install clang-14)");
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = std::process::Command::new("python3")
        .arg(root.join("scripts").join(name))
        .args(args)
        .env("LLVM_SPIRV_RS", env!("CARGO_BIN_EXE_llvm-spirv-rs"))
        .output()
        .unwrap_or_else(|e| panic!("running scripts/{name}: {e}"));
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
}
