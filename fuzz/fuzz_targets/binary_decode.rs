//! Fuzzes the SPIR-V binary reader.
//!
//! Every module `decode` accepts must re-encode to exactly the input bytes, and must survive a
//! trip through the text form (write, parse) with the same words.
#![no_main]

use libfuzzer_sys::fuzz_target;
use llvm_spirv_rs::spirv::{binary, text};

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
    assert!(
        reencoded == data,
        "binary -> text -> binary changes the module ({} bytes in, {} bytes out)\n--- text ---\n{}",
        data.len(),
        reencoded.len(),
        String::from_utf8_lossy(&spt)
    );
});
