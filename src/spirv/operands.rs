//! Checked reading of an instruction's operand words: an operand the instruction must have and
//! does not is an error naming the instruction and the operand ([`Error::Operand`]), never a
//! default of 0. The decoders check word counts against the grammar; these checks keep modules
//! built in memory (and operands the grammar leaves optional) from reaching a translation as
//! zeros.

use super::{InstId, SpvModule};
use crate::error::{Error, OperandProblem, Result, Site};

/// The operand words of one instruction of a module (result type and result id included, as
/// [`SpvModule::operands`] gives them).
#[derive(Clone, Copy)]
pub struct Operands<'m> {
    m: &'m SpvModule,
    at: InstId,
    words: &'m [u32],
}

impl<'m> Operands<'m> {
    /// The operands of instruction `at`.
    pub fn of(m: &'m SpvModule, at: InstId) -> Self {
        Operands {
            m,
            at,
            words: m.operands(at),
        }
    }

    /// All the words.
    pub fn words(&self) -> &'m [u32] {
        self.words
    }

    /// The number of words.
    pub fn len(&self) -> usize {
        self.words.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.words.is_empty()
    }

    /// Word `k`, an id the instruction must have.
    pub fn id(&self, k: usize) -> Result<u32> {
        self.word(k, "an id")
    }

    /// Word `k`, a literal the instruction must have.
    pub fn literal(&self, k: usize) -> Result<u32> {
        self.word(k, "a literal")
    }

    /// Word `k`, an enumerant (storage class, access qualifier, control mask ...) the
    /// instruction must have.
    pub fn enumerant(&self, k: usize) -> Result<u32> {
        self.word(k, "an enumerant")
    }

    /// Word `k` when the instruction has it (an optional operand).
    pub fn get(&self, k: usize) -> Option<u32> {
        self.words.get(k).copied()
    }

    /// The words from `k` on (none when there are fewer).
    pub fn rest(&self, k: usize) -> &'m [u32] {
        self.words.get(k..).unwrap_or(&[])
    }

    fn word(&self, k: usize, what: &'static str) -> Result<u32> {
        self.words
            .get(k)
            .copied()
            .ok_or_else(|| self.missing(k, what))
    }

    /// The error for operand `k` (`what` it is) missing.
    pub fn missing(&self, k: usize, what: &'static str) -> Error {
        missing_operand(self.m, self.at, self.words.len(), k, what)
    }
}

/// The first operand the grammar requires of `opcode` that `words` operand words leave out:
/// its word index and kind (each required operand counted as one word, the least it takes).
pub fn first_missing(opcode: u16, words: usize) -> Option<(usize, &'static str)> {
    let index = super::grammar::index_of(opcode)?;
    // (The common case, every required operand present, from a table: the list below counts
    // as many required operands, or the legacy list, which is as long as `words`.)
    if words >= required_counts()[index] {
        return None;
    }
    let def = &super::grammar::INSTRUCTIONS[index];
    super::layout::legacy_operands(opcode, Some(words))
        .unwrap_or(def.operands)
        .iter()
        .filter(|o| o.quantifier == super::grammar::Quantifier::One)
        .enumerate()
        .find(|&(k, _)| k >= words)
        .map(|(k, o)| (k, o.kind.def().name))
}

/// The number of operands the grammar requires of each instruction (`Quantifier::One`), by
/// index into `INSTRUCTIONS`: the translation asks for nearly every instruction.
fn required_counts() -> &'static [usize] {
    static COUNTS: std::sync::OnceLock<Vec<usize>> = std::sync::OnceLock::new();
    COUNTS.get_or_init(|| {
        super::grammar::INSTRUCTIONS
            .iter()
            .map(|d| {
                d.operands
                    .iter()
                    .filter(|o| o.quantifier == super::grammar::Quantifier::One)
                    .count()
            })
            .collect()
    })
}

/// The first operand that extended instruction `number` of `set` requires and that an
/// `OpExtInst` of `words` operand words leaves out: its word index among the `OpExtInst`'s
/// operands (result type, result id, set and instruction number come first) and its kind.
pub fn first_missing_ext(
    set: &super::grammar::ExtInstSetDef,
    number: u32,
    words: usize,
) -> Option<(usize, &'static str)> {
    let def = set.instruction(number)?;
    def.operands
        .iter()
        .filter(|o| o.quantifier == super::grammar::Quantifier::One)
        .enumerate()
        .map(|(k, o)| (k + 4, o))
        .find(|&(k, _)| k >= words)
        .map(|(k, o)| (k, o.kind.def().name))
}

/// Checks that `OpExtInst` `at` of `set` has every operand its extended instruction requires:
/// an error naming the extended instruction (`DebugTypeBasic`) and the operand otherwise.
pub fn check_ext_required(
    m: &SpvModule,
    at: InstId,
    set: &super::grammar::ExtInstSetDef,
) -> Result<()> {
    let ops = m.operands(at);
    let Some(&number) = ops.get(3) else {
        return Err(missing_operand(
            m,
            at,
            ops.len(),
            3,
            "an extended instruction number",
        ));
    };
    match first_missing_ext(set, number, ops.len()) {
        Some((k, what)) => {
            let mut err = missing_operand(m, at, ops.len(), k, what);
            if let (Error::Operand { site, .. }, Some(def)) = (&mut err, set.instruction(number)) {
                site.instruction = Some(def.name.to_string());
            }
            Err(err)
        }
        None => Ok(()),
    }
}

/// Checks that instruction `at`, given as `opcode` and `words` operand words, has every operand
/// the grammar requires.
pub fn check_required(m: &SpvModule, at: InstId, opcode: u16, words: usize) -> Result<()> {
    match first_missing(opcode, words) {
        Some((k, what)) => Err(missing_operand(m, at, words, k, what)),
        None => Ok(()),
    }
}

/// The error for operand word `k` (`what` it is) of instruction `at`, which has `words` operand
/// words, missing; the function is added by the translation that meets it
/// ([`Error::in_function`]).
pub fn missing_operand(
    m: &SpvModule,
    at: InstId,
    words: usize,
    k: usize,
    what: &'static str,
) -> Error {
    let name = super::grammar::instruction(m.opcode(at))
        .map(|d| d.name)
        .unwrap_or("?");
    let site = Site {
        function: None,
        instruction: Some(format!("Op{name}")),
        instruction_number: Some(at.0 as usize + 1),
        word_offset: Some(m.word_offset(at)),
        id: m.result_id(at).map(|id| id.0),
        llvm_instruction: None,
    };
    Error::Operand {
        site: Box::new(site),
        problem: OperandProblem::Missing {
            index: k,
            what,
            words,
        },
    }
}
