//! SPV_INTEL_float_controls2 and the vector-compute `VCFloatControl` function attribute: one
//! integer that packs a rounding mode (bits 4–5), a floating-point operation mode (bit 0) and
//! a denormal mode per floating-point width (bit 6 for 64-bit, 7 for 32-bit, 10 for 16-bit:
//! set = preserve, clear = flush to zero). It is written as three decorations per width on the
//! function (FunctionRoundingModeINTEL, FunctionDenormModeINTEL,
//! FunctionFloatingPointModeINTEL) and, on a kernel, as three execution modes per width
//! (RoundingModeRTE/RTZ/RTPINTEL/RTNINTEL, DenormPreserve/DenormFlushToZero,
//! FloatingPointModeIEEEINTEL/ALTINTEL). Each table is read both ways.

use crate::spirv::tables::enums::{
    ExecutionMode as EM, FPDenormMode as DM, FPOperationMode as OM, FPRoundingMode as RM,
};

/// The function attribute.
pub const ATTRIBUTE: &str = "VCFloatControl";

/// The widths the attribute describes, in the order they are written: (width, denormal bit).
pub const WIDTHS: &[(u32, u32)] = &[(64, 1 << 6), (32, 1 << 7), (16, 1 << 10)];

const ROUNDING_SHIFT: u32 = 4;
const ROUNDING_MASK: u32 = 3 << ROUNDING_SHIFT;
const OPERATION_MASK: u32 = 1;

/// (value of the rounding bits, FPRoundingMode, execution mode).
pub const ROUNDING: &[(u32, u32, u32)] = &[
    (0, RM::RTE, EM::RoundingModeRTE),
    (1, RM::RTP, EM::RoundingModeRTPINTEL),
    (2, RM::RTN, EM::RoundingModeRTNINTEL),
    (3, RM::RTZ, EM::RoundingModeRTZ),
];

/// (value of the operation bit, FPOperationMode, execution mode).
pub const OPERATION: &[(u32, u32, u32)] = &[
    (0, OM::IEEE, EM::FloatingPointModeIEEEINTEL),
    (1, OM::ALT, EM::FloatingPointModeALTINTEL),
];

/// (denormal bit set, FPDenormMode, execution mode).
pub const DENORM: &[(bool, u32, u32)] = &[
    (true, DM::Preserve, EM::DenormPreserve),
    (false, DM::FlushToZero, EM::DenormFlushToZero),
];

/// The three modes of one width: (FPRoundingMode, FPDenormMode, FPOperationMode), each with
/// its execution mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WidthModes {
    pub width: u32,
    pub rounding: (u32, u32),
    pub denorm: (u32, u32),
    pub operation: (u32, u32),
}

/// The modes of each width that an attribute value says.
pub fn decode(value: u32) -> Vec<WidthModes> {
    let r = (value & ROUNDING_MASK) >> ROUNDING_SHIFT;
    let rounding = ROUNDING
        .iter()
        .find(|row| row.0 == r)
        .map_or((RM::RTE, EM::RoundingModeRTE), |row| (row.1, row.2));
    let o = value & OPERATION_MASK;
    let operation = OPERATION
        .iter()
        .find(|row| row.0 == o)
        .map_or((OM::IEEE, EM::FloatingPointModeIEEEINTEL), |row| {
            (row.1, row.2)
        });
    WIDTHS
        .iter()
        .map(|&(width, bit)| {
            let set = value & bit == bit;
            let denorm = DENORM
                .iter()
                .find(|row| row.0 == set)
                .map_or((DM::FlushToZero, EM::DenormFlushToZero), |row| {
                    (row.1, row.2)
                });
            WidthModes {
                width,
                rounding,
                denorm,
                operation,
            }
        })
        .collect()
}

