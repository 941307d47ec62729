//! Generator of `src/spirv/tables.rs`: reads the SPIR-V grammar JSON (core and the extended
//! instruction sets we use) plus `xtask/overlay.json`, and writes Rust tables.
//!
//! The generated file holds data only; the types it uses live in `src/spirv/grammar.rs`.

use serde_json::Value;
use std::collections::{BTreeMap, HashMap};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

pub const DEFAULT_GRAMMAR_DIR: &str = "/usr/include/spirv/unified1";
pub const OVERLAY_PATH: &str = "xtask/overlay.json";
pub const TABLES_PATH: &str = "src/spirv/tables.rs";

/// The extended instruction sets we generate tables for:
/// (import name, grammar file, prefix for the names of its own operand kinds). A file under
/// `xtask/` is read from the workspace, the others from the grammar directory.
const EXT_SETS: &[(&str, &str, &str)] = &[
    (
        "OpenCL.std",
        "extinst.opencl.std.100.grammar.json",
        "OpenClStd",
    ),
    ("DebugInfo", "extinst.debuginfo.grammar.json", "DebugInfo"),
    (
        "OpenCL.DebugInfo.100",
        "extinst.opencl.debuginfo.100.grammar.json",
        "OpenClDebugInfo100",
    ),
    (
        "NonSemantic.Shader.DebugInfo.100",
        "extinst.nonsemantic.shader.debuginfo.100.grammar.json",
        "ShaderDebugInfo100",
    ),
    // The incumbent's extension of the set above (not in SPIRV-Headers: the file is ours).
    (
        "NonSemantic.Shader.DebugInfo.200",
        "xtask/extinst.nonsemantic.shader.debuginfo.200.grammar.json",
        "ShaderDebugInfo200",
    ),
    // Sets no Kernel translation uses, known so that the readers and writers of SPIR-V (text
    // form, SPIRV-Tools assembly) name their instructions as spirv-dis does; the translations
    // refuse the semantic ones.
    ("GLSL.std.450", "extinst.glsl.std.450.grammar.json", "Glsl"),
    (
        "NonSemantic.DebugPrintf",
        "extinst.nonsemantic.debugprintf.grammar.json",
        "DebugPrintf",
    ),
    (
        "SPV_AMD_gcn_shader",
        "extinst.spv-amd-gcn-shader.grammar.json",
        "AmdGcnShader",
    ),
    (
        "SPV_AMD_shader_ballot",
        "extinst.spv-amd-shader-ballot.grammar.json",
        "AmdShaderBallot",
    ),
    (
        "SPV_AMD_shader_explicit_vertex_parameter",
        "extinst.spv-amd-shader-explicit-vertex-parameter.grammar.json",
        "AmdExplicitVertexParameter",
    ),
    (
        "SPV_AMD_shader_trinary_minmax",
        "extinst.spv-amd-shader-trinary-minmax.grammar.json",
        "AmdTrinaryMinmax",
    ),
];

pub fn workspace_root() -> PathBuf {
    let here = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    here.parent().map(Path::to_path_buf).unwrap_or(here)
}

type Result<T> = std::result::Result<T, String>;

fn load_json(path: &Path) -> Result<Value> {
    let text = std::fs::read_to_string(path).map_err(|e| {
        format!(
            "cannot read {}: {e} (install the Debian package `spirv-headers`: scripts/setup does)",
            path.display()
        )
    })?;
    serde_json::from_str(&text).map_err(|e| format!("{}: invalid JSON: {e}", path.display()))
}

fn str_of<'a>(v: &'a Value, key: &str) -> Result<&'a str> {
    v.get(key)
        .and_then(Value::as_str)
        .ok_or_else(|| format!("grammar entry lacks string `{key}`: {v}"))
}

fn arr_of<'a>(v: &'a Value, key: &str) -> &'a [Value] {
    v.get(key)
        .and_then(Value::as_array)
        .map(Vec::as_slice)
        .unwrap_or(&[])
}

