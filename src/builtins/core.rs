//! OpenCL C builtins that are one core SPIR-V instruction, with small argument rules:
//! relational functions (6.15.6) ↔ `OpIsNan`, `OpFOrd*`, `OpAny`, ...; `popcount` ↔
//! `OpBitCount`; `dot` ↔ `OpDot`; asynchronous copies and events (6.15.10) ↔
//! `OpGroupAsyncCopy`, `OpGroupWaitEvents`; work-group and sub-group collectives (6.15.17,
//! `cl_khr_subgroups`) ↔ `OpGroup*`; generic address space casts (6.15.19) ↔
//! `OpGenericCastToPtrExplicit`; events of device-side enqueue (6.15.16) ↔ `OpCreateUserEvent`
//! and friends; pipe queries ↔ `OpGetNumPipePackets` and friends.

use crate::spirv::tables::enums::{GroupOperation, Scope};
use crate::spirv::tables::op;

/// How a call's arguments and result map to the instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// The arguments are the operands, the result the result.
    Same,
    /// Like `Same`, but the instruction answers a bool (or bool vector) that OpenCL C widens:
    /// a scalar to `int` 1/0, a vector to `-1`/`0` of the argument's element width.
    Relational,
    /// `any`/`all`: the instruction takes `x < 0` (the sign bits); a scalar argument needs no
    /// instruction beyond the comparison.
    AnyAll,
    /// A scope operand first, then the arguments (`GroupWaitEvents`, `GroupAsyncCopy` with a
    /// stride).
    Scoped(u32),
    /// `async_work_group_copy(dst, src, n, event)`: scope first, stride 1 inserted.
    AsyncCopy,
    /// A collective with an `int` predicate and an `int` result: scope, `pred != 0`, widened.
    GroupPredicate(u32),
    /// A collective with a group operation: scope, operation, the argument.
    GroupOp(u32, u32),
    /// `work_group_broadcast(x, id...)`: scope, x, the ids (two or three as a vector).
    Broadcast(u32),
    /// `to_global`/`to_local`/`to_private`: the pointer and the storage class as a literal.
    GenericCast(u32),
    /// `get_fence(const void *)`: the memory semantics the instruction answers
    /// (`WorkgroupMemory` 0x100, `CrossWorkgroupMemory` 0x200) shifted right by
    /// [`FENCE_SHIFT`] are the `cl_mem_fence_flags` (`CLK_LOCAL_MEM_FENCE` 1,
    /// `CLK_GLOBAL_MEM_FENCE` 2); the reverse shifts the flags left again.
    Fence,
}

/// The bit position of `WorkgroupMemory` in SPIR-V memory semantics, where
/// `CLK_LOCAL_MEM_FENCE` is bit 0 (see [`Shape::Fence`]).
pub const FENCE_SHIFT: u32 = 8;

/// One builtin (or family of overloads) and its instruction.
#[derive(Clone, Copy, Debug)]
pub struct CoreOp {
    pub ocl: &'static str,
    pub op: u16,
    /// The instruction for unsigned operands, where it differs (`GroupUMin`).
    pub unsigned_op: Option<u16>,
    /// The instruction for floating-point operands, where it differs (`GroupFAdd`).
    pub float_op: Option<u16>,
    pub shape: Shape,
    /// Its pointer parameters are `void *` in OpenCL C (an LLVM `i8 *` is mangled `Pv`).
    pub void_pointers: bool,
    /// Its pointer parameters point to `const` (`get_fence(const void *)`: `PU3AS4Kv`).
    pub const_pointers: bool,
}

const fn c(ocl: &'static str, op: u16, shape: Shape) -> CoreOp {
    CoreOp {
        ocl,
        op,
        unsigned_op: None,
        float_op: None,
        shape,
        void_pointers: false,
        const_pointers: false,
    }
}

/// A row whose pointer parameters are `void *`.
const fn with_void_pointers(row: CoreOp) -> CoreOp {
    CoreOp {
        void_pointers: true,
        ..row
    }
}

const fn typed(ocl: &'static str, op: u16, u: u16, f: u16, shape: Shape) -> CoreOp {
    CoreOp {
        ocl,
        op,
        unsigned_op: Some(u),
        float_op: Some(f),
        shape,
        void_pointers: false,
        const_pointers: false,
    }
}

use Shape::*;

