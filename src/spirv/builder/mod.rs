//! `ModuleBuilder`: builds a `SpvModule` (ids, hash-consed types and constants, capabilities,
//! canonical section order).
//!
//! This is the one way the forward translator (LLVM → SPIR-V) builds modules:
//!
//! * **Ids** are allocated from 1 up; the header bound is the next free id.
//! * **Types and constants** are hash-consed: asking twice for the same one returns the same id,
//!   with one `HashMap` lookup keyed by `[opcode, operands without the result id]`, built in a
//!   reusable scratch vector (no allocation on a hit). Named structs (`type_struct_new`,
//!   `type_struct_placeholder`) and specialization constants always create.
//! * **Capabilities and extensions** follow from what is used: every instruction added is looked
//!   up in the grammar tables (its opcode, and every enumerant operand it carries), plus the few
//!   rules the grammar cannot express (`WIDTH_RULES`). They are emitted in order of first
//!   requirement.
//! * **Layout**: `finish` writes the sections in the order of the SPIR-V specification; types,
//!   constants and global variables are sorted topologically by their id dependencies, then
//!   grouped as llvm-spirv groups them where dependencies allow (integer types, scalar integer
//!   constants, other types, the rest), in creation order where unconstrained, with
//!   `OpTypeForwardPointer` where pointers close a cycle; function declarations come before
//!   definitions.
//!
//! Misuse by our own code (an opcode with operands that do not fit its grammar, a body
//! instruction outside a function, …) does not panic: the first such mistake is kept and
//! `finish` returns it as an error.
//!
//! Instruction words are kept in one vector per section (and for the function being built) with
//! small `(opcode, start, len)` records, never one allocation per instruction; ended functions
//! are kept in their binary form.

use crate::hash::{FastMap, FastSet};

use super::binary;
use super::fixed_layout;
use super::grammar::{self, Category, ExtInstSetDef, InstructionDef, OperandKind, Version};
use super::layout::{self, LayoutState, Span, SpanKind};
use super::module::{Header, Id, SpvModule};
use super::support::capability_needs_shader;
use super::tables::{enums, op};
use crate::error::{Error, Result};

mod emit;
mod functions;
mod order;
mod requirements;
use emit::*;
use order::*;
pub use requirements::fits_grammar;
use requirements::*;

/// The most operand words one instruction can have (its 16-bit word count counts itself).
const MAX_OPERAND_WORDS: usize = 0xFFFF - 1;

/// The error for a mistake of the code that drives the builder.
fn misuse(message: impl std::fmt::Display) -> Error {
    Error::Unsupported(format!("internal error: ModuleBuilder: {message}"))
}

/// `Op<Name>` of an opcode, for messages.
fn op_name(opcode: u16) -> String {
    match grammar::instruction(opcode) {
        Some(d) => format!("Op{}", d.name),
        None => format!("opcode {opcode}"),
    }
}

// ---------------------------------------------------------------------------------------------
// The builder
// ---------------------------------------------------------------------------------------------

/// The operands of `OpTypeImage` (after its result id).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ImageType {
    pub sampled_type: Id,
    /// A `Dim` enumerant.
    pub dim: u32,
    /// 0 not depth, 1 depth, 2 unknown.
    pub depth: u32,
    pub arrayed: bool,
    pub multisampled: bool,
    /// 0 known at run time, 1 used with a sampler, 2 without.
    pub sampled: u32,
    /// An `ImageFormat` enumerant.
    pub format: u32,
    /// An `AccessQualifier` enumerant (kernels give one).
    pub access: Option<u32>,
}

/// The instructions of the function being built.
#[derive(Debug, Default)]
struct FunctionBuf {
    stream: Stream,
    /// Whether it has a block (a definition) or not (a declaration).
    has_body: bool,
}

/// The functions ended so far, in the binary form (word count and opcode in one word, then
/// the operands): a function's stream is copied here when it ends and then reused for the
/// next function, so that a function's words exist once, and `assemble` makes the module's
/// words out of `definitions` in place.
#[derive(Debug, Default)]
struct Ended {
    declarations: Vec<u32>,
    definitions: Vec<u32>,
    /// Where instructions that a later version retires are (in `definitions` or not, word
    /// offset): which version the module has is known at `finish` (see `RETIRED`).
    retired: Vec<(bool, usize)>,
    /// The stream of the last function ended, emptied, for the next one.
    spare: Stream,
}

/// Builds a SPIR-V module; see the module documentation.
#[derive(Debug)]
pub struct ModuleBuilder {
    next_id: u32,
    reqs: Requirements,
    ext_inst_imports: Stream,
    memory_model: Option<[u32; 2]>,
    entry_points: Stream,
    execution_modes: Stream,
    debug_strings: Stream,
    debug_names: Stream,
    module_processed: Stream,
    /// Module-scope declarations that annotations name (the SPV_INTEL_memory_access_aliasing
    /// domains, scopes and scope lists), after the debug section and before the annotations,
    /// where llvm-spirv writes them.
    named_decls: Stream,
    annotations: Stream,
    /// Types, constants, global variables and module-scope undef, in creation order.
    globals: Stream,
    /// The result id of each record of `globals`.
    global_results: Vec<u32>,
    /// Globals written between an `OpLine` (file, line, column) and an `OpNoLine`.
    global_lines: FastMap<u32, [u32; 3]>,
    /// Module-scope `OpExtInst` (debug information), after the globals.
    debug_ext_insts: Stream,
    ended: Ended,
    open_function: Option<FunctionBuf>,
    /// Hash-consed types and constants: `[opcode, result type?, operands...]` → id.
    interned: FastMap<Box<[u32]>, Id>,
    /// Scratch for building keys of `interned`.
    key: Vec<u32>,
    strings: FastMap<Box<str>, Id>,
    imports: FastMap<Box<str>, Id>,
    /// Structs whose members may still be set: id → record index in `globals`.
    mutable_structs: FastMap<u32, usize>,
    /// The first misuse, returned by `finish`.
    misuse: Option<String>,
    /// Whether composites too long for one instruction may continue in `*ContinuedINTEL`
    /// instructions (SPV_INTEL_long_composites).
    long_composites: bool,
}

