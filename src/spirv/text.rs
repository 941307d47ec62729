//! The incumbent's text form of SPIR-V (`-to-text`, `-to-binary`, `-spirv-text`).
//!
//! A header line of five decimal words, then one instruction per line:
//! `<word count> <opcode name without Op> <operands…>`. Ids, literals and most enumerants are
//! decimal words; capabilities, decorations, linkage types and extended-instruction numbers are
//! written by name; strings are quoted. `;` starts a comment that runs to the end of the line.
//!
//! Strings escape `"` as `\"`, and a backslash as `\\` only where it precedes `"` or `\` or ends
//! the string; every other byte is written as it is. That reads back losslessly and writes what
//! the incumbent writes for every string without such backslashes.

use super::binary::{check_header, spans_of};
use super::grammar::{self, Category, OperandKind};
use super::layout::{self, LayoutState, OperandSource, ReadClass, SpanKind};
use super::module::{Header, MAGIC, SpvModule};
use super::tables::op;
use crate::error::{Error, Result};
use std::io::Write as _;

/// Whether the kind is written by name in the text form.
fn written_by_name(kind: OperandKind) -> bool {
    matches!(
        kind,
        OperandKind::Capability | OperandKind::Decoration | OperandKind::LinkageType
    )
}

/// Writes a module in the text form.
pub fn write(module: &SpvModule) -> Vec<u8> {
    let mut out = Vec::with_capacity(module.stream().len() * 8);
    let h = &module.header;
    let _ = writeln!(
        out,
        "{} {} {} {} {} ",
        MAGIC, h.version, h.generator, h.bound, h.schema
    );
    let mut state = LayoutState::new(h.bound, module.len());
    let mut spans = Vec::new();
    let mut num = itoa_buf::Buf::default();
    // Blank lines as llvm-spirv writes them: two before the first function, one after the
    // parameters and after each block, one after each function.
    let mut first_function = true;
    for i in module.inst_ids() {
        let opcode = module.opcode(i);
        let operands = module.operands(i);
        if opcode == op::Function && std::mem::take(&mut first_function) {
            out.extend_from_slice(b"\n\n");
        }
        if opcode == op::Label || opcode == op::FunctionEnd {
            out.push(b'\n');
        }
        out.extend_from_slice(num.format(operands.len() as u32 + 1));
        out.push(b' ');
        match grammar::instruction(opcode) {
            Some(d) => out.extend_from_slice(d.name.as_bytes()),
            None => out.extend_from_slice(num.format(u32::from(opcode))),
        }
        out.push(b' ');
        let fits = spans_of(opcode, operands, &state, &mut spans);
        let mut covered = 0;
        if fits {
            for s in &spans {
                let words = &operands[s.start as usize..(s.start + s.len) as usize];
                match s.kind {
                    SpanKind::Operand(OperandKind::LiteralString) => write_string(&mut out, words),
                    SpanKind::Operand(k) if written_by_name(k) => {
                        match k.def().name_of(words[0]) {
                            Some(n) => out.extend_from_slice(n.as_bytes()),
                            None => out.extend_from_slice(num.format(words[0])),
                        }
                        out.push(b' ');
                    }
                    SpanKind::ExtOpcode(set) => {
                        match set.instruction(words[0]) {
                            Some(d) => out.extend_from_slice(d.name.as_bytes()),
                            None => out.extend_from_slice(num.format(words[0])),
                        }
                        out.push(b' ');
                    }
                    _ => write_words(&mut out, words, &mut num),
                }
                covered = (s.start + s.len) as usize;
            }
        }
        write_words(&mut out, &operands[covered..], &mut num);
        out.push(b'\n');
        if opcode == op::FunctionEnd {
            out.push(b'\n');
        }
        state.record(opcode, operands);
    }
    out
}

fn write_words(out: &mut Vec<u8>, words: &[u32], num: &mut itoa_buf::Buf) {
    for &w in words {
        out.extend_from_slice(num.format(w));
        out.push(b' ');
    }
}

fn write_string(out: &mut Vec<u8>, words: &[u32]) {
    let bytes: Vec<u8> = words
        .iter()
        .flat_map(|w| w.to_le_bytes())
        .take_while(|&b| b != 0)
        .collect();
    out.push(b'"');
    for (i, &b) in bytes.iter().enumerate() {
        match b {
            b'"' => out.extend_from_slice(b"\\\""),
            b'\\' if matches!(bytes.get(i + 1), None | Some(b'"') | Some(b'\\')) => {
                out.extend_from_slice(b"\\\\")
            }
            _ => out.push(b),
        }
    }
    out.extend_from_slice(b"\" ");
}

