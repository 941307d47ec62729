//! The one error type of the crate. Every error says what went wrong and where.

use std::fmt;

/// Where in the input an error was found.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub enum Location {
    #[default]
    None,
    /// A word offset in a binary module (0 = the magic number), with the instruction there.
    Word {
        offset: usize,
        instruction: Option<String>,
    },
    /// A line and column (both 1-based) of a text module, with the instruction there.
    Text {
        line: usize,
        column: usize,
        instruction: Option<String>,
    },
    /// A file, for I/O errors.
    File(String),
}

impl Location {
    /// "binary" or "text", for messages about malformed SPIR-V.
    pub fn form(&self) -> &'static str {
        match self {
            Location::Text { .. } => "text",
            _ => "binary",
        }
    }
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Location::None => Ok(()),
            Location::Word {
                offset,
                instruction,
            } => {
                write!(f, "at word {offset}")?;
                if let Some(i) = instruction {
                    write!(f, " (Op{i})")?;
                }
                f.write_str(": ")
            }
            Location::Text {
                line,
                column,
                instruction,
            } => {
                write!(f, "at line {line}, column {column}")?;
                if let Some(i) = instruction {
                    write!(f, " ({i})")?;
                }
                f.write_str(": ")
            }
            Location::File(p) => write!(f, "{p}: "),
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// Malformed SPIR-V binary or text.
    #[error("Invalid SPIR-V {}: {location}{message}", location.form())]
    InvalidSpirv { location: Location, message: String },
    /// Input or output file problems.
    #[error("{location}{message}")]
    Io { location: Location, message: String },
    /// A command-line problem: an unknown option, a bad option value, options that exclude each
    /// other (exit code 2).
    #[error("{0}")]
    Usage(String),
    /// An input of the wrong kind for the command, or empty (exit code 1).
    #[error("{0}")]
    Input(String),
    /// Something valid that we do not translate (yet).
    #[error("{0}")]
    Unsupported(String),
    /// An input that llvm-spirv rejects with LLVM's `report_fatal_error` (it aborts): the message
    /// keeps its `LLVM ERROR: <message>` wording for scripts that look for it, but the command
    /// ends like on any other error (exit code 1), never by abort.
    #[error("LLVM ERROR: {0}")]
    Fatal(String),
}

impl Error {
    pub fn at_word(offset: usize, instruction: Option<String>, message: impl Into<String>) -> Self {
        Error::InvalidSpirv {
            location: Location::Word {
                offset,
                instruction,
            },
            message: message.into(),
        }
    }
    pub fn at_text(
        line: usize,
        column: usize,
        instruction: Option<String>,
        message: impl Into<String>,
    ) -> Self {
        Error::InvalidSpirv {
            location: Location::Text {
                line,
                column,
                instruction,
            },
            message: message.into(),
        }
    }
    pub fn io(path: &str, err: impl fmt::Display) -> Self {
        Error::Io {
            location: Location::File(path.to_string()),
            message: err.to_string(),
        }
    }
}

pub type Result<T, E = Error> = std::result::Result<T, E>;
