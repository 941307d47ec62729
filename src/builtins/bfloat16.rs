//! The OpenCL C builtins of `cl_intel_bfloat16_conversions` ↔ the instructions of
//! `SPV_INTEL_bfloat16_conversion`:
//!
//! * `ushort intel_convert_bfloat16_as_ushort(float)` and `ushortN
//!   intel_convert_bfloat16N_as_ushortN(floatN)` ↔ `OpConvertFToBF16INTEL`;
//! * `float intel_convert_as_bfloat16_float(ushort)` and `floatN
//!   intel_convert_as_bfloat16N_floatN(ushortN)` ↔ `OpConvertBF16ToFINTEL`,
//!
//! for N in 2, 3, 4, 8, 16. A bfloat16 value travels as the 16 bits of a `ushort`.

use crate::spirv::tables::op;

/// The element types of the two sides of a conversion.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Elem {
    /// `ushort` (an LLVM `i16`): the bits of a bfloat16.
    Bits16,
    /// `float`.
    Float32,
}

impl Elem {
    /// The LLVM spelling, for messages.
    pub fn llvm_name(self) -> &'static str {
        match self {
            Elem::Bits16 => "i16",
            Elem::Float32 => "float",
        }
    }
}

/// One direction of conversion: its instruction and the pieces of its OpenCL C names.
#[derive(Clone, Copy, Debug)]
pub struct Bf16Conversion {
    pub op: u16,
    /// The name is `{head}{N}{tail}{N}` (N empty for scalars).
    pub head: &'static str,
    pub tail: &'static str,
    pub result: Elem,
    pub input: Elem,
    /// How messages name the operation: `{title_head}{N}{title_tail}{N}`.
    title_head: &'static str,
    title_tail: &'static str,
}

pub const CONVERSIONS: &[Bf16Conversion] = &[
    Bf16Conversion {
        op: op::ConvertFToBF16INTEL,
        head: "intel_convert_bfloat16",
        tail: "_as_ushort",
        result: Elem::Bits16,
        input: Elem::Float32,
        title_head: "ConvertBFloat16",
        title_tail: "AsUShort",
    },
    Bf16Conversion {
        op: op::ConvertBF16ToFINTEL,
        head: "intel_convert_as_bfloat16",
        tail: "_float",
        result: Elem::Float32,
        input: Elem::Bits16,
        title_head: "ConvertAsBFloat16",
        title_tail: "Float",
    },
];

/// The vector sizes the builtins come in.
pub const VECTOR_SIZES: &[u32] = &[2, 3, 4, 8, 16];

/// A builtin name taken apart: its row and its vector size (`None` for the scalar one).
#[derive(Clone, Copy, Debug)]
pub struct Bf16Name {
    pub conv: &'static Bf16Conversion,
    pub size: Option<u32>,
}

/// Recognizes `intel_convert_bfloat162_as_ushort2` and the like.
pub fn parse(name: &str) -> Option<Bf16Name> {
    CONVERSIONS.iter().find_map(|conv| {
        let rest = name.strip_prefix(conv.head)?;
        let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        let (n, rest) = rest.split_at(digits);
        let second = rest.strip_prefix(conv.tail)?;
        if second != n {
            return None;
        }
        let size = if n.is_empty() {
            None
        } else {
            Some(n.parse::<u32>().ok().filter(|s| VECTOR_SIZES.contains(s))?)
        };
        Some(Bf16Name { conv, size })
    })
}

/// The row of an instruction.
pub fn by_opcode(opcode: u16) -> Option<&'static Bf16Conversion> {
    static INDEX: super::opcode_index::OpcodeIndex = super::opcode_index::OpcodeIndex::new();
    INDEX.rows(CONVERSIONS, |c| [Some(c.op)], opcode).next()
}

impl Bf16Conversion {
    /// The builtin's name for vector size `size` (`None`: scalar).
    pub fn name(&self, size: Option<u32>) -> String {
        // (A scalar: no size suffix.)
        let n = size.map(|s| s.to_string()).unwrap_or_default();
        format!("{}{n}{}{n}", self.head, self.tail)
    }

    /// The message for a call whose types are not the builtin's, in llvm-spirv's words:
    /// `kind_only` when the element types or the vector-ness are wrong (it then names the
    /// family), otherwise the vector sizes are.
    pub fn signature_message(&self, size: Option<u32>, kind_only: bool) -> String {
        let (r, i) = (self.result.llvm_name(), self.input.llvm_name());
        match size {
            None => format!(
                "Op{}{} must be of {r} and take {i}",
                self.title_head, self.title_tail
            ),
            Some(_) if kind_only => format!(
                "Op{}N{}N must be of <N x {r}> and take <N x {i}>",
                self.title_head, self.title_tail
            ),
            Some(n) => format!(
                "{}{n}{}{n} must be of <{n} x {r}> and take <{n} x {i}>",
                self.title_head, self.title_tail
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_both_ways() {
        let p = parse("intel_convert_bfloat168_as_ushort8").unwrap();
        assert_eq!(p.conv.op, op::ConvertFToBF16INTEL);
        assert_eq!(p.size, Some(8));
        let p = parse("intel_convert_as_bfloat16_float").unwrap();
        assert_eq!(p.conv.op, op::ConvertBF16ToFINTEL);
        assert_eq!(p.size, None);
        assert!(parse("intel_convert_bfloat162_as_ushort4").is_none());
        assert!(parse("intel_convert_bfloat165_as_ushort5").is_none());
        assert!(parse("intel_convert_as_bfloat16_float_x").is_none());
        for c in CONVERSIONS {
            for size in [None, Some(16)] {
                let back = parse(&c.name(size)).unwrap();
                assert_eq!((back.conv.op, back.size), (c.op, size));
            }
        }
        assert_eq!(
            by_opcode(op::ConvertBF16ToFINTEL).unwrap().name(Some(3)),
            "intel_convert_as_bfloat163_float3"
        );
    }

    #[test]
    fn messages() {
        let c = by_opcode(op::ConvertFToBF16INTEL).unwrap();
        assert_eq!(
            c.signature_message(Some(4), false),
            "ConvertBFloat164AsUShort4 must be of <4 x i16> and take <4 x float>"
        );
        assert_eq!(
            c.signature_message(None, true),
            "OpConvertBFloat16AsUShort must be of i16 and take float"
        );
    }
}
