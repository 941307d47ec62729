//! Reads the SPIRV-Tools assembly (what `spirv-as` reads) into a module.
//!
//! Three passes over the text: tokens; id numbers (which need every id of the text when
//! numeric ids are kept); instructions, each walked by the same layout walker as the binary
//! and the incumbent's text form. An instruction with a `!<integer>` token is read from there
//! on in `spirv-as`'s alternate mode (each token one word) and then checked as a binary
//! instruction. Errors name the line, the column and the instruction.

use super::numbers::{self, NumKind};
use super::tokens::{Token, err, header_comments, lex, number_ids, numeric_id};
use super::write::Types;
use super::{IdNumbering, ReadOptions};
use crate::error::{Error, Result};
use crate::spirv::binary::{BinarySource, check_header};
use crate::spirv::grammar::{self, Category, OperandKind, Version};
use crate::spirv::layout::{self, LayoutState, OperandSource, ReadClass, SpanKind};
use crate::spirv::module::{Header, SpvModule};
use crate::spirv::tables::op;

/// The version a module gets when the text has no `; Version:` comment: `spirv-as`'s default
/// target (SPIRV-Tools 2023.1 assembles for SPIR-V 1.6).
const DEFAULT_VERSION: Version = Version::new(1, 6);

/// Whether bytes look like the assembly: after blank space and `;` comments, an opcode
/// (`OpX`), an id (`%x = …`) or a raw word (`!0x…`); or only comments that include spirv-dis's
/// `; SPIR-V` header (a module of no instructions).
pub fn looks_asm(bytes: &[u8]) -> bool {
    let mut i = 0;
    // spirv-dis's header comment: with it, a module of no instructions is still assembly.
    let mut header = false;
    while i < bytes.len() {
        match bytes[i] {
            b';' => {
                let start = i;
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
                header |= bytes[start..i].trim_ascii_end() == b"; SPIR-V";
            }
            c if c.is_ascii_whitespace() => i += 1,
            b'%' | b'!' => return true,
            b'O' => return bytes.get(i + 1) == Some(&b'p'),
            _ => return false,
        }
    }
    header
}

/// Reads a module, numbering ids with [`IdNumbering::Auto`].
pub fn parse(text: &[u8]) -> Result<SpvModule> {
    parse_with(text, &ReadOptions::default())
}

/// Reads a module with the given options.
pub fn parse_with(src: &[u8], options: &ReadOptions) -> Result<SpvModule> {
    let mut toks = lex(src)?;
    let comments = header_comments(src);
    let mut bound = number_ids(src, &mut toks, options.ids)?;
    let keeps_numbers = match options.ids {
        IdNumbering::Preserve => true,
        IdNumbering::Sequential => false,
        IdNumbering::Auto => toks
            .iter()
            .filter(|t| src[t.start as usize] == b'%')
            .all(|t| numeric_id(&src[t.start as usize + 1..t.end as usize]).is_some()),
    };
    if keeps_numbers {
        if let Some(b) = comments.bound.filter(|&b| b > bound) {
            bound = b;
        }
    }
    let header = Header {
        version: comments.version.unwrap_or(DEFAULT_VERSION.word()),
        generator: comments.generator.unwrap_or(Header::GENERATOR),
        bound,
        // (No schema comment: 0, the header's reserved Schema word (SPIR-V 2.3).)
        schema: comments.schema.unwrap_or(0),
    };
    check_header(&header, |i, msg| {
        Error::at_text(1, 1, None, format!("header word {}: {msg}", i + 1))
    })?;
    let p = Parser { src, toks: &toks };
    p.instructions(header)
}

struct Parser<'a> {
    src: &'a [u8],
    toks: &'a [Token],
}

