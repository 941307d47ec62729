//! The command line's coverage of the incumbent's options (`coverage/cli.tsv`): every option
//! `llvm-spirv-14 --help-hidden` lists has a row with a status and a test file that exists and
//! mentions it; the parser's table of LLVM library options is the incumbent's list; and each
//! row's status is what the parser does with the option.

use llvm_spirv_rs::args::Args;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::process::Command;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");
const STATUSES: &[&str] = &["implemented", "accepted-ignored", "refused"];

/// The options the incumbent lists, as spelled (`-o`, `--spirv-ext`).
fn incumbent_options() -> BTreeSet<String> {
    let out = match Command::new("llvm-spirv-14").arg("--help-hidden").output() {
        Ok(out) => out,
        Err(e) => panic!(
            "llvm-spirv-14 could not be run ({e}): install it (apt-get install llvm-spirv-14); \
             the coverage of its options is measured against its --help-hidden"
        ),
    };
    assert!(out.status.success(), "llvm-spirv-14 --help-hidden failed");
    let text = String::from_utf8_lossy(&out.stdout);
    let mut names = BTreeSet::new();
    for line in text.lines() {
        // An option line: two spaces, one or two dashes and a name; its enum values are
        // indented further and start with `=`.
        let Some(rest) = line.strip_prefix("  ") else {
            continue;
        };
        if !rest.starts_with('-') {
            continue;
        }
        let end = rest
            .find(|c: char| c.is_whitespace() || c == '=' || c == '[')
            .unwrap_or(rest.len());
        names.insert(rest[..end].to_string());
    }
    assert!(names.len() > 1000, "only {} options parsed", names.len());
    names
}

struct Row {
    status: String,
    test: String,
}

fn coverage_rows() -> BTreeMap<String, Row> {
    let path = Path::new(ROOT).join("coverage/cli.tsv");
    let text = std::fs::read_to_string(&path).expect("coverage/cli.tsv");
    let mut lines = text.lines();
    assert_eq!(lines.next(), Some("option\tstatus\ttest\tnote"));
    let mut rows = BTreeMap::new();
    for (i, line) in lines.enumerate() {
        let cols: Vec<&str> = line.split('\t').collect();
        assert_eq!(cols.len(), 4, "coverage/cli.tsv line {}: {line}", i + 2);
        assert!(
            STATUSES.contains(&cols[1]),
            "coverage/cli.tsv line {}: status '{}' is none of {STATUSES:?}",
            i + 2,
            cols[1]
        );
        assert!(!cols[3].trim().is_empty(), "line {}: no note", i + 2);
        let old = rows.insert(
            cols[0].to_string(),
            Row {
                status: cols[1].to_string(),
                test: cols[2].to_string(),
            },
        );
        assert!(old.is_none(), "coverage/cli.tsv: two rows for {}", cols[0]);
    }
    rows
}

/// The value kinds of the parser's table (`src/args/llvm_options.tsv`).
fn table() -> BTreeMap<String, String> {
    let text = std::fs::read_to_string(Path::new(ROOT).join("src/args/llvm_options.tsv"))
        .expect("src/args/llvm_options.tsv");
    text.lines()
        .filter_map(|l| l.split_once('\t'))
        .map(|(n, k)| (n.to_string(), k.to_string()))
        .collect()
}

#[test]
fn every_incumbent_option_has_a_row_and_a_test() {
    let options = incumbent_options();
    let rows = coverage_rows();
    let mut problems = Vec::new();
    for o in &options {
        let Some(row) = rows.get(o) else {
            problems.push(format!("{o}: no row in coverage/cli.tsv"));
            continue;
        };
        let path = Path::new(ROOT).join(&row.test);
        match std::fs::read_to_string(&path) {
            Err(e) => problems.push(format!("{o}: test {} unreadable: {e}", row.test)),
            Ok(text) => {
                // Spelled with one dash or two in the test.
                let one_dash = format!("-{}", o.trim_start_matches('-'));
                if !text.contains(&one_dash) {
                    problems.push(format!("{o}: test {} does not mention it", row.test));
                }
            }
        }
    }
    for o in rows.keys().filter(|o| !options.contains(*o)) {
        problems.push(format!(
            "{o}: a row for an option llvm-spirv-14 does not list"
        ));
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_parser_table_is_the_incumbents_list() {
    let options = incumbent_options();
    let table: BTreeSet<String> = table().into_keys().collect();
    assert_eq!(
        options.symmetric_difference(&table).collect::<Vec<_>>(),
        Vec::<&String>::new(),
        "src/args/llvm_options.tsv differs from llvm-spirv-14 --help-hidden: run \
         scripts/gen-cli-options"
    );
}

/// A command line using option `o` (with a value of its kind) and its result.
fn parse_with(o: &str, kind: &str) -> Result<Args, String> {
    let value = match kind {
        "uint" | "int" | "ulong" => Some("1".to_string()),
        k if k.starts_with("enum=") => k[5..].split('|').next().map(String::from),
        "value" => Some("x".to_string()),
        _ => None,
    };
    let mut argv = vec!["llvm-spirv-rs".to_string()];
    // `-o`, `--spirv-ext` and the like take a value their parsers accept.
    let value = match o {
        "--spirv-ext" => Some("+all".to_string()),
        "--spec-const" => Some("1:i32:1".to_string()),
        "--spirv-fp-contract" => Some("on".to_string()),
        _ => value,
    };
    argv.push(match &value {
        Some(v) => format!("{o}={v}"),
        None => o.to_string(),
    });
    let args = Args::parse_argv(argv).map_err(|e| e.to_string())?;
    llvm_spirv_rs::command::check(&args).map_err(|e| e.to_string())?;
    Ok(args)
}

#[test]
fn each_status_is_what_the_parser_does() {
    let rows = coverage_rows();
    let kinds = table();
    let mut problems = Vec::new();
    for (o, row) in &rows {
        // The help spellings print the help (clap's "error" that is not one).
        if o.starts_with("--help") || o == "-h" || o == "--version" {
            continue;
        }
        let kind = kinds.get(o).map(String::as_str).unwrap_or("flag");
        let result = parse_with(o, kind);
        match (row.status.as_str(), &result) {
            ("refused", Ok(_)) => problems.push(format!("{o}: refused in the table, accepted")),
            ("implemented" | "accepted-ignored", Err(e)) => {
                problems.push(format!("{o}: {} in the table, refused: {e}", row.status))
            }
            _ => {}
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn bad_values_of_llvm_library_options_get_llvms_wording() {
    let cases = [
        (
            "--aarch64-bcc-offset-bits=abc",
            "'abc' value invalid for uint argument!",
        ),
        (
            "--agg-antidep-debugdiv=x",
            "'x' value invalid for integer argument!",
        ),
        ("--accel-tables=Foo", "Cannot find option named 'Foo'!"),
        (
            "--aarch64-enable-ccmp=maybe",
            "'maybe' is invalid value for boolean argument! Try 0 or 1",
        ),
    ];
    for (arg, want) in cases {
        let e = Args::parse_argv(["llvm-spirv-rs".to_string(), arg.to_string()])
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        let name = arg.split('=').next().unwrap_or(arg);
        assert!(
            e.contains(&format!("for the {name} option: {want}")),
            "{arg}: {e}"
        );
    }
}
