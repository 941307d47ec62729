//! Options of a translation, as the CLI or a library user sets them.

/// How SPIR-V is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum SpirvFormat {
    #[default]
    Binary,
    /// The incumbent's text form.
    Text,
}
