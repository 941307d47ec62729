//! Types of the generated grammar tables (`tables.rs`) and the lookups over them.
//!
//! Every fact about opcodes, operand layouts and enumerants comes from `tables.rs`, which
//! `cargo xtask gen-tables` generates from the SPIR-V grammar JSON; nothing here is per-opcode.

use super::tables::INSTRUCTION_NAMES;
pub use super::tables::{EXT_INST_SETS, INSTRUCTIONS, KINDS, OperandKind};

/// A SPIR-V version, as the grammar states it; `NONE` means "only through an extension".
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Version {
    pub major: u8,
    pub minor: u8,
}

impl Version {
    pub const V1_0: Version = Version { major: 1, minor: 0 };
    pub const NONE: Version = Version {
        major: 255,
        minor: 255,
    };
    pub const fn new(major: u8, minor: u8) -> Self {
        Version { major, minor }
    }
    /// The version word of a module header.
    pub const fn word(self) -> u32 {
        ((self.major as u32) << 16) | ((self.minor as u32) << 8)
    }
    pub const fn from_word(w: u32) -> Self {
        Version {
            major: ((w >> 16) & 0xff) as u8,
            minor: ((w >> 8) & 0xff) as u8,
        }
    }
}

impl std::fmt::Display for Version {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if *self == Version::NONE {
            f.write_str("none")
        } else {
            write!(f, "{}.{}", self.major, self.minor)
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Category {
    BitEnum,
    ValueEnum,
    Id,
    Literal,
    Composite,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Quantifier {
    One,
    Optional,
    Many,
}

#[derive(Clone, Copy, Debug)]
pub struct OperandDef {
    pub kind: OperandKind,
    pub quantifier: Quantifier,
}

/// Shorthand used by the generated tables.
pub const fn o(kind: OperandKind, quantifier: Quantifier) -> OperandDef {
    OperandDef { kind, quantifier }
}

#[derive(Debug)]
pub struct EnumerantDef {
    pub name: &'static str,
    pub value: u32,
    pub parameters: &'static [OperandKind],
    /// Values of the `Capability` enumerants that enable this one (any of them).
    pub capabilities: &'static [u32],
    pub extensions: &'static [&'static str],
    pub version: Version,
}

#[derive(Debug)]
pub struct KindDef {
    pub name: &'static str,
    pub category: Category,
    /// For composite kinds (pairs): the kinds of their parts.
    pub bases: &'static [OperandKind],
    /// Sorted by value; where several names share a value, the preferred one comes first.
    pub enumerants: &'static [EnumerantDef],
    /// Every name (aliases included), sorted, with its value.
    pub names: &'static [(&'static str, u32)],
}

#[derive(Debug)]
pub struct InstructionDef {
    /// Name without the `Op` prefix, as the incumbent's text form writes it.
    pub name: &'static str,
    pub opcode: u16,
    pub class: &'static str,
    pub has_result_type: bool,
    pub has_result: bool,
    pub operands: &'static [OperandDef],
    pub capabilities: &'static [u32],
    pub extensions: &'static [&'static str],
    pub version: Version,
}

#[derive(Debug)]
pub struct ExtInstDef {
    pub name: &'static str,
    pub opcode: u32,
    pub operands: &'static [OperandDef],
    pub capabilities: &'static [u32],
}

#[derive(Debug)]
pub struct ExtInstSetDef {
    /// The names `OpExtInstImport` may use for this set (the first is the canonical one).
    pub import_names: &'static [&'static str],
    /// Sorted by opcode.
    pub instructions: &'static [ExtInstDef],
    /// Every name (aliases included), sorted, with its opcode.
    pub names: &'static [(&'static str, u32)],
}

impl OperandKind {
    pub fn def(self) -> &'static KindDef {
        &KINDS[self as usize]
    }
}

/// The kind of the optional last parameter of enumerant `value` of `kind`, if it has one.
pub fn optional_parameter(kind: OperandKind, value: u32) -> Option<OperandKind> {
    super::tables::OPTIONAL_PARAMETERS
        .iter()
        .find(|&&(k, v, _)| k == kind && v == value)
        .map(|&(_, _, p)| p)
}

/// The kind of the last parameter of enumerant `value` of `kind` when it may repeat (any
/// number of times, none included), if it has one.
pub fn variadic_parameter(kind: OperandKind, value: u32) -> Option<OperandKind> {
    super::tables::VARIADIC_PARAMETERS
        .iter()
        .find(|&&(k, v, _)| k == kind && v == value)
        .map(|&(_, _, p)| p)
}

