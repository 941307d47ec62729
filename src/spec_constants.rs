//! Specialization constant values given to a reverse translation (`--spec-const`), parsed with
//! the incumbent's messages and checked against the module's `SpecId`s and sizes.

use crate::error::{Error, Result};
use std::collections::HashMap;

/// One specialization constant value: `SpecId`, size and bits, as `--spec-const` gives it
/// (`"id:type:value"`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpecConstant {
    /// The `SpecId` decoration value it sets.
    pub id: u32,
    /// The size of its type in bytes (1 for `i1`).
    pub bytes: u32,
    /// The value's bits (zero-extended; IEEE bits for floating point).
    pub bits: u64,
    /// Its type as written (`i32`, `f16`, ...), for messages.
    pub type_name: String,
    /// The whole entry as written (`"1:i32:7"`), for messages.
    pub text: String,
}

impl SpecConstant {
    /// A value of `type_name` (`i1`, `i8`, `i16`, `i32`, `i64`, `f16`, `f32` or `f64`) given
    /// as text, e.g. `SpecConstant::new(1, "f32", "0.5")`.
    pub fn new(id: u32, type_name: &str, value: &str) -> Result<Self> {
        parse_entry(&format!("{id}:{type_name}:{value}"))
    }

    /// Parses a `--spec-const` list: entries `id:type:value` separated by spaces.
    ///
    /// ```
    /// let list = llvm_spirv_rs::options::SpecConstant::parse_list("1:i32:7 2:f16:0.5")?;
    /// assert_eq!((list[0].id, list[0].bytes, list[0].bits), (1, 4, 7));
    /// assert_eq!((list[1].id, list[1].bytes, list[1].bits), (2, 2, 0x3800));
    /// # Ok::<(), llvm_spirv_rs::Error>(())
    /// ```
    pub fn parse_list(list: &str) -> Result<Vec<SpecConstant>> {
        list.split_whitespace().map(parse_entry).collect()
    }
}

/// The values of `given` by SpecId, after checking each against the module's scalar
/// specialization constants (`known`: SpecId and size in bytes), with the incumbent's messages.
pub fn check(given: &[SpecConstant], known: &[(u32, u32)]) -> Result<HashMap<u32, u64>> {
    let sizes: HashMap<u32, u32> = known.iter().copied().collect();
    let mut out = HashMap::new();
    for v in given {
        let Some(&bytes) = sizes.get(&v.id) else {
            return Err(Error::Usage(format!(
                "CL_INVALID_SPEC_ID. \"{}\": There is no specialization constant with id = {} in the SPIR-V module.",
                v.text, v.id
            )));
        };
        if bytes != v.bytes {
            return Err(Error::Usage(format!(
                "CL_INVALID_VALUE. In \"{}\": Size of type {} ({} bytes) does not match the size of the specialization constant in the module ({} bytes)",
                v.text, v.type_name, v.bytes, bytes
            )));
        }
        out.insert(v.id, v.bits);
    }
    Ok(out)
}

