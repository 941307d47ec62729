//! `SpvModule`: a SPIR-V module in memory.
//!
//! All instructions live in one word vector in module order (no allocation per instruction);
//! `Inst` records say where each one's operands are. `ModuleIndex` adds id → definition,
//! names and decorations by target id.

use super::grammar;
use super::layout::IdTable;

/// The magic number of a SPIR-V module.
pub const MAGIC: u32 = 0x0723_0203;

/// A result id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Id(pub u32);

/// A core opcode.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Op(pub u16);

/// The position of an instruction in its module.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct InstId(pub u32);

impl Op {
    /// The grammar name without the `Op` prefix, or `None` for an opcode we do not know.
    pub fn name(self) -> Option<&'static str> {
        grammar::instruction(self.0).map(|d| d.name)
    }
}

use super::tables::op;

/// The module header (the five words before the first instruction).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Header {
    pub version: u32,
    pub generator: u32,
    pub bound: u32,
    pub schema: u32,
}

impl Header {
    /// The generator word of this translator: tool id 6 (Khronos LLVM/SPIR-V Translator, whose
    /// place we take) and version 14, as the incumbent writes it.
    pub const GENERATOR: u32 = (6 << 16) | 14;
}

/// Where an instruction sits in a module (the logical layout of the SPIR-V specification).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Section {
    Capability,
    Extension,
    ExtInstImport,
    MemoryModel,
    EntryPoint,
    ExecutionMode,
    DebugString,
    DebugName,
    DebugModuleProcessed,
    Annotation,
    /// Types, constants, global variables, undef, module-scope lines and ext-insts.
    Global,
    Function,
}

impl Section {
    /// The section an instruction belongs to when it appears outside a function.
    pub fn of_module_scope(opcode: u16) -> Section {
        match opcode {
            op::Capability => Section::Capability,
            op::Extension => Section::Extension,
            op::ExtInstImport => Section::ExtInstImport,
            op::MemoryModel => Section::MemoryModel,
            op::EntryPoint => Section::EntryPoint,
            op::ExecutionMode | op::ExecutionModeId => Section::ExecutionMode,
            op::String | op::SourceExtension | op::Source | op::SourceContinued => {
                Section::DebugString
            }
            op::Name | op::MemberName => Section::DebugName,
            op::ModuleProcessed => Section::DebugModuleProcessed,
            op::Decorate
            | op::MemberDecorate
            | op::DecorationGroup
            | op::GroupDecorate
            | op::GroupMemberDecorate
            | op::DecorateId
            | op::DecorateString
            | op::MemberDecorateString => Section::Annotation,
            op::Function => Section::Function,
            _ => Section::Global,
        }
    }
}

/// Where one instruction's words are.
#[derive(Clone, Copy, Debug)]
struct Inst {
    opcode: u16,
    /// Index in `words` of the instruction's first word (word count and opcode).
    at: u32,
    /// Number of operand words (word count - 1).
    len: u32,
}

/// A SPIR-V module: header and instructions in module order.
#[derive(Clone, Debug)]
pub struct SpvModule {
    pub header: Header,
    /// Whether the module was read from (and is written back as) big-endian words.
    pub big_endian: bool,
    words: Vec<u32>,
    insts: Vec<Inst>,
}

impl SpvModule {
    pub fn new(header: Header) -> Self {
        SpvModule {
            header,
            big_endian: false,
            words: Vec::new(),
            insts: Vec::new(),
        }
    }

    pub fn with_capacity(header: Header, words: usize, insts: usize) -> Self {
        SpvModule {
            header,
            big_endian: false,
            words: Vec::with_capacity(words),
            insts: Vec::with_capacity(insts),
        }
    }

    /// Appends an instruction. The caller guarantees that it fits a 16-bit word count.
    pub fn push(&mut self, opcode: u16, operands: &[u32]) -> InstId {
        let id = InstId(self.insts.len() as u32);
        let at = self.words.len() as u32;
        let wc = operands.len() as u32 + 1;
        self.words.push((wc << 16) | u32::from(opcode));
        self.words.extend_from_slice(operands);
        self.insts.push(Inst {
            opcode,
            at,
            len: operands.len() as u32,
        });
        id
    }

    /// Appends an instruction whose words (word count/opcode word included) are already in
    /// `stream` at `at..at + 1 + len`; used by the decoders, which copy the whole stream once.
    pub(crate) fn from_stream(header: Header, big_endian: bool, words: Vec<u32>) -> Self {
        SpvModule {
            header,
            big_endian,
            words,
            insts: Vec::new(),
        }
    }

    /// A little-endian module of the instruction words `words` (each instruction's word
    /// count and opcode word, then its operands), which the builder made: every word count
    /// is at least 1 (a word count of 0, or one past the end, ends the module there).
    pub(crate) fn from_words(header: Header, words: Vec<u32>) -> Self {
        let mut insts = Vec::new();
        let mut at = 0;
        while let Some(&first) = words.get(at) {
            let wc = (first >> 16) as usize;
            if wc == 0 || at + wc > words.len() {
                break;
            }
            insts.push(Inst {
                opcode: (first & 0xffff) as u16,
                at: at as u32,
                len: (wc - 1) as u32,
            });
            at += wc;
        }
        SpvModule {
            header,
            big_endian: false,
            words,
            insts,
        }
    }

    /// The instruction words (see `stream`), without the index of instructions.
    pub(crate) fn into_words(self) -> Vec<u32> {
        self.words
    }

