//! Writes a module in the SPIRV-Tools assembly, as `spirv-dis` does.
//!
//! Words the grammar cannot name (an enumerant or extended-instruction set we do not know) are
//! written as `!<integer>`, which `spirv-as` and our reader take back word for word; an
//! instruction whose opcode we do not know (or that does not fit its layout) as
//! `OpUnknown(<opcode>, <word count>)` and its words (the spelling of newer SPIRV-Tools).

use super::names::{self, Names};
use super::numbers::{self, NumKind};
use super::{WriteOptions, generators};
use crate::hash::FastMap;
use crate::spirv::SpvModule;
use crate::spirv::binary::spans_of;
use crate::spirv::grammar::{self, Category, OperandKind};
use crate::spirv::layout::{IdTable, LayoutState, SpanKind};
use crate::spirv::tables::{
    GRAMMAR_ENUMERANT_NAMES, GRAMMAR_EXT_INST_NAMES, GRAMMAR_INSTRUCTION_NAMES, op,
};
use std::io::Write as _;

/// Extended-instruction sets our tables have and SPIRV-Tools does not: `spirv-dis` writes their
/// instructions by number (they are non-semantic, so every operand is an id).
const UNKNOWN_TO_SPIRV_TOOLS: &[&str] = &["NonSemantic.Shader.DebugInfo.200"];

/// The column `=` of a result lines up on when indenting (as `spirv-dis` indents).
const INDENT: usize = 15;

/// What the writer knows of earlier instructions: number types and value types (for the
/// literals of OpConstant and OpSwitch), and extended-instruction imports.
pub(super) struct Types {
    numbers: FastMap<u32, NumKind>,
    value_types: IdTable,
    /// OpExtInstImport result → whether its set is non-semantic (`NonSemantic.*`).
    non_semantic: FastMap<u32, bool>,
}

impl Types {
    pub(super) fn new(bound: u32, size_hint: usize) -> Self {
        Types {
            numbers: FastMap::default(),
            value_types: IdTable::new(bound, size_hint),
            non_semantic: FastMap::default(),
        }
    }

    pub(super) fn number_kind(&self, type_id: u32) -> Option<NumKind> {
        self.numbers.get(&type_id).copied()
    }

    pub(super) fn value_kind(&self, value_id: u32) -> Option<NumKind> {
        self.value_types
            .get(value_id)
            .and_then(|t| self.number_kind(t))
    }

    pub(super) fn record(&mut self, opcode: u16, w: &[u32]) {
        match (opcode, w) {
            (op::TypeInt, [r, width, signed, ..]) => {
                self.numbers.insert(
                    *r,
                    NumKind::Int {
                        width: *width,
                        signed: *signed != 0,
                    },
                );
            }
            (op::TypeFloat, [r, width, ..]) => {
                self.numbers.insert(*r, NumKind::Float { width: *width });
            }
            (op::ExtInstImport, [r, name @ ..]) => {
                let bytes: Vec<u8> = name
                    .iter()
                    .flat_map(|w| w.to_le_bytes())
                    .take_while(|&b| b != 0)
                    .collect();
                self.non_semantic
                    .insert(*r, bytes.starts_with(b"NonSemantic."));
            }
            _ => {}
        }
        if let Some(d) = grammar::instruction(opcode) {
            if d.has_result_type && d.has_result {
                if let [ty, r, ..] = w {
                    self.value_types.set(*r, *ty);
                }
            }
        }
    }
}

enum Mapper {
    Raw,
    Friendly(Names),
}

impl Mapper {
    fn push(&self, out: &mut Vec<u8>, id: u32) {
        out.push(b'%');
        match self {
            Mapper::Raw => {
                let _ = write!(out, "{id}");
            }
            Mapper::Friendly(n) => out.extend_from_slice(n.get(id).as_bytes()),
        }
    }
}