impl<'a> Parser<'a> {
    fn text(&self, t: &Token) -> &'a [u8] {
        &self.src[t.start as usize..t.end as usize]
    }

    fn show(&self, t: &Token) -> String {
        String::from_utf8_lossy(self.text(t)).into_owned()
    }

    fn is_op(&self, t: &Token) -> bool {
        let s = self.text(t);
        s.len() > 2 && s[0] == b'O' && s[1] == b'p' && s[2].is_ascii_uppercase()
    }

    fn is_result(&self, i: usize) -> bool {
        self.text(&self.toks[i]).first() == Some(&b'%')
            && self.toks.get(i + 1).is_some_and(|n| self.text(n) == b"=")
    }

    /// Whether token `i` starts an instruction (`OpX`, or `%x` followed by `=`).
    fn starts_instruction(&self, i: usize) -> bool {
        self.is_op(&self.toks[i]) || self.is_result(i)
    }

    fn instructions(&self, header: Header) -> Result<SpvModule> {
        let n = self.toks.len();
        let mut module = SpvModule::with_capacity(header, n, n / 4);
        let mut state = LayoutState::new(header.bound, n);
        let mut types = Types::new(header.bound, n);
        let mut spans = Vec::new();
        let mut scratch = Vec::new();
        let mut i = 0;
        while i < n {
            let first = self.toks[i];
            let (result, op_at) = if self.is_result(i) {
                (Some(first.id), i + 2)
            } else {
                (None, i)
            };
            let Some(op_tok) = self.toks.get(op_at).copied() else {
                return Err(err(&first, None, "`%id =` without an instruction after it"));
            };
            let mut end = op_at + 1;
            while end < n && !self.starts_instruction(end) {
                end += 1;
            }
            let operands = &self.toks[op_at + 1..end];
            // How many operand tokens the instruction takes (fewer than `operands` when its
            // layout ends before the next token that looks like an instruction).
            let mut consumed = operands.len();
            let text = self.text(&op_tok);
            let (opcode, words) = if let Some(raw) = text.strip_prefix(b"!") {
                if result.is_some() {
                    return Err(err(
                        &op_tok,
                        None,
                        "an instruction with a result id needs its opcode by name, not as !<integer>",
                    ));
                }
                let first_word = self.raw_number(&op_tok, raw, None)?;
                let mut words = Vec::new();
                self.alternate(operands, &mut words, None)?;
                let (wc, opcode) = ((first_word >> 16) as usize, (first_word & 0xffff) as u16);
                if wc != words.len() + 1 {
                    return Err(err(
                        &op_tok,
                        None,
                        format!(
                            "the word count {wc} of !{first_word} does not match the instruction's {} words",
                            words.len() + 1
                        ),
                    ));
                }
                self.check_words(&op_tok, opcode, &words, &state, &mut spans)?;
                (opcode, words)
            } else if text.starts_with(b"OpUnknown(") {
                if result.is_some() {
                    return Err(err(
                        &op_tok,
                        None,
                        "OpUnknown takes its result id as an operand, not before `=`",
                    ));
                }
                let (opcode, wc, skip) = self.op_unknown(&op_tok, operands)?;
                let mut words = Vec::new();
                self.alternate(&operands[skip..], &mut words, None)?;
                if wc != words.len() + 1 {
                    return Err(err(
                        &op_tok,
                        None,
                        format!(
                            "OpUnknown gives the word count {wc}, but the instruction has {} words",
                            words.len() + 1
                        ),
                    ));
                }
                self.check_words(&op_tok, opcode, &words, &state, &mut spans)?;
                (opcode, words)
            } else if self.is_op(&op_tok) {
                let name = String::from_utf8_lossy(&text[2..]);
                let opcode = grammar::opcode_by_name(&name).ok_or_else(|| {
                    err(
                        &op_tok,
                        None,
                        format!("unknown opcode `{}`", self.show(&op_tok)),
                    )
                })?;
                let def = grammar::instruction(opcode);
                let inst_name = format!("Op{}", def.map(|d| d.name).unwrap_or(&name));
                let has_result = def.is_some_and(|d| d.has_result);
                if has_result && result.is_none() {
                    return Err(err(
                        &op_tok,
                        Some(&inst_name),
                        format!("{inst_name} has a result: write `%name = {inst_name} …`"),
                    ));
                }
                if !has_result && result.is_some() {
                    return Err(err(
                        &first,
                        Some(&inst_name),
                        format!("{inst_name} has no result id"),
                    ));
                }
                let mut src = AsmSource {
                    p: self,
                    toks: operands,
                    pos: 0,
                    words: Vec::new(),
                    result,
                    opcode,
                    name: &inst_name,
                    types: &types,
                    alternate: false,
                    last: op_tok,
                    scratch: &mut scratch,
                    failed: None,
                };
                let walked = layout::walk(opcode, &mut src, &state, &mut spans);
                if let Some(e) = src.failed.take() {
                    return Err(e);
                }
                let alternate = src.alternate;
                consumed = src.toks.len();
                let words = std::mem::take(&mut src.words);
                match walked {
                    Ok(()) if !alternate => {}
                    Err(e) if !alternate => return Err(e),
                    _ => self.check_words(&op_tok, opcode, &words, &state, &mut spans)?,
                }
                (opcode, words)
            } else {
                return Err(err(
                    &op_tok,
                    None,
                    format!(
                        "expected an instruction (`OpX …` or `%id = OpX …`), found `{}`",
                        self.show(&op_tok)
                    ),
                ));
            };
            if words.len() + 1 > 0xffff {
                return Err(err(
                    &op_tok,
                    grammar::instruction(opcode)
                        .map(|d| format!("Op{}", d.name))
                        .as_deref(),
                    format!("{} words do not fit a 16-bit word count", words.len() + 1),
                ));
            }
            state.record(opcode, &words);
            types.record(opcode, &words);
            module.push(opcode, &words);
            i = op_at + 1 + consumed;
        }
        Ok(module)
    }

    /// `OpUnknown(<opcode>, <word count>)` (written as one token or split after the comma):
    /// the opcode, the word count and how many operand tokens the spelling took.
    fn op_unknown(&self, at: &Token, operands: &[Token]) -> Result<(u16, usize, usize)> {
        let mut spelled = String::from_utf8_lossy(self.text(at)).into_owned();
        let mut skip = 0;
        while !spelled.ends_with(')') && skip < operands.len().min(2) {
            spelled.push_str(&String::from_utf8_lossy(self.text(&operands[skip])));
            skip += 1;
        }
        let bad = || {
            err(
                at,
                None,
                format!("expected OpUnknown(<opcode>, <word count>), found `{spelled}`"),
            )
        };
        let inner = spelled
            .strip_prefix("OpUnknown(")
            .and_then(|r| r.strip_suffix(')'))
            .ok_or_else(bad)?;
        let (opcode, wc) = inner.split_once(',').ok_or_else(bad)?;
        let opcode: u16 = opcode.trim().parse().map_err(|_| bad())?;
        let wc: usize = wc.trim().parse().map_err(|_| bad())?;
        Ok((opcode, wc, skip))
    }

    /// Checks words read (partly) in the alternate mode against the grammar, as the binary
    /// reader does.
    fn check_words(
        &self,
        at: &Token,
        opcode: u16,
        words: &[u32],
        state: &LayoutState,
        spans: &mut Vec<layout::Span>,
    ) -> Result<()> {
        let mut b = BinarySource {
            words,
            pos: 0,
            base: 0,
            opcode,
        };
        layout::walk(opcode, &mut b, state, spans).map_err(|e| {
            let name = grammar::instruction(opcode).map(|d| format!("Op{}", d.name));
            let message = match e {
                Error::InvalidSpirv { message, .. } => message,
                other => other.to_string(),
            };
            err(at, name.as_deref(), message)
        })
    }

    /// A number as the alternate mode and `!<integer>` read it (32 bits; `strtoul` forms).
    fn raw_number(&self, t: &Token, s: &[u8], inst: Option<&str>) -> Result<u32> {
        let s = std::str::from_utf8(s).unwrap_or("");
        let octal =
            s.len() > 1 && s.starts_with('0') && s.bytes().all(|b| (b'0'..=b'7').contains(&b));
        let v = if octal {
            u32::from_str_radix(&s[1..], 8).ok()
        } else {
            numbers::parse_word(s)
        };
        v.ok_or_else(|| {
            err(
                t,
                inst,
                format!("expected a 32-bit integer, found `{}`", self.show(t)),
            )
        })
    }

    /// Reads tokens in `spirv-as`'s alternate mode: each an id, a number (one word), a string
    /// or a `!<integer>`.
    fn alternate(&self, toks: &[Token], words: &mut Vec<u32>, inst: Option<&str>) -> Result<()> {
        let mut scratch = Vec::new();
        for t in toks {
            let s = self.text(t);
            match s[0] {
                b'%' => words.push(t.id),
                b'!' => words.push(self.raw_number(t, &s[1..], inst)?),
                b'"' => {
                    self.string(t, inst, &mut scratch)?;
                    layout::encode_string(&scratch, words);
                }
                _ => words.push(self.raw_number(t, s, inst).map_err(|_| {
                    err(
                        t,
                        inst,
                        format!(
                            "after a !<integer> every token is a word: expected an id, a number, a string or !<integer>, found `{}`",
                            self.show(t)
                        ),
                    )
                })?),
            }
        }
        Ok(())
    }

    /// The bytes of a string token, escapes removed.
    fn string(&self, t: &Token, inst: Option<&str>, out: &mut Vec<u8>) -> Result<()> {
        let s = self.text(t);
        out.clear();
        if s.len() < 2 || s[0] != b'"' {
            return Err(err(
                t,
                inst,
                format!("expected a quoted string, found `{}`", self.show(t)),
            ));
        }
        let mut i = 1;
        while i < s.len() {
            match s[i] {
                b'\\' if i + 1 < s.len() => {
                    out.push(s[i + 1]);
                    i += 2;
                }
                b'"' => {
                    if i + 1 != s.len() {
                        return Err(err(t, inst, "text right after the string's closing quote"));
                    }
                    if out.contains(&0) {
                        return Err(err(t, inst, "string holds a NUL byte"));
                    }
                    return Ok(());
                }
                b => {
                    out.push(b);
                    i += 1;
                }
            }
        }
        Err(err(t, inst, "unterminated string"))
    }
}

