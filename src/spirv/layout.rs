//! The operand layout walker: reads one instruction's operands as the grammar lays them out.
//!
//! The same walk serves the binary decoder (checking every operand), the text writer
//! (knowing which words are strings, names or numbers) and the text parser (turning tokens into
//! words): each provides an `OperandSource`. The walker records `Span`s saying which words are
//! which operand kind.

use super::grammar::{self, Category, ExtInstSetDef, OperandDef, OperandKind, Quantifier};
use super::tables::op;
use crate::error::Error;
use crate::hash::FastMap;

/// What a span of operand words is.
#[derive(Clone, Copy, Debug)]
pub enum SpanKind {
    Operand(OperandKind),
    /// The instruction number of an `OpExtInst` whose set we know.
    ExtOpcode(&'static ExtInstSetDef),
    /// Words we carry without knowing their meaning (unknown opcode, set or enumerant).
    Raw,
}

#[derive(Clone, Copy, Debug)]
pub struct Span {
    pub kind: SpanKind,
    pub start: u32,
    pub len: u32,
}

/// How many words an operand read takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReadClass {
    /// One word: ids, literal integers, enumerants.
    Word,
    /// A NUL-terminated, NUL-padded string.
    String,
    /// A literal number of exactly this many words.
    Words(u32),
    /// Every word left in the instruction (at least one).
    Rest,
}

/// Where operand words come from. Words read so far are visible through `words()`.
pub trait OperandSource {
    /// Whether the instruction has operand words left.
    fn has_more(&self) -> bool;
    /// Reads one operand of `kind`; returns the index in `words()` where it starts and its length.
    /// `ext_set` is the set of an `OpExtInst` when `kind` is its instruction number.
    fn read(&mut self, kind: SpanKind, class: ReadClass) -> Result<(usize, usize), Error>;
    fn words(&self) -> &[u32];
    /// An error at the current position (the operand just read).
    fn error(&self, message: String) -> Error;
    /// An error at the next operand (one the layout has no room for).
    fn error_next(&self, message: String) -> Error {
        self.error(message)
    }
    /// The number of operand words of the instruction when the source knows it before reading
    /// them (a binary's word count, the text form's), for the layouts that tell older forms of
    /// an instruction by their length.
    fn operand_words_hint(&self) -> Option<usize> {
        None
    }
    /// Called when the layout has no operand left: words left over are an error, except for a
    /// source that knows where its instruction ends only from the layout (the assembly).
    fn finish(&mut self) -> Result<(), Error> {
        if self.has_more() {
            return Err(self.error_next("extra words after the last operand".into()));
        }
        Ok(())
    }
}

/// An id-indexed table of u32 values: a vector when ids are dense enough, a hash map when the
/// bound is out of proportion to the module (so a forged bound cannot exhaust memory).
#[derive(Clone, Debug)]
pub enum IdTable {
    Dense(Vec<u32>),
    Sparse(FastMap<u32, u32>),
}

const ABSENT: u32 = u32::MAX;
/// The "type" of a result that has none (a type, a label, a string...).
const UNTYPED: u32 = u32::MAX - 1;

/// The largest id a table indexed by id keeps in a vector, for a module of `size_hint` words
/// or instructions: past it the bound (or id) is out of proportion to the module, which only
/// a forged or malformed one has, and the table is a map instead.
pub fn dense_id_limit(size_hint: usize) -> usize {
    size_hint.saturating_mul(8).max(1 << 16)
}

impl IdTable {
    pub fn new(bound: u32, size_hint: usize) -> Self {
        if (bound as usize) <= dense_id_limit(size_hint) {
            IdTable::Dense(vec![ABSENT; bound as usize])
        } else {
            IdTable::Sparse(FastMap::default())
        }
    }
    pub fn set(&mut self, id: u32, value: u32) {
        match self {
            IdTable::Dense(v) => {
                if let Some(slot) = v.get_mut(id as usize) {
                    *slot = value;
                }
            }
            IdTable::Sparse(m) => {
                m.insert(id, value);
            }
        }
    }
    pub fn get(&self, id: u32) -> Option<u32> {
        match self {
            IdTable::Dense(v) => v.get(id as usize).copied().filter(|&x| x != ABSENT),
            IdTable::Sparse(m) => m.get(&id).copied(),
        }
    }
}

/// What the walker must know of the instructions before the current one.
#[derive(Debug)]
pub struct LayoutState {
    pub bound: u32,
    /// Result id → type id of every result so far (`UNTYPED` for results without a type):
    /// the literal widths of values, and the ids already defined.
    results: IdTable,
    /// Type id → bit width, for OpTypeInt and OpTypeFloat.
    widths: FastMap<u32, u32>,
    /// OpExtInstImport result id → the set, if we know it (None: imported but unknown).
    ext_sets: FastMap<u32, Option<&'static ExtInstSetDef>>,
}

