//! The C API (`include/llvm_spirv_rs.h`, generated from `src/llvm/c_abi.rs` by cbindgen): what
//! its functions do, in safe Rust. The exported functions only move bytes across the C
//! boundary.
//!
//! Each call translates bytes in memory, with options written as on the command line
//! (`"--spirv-ext=+all -spirv-text"`), and hands back either bytes or an error message, both
//! owned by the caller until given to the matching free function. Nothing is global: calls may
//! run on any number of threads at once.

use crate::api::{Output, run};
use crate::args::Args;
use crate::error::{Error, Result};

/// The name the C API gives its input in error messages.
const INPUT_NAME: &str = "<input>";

/// Which translation a C call asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    /// LLVM IR to SPIR-V (`-r`, `-to-text` and `-to-binary` are not options of it).
    Forward,
    /// SPIR-V to LLVM IR (`-r` implied).
    Reverse,
    /// Whatever the options say, as the command does.
    AsOptionsSay,
}

/// Translates `input` as `direction` and `options` say.
pub fn translate(input: &[u8], options: &str, direction: Direction) -> Result<Output> {
    let mut args = Args::parse_str(options)?;
    match direction {
        Direction::Forward if args.reverse || args.to_text || args.to_binary => {
            return Err(Error::Usage(
                "-r, -to-text and -to-binary are not options of a forward translation".into(),
            ));
        }
        Direction::Reverse if args.to_text || args.to_binary => {
            return Err(Error::Usage(
                "-to-text and -to-binary are not options of a reverse translation".into(),
            ));
        }
        Direction::Reverse => args.reverse = true,
        _ => {}
    }
    run(input, INPUT_NAME, &args)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::ErrorKind;

    #[test]
    fn directions_refuse_each_others_modes() {
        let e = translate(b"x", "-r", Direction::Forward).unwrap_err();
        assert_eq!(e.kind(), ErrorKind::Usage);
        let e = translate(b"x", "-to-text", Direction::Reverse).unwrap_err();
        assert_eq!(e.kind(), ErrorKind::Usage);
        // Bad SPIR-V is reported as such: the reverse direction read it.
        let e = translate(b"\x03\x02\x23\x07junk", "", Direction::Reverse).unwrap_err();
        assert_eq!(e.kind(), ErrorKind::InvalidSpirv, "{e}");
    }
}
