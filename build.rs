//! Builds the C++ shim (src/llvm/shim/*.cpp) against LLVM 14.
//!
//! LLVM is located through the same `llvm-config` that `llvm-sys` used: its build script
//! exports it as `DEP_LLVM_14_CONFIG_PATH`. Failing that, `LLVM_SYS_140_PREFIX/bin/llvm-config`,
//! then `llvm-config-14` / `llvm-config` on PATH.
//!
//! LLVM itself is linked here, not by `llvm-sys` (feature `no-llvm-linking`): statically, and only
//! the components the translator uses (`LLVM_COMPONENTS`). Linking every component statically fails
//! on Debian (no Polly archive), and the shared libLLVM costs ~45 MB of resident memory and its
//! relocation time in every run, more than a whole libclc translation needs (scripts/bench).

use std::env;
use std::path::{Path, PathBuf};
use std::process::Command;

const SHIM_DIR: &str = "src/llvm/shim";
const GUARD: &str = "src/llvm/shim/guard/guard.cpp";

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed={SHIM_DIR}");
    println!("cargo:rerun-if-env-changed=DEP_LLVM_14_CONFIG_PATH");
    println!("cargo:rerun-if-env-changed=LLVM_SYS_140_PREFIX");

    let mut sources = Vec::new();
    for entry in std::fs::read_dir(SHIM_DIR).expect("read src/llvm/shim") {
        let path = entry.expect("read src/llvm/shim entry").path();
        let ext = path.extension().and_then(|e| e.to_str());
        if matches!(ext, Some("cpp" | "h")) {
            println!("cargo:rerun-if-changed={}", path.display());
        }
        if ext == Some("cpp") {
            sources.push(path);
        }
    }
    sources.sort();

    let llvm_config = find_llvm_config();
    // `--version` names the LLVM the translator is built with.
    println!(
        "cargo:rustc-env=LLVM_SPIRV_RS_LLVM_VERSION={}",
        run(&llvm_config, &["--version"]).trim()
    );
    let cxxflags = run(&llvm_config, &["--cxxflags"]);
    let assertions = run(&llvm_config, &["--assertion-mode"]);

    shim_build(&cxxflags, &assertions)
        .files(&sources)
        .include(SHIM_DIR)
        .compile("lsr_llvm_shim");
    // The guarded IR reader is the one file built with C++ exceptions (see its header).
    println!("cargo:rerun-if-changed={GUARD}");
    shim_build(&cxxflags, &assertions)
        .file(GUARD)
        .flag("-fexceptions")
        .compile("lsr_llvm_guard");
    link_llvm_statically(&llvm_config);
    static_cxx_runtime_for_the_binary(&llvm_config);
}

/// The command links the C++ runtime (libstdc++) and terminfo statically; the libraries
/// (cdylib, staticlib) and tests keep the shared ones.
///
/// A small translation is a few milliseconds, and the dynamic loader's symbol lookups for
/// libstdc++.so's own relocations were about a quarter of them (callgrind on a 7 KiB module:
/// 8.2 M instructions, 6.2 M with these static). Cargo has no per-target `rustc-link-lib`, so the
/// binary gets a search directory of its own (`-L`, searched before the compiler's) that holds
/// only the archives: the linker resolves `-lstdc++` / `-ltinfo` to them there. A shared library
/// keeps the system's libstdc++.so, so that a host process has one C++ runtime.
fn static_cxx_runtime_for_the_binary(llvm_config: &Path) {
    let out = PathBuf::from(env::var_os("OUT_DIR").expect("OUT_DIR")).join("static-runtime");
    std::fs::create_dir_all(&out).expect("create OUT_DIR/static-runtime");
    let compiler = cc::Build::new().cpp(true).get_compiler();
    let mut wanted = vec!["libstdc++.a".to_string()];
    let system = run(llvm_config, &["--link-static", "--system-libs"]);
    if system.split_whitespace().any(|l| l == "-ltinfo") {
        wanted.push("libtinfo.a".to_string());
    }
    let mut any = false;
    for name in wanted {
        let found = Command::new(compiler.path())
            .arg(format!("-print-file-name={name}"))
            .output()
            .ok()
            .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
            .map(PathBuf::from)
            .filter(|p| p.is_absolute() && p.exists());
        let link = out.join(&name);
        let _ = std::fs::remove_file(&link);
        // Not found: the shared library is linked, as before.
        if let Some(archive) = found {
            std::os::unix::fs::symlink(&archive, &link).expect("symlink a static archive");
            any = true;
        }
    }
    if any {
        println!("cargo:rustc-link-arg-bins=-L{}", out.display());
    }
}

