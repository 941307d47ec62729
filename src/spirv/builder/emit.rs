//! Emission: instruction storage (one word vector per section or function with small records),
//! the words of each section, and `finish`, which writes the module in the canonical section order.

use super::*;

// ---------------------------------------------------------------------------------------------
// Instruction storage
// ---------------------------------------------------------------------------------------------

/// Where one instruction's operand words are in its `Stream`.
#[derive(Clone, Copy, Debug)]
pub(super) struct Rec {
    pub(super) opcode: u16,
    pub(super) start: u32,
    pub(super) len: u32,
}

/// The instructions of one section or function: all operand words in one vector.
#[derive(Debug, Default)]
pub(super) struct Stream {
    pub(super) words: Vec<u32>,
    pub(super) insts: Vec<Rec>,
}

impl Stream {
    /// Starts an instruction: its operands are the words pushed from here to `close`.
    pub(super) fn open(&self) -> usize {
        self.words.len()
    }

    /// Ends the instruction begun at `start`; returns its record index.
    pub(super) fn close(&mut self, opcode: u16, start: usize) -> usize {
        self.insts.push(Rec {
            opcode,
            start: start as u32,
            len: (self.words.len() - start) as u32,
        });
        self.insts.len() - 1
    }

    pub(super) fn operands(&self, r: Rec) -> &[u32] {
        let start = r.start as usize;
        self.words
            .get(start..start + r.len as usize)
            // (A record of this buffer: its words are in range.)
            .unwrap_or_default()
    }

    pub(super) fn rec(&self, i: usize) -> Option<Rec> {
        self.insts.get(i).copied()
    }

    pub(super) fn iter(&self) -> impl Iterator<Item = (u16, &[u32])> {
        self.insts.iter().map(|&r| (r.opcode, self.operands(r)))
    }
}

/// Appends an instruction whose operands `fill` writes, and notes what it requires.
pub(super) fn push_noted(
    stream: &mut Stream,
    reqs: &mut Requirements,
    opcode: u16,
    fill: impl FnOnce(&mut Vec<u32>),
) -> usize {
    let start = stream.open();
    fill(&mut stream.words);
    let r = stream.close(opcode, start);
    reqs.note(opcode, &stream.words[start..]);
    r
}

/// What `misuse` says of an instruction with more operand words than a word count counts.
pub(super) fn too_long(opcode: u16, words: usize) -> String {
    format!(
        "{} has {words} operand words; an instruction holds at most {MAX_OPERAND_WORDS}",
        op_name(opcode)
    )
}

/// Appends `operands` to `module` as one instruction, checking that it fits a word count.
pub(super) fn emit(module: &mut SpvModule, opcode: u16, operands: &[u32]) -> Result<()> {
    if operands.len() > MAX_OPERAND_WORDS {
        return Err(misuse(too_long(opcode, operands.len())));
    }
    module.push(opcode, operands);
    Ok(())
}

pub(super) fn emit_stream(module: &mut SpvModule, stream: &Stream) -> Result<()> {
    stream
        .iter()
        .try_for_each(|(opcode, ops)| emit(module, opcode, ops))
}

/// The instruction that carries on a type or constant too long for one instruction
/// (SPV_INTEL_long_composites).
pub(super) fn continued_opcode(opcode: u16) -> Option<u16> {
    match opcode {
        op::TypeStruct => Some(op::TypeStructContinuedINTEL),
        op::ConstantComposite => Some(op::ConstantCompositeContinuedINTEL),
        op::SpecConstantComposite => Some(op::SpecConstantCompositeContinuedINTEL),
        _ => None,
    }
}

/// Instructions gone from SPIR-V as of a version, each with the one that takes its place there
/// with the same operands (`OpAtomicCompareExchangeWeak` left in 1.4; the strong exchange is a
/// valid implementation of the weak one).
pub(super) const RETIRED: &[(u16, Version, u16)] = &[(
    op::AtomicCompareExchangeWeak,
    Version::new(1, 4),
    op::AtomicCompareExchange,
)];

