//! The demangler: `_Z<len><name><params>` (and template functions, `_Z<len><name>I<args>E<ret><params>`)
//! → [`Demangled`]. Every malformed or unsupported input is a [`MangleError`]; nothing panics,
//! and nesting is bounded so that no input can exhaust the stack.

use std::fmt;

use super::types::{
    BuiltinType, Demangled, Qualifiers, SubEntry, Template, TemplateArg, substitution,
};

/// How deep types may nest (pointers to pointers to ...) before the name is refused.
const MAX_DEPTH: usize = 128;

/// Why a name could not be demangled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MangleErrorKind {
    /// The name does not start with `_Z`: an unmangled function such as `printf` or
    /// `__spirv_BuiltInGlobalInvocationId`.
    NotMangled,
    /// Valid Itanium mangling outside the subset builtins use (nested names, `St`, ...).
    Unsupported,
    /// Not a valid mangled name.
    Malformed,
}

/// A name that could not be demangled, with the byte offset where reading stopped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MangleError {
    /// The whole name that was read.
    pub mangled: String,
    /// Byte offset in `mangled` of the problem.
    pub pos: usize,
    /// What kind of problem.
    pub kind: MangleErrorKind,
    /// What was wrong there.
    pub message: String,
}

impl fmt::Display for MangleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "cannot demangle `{}` at byte {}: {}",
            self.mangled, self.pos, self.message
        )
    }
}

impl std::error::Error for MangleError {}

/// Reads a mangled builtin name.
///
/// `_Z10vload_halfmPU3AS1KDh` gives `vload_half` with parameters `ulong` and
/// `__global const half *`; substitutions are expanded, so every parameter is a complete type.
/// A name without `_Z` is an error of kind [`MangleErrorKind::NotMangled`].
///
/// A pointee with no address space written (`Pf`) is ambiguous: clang-14 compiling OpenCL C
/// means `__private` (a qualifier that counts for substitutions, `addr_space: Some(0)`), while
/// SPV-IR names from the incumbent and C++ mean no address space (`None`). Names of `__spirv_`
/// functions are read the second way first, the others the first way; when that reading
/// fails the other one is tried. Qualifiers are also accepted in the order of older producers
/// (`PKU3AS3`, `PVU3AS4`); mangling writes them in clang-14's order.
pub fn demangle(mangled: &str) -> Result<Demangled, MangleError> {
    if !mangled.starts_with("_Z") {
        return Err(MangleError {
            mangled: mangled.to_string(),
            pos: 0,
            kind: MangleErrorKind::NotMangled,
            message: "not a mangled name (no `_Z` prefix)".into(),
        });
    }
    let after_len = mangled[2..].trim_start_matches(|c: char| c.is_ascii_digit());
    let spv_ir = after_len.starts_with("__spirv_");
    let first = parse(mangled, !spv_ir);
    match first {
        Ok(d) => Ok(d),
        Err(e) => parse(mangled, spv_ir).map_err(|_| e),
    }
}

fn parse(mangled: &str, private_is_qualified: bool) -> Result<Demangled, MangleError> {
    let mut p = Parser {
        s: mangled.as_bytes(),
        mangled,
        pos: 2,
        subs: Vec::new(),
        template_args: None,
        depth: 0,
        private_is_qualified,
    };
    p.function()
}

struct Parser<'a> {
    s: &'a [u8],
    mangled: &'a str,
    pos: usize,
    /// Candidates in order: `S_` is index 0.
    subs: Vec<SubEntry>,
    /// Set while reading what follows the template arguments of a template function.
    template_args: Option<usize>,
    depth: usize,
    /// Whether a pointee with no address space written is `__private` (see [`demangle`]).
    private_is_qualified: bool,
}

type PResult<T> = Result<T, MangleError>;

