//! SPV_INTEL_fpga_memory_attributes: the `{key:value}` items of clang's annotation strings
//! (`{memory:MLAB}{numbanks:4}{bank_bits:2,3}`…, on `llvm.var.annotation`,
//! `llvm.ptr.annotation` of a struct field and `@llvm.global.annotations`) ↔ decorations of
//! variables and struct members. Forward parses a string into decorations; reverse writes the
//! decorations of a target back as one string, in decoration order. `{sizeinfo:…}` carries
//! nothing and is dropped; `{pump:1}` / `{pump:2}` are two decorations. An item may also name
//! its decoration by number, with comma-separated arguments, words or quoted strings
//! (`{5835:1,2,3}`, `{5826:"BLOCK_RAM"}`, `{5825}`; SPIRVRepresentationInLLVM's "member
//! decoration through pointer annotations"): then a decoration without operands ignores its
//! arguments and MergeINTEL's two strings are two arguments. The reverse writes the reserved
//! names.

use crate::spirv::layout::{decode_string, encode_string};
use crate::spirv::tables::enums::Decoration as D;

/// How an item's value becomes the decoration's operands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Operands {
    /// No operand; the item's value is the given text (`{register:1}`).
    None(&'static str),
    /// One literal integer.
    Int,
    /// Comma-separated literal integers (one or more).
    Ints,
    /// One literal string.
    Str,
    /// Two literal strings separated by ':'.
    TwoStrs,
}

/// (key, decoration, operands). `pump` has two rows, told apart by their value.
pub const ITEMS: &[(&str, u32, Operands)] = &[
    ("register", D::RegisterINTEL, Operands::None("1")),
    ("memory", D::MemoryINTEL, Operands::Str),
    ("numbanks", D::NumbanksINTEL, Operands::Int),
    ("bankwidth", D::BankwidthINTEL, Operands::Int),
    ("private_copies", D::MaxPrivateCopiesINTEL, Operands::Int),
    ("pump", D::SinglepumpINTEL, Operands::None("1")),
    ("pump", D::DoublepumpINTEL, Operands::None("2")),
    ("max_replicates", D::MaxReplicatesINTEL, Operands::Int),
    (
        "simple_dual_port",
        D::SimpleDualPortINTEL,
        Operands::None("1"),
    ),
    ("merge", D::MergeINTEL, Operands::TwoStrs),
    ("bank_bits", D::BankBitsINTEL, Operands::Ints),
    ("force_pow2_depth", D::ForcePow2DepthINTEL, Operands::Int),
];

/// Items that carry nothing in SPIR-V.
const IGNORED: &[&str] = &["sizeinfo"];

/// The decorations (decoration, operand words) of an annotation string; `None` when it is not
/// made only of FPGA memory attributes (an unknown key, a malformed value, no item).
pub fn decorations(text: &str) -> Option<Vec<(u32, Vec<u32>)>> {
    let body = text.strip_prefix('{')?.strip_suffix('}')?;
    let mut out = Vec::new();
    for item in body.split("}{") {
        let (key, value) = item.split_once(':').unwrap_or((item, ""));
        if IGNORED.contains(&key) {
            continue;
        }
        if let Ok(number) = key.trim().parse::<u32>() {
            out.push(by_number(number, value)?);
            continue;
        }
        let &(_, d, kind) = ITEMS.iter().find(|&&(k, _, kind)| {
            k == key && !matches!(kind, Operands::None(v) if key == "pump" && v != value.trim())
        })?;
        let mut words = Vec::new();
        match kind {
            Operands::None(_) => {}
            Operands::Int => words.push(value.trim().parse::<u32>().ok()?),
            Operands::Ints => {
                for v in value.split(',') {
                    words.push(v.trim().parse::<u32>().ok()?);
                }
            }
            Operands::Str => encode_string(unquote(value).as_bytes(), &mut words),
            Operands::TwoStrs => {
                let (a, b) = value.split_once(':')?;
                encode_string(unquote(a).as_bytes(), &mut words);
                encode_string(unquote(b).as_bytes(), &mut words);
            }
        }
        out.push((d, words));
    }
    (!out.is_empty()).then_some(out)
}

/// A value without the quotation marks that may enclose it.
fn unquote(value: &str) -> &str {
    let v = value.trim();
    v.strip_prefix('"')
        .and_then(|v| v.strip_suffix('"'))
        .unwrap_or(v)
}