/// Enumerants whose (single, LiteralInteger) parameter counts the groups of operands that
/// follow it, which the grammar cannot say: (kind, value, one group).
/// DependencyArrayINTEL (SPV_INTEL_fpga_loop_controls) is a count and then pairs of an
/// array id and its safelen.
const COUNTED_PARAMETERS: &[(OperandKind, u32, &[OperandKind])] = &[(
    OperandKind::LoopControl,
    super::tables::enums::LoopControl::DependencyArrayINTEL,
    &[OperandKind::IdRef, OperandKind::LiteralInteger],
)];

/// The group of operands that the count parameter of enumerant `value` of `kind` repeats.
pub fn counted_parameters(kind: OperandKind, value: u32) -> Option<&'static [OperandKind]> {
    COUNTED_PARAMETERS
        .iter()
        .find(|&&(k, v, _)| k == kind && v == value)
        .map(|&(_, _, g)| g)
}

impl KindDef {
    /// The enumerant with this value (the preferred one where names share a value).
    pub fn enumerant(&self, value: u32) -> Option<&'static EnumerantDef> {
        let i = self.enumerants.partition_point(|e| e.value < value);
        self.enumerants.get(i).filter(|e| e.value == value)
    }
    pub fn value_of(&self, name: &str) -> Option<u32> {
        self.names
            .binary_search_by(|(n, _)| (*n).cmp(name))
            .ok()
            .map(|i| self.names[i].1)
    }
    /// The name of a value, if the kind defines it.
    pub fn name_of(&self, value: u32) -> Option<&'static str> {
        self.enumerant(value).map(|e| e.name)
    }
}

/// The grammar entry of a core opcode.
pub fn instruction(opcode: u16) -> Option<&'static InstructionDef> {
    index_of(opcode).map(|i| &INSTRUCTIONS[i])
}

/// Index into `INSTRUCTIONS` for an opcode: `tables::instruction_index`'s answer, read from a
/// table indexed by opcode (built once from `INSTRUCTIONS`, whose entries are in the order
/// `instruction_index` numbers them) instead of the generated match, which the readers and
/// the builder ask for nearly every instruction.
pub fn index_of(opcode: u16) -> Option<usize> {
    static DENSE: std::sync::OnceLock<Vec<u16>> = std::sync::OnceLock::new();
    let dense = DENSE.get_or_init(|| {
        // (INSTRUCTIONS is never empty; were it, a one-slot table of no entry maps no opcode.)
        let top = INSTRUCTIONS.iter().map(|d| d.opcode).max().unwrap_or(0);
        let mut t = vec![u16::MAX; usize::from(top) + 1];
        for (i, d) in INSTRUCTIONS.iter().enumerate() {
            let slot = &mut t[usize::from(d.opcode)];
            if *slot == u16::MAX {
                *slot = i as u16;
            }
        }
        t
    });
    match dense.get(usize::from(opcode)) {
        Some(&i) if i != u16::MAX => Some(usize::from(i)),
        _ => None,
    }
}

/// The opcode of an instruction name given without the `Op` prefix (aliases accepted).
pub fn opcode_by_name(name: &str) -> Option<u16> {
    INSTRUCTION_NAMES
        .binary_search_by(|(n, _)| (*n).cmp(name))
        .ok()
        .map(|i| INSTRUCTION_NAMES[i].1)
}

/// The extended instruction set an `OpExtInstImport` name refers to.
pub fn ext_inst_set(import_name: &str) -> Option<&'static ExtInstSetDef> {
    EXT_INST_SETS
        .iter()
        .find(|s| s.import_names.contains(&import_name))
}

impl ExtInstSetDef {
    pub fn name(&self) -> &'static str {
        self.import_names[0]
    }
    pub fn instruction(&self, opcode: u32) -> Option<&'static ExtInstDef> {
        let i = self.instructions.partition_point(|e| e.opcode < opcode);
        self.instructions.get(i).filter(|e| e.opcode == opcode)
    }
    pub fn opcode_by_name(&self, name: &str) -> Option<u32> {
        self.names
            .binary_search_by(|(n, _)| (*n).cmp(name))
            .ok()
            .map(|i| self.names[i].1)
    }
}

#[cfg(test)]
mod index_tests {
    #[test]
    fn the_dense_index_is_the_generated_one() {
        for opcode in 0..=u16::MAX {
            assert_eq!(
                super::index_of(opcode),
                crate::spirv::tables::instruction_index(opcode),
                "opcode {opcode}"
            );
        }
    }
}
