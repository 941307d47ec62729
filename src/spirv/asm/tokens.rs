//! The tokens of the assembly, the header comments `spirv-dis` writes, and id numbering.

use super::{IdNumbering, generators};
use crate::error::{Error, Result};
use crate::hash::{FastMap, FastSet};
use crate::spirv::grammar::Version;

#[derive(Clone, Copy, Debug)]
pub(super) struct Token {
    pub(super) start: u32,
    pub(super) end: u32,
    pub(super) line: u32,
    pub(super) column: u32,
    /// For an id token (`%x`), its number.
    pub(super) id: u32,
}

pub(super) fn err(t: &Token, inst: Option<&str>, message: impl Into<String>) -> Error {
    Error::at_text(
        t.line as usize,
        t.column as usize,
        inst.map(str::to_string),
        message,
    )
}

/// Splits the text into tokens: words separated by blank space, `;` comments skipped; a
/// word may hold a quoted part (with `\` escapes) in which blanks and `;` do not end it.
pub(super) fn lex(src: &[u8]) -> Result<Vec<Token>> {
    let mut toks = Vec::with_capacity(src.len() / 6);
    let (mut i, mut line, mut line_start) = (0usize, 1u32, 0usize);
    while i < src.len() {
        let c = src[i];
        if c == b'\n' {
            i += 1;
            line += 1;
            line_start = i;
            continue;
        }
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        if c == b';' {
            while i < src.len() && src[i] != b'\n' {
                i += 1;
            }
            continue;
        }
        let (start, start_line, column) = (i, line, (i - line_start + 1) as u32);
        let (mut quoting, mut escaping) = (false, false);
        while i < src.len() {
            let c = src[i];
            if escaping {
                escaping = false;
            } else if c == b'\\' {
                escaping = true;
            } else if c == b'"' {
                quoting = !quoting;
            } else if !quoting && (c.is_ascii_whitespace() || c == b';') {
                break;
            }
            if c == b'\n' {
                line += 1;
                line_start = i + 1;
            }
            i += 1;
        }
        if quoting {
            return Err(Error::at_text(
                start_line as usize,
                column as usize,
                None,
                "unterminated string",
            ));
        }
        toks.push(Token {
            start: start as u32,
            end: i as u32,
            line: start_line,
            column,
            id: 0,
        });
    }
    Ok(toks)
}

/// The header words the `spirv-dis` comments before the first instruction give.
#[derive(Default)]
pub(super) struct HeaderComments {
    pub(super) version: Option<u32>,
    pub(super) generator: Option<u32>,
    pub(super) bound: Option<u32>,
    pub(super) schema: Option<u32>,
}

pub(super) fn header_comments(src: &[u8]) -> HeaderComments {
    let mut h = HeaderComments::default();
    for line in src.split(|&b| b == b'\n') {
        let line = String::from_utf8_lossy(line);
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let Some(comment) = line.strip_prefix(';') else {
            break;
        };
        let comment = comment.trim();
        if let Some(v) = comment.strip_prefix("Version:") {
            if let Some((major, minor)) = v.trim().split_once('.') {
                if let (Ok(a), Ok(b)) = (major.parse::<u8>(), minor.parse::<u8>()) {
                    h.version = Some(Version::new(a, b).word());
                }
            }
        } else if let Some(g) = comment.strip_prefix("Generator:") {
            if let Some((tool, misc)) = g.trim().rsplit_once(';') {
                if let (Some(t), Ok(m)) = (generators::id(tool.trim()), misc.trim().parse::<u16>())
                {
                    h.generator = Some((t << 16) | u32::from(m));
                }
            }
        } else if let Some(b) = comment.strip_prefix("Bound:") {
            h.bound = b.trim().parse().ok();
        } else if let Some(s) = comment.strip_prefix("Schema:") {
            h.schema = s.trim().parse().ok();
        }
    }
    h
}

/// The number of a numeric id name (`%42`), as `spirv-as` reads one.
pub(super) fn numeric_id(name: &[u8]) -> Option<u32> {
    let s = std::str::from_utf8(name).ok()?;
    if s.bytes().all(|b| b.is_ascii_digit()) && !s.is_empty() {
        return s.parse().ok();
    }
    let h = s.strip_prefix("0x").or_else(|| s.strip_prefix("0X"))?;
    u32::from_str_radix(h, 16).ok()
}

/// Gives every id token its number; returns one past the largest.
pub(super) fn number_ids(src: &[u8], toks: &mut [Token], mode: IdNumbering) -> Result<u32> {
    let is_id = |t: &Token| src[t.start as usize] == b'%';
    let name = |t: &Token| &src[t.start as usize + 1..t.end as usize];
    let mut preserved: FastSet<u32> = FastSet::default();
    let mut all_numeric = true;
    for t in toks.iter().filter(|t| is_id(t)) {
        let n = name(t);
        if n.is_empty() {
            return Err(err(t, None, "`%` without an id name"));
        }
        match numeric_id(n) {
            Some(v) => {
                preserved.insert(v);
            }
            None => all_numeric = false,
        }
    }
    let preserve = match mode {
        IdNumbering::Auto => all_numeric,
        IdNumbering::Preserve => true,
        IdNumbering::Sequential => false,
    };
    let mut named: FastMap<&[u8], u32> = FastMap::default();
    let mut next: u64 = 1;
    let mut max = 0u32;
    for t in toks.iter_mut() {
        if src[t.start as usize] != b'%' {
            continue;
        }
        let n = &src[t.start as usize + 1..t.end as usize];
        let id = match numeric_id(n).filter(|_| preserve) {
            Some(v) => v,
            None => match named.get(n) {
                Some(&v) => v,
                None => {
                    while preserve && preserved.contains(&(next as u32)) {
                        next += 1;
                    }
                    if next > u64::from(u32::MAX - 1) {
                        return Err(err(t, None, "too many ids: they do not fit 32 bits"));
                    }
                    let v = next as u32;
                    next += 1;
                    named.insert(n, v);
                    v
                }
            },
        };
        t.id = id;
        max = max.max(id);
    }
    Ok(max.saturating_add(1))
}
