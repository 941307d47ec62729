//! Work-item functions ↔ SPIR-V BuiltIn variables.
//!
//! `get_global_id(1)` is a load of the `Input` variable decorated `BuiltIn GlobalInvocationId`
//! (a `size_t` vector of 3) and an extract of component 1; `get_work_dim()` a load of the
//! `uint` variable `WorkDim`. The OpenCL C names and types come from the OpenCL C
//! specification (6.15.1 "Work-Item Functions", and the sub-group functions of
//! `cl_khr_subgroups`); the SPIR-V names from the OpenCL SPIR-V environment specification
//! (2.9 "Built-in Variables").

use crate::spirv::tables::enums::BuiltIn;

/// The type a work-item function returns (and of its variable's elements).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WorkItemType {
    /// `size_t get_x(uint dimindx)`: the variable is a vector of 3 `size_t`.
    SizeVector,
    /// `size_t get_x(void)`: the variable is a `size_t`.
    Size,
    /// `uint get_x(void)`: the variable is a `uint`.
    UInt,
    /// `uint4 get_x(void)`: the variable is a `uint4` read whole (the sub-group masks of
    /// `cl_khr_subgroup_ballot`).
    UInt4,
}

/// One work-item function and the BuiltIn variable it reads.
#[derive(Clone, Copy, Debug)]
pub struct WorkItem {
    /// The OpenCL C function.
    pub ocl: &'static str,
    /// The BuiltIn enumerant of its variable.
    pub builtin: u32,
    /// The BuiltIn's name (`__spirv_BuiltIn<name>` in SPV-IR).
    pub spirv: &'static str,
    pub ty: WorkItemType,
}

const fn w(ocl: &'static str, builtin: u32, spirv: &'static str, ty: WorkItemType) -> WorkItem {
    WorkItem {
        ocl,
        builtin,
        spirv,
        ty,
    }
}

use WorkItemType::*;

/// Every work-item function with a BuiltIn variable.
pub const WORK_ITEMS: &[WorkItem] = &[
    w(
        "get_global_id",
        BuiltIn::GlobalInvocationId,
        "GlobalInvocationId",
        SizeVector,
    ),
    w(
        "get_local_id",
        BuiltIn::LocalInvocationId,
        "LocalInvocationId",
        SizeVector,
    ),
    w(
        "get_group_id",
        BuiltIn::WorkgroupId,
        "WorkgroupId",
        SizeVector,
    ),
    w(
        "get_global_size",
        BuiltIn::GlobalSize,
        "GlobalSize",
        SizeVector,
    ),
    w(
        "get_local_size",
        BuiltIn::WorkgroupSize,
        "WorkgroupSize",
        SizeVector,
    ),
    w(
        "get_num_groups",
        BuiltIn::NumWorkgroups,
        "NumWorkgroups",
        SizeVector,
    ),
    w(
        "get_global_offset",
        BuiltIn::GlobalOffset,
        "GlobalOffset",
        SizeVector,
    ),
    w(
        "get_enqueued_local_size",
        BuiltIn::EnqueuedWorkgroupSize,
        "EnqueuedWorkgroupSize",
        SizeVector,
    ),
    w("get_work_dim", BuiltIn::WorkDim, "WorkDim", UInt),
    w(
        "get_global_linear_id",
        BuiltIn::GlobalLinearId,
        "GlobalLinearId",
        Size,
    ),
    w(
        "get_local_linear_id",
        BuiltIn::LocalInvocationIndex,
        "LocalInvocationIndex",
        Size,
    ),
    w(
        "get_sub_group_size",
        BuiltIn::SubgroupSize,
        "SubgroupSize",
        UInt,
    ),
    w(
        "get_max_sub_group_size",
        BuiltIn::SubgroupMaxSize,
        "SubgroupMaxSize",
        UInt,
    ),
    w(
        "get_num_sub_groups",
        BuiltIn::NumSubgroups,
        "NumSubgroups",
        UInt,
    ),
    w(
        "get_enqueued_num_sub_groups",
        BuiltIn::NumEnqueuedSubgroups,
        "NumEnqueuedSubgroups",
        UInt,
    ),
    w("get_sub_group_id", BuiltIn::SubgroupId, "SubgroupId", UInt),
    w(
        "get_sub_group_local_id",
        BuiltIn::SubgroupLocalInvocationId,
        "SubgroupLocalInvocationId",
        UInt,
    ),
    w(
        "get_sub_group_eq_mask",
        BuiltIn::SubgroupEqMask,
        "SubgroupEqMaskKHR",
        UInt4,
    ),
    w(
        "get_sub_group_ge_mask",
        BuiltIn::SubgroupGeMask,
        "SubgroupGeMaskKHR",
        UInt4,
    ),
    w(
        "get_sub_group_gt_mask",
        BuiltIn::SubgroupGtMask,
        "SubgroupGtMaskKHR",
        UInt4,
    ),
    w(
        "get_sub_group_le_mask",
        BuiltIn::SubgroupLeMask,
        "SubgroupLeMaskKHR",
        UInt4,
    ),
    w(
        "get_sub_group_lt_mask",
        BuiltIn::SubgroupLtMask,
        "SubgroupLtMaskKHR",
        UInt4,
    ),
];

/// The work-item function named `ocl` (`get_global_id`).
pub fn by_ocl_name(ocl: &str) -> Option<&'static WorkItem> {
    WORK_ITEMS.iter().find(|w| w.ocl == ocl)
}

/// The work-item function reading the BuiltIn `builtin`.
pub fn by_builtin(builtin: u32) -> Option<&'static WorkItem> {
    WORK_ITEMS.iter().find(|w| w.builtin == builtin)
}

/// What a work-item function answers for a dimension index of 3 or more: 1 for the sizes and
/// counts, 0 for the ids and offsets (OpenCL C 6.15.1).
pub fn out_of_range_value(builtin: u32) -> u32 {
    match builtin {
        BuiltIn::GlobalSize
        | BuiltIn::WorkgroupSize
        | BuiltIn::NumWorkgroups
        | BuiltIn::EnqueuedWorkgroupSize => 1,
        _ => 0,
    }
}

/// The BuiltIn named `name` in a SPV-IR `__spirv_BuiltIn<name>` function or variable: any
/// enumerant of the grammar (not only the work-item ones).
pub fn builtin_by_spirv_name(name: &str) -> Option<u32> {
    crate::spirv::grammar::OperandKind::BuiltIn
        .def()
        .value_of(name)
}

/// The SPV-IR name of a BuiltIn variable or its function: `__spirv_BuiltInGlobalInvocationId`
/// (the spelling of the work-item record where there is one, `SubgroupEqMaskKHR` as the
/// incumbent writes it; the grammar's first name otherwise).
pub fn spirv_builtin_name(builtin: u32) -> Option<String> {
    let name = match by_builtin(builtin) {
        Some(w) => w.spirv,
        None => crate::spirv::grammar::OperandKind::BuiltIn
            .def()
            .name_of(builtin)?,
    };
    Some(format!("__spirv_BuiltIn{name}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_match_the_grammar() {
        for w in WORK_ITEMS {
            assert_eq!(builtin_by_spirv_name(w.spirv), Some(w.builtin), "{}", w.ocl);
            assert_eq!(by_builtin(w.builtin).map(|x| x.ocl), Some(w.ocl));
        }
    }
}
