//! Requirements: the capabilities, extensions and version that the instructions added need,
//! from the grammar tables plus the rules the grammar cannot express.

use super::*;

/// Capabilities the grammar cannot express: `(opcode, operand index, value, capability)`, where
/// the operand index counts the result id as operand 0. A 16-bit float type needs only
/// `Float16Buffer` in a Kernel module (as `llvm-spirv` writes it); the translator adds `Float16`
/// itself when the source enables half arithmetic.
pub(super) const WIDTH_RULES: &[(u16, usize, u32, u32)] = &[
    (op::TypeInt, 1, 8, enums::Capability::Int8),
    (op::TypeInt, 1, 16, enums::Capability::Int16),
    (op::TypeInt, 1, 64, enums::Capability::Int64),
    (op::TypeFloat, 1, 16, enums::Capability::Float16Buffer),
    (op::TypeFloat, 1, 64, enums::Capability::Float64),
    (op::TypeVector, 2, 8, enums::Capability::Vector16),
    (op::TypeVector, 2, 16, enums::Capability::Vector16),
];

/// Literal operands that hold enumerants the grammar cannot name: `(opcode, operand index, kind)`,
/// where the operand index counts from the first operand. The first literal of
/// `OpLoopControlINTEL` is a Loop Control mask (SPV_INTEL_unstructured_loop_controls); its bits
/// need what the grammar says they need (`DependencyArrayINTEL`: FPGALoopControlsINTEL).
pub(super) const ENUM_LITERALS: &[(u16, usize, OperandKind)] =
    &[(op::LoopControlINTEL, 0, OperandKind::LoopControl)];

/// The extension that `OpExtInstImport` of a `NonSemantic.*` set needs before SPIR-V 1.6.
pub(super) const NON_SEMANTIC_EXTENSION: &str = "SPV_KHR_non_semantic_info";
// ---------------------------------------------------------------------------------------------
// Requirements: capabilities, extensions, version
// ---------------------------------------------------------------------------------------------

/// What the instructions added so far require of the module.
#[derive(Debug)]
pub(super) struct Requirements {
    pub(super) version: Version,
    /// The newest version that something used needs (at most `version`).
    pub(super) needed: Version,
    pub(super) capabilities: Vec<u32>,
    pub(super) capability_set: FastSet<u32>,
    pub(super) extensions: Vec<Box<str>>,
    pub(super) extension_set: FastSet<Box<str>>,
    /// The first thing used that needs a newer SPIR-V version than the module's.
    pub(super) too_new: Option<String>,
    /// The first instruction whose operands did not fit its grammar.
    pub(super) misfit: Option<String>,
    /// Imported extended instruction sets we know, by import id.
    pub(super) ext_sets: FastMap<u32, &'static ExtInstSetDef>,
    /// A layout state for walking single instructions (no context is needed for ours).
    pub(super) layout: LayoutState,
    pub(super) spans: Vec<Span>,
    /// Opcodes noted already whose requirements depend on the opcode alone (no enumerant
    /// operand, no width or literal rule, not `OpExtInst`), one bit each: noting one again
    /// adds nothing.
    plain_noted: Vec<u64>,
    /// Opcodes whose own grammar entry (capabilities, extensions, version) is applied already,
    /// one bit each: applying it again changes nothing.
    entry_noted: Vec<u64>,
    /// Of those, the opcodes that have an enumerant operand, one bit each.
    enum_opcodes: Vec<u64>,
    /// The enumerants applied already (applying one again changes nothing).
    enumerants_applied: FastSet<(OperandKind, u32)>,
    /// The fixed layouts met already (`fixed_layout::enum_operands_once`).
    placed: fixed_layout::Placed,
}

impl Requirements {
    pub(super) fn new(version: Version) -> Self {
        Requirements {
            version,
            needed: Version::V1_0,
            capabilities: Vec::new(),
            capability_set: FastSet::default(),
            extensions: Vec::new(),
            extension_set: FastSet::default(),
            too_new: None,
            misfit: None,
            ext_sets: FastMap::default(),
            layout: walk_state(),
            spans: Vec::new(),
            plain_noted: vec![0; 1 << 10],
            entry_noted: vec![0; 1 << 10],
            enum_opcodes: vec![0; 1 << 10],
            enumerants_applied: FastSet::default(),
            placed: Default::default(),
        }
    }

