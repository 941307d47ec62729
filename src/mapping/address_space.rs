//! LLVM address spaces ↔ SPIR-V storage classes (the OpenCL/SPIR numbering).

use super::Dir;
use crate::spirv::tables::enums::StorageClass as SC;

/// (LLVM address space, SPIR-V storage class, directions).
pub const ADDRESS_SPACES: &[(u32, u32, Dir)] = &[
    (0, SC::Function, Dir::Both),
    (0, SC::Private, Dir::ToLlvm),
    (1, SC::CrossWorkgroup, Dir::Both),
    (2, SC::UniformConstant, Dir::Both),
    (3, SC::Workgroup, Dir::Both),
    (4, SC::Generic, Dir::Both),
    (5, SC::DeviceOnlyINTEL, Dir::Both),
    (6, SC::HostOnlyINTEL, Dir::Both),
    (7, SC::Input, Dir::ToSpirv),
    // BuiltIn variables: global memory in OpenCL IR (clang's `__spirv_BuiltIn*` globals).
    (1, SC::Input, Dir::ToLlvm),
    (9, SC::CodeSectionINTEL, Dir::ToLlvm),
];

/// The storage class of an LLVM address space.
pub fn storage_class(address_space: u32) -> Option<u32> {
    ADDRESS_SPACES
        .iter()
        .find(|&&(a, _, d)| a == address_space && d.to_spirv())
        .map(|&(_, s, _)| s)
}

/// The LLVM address space of a storage class.
pub fn address_space(storage_class: u32) -> Option<u32> {
    ADDRESS_SPACES
        .iter()
        .find(|&&(_, s, d)| s == storage_class && d.to_llvm())
        .map(|&(a, ..)| a)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_round_trip() {
        for &(a, s, d) in ADDRESS_SPACES {
            if d.to_spirv() {
                assert_eq!(storage_class(a), Some(s));
            }
            if d.to_llvm() {
                assert_eq!(address_space(s), Some(a));
            }
            if d == Dir::Both {
                assert_eq!(storage_class(address_space(s).unwrap()), Some(s));
            }
        }
    }
}
