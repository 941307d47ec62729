//! OpenCL C builtins ↔ `OpenCL.std` extended instructions.
//!
//! Most `OpenCL.std` instructions carry the OpenCL C name (`sqrt`, `native_sin`, `cross`); the
//! rules here cover the rest:
//!
//! * integer functions with signed and unsigned forms: `max(int, int)` is `s_max`,
//!   `max(uint, uint)` is `u_max`, decided by the signedness of the first mangled parameter;
//! * common functions whose float form has its own instruction: `max(float, float)` is `fmax`,
//!   `min` is `fmin`, `clamp` is `fclamp` (`fmax_common`/`fmin_common` come back as
//!   `max`/`min`);
//! * vector loads and stores, whose width is a literal operand or the data's width:
//!   `vload4` is `vloadn … 4`, `vload_half8` is `vload_halfn … 8`, `vstore_half4_rtz` is
//!   `vstore_halfn_r … RTZ`;
//! * scalar arguments of functions that take a vector (`max(float4, float)`,
//!   `ldexp(float4, int)`) are widened, as `OpenCL.std` wants one type throughout.
//!
//! Reverse translation needs the parameter types OpenCL C gives each instruction, which the
//! SPIR-V types (integers without sign) do not say: [`param_signs`] holds them.

use super::types::BuiltinType;

/// The vector widths of OpenCL C.
pub const VECTOR_WIDTHS: &[u32] = &[2, 3, 4, 8, 16];

/// Functions whose integer forms are the `s_`/`u_` instructions.
pub const SIGNED_UNSIGNED: &[&str] = &[
    "abs", "abs_diff", "add_sat", "hadd", "rhadd", "clamp", "mad_hi", "mad_sat", "max", "min",
    "mul_hi", "sub_sat", "upsample", "mad24", "mul24",
];

/// Common functions whose float forms have their own instruction: (OpenCL C, instruction).
pub const FLOAT_FORMS: &[(&str, &str)] = &[("max", "fmax"), ("min", "fmin"), ("clamp", "fclamp")];

/// Instructions that come back under another OpenCL C name: (instruction, OpenCL C).
pub const REVERSE_RENAMES: &[(&str, &str)] = &[
    ("fmax_common", "max"),
    ("fmin_common", "min"),
    ("fclamp", "clamp"),
];

/// Instructions whose OpenCL C functions also take scalars for a vector (`mix(float4, float4,
/// float)`, `clamp(int4, int, int)`, `step(float, float4)`, `ldexp(float4, int)`): (instruction,
/// the arguments that may be scalar, all of them together). The forward widens them
/// (`NO_WIDENING` aside); the reverse gives back the scalars of arguments that are splats.
pub const SCALAR_ARGUMENTS: &[(&str, &[usize])] = &[
    ("fmax", &[1]),
    ("fmin", &[1]),
    ("fmax_common", &[1]),
    ("fmin_common", &[1]),
    ("s_max", &[1]),
    ("u_max", &[1]),
    ("s_min", &[1]),
    ("u_min", &[1]),
    ("fclamp", &[1, 2]),
    ("s_clamp", &[1, 2]),
    ("u_clamp", &[1, 2]),
    ("mix", &[2]),
    ("step", &[0]),
    ("smoothstep", &[0, 1]),
    ("ldexp", &[1]),
];

/// Instructions whose operands are not all of the result type, so that scalar arguments must
/// not be widened (loads, stores, prefetch, printf, the geometric functions returning a
/// scalar, and the ones with a different mask or pointer operand).
pub const NO_WIDENING: &[&str] = &[
    "vloadn",
    "vstoren",
    "vload_half",
    "vload_halfn",
    "vloada_halfn",
    "vstore_half",
    "vstore_half_r",
    "vstore_halfn",
    "vstore_halfn_r",
    "vstorea_halfn",
    "vstorea_halfn_r",
    "shuffle",
    "shuffle2",
    "printf",
    "prefetch",
    "length",
    "distance",
    "fast_length",
    "fast_distance",
    "nan",
    "ilogb",
    "fract",
    "frexp",
    "lgamma_r",
    "modf",
    "remquo",
    "sincos",
    "s_upsample",
    "u_upsample",
    "select",
    "bitselect",
];

