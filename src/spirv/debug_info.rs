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
