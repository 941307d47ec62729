//! Thread safety of the library: 8 threads translating different modules at once, both ways,
//! give the same bytes (and the same errors) as one thread. The modules are the bundled ones:
//! every `.ll` of `examples/` and `llvm-tests/` (forward), and every `.spv` of `examples/`,
//! `.spt` of `spirv-tests/` and forward result (reverse).

use llvm_spirv_rs::options::{ExtensionPolicy, ForwardOptions, ReverseOptions};
use std::path::{Path, PathBuf};
use std::sync::Barrier;

const THREADS: usize = 8;

#[derive(Clone)]
enum Job {
    Forward(PathBuf, Vec<u8>),
    Reverse(String, Vec<u8>),
}

fn files(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            files(&p, ext, out);
        } else if p.extension().and_then(|e| e.to_str()) == Some(ext) {
            out.push(p);
        }
    }
}

fn run(job: &Job, forward: &ForwardOptions, reverse: &ReverseOptions) -> Result<Vec<u8>, String> {
    match job {
        Job::Forward(path, bytes) => {
            llvm_spirv_rs::forward_named(bytes, &path.display().to_string(), forward)
        }
        Job::Reverse(_, bytes) => llvm_spirv_rs::reverse(bytes, reverse),
    }
    .map_err(|e| e.to_string())
}

fn name(job: &Job) -> String {
    match job {
        Job::Forward(p, _) => format!("forward {}", p.display()),
        Job::Reverse(n, _) => format!("reverse {n}"),
    }
}

#[test]
fn eight_threads_give_the_bytes_of_one() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let forward = ForwardOptions::default().with_extensions(ExtensionPolicy::all());
    let reverse = ReverseOptions::default();
    let mut lls = Vec::new();
    files(&root.join("llvm-tests"), "ll", &mut lls);
    files(&root.join("examples"), "ll", &mut lls);
    let mut spts = Vec::new();
    files(&root.join("spirv-tests"), "spt", &mut spts);
    files(&root.join("examples"), "spv", &mut spts);
    lls.sort();
    spts.sort();
    let mut jobs: Vec<Job> = lls
        .into_iter()
        .map(|p| {
            let bytes = std::fs::read(&p).unwrap();
            Job::Forward(p, bytes)
        })
        .collect();
    jobs.extend(spts.into_iter().map(|p| {
        let bytes = std::fs::read(&p).unwrap();
        Job::Reverse(p.display().to_string(), bytes)
    }));
    // One thread: the reference; what forward made is reversed too.
    let mut reference: Vec<Result<Vec<u8>, String>> =
        jobs.iter().map(|j| run(j, &forward, &reverse)).collect();
    let made: Vec<Job> = jobs
        .iter()
        .zip(&reference)
        .filter_map(|(j, r)| match (j, r) {
            (Job::Forward(p, _), Ok(spv)) => Some(Job::Reverse(
                format!("{} (forward)", p.display()),
                spv.clone(),
            )),
            _ => None,
        })
        .collect();
    reference.extend(made.iter().map(|j| run(j, &forward, &reverse)));
    jobs.extend(made);
    let ok = reference.iter().filter(|r| r.is_ok()).count();
    let forward_ok = jobs
        .iter()
        .zip(&reference)
        .filter(|(j, r)| matches!(j, Job::Forward(..)) && r.is_ok())
        .count();
    assert!(
        forward_ok >= 50 && ok - forward_ok >= 50,
        "too few translations succeed to test anything: {forward_ok} forward, {} reverse",
        ok - forward_ok
    );

    // Eight threads, each through every job, starting at a different one.
    let barrier = Barrier::new(THREADS);
    let results: Vec<Vec<Result<Vec<u8>, String>>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..THREADS)
            .map(|t| {
                let (jobs, forward, reverse, barrier) = (&jobs, &forward, &reverse, &barrier);
                s.spawn(move || {
                    let n = jobs.len();
                    let mut out: Vec<Option<Result<Vec<u8>, String>>> = vec![None; n];
                    barrier.wait();
                    for k in 0..n {
                        let i = (k + t * n / THREADS) % n;
                        out[i] = Some(run(&jobs[i], forward, reverse));
                    }
                    out.into_iter().map(Option::unwrap).collect()
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    for (t, got) in results.iter().enumerate() {
        for (i, (g, r)) in got.iter().zip(&reference).enumerate() {
            assert!(
                g == r,
                "thread {t}: {} differs from the one-thread result",
                name(&jobs[i])
            );
        }
    }
    eprintln!(
        "{} translations ({ok} succeed) on each of {THREADS} threads, identical to one thread",
        jobs.len()
    );
}