impl ModuleBuilder {
    /// A builder for a module of SPIR-V `version`.
    pub fn new(version: Version) -> Self {
        ModuleBuilder {
            next_id: 1,
            reqs: Requirements::new(version),
            ext_inst_imports: Stream::default(),
            memory_model: None,
            entry_points: Stream::default(),
            execution_modes: Stream::default(),
            debug_strings: Stream::default(),
            debug_names: Stream::default(),
            module_processed: Stream::default(),
            named_decls: Stream::default(),
            annotations: Stream::default(),
            globals: Stream::default(),
            global_results: Vec::new(),
            global_lines: FastMap::default(),
            debug_ext_insts: Stream::default(),
            ended: Ended::default(),
            open_function: None,
            interned: FastMap::default(),
            key: Vec::new(),
            strings: FastMap::default(),
            imports: FastMap::default(),
            mutable_structs: FastMap::default(),
            misuse: None,
            long_composites: false,
        }
    }

    /// The highest SPIR-V version the module being built may have.
    pub fn version(&self) -> Version {
        self.reqs.version
    }

    /// The SPIR-V version the instructions added so far need (at most `version()`); the
    /// module's header says this one.
    pub fn required_version(&self) -> Version {
        self.reqs.needed
    }

    /// Allocates a new id.
    pub fn fresh_id(&mut self) -> Id {
        let id = self.next_id;
        match id.checked_add(1) {
            Some(next) => self.next_id = next,
            None => self.note_misuse(|| "ran out of ids".into()),
        }
        Id(id)
    }

    /// The id bound so far (one more than the largest id allocated).
    pub fn bound(&self) -> u32 {
        self.next_id
    }

    /// Keeps the first misuse for `finish` to report.
    fn note_misuse(&mut self, message: impl FnOnce() -> String) {
        if self.misuse.is_none() {
            self.misuse = Some(message());
        }
    }

    // ----- capabilities and extensions -----

    /// Declares a capability the module needs (once; order of first requirement).
    pub fn require_capability(&mut self, cap: u32) {
        self.reqs.require_capability(cap);
    }

    /// Declares an extension the module uses (once; order of first requirement).
    pub fn require_extension(&mut self, name: &str) {
        self.reqs.require_extension(name);
    }

    /// The capabilities required so far, in order of first requirement.
    pub fn capabilities(&self) -> &[u32] {
        &self.reqs.capabilities
    }

    pub fn has_capability(&self, cap: u32) -> bool {
        self.reqs.capability_set.contains(&cap)
    }

    /// The extensions required so far, in order of first requirement.
    pub fn extensions(&self) -> impl Iterator<Item = &str> {
        self.reqs.extensions.iter().map(|e| &**e)
    }

    pub fn has_extension(&self, name: &str) -> bool {
        self.reqs.extension_set.contains(name)
    }

    // ----- globals: storage, interning -----

    /// Appends a global instruction `[result type?, id, operands...]`; returns its record index.
    fn add_global(
        &mut self,
        opcode: u16,
        result_type: Option<Id>,
        id: Id,
        fill: impl FnOnce(&mut Vec<u32>),
    ) -> usize {
        let r = push_noted(&mut self.globals, &mut self.reqs, opcode, |w| {
            if let Some(t) = result_type {
                w.push(t.0);
            }
            w.push(id.0);
            fill(w);
        });
        self.global_results.push(id.0);
        r
    }

    /// Creates a global instruction that is never shared.
    fn create_global(
        &mut self,
        opcode: u16,
        result_type: Option<Id>,
        fill: impl FnOnce(&mut Vec<u32>),
    ) -> Id {
        let id = self.fresh_id();
        self.add_global(opcode, result_type, id, fill);
        id
    }

    /// The id of the global instruction `opcode` with these operands (`fill` writes those after
    /// the result id), creating it on first request.
    fn intern(
        &mut self,
        opcode: u16,
        result_type: Option<Id>,
        fill: impl FnOnce(&mut Vec<u32>),
    ) -> Id {
        let mut key = std::mem::take(&mut self.key);
        key.clear();
        key.push(u32::from(opcode));
        if let Some(t) = result_type {
            key.push(t.0);
        }
        let head = key.len();
        fill(&mut key);
        let id = match self.interned.get(key.as_slice()) {
            Some(&id) => id,
            None => {
                let id = self.fresh_id();
                self.interned.insert(key.as_slice().into(), id);
                self.add_global(opcode, result_type, id, |w| {
                    w.extend_from_slice(&key[head..])
                });
                id
            }
        };
        self.key = key;
        id
    }

    // ----- types -----

    /// A hash-consed type instruction of any opcode; `operands` exclude the result id.
    pub fn type_inst(&mut self, opcode: u16, operands: &[u32]) -> Id {
        if !grammar::instruction(opcode).is_some_and(|d| d.has_result && !d.has_result_type) {
            self.note_misuse(|| format!("{} is not a type declaration", op_name(opcode)));
        }
        self.intern(opcode, None, |k| k.extend_from_slice(operands))
    }

    pub fn type_void(&mut self) -> Id {
        self.intern(op::TypeVoid, None, |_| {})
    }

    /// `OpTypeTokenINTEL` (SPV_INTEL_token_type).
    pub fn type_token_intel(&mut self) -> Id {
        self.intern(op::TypeTokenINTEL, None, |_| {})
    }

    pub fn type_bool(&mut self) -> Id {
        self.intern(op::TypeBool, None, |_| {})
    }

    /// `OpTypeInt`; `signedness` is 0 for the kernel environment.
    pub fn type_int(&mut self, width: u32, signedness: u32) -> Id {
        self.intern(op::TypeInt, None, |k| k.extend([width, signedness]))
    }

    pub fn type_float(&mut self, width: u32) -> Id {
        self.intern(op::TypeFloat, None, |k| k.push(width))
    }

    pub fn type_vector(&mut self, elem: Id, count: u32) -> Id {
        self.intern(op::TypeVector, None, |k| k.extend([elem.0, count]))
    }

    /// `OpTypeArray`; `length` is the id of a constant.
    pub fn type_array(&mut self, elem: Id, length: Id) -> Id {
        self.intern(op::TypeArray, None, |k| k.extend([elem.0, length.0]))
    }

