//! Atomic instructions and fences: `atomicrmw`, `cmpxchg`, `load atomic`, `store atomic` and
//! `fence` → SPIR-V atomics and `OpMemoryBarrier`, with the ordering as memory semantics and the
//! sync scope as a SPIR-V scope.
//!
//! What `llvm-spirv` emits, which we follow where it is sound:
//! - the memory semantics are the ordering bits alone (no storage-class bits); consumers of
//!   OpenCL SPIR-V read them that way, and the incumbent's tests check the exact values;
//! - the default (system) scope is `Device` for atomic operations (OpenCL's default
//!   `memory_scope_device`) and `CrossDevice` for fences;
//! - named scopes map to their SPIR-V scopes (the incumbent ignores them; we keep them, except
//!   for a `singlethread` fence, which becomes the always-sound `CrossDevice` as there).

use super::Ctx;
use crate::error::Result;
use crate::llvm::ir::{AtomicOrdering, TypeKind, Value};
use crate::spirv::Id;
use crate::spirv::tables::{enums, op};
use llvm_sys::LLVMAtomicRMWBinOp as Rmw;

/// The name LLVM gives an atomicrmw operation in IR (for messages).
fn rmw_name(o: Rmw) -> &'static str {
    match o {
        Rmw::LLVMAtomicRMWBinOpXchg => "xchg",
        Rmw::LLVMAtomicRMWBinOpAdd => "add",
        Rmw::LLVMAtomicRMWBinOpSub => "sub",
        Rmw::LLVMAtomicRMWBinOpAnd => "and",
        Rmw::LLVMAtomicRMWBinOpNand => "nand",
        Rmw::LLVMAtomicRMWBinOpOr => "or",
        Rmw::LLVMAtomicRMWBinOpXor => "xor",
        Rmw::LLVMAtomicRMWBinOpMax => "max",
        Rmw::LLVMAtomicRMWBinOpMin => "min",
        Rmw::LLVMAtomicRMWBinOpUMax => "umax",
        Rmw::LLVMAtomicRMWBinOpUMin => "umin",
        Rmw::LLVMAtomicRMWBinOpFAdd => "fadd",
        Rmw::LLVMAtomicRMWBinOpFSub => "fsub",
    }
}

/// LLVM ordering → SPIR-V memory-semantics ordering bits.
pub(crate) fn ordering_semantics(o: AtomicOrdering) -> u32 {
    use AtomicOrdering::*;
    match o {
        LLVMAtomicOrderingNotAtomic | LLVMAtomicOrderingUnordered | LLVMAtomicOrderingMonotonic => {
            enums::MemorySemantics::None
        }
        LLVMAtomicOrderingAcquire => enums::MemorySemantics::Acquire,
        LLVMAtomicOrderingRelease => enums::MemorySemantics::Release,
        LLVMAtomicOrderingAcquireRelease => enums::MemorySemantics::AcquireRelease,
        LLVMAtomicOrderingSequentiallyConsistent => enums::MemorySemantics::SequentiallyConsistent,
    }
}

/// LLVM sync scope name → SPIR-V scope; `default` for the system scope `""` and for names
/// we do not know.
pub(crate) fn sync_scope(name: &str, default: u32) -> u32 {
    match name {
        "singlethread" => enums::Scope::Invocation,
        "subgroup" | "sub_group" => enums::Scope::Subgroup,
        "workgroup" | "work_group" => enums::Scope::Workgroup,
        "device" | "agent" => enums::Scope::Device,
        "all_svm_devices" => enums::Scope::CrossDevice,
        _ => default,
    }
}

