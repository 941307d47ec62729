//! Facts of the debug-info extended instruction sets that both translation directions use.

/// The source spelling of each DebugTypeQualifier `Type Qualifier` (const, volatile, restrict,
/// atomic, in the sets' numbering): the forward translation names its stand-in pointee types
/// with it (`const int`), the reverse finds the qualified type again by that name.
const QUALIFIER_KEYWORDS: [&str; 4] = ["const", "volatile", "restrict", "_Atomic"];

/// The keyword of qualifier `q` (values past the table read as atomic, the last one).
pub fn qualifier_keyword(q: u32) -> &'static str {
    QUALIFIER_KEYWORDS[(q as usize).min(QUALIFIER_KEYWORDS.len() - 1)]
}

/// The qualifier a keyword spells, if it is one.
pub fn qualifier_of_keyword(keyword: &str) -> Option<u32> {
    QUALIFIER_KEYWORDS
        .iter()
        .position(|&k| k == keyword)
        .map(|q| q as u32)
}

/// The name of a vector of `count` elements named `elem`, as stand-ins spell it.
pub fn vector_type_name(elem: &str, count: impl std::fmt::Display) -> String {
    format!("{elem} __attribute__((ext_vector_type({count})))")
}

/// The Storage Class a DebugTypePointer without an address space says (LLVM's
/// `dwarfAddressSpace` absent, as clang makes the pointers to the opaque OpenCL types). The
/// incumbent writes ~0 there, which spirv-val refuses; Input is valid without a capability, is
/// read by the incumbent, and is no address space a debug type of OpenCL C has (OpenCL keeps
/// only its built-in variables there), so the reverse reads it as none.
pub const POINTER_WITHOUT_ADDRESS_SPACE: u32 = crate::spirv::tables::enums::StorageClass::Input;

/// The keyword of DebugTypeComposite Tag `kind` (Class, Structure, Union in the sets'
/// numbering).
pub fn composite_keyword(kind: u32) -> &'static str {
    match kind {
        0 => "class",
        2 => "union",
        _ => "struct",
    }
}

/// The name stand-ins give a composite or enum: its keyword and name (`struct Node`, which no
/// typedef can be named: `typedef struct Node Node` keeps both apart), or for one without a
/// name, where it is declared in clang's spelling (`(anonymous struct at particles.cl:19)`,
/// the file without its directory).
pub fn tagged_type_name(keyword: &str, name: &str, path: &str, line: u32) -> String {
    if name.is_empty() {
        let file = path.rsplit(['/', '\\']).next().unwrap_or(path);
        format!("(anonymous {keyword} at {file}:{line})")
    } else {
        format!("{keyword} {name}")
    }
}

/// The name stand-ins give a DebugTypePointer of `storage` (Storage Class) and `flags` to a
/// type named `pointee`: C's spelling with the address space as OpenCL C writes it, after the
/// pointee (`float __global *`, `int __local * __private *`; `opencl_sampler_t *` when it
/// has none), `&` and `&&` for references.
pub fn pointer_type_name(pointee: &str, storage: u32, flags: u32) -> String {
    use crate::spirv::tables::enums::StorageClass as S;
    if flags & (1 << 11) != 0 {
        return format!("{pointee} &");
    }
    if flags & (1 << 12) != 0 {
        return format!("{pointee} &&");
    }
    let space = match storage {
        POINTER_WITHOUT_ADDRESS_SPACE => return format!("{pointee} *"),
        S::Function => "__private",
        S::CrossWorkgroup => "__global",
        S::UniformConstant => "__constant",
        S::Workgroup => "__local",
        S::Generic => "__generic",
        other => return format!("{pointee} __storage{other} *"),
    };
    format!("{pointee} {space} *")
}

/// The name stand-ins give an array of `counts` (outermost first; `None` where the count is
/// not a constant) of the type named `elem`: `int [2][4]`, `float [?]`.
pub fn array_type_name(elem: &str, counts: &[Option<i64>]) -> String {
    use std::fmt::Write;
    let mut s = format!("{elem} ");
    for c in counts {
        match c {
            Some(c) => {
                let _ = write!(s, "[{c}]");
            }
            None => s.push_str("[?]"),
        }
    }
    s
}