impl LayoutState {
    pub fn new(bound: u32, size_hint: usize) -> Self {
        LayoutState {
            bound,
            results: IdTable::new(bound, size_hint),
            widths: FastMap::default(),
            ext_sets: FastMap::default(),
        }
    }

    /// A state that knows no earlier instruction, for walking one instruction whose layout
    /// needs none (no literal sized by a type, no extended instruction): allocates nothing,
    /// whatever the bound.
    pub fn unrecorded(bound: u32) -> Self {
        LayoutState {
            bound,
            results: IdTable::Sparse(FastMap::default()),
            widths: FastMap::default(),
            ext_sets: FastMap::default(),
        }
    }

    /// Notes what later instructions may need of this one (whose operands were walked).
    pub fn record(&mut self, opcode: u16, operands: &[u32]) {
        match opcode {
            op::TypeInt | op::TypeFloat => {
                if let [result, width, ..] = operands {
                    self.widths.insert(*result, *width);
                }
            }
            op::ExtInstImport => {
                if let Some(&result) = operands.first() {
                    // (A name that does not decode is no set the grammar knows: its
                    // instructions are read as words.)
                    let name = decode_string(&operands[1..])
                        .map(|(s, _)| s)
                        // (No name: no set, as said above.)
                        .unwrap_or_default();
                    self.ext_sets.insert(result, grammar::ext_inst_set(&name));
                }
            }
            _ => {}
        }
        if let Some(def) = grammar::instruction(opcode) {
            match (def.has_result_type, def.has_result, operands) {
                (true, true, [ty, result, ..]) => self.results.set(*result, *ty),
                (false, true, [result, ..]) => self.results.set(*result, UNTYPED),
                _ => {}
            }
        }
    }

    /// Whether an earlier instruction defined `id`.
    pub fn is_defined(&self, id: u32) -> bool {
        self.results.get(id).is_some()
    }

    /// The number of words of a literal of the given type (None when the type is not a
    /// scalar number we know).
    fn literal_words_of_type(&self, type_id: u32) -> Option<u32> {
        self.widths.get(&type_id).map(|w| w.div_ceil(32).max(1))
    }

    fn literal_words_of_value(&self, value_id: u32) -> Option<u32> {
        self.results
            .get(value_id)
            .filter(|&t| t != UNTYPED)
            .and_then(|t| self.literal_words_of_type(t))
    }
}

/// Decodes a NUL-terminated string from words; returns it and the number of words it takes.
pub fn decode_string(words: &[u32]) -> Option<(String, usize)> {
    // One pass: the bytes up to the NUL, then the word count. (Most strings are names of a
    // few words; a longer one grows the buffer.)
    let mut bytes = Vec::with_capacity(words.len().min(16) * 4);
    let mut n = 0;
    for w in words {
        n += 1;
        let b = w.to_le_bytes();
        match b.iter().position(|&x| x == 0) {
            Some(k) => {
                bytes.extend_from_slice(&b[..k]);
                break;
            }
            None => bytes.extend_from_slice(&b),
        }
        if n == words.len() {
            // (No NUL in any word: no string.)
            return None;
        }
    }
    if n == 0 {
        return None;
    }
    let s = match String::from_utf8(bytes) {
        Ok(s) => s,
        Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
    };
    Some((s, n))
}

/// The number of words the NUL-terminated string at the start of `words` takes (None when
/// no word has a NUL): `decode_string`'s count, without decoding.
pub fn string_word_count(words: &[u32]) -> Option<usize> {
    words
        .iter()
        .position(|w| w.to_le_bytes().contains(&0))
        .map(|i| i + 1)
}

/// The number of words a string of `len` bytes takes (with its NUL).
pub fn string_words(len: usize) -> usize {
    len / 4 + 1
}

/// Appends a string as NUL-terminated, NUL-padded words.
pub fn encode_string(s: &[u8], out: &mut Vec<u32>) {
    let mut chunks = s.chunks_exact(4);
    for c in &mut chunks {
        out.push(u32::from_le_bytes([c[0], c[1], c[2], c[3]]));
    }
    let mut last = [0u8; 4];
    last[..chunks.remainder().len()].copy_from_slice(chunks.remainder());
    out.push(u32::from_le_bytes(last));
}

fn kind_name(kind: OperandKind) -> &'static str {
    kind.def().name
}