fn number(v: &Value) -> Result<u32> {
    match v {
        Value::Number(n) => n
            .as_u64()
            .and_then(|n| u32::try_from(n).ok())
            .ok_or_else(|| format!("bad number {n}")),
        Value::String(s) => {
            let parsed = if let Some(hex) = s.strip_prefix("0x") {
                u32::from_str_radix(hex, 16)
            } else {
                s.parse()
            };
            parsed.map_err(|e| format!("bad number `{s}`: {e}"))
        }
        other => Err(format!("expected a number, found {other}")),
    }
}

fn version_expr(v: Option<&Value>) -> Result<String> {
    match v.and_then(Value::as_str) {
        None => Ok("Version::V1_0".into()),
        Some("None") => Ok("Version::NONE".into()),
        Some(s) => {
            let (maj, min) = s
                .split_once('.')
                .ok_or_else(|| format!("bad version `{s}`"))?;
            Ok(format!("Version::new({maj}, {min})"))
        }
    }
}

fn quantifier(q: Option<&str>) -> &'static str {
    match q {
        Some("?") => "Q::Optional",
        Some("*") => "Q::Many",
        _ => "Q::One",
    }
}

/// One operand kind as it will be generated.
struct Kind {
    variant: String,
    name: String,
    category: String,
    enumerants: Vec<Value>,
    bases: Vec<String>,
}

/// Resolves operand kind names to generated variants within one grammar (ext sets see their
/// own kinds first, then the core ones).
struct KindScope<'a> {
    own: HashMap<String, String>,
    core: &'a HashMap<String, String>,
}

impl KindScope<'_> {
    fn variant(&self, kind: &str) -> Result<String> {
        self.own
            .get(kind)
            .or_else(|| self.core.get(kind))
            .cloned()
            .ok_or_else(|| format!("unknown operand kind `{kind}`"))
    }
}

fn operands_expr(ops: &[Value], scope: &KindScope) -> Result<String> {
    let mut out = String::from("&[");
    for (i, op) in ops.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        let kind = scope.variant(str_of(op, "kind")?)?;
        let q = quantifier(op.get("quantifier").and_then(Value::as_str));
        write!(out, "o(K::{kind}, {q})").ok();
    }
    out.push(']');
    Ok(out)
}

fn str_slice_expr<'a>(items: impl Iterator<Item = &'a str>) -> String {
    let v: Vec<String> = items.map(|s| format!("{s:?}")).collect();
    format!("&[{}]", v.join(", "))
}

fn caps_expr(v: &Value, cap_values: &HashMap<String, u32>) -> Result<String> {
    let mut vals = Vec::new();
    // The OpenCL.DebugInfo.100 grammar names DebugModuleINTEL's capability under the singular
    // key `capability` (a quirk of that file); it is the same requirement.
    let single = v.get("capability").map(std::slice::from_ref).unwrap_or(&[]);
    for c in arr_of(v, "capabilities").iter().chain(single) {
        let name = c.as_str().ok_or("capability is not a string")?;
        let val = cap_values
            .get(name)
            .ok_or_else(|| format!("unknown capability `{name}`"))?;
        vals.push(val.to_string());
    }
    Ok(format!("&[{}]", vals.join(", ")))
}

/// The extensions of every entry of `value` (an entry and its aliases, in order, once each):
/// an entry that is core from some version is available before it through the extensions
/// of its aliases (`DotProductInput4x8Bit` through `SPV_KHR_integer_dot_product`, the
/// extension of `DotProductInput4x8BitKHR`).
fn same_value_extensions<'v>(
    entries: &'v [Value],
    value_key: &str,
    value: u32,
) -> Result<Vec<&'v str>> {
    let mut exts: Vec<&str> = Vec::new();
    for e in entries {
        if number(&e[value_key])? != value {
            continue;
        }
        for x in arr_of(e, "extensions").iter().filter_map(Value::as_str) {
            if !exts.contains(&x) {
                exts.push(x);
            }
        }
    }
    Ok(exts)
}

