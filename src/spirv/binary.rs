//! The SPIR-V binary form: decode (either endianness, every word checked against the grammar)
//! and encode.

use super::grammar::{self, Version};
use super::layout::{self, LayoutState, OperandSource, ReadClass, Span, SpanKind};
use super::module::{Header, MAGIC, SpvModule};
use crate::error::{Error, Result};

/// The newest SPIR-V version we read.
pub const MAX_VERSION: Version = Version::new(1, 6);

/// Whether `bytes` start like a SPIR-V binary (magic number in either byte order).
pub fn looks_binary(bytes: &[u8]) -> bool {
    bytes.len() >= 4 && {
        let w = [bytes[0], bytes[1], bytes[2], bytes[3]];
        u32::from_le_bytes(w) == MAGIC || u32::from_be_bytes(w) == MAGIC
    }
}

/// Reads a module from its binary form.
pub fn decode(bytes: &[u8]) -> Result<SpvModule> {
    const HEADER_WORDS: usize = 5;
    if bytes.len() < HEADER_WORDS * 4 {
        return Err(Error::at_word(
            bytes.len() / 4,
            None,
            format!(
                "truncated module: {} bytes, but the header alone takes 20",
                bytes.len()
            ),
        ));
    }
    let first = [bytes[0], bytes[1], bytes[2], bytes[3]];
    let big_endian = if u32::from_le_bytes(first) == MAGIC {
        false
    } else if u32::from_be_bytes(first) == MAGIC {
        true
    } else {
        return Err(Error::at_word(
            0,
            None,
            format!(
                "wrong magic number 0x{:08x} (a SPIR-V module starts with 0x07230203)",
                u32::from_le_bytes(first)
            ),
        ));
    };
    if bytes.len() % 4 != 0 {
        return Err(Error::at_word(
            bytes.len() / 4,
            None,
            format!(
                "truncated module: {} bytes is not a whole number of words",
                bytes.len()
            ),
        ));
    }
    let word = |c: &[u8]| {
        let a = [c[0], c[1], c[2], c[3]];
        if big_endian {
            u32::from_be_bytes(a)
        } else {
            u32::from_le_bytes(a)
        }
    };
    let header = Header {
        version: word(&bytes[4..8]),
        generator: word(&bytes[8..12]),
        bound: word(&bytes[12..16]),
        schema: word(&bytes[16..20]),
    };
    check_header(&header, |offset, msg| Error::at_word(offset, None, msg))?;
    // (One loop per byte order, without a test per word: a module is millions of words.)
    let body = bytes[HEADER_WORDS * 4..].chunks_exact(4);
    let stream: Vec<u32> = if big_endian {
        body.map(|c| u32::from_be_bytes([c[0], c[1], c[2], c[3]]))
            .collect()
    } else {
        body.map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect()
    };
    let mut module = SpvModule::from_stream(header, big_endian, Vec::new());
    index_stream(&mut module, stream, HEADER_WORDS)?;
    Ok(module)
}

/// Checks the header words; `err(word offset, message)` builds the error.
pub(crate) fn check_header(h: &Header, err: impl Fn(usize, String) -> Error) -> Result<()> {
    let v = Version::from_word(h.version);
    if h.version & 0xff00_00ff != 0 || v.major != 1 || v > MAX_VERSION {
        let shown = if h.version & 0xff00_00ff == 0 && v.major == 1 {
            format!("{v}")
        } else {
            "unknown".into()
        };
        return Err(err(
            1,
            format!(
                "Invalid SPIR-V module: unsupported SPIR-V version number '{shown} ({})'. Range of supported/known SPIR-V versions is 1.0 ({}) - {MAX_VERSION} ({})",
                h.version,
                Version::V1_0.word(),
                MAX_VERSION.word()
            ),
        ));
    }
    if h.bound == 0 {
        return Err(err(3, "id bound is 0".into()));
    }
    if h.schema != 0 {
        return Err(err(4, format!("schema word is {} (must be 0)", h.schema)));
    }
    Ok(())
}

/// Splits the instruction stream into instructions, checking each against the grammar.
/// `base` is the word offset of the stream in the file, for error messages.
fn index_stream(module: &mut SpvModule, stream: Vec<u32>, base: usize) -> Result<()> {
    let mut state = LayoutState::new(module.header.bound, stream.len());
    let mut spans = Vec::new();
    module.reserve_insts(stream.len() / 4);
    let mut at = 0;
    while at < stream.len() {
        let first = stream[at];
        let wc = (first >> 16) as usize;
        let opcode = (first & 0xffff) as u16;
        let name = || grammar::instruction(opcode).map(|d| d.name.to_string());
        if wc == 0 {
            return Err(Error::at_word(base + at, name(), "word count is 0"));
        }
        if at + wc > stream.len() {
            return Err(Error::at_word(
                base + at,
                name(),
                format!(
                    "word count {wc} runs past the end of the module ({} words left)",
                    stream.len() - at
                ),
            ));
        }
        let operands = &stream[at + 1..at + wc];
        if !layout::quick_check(opcode, operands, &state) {
            let mut src = BinarySource {
                words: operands,
                pos: 0,
                base: base + at + 1,
                opcode,
            };
            layout::walk(opcode, &mut src, &state, &mut spans)?;
        }
        state.record(opcode, operands);
        module.record(opcode, at, wc - 1);
        at += wc;
    }
    module.set_stream(stream);
    Ok(())
}

