//! SPIR-V → LLVM (the reverse direction, `-r`): a Kernel SPIR-V module becomes an LLVM module
//! for `spir`/`spir64`, following the seed's representation (opaque `spirv.*`/`opencl.*`
//! types, `__spirv_*` calls for instructions with no LLVM counterpart, `!spirv.*` metadata).
//!
//! One `Rx` holds the maps of one translation; each file of this directory translates one family:
//! types, constants and globals, functions, instructions, module metadata.

mod debug_info;
mod builtin_calls;
mod functions;
mod instructions;
mod mangle;
mod metadata;
mod types;
mod values;

use crate::error::{Error, Result};
use crate::llvm::build::IrBuilder;
use crate::llvm::ir::{BasicBlock, Context, Module, Type, Value};
use crate::options::ReverseOptions;
use crate::spirv::grammar::{self, ExtInstSetDef};
use crate::spirv::layout::decode_string;
use crate::spirv::module::ModuleIndex;
use crate::spirv::tables::{enums, op};
use crate::spirv::{Id, InstId, SpvModule};
use std::collections::HashMap;

/// Translates a SPIR-V module into a new LLVM module of `ctx`.
pub fn translate<'c>(spv: &SpvModule, ctx: &'c Context, options: &ReverseOptions) -> Result<Module<'c>> {
    let module = ctx.create_module("spirv");
    {
        let mut rx = Rx::new(spv, &module, options);
        rx.check_supported()?;
        rx.memory_model()?;
        rx.module_scope()?;
        functions::declare_functions(&mut rx)?;
        debug_info::module(&mut rx)?;
        functions::translate_bodies(&mut rx)?;
        debug_info::finish(&mut rx)?;
        metadata::module_metadata(&mut rx)?;
    }
    Ok(module)
}

/// The state of one reverse translation.
pub(crate) struct Rx<'c, 'm> {
    pub m: &'m SpvModule,
    pub idx: ModuleIndex,
    pub b: IrBuilder<'c>,
    pub options: &'m ReverseOptions,
    pub types: HashMap<u32, Type<'c>>,
    pub values: HashMap<u32, Value<'c>>,
    pub blocks: HashMap<u32, BasicBlock<'c>>,
    /// Imported extended instruction sets: id → set (None when unknown).
    pub ext_sets: HashMap<u32, Option<&'static ExtInstSetDef>>,
    /// Where the instructions being translated are, for error messages.
    pub function: String,
    pub pointer_bits: u32,
    /// Entry points: function id → (execution model, name, interface).
    pub entry_points: HashMap<u32, String>,
    /// What the builtin translation remembers.
    pub builtins: builtin_calls::State,
    /// Debug information (DI nodes, current scope and line).
    pub(crate) dbg: debug_info::DebugInfo<'c>,
}

impl<'c, 'm> Rx<'c, 'm> {
    fn new(m: &'m SpvModule, module: &Module<'c>, options: &'m ReverseOptions) -> Self {
        Rx {
            m,
            idx: m.index(),
            b: IrBuilder::new(module),
            options,
            types: HashMap::new(),
            values: HashMap::new(),
            blocks: HashMap::new(),
            ext_sets: HashMap::new(),
            function: String::new(),
            pointer_bits: 64,
            entry_points: HashMap::new(),
            builtins: Default::default(),
            dbg: debug_info::DebugInfo::default(),
        }
    }

    /// An error about the instruction `i`.
    pub fn error_at(&self, i: InstId, what: impl std::fmt::Display) -> Error {
        let name = grammar::instruction(self.m.opcode(i)).map(|d| d.name).unwrap_or("?");
        let place = if self.function.is_empty() { String::new() } else { format!(" in function '{}'", self.function) };
        Error::Unsupported(format!("Op{name} (instruction {}){place}: {what}", i.0 + 1))
    }

    /// The OpName of an id, if any.
    pub fn name_of(&self, id: u32) -> Option<String> {
        let i = self.idx.name(Id(id))?;
        decode_string(self.m.operands(i).get(1..)?).map(|(s, _)| s)
    }

    /// The decorations of an id: (decoration, parameter words).
    pub fn decorations(&self, id: u32) -> Vec<(u32, &'m [u32])> {
        let mut out = Vec::new();
        let m = self.m;
        for &d in self.idx.decorations(Id(id)) {
            let ops = m.operands(d);
            match m.opcode(d) {
                op::Decorate | op::DecorateId | op::DecorateString if ops.len() >= 2 && ops[0] == id => {
                    out.push((ops[1], &ops[2..]));
                }
                op::GroupDecorate => {
                    // The group's own decorations apply.
                    let group = ops[0];
                    for &gd in self.idx.decorations(Id(group)) {
                        let g = m.operands(gd);
                        if m.opcode(gd) == op::Decorate && g.len() >= 2 {
                            out.push((g[1], &g[2..]));
                        }
                    }
                }
                _ => {}
            }
        }
        out
    }

