//! Facts of the debug-info extended instruction sets that both translation directions use.

/// The source spelling of a DebugTypeQualifier's qualifier (`Type Qualifier` operand): the
/// forward translation names its stand-in pointee types with it (`const int`), the reverse
/// finds the qualified type again by that name.
pub fn qualifier_keyword(q: u32) -> &'static str {
    match q {
        0 => "const",
        1 => "volatile",
        2 => "restrict",
        _ => "_Atomic",
    }
}