/// Writes the retired instructions of the ended functions (which `Ended::retired` lists) as
/// their replacements where `version` retires them.
fn replace_retired(ended: &mut Ended, version: Version) {
    for &(definition, at) in &ended.retired {
        let words = if definition {
            &mut ended.definitions
        } else {
            &mut ended.declarations
        };
        let Some(w) = words.get_mut(at) else { continue };
        let opcode = (*w & 0xffff) as u16;
        if let Some(&(_, _, new)) = RETIRED
            .iter()
            .find(|&&(old, since, _)| old == opcode && version >= since)
        {
            *w = (*w & 0xffff_0000) | u32::from(new);
        }
    }
}

impl ModuleBuilder {
    // ----- finish -----

    /// The module, in the canonical section order.
    pub fn finish(mut self) -> Result<SpvModule> {
        if self.open_function.is_some() {
            return Err(misuse("finish with a function not ended"));
        }
        if let Some(m) = self.misuse.take() {
            return Err(misuse(m));
        }
        let Some(memory_model) = self.memory_model else {
            return Err(misuse("no memory model"));
        };
        self.check_long_composites()?;
        let graph = GlobalGraph::build(&self.globals, &self.global_results, self.next_id)?;
        let order = order_globals(&graph)?;
        for item in &order {
            if let GlobalItem::Forward(n) = *item {
                let words = self.forward_pointer_operands(n);
                self.reqs.note(op::TypeForwardPointer, &words);
            }
        }
        self.reqs.check()?;
        self.assemble(memory_model, &order)
    }

    /// Allows composites longer than an instruction holds, written as the instruction and
    /// `*ContinuedINTEL` ones that carry the rest (SPV_INTEL_long_composites).
    pub fn allow_long_composites(&mut self) {
        self.long_composites = true;
    }

    /// A type or constant too long for one instruction needs SPV_INTEL_long_composites: its
    /// capability when allowed, an error naming it otherwise.
    pub(super) fn check_long_composites(&mut self) -> Result<()> {
        let long = self
            .globals
            .iter()
            .zip(&self.global_results)
            .find(|((opcode, ops), _)| {
                ops.len() > MAX_OPERAND_WORDS && continued_opcode(*opcode).is_some()
            });
        let Some(((opcode, ops), &id)) = long else {
            return Ok(());
        };
        if self.long_composites {
            self.reqs
                .require_capability(enums::Capability::LongConstantCompositeINTEL);
            return Ok(());
        }
        Err(Error::Unsupported(format!(
            "InvalidWordCount: Can't encode instruction with word count greater than 65535:\n\
             Id: {id}, OpCode: {}, Name: \"\"\n\
             ({} operand words; SPV_INTEL_long_composites continues such instructions: allow \
             it with --spirv-ext=+SPV_INTEL_long_composites)",
            op_name(opcode).trim_start_matches("Op"),
            ops.len()
        )))
    }

    /// `[pointer id, storage class]` of the `OpTypePointer` at global record `n`.
    pub(super) fn forward_pointer_operands(&self, n: u32) -> [u32; 2] {
        let ops = self
            .globals
            .rec(n as usize)
            .map(|r| self.globals.operands(r))
            // (`n` is the record of an OpTypePointer the builder made.)
            .unwrap_or_default();
        [
            // (An OpTypePointer the builder made has both operands.)
            ops.first().copied().unwrap_or(0),
            ops.get(1).copied().unwrap_or(0),
        ]
    }

