//! The C API: the checked-in header is what cbindgen makes of the sources; the shared library
//! exports the C API and nothing else (LLVM, linked in statically, stays hidden); C programs
//! built here with the system C compiler (`cc`) translate a kernel both ways through the
//! header, against the shared and the static library, and beside Debian's libLLVM-14.so in
//! one process.

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The directory cargo builds the library in (`target/<profile>/deps/`, where this test runs
/// from; `cargo build` copies it one level up).
fn lib_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("test executable path");
    let dir = exe.parent().expect("target directory").to_path_buf();
    for lib in ["libllvm_spirv_rs.so", "libllvm_spirv_rs.a"] {
        assert!(
            dir.join(lib).exists(),
            "{} is missing: the library is built with `cargo build` / `cargo test` (crate-type cdylib and staticlib)",
            dir.join(lib).display()
        );
    }
    dir
}

fn scratch(name: &str) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("llvm-spirv-rs-capi-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch directory");
    dir
}

/// Runs a tool and returns its standard output; a missing tool fails with what to install.
fn run(cmd: &mut Command, install: &str) -> String {
    let shown = format!("{cmd:?}");
    let out = cmd
        .output()
        .unwrap_or_else(|e| panic!("cannot run {shown}: {e} (install {install})"));
    assert!(
        out.status.success(),
        "{shown} failed ({}):\n{}{}",
        out.status,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn cc(args: &[&str], out: &Path) {
    let mut cmd = Command::new("cc");
    cmd.args(["-std=c11", "-Wall", "-Wextra", "-Werror", "-I"])
        .arg(root().join("include"))
        .args(args)
        .arg("-o")
        .arg(out);
    run(&mut cmd, "a C compiler: apt-get install gcc");
}

fn spirv_val(spv: &Path) {
    run(
        Command::new("spirv-val").arg(spv),
        "SPIRV-Tools: apt-get install spirv-tools",
    );
}

fn llvm_verify(bc: &Path) {
    run(
        Command::new("opt-14")
            .args(["-verify", "-disable-output"])
            .arg(bc),
        "LLVM 14: apt-get install llvm-14",
    );
}

#[test]
fn header_is_current() {
    let dir = scratch("header");
    let fresh = dir.join("llvm_spirv_rs.h");
    let mut cmd = Command::new("cbindgen");
    cmd.current_dir(root())
        .args(["--config", "cbindgen.toml", "--quiet", "--output"])
        .arg(&fresh)
        .arg("src/llvm/c_abi.rs");
    run(&mut cmd, "cbindgen: cargo install cbindgen --locked");
    let fresh = std::fs::read_to_string(&fresh).expect("generated header");
    let checked_in = std::fs::read_to_string(root().join("include/llvm_spirv_rs.h"))
        .expect("include/llvm_spirv_rs.h");
    assert!(
        fresh == checked_in,
        "include/llvm_spirv_rs.h is not current: run `cbindgen --config cbindgen.toml --output include/llvm_spirv_rs.h src/llvm/c_abi.rs`"
    );
    let _ = std::fs::remove_dir_all(dir);
}

/// The functions the header declares, from the header.
fn declared_functions() -> Vec<String> {
    let header = std::fs::read_to_string(root().join("include/llvm_spirv_rs.h")).unwrap();
    let mut names: Vec<String> = header
        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter(|w| w.starts_with("llvm_spirv_rs_"))
        .map(String::from)
        .collect();
    names.sort();
    names.dedup();
    names
}

#[test]
fn shared_library_exports_the_c_api_only() {
    let so = lib_dir().join("libllvm_spirv_rs.so");
    let text = run(
        Command::new("nm").args(["-D", "--defined-only"]).arg(&so),
        "binutils: apt-get install binutils",
    );
    let mut exported: Vec<String> = text
        .lines()
        .filter_map(|l| l.split_whitespace().nth(2))
        .map(String::from)
        .collect();
    exported.sort();
    let declared = declared_functions();
    assert!(declared.len() >= 5, "the header declares {declared:?}");
    assert_eq!(
        exported, declared,
        "symbols {so:?} exports, against the header's functions"
    );
}

/// The allocation functions a malloc replacement defines (C, and C++'s `operator new(size_t)` /
/// `operator delete(void*)`), and mimalloc's own entry point.
const ALLOCATOR_SYMBOLS: [&str; 7] = [
    "malloc",
    "free",
    "calloc",
    "realloc",
    "_Znwm",
    "_ZdlPv",
    "mi_malloc",
];

/// The symbols of `ALLOCATOR_SYMBOLS` that `nm --defined-only` finds defined in `file`.
fn defined_allocator_symbols(file: &Path) -> Vec<String> {
    let text = run(
        Command::new("nm").arg("--defined-only").arg(file),
        "binutils: apt-get install binutils",
    );
    let mut found: Vec<String> = text
        .lines()
        .filter_map(|l| l.split_whitespace().nth(2))
        .filter(|s| ALLOCATOR_SYMBOLS.contains(s))
        .map(String::from)
        .collect();
    found.sort();
    found.dedup();
    found
}

/// The command runs on mimalloc (malloc and operator new of its own, src/llvm/allocator.rs); the
/// libraries leave a host program's malloc alone: neither defines an allocation function.
#[test]
fn only_the_command_replaces_malloc() {
    let mut all: Vec<String> = ALLOCATOR_SYMBOLS.map(String::from).to_vec();
    all.sort();
    assert_eq!(
        defined_allocator_symbols(Path::new(env!("CARGO_BIN_EXE_llvm-spirv-rs"))),
        all,
        "the executable defines every allocation function (mimalloc's override)"
    );
    let lib = lib_dir();
    for name in ["libllvm_spirv_rs.so", "libllvm_spirv_rs.a"] {
        assert_eq!(
            defined_allocator_symbols(&lib.join(name)),
            Vec::<String>::new(),
            "{name} must not define allocation functions: a host program keeps its own malloc"
        );
    }
}

#[test]
fn c_program_translates_both_ways_through_the_header() {
    let dir = scratch("translate");
    let lib = lib_dir();
    let exe = dir.join("translate");
    cc(
        &[
            root().join("tests/c/translate.c").to_str().unwrap(),
            "-L",
            lib.to_str().unwrap(),
            "-lllvm_spirv_rs",
            &format!("-Wl,-rpath,{}", lib.display()),
        ],
        &exe,
    );
    let (bc, spv) = (dir.join("out.bc"), dir.join("out.spv"));
    let out = run(
        Command::new(&exe)
            // cargo's LD_LIBRARY_PATH may name target/<profile>/, where `cargo build` leaves
            // its own copy of the library: the rpath to the one this test checks must win.
            .env_remove("LD_LIBRARY_PATH")
            .arg(root().join("examples/vector_add.spv"))
            .args([&bc, &spv]),
        "",
    );
    assert_eq!(out.trim(), "ok");
    llvm_verify(&bc);
    spirv_val(&spv);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn c_program_links_the_static_library() {
    let dir = scratch("static");
    let lib = lib_dir();
    let exe = dir.join("translate-static");
    // The system libraries static LLVM needs, as build.rs links them.
    let system = run(
        Command::new("llvm-config-14").args(["--link-static", "--system-libs"]),
        "LLVM 14: apt-get install llvm-14-dev",
    );
    let mut args = vec![
        root()
            .join("tests/c/translate.c")
            .to_str()
            .unwrap()
            .to_string(),
        lib.join("libllvm_spirv_rs.a").to_str().unwrap().to_string(),
    ];
    args.extend(system.split_whitespace().map(String::from));
    // Sections nothing calls are dropped (as rustc links): the archive holds all of inkwell,
    // which names LLVM functions outside the components linked in.
    args.extend(["-Wl,--gc-sections", "-lstdc++", "-lpthread", "-ldl", "-lm"].map(String::from));
    cc(&args.iter().map(String::as_str).collect::<Vec<_>>(), &exe);
    let (bc, spv) = (dir.join("out.bc"), dir.join("out.spv"));
    let out = run(
        Command::new(&exe)
            // cargo's LD_LIBRARY_PATH may name target/<profile>/, where `cargo build` leaves
            // its own copy of the library: the rpath to the one this test checks must win.
            .env_remove("LD_LIBRARY_PATH")
            .arg(root().join("examples/vector_add.spv"))
            .args([&bc, &spv]),
        "",
    );
    assert_eq!(out.trim(), "ok");
    spirv_val(&spv);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn library_lives_beside_the_hosts_libllvm() {
    let dir = scratch("host");
    let lib = lib_dir();
    let llvm_lib = run(
        Command::new("llvm-config-14").arg("--libdir"),
        "LLVM 14: apt-get install llvm-14-dev",
    );
    let llvm_lib = llvm_lib.trim();
    let llvm_include = run(
        Command::new("llvm-config-14").arg("--includedir"),
        "LLVM 14: apt-get install llvm-14-dev",
    );
    assert!(
        Path::new(llvm_lib).join("libLLVM-14.so").exists(),
        "{llvm_lib}/libLLVM-14.so is missing (apt-get install libllvm14)"
    );
    let exe = dir.join("host_llvm");
    // Ours first on the link line: were its LLVM symbols exported, the host's LLVM-C calls
    // would bind to them.
    cc(
        &[
            "-I",
            llvm_include.trim(),
            root().join("tests/c/host_llvm.c").to_str().unwrap(),
            "-L",
            lib.to_str().unwrap(),
            "-lllvm_spirv_rs",
            "-L",
            llvm_lib,
            "-lLLVM-14",
            "-ldl",
            &format!("-Wl,-rpath,{}:{llvm_lib}", lib.display()),
        ],
        &exe,
    );
    let spv = dir.join("out.spv");
    let out = run(
        Command::new(&exe)
            // cargo's LD_LIBRARY_PATH may name target/<profile>/, where `cargo build` leaves
            // its own copy of the library: the rpath to the one this test checks must win.
            .env_remove("LD_LIBRARY_PATH")
            .arg(root().join("examples/vector_add.spv"))
            .arg(&spv),
        "",
    );
    assert_eq!(out.trim(), "ok");
    spirv_val(&spv);
    let _ = std::fs::remove_dir_all(dir);
}