    /// Adds a capability (once), with the extension it needs at this module version.
    pub(super) fn require_capability(&mut self, cap: u32) {
        if self.capability_set.contains(&cap) {
            return;
        }
        let kind = OperandKind::Capability.def();
        let e = kind.enumerant(cap);
        // The capabilities an enumerant of `Capability` lists are the ones it implies. Like
        // `llvm-spirv`, declare them first (those of a Kernel module: not the Shader ones).
        for &implied in e.map(|e| e.capabilities).unwrap_or(&[]) {
            if implied != cap && !capability_needs_shader(implied) {
                self.require_capability(implied);
            }
        }
        if !self.capability_set.insert(cap) {
            return;
        }
        self.capabilities.push(cap);
        if let Some(e) = e {
            self.entry(&[], e.extensions, e.version, || {
                format!("Capability {}", e.name)
            });
        }
    }

    pub(super) fn require_extension(&mut self, name: &str) {
        if !self.extension_set.contains(name) {
            self.extension_set.insert(name.into());
            self.extensions.push(name.into());
        }
    }

    /// Applies one grammar entry (an opcode or an enumerant): one of `caps` (the first that does
    /// not need Shader, unless one of them is already required), one of `exts` when the entry is
    /// available only through an extension at this module version, and otherwise the version.
    pub(super) fn entry(
        &mut self,
        caps: &[u32],
        exts: &[&str],
        version: Version,
        what: impl Fn() -> String,
    ) {
        let beyond_version = version > self.version;
        if !beyond_version && version != Version::NONE && version > self.needed {
            tracing::debug!("{} needs SPIR-V {version}", what());
            self.needed = version;
        }
        if !exts.is_empty() && beyond_version {
            if !exts.iter().any(|e| self.extension_set.contains(*e)) {
                self.require_extension(exts[0]);
            }
        } else if beyond_version && version != Version::NONE && self.too_new.is_none() {
            self.too_new = Some(format!(
                "{} needs SPIR-V {version}, but the module is SPIR-V {}",
                what(),
                self.version
            ));
        }
        if caps.is_empty() || caps.iter().any(|c| self.capability_set.contains(c)) {
            return;
        }
        // Prefer a capability of the core at this module version over one that only an
        // extension brings (`GroupNonUniformBallot` rather than `SubgroupBallotKHR`).
        let no_shader = |c: &u32| !capability_needs_shader(*c);
        let pick = caps
            .iter()
            .copied()
            .filter(no_shader)
            .find(|&c| self.in_core(c))
            .or_else(|| caps.iter().copied().find(no_shader))
            .unwrap_or(caps[0]);
        self.require_capability(pick);
    }

    /// Whether capability `cap` is available without an extension at this module version.
    pub(super) fn in_core(&self, cap: u32) -> bool {
        let kind = OperandKind::Capability.def();
        kind.enumerant(cap).is_some_and(|e| {
            e.extensions.is_empty() || (e.version != Version::NONE && e.version <= self.version)
        })
    }

    /// Notes what an instruction requires. `operands` include its result type and result id.
    pub(super) fn note(&mut self, opcode: u16, operands: &[u32]) {
        let (word, bit) = (usize::from(opcode >> 6), 1u64 << (opcode & 63));
        if self.plain_noted[word] & bit != 0 {
            return;
        }
        let Some(def) = grammar::instruction(opcode) else {
            return;
        };
        if self.entry_noted[word] & bit == 0 {
            self.entry_noted[word] |= bit;
            let enums = has_enum_operand(def);
            if enums {
                self.enum_opcodes[word] |= bit;
            }
            let plain = opcode != op::ExtInst
                && !enums
                && !WIDTH_RULES.iter().any(|r| r.0 == opcode)
                && !ENUM_LITERALS.iter().any(|r| r.0 == opcode);
            if plain {
                self.plain_noted[word] |= bit;
            }
            self.entry(def.capabilities, def.extensions, def.version, || {
                format!("Op{}", def.name)
            });
        }
        self.width_rules(opcode, operands);
        for &(rule_op, index, kind) in ENUM_LITERALS {
            if rule_op == opcode
                && let Some(&value) = operands.get(index)
            {
                self.enumerant(kind, value);
            }
        }
        if opcode == op::ExtInst {
            self.ext_inst(operands);
        }
        if self.enum_opcodes[word] & bit != 0 {
            self.enum_operands(def, operands);
        }
    }