/// Walks the operands of one instruction. `spans` is cleared and filled.
pub fn walk<S: OperandSource>(
    opcode: u16,
    src: &mut S,
    state: &LayoutState,
    spans: &mut Vec<Span>,
) -> Result<(), Error> {
    spans.clear();
    let mut w = Walker {
        src,
        state,
        spans,
        opcode,
    };
    let Some(def) = grammar::instruction(opcode) else {
        return w.rest_raw();
    };
    if opcode == op::ExtInst {
        return w.ext_inst(def.operands);
    }
    let defs = legacy_operands(opcode, w.src.operand_words_hint()).unwrap_or(def.operands);
    w.operand_list(defs)?;
    if opcode == op::TypeFloat && w.src.has_more() {
        return Err(w.src.error_next(FLOAT_ENCODING.into()));
    }
    w.finish()
}

/// An `OpTypeFloat` with a word after its width: the Floating Point Encoding operand of
/// SPV_KHR_bfloat16 (`BFloat16KHR`) and later extensions, which the grammar here lacks.
pub(crate) const FLOAT_ENCODING: &str = "OpTypeFloat has a Floating Point Encoding operand \
    (SPV_KHR_bfloat16's BFloat16KHR or a later encoding), which the SPIR-V grammar of this tool \
    and of spirv-val (SPIRV-Tools 2023.1) does not have: refused rather than read as the IEEE \
    float of that width";

/// `OpFixed<Name>INTEL` as `SPV_INTEL_arbitrary_precision_fixed_point` first had it (and
/// `llvm-spirv` 14 writes it): without `Input Type`.
const FIXED_POINT_LEGACY: &[OperandDef] = &[
    grammar::o(OperandKind::IdResultType, Quantifier::One),
    grammar::o(OperandKind::IdResult, Quantifier::One),
    grammar::o(OperandKind::IdRef, Quantifier::One),
    grammar::o(OperandKind::LiteralInteger, Quantifier::One),
    grammar::o(OperandKind::LiteralInteger, Quantifier::One),
    grammar::o(OperandKind::LiteralInteger, Quantifier::One),
    grammar::o(OperandKind::LiteralInteger, Quantifier::One),
    grammar::o(OperandKind::LiteralInteger, Quantifier::One),
];

/// The layout of an older form of `opcode` that `operand_words` operand words identify.
pub(crate) fn legacy_operands(
    opcode: u16,
    operand_words: Option<usize>,
) -> Option<&'static [OperandDef]> {
    let fixed_point = (op::FixedSqrtINTEL..=op::FixedExpINTEL).contains(&opcode);
    (fixed_point && operand_words == Some(FIXED_POINT_LEGACY.len())).then_some(FIXED_POINT_LEGACY)
}

/// The words of LoopCountINTEL's parameters as `llvm-spirv` writes them: three 64-bit
/// integers (see `mapping::loop_control::LOOP_COUNT`).
pub const LOOP_COUNT_WORDS: usize = 6;

struct Walker<'a, S> {
    src: &'a mut S,
    state: &'a LayoutState,
    spans: &'a mut Vec<Span>,
    opcode: u16,
}