    pub fn type_runtime_array(&mut self, elem: Id) -> Id {
        self.intern(op::TypeRuntimeArray, None, |k| k.push(elem.0))
    }

    pub fn type_pointer(&mut self, storage_class: u32, pointee: Id) -> Id {
        self.intern(op::TypePointer, None, |k| {
            k.extend([storage_class, pointee.0])
        })
    }

    pub fn type_function(&mut self, ret: Id, params: &[Id]) -> Id {
        self.intern(op::TypeFunction, None, |k| {
            k.push(ret.0);
            k.extend(params.iter().map(|p| p.0));
        })
    }

    /// An anonymous (literal) struct, hash-consed by its members.
    pub fn type_struct(&mut self, members: &[Id]) -> Id {
        self.intern(op::TypeStruct, None, |k| {
            k.extend(members.iter().map(|m| m.0))
        })
    }

    /// A new struct type (named structs are distinct even when their members are the same).
    /// Its members may be replaced later with `set_struct_members`.
    pub fn type_struct_new(&mut self, members: &[Id]) -> Id {
        let id = self.fresh_id();
        let r = self.add_global(op::TypeStruct, None, id, |w| {
            w.extend(members.iter().map(|m| m.0))
        });
        self.mutable_structs.insert(id.0, r);
        id
    }

    /// A new struct type whose members are set later (for recursive types).
    pub fn type_struct_placeholder(&mut self) -> Id {
        self.type_struct_new(&[])
    }

    /// Sets the members of a struct made by `type_struct_new` or `type_struct_placeholder`.
    pub fn set_struct_members(&mut self, id: Id, members: &[Id]) -> Result<()> {
        let Some(&r) = self.mutable_structs.get(&id.0) else {
            return Err(misuse(format!(
                "set_struct_members: {} is not a struct made by type_struct_new",
                id.0
            )));
        };
        let g = &mut self.globals;
        let start = g.open();
        g.words.push(id.0);
        g.words.extend(members.iter().map(|m| m.0));
        let len = (g.words.len() - start) as u32;
        if let Some(rec) = g.insts.get_mut(r) {
            *rec = Rec {
                opcode: op::TypeStruct,
                start: start as u32,
                len,
            };
        }
        Ok(())
    }

    /// `OpTypeOpaque`, hash-consed by name.
    pub fn type_opaque(&mut self, name: &str) -> Id {
        self.intern(op::TypeOpaque, None, |k| {
            layout::encode_string(name.as_bytes(), k)
        })
    }

    pub fn type_sampler(&mut self) -> Id {
        self.intern(op::TypeSampler, None, |_| {})
    }

    pub fn type_event(&mut self) -> Id {
        self.intern(op::TypeEvent, None, |_| {})
    }

    pub fn type_device_event(&mut self) -> Id {
        self.intern(op::TypeDeviceEvent, None, |_| {})
    }

    pub fn type_reserve_id(&mut self) -> Id {
        self.intern(op::TypeReserveId, None, |_| {})
    }

    pub fn type_queue(&mut self) -> Id {
        self.intern(op::TypeQueue, None, |_| {})
    }

    /// `OpTypePipe` with an `AccessQualifier`.
    pub fn type_pipe(&mut self, access: u32) -> Id {
        self.intern(op::TypePipe, None, |k| k.push(access))
    }

    pub fn type_pipe_storage(&mut self) -> Id {
        self.intern(op::TypePipeStorage, None, |_| {})
    }

    /// An `OpTypePipeStorage` not shared with others: `llvm-spirv` gives each
    /// `OpConstantPipeStorage` its own.
    pub fn type_pipe_storage_unique(&mut self) -> Id {
        self.create_global(op::TypePipeStorage, None, |_| {})
    }

    pub fn type_image(&mut self, image: &ImageType) -> Id {
        self.intern(op::TypeImage, None, |k| {
            k.extend([
                image.sampled_type.0,
                image.dim,
                image.depth,
                u32::from(image.arrayed),
                u32::from(image.multisampled),
                image.sampled,
                image.format,
            ]);
            k.extend(image.access);
        })
    }

    pub fn type_sampled_image(&mut self, image: Id) -> Id {
        self.intern(op::TypeSampledImage, None, |k| k.push(image.0))
    }

    // ----- constants -----

    /// `OpConstant` of a scalar type; `words` are the value, low-order word first.
    pub fn constant(&mut self, ty: Id, words: &[u32]) -> Id {
        self.intern(op::Constant, Some(ty), |k| k.extend_from_slice(words))
    }

    /// `OpConstantTrue` / `OpConstantFalse` (of `OpTypeBool` when `ty` is `None`).
    pub fn constant_bool(&mut self, ty: Option<Id>, value: bool) -> Id {
        let ty = ty.unwrap_or_else(|| self.type_bool());
        let opcode = if value {
            op::ConstantTrue
        } else {
            op::ConstantFalse
        };
        self.intern(opcode, Some(ty), |_| {})
    }

    pub fn constant_composite(&mut self, ty: Id, parts: &[Id]) -> Id {
        self.intern(op::ConstantComposite, Some(ty), |k| {
            k.extend(parts.iter().map(|p| p.0))
        })
    }

    pub fn constant_null(&mut self, ty: Id) -> Id {
        self.intern(op::ConstantNull, Some(ty), |_| {})
    }

    /// A module-scope `OpUndef`.
    pub fn undef(&mut self, ty: Id) -> Id {
        self.intern(op::Undef, Some(ty), |_| {})
    }

    /// `OpConstantSampler` (of `OpTypeSampler`), with `SamplerAddressingMode` and
    /// `SamplerFilterMode` enumerants.
    pub fn constant_sampler(&mut self, addressing: u32, normalized: bool, filter: u32) -> Id {
        let ty = self.type_sampler();
        self.intern(op::ConstantSampler, Some(ty), |k| {
            k.extend([addressing, u32::from(normalized), filter])
        })
    }

    /// An `OpConstantSampler` of its own (not shared with equal ones), as `llvm-spirv`
    /// writes one for each sampler literal of the source.
    pub fn constant_sampler_unique(
        &mut self,
        addressing: u32,
        normalized: bool,
        filter: u32,
    ) -> Id {
        let ty = self.type_sampler();
        self.create_global(op::ConstantSampler, Some(ty), |w| {
            w.extend([addressing, u32::from(normalized), filter])
        })
    }

