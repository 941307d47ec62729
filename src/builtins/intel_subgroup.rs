//! The Intel sub-group builtins of OpenCL C ↔ their SPIR-V instructions:
//!
//! * `cl_intel_subgroups` (`SPV_INTEL_subgroups`): `intel_sub_group_shuffle{,_down,_up,_xor}`
//!   ↔ `OpSubgroupShuffle{,Down,Up,Xor}INTEL`; `intel_sub_group_block_read{,_uc,_us,_ui,_ul}{,N}`
//!   of a global pointer ↔ `OpSubgroupBlockReadINTEL`, of an image and a coordinate ↔
//!   `OpSubgroupImageBlockReadINTEL`; the `_write` forms ↔ `OpSubgroup{,Image}BlockWriteINTEL`;
//! * `cl_intel_media_block_io` (`SPV_INTEL_media_block_io`):
//!   `intel_sub_group_media_block_read_{uc,us,ui}{,N}(coord, width, height, image)` ↔
//!   `OpSubgroupImageMediaBlockReadINTEL image coord width height` and the `_write` form (the
//!   pixels before the image) ↔ `OpSubgroupImageMediaBlockWriteINTEL image coord width height
//!   pixels`.
//!
//! The element type of a block function is in its name's suffix (none for 32 bits in the block
//! functions), its vector size after it; both come back from the data's type in reverse.

use crate::spirv::tables::op;

/// What a builtin does, and so how its arguments become operands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// `intel_sub_group_shuffle*`: the arguments are the operands.
    Shuffle,
    /// A block read or write of a pointer (or, with `image_op`, of an image and coordinate).
    Block { write: bool },
    /// A media block read or write: the image, last in OpenCL C, is the first operand.
    Media { write: bool },
}

/// One family of builtins.
#[derive(Clone, Copy, Debug)]
pub struct IntelSubgroupFn {
    /// The name, or the name's head for the block functions (then followed by the element
    /// suffix and the vector size).
    pub ocl: &'static str,
    pub kind: Kind,
    pub op: u16,
    /// The instruction when the first argument is an image (block functions).
    pub image_op: Option<u16>,
}

const fn f(ocl: &'static str, kind: Kind, op: u16, image_op: Option<u16>) -> IntelSubgroupFn {
    IntelSubgroupFn {
        ocl,
        kind,
        op,
        image_op,
    }
}

pub const INTEL_SUBGROUP_FNS: &[IntelSubgroupFn] = &[
    f(
        "intel_sub_group_shuffle",
        Kind::Shuffle,
        op::SubgroupShuffleINTEL,
        None,
    ),
    f(
        "intel_sub_group_shuffle_down",
        Kind::Shuffle,
        op::SubgroupShuffleDownINTEL,
        None,
    ),
    f(
        "intel_sub_group_shuffle_up",
        Kind::Shuffle,
        op::SubgroupShuffleUpINTEL,
        None,
    ),
    f(
        "intel_sub_group_shuffle_xor",
        Kind::Shuffle,
        op::SubgroupShuffleXorINTEL,
        None,
    ),
    f(
        "intel_sub_group_block_read",
        Kind::Block { write: false },
        op::SubgroupBlockReadINTEL,
        Some(op::SubgroupImageBlockReadINTEL),
    ),
    f(
        "intel_sub_group_block_write",
        Kind::Block { write: true },
        op::SubgroupBlockWriteINTEL,
        Some(op::SubgroupImageBlockWriteINTEL),
    ),
    f(
        "intel_sub_group_media_block_read",
        Kind::Media { write: false },
        op::SubgroupImageMediaBlockReadINTEL,
        None,
    ),
    f(
        "intel_sub_group_media_block_write",
        Kind::Media { write: true },
        op::SubgroupImageMediaBlockWriteINTEL,
        None,
    ),
];

/// The element suffixes of block function names and their element widths.
const SUFFIXES: &[(&str, u32)] = &[("_uc", 8), ("_us", 16), ("_ui", 32), ("_ul", 64)];

/// The vector sizes of block functions.
pub const VECTOR_SIZES: &[u32] = &[2, 4, 8, 16];

/// A builtin name taken apart.
#[derive(Clone, Copy, Debug)]
pub struct IntelSubgroupName {
    pub row: &'static IntelSubgroupFn,
    /// The element width the suffix names (`None`: no suffix, 32 bits).
    pub width: Option<u32>,
    /// The vector size (`None`: scalar).
    pub size: Option<u32>,
}

