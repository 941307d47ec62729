//! The type model of mangled builtin names: what a parameter of an OpenCL or SPIR-V builtin
//! can be, as clang-14 mangles it for the SPIR targets.

use std::fmt;

/// The qualifiers of a pointee type: an address space and the C qualifiers, mangled
/// `U3AS<n>` then `r`, `V`, `K` (in that order) before the pointee.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Qualifiers {
    /// `Some(n)`: the pointee is in address space `n`, mangled `U3AS<n>` — except for
    /// `Some(0)`, OpenCL `__private`, which clang mangles as nothing yet still counts as a
    /// qualifier, so that `P<pointee>` adds two substitution candidates (`Pd` in
    /// `..._AtomicdPdd12memory_orderS4_`). `None`: no address space at all, the convention of
    /// SPV-IR names from the incumbent (`_Z23__spirv_BuildNDRange_2DPlS_S_`) and of C++.
    pub addr_space: Option<u32>,
    /// `r`
    pub is_restrict: bool,
    /// `V`
    pub is_volatile: bool,
    /// `K`
    pub is_const: bool,
}

impl Qualifiers {
    /// No qualifiers at all, not even an address space.
    pub const NONE: Qualifiers = Qualifiers {
        addr_space: None,
        is_restrict: false,
        is_volatile: false,
        is_const: false,
    };

    /// The qualifiers of a pointee in LLVM address space `addr_space`, as clang-14 sees OpenCL
    /// C: 0 is `__private` (`Some(0)`, written as nothing but a substitution candidate). Use
    /// [`Qualifiers::NONE`] for a pointee with no address space (SPV-IR names).
    pub fn in_addr_space(addr_space: u32) -> Qualifiers {
        Qualifiers {
            addr_space: Some(addr_space),
            ..Qualifiers::NONE
        }
    }

    /// The same qualifiers plus `const`.
    pub fn with_const(self) -> Qualifiers {
        Qualifiers {
            is_const: true,
            ..self
        }
    }

    /// The same qualifiers plus `volatile`.
    pub fn with_volatile(self) -> Qualifiers {
        Qualifiers {
            is_volatile: true,
            ..self
        }
    }

    /// The same qualifiers plus `restrict`.
    pub fn with_restrict(self) -> Qualifiers {
        Qualifiers {
            is_restrict: true,
            ..self
        }
    }

    /// True when there are no qualifiers (then the pointee is not a candidate of its own).
    pub fn is_empty(&self) -> bool {
        *self == Qualifiers::NONE
    }

    /// The LLVM address space (0 when none is written).
    pub fn llvm_addr_space(&self) -> u32 {
        // (OpenCL: no address space written is the private one, 0.)
        self.addr_space.unwrap_or(0)
    }
}

