//! A small lit-style runner for the regression tests under `llvm-tests/` and
//! `spirv-tests/`: one libtest-mimic trial per test file.
//!
//! For each test file the `RUN:` lines are collected (a trailing `\` joins a
//! line with the next `RUN:` line, `END.` stops collection), the usual lit
//! substitutions are expanded and the commands run in one bash script inside
//! a fresh per-test directory.  The first failing command fails the test,
//! unless the file says `XFAIL: *`, in which case the test must fail.
//!
//! Substitutions: `%s` (the test file), `%S`/`%p` (its directory), `%t` (a
//! per-test temporary path), `%T` (the per-test directory), `%basename_t`,
//! `%clang` (clang-14), `%clang_cc1` (clang-14 -cc1 with `llvm-tests/Inputs`
//! on the include path), `%llvm-spirv` (our binary), `%%`.
//!
//! Macros: a RUN line that is only `%{NAME}` or `%{NAME:ARG}` stands for the
//! commands of [`MACROS`] (each run, and reported, as its own RUN command of
//! that line; `{arg}` in them is ARG, or the macro's default):
//! * `%{builtins-roundtrip}` — the pipeline of the OpenCL C builtin tests:
//!   clang (CL2.0) → forward (`SPV` checks on the text) → `spirv-val` →
//!   reverse in the default form (`CL` and/or `CL12` checks), CL2.0 (`CL` and/or `CL20`)
//!   and SPV-IR (`SPVIR`) → forward again from CL2.0 and SPV-IR (checked with
//!   prefix ARG, default `SPV`) → `spirv-val` → the incumbent reads both
//!   modules (`Inputs/incumbent-reads.sh`).
//! * `%{builtins-forward}` — the first steps of that pipeline, for the builtin tests whose
//!   reverse steps differ: clang (ARG is the `-cl-std`, default CL2.0) → forward (`SPV` checks
//!   on the text) → forward to `%t.spv` → `spirv-val`.
//!
//! Environment:
//! * `LIT_TIMEOUT` — seconds a single test may run (default 300).
//! * `LIT_KEEP` — if set, the per-test directory is kept after a pass
//!   (it is always kept after a failure, for inspection).

use std::env;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Arc;

use libtest_mimic::{Arguments, Failed, Trial};

const TEST_ROOTS: &[&str] = &["llvm-tests", "spirv-tests"];
const TEST_SUFFIXES: &[&str] = &[".ll", ".cl", ".spt", ".spvasm"];
const SKIP_DIRS: &[&str] = &["Inputs", "Output"];
const MANIFEST_DIR: &str = env!("CARGO_MANIFEST_DIR");
const OUR_BINARY: &str = env!("CARGO_BIN_EXE_llvm-spirv-rs");
const DEFAULT_TIMEOUT_SECS: u64 = 300;
const OUTPUT_LIMIT: usize = 4096;

/// External tools a RUN script may use, with the Debian package providing
/// each one.
const KNOWN_TOOLS: &[(&str, &str)] = &[
    ("FileCheck", "llvm-14-tools"),
    ("not", "llvm-14-tools"),
    ("count", "llvm-14-tools"),
    ("llvm-as", "llvm-14"),
    ("llvm-dis", "llvm-14"),
    ("opt", "llvm-14"),
    ("llc", "llvm-14"),
    ("llvm-dwarfdump", "llvm-14"),
    ("spirv-val", "spirv-tools"),
    ("spirv-as", "spirv-tools"),
    ("spirv-dis", "spirv-tools"),
    ("clang-14", "clang-14"),
    ("llvm-spirv-14", "llvm-spirv-14"),
];

/// Everything shared by all trials: where tools live and where to work.
struct Env {
    manifest: PathBuf,
    binary: PathBuf,
    /// The search path handed to every script, or why it could not be built.
    path: Result<Vec<PathBuf>, String>,
    tmp_root: PathBuf,
    timeout_secs: u64,
    keep: bool,
}

/// What a test file asks for.
#[derive(Debug, Default)]
struct TestSpec {
    /// `(line number, command)` for each (joined) RUN line.
    runs: Vec<(usize, String)>,
    xfail: bool,
}