/// Formats numbers without allocating.
mod itoa_buf {
    #[derive(Default)]
    pub struct Buf([u8; 10]);
    impl Buf {
        pub fn format(&mut self, mut n: u32) -> &[u8] {
            let mut i = self.0.len();
            loop {
                i -= 1;
                self.0[i] = b'0' + (n % 10) as u8;
                n /= 10;
                if n == 0 {
                    break;
                }
            }
            &self.0[i..]
        }
    }
}

/// Whether bytes look like the text form (a header line starting with the magic in decimal).
pub fn looks_text(bytes: &[u8]) -> bool {
    let mut lx = Lexer::new(bytes);
    matches!(lx.next_token(), Ok(Some(t)) if parse_number(t.text) == Some(MAGIC))
}

#[derive(Clone, Copy, Debug)]
struct Token<'a> {
    /// The token's bytes; for a string, the raw bytes between the quotes.
    text: &'a [u8],
    is_string: bool,
    line: usize,
    column: usize,
    /// Line on which the token ends (strings may hold newlines).
    end_line: usize,
}

struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
    line: usize,
    line_start: usize,
    peeked: Option<Token<'a>>,
}

impl<'a> Lexer<'a> {
    fn new(src: &'a [u8]) -> Self {
        Lexer {
            src,
            pos: 0,
            line: 1,
            line_start: 0,
            peeked: None,
        }
    }

    fn column(&self, pos: usize) -> usize {
        pos - self.line_start + 1
    }

    fn peek(&mut self) -> Result<Option<Token<'a>>> {
        if self.peeked.is_none() {
            self.peeked = self.scan()?;
        }
        Ok(self.peeked)
    }

    fn next_token(&mut self) -> Result<Option<Token<'a>>> {
        match self.peeked.take() {
            Some(t) => Ok(Some(t)),
            None => self.scan(),
        }
    }

    fn scan(&mut self) -> Result<Option<Token<'a>>> {
        let s = self.src;
        loop {
            match s.get(self.pos) {
                None => return Ok(None),
                Some(b'\n') => {
                    self.pos += 1;
                    self.line += 1;
                    self.line_start = self.pos;
                }
                Some(c) if c.is_ascii_whitespace() => self.pos += 1,
                Some(b';') => {
                    while self.pos < s.len() && s[self.pos] != b'\n' {
                        self.pos += 1;
                    }
                }
                Some(_) => break,
            }
        }
        let (line, column) = (self.line, self.column(self.pos));
        if s[self.pos] == b'"' {
            let start = self.pos + 1;
            let mut i = start;
            loop {
                match s.get(i) {
                    None => {
                        return Err(Error::at_text(line, column, None, "unterminated string"));
                    }
                    Some(b'\\') if matches!(s.get(i + 1), Some(b'"') | Some(b'\\')) => i += 2,
                    Some(b'"') => break,
                    Some(b'\n') => {
                        i += 1;
                        self.line += 1;
                        self.line_start = i;
                    }
                    Some(_) => i += 1,
                }
            }
            self.pos = i + 1;
            return Ok(Some(Token {
                text: &s[start..i],
                is_string: true,
                line,
                column,
                end_line: self.line,
            }));
        }
        let start = self.pos;
        while self.pos < s.len() && !s[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        Ok(Some(Token {
            text: &s[start..self.pos],
            is_string: false,
            line,
            column,
            end_line: line,
        }))
    }
}

fn unescape(raw: &[u8], out: &mut Vec<u8>) {
    out.clear();
    let mut i = 0;
    while i < raw.len() {
        if raw[i] == b'\\' && matches!(raw.get(i + 1), Some(b'"') | Some(b'\\')) {
            out.push(raw[i + 1]);
            i += 2;
        } else {
            out.push(raw[i]);
            i += 1;
        }
    }
}

fn parse_number(t: &[u8]) -> Option<u32> {
    let s = std::str::from_utf8(t).ok()?;
    if let Some(hex) = s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        return u32::from_str_radix(hex, 16).ok();
    }
    if let Some(neg) = s.strip_prefix('-') {
        return neg
            .parse::<u32>()
            .ok()
            .filter(|&n| n <= 1 << 31)
            .map(|n| (n as i64).wrapping_neg() as u32);
    }
    s.parse().ok()
}

fn show(t: &[u8]) -> String {
    String::from_utf8_lossy(t).into_owned()
}

