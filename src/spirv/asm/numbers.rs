//! Numeric literals of the SPIRV-Tools assembly: written as `spirv-dis` writes them and read as
//! `spirv-as` reads them.
//!
//! Integers are decimal (signed types as signed); zero and normal floats are decimal with
//! enough digits to keep every bit (9 for 32 bits, 17 for 64, as C++ streams print them);
//! infinities, NaNs, subnormals and every 16-bit float are hexadecimal (`0x1.8p+128`).

use std::fmt::Write as _;

/// What the literal of a typed number (OpConstant, OpSpecConstant, OpSwitch) is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NumKind {
    Int { width: u32, signed: bool },
    Float { width: u32 },
}

/// The layout of an IEEE binary format.
#[derive(Clone, Copy)]
struct FloatFormat {
    exp_bits: u32,
    frac_bits: u32,
}

fn format_of(width: u32) -> Option<FloatFormat> {
    match width {
        16 => Some(FloatFormat {
            exp_bits: 5,
            frac_bits: 10,
        }),
        32 => Some(FloatFormat {
            exp_bits: 8,
            frac_bits: 23,
        }),
        64 => Some(FloatFormat {
            exp_bits: 11,
            frac_bits: 52,
        }),
        _ => None,
    }
}

/// Writes the literal `words` (low word first) of a number of `kind` as `spirv-dis` does.
/// Returns false when it cannot (a width above 64 bits or an unknown float width).
pub fn write_number(out: &mut String, kind: NumKind, words: &[u32]) -> bool {
    let bits = match words {
        [w] => u64::from(*w),
        [lo, hi] => u64::from(*lo) | (u64::from(*hi) << 32),
        _ => return false,
    };
    match kind {
        NumKind::Int { signed, .. } => {
            if words.len() == 1 {
                if signed {
                    let _ = write!(out, "{}", bits as u32 as i32);
                } else {
                    let _ = write!(out, "{bits}");
                }
            } else if signed {
                let _ = write!(out, "{}", bits as i64);
            } else {
                let _ = write!(out, "{bits}");
            }
            true
        }
        NumKind::Float { width } => {
            // The words decide the width, as in spirv-dis: one word is 32 bits unless the
            // type says 16, two words are 64 bits.
            let width = match (words.len(), width) {
                (1, 16) => 16,
                (1, _) => 32,
                _ => 64,
            };
            write_float(out, width, bits);
            true
        }
    }
}

fn write_float(out: &mut String, width: u32, bits: u64) {
    let Some(f) = format_of(width) else { return };
    let bits = if width == 16 { bits & 0xffff } else { bits };
    let exp = (bits >> f.frac_bits) & ((1 << f.exp_bits) - 1);
    let frac = bits & ((1u64 << f.frac_bits) - 1);
    let zero_or_normal = (exp == 0 && frac == 0) || (exp != 0 && exp != (1 << f.exp_bits) - 1);
    match width {
        32 if zero_or_normal => write_g(out, f64::from(f32::from_bits(bits as u32)), 9),
        64 if zero_or_normal => write_g(out, f64::from_bits(bits), 17),
        _ => write_hex_float(out, f, bits),
    }
}

/// C's `%.{precision}g` (the default float format of C++ streams).
pub fn write_g(out: &mut String, x: f64, precision: usize) {
    if x == 0.0 {
        out.push_str(if x.is_sign_negative() { "-0" } else { "0" });
        return;
    }
    let p = precision.max(1);
    let sci = format!("{:.*e}", p - 1, x);
    let (mantissa, exp) = sci.split_once('e').unwrap_or((&sci, "0"));
    // (Rust's `{:e}` writes an integer exponent: it parses.)
    let exp: i32 = exp.parse().unwrap_or(0);
    if exp < -4 || exp >= p as i32 {
        out.push_str(trim_fraction(mantissa));
        let _ = write!(
            out,
            "e{}{:02}",
            if exp < 0 { '-' } else { '+' },
            exp.unsigned_abs()
        );
    } else {
        let fixed = format!("{:.*}", (p as i32 - 1 - exp) as usize, x);
        out.push_str(trim_fraction(&fixed));
    }
}

fn trim_fraction(s: &str) -> &str {
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.')
    } else {
        s
    }
}

