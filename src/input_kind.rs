//! What kind of input a byte buffer holds, told from its content, and the hint given when a
//! command gets the wrong kind.

use crate::error::{Error, Result};
use crate::spirv;

/// Whether `bytes` start like LLVM bitcode (raw, or in the bitcode wrapper).
pub fn is_llvm_bitcode(bytes: &[u8]) -> bool {
    bytes.starts_with(b"BC\xC0\xDE") || bytes.starts_with(&[0xDE, 0xC0, 0x17, 0x0B])
}

/// Refuses an input that is not LLVM IR where LLVM IR is expected (SPIR-V, or unknown bytes),
/// naming the input `name`; gives the kind otherwise.
pub fn expect_llvm(input: &[u8], name: &str) -> Result<InputKind> {
    let kind = InputKind::detect(input);
    if kind.is_spirv() {
        return Err(Error::Input(format!(
            "{name} is {}, not LLVM IR: use -r to translate it to LLVM IR, or -to-text / -to-binary",
            kind.describe()
        )));
    }
    if kind == InputKind::Unknown {
        return Err(Error::Input(format!("{name} is {}", kind.describe())));
    }
    Ok(kind)
}

/// Refuses an input that is not SPIR-V where SPIR-V is expected (`what` is the option that
/// expects it), naming the input `name`, with a hint.
pub fn expect_spirv(input: &[u8], name: &str, what: &str) -> Result<()> {
    match InputKind::detect(input) {
        InputKind::SpirvBinary | InputKind::SpirvText | InputKind::SpirvAssembly => Ok(()),
        k @ (InputKind::LlvmBitcode | InputKind::LlvmText) => {
            let hint = if what == "-r" {
                "drop -r to translate it to SPIR-V".to_string()
            } else {
                format!(
                    "{what} takes SPIR-V; to translate LLVM IR to SPIR-V, give it without {what}"
                )
            };
            Err(Error::Input(format!(
                "{name} is {}, not SPIR-V: {hint}",
                k.describe()
            )))
        }
        InputKind::Unknown | InputKind::OtherText => {
            // The decoder names the first word; say what the input is not, too.
            let why = match spirv::binary::decode(input) {
                Err(e) => format!(" ({e})"),
                Ok(_) => String::new(),
            };
            Err(Error::Input(format!(
                "{name} is neither LLVM bitcode, LLVM assembly nor SPIR-V{why}"
            )))
        }
    }
}

/// The kinds of input the translator tells apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputKind {
    /// A SPIR-V binary (magic number in either byte order).
    SpirvBinary,
    /// The incumbent's SPIR-V text form (`-to-text`): the magic number in decimal first.
    SpirvText,
    /// The SPIRV-Tools assembly syntax (`spirv-dis` / `spirv-as`).
    SpirvAssembly,
    /// LLVM bitcode (raw or in the bitcode wrapper).
    LlvmBitcode,
    /// LLVM assembly (`.ll`).
    LlvmText,
    /// Printable text that is none of the above (LLVM's parser names its first bad line).
    OtherText,
    /// None of the above.
    Unknown,
}

impl InputKind {
    /// Tells the kind of `bytes` from their content.
    pub fn detect(bytes: &[u8]) -> InputKind {
        if is_llvm_bitcode(bytes) {
            return InputKind::LlvmBitcode;
        }
        if spirv::binary::looks_binary(bytes) {
            return InputKind::SpirvBinary;
        }
        if spirv::text::looks_text(bytes) {
            return InputKind::SpirvText;
        }
        let Ok(text) = std::str::from_utf8(bytes) else {
            return InputKind::Unknown;
        };
        let mut llvm = 0;
        let mut asm = 0;
        for line in text.lines().take(2000) {
            let l = line.trim_start();
            if l.is_empty() {
                continue;
            }
            if l.trim_end() == "; SPIR-V" || l.starts_with("OpCapability ") {
                return InputKind::SpirvAssembly;
            }
            if l.starts_with(';') {
                continue;
            }
            if l.starts_with("; ModuleID")
                || l.starts_with("source_filename")
                || l.starts_with("target triple")
                || l.starts_with("target datalayout")
                || l.starts_with("define ")
                || l.starts_with("declare ")
                || l.starts_with("attributes #")
            {
                llvm += 1;
            }
            // `%name = OpX ...` or a bare `OpX ...`.
            let op = match l.split_once('=') {
                Some((lhs, rhs)) if lhs.trim_end().starts_with('%') => rhs.trim_start(),
                _ => l,
            };
            if op.starts_with("Op") && op[2..].starts_with(|c: char| c.is_ascii_uppercase()) {
                asm += 1;
            }
            if llvm + asm >= 3 {
                break;
            }
        }
        if asm > llvm {
            InputKind::SpirvAssembly
        } else if llvm > 0 {
            InputKind::LlvmText
        } else if text.chars().all(|c| !c.is_control() || c.is_whitespace()) {
            InputKind::OtherText
        } else {
            InputKind::Unknown
        }
    }

    /// What the kind is called in messages.
    pub fn describe(self) -> &'static str {
        match self {
            InputKind::SpirvBinary => "a SPIR-V binary",
            InputKind::SpirvText => "SPIR-V in the llvm-spirv text form",
            InputKind::SpirvAssembly => "SPIR-V assembly (the spirv-as / spirv-dis syntax)",
            InputKind::LlvmBitcode => "LLVM bitcode",
            InputKind::LlvmText => "LLVM assembly",
            InputKind::OtherText | InputKind::Unknown => {
                "neither LLVM bitcode, LLVM assembly nor SPIR-V"
            }
        }
    }

    /// Whether the kind is some form of SPIR-V.
    pub fn is_spirv(self) -> bool {
        matches!(
            self,
            InputKind::SpirvBinary | InputKind::SpirvText | InputKind::SpirvAssembly
        )
    }
}

#[cfg(test)]
mod tests {
    use super::InputKind::*;
    use super::*;

    #[test]
    fn tells_kinds_apart() {
        assert_eq!(InputKind::detect(b"BC\xC0\xDE\x35\x14"), LlvmBitcode);
        assert_eq!(InputKind::detect(&[3, 2, 0x23, 7, 0, 0]), SpirvBinary);
        assert_eq!(InputKind::detect(&[7, 0x23, 2, 3, 0, 0]), SpirvBinary);
        assert_eq!(InputKind::detect(b"119734787 65536 0 5 0\n"), SpirvText);
        assert_eq!(
            InputKind::detect(b"; SPIR-V\n; Version: 1.0\nOpCapability Addresses\n"),
            SpirvAssembly
        );
        assert_eq!(
            InputKind::detect(b"OpCapability Kernel\n%1 = OpTypeVoid\n"),
            SpirvAssembly
        );
        assert_eq!(
            InputKind::detect(b"target triple = \"spir64\"\ndefine void @f() {\n ret void\n}\n"),
            LlvmText
        );
        assert_eq!(InputKind::detect(b"hello\n"), OtherText);
        assert_eq!(
            InputKind::detect(&[0x9c, 0x48, 0x9f, 0xaf, 0x01, 0xff]),
            Unknown
        );
        assert_eq!(InputKind::detect(b"abc\x01\x02def"), Unknown);
    }
}