impl<S: OperandSource> Walker<'_, S> {
    fn finish(&mut self) -> Result<(), Error> {
        self.src.finish()
    }

    fn push(&mut self, kind: SpanKind, (start, len): (usize, usize)) {
        self.spans.push(Span {
            kind,
            start: start as u32,
            len: len as u32,
        });
    }

    fn rest_raw(&mut self) -> Result<(), Error> {
        if self.src.has_more() {
            let r = self.src.read(SpanKind::Raw, ReadClass::Rest)?;
            self.push(SpanKind::Raw, r);
        }
        Ok(())
    }

    fn operand_list(&mut self, defs: &[OperandDef]) -> Result<(), Error> {
        for (i, d) in defs.iter().enumerate() {
            match d.quantifier {
                Quantifier::One => {
                    if !self.src.has_more() {
                        return Err(self.src.error(format!(
                            "missing operand {} ({}): the word count ends the instruction early",
                            i + 1,
                            kind_name(d.kind)
                        )));
                    }
                    self.operand(d.kind)?;
                }
                Quantifier::Optional => {
                    if self.src.has_more() {
                        self.operand(d.kind)?;
                    }
                }
                Quantifier::Many => {
                    while self.src.has_more() {
                        self.operand(d.kind)?;
                    }
                }
            }
        }
        Ok(())
    }

    /// Reads one operand of `kind` with whatever parameters it brings.
    fn operand(&mut self, kind: OperandKind) -> Result<(), Error> {
        let def = kind.def();
        match def.category {
            Category::Id => {
                let r = self.src.read(SpanKind::Operand(kind), ReadClass::Word)?;
                let id = self.src.words()[r.0];
                if id == 0 || id >= self.state.bound {
                    return Err(self.src.error(format!(
                        "{} {id} is out of range: ids must be nonzero and below the bound {}",
                        kind_name(kind),
                        self.state.bound
                    )));
                }
                if kind == OperandKind::IdResult && self.state.is_defined(id) {
                    return Err(self.src.error(format!(
                        "IdResult {id} is defined twice: an earlier instruction defines it"
                    )));
                }
                self.push(SpanKind::Operand(kind), r);
            }
            Category::Literal => self.literal(kind)?,
            Category::Composite => {
                if kind == OperandKind::PairLiteralIntegerIdRef && self.opcode == op::Switch {
                    self.switch_literal()?;
                    self.operand(OperandKind::IdRef)?;
                } else {
                    for &b in def.bases {
                        if !self.src.has_more() {
                            return Err(self.src.error(format!("incomplete {}", def.name)));
                        }
                        self.operand(b)?;
                    }
                }
            }
            Category::ValueEnum => {
                let r = self.src.read(SpanKind::Operand(kind), ReadClass::Word)?;
                let value = self.src.words()[r.0];
                self.push(SpanKind::Operand(kind), r);
                match def.enumerant(value) {
                    Some(e) => {
                        self.parameters(e.parameters, def.name, e.name)?;
                        if let Some(p) = grammar::optional_parameter(kind, value) {
                            if self.src.has_more() {
                                self.operand(p)?;
                            }
                        }
                        if let Some(p) = grammar::variadic_parameter(kind, value) {
                            while self.src.has_more() {
                                self.operand(p)?;
                            }
                        }
                    }
                    None => self.unknown_enumerant(kind, value)?,
                }
            }
            Category::BitEnum => {
                let r = self.src.read(SpanKind::Operand(kind), ReadClass::Word)?;
                let value = self.src.words()[r.0];
                self.push(SpanKind::Operand(kind), r);
                let mut bits = value;
                while bits != 0 {
                    let bit = bits & bits.wrapping_neg();
                    bits &= bits - 1;
                    match def.enumerant(bit) {
                        Some(_) if self.loop_count_words(kind, bit, value) => {
                            let params = [OperandKind::LiteralInteger; LOOP_COUNT_WORDS];
                            self.parameters(&params, def.name, "LoopCountINTEL")?;
                        }
                        Some(e) => match grammar::counted_parameters(kind, bit) {
                            Some(group) => self.counted_groups(group, def.name, e.name)?,
                            None => self.parameters(e.parameters, def.name, e.name)?,
                        },
                        None => return self.unknown_enumerant(kind, bit),
                    }
                }
            }
        }
        Ok(())
    }

    /// Whether LoopControl's LoopCountINTEL here has `llvm-spirv`'s three 64-bit parameters
    /// (minimum, maximum, average; six words) instead of the grammar's one word: told by the
    /// instruction's length, as the words left then are six plus those of the higher bits.
    fn loop_count_words(&self, kind: OperandKind, bit: u32, value: u32) -> bool {
        use super::tables::enums::LoopControl as L;
        if kind != OperandKind::LoopControl || bit != L::LoopCountINTEL {
            return false;
        }
        let (Some(total), Some(last)) = (self.src.operand_words_hint(), self.spans.last()) else {
            return false;
        };
        let read = (last.start + last.len) as usize;
        let def = kind.def();
        // The bits above LoopCountINTEL and their parameters' words (one each).
        let higher: usize = (L::LoopCountINTEL.trailing_zeros() + 1..32)
            .filter(|b| value & (1 << b) != 0)
            .filter_map(|b| def.enumerant(1 << b))
            .map(|e| e.parameters.len())
            .sum();
        total.checked_sub(read) == Some(LOOP_COUNT_WORDS + higher)
    }

    fn parameters(&mut self, params: &[OperandKind], kind: &str, name: &str) -> Result<(), Error> {
        for &p in params {
            if !self.src.has_more() {
                return Err(self
                    .src
                    .error(format!("{kind} {name} needs a {} operand", kind_name(p))));
            }
            self.operand(p)?;
        }
        Ok(())
    }

    /// A count and then that many groups of operands.
    fn counted_groups(
        &mut self,
        group: &[OperandKind],
        kind: &str,
        name: &str,
    ) -> Result<(), Error> {
        if !self.src.has_more() {
            return Err(self
                .src
                .error(format!("{kind} {name} needs a count operand")));
        }
        let r = self.src.read(
            SpanKind::Operand(OperandKind::LiteralInteger),
            ReadClass::Word,
        )?;
        let count = self.src.words()[r.0];
        self.push(SpanKind::Operand(OperandKind::LiteralInteger), r);
        for _ in 0..count {
            self.parameters(group, kind, name)?;
        }
        Ok(())
    }

    /// An enumerant value the grammar does not define: if the kind has enumerants with
    /// parameters we cannot know how many words follow, so the rest is carried raw.
    fn unknown_enumerant(&mut self, kind: OperandKind, value: u32) -> Result<(), Error> {
        let def = kind.def();
        if def.enumerants.iter().any(|e| !e.parameters.is_empty()) {
            tracing::debug!(
                "unknown {} {value}: carrying the rest of the instruction",
                def.name
            );
            self.rest_raw()?;
        }
        Ok(())
    }

    fn literal(&mut self, kind: OperandKind) -> Result<(), Error> {
        let class = match kind {
            OperandKind::LiteralString => ReadClass::String,
            OperandKind::LiteralContextDependentNumber => {
                // OpConstant / OpSpecConstant: the width of the result type. (0 names no
                // type: a type the walker does not know takes the rest of the instruction.)
                let ty = self.src.words().first().copied().unwrap_or(0);
                match self.state.literal_words_of_type(ty) {
                    Some(n) => ReadClass::Words(n),
                    None => ReadClass::Rest,
                }
            }
            OperandKind::LiteralSpecConstantOpInteger => {
                // The opcode of OpSpecConstantOp; its operands are carried as words.
                let r = self.src.read(SpanKind::Operand(kind), ReadClass::Word)?;
                self.push(SpanKind::Operand(kind), r);
                return self.rest_raw();
            }
            _ => ReadClass::Word,
        };
        let r = self.src.read(SpanKind::Operand(kind), class)?;
        self.push(SpanKind::Operand(kind), r);
        Ok(())
    }

    /// The literal of an OpSwitch target: as wide as the selector's type.
    fn switch_literal(&mut self) -> Result<(), Error> {
        // (0 names no value: a selector of unknown width has one-word literals.)
        let selector = self.src.words().first().copied().unwrap_or(0);
        let n = self.state.literal_words_of_value(selector).unwrap_or(1);
        let r = self.src.read(
            SpanKind::Operand(OperandKind::LiteralContextDependentNumber),
            ReadClass::Words(n),
        )?;
        self.push(
            SpanKind::Operand(OperandKind::LiteralContextDependentNumber),
            r,
        );
        Ok(())
    }

    /// OpExtInst: the fixed operands, then the layout of the set's instruction.
    fn ext_inst(&mut self, defs: &[OperandDef]) -> Result<(), Error> {
        // IdResultType, IdResult, IdRef 'Set'
        for d in defs.iter().take(3) {
            if !self.src.has_more() {
                return Err(self
                    .src
                    .error(format!("missing operand ({})", kind_name(d.kind))));
            }
            self.operand(d.kind)?;
        }
        let set_id = self.src.words()[2];
        let set = match self.state.ext_sets.get(&set_id) {
            Some(s) => *s,
            None => {
                return Err(self.src.error(format!(
                    "extended instruction set id {set_id} is not an OpExtInstImport"
                )));
            }
        };
        if !self.src.has_more() {
            return Err(self
                .src
                .error("missing operand 4 (LiteralExtInstInteger)".into()));
        }
        let Some(set) = set else {
            let r = self.src.read(
                SpanKind::Operand(OperandKind::LiteralExtInstInteger),
                ReadClass::Word,
            )?;
            self.push(SpanKind::Operand(OperandKind::LiteralExtInstInteger), r);
            return self.rest_raw();
        };
        let r = self.src.read(SpanKind::ExtOpcode(set), ReadClass::Word)?;
        self.push(SpanKind::ExtOpcode(set), r);
        let number = self.src.words()[r.0];
        match set.instruction(number) {
            Some(inst) => {
                // llvm-spirv writes DebugModuleINTEL's Line before its Parent, against the
                // grammar: read that order when the grammar's Parent cannot be an id (a line
                // of 0, or past the bound); the reverse tells the orders apart.
                let parent = self.src.words().get(r.0 + 3).copied();
                let line_first = set.name() == "OpenCL.DebugInfo.100"
                    && inst.name == "DebugModuleINTEL"
                    && parent.is_some_and(|p| p == 0 || p >= self.state.bound);
                // It also writes DebugImportedEntity with a word 0 after the Tag (eight
                // operands, the grammar has seven).
                let operands = self.src.words().len().saturating_sub(r.0 + 1);
                let gap = set.name() == "OpenCL.DebugInfo.100"
                    && inst.name == "DebugImportedEntity"
                    && operands == 8
                    && self.src.words().get(r.0 + 3) == Some(&0);
                let defs = if line_first {
                    &MODULE_INTEL_LINE_FIRST[..]
                } else if gap {
                    &IMPORTED_ENTITY_WITH_GAP[..]
                } else {
                    inst.operands
                };
                self.operand_list(defs)?;
                self.finish()
            }
            None => {
                tracing::debug!("unknown {} instruction {number}: carried raw", set.name());
                self.rest_raw()
            }
        }
    }
}