    /// The capabilities of `WIDTH_RULES`.
    pub(super) fn width_rules(&mut self, opcode: u16, operands: &[u32]) {
        for &(rule_op, index, value, cap) in WIDTH_RULES {
            if rule_op == opcode && operands.get(index) == Some(&value) {
                self.require_capability(cap);
            }
        }
    }

    /// The capabilities of an extended instruction of a set we know.
    pub(super) fn ext_inst(&mut self, operands: &[u32]) {
        let (Some(set), Some(&number)) = (operands.get(2), operands.get(3)) else {
            return;
        };
        let Some(inst) = self.ext_sets.get(set).and_then(|s| s.instruction(number)) else {
            return;
        };
        self.entry(inst.capabilities, &[], Version::V1_0, || {
            inst.name.to_string()
        });
    }

    /// Walks the operands by the grammar and applies every enumerant found.
    pub(super) fn enum_operands(&mut self, def: &InstructionDef, operands: &[u32]) {
        // Most instructions have their enumerants at fixed places: no walk for those.
        let bound = self.layout.bound;
        let mut placed = std::mem::take(&mut self.placed);
        let fixed = fixed_layout::enum_operands_once(
            &mut placed,
            def.opcode,
            operands,
            bound,
            |kind, value| self.enumerant(kind, value),
        );
        self.placed = placed;
        if fixed.is_some() {
            return;
        }
        let mut spans = std::mem::take(&mut self.spans);
        if binary::spans_of(def.opcode, operands, &self.layout, &mut spans) {
            for s in &spans {
                if let SpanKind::Operand(kind) = s.kind
                    && let Some(&value) = operands.get(s.start as usize)
                {
                    self.enumerant(kind, value);
                }
            }
        } else if self.misfit.is_none() {
            self.misfit = Some(format!(
                "the operands of Op{} do not fit its grammar: {operands:?}",
                def.name
            ));
        }
        self.spans = spans;
    }

    /// Applies the enumerant `value` of `kind` (each bit of a bit enum).
    pub(super) fn enumerant(&mut self, kind: OperandKind, value: u32) {
        if kind == OperandKind::Capability || !self.enumerants_applied.insert((kind, value)) {
            return;
        }
        let kdef = kind.def();
        match kdef.category {
            Category::ValueEnum => {
                if let Some(e) = kdef.enumerant(value) {
                    self.entry(e.capabilities, e.extensions, e.version, || {
                        format!("{} {}", kdef.name, e.name)
                    });
                }
            }
            Category::BitEnum => {
                let mut bits = value;
                while bits != 0 {
                    let bit = bits & bits.wrapping_neg();
                    bits &= bits - 1;
                    if let Some(e) = kdef.enumerant(bit) {
                        self.entry(e.capabilities, e.extensions, e.version, || {
                            format!("{} {}", kdef.name, e.name)
                        });
                    }
                }
            }
            _ => {}
        }
    }

    /// The first problem found while noting instructions.
    pub(super) fn check(&self) -> Result<()> {
        match (&self.misfit, &self.too_new) {
            (Some(m), _) => Err(misuse(m)),
            (None, Some(t)) => Err(misuse(t)),
            (None, None) => Ok(()),
        }
    }
}

/// A layout state for walking instructions one at a time: every nonzero id is in range, and no
/// literal width is known (context-dependent literals then take the rest of the instruction,
/// which is where they are in every instruction that has one).
/// Whether `operands` (after the opcode word) fit the grammar of `opcode`.
pub fn fits_grammar(opcode: u16, operands: &[u32]) -> bool {
    let mut spans = Vec::new();
    binary::spans_of(opcode, operands, &walk_state(), &mut spans)
}

pub(super) fn walk_state() -> LayoutState {
    LayoutState::new(u32::MAX, 0)
}

/// Whether an opcode has an enumerant operand (value or bit enum) in its grammar.
pub(super) fn has_enum_operand(def: &InstructionDef) -> bool {
    def.operands.iter().any(|o| {
        matches!(
            o.kind.def().category,
            Category::ValueEnum | Category::BitEnum
        )
    })
}
