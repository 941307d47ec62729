#![allow(dead_code)] // Shared by tests/coverage.rs and examples/coverage_matrix.rs, which use different parts.
//! The coverage matrix: the generated rows (`rows.rs`) joined with the statuses the probe
//! computed (`coverage/llvm.tsv`, `coverage/spirv.tsv`, written by `scripts/coverage --probe`),
//! the few entered by hand where no probe can be made (`coverage/hand.tsv`, each with its reason),
//! and the command-line rows other files of `coverage/` give (`option<TAB>status<TAB>test<TAB>note`).

use super::rows::{LLVM_SECTIONS, Row, SPIRV_SECTIONS};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The statuses a cell may have (the word before any `: detail`).
pub const FORWARD_LLVM: &[&str] = &[
    "native",
    "opencl.std",
    "emulation",
    "call",
    "dropped",
    "refused",
    "invalid",
    "crash",
    // Entered by hand only: the construct cannot occur in any input (no IR syntax).
    "n/a",
];
pub const FORWARD_SPIRV: &[&str] = &["produced", "not-produced"];
pub const REVERSE: &[&str] = &["ok", "handled", "refused", "crash", "-"];
/// Files of `coverage/` that are not command-line tables.
const MATRIX_FILES: &[&str] = &["llvm.tsv", "spirv.tsv", "hand.tsv"];

#[derive(Clone, Debug, Default)]
pub struct Cell {
    pub forward: String,
    pub reverse: String,
    pub incumbent: String,
    pub test: String,
    pub note: String,
    /// Entered by hand (coverage/hand.tsv) rather than computed.
    pub hand: bool,
}

impl Cell {
    pub fn forward_status(&self) -> &str {
        status_word(&self.forward)
    }
    pub fn reverse_status(&self) -> &str {
        status_word(&self.reverse)
    }
}

pub fn status_word(cell: &str) -> &str {
    cell.split(':').next().unwrap_or("").trim()
}

/// (section, row) → cell, from the probe's files and then the hand-entered one (which only
/// fills rows the probe left `unprobed`).
pub struct Data {
    pub cells: BTreeMap<(String, String), Cell>,
    /// Command-line tables: (file stem, option, status, test, note).
    pub cli: Vec<(String, String, String, String, String)>,
    /// Hand-entered rows that the probe classified after all (stale entries).
    pub stale_hand: Vec<(String, String)>,
    pub errors: Vec<String>,
}

fn read_tsv(path: &Path, errors: &mut Vec<String>) -> Vec<Vec<String>> {
    let Ok(text) = std::fs::read_to_string(path) else {
        errors.push(format!("cannot read {}", path.display()));
        return Vec::new();
    };
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.starts_with('#') && !l.trim().is_empty())
        .map(|(_, l)| l.split('\t').map(String::from).collect())
        .collect()
}

pub fn load(root: &Path) -> Data {
    let dir = root.join("coverage");
    let mut data = Data {
        cells: BTreeMap::new(),
        cli: Vec::new(),
        stale_hand: Vec::new(),
        errors: Vec::new(),
    };
    for file in ["llvm.tsv", "spirv.tsv"] {
        for f in read_tsv(&dir.join(file), &mut data.errors) {
            if f.len() != 7 {
                data.errors
                    .push(format!("coverage/{file}: {} fields, not 7: {f:?}", f.len()));
                continue;
            }
            data.cells
                .insert((f[0].clone(), f[1].clone()), cell_of(&f, false));
        }
    }
    for f in read_tsv(&dir.join("hand.tsv"), &mut data.errors) {
        if f.len() != 7 {
            data.errors.push(format!(
                "coverage/hand.tsv: {} fields, not 7: {f:?}",
                f.len()
            ));
            continue;
        }
        let key = (f[0].clone(), f[1].clone());
        let probed = data
            .cells
            .get(&key)
            .is_some_and(|c| c.forward_status() != "unprobed");
        if probed {
            data.stale_hand.push(key);
            continue;
        }
        let cell = cell_of(&f, true);
        data.cells.insert(key, cell);
    }
    let mut others: Vec<_> = std::fs::read_dir(&dir)
        .map(|d| d.filter_map(|e| e.ok()).map(|e| e.path()).collect())
        .unwrap_or_default();
    others.sort();
    for path in others {
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if !name.ends_with(".tsv") || MATRIX_FILES.contains(&name) {
            continue;
        }
        let stem = name.trim_end_matches(".tsv").to_string();
        for f in read_tsv(&path, &mut data.errors) {
            if f.len() < 2 {
                data.errors
                    .push(format!("coverage/{name}: too few fields: {f:?}"));
                continue;
            }
            if f[0] == "option" && f[1] == "status" {
                // The column header (`option  status  test  note`).
                continue;
            }
            let get = |i: usize| f.get(i).cloned().unwrap_or_default();
            data.cli
                .push((stem.clone(), get(0), get(1), get(2), get(3)));
        }
    }
    data
}