/// A parameter (or template argument, or return) type of a mangled builtin.
///
/// Scalars are Itanium builtin types and never substitution candidates; every other variant
/// is. Named types cover OpenCL's opaque types (`ocl_image2d_ro`, `ocl_sampler`, `ocl_event`,
/// `ocl_clkevent`, `ocl_queue`, `ocl_reserveid`, `ocl_pipe`, `ocl_intel_sub_group_avc_*`), the
/// SPIR-V opaque types (`__spirv_Image__void_1_0_0_0_0_0_0`, see [`super::opaque`]), structs
/// (`ndrange_t`) and enums (`memory_order`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum BuiltinType {
    /// `v`
    Void,
    /// `b`
    Bool,
    /// `c`: plain `char`
    Char,
    /// `a`: `signed char`
    SChar,
    /// `h`: `uchar`
    UChar,
    /// `s`
    Short,
    /// `t`: `ushort`
    UShort,
    /// `i`
    Int,
    /// `j`: `uint`
    UInt,
    /// `l`: OpenCL `long` (64 bits)
    Long,
    /// `m`: `ulong`
    ULong,
    /// `x`: C `long long` (not an OpenCL type; read for completeness)
    LongLong,
    /// `y`: C `unsigned long long`
    ULongLong,
    /// `Dh`
    Half,
    /// `DF16_`: `_Float16` (newer clangs; read for completeness)
    Float16,
    /// `DF16b`: `__bf16` (newer clangs, SPV_INTEL_bfloat16 tests)
    BFloat16,
    /// `f`
    Float,
    /// `d`
    Double,
    /// `Dv<len>_<elem>`, e.g. `Dv4_f` for `float4`.
    Vector { len: u32, elem: Box<BuiltinType> },
    /// `P<quals><pointee>`, e.g. `PU3AS1Kf` for `__global const float *`.
    Pointer {
        pointee: Box<BuiltinType>,
        quals: Qualifiers,
    },
    /// `U13block_pointer<quals><function>`: a block (clang-14 writes `U13block_pointerU3AS4FvvE`,
    /// SPIR 2.0 producers `U13block_pointerFvvE`).
    BlockPointer {
        pointee: Box<BuiltinType>,
        quals: Qualifiers,
    },
    /// `F<ret><params>E`; no parameters is written `v`.
    Function {
        ret: Box<BuiltinType>,
        params: Vec<BuiltinType>,
    },
    /// `U7_Atomic<type>`: C11 `_Atomic(type)`.
    Atomic(Box<BuiltinType>),
    /// `<len><name>`: a struct, enum or opaque type by its source name. A name with `::`
    /// (`__spv::Scope::Flag`, as SYCL's SPIR-V builtins have) is mangled as a nested name
    /// (`N5__spv5Scope4FlagE`), each prefix a substitution candidate.
    Named(String),
    /// `T_`, `T0_`, ...: the n-th template parameter (0-based), in template function names.
    TemplateParam(u32),
}

impl BuiltinType {
    /// A vector of `len` elements.
    pub fn vector(elem: BuiltinType, len: u32) -> BuiltinType {
        BuiltinType::Vector {
            len,
            elem: Box::new(elem),
        }
    }

    /// A pointer to `pointee` in LLVM address space `addr_space`, as clang-14 mangles OpenCL C
    /// (0 = `__private`, see [`Qualifiers::in_addr_space`]).
    pub fn pointer(pointee: BuiltinType, addr_space: u32) -> BuiltinType {
        BuiltinType::Pointer {
            pointee: Box::new(pointee),
            quals: Qualifiers::in_addr_space(addr_space),
        }
    }

    /// A pointer to a qualified pointee.
    pub fn pointer_q(pointee: BuiltinType, quals: Qualifiers) -> BuiltinType {
        BuiltinType::Pointer {
            pointee: Box::new(pointee),
            quals,
        }
    }

    /// A block pointer in address space `addr_space` (clang-14 uses 4, generic; 0 gives the
    /// SPIR 2.0 spelling with no address space) to a function returning `ret` and taking
    /// `params`.
    pub fn block(ret: BuiltinType, params: Vec<BuiltinType>, addr_space: u32) -> BuiltinType {
        let quals = if addr_space == 0 {
            Qualifiers::NONE
        } else {
            Qualifiers::in_addr_space(addr_space)
        };
        BuiltinType::BlockPointer {
            pointee: Box::new(BuiltinType::Function {
                ret: Box::new(ret),
                params,
            }),
            quals,
        }
    }

    /// `_Atomic(inner)`.
    pub fn atomic(inner: BuiltinType) -> BuiltinType {
        BuiltinType::Atomic(Box::new(inner))
    }

    /// A type by source name (struct, enum, OpenCL or SPIR-V opaque type).
    pub fn named(name: impl Into<String>) -> BuiltinType {
        BuiltinType::Named(name.into())
    }

