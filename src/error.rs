//! The one error type of the crate. Every error says what went wrong and where.

use std::fmt;

/// Where in the input an error was found.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub enum Location {
    /// Nowhere in particular.
    #[default]
    None,
    /// A word offset in a binary module (0 = the magic number), with the instruction there.
    Word {
        /// The word offset.
        offset: usize,
        /// The instruction's opcode name without `Op`.
        instruction: Option<String>,
    },
    /// A line and column (both 1-based) of a text module, with the instruction there.
    Text {
        /// The line (1-based).
        line: usize,
        /// The column (1-based).
        column: usize,
        /// The instruction's opcode name.
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

/// An error of the crate: what went wrong and where ([`Error::kind`], [`Error::site`],
/// [`Error::word_offset`]); its `Display` is the one-line message the command prints.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// Malformed SPIR-V binary or text.
    #[error("Invalid SPIR-V {}: {location}{message}", location.form())]
    InvalidSpirv {
        /// Where.
        location: Location,
        /// What is wrong.
        message: String,
    },
    /// Input or output file problems.
    #[error("{location}{message}")]
    Io {
        /// The file.
        location: Location,
        /// What is wrong.
        message: String,
    },
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
    /// An input a translation cannot take (`fatal`: one llvm-spirv aborts on, worded as
    /// [`Error::Fatal`]), with the function and instruction it was found in.
    #[error("{}", translation_message(*fatal, site, message))]
    Translation {
        /// Whether llvm-spirv aborts on it (its `LLVM ERROR:` wording).
        fatal: bool,
        /// Where in the module.
        site: Box<Site>,
        /// What is wrong.
        message: String,
    },
    /// A malformed instruction met in a translation (an operand it must have is missing), with
    /// the function and instruction it was found in.
    #[error("{}", translation_message(false, site, &problem.to_string()))]
    Operand {
        /// Where in the module.
        site: Box<Site>,
        /// What is wrong with the operands.
        problem: OperandProblem,
    },
}

/// What is wrong with an instruction's operands ([`Error::Operand`]).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum OperandProblem {
    /// Operand word `index` (counting the result type and id), which is `what` (an id, a
    /// literal...), is missing: the instruction has only `words` operand words.
    Missing {
        /// The operand word's index.
        index: usize,
        /// What the operand is.
        what: &'static str,
        /// How many operand words the instruction has.
        words: usize,
    },
}

impl fmt::Display for OperandProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OperandProblem::Missing { index, what, words } => write!(
                f,
                "missing operand {index} ({what}): the instruction has {words} operand word{}",
                if *words == 1 { "" } else { "s" }
            ),
        }
    }
}

/// The kind of an [`Error`], for callers that branch on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ErrorKind {
    /// Malformed SPIR-V binary or text.
    InvalidSpirv,
    /// Input or output problems (unreadable files, LLVM IR that does not parse).
    Io,
    /// Bad options.
    Usage,
    /// An input of the wrong kind for the command, or empty.
    Input,
    /// Something valid that is not translated (yet), or that is not valid for the translation.
    Unsupported,
    /// An input llvm-spirv aborts on (`LLVM ERROR:`); here an error like any other.
    Fatal,
}

/// Where in a module being translated an error was found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Site {
    /// The function (its LLVM name, or the SPIR-V function's name or `%id`).
    pub function: Option<String>,
    /// The SPIR-V instruction, as its opcode name (`OpLoad`).
    pub instruction: Option<String>,
    /// The 1-based number of that instruction in the module.
    pub instruction_number: Option<usize>,
    /// The word offset of that instruction in the binary module (0 = the magic number).
    pub word_offset: Option<usize>,
    /// The result id of that instruction, when it has one.
    pub id: Option<u32>,
    /// The LLVM instruction (as LLVM prints it), for an error found in an LLVM module before
    /// its translation has a SPIR-V instruction to name.
    pub llvm_instruction: Option<String>,
}

fn translation_message(fatal: bool, site: &Site, message: &str) -> String {
    let function = site.function.as_deref().filter(|f| !f.is_empty());
    let llvm_instruction = site.llvm_instruction.as_deref();
    if fatal {
        return match (function, llvm_instruction) {
            (Some(f), Some(i)) => format!("LLVM ERROR: {message} (in function '{f}': {i})"),
            (Some(f), None) => format!("LLVM ERROR: {message} (in function '{f}')"),
            (None, Some(i)) => format!("LLVM ERROR: {message} (at: {i})"),
            (None, None) => format!("LLVM ERROR: {message}"),
        };
    }
    let mut out = String::new();
    if let Some(name) = &site.instruction {
        out.push_str(name);
        if let Some(n) = site.instruction_number {
            out.push_str(&format!(" (instruction {n})"));
        }
        if let Some(f) = function {
            out.push_str(&format!(" in function '{f}'"));
        }
        out.push_str(": ");
    } else if let Some(f) = function {
        out.push_str(&format!("in function '{f}': "));
    }
    if let (None, Some(i)) = (&site.instruction, llvm_instruction) {
        out.push_str(&format!("{i}: "));
    }
    out.push_str(message);
    out
}