/// DebugModuleINTEL as llvm-spirv writes it: Name, Source, Line, Parent, ConfigurationMacros,
/// IncludePath, APINotesFile, IsDeclaration.
const MODULE_INTEL_LINE_FIRST: [OperandDef; 8] = [
    grammar::o(OperandKind::IdRef, Quantifier::One),
    grammar::o(OperandKind::IdRef, Quantifier::One),
    grammar::o(OperandKind::LiteralInteger, Quantifier::One),
    grammar::o(OperandKind::IdRef, Quantifier::One),
    grammar::o(OperandKind::IdRef, Quantifier::One),
    grammar::o(OperandKind::IdRef, Quantifier::One),
    grammar::o(OperandKind::IdRef, Quantifier::One),
    grammar::o(OperandKind::LiteralInteger, Quantifier::One),
];

/// DebugImportedEntity as llvm-spirv writes it: Name, Tag, 0, Source, Entity, Line, Column,
/// Parent.
const IMPORTED_ENTITY_WITH_GAP: [OperandDef; 8] = [
    grammar::o(OperandKind::IdRef, Quantifier::One),
    grammar::o(
        OperandKind::OpenClDebugInfo100DebugImportedEntity,
        Quantifier::One,
    ),
    grammar::o(OperandKind::LiteralInteger, Quantifier::One),
    grammar::o(OperandKind::IdRef, Quantifier::One),
    grammar::o(OperandKind::IdRef, Quantifier::One),
    grammar::o(OperandKind::LiteralInteger, Quantifier::One),
    grammar::o(OperandKind::LiteralInteger, Quantifier::One),
    grammar::o(OperandKind::IdRef, Quantifier::One),
];

