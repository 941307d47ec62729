#![allow(dead_code)] // Shared by tests/coverage.rs and examples/coverage_matrix.rs, which use different parts.
//! The rows of the coverage matrix, generated from the specifications and never written by
//! hand: LLVM 14's own tables (the headers of `llvm-14-dev`) for the LLVM side, and the SPIR-V
//! grammar tables of the translator (`src/spirv/tables.rs`, generated from the grammar JSON)
//! restricted to what a Kernel module may use, in the core and in the extensions that
//! `llvm-spirv` 14 knows (`coverage/incumbent-extensions.txt`) for the SPIR-V side.
//!
//! Shared by `tests/coverage.rs` (every row has a status) and `examples/coverage_matrix.rs`
//! (`scripts/coverage`: the rows for the probe, and the printed matrix).

use llvm_spirv_rs::spirv::grammar::{EnumerantDef, OperandKind, Version};
use llvm_spirv_rs::spirv::support::capability_needs_shader;
use llvm_spirv_rs::spirv::tables::INSTRUCTIONS;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// One row: its section, its name within the section, and what a probe needs to know of it.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Row {
    pub section: &'static str,
    pub name: String,
    pub detail: String,
}

/// The sections, in the order the matrix prints them.
pub const LLVM_SECTIONS: &[&str] = &[
    "llvm-opcode",
    "llvm-intrinsic",
    "llvm-linkage",
    "llvm-callconv",
    "llvm-attribute",
    "llvm-metadata",
];
pub const SPIRV_SECTIONS: &[&str] = &[
    "spirv-instruction",
    "spirv-type",
    "spirv-decoration",
    "spirv-execution-mode",
    "spirv-storage-class",
    "spirv-builtin",
];

/// LLVM 14's include directory (`llvm-config-14 --includedir`, else the Debian path).
pub fn llvm_include_dir() -> PathBuf {
    let from_config = std::process::Command::new("llvm-config-14")
        .arg("--includedir")
        .output()
        .ok()
        .filter(|o| o.status.success())
        .and_then(|o| String::from_utf8(o.stdout).ok())
        .map(|s| PathBuf::from(s.trim()));
    from_config.unwrap_or_else(|| PathBuf::from("/usr/lib/llvm-14/include"))
}

fn read(dir: &Path, file: &str) -> Result<String, String> {
    let path = dir.join("llvm/IR").join(file);
    std::fs::read_to_string(&path).map_err(|e| {
        format!(
            "cannot read {}: {e} (install the Debian package llvm-14-dev: scripts/setup does)",
            path.display()
        )
    })
}

/// Every row of the LLVM side.
pub fn llvm_rows(include: &Path) -> Result<Vec<Row>, String> {
    let mut rows = Vec::new();
    // Instruction opcodes: HANDLE_<CLASS>_INST(number, Name, Class) in Instruction.def.
    for line in read(include, "Instruction.def")?.lines() {
        let line = line.trim();
        if line.starts_with("HANDLE_")
            && let Some(args) = line.split_once('(').and_then(|(_, a)| a.split_once(')'))
        {
            let parts: Vec<&str> = args.0.split(',').map(str::trim).collect();
            if parts.len() == 3 && parts[0].parse::<u32>().is_ok() {
                rows.push(row("llvm-opcode", parts[1], parts[2]));
            }
        }
    }
    // Target-independent intrinsics: `name = N, // llvm.name` in IntrinsicEnums.inc (the
    // target-specific ones live in the Intrinsics<Target>.h headers).
    for line in read(include, "IntrinsicEnums.inc")?.lines() {
        if let Some((_, name)) = line.split_once("// llvm.") {
            rows.push(row("llvm-intrinsic", &format!("llvm.{}", name.trim()), ""));
        }
    }
    // Linkage kinds: the LinkageTypes enum of GlobalValue.h.
    let gv = read(include, "GlobalValue.h")?;
    let linkage =
        enum_body(&gv, "enum LinkageTypes {").ok_or("no LinkageTypes in GlobalValue.h")?;
    for name in enum_names(linkage) {
        rows.push(row("llvm-linkage", &name, ""));
    }
    // Calling conventions: the numbered names of CallingConv.h (not the range markers).
    let cc = read(include, "CallingConv.h")?;
    let body = enum_body(&cc, "enum {").ok_or("no calling-convention enum in CallingConv.h")?;
    for item in strip_comments(body).split(',') {
        if let Some((name, value)) = item.split_once('=') {
            let (name, value) = (name.trim(), value.trim());
            if value.parse::<u32>().is_ok() && !matches!(name, "FirstTargetCC" | "MaxID") {
                rows.push(row("llvm-callconv", name, value));
            }
        }
    }
    // Attributes: ATTRIBUTE_<KIND>(Enum, ir-name) in Attributes.inc.
    for line in read(include, "Attributes.inc")?.lines() {
        if let Some(rest) = line.strip_prefix("ATTRIBUTE_")
            && let Some((kind, args)) = rest.split_once('(')
            && let Some((_, name)) = args.trim_end_matches(')').split_once(',')
        {
            rows.push(row("llvm-attribute", name.trim(), &kind.to_lowercase()));
        }
    }
    // Metadata kinds every context knows: LLVM_FIXED_MD_KIND(MD_x, "name", N).
    for line in read(include, "FixedMetadataKinds.def")?.lines() {
        if let Some(args) = line.strip_prefix("LLVM_FIXED_MD_KIND(")
            && let Some(name) = args.split('"').nth(1)
        {
            rows.push(row("llvm-metadata", name, "fixed"));
        }
    }
    Ok(rows)
}

