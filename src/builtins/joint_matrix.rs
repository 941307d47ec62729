//! `SPV_INTEL_joint_matrix` as `llvm-spirv` 14 writes it in LLVM: the matrix type is a pointer
//! to the opaque struct `spirv.JointMatrixINTEL._{ComponentType}_{Rows}_{Columns}_{Layout}_{Scope}`
//! (an optional `_{Use}` last), whose component is named as OpenCL C names scalars; the
//! instructions are `__spirv_JointMatrix*INTEL` calls (and `__spirv_VectorExtractDynamic`,
//! `__spirv_VectorInsertDynamic`, `__spirv_CompositeConstruct` on the matrix).

/// The struct name's prefix.
pub const STRUCT_PREFIX: &str = "spirv.JointMatrixINTEL._";

/// The address space of pointers to the matrix struct in reverse-translated LLVM (as
/// `llvm-spirv` 14 writes them).
pub const REVERSE_ADDRESS_SPACE: u32 = 1;

/// (name, is floating point, bits).
const COMPONENTS: &[(&str, bool, u32)] = &[
    ("char", false, 8),
    ("short", false, 16),
    ("int", false, 32),
    ("long", false, 64),
    ("half", true, 16),
    ("float", true, 32),
    ("double", true, 64),
    ("uchar", false, 8),
    ("ushort", false, 16),
    ("uint", false, 32),
    ("ulong", false, 64),
];

/// The component type a struct name gives: (is floating point, bits).
pub fn component(name: &str) -> Option<(bool, u32)> {
    COMPONENTS.iter().find(|c| c.0 == name).map(|c| (c.1, c.2))
}

/// The name of a component type (the signless integer names).
pub fn component_name(is_float: bool, bits: u32) -> Option<&'static str> {
    COMPONENTS
        .iter()
        .find(|c| c.1 == is_float && c.2 == bits)
        .map(|c| c.0)
}

/// The struct name of a matrix type: its component's name and the numbers.
pub fn struct_name(component: &str, numbers: &[u64]) -> String {
    let mut s = format!("{STRUCT_PREFIX}{component}");
    for n in numbers {
        s.push_str(&format!("_{n}"));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        assert_eq!(component("float"), Some((true, 32)));
        assert_eq!(component("uchar"), Some((false, 8)));
        assert_eq!(component("bool"), None);
        assert_eq!(component_name(false, 16), Some("short"));
        assert_eq!(component_name(true, 16), Some("half"));
        assert_eq!(
            struct_name("float", &[2, 2, 0, 3]),
            "spirv.JointMatrixINTEL._float_2_2_0_3"
        );
    }
}