/// Operand words from the tokens of one instruction.
struct AsmSource<'p, 'a> {
    p: &'p Parser<'a>,
    toks: &'p [Token],
    pos: usize,
    words: Vec<u32>,
    /// The result id written before `=`, until the walker takes it.
    result: Option<u32>,
    opcode: u16,
    name: &'p str,
    types: &'p Types,
    /// Set when a `!<integer>` switched to the alternate mode (the rest is already read).
    alternate: bool,
    last: Token,
    scratch: &'p mut Vec<u8>,
    /// An error of the alternate mode, reported instead of whatever the walker makes of it.
    failed: Option<Error>,
}

impl AsmSource<'_, '_> {
    fn next(&mut self, kind: SpanKind) -> Result<Token> {
        match self.toks.get(self.pos) {
            Some(t) => {
                self.pos += 1;
                self.last = *t;
                Ok(*t)
            }
            None => Err(self.error(format!("missing operand ({})", what(kind)))),
        }
    }

    fn id(&self, t: &Token) -> Result<u32> {
        if self.p.text(t)[0] == b'%' {
            Ok(t.id)
        } else {
            Err(err(
                t,
                Some(self.name),
                format!("expected an id (%name), found `{}`", self.p.show(t)),
            ))
        }
    }

    /// One token as one word of `kind`.
    fn word(&mut self, kind: SpanKind, t: &Token) -> Result<u32> {
        let text = self.p.text(t);
        let s = String::from_utf8_lossy(text);
        let by_name = match kind {
            SpanKind::Operand(k) => match k.def().category {
                Category::Id => return self.id(t),
                Category::ValueEnum => k.def().value_of(&s),
                Category::BitEnum => s.split('|').try_fold(0u32, |acc, part| {
                    k.def()
                        .value_of(part)
                        .or_else(|| numbers::parse_word(part))
                        .map(|v| acc | v)
                }),
                _ if k == OperandKind::LiteralSpecConstantOpInteger => {
                    grammar::opcode_by_name(s.strip_prefix("Op").unwrap_or(&s)).map(u32::from)
                }
                _ => None,
            },
            SpanKind::ExtOpcode(set) => set.opcode_by_name(&s),
            SpanKind::Raw => {
                if text[0] == b'%' {
                    return Ok(t.id);
                }
                None
            }
        };
        if let Some(v) = by_name.or_else(|| numbers::parse_word(&s)) {
            return Ok(v);
        }
        Err(err(
            t,
            Some(self.name),
            format!("expected {}, found `{s}`", what(kind)),
        ))
    }

