//! Debug information: LLVM `DIFlags` ↔ SPIR-V debug flags, DWARF base-type encodings ↔
//! `DebugBaseTypeAttributeEncoding`, DWARF expression operations ↔ `DebugOperation` numbers.

use super::Dir;

/// (LLVM `DIFlags` bit, SPIR-V debug flag bit, only OpenCL.DebugInfo.100 and later have it).
/// The access bits (the low two) are apart: see [`access_to_spirv`].
pub const FLAGS: &[(u32, u32, bool)] = &[
    (1 << 2, 1 << 4, false),   // FwdDecl
    (1 << 6, 1 << 5, false),   // Artificial
    (1 << 7, 1 << 6, false),   // Explicit
    (1 << 8, 1 << 7, false),   // Prototyped
    (1 << 10, 1 << 8, false),  // ObjectPointer
    (1 << 12, 1 << 9, false),  // StaticMember
    (1 << 13, 1 << 11, false), // LValueReference
    (1 << 14, 1 << 12, false), // RValueReference
    (1 << 24, 1 << 14, true),  // EnumClass
    (1 << 22, 1 << 15, true),  // TypePassByValue
    (1 << 23, 1 << 16, true),  // TypePassByReference
];

/// The access of the low two bits: LLVM 1 private / 2 protected / 3 public, SPIR-V 2 / 1 / 3
/// (the same exchange both ways).
pub fn access_to_spirv(llvm: u32) -> u32 {
    match llvm & 3 {
        1 => 2,
        2 => 1,
        3 => 3,
        _ => 0,
    }
}

/// The LLVM access of SPIR-V's low two flag bits.
pub fn access_to_llvm(spv: u32) -> u32 {
    access_to_spirv(spv)
}

/// The SPIR-V debug flags of LLVM `DIFlags` (`legacy`: the SPIRV.debug set, which lacks the
/// newer flags).
pub fn flags_to_spirv(llvm: u32, legacy: bool) -> u32 {
    FLAGS
        .iter()
        .filter(|&&(l, _, newer)| llvm & l != 0 && !(legacy && newer))
        .fold(access_to_spirv(llvm), |f, &(_, s, _)| f | s)
}

/// The LLVM `DIFlags` of SPIR-V debug flags (FlagIsLocal and FlagIsDefinition are subprogram
/// properties, not flags, in LLVM).
pub fn flags_to_llvm(spv: u32) -> u32 {
    FLAGS
        .iter()
        .filter(|&&(_, s, _)| spv & s != 0)
        .fold(access_to_llvm(spv), |f, &(l, ..)| f | l)
}

/// (DWARF `DW_ATE_*` encoding, OpenCL.DebugInfo.100 encoding). Unspecified (0) is what any
/// other encoding becomes either way. SPIRV.debug uses the DWARF numbers themselves.
pub const ENCODINGS: &[(u32, u32)] = &[
    (1, 1), // address
    (2, 2), // boolean
    (4, 3), // float
    (5, 4), // signed
    (6, 5), // signed char
    (7, 6), // unsigned
    (8, 7), // unsigned char
];

/// The OpenCL.DebugInfo.100 encoding of a DWARF encoding (0: unspecified).
pub fn encoding_to_spirv(dwarf: u32) -> u32 {
    ENCODINGS.iter().find(|r| r.0 == dwarf).map_or(0, |r| r.1)
}

/// The DWARF encoding of an OpenCL.DebugInfo.100 encoding (0: unspecified).
pub fn encoding_to_llvm(spv: u32) -> u32 {
    ENCODINGS.iter().find(|r| r.1 == spv).map_or(0, |r| r.0)
}

/// `DW_OP_LLVM_fragment` and its DebugOperation number.
pub const FRAGMENT: (u64, u32) = (0x1000, 9);
/// `DW_OP_LLVM_convert` (operands: size in bits, encoding).
pub const CONVERT: u64 = 0x1001;

