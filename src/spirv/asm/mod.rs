//! The SPIRV-Tools assembly syntax (`spirv-as` / `spirv-dis`), read and written from the same
//! grammar tables as the binary and the incumbent's text form, with no subprocess.
//!
//! `%name = OpX %type operands…`; ids are `%` and a name or a number; enumerants by name, masks
//! joined by `|`; extended instructions and OpSpecConstantOp opcodes by name; literal strings
//! quoted with `\` escapes; numbers as wide as their type (64-bit and floats included);
//! `!<integer>` puts a raw word in (the rest of the instruction is then read word by word) and
//! `OpUnknown(<opcode>, <word count>)` an instruction by number; `;` starts a comment. The header comments `spirv-dis`
//! writes (`; Version: 1.0`, `; Generator: …; 14`, `; Bound: 20`, `; Schema: 0`) set the header
//! words when present.
//!
//! Ids are numbered as `spirv-as` numbers them: by default every id, numeric or named, in the
//! order it first appears; with [`IdNumbering::Preserve`] (`spirv-as --preserve-numeric-ids`)
//! `%42` is id 42 and named ids take the free numbers from 1 up. [`IdNumbering::Auto`] (the
//! default of [`parse`]) preserves the numbers when every id is numeric (`spirv-dis --raw-id`
//! output reads back word for word) and numbers as `spirv-as` does otherwise.

mod generators;
mod names;
mod numbers;
mod read;
mod tokens;
mod write;

pub use read::{looks_asm, parse, parse_with};
pub use write::write;

use crate::spirv::grammar::{self, OperandKind, Quantifier};

/// The kind of operand `k` (counted from 0 after the opcode) of an OpSpecConstantOp whose
/// opcode is `inner`, by that opcode's grammar with its result type and result left out (as
/// `spirv-as` reads them and `spirv-dis` writes them): `None` for an unknown opcode or past
/// its operands.
pub(super) fn spec_constant_operand_kind(inner: u32, k: usize) -> Option<OperandKind> {
    let def = grammar::instruction(u16::try_from(inner).ok()?)?;
    let defs = def
        .operands
        .iter()
        .filter(|o| !matches!(o.kind, OperandKind::IdResultType | OperandKind::IdResult));
    for (j, o) in defs.enumerate() {
        if j == k || (o.quantifier == Quantifier::Many && j < k) {
            return Some(o.kind);
        }
    }
    None
}

/// How the reader numbers ids.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum IdNumbering {
    /// `Preserve` when every id of the text is a number, `Sequential` otherwise.
    #[default]
    Auto,
    /// `%N` is id N; named ids take the lowest numbers no `%N` uses, in order of appearance.
    Preserve,
    /// Every id, `%N` included, takes the next number in order of first appearance (what
    /// `spirv-as` does by default).
    Sequential,
}

/// Options of the reader.
#[derive(Clone, Copy, Debug, Default)]
pub struct ReadOptions {
    pub ids: IdNumbering,
}

/// Options of the writer; the constructors give the forms of the tools.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WriteOptions {
    /// Names from OpName, built-ins, types and constants (`%uint_0`) instead of numbers.
    pub friendly_names: bool,
    /// The `; SPIR-V` header comments (version, generator, bound, schema).
    pub header: bool,
    /// Results right-aligned so that `=` is in column 14, other instructions indented by 15.
    pub indent: bool,
}

impl WriteOptions {
    /// What `spirv-dis` writes by default.
    pub const SPIRV_DIS: WriteOptions = WriteOptions {
        friendly_names: true,
        header: true,
        indent: true,
    };
    /// What `spirv-dis --raw-id` writes.
    pub const RAW_IDS: WriteOptions = WriteOptions {
        friendly_names: false,
        header: true,
        indent: true,
    };
    /// What the incumbent's `--spirv-tools-dis` writes (SPIRV-Tools' `Disassemble` with its
    /// default options): friendly names, no header, no indentation.
    pub const INCUMBENT: WriteOptions = WriteOptions {
        friendly_names: true,
        header: false,
        indent: false,
    };
}

impl WriteOptions {
    /// The form `spirv-dis` writes with these of its flags (comma-separated, without dashes):
    /// `raw-id`, `no-header`, `no-indent`; none gives its default form.
    pub fn from_dis_flags(flags: &str) -> crate::Result<WriteOptions> {
        let mut o = WriteOptions::SPIRV_DIS;
        for f in flags.split(',').map(str::trim).filter(|f| !f.is_empty()) {
            match f.trim_start_matches('-') {
                "raw-id" => o.friendly_names = false,
                "no-header" => o.header = false,
                "no-indent" => o.indent = false,
                other => {
                    return Err(crate::Error::Usage(format!(
                        "unknown --spirv-asm flag '{other}' (expected raw-id, no-header or no-indent)"
                    )));
                }
            }
        }
        Ok(o)
    }
}

impl Default for WriteOptions {
    fn default() -> Self {
        WriteOptions::SPIRV_DIS
    }
}