/// Recognizes `intel_sub_group_block_read_us8`, `intel_sub_group_shuffle_xor` and the like.
pub fn parse(name: &str) -> Option<IntelSubgroupName> {
    INTEL_SUBGROUP_FNS.iter().find_map(|row| {
        let rest = name.strip_prefix(row.ocl)?;
        if row.kind == Kind::Shuffle {
            return rest.is_empty().then_some(IntelSubgroupName {
                row,
                width: None,
                size: None,
            });
        }
        let (width, rest) = match SUFFIXES.iter().find(|(s, _)| rest.starts_with(s)) {
            Some(&(s, w)) => (Some(w), &rest[s.len()..]),
            None => (None, rest),
        };
        // Media functions always name their element type.
        if matches!(row.kind, Kind::Media { .. }) && (width.is_none() || width == Some(64)) {
            return None;
        }
        let size = if rest.is_empty() {
            None
        } else {
            Some(
                rest.parse::<u32>()
                    .ok()
                    .filter(|n| VECTOR_SIZES.contains(n) && !rest.starts_with('0'))?,
            )
        };
        Some(IntelSubgroupName { row, width, size })
    })
}

/// The row of an instruction, and whether it is the image form.
pub fn by_opcode(opcode: u16) -> Option<(&'static IntelSubgroupFn, bool)> {
    static INDEX: super::opcode_index::OpcodeIndex = super::opcode_index::OpcodeIndex::new();
    let row = INDEX
        .rows(INTEL_SUBGROUP_FNS, |r| [Some(r.op), r.image_op], opcode)
        .next()?;
    Some((row, row.op != opcode))
}

impl IntelSubgroupFn {
    /// The OpenCL C name for data of `width`-bit elements in vectors of `size` (`None`:
    /// scalar), as llvm-spirv names it: block functions of 32 bits have no suffix.
    pub fn name(&self, width: u32, size: Option<u32>) -> Option<String> {
        if self.kind == Kind::Shuffle {
            return Some(self.ocl.to_string());
        }
        let suffix = match (self.kind, width) {
            (Kind::Block { .. }, 32) => "",
            (Kind::Media { .. }, 64) => return None,
            _ => SUFFIXES.iter().find(|&&(_, w)| w == width)?.0,
        };
        // (A scalar: no size suffix.)
        let n = size.map(|s| s.to_string()).unwrap_or_default();
        Some(format!("{}{suffix}{n}", self.ocl))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_both_ways() {
        let p = parse("intel_sub_group_block_read_us8").unwrap();
        assert_eq!(
            (p.row.op, p.width, p.size),
            (op::SubgroupBlockReadINTEL, Some(16), Some(8))
        );
        let p = parse("intel_sub_group_block_write4").unwrap();
        assert_eq!(
            (p.row.op, p.width, p.size),
            (op::SubgroupBlockWriteINTEL, None, Some(4))
        );
        let p = parse("intel_sub_group_media_block_read_uc16").unwrap();
        assert_eq!(p.row.op, op::SubgroupImageMediaBlockReadINTEL);
        assert_eq!(
            parse("intel_sub_group_shuffle_up").unwrap().row.op,
            op::SubgroupShuffleUpINTEL
        );
        assert!(parse("intel_sub_group_block_read3").is_none());
        assert!(parse("intel_sub_group_media_block_read2").is_none());
        assert!(parse("intel_sub_group_shuffle_left").is_none());
        let (r, image) = by_opcode(op::SubgroupImageBlockWriteINTEL).unwrap();
        assert!(image);
        assert_eq!(
            r.name(32, Some(2)).as_deref(),
            Some("intel_sub_group_block_write2")
        );
        assert_eq!(
            r.name(8, None).as_deref(),
            Some("intel_sub_group_block_write_uc")
        );
        let (m, _) = by_opcode(op::SubgroupImageMediaBlockReadINTEL).unwrap();
        assert_eq!(
            m.name(32, Some(8)).as_deref(),
            Some("intel_sub_group_media_block_read_ui8")
        );
        for r in INTEL_SUBGROUP_FNS {
            assert!(
                crate::spirv::grammar::instruction(r.op).is_some(),
                "{}",
                r.ocl
            );
        }
    }
}