/// The rounding-mode suffixes of OpenCL C names and their `FPRoundingMode`.
pub const ROUNDING_SUFFIXES: &[(&str, u32)] = &[
    ("_rte", crate::spirv::tables::enums::FPRoundingMode::RTE),
    ("_rtz", crate::spirv::tables::enums::FPRoundingMode::RTZ),
    ("_rtp", crate::spirv::tables::enums::FPRoundingMode::RTP),
    ("_rtn", crate::spirv::tables::enums::FPRoundingMode::RTN),
];

/// What an OpenCL C builtin becomes in `OpenCL.std`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExtCall {
    /// The instruction name (`s_max`, `vloadn`).
    pub ext: String,
    /// A literal operand appended after the arguments: the `n` of `vloadn`, `vload_halfn`,
    /// `vloada_halfn`, or the rounding mode of the `_r` stores.
    pub literal: Option<u32>,
    /// Whether scalar arguments are widened to the result's vector width.
    pub widen: bool,
}

/// The `OpenCL.std` instruction set.
fn set() -> Option<&'static crate::spirv::grammar::ExtInstSetDef> {
    crate::spirv::grammar::ext_inst_set("OpenCL.std")
}

/// Whether `OpenCL.std` has an instruction named `name`.
pub fn has_instruction(name: &str) -> bool {
    set().and_then(|s| s.opcode_by_name(name)).is_some()
}

/// `vload4` → `Some(("vload", 4))`; `vload_half` → `Some(("vload_half", 0))`; `vstore_half2_rte`
/// → `("vstore_half", 2)` with the rounding suffix left to the caller.
fn split_width(name: &str) -> (&str, u32) {
    let digits = name
        .rfind(|c: char| !c.is_ascii_digit())
        .map_or(0, |i| i + 1);
    match name[digits..].parse::<u32>() {
        Ok(n) if VECTOR_WIDTHS.contains(&n) => (&name[..digits], n),
        _ => (name, 0),
    }
}

/// The `OpenCL.std` form of the OpenCL C builtin `name` called with `params`, if it has one.
/// `popcount` and `dot` are core instructions and not answered here.
pub fn forward(name: &str, params: &[BuiltinType]) -> Option<ExtCall> {
    let first = params.first();
    if let Some(c) = vector_load_store(name) {
        return Some(c);
    }
    if SIGNED_UNSIGNED.contains(&name) {
        let p = first?;
        if p.is_unsigned_integer() {
            return Some(plain(&format!("u_{name}")));
        }
        if p.is_signed_integer() {
            return Some(plain(&format!("s_{name}")));
        }
        if let Some(&(_, f)) = FLOAT_FORMS.iter().find(|(n, _)| *n == name) {
            if p.is_float() {
                return Some(plain(f));
            }
        }
        return None;
    }
    if matches!(name, "printf") || has_instruction(name) && !is_internal(name) {
        return Some(plain(name));
    }
    None
}

/// Instruction names that are not OpenCL C builtin names (they would otherwise be taken
/// for one): the `s_`/`u_` forms, `fclamp`, `*_common`, and the vector load/store forms.
fn is_internal(name: &str) -> bool {
    name.starts_with("s_")
        || name.starts_with("u_")
        || matches!(
            name,
            "fclamp"
                | "fmax_common"
                | "fmin_common"
                | "vloadn"
                | "vstoren"
                | "vload_halfn"
                | "vloada_halfn"
                | "vstore_halfn"
                | "vstore_half_r"
                | "vstore_halfn_r"
                | "vstorea_halfn"
                | "vstorea_halfn_r"
        )
}

fn plain(ext: &str) -> ExtCall {
    ExtCall {
        ext: ext.to_string(),
        literal: None,
        widen: !NO_WIDENING.contains(&ext),
    }
}