/// The shape of an instruction whose operands the fast check can judge: `fixed` leading
/// operands that are single ids (the result at `result`), then either nothing, a list of ids
/// (`ids_tail`; at most one id when `one_more`), an optional memory-access mask
/// (`memory_access`), or `literals` one-word integer literals and, when `string`, a string
/// (OpLine, OpName, OpMemberName).
#[derive(Clone, Copy)]
struct Shape {
    fixed: usize,
    result: Option<usize>,
    ids_tail: bool,
    one_more: bool,
    memory_access: bool,
    literals: usize,
    string: bool,
}

/// Shapes by opcode, worked out from the grammar at first use: 0 not yet, 1 not simple,
/// otherwise `2 | fixed << 2 | ids_tail << 7 | memory_access << 8 | (result + 1) << 9 |
/// one_more << 14 | literals << 15 | string << 17`.
static SHAPES: [std::sync::atomic::AtomicU32; 1 << 16] =
    [const { std::sync::atomic::AtomicU32::new(0) }; 1 << 16];

fn shape(opcode: u16) -> Option<Shape> {
    use std::sync::atomic::Ordering::Relaxed;
    let slot = &SHAPES[opcode as usize];
    let mut code = slot.load(Relaxed);
    if code == 0 {
        code = shape_code(opcode);
        slot.store(code, Relaxed);
    }
    (code != 1).then_some(Shape {
        fixed: ((code >> 2) & 31) as usize,
        ids_tail: code & (1 << 7) != 0,
        memory_access: code & (1 << 8) != 0,
        result: (((code >> 9) & 31) as usize).checked_sub(1),
        one_more: code & (1 << 14) != 0,
        literals: ((code >> 15) & 3) as usize,
        string: code & (1 << 17) != 0,
    })
}

fn shape_code(opcode: u16) -> u32 {
    let Some(def) = grammar::instruction(opcode) else {
        return 1;
    };
    if opcode == op::ExtInst {
        return 1;
    }
    let is_id = |k: OperandKind| k.def().category == Category::Id;
    let fixed = def
        .operands
        .iter()
        .take_while(|d| d.quantifier == Quantifier::One && is_id(d.kind))
        .count();
    let one = |d: &OperandDef, kind| d.quantifier == Quantifier::One && d.kind == kind;
    let rest = &def.operands[fixed..];
    let literals = rest
        .iter()
        .take_while(|d| one(d, OperandKind::LiteralInteger))
        .count();
    let (ids_tail, one_more, memory_access, string) = match rest {
        [] => (false, false, false, false),
        [d] if d.quantifier != Quantifier::One && is_id(d.kind) => {
            (true, d.quantifier == Quantifier::Optional, false, false)
        }
        [d] if d.quantifier == Quantifier::Optional && d.kind == OperandKind::MemoryAccess => {
            (false, false, true, false)
        }
        _ if literals == rest.len() && literals <= 3 => (false, false, false, false),
        [.., d]
            if literals + 1 == rest.len()
                && literals <= 3
                && one(d, OperandKind::LiteralString) =>
        {
            (false, false, false, true)
        }
        _ => return 1,
    };
    if fixed > 31 {
        return 1;
    }
    let result = def.operands[..fixed]
        .iter()
        .position(|d| d.kind == OperandKind::IdResult)
        .map_or(0, |p| p as u32 + 1);
    if result > 31 {
        return 1;
    }
    let literals = if ids_tail || memory_access {
        0
    } else {
        literals
    };
    2 | (fixed as u32) << 2
        | u32::from(ids_tail) << 7
        | u32::from(memory_access) << 8
        | result << 9
        | u32::from(one_more) << 14
        | (literals as u32) << 15
        | u32::from(string) << 17
}