/// Result of running one script.
struct ScriptOutcome {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

fn main() {
    let args = Arguments::from_args();
    let env = Arc::new(Env::new());
    let trials = match discover(&env.manifest) {
        Ok(tests) => tests
            .into_iter()
            .map(|rel| {
                let env = Arc::clone(&env);
                Trial::test(rel.clone(), move || run_test(&env, &rel))
            })
            .collect(),
        Err(err) => vec![Trial::test("lit-discovery", move || Err(err.into()))],
    };
    libtest_mimic::run(&args, trials).exit();
}

// ---------------------------------------------------------------------------
// Set-up

impl Env {
    fn new() -> Env {
        let manifest = PathBuf::from(MANIFEST_DIR);
        let binary = PathBuf::from(OUR_BINARY);
        let tmp_root = tmp_root(&binary);
        let path = build_search_path(&binary, &tmp_root);
        let timeout_secs = env::var("LIT_TIMEOUT")
            .ok()
            .and_then(|v| v.trim().parse().ok())
            .unwrap_or(DEFAULT_TIMEOUT_SECS);
        let keep = env::var_os("LIT_KEEP").is_some();
        Env {
            manifest,
            binary,
            path,
            tmp_root,
            timeout_secs,
            keep,
        }
    }
}

/// Root of all per-test directories, one per build profile so that debug and
/// release runs never share (or clean) each other's files.
fn tmp_root(binary: &Path) -> PathBuf {
    let base = match option_env!("CARGO_TARGET_TMPDIR") {
        Some(dir) => Path::new(dir).join("lit"),
        None => env::temp_dir().join("llvm-spirv-rs-lit"),
    };
    let profile = binary.parent().and_then(Path::file_name);
    base.join(profile.unwrap_or_else(|| "default".as_ref()))
}

/// PATH for the scripts: our binary (also reachable as `llvm-spirv`), the
/// LLVM 14 tool directory, then the inherited PATH.
fn build_search_path(binary: &Path, tmp_root: &Path) -> Result<Vec<PathBuf>, String> {
    let mut dirs = Vec::new();
    if let Some(dir) = binary.parent() {
        dirs.push(dir.to_path_buf());
    }
    dirs.push(make_alias_dir(binary, tmp_root)?);
    dirs.push(llvm_bindir()?);
    if let Some(inherited) = env::var_os("PATH") {
        dirs.extend(env::split_paths(&inherited));
    }
    Ok(dirs)
}

/// A directory holding `llvm-spirv` -> our binary, so that RUN lines written
/// with the plain tool name run our translator and never some other one.
fn make_alias_dir(binary: &Path, tmp_root: &Path) -> Result<PathBuf, String> {
    let dir = tmp_root.join("bin");
    let link = dir.join("llvm-spirv");
    fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let points_at_us = |link: &Path| fs::read_link(link).is_ok_and(|t| t == binary);
    if !points_at_us(&link) {
        // Build the link under a private name and rename it into place, so a
        // concurrent run never sees a missing `llvm-spirv`.
        let staging = dir.join(format!(".llvm-spirv.{}", std::process::id()));
        let _ = fs::remove_file(&staging);
        let made =
            std::os::unix::fs::symlink(binary, &staging).and_then(|()| fs::rename(&staging, &link));
        if let Err(e) = made {
            let _ = fs::remove_file(&staging);
            if !points_at_us(&link) {
                return Err(format!(
                    "cannot link {} -> {}: {e}",
                    link.display(),
                    binary.display()
                ));
            }
        }
    }
    Ok(dir)
}

fn llvm_bindir() -> Result<PathBuf, String> {
    let missing = "tool `llvm-config-14` not found: install the Debian package `llvm-14` \
                   (scripts/setup does)";
    let inherited = env::var_os("PATH").unwrap_or_default();
    let dirs: Vec<PathBuf> = env::split_paths(&inherited).collect();
    let config = find_executable("llvm-config-14", &dirs).ok_or_else(|| missing.to_string())?;
    let out = Command::new(&config)
        .arg("--bindir")
        .output()
        .map_err(|e| format!("cannot run {}: {e}", config.display()))?;
    if !out.status.success() {
        return Err(format!(
            "`{} --bindir` failed: {}",
            config.display(),
            out.status
        ));
    }
    let dir = String::from_utf8_lossy(&out.stdout).trim().to_string();
    if dir.is_empty() {
        return Err(format!("`{} --bindir` printed nothing", config.display()));
    }
    Ok(PathBuf::from(dir))
}

fn find_executable(name: &str, dirs: &[PathBuf]) -> Option<PathBuf> {
    use std::os::unix::fs::PermissionsExt;
    dirs.iter()
        .map(|d| d.join(name))
        .find(|p| fs::metadata(p).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0))
}