/// The name stand-ins give DebugTypeQualifier `q` of the type named `base`: `const int`, and
/// after a pointer as C writes it, `int __global * const`, also after a pointer that is
/// qualified already, `int __global * restrict const` (written before it, that would be the
/// name of `const int __global * restrict`, and two types of one name are no stand-in's).
pub fn qualified_type_name(q: u32, base: &str) -> String {
    let mut bare = base;
    while let Some((rest, last)) = bare.rsplit_once(' ') {
        if qualifier_of_keyword(last).is_none() {
            break;
        }
        bare = rest;
    }
    if bare.ends_with(['*', '&']) {
        format!("{base} {}", qualifier_keyword(q))
    } else {
        format!("{} {base}", qualifier_keyword(q))
    }
}

/// `outer` (a prefix such as `geo::`, or empty) followed by the scope named `name` and `::`:
/// a namespace without a name as `(anonymous namespace)::`.
pub fn scoped_name(outer: &str, name: &str) -> String {
    if name.is_empty() {
        format!("{outer}(anonymous namespace)::")
    } else {
        format!("{outer}{name}::")
    }
}

/// DWARF source languages and the Source Language numbers the incumbent gives them in
/// `NonSemantic.Shader.DebugInfo.200` (beyond the SPIR-V enumeration: its internal values
/// from 200 on); OpenCL C is SPIR-V's own 3.
pub const SHADER200_LANGUAGES: &[(u32, u32)] = &[
    (0x15, 3),   // OpenCL
    (0x14, 200), // Python
    (0x1f, 201), // Julia
    (0x1c, 202), // Rust
    (0x13, 203), // D
    (0x07, 204), // Fortran77
    (0x08, 205), // Fortran90
    (0x0e, 206), // Fortran95
    (0x22, 207), // Fortran03
    (0x23, 208), // Fortran08
    (0x02, 210), // C
    (0x0c, 211), // C99
    (0x1d, 212), // C11
    (0x04, 214), // C_plus_plus
    (0x19, 215), // C_plus_plus_03
    (0x1a, 216), // C_plus_plus_11
    (0x21, 217), // C_plus_plus_14
];

/// Instruction numbers of the debug-info sets, from the grammar. `DebugInfo`,
/// `OpenCL.DebugInfo.100` and `NonSemantic.Shader.DebugInfo.100` number the instructions they
/// share alike (`tests::debug_sets_share_numbers` checks it), so the constants of
/// `OpenCL.DebugInfo.100` serve all three.
pub mod di {
    use crate::spirv::tables::ext_op::OpenClDebugInfo100 as n;
    pub const INFO_NONE: u32 = n::DebugInfoNone;
    pub const COMPILE_UNIT: u32 = n::DebugCompilationUnit;
    pub const TYPE_BASIC: u32 = n::DebugTypeBasic;
    pub const TYPE_POINTER: u32 = n::DebugTypePointer;
    pub const TYPE_QUALIFIER: u32 = n::DebugTypeQualifier;
    pub const TYPE_ARRAY: u32 = n::DebugTypeArray;
    pub const TYPE_VECTOR: u32 = n::DebugTypeVector;
    pub const TYPEDEF: u32 = n::DebugTypedef;
    pub const TYPE_FUNCTION: u32 = n::DebugTypeFunction;
    pub const TYPE_ENUM: u32 = n::DebugTypeEnum;
    pub const TYPE_COMPOSITE: u32 = n::DebugTypeComposite;
    pub const TYPE_MEMBER: u32 = n::DebugTypeMember;
    pub const TYPE_INHERITANCE: u32 = n::DebugTypeInheritance;
    pub const TYPE_PTR_TO_MEMBER: u32 = n::DebugTypePtrToMember;
    pub const TYPE_TEMPLATE: u32 = n::DebugTypeTemplate;
    pub const TEMPLATE_PARAMETER: u32 = n::DebugTypeTemplateParameter;
    pub const TEMPLATE_TEMPLATE_PARAMETER: u32 = n::DebugTypeTemplateTemplateParameter;
    pub const TEMPLATE_PARAMETER_PACK: u32 = n::DebugTypeTemplateParameterPack;
    pub const GLOBAL_VARIABLE: u32 = n::DebugGlobalVariable;
    pub const FUNCTION_DECLARATION: u32 = n::DebugFunctionDeclaration;
    pub const FUNCTION: u32 = n::DebugFunction;
    pub const LEXICAL_BLOCK: u32 = n::DebugLexicalBlock;
    pub const LEXICAL_BLOCK_DISCRIMINATOR: u32 = n::DebugLexicalBlockDiscriminator;
    pub const SCOPE: u32 = n::DebugScope;
    pub const NO_SCOPE: u32 = n::DebugNoScope;
    pub const INLINED_AT: u32 = n::DebugInlinedAt;
    pub const LOCAL_VARIABLE: u32 = n::DebugLocalVariable;
    pub const INLINED_VARIABLE: u32 = n::DebugInlinedVariable;
    pub const DECLARE: u32 = n::DebugDeclare;
    pub const VALUE: u32 = n::DebugValue;
    pub const OPERATION: u32 = n::DebugOperation;
    pub const EXPRESSION: u32 = n::DebugExpression;
    pub const MACRO_DEF: u32 = n::DebugMacroDef;
    pub const MACRO_UNDEF: u32 = n::DebugMacroUndef;
    pub const IMPORTED_ENTITY: u32 = n::DebugImportedEntity;
    pub const SOURCE: u32 = n::DebugSource;
    pub const MODULE_INTEL: u32 = n::DebugModuleINTEL;