    pub fn has_decoration(&self, id: u32, dec: u32) -> bool {
        self.decorations(id).iter().any(|(d, _)| *d == dec)
    }

    pub fn decoration(&self, id: u32, dec: u32) -> Option<&'m [u32]> {
        self.decorations(id).into_iter().find(|(d, _)| *d == dec).map(|(_, p)| p)
    }

    /// The linkage name and type of an id (`LinkageAttributes`).
    pub fn linkage(&self, id: u32) -> Option<(String, u32)> {
        let p = self.decoration(id, enums::Decoration::LinkageAttributes)?;
        let (name, n) = decode_string(p)?;
        Some((name, p.get(n).copied().unwrap_or(enums::LinkageType::Export)))
    }

    /// The value of an id already translated.
    pub fn value(&self, id: u32, at: InstId) -> Result<Value<'c>> {
        self.values.get(&id).copied().ok_or_else(|| self.error_at(at, format!("id {id} is used before it is defined, or is not a value")))
    }

    pub fn ty(&self, id: u32, at: InstId) -> Result<Type<'c>> {
        self.types.get(&id).copied().ok_or_else(|| self.error_at(at, format!("id {id} is not a type")))
    }

    /// Rejects what is outside the Kernel subset we translate.
    fn check_supported(&self) -> Result<()> {
        crate::spirv::support::check_supported(self.m)?;
        for i in self.m.inst_ids() {
            if self.m.opcode(i) == op::Capability {
                let cap = self.m.operands(i).first().copied().unwrap_or(0);
                if cap == enums::Capability::Shader {
                    return Err(Error::Unsupported(
                        "the module declares the Shader capability: llvm-spirv-rs translates OpenCL (Kernel) SPIR-V".into(),
                    ));
                }
            }
        }
        Ok(())
    }

    /// OpMemoryModel → triple and data layout.
    fn memory_model(&mut self) -> Result<()> {
        let mm = self.m.inst_ids().find(|&i| self.m.opcode(i) == op::MemoryModel);
        let Some(mm) = mm else {
            return Err(Error::Unsupported("the module has no OpMemoryModel".into()));
        };
        let addressing = self.m.operands(mm).first().copied().unwrap_or(0);
        let (triple, layout, bits) = match addressing {
            enums::AddressingModel::Physical32 => (
                "spir-unknown-unknown",
                "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024",
                32,
            ),
            enums::AddressingModel::Physical64 => (
                "spir64-unknown-unknown",
                "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024",
                64,
            ),
            other => {
                let name = crate::spirv::grammar::OperandKind::AddressingModel.def().name_of(other).unwrap_or("unknown");
                return Err(self.error_at(mm, format!("the {name} addressing model is not supported: OpenCL SPIR-V uses Physical32 or Physical64")));
            }
        };
        self.pointer_bits = bits;
        self.b.set_triple(triple);
        self.b.set_data_layout(layout);
        Ok(())
    }

    /// Types, constants, global variables and ext-inst imports, in module order.
    fn module_scope(&mut self) -> Result<()> {
        for i in self.m.inst_ids() {
            let opcode = self.m.opcode(i);
            if opcode == op::Function {
                break;
            }
            match opcode {
                op::ExtInstImport => {
                    let ops = self.m.operands(i);
                    let name = decode_string(&ops[1..]).map(|(s, _)| s).unwrap_or_default();
                    let set = grammar::ext_inst_set(&name);
                    if set.is_none() && !name.starts_with("NonSemantic.") {
                        return Err(self.error_at(i, format!("unknown extended instruction set \"{name}\"")));
                    }
                    if set.is_none() {
                        tracing::warn!("skipping the unknown non-semantic instruction set \"{name}\"");
                    }
                    self.ext_sets.insert(ops[0], set);
                }
                op::EntryPoint => {
                    let ops = self.m.operands(i);
                    if ops.first() != Some(&enums::ExecutionModel::Kernel) {
                        return Err(self.error_at(i, "only Kernel entry points are supported"));
                    }
                    let name = decode_string(&ops[2..]).map(|(s, _)| s).unwrap_or_default();
                    self.entry_points.insert(ops[1], name);
                }
                _ => {
                    if crate::spirv::Section::of_module_scope(opcode) == crate::spirv::Section::Global {
                        values::global_instruction(self, i)?;
                    }
                }
            }
        }
        Ok(())
    }
}

/// Convenience: the storage class → address space table (the seed's, plus the incumbent's
/// numbers for the other classes).
pub(crate) fn address_space(storage_class: u32) -> Option<u32> {
    Some(match storage_class {
        enums::StorageClass::Function | enums::StorageClass::Private => 0,
        enums::StorageClass::CrossWorkgroup => 1,
        enums::StorageClass::UniformConstant => 2,
        enums::StorageClass::Workgroup => 3,
        enums::StorageClass::Generic => 4,
        enums::StorageClass::DeviceOnlyINTEL => 5,
        enums::StorageClass::HostOnlyINTEL => 6,
        enums::StorageClass::Input => 7,
        _ => return None,
    })
}