/// An item that names its decoration by number (one of the memory attributes): the
/// arguments, split at commas outside quotation marks, as the decoration's operands.
fn by_number(number: u32, value: &str) -> Option<(u32, Vec<u32>)> {
    let &(_, d, kind) = ITEMS.iter().find(|&&(_, d, _)| d == number)?;
    let mut args = Vec::new();
    let (mut start, mut quoted) = (0, false);
    for (i, c) in value.char_indices() {
        match c {
            '"' => quoted = !quoted,
            ',' if !quoted => {
                args.push(&value[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    if quoted {
        return None;
    }
    args.push(&value[start..]);
    let args: Vec<&str> = args
        .into_iter()
        .map(unquote)
        .filter(|a| !a.is_empty())
        .collect();
    let mut words = Vec::new();
    match (kind, args.as_slice()) {
        (Operands::None(_), _) => {}
        (Operands::Int, [v]) => words.push(v.parse::<u32>().ok()?),
        (Operands::Ints, [_, ..]) => {
            for v in &args {
                words.push(v.parse::<u32>().ok()?);
            }
        }
        (Operands::Str, [v]) => encode_string(v.as_bytes(), &mut words),
        (Operands::TwoStrs, [a, b]) => {
            encode_string(a.as_bytes(), &mut words);
            encode_string(b.as_bytes(), &mut words);
        }
        _ => return None,
    }
    Some((d, words))
}

/// Whether a decoration is one of the memory attributes.
pub fn is_memory_attribute(decoration: u32) -> bool {
    ITEMS.iter().any(|&(_, d, _)| d == decoration)
}

/// The `{key:value}` item of one decoration with its operand words; `None` for another
/// decoration or operands that do not fit it.
pub fn item(decoration: u32, words: &[u32]) -> Option<String> {
    let &(key, _, kind) = ITEMS.iter().find(|&&(_, d, _)| d == decoration)?;
    let value = match kind {
        Operands::None(v) => v.to_string(),
        Operands::Int => words.first()?.to_string(),
        Operands::Ints if !words.is_empty() => words
            .iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join(","),
        Operands::Ints => return None,
        Operands::Str => decode_string(words)?.0,
        Operands::TwoStrs => {
            let (a, n) = decode_string(words)?;
            let (b, _) = decode_string(words.get(n..)?)?;
            format!("{a}:{b}")
        }
    };
    Some(format!("{{{key}:{value}}}"))
}

/// The annotation string of a target's decorations (those that are memory attributes, in
/// order); `None` when it has none.
pub fn annotation<'a>(decorations: impl IntoIterator<Item = (u32, &'a [u32])>) -> Option<String> {
    let text: String = decorations
        .into_iter()
        .filter_map(|(d, words)| item(d, words))
        .collect();
    (!text.is_empty()).then_some(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_items() {
        let d = decorations("{memory:DEFAULT}{sizeinfo:4}{numbanks:8}{bank_bits:3,2}").unwrap();
        assert_eq!(d.len(), 3);
        assert_eq!(d[1], (D::NumbanksINTEL, vec![8]));
        assert_eq!(d[2], (D::BankBitsINTEL, vec![3, 2]));
        assert_eq!(decorations("{pump:2}").unwrap()[0].0, D::DoublepumpINTEL);
        assert_eq!(decorations("{pump:1}").unwrap()[0].0, D::SinglepumpINTEL);
        assert!(decorations("{pump:3}").is_none());
        assert!(decorations("{params:3}").is_none());
        assert!(decorations("{sizeinfo:4}").is_none());
        assert!(decorations("plain text").is_none());
    }

    #[test]
    fn parses_decoration_numbers() {
        // The forms of SPIRVRepresentationInLLVM: a number, arguments as words or strings.
        assert_eq!(
            decorations("{5835:1,2,3}").unwrap(),
            vec![(D::BankBitsINTEL, vec![1, 2, 3])]
        );
        let mut block_ram = Vec::new();
        encode_string(b"BLOCK_RAM", &mut block_ram);
        assert_eq!(
            decorations("{5826:\"BLOCK_RAM\"}").unwrap(),
            vec![(D::MemoryINTEL, block_ram.clone())]
        );
        assert_eq!(
            decorations("{memory:\"BLOCK_RAM\"}").unwrap()[0].1,
            block_ram
        );
        // A decoration without operands ignores its arguments.
        assert_eq!(
            decorations("{5825}").unwrap(),
            vec![(D::RegisterINTEL, vec![])]
        );
        assert_eq!(
            decorations("{5831:7}").unwrap(),
            vec![(D::DoublepumpINTEL, vec![])]
        );
        let mut merge = Vec::new();
        encode_string(b"k,1", &mut merge);
        encode_string(b"width", &mut merge);
        assert_eq!(
            decorations("{5834:\"k,1\",width}").unwrap(),
            vec![(D::MergeINTEL, merge)]
        );
        assert_eq!(decorations("{5827:4}{numbanks:8}").unwrap().len(), 2);
        // Not a memory attribute, the wrong number of arguments, an open quotation.
        assert!(decorations("{5921:3}").is_none());
        assert!(decorations("{5827:4,5}").is_none());
        assert!(decorations("{5827}").is_none());
        assert!(decorations("{5826:\"BLOCK}").is_none());
        // The reverse writes the reserved name.
        let d = decorations("{5835:1,2,3}").unwrap();
        let back = annotation(d.iter().map(|(d, w)| (*d, w.as_slice())));
        assert_eq!(back.as_deref(), Some("{bank_bits:1,2,3}"));
    }

    #[test]
    fn rows_round_trip() {
        for text in [
            "{register:1}",
            "{memory:MLAB}",
            "{numbanks:4}",
            "{bankwidth:8}",
            "{private_copies:2}",
            "{pump:1}",
            "{pump:2}",
            "{max_replicates:3}",
            "{simple_dual_port:1}",
            "{merge:foo:depth}",
            "{bank_bits:4,5,6}",
            "{force_pow2_depth:0}",
            "{memory:DEFAULT}{numbanks:8}{bank_bits:42,41,40}",
        ] {
            let d = decorations(text).unwrap();
            let back = annotation(d.iter().map(|(d, w)| (*d, w.as_slice())));
            assert_eq!(back.as_deref(), Some(text));
        }
        // Every row is reached by its key (and value, for pump).
        for &(key, d, kind) in ITEMS {
            let value = match kind {
                Operands::None(v) => v.to_string(),
                Operands::Int | Operands::Ints => "1".into(),
                Operands::Str => "x".into(),
                Operands::TwoStrs => "x:y".into(),
            };
            let got = decorations(&format!("{{{key}:{value}}}")).unwrap();
            assert_eq!(got[0].0, d);
        }
    }
}