// ---------------------------------------------------------------------------
// Discovery

/// Relative paths (with `/` separators) of all test files, sorted.
fn discover(manifest: &Path) -> Result<Vec<String>, String> {
    let mut found = Vec::new();
    for root in TEST_ROOTS {
        let dir = manifest.join(root);
        if dir.is_dir() {
            walk(&dir, root, &mut found)?;
        }
    }
    found.sort();
    Ok(found)
}

fn walk(dir: &Path, rel: &str, found: &mut Vec<String>) -> Result<(), String> {
    let entries = fs::read_dir(dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
    for entry in entries {
        let entry = entry.map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
        let name = entry.file_name().to_string_lossy().into_owned();
        let rel_child = format!("{rel}/{name}");
        // Follows symbolic links, like lit.
        let meta =
            fs::metadata(entry.path()).map_err(|e| format!("cannot stat {rel_child}: {e}"))?;
        if meta.is_dir() {
            if !SKIP_DIRS.contains(&name.as_str()) {
                walk(&entry.path(), &rel_child, found)?;
            }
        } else if TEST_SUFFIXES.iter().any(|s| name.ends_with(s)) {
            found.push(rel_child);
        }
    }
    Ok(())
}

// ---------------------------------------------------------------------------
// Parsing

fn parse_test(text: &str) -> Result<TestSpec, String> {
    let mut spec = TestSpec::default();
    let mut pending: Option<(usize, String)> = None;
    for (idx, line) in text.lines().enumerate() {
        let lineno = idx + 1;
        if find_keyword(line, "END.").is_some() {
            break;
        }
        if let Some(rest) = find_keyword(line, "XFAIL:") {
            spec.xfail |= rest.split(',').any(|item| item.trim() == "*");
        }
        let Some(rest) = find_keyword(line, "RUN:") else {
            if let Some((start, _)) = pending {
                return Err(format!(
                    "RUN line {start} ends with `\\` but line {lineno} is not a RUN line"
                ));
            }
            continue;
        };
        let rest = rest.trim();
        let (piece, continues) = match rest.strip_suffix('\\') {
            Some(head) => (head.trim_end(), true),
            None => (rest, false),
        };
        let (start, mut cmd) = pending.take().unwrap_or((lineno, String::new()));
        if !cmd.is_empty() && !piece.is_empty() {
            cmd.push(' ');
        }
        cmd.push_str(piece);
        if continues {
            pending = Some((start, cmd));
        } else if !cmd.is_empty() {
            spec.runs.push((start, cmd));
        }
    }
    if let Some((start, _)) = pending {
        return Err(format!(
            "RUN line {start} ends with `\\` at the end of the RUN lines"
        ));
    }
    Ok(spec)
}

/// The text after `keyword` if it occurs on the line not directly preceded
/// by a word character (so `CHECK-RUN:`-like text is not taken for it).
fn find_keyword<'a>(line: &'a str, keyword: &str) -> Option<&'a str> {
    let mut from = 0;
    while let Some(pos) = line[from..].find(keyword) {
        let at = from + pos;
        let prev = line[..at].chars().next_back();
        if !prev.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '-') {
            return Some(&line[at + keyword.len()..]);
        }
        from = at + keyword.len();
    }
    None
}

// ---------------------------------------------------------------------------
// Macros

