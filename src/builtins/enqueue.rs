//! Device-side enqueue (OpenCL C 6.15.16) ↔ `OpEnqueueKernel` and friends.
//!
//! clang-14 lowers `enqueue_kernel(q, flags, range, [n, wait, ret,] block[, sizes...])` to one
//! of four unmangled functions (`__enqueue_kernel_basic`, `..._basic_events`, `..._varargs`,
//! `..._events_varargs`) that take the block as two generic `i8` pointers: the kernel clang
//! made of the block (`__<caller>_block_invoke[_N]_kernel`) and the block literal; the local
//! sizes of the varargs forms are a count and a pointer into an array of `size_t`. The kernel
//! queries are `__get_kernel_*_impl`, `enqueue_marker` is an ordinary mangled builtin, and
//! `ndrange_{1,2,3}D` fill an `sret` `ndrange_t`. In SPIR-V the block is the `Invoke`
//! function and the `Param` literal with its size and alignment.

use crate::spirv::tables::op;

/// What a device-side enqueue builtin passes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EnqueueKind {
    /// `__enqueue_kernel_*`: with or without the three event arguments, with or without local
    /// sizes (a count and a pointer).
    Kernel { events: bool, local_sizes: bool },
    /// `__get_kernel_*_impl`: an `ndrange_t *` first where `ndrange`, then invoke and literal.
    Query { ndrange: bool },
}

/// One builtin of device-side enqueue as clang names it.
#[derive(Clone, Copy, Debug)]
pub struct EnqueueFn {
    pub name: &'static str,
    pub op: u16,
    pub kind: EnqueueKind,
}

const fn kernel(name: &'static str, events: bool, local_sizes: bool) -> EnqueueFn {
    EnqueueFn {
        name,
        op: op::EnqueueKernel,
        kind: EnqueueKind::Kernel {
            events,
            local_sizes,
        },
    }
}

const fn query(name: &'static str, op: u16, ndrange: bool) -> EnqueueFn {
    EnqueueFn {
        name,
        op,
        kind: EnqueueKind::Query { ndrange },
    }
}

/// Every unmangled builtin of device-side enqueue.
pub const ENQUEUE_FNS: &[EnqueueFn] = &[
    kernel("__enqueue_kernel_basic", false, false),
    kernel("__enqueue_kernel_basic_events", true, false),
    kernel("__enqueue_kernel_varargs", false, true),
    kernel("__enqueue_kernel_events_varargs", true, true),
    query(
        "__get_kernel_work_group_size_impl",
        op::GetKernelWorkGroupSize,
        false,
    ),
    query(
        "__get_kernel_preferred_work_group_size_multiple_impl",
        op::GetKernelPreferredWorkGroupSizeMultiple,
        false,
    ),
    query(
        "__get_kernel_sub_group_count_for_ndrange_impl",
        op::GetKernelNDrangeSubGroupCount,
        true,
    ),
    query(
        "__get_kernel_max_sub_group_size_for_ndrange_impl",
        op::GetKernelNDrangeMaxSubGroupSize,
        true,
    ),
];

/// The builtin clang calls `name`.
pub fn by_name(name: &str) -> Option<&'static EnqueueFn> {
    ENQUEUE_FNS.iter().find(|f| f.name == name)
}

/// The query builtin of instruction `opcode`.
pub fn query_by_opcode(opcode: u16) -> Option<&'static EnqueueFn> {
    ENQUEUE_FNS
        .iter()
        .find(|f| f.op == opcode && matches!(f.kind, EnqueueKind::Query { .. }))
}

/// The `enqueue_kernel` form with (or without) events and local sizes.
pub fn kernel_form(events: bool, local_sizes: bool) -> &'static EnqueueFn {
    let want = EnqueueKind::Kernel {
        events,
        local_sizes,
    };
    ENQUEUE_FNS
        .iter()
        .find(|f| f.kind == want)
        .unwrap_or(&ENQUEUE_FNS[0])
}

/// Whether instruction `opcode` takes a block (`Invoke`, `Param`, `Param Size`, `Param
/// Align`).
pub fn takes_block(opcode: u16) -> bool {
    ENQUEUE_FNS.iter().any(|f| f.op == opcode)
}

/// `enqueue_marker(queue_t, uint, const clk_event_t *, clk_event_t *)` ↔ `OpEnqueueMarker`.
pub const ENQUEUE_MARKER: &str = "enqueue_marker";

/// The message of llvm-spirv for `OpEnqueueKernel` translated to OpenCL 1.2.
pub const NO_ENQUEUE_IN_CL12: &str = "OpenCL 1.2 doesn't support enqueue_kernel!";

/// The number of dimensions of `ndrange_1D`, `ndrange_2D`, `ndrange_3D`.
pub fn ndrange_dims(name: &str) -> Option<u32> {
    match name {
        "ndrange_1D" => Some(1),
        "ndrange_2D" => Some(2),
        "ndrange_3D" => Some(3),
        _ => None,
    }
}

/// The OpenCL C name of the `dims`-dimensional range builtin.
pub fn ndrange_name(dims: u32) -> String {
    format!("ndrange_{dims}D")
}

/// The SPV-IR name of `OpBuildNDRange` with `dims` dimensions (`__spirv_BuildNDRange_2D`).
pub fn spv_ir_ndrange_name(dims: u32) -> String {
    format!("__spirv_BuildNDRange_{dims}D")
}

/// Which argument of `ndrange_ND` with `arity` size arguments is each operand of
/// `OpBuildNDRange` (global size, local size, global offset): `(global)`, `(global, local)`,
/// `(offset, global, local)`.
pub fn ndrange_operands(arity: usize) -> Option<[Option<usize>; 3]> {
    match arity {
        1 => Some([Some(0), None, None]),
        2 => Some([Some(0), Some(1), None]),
        3 => Some([Some(1), Some(2), Some(0)]),
        _ => None,
    }
}

/// Whether `name` is one of the functions clang makes of a block's body
/// (`__foo_block_invoke`, `__foo_block_invoke_3`; not the `..._kernel` wrappers): their
/// addresses in block literals have no SPIR-V form and become null, as llvm-spirv makes them.
pub fn is_block_invoke(name: &str) -> bool {
    let Some(at) = name.rfind("_block_invoke") else {
        return false;
    };
    let tail = &name[at + "_block_invoke".len()..];
    let digits = tail.strip_prefix('_').unwrap_or(tail);
    digits.bytes().all(|b| b.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lookups() {
        assert_eq!(
            by_name("__enqueue_kernel_events_varargs").map(|f| f.kind),
            Some(EnqueueKind::Kernel {
                events: true,
                local_sizes: true
            })
        );
        assert_eq!(
            kernel_form(true, false).name,
            "__enqueue_kernel_basic_events"
        );
        assert_eq!(
            query_by_opcode(op::GetKernelNDrangeSubGroupCount).map(|f| f.name),
            Some("__get_kernel_sub_group_count_for_ndrange_impl")
        );
        assert!(takes_block(op::EnqueueKernel) && !takes_block(op::EnqueueMarker));
        assert_eq!(ndrange_operands(3), Some([Some(1), Some(2), Some(0)]));
        assert!(is_block_invoke("__k_block_invoke") && is_block_invoke("__k_block_invoke_12"));
        assert!(!is_block_invoke("__k_block_invoke_kernel") && !is_block_invoke("f"));
        for f in ENQUEUE_FNS {
            assert!(
                crate::spirv::grammar::instruction(f.op).is_some(),
                "{}",
                f.name
            );
        }
    }
}
