//! Barriers and memory fences, and the OpenCL ↔ SPIR-V encodings of memory-fence flags,
//! memory orders and memory scopes that they and the atomics share.
//!
//! OpenCL values (clang-14's `opencl-c-base.h` and predefined macros):
//! `CLK_LOCAL_MEM_FENCE` 1, `CLK_GLOBAL_MEM_FENCE` 2, `CLK_IMAGE_MEM_FENCE` 4;
//! `memory_order_relaxed` 0, `acquire` 2, `release` 3, `acq_rel` 4, `seq_cst` 5;
//! `memory_scope_work_item` 0, `work_group` 1, `device` 2, `all_svm_devices` 3, `sub_group` 4.
//! SPIR-V values: the `MemorySemantics` and `Scope` enumerants of the grammar.

use crate::spirv::tables::enums::{MemorySemantics as Sem, Scope};

/// `cl_mem_fence_flags` bit ↔ `MemorySemantics` storage-class bit.
pub const FENCE_FLAGS: &[(u32, u32)] = &[
    (1, Sem::WorkgroupMemory),
    (2, Sem::CrossWorkgroupMemory),
    (4, Sem::ImageMemory),
];

/// `memory_order` ↔ `MemorySemantics` ordering bits.
pub const MEMORY_ORDERS: &[(u32, u32)] = &[
    (0, Sem::Relaxed),
    (2, Sem::Acquire),
    (3, Sem::Release),
    (4, Sem::AcquireRelease),
    (5, Sem::SequentiallyConsistent),
];

/// `memory_scope` ↔ `Scope`.
pub const MEMORY_SCOPES: &[(u32, u32)] = &[
    (0, Scope::Invocation),
    (1, Scope::Workgroup),
    (2, Scope::Device),
    (3, Scope::CrossDevice),
    (4, Scope::Subgroup),
];

/// The ordering bits of `MemorySemantics`.
pub const ORDER_MASK: u32 =
    Sem::Acquire | Sem::Release | Sem::AcquireRelease | Sem::SequentiallyConsistent;

/// `memory_order_seq_cst`, the order of the atomics without `_explicit`.
pub const SEQ_CST: u32 = 5;
/// `memory_scope_device`, the scope of the atomics without a scope argument.
pub const SCOPE_DEVICE: u32 = 2;

/// `cl_mem_fence_flags` → `MemorySemantics` storage bits (unknown bits are dropped).
pub fn flags_to_semantics(flags: u32) -> u32 {
    FENCE_FLAGS
        .iter()
        .filter(|(f, _)| flags & f != 0)
        .fold(0, |s, (_, b)| s | b)
}

/// `MemorySemantics` storage bits → `cl_mem_fence_flags`.
pub fn semantics_to_flags(semantics: u32) -> u32 {
    FENCE_FLAGS
        .iter()
        .filter(|(_, b)| semantics & b != 0)
        .fold(0, |f, (bit, _)| f | bit)
}

/// `memory_order` → ordering bits (`None` for values OpenCL does not define).
pub fn order_to_semantics(order: u32) -> Option<u32> {
    MEMORY_ORDERS
        .iter()
        .find(|(o, _)| *o == order)
        .map(|&(_, s)| s)
}

/// The ordering bits of `semantics` → `memory_order`; the strongest order wins when several
/// bits are set (a malformed but seen combination), relaxed when none is.
pub fn semantics_to_order(semantics: u32) -> u32 {
    MEMORY_ORDERS
        .iter()
        .rev()
        .find(|(_, s)| *s != 0 && semantics & s != 0)
        .map_or(0, |&(o, _)| o)
}

/// `memory_scope` → `Scope`.
pub fn scope_to_spirv(scope: u32) -> Option<u32> {
    MEMORY_SCOPES
        .iter()
        .find(|(o, _)| *o == scope)
        .map(|&(_, s)| s)
}

/// `Scope` → `memory_scope`.
pub fn scope_to_ocl(scope: u32) -> Option<u32> {
    MEMORY_SCOPES
        .iter()
        .find(|(_, s)| *s == scope)
        .map(|&(o, _)| o)
}

/// Which instruction a barrier or fence is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FenceKind {
    /// `OpControlBarrier Execution Memory Semantics`.
    Control,
    /// `OpMemoryBarrier Memory Semantics`.
    Memory,
}