const WG: u32 = Scope::Workgroup;
const SG: u32 = Scope::Subgroup;
const REDUCE: u32 = GroupOperation::Reduce;
const INCLUSIVE: u32 = GroupOperation::InclusiveScan;
const EXCLUSIVE: u32 = GroupOperation::ExclusiveScan;

/// Every builtin of this module. Rows that share an instruction come back (in reverse
/// translation) as the first of them whose shape fits.
pub const CORE_OPS: &[CoreOp] = &[
    // Relational functions.
    c("isnan", op::IsNan, Relational),
    c("isinf", op::IsInf, Relational),
    c("isfinite", op::IsFinite, Relational),
    c("isnormal", op::IsNormal, Relational),
    c("signbit", op::SignBitSet, Relational),
    c("isequal", op::FOrdEqual, Relational),
    c("isnotequal", op::FUnordNotEqual, Relational),
    c("isgreater", op::FOrdGreaterThan, Relational),
    c("isgreaterequal", op::FOrdGreaterThanEqual, Relational),
    c("isless", op::FOrdLessThan, Relational),
    c("islessequal", op::FOrdLessThanEqual, Relational),
    c("islessgreater", op::FOrdNotEqual, Relational),
    c("isordered", op::Ordered, Relational),
    c("isunordered", op::Unordered, Relational),
    c("any", op::Any, AnyAll),
    c("all", op::All, AnyAll),
    // Integer and geometric functions that are core instructions.
    c("popcount", op::BitCount, Same),
    c("dot", op::Dot, Same),
    // Asynchronous copies.
    c("async_work_group_copy", op::GroupAsyncCopy, AsyncCopy),
    c(
        "async_work_group_strided_copy",
        op::GroupAsyncCopy,
        Scoped(WG),
    ),
    c("wait_group_events", op::GroupWaitEvents, Scoped(WG)),
    // Work-group collectives.
    c("work_group_all", op::GroupAll, GroupPredicate(WG)),
    c("work_group_any", op::GroupAny, GroupPredicate(WG)),
    c("work_group_broadcast", op::GroupBroadcast, Broadcast(WG)),
    typed(
        "work_group_reduce_add",
        op::GroupIAdd,
        op::GroupIAdd,
        op::GroupFAdd,
        GroupOp(WG, REDUCE),
    ),
    typed(
        "work_group_reduce_min",
        op::GroupSMin,
        op::GroupUMin,
        op::GroupFMin,
        GroupOp(WG, REDUCE),
    ),
    typed(
        "work_group_reduce_max",
        op::GroupSMax,
        op::GroupUMax,
        op::GroupFMax,
        GroupOp(WG, REDUCE),
    ),
    typed(
        "work_group_scan_inclusive_add",
        op::GroupIAdd,
        op::GroupIAdd,
        op::GroupFAdd,
        GroupOp(WG, INCLUSIVE),
    ),
    typed(
        "work_group_scan_inclusive_min",
        op::GroupSMin,
        op::GroupUMin,
        op::GroupFMin,
        GroupOp(WG, INCLUSIVE),
    ),
    typed(
        "work_group_scan_inclusive_max",
        op::GroupSMax,
        op::GroupUMax,
        op::GroupFMax,
        GroupOp(WG, INCLUSIVE),
    ),
    typed(
        "work_group_scan_exclusive_add",
        op::GroupIAdd,
        op::GroupIAdd,
        op::GroupFAdd,
        GroupOp(WG, EXCLUSIVE),
    ),
    typed(
        "work_group_scan_exclusive_min",
        op::GroupSMin,
        op::GroupUMin,
        op::GroupFMin,
        GroupOp(WG, EXCLUSIVE),
    ),
    typed(
        "work_group_scan_exclusive_max",
        op::GroupSMax,
        op::GroupUMax,
        op::GroupFMax,
        GroupOp(WG, EXCLUSIVE),
    ),
    // Sub-group collectives.
    c("sub_group_all", op::GroupAll, GroupPredicate(SG)),
    c("sub_group_any", op::GroupAny, GroupPredicate(SG)),
    c("sub_group_broadcast", op::GroupBroadcast, Broadcast(SG)),
    typed(
        "sub_group_reduce_add",
        op::GroupIAdd,
        op::GroupIAdd,
        op::GroupFAdd,
        GroupOp(SG, REDUCE),
    ),
    typed(
        "sub_group_reduce_min",
        op::GroupSMin,
        op::GroupUMin,
        op::GroupFMin,
        GroupOp(SG, REDUCE),
    ),
    typed(
        "sub_group_reduce_max",
        op::GroupSMax,
        op::GroupUMax,
        op::GroupFMax,
        GroupOp(SG, REDUCE),
    ),
    typed(
        "sub_group_scan_inclusive_add",
        op::GroupIAdd,
        op::GroupIAdd,
        op::GroupFAdd,
        GroupOp(SG, INCLUSIVE),
    ),
    typed(
        "sub_group_scan_inclusive_min",
        op::GroupSMin,
        op::GroupUMin,
        op::GroupFMin,
        GroupOp(SG, INCLUSIVE),
    ),
    typed(
        "sub_group_scan_inclusive_max",
        op::GroupSMax,
        op::GroupUMax,
        op::GroupFMax,
        GroupOp(SG, INCLUSIVE),
    ),
    typed(
        "sub_group_scan_exclusive_add",
        op::GroupIAdd,
        op::GroupIAdd,
        op::GroupFAdd,
        GroupOp(SG, EXCLUSIVE),
    ),
    typed(
        "sub_group_scan_exclusive_min",
        op::GroupSMin,
        op::GroupUMin,
        op::GroupFMin,
        GroupOp(SG, EXCLUSIVE),
    ),
    typed(
        "sub_group_scan_exclusive_max",
        op::GroupSMax,
        op::GroupUMax,
        op::GroupFMax,
        GroupOp(SG, EXCLUSIVE),
    ),
    // Generic address space.
    c(
        "to_global",
        op::GenericCastToPtrExplicit,
        GenericCast(crate::spirv::tables::enums::StorageClass::CrossWorkgroup),
    ),
    c(
        "to_local",
        op::GenericCastToPtrExplicit,
        GenericCast(crate::spirv::tables::enums::StorageClass::Workgroup),
    ),
    c(
        "to_private",
        op::GenericCastToPtrExplicit,
        GenericCast(crate::spirv::tables::enums::StorageClass::Function),
    ),
    CoreOp {
        const_pointers: true,
        ..with_void_pointers(c("get_fence", op::GenericPtrMemSemantics, Fence))
    },
    // Events of device-side enqueue.
    c("create_user_event", op::CreateUserEvent, Same),
    c("retain_event", op::RetainEvent, Same),
    c("release_event", op::ReleaseEvent, Same),
    c("set_user_event_status", op::SetUserEventStatus, Same),
    c("is_valid_event", op::IsValidEvent, Same),
    with_void_pointers(c(
        "capture_event_profiling_info",
        op::CaptureEventProfilingInfo,
        Same,
    )),
    c("get_default_queue", op::GetDefaultQueue, Same),
    // Pipes: reservation ids.
    c("is_valid_reserve_id", op::IsValidReserveId, Same),
];