    /// The Itanium code of a scalar (builtin) type, `None` for the other variants.
    pub fn scalar_code(&self) -> Option<&'static str> {
        use BuiltinType::*;
        Some(match self {
            Void => "v",
            Bool => "b",
            Char => "c",
            SChar => "a",
            UChar => "h",
            Short => "s",
            UShort => "t",
            Int => "i",
            UInt => "j",
            Long => "l",
            ULong => "m",
            LongLong => "x",
            ULongLong => "y",
            Half => "Dh",
            Float16 => "DF16_",
            BFloat16 => "DF16b",
            Float => "f",
            Double => "d",
            _ => return None,
        })
    }

    /// True for the Itanium builtin (scalar) types, which are never substitution candidates.
    pub fn is_scalar(&self) -> bool {
        self.scalar_code().is_some()
    }

    /// The OpenCL spelling used in the `_R<type>` postfixes of SPIR-V builtin names:
    /// `char`, `uchar`, `short`, `ushort`, `int`, `uint`, `long`, `ulong`, `half`, `float`,
    /// `double`, `bool`, and vectors of these with their width (`int4`, `half16`). Both `char`
    /// spellings (`c` and `a`) give `char`. `None` for every other type.
    pub fn scalar_name(&self) -> Option<String> {
        use BuiltinType::*;
        let base = match self {
            Bool => "bool",
            Char | SChar => "char",
            UChar => "uchar",
            Short => "short",
            UShort => "ushort",
            Int => "int",
            UInt => "uint",
            Long => "long",
            ULong => "ulong",
            Half => "half",
            Float => "float",
            Double => "double",
            Vector { len, elem } => {
                let base = elem.scalar_name().filter(|_| elem.is_scalar())?;
                return Some(format!("{base}{len}"));
            }
            _ => return None,
        };
        Some(base.to_string())
    }

    /// The reverse of [`scalar_name`](Self::scalar_name): `int4` → `Dv4_i`, `char` → `c`.
    pub fn from_scalar_name(name: &str) -> Option<BuiltinType> {
        use BuiltinType::*;
        let split = name
            .find(|c: char| c.is_ascii_digit())
            .unwrap_or(name.len());
        let (base, width) = name.split_at(split);
        let scalar = match base {
            "bool" => Bool,
            "char" => Char,
            "uchar" => UChar,
            "short" => Short,
            "ushort" => UShort,
            "int" => Int,
            "uint" => UInt,
            "long" => Long,
            "ulong" => ULong,
            "half" => Half,
            "float" => Float,
            "double" => Double,
            _ => return None,
        };
        if width.is_empty() {
            return Some(scalar);
        }
        match width {
            "2" | "3" | "4" | "8" | "16" => Some(BuiltinType::vector(scalar, width.parse().ok()?)),
            _ => None,
        }
    }

    /// The element type of a vector, or the type itself.
    pub fn scalar_type(&self) -> &BuiltinType {
        match self {
            BuiltinType::Vector { elem, .. } => elem,
            other => other,
        }
    }

    /// The number of vector elements, 1 for a non-vector.
    pub fn vector_len(&self) -> u32 {
        match self {
            BuiltinType::Vector { len, .. } => *len,
            _ => 1,
        }
    }

    /// The pointee and its qualifiers, for pointers and block pointers.
    pub fn pointee(&self) -> Option<(&BuiltinType, Qualifiers)> {
        match self {
            BuiltinType::Pointer { pointee, quals }
            | BuiltinType::BlockPointer { pointee, quals } => Some((pointee, *quals)),
            _ => None,
        }
    }

    /// True for the signed integer scalars and vectors of them (`c` counts as signed, as in
    /// OpenCL C on SPIR).
    pub fn is_signed_integer(&self) -> bool {
        use BuiltinType::*;
        matches!(
            self.scalar_type(),
            Char | SChar | Short | Int | Long | LongLong
        )
    }

    /// True for the unsigned integer scalars and vectors of them (not `bool`).
    pub fn is_unsigned_integer(&self) -> bool {
        use BuiltinType::*;
        matches!(
            self.scalar_type(),
            UChar | UShort | UInt | ULong | ULongLong
        )
    }

    /// True for `half`, `float`, `double` (and `_Float16`, `__bf16`) and vectors of them.
    pub fn is_float(&self) -> bool {
        use BuiltinType::*;
        matches!(
            self.scalar_type(),
            Half | Float | Double | Float16 | BFloat16
        )
    }

    /// Replaces template parameters by the types of `args`; a parameter that names a missing or
    /// non-type argument is left as it is.
    pub fn resolve_template_params(&self, args: &[TemplateArg]) -> BuiltinType {
        use BuiltinType::*;
        match self {
            TemplateParam(n) => match args.get(*n as usize) {
                Some(TemplateArg::Type(t)) => t.clone(),
                _ => self.clone(),
            },
            Vector { len, elem } => Vector {
                len: *len,
                elem: Box::new(elem.resolve_template_params(args)),
            },
            Pointer { pointee, quals } => Pointer {
                pointee: Box::new(pointee.resolve_template_params(args)),
                quals: *quals,
            },
            BlockPointer { pointee, quals } => BlockPointer {
                pointee: Box::new(pointee.resolve_template_params(args)),
                quals: *quals,
            },
            Function { ret, params } => Function {
                ret: Box::new(ret.resolve_template_params(args)),
                params: params
                    .iter()
                    .map(|p| p.resolve_template_params(args))
                    .collect(),
            },
            Atomic(inner) => Atomic(Box::new(inner.resolve_template_params(args))),
            other => other.clone(),
        }
    }
}