/// Writes `module` in the assembly syntax.
pub fn write(module: &SpvModule, options: &WriteOptions) -> Vec<u8> {
    let mapper = if options.friendly_names {
        Mapper::Friendly(names::friendly(module))
    } else {
        Mapper::Raw
    };
    let h = &module.header;
    let mut out: Vec<u8> = Vec::with_capacity(module.stream().len() * 12);
    if options.header {
        let v = grammar::Version::from_word(h.version);
        let _ = writeln!(out, "; SPIR-V");
        let _ = writeln!(out, "; Version: {}.{}", v.major, v.minor);
        let _ = writeln!(
            out,
            "; Generator: {}; {}",
            generators::name(h.generator >> 16),
            h.generator & 0xffff
        );
        let _ = writeln!(out, "; Bound: {}", h.bound);
        let _ = writeln!(out, "; Schema: {}", h.schema);
    }
    let indent = if options.indent { INDENT } else { 0 };
    let mut state = LayoutState::new(h.bound, module.len());
    let mut types = Types::new(h.bound, module.len());
    let mut spans = Vec::new();
    let mut line: Vec<u8> = Vec::new();
    for i in module.inst_ids() {
        let opcode = module.opcode(i);
        let w = module.operands(i);
        line.clear();
        let def = grammar::instruction(opcode);
        let fits = def.is_some() && spans_of(opcode, w, &state, &mut spans);
        match def.filter(|_| fits) {
            Some(def) => {
                let result = if def.has_result {
                    w.get(usize::from(def.has_result_type)).copied()
                } else {
                    None
                };
                let mut inst = InstWriter {
                    out: &mut line,
                    mapper: &mapper,
                    types: &types,
                    alternate: false,
                };
                inst.start(result, indent);
                inst.out.extend_from_slice(b"Op");
                inst.out
                    .extend_from_slice(instruction_name(opcode, def.name).as_bytes());
                let mut covered = 0;
                for s in &spans {
                    let words = &w[s.start as usize..(s.start + s.len) as usize];
                    inst.operand(s.kind, words, opcode, w);
                    covered = (s.start + s.len) as usize;
                }
                for &x in &w[covered..] {
                    inst.raw(x);
                }
            }
            None => {
                // Newer SPIRV-Tools' spelling of an instruction by number: it starts an
                // instruction wherever it stands (a `!<integer>` opcode would not after an
                // instruction that takes more operands).
                line.extend(std::iter::repeat_n(b' ', indent));
                let _ = write!(line, "OpUnknown({opcode}, {})", w.len() + 1);
                for &x in w {
                    let _ = write!(line, " {x}");
                }
            }
        }
        out.extend_from_slice(&line);
        out.push(b'\n');
        state.record(opcode, w);
        types.record(opcode, w);
    }
    out
}

struct InstWriter<'a> {
    out: &'a mut Vec<u8>,
    mapper: &'a Mapper,
    types: &'a Types,
    /// Set once a `!<integer>` is written: the readers then take every later token of the
    /// instruction as a word, so enumerants and wide literals go as `!<integer>` too.
    alternate: bool,
}

