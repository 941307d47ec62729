//! Silent defaults stay said (issue 15, ../shared/DESIGN.md rule 3): anywhere in `src/` (the two
//! directions, the SPIR-V and LLVM sides, the shared tables), a default that stands in for a
//! missing value — `unwrap_or(<integer literal>)` or `unwrap_or_default()` — must carry a
//! comment naming why it is right: the specification gives an absent optional
//! operand that meaning, or the kind or presence was checked earlier (and where). A malformed
//! operand is an error instead, never a 0.
//!
//! The comment is on the line itself or on the line directly above it (a `//` line); a run of
//! such lines one after the other (`let (a, b) = (x.unwrap_or(0), y.unwrap_or(0))` over two
//! lines) shares the comment above the first. Unit tests at a file's end are not checked; the
//! generated `tables.rs` has no defaults of this kind.

mod common;
use common::walk;
use std::path::Path;

/// The code of a line (what comes before a `//` comment; string literals with `//` in them
/// are rare enough here, and only make a line look commented).
fn code(line: &str) -> &str {
    line.split("//").next().unwrap_or(line)
}

/// Whether `code` has `unwrap_or_default()` or `unwrap_or(` an integer literal `)`.
fn has_default(code: &str) -> bool {
    if code.contains("unwrap_or_default()") {
        return true;
    }
    let mut rest = code;
    while let Some(k) = rest.find("unwrap_or(") {
        let arg = &rest[k + "unwrap_or(".len()..];
        let arg = arg.strip_prefix('-').unwrap_or(arg);
        let digits = arg
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .map_or(arg, |end| &arg[..end]);
        let after = &arg[digits.len()..];
        if digits.starts_with(|c: char| c.is_ascii_digit())
            && !digits.contains('.')
            && after.starts_with(')')
        {
            return true;
        }
        rest = &rest[k + 1..];
    }
    false
}

/// The 1-based numbers of the lines of `text` with a default and no comment.
fn unsaid(text: &str) -> Vec<usize> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        if line.starts_with("#[cfg(test)]") {
            break;
        }
        if !has_default(code(line)) || line.contains("//") {
            continue;
        }
        // The first line of a run of defaults.
        let mut first = i;
        while first > 0 && has_default(code(lines[first - 1])) && !lines[first - 1].contains("//") {
            first -= 1;
        }
        let said = first > 0
            && (lines[first - 1].trim_start().starts_with("//")
                || has_default(code(lines[first - 1])));
        if !said {
            out.push(i + 1);
        }
    }
    out
}

#[test]
fn the_patterns_are_found() {
    assert!(has_default("x.unwrap_or(0)"));
    assert!(has_default("x.unwrap_or(32).div_ceil(8)"));
    assert!(has_default("x.unwrap_or(-1)"));
    assert!(has_default("x.unwrap_or(0u32)"));
    assert!(has_default("x.unwrap_or_default()"));
    assert!(!has_default("x.unwrap_or(y)"));
    assert!(!has_default("x.unwrap_or(0.0)"));
    assert!(!has_default("x.unwrap_or(&[])"));
    assert!(!has_default("x.unwrap_or(\"\")"));
    assert_eq!(unsaid("let a = x.unwrap_or(0);\n"), [1]);
    assert_eq!(
        unsaid("// (Optional: none is 0.)\nlet a = x.unwrap_or(0);\n"),
        []
    );
    assert_eq!(unsaid("let a = x.unwrap_or(0); // (optional)\n"), []);
    assert_eq!(
        unsaid("// (Both checked.)\nf(a.unwrap_or(0),\n  b.unwrap_or(0));\n"),
        []
    );
    assert_eq!(
        unsaid("g();\nf(a.unwrap_or(0),\n  b.unwrap_or(0));\n"),
        [2, 3]
    );
    assert_eq!(unsaid("#[cfg(test)]\nlet a = x.unwrap_or(0);\n"), []);
}

#[test]
fn every_default_says_why() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    walk(&src, &mut files);
    // (Generated from the grammar: no defaults of this kind.)
    files.retain(|f| !f.ends_with("spirv/tables.rs"));
    files.sort();
    assert!(files.len() > 100, "src/ not found: {}", src.display());
    let mut found = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        let name = f.strip_prefix(&src).unwrap_or(f).display().to_string();
        let lines: Vec<&str> = text.lines().collect();
        for n in unsaid(&text) {
            found.push(format!("src/{name}:{n}: {}", lines[n - 1].trim()));
        }
    }
    assert!(
        found.is_empty(),
        "defaults without a comment naming the rule that makes them right (or make them \
         errors):\n{}",
        found.join("\n")
    );
}