/// Whether an execution mode is one of the float-control modes the attribute describes.
pub fn is_float_control_mode(mode: u32) -> bool {
    ROUNDING.iter().any(|r| r.2 == mode)
        || OPERATION.iter().any(|r| r.2 == mode)
        || DENORM.iter().any(|r| r.2 == mode)
}

/// Accumulates an attribute value from decorations or execution modes, in any order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Builder {
    value: u32,
    seen: bool,
}

impl Builder {
    /// Whether anything was added.
    pub fn is_set(&self) -> bool {
        self.seen
    }

    pub fn value(&self) -> u32 {
        self.value
    }

    /// A FunctionRoundingModeINTEL decoration's mode.
    pub fn rounding(&mut self, mode: u32) {
        if let Some(row) = ROUNDING.iter().find(|row| row.1 == mode) {
            self.value = (self.value & !ROUNDING_MASK) | (row.0 << ROUNDING_SHIFT);
            self.seen = true;
        }
    }

    /// A FunctionFloatingPointModeINTEL decoration's mode.
    pub fn operation(&mut self, mode: u32) {
        if let Some(row) = OPERATION.iter().find(|row| row.1 == mode) {
            self.value = (self.value & !OPERATION_MASK) | row.0;
            self.seen = true;
        }
    }

    /// A FunctionDenormModeINTEL decoration of `width`.
    pub fn denorm(&mut self, width: u32, mode: u32) {
        let (Some(&(_, bit)), Some(row)) = (
            WIDTHS.iter().find(|w| w.0 == width),
            DENORM.iter().find(|row| row.1 == mode),
        ) else {
            return;
        };
        if row.0 {
            self.value |= bit;
        } else {
            self.value &= !bit;
        }
        self.seen = true;
    }

    /// An execution mode with its width literal: answers whether it is a float-control mode.
    pub fn execution_mode(&mut self, mode: u32, width: u32) -> bool {
        if let Some(row) = ROUNDING.iter().find(|row| row.2 == mode) {
            self.rounding(row.1);
        } else if let Some(row) = OPERATION.iter().find(|row| row.2 == mode) {
            self.operation(row.1);
        } else if let Some(row) = DENORM.iter().find(|row| row.2 == mode) {
            self.denorm(width, row.1);
        } else {
            return false;
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_round_trip_through_decorations_and_modes() {
        // Every combination of rounding, operation and denormal bits.
        for r in 0..4u32 {
            for o in 0..2u32 {
                for d in 0..8u32 {
                    let mut value = (r << ROUNDING_SHIFT) | o;
                    for (k, &(_, bit)) in WIDTHS.iter().enumerate() {
                        if d & (1 << k) != 0 {
                            value |= bit;
                        }
                    }
                    let modes = decode(value);
                    assert_eq!(modes.len(), 3);
                    let (mut by_dec, mut by_mode) = (Builder::default(), Builder::default());
                    for m in &modes {
                        by_dec.rounding(m.rounding.0);
                        by_dec.denorm(m.width, m.denorm.0);
                        by_dec.operation(m.operation.0);
                        for em in [m.rounding.1, m.denorm.1, m.operation.1] {
                            assert!(by_mode.execution_mode(em, m.width));
                        }
                    }
                    assert_eq!(by_dec.value(), value);
                    assert_eq!(by_mode.value(), value);
                }
            }
        }
    }

    #[test]
    fn known_values() {
        // 48: round toward zero, IEEE, every width flushes denormals.
        let m = decode(48);
        assert!(m.iter().all(|w| w.rounding.0 == RM::RTZ
            && w.denorm.0 == DM::FlushToZero
            && w.operation.0 == OM::IEEE));
        // 1217 = 1024 + 128 + 64 + 1: nearest even, ALT, every width preserves denormals.
        let m = decode(1217);
        assert!(m.iter().all(|w| w.rounding.0 == RM::RTE
            && w.denorm.0 == DM::Preserve
            && w.operation.0 == OM::ALT));
        assert!(!Builder::default().execution_mode(EM::LocalSize, 1));
    }
}
