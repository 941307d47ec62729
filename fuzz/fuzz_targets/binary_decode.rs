//! Fuzzes the SPIR-V binary reader.
//!
//! Every module `decode` accepts must re-encode to exactly the input bytes, and must survive a
//! trip through the text form (write, parse) with the same words.
//!
//! Known, reported issues can be let through so that fuzzing goes on past them: set
//! `LLVM_SPIRV_FUZZ_ALLOW` to a comma-separated list of
//! - `string-padding`: decode accepts a literal string whose last word has non-zero bytes after
//!   the terminating NUL; the text form cannot carry them (regressions/binary_decode-string-padding).
#![no_main]

use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use llvm_spirv_rs::spirv::{binary, text};

fn allowed(issue: &str) -> bool {
    static ALLOW: OnceLock<Vec<String>> = OnceLock::new();
    ALLOW
        .get_or_init(|| {
            std::env::var("LLVM_SPIRV_FUZZ_ALLOW")
                .unwrap_or_default()
                .split(',')
                .map(|s| s.trim().to_owned())
                .filter(|s| !s.is_empty())
                .collect()
        })
        .iter()
        .any(|a| a == issue)
}

/// Whether `wrote` differs from `read` only by bytes zeroed after a NUL inside a word (string
/// octets sit lowest-order first in a word whatever the byte order of the module).
fn only_string_padding(read: &[u8], wrote: &[u8], big_endian: bool) -> bool {
    let word = |c: &[u8]| {
        let a = [c[0], c[1], c[2], c[3]];
        if big_endian { u32::from_be_bytes(a) } else { u32::from_le_bytes(a) }
    };
    read.len() == wrote.len()
        && read.chunks_exact(4).zip(wrote.chunks_exact(4)).all(|(r, w)| {
            let (r, w) = (word(r), word(w));
            r == w
                || (0..3).any(|k| {
                    let keep = (1u64 << (8 * (k + 1))) as u32 - 1; // bytes 0..=k
                    (r >> (8 * k)) & 0xff == 0 && w == r & keep
                })
        })
}

fuzz_target!(|data: &[u8]| {
    let Ok(m) = binary::decode(data) else {
        return;
    };
    let encoded = binary::encode(&m);
    assert!(
        encoded == data,
        "decode -> encode is not bit-identical ({} bytes in, {} bytes out)",
        data.len(),
        encoded.len()
    );

    let spt = text::write(&m);
    let mut back = match text::parse(&spt) {
        Ok(back) => back,
        Err(e) => panic!(
            "text::parse rejects text::write's output: {e}\n--- text ---\n{}",
            String::from_utf8_lossy(&spt)
        ),
    };
    // The text form carries no byte order; compare in the order the binary was read in.
    back.big_endian = m.big_endian;
    let reencoded = binary::encode(&back);
    if reencoded != data
        && allowed("string-padding")
        && only_string_padding(data, &reencoded, m.big_endian)
    {
        return;
    }
    assert!(
        reencoded == data,
        "binary -> text -> binary changes the module ({} bytes in, {} bytes out; first differing \
         byte at offset {:?})\n--- text ---\n{}",
        data.len(),
        reencoded.len(),
        data.iter().zip(&reencoded).position(|(a, b)| a != b),
        String::from_utf8_lossy(&spt)
    );
});