/// `0x1.8p+128`: the leading digit 1 (0 for zero), the fraction without trailing zeros, and
/// the unbiased exponent; subnormals are normalized.
fn write_hex_float(out: &mut String, f: FloatFormat, bits: u64) {
    let total = 1 + f.exp_bits + f.frac_bits;
    let negative = (bits >> (total - 1)) & 1 == 1;
    let exp = ((bits >> f.frac_bits) & ((1 << f.exp_bits) - 1)) as i64;
    let nibbles = f.frac_bits.div_ceil(4);
    let overflow = nibbles * 4 - f.frac_bits;
    let top = 1u64 << (nibbles * 4 - 1);
    let mask = (1u64 << (nibbles * 4)) - 1;
    let mut frac = (bits & ((1u64 << f.frac_bits) - 1)) << overflow;
    let bias = (1i64 << (f.exp_bits - 1)) - 1;
    let is_zero = exp == 0 && frac == 0;
    let mut e = if is_zero { 0 } else { exp - bias };
    if exp == 0 && !is_zero {
        while frac & top == 0 {
            frac <<= 1;
            e -= 1;
        }
        frac = (frac << 1) & mask;
    }
    let mut n = nibbles;
    while n > 0 && frac & 0xf == 0 {
        frac >>= 4;
        n -= 1;
    }
    if negative {
        out.push('-');
    }
    out.push_str(if is_zero { "0x0" } else { "0x1" });
    if n > 0 {
        let _ = write!(out, ".{:0width$x}", frac, width = n as usize);
    }
    let _ = write!(out, "p{}{}", if e >= 0 { "+" } else { "" }, e);
}

/// Reads an unsigned or negative 32-bit integer (decimal, `0x` hex or, as `strtoul` takes
/// them, `0`-prefixed octal); a negative value is its two's complement.
pub fn parse_word(t: &str) -> Option<u32> {
    let (neg, digits) = match t.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, t.strip_prefix('+').unwrap_or(t)),
    };
    let v = parse_unsigned(digits)?;
    if neg {
        (v <= 1 << 31).then(|| (v as u32).wrapping_neg())
    } else {
        u32::try_from(v).ok()
    }
}

fn parse_unsigned(t: &str) -> Option<u64> {
    if let Some(h) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        if h.is_empty() || !h.bytes().all(|b| b.is_ascii_hexdigit()) {
            return None;
        }
        return u64::from_str_radix(h, 16).ok();
    }
    if !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()) {
        return t.parse().ok();
    }
    None
}

/// Reads the literal of a typed number into `width.div_ceil(32)` words (low word first), as
/// `spirv-as` does: integers in decimal or hex (hex sign-extended for signed types), range
/// checked; floats in decimal or hex-float form.
pub fn parse_number(t: &str, kind: NumKind, out: &mut Vec<u32>) -> Result<(), String> {
    let bits = match kind {
        NumKind::Int { width, signed } => parse_int(t, width, signed)?,
        NumKind::Float { width } => parse_float(t, width)?,
    };
    let width = match kind {
        NumKind::Int { width, .. } | NumKind::Float { width } => width,
    };
    out.push(bits as u32);
    if width > 32 {
        out.push((bits >> 32) as u32);
    }
    Ok(())
}

fn parse_int(t: &str, width: u32, signed: bool) -> Result<u64, String> {
    let bad = || format!("`{t}` is not a {width}-bit {} integer", sign_word(signed));
    if width == 0 || width > 64 {
        return Err(format!("cannot write a literal of a {width}-bit integer"));
    }
    let (neg, digits) = match t.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, t),
    };
    let is_hex = digits.starts_with("0x") || digits.starts_with("0X");
    let magnitude = parse_unsigned(digits).ok_or_else(bad)?;
    let mask = if width == 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    };
    let value: i128 = if is_hex && !neg {
        if magnitude & !mask != 0 {
            return Err(bad());
        }
        // Hex gives the bits; for a signed type they are sign-extended.
        let v = i128::from(magnitude);
        if signed && (magnitude >> (width - 1)) & 1 == 1 {
            v - (1i128 << width)
        } else {
            v
        }
    } else if neg {
        -i128::from(magnitude)
    } else {
        i128::from(magnitude)
    };
    let (lo, hi) = if signed {
        (-(1i128 << (width - 1)), (1i128 << (width - 1)) - 1)
    } else {
        (0, (1i128 << width) - 1)
    };
    if value < lo || value > hi {
        return Err(format!(
            "{t} does not fit a {width}-bit {} integer",
            sign_word(signed)
        ));
    }
    // Narrow signed values are sign-extended to the whole word, narrow unsigned ones are not.
    let bits = value as i64 as u64;
    Ok(if width < 32 && !signed {
        bits & mask
    } else if width <= 32 {
        bits & 0xffff_ffff
    } else {
        bits
    })
}

fn sign_word(signed: bool) -> &'static str {
    if signed { "signed" } else { "unsigned" }
}