/// Operand words straight from a binary instruction.
pub(crate) struct BinarySource<'a> {
    pub words: &'a [u32],
    pub pos: usize,
    /// Word offset of `words[0]` in the file.
    pub base: usize,
    pub opcode: u16,
}

impl OperandSource for BinarySource<'_> {
    fn has_more(&self) -> bool {
        self.pos < self.words.len()
    }
    fn operand_words_hint(&self) -> Option<usize> {
        Some(self.words.len())
    }
    fn read(&mut self, kind: SpanKind, class: ReadClass) -> Result<(usize, usize)> {
        let left = self.words.len() - self.pos;
        let n = match class {
            ReadClass::Word => 1,
            ReadClass::Words(n) => n as usize,
            ReadClass::Rest => left,
            ReadClass::String => match layout::string_word_count(&self.words[self.pos..]) {
                Some(n) => {
                    // The bytes after the NUL must be NUL too (the text form could not keep them).
                    let last = self.words[self.pos + n - 1].to_le_bytes();
                    // (`string_word_count` found a NUL in this word: the 3 is never used.)
                    let nul = last.iter().position(|&b| b == 0).unwrap_or(3);
                    if last[nul..].iter().any(|&b| b != 0) {
                        return Err(self.error("string padding after its NUL is not zero".into()));
                    }
                    n
                }
                None => {
                    return Err(
                        self.error("string is not NUL-terminated within the instruction".into())
                    );
                }
            },
        };
        if n == 0 || n > left {
            let what = match kind {
                SpanKind::Operand(k) => k.def().name,
                SpanKind::ExtOpcode(_) => "extended instruction number",
                SpanKind::Raw => "operand",
            };
            return Err(self.error(format!(
                "{what} needs {n} words but the instruction has {left} left"
            )));
        }
        let start = self.pos;
        self.pos += n;
        Ok((start, n))
    }
    fn words(&self) -> &[u32] {
        self.words
    }
    fn error(&self, message: String) -> Error {
        let name = grammar::instruction(self.opcode).map(|d| d.name.to_string());
        Error::at_word(self.base + self.pos, name, message)
    }
}

/// Walks the operands of an instruction of a module that is already decoded (for the text
/// writer). Returns false when the instruction does not fit its layout (a module built in
/// memory may hold such); the caller then treats its words as raw.
pub(crate) fn spans_of(
    opcode: u16,
    operands: &[u32],
    state: &LayoutState,
    spans: &mut Vec<Span>,
) -> bool {
    let mut src = BinarySource {
        words: operands,
        pos: 0,
        base: 0,
        opcode,
    };
    layout::walk(opcode, &mut src, state, spans).is_ok()
}

/// `encode`, consuming the module: its words are copied from the last to the first, a chunk
/// at a time, and each chunk is given back to the allocator once copied, so that the module
/// and its binary form are not both whole in memory (for a large module the words are mapped
/// pages, and shrinking their vector unmaps the copied ones; the zeroed output is mapped on
/// first write).
pub fn encode_owned(module: SpvModule) -> Vec<u8> {
    const CHUNK: usize = 1 << 18;
    let h = module.header;
    let big_endian = module.big_endian;
    let mut words = module.into_words();
    let bytes = |w: u32| {
        if big_endian {
            w.to_be_bytes()
        } else {
            w.to_le_bytes()
        }
    };
    let mut out = vec![0u8; (words.len() + 5) * 4];
    for (dst, w) in
        out[..20]
            .chunks_exact_mut(4)
            .zip([MAGIC, h.version, h.generator, h.bound, h.schema])
    {
        dst.copy_from_slice(&bytes(w));
    }
    let mut end = words.len();
    while end > 0 {
        let start = end.saturating_sub(CHUNK);
        for (dst, &w) in out[20 + 4 * start..20 + 4 * end]
            .chunks_exact_mut(4)
            .zip(&words[start..end])
        {
            dst.copy_from_slice(&bytes(w));
        }
        words.truncate(start);
        words.shrink_to_fit();
        end = start;
    }
    out
}

/// Writes a module in binary form, in the byte order it was read in.
pub fn encode(module: &SpvModule) -> Vec<u8> {
    let h = &module.header;
    let stream = module.stream();
    let mut out = Vec::with_capacity((stream.len() + 5) * 4);
    let put = |out: &mut Vec<u8>, w: u32| {
        out.extend_from_slice(&if module.big_endian {
            w.to_be_bytes()
        } else {
            w.to_le_bytes()
        })
    };
    for w in [MAGIC, h.version, h.generator, h.bound, h.schema] {
        put(&mut out, w);
    }
    if module.big_endian {
        for &w in stream {
            put(&mut out, w);
        }
    } else {
        for &w in stream {
            out.extend_from_slice(&w.to_le_bytes());
        }
    }
    out
}