    fn number_kind(&self) -> Option<NumKind> {
        let first = *self.words.first()?;
        if self.opcode == op::Switch {
            self.types.value_kind(first)
        } else {
            self.types.number_kind(first)
        }
    }
}

/// What an operand is, for messages.
fn what(kind: SpanKind) -> String {
    match kind {
        SpanKind::Operand(k) => match k.def().category {
            Category::Id => format!("an id for {}", k.def().name),
            Category::ValueEnum | Category::BitEnum => format!("a {} name", k.def().name),
            _ if k == OperandKind::LiteralString => "a quoted string".into(),
            _ if k == OperandKind::LiteralSpecConstantOpInteger => {
                "an opcode name without `Op`".into()
            }
            _ => format!("a number ({})", k.def().name),
        },
        SpanKind::ExtOpcode(set) => format!("a {} instruction name", set.name()),
        SpanKind::Raw => "an id, a number, a string or !<integer>".into(),
    }
}

impl OperandSource for AsmSource<'_, '_> {
    fn has_more(&self) -> bool {
        !self.alternate && (self.result.is_some() || self.pos < self.toks.len())
    }

    fn read(&mut self, kind: SpanKind, class: ReadClass) -> Result<(usize, usize)> {
        let start = self.words.len();
        if let SpanKind::Operand(OperandKind::IdResult) = kind {
            let r = self.result.take().ok_or_else(|| {
                self.error(format!(
                    "{} has a result: write `%name = {}`",
                    self.name, self.name
                ))
            })?;
            self.words.push(r);
            return Ok((start, 1));
        }
        if self.alternate {
            return Err(self.error("read past the alternate mode".into()));
        }
        let t = self.next(kind)?;
        let text = self.p.text(&t);
        if text[0] == b'!' {
            // The alternate mode: this word and every later token as words.
            let w = self.p.raw_number(&t, &text[1..], Some(self.name))?;
            self.words.push(w);
            let rest = &self.toks[self.pos..];
            self.pos = self.toks.len();
            self.alternate = true;
            if let Err(e) = self.p.alternate(rest, &mut self.words, Some(self.name)) {
                let message = e.to_string();
                self.failed = Some(e);
                return Err(self.error(message));
            }
            return Ok((start, self.words.len() - start));
        }
        match class {
            ReadClass::Word => {
                let w = self.word(kind, &t)?;
                self.words.push(w);
            }
            ReadClass::String => {
                self.p.string(&t, Some(self.name), self.scratch)?;
                layout::encode_string(self.scratch, &mut self.words);
            }
            ReadClass::Words(n) => match self.number_kind() {
                Some(k) => {
                    let s = String::from_utf8_lossy(text);
                    numbers::parse_number(&s, k, &mut self.words)
                        .map_err(|m| err(&t, Some(self.name), m))?;
                    if self.words.len() - start != n as usize {
                        return Err(err(
                            &t,
                            Some(self.name),
                            format!("the literal needs {n} words"),
                        ));
                    }
                }
                None => {
                    let w = self.word(kind, &t)?;
                    self.words.push(w);
                    for _ in 1..n {
                        let t = self.next(kind)?;
                        let w = self.word(kind, &t)?;
                        self.words.push(w);
                    }
                }
            },
            ReadClass::Rest => {
                let mut t = t;
                loop {
                    // The operands of an OpSpecConstantOp's opcode are read as that opcode
                    // lays them out ([type, result, opcode, operands...]): an id where it has
                    // an id, a number where it has a literal (a string or a number in the place
                    // of an id would be written back as an id the module does not have).
                    let inner = (self.opcode == op::SpecConstantOp)
                        .then(|| self.words.get(2).copied())
                        .flatten()
                        .zip(self.words.len().checked_sub(3))
                        .and_then(|(opc, k)| super::spec_constant_operand_kind(opc, k));
                    if let Some(kind) = inner.filter(|_| self.p.text(&t)[0] != b'!') {
                        let w = self.word(SpanKind::Operand(kind), &t)?;
                        self.words.push(w);
                    } else if self.p.text(&t)[0] == b'"' {
                        self.p.string(&t, Some(self.name), self.scratch)?;
                        layout::encode_string(self.scratch, &mut self.words);
                    } else if self.p.text(&t)[0] == b'!' {
                        let w = self
                            .p
                            .raw_number(&t, &self.p.text(&t)[1..], Some(self.name))?;
                        self.words.push(w);
                    } else {
                        let w = self.word(SpanKind::Raw, &t)?;
                        self.words.push(w);
                    }
                    if self.pos >= self.toks.len() {
                        break;
                    }
                    t = self.next(kind)?;
                }
            }
        }
        Ok((start, self.words.len() - start))
    }

    fn words(&self) -> &[u32] {
        &self.words
    }

    fn error(&self, message: String) -> Error {
        err(&self.last, Some(self.name), message)
    }

    /// The layout ends the instruction: tokens left start the next one (as in `spirv-as`, where
    /// only optional operands stop at a token that looks like an instruction).
    fn finish(&mut self) -> Result<()> {
        self.toks = &self.toks[..self.pos];
        Ok(())
    }

    fn error_next(&self, message: String) -> Error {
        match self.toks.get(self.pos) {
            Some(t) => err(t, Some(self.name), message),
            None => self.error(message),
        }
    }
}