impl Parser<'_> {
    fn err_kind(&self, kind: MangleErrorKind, message: impl Into<String>) -> MangleError {
        MangleError {
            mangled: self.mangled.to_string(),
            pos: self.pos,
            kind,
            message: message.into(),
        }
    }

    fn err(&self, message: impl Into<String>) -> MangleError {
        self.err_kind(MangleErrorKind::Malformed, message)
    }

    fn unsupported(&self, message: impl Into<String>) -> MangleError {
        self.err_kind(MangleErrorKind::Unsupported, message)
    }

    fn peek(&self) -> Option<u8> {
        self.s.get(self.pos).copied()
    }

    fn peek_at(&self, ahead: usize) -> Option<u8> {
        self.s.get(self.pos + ahead).copied()
    }

    fn at_end(&self) -> bool {
        self.pos >= self.s.len()
    }

    fn expect(&mut self, c: u8, what: &str) -> PResult<()> {
        match self.peek() {
            Some(x) if x == c => {
                self.pos += 1;
                Ok(())
            }
            Some(x) => Err(self.err(format!(
                "expected `{}` {what}, found `{}`",
                c as char,
                x.escape_ascii()
            ))),
            None => Err(self.err(format!(
                "expected `{}` {what}, found the end of the name",
                c as char
            ))),
        }
    }

    /// A decimal number without leading zeros (other than `0` itself).
    fn number(&mut self, what: &str) -> PResult<u64> {
        let start = self.pos;
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.pos += 1;
        }
        let digits = &self.s[start..self.pos];
        if digits.is_empty() {
            self.pos = start;
            return Err(self.err(format!("expected a number ({what})")));
        }
        if digits.len() > 1 && digits[0] == b'0' {
            self.pos = start;
            return Err(self.err(format!("number with a leading zero ({what})")));
        }
        let mut n: u64 = 0;
        for &d in digits {
            n = match n
                .checked_mul(10)
                .and_then(|n| n.checked_add(u64::from(d - b'0')))
            {
                Some(n) => n,
                None => {
                    self.pos = start;
                    return Err(self.err(format!("number too large ({what})")));
                }
            };
        }
        Ok(n)
    }

    /// `<len><identifier>`.
    fn source_name(&mut self) -> PResult<String> {
        let start = self.pos;
        let len = self.number("the length of a name")?;
        if len == 0 {
            self.pos = start;
            return Err(self.err("empty name"));
        }
        let avail = (self.s.len() - self.pos) as u64;
        if len > avail {
            self.pos = start;
            return Err(self.err(format!(
                "name length {len} runs past the end ({avail} bytes left)"
            )));
        }
        let end = self.pos + len as usize;
        let bytes = &self.s[self.pos..end];
        if let Some(i) = bytes
            .iter()
            .position(|&c| !(c.is_ascii_alphanumeric() || c == b'_' || c == b'$'))
        {
            self.pos += i;
            return Err(self.err("character not allowed in a name"));
        }
        // All ASCII, checked above.
        let name = String::from_utf8_lossy(bytes).into_owned();
        self.pos = end;
        Ok(name)
    }

    fn function(&mut self) -> PResult<Demangled> {
        match self.peek() {
            Some(c) if c.is_ascii_digit() => {}
            Some(b'N') => return Err(self.unsupported("nested (qualified) names")),
            Some(b'L') => return Err(self.unsupported("internal-linkage names")),
            Some(b'S') => return Err(self.unsupported("std:: names")),
            Some(_) => return Err(self.err("expected the length of the function name")),
            None => return Err(self.err("the name ends after `_Z`")),
        }
        let name = self.source_name()?;
        let template = if self.peek() == Some(b'I') {
            self.subs.push(SubEntry::TemplateName(name.clone()));
            self.pos += 1;
            let mut args = Vec::new();
            while self.peek() != Some(b'E') {
                if self.at_end() {
                    return Err(self.err("template arguments not closed by `E`"));
                }
                args.push(self.template_arg()?);
            }
            self.pos += 1;
            self.template_args = Some(args.len());
            let ret = self.ty()?;
            Some((args, ret))
        } else {
            None
        };
        let params = self.params(None)?;
        Ok(Demangled {
            name,
            params,
            template: template.map(|(args, ret)| Template { args, ret }),
        })
    }

    /// Parameter types up to the end of the name (`end` = None) or up to `end`, which is
    /// consumed. A lone `v` means none.
    fn params(&mut self, end: Option<u8>) -> PResult<Vec<BuiltinType>> {
        let at_stop = |p: &Self| match end {
            None => p.at_end(),
            Some(c) => p.peek() == Some(c),
        };
        if at_stop(self) {
            return Err(if self.at_end() {
                self.err("the name ends where parameter types should follow (`v` for none)")
            } else {
                self.err("no parameter types (`v` for none)")
            });
        }
        let start = self.pos;
        let mut params = Vec::new();
        while !at_stop(self) {
            if self.at_end() {
                return Err(self.err("function type not closed by `E`"));
            }
            let here = self.pos;
            let t = self.ty()?;
            if t == BuiltinType::Void {
                if here != start || !at_stop(self) {
                    self.pos = here;
                    return Err(self.err("`v` (void) is allowed only as the sole parameter"));
                }
            } else {
                params.push(t);
            }
        }
        if end.is_some() {
            self.pos += 1;
        }
        Ok(params)
    }

    fn template_arg(&mut self) -> PResult<TemplateArg> {
        if self.peek() != Some(b'L') {
            return Ok(TemplateArg::Type(self.ty()?));
        }
        self.pos += 1;
        if self.peek() == Some(b'Z') {
            return Err(self.unsupported("template arguments that name entities"));
        }
        let ty_pos = self.pos;
        let ty = self.ty()?;
        if !ty.is_scalar() || ty == BuiltinType::Void {
            self.pos = ty_pos;
            return Err(self.unsupported("a literal template argument of non-scalar type"));
        }
        let negative = self.peek() == Some(b'n');
        if negative {
            self.pos += 1;
        }
        let v = i128::from(self.number("a literal template argument")?);
        if negative && v == 0 {
            return Err(self.err("negative zero literal"));
        }
        self.expect(b'E', "after a literal template argument")?;
        Ok(TemplateArg::Int {
            ty,
            value: if negative { -v } else { v },
        })
    }

    /// `S_`, `S<seq-id>_` → the candidate it names.
    fn substitution(&mut self) -> PResult<SubEntry> {
        let start = self.pos;
        self.pos += 1; // S
        let index = if self.peek() == Some(b'_') {
            0usize
        } else {
            let id_start = self.pos;
            let mut n: usize = 0;
            while let Some(c) = self.peek() {
                let d = match c {
                    b'0'..=b'9' => c - b'0',
                    b'A'..=b'Z' => c - b'A' + 10,
                    _ => break,
                };
                n = match n
                    .checked_mul(36)
                    .and_then(|n| n.checked_add(usize::from(d)))
                {
                    Some(n) => n,
                    None => return Err(self.err("substitution number too large")),
                };
                self.pos += 1;
            }
            if self.pos == id_start {
                self.pos = start;
                return Err(match self.peek_at(1) {
                    Some(b'a' | b'b' | b's' | b'i' | b'o' | b'd' | b't') => {
                        self.unsupported("std:: abbreviations")
                    }
                    _ => self.err("expected a substitution (`S_`, `S0_`, ...)"),
                });
            }
            if self.pos - id_start > 1 && self.s[id_start] == b'0' {
                self.pos = id_start;
                return Err(self.err("substitution number with a leading zero"));
            }
            match n.checked_add(1) {
                Some(n) => n,
                None => return Err(self.err("substitution number too large")),
            }
        };
        self.expect(b'_', "to end a substitution")?;
        match self.subs.get(index) {
            Some(e) => Ok(e.clone()),
            None => {
                self.pos = start;
                Err(self.err(format!(
                    "substitution {} refers to candidate {index}, but only {} exist here",
                    substitution(index),
                    self.subs.len()
                )))
            }
        }
    }

    /// A possibly qualified type: the pointee of a pointer (`pointer` = true) or of a block
    /// pointer.
    fn qualified_ty(&mut self, pointer: bool) -> PResult<(Qualifiers, BuiltinType)> {
        if self.peek() == Some(b'S') {
            // A whole qualified pointee seen before; an unqualified type is read again below,
            // as the type under the (possibly invisible `__private`) qualifiers.
            let start = self.pos;
            if let SubEntry::Qualified(q, t) = self.substitution()? {
                return Ok((q, t));
            }
            self.pos = start;
        }
        let mut quals = Qualifiers::NONE;
        // clang-14 writes `U3AS<n>` then `r`, `V`, `K`; older producers put the CV qualifiers
        // first. The only vendor qualifiers are the SPIR address spaces.
        loop {
            let start = self.pos;
            let flag = match self.peek() {
                Some(b'r') => &mut quals.is_restrict,
                Some(b'V') => &mut quals.is_volatile,
                Some(b'K') => &mut quals.is_const,
                Some(b'U') => {
                    self.pos += 1;
                    let name = self.source_name()?;
                    let Some(digits) = name.strip_prefix("AS") else {
                        // A vendor type (`U7_Atomic`, `U13block_pointer`), read by `ty`.
                        self.pos = start;
                        break;
                    };
                    if quals.addr_space.is_some() {
                        self.pos = start;
                        return Err(self.err("two address spaces on one type"));
                    }
                    let valid = !digits.is_empty()
                        && digits.bytes().all(|c| c.is_ascii_digit())
                        && (digits.len() == 1 || !digits.starts_with('0'));
                    match digits.parse::<u32>() {
                        Ok(0) if valid => {
                            self.pos = start;
                            return Err(self
                                .err("`U3AS0`: the private address space is written as nothing"));
                        }
                        Ok(n) if valid => quals.addr_space = Some(n),
                        _ => {
                            self.pos = start;
                            return Err(self.err(format!("bad address space qualifier `{name}`")));
                        }
                    }
                    continue;
                }
                _ => break,
            };
            if *flag {
                return Err(self.err("repeated qualifier"));
            }
            *flag = true;
            self.pos += 1;
        }
        if pointer && self.private_is_qualified && quals.addr_space.is_none() {
            quals.addr_space = Some(0);
        }
        let t = self.ty()?;
        if !quals.is_empty() {
            self.subs.push(SubEntry::Qualified(quals, t.clone()));
        }
        Ok((quals, t))
    }

    /// `N<prefix><name>E` as `a::b::c`: a substitution or source name, then source names;
    /// every proper prefix read here is a candidate (the whole name is added by `ty`).
    fn nested_name(&mut self) -> PResult<String> {
        self.pos += 1; // N
        let start = self.pos;
        let (mut name, mut pending) = match self.peek() {
            Some(b'S') => match self.substitution()? {
                SubEntry::Type(BuiltinType::Named(n)) => (n, false),
                _ => {
                    self.pos = start;
                    return Err(self.unsupported("this substitution as a name prefix"));
                }
            },
            Some(b'0'..=b'9') => (self.source_name()?, true),
            Some(b'K' | b'V' | b'r' | b'R' | b'O') => {
                return Err(self.unsupported("qualified member functions"));
            }
            Some(_) => return Err(self.unsupported("this nested name")),
            None => return Err(self.err("nested name not closed by `E`")),
        };
        let mut comps = 1;
        loop {
            match self.peek() {
                Some(b'E') if comps >= 2 => {
                    self.pos += 1;
                    return Ok(name);
                }
                Some(b'0'..=b'9') => {
                    let comp = self.source_name()?;
                    if pending {
                        self.subs
                            .push(SubEntry::Type(BuiltinType::Named(name.clone())));
                    }
                    name = format!("{name}::{comp}");
                    pending = true;
                    comps += 1;
                }
                Some(b'E') => return Err(self.err("nested name with one component")),
                Some(b'I') => return Err(self.unsupported("template arguments in a nested name")),
                Some(_) => return Err(self.unsupported("this component of a nested name")),
                None => return Err(self.err("nested name not closed by `E`")),
            }
        }
    }

    /// An unqualified type.
    fn ty(&mut self) -> PResult<BuiltinType> {
        if self.depth >= MAX_DEPTH {
            return Err(self.unsupported(format!("types nested more than {MAX_DEPTH} deep")));
        }
        self.depth += 1;
        let r = self.ty_inner();
        self.depth -= 1;
        r
    }

    fn ty_inner(&mut self) -> PResult<BuiltinType> {
        use BuiltinType::*;
        let Some(c) = self.peek() else {
            return Err(self.err("expected a type, found the end of the name"));
        };
        let start = self.pos;
        let scalar = match c {
            b'v' => Some(Void),
            b'b' => Some(Bool),
            b'c' => Some(Char),
            b'a' => Some(SChar),
            b'h' => Some(UChar),
            b's' => Some(Short),
            b't' => Some(UShort),
            b'i' => Some(Int),
            b'j' => Some(UInt),
            b'l' => Some(Long),
            b'm' => Some(ULong),
            b'x' => Some(LongLong),
            b'y' => Some(ULongLong),
            b'f' => Some(Float),
            b'd' => Some(Double),
            _ => None,
        };
        if let Some(t) = scalar {
            self.pos += 1;
            return Ok(t);
        }
        let t = match c {
            b'D' => match self.peek_at(1) {
                Some(b'h') => {
                    self.pos += 2;
                    return Ok(Half);
                }
                Some(b'F') => {
                    let t = match self.s.get(self.pos + 2..self.pos + 5) {
                        Some(b"16_") => Float16,
                        Some(b"16b") => BFloat16,
                        _ => return Err(self.unsupported("this `DF` floating-point type")),
                    };
                    self.pos += 5;
                    return Ok(t);
                }
                Some(b'v') => {
                    self.pos += 2;
                    if self.peek() == Some(b'_') {
                        return Err(self.unsupported("vectors with an expression for a size"));
                    }
                    let len = self.number("the length of a vector")?;
                    let len = match u32::try_from(len) {
                        Ok(n) if n > 0 => n,
                        _ => {
                            self.pos = start + 2;
                            return Err(self.err(format!("bad vector length {len}")));
                        }
                    };
                    self.expect(b'_', "after the length of a vector")?;
                    let elem = self.ty()?;
                    if elem == Void {
                        return Err(self.err("vector of void"));
                    }
                    BuiltinType::vector(elem, len)
                }
                _ => return Err(self.unsupported("this `D` type code")),
            },
            b'P' => {
                self.pos += 1;
                let (quals, pointee) = self.qualified_ty(true)?;
                Pointer {
                    pointee: Box::new(pointee),
                    quals,
                }
            }
            b'U' => {
                self.pos += 1;
                let name = self.source_name()?;
                match name.as_str() {
                    "block_pointer" => {
                        let (quals, pointee) = self.qualified_ty(false)?;
                        BlockPointer {
                            pointee: Box::new(pointee),
                            quals,
                        }
                    }
                    "_Atomic" => Atomic(Box::new(self.ty()?)),
                    n if n.starts_with("AS") => {
                        self.pos = start;
                        return Err(self.unsupported(
                            "an address space qualifier on a type that is not a pointee",
                        ));
                    }
                    _ => {
                        self.pos = start;
                        return Err(self.unsupported(format!("vendor qualifier `{name}`")));
                    }
                }
            }
            b'r' | b'V' | b'K' => {
                // A qualified parameter of a builtin type (`Vj` in hand-written or older
                // names): the qualifiers mean nothing for the value passed; the qualified
                // type is a substitution candidate.
                let mut quals = Qualifiers::NONE;
                while let Some(q) = self.peek() {
                    match q {
                        b'r' => quals.is_restrict = true,
                        b'V' => quals.is_volatile = true,
                        b'K' => quals.is_const = true,
                        _ => break,
                    }
                    self.pos += 1;
                }
                let t = self.ty()?;
                if !t.is_scalar() {
                    self.pos = start;
                    return Err(self.unsupported("qualifiers on a type that is not a pointee"));
                }
                self.subs.push(SubEntry::Qualified(quals, t.clone()));
                return Ok(t);
            }
            b'F' => {
                self.pos += 1;
                if self.peek() == Some(b'Y') {
                    return Err(self.unsupported("extern \"C\" function types"));
                }
                let ret = self.ty()?;
                let params = self.params(Some(b'E'))?;
                Function {
                    ret: Box::new(ret),
                    params,
                }
            }
            b'S' => {
                return match self.substitution()? {
                    SubEntry::Type(t) => Ok(t),
                    SubEntry::Qualified(..) => {
                        self.pos = start;
                        Err(self
                            .unsupported("a qualified type where an unqualified one is expected"))
                    }
                    SubEntry::TemplateName(_) => {
                        self.pos = start;
                        Err(self.unsupported("a template name used as a type"))
                    }
                };
            }
            b'T' => {
                self.pos += 1;
                let n = if self.peek() == Some(b'_') {
                    0
                } else {
                    self.number("a template parameter")?.saturating_add(1)
                };
                self.expect(b'_', "to end a template parameter")?;
                let count = match self.template_args {
                    Some(count) => count,
                    None => {
                        self.pos = start;
                        return Err(self.err("a template parameter outside a template function"));
                    }
                };
                if n >= count as u64 {
                    self.pos = start;
                    return Err(self.err(format!(
                        "template parameter {n} of a template with {count} arguments"
                    )));
                }
                // Bounded by `count`, itself a usize.
                TemplateParam(u32::try_from(n).unwrap_or(u32::MAX))
            }
            b'0'..=b'9' => Named(self.source_name()?),
            b'N' => Named(self.nested_name()?),
            b'R' | b'O' => return Err(self.unsupported("references")),
            b'A' => return Err(self.unsupported("array types")),
            b'M' => return Err(self.unsupported("pointer-to-member types")),
            b'u' => return Err(self.unsupported("vendor builtin types")),
            b'e' | b'g' | b'n' | b'o' | b'w' | b'z' => {
                return Err(self.unsupported(format!(
                    "the builtin type `{}` (not an OpenCL type)",
                    c as char
                )));
            }
            _ => {
                return Err(self.err(format!("expected a type, found `{}`", c.escape_ascii())));
            }
        };
        self.subs.push(SubEntry::Type(t.clone()));
        Ok(t)
    }
}
