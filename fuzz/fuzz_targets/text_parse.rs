//! Fuzzes the SPIR-V text reader.
//!
//! Every module `parse` accepts must be written back as text that parses again to the same
//! module (compared through the binary encoding).
#![no_main]

use libfuzzer_sys::fuzz_target;
use llvm_spirv_rs::spirv::{binary, text};

fuzz_target!(|data: &[u8]| {
    let Ok(m) = text::parse(data) else {
        return;
    };
    let spt = text::write(&m);
    let back = match text::parse(&spt) {
        Ok(back) => back,
        Err(e) => panic!(
            "text::parse rejects text::write's output: {e}\n--- text ---\n{}",
            String::from_utf8_lossy(&spt)
        ),
    };
    let first = binary::encode(&m);
    let second = binary::encode(&back);
    assert!(
        first == second,
        "text -> module -> text -> module changes the module ({} vs {} bytes)\n--- text ---\n{}",
        first.len(),
        second.len(),
        String::from_utf8_lossy(&spt)
    );
});
