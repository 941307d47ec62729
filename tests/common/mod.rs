//! Helpers shared by the test crates that read the project's own sources (`tests/structure.rs`,
//! `tests/silent_defaults.rs`). A directory under `tests/` is not a test crate of its own; each
//! crate that needs these says `mod common;`.

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