impl Error {
    /// The kind of error.
    pub fn kind(&self) -> ErrorKind {
        match self {
            Error::InvalidSpirv { .. } => ErrorKind::InvalidSpirv,
            Error::Io { .. } => ErrorKind::Io,
            Error::Usage(_) => ErrorKind::Usage,
            Error::Input(_) => ErrorKind::Input,
            Error::Unsupported(_) => ErrorKind::Unsupported,
            Error::Fatal(_) => ErrorKind::Fatal,
            Error::Translation { fatal: true, .. } => ErrorKind::Fatal,
            Error::Translation { .. } => ErrorKind::Unsupported,
            Error::Operand { .. } => ErrorKind::InvalidSpirv,
        }
    }

    /// Where in a translated module the error was found, when the translation knows.
    pub fn site(&self) -> Option<&Site> {
        match self {
            Error::Translation { site, .. } | Error::Operand { site, .. } => Some(site),
            _ => None,
        }
    }

    /// The error with its site's function set to `function` where the site names none (a
    /// translation adds the function it was in to errors made without it).
    pub fn in_function(mut self, function: &str) -> Self {
        if let Error::Translation { site, .. } | Error::Operand { site, .. } = &mut self {
            if site.function.is_none() && !function.is_empty() {
                site.function = Some(function.to_string());
            }
        }
        self
    }

    /// The function the error was found in, when known.
    pub fn function(&self) -> Option<&str> {
        self.site()?.function.as_deref()
    }

    /// The instruction the error was found at (`OpLoad`; for malformed text, the word
    /// that names it; in an LLVM module, the LLVM instruction), when known.
    pub fn instruction(&self) -> Option<String> {
        match self {
            Error::InvalidSpirv {
                location:
                    Location::Word {
                        instruction: Some(i),
                        ..
                    },
                ..
            } => Some(format!("Op{i}")),
            Error::InvalidSpirv {
                location:
                    Location::Text {
                        instruction: Some(i),
                        ..
                    },
                ..
            } => Some(i.clone()),
            _ => {
                let site = self.site()?;
                site.instruction
                    .clone()
                    .or_else(|| site.llvm_instruction.clone())
            }
        }
    }

    /// The word offset in a binary SPIR-V module (0 = the magic number), when known.
    pub fn word_offset(&self) -> Option<usize> {
        match self {
            Error::InvalidSpirv {
                location: Location::Word { offset, .. },
                ..
            } => Some(*offset),
            _ => self.site()?.word_offset,
        }
    }

    /// The line and column (1-based) in a SPIR-V text module, when known.
    pub fn line_column(&self) -> Option<(usize, usize)> {
        match self {
            Error::InvalidSpirv {
                location: Location::Text { line, column, .. },
                ..
            } => Some((*line, *column)),
            _ => None,
        }
    }

    /// The result id of the instruction the error was found at, when known.
    pub fn id(&self) -> Option<u32> {
        self.site()?.id
    }

    /// A translation error in `site`: [`ErrorKind::Unsupported`].
    pub fn unsupported_at(site: Site, message: impl Into<String>) -> Self {
        Error::Translation {
            fatal: false,
            site: Box::new(site),
            message: message.into(),
        }
    }

    /// A translation error llvm-spirv aborts on, in `site`: [`ErrorKind::Fatal`].
    pub fn fatal_at(site: Site, message: impl Into<String>) -> Self {
        Error::Translation {
            fatal: true,
            site: Box::new(site),
            message: message.into(),
        }
    }

    /// A malformed binary module, at word `offset`.
    pub fn at_word(offset: usize, instruction: Option<String>, message: impl Into<String>) -> Self {
        Error::InvalidSpirv {
            location: Location::Word {
                offset,
                instruction,
            },
            message: message.into(),
        }
    }
    /// A malformed text module, at `line` and `column`.
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
    /// An I/O error on `path`.
    pub fn io(path: &str, err: impl fmt::Display) -> Self {
        Error::Io {
            location: Location::File(path.to_string()),
            message: err.to_string(),
        }
    }
}

/// The result of the crate's functions.
pub type Result<T, E = Error> = std::result::Result<T, E>;
