//! `!llvm.loop` properties ↔ `LoopControl` bits of OpLoopMerge.

use super::Dir;
use crate::spirv::grammar::Version;
use crate::spirv::tables::enums::LoopControl as L;

/// One loop property.
pub struct LoopControl {
    /// The LoopControl bit.
    pub bit: u32,
    /// The `!llvm.loop` property name.
    pub name: &'static str,
    /// Whether the property and the bit take one integer parameter.
    pub takes: bool,
    /// The SPIR-V version the forward direction needs to write the bit.
    pub since: Version,
    /// The extension the bit needs (the forward direction writes it only where allowed).
    pub ext: Option<&'static str>,
    pub dir: Dir,
}

const fn row(bit: u32, name: &'static str, takes: bool, since: (u8, u8), dir: Dir) -> LoopControl {
    LoopControl {
        bit,
        name,
        takes,
        since: Version::new(since.0, since.1),
        ext: None,
        dir,
    }
}

/// The extension of the FPGA loop controls.
pub const FPGA: &str = "SPV_INTEL_fpga_loop_controls";

/// A row of SPV_INTEL_fpga_loop_controls (any SPIR-V version).
const fn fpga(bit: u32, name: &'static str, takes: bool, dir: Dir) -> LoopControl {
    LoopControl {
        bit,
        name,
        takes,
        since: Version::new(1, 0),
        ext: Some(FPGA),
        dir,
    }
}

/// The rows, in the order of their bits (the order of OpLoopMerge's parameters).
pub const LOOP_CONTROLS: &[LoopControl] = &[
    row(
        L::Unroll,
        "llvm.loop.unroll.enable",
        false,
        (1, 0),
        Dir::Both,
    ),
    row(
        L::Unroll,
        "llvm.loop.unroll.full",
        false,
        (1, 0),
        Dir::ToSpirv,
    ),
    row(
        L::DontUnroll,
        "llvm.loop.unroll.disable",
        false,
        (1, 0),
        Dir::Both,
    ),
    row(
        L::DependencyInfinite,
        "llvm.loop.ivdep.enable",
        false,
        (1, 1),
        Dir::Both,
    ),
    row(
        L::DependencyLength,
        "llvm.loop.ivdep.safelen",
        true,
        (1, 1),
        Dir::Both,
    ),
    row(
        L::MinIterations,
        "llvm.loop.intel.min.iterations",
        true,
        (1, 4),
        Dir::ToLlvm,
    ),
    row(
        L::MaxIterations,
        "llvm.loop.intel.max.iterations",
        true,
        (1, 4),
        Dir::ToLlvm,
    ),
    row(
        L::IterationMultiple,
        "llvm.loop.intel.iteration.multiple",
        true,
        (1, 4),
        Dir::ToLlvm,
    ),
    row(
        L::PeelCount,
        "llvm.loop.peeled.count",
        true,
        (1, 4),
        Dir::ToLlvm,
    ),
    row(
        L::PartialCount,
        "llvm.loop.unroll.count",
        true,
        (1, 4),
        Dir::Both,
    ),
    // SPV_INTEL_fpga_loop_controls, as clang's SYCL FPGA loop attributes write them
    // ([[intel::initiation_interval(N)]], max_concurrency, disable_loop_pipelining,
    // loop_coalesce, max_interleaving, speculated_iterations, nofusion,
    // max_reinvocation_delay). DependencyArrayINTEL (llvm.loop.parallel_access_indices with
    // index groups) is made apart, from the accesses of the loop.
    fpga(
        L::InitiationIntervalINTEL,
        "llvm.loop.ii.count",
        true,
        Dir::Both,
    ),
    fpga(
        L::MaxConcurrencyINTEL,
        "llvm.loop.max_concurrency.count",
        true,
        Dir::Both,
    ),
    fpga(
        L::PipelineEnableINTEL,
        "llvm.loop.intel.pipelining.enable",
        true,
        Dir::Both,
    ),
    fpga(
        L::LoopCoalesceINTEL,
        "llvm.loop.coalesce.count",
        true,
        Dir::Both,
    ),
    // [[intel::loop_coalesce]] without a depth: the parameter 0 lets the compiler choose.
    fpga(
        L::LoopCoalesceINTEL,
        "llvm.loop.coalesce.enable",
        false,
        Dir::ToSpirv,
    ),
    fpga(
        L::MaxInterleavingINTEL,
        "llvm.loop.max_interleaving.count",
        true,
        Dir::Both,
    ),
    fpga(
        L::SpeculatedIterationsINTEL,
        "llvm.loop.intel.speculated.iterations.count",
        true,
        Dir::Both,
    ),
    fpga(
        L::NoFusionINTEL,
        "llvm.loop.fusion.disable",
        false,
        Dir::Both,
    ),
    fpga(
        L::MaxReinvocationDelayINTEL,
        "llvm.loop.intel.max_reinvocation_delay.count",
        true,
        Dir::Both,
    ),
];

