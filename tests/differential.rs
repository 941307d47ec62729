//! Differential execution of a sample of real kernels: `scripts/differential --corpus none
//! --sample 40` runs one kernel of each of 40 modules of `llvm-tests/programs/` (compiled at
//! -O0 and -O2), as clang-14 made it and after our forward and reverse translation, on PoCL
//! with identical inputs, and compares every output buffer bit for bit.
//!
//! The test fails on any kernel whose round trip computes something else, unless the script
//! proved the difference to be one the specifications allow (it names the cause: a contraction
//! computed fused by the original and unfused after the round trip, shown by running the
//! original with its `llvm.fmuladd` split into `fmul` and `fadd`). It also fails when fewer
//! than 25 kernels were compared, so that a broken harness cannot pass by comparing nothing.
//! Needs PoCL and pyopencl (`scripts/setup` installs both); without them it fails and says so.
//!
//! A second test checks the rule for kernels whose outputs OpenCL C does not determine
//! (`scripts/differential_lib/schedule.py`) on the kernels of `tests/data/differential/
//! scheduling.cl` (a race on a `local` variable, a barrier not every work-item reaches): after our
//! round trip they count as not comparable, with the cause named; after a round trip made wrong
//! on purpose (`wrong-reverse.sh`: the reverse turns `fmul` into `fadd`) they still differ.

use std::path::Path;
use std::process::Command;

const OUR_BINARY: &str = env!("CARGO_BIN_EXE_llvm-spirv-rs");

/// The counts of the closing line `differential: C compared, I identical, D differing, N not
/// comparable`.
fn closing_line(report: &str) -> Option<[usize; 4]> {
    let line = report
        .lines()
        .rev()
        .find(|l| l.starts_with("differential: "))?;
    let nums: Vec<usize> = line
        .trim_start_matches("differential: ")
        .split(", ")
        .map(|part| part.split(' ').next().and_then(|n| n.parse().ok()))
        .collect::<Option<_>>()?;
    nums.try_into().ok()
}

/// The `all` row of the table: (differing, allowed).
fn totals(report: &str) -> Option<(usize, usize)> {
    let row = report.lines().find(|l| l.starts_with("all "))?;
    let cols: Vec<usize> = row
        .split_whitespace()
        .skip(1)
        .map(|n| n.parse().ok())
        .collect::<Option<_>>()?;
    // kernels apart compared identical differing allowed not-comp
    Some((*cols.get(4)?, *cols.get(5)?))
}

/// Runs scripts/differential with args (nice, verified LLVM output); (exit code, stdout, report).
fn differential(args: &[&str], envs: &[(&str, &str)]) -> (Option<i32>, String, String) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = Command::new("nice")
        .env("LLVM_SPIRV_RS_VERIFY", "1")
        .envs(envs.iter().copied())
        .args(["-n", "10", "python3"])
        .arg(root.join("scripts").join("differential"))
        .args(args)
        .output()
        .expect("cannot run python3 scripts/differential (install python3: scripts/setup)");
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let report = format!("{stdout}\n{}", String::from_utf8_lossy(&out.stderr));
    assert_ne!(
        out.status.code(),
        Some(2),
        "scripts/differential cannot run here:\n{report}"
    );
    (out.status.code(), stdout, report)
}