/// Name prefixes of OpenCL C builtin families: a mangled builtin declaration starting with one
/// of these that no record covers is an error ("unsupported builtin"), not an external
/// function.
pub const OPENCL_BUILTIN_PREFIXES: &[&str] = &[
    "get_global_",
    "get_local_",
    "get_group_",
    "get_num_",
    "get_enqueued_",
    "get_sub_group_",
    "get_max_sub_group_",
    "get_image_",
    "get_kernel_",
    "get_pipe_",
    "read_image",
    "write_image",
    "atomic_",
    "atom_",
    "convert_",
    "vload",
    "vstore",
    "async_work_group_",
    "work_group_",
    "sub_group_",
    "enqueue_",
    "ndrange_",
    "intel_sub_group_",
];

/// The row named `ocl`.
pub fn by_name(ocl: &str) -> Option<&'static CoreOp> {
    CORE_OPS.iter().find(|c| c.ocl == ocl)
}

/// The rows of instruction `opcode` (in table order).
pub fn by_opcode(opcode: u16) -> impl Iterator<Item = &'static CoreOp> {
    static INDEX: super::opcode_index::OpcodeIndex = super::opcode_index::OpcodeIndex::new();
    INDEX.rows(
        CORE_OPS,
        |c| [Some(c.op), c.unsigned_op, c.float_op],
        opcode,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lookups() {
        assert_eq!(by_name("isnan").map(|c| c.op), Some(op::IsNan));
        let names: Vec<&str> = by_opcode(op::GroupFMax).map(|c| c.ocl).collect();
        assert!(names.contains(&"work_group_reduce_max"));
        for c in CORE_OPS {
            assert!(
                crate::spirv::grammar::instruction(c.op).is_some(),
                "{}",
                c.ocl
            );
        }
    }
}