/// LoopCountINTEL (SPV_INTEL_fpga_loop_controls) carries the three `!llvm.loop` properties
/// below as `llvm-spirv` writes them: each a 64-bit integer (low word first) in this order,
/// a negative one meaning "not given". The grammar gives the bit one 32-bit literal, which
/// `llvm-spirv` cannot read back (and spirv-val refuses the three), so the forward direction
/// writes no LoopCountINTEL: the counts are hints, and the loop means the same without them.
/// The reverse direction reads the incumbent's form into these properties (the grammar's
/// one-word form has no defined meaning for them and is read as none of them).
pub const LOOP_COUNT: [&str; 3] = [
    "llvm.loop.intel.loopcount_min",
    "llvm.loop.intel.loopcount_max",
    "llvm.loop.intel.loopcount_avg",
];

/// The `!llvm.loop` properties of LoopCountINTEL's six parameter words (see `LOOP_COUNT`),
/// with their values; none for another number of words.
pub fn loop_count_to_llvm(words: &[u32]) -> Vec<(&'static str, i64)> {
    if words.len() != crate::spirv::layout::LOOP_COUNT_WORDS {
        return Vec::new();
    }
    LOOP_COUNT
        .iter()
        .zip(words.chunks_exact(2))
        .map(|(&name, w)| (name, (u64::from(w[0]) | (u64::from(w[1]) << 32)) as i64))
        .filter(|&(_, v)| v >= 0)
        .collect()
}

/// The bit and parameters of a `!llvm.loop` property with its integer argument, when the
/// version allows it and `allowed` the extension it needs, and that extension.
pub fn to_spirv(
    name: &str,
    arg: Option<u32>,
    version: Version,
    allowed: impl Fn(&str) -> bool,
) -> Option<(u32, Vec<u32>, Option<&'static str>)> {
    let r = LOOP_CONTROLS.iter().find(|r| {
        r.name == name && r.dir.to_spirv() && version >= r.since && r.ext.is_none_or(&allowed)
    })?;
    let params = match (r.takes, r.bit) {
        (true, _) => vec![arg?],
        // The parameter the bit takes when the property has none.
        (false, L::LoopCoalesceINTEL) => vec![0],
        (false, _) => Vec::new(),
    };
    Some((r.bit, params, r.ext))
}

/// The properties the reverse direction writes: (bit, name, takes a parameter).
pub fn to_llvm() -> impl Iterator<Item = (u32, &'static str, bool)> {
    LOOP_CONTROLS
        .iter()
        .filter(|r| r.dir.to_llvm())
        .map(|r| (r.bit, r.name, r.takes))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_round_trip() {
        let v = Version::new(1, 6);
        for r in LOOP_CONTROLS {
            let arg = r.takes.then_some(7);
            if r.dir.to_spirv() {
                let mut params: Vec<u32> = arg.into_iter().collect();
                if r.bit == L::LoopCoalesceINTEL && !r.takes {
                    params.push(0);
                }
                let want = (r.bit, params, r.ext);
                assert_eq!(to_spirv(r.name, arg, v, |_| true), Some(want));
                assert_eq!(
                    to_spirv(r.name, arg, Version::new(1, 0), |_| true).is_some(),
                    r.since <= Version::new(1, 0)
                );
                // An extension's row is not written where the extension is not allowed.
                assert_eq!(
                    to_spirv(r.name, arg, v, |_| false).is_some(),
                    r.ext.is_none()
                );
            }
            if r.dir.to_llvm() {
                assert_eq!(to_llvm().find(|c| c.0 == r.bit).map(|c| c.1), Some(r.name));
            }
        }
        // LoopCountINTEL: three 64-bit values, a negative one is absent.
        let w = [4, 0, u32::MAX, u32::MAX, 7, 1];
        assert_eq!(
            loop_count_to_llvm(&w),
            vec![(LOOP_COUNT[0], 4), (LOOP_COUNT[2], (1 << 32) | 7)]
        );
        assert!(loop_count_to_llvm(&[5]).is_empty());
        // The reverse writes parameters in the order of the bits.
        let bits: Vec<u32> = to_llvm().map(|c| c.0).collect();
        assert!(bits.windows(2).all(|w| w[0] < w[1]));
    }
}