/// A template argument of a template function name (`I...E`), as SYCL-style SPIR-V builtins
/// such as `_Z13__spirv_IsNanIDv4_aDv4_fET_T0_` have.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TemplateArg {
    /// A type argument.
    Type(BuiltinType),
    /// An integer literal `L<type><value>E` (`Li7E`, `Lin3E` for -3, `Lb1E`); `ty` is a scalar.
    Int { ty: BuiltinType, value: i128 },
}

/// What a mangled builtin name says: the function name and its parameter types, plus the
/// template arguments and return type when the name is a template function's.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Demangled {
    /// The unmangled name: `get_global_id`, `__spirv_ocl_s_max`, `vload_half`.
    pub name: String,
    /// The parameter types (empty for `v`).
    pub params: Vec<BuiltinType>,
    /// For a template function only: its arguments and the return type the name carries.
    pub template: Option<Template>,
}

/// The template part of a template function's name.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Template {
    /// The arguments between `I` and `E`.
    pub args: Vec<TemplateArg>,
    /// The return type, which Itanium writes for template functions.
    pub ret: BuiltinType,
}

impl Demangled {
    /// A non-template name.
    pub fn new(name: impl Into<String>, params: Vec<BuiltinType>) -> Demangled {
        Demangled {
            name: name.into(),
            params,
            template: None,
        }
    }

    /// The parameter types with template parameters replaced by their arguments.
    pub fn resolved_params(&self) -> Vec<BuiltinType> {
        match &self.template {
            None => self.params.clone(),
            Some(t) => self
                .params
                .iter()
                .map(|p| p.resolve_template_params(&t.args))
                .collect(),
        }
    }

    /// Mangles this name back (see [`super::mangle`]).
    pub fn mangle(&self) -> String {
        super::mangle::mangle_demangled(self)
    }
}

/// The OpenCL C spelling of an address space in messages.
fn addr_space_prefix(addr_space: Option<u32>) -> String {
    match addr_space {
        None => String::new(),
        Some(0) => "__private ".into(),
        Some(1) => "__global ".into(),
        Some(2) => "__constant ".into(),
        Some(3) => "__local ".into(),
        Some(4) => "__generic ".into(),
        Some(n) => format!("__attribute__((address_space({n}))) "),
    }
}