/// Reads a module from the text form.
pub fn parse(text: &[u8]) -> Result<SpvModule> {
    let mut lx = Lexer::new(text);
    let mut header_words = [0u32; 5];
    let mut header_line = 1;
    for (i, slot) in header_words.iter_mut().enumerate() {
        let what = ["magic number", "version", "generator", "bound", "schema"][i];
        let t = lx.next_token()?.ok_or_else(|| {
            Error::at_text(
                lx.line,
                lx.column(lx.pos),
                None,
                format!("truncated header: expected the {what}"),
            )
        })?;
        if i == 0 {
            header_line = t.line;
        } else if t.line != header_line {
            return Err(Error::at_text(
                t.line,
                t.column,
                None,
                format!("header line ends before the {what}"),
            ));
        }
        *slot = parse_number(t.text).ok_or_else(|| {
            Error::at_text(
                t.line,
                t.column,
                None,
                format!("expected the {what} as a number, found `{}`", show(t.text)),
            )
        })?;
    }
    if header_words[0] != MAGIC {
        return Err(Error::at_text(
            header_line,
            1,
            None,
            format!(
                "wrong magic number {} (the text form starts with {MAGIC})",
                header_words[0]
            ),
        ));
    }
    let header = Header {
        version: header_words[1],
        generator: header_words[2],
        bound: header_words[3],
        schema: header_words[4],
    };
    check_header(&header, |i, msg| {
        Error::at_text(
            header_line,
            1,
            None,
            format!("header word {}: {msg}", i + 1),
        )
    })?;

    let mut module = SpvModule::with_capacity(header, text.len() / 4, text.len() / 24);
    let mut state = LayoutState::new(header.bound, text.len() / 8);
    let mut spans = Vec::new();
    let mut words: Vec<u32> = Vec::new();
    let mut scratch = Vec::new();
    while let Some(t) = lx.next_token()? {
        let wc = parse_number(t.text)
            .filter(|_| !t.is_string)
            .ok_or_else(|| {
                Error::at_text(
                    t.line,
                    t.column,
                    None,
                    format!("expected a word count, found `{}`", show(t.text)),
                )
            })?;
        let name_tok = match lx.next_token()? {
            Some(n) if n.line == t.line && !n.is_string => n,
            _ => {
                return Err(Error::at_text(
                    t.line,
                    t.column,
                    None,
                    "word count without an instruction name",
                ));
            }
        };
        let opcode = match parse_number(name_tok.text) {
            Some(n) if n <= 0xffff => n as u16,
            Some(n) => {
                return Err(Error::at_text(
                    name_tok.line,
                    name_tok.column,
                    None,
                    format!("opcode {n} does not fit 16 bits"),
                ));
            }
            None => std::str::from_utf8(name_tok.text)
                .ok()
                .and_then(grammar::opcode_by_name)
                .ok_or_else(|| {
                    Error::at_text(
                        name_tok.line,
                        name_tok.column,
                        None,
                        format!("unknown instruction name `{}`", show(name_tok.text)),
                    )
                })?,
        };
        let inst_name = || {
            grammar::instruction(opcode)
                .map(|d| d.name.to_string())
                .unwrap_or_else(|| opcode.to_string())
        };
        if wc == 0 {
            // The incumbent's reader skips an instruction of zero words; so do we.
            tracing::warn!(
                "line {}: skipping {} with word count 0",
                t.line,
                inst_name()
            );
            continue;
        }
        if wc > 0xffff {
            return Err(Error::at_text(
                t.line,
                t.column,
                Some(inst_name()),
                format!("word count {wc} does not fit 16 bits"),
            ));
        }
        words.clear();
        let more = lx.peek()?.is_some_and(|n| n.line == name_tok.end_line);
        let mut src = TextSource {
            lexer: &mut lx,
            words: &mut words,
            line: name_tok.end_line,
            more,
            opcode,
            scratch: &mut scratch,
            last: name_tok,
            word_count: wc as usize,
        };
        layout::walk(opcode, &mut src, &state, &mut spans)?;
        let actual = words.len() + 1;
        if actual > 0xffff {
            return Err(Error::at_text(
                t.line,
                t.column,
                Some(inst_name()),
                format!("{actual} words do not fit a 16-bit word count"),
            ));
        }
        if actual != wc as usize {
            // The incumbent's reader trusts the tokens, not the count (its own tests hold
            // miscounted strings); so do we, and say so.
            tracing::warn!(
                "line {}: word count {wc} of {} is wrong, the instruction has {actual} words",
                t.line,
                inst_name()
            );
        }
        state.record(opcode, &words);
        module.push(opcode, &words);
    }
    Ok(module)
}