/// Merges overlay entries into a list of grammar entries: an overlay entry whose value is not
/// in the grammar is added; one marked `"replace": true` takes the place of the
/// grammar's entry of the same value and name; `preferred` names move to the front of their value's group.
fn merge_entries(
    mut base: Vec<Value>,
    extra: &[Value],
    value_key: &str,
    name_key: &str,
    preferred: &BTreeMap<String, String>,
) -> Result<Vec<Value>> {
    for e in extra {
        let value = number(e.get(value_key).ok_or("overlay entry lacks a value")?)?;
        // An entry the grammar has under the same name is ignored; under another name it is
        // an alias (the name the incumbent writes, when preferred).
        let name = str_of(e, name_key)?;
        // `"replace": true` corrects the grammar's entry (its operands, say).
        if e.get("replace").and_then(Value::as_bool) == Some(true) {
            let mut kept = Vec::with_capacity(base.len());
            for b in base {
                if number(&b[value_key])? != value || str_of(&b, name_key)? != name {
                    kept.push(b);
                }
            }
            base = kept;
        }
        let mut present = false;
        let mut named = false;
        for b in &base {
            if number(&b[value_key])? == value && str_of(b, name_key)? == name {
                present = true;
                named |= str_of(b, name_key)? == name;
            }
        }
        // A new value, or the incumbent's own spelling of a value the grammar names otherwise
        // (an alias, made the written name by `preferred`).
        let preferred_alias = preferred.get(&value.to_string()).is_some_and(|p| p == name);
        if !present || (preferred_alias && !named) {
            base.push(e.clone());
        }
    }
    // Stable sort by value keeps grammar order among aliases; then apply preferred names.
    let mut keyed: Vec<(u32, usize, Value)> = Vec::new();
    for (i, b) in base.into_iter().enumerate() {
        let value = number(&b[value_key])?;
        let name = str_of(&b, name_key)?.to_string();
        let is_preferred = preferred
            .get(&value.to_string())
            .map(|p| p == &name)
            .unwrap_or(false);
        keyed.push((value, if is_preferred { 0 } else { i + 1 }, b));
    }
    keyed.sort_by_key(|(v, order, _)| (*v, *order));
    Ok(keyed.into_iter().map(|(_, _, v)| v).collect())
}

/// Replaces the capability lists of the instructions `overrides` names (`{"OpName": [caps]}`):
/// the grammar lists `A, B` for an instruction that needs both, where the list means "any of".
fn with_capabilities(
    mut instructions: Vec<Value>,
    overrides: Option<&Value>,
) -> Result<Vec<Value>> {
    let Some(map) = overrides.and_then(Value::as_object) else {
        return Ok(instructions);
    };
    for (name, caps) in map {
        let mut found = false;
        for i in instructions.iter_mut() {
            if str_of(i, "opname")? == name {
                i["capabilities"] = caps.clone();
                found = true;
            }
        }
        if !found {
            return Err(format!(
                "instruction_capabilities: unknown instruction `{name}`"
            ));
        }
    }
    Ok(instructions)
}

fn string_map(v: Option<&Value>) -> BTreeMap<String, String> {
    v.and_then(Value::as_object)
        .map(|m| {
            m.iter()
                .filter_map(|(k, v)| v.as_str().map(|s| (k.clone(), s.to_string())))
                .collect()
        })
        .unwrap_or_default()
}