#[test]
fn scheduling_dependent_kernels_are_not_comparable_and_wrong_round_trips_still_differ() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let data = root.join("tests/data/differential");
    let tmp =
        std::env::temp_dir().join(format!("llvm-spirv-rs-differential-{}", std::process::id()));
    let bc_dir = tmp.join("corpus/bc/fixture");
    std::fs::create_dir_all(&bc_dir).unwrap();
    for level in ["O0", "O2"] {
        let status = Command::new("clang-14")
            .args([
                "-cc1",
                "-triple",
                "spir64",
                "-cl-std=CL1.2",
                "-finclude-default-header",
            ])
            .args(["-emit-llvm-bc", &format!("-{level}")])
            .arg(data.join("scheduling.cl"))
            .arg("-o")
            .arg(bc_dir.join(format!("scheduling.{level}.bc")))
            .status()
            .expect("cannot run clang-14");
        assert!(
            status.success(),
            "clang-14 failed on scheduling.cl at -{level}"
        );
    }
    let corpus = tmp.join("corpus");
    let corpus = corpus.to_str().unwrap();
    let common = [
        "--corpus",
        corpus,
        "--no-programs",
        "--variants",
        "O0,O2",
        "--list",
    ];

    // Our round trip: each kernel is identical or not comparable as scheduling-dependent.
    let mut args = common.to_vec();
    args.extend(["--no-others", "--tool", OUR_BINARY]);
    let (code, stdout, report) = differential(&args, &[]);
    let [compared, identical, differing, not_comparable] =
        closing_line(&stdout).unwrap_or_else(|| panic!("no closing line in the report:\n{report}"));
    println!("{report}");
    assert_eq!(
        compared + not_comparable,
        4,
        "four kernels expected:\n{report}"
    );
    assert_eq!((differing, identical), (0, compared), "{report}");
    for kernel in [
        "O0 scheduling local_race",
        "O2 scheduling local_race",
        "O0 scheduling divergent_barrier",
    ] {
        assert!(
            stdout.contains(&format!("fixture/{kernel}: scheduling-dependent:")),
            "{kernel} is not counted scheduling-dependent:\n{report}"
        );
    }
    assert_eq!(code, Some(0), "{report}");

    // A wrong reverse: the same kernels differ, races or not.
    let mut args = common.to_vec();
    let wrong = data.join("wrong-reverse.sh");
    args.extend(["--no-others", "--tool", wrong.to_str().unwrap()]);
    let (code, stdout, report) = differential(&args, &[("LLVM_SPIRV_RS_REAL", OUR_BINARY)]);
    let _ = std::fs::remove_dir_all(&tmp);
    let [compared, _, differing, not_comparable] =
        closing_line(&stdout).unwrap_or_else(|| panic!("no closing line in the report:\n{report}"));
    println!("{report}");
    assert_eq!((compared, differing, not_comparable), (4, 4, 0), "{report}");
    assert!(
        stdout.contains("fixture/O2 scheduling local_race: different outputs"),
        "{report}"
    );
    assert_eq!(code, Some(1), "{report}");
}

#[test]
fn sample_of_programs_computes_the_same_after_the_round_trip() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = Command::new("nice")
        // Every LLVM module the translator writes here is verified.
        .env("LLVM_SPIRV_RS_VERIFY", "1")
        .args(["-n", "10", "python3"])
        .arg(root.join("scripts").join("differential"))
        .args([
            "--corpus",
            "none",
            "--sample",
            "40",
            "--no-others",
            "--tool",
        ])
        .arg(OUR_BINARY)
        .output()
        .expect("cannot run python3 scripts/differential (install python3: scripts/setup)");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    let report = format!("{stdout}\n{stderr}");
    assert_ne!(
        out.status.code(),
        Some(2),
        "scripts/differential cannot run here:\n{report}"
    );
    let [compared, identical, differing, not_comparable] =
        closing_line(&stdout).unwrap_or_else(|| panic!("no closing line in the report:\n{report}"));
    let (unexplained, allowed) =
        totals(&stdout).unwrap_or_else(|| panic!("no 'all' row in the report:\n{report}"));
    println!("{report}");
    assert!(
        compared >= 25,
        "only {compared} kernels compared ({not_comparable} not comparable):\n{report}"
    );
    assert_eq!(
        identical + differing,
        compared,
        "the counts do not add up:\n{report}"
    );
    assert_eq!(
        differing,
        unexplained + allowed,
        "the closing line and the table disagree:\n{report}"
    );
    assert_eq!(
        unexplained, 0,
        "{unexplained} kernels compute something else after the round trip:\n{report}"
    );
    assert_eq!(
        out.status.code(),
        Some(0),
        "scripts/differential failed:\n{report}"
    );
}
