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
    pub dir: Dir,
}

const fn row(bit: u32, name: &'static str, takes: bool, since: (u8, u8), dir: Dir) -> LoopControl {
    LoopControl {
        bit,
        name,
        takes,
        since: Version::new(since.0, since.1),
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
];

/// The bit and parameters of a `!llvm.loop` property with its integer argument, when the
/// version allows it.
pub fn to_spirv(name: &str, arg: Option<u32>, version: Version) -> Option<(u32, Vec<u32>)> {
    let r = LOOP_CONTROLS
        .iter()
        .find(|r| r.name == name && r.dir.to_spirv() && version >= r.since)?;
    if r.takes {
        Some((r.bit, vec![arg?]))
    } else {
        Some((r.bit, Vec::new()))
    }
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
                let want = (r.bit, arg.into_iter().collect::<Vec<_>>());
                assert_eq!(to_spirv(r.name, arg, v), Some(want));
                assert_eq!(
                    to_spirv(r.name, arg, Version::new(1, 0)).is_some(),
                    r.since <= Version::new(1, 0)
                );
            }
            if r.dir.to_llvm() {
                assert_eq!(to_llvm().find(|c| c.0 == r.bit).map(|c| c.1), Some(r.name));
            }
        }
        // The reverse writes parameters in the order of the bits.
        let bits: Vec<u32> = to_llvm().map(|c| c.0).collect();
        assert!(bits.windows(2).all(|w| w[0] < w[1]));
    }
}