/// The last DebugOperation number of the sets' own enumeration (`Fragment`): the numbers
/// after it are the extended numbering `llvm-spirv` writes with
/// `--spirv-allow-extra-diexpressions` (and in its `NonSemantic.Shader.DebugInfo.200`), which
/// no specification defines and `spirv-val` refuses in `OpenCL.DebugInfo.100`.
pub const LAST_STANDARD_OPERATION: u32 = FRAGMENT.1;

/// DWARF operations ↔ DebugOperation numbers: (first DebugOperation number, first DWARF
/// operation, how many consecutive numbers the row covers, directions). Numbers 0–8 are the
/// SPIRV.debug set's, 9 (Fragment) is OpenCL.DebugInfo.100's, the rest (10–167) the extended
/// numbering of the remaining DWARF operations (written only when allowed, see
/// [`operation_to_spirv`]). `DW_OP_LLVM_entry_value` has no number.
pub const OPERATIONS: &[(u32, u64, u32, Dir)] = &[
    (0, 0x06, 1, Dir::Both), // deref
    (1, 0x22, 1, Dir::Both), // plus
    (2, 0x1c, 1, Dir::Both), // minus
    (3, 0x23, 1, Dir::Both), // plus_uconst
    (4, 0x9d, 1, Dir::Both), // bit_piece
    (5, 0x16, 1, Dir::Both), // swap
    (6, 0x18, 1, Dir::Both), // xderef
    (7, 0x9f, 1, Dir::Both), // stack_value
    (8, 0x10, 1, Dir::Both), // constu
    (FRAGMENT.1, FRAGMENT.0, 1, Dir::Both),
    (10, CONVERT, 1, Dir::Both),
    (11, 0x03, 1, Dir::Both),   // addr
    (12, 0x08, 8, Dir::Both),   // const1u, const1s, ... const8s
    (20, 0x11, 1, Dir::Both),   // consts
    (21, 0x12, 4, Dir::Both),   // dup, drop, over, pick
    (25, 0x17, 1, Dir::Both),   // rot
    (26, 0x19, 3, Dir::Both),   // abs, and, div
    (29, 0x1d, 5, Dir::Both),   // mod, mul, neg, not, or
    (34, 0x24, 12, Dir::Both),  // shl, shr, shra, xor, bra, eq, ge, gt, le, lt, ne, skip
    (46, 0x30, 32, Dir::Both),  // lit0..lit31
    (78, 0x50, 32, Dir::Both),  // reg0..reg31
    (110, 0x70, 32, Dir::Both), // breg0..breg31
    (142, 0x90, 13, Dir::Both), // regx, fbreg, bregx, piece, deref_size, xderef_size, nop,
    // push_object_address, call2, call4, call_ref, form_tls_address, call_frame_cfa
    (155, 0x9e, 1, Dir::Both), // implicit_value
    (156, 0xa0, 8, Dir::Both), // implicit_pointer, addrx, constx, entry_value, const_type,
    // regval_type, deref_type, xderef_type
    (164, 0xa9, 1, Dir::Both),   // reinterpret
    (165, 0x1005, 1, Dir::Both), // LLVM_arg
    (166, 0x1004, 1, Dir::Both), // LLVM_implicit_pointer
    (167, 0x1002, 1, Dir::Both), // LLVM_tag_offset
];

/// The DebugOperation number of a DWARF operation (`legacy`: the SPIRV.debug set, which ends
/// at 8; `extended`: the numbers after Fragment are allowed).
pub fn operation_to_spirv(dwarf: u64, legacy: bool, extended: bool) -> Option<u32> {
    OPERATIONS
        .iter()
        .find(|&&(_, d, n, dir)| dir.to_spirv() && (d..d + u64::from(n)).contains(&dwarf))
        .map(|&(s, d, ..)| s + (dwarf - d) as u32)
        .filter(|&s| !(legacy && s > 8) && (extended || s <= LAST_STANDARD_OPERATION))
}

/// The DWARF operation of a DebugOperation number.
pub fn operation_to_llvm(spv: u32) -> Option<u64> {
    OPERATIONS
        .iter()
        .find(|&&(s, _, n, dir)| dir.to_llvm() && (s..s + n).contains(&spv))
        .map(|&(s, d, ..)| d + u64::from(spv - s))
}

