//! Helpers shared by test crates: the source walk of the crates that read the project's own
//! sources (`tests/structure.rs`, `tests/silent_defaults.rs`) and the tool check of the parity
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