/// RUN-line macros: name, default argument, commands (`{arg}` is the argument).
const MACROS: &[(&str, &str, &[&str])] = &[
    (
        "builtins-forward",
        "CL2.0",
        &[
            "%clang_cc1 -triple spir64 -cl-std={arg} -finclude-default-header -emit-llvm-bc %s -o %t.bc",
            "llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV",
            "llvm-spirv-rs %t.bc -o %t.spv",
            "spirv-val %t.spv",
        ],
    ),
    (
        "builtins-roundtrip",
        "SPV",
        &[
            "%clang_cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -emit-llvm-bc %s -o %t.bc",
            "llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV",
            "llvm-spirv-rs %t.bc -o %t.spv",
            "spirv-val %t.spv",
            "llvm-spirv-rs -r %t.spv -o - | llvm-dis | FileCheck %s --check-prefixes=CL,CL12 --allow-unused-prefixes",
            "llvm-spirv-rs -r --spirv-target-env=CL2.0 %t.spv -o %t.cl20.bc",
            "llvm-dis %t.cl20.bc -o - | FileCheck %s --check-prefixes=CL,CL20 --allow-unused-prefixes",
            "llvm-spirv-rs -r --spirv-target-env=SPV-IR %t.spv -o %t.spvir.bc",
            "llvm-dis %t.spvir.bc -o - | FileCheck %s --check-prefix=SPVIR",
            "llvm-spirv-rs %t.cl20.bc -spirv-text -o - | FileCheck %s --check-prefix={arg}",
            "llvm-spirv-rs %t.spvir.bc -spirv-text -o - | FileCheck %s --check-prefix={arg}",
            "llvm-spirv-rs %t.spvir.bc -o %t.again.spv",
            "spirv-val %t.again.spv",
            "bash %S/../Inputs/incumbent-reads.sh %t.spv %t.again.spv",
        ],
    ),
];

/// The RUN commands with each macro line replaced by its commands (same line number).
fn expand_macros(runs: &[(usize, String)]) -> Result<Vec<(usize, String)>, String> {
    let mut out = Vec::with_capacity(runs.len());
    for (line, cmd) in runs {
        let Some(call) = cmd
            .trim()
            .strip_prefix("%{")
            .and_then(|c| c.strip_suffix('}'))
        else {
            out.push((*line, cmd.clone()));
            continue;
        };
        let (name, arg) = match call.split_once(':') {
            Some((n, a)) => (n, Some(a)),
            None => (call, None),
        };
        let Some((_, default, commands)) = MACROS.iter().find(|(n, _, _)| *n == name) else {
            return Err(format!("line {line}: unknown RUN macro %{{{name}}}"));
        };
        let arg = arg.unwrap_or(default);
        out.extend(commands.iter().map(|c| (*line, c.replace("{arg}", arg))));
    }
    Ok(out)
}

// ---------------------------------------------------------------------------
// Substitution

struct Substitutions {
    /// Ordered longest first so that e.g. `%basename_t` wins over `%t`.
    table: Vec<(&'static str, String)>,
}

impl Substitutions {
    fn new(env: &Env, test_file: &Path, work_dir: &Path, tmp_file: &Path) -> Substitutions {
        let dir = test_file.parent().unwrap_or(Path::new("/"));
        let show = |p: &Path| p.display().to_string();
        let basename_t = tmp_file
            .file_name()
            .map(|n| n.to_string_lossy().into_owned());
        let inputs = env.manifest.join("llvm-tests").join("Inputs");
        let mut table = vec![
            ("%basename_t", basename_t.unwrap_or_default()),
            (
                "%clang_cc1",
                format!("clang-14 -cc1 -I {}", inputs.display()),
            ),
            ("%llvm-spirv", show(&env.binary)),
            ("%clang", "clang-14".to_string()),
            ("%%", "%".to_string()),
            ("%s", show(test_file)),
            ("%S", show(dir)),
            ("%p", show(dir)),
            ("%t", show(tmp_file)),
            ("%T", show(work_dir)),
        ];
        table.sort_by_key(|(pat, _)| std::cmp::Reverse(pat.len()));
        Substitutions { table }
    }

