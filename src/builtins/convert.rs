//! Conversions: OpenCL C `convert_<type>[_sat][_rte|_rtz|_rtp|_rtn](x)` (6.4.3 "Explicit
//! Conversions") ↔ `OpConvert*`, `OpSConvert`, `OpUConvert`, `OpFConvert`, `OpSatConvert*`
//! with the `SaturatedConversion` and `FPRoundingMode` decorations; and the SPV-IR
//! `__spirv_<Op>_R<type>[_sat][_rt*]` names of the same instructions.

use super::ocl_std::ROUNDING_SUFFIXES;
use super::types::BuiltinType;
use crate::spirv::tables::op;

/// The kind of a conversion's source or destination.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NumKind {
    Signed,
    Unsigned,
    Float,
}

impl NumKind {
    pub fn of(t: &BuiltinType) -> Option<NumKind> {
        if t.is_float() {
            Some(NumKind::Float)
        } else if t.is_unsigned_integer() {
            Some(NumKind::Unsigned)
        } else if t.is_signed_integer() {
            Some(NumKind::Signed)
        } else {
            None
        }
    }
}

use NumKind::*;

/// (source, destination, saturated) → instruction. A saturated conversion that has no
/// instruction of its own is the plain one decorated `SaturatedConversion`.
pub const CONVERSIONS: &[(NumKind, NumKind, bool, u16)] = &[
    (Float, Float, false, op::FConvert),
    (Float, Signed, false, op::ConvertFToS),
    (Float, Unsigned, false, op::ConvertFToU),
    (Signed, Float, false, op::ConvertSToF),
    (Unsigned, Float, false, op::ConvertUToF),
    // Without saturation an integer conversion extends by the source's sign.
    (Signed, Signed, false, op::SConvert),
    (Signed, Unsigned, false, op::SConvert),
    (Unsigned, Unsigned, false, op::UConvert),
    (Unsigned, Signed, false, op::UConvert),
    (Signed, Unsigned, true, op::SatConvertSToU),
    (Unsigned, Signed, true, op::SatConvertUToS),
];

/// Instruction → (source kind, destination kind) for reverse translation (the sign of the
/// mangled parameter and of the `convert_` type come from here).
pub const REVERSE_KINDS: &[(u16, NumKind, NumKind)] = &[
    (op::FConvert, Float, Float),
    (op::ConvertFToS, Float, Signed),
    (op::ConvertFToU, Float, Unsigned),
    (op::ConvertSToF, Signed, Float),
    (op::ConvertUToF, Unsigned, Float),
    (op::SConvert, Signed, Signed),
    (op::UConvert, Unsigned, Unsigned),
    (op::SatConvertSToU, Signed, Unsigned),
    (op::SatConvertUToS, Unsigned, Signed),
];

/// A parsed `convert_` name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Conversion {
    /// The destination type (`int4`).
    pub dest: BuiltinType,
    pub saturated: bool,
    /// The `FPRoundingMode`.
    pub rounding: Option<u32>,
}

/// Parses `convert_int4_sat_rte` and the like.
pub fn parse(name: &str) -> Option<Conversion> {
    let rest = name.strip_prefix("convert_")?;
    let (rest, rounding) = match ROUNDING_SUFFIXES.iter().find(|(s, _)| rest.ends_with(s)) {
        Some(&(s, m)) => (&rest[..rest.len() - s.len()], Some(m)),
        None => (rest, None),
    };
    let (ty, saturated) = match rest.strip_suffix("_sat") {
        Some(t) => (t, true),
        None => (rest, false),
    };
    let dest = BuiltinType::from_scalar_name(ty)?;
    if dest == BuiltinType::Bool {
        return None;
    }
    Some(Conversion {
        dest,
        saturated,
        rounding,
    })
}

/// The instruction converting `from` to `to`, and whether it needs the `SaturatedConversion`
/// decoration.
pub fn opcode(from: NumKind, to: NumKind, saturated: bool) -> Option<(u16, bool)> {
    if let Some(&(.., o)) = CONVERSIONS
        .iter()
        .find(|(f, t, s, _)| *f == from && *t == to && *s == saturated)
    {
        return Some((o, false));
    }
    // Saturation of a float destination means nothing; of same-kind integers and of float to
    // integer it is the decoration.
    let (o, _) = opcode(from, to, false)?;
    Some((o, saturated && to != Float))
}

/// The OpenCL C name: `convert_<type>[_sat][_rt*]`.
pub fn name(dest: &BuiltinType, saturated: bool, rounding: Option<u32>) -> Option<String> {
    let mut s = format!("convert_{}", dest.scalar_name()?);
    if saturated {
        s.push_str("_sat");
    }
    if let Some(r) = rounding.and_then(|m| ROUNDING_SUFFIXES.iter().find(|(_, v)| *v == m)) {
        s.push_str(r.0);
    }
    Some(s)
}

/// A type of kind `kind` with the shape and width of `like` (`Signed` of `float4` is `int4`).
pub fn with_kind(like: &BuiltinType, kind: NumKind) -> BuiltinType {
    use BuiltinType as T;
    if let T::Vector { len, elem } = like {
        return BuiltinType::vector(with_kind(elem, kind), *len);
    }
    let bits = match like {
        T::Bool => 1,
        T::Char | T::SChar | T::UChar => 8,
        T::Short | T::UShort | T::Half | T::Float16 | T::BFloat16 => 16,
        T::Int | T::UInt | T::Float => 32,
        _ => 64,
    };
    match (kind, bits) {
        (NumKind::Float, 16) => T::Half,
        (NumKind::Float, 32) => T::Float,
        (NumKind::Float, _) => T::Double,
        (NumKind::Signed, 8) => T::Char,
        (NumKind::Signed, 16) => T::Short,
        (NumKind::Signed, 32) => T::Int,
        (NumKind::Signed, _) => T::Long,
        (NumKind::Unsigned, 8) => T::UChar,
        (NumKind::Unsigned, 16) => T::UShort,
        (NumKind::Unsigned, 32) => T::UInt,
        (NumKind::Unsigned, _) => T::ULong,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        let c = parse("convert_int4_sat_rte").unwrap();
        assert_eq!(c.dest, BuiltinType::vector(BuiltinType::Int, 4));
        assert!(c.saturated);
        assert_eq!(c.rounding, Some(0));
        assert_eq!(
            name(&c.dest, true, Some(0)).as_deref(),
            Some("convert_int4_sat_rte")
        );
        assert!(parse("convert_foo").is_none());
        assert_eq!(
            opcode(Signed, Unsigned, true),
            Some((op::SatConvertSToU, false))
        );
        assert_eq!(opcode(Float, Signed, true), Some((op::ConvertFToS, true)));
        assert_eq!(opcode(Signed, Signed, true), Some((op::SConvert, true)));
        assert_eq!(opcode(Signed, Float, true), Some((op::ConvertSToF, false)));
        assert_eq!(
            with_kind(&BuiltinType::vector(BuiltinType::Float, 4), Signed),
            BuiltinType::vector(BuiltinType::Int, 4)
        );
    }
}