impl<'c> Ctx<'c, '_> {
    fn u32_constant(&mut self, value: u32) -> Id {
        let t = self.b.type_int(32, 0);
        self.b.constant(t, &[value])
    }

    /// The scope constant of an atomic instruction (`Device` by default).
    fn atomic_scope(&mut self, inst: Value<'c>) -> Id {
        // (LangRef: no syncscope is the system scope, which reads as "".)
        let name = inst.sync_scope().unwrap_or_default();
        let scope = sync_scope(&name, enums::Scope::Device);
        self.u32_constant(scope)
    }

    fn semantics(&mut self, o: Option<AtomicOrdering>) -> Id {
        // (No ordering: an instruction that is not atomic, Relaxed, no semantics bits.)
        let bits = o.map(ordering_semantics).unwrap_or(0);
        self.u32_constant(bits)
    }

    /// A floating-point atomic instruction (`OpAtomicFAddEXT`, `OpAtomicFMinEXT`, ...) on a
    /// value of type `ty` needs the one of its grammar capabilities made for that width
    /// (`AtomicFloat32MinMaxEXT` for a `float`), and that capability's extension.
    pub(crate) fn require_float_atomic(
        &mut self,
        opcode: u16,
        ty: crate::llvm::ir::Type<'c>,
        what: &str,
    ) -> Result<()> {
        let width = match ty.kind() {
            TypeKind::Half => 16,
            TypeKind::Float => 32,
            TypeKind::Double => 64,
            _ => return Ok(()),
        };
        let Some(def) = crate::spirv::grammar::instruction(opcode) else {
            return Ok(());
        };
        let kind = crate::spirv::grammar::OperandKind::Capability.def();
        let tag = format!("Float{width}");
        let found = def.capabilities.iter().find_map(|&c| {
            kind.enumerant(c)
                .filter(|e| e.name.contains(&tag))
                .map(|e| (c, e.extensions))
        });
        if let Some((cap, exts)) = found {
            for e in exts {
                self.allow_extension(e, what)?;
            }
            self.b.require_capability(cap);
        }
        Ok(())
    }

    /// Atomics on 64-bit integers need `Int64Atomics`.
    fn note_atomic_width(&mut self, ty: crate::llvm::ir::Type<'c>) {
        if ty.int_width() == Some(64) {
            self.b.require_capability(enums::Capability::Int64Atomics);
        }
    }
}

pub(crate) fn atomic_rmw<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>) -> Result<()> {
    let rmw = inst
        .atomic_rmw_op()
        .ok_or_else(|| cx.cannot_translate(inst))?;
    let float_add = matches!(
        rmw,
        Rmw::LLVMAtomicRMWBinOpFAdd | Rmw::LLVMAtomicRMWBinOpFSub
    );
    let spv = match crate::mapping::atomics::rmw_to_spirv(rmw) {
        Some(spv) => spv,
        None if float_add => op::AtomicFAddEXT,
        None => {
            return Err(cx.unsupported(format!(
                "InvalidInstruction: Can't translate llvm instruction:\n Atomic {} is not supported in SPIR-V!\n{}",
                rmw_name(rmw),
                inst.display().trim()
            )));
        }
    };
    let value = inst.operand(1).ok_or_else(|| cx.cannot_translate(inst))?;
    let vty = value.type_of();
    cx.note_atomic_width(vty);
    if float_add {
        let (ext, cap) = match vty.kind() {
            TypeKind::Half => (
                "SPV_EXT_shader_atomic_float16_add",
                enums::Capability::AtomicFloat16AddEXT,
            ),
            TypeKind::Float => (
                "SPV_EXT_shader_atomic_float_add",
                enums::Capability::AtomicFloat32AddEXT,
            ),
            TypeKind::Double => (
                "SPV_EXT_shader_atomic_float_add",
                enums::Capability::AtomicFloat64AddEXT,
            ),
            _ => return Err(cx.cannot_translate(inst)),
        };
        let what = format!("atomicrmw {}", rmw_name(rmw));
        cx.allow_extension("SPV_EXT_shader_atomic_float_add", &what)?;
        cx.allow_extension(ext, &what)?;
        cx.b.require_capability(cap);
    }
    let ptr = cx.operand_ids(inst, 0..1)?[0];
    let scope = cx.atomic_scope(inst);
    let sem = cx.semantics(inst.atomic_ordering());
    let mut v = cx.operand_id(value)?;
    if rmw == Rmw::LLVMAtomicRMWBinOpFSub {
        let t = cx.type_id(vty)?;
        v = cx.temp(op::FNegate, t, &[v.0]);
    }
    cx.define(inst, spv, &[ptr, scope.0, sem.0, v.0])?;
    Ok(())
}

