//! The forward declares exactly what the grammar says its output requires: for every module it
//! writes from the LLVM inputs of `llvm-tests/`, every instruction and enumerant used has one of
//! its grammar capabilities declared (or implied by a declared one) and, where it exists only
//! through an extension at the module's version, one of its extensions; and every capability and
//! extension declared is one that something used asks for (or one of the few rules the grammar
//! cannot state, named below with their reason).
//!
//! The constructs used are read from `spirv-dis` (SPIRV-Tools), not from our own decoder, and
//! matched against the grammar tables (`src/spirv/tables.rs`, which `tests/tables.rs` checks
//! against the grammar JSON).

use llvm_spirv_rs::spirv::grammar::{self, Category, EnumerantDef, OperandKind, Version};
use llvm_spirv_rs::{ForwardOptions, forward};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Capabilities declared by rules the grammar cannot express, with what justifies them.
/// (capability, construct seen in the disassembly that asks for it)
const RULES: &[(&str, &str)] = &[
    // Every module the translator writes is a Kernel module with physical addressing and
    // linkage, as llvm-spirv writes them (the memory model and entry points need them).
    ("Addresses", ""),
    ("Linkage", ""),
    ("Kernel", ""),
    // Widths (the SPIR-V spec's validation rules, "2.16.1 Universal Validation Rules" and the
    // OpenCL environment): integer and float widths, vector sizes.
    ("Int8", "OpTypeInt 8"),
    ("Int16", "OpTypeInt 16"),
    ("Int64", "OpTypeInt 64"),
    ("Float16Buffer", "OpTypeFloat 16"),
    ("Float16", "OpTypeFloat 16"),
    ("Float64", "OpTypeFloat 64"),
    ("Vector16", "OpTypeVector"),
    // SPV_INTEL_vector_compute: vectors of other component counts than 2, 3, 4, 8 and 16 (a
    // validation rule of the extension, not a grammar entry).
    ("VectorAnyINTEL", "OpTypeVector"),
    // SPV_INTEL_float_controls2: the FloatingPointModeALTINTEL / FloatingPointModeIEEEINTEL
    // execution modes need FloatingPointModeINTEL (the extension's specification; the
    // grammar names only RoundToInfinityINTEL for them).
    ("FloatingPointModeINTEL", "FloatingPointModeALTINTEL"),
    ("FloatingPointModeINTEL", "FloatingPointModeIEEEINTEL"),
    // 64-bit atomics (OpenCL environment spec: Int64Atomics for atomic instructions on 64-bit
    // integers).
    ("Int64Atomics", "OpAtomic"),
    // Images (OpenCL environment spec: ImageBasic for image types, ImageReadWrite for the
    // read_write access qualifier).
    ("ImageBasic", "OpTypeImage"),
    ("ImageReadWrite", " ReadWrite"),
];

/// Capabilities the SPIR-V spec's validation rules (not the grammar) require for types of a
/// width: (what the disassembly shows, any of these capabilities).
const WIDTHS: &[(&str, &[&str])] = &[
    ("OpTypeInt 8 ", &["Int8"]),
    ("OpTypeInt 16 ", &["Int16"]),
    ("OpTypeInt 64 ", &["Int64"]),
    ("OpTypeFloat 16", &["Float16Buffer", "Float16"]),
    ("OpTypeFloat 64", &["Float64"]),
];

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn inputs() -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![root().join("llvm-tests")];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "ll")
                && !p.to_string_lossy().contains("/Inputs/")
            {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// The enum kinds an instruction's operands may take: its own, and those of the parameters
/// of their enumerants.
fn enum_kinds(opcode_name: &str) -> Vec<OperandKind> {
    let Some(def) = grammar::opcode_by_name(opcode_name).and_then(grammar::instruction) else {
        return Vec::new();
    };
    let mut kinds: Vec<OperandKind> = Vec::new();
    let mut todo: Vec<OperandKind> = def.operands.iter().map(|o| o.kind).collect();
    while let Some(k) = todo.pop() {
        if kinds.contains(&k) {
            continue;
        }
        let d = k.def();
        if matches!(d.category, Category::ValueEnum | Category::BitEnum) {
            kinds.push(k);
            for e in d.enumerants {
                todo.extend_from_slice(e.parameters);
            }
        }
        todo.extend_from_slice(d.bases);
    }
    kinds
}

struct Entry {
    what: String,
    caps: &'static [u32],
    exts: &'static [&'static str],
    version: Version,
}

