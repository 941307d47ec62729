//! `scripts/coverage`'s program: `rows` lists the rows of the coverage matrix (generated from
//! LLVM 14's headers and the SPIR-V grammar tables) for the probe; `print [SECTION...]` prints
//! the matrix with the statuses of `coverage/*.tsv` and the totals per section.

#[path = "../tests/coverage/matrix.rs"]
mod matrix;
#[path = "../tests/coverage/rows.rs"]
mod rows;

use std::path::Path;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let all = match rows::all_rows(root) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("coverage: {e}");
            return ExitCode::FAILURE;
        }
    };
    match args.first().map(String::as_str) {
        Some("rows") => {
            for r in &all {
                println!("{}\t{}\t{}", r.section, r.name, r.detail);
            }
            ExitCode::SUCCESS
        }
        Some("print") => print(root, &all, &args[1..]),
        Some("readme") => {
            let path = root.join("README.md");
            let readme = std::fs::read_to_string(&path).unwrap_or_default();
            let (Some(start), Some(end)) = (
                readme
                    .find(matrix::README_START)
                    .map(|i| i + matrix::README_START.len()),
                readme.find(matrix::README_END),
            ) else {
                eprintln!("coverage: README.md has no coverage-totals markers");
                return ExitCode::FAILURE;
            };
            let new = matrix::totals_markdown(&all, &matrix::load(root));
            let updated = format!("{}{new}{}", &readme[..start], &readme[end..]);
            if let Err(e) = std::fs::write(&path, updated) {
                eprintln!("coverage: cannot write {}: {e}", path.display());
                return ExitCode::FAILURE;
            }
            ExitCode::SUCCESS
        }
        _ => {
            eprintln!("usage: coverage_matrix rows | readme | print [--totals] [SECTION...]");
            ExitCode::from(2)
        }
    }
}

fn cut(s: &str, n: usize) -> String {
    if s.chars().count() <= n {
        s.to_string()
    } else {
        let t: String = s.chars().take(n - 1).collect();
        format!("{t}…")
    }
}

fn print(root: &Path, all: &[rows::Row], args: &[String]) -> ExitCode {
    let data = matrix::load(root);
    let totals_only = args.iter().any(|a| a == "--totals");
    let sections: Vec<&String> = args.iter().filter(|a| !a.starts_with("--")).collect();
    let wanted =
        |s: &str| sections.is_empty() || sections.iter().any(|w| s.starts_with(w.as_str()));
    let mut missing = 0;
    if !totals_only {
        println!(
            "{:<22} {:<40} {:<44} {:<30} {}",
            "section", "row", "forward", "reverse", "test / note"
        );
        for r in all.iter().filter(|r| wanted(r.section)) {
            let key = (r.section.to_string(), r.name.clone());
            match data.cells.get(&key) {
                Some(c) => {
                    let hand = if c.hand { " [hand]" } else { "" };
                    let note = if c.note.is_empty() || c.note == "-" {
                        String::new()
                    } else {
                        format!(" — {}", c.note)
                    };
                    println!(
                        "{:<22} {:<40} {:<44} {:<30} {}{hand}{}",
                        r.section,
                        cut(&r.name, 40),
                        cut(&c.forward, 44),
                        cut(&c.reverse, 30),
                        c.test,
                        cut(&note, 160)
                    );
                }
                None => {
                    missing += 1;
                    println!("{:<22} {:<40} NO STATUS", r.section, cut(&r.name, 40));
                }
            }
        }
        for (file, option, status, test, note) in &data.cli {
            if wanted("cli") || wanted(file) {
                println!(
                    "{:<22} {:<40} {:<44} {:<30} {test} {note}",
                    format!("{file}"),
                    option,
                    status,
                    ""
                );
            }
        }
        println!();
    }
    println!("totals (rows per status):");
    for (section, counts) in matrix::totals(all, &data) {
        if !wanted(&section) && !section.contains("command line") {
            continue;
        }
        let (n, parts) = matrix::section_counts(&counts);
        println!("  {section:<32} {n:>4}: {parts}");
    }
    for e in &data.errors {
        eprintln!("coverage: {e}");
    }
    if missing > 0 {
        eprintln!("coverage: {missing} rows have no status: run scripts/coverage --probe");
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}