    /// Writes every section into a module.
    pub(super) fn assemble(
        &mut self,
        memory_model: [u32; 2],
        order: &[GlobalItem],
    ) -> Result<SpvModule> {
        let header = Header {
            version: self.required_version().word(),
            generator: Header::GENERATOR,
            bound: self.next_id,
            schema: 0,
        };
        let (words, insts) = self.size_hint();
        let mut m = SpvModule::with_capacity(header, words, insts);
        for &cap in &self.reqs.capabilities {
            emit(&mut m, op::Capability, &[cap])?;
        }
        let mut scratch = Vec::new();
        // In name order, as llvm-spirv writes them.
        let mut exts: Vec<&str> = self.reqs.extensions.iter().map(|e| &**e).collect();
        exts.sort_unstable();
        for ext in exts {
            scratch.clear();
            layout::encode_string(ext.as_bytes(), &mut scratch);
            emit(&mut m, op::Extension, &scratch)?;
        }
        emit_stream(&mut m, &self.ext_inst_imports)?;
        emit(&mut m, op::MemoryModel, &memory_model)?;
        for s in [
            &self.entry_points,
            &self.execution_modes,
            &self.debug_strings,
            &self.debug_names,
            &self.module_processed,
            &self.named_decls,
            &self.annotations,
        ] {
            emit_stream(&mut m, s)?;
        }
        self.emit_globals(&mut m, order)?;
        emit_stream(&mut m, &self.debug_ext_insts)?;
        // Declarations first, then definitions. The definitions are most of a module: the
        // sections before them are added at the end of their words and rotated into place,
        // so that they are never copied.
        let version = self.required_version();
        let mut ended = std::mem::take(&mut self.ended);
        replace_retired(&mut ended, version);
        let mut front = m.into_words();
        front.extend_from_slice(&ended.declarations);
        drop(ended.declarations);
        let mut words = ended.definitions;
        words.reserve_exact(front.len());
        words.extend_from_slice(&front);
        words.rotate_right(front.len());
        drop(front);
        Ok(SpvModule::from_words(header, words))
    }

    pub(super) fn emit_globals(&self, m: &mut SpvModule, order: &[GlobalItem]) -> Result<()> {
        for item in order {
            match *item {
                GlobalItem::Forward(n) => {
                    emit(m, op::TypeForwardPointer, &self.forward_pointer_operands(n))?
                }
                GlobalItem::Inst(n) => {
                    if let Some(r) = self.globals.rec(n as usize) {
                        let line = self
                            .global_results
                            .get(n as usize)
                            .and_then(|id| self.global_lines.get(id));
                        if let Some(line) = line {
                            emit(m, op::Line, line)?;
                        }
                        let ops = self.globals.operands(r);
                        match continued_opcode(r.opcode) {
                            Some(more) if ops.len() > MAX_OPERAND_WORDS && self.long_composites => {
                                let (head, rest) = ops.split_at(MAX_OPERAND_WORDS);
                                emit(m, r.opcode, head)?;
                                for chunk in rest.chunks(MAX_OPERAND_WORDS) {
                                    emit(m, more, chunk)?;
                                }
                            }
                            _ => emit(m, r.opcode, ops)?,
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// The source location of a global (a sampler literal's initializer): an `OpLine` right
    /// before it (SPIR-V allows OpLine among the types, constants and global variables). As
    /// for `module_debug_line`, a module-scope OpLine locates the instruction after it: no
    /// OpNoLine follows, which llvm-spirv cannot read at module scope.
    pub fn global_line(&mut self, global: Id, file: Id, line: u32, column: u32) {
        self.reqs.note(op::Line, &[file.0, line, column]);
        self.global_lines.insert(global.0, [file.0, line, column]);
    }

    /// Words and instructions of the finished module before the function definitions, at most
    /// (for one allocation each).
    pub(super) fn size_hint(&self) -> (usize, usize) {
        let streams = [
            &self.ext_inst_imports,
            &self.entry_points,
            &self.execution_modes,
            &self.debug_strings,
            &self.debug_names,
            &self.module_processed,
            &self.named_decls,
            &self.annotations,
            &self.globals,
            &self.debug_ext_insts,
        ];
        let (mut words, mut insts) = (self.ended.declarations.len(), 0);
        for s in streams {
            words += s.words.len() + s.insts.len();
            insts += s.insts.len();
        }
        // (An OpLine before each located global.)
        words += 5 * self.global_lines.len();
        insts += self.global_lines.len();
        let extra = self.reqs.capabilities.len() + self.reqs.extensions.len() + 1;
        (words + 2 * extra + 16, insts + extra + 8)
    }
}
