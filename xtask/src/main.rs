//! `cargo xtask gen-tables [--check] [--grammar-dir DIR]`
//!
//! Regenerates `src/spirv/tables.rs` from the SPIR-V grammar JSON and our overlay.
//! With `--check`, compares instead of writing and exits 1 when the file is stale.

use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut check = false;
    let mut grammar_dir = PathBuf::from(xtask::DEFAULT_GRAMMAR_DIR);
    let mut command = None;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--check" => check = true,
            "--grammar-dir" => match it.next() {
                Some(d) => grammar_dir = PathBuf::from(d),
                None => {
                    eprintln!("--grammar-dir needs a directory");
                    return ExitCode::from(2);
                }
            },
            "gen-tables" => command = Some(a.clone()),
            other => {
                eprintln!(
                    "unknown argument `{other}`; usage: cargo xtask gen-tables [--check] [--grammar-dir DIR]"
                );
                return ExitCode::from(2);
            }
        }
    }
    if command.is_none() {
        eprintln!("usage: cargo xtask gen-tables [--check] [--grammar-dir DIR]");
        return ExitCode::from(2);
    }
    let root = xtask::workspace_root();
    let generated = match xtask::generate(&grammar_dir, &root.join(xtask::OVERLAY_PATH)) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("gen-tables: {e}");
            return ExitCode::FAILURE;
        }
    };
    let out = root.join(xtask::TABLES_PATH);
    if check {
        let current = std::fs::read_to_string(&out).unwrap_or_default();
        if current == generated {
            println!("{} is up to date", out.display());
            ExitCode::SUCCESS
        } else {
            eprintln!("{} is stale: run `cargo xtask gen-tables`", out.display());
            ExitCode::FAILURE
        }
    } else {
        if let Err(e) = std::fs::write(&out, generated) {
            eprintln!("cannot write {}: {e}", out.display());
            return ExitCode::FAILURE;
        }
        println!("wrote {}", out.display());
        ExitCode::SUCCESS
    }
}
