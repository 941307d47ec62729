//! LLVM fast-math flags ↔ `FPFastMathMode` bits: `fast` (all flags) is `Fast`; nnan, ninf, nsz
//! and arcp have their bits (reassoc, contract and afn have none).

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

/// The FPFastMathMode of LLVM flags: `Fast` when they are all set, else the bits of the others.
pub fn to_spirv(f: F) -> u32 {
    if f.contains(F::FAST) {
        return M::Fast;
    }
    FAST_MATH
        .iter()
        .filter(|(flag, _)| f.contains(*flag))
        .fold(0, |m, (_, bit)| m | bit)
}

/// The LLVM flags of an FPFastMathMode.
pub fn to_llvm(mode: u32) -> F {
    let mut flags = F::NONE;
    for &(f, bit) in FAST_MATH {
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
            assert_eq!(to_spirv(f), bit);
            assert_eq!(to_spirv(to_llvm(bit)), bit);
        }
    }
}