/// Operand words from the tokens of one text instruction: the tokens up to the end of its line
/// (a string may run over several lines).
struct TextSource<'l, 'a> {
    lexer: &'l mut Lexer<'a>,
    words: &'l mut Vec<u32>,
    /// The line the instruction is on (where its last token ended).
    line: usize,
    /// Whether another token follows on that line.
    more: bool,
    opcode: u16,
    scratch: &'l mut Vec<u8>,
    last: Token<'a>,
    /// The word count the line gives (the opcode's word included).
    word_count: usize,
}

impl<'a> TextSource<'_, 'a> {
    fn name(&self) -> Option<String> {
        Some(
            grammar::instruction(self.opcode)
                .map(|d| d.name.to_string())
                .unwrap_or_else(|| self.opcode.to_string()),
        )
    }

    fn error_at(&self, t: &Token, message: String) -> Error {
        Error::at_text(t.line, t.column, self.name(), message)
    }

    /// The next token of this instruction (it must be on the instruction's line).
    fn token(&mut self) -> Result<Token<'a>> {
        if !self.more {
            return Err(Error::at_text(
                self.last.end_line,
                self.last.column + self.last.text.len(),
                self.name(),
                format!(
                    "the line ends after {} operand words; the instruction needs more",
                    self.words.len()
                ),
            ));
        }
        let t = self
            .lexer
            .next_token()?
            .ok_or_else(|| Error::at_text(self.line, 1, self.name(), "unexpected end of input"))?;
        self.line = t.end_line;
        self.last = t;
        self.more = self.lexer.peek()?.is_some_and(|n| n.line == self.line);
        Ok(t)
    }

    fn number(&mut self, kind: SpanKind) -> Result<u32> {
        let t = self.token()?;
        if t.is_string {
            return Err(self.error_at(&t, "expected a number, found a string".into()));
        }
        if let Some(n) = parse_number(t.text) {
            return Ok(n);
        }
        let name = std::str::from_utf8(t.text).unwrap_or("");
        let by_name = match kind {
            SpanKind::Operand(k)
                if matches!(k.def().category, Category::ValueEnum | Category::BitEnum) =>
            {
                let def = k.def();
                if def.category == Category::BitEnum {
                    name.split('|')
                        .try_fold(0u32, |acc, part| def.value_of(part).map(|v| acc | v))
                } else {
                    def.value_of(name)
                }
            }
            SpanKind::ExtOpcode(set) => set.opcode_by_name(name),
            _ => None,
        };
        by_name.ok_or_else(|| {
            let what = match kind {
                SpanKind::Operand(k)
                    if matches!(k.def().category, Category::ValueEnum | Category::BitEnum) =>
                {
                    format!("a {} name or number", k.def().name)
                }
                SpanKind::ExtOpcode(set) => format!("a {} instruction name or number", set.name()),
                _ => "a number".to_string(),
            };
            self.error_at(&t, format!("expected {what}, found `{}`", show(t.text)))
        })
    }
}

impl OperandSource for TextSource<'_, '_> {
    fn has_more(&self) -> bool {
        self.more
    }
    fn operand_words_hint(&self) -> Option<usize> {
        self.word_count.checked_sub(1)
    }

    fn read(&mut self, kind: SpanKind, class: ReadClass) -> Result<(usize, usize)> {
        let start = self.words.len();
        match class {
            ReadClass::Word => {
                let n = self.number(kind)?;
                self.words.push(n);
            }
            ReadClass::Words(n) => {
                for _ in 0..n {
                    let w = self.number(kind)?;
                    self.words.push(w);
                }
            }
            ReadClass::Rest => {
                while self.more {
                    let w = self.number(kind)?;
                    self.words.push(w);
                }
            }
            ReadClass::String => {
                let t = self.token()?;
                if !t.is_string {
                    return Err(self.error_at(
                        &t,
                        format!("expected a quoted string, found `{}`", show(t.text)),
                    ));
                }
                unescape(t.text, self.scratch);
                if self.scratch.contains(&0) {
                    return Err(self.error_at(&t, "string holds a NUL byte".into()));
                }
                layout::encode_string(self.scratch, self.words);
            }
        }
        Ok((start, self.words.len() - start))
    }

    fn words(&self) -> &[u32] {
        self.words
    }

    fn error(&self, message: String) -> Error {
        Error::at_text(self.last.line, self.last.column, self.name(), message)
    }

    fn error_next(&self, message: String) -> Error {
        match self.lexer.peeked {
            Some(t) if self.more => self.error_at(&t, message),
            _ => self.error(message),
        }
    }
}