impl InstWriter<'_> {
    fn start(&mut self, result: Option<u32>, indent: usize) {
        match result {
            Some(r) => {
                let mut name = Vec::new();
                self.mapper.push(&mut name, r);
                if indent > 0 {
                    // `%` right-aligned in a field of `indent - 3 - (length of the name)`.
                    let field = (indent as isize - 3 - (name.len() as isize - 1)).max(0) as usize;
                    self.out
                        .extend(std::iter::repeat_n(b' ', field.saturating_sub(1)));
                }
                self.out.extend_from_slice(&name);
                self.out.extend_from_slice(b" = ");
            }
            None => self.out.extend(std::iter::repeat_n(b' ', indent)),
        }
    }

    fn raw(&mut self, word: u32) {
        self.alternate = true;
        let _ = write!(self.out, " !{word}");
    }

    fn id(&mut self, id: u32) {
        self.out.push(b' ');
        self.mapper.push(self.out, id);
    }

    fn operand(&mut self, kind: SpanKind, words: &[u32], opcode: u16, all: &[u32]) {
        match kind {
            SpanKind::Operand(OperandKind::IdResult) => {}
            SpanKind::Operand(k) if k.def().category == Category::Id => {
                for &x in words {
                    self.id(x);
                }
            }
            SpanKind::Operand(OperandKind::LiteralString) => {
                self.out.extend_from_slice(b" \"");
                for b in words
                    .iter()
                    .flat_map(|w| w.to_le_bytes())
                    .take_while(|&b| b != 0)
                {
                    if b == b'"' || b == b'\\' {
                        self.out.push(b'\\');
                    }
                    self.out.push(b);
                }
                self.out.push(b'"');
            }
            SpanKind::Operand(OperandKind::LiteralContextDependentNumber) => {
                let kind = if opcode == op::Switch {
                    all.first().and_then(|&s| self.types.value_kind(s))
                } else {
                    all.first().and_then(|&t| self.types.number_kind(t))
                };
                let mut s = String::new();
                match kind {
                    Some(k) if !self.alternate && numbers::write_number(&mut s, k, words) => {
                        self.out.push(b' ');
                        self.out.extend_from_slice(s.as_bytes());
                    }
                    _ => self.numbers(words),
                }
            }
            SpanKind::Operand(OperandKind::LiteralSpecConstantOpInteger) => {
                let inner = words[0];
                match grammar::instruction(inner as u16).filter(|_| inner <= 0xffff) {
                    Some(d) if !self.alternate => {
                        self.out.push(b' ');
                        self.out
                            .extend_from_slice(instruction_name(inner as u16, d.name).as_bytes());
                    }
                    _ => self.raw(inner),
                }
                self.spec_constant_operands(inner, &all[3..]);
            }
            SpanKind::Operand(k) if k.def().category == Category::ValueEnum => {
                match enumerant_name(k, words[0]).filter(|_| !self.alternate) {
                    Some(n) => {
                        self.out.push(b' ');
                        self.out.extend_from_slice(n.as_bytes());
                    }
                    None => self.raw(words[0]),
                }
            }
            SpanKind::Operand(k) if k.def().category == Category::BitEnum => {
                if self.alternate {
                    return self.raw(words[0]);
                }
                self.out.push(b' ');
                mask(self.out, k, words[0]);
            }
            SpanKind::Operand(_) => self.numbers(words),
            SpanKind::ExtOpcode(set) => match set.instruction(words[0]) {
                Some(d) if !self.alternate && !UNKNOWN_TO_SPIRV_TOOLS.contains(&set.name()) => {
                    let name = GRAMMAR_EXT_INST_NAMES
                        .iter()
                        .find(|&&(s, n, _)| n == words[0] && set.import_names.contains(&s))
                        .map_or(d.name, |&(_, _, g)| g);
                    self.out.push(b' ');
                    self.out.extend_from_slice(name.as_bytes());
                }
                _ => self.numbers(words),
            },
            SpanKind::Raw => {
                let non_semantic = opcode == op::ExtInst
                    && all
                        .get(2)
                        .and_then(|s| self.types.non_semantic.get(s))
                        .copied()
                        .unwrap_or(false);
                if non_semantic && !self.alternate {
                    for &x in words {
                        self.id(x);
                    }
                } else if opcode != op::SpecConstantOp {
                    for &x in words {
                        self.raw(x);
                    }
                }
            }
        }
    }

    /// Unsigned words as decimals (one word each, which is also how the alternate parsing mode
    /// reads numbers).
    fn numbers(&mut self, words: &[u32]) {
        for &x in words {
            let _ = write!(self.out, " {x}");
        }
    }

    /// The operands of the opcode of an OpSpecConstantOp, laid out by that opcode's grammar
    /// (its result type and id left out): ids by name, everything else as numbers.
    fn spec_constant_operands(&mut self, inner: u32, words: &[u32]) {
        for (k, &x) in words.iter().enumerate() {
            match super::spec_constant_operand_kind(inner, k) {
                Some(kind) if kind.def().category == Category::Id => self.id(x),
                _ => {
                    let _ = write!(self.out, " {x}");
                }
            }
        }
    }
}

/// The name SPIRV-Tools gives an enumerant: the grammar's, where our tables write the
/// incumbent's spelling.
pub(super) fn enumerant_name(kind: OperandKind, value: u32) -> Option<&'static str> {
    GRAMMAR_ENUMERANT_NAMES
        .iter()
        .find(|&&(k, v, _)| k == kind && v == value)
        .map(|&(_, _, n)| n)
        .or_else(|| kind.def().name_of(value))
}

/// The name SPIRV-Tools gives an opcode (without `Op`).
fn instruction_name(opcode: u16, ours: &'static str) -> &'static str {
    GRAMMAR_INSTRUCTION_NAMES
        .iter()
        .find(|&&(o, _)| o == opcode)
        .map_or(ours, |&(_, n)| n)
}

/// A mask as `spirv-dis` writes it: the names of its bits from the lowest, joined by `|`; zero
/// as the name of zero.
fn mask(out: &mut Vec<u8>, kind: OperandKind, value: u32) {
    if value == 0 {
        if let Some(n) = enumerant_name(kind, 0) {
            out.extend_from_slice(n.as_bytes());
        }
        return;
    }
    let mut first = true;
    for bit in 0..32 {
        let m = 1u32 << bit;
        if value & m != 0 {
            if !first {
                out.push(b'|');
            }
            first = false;
            match enumerant_name(kind, m) {
                Some(n) => out.extend_from_slice(n.as_bytes()),
                None => {
                    let _ = write!(out, "{m}");
                }
            }
        }
    }
}