/// Whether the operands of one instruction are certainly well formed by a quick check that
/// covers the common instructions (ids only, or ids and a plain memory-access mask). `false`
/// means "walk it": the full walk then finds any fault and says what it is.
pub fn quick_check(opcode: u16, operands: &[u32], state: &LayoutState) -> bool {
    match opcode {
        op::ExtInst => return quick_ext_inst(operands, state),
        op::Variable => return quick_variable(operands, state),
        op::Decorate => return quick_decorate(operands, state),
        // Result Type, Result, Vector 1, Vector 2, then component literals.
        op::VectorShuffle => {
            return operands.len() >= 4
                && operands[..4].iter().all(|&id| id != 0 && id < state.bound)
                && !state.is_defined(operands[1]);
        }
        _ => {}
    }
    let Some(s) = shape(opcode) else {
        return false;
    };
    let n = operands.len();
    let ids_end = if s.ids_tail {
        n
    } else if s.memory_access && n > s.fixed {
        // Volatile, Aligned (one literal) and Nontemporal only.
        let mask = operands[s.fixed];
        if mask & !7 != 0 || n != s.fixed + 1 + usize::from(mask & 2 != 0) {
            return false;
        }
        s.fixed
    } else {
        s.fixed
    };
    if s.string {
        // The string takes the words left after the literals, its NUL in the last one and
        // NUL padding after it.
        let Some(words) = operands.get(s.fixed + s.literals..) else {
            return false;
        };
        if string_word_count(words) != Some(words.len()) {
            return false;
        }
        let last = words[words.len() - 1].to_le_bytes();
        // (`string_word_count` found a NUL in this word: the 3 is never used.)
        let nul = last.iter().position(|&b| b == 0).unwrap_or(3);
        if last[nul..].iter().any(|&b| b != 0) {
            return false;
        }
    } else if n < s.fixed
        || (!s.ids_tail && !s.memory_access && n != s.fixed + s.literals)
        || (s.one_more && n > s.fixed + 1)
    {
        return false;
    }
    if operands[..ids_end]
        .iter()
        .any(|&id| id == 0 || id >= state.bound)
    {
        return false;
    }
    s.result.is_none_or(|r| !state.is_defined(operands[r]))
}

/// The enumerant `value` of `kind` when the walk reads it as that one word and `params`
/// (known, with no optional or variadic parameter).
fn plain_enumerant(kind: OperandKind, value: u32) -> Option<&'static [OperandKind]> {
    let e = kind.def().enumerant(value)?;
    (grammar::optional_parameter(kind, value).is_none()
        && grammar::variadic_parameter(kind, value).is_none())
    .then_some(e.parameters)
}

/// [`quick_check`] of an `OpVariable`: ids, a storage class without parameters, and an
/// optional initializer.
fn quick_variable(operands: &[u32], state: &LayoutState) -> bool {
    let (ids, class) = match operands {
        [t, r, c] => ([*t, *r, 1], *c),
        [t, r, c, init] => ([*t, *r, *init], *c),
        _ => return false,
    };
    ids.iter().all(|&id| id != 0 && id < state.bound)
        && !state.is_defined(ids[1])
        && plain_enumerant(OperandKind::StorageClass, class).is_some_and(|p| p.is_empty())
}

/// [`quick_check`] of an `OpDecorate` whose decoration takes literal integers only (or
/// nothing), as many as the instruction has.
fn quick_decorate(operands: &[u32], state: &LayoutState) -> bool {
    let [target, decoration, params @ ..] = operands else {
        return false;
    };
    *target != 0
        && *target < state.bound
        && plain_enumerant(OperandKind::Decoration, *decoration).is_some_and(|p| {
            p.len() == params.len() && p.iter().all(|&k| k == OperandKind::LiteralInteger)
        })
}