fn parse_entry(item: &str) -> Result<SpecConstant> {
    let parts: Vec<&str> = item.split(':').collect();
    let [id, ty, value] = parts[..] else {
        return Err(Error::Usage(format!(
            "Invalid format of -spec-const option: \"{item}\". Expected format: -spec-const \"<id1:type1:value1 id2:type2:value2 ...>\""
        )));
    };
    let Ok(id_num) = id.parse::<u32>() else {
        return Err(Error::Usage(format!(
            "Invalid id for '-spec-const' option! In \"{item}\": \"{id}\" must be a 32-bit unsigned integer"
        )));
    };
    let bad_type = || {
        Error::Usage(format!(
            "Invalid type for '-spec-const' option! In \"{item}\": \"{ty}\" - is not allowed type. Allowed types are: i1, i8, i16, i32, i64, f16, f32, f64"
        ))
    };
    let (kind, bits) = match ty.split_at(ty.len().min(1)) {
        ("i", w) => ('i', w.parse::<u32>().map_err(|_| bad_type())?),
        ("f", w) => ('f', w.parse::<u32>().map_err(|_| bad_type())?),
        _ => return Err(bad_type()),
    };
    let allowed = match kind {
        'i' => matches!(bits, 1 | 8 | 16 | 32 | 64),
        _ => matches!(bits, 16 | 32 | 64),
    };
    if !allowed {
        return Err(bad_type());
    }
    let bad_value = |what: &str| {
        Error::Usage(format!(
            "Invalid value for '-spec-const' option! In \"{item}\": can't convert \"{value}\" to {bits}-bit {what} number"
        ))
    };
    let v = if kind == 'i' {
        let x: i128 = value.parse().map_err(|_| bad_value("integer"))?;
        let (lo, hi) = if bits == 1 {
            (0, 1)
        } else {
            (-(1i128 << (bits - 1)), (1i128 << bits) - 1)
        };
        if x < lo || x > hi {
            return Err(bad_value("integer"));
        }
        (x as u64) & (u64::MAX >> (64 - bits))
    } else {
        let x: f64 = value.parse().map_err(|_| bad_value("floating point"))?;
        match bits {
            64 => x.to_bits(),
            32 => {
                let f = x as f32;
                if f.is_infinite() && !x.is_infinite() {
                    return Err(bad_value("floating point"));
                }
                u64::from(f.to_bits())
            }
            _ => {
                let h = f64_to_f16_bits(x);
                if h & 0x7fff == 0x7c00 && !x.is_infinite() {
                    return Err(bad_value("floating point"));
                }
                u64::from(h)
            }
        }
    };
    Ok(SpecConstant {
        id: id_num,
        bytes: bits.div_ceil(8),
        bits: v,
        type_name: ty.to_string(),
        text: item.to_string(),
    })
}

/// An IEEE half from an f64, rounding to nearest even.
fn f64_to_f16_bits(x: f64) -> u16 {
    let f = x as f32;
    let b = f.to_bits();
    let sign = ((b >> 16) & 0x8000) as u16;
    let exp = ((b >> 23) & 0xff) as i32;
    let mant = b & 0x7f_ffff;
    if exp == 0xff {
        return sign | 0x7c00 | if mant != 0 { 0x200 } else { 0 };
    }
    let e = exp - 127 + 15;
    if e >= 0x1f {
        return sign | 0x7c00;
    }
    if e <= 0 {
        if e < -10 {
            return sign;
        }
        let m = mant | 0x80_0000;
        let shift = (14 - e) as u32;
        let half = 1u32 << (shift - 1);
        let rest = m & ((1 << shift) - 1);
        let mut r = m >> shift;
        if rest > half || (rest == half && r & 1 == 1) {
            r += 1;
        }
        return sign | r as u16;
    }
    let mut r = ((e as u32) << 10) | (mant >> 13);
    let rest = mant & 0x1fff;
    if rest > 0x1000 || (rest == 0x1000 && r & 1 == 1) {
        r += 1;
    }
    sign | r as u16
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn halves_round_to_nearest_even() {
        assert_eq!(f64_to_f16_bits(1.0), 0x3c00);
        assert_eq!(f64_to_f16_bits(65504.0), 0x7bff);
        assert_eq!(f64_to_f16_bits(1e6), 0x7c00);
        assert_eq!(f64_to_f16_bits(-0.0), 0x8000);
        // 2^-24, the smallest subnormal.
        assert_eq!(f64_to_f16_bits(5.960464477539063e-8), 0x0001);
    }

    #[test]
    fn check_names_unknown_ids_and_wrong_sizes() {
        let given = SpecConstant::parse_list("3:i16:1").unwrap();
        let e = check(&given, &[(1, 4)]).unwrap_err().to_string();
        assert!(e.starts_with("CL_INVALID_SPEC_ID"), "{e}");
        let e = check(&given, &[(3, 4)]).unwrap_err().to_string();
        assert!(e.contains("Size of type i16 (2 bytes)"), "{e}");
        assert_eq!(check(&given, &[(3, 2)]).unwrap()[&3], 1);
    }
}
