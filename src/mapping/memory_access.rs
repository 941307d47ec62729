//! SPV_INTEL_fpga_memory_accesses: the bits of the `params` field of an Intel FPGA
//! load/store-unit annotation string ↔ the decorations of the annotated pointer.

use crate::spirv::tables::enums;

/// The bits of `params`: (bit, decoration, literal: the cache size, or 0 for a prefetch).
pub const PARAM_BITS: &[(u32, u32)] = &[
    (1, enums::Decoration::BurstCoalesceINTEL),
    (2, enums::Decoration::CacheSizeINTEL),
    (4, enums::Decoration::DontStaticallyCoalesceINTEL),
    (8, enums::Decoration::PrefetchINTEL),
];

/// The decoration of a `params` bit.
pub fn param_decoration(bit: u32) -> Option<u32> {
    PARAM_BITS.iter().find(|(b, _)| *b == bit).map(|&(_, d)| d)
}

/// The `params` bit of a decoration.
pub fn param_bit(decoration: u32) -> Option<u32> {
    PARAM_BITS
        .iter()
        .find(|(_, d)| *d == decoration)
        .map(|&(b, _)| b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_round_trip() {
        for &(bit, dec) in PARAM_BITS {
            assert_eq!(param_decoration(bit), Some(dec));
            assert_eq!(param_bit(dec), Some(bit));
        }
    }
}