/// [`quick_check`] of an `OpExtInst` of a set we know whose instruction takes ids only
/// (required ones, then at most one optional or variadic id operand), as most OpenCL.std and
/// debug-info instructions do.
fn quick_ext_inst(operands: &[u32], state: &LayoutState) -> bool {
    let [result_type, result, set_id, number, rest @ ..] = operands else {
        return false;
    };
    let Some(Some(set)) = state.ext_sets.get(set_id) else {
        return false;
    };
    let Some(inst) = set.instruction(*number) else {
        return false;
    };
    let is_id =
        |d: &OperandDef| d.kind.def().category == Category::Id && d.kind != OperandKind::IdResult;
    let required = inst
        .operands
        .iter()
        .take_while(|d| d.quantifier == Quantifier::One && is_id(d))
        .count();
    let fits = match &inst.operands[required..] {
        [] => rest.len() == required,
        [d] if is_id(d) && d.quantifier == Quantifier::Optional => {
            rest.len() == required || rest.len() == required + 1
        }
        [d] if is_id(d) && d.quantifier == Quantifier::Many => rest.len() >= required,
        _ => false,
    };
    fits && [*result_type, *result, *set_id]
        .iter()
        .chain(rest)
        .all(|&id| id != 0 && id < state.bound)
        && !state.is_defined(*result)
}

#[cfg(test)]
mod quick_check_tests {
    use super::*;
    use crate::spirv::binary::BinarySource;

    /// Seeded pseudo-random numbers below a bound (a linear congruential generator), so the
    /// tests below are the same on every run.
    fn numbers(mut seed: u64) -> impl FnMut(u32) -> u32 {
        move |m: u32| {
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            ((seed >> 33) as u32) % m
        }
    }

    /// Whether the full layout walk accepts an instruction's operands.
    fn walk_accepts(opcode: u16, operands: &[u32], state: &LayoutState) -> bool {
        let mut src = BinarySource {
            words: operands,
            pos: 0,
            base: 0,
            opcode,
        };
        walk(opcode, &mut src, state, &mut Vec::new()).is_ok()
    }

    /// Whatever the quick check accepts, the full walk accepts too (it only skips the walk).
    #[test]
    fn the_quick_check_accepts_only_what_the_walk_accepts() {
        let mut state = LayoutState::new(100, 16);
        state.record(op::TypeInt, &[7, 32, 0]);
        let mut next = numbers(12345);
        let mut accepted = 0;
        for def in grammar::INSTRUCTIONS.iter() {
            let special = [op::Variable, op::Decorate, op::VectorShuffle].contains(&def.opcode);
            if shape(def.opcode).is_none() && !special {
                continue;
            }
            for _ in 0..200 {
                let n = next(def.operands.len() as u32 + 3) as usize;
                // Mostly valid ids, sometimes 0, the defined 7, out of range, or mask bits.
                let operands: Vec<u32> = (0..n)
                    .map(|_| match next(10) {
                        0 => 0,
                        1 => 7,
                        2 => 100 + next(3),
                        3 => next(16),
                        _ => 8 + next(90),
                    })
                    .collect();
                if !quick_check(def.opcode, &operands, &state) {
                    continue;
                }
                accepted += 1;
                assert!(
                    walk_accepts(def.opcode, &operands, &state),
                    "Op{} {operands:?}",
                    def.name
                );
            }
        }
        assert!(accepted > 1000, "{accepted}");
    }

    /// The same for `OpExtInst` of every set we know: ids, literals, too few and too many.
    #[test]
    fn the_quick_check_of_ext_insts_accepts_only_what_the_walk_accepts() {
        let mut next = numbers(54321);
        let mut accepted = 0;
        for set in grammar::EXT_INST_SETS.iter() {
            let mut state = LayoutState::new(100, 16);
            let mut import = vec![5];
            encode_string(set.import_names[0].as_bytes(), &mut import);
            state.record(op::ExtInstImport, &import);
            state.record(op::TypeInt, &[7, 32, 0]);
            for inst in set.instructions {
                for _ in 0..50 {
                    let n = next(inst.operands.len() as u32 + 3) as usize;
                    let mut operands = vec![7, 8 + next(90), 5, inst.opcode];
                    operands.extend((0..n).map(|_| match next(10) {
                        0 => 0,
                        1 => 7,
                        2 => 100 + next(3),
                        _ => 8 + next(90),
                    }));
                    if next(8) == 0 {
                        operands[1] = 7; // defined already
                    }
                    if !quick_check(op::ExtInst, &operands, &state) {
                        continue;
                    }
                    accepted += 1;
                    assert!(
                        walk_accepts(op::ExtInst, &operands, &state),
                        "{} {} {operands:?}",
                        set.name(),
                        inst.name
                    );
                }
            }
        }
        assert!(accepted > 1000, "{accepted}");
    }
}