/// `cmpxchg` → `OpAtomicCompareExchange`, and the `{ old, success }` pair it returns.
pub(crate) fn cmpxchg<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>) -> Result<()> {
    let value_ty = inst
        .operand(1)
        .map(|v| v.type_of())
        .ok_or_else(|| cx.cannot_translate(inst))?;
    cx.note_atomic_width(value_ty);
    let ops = cx.operand_ids(inst, 0..3)?;
    let scope = cx.atomic_scope(inst);
    let eq = cx.semantics(inst.atomic_ordering());
    let neq = cx.semantics(inst.cmpxchg_failure_ordering());
    let vt = cx.type_id(value_ty)?;
    let old = cx.temp(
        op::AtomicCompareExchange,
        vt,
        &[ops[0], scope.0, eq.0, neq.0, ops[2], ops[1]],
    );
    let bool_ty = cx.b.type_bool();
    let success = cx.temp(op::IEqual, bool_ty, &[old.0, ops[1]]);
    // Built with two inserts into undef: llvm-spirv's reader crashes on an OpCompositeConstruct
    // of a struct whose members are not constants.
    let pair_ty = cx.type_id(inst.type_of())?;
    let undef = cx.b.undef(pair_ty);
    let first = cx.temp(op::CompositeInsert, pair_ty, &[old.0, undef.0, 0]);
    cx.define(inst, op::CompositeInsert, &[success.0, first.0, 1])?;
    Ok(())
}

/// `load atomic` → `OpAtomicLoad`.
pub(crate) fn atomic_load<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>) -> Result<()> {
    cx.note_atomic_width(inst.type_of());
    let ptr = cx.operand_ids(inst, 0..1)?[0];
    let scope = cx.atomic_scope(inst);
    let sem = cx.semantics(inst.atomic_ordering());
    cx.define(inst, op::AtomicLoad, &[ptr, scope.0, sem.0])?;
    Ok(())
}

/// `store atomic` → `OpAtomicStore`.
pub(crate) fn atomic_store<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>) -> Result<()> {
    if let Some(v) = inst.operand(0) {
        cx.note_atomic_width(v.type_of());
    }
    let v = cx.operand_ids(inst, 0..2)?;
    let scope = cx.atomic_scope(inst);
    let sem = cx.semantics(inst.atomic_ordering());
    cx.b.inst_no_result(op::AtomicStore, &[v[1], scope.0, sem.0, v[0]]);
    Ok(())
}

/// `fence` → `OpMemoryBarrier`.
pub(crate) fn fence<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>) -> Result<()> {
    // (LangRef: no syncscope is the system scope, which reads as "".)
    let name = inst.sync_scope().unwrap_or_default();
    let scope = match sync_scope(&name, enums::Scope::CrossDevice) {
        enums::Scope::Invocation => enums::Scope::CrossDevice,
        s => s,
    };
    let scope = cx.u32_constant(scope);
    let sem = cx.semantics(inst.atomic_ordering());
    cx.b.inst_no_result(op::MemoryBarrier, &[scope.0, sem.0]);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orderings_and_scopes() {
        use AtomicOrdering::*;
        assert_eq!(ordering_semantics(LLVMAtomicOrderingMonotonic), 0);
        assert_eq!(ordering_semantics(LLVMAtomicOrderingAcquire), 0x2);
        assert_eq!(ordering_semantics(LLVMAtomicOrderingRelease), 0x4);
        assert_eq!(ordering_semantics(LLVMAtomicOrderingAcquireRelease), 0x8);
        assert_eq!(
            ordering_semantics(LLVMAtomicOrderingSequentiallyConsistent),
            0x10
        );
        assert_eq!(sync_scope("", 1), 1);
        assert_eq!(sync_scope("singlethread", 1), 4);
        assert_eq!(sync_scope("subgroup", 1), 3);
        assert_eq!(sync_scope("workgroup", 1), 2);
        assert_eq!(sync_scope("agent", 0), 1);
        assert_eq!(sync_scope("something-else", 0), 0);
    }
}