    /// A hash-consed constant of any opcode (e.g. `OpConstantPipeStorage`,
    /// `OpConstantFunctionPointerINTEL`); `operands` follow the result id.
    pub fn constant_inst(&mut self, opcode: u16, ty: Id, operands: &[u32]) -> Id {
        if !grammar::instruction(opcode).is_some_and(|d| d.has_result && d.has_result_type) {
            self.note_misuse(|| format!("{} is not a constant", op_name(opcode)));
        }
        self.intern(opcode, Some(ty), |k| k.extend_from_slice(operands))
    }

    // ----- specialization constants (never shared) -----

    pub fn spec_constant(&mut self, ty: Id, words: &[u32]) -> Id {
        self.create_global(op::SpecConstant, Some(ty), |w| w.extend_from_slice(words))
    }

    /// `OpSpecConstantTrue` / `OpSpecConstantFalse` (of `OpTypeBool` when `ty` is `None`).
    pub fn spec_constant_bool(&mut self, ty: Option<Id>, value: bool) -> Id {
        let ty = ty.unwrap_or_else(|| self.type_bool());
        let opcode = if value {
            op::SpecConstantTrue
        } else {
            op::SpecConstantFalse
        };
        self.create_global(opcode, Some(ty), |_| {})
    }

    pub fn spec_constant_composite(&mut self, ty: Id, parts: &[Id]) -> Id {
        self.create_global(op::SpecConstantComposite, Some(ty), |w| {
            w.extend(parts.iter().map(|p| p.0))
        })
    }

    /// `OpSpecConstantOp` of `opcode`, with that opcode's operands after its result id.
    pub fn spec_constant_op(&mut self, ty: Id, opcode: u16, operands: &[u32]) -> Id {
        self.create_global(op::SpecConstantOp, Some(ty), |w| {
            w.push(u32::from(opcode));
            w.extend_from_slice(operands);
        })
    }

    /// A module-scope instruction that is neither a type nor a constant (`OpAsmTargetINTEL`,
    /// `OpAsmINTEL`), never shared; `operands` exclude the result type and id. It is ordered
    /// with the globals, after what it uses.
    pub fn global_inst(&mut self, opcode: u16, result_type: Option<Id>, operands: &[u32]) -> Id {
        self.create_global(opcode, result_type, |w| w.extend_from_slice(operands))
    }

    /// A module-scope `OpVariable` of pointer type `ptr_type`.
    pub fn global_variable(
        &mut self,
        ptr_type: Id,
        storage_class: u32,
        initializer: Option<Id>,
    ) -> Id {
        let id = self.fresh_id();
        self.global_variable_with_id(id, ptr_type, storage_class, initializer);
        id
    }

    /// `global_variable` with an id allocated earlier by `fresh_id` (so that initializers and
    /// functions built before it can name it; the global section is sorted anyway).
    pub fn global_variable_with_id(
        &mut self,
        id: Id,
        ptr_type: Id,
        storage_class: u32,
        initializer: Option<Id>,
    ) {
        self.add_global(op::Variable, Some(ptr_type), id, |w| {
            w.push(storage_class);
            w.extend(initializer.map(|i| i.0));
        });
    }

    // ----- module-scope instructions -----

    /// `OpExtInstImport` (once per name).
    pub fn ext_inst_import(&mut self, name: &str) -> Id {
        if let Some(&id) = self.imports.get(name) {
            return id;
        }
        let id = self.fresh_id();
        self.imports.insert(name.into(), id);
        if let Some(set) = grammar::ext_inst_set(name) {
            self.reqs.ext_sets.insert(id.0, set);
        }
        if name.starts_with("NonSemantic.") && self.version() < Version::new(1, 6) {
            self.reqs.require_extension(NON_SEMANTIC_EXTENSION);
        }
        push_noted(
            &mut self.ext_inst_imports,
            &mut self.reqs,
            op::ExtInstImport,
            |w| {
                w.push(id.0);
                layout::encode_string(name.as_bytes(), w);
            },
        );
        id
    }

    /// `OpMemoryModel` with `AddressingModel` and `MemoryModel` enumerants (set once).
    pub fn memory_model(&mut self, addressing: u32, memory: u32) {
        let model = [addressing, memory];
        match self.memory_model {
            Some(m) if m != model => {
                self.note_misuse(|| format!("memory model set twice: {m:?}, then {model:?}"))
            }
            Some(_) => {}
            None => {
                self.memory_model = Some(model);
                self.reqs.note(op::MemoryModel, &model);
            }
        }
    }

    /// `OpEntryPoint` with an `ExecutionModel` enumerant.
    pub fn entry_point(&mut self, model: u32, function: Id, name: &str, interface: &[Id]) {
        push_noted(
            &mut self.entry_points,
            &mut self.reqs,
            op::EntryPoint,
            |w| {
                w.extend([model, function.0]);
                layout::encode_string(name.as_bytes(), w);
                w.extend(interface.iter().map(|i| i.0));
            },
        );
    }

    /// `OpExecutionMode` with an `ExecutionMode` enumerant and its literal operands.
    pub fn execution_mode(&mut self, function: Id, mode: u32, literals: &[u32]) {
        push_noted(
            &mut self.execution_modes,
            &mut self.reqs,
            op::ExecutionMode,
            |w| {
                w.extend([function.0, mode]);
                w.extend_from_slice(literals);
            },
        );
    }

    /// `OpExecutionModeId` with an `ExecutionMode` enumerant and its id operands.
    pub fn execution_mode_id(&mut self, function: Id, mode: u32, ids: &[Id]) {
        push_noted(
            &mut self.execution_modes,
            &mut self.reqs,
            op::ExecutionModeId,
            |w| {
                w.extend([function.0, mode]);
                w.extend(ids.iter().map(|i| i.0));
            },
        );
    }

    /// `OpString` (once per text).
    pub fn string(&mut self, text: &str) -> Id {
        if let Some(&id) = self.strings.get(text) {
            return id;
        }
        let id = self.fresh_id();
        self.strings.insert(text.into(), id);
        push_noted(&mut self.debug_strings, &mut self.reqs, op::String, |w| {
            w.push(id.0);
            layout::encode_string(text.as_bytes(), w);
        });
        id
    }

