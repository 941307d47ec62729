//! `scripts/builtin-parity --check` on a sample of OpenCL C builtins, one or more per family
//! (math, integer, common, geometric, relational, conversions with rounding and saturation,
//! vector loads and stores, work-items, fences, atomics of both versions, async copies,
//! collectives, images, pipes, address-space casts, enqueue_kernel and the kernel queries with
//! blocks, ndrange_2D, as_type reinterpretations): every difference from llvm-spirv-14, in
//! the forward translation and in the reverse ones (CL1.2, CL2.0, SPV-IR), is either none or
//! one that `scripts/builtin-parity-explained.tsv` explains. The same sample with `--spv-ir`:
//! our forward on the SPV-IR that llvm-spirv-14's reverse and ours write, compared with
//! llvm-spirv-14's forward of it and with the SPIR-V it came from, its output through spirv-val. Fails, naming
//! what to install, when llvm-spirv-14 or clang-14 is missing.

mod common;

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
    let names = SAMPLE.join(",");
    let stdout = common::run_parity_script(
        "builtin-parity",
        &["--check", "--std", "CL1.2,CL2.0", "--names", &names],
    );
    // Every name of the sample was compared (none skipped, none missing from the headers).
    assert!(
        stdout.contains(&format!("compared {},", SAMPLE.len())),
        "{stdout}"
    );
}

#[test]
fn sample_spv_ir_input_has_no_unexplained_difference() {
    let names = SAMPLE.join(",");
    let stdout = common::run_parity_script(
        "builtin-parity",
        &[
            "--check",
            "--spv-ir",
            "--std",
            "CL1.2,CL2.0",
            "--names",
            &names,
        ],
    );
    assert!(
        stdout.contains(&format!("compared {},", SAMPLE.len())),
        "{stdout}"
    );
}
