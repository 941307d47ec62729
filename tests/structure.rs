//! The layout rules of `src/` (../shared/DESIGN.md): neither direction imports the other, no
//! hand-written file over 1,000 lines (unit tests at its end not counted), and no import circle
//! inside `llvm_to_spirv/` or `spirv_to_llvm/`. Edges are the
//! `crate::…` and `super::…` paths of each file, resolved to the longest module path that is a
//! file.

use std::collections::{BTreeMap, BTreeSet};
mod common;
use common::walk;
use std::path::{Path, PathBuf};

const DIRECTIONS: [&str; 2] = ["llvm_to_spirv", "spirv_to_llvm"];
const MAX_LINES: usize = 1000;

/// Files over the limit that are still to be split, with the most lines they may have (none left).
const LONG_FILES: &[(&str, usize)] = &[];

/// Files that may take part in an import circle inside a direction: none (each direction is a
/// context plus passes; a file that joins a circle fails the test).
const CIRCLE_FILES: &[&str] = &[];

struct Crate {
    /// Path relative to src/ (with `/`) → text.
    files: BTreeMap<String, String>,
    /// Module path → file.
    modules: BTreeMap<Vec<String>, String>,
}

fn src_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

fn module_path(rel: &str) -> Vec<String> {
    let mut parts: Vec<String> = rel
        .trim_end_matches(".rs")
        .split('/')
        .map(String::from)
        .collect();
    if matches!(
        parts.last().map(String::as_str),
        Some("mod" | "lib" | "main")
    ) {
        parts.pop();
    }
    parts
}

fn load() -> Crate {
    let src = src_dir();
    let mut paths = Vec::new();
    walk(&src, &mut paths);
    let mut files = BTreeMap::new();
    let mut modules = BTreeMap::new();
    for p in paths {
        let rel = p
            .strip_prefix(&src)
            .expect("under src")
            .to_string_lossy()
            .replace('\\', "/");
        let text = std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
        modules.insert(module_path(&rel), rel.clone());
        files.insert(rel, text);
    }
    Crate { files, modules }
}

/// The file of the longest prefix of `path` that is a module other than `from`.
fn resolve<'a>(c: &'a Crate, path: &[String], from: &str) -> Option<&'a String> {
    (1..=path.len())
        .rev()
        .filter_map(|k| c.modules.get(&path[..k]))
        .find(|f| f.as_str() != from)
}

fn segments(s: &str) -> Vec<String> {
    s.split("::")
        .map(str::trim)
        .filter(|x| !x.is_empty())
        .map(String::from)
        .collect()
}

/// The files a file imports through `crate::` and `super::` paths.
fn edges(c: &Crate, file: &str) -> BTreeSet<String> {
    let text = &c.files[file];
    let me = module_path(file);
    let mut out = BTreeSet::new();
    let bytes = text.as_bytes();
    let mut at = 0;
    while let Some(k) = text[at..]
        .find("crate::")
        .into_iter()
        .chain(text[at..].find("super::"))
        .min()
    {
        let start = at + k;
        at = start + "crate::".len().min("super::".len());
        let boundary = start == 0 || {
            let b = bytes[start - 1];
            !(b.is_ascii_alphanumeric() || b == b'_')
        };
        if !boundary {
            continue;
        }
        let len = text[start..]
            .find(|ch: char| !(ch.is_ascii_alphanumeric() || "_:{}, \n".contains(ch)))
            .unwrap_or(text.len() - start);
        at = start + len.max(1);
        let mut path = text[start..start + len].replace('\n', " ");
        let mut base: Vec<String> = Vec::new();
        if path.starts_with("super::") {
            base = me.clone();
            while let Some(rest) = path.strip_prefix("super::") {
                base.pop();
                path = rest.to_string();
            }
        } else {
            path = path["crate::".len()..].to_string();
        }
        let head = path
            .split(['{', ',', ' '])
            .next()
            .unwrap_or("")
            .trim_matches(':');
        let mut cand = base.clone();
        cand.extend(segments(head));
        if let Some(f) = resolve(c, &cand, file) {
            out.insert(f.clone());
        }
        if let Some((pre, rest)) = path.split_once('{') {
            let mut prefix = base.clone();
            prefix.extend(segments(pre));
            for item in rest.split('}').next().unwrap_or("").split(',') {
                let mut c2 = prefix.clone();
                c2.extend(segments(item.trim()));
                if let Some(f) = resolve(c, &c2, file) {
                    out.insert(f.clone());
                }
            }
        }
    }
    out
}

fn graph(c: &Crate) -> BTreeMap<String, BTreeSet<String>> {
    c.files.keys().map(|f| (f.clone(), edges(c, f))).collect()
}