/// A barrier or fence function: `name(flags[, order][, scope])`.
#[derive(Clone, Copy, Debug)]
pub struct Fence {
    pub ocl: &'static str,
    pub kind: FenceKind,
    /// The execution scope of a control barrier.
    pub execution: u32,
    /// The memory scope when the call has no scope argument.
    pub default_scope: u32,
    /// The ordering bits when the call has no order argument.
    pub default_order: u32,
    /// Whether the second argument is a `memory_order` (`atomic_work_item_fence`).
    pub has_order: bool,
}

const fn fence(
    ocl: &'static str,
    kind: FenceKind,
    execution: u32,
    default_scope: u32,
    default_order: u32,
    has_order: bool,
) -> Fence {
    Fence {
        ocl,
        kind,
        execution,
        default_scope,
        default_order,
        has_order,
    }
}

/// The barrier and fence functions of OpenCL C (6.15.9, 6.15.11 and `cl_khr_subgroups`), with
/// the semantics `llvm-spirv` gives them: barriers are sequentially consistent, `mem_fence`
/// acquire-release, `read_mem_fence` acquire, `write_mem_fence` release; the scope is the work
/// group unless an argument says otherwise.
pub const FENCES: &[Fence] = &[
    fence(
        "barrier",
        FenceKind::Control,
        Scope::Workgroup,
        Scope::Workgroup,
        Sem::SequentiallyConsistent,
        false,
    ),
    fence(
        "work_group_barrier",
        FenceKind::Control,
        Scope::Workgroup,
        Scope::Workgroup,
        Sem::SequentiallyConsistent,
        false,
    ),
    fence(
        "sub_group_barrier",
        FenceKind::Control,
        Scope::Subgroup,
        Scope::Workgroup,
        Sem::SequentiallyConsistent,
        false,
    ),
    fence(
        "mem_fence",
        FenceKind::Memory,
        Scope::Workgroup,
        Scope::Workgroup,
        Sem::AcquireRelease,
        false,
    ),
    fence(
        "read_mem_fence",
        FenceKind::Memory,
        Scope::Workgroup,
        Scope::Workgroup,
        Sem::Acquire,
        false,
    ),
    fence(
        "write_mem_fence",
        FenceKind::Memory,
        Scope::Workgroup,
        Scope::Workgroup,
        Sem::Release,
        false,
    ),
    fence(
        "atomic_work_item_fence",
        FenceKind::Memory,
        Scope::Workgroup,
        Scope::Workgroup,
        Sem::AcquireRelease,
        true,
    ),
];

/// The barrier or fence function named `ocl`.
pub fn fence_by_name(ocl: &str) -> Option<&'static Fence> {
    FENCES.iter().find(|f| f.ocl == ocl)
}

/// The names reverse translation gives barriers and fences, per target environment.
pub mod reverse {
    /// A control barrier with execution scope `Workgroup` in OpenCL 1.2: `barrier(flags)`.
    pub const BARRIER_CL12: &str = "barrier";
    /// ... in OpenCL 2.0: `work_group_barrier(flags, scope)`.
    pub const BARRIER_CL20: &str = "work_group_barrier";
    /// A control barrier with execution scope `Subgroup` (2.0): `sub_group_barrier(flags, scope)`.
    pub const SUB_GROUP_BARRIER: &str = "sub_group_barrier";
    /// A memory barrier in OpenCL 1.2: `mem_fence(flags)`.
    pub const FENCE_CL12: &str = "mem_fence";
    /// ... in OpenCL 2.0: `atomic_work_item_fence(flags, order, scope)`.
    pub const FENCE_CL20: &str = "atomic_work_item_fence";
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn encodings_round_trip() {
        for flags in 0..8 {
            assert_eq!(semantics_to_flags(flags_to_semantics(flags)), flags);
        }
        for &(o, s) in MEMORY_ORDERS {
            assert_eq!(order_to_semantics(o), Some(s));
            assert_eq!(semantics_to_order(s | Sem::WorkgroupMemory), o);
        }
        for &(o, s) in MEMORY_SCOPES {
            assert_eq!(scope_to_ocl(scope_to_spirv(o).unwrap()), Some(o));
            assert_eq!(scope_to_spirv(scope_to_ocl(s).unwrap()), Some(s));
        }
        // barrier(CLK_LOCAL_MEM_FENCE), as llvm-spirv writes it.
        assert_eq!(Sem::SequentiallyConsistent | flags_to_semantics(1), 0x110);
    }
}