    /// Instructions of `NonSemantic.Shader.DebugInfo.100` only.
    pub mod shader {
        use crate::spirv::tables::ext_op::ShaderDebugInfo100 as s;
        pub const FUNCTION_DEFINITION: u32 = s::DebugFunctionDefinition;
        pub const SOURCE_CONTINUED: u32 = s::DebugSourceContinued;
        pub const LINE: u32 = s::DebugLine;
        pub const NO_LINE: u32 = s::DebugNoLine;
        pub const BUILD_IDENTIFIER: u32 = s::DebugBuildIdentifier;
        pub const STORAGE_PATH: u32 = s::DebugStoragePath;
        pub const ENTRY_POINT: u32 = s::DebugEntryPoint;
        pub const TYPE_MATRIX: u32 = s::DebugTypeMatrix;
    }

    /// Instructions the incumbent's `NonSemantic.Shader.DebugInfo.200` adds.
    pub mod shader200 {
        use crate::spirv::tables::ext_op::ShaderDebugInfo200 as s;
        pub const MODULE: u32 = s::DebugModule;
        pub const TYPE_SUBRANGE: u32 = s::DebugTypeSubrange;
        pub const TYPE_ARRAY_DYNAMIC: u32 = s::DebugTypeArrayDynamic;
        pub const TYPE_STRING: u32 = s::DebugTypeString;
    }
}

#[cfg(test)]
mod tests {
    use crate::spirv::grammar::ext_inst_set;

    #[test]
    fn debug_sets_share_numbers() {
        let ocl = ext_inst_set("OpenCL.DebugInfo.100").expect("OpenCL.DebugInfo.100");
        for other in [
            "DebugInfo",
            "NonSemantic.Shader.DebugInfo.100",
            "NonSemantic.Shader.DebugInfo.200",
        ] {
            let set = ext_inst_set(other).expect(other);
            let mut shared = 0;
            for &(name, number) in set.names {
                if let Some(&(_, n)) = ocl.names.iter().find(|(n, _)| *n == name) {
                    assert_eq!(
                        n, number,
                        "{name} is {n} in OpenCL.DebugInfo.100, {number} in {other}"
                    );
                    shared += 1;
                }
            }
            assert!(shared >= 30, "{other} shares only {shared} names");
        }
    }

    #[test]
    fn qualified_names_are_c_declarators() {
        use super::qualified_type_name as q;
        // const 0, volatile 1, restrict 2.
        assert_eq!(q(0, "int"), "const int");
        assert_eq!(q(0, "int __global *"), "int __global * const");
        // A restrict pointer made const, and a restrict pointer to const: two names.
        let restrict_ptr = q(2, "double __global *");
        assert_eq!(restrict_ptr, "double __global * restrict");
        assert_eq!(q(0, &restrict_ptr), "double __global * restrict const");
        assert_eq!(
            q(2, &format!("{} __global *", q(0, "double"))),
            "const double __global * restrict"
        );
        assert_eq!(q(1, "const int"), "volatile const int");
    }
}
