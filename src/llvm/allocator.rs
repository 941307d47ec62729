//! The command's memory allocator: mimalloc, for every allocation of the process. Rust's go
//! through the `#[global_allocator]` below; LLVM's C and C++ ones (and the C++ runtime's) through
//! the `malloc`/`free`/`operator new`/`operator delete` that mimalloc's `override` feature defines
//! in the executable. On LLVM's many small objects of a reverse translation it takes up to a
//! tenth less CPU time than glibc's malloc (linked -O0 -g: 1.39 s, 1.27 s; hashcat -O0 -g: 0.75 s,
//! 0.63 s; medians of 3 on a loaded machine), and a little less peak memory; a forward one takes
//! what it took.
//!
//! This file is compiled into the `llvm-spirv-rs` executable only (`src/main.rs` includes it by
//! path; `src/llvm/mod.rs` does not declare it): the library (rlib, cdylib, staticlib) names no
//! mimalloc crate, so rustc links none of it there and a program embedding the C API keeps its
//! own malloc (tests/capi.rs checks the shared and the static library).

#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// mimalloc 2's `mi_option_purge_delay` (its `mimalloc.h`: the option after
/// `mi_option_eager_commit_delay`; the sys crate names no constant for it).
const PURGE_DELAY: libmimalloc_sys::mi_option_t = libmimalloc_sys::mi_option_eager_commit_delay + 1;

/// Settings, once the command knows its direction. A forward translation returns freed memory to
/// the system at once (purge delay 0): with mimalloc's default delay (10 ms) the pages it frees
/// stayed resident and its peak rose by a third (hashcat -O0: 104 MB with glibc's malloc, 139 MB,
/// 107 MB with the delay 0). A reverse translation keeps the default: it frees less, re-uses what
/// it frees, and purging at once cost it page faults (linked -O0: 0.95 s of CPU time against
/// 1.14 s). `MIMALLOC_PURGE_DELAY` in the environment, read by mimalloc at start-up, wins.
pub fn configure(reverse: bool) {
    let set_by_user = ["MIMALLOC_PURGE_DELAY", "MIMALLOC_RESET_DELAY"]
        .iter()
        .any(|name| std::env::var_os(name).is_some());
    if !reverse && !set_by_user {
        // SAFETY: mi_option_set only stores a value in mimalloc's option table (any time, any
        // thread); purge_delay is read where memory is freed, so the new value applies from here.
        unsafe { libmimalloc_sys::mi_option_set(PURGE_DELAY, 0) };
    }
}