fn parse_float(t: &str, width: u32) -> Result<u64, String> {
    let f = format_of(width).ok_or_else(|| format!("cannot write a {width}-bit float literal"))?;
    let bad = || format!("`{t}` is not a {width}-bit float");
    let body = t.strip_prefix('-').unwrap_or(t);
    if body.starts_with("0x") || body.starts_with("0X") {
        return hex_float_bits(t, f).ok_or_else(bad);
    }
    if !body.starts_with(|c: char| c.is_ascii_digit() || c == '.') {
        return Err(bad());
    }
    match width {
        64 => t.parse::<f64>().map(f64::to_bits).map_err(|_| bad()),
        32 => {
            let v: f32 = t.parse().map_err(|_| bad())?;
            if v.is_infinite() {
                return Err(format!("{t} overflows a 32-bit float"));
            }
            Ok(u64::from(v.to_bits()))
        }
        _ => {
            let v: f64 = t.parse().map_err(|_| bad())?;
            let h = f64_to_half(v);
            if h & 0x7c00 == 0x7c00 {
                return Err(format!("{t} overflows a 16-bit float"));
            }
            Ok(u64::from(h))
        }
    }
}

/// Rounds an f64 to the nearest IEEE half (ties to even).
fn f64_to_half(x: f64) -> u16 {
    let b = x.to_bits();
    let sign = ((b >> 48) & 0x8000) as u16;
    let exp = ((b >> 52) & 0x7ff) as i64;
    let mant = b & ((1 << 52) - 1);
    if exp == 0x7ff {
        return sign | 0x7c00 | if mant != 0 { 0x200 } else { 0 };
    }
    let e = exp - 1023 + 15;
    if e >= 0x1f {
        return sign | 0x7c00;
    }
    let (m, shift) = if e <= 0 {
        if e < -11 {
            return sign;
        }
        (mant | (1 << 52), (42 + 1 - e) as u32)
    } else {
        (mant, 42)
    };
    let half = 1u64 << (shift - 1);
    let rest = m & ((1u64 << shift) - 1);
    let mut r = m >> shift;
    if rest > half || (rest == half && r & 1 == 1) {
        r += 1;
    }
    if e <= 0 {
        sign | r as u16
    } else {
        sign | (((e as u64) << 10) + r) as u16
    }
}

/// A C hex-float literal (`-0x1.8p+128`) as the bits of format `f`; the largest exponent
/// plus one spells infinities and NaNs (their fraction bits kept).
fn hex_float_bits(t: &str, f: FloatFormat) -> Option<u64> {
    let (neg, rest) = match t.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, t),
    };
    let rest = rest
        .strip_prefix("0x")
        .or_else(|| rest.strip_prefix("0X"))?;
    let (mantissa, exp) = match rest.find(['p', 'P']) {
        Some(i) => (&rest[..i], rest[i + 1..].parse::<i64>().ok()?),
        None => (rest, 0),
    };
    let (int_part, frac_part) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    if int_part.is_empty() && frac_part.is_empty() {
        return None;
    }
    let mut m: u128 = 0;
    let mut scale = exp;
    let mut sticky = false;
    for (i, c) in int_part.chars().chain(frac_part.chars()).enumerate() {
        let d = c.to_digit(16)? as u128;
        if m >> 120 != 0 {
            // More digits than we can hold: later ones only decide rounding.
            sticky |= d != 0;
            if i < int_part.len() {
                scale += 4;
            }
            continue;
        }
        m = (m << 4) | d;
        if i >= int_part.len() {
            scale -= 4;
        }
    }
    let sign = if neg {
        1u64 << (f.exp_bits + f.frac_bits)
    } else {
        0
    };
    if m == 0 {
        return Some(sign);
    }
    let msb = 127 - m.leading_zeros() as i64;
    let e = msb + scale;
    let bias = (1i64 << (f.exp_bits - 1)) - 1;
    let all_ones = (1u64 << f.exp_bits) - 1;
    let frac_mask = (1u128 << f.frac_bits) - 1;
    if e == bias + 1 {
        // Infinity or NaN: the fraction bits as written.
        let frac = align(m, msb, f.frac_bits as i64, false) & frac_mask;
        return Some(sign | (all_ones << f.frac_bits) | frac as u64);
    }
    if e > bias {
        return None;
    }
    let (field, frac) = if e >= 1 - bias {
        let r = align(m, msb, f.frac_bits as i64, sticky);
        if r >> (f.frac_bits + 1) != 0 {
            ((e + bias + 1) as u64, 0)
        } else {
            ((e + bias) as u64, (r & frac_mask) as u64)
        }
    } else {
        // Subnormal: the value is frac * 2^(1 - bias - frac_bits).
        let shift = scale - (1 - bias - f.frac_bits as i64);
        let r = shift_round(m, shift, sticky);
        if r >> f.frac_bits != 0 {
            (1, (r & frac_mask) as u64)
        } else {
            (0, r as u64)
        }
    };
    if field >= all_ones {
        return None;
    }
    Some(sign | (field << f.frac_bits) | frac)
}