fn enumerant_entry(kind: OperandKind, e: &'static EnumerantDef) -> Entry {
    Entry {
        what: format!("{} {}", kind.def().name, e.name),
        caps: e.capabilities,
        exts: e.extensions,
        version: e.version,
    }
}

struct Module {
    version: Version,
    /// Integer widths other than 8, 16, 32 and 64 (SPV_INTEL_arbitrary_precision_integers).
    odd_widths: bool,
    caps: BTreeSet<u32>,
    exts: BTreeSet<String>,
    entries: Vec<Entry>,
    text: String,
}

fn read_disassembly(text: &str) -> Module {
    let cap_kind = OperandKind::Capability.def();
    let mut m = Module {
        version: Version::V1_0,
        odd_widths: false,
        caps: BTreeSet::new(),
        exts: BTreeSet::new(),
        entries: Vec::new(),
        text: text.to_string(),
    };
    for line in text.lines() {
        let line = line.trim();
        if let Some(v) = line.strip_prefix("; Version: ") {
            let (a, b) = v.split_once('.').unwrap_or(("1", "0"));
            m.version = Version::new(a.parse().unwrap_or(1), b.trim().parse().unwrap_or(0));
            continue;
        }
        if line.starts_with(';') || line.is_empty() {
            continue;
        }
        let body = line.split_once(" = ").map(|(_, b)| b).unwrap_or(line);
        let mut words = body.split_whitespace();
        let Some(opname) = words.next() else { continue };
        let name = opname.trim_start_matches("Op");
        if opname == "OpCapability" {
            let c = words.next().unwrap_or("");
            let v = cap_kind
                .value_of(c)
                .unwrap_or_else(|| panic!("unknown capability {c}"));
            m.caps.insert(v);
            let e = cap_kind.enumerant(v).expect("capability");
            m.entries.push(Entry {
                what: format!("Capability {c}"),
                caps: &[],
                exts: e.extensions,
                version: e.version,
            });
            continue;
        }
        if opname == "OpExtension" {
            m.exts
                .insert(words.next().unwrap_or("").trim_matches('"').to_string());
            continue;
        }
        let Some(def) = grammar::opcode_by_name(name).and_then(grammar::instruction) else {
            continue;
        };
        m.entries.push(Entry {
            what: opname.to_string(),
            caps: def.capabilities,
            exts: def.extensions,
            version: def.version,
        });
        let rest: Vec<&str> = words.clone().collect();
        if opname == "OpTypeInt" && !matches!(rest.first().copied(), Some("8" | "16" | "32" | "64"))
        {
            m.odd_widths = true;
        }
        if opname == "OpExtInst" {
            ext_inst(text, &rest, &mut m.entries);
        }
        // SPV_INTEL_unstructured_loop_controls: the first literal of OpLoopControlINTEL is a
        // Loop Control mask (the grammar says only "literal").
        if opname == "OpLoopControlINTEL"
            && let Some(mask) = rest.first().and_then(|w| w.parse::<u32>().ok())
        {
            let kind = OperandKind::LoopControl;
            for bit in (0..32).map(|b| 1u32 << b).filter(|b| mask & b != 0) {
                if let Some(e) = kind.def().enumerant(bit) {
                    m.entries.push(enumerant_entry(kind, e));
                }
            }
        }
        let kinds = enum_kinds(name);
        let mut in_string = false;
        for w in words {
            // Strings (OpName, OpString, decorations' strings) hold no enumerants.
            if w.starts_with('"') {
                in_string = !(w.len() > 1 && w.ends_with('"') && !w.ends_with("\\\""));
                continue;
            }
            if in_string {
                in_string = !w.ends_with('"');
                continue;
            }
            if w.starts_with('%') {
                continue;
            }
            for part in w.split('|') {
                for &k in &kinds {
                    let d = k.def();
                    if let Some(v) = d.value_of(part)
                        && let Some(e) = d.enumerant(v)
                    {
                        m.entries.push(enumerant_entry(k, e));
                        break;
                    }
                }
            }
        }
    }
    m
}

