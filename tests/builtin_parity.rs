//! `scripts/builtin-parity --check` on a sample of OpenCL C builtins, one or more per family
//! (math, integer, common, geometric, relational, conversions with rounding and saturation,
//! vector loads and stores, work-items, fences, atomics of both versions, async copies,
//! collectives, images, pipes, address-space casts, enqueue_kernel and the kernel queries with
//! blocks, ndrange_2D, as_type reinterpretations): every difference from llvm-spirv-14, in
//! the forward translation and in the reverse ones (CL1.2, CL2.0, SPV-IR), is either none or
//! one that `scripts/builtin-parity-explained.tsv` explains. Fails, naming
//! what to install, when llvm-spirv-14 or clang-14 is missing.

mod common;

use std::path::Path;
use std::process::Command;

const SAMPLE: &[&str] = &[
    "sin",
    "fmin",
    "mad",
    "ldexp",
    "clamp",
    "popcount",
    "mul24",
    "upsample",
    "dot",
    "length",
    "isequal",
    "any",
    "select",
    "bitselect",
    "convert_int4",
    "convert_uchar4_sat_rte",
    "convert_float2_rtz",
    "vload4",
    "vload_half",
    "vstore_half_rtz",
    "shuffle",
    "nan",
    "prefetch",
    "get_global_id",
    "get_fence",
    "atomic_inc",
    "atom_add",
    "atomic_fetch_add_explicit",
    "atomic_compare_exchange_strong",
    "async_work_group_copy",
    "wait_group_events",
    "sub_group_reduce_add",
    "work_group_broadcast",
    "read_imagef",
    "get_image_width",
    "to_global",
    "read_pipe",
    "enqueue_kernel",
    "get_kernel_work_group_size",
    "ndrange_2D",
    "as_float3",
    "as_uchar4",
];

#[test]
fn sample_has_no_unexplained_difference() {
    common::require_tool(
        "llvm-spirv-14",
        "llvm-spirv-14 (apt-get install llvm-spirv-14)",
    );
    common::require_tool("clang-14", "clang-14 (apt-get install clang-14)");
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = Command::new("python3")
        .arg(root.join("scripts/builtin-parity"))
        .args([
            "--check",
            "--std",
            "CL1.2,CL2.0",
            "--names",
            &SAMPLE.join(","),
        ])
        .env("LLVM_SPIRV_RS", env!("CARGO_BIN_EXE_llvm-spirv-rs"))
        .output()
        .expect("running scripts/builtin-parity");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // Every name of the sample was compared (none skipped, none missing from the headers).
    assert!(
        stdout.contains(&format!("compared {},", SAMPLE.len())),
        "{stdout}"
    );
}