/// `m` (top bit at `msb`) shifted so that its top bit lands at bit `frac_bits`, rounded to
/// nearest even when bits are dropped (`sticky`: digits beyond `m` were not zero).
fn align(m: u128, msb: i64, frac_bits: i64, sticky: bool) -> u128 {
    shift_round(m, frac_bits - msb, sticky)
}

/// `m * 2^shift`, rounded to nearest even when `shift` is negative.
fn shift_round(m: u128, shift: i64, sticky: bool) -> u128 {
    if shift >= 0 {
        return if shift >= 128 { 0 } else { m << shift };
    }
    let s = (-shift) as u32;
    if s >= 128 {
        return 0;
    }
    let kept = m >> s;
    let rest = m & ((1u128 << s) - 1);
    let half = 1u128 << (s - 1);
    if rest > half || (rest == half && (sticky || kept & 1 == 1)) {
        kept + 1
    } else {
        kept
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn show(kind: NumKind, words: &[u32]) -> String {
        let mut s = String::new();
        assert!(write_number(&mut s, kind, words));
        s
    }

    fn read(t: &str, kind: NumKind) -> Vec<u32> {
        let mut v = Vec::new();
        parse_number(t, kind, &mut v).unwrap();
        v
    }

    const F32: NumKind = NumKind::Float { width: 32 };
    const F64: NumKind = NumKind::Float { width: 64 };
    const F16: NumKind = NumKind::Float { width: 16 };

    #[test]
    fn floats_print_like_cpp_streams() {
        assert_eq!(show(F32, &[1.0f32.to_bits()]), "1");
        assert_eq!(show(F32, &[0.5f32.to_bits()]), "0.5");
        assert_eq!(show(F32, &[0.1f32.to_bits()]), "0.100000001");
        assert_eq!(show(F32, &[1e10f32.to_bits()]), "1e+10");
        assert_eq!(show(F32, &[(-2.5e-5f32).to_bits()]), "-2.49999994e-05");
        assert_eq!(show(F32, &[0x7f80_0000]), "0x1p+128");
        assert_eq!(show(F32, &[0x7fc0_0000]), "0x1.8p+128");
        assert_eq!(show(F32, &[0xff80_0100]), "-0x1.0002p+128");
        assert_eq!(show(F32, &[1]), "0x1p-149");
        assert_eq!(show(F32, &[0x8000_0000]), "-0");
        let d = 0.1f64.to_bits();
        assert_eq!(
            show(F64, &[d as u32, (d >> 32) as u32]),
            "0.10000000000000001"
        );
        assert_eq!(show(F16, &[0x3c00]), "0x1p+0");
        assert_eq!(show(F16, &[0x3e00]), "0x1.8p+0");
        assert_eq!(show(F16, &[0]), "0x0p+0");
    }

    #[test]
    fn floats_read_back_bit_for_bit() {
        for bits in [
            0u32,
            0x8000_0000,
            1,
            0x7f80_0000,
            0xff80_0000,
            0x7fc0_0000,
            0xff80_0100,
            0x3dcc_cccd,
            0x0080_0000,
            0x007f_ffff,
            0x7f7f_ffff,
        ] {
            let s = show(F32, &[bits]);
            assert_eq!(read(&s, F32), vec![bits], "{s}");
        }
        for bits in [
            0u64,
            1,
            0x7ff0_0000_0000_0000,
            0x3fb9_9999_9999_999a,
            0x000f_ffff_ffff_ffff,
        ] {
            let w = [bits as u32, (bits >> 32) as u32];
            let s = show(F64, &w);
            assert_eq!(read(&s, F64), w.to_vec(), "{s}");
        }
        for bits in [0u32, 1, 0x3c00, 0x7c00, 0x7e00, 0x8001, 0x3555, 0x03ff] {
            let s = show(F16, &[bits]);
            assert_eq!(read(&s, F16), vec![bits], "{s}");
        }
    }

    #[test]
    fn integers_read_with_range_and_sign_extension() {
        let i16s = NumKind::Int {
            width: 16,
            signed: true,
        };
        let u8s = NumKind::Int {
            width: 8,
            signed: false,
        };
        let i64s = NumKind::Int {
            width: 64,
            signed: true,
        };
        assert_eq!(read("0xffff", i16s), vec![0xffff_ffff]);
        assert_eq!(read("-1", i16s), vec![0xffff_ffff]);
        assert_eq!(read("255", u8s), vec![255]);
        assert!(parse_number("256", u8s, &mut Vec::new()).is_err());
        assert!(parse_number("-1", u8s, &mut Vec::new()).is_err());
        assert_eq!(read("-2", i64s), vec![0xffff_fffe, 0xffff_ffff]);
        assert_eq!(show(i64s, &[0xffff_fffe, 0xffff_ffff]), "-2");
        assert_eq!(show(i16s, &[0xffff_ffff]), "-1");
    }
}