fn write_quals(f: &mut fmt::Formatter<'_>, q: &Qualifiers) -> fmt::Result {
    f.write_str(&addr_space_prefix(q.addr_space))?;
    if q.is_const {
        f.write_str("const ")?;
    }
    if q.is_volatile {
        f.write_str("volatile ")?;
    }
    if q.is_restrict {
        f.write_str("restrict ")?;
    }
    Ok(())
}

fn write_list(f: &mut fmt::Formatter<'_>, params: &[BuiltinType]) -> fmt::Result {
    for (i, p) in params.iter().enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "{p}")?;
    }
    Ok(())
}

/// OpenCL-C-like spelling, for messages: `__global const half *`, `float4`, `void (^)(int)`.
impl fmt::Display for BuiltinType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use BuiltinType::*;
        match self {
            Void => f.write_str("void"),
            SChar => f.write_str("signed char"),
            LongLong => f.write_str("long long"),
            Float16 => f.write_str("_Float16"),
            BFloat16 => f.write_str("__bf16"),
            ULongLong => f.write_str("unsigned long long"),
            Vector { len, elem } => match elem.scalar_name().filter(|_| elem.is_scalar()) {
                Some(s) => write!(f, "{s}{len}"),
                None => write!(f, "vector({len}, {elem})"),
            },
            Pointer { pointee, quals } => {
                write_quals(f, quals)?;
                write!(f, "{pointee} *")
            }
            BlockPointer { pointee, quals } => match &**pointee {
                Function { ret, params } => {
                    write!(f, "{ret} (")?;
                    write_quals(f, quals)?;
                    f.write_str("^)(")?;
                    write_list(f, params)?;
                    f.write_str(")")
                }
                other => {
                    write_quals(f, quals)?;
                    write!(f, "{other} ^")
                }
            },
            Function { ret, params } => {
                write!(f, "{ret} (")?;
                write_list(f, params)?;
                f.write_str(")")
            }
            Atomic(inner) => write!(f, "_Atomic({inner})"),
            Named(n) => f.write_str(n),
            TemplateParam(n) => write!(f, "T{n}"),
            scalar => match scalar.scalar_name() {
                Some(s) => f.write_str(&s),
                None => f.write_str("?"),
            },
        }
    }
}

impl fmt::Display for TemplateArg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TemplateArg::Type(t) => write!(f, "{t}"),
            TemplateArg::Int { ty, value } => write!(f, "({ty}){value}"),
        }
    }
}

/// `name(params)` or `ret name<args>(params)`, e.g. `vload_half(ulong, __global const half *)`.
impl fmt::Display for Demangled {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(t) = &self.template {
            write!(f, "{} {}<", t.ret, self.name)?;
            for (i, a) in t.args.iter().enumerate() {
                if i > 0 {
                    f.write_str(", ")?;
                }
                write!(f, "{a}")?;
            }
            f.write_str(">(")?;
        } else {
            write!(f, "{}(", self.name)?;
        }
        write_list(f, &self.params)?;
        f.write_str(")")
    }
}

/// A substitution candidate (`S_`, `S0_`, ...), in the order a name introduces them.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum SubEntry {
    /// Any non-scalar type.
    Type(BuiltinType),
    /// A qualified pointee type (`U3AS1Kf`), one candidate for all its qualifiers together.
    Qualified(Qualifiers, BuiltinType),
    /// The unscoped name of a template function.
    TemplateName(String),
}

/// The `<seq-id>` spelling of substitution number `index`: `S_`, `S0_`, ..., `S9_`, `SA_`,
/// ..., `SZ_`, `S10_`.
pub(crate) fn substitution(index: usize) -> String {
    if index == 0 {
        return "S_".into();
    }
    let mut n = index - 1;
    let mut digits = Vec::new();
    loop {
        let d = (n % 36) as u8;
        digits.push(if d < 10 { b'0' + d } else { b'A' + d - 10 });
        n /= 36;
        if n == 0 {
            break;
        }
    }
    digits.reverse();
    format!("S{}_", String::from_utf8_lossy(&digits))
}