/// The capabilities of an extended instruction (`OpExtInst %type %set name ...`), by the
/// grammar of its set (found by the import's name in the text).
fn ext_inst(text: &str, words: &[&str], entries: &mut Vec<Entry>) {
    let (Some(set_id), Some(name)) = (words.get(1), words.get(2)) else {
        return;
    };
    let import = text.lines().find_map(|l| {
        let (lhs, rhs) = l.trim().split_once(" = OpExtInstImport ")?;
        (lhs == *set_id).then(|| rhs.trim_matches('"').to_string())
    });
    let Some(set) = import.as_deref().and_then(grammar::ext_inst_set) else {
        return;
    };
    if let Some(inst) = set.opcode_by_name(name).and_then(|o| set.instruction(o)) {
        entries.push(Entry {
            what: format!("{} {name}", set.name()),
            caps: inst.capabilities,
            exts: &[],
            version: Version::V1_0,
        });
    }
}

/// The declared capabilities and those they imply.
fn closure(caps: &BTreeSet<u32>) -> BTreeSet<u32> {
    let kind = OperandKind::Capability.def();
    let mut out = caps.clone();
    let mut todo: Vec<u32> = caps.iter().copied().collect();
    while let Some(c) = todo.pop() {
        for &d in kind.enumerant(c).map(|e| e.capabilities).unwrap_or(&[]) {
            if out.insert(d) {
                todo.push(d);
            }
        }
    }
    out
}

fn cap_name(c: u32) -> &'static str {
    OperandKind::Capability.def().name_of(c).unwrap_or("?")
}

/// What is wrong with a module's declarations, against the grammar.
fn problems(m: &Module, input_names_declarations: bool) -> Vec<String> {
    let mut out = Vec::new();
    let declared = closure(&m.caps);
    let mut asked_caps = BTreeSet::new();
    let mut asked_exts: BTreeSet<&str> = BTreeSet::new();
    for e in &m.entries {
        if !e.caps.is_empty() {
            if !e.caps.iter().any(|c| declared.contains(c)) {
                let names: Vec<_> = e.caps.iter().map(|&c| cap_name(c)).collect();
                out.push(format!(
                    "{} needs one of the capabilities {names:?}",
                    e.what
                ));
            }
            asked_caps.extend(e.caps.iter().copied().filter(|c| m.caps.contains(c)));
        }
        if !e.exts.is_empty() {
            asked_exts.extend(e.exts.iter().copied());
            let beyond = e.version == Version::NONE || e.version > m.version;
            if beyond && !e.exts.iter().any(|x| m.exts.contains(*x)) {
                out.push(format!(
                    "{} needs one of the extensions {:?}",
                    e.what, e.exts
                ));
            }
        }
    }
    for &(seen, caps) in WIDTHS {
        if m.text.contains(seen)
            && !caps
                .iter()
                .any(|c| declared.iter().any(|&d| cap_name(d) == *c))
        {
            out.push(format!(
                "{} needs one of the capabilities {caps:?}",
                seen.trim()
            ));
        }
    }
    if m.odd_widths
        && !m
            .caps
            .iter()
            .any(|&c| cap_name(c) == "ArbitraryPrecisionIntegersINTEL")
    {
        out.push("an integer type of odd width needs ArbitraryPrecisionIntegersINTEL".into());
    }
    if m.odd_widths {
        asked_caps.extend(
            OperandKind::Capability
                .def()
                .value_of("ArbitraryPrecisionIntegersINTEL"),
        );
    }
    // An input may name capabilities and extensions to declare (!spirv.Capability,
    // !spirv.Extension of the SPIR-V friendly IR): those need nothing in the module to use them.
    if input_names_declarations {
        return out;
    }
    if m.text.contains("OpExtInstImport \"NonSemantic.") {
        asked_exts.insert("SPV_KHR_non_semantic_info");
    }
    let justified = closure(&asked_caps);
    for &c in &m.caps {
        if justified.contains(&c) {
            continue;
        }
        let name = cap_name(c);
        let by_rule = RULES
            .iter()
            .any(|&(cap, seen)| cap == name && m.text.contains(seen));
        if !by_rule {
            out.push(format!(
                "capability {name} is declared, but nothing used asks for it"
            ));
        }
    }
    for x in &m.exts {
        if !asked_exts.contains(x.as_str()) {
            out.push(format!(
                "extension {x} is declared, but nothing used asks for it"
            ));
        }
    }
    out
}

