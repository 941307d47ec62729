//! Pipe builtins (OpenCL C 6.15.16.2) ↔ `OpReadPipe` and friends.
//!
//! clang-14 lowers `read_pipe(p, &v)` to an unmangled call `__read_pipe_2(p, (generic i8 *)&v,
//! size, align)`, `read_pipe(p, rid, i, &v)` to `__read_pipe_4(p, rid, i, ptr, size, align)`,
//! and so on; the SPIR-V instructions take the same operands, the group forms a scope first.
//! The blocking forms of SPV_INTEL_blocking_pipes are `__read_pipe_2_bl` / `__write_pipe_2_bl`.

use crate::spirv::tables::enums::Scope;
use crate::spirv::tables::op;

/// One pipe builtin as clang names it.
#[derive(Clone, Copy, Debug)]
pub struct PipeFn {
    /// The function clang calls (`__read_pipe_2`).
    pub name: &'static str,
    pub op: u16,
    /// The scope operand of the group forms.
    pub scope: Option<u32>,
}

const fn p(name: &'static str, op: u16, scope: Option<u32>) -> PipeFn {
    PipeFn { name, op, scope }
}

const WG: Option<u32> = Some(Scope::Workgroup);
const SG: Option<u32> = Some(Scope::Subgroup);

/// Every pipe builtin. Where two names share an instruction (the `_ro`/`_wo` forms of the
/// queries), the first is the read-only pipe's.
pub const PIPE_FNS: &[PipeFn] = &[
    p("__read_pipe_2", op::ReadPipe, None),
    p("__write_pipe_2", op::WritePipe, None),
    p("__read_pipe_4", op::ReservedReadPipe, None),
    p("__write_pipe_4", op::ReservedWritePipe, None),
    p("__reserve_read_pipe", op::ReserveReadPipePackets, None),
    p("__reserve_write_pipe", op::ReserveWritePipePackets, None),
    p("__commit_read_pipe", op::CommitReadPipe, None),
    p("__commit_write_pipe", op::CommitWritePipe, None),
    p(
        "__work_group_reserve_read_pipe",
        op::GroupReserveReadPipePackets,
        WG,
    ),
    p(
        "__work_group_reserve_write_pipe",
        op::GroupReserveWritePipePackets,
        WG,
    ),
    p("__work_group_commit_read_pipe", op::GroupCommitReadPipe, WG),
    p(
        "__work_group_commit_write_pipe",
        op::GroupCommitWritePipe,
        WG,
    ),
    p(
        "__sub_group_reserve_read_pipe",
        op::GroupReserveReadPipePackets,
        SG,
    ),
    p(
        "__sub_group_reserve_write_pipe",
        op::GroupReserveWritePipePackets,
        SG,
    ),
    p("__sub_group_commit_read_pipe", op::GroupCommitReadPipe, SG),
    p(
        "__sub_group_commit_write_pipe",
        op::GroupCommitWritePipe,
        SG,
    ),
    p("__get_pipe_num_packets_ro", op::GetNumPipePackets, None),
    p("__get_pipe_num_packets_wo", op::GetNumPipePackets, None),
    p("__get_pipe_max_packets_ro", op::GetMaxPipePackets, None),
    p("__get_pipe_max_packets_wo", op::GetMaxPipePackets, None),
    // SPV_INTEL_blocking_pipes: the blocking forms of `read_pipe(p, &v)` / `write_pipe(p, &v)`
    // (Intel FPGA OpenCL), operands as the non-blocking ones and no result.
    p("__read_pipe_2_bl", op::ReadPipeBlockingINTEL, None),
    p("__write_pipe_2_bl", op::WritePipeBlockingINTEL, None),
];

/// The pipe builtin clang calls `name`.
pub fn by_name(name: &str) -> Option<&'static PipeFn> {
    PIPE_FNS.iter().find(|f| f.name == name)
}

/// The function for instruction `opcode` with scope `scope` (for group forms); the queries get
/// the `_wo` name when `write_only`.
pub fn by_opcode(opcode: u16, scope: Option<u32>, write_only: bool) -> Option<&'static PipeFn> {
    let mut rows = PIPE_FNS
        .iter()
        .filter(|f| f.op == opcode && f.scope == scope);
    let first = rows.next()?;
    if write_only && first.name.ends_with("_ro") {
        return rows.next().or(Some(first));
    }
    Some(first)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lookups() {
        assert_eq!(
            by_name("__read_pipe_4").map(|f| f.op),
            Some(op::ReservedReadPipe)
        );
        assert_eq!(
            by_opcode(op::GetNumPipePackets, None, true).map(|f| f.name),
            Some("__get_pipe_num_packets_wo")
        );
        assert_eq!(
            by_opcode(op::GroupCommitReadPipe, SG, false).map(|f| f.name),
            Some("__sub_group_commit_read_pipe")
        );
    }
}
