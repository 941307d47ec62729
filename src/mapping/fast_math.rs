//! LLVM fast-math flags ↔ `FPFastMathMode` bits: `fast` (all flags) is `Fast`; nnan, ninf, nsz
//! and arcp have their bits; contract and reassoc have the bits of SPV_INTEL_fp_fast_math_mode
//! (AllowContractFastINTEL, AllowReassocINTEL), written only where that extension is allowed;
//! afn has none.

use crate::llvm::ir::FastMathFlags as F;
use crate::spirv::tables::enums::FPFastMathMode as M;

/// (LLVM flag, FPFastMathMode bit), read both ways.
pub const FAST_MATH: &[(F, u32)] = &[
    (F::NNAN, M::NotNaN),
    (F::NINF, M::NotInf),
    (F::NSZ, M::NSZ),
    (F::ARCP, M::AllowRecip),
    (F::FAST, M::Fast),
];

/// (LLVM flag, FPFastMathMode bit) of SPV_INTEL_fp_fast_math_mode, read both ways.
pub const INTEL_FAST_MATH: &[(F, u32)] = &[
    (F::CONTRACT, M::AllowContractFastINTEL),
    (F::REASSOC, M::AllowReassocINTEL),
];

/// The extension of the bits of [`INTEL_FAST_MATH`].
pub const INTEL_EXTENSION: &str = "SPV_INTEL_fp_fast_math_mode";

/// The FPFastMathMode of LLVM flags: `Fast` when they are all set, else the bits of the others
/// (with `intel`, those of [`INTEL_FAST_MATH`] too).
pub fn to_spirv(f: F, intel: bool) -> u32 {
    if f.contains(F::FAST) {
        return M::Fast;
    }
    let intel_rows: &[(F, u32)] = if intel { INTEL_FAST_MATH } else { &[] };
    FAST_MATH
        .iter()
        .chain(intel_rows)
        .filter(|(flag, _)| f.contains(*flag))
        .fold(0, |m, (_, bit)| m | bit)
}

/// Whether an FPFastMathMode has a bit of SPV_INTEL_fp_fast_math_mode.
pub fn has_intel_bits(mode: u32) -> bool {
    INTEL_FAST_MATH.iter().any(|&(_, bit)| mode & bit != 0)
}

/// The LLVM flags of an FPFastMathMode.
pub fn to_llvm(mode: u32) -> F {
    let mut flags = F::NONE;
    for &(f, bit) in FAST_MATH.iter().chain(INTEL_FAST_MATH) {
        if mode & bit != 0 {
            flags |= f;
        }
    }
    flags
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_round_trip() {
        for &(f, bit) in FAST_MATH {
            assert_eq!(to_spirv(f, false), bit);
            assert_eq!(to_spirv(to_llvm(bit), false), bit);
        }
        for &(f, bit) in INTEL_FAST_MATH {
            assert_eq!(to_spirv(f, true), bit);
            assert_eq!(to_spirv(f, false), 0);
            assert_eq!(to_spirv(to_llvm(bit), true), bit);
            assert!(has_intel_bits(bit));
        }
        // `fast` is Fast alone, with or without the extension.
        assert_eq!(to_spirv(F::FAST, true), M::Fast);
    }
}