    /// Expands every substitution in one left-to-right pass, so replaced text
    /// is never substituted again.
    fn expand(&self, cmd: &str) -> String {
        let mut out = String::with_capacity(cmd.len());
        let mut rest = cmd;
        while let Some(pos) = rest.find('%') {
            out.push_str(&rest[..pos]);
            rest = &rest[pos..];
            match self.table.iter().find(|(pat, _)| rest.starts_with(pat)) {
                Some((pat, value)) => {
                    out.push_str(value);
                    rest = &rest[pat.len()..];
                }
                None => {
                    out.push('%');
                    rest = &rest[1..];
                }
            }
        }
        out.push_str(rest);
        out
    }
}

// ---------------------------------------------------------------------------
// Tool checks

/// Words in command position: first word of the script line and the first
/// word after a shell operator (`|`, `&&`, `;`, `(`...), looking through the
/// `not`/`not --crash` wrapper and `VAR=value` prefixes.
fn command_words(cmd: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut at_command = true;
    for token in shell_tokens(cmd) {
        match token {
            Token::Op => at_command = true,
            Token::Word(w) => {
                if at_command {
                    let is_assignment = w.contains('=') && !w.starts_with('=');
                    if !is_assignment && w != "--crash" {
                        at_command = w == "not";
                        words.push(w);
                    }
                }
            }
        }
    }
    words
}

enum Token {
    Word(String),
    Op,
}

/// A rough shell tokenizer: good enough to find command names.
fn shell_tokens(cmd: &str) -> Vec<Token> {
    let mut tokens = Vec::new();
    let mut word = String::new();
    let mut chars = cmd.chars().peekable();
    let flush = |word: &mut String, tokens: &mut Vec<Token>| {
        if !word.is_empty() {
            tokens.push(Token::Word(std::mem::take(word)));
        }
    };
    while let Some(c) = chars.next() {
        match c {
            '\'' | '"' => {
                for q in chars.by_ref() {
                    if q == c {
                        break;
                    }
                    word.push(q);
                }
            }
            '\\' => {
                if let Some(next) = chars.next() {
                    word.push(next);
                }
            }
            '|' | '&' | ';' | '(' | ')' | '\n' => {
                // `2>&1` and `>&2` are redirections, not operators.
                if c == '&' && (word.ends_with('>') || word.ends_with('<')) {
                    word.push(c);
                    continue;
                }
                flush(&mut word, &mut tokens);
                tokens.push(Token::Op);
            }
            c if c.is_whitespace() => flush(&mut word, &mut tokens),
            c => word.push(c),
        }
    }
    flush(&mut word, &mut tokens);
    tokens
}

fn check_tools(commands: &[String], path: &[PathBuf]) -> Result<(), String> {
    let mut missing = Vec::new();
    for word in commands.iter().flat_map(|c| command_words(c)) {
        let Some((tool, package)) = KNOWN_TOOLS.iter().find(|(t, _)| *t == word) else {
            continue;
        };
        if find_executable(tool, path).is_none() {
            let msg = format!(
                "tool `{tool}` not found: install the Debian package `{package}` \
                 (scripts/setup does)"
            );
            if !missing.contains(&msg) {
                missing.push(msg);
            }
        }
    }
    if missing.is_empty() {
        Ok(())
    } else {
        Err(missing.join("\n"))
    }
}

// ---------------------------------------------------------------------------
// Running

fn run_test(env: &Env, rel: &str) -> Result<(), Failed> {
    let path = env.path.as_ref().map_err(|e| e.clone())?;
    let test_file = env.manifest.join(rel);
    let bytes =
        fs::read(&test_file).map_err(|e| format!("cannot read {}: {e}", test_file.display()))?;
    let spec = parse_test(&String::from_utf8_lossy(&bytes))?;
    if spec.runs.is_empty() {
        return Err("no RUN lines".into());
    }

    let work_dir = env.tmp_root.join("tests").join(format!("{rel}.d"));
    fresh_dir(&work_dir)?;
    let file_name = test_file
        .file_name()
        .map(|n| n.to_string_lossy().into_owned());
    let tmp_file = work_dir.join(format!("{}.tmp", file_name.unwrap_or_default()));
    let subst = Substitutions::new(env, &test_file, &work_dir, &tmp_file);
    let runs = expand_macros(&spec.runs)?;
    let commands: Vec<String> = runs.iter().map(|(_, c)| subst.expand(c)).collect();
    check_tools(&commands, path)?;

    let lines: Vec<usize> = runs.iter().map(|(l, _)| *l).collect();
    let script = build_script(&lines, &commands);
    let script_path = work_dir.join("lit-script.sh");
    fs::write(&script_path, &script)
        .map_err(|e| format!("cannot write {}: {e}", script_path.display()))?;
    let outcome = run_script(env, &script_path, &work_dir, path)?;

    let failed = outcome.code != Some(0);
    let verdict = match (spec.xfail, failed) {
        (false, false) | (true, true) => Ok(()),
        (false, true) => Err(report("RUN script failed", &script, &work_dir, &outcome)),
        (true, false) => Err(report(
            "XPASS: test is marked `XFAIL: *` but its RUN script succeeded",
            &script,
            &work_dir,
            &outcome,
        )),
    };
    if verdict.is_ok() && !env.keep {
        let _ = fs::remove_dir_all(&work_dir);
    }
    verdict.map_err(Failed::from)
}

fn fresh_dir(dir: &Path) -> Result<(), String> {
    if dir.exists() {
        fs::remove_dir_all(dir).map_err(|e| format!("cannot clean {}: {e}", dir.display()))?;
    }
    fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))
}