    pub(crate) fn set_stream(&mut self, words: Vec<u32>) {
        self.words = words;
    }

    pub(crate) fn record(&mut self, opcode: u16, at: usize, len: usize) {
        self.insts.push(Inst {
            opcode,
            at: at as u32,
            len: len as u32,
        });
    }

    pub(crate) fn reserve_insts(&mut self, n: usize) {
        self.insts.reserve(n);
    }

    pub fn len(&self) -> usize {
        self.insts.len()
    }

    pub fn is_empty(&self) -> bool {
        self.insts.is_empty()
    }

    pub fn inst_ids(&self) -> impl ExactSizeIterator<Item = InstId> + use<> {
        (0..self.insts.len() as u32).map(InstId)
    }

    pub fn opcode(&self, i: InstId) -> u16 {
        self.insts[i.0 as usize].opcode
    }

    pub fn operands(&self, i: InstId) -> &[u32] {
        let inst = self.insts[i.0 as usize];
        let start = inst.at as usize + 1;
        &self.words[start..start + inst.len as usize]
    }

    /// The word offset of an instruction in the binary module (0 = the magic number; the
    /// five header words come first).
    pub fn word_offset(&self, i: InstId) -> usize {
        self.insts[i.0 as usize].at as usize + 5
    }

    /// The instruction stream (every instruction's words, header excluded).
    pub fn stream(&self) -> &[u32] {
        &self.words
    }

    /// The result id of an instruction, if its opcode has one.
    pub fn result_id(&self, i: InstId) -> Option<Id> {
        let def = grammar::instruction(self.opcode(i))?;
        let ops = self.operands(i);
        match (def.has_result_type, def.has_result) {
            (true, true) => ops.get(1).map(|&w| Id(w)),
            (false, true) => ops.first().map(|&w| Id(w)),
            _ => None,
        }
    }

    /// The result type id of an instruction, if its opcode has one.
    pub fn result_type(&self, i: InstId) -> Option<Id> {
        let def = grammar::instruction(self.opcode(i))?;
        if def.has_result_type {
            self.operands(i).first().map(|&w| Id(w))
        } else {
            None
        }
    }

    /// The section of every instruction, in module order.
    pub fn sections(&self) -> impl Iterator<Item = (InstId, Section)> + '_ {
        let mut in_function = false;
        self.inst_ids().map(move |i| {
            let op = self.opcode(i);
            if op == op::Function {
                in_function = true;
            }
            (
                i,
                if in_function {
                    Section::Function
                } else {
                    Section::of_module_scope(op)
                },
            )
        })
    }

    /// Builds the id → definition, name and decoration indexes.
    pub fn index(&self) -> ModuleIndex {
        ModuleIndex::build(self)
    }
}

/// Lookups by id over a module, built in one pass.
#[derive(Debug)]
pub struct ModuleIndex {
    defs: IdTable,
    names: IdTable,
    /// Decoration instructions by target id, as ranges into `decoration_list`.
    decoration_ranges: crate::hash::FastMap<u32, (u32, u32)>,
    decoration_list: Vec<InstId>,
}

impl ModuleIndex {
    fn build(m: &SpvModule) -> Self {
        let mut defs = IdTable::new(m.header.bound, m.len());
        let mut names = IdTable::new(m.header.bound, m.len());
        let mut decorated: Vec<(u32, InstId)> = Vec::new();
        for i in m.inst_ids() {
            let opcode = m.opcode(i);
            if let Some(Id(r)) = m.result_id(i) {
                defs.set(r, i.0);
            }
            let ops = m.operands(i);
            if opcode == op::Name {
                if let Some(&t) = ops.first() {
                    names.set(t, i.0);
                }
            } else if matches!(
                opcode,
                op::Decorate
                    | op::MemberDecorate
                    | op::DecorateId
                    | op::DecorateString
                    | op::MemberDecorateString
            ) {
                if let Some(&t) = ops.first() {
                    decorated.push((t, i));
                }
            } else if opcode == op::GroupDecorate {
                for &t in ops.iter().skip(1) {
                    decorated.push((t, i));
                }
            } else if opcode == op::GroupMemberDecorate {
                for &t in ops.iter().skip(1).step_by(2) {
                    decorated.push((t, i));
                }
            }
        }
        decorated.sort_by_key(|&(t, i)| (t, i));
        let mut decoration_ranges = crate::hash::FastMap::default();
        let mut start = 0;
        while start < decorated.len() {
            let t = decorated[start].0;
            let end = start + decorated[start..].iter().take_while(|d| d.0 == t).count();
            decoration_ranges.insert(t, (start as u32, end as u32));
            start = end;
        }
        let decoration_list = decorated.into_iter().map(|(_, i)| i).collect();
        ModuleIndex {
            defs,
            names,
            decoration_ranges,
            decoration_list,
        }
    }

    /// The instruction that defines an id.
    pub fn def(&self, id: Id) -> Option<InstId> {
        self.defs.get(id.0).map(InstId)
    }

    /// The `OpName` instruction of an id (the last one, if several).
    pub fn name(&self, id: Id) -> Option<InstId> {
        self.names.get(id.0).map(InstId)
    }

    /// Decoration instructions that target an id, in module order.
    pub fn decorations(&self, id: Id) -> &[InstId] {
        match self.decoration_ranges.get(&id.0) {
            Some(&(s, e)) => &self.decoration_list[s as usize..e as usize],
            None => &[],
        }
    }
}