/// Generates the whole `tables.rs` text.
pub fn generate(grammar_dir: &Path, overlay_path: &Path) -> Result<String> {
    let core = load_json(&grammar_dir.join("spirv.core.grammar.json"))?;
    let overlay = load_json(overlay_path)?;
    let ov_core = overlay.get("core").cloned().unwrap_or(Value::Null);

    // ---- operand kinds (core first, then each ext set's own) ----
    let mut kinds: Vec<Kind> = Vec::new();
    let mut core_variants: HashMap<String, String> = HashMap::new();
    let ov_enums = ov_core.get("enumerants");
    let ov_preferred_enums = ov_core.get("preferred_enumerant_names");
    // Where the overlay writes the incumbent's spelling, the grammar's own name (which SPIRV-Tools
    // writes): (kind, value, name), (opcode, name), (set, number, name).
    let mut grammar_enum_names: Vec<(String, String, String)> = Vec::new();
    let mut grammar_inst_names: Vec<(String, String)> = Vec::new();
    let mut grammar_ext_names: Vec<(String, u32, String)> = Vec::new();
    for k in arr_of(&core, "operand_kinds") {
        let name = str_of(k, "kind")?.to_string();
        let extra = ov_enums.map(|e| arr_of(e, &name)).unwrap_or(&[]);
        let preferred = string_map(ov_preferred_enums.and_then(|p| p.get(&name)));
        for (value, written) in &preferred {
            let grammar_name = arr_of(k, "enumerants")
                .iter()
                .find(|e| number(&e["value"]).ok().map(|v| v.to_string()).as_ref() == Some(value))
                .and_then(|e| e["enumerant"].as_str());
            if let Some(g) = grammar_name.filter(|g| g != written) {
                grammar_enum_names.push((name.clone(), value.clone(), g.to_string()));
            }
        }
        let enumerants = merge_entries(
            arr_of(k, "enumerants").to_vec(),
            extra,
            "value",
            "enumerant",
            &preferred,
        )?;
        core_variants.insert(name.clone(), name.clone());
        kinds.push(Kind {
            variant: name.clone(),
            name,
            category: str_of(k, "category")?.to_string(),
            enumerants,
            bases: arr_of(k, "bases")
                .iter()
                .filter_map(|b| b.as_str().map(String::from))
                .collect(),
        });
    }
    let mut ext_grammars = Vec::new();
    let mut ext_scopes = Vec::new();
    for (import, file, prefix) in EXT_SETS {
        let path = if file.starts_with("xtask/") {
            workspace_root().join(file)
        } else {
            grammar_dir.join(file)
        };
        let g = load_json(&path)?;
        let mut own = HashMap::new();
        for k in arr_of(&g, "operand_kinds") {
            let name = str_of(k, "kind")?.to_string();
            let variant = format!("{prefix}{name}");
            own.insert(name.clone(), variant.clone());
            kinds.push(Kind {
                variant,
                name,
                category: str_of(k, "category")?.to_string(),
                enumerants: merge_entries(
                    arr_of(k, "enumerants").to_vec(),
                    &[],
                    "value",
                    "enumerant",
                    &BTreeMap::new(),
                )?,
                bases: Vec::new(),
            });
        }
        ext_grammars.push((*import, g));
        ext_scopes.push(own);
    }
    let core_scope = KindScope {
        own: HashMap::new(),
        core: &core_variants,
    };

    let cap_values: HashMap<String, u32> = kinds
        .iter()
        .find(|k| k.name == "Capability")
        .map(|k| {
            k.enumerants
                .iter()
                .filter_map(|e| {
                    Some((
                        e["enumerant"].as_str()?.to_string(),
                        number(&e["value"]).ok()?,
                    ))
                })
                .collect()
        })
        .ok_or("grammar has no Capability kind")?;

    let mut out = String::new();
    let (maj, min, rev) = (
        core["major_version"].as_u64().unwrap_or(0),
        core["minor_version"].as_u64().unwrap_or(0),
        core["revision"].as_u64().unwrap_or(0),
    );
    writeln!(
        out,
        "// @generated by `cargo xtask gen-tables` from the SPIR-V grammar {maj}.{min} revision {rev}\n\
         // (spirv-headers) and xtask/overlay.json. Do not edit by hand.\n\
         #![allow(clippy::all)]\n\
         use super::grammar::{{o, Category, EnumerantDef, ExtInstDef, ExtInstSetDef, InstructionDef, KindDef, Version}};\n\
         use super::grammar::Quantifier as Q;\n\
         use OperandKind as K;\n\n\
         /// Version of the core grammar these tables come from.\n\
         pub const GRAMMAR_VERSION: (u32, u32, u32) = ({maj}, {min}, {rev});\n"
    )
    .ok();

    // OperandKind enum
    out.push_str(
        "/// Every operand kind of the core grammar and of the extended instruction sets.\n",
    );
    out.push_str("#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]\n#[repr(u16)]\npub enum OperandKind {\n");
    for k in &kinds {
        writeln!(out, "    {},", k.variant).ok();
    }
    out.push_str("}\n\n");

    // KINDS table
    writeln!(
        out,
        "/// Indexed by `OperandKind as usize`.\npub static KINDS: [KindDef; {}] = [",
        kinds.len()
    )
    .ok();
    let mut optional_params: Vec<String> = Vec::new();
    let mut variadic_params: Vec<String> = Vec::new();
    for (idx, k) in kinds.iter().enumerate() {
        let scope = if idx < core_variants.len() {
            &core_scope
        } else {
            // find the ext scope that owns this variant
            let pos = ext_scopes
                .iter()
                .position(|s| s.values().any(|v| v == &k.variant))
                .unwrap_or(0);
            &KindScope {
                own: ext_scopes[pos].clone(),
                core: &core_variants,
            }
        };
        let mut ens = String::from("&[");
        let mut names: Vec<(String, u32)> = Vec::new();
        for e in &k.enumerants {
            let name = str_of(e, "enumerant")?;
            let value = number(&e["value"])?;
            names.push((name.to_string(), value));
            // A last parameter marked `"quantifier": "?"` may be absent: it goes to
            // OPTIONAL_PARAMETERS, not to the parameters every use has; one marked `"*"` may
            // repeat (BankBitsINTEL): it goes to VARIADIC_PARAMETERS.
            let all = arr_of(e, "parameters");
            let last_quantifier = all
                .last()
                .and_then(|p| p.get("quantifier").and_then(Value::as_str));
            let tail = all
                .last()
                .filter(|_| matches!(last_quantifier, Some("?" | "*")));
            let required = &all[..all.len() - usize::from(tail.is_some())];
            if let Some(p) = tail {
                let pk = scope.variant(str_of(p, "kind")?)?;
                let row = format!("(K::{}, {value}, K::{pk})", k.variant);
                if last_quantifier == Some("*") {
                    variadic_params.push(row);
                } else {
                    optional_params.push(row);
                }
            }
            let params = required
                .iter()
                .map(|p| scope.variant(str_of(p, "kind")?).map(|v| format!("K::{v}")))
                .collect::<Result<Vec<_>>>()?
                .join(", ");
            let exts =
                str_slice_expr(same_value_extensions(&k.enumerants, "value", value)?.into_iter());
            write!(
                ens,
                "\n        EnumerantDef {{ name: {name:?}, value: {value}, parameters: &[{params}], capabilities: {}, extensions: {exts}, version: {} }},",
                caps_expr(e, &cap_values)?,
                version_expr(e.get("version"))?
            )
            .ok();
        }
        ens.push_str("\n    ]");
        names.sort();
        names.dedup();
        let names_expr = format!(
            "&[{}]",
            names
                .iter()
                .map(|(n, v)| format!("({n:?}, {v})"))
                .collect::<Vec<_>>()
                .join(", ")
        );
        let bases = k
            .bases
            .iter()
            .map(|b| scope.variant(b).map(|v| format!("K::{v}")))
            .collect::<Result<Vec<_>>>()?
            .join(", ");
        let category = match k.category.as_str() {
            "BitEnum" => "BitEnum",
            "ValueEnum" => "ValueEnum",
            "Id" => "Id",
            "Literal" => "Literal",
            "Composite" => "Composite",
            other => return Err(format!("unknown category `{other}`")),
        };
        write!(
            out,
            "    KindDef {{ name: {:?}, category: Category::{category}, bases: &[{bases}], enumerants: {ens}, names: {names_expr} }},\n",
            k.name
        )
        .ok();
    }
    out.push_str("];\n\n");
    writeln!(
        out,
        "/// Enumerants whose last parameter may be absent: (kind, value, parameter kind).\npub static OPTIONAL_PARAMETERS: [(OperandKind, u32, OperandKind); {}] = [{}];\n",
        optional_params.len(),
        optional_params.join(", ")
    )
    .ok();
    writeln!(
        out,
        "/// Enumerants whose last parameter may repeat (any number of times): (kind, value, parameter kind).\npub static VARIADIC_PARAMETERS: [(OperandKind, u32, OperandKind); {}] = [{}];\n",
        variadic_params.len(),
        variadic_params.join(", ")
    )
    .ok();

    // ---- core instructions ----
    let preferred_ops = string_map(ov_core.get("preferred_instruction_names"));
    for (opcode, written) in &preferred_ops {
        let grammar_name = arr_of(&core, "instructions")
            .iter()
            .find(|i| number(&i["opcode"]).ok().map(|v| v.to_string()).as_ref() == Some(opcode))
            .and_then(|i| i["opname"].as_str());
        if let Some(g) = grammar_name.filter(|g| g != written) {
            grammar_inst_names.push((opcode.clone(), g.trim_start_matches("Op").to_string()));
        }
    }
    let instructions = merge_entries(
        arr_of(&core, "instructions").to_vec(),
        arr_of(&ov_core, "instructions"),
        "opcode",
        "opname",
        &preferred_ops,
    )?;
    let instructions = with_capabilities(instructions, ov_core.get("instruction_capabilities"))?;
    // Keep only the first (preferred) definition per opcode in the table; all names go to the
    // name index.
    let mut first_per_opcode: Vec<&Value> = Vec::new();
    let mut inst_names: Vec<(String, u32)> = Vec::new();
    for i in &instructions {
        let opcode = number(&i["opcode"])?;
        let name = str_of(i, "opname")?;
        let short = name.strip_prefix("Op").unwrap_or(name).to_string();
        inst_names.push((short, opcode));
        if first_per_opcode
            .last()
            .map(|l| number(&l["opcode"]).ok() != Some(opcode))
            .unwrap_or(true)
        {
            first_per_opcode.push(i);
        }
    }
    writeln!(out, "/// Core instructions sorted by opcode; one entry per opcode (the preferred name).\npub static INSTRUCTIONS: [InstructionDef; {}] = [", first_per_opcode.len()).ok();
    for i in &first_per_opcode {
        let name = str_of(i, "opname")?;
        let short = name.strip_prefix("Op").unwrap_or(name);
        let ops = arr_of(i, "operands");
        let has_type = ops
            .first()
            .map(|o| o["kind"] == "IdResultType")
            .unwrap_or(false);
        let has_result = ops.iter().take(2).any(|o| o["kind"] == "IdResult");
        let exts = str_slice_expr(
            same_value_extensions(&instructions, "opcode", number(&i["opcode"])?)?.into_iter(),
        );
        writeln!(
            out,
            "    InstructionDef {{ name: {short:?}, opcode: {}, class: {:?}, has_result_type: {has_type}, has_result: {has_result}, operands: {}, capabilities: {}, extensions: {exts}, version: {} }},",
            number(&i["opcode"])?,
            i.get("class").and_then(Value::as_str).unwrap_or(""),
            operands_expr(ops, &core_scope)?,
            caps_expr(i, &cap_values)?,
            version_expr(i.get("version"))?
        )
        .ok();
    }
    out.push_str("];\n\n");
    out.push_str("/// Index into `INSTRUCTIONS` for an opcode.\npub fn instruction_index(opcode: u16) -> Option<usize> {\n    Some(match opcode {\n");
    for (idx, i) in first_per_opcode.iter().enumerate() {
        writeln!(out, "        {} => {idx},", number(&i["opcode"])?).ok();
    }
    out.push_str("        _ => return None,\n    })\n}\n\n");
    inst_names.sort();
    inst_names.dedup();
    writeln!(out, "/// Every instruction name (without `Op`, aliases included), sorted, with its opcode.\npub static INSTRUCTION_NAMES: [(&str, u16); {}] = [", inst_names.len()).ok();
    for (n, v) in &inst_names {
        writeln!(out, "    ({n:?}, {v}),").ok();
    }
    out.push_str("];\n\n");

    // Opcode constants, aliases included, for code that needs to name an opcode.
    out.push_str("/// Opcode numbers by name (without `Op`).\n#[allow(non_upper_case_globals, dead_code)]\npub mod op {\n");
    for (n, v) in &inst_names {
        writeln!(out, "    pub const {n}: u16 = {v};").ok();
    }
    out.push_str("}\n\n");
    // Enumerant constants of the core enum kinds, one module per kind.
    out.push_str("/// Enumerant values of the core grammar, one module per operand kind.\n#[allow(non_upper_case_globals, non_snake_case, dead_code)]\npub mod enums {\n");
    for k in kinds.iter().take(core_variants.len()) {
        if k.enumerants.is_empty() {
            continue;
        }
        writeln!(out, "    pub mod {} {{", k.name).ok();
        let mut seen = std::collections::BTreeSet::new();
        for e in &k.enumerants {
            let name = str_of(e, "enumerant")?;
            let ident = if name.chars().next().is_some_and(|c| c.is_ascii_digit()) {
                format!("_{name}")
            } else {
                name.to_string()
            };
            if seen.insert(ident.clone()) {
                writeln!(
                    out,
                    "        pub const {ident}: u32 = {};",
                    number(&e["value"])?
                )
                .ok();
            }
        }
        out.push_str("    }\n");
    }
    out.push_str("}\n\n");

    // Every extension the grammar (and overlay) mentions.
    let mut extensions = std::collections::BTreeSet::new();
    for i in &instructions {
        extensions.extend(
            arr_of(i, "extensions")
                .iter()
                .filter_map(Value::as_str)
                .map(String::from),
        );
    }
    for k in &kinds {
        for e in &k.enumerants {
            extensions.extend(
                arr_of(e, "extensions")
                    .iter()
                    .filter_map(Value::as_str)
                    .map(String::from),
            );
        }
    }
    extensions.extend(
        arr_of(&overlay, "extensions")
            .iter()
            .filter_map(Value::as_str)
            .map(String::from),
    );
    writeln!(out, "/// Every extension the grammar names, sorted.\npub static KNOWN_EXTENSIONS: [&str; {}] = [", extensions.len()).ok();
    for e in &extensions {
        writeln!(out, "    {e:?},").ok();
    }
    out.push_str("];\n\n");

    // ---- extended instruction sets ----
    let ov_sets = overlay.get("ext_inst_sets");
    writeln!(out, "/// The extended instruction sets we know.\npub static EXT_INST_SETS: [ExtInstSetDef; {}] = [", ext_grammars.len()).ok();
    for ((import, g), own) in ext_grammars.iter().zip(&ext_scopes) {
        let scope = KindScope {
            own: own.clone(),
            core: &core_variants,
        };
        let ov = ov_sets
            .and_then(|s| s.get(*import))
            .cloned()
            .unwrap_or(Value::Null);
        let preferred = string_map(ov.get("preferred_names"));
        let mut aliases: Vec<&str> = vec![import];
        aliases.extend(
            arr_of(&ov, "import_aliases")
                .iter()
                .filter_map(Value::as_str),
        );
        let mut insts: Vec<(u32, &Value)> = Vec::new();
        for i in arr_of(g, "instructions") {
            insts.push((number(&i["opcode"])?, i));
        }
        insts.sort_by_key(|(op, _)| *op);
        let mut names: Vec<(String, u32)> = Vec::new();
        write!(
            out,
            "    ExtInstSetDef {{\n        import_names: {},\n        instructions: &[",
            str_slice_expr(aliases.into_iter())
        )
        .ok();
        for (opcode, i) in &insts {
            let grammar_name = str_of(i, "opname")?;
            let printed = preferred
                .get(grammar_name)
                .cloned()
                .unwrap_or_else(|| grammar_name.to_string());
            if printed != grammar_name {
                grammar_ext_names.push((import.to_string(), *opcode, grammar_name.to_string()));
            }
            names.push((grammar_name.to_string(), *opcode));
            names.push((printed.clone(), *opcode));
            write!(
                out,
                "\n            ExtInstDef {{ name: {printed:?}, opcode: {opcode}, operands: {}, capabilities: {} }},",
                operands_expr(arr_of(i, "operands"), &scope)?,
                caps_expr(i, &cap_values)?
            )
            .ok();
        }
        for (alias, target) in string_map(ov.get("extra_name_aliases")) {
            let opcode = names.iter().find(|(n, _)| *n == target).map(|(_, o)| *o);
            let opcode =
                opcode.ok_or_else(|| format!("alias `{alias}` names unknown `{target}`"))?;
            names.push((alias, opcode));
        }
        names.sort();
        names.dedup();
        write!(
            out,
            "\n        ],\n        names: &[{}],\n    }},\n",
            names
                .iter()
                .map(|(n, v)| format!("({n:?}, {v})"))
                .collect::<Vec<_>>()
                .join(", ")
        )
        .ok();
    }
    out.push_str("];\n\n");

    // Instruction-number constants of each extended set, one module per set (named by its
    // prefix), for code that needs to name an extended instruction.
    out.push_str("/// Extended-instruction numbers by grammar name, one module per extended set.\n#[allow(non_upper_case_globals, non_snake_case, dead_code)]\npub mod ext_op {\n");
    for ((_, g), (_, _, prefix)) in ext_grammars.iter().zip(EXT_SETS) {
        writeln!(out, "    pub mod {prefix} {{").ok();
        let mut insts: Vec<(&str, u32)> = Vec::new();
        for i in arr_of(g, "instructions") {
            insts.push((str_of(i, "opname")?, number(&i["opcode"])?));
        }
        insts.sort_by_key(|(_, op)| *op);
        for (name, opcode) in insts {
            writeln!(out, "        pub const {name}: u32 = {opcode};").ok();
        }
        out.push_str("    }\n");
    }
    out.push_str("}\n");

    // The grammar's own names where the overlay writes the incumbent's (what SPIRV-Tools writes).
    writeln!(out, "\n/// Where a name above is the incumbent's spelling, the grammar's own name (what SPIRV-Tools\n/// writes): (kind, value, name).\npub static GRAMMAR_ENUMERANT_NAMES: [(OperandKind, u32, &str); {}] = [", grammar_enum_names.len()).ok();
    for (kind, value, name) in &grammar_enum_names {
        writeln!(out, "    (K::{kind}, {value}, {name:?}),").ok();
    }
    out.push_str("];\n");
    writeln!(out, "/// The same for instruction names: (opcode, name without `Op`).\npub static GRAMMAR_INSTRUCTION_NAMES: [(u16, &str); {}] = [", grammar_inst_names.len()).ok();
    for (opcode, name) in &grammar_inst_names {
        writeln!(out, "    ({opcode}, {name:?}),").ok();
    }
    out.push_str("];\n");
    writeln!(out, "/// The same for extended instructions: (set, number, name).\npub static GRAMMAR_EXT_INST_NAMES: [(&str, u32, &str); {}] = [", grammar_ext_names.len()).ok();
    for (set, opcode, name) in &grammar_ext_names {
        writeln!(out, "    ({set:?}, {opcode}, {name:?}),").ok();
    }
    out.push_str("];\n");
    Ok(out)
}