/// `vload4`, `vload_half`, `vload_half8`, `vloada_half4`, `vstore16`, `vstore_half_rtz`,
/// `vstore_half4`, `vstorea_half2_rte` ...
fn vector_load_store(name: &str) -> Option<ExtCall> {
    let (stem, rounding) = match ROUNDING_SUFFIXES.iter().find(|(s, _)| name.ends_with(s)) {
        Some(&(s, mode)) => (&name[..name.len() - s.len()], Some(mode)),
        None => (name, None),
    };
    let (base, n) = split_width(stem);
    let ext = |e: &str, literal: Option<u32>| {
        Some(ExtCall {
            ext: e.to_string(),
            literal,
            widen: false,
        })
    };
    match (base, n, rounding) {
        ("vload", n, None) if n > 0 => ext("vloadn", Some(n)),
        ("vstore", n, None) if n > 0 => ext("vstoren", None),
        ("vload_half", 0, None) => ext("vload_half", None),
        ("vload_half", n, None) => ext("vload_halfn", Some(n)),
        ("vloada_half", 0, None) => ext("vload_half", None),
        ("vloada_half", n, None) => ext("vloada_halfn", Some(n)),
        ("vstore_half", 0, None) => ext("vstore_half", None),
        ("vstore_half", 0, Some(r)) => ext("vstore_half_r", Some(r)),
        ("vstore_half", _, None) => ext("vstore_halfn", None),
        ("vstore_half", _, Some(r)) => ext("vstore_halfn_r", Some(r)),
        ("vstorea_half", 0, None) => ext("vstore_half", None),
        ("vstorea_half", 0, Some(r)) => ext("vstore_half_r", Some(r)),
        ("vstorea_half", _, None) => ext("vstorea_halfn", None),
        ("vstorea_half", _, Some(r)) => ext("vstorea_halfn_r", Some(r)),
        _ => None,
    }
}

/// The sign (or const-ness) OpenCL C gives a parameter, for mangling a reverse-translated call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParamSign {
    /// Integers are signed (the default of OpenCL C builtins), floats are floats.
    Natural,
    /// An unsigned integer (`size_t`, masks, `u_` forms).
    Unsigned,
    /// A pointer to a `const` pointee (the loads).
    ConstPointer,
}

/// The parameter signs of the reverse-translated call of instruction `ext` with `n` arguments.
/// The OpenCL C declarations' signs (`size_t` offsets, unsigned masks and codes, `const`
/// pointees) in both targets: SPV-IR's `__spirv_ocl_vloadn_Rint4mPU3AS1Ki` and
/// `__spirv_ocl_nanDv2_j` are the names later llvm-spirv versions write and the public
/// conformance tests `OpenCL.std/vload_half.spvasm`, `vstore_half*.spvasm` and
/// `transcoding/OpenCL/nan.ll` expect (llvm-spirv-14 mangled them signed and non-const).
pub fn param_signs(ext: &str, n: usize) -> Vec<ParamSign> {
    use ParamSign::*;
    let mut v = vec![Natural; n];
    let mut set = |i: usize, s: ParamSign| {
        if let Some(p) = v.get_mut(i) {
            *p = s;
        }
    };
    match ext {
        "s_upsample" => set(1, Unsigned),
        e if e.starts_with("u_") => (0..n).for_each(|i| set(i, Unsigned)),
        "nan" => set(0, Unsigned),
        // The mask is unsigned; so are integer data, as llvm-spirv names them
        // (`shuffle(uint4, uint4)`: the same bits as the int4 overload).
        "shuffle" | "shuffle2" => (0..n).for_each(|i| set(i, Unsigned)),
        "vloadn" | "vload_half" | "vload_halfn" | "vloada_halfn" => {
            set(0, Unsigned);
            set(1, ConstPointer);
        }
        "vstoren" | "vstore_half" | "vstore_halfn" | "vstorea_halfn" | "vstore_half_r"
        | "vstore_halfn_r" | "vstorea_halfn_r" => set(1, Unsigned),
        "prefetch" => {
            set(0, ConstPointer);
            set(1, Unsigned);
        }
        _ => {}
    }
    v
}