    /// `OpSource`, continued with `OpSourceContinued` when the text does not fit one
    /// instruction. A text needs a file (`OpString`) id.
    pub fn source(&mut self, language: u32, version: u32, file: Option<Id>, text: Option<&str>) {
        if text.is_some() && file.is_none() {
            self.note_misuse(|| "OpSource with source text needs a file id".into());
        }
        let (first, mut rest) = match text {
            Some(t) => split_for_words(t, MAX_OPERAND_WORDS - 3),
            None => ("", ""),
        };
        push_noted(&mut self.debug_strings, &mut self.reqs, op::Source, |w| {
            w.extend([language, version]);
            w.extend(file.map(|f| f.0));
            if text.is_some() {
                layout::encode_string(first.as_bytes(), w);
            }
        });
        while !rest.is_empty() {
            let (chunk, more) = split_for_words(rest, MAX_OPERAND_WORDS);
            push_noted(
                &mut self.debug_strings,
                &mut self.reqs,
                op::SourceContinued,
                |w| layout::encode_string(chunk.as_bytes(), w),
            );
            rest = more;
        }
    }

    pub fn source_extension(&mut self, text: &str) {
        push_noted(
            &mut self.debug_strings,
            &mut self.reqs,
            op::SourceExtension,
            |w| layout::encode_string(text.as_bytes(), w),
        );
    }

    /// `OpName`.
    pub fn name(&mut self, target: Id, text: &str) {
        push_noted(&mut self.debug_names, &mut self.reqs, op::Name, |w| {
            w.push(target.0);
            layout::encode_string(text.as_bytes(), w);
        });
    }

    /// `OpMemberName`.
    pub fn member_name(&mut self, target: Id, member: u32, text: &str) {
        push_noted(&mut self.debug_names, &mut self.reqs, op::MemberName, |w| {
            w.extend([target.0, member]);
            layout::encode_string(text.as_bytes(), w);
        });
    }

    /// `OpModuleProcessed`.
    pub fn module_processed(&mut self, text: &str) {
        push_noted(
            &mut self.module_processed,
            &mut self.reqs,
            op::ModuleProcessed,
            |w| layout::encode_string(text.as_bytes(), w),
        );
    }

    /// A module-scope declaration that decorations name by id (`OpAliasDomainDeclINTEL`,
    /// `OpAliasScopeDeclINTEL`, `OpAliasScopeListDeclINTEL`), never shared; `operands` exclude
    /// the result id. It precedes the annotations, so every id it uses must already be declared
    /// this way.
    pub fn named_decl(&mut self, opcode: u16, operands: &[u32]) -> Id {
        let id = self.fresh_id();
        push_noted(&mut self.named_decls, &mut self.reqs, opcode, |w| {
            w.push(id.0);
            w.extend_from_slice(operands);
        });
        id
    }

    /// `OpDecorate` with a `Decoration` enumerant and its parameters as words.
    pub fn decorate(&mut self, target: Id, decoration: u32, params: &[u32]) {
        push_noted(&mut self.annotations, &mut self.reqs, op::Decorate, |w| {
            w.extend([target.0, decoration]);
            w.extend_from_slice(params);
        });
    }

    /// `OpDecorate` whose first parameter is a string, followed by `trailing` words
    /// (`LinkageAttributes "name" <LinkageType>`).
    pub fn decorate_string(&mut self, target: Id, decoration: u32, text: &str, trailing: &[u32]) {
        push_noted(&mut self.annotations, &mut self.reqs, op::Decorate, |w| {
            w.extend([target.0, decoration]);
            layout::encode_string(text.as_bytes(), w);
            w.extend_from_slice(trailing);
        });
    }

    /// `OpDecorate <target> LinkageAttributes "name" <linkage type>`.
    pub fn decorate_linkage(&mut self, target: Id, name: &str, linkage_type: u32) {
        self.decorate_string(
            target,
            enums::Decoration::LinkageAttributes,
            name,
            &[linkage_type],
        );
    }

    /// `OpDecorateId` with id parameters.
    pub fn decorate_id(&mut self, target: Id, decoration: u32, params: &[Id]) {
        push_noted(&mut self.annotations, &mut self.reqs, op::DecorateId, |w| {
            w.extend([target.0, decoration]);
            w.extend(params.iter().map(|p| p.0));
        });
    }

    /// `OpMemberDecorate` with a `Decoration` enumerant and its parameters as words.
    pub fn member_decorate(&mut self, target: Id, member: u32, decoration: u32, params: &[u32]) {
        push_noted(
            &mut self.annotations,
            &mut self.reqs,
            op::MemberDecorate,
            |w| {
                w.extend([target.0, member, decoration]);
                w.extend_from_slice(params);
            },
        );
    }

    /// A module-scope `OpExtInst` (debug information), placed after types, constants and global
    /// variables in creation order. `operands` follow the instruction number.
    pub fn module_ext_inst(
        &mut self,
        result_type: Id,
        set: Id,
        instruction: u32,
        operands: &[u32],
    ) -> Id {
        let id = self.fresh_id();
        self.module_ext_inst_with_id(result_type, id, set, instruction, operands);
        id
    }

    /// `module_ext_inst` with a result id allocated earlier by `fresh_id` (debug information
    /// refers to nodes before they are emitted).
    pub fn module_ext_inst_with_id(
        &mut self,
        result_type: Id,
        id: Id,
        set: Id,
        instruction: u32,
        operands: &[u32],
    ) {
        push_noted(
            &mut self.debug_ext_insts,
            &mut self.reqs,
            op::ExtInst,
            |w| {
                w.extend([result_type.0, id.0, set.0, instruction]);
                w.extend_from_slice(operands);
            },
        );
    }

    /// `OpLine` among the module-scope debug instructions: the source location of the one
    /// written next (a call site's column, which `DebugInlinedAt` has no operand for).
    pub fn module_debug_line(&mut self, file: Id, line: u32, column: u32) {
        push_noted(&mut self.debug_ext_insts, &mut self.reqs, op::Line, |w| {
            w.extend([file.0, line, column])
        });
    }