/// The metadata clang-14 emits for OpenCL C beyond LLVM's fixed kinds (named metadata, kernel
/// attachments), as `scripts/coverage --probe` found them in the real corpus:
/// `coverage/clang-metadata.txt` (kind, named or attached, a module that has it).
pub fn clang_metadata_rows(root: &Path) -> Vec<Row> {
    let text =
        std::fs::read_to_string(root.join("coverage/clang-metadata.txt")).unwrap_or_default();
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .filter_map(|l| {
            let mut f = l.split('\t');
            Some(row("llvm-metadata", f.next()?, f.next()?))
        })
        .collect()
}

fn row(section: &'static str, name: &str, detail: &str) -> Row {
    Row {
        section,
        name: name.to_string(),
        detail: detail.to_string(),
    }
}

fn strip_comments(s: &str) -> String {
    s.lines()
        .map(|l| l.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The text between `{` of `opening` and its `}`.
fn enum_body<'a>(text: &'a str, opening: &str) -> Option<&'a str> {
    let start = text.find(opening)? + opening.len();
    let end = text[start..].find('}')? + start;
    Some(&text[start..end])
}

fn enum_names(body: &str) -> Vec<String> {
    strip_comments(body)
        .split(',')
        .filter_map(|item| item.split('=').next())
        .map(|n| n.trim().to_string())
        .filter(|n| !n.is_empty())
        .collect()
}

/// The extensions `llvm-spirv` 14 knows, from `coverage/incumbent-extensions.txt`.
pub fn incumbent_extensions(root: &Path) -> Result<BTreeSet<String>, String> {
    let path = root.join("coverage/incumbent-extensions.txt");
    let text = std::fs::read_to_string(&path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    Ok(text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(String::from)
        .collect())
}

/// Whether a grammar entry may appear in a Kernel module written for `llvm-spirv` 14: it needs
/// no capability or one that does not depend on Shader, and it is in the core (at some version)
/// or in an extension the incumbent knows.
fn in_scope(caps: &[u32], exts: &[&str], version: Version, known: &BTreeSet<String>) -> bool {
    let kernel = caps.is_empty() || caps.iter().any(|&c| !capability_needs_shader(c));
    let available =
        exts.is_empty() || version != Version::NONE || exts.iter().any(|e| known.contains(*e));
    kernel && available
}

fn names(caps: &[u32]) -> String {
    let kind = OperandKind::Capability.def();
    caps.iter()
        .map(|&c| kind.name_of(c).map(String::from).unwrap_or(c.to_string()))
        .collect::<Vec<_>>()
        .join("|")
}

fn detail(value: u32, caps: &[u32], exts: &[&str], version: Version, params: &str) -> String {
    format!(
        "value={value} caps={} exts={} version={version}{params}",
        names(caps),
        exts.join("|")
    )
}

/// Every row of the SPIR-V side.
pub fn spirv_rows(known: &BTreeSet<String>) -> Vec<Row> {
    let mut rows = Vec::new();
    for def in INSTRUCTIONS.iter() {
        if !in_scope(def.capabilities, def.extensions, def.version, known) {
            continue;
        }
        let section = if def.class == "Type-Declaration" {
            "spirv-type"
        } else {
            "spirv-instruction"
        };
        let operands: Vec<String> = def
            .operands
            .iter()
            .map(|o| format!("{:?}{:?}", o.kind, o.quantifier))
            .collect();
        let params = format!(" class={} operands={}", def.class, operands.join(","));
        rows.push(Row {
            section,
            name: format!("Op{}", def.name),
            detail: detail(
                def.opcode.into(),
                def.capabilities,
                def.extensions,
                def.version,
                &params,
            ),
        });
    }
    let kinds = [
        (OperandKind::Decoration, "spirv-decoration"),
        (OperandKind::ExecutionMode, "spirv-execution-mode"),
        (OperandKind::StorageClass, "spirv-storage-class"),
        (OperandKind::BuiltIn, "spirv-builtin"),
    ];
    for (kind, section) in kinds {
        let mut last = None;
        for e in kind.def().enumerants {
            // Names that share a value (aliases) are one row, under the preferred name.
            if last == Some(e.value) {
                continue;
            }
            last = Some(e.value);
            if in_scope(e.capabilities, e.extensions, e.version, known) {
                let aliases: Vec<&str> = kind
                    .def()
                    .names
                    .iter()
                    .filter(|&&(n, v)| v == e.value && n != e.name)
                    .map(|&(n, _)| n)
                    .collect();
                let mut r = enumerant_row(section, e);
                r.detail
                    .push_str(&format!(" aliases={}", aliases.join("|")));
                rows.push(r);
            }
        }
    }
    rows
}

fn enumerant_row(section: &'static str, e: &EnumerantDef) -> Row {
    let params: Vec<String> = e.parameters.iter().map(|k| format!("{k:?}")).collect();
    Row {
        section,
        name: e.name.to_string(),
        detail: detail(
            e.value,
            e.capabilities,
            e.extensions,
            e.version,
            &format!(" parameters={}", params.join(",")),
        ),
    }
}

/// Every row of both sides.
pub fn all_rows(root: &Path) -> Result<Vec<Row>, String> {
    let mut rows = llvm_rows(&llvm_include_dir())?;
    rows.extend(clang_metadata_rows(root));
    rows.extend(spirv_rows(&incumbent_extensions(root)?));
    Ok(rows)
}
