//! Fuzzes the SPIRV-Tools assembly reader.
//!
//! Every module `asm::parse` accepts must be written back (raw ids and friendly names, the
//! tools' forms) as assembly that parses again to the same module (compared through the
//! binary encoding; friendly names renumber ids, so that form is compared by its second
//! reading).
#![no_main]

use libfuzzer_sys::fuzz_target;
use llvm_spirv_rs::spirv::asm::{self, IdNumbering, ReadOptions, WriteOptions};
use llvm_spirv_rs::spirv::binary;

fuzz_target!(|data: &[u8]| {
    let Ok(m) = asm::parse(data) else {
        return;
    };
    let first = binary::encode(&m);
    let raw = asm::write(&m, &WriteOptions::RAW_IDS);
    let back = match asm::parse(&raw) {
        Ok(back) => back,
        Err(e) => panic!(
            "asm::parse rejects asm::write's raw-id output: {e}\n--- text ---\n{}",
            String::from_utf8_lossy(&raw)
        ),
    };
    assert!(
        first == binary::encode(&back),
        "asm -> module -> raw-id asm -> module changes the module\n--- text ---\n{}",
        String::from_utf8_lossy(&raw)
    );
    // The friendly form reads back (ids renumbered) and is stable from then on.
    let friendly = asm::write(&m, &WriteOptions::SPIRV_DIS);
    let seq = ReadOptions {
        ids: IdNumbering::Sequential,
    };
    let once = match asm::parse_with(&friendly, &seq) {
        Ok(x) => x,
        Err(e) => panic!(
            "asm::parse rejects asm::write's friendly output: {e}\n--- text ---\n{}",
            String::from_utf8_lossy(&friendly)
        ),
    };
    let again = asm::write(&once, &WriteOptions::SPIRV_DIS);
    let twice = asm::parse_with(&again, &seq).expect("second friendly reading");
    assert!(
        binary::encode(&once) == binary::encode(&twice),
        "friendly asm is not stable\n--- text ---\n{}",
        String::from_utf8_lossy(&again)
    );
});