    // ----- added for the forward translator (llvm_to_spirv) -----

    /// Declares that the module needs SPIR-V `version` for something the grammar does not
    /// record (two memory operands of `OpCopyMemorySized`, new in 1.4); `finish` reports an
    /// error when that is beyond `version()`.
    pub fn require_version(&mut self, version: Version, what: &str) {
        self.reqs.entry(&[], &[], version, || what.to_string());
    }
}

/// Splits `text` so that its first part fits `words` words as a NUL-terminated string,
/// at a character boundary.
fn split_for_words(text: &str, words: usize) -> (&str, &str) {
    let max = words.saturating_mul(4).saturating_sub(1);
    if text.len() <= max {
        return (text, "");
    }
    let mut at = max;
    while at > 0 && !text.is_char_boundary(at) {
        at -= 1;
    }
    text.split_at(at)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::spirv::tables::enums::{
        AddressingModel, Capability, Decoration, ExecutionModel, FunctionControl, LinkageType,
        MemoryModel, StorageClass,
    };

    fn builder() -> ModuleBuilder {
        let mut b = ModuleBuilder::new(Version::V1_0);
        b.memory_model(AddressingModel::Physical64, MemoryModel::OpenCL);
        b
    }

    /// (opcode, operands) of every instruction of a module.
    fn insts(m: &SpvModule) -> Vec<(u16, Vec<u32>)> {
        m.inst_ids()
            .map(|i| (m.opcode(i), m.operands(i).to_vec()))
            .collect()
    }

    /// The position of the instruction that defines `id`.
    fn def_pos(m: &SpvModule, id: Id) -> usize {
        m.inst_ids()
            .position(|i| m.result_id(i) == Some(id))
            .unwrap()
    }

    fn pos_of(m: &SpvModule, opcode: u16) -> usize {
        m.inst_ids().position(|i| m.opcode(i) == opcode).unwrap()
    }

    #[test]
    fn ids_start_at_one_and_bound_follows() {
        let mut b = builder();
        assert_eq!(b.fresh_id(), Id(1));
        assert_eq!(b.fresh_id(), Id(2));
        let m = b.finish().unwrap();
        assert_eq!(m.header.bound, 3);
        assert_eq!(m.header.generator, Header::GENERATOR);
        assert_eq!(m.header.version, Version::V1_0.word());
        assert_eq!(m.header.schema, 0);
    }

    #[test]
    fn types_are_hash_consed() {
        let mut b = builder();
        let i32a = b.type_int(32, 0);
        let i32b = b.type_int(32, 0);
        let i64 = b.type_int(64, 0);
        assert_eq!(i32a, i32b);
        assert_ne!(i32a, i64);
        let p1 = b.type_pointer(StorageClass::CrossWorkgroup, i32a);
        let p2 = b.type_pointer(StorageClass::CrossWorkgroup, i32b);
        let p3 = b.type_pointer(StorageClass::Workgroup, i32a);
        assert_eq!(p1, p2);
        assert_ne!(p1, p3);
        let void = b.type_void();
        assert_eq!(
            b.type_function(void, &[p1, i32a]),
            b.type_function(void, &[p1, i32a])
        );
        assert_ne!(
            b.type_function(void, &[p1]),
            b.type_function(void, &[p1, i32a])
        );
        assert_eq!(b.type_opaque("a"), b.type_opaque("a"));
        assert_ne!(b.type_opaque("a"), b.type_opaque("b"));
        let c1 = b.constant(i32a, &[7]);
        assert_eq!(c1, b.constant(i32a, &[7]));
        assert_ne!(c1, b.constant(i32a, &[8]));
        assert_ne!(c1, b.constant(i64, &[7, 0]));
        assert_eq!(b.constant_bool(None, true), b.constant_bool(None, true));
        assert_ne!(b.constant_bool(None, true), b.constant_bool(None, false));
        assert_eq!(b.type_struct(&[i32a, i64]), b.type_struct(&[i32a, i64]));
        let m = b.finish().unwrap();
        let ints = insts(&m).iter().filter(|(o, _)| *o == op::TypeInt).count();
        assert_eq!(ints, 2);
    }

    #[test]
    fn named_structs_are_distinct() {
        let mut b = builder();
        let i32t = b.type_int(32, 0);
        let a = b.type_struct_new(&[i32t]);
        let c = b.type_struct_new(&[i32t]);
        assert_ne!(a, c);
        assert!(b.finish().is_ok());
    }

    #[test]
    fn spec_constants_are_never_shared() {
        let mut b = builder();
        let i32t = b.type_int(32, 0);
        assert_ne!(b.spec_constant(i32t, &[1]), b.spec_constant(i32t, &[1]));
        assert_ne!(
            b.spec_constant_bool(None, true),
            b.spec_constant_bool(None, true)
        );
        assert!(b.finish().is_ok());
    }

    #[test]
    fn capabilities_come_from_the_grammar() {
        let mut b = builder();
        // From the memory model: Physical64 → Addresses, OpenCL → Kernel.
        assert_eq!(
            b.capabilities(),
            &[Capability::Addresses, Capability::Kernel]
        );
        let i8t = b.type_int(8, 0);
        let _ = b.type_int(64, 0);
        let f = b.type_float(64);
        let _ = b.type_float(16);
        let _ = b.type_vector(f, 16);
        let _ = b.type_pointer(StorageClass::Generic, i8t);
        let _ = b.type_event();
        let _ = b.type_pipe(0);
        assert!(b.has_capability(Capability::Int8));
        assert!(b.has_capability(Capability::Int64));
        assert!(b.has_capability(Capability::Float64));
        assert!(b.has_capability(Capability::Float16Buffer));
        assert!(b.has_capability(Capability::Vector16));
        assert!(b.has_capability(Capability::GenericPointer));
        assert!(b.has_capability(Capability::Pipes));
        assert!(!b.has_capability(Capability::Shader));
        let caps = b.capabilities().to_vec();
        let mut dedup = caps.clone();
        dedup.sort();
        dedup.dedup();
        assert_eq!(dedup.len(), caps.len(), "capabilities are not repeated");
        let m = b.finish().unwrap();
        let declared: Vec<u32> = insts(&m)
            .iter()
            .filter(|(o, _)| *o == op::Capability)
            .map(|(_, w)| w[0])
            .collect();
        assert_eq!(declared, caps);
    }

    #[test]
    fn decorations_and_bit_enums_bring_capabilities() {
        let mut b = ModuleBuilder::new(Version::V1_0);
        let i32t = b.type_int(32, 0);
        b.decorate_linkage(i32t, "x", LinkageType::Export);
        assert_eq!(b.capabilities(), &[Capability::Linkage]);
        // FPFastMathMode bits need Kernel.
        b.decorate(i32t, Decoration::FPFastMathMode, &[1 | 2]);
        assert!(b.has_capability(Capability::Kernel));
    }

    #[test]
    fn extensions_come_from_the_grammar() {
        let mut b = builder();
        let void = b.type_void();
        let fty = b.type_function(void, &[]);
        // OptNoneINTEL exists only through SPV_INTEL_optnone.
        let f = b.begin_function(void, FunctionControl::OptNoneINTEL, fty);
        b.end_function();
        let _ = f;
        assert!(b.extensions().any(|e| e == "SPV_INTEL_optnone"));
        assert!(b.has_capability(Capability::OptNoneINTEL));
        // Explicit needs.
        b.require_extension("SPV_KHR_no_integer_wrap_decoration");
        b.require_extension("SPV_KHR_no_integer_wrap_decoration");
        assert_eq!(b.extensions().count(), 2);
        let m = b.finish().unwrap();
        let exts = insts(&m)
            .iter()
            .filter(|(o, _)| *o == op::Extension)
            .count();
        assert_eq!(exts, 2);
    }

    #[test]
    fn too_new_for_the_module_version_is_an_error() {
        let mut b = builder();
        let i32t = b.type_int(32, 0);
        // OpTypePipeStorage is SPIR-V 1.1.
        let _ = b.type_pipe_storage();
        let _ = i32t;
        assert!(b.finish().is_err());
        let mut b = ModuleBuilder::new(Version::new(1, 1));
        b.memory_model(AddressingModel::Physical64, MemoryModel::OpenCL);
        let _ = b.type_pipe_storage();
        assert!(b.finish().is_ok());
    }

    #[test]
    fn globals_are_ordered_by_dependencies() {
        let mut b = builder();
        // The pointee and the array length do not exist yet when the pointer is made: use
        // placeholders whose members come later.
        let s = b.type_struct_placeholder();
        let p = b.type_pointer(StorageClass::CrossWorkgroup, s);
        let i32t = b.type_int(32, 0);
        let four = b.constant(i32t, &[4]);
        let arr = b.type_array(i32t, four);
        b.set_struct_members(s, &[arr]).unwrap();
        let m = b.finish().unwrap();
        assert!(def_pos(&m, i32t) < def_pos(&m, four));
        assert!(def_pos(&m, four) < def_pos(&m, arr));
        assert!(def_pos(&m, arr) < def_pos(&m, s));
        assert!(def_pos(&m, s) < def_pos(&m, p));
        assert!(!insts(&m).iter().any(|(o, _)| *o == op::TypeForwardPointer));
    }

    #[test]
    fn unconstrained_globals_keep_creation_order() {
        let mut b = builder();
        let f = b.type_float(32);
        let h = b.type_float(16);
        let v = b.type_void();
        let m = b.finish().unwrap();
        assert!(def_pos(&m, f) < def_pos(&m, h));
        assert!(def_pos(&m, h) < def_pos(&m, v));
    }

    #[test]
    fn integer_types_and_constants_come_first() {
        let mut b = builder();
        let v = b.type_void();
        let f = b.type_float(32);
        let one_f = b.constant(f, &[0x3f80_0000]);
        let i16t = b.type_int(16, 0);
        let seven = b.constant(i16t, &[7]);
        let vec = b.type_vector(i16t, 2);
        let i8t = b.type_int(8, 0);
        let m = b.finish().unwrap();
        let order = [i16t, i8t, seven, v, f, vec, one_f];
        for w in order.windows(2) {
            assert!(def_pos(&m, w[0]) < def_pos(&m, w[1]), "{w:?}");
        }
    }

    #[test]
    fn integer_constant_of_a_variable_stays_after_it() {
        let mut b = builder();
        let i64t = b.type_int(64, 0);
        let ptr = b.type_pointer(StorageClass::CrossWorkgroup, i64t);
        let var = b.global_variable(ptr, StorageClass::CrossWorkgroup, None);
        let addr = b.constant_inst(op::SpecConstantOp, i64t, &[117, var.0]);
        let m = b.finish().unwrap();
        assert!(def_pos(&m, var) < def_pos(&m, addr));
        assert!(def_pos(&m, i64t) < def_pos(&m, ptr));
    }

    #[test]
    fn pointer_cycle_gets_a_forward_pointer() {
        let mut b = builder();
        let node = b.type_struct_placeholder();
        let p = b.type_pointer(StorageClass::CrossWorkgroup, node);
        let i32t = b.type_int(32, 0);
        b.set_struct_members(node, &[p, i32t]).unwrap();
        let m = b.finish().unwrap();
        let fwd = pos_of(&m, op::TypeForwardPointer);
        let list = insts(&m);
        assert_eq!(list[fwd].1, vec![p.0, StorageClass::CrossWorkgroup]);
        assert!(fwd < def_pos(&m, node));
        assert!(def_pos(&m, node) < def_pos(&m, p));
        assert!(b_has_addresses(&m));
    }

    fn b_has_addresses(m: &SpvModule) -> bool {
        insts(m)
            .iter()
            .any(|(o, w)| *o == op::Capability && w[0] == Capability::Addresses)
    }

    #[test]
    fn mutual_recursion_and_long_cycles() {
        let mut b = builder();
        // A = { i32, C }, C = { i32, B }, B = { i32, A addrspace(4)* }
        let a = b.type_struct_placeholder();
        let i32t = b.type_int(32, 0);
        let c = b.type_struct_placeholder();
        let bb = b.type_struct_placeholder();
        let pa = b.type_pointer(StorageClass::Generic, a);
        b.set_struct_members(bb, &[i32t, pa]).unwrap();
        b.set_struct_members(c, &[i32t, bb]).unwrap();
        b.set_struct_members(a, &[i32t, c]).unwrap();
        let m = b.finish().unwrap();
        let fwd = pos_of(&m, op::TypeForwardPointer);
        assert_eq!(insts(&m)[fwd].1[0], pa.0);
        assert!(fwd < def_pos(&m, bb));
        assert!(def_pos(&m, bb) < def_pos(&m, c));
        assert!(def_pos(&m, c) < def_pos(&m, a));
        assert!(def_pos(&m, a) < def_pos(&m, pa));
    }

    #[test]
    fn ids_allocated_early_are_defined_later() {
        let mut b = builder();
        let i32t = b.type_int(32, 0);
        let ptr = b.type_pointer(StorageClass::CrossWorkgroup, i32t);
        let pptr = b.type_pointer(StorageClass::CrossWorkgroup, ptr);
        // `first` is initialized with the address of `second`, which is made afterwards.
        let second = b.fresh_id();
        let first = b.global_variable(pptr, StorageClass::CrossWorkgroup, Some(second));
        b.global_variable_with_id(second, ptr, StorageClass::CrossWorkgroup, None);
        let void = b.type_void();
        let fty = b.type_function(void, &[i32t]);
        let f = b.fresh_id();
        b.begin_function_with_id(f, void, FunctionControl::None, fty);
        let p = b.fresh_id();
        b.function_parameter_with_id(p, i32t);
        let block = b.fresh_id();
        b.label_with_id(block);
        b.inst_no_result(op::Return, &[]);
        b.end_function();
        let m = b.finish().unwrap();
        assert!(def_pos(&m, second) < def_pos(&m, first));
        assert!(def_pos(&m, f) < def_pos(&m, p));
        assert!(def_pos(&m, p) < def_pos(&m, block));
    }

    #[test]
    fn a_cycle_without_a_pointer_is_an_error() {
        let mut b = builder();
        let s = b.type_struct_placeholder();
        b.set_struct_members(s, &[s]).unwrap();
        assert!(b.finish().is_err());
    }

    #[test]
    fn deep_type_chains_do_not_overflow_the_stack() {
        let mut b = builder();
        let first = b.type_struct_placeholder();
        let mut prev = first;
        let mut all = vec![first];
        for _ in 0..200_000 {
            let s = b.type_struct_placeholder();
            all.push(s);
            prev = s;
        }
        // Each struct contains the next one: the first needs all the others first.
        for w in all.windows(2) {
            b.set_struct_members(w[0], &[w[1]]).unwrap();
        }
        let m = b.finish().unwrap();
        assert!(def_pos(&m, prev) < def_pos(&m, first));
    }

    #[test]
    fn declarations_come_before_definitions() {
        let mut b = builder();
        let void = b.type_void();
        let fty = b.type_function(void, &[]);
        let def = b.begin_function(void, FunctionControl::None, fty);
        b.label();
        b.inst_no_result(op::Return, &[]);
        b.end_function();
        let decl = b.begin_function(void, FunctionControl::None, fty);
        b.end_function();
        b.decorate_linkage(decl, "ext", LinkageType::Import);
        let m = b.finish().unwrap();
        assert!(def_pos(&m, decl) < def_pos(&m, def));
    }

    #[test]
    fn section_order() {
        // OpModuleProcessed is SPIR-V 1.1.
        let mut b = ModuleBuilder::new(Version::new(1, 1));
        let void = b.type_void();
        let fty = b.type_function(void, &[]);
        let f = b.begin_function(void, FunctionControl::None, fty);
        b.label();
        b.inst_no_result(op::Return, &[]);
        b.end_function();
        b.decorate_linkage(f, "f", LinkageType::Export);
        b.name(f, "f");
        let file = b.string("a.cl");
        b.source(3, 102000, Some(file), None);
        b.module_processed("test");
        b.entry_point(ExecutionModel::Kernel, f, "f", &[]);
        b.execution_mode(f, enums::ExecutionMode::ContractionOff, &[]);
        let set = b.ext_inst_import("OpenCL.std");
        assert_eq!(set, b.ext_inst_import("OpenCL.std"));
        b.memory_model(AddressingModel::Physical64, MemoryModel::OpenCL);
        let m = b.finish().unwrap();
        let sections: Vec<_> = m.sections().map(|(_, s)| s).collect();
        let mut sorted = sections.clone();
        sorted.sort();
        assert_eq!(sections, sorted);
    }

    #[test]
    fn long_source_text_is_continued() {
        let mut b = builder();
        let file = b.string("big.cl");
        let text = "é".repeat(200_000);
        b.source(3, 102000, Some(file), Some(&text));
        let m = b.finish().unwrap();
        let mut got = String::new();
        for (opcode, ops) in insts(&m) {
            match opcode {
                op::Source => got += &layout::decode_string(&ops[3..]).unwrap().0,
                op::SourceContinued => got += &layout::decode_string(&ops).unwrap().0,
                _ => {}
            }
        }
        assert_eq!(got, text);
    }

    #[test]
    fn misuse_is_reported_by_finish() {
        let mut b = builder();
        b.inst_no_result(op::Return, &[]);
        assert!(b.finish().is_err());
        let mut b = builder();
        let void = b.type_void();
        let fty = b.type_function(void, &[]);
        b.begin_function(void, 0, fty);
        assert!(b.finish().is_err(), "function not ended");
        let mut b = builder();
        let t = b.type_int(32, 0);
        assert!(b.set_struct_members(t, &[]).is_err());
        // An id of 0 does not fit the grammar.
        b.decorate(Id(0), Decoration::Restrict, &[]);
        assert!(b.finish().is_err());
        assert!(
            ModuleBuilder::new(Version::V1_0).finish().is_err(),
            "no memory model"
        );
    }

    #[test]
    fn spec_constant_op_depends_on_its_operands() {
        let mut b = builder();
        let i32t = b.type_int(32, 0);
        let s = b.spec_constant(i32t, &[1]);
        let later = b.type_struct_placeholder();
        let op_c = b.spec_constant_op(i32t, op::IAdd, &[s.0, s.0]);
        b.set_struct_members(later, &[i32t]).unwrap();
        let m = b.finish().unwrap();
        assert!(def_pos(&m, s) < def_pos(&m, op_c));
    }
}