/// What is wrong with a row's cell, if anything: no status, a status outside the vocabulary,
/// or a hand-entered status without its reason.
pub fn problem(row: &Row, cell: Option<&Cell>) -> Option<String> {
    let Some(cell) = cell else {
        return Some("no status".into());
    };
    let llvm = row.section.starts_with("llvm-");
    let forward = cell.forward_status();
    let allowed = if llvm { FORWARD_LLVM } else { FORWARD_SPIRV };
    if !allowed.contains(&forward) {
        return Some(format!(
            "forward status `{}` is not one of {allowed:?}",
            cell.forward
        ));
    }
    if !llvm && cell.reverse_status() == "-" {
        return Some(format!("no reverse status: {}", cell.note));
    }
    if !REVERSE.contains(&cell.reverse_status()) {
        return Some(format!(
            "reverse status `{}` is not one of {REVERSE:?}",
            cell.reverse
        ));
    }
    if cell.hand && cell.note.trim().len() < 10 {
        return Some("hand-entered without its reason".into());
    }
    None
}

/// Rows per status of each section, in the order of the sections.
pub fn totals(rows: &[Row], data: &Data) -> Vec<(String, BTreeMap<String, usize>)> {
    let mut out = Vec::new();
    for section in LLVM_SECTIONS.iter().chain(SPIRV_SECTIONS) {
        let mut counts = BTreeMap::new();
        for r in rows.iter().filter(|r| r.section == *section) {
            let key = (r.section.to_string(), r.name.clone());
            let cell = data.cells.get(&key);
            let status = match cell {
                None => "NO STATUS".to_string(),
                Some(c) if section.starts_with("spirv-") => {
                    format!("{} / reverse {}", c.forward_status(), c.reverse_status())
                }
                Some(c) => c.forward_status().to_string(),
            };
            *counts.entry(status).or_insert(0) += 1;
            if cell.is_some_and(|c| c.hand) {
                *counts.entry("(hand-entered)".into()).or_insert(0) += 1;
            }
            // Variants (other types) whose status is worse than the row's, named in its note.
            for (mark, label) in [
                (": invalid:", "(a variant invalid)"),
                (": refused:", "(a variant refused)"),
            ] {
                if cell.is_some_and(|c| c.note.contains(mark)) {
                    *counts.entry(label.into()).or_insert(0) += 1;
                }
            }
        }
        out.push((section.to_string(), counts));
    }
    let files: BTreeSet<&String> = data.cli.iter().map(|c| &c.0).collect();
    for file in files {
        let mut counts = BTreeMap::new();
        for c in data.cli.iter().filter(|c| &c.0 == file) {
            *counts.entry(status_word(&c.2).to_string()).or_insert(0) += 1;
        }
        out.push((format!("{file} (command line)"), counts));
    }
    out
}

/// A section's row count (statuses in parentheses are extra notes, not rows) and its
/// `status count, ...` list.
pub fn section_counts(counts: &BTreeMap<String, usize>) -> (usize, String) {
    let n = counts
        .iter()
        .filter(|(k, _)| !k.starts_with('('))
        .map(|(_, v)| v)
        .sum();
    let parts: Vec<String> = counts.iter().map(|(k, v)| format!("{k} {v}")).collect();
    (n, parts.join(", "))
}

/// A data row of seven fields (key, key, forward, reverse, incumbent, test, note) as a cell.
fn cell_of(f: &[String], hand: bool) -> Cell {
    Cell {
        forward: f[2].clone(),
        reverse: f[3].clone(),
        incumbent: f[4].clone(),
        test: f[5].clone(),
        note: f[6].clone(),
        hand,
    }
}

/// The totals as the README shows them (between its `coverage totals` markers).
pub fn totals_markdown(rows: &[Row], data: &Data) -> String {
    let mut out = String::from("| section | rows | rows per status |\n|---|---:|---|\n");
    for (section, counts) in totals(rows, data) {
        let (n, parts) = section_counts(&counts);
        out.push_str(&format!("| {section} | {n} | {parts} |\n"));
    }
    out
}

pub const README_START: &str =
    "<!-- coverage totals: scripts/coverage --readme writes this table -->\n";
pub const README_END: &str = "<!-- end of coverage totals -->";

/// The README's totals table, if it has the markers.
pub fn readme_totals(readme: &str) -> Option<&str> {
    let start = readme.find(README_START)? + README_START.len();
    let end = readme[start..].find(README_END)? + start;
    Some(&readme[start..end])
}