#[test]
fn declared_capabilities_and_extensions_are_what_the_grammar_requires() {
    let dis = which::spirv_dis();
    let tmp = std::env::temp_dir().join(format!("lsr-requirements-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    let options = ForwardOptions::from_args("--spirv-ext=+all").unwrap();
    let mut checked = 0;
    let mut failures = Vec::new();
    for path in inputs() {
        let Ok(input) = std::fs::read(&path) else {
            continue;
        };
        let Ok(spirv) = forward(&input, &options) else {
            continue; // tests of refused input
        };
        let spv = tmp.join("m.spv");
        std::fs::write(&spv, &spirv).unwrap();
        let out = Command::new(&dis)
            .arg(&spv)
            .output()
            .expect("run spirv-dis");
        // SPIRV-Tools 2022 lacks some Intel opcodes the incumbent writes: for those modules our
        // own printer of the same syntax (made from the grammar tables) reads the words.
        let text = if out.status.success() {
            String::from_utf8_lossy(&out.stdout).into_owned()
        } else {
            let module = llvm_spirv_rs::spirv::binary::decode(&spirv).expect("decode our output");
            let options = llvm_spirv_rs::spirv::asm::WriteOptions::SPIRV_DIS;
            String::from_utf8(llvm_spirv_rs::spirv::asm::write(&module, &options)).unwrap()
        };
        let m = read_disassembly(&text);
        checked += 1;
        let names = String::from_utf8_lossy(&input);
        let names = names.contains("!spirv.Capability") || names.contains("!spirv.Extension");
        for p in problems(&m, names) {
            failures.push(format!(
                "{}: {p}",
                path.strip_prefix(root()).unwrap().display()
            ));
        }
    }
    std::fs::remove_dir_all(&tmp).ok();
    assert!(checked >= 50, "only {checked} modules translated");
    assert!(
        failures.is_empty(),
        "{} problems in {checked} modules:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn the_check_sees_a_missing_and_a_needless_declaration() {
    let m = read_disassembly(
        "; Version: 1.4\nOpCapability Addresses\nOpCapability Kernel\nOpCapability Linkage\n\
         OpCapability Pipes\nOpMemoryModel Physical64 OpenCL\n%1 = OpTypeInt 64 0\n\
         OpDecorate %2 FuncParamAttr NoAlias\n%3 = OpTypeFloat 32\n%4 = OpTypeInt 8 0\n",
    );
    let p = problems(&m, false);
    assert!(p.iter().any(|p| p.contains("Int64")), "{p:?}");
    assert!(p.iter().any(|p| p.contains("capability Pipes")), "{p:?}");
    assert!(p.iter().any(|p| p.contains("OpTypeInt 8")), "{p:?}");
    assert_eq!(p.len(), 3, "{p:?}");
}

mod which {
    /// spirv-dis from SPIRV-Tools: a missing tool is a failure that says what to install.
    pub fn spirv_dis() -> String {
        let ok = std::process::Command::new("spirv-dis")
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success());
        assert!(
            ok,
            "spirv-dis is missing: install the Debian package spirv-tools (scripts/setup does)"
        );
        "spirv-dis".into()
    }
}