/// One bash script: each command in its own group, chained so that the first
/// failing one ends the script with its exit status and says which it was.
fn build_script(lines: &[usize], commands: &[String]) -> String {
    let mut script = String::from("set -o pipefail\n");
    for (n, (line, cmd)) in lines.iter().zip(commands).enumerate() {
        let _ = write!(
            script,
            "{{ {cmd}\n}} || {{ __lit_rc=$?; echo \"lit: RUN #{} (line {line}) exited with status $__lit_rc\" >&2; exit $__lit_rc; }}\n",
            n + 1
        );
    }
    script
}

fn run_script(
    env: &Env,
    script: &Path,
    work_dir: &Path,
    path: &[PathBuf],
) -> Result<ScriptOutcome, String> {
    let joined = env::join_paths(path).map_err(|e| format!("bad PATH entry: {e}"))?;
    let out = Command::new("timeout")
        .args(["--kill-after=10", &env.timeout_secs.to_string(), "bash"])
        .arg(script)
        .current_dir(work_dir)
        .env("PATH", joined)
        // Every LLVM module the translator writes in a test is verified (a release build
        // does not verify unless asked).
        .env("LLVM_SPIRV_RS_VERIFY", "1")
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot run `timeout ... bash {}`: {e}", script.display()))?;
    let mut stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    if out.status.code() == Some(124) {
        let _ = write!(
            stderr,
            "\nlit: timed out after {} s (LIT_TIMEOUT)",
            env.timeout_secs
        );
    }
    Ok(ScriptOutcome {
        code: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr,
    })
}

fn report(headline: &str, script: &str, work_dir: &Path, outcome: &ScriptOutcome) -> String {
    let mut msg = format!(
        "{headline}\nworking directory: {}\n--- script ---\n",
        work_dir.display()
    );
    for (i, line) in script.lines().enumerate() {
        let _ = writeln!(msg, "{:3} | {line}", i + 1);
    }
    let code = outcome
        .code
        .map_or_else(|| "killed by a signal".to_string(), |c| c.to_string());
    let _ = writeln!(msg, "--- exit code: {code} ---");
    let _ = writeln!(
        msg,
        "--- stdout ---\n{}",
        truncate(&outcome.stdout, OUTPUT_LIMIT)
    );
    let _ = write!(
        msg,
        "--- stderr ---\n{}",
        truncate(&outcome.stderr, OUTPUT_LIMIT)
    );
    msg
}

/// Keeps the head and tail of long output.
fn truncate(text: &str, limit: usize) -> String {
    if text.len() <= limit {
        return text.to_string();
    }
    let half = limit / 2;
    let head_end = floor_char_boundary(text, half);
    let tail_start = floor_char_boundary(text, text.len() - half);
    format!(
        "{}\n... [{} bytes omitted] ...\n{}",
        &text[..head_end],
        tail_start - head_end,
        &text[tail_start..]
    )
}

fn floor_char_boundary(text: &str, mut idx: usize) -> usize {
    while !text.is_char_boundary(idx) {
        idx -= 1;
    }
    idx
}