/// The DWARF name of an operation (for messages): `DW_OP_0x..` for one without a name here.
pub fn operation_name(op: u64) -> String {
    let named: &[(u64, &str)] = &[
        (0x03, "addr"),
        (0x06, "deref"),
        (0x10, "constu"),
        (0x11, "consts"),
        (0x12, "dup"),
        (0x14, "over"),
        (0x16, "swap"),
        (0x18, "xderef"),
        (0x1a, "and"),
        (0x1b, "div"),
        (0x1c, "minus"),
        (0x1d, "mod"),
        (0x1e, "mul"),
        (0x1f, "neg"),
        (0x20, "not"),
        (0x21, "or"),
        (0x22, "plus"),
        (0x23, "plus_uconst"),
        (0x24, "shl"),
        (0x25, "shr"),
        (0x26, "shra"),
        (0x27, "xor"),
        (0x29, "eq"),
        (0x2a, "ge"),
        (0x2b, "gt"),
        (0x2c, "le"),
        (0x2d, "lt"),
        (0x2e, "ne"),
        (0x30, "lit0"),
        (0x90, "regx"),
        (0x92, "bregx"),
        (0x94, "deref_size"),
        (0x97, "push_object_address"),
        (0x9d, "bit_piece"),
        (0x9f, "stack_value"),
        (0x1000, "LLVM_fragment"),
        (0x1001, "LLVM_convert"),
        (0x1002, "LLVM_tag_offset"),
        (0x1003, "LLVM_entry_value"),
        (0x1004, "LLVM_implicit_pointer"),
        (0x1005, "LLVM_arg"),
    ];
    match named.iter().find(|r| r.0 == op) {
        Some((_, n)) => format!("DW_OP_{n}"),
        None => format!("DW_OP_{op:#x}"),
    }
}

/// The number of literal operands of a DWARF expression operation.
pub fn operation_literals(op: u64) -> usize {
    match op {
        0x03 | 0x08..=0x11 | 0x15 | 0x23 | 0x70..=0x8f | 0x90 | 0x94 | 0x95 | 0xa1 | 0xa2 => 1,
        0x92 | 0x9d | 0x1000 | 0x1001 => 2,
        0x1002 | 0x1003 | 0x1005 => 1,
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flag_rows_round_trip() {
        for &(l, s, newer) in FLAGS {
            assert_eq!(flags_to_spirv(l, false), s);
            assert_eq!(flags_to_spirv(l, true), if newer { 0 } else { s });
            assert_eq!(flags_to_llvm(s), l);
        }
        for access in 0..4 {
            assert_eq!(access_to_llvm(access_to_spirv(access)), access);
        }
    }

    #[test]
    fn encoding_rows_round_trip() {
        for &(d, s) in ENCODINGS {
            assert_eq!(encoding_to_spirv(d), s);
            assert_eq!(encoding_to_llvm(s), d);
        }
    }

    #[test]
    fn operation_rows_round_trip() {
        let mut next = 0;
        for &(s, d, n, dir) in OPERATIONS {
            // The rows cover the numbers 0..=167 in order, without gaps.
            assert_eq!(s, next);
            next = s + n;
            for k in 0..n {
                assert_eq!(operation_to_llvm(s + k), Some(d + u64::from(k)));
                if dir.to_spirv() {
                    assert_eq!(
                        operation_to_spirv(d + u64::from(k), false, true),
                        Some(s + k)
                    );
                    let standard = s + k <= LAST_STANDARD_OPERATION;
                    assert_eq!(
                        operation_to_spirv(d + u64::from(k), false, false).is_some(),
                        standard
                    );
                }
            }
        }
        assert_eq!(next, 168);
        assert_eq!(operation_to_spirv(FRAGMENT.0, true, true), None);
        assert_eq!(
            operation_to_spirv(FRAGMENT.0, false, false),
            Some(FRAGMENT.1)
        );
        // DW_OP_LLVM_entry_value has no number, even extended.
        assert_eq!(operation_to_spirv(0x1003, false, true), None);
    }
}