/// A C++ build against LLVM's headers with LLVM's flags (`llvm-config --cxxflags`).
fn shim_build(cxxflags: &str, assertions: &str) -> cc::Build {
    let mut build = cc::Build::new();
    build.cpp(true);
    let mut have_std = false;
    for flag in cxxflags.split_whitespace() {
        if let Some(dir) = flag.strip_prefix("-I") {
            // System include so LLVM's headers do not drown our warnings.
            build.flag("-isystem").flag(dir);
        } else if let Some(def) = flag.strip_prefix("-D") {
            match def.split_once('=') {
                Some((k, v)) => build.define(k, v),
                None => build.define(def, None),
            };
        } else if flag.starts_with("-std=") {
            have_std = true;
            build.flag(flag);
        } else if flag.starts_with("-W") || flag.starts_with("-O") || flag.starts_with("-g") {
            // Warnings, optimisation and debug info are cc's business (profile-dependent).
        } else {
            build.flag_if_supported(flag);
        }
    }
    if !have_std {
        build.flag("-std=c++14");
    }
    if assertions.trim() != "ON" {
        // Match a release LLVM: its inline header assertions are off.
        build.define("NDEBUG", None);
    }
    build.flag_if_supported("-Wno-unused-parameter");
    build
}

/// The LLVM components the translator uses, linked statically: only the objects we reach end up
/// in the binary, and the process does not map and relocate the whole shared libLLVM at start-up
/// (most of the peak memory of a small translation; see scripts/bench).
const LLVM_COMPONENTS: &[&str] = &[
    "core",
    "bitreader",
    "bitwriter",
    "irreader",
    "analysis",
    "target",
    "executionengine",
    "transformutils",
];

fn link_llvm_statically(llvm_config: &Path) {
    let libdir = run(llvm_config, &["--libdir"]);
    println!("cargo:rustc-link-search=native={}", libdir.trim());
    let mut args = vec!["--link-static", "--libs"];
    args.extend_from_slice(LLVM_COMPONENTS);
    for lib in run(llvm_config, &args).split_whitespace() {
        if let Some(name) = lib.strip_prefix("-l") {
            println!("cargo:rustc-link-lib=static={name}");
        }
    }
    // The system libraries static LLVM needs (zlib for compressed sections, terminfo for colours).
    for lib in run(llvm_config, &["--link-static", "--system-libs"]).split_whitespace() {
        if let Some(name) = lib.strip_prefix("-l") {
            println!("cargo:rustc-link-lib=dylib={name}");
        }
    }
    println!("cargo:rustc-link-lib=dylib=stdc++");
}

fn find_llvm_config() -> PathBuf {
    if let Some(p) = env::var_os("DEP_LLVM_14_CONFIG_PATH") {
        let p = PathBuf::from(p);
        if p.exists() {
            return p;
        }
    }
    if let Some(prefix) = env::var_os("LLVM_SYS_140_PREFIX") {
        let p = Path::new(&prefix).join("bin").join("llvm-config");
        if p.exists() {
            return p;
        }
    }
    for name in ["llvm-config-14", "llvm-config"] {
        if let Ok(out) = Command::new(name).arg("--version").output()
            && out.status.success()
            && String::from_utf8_lossy(&out.stdout).starts_with("14.")
        {
            return PathBuf::from(name);
        }
    }
    panic!(
        "llvm-config for LLVM 14 not found (set LLVM_SYS_140_PREFIX or put llvm-config-14 on PATH)"
    );
}

fn run(tool: &Path, args: &[&str]) -> String {
    let out = Command::new(tool)
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("running {} {args:?}: {e}", tool.display()));
    assert!(
        out.status.success(),
        "{} {args:?} failed: {}",
        tool.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("llvm-config output is UTF-8")
}