/// The OpenCL C name of instruction `ext` in a reverse-translated call. `width` is the vector
/// width of the loaded or stored data (0 for a scalar), `rounding` the rounding mode operand
/// of the `_r` stores.
pub fn reverse_name(ext: &str, width: u32, rounding: Option<u32>) -> String {
    let w = |n: u32| if n > 1 { n.to_string() } else { String::new() };
    let r = rounding
        .and_then(|m| ROUNDING_SUFFIXES.iter().find(|(_, v)| *v == m))
        .map_or("", |(s, _)| s);
    match ext {
        "vloadn" => format!("vload{}", w(width)),
        "vstoren" => format!("vstore{}", w(width)),
        "vload_halfn" => format!("vload_half{}", w(width)),
        "vloada_halfn" => format!("vloada_half{}", w(width)),
        "vstore_half_r" => format!("vstore_half{r}"),
        "vstore_halfn" => format!("vstore_half{}", w(width)),
        "vstore_halfn_r" => format!("vstore_half{}{r}", w(width)),
        "vstorea_halfn" => format!("vstorea_half{}", w(width)),
        "vstorea_halfn_r" => format!("vstorea_half{}{r}", w(width)),
        e => {
            if let Some(&(_, o)) = REVERSE_RENAMES.iter().find(|(i, _)| *i == e) {
                return o.to_string();
            }
            e.strip_prefix("s_")
                .or_else(|| e.strip_prefix("u_"))
                .unwrap_or(e)
                .to_string()
        }
    }
}

/// Whether the SPV-IR name of `ext` carries the return type (`__spirv_ocl_vloadn_Rfloat4`): the
/// loads, whose arguments do not say what they return.
pub fn spv_ir_has_return_postfix(ext: &str) -> bool {
    matches!(
        ext,
        "vloadn" | "vload_half" | "vload_halfn" | "vloada_halfn"
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use BuiltinType as T;

    #[test]
    fn forward_names() {
        let f = |n: &str, p: &[T]| forward(n, p).map(|c| (c.ext, c.literal));
        assert_eq!(f("max", &[T::UInt, T::UInt]), Some(("u_max".into(), None)));
        assert_eq!(f("max", &[T::Int, T::Int]), Some(("s_max".into(), None)));
        assert_eq!(f("max", &[T::Float, T::Float]), Some(("fmax".into(), None)));
        assert_eq!(
            f("clamp", &[T::vector(T::Float, 4), T::Float, T::Float]),
            Some(("fclamp".into(), None))
        );
        assert_eq!(f("vload4", &[T::ULong]), Some(("vloadn".into(), Some(4))));
        assert_eq!(
            f("vload_half", &[T::ULong]),
            Some(("vload_half".into(), None))
        );
        assert_eq!(
            f("vstore_half4_rtz", &[]),
            Some(("vstore_halfn_r".into(), Some(1)))
        );
        assert_eq!(
            f("vstore_half_rte", &[]),
            Some(("vstore_half_r".into(), Some(0)))
        );
        assert_eq!(
            f("vstorea_half8", &[]),
            Some(("vstorea_halfn".into(), None))
        );
        assert_eq!(f("sqrt", &[T::Float]), Some(("sqrt".into(), None)));
        assert_eq!(f("s_max", &[T::Int, T::Int]), None);
        assert_eq!(f("fclamp", &[T::Float]), None);
        assert_eq!(f("get_global_id", &[T::UInt]), None);
    }

    #[test]
    fn reverse_names() {
        assert_eq!(reverse_name("s_upsample", 0, None), "upsample");
        assert_eq!(reverse_name("fmax_common", 0, None), "max");
        assert_eq!(reverse_name("vloadn", 4, None), "vload4");
        assert_eq!(
            reverse_name("vstore_halfn_r", 8, Some(1)),
            "vstore_half8_rtz"
        );
        assert_eq!(reverse_name("vstore_half_r", 0, Some(0)), "vstore_half_rte");
        assert_eq!(
            param_signs("s_upsample", 2),
            vec![ParamSign::Natural, ParamSign::Unsigned]
        );
        assert_eq!(
            param_signs("vloadn", 2),
            vec![ParamSign::Unsigned, ParamSign::ConstPointer]
        );
        assert_eq!(param_signs("u_max", 2), vec![ParamSign::Unsigned; 2]);
    }
}