/// The strongly connected components of more than one file (Tarjan).
fn circles(g: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    struct State<'a> {
        g: &'a BTreeMap<String, BTreeSet<String>>,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on: BTreeSet<&'a str>,
        out: Vec<Vec<String>>,
    }
    fn visit<'a>(s: &mut State<'a>, v: &'a str) {
        let n = s.index.len();
        s.index.insert(v, n);
        s.low.insert(v, n);
        s.stack.push(v);
        s.on.insert(v);
        for w in &s.g[v] {
            let w = w.as_str();
            if !s.index.contains_key(w) {
                visit(s, w);
                let lw = s.low[w];
                let lv = s.low.get_mut(v).expect("visited");
                *lv = (*lv).min(lw);
            } else if s.on.contains(w) {
                let iw = s.index[w];
                let lv = s.low.get_mut(v).expect("visited");
                *lv = (*lv).min(iw);
            }
        }
        if s.low[v] == s.index[v] {
            let mut comp = Vec::new();
            while let Some(w) = s.stack.pop() {
                s.on.remove(w);
                comp.push(w.to_string());
                if w == v {
                    break;
                }
            }
            if comp.len() > 1 {
                comp.sort();
                s.out.push(comp);
            }
        }
    }
    let mut s = State {
        g,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on: BTreeSet::new(),
        out: Vec::new(),
    };
    for v in g.keys() {
        if !s.index.contains_key(v.as_str()) {
            visit(&mut s, v);
        }
    }
    s.out
}

fn direction(file: &str) -> Option<&'static str> {
    DIRECTIONS
        .into_iter()
        .find(|d| file.starts_with(&format!("{d}/")))
}

#[test]
fn neither_direction_imports_the_other() {
    let c = load();
    let mut bad = Vec::new();
    for (f, targets) in graph(&c) {
        for t in targets {
            if let (Some(a), Some(b)) = (direction(&f), direction(&t)) {
                if a != b {
                    bad.push(format!("{f} -> {t}"));
                }
            }
        }
    }
    assert!(
        bad.is_empty(),
        "cross-direction imports:\n{}",
        bad.join("\n")
    );
}

#[test]
fn no_new_import_circle_inside_a_direction() {
    let c = load();
    let mut bad = Vec::new();
    for comp in circles(&graph(&c)) {
        let d = direction(&comp[0]);
        if d.is_none() || comp.iter().any(|f| direction(f) != d) {
            continue;
        }
        let new: Vec<&String> = comp
            .iter()
            .filter(|f| !CIRCLE_FILES.contains(&f.as_str()))
            .collect();
        if !new.is_empty() {
            bad.push(format!("circle of {}: {comp:?}; new: {new:?}", comp.len()));
        }
    }
    assert!(bad.is_empty(), "import circles:\n{}", bad.join("\n"));
}

/// The lines of a file before the unit tests at its end.
fn counted_lines(text: &str) -> usize {
    let head = text
        .match_indices("#[cfg(test)]")
        .find(|(k, _)| {
            text[k + "#[cfg(test)]".len()..]
                .trim_start()
                .starts_with("mod ")
        })
        .map_or(text, |(k, _)| &text[..k]);
    head.matches('\n').count()
}

#[test]
fn no_hand_written_file_over_the_limit() {
    let c = load();
    let mut bad = Vec::new();
    for (f, text) in &c.files {
        if text[..text.len().min(2000)].contains("@generated") {
            continue;
        }
        let n = counted_lines(text);
        let limit = LONG_FILES
            .iter()
            .find(|(name, _)| name == f)
            .map_or(MAX_LINES, |&(_, max)| max);
        if n > limit {
            bad.push(format!("{f}: {n} lines (at most {limit})"));
        }
    }
    assert!(bad.is_empty(), "files too long:\n{}", bad.join("\n"));
}

#[test]
fn the_edge_reader_sees_imports() {
    // The checks above are only as good as the edges: the crate has some inside each direction.
    let c = load();
    let g = graph(&c);
    for d in DIRECTIONS {
        let inside = g
            .iter()
            .filter(|(f, _)| direction(f) == Some(d))
            .flat_map(|(_, ts)| ts)
            .filter(|t| direction(t) == Some(d))
            .count();
        assert!(inside > 10, "{d}: only {inside} edges read");
    }
    assert!(
        g.get("spirv_to_llvm/types.rs")
            .is_some_and(|t| t.contains("spirv_to_llvm/mod.rs")),
        "`use super::{{Rx, …}}` in spirv_to_llvm/types.rs is not read as an edge"
    );
}
