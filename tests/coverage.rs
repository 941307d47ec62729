//! The coverage matrix is complete: every row generated from LLVM 14's headers and from the
//! SPIR-V grammar tables has a status (computed by `scripts/coverage --probe`, or entered by hand
//! with its reason where no probe can be made), so a new LLVM or grammar version shows up here
//! as rows without status.

#[path = "coverage/matrix.rs"]
mod matrix;
#[path = "coverage/rows.rs"]
mod rows;

use std::collections::BTreeSet;
use std::path::Path;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn every_row_has_a_status() {
    let all = rows::all_rows(root()).expect("cannot generate the rows");
    let data = matrix::load(root());
    assert!(data.errors.is_empty(), "coverage data: {:?}", data.errors);
    let mut problems = Vec::new();
    for r in &all {
        let cell = data.cells.get(&(r.section.to_string(), r.name.clone()));
        if let Some(p) = matrix::problem(r, cell) {
            problems.push(format!("{} {}: {p}", r.section, r.name));
        }
    }
    assert!(
        problems.is_empty(),
        "{} rows of the coverage matrix lack a valid status (run scripts/coverage --probe, or \
         enter the status with its reason in coverage/hand.tsv where no probe can be made):\n{}",
        problems.len(),
        problems
            .iter()
            .take(40)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}

#[test]
fn hand_entries_are_only_where_the_probe_cannot_go() {
    let data = matrix::load(root());
    assert!(
        data.stale_hand.is_empty(),
        "coverage/hand.tsv has statuses for rows the probe classifies: delete them: {:?}",
        data.stale_hand
    );
}

#[test]
fn the_data_has_no_rows_the_specifications_do_not_generate() {
    let all = rows::all_rows(root()).expect("cannot generate the rows");
    let generated: BTreeSet<(String, String)> = all
        .iter()
        .map(|r| (r.section.to_string(), r.name.clone()))
        .collect();
    let data = matrix::load(root());
    let stale: Vec<_> = data
        .cells
        .keys()
        .filter(|k| !generated.contains(*k))
        .collect();
    assert!(
        stale.is_empty(),
        "coverage data has rows that LLVM's headers and the grammar no longer give (run \
         scripts/coverage --probe): {stale:?}"
    );
}

#[test]
fn rows_come_from_the_specifications() {
    let all = rows::all_rows(root()).expect("cannot generate the rows");
    let has =
        |section: &str, name: &str| all.iter().any(|r| r.section == section && r.name == name);
    // A few rows each source must give, and rows it must not.
    assert!(has("llvm-opcode", "FNeg") && has("llvm-opcode", "AtomicRMW"));
    assert!(has("llvm-intrinsic", "llvm.fmuladd") && has("llvm-intrinsic", "llvm.trap"));
    assert!(!all.iter().any(|r| r.name.starts_with("llvm.x86.")));
    assert!(has("llvm-linkage", "LinkOnceODRLinkage") && has("llvm-callconv", "SPIR_KERNEL"));
    assert!(has("llvm-attribute", "nocapture") && has("llvm-metadata", "tbaa"));
    assert!(has("spirv-instruction", "OpIAdd") && has("spirv-type", "OpTypeEvent"));
    assert!(has("spirv-decoration", "FuncParamAttr") && has("spirv-builtin", "GlobalInvocationId"));
    assert!(
        has("spirv-storage-class", "CrossWorkgroup") && has("spirv-execution-mode", "LocalSize")
    );
    // Shader-only and unknown-extension entries are not Kernel rows.
    assert!(
        !has("spirv-builtin", "FragCoord") && !has("spirv-instruction", "OpImageSampleImplicitLod")
    );
    assert!(!has("spirv-instruction", "OpTraceRayKHR"));
    let count = |s: &str| all.iter().filter(|r| r.section == s).count();
    assert!(count("llvm-intrinsic") > 300, "{}", count("llvm-intrinsic"));
    assert!(
        count("spirv-instruction") > 300,
        "{}",
        count("spirv-instruction")
    );
}

#[test]
fn the_readme_shows_the_totals() {
    let all = rows::all_rows(root()).expect("cannot generate the rows");
    let data = matrix::load(root());
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    let shown =
        matrix::readme_totals(&readme).expect("README.md lacks the coverage-totals markers");
    assert_eq!(
        shown,
        matrix::totals_markdown(&all, &data),
        "README.md's coverage totals are not those of coverage/*.tsv: run scripts/coverage --readme"
    );
}
