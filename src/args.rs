//! The command line's syntax (`llvm-spirv`'s options, one or two dashes), parsed into the
//! library's options: the `llvm-spirv-rs` command and the C API's options strings read it the
//! same way.

use crate::error::{Error, Result};
use crate::options::{
    BuiltinFormat, ExtensionPolicy, ForwardOptions, LlvmFormat, ReverseOptions, SpecConstant,
    SpirvFormat, TargetEnv,
};
use clap::Parser;

pub mod cl;

/// LLVM/SPIR-V translator, compatible with the options of `llvm-spirv`.
#[derive(clap::Parser, Debug, Clone)]
#[command(
    name = "llvm-spirv-rs",
    about = "Translates LLVM IR to SPIR-V and back; converts SPIR-V between binary and text",
    long_about = "Translates LLVM IR to SPIR-V and back; converts SPIR-V between binary and the \
                  llvm-spirv text form. Options take one or two dashes (-to-text or --to-text); \
                  `-` reads standard input or writes standard output."
)]
pub struct Args {
    /// Input file (`-` for standard input).
    #[arg(default_value = "-")]
    pub input: String,
    /// Output file (`-` for standard output); default: the input name with the output's extension.
    #[arg(short = 'o', value_name = "FILE")]
    pub output: Option<String>,
    /// Reverse translation: SPIR-V to LLVM IR.
    #[arg(short = 'r')]
    pub reverse: bool,
    /// Convert SPIR-V binary to the text form.
    #[arg(long = "to-text")]
    pub to_text: bool,
    /// Convert SPIR-V text form to binary.
    #[arg(long = "to-binary")]
    pub to_binary: bool,
    /// Write SPIR-V in the text form.
    #[arg(long = "spirv-text")]
    pub spirv_text: bool,
    /// Log what the translator does on standard error: each phase with its time and counts, and
    /// a summary line (tracing at debug level; `RUST_LOG` selects finer, e.g.
    /// `RUST_LOG=llvm_spirv_rs=trace`).
    #[arg(short = 'v', long = "verbose")]
    pub verbose: bool,
    /// Regularize LLVM to be representable by SPIR-V: writes the LLVM module (bitcode) with the
    /// calls of OpenCL C builtins that are one SPIR-V instruction rewritten to their SPIR-V
    /// friendly IR functions (`__spirv_*`) and `llvm.sadd.with.overflow` lowered.
    #[arg(short = 's')]
    pub regularize: bool,
    /// Write LLVM IR as text (LLVM assembly) where the output is LLVM IR: with -r or -s.
    #[arg(short = 'S', long = "emit-llvm-text")]
    pub emit_llvm_text: bool,
    /// Allowed/disallowed extensions, e.g. +SPV_KHR_foo,-SPV_INTEL_bar,+all (none by default);
    /// may be given several times, later items overriding earlier ones; checked before the input
    /// is read.
    #[arg(long = "spirv-ext", value_name = "LIST", action = clap::ArgAction::Append)]
    pub spirv_ext: Vec<String>,
    /// Highest SPIR-V version to emit, 1.0 to 1.4 (default 1.4).
    #[arg(long = "spirv-max-version", value_name = "VERSION")]
    pub spirv_max_version: Option<String>,
    /// Debug info set of forward translation: ocl-100 (default), legacy, nonsemantic-shader-100
    /// or nonsemantic-shader-200.
    #[arg(long = "spirv-debug-info-version", value_name = "VERSION")]
    pub spirv_debug_info_version: Option<String>,
    /// Builtin representation of reverse translation: CL1.2 (the default), CL2.0 or SPV-IR.
    #[arg(long = "spirv-target-env", value_name = "ENV")]
    pub spirv_target_env: Option<String>,
    /// BuiltIn variables of reverse translation as `function` calls (default) or `global` variables.
    #[arg(long = "spirv-builtin-format", value_name = "FORMAT")]
    pub spirv_builtin_format: Option<String>,
    /// Specialization constant values of reverse translation: "id:type:value ..." (types i1, i8,
    /// i16, i32, i64, f16, f32, f64).
    #[arg(long = "spec-const", value_name = "LIST")]
    pub spec_const: Option<String>,
    /// Print the scalar specialization constants of the SPIR-V input (SpecId and size).
    #[arg(long = "spec-const-info")]
    pub spec_const_info: bool,
    /// Print a summary of the SPIR-V binary input (version, vendor, models, capabilities,
    /// extensions, extended instruction sets).
    #[arg(long = "spirv-print-report")]
    pub spirv_print_report: bool,
    /// Translate unknown intrinsics whose name starts with one of these comma-separated prefixes
    /// (all of them without a value, or with an empty prefix) as calls of external functions;
    /// may be given several times, the prefixes adding up. Forward only.
    #[arg(
        long = "spirv-allow-unknown-intrinsics",
        num_args = 0..=1,
        require_equals = true,
        default_missing_value = "",
        value_name = "PREFIXES",
        action = clap::ArgAction::Append
    )]
    pub spirv_allow_unknown_intrinsics: Vec<String>,
    /// Floating-point contraction: on (where LLVM allows it; the default), off, fast.
    #[arg(long = "spirv-fp-contract", value_name = "MODE")]
    pub spirv_fp_contract: Option<String>,
    /// Run LLVM's mem2reg on the module before translating it.
    #[arg(long = "spirv-mem2reg")]
    spirv_mem2reg: bool,
    /// Generate kernel_arg_name metadata (reverse translation; ignored by forward translation,
    /// as llvm-spirv does).
    #[arg(long = "spirv-gen-kernel-arg-name-md")]
    pub spirv_gen_kernel_arg_name_md: bool,
    /// Keep kernel_arg_type metadata through OpString: written by forward translation, read by
    /// reverse translation.
    #[arg(long = "preserve-ocl-kernel-arg-type-metadata-through-string")]
    pub preserve_kernel_arg_type_md: bool,
    /// Erase OpenCL metadata (accepted and ignored: -s keeps the OpenCL metadata, as
    /// llvm-spirv does with --spirv-erase-cl-md=false; translation is not affected).
    #[arg(long = "spirv-erase-cl-md")]
    pub spirv_erase_cl_md: bool,
    /// Replace llvm.fmuladd with OpenCL mad (the default; `=false`: a multiplication and an
    /// addition).
    #[arg(
        long = "spirv-replace-fmuladd-with-ocl-mad",
        num_args = 0..=1,
        require_equals = true,
        default_missing_value = "true",
        value_name = "BOOL"
    )]
    pub spirv_replace_fmuladd: Option<bool>,
    /// Write DWARF operations beyond the debug set's DebugOperation list with llvm-spirv's
    /// extended numbering (DebugOperation 10–167; spirv-val refuses them in OpenCL.DebugInfo.100).
    #[arg(long = "spirv-allow-extra-diexpressions")]
    pub spirv_allow_extra_diexpressions: bool,
    /// Lower constant expressions used by instructions to instructions (always done: accepted for
    /// compatibility).
    #[arg(long = "spirv-lower-const-expr")]
    pub spirv_lower_const_expr: bool,
    /// Verify the module after each regularization step (accepted and ignored: -s verifies its
    /// result, and forward translation reads the module without rewriting it).
    #[arg(long = "spirv-verify-regularize-passes")]
    pub spirv_verify_regularize_passes: bool,
    /// Expand the scalar edges of OpenCL step and smoothstep to vectors (always done, as
    /// llvm-spirv does: accepted for compatibility).
    #[arg(long = "spirv-expand-step")]
    pub spirv_expand_step: bool,
    /// llvm-spirv's internal debug trace (accepted and ignored: -v and RUST_LOG show what this
    /// translator does).
    #[arg(long = "spirv-debug")]
    pub spirv_debug: bool,
    /// Suppress all warnings (also -W).
    #[arg(short = 'W', long = "no-warn")]
    pub no_warn: bool,
    /// Colours in logs: `--color` or `--color=true` always, `--color=false` never (default: on a
    /// terminal without NO_COLOR).
    #[arg(
        long = "color",
        num_args = 0..=1,
        require_equals = true,
        default_missing_value = "true",
        value_name = "BOOL"
    )]
    pub color: Option<bool>,
    /// Write SPIR-V text in SPIRV-Tools' assembly syntax, as llvm-spirv does with SPIRV-Tools
    /// (friendly names, no header, no indentation).
    #[arg(long = "spirv-tools-dis")]
    pub spirv_tools_dis: bool,
    /// Write SPIR-V in SPIRV-Tools' assembly syntax as `spirv-dis` writes it; the value takes
    /// spirv-dis's flags, comma-separated: raw-id, no-header, no-indent.
    #[arg(
        long = "spirv-asm",
        num_args = 0..=1,
        require_equals = true,
        default_missing_value = "",
        value_name = "FLAGS"
    )]
    pub spirv_asm: Option<String>,
}

/// What the command does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// `-to-text`: SPIR-V binary to the text form.
    ToText,
    /// `-to-binary`: SPIR-V text to binary.
    ToBinary,
    /// `-r`: SPIR-V to LLVM IR.
    Reverse,
    /// LLVM IR to SPIR-V (no mode option).
    Forward,
}

/// `llvm-spirv` takes long options with one dash (`-to-text`); clap wants two. Single-letter
/// options (`-o`, `-r`) and `-` itself stay as they are.
pub fn normalize_args(args: impl Iterator<Item = String>) -> Vec<String> {
    let mut out = Vec::new();
    let mut after_double_dash = false;
    for (i, a) in args.enumerate() {
        if i == 0 || after_double_dash {
            out.push(a);
            continue;
        }
        if a == "--" {
            after_double_dash = true;
            out.push(a);
            continue;
        }
        // (`split` yields at least one piece.)
        let name_len = a.split('=').next().map(str::len).unwrap_or(0);
        if a.starts_with('-') && !a.starts_with("--") && name_len > 2 {
            out.push(format!("-{a}"));
        } else {
            out.push(a);
        }
    }
    out
}

/// The options of a forward translation.
fn forward_options_of(cli: &Args) -> Result<ForwardOptions> {
    let mut o = ForwardOptions::default();
    if let Some(v) = &cli.spirv_max_version {
        o.max_version = ForwardOptions::parse_max_version(v)?;
    }
    if !cli.spirv_ext.is_empty() {
        o.extensions = ExtensionPolicy::parse(&cli.spirv_ext.join(","))?;
    }
    if let Some(v) = cli
        .spirv_debug_info_version
        .as_ref()
        .filter(|_| !cli.reverse)
    {
        o.debug_info = crate::options::DebugInfoVersion::parse(v)?;
    }
    o.kernel_arg_type_strings = cli.preserve_kernel_arg_type_md;
    if cli.spirv_text {
        o.format = SpirvFormat::Text;
    }
    o.mem2reg = cli.spirv_mem2reg;
    o.extra_diexpressions = cli.spirv_allow_extra_diexpressions;
    if let Some(v) = &cli.spirv_fp_contract {
        o.fp_contract = crate::options::FpContract::parse(v)?;
    }
    if let Some(mad) = cli.spirv_replace_fmuladd {
        o.fmuladd_to_mad = mad;
    }
    if !cli.spirv_allow_unknown_intrinsics.is_empty() {
        // Each occurrence adds its comma-separated prefixes; an occurrence without a value, or
        // an empty item, is the empty prefix, which every name starts with.
        o.allow_unknown_intrinsics = Some(
            cli.spirv_allow_unknown_intrinsics
                .iter()
                .flat_map(|v| v.split(','))
                .map(String::from)
                .collect(),
        );
    }
    Ok(o)
}

/// The options of a reverse translation.
fn reverse_options_of(cli: &Args) -> Result<ReverseOptions> {
    let mut o = ReverseOptions::default();
    if let Some(env) = &cli.spirv_target_env {
        o.target_env = TargetEnv::parse(env)?;
    }
    if let Some(f) = &cli.spirv_builtin_format {
        o.builtin_format = match f.as_str() {
            "function" => BuiltinFormat::Function,
            "global" => BuiltinFormat::Global,
            _ => {
                return Err(Error::Usage(format!(
                    "Invalid value of --spirv-builtin-format: '{f}' (expected function or global)"
                )));
            }
        };
    }
    o.kernel_arg_names = cli.spirv_gen_kernel_arg_name_md;
    if let Some(v) = &cli.spirv_max_version {
        o.max_version = Some(ForwardOptions::parse_max_version(v)?);
    }
    o.kernel_arg_type_strings = cli.preserve_kernel_arg_type_md;
    if let Some(list) = &cli.spec_const {
        o.spec_constants = SpecConstant::parse_list(list)?;
    }
    if cli.emit_llvm_text {
        o.format = LlvmFormat::Text;
    }
    Ok(o)
}

impl Args {
    /// Parses a command line (`argv[0]` first), with `llvm-spirv`'s option syntax (one-dash long
    /// options, `cl`'s boolean values, LLVM library options accepted and ignored).
    pub fn parse_argv(argv: impl IntoIterator<Item = String>) -> Result<Self> {
        use clap::CommandFactory;
        let prepared = cl::prepare(&Args::command(), normalize_args(argv.into_iter()))?;
        Args::try_parse_from(prepared.argv).map_err(|e| {
            let text = e.to_string();
            let first = text.lines().next().unwrap_or("").trim();
            Error::Usage(first.strip_prefix("error: ").unwrap_or(first).to_string())
        })
    }

    /// Parses options written as one string (`"--spirv-ext=+all -spirv-text"`): words are
    /// separated by white space; single or double quotes keep white space in a word
    /// (`--spec-const="1:i32:7 2:i8:1"`). Input and output names are not options here.
    pub fn parse_str(options: &str) -> Result<Self> {
        let mut argv = vec!["llvm-spirv-rs".to_string()];
        argv.extend(split_words(options)?);
        let args = Args::parse_argv(argv)?;
        if args.input != "-" || args.output.is_some() {
            return Err(Error::Usage(format!(
                "file names are not options: '{}' (the input and output are given as bytes)",
                args.output.as_deref().unwrap_or(&args.input)
            )));
        }
        Ok(args)
    }

    /// What the command line asks for.
    pub fn mode(&self) -> Result<Mode> {
        if self.to_text && (self.to_binary || self.reverse || self.regularize) {
            return Err(Error::Usage(
                "Cannot use -to-text with -to-binary, -r, -s".into(),
            ));
        }
        if self.to_binary && (self.reverse || self.regularize) {
            return Err(Error::Usage(
                "Cannot use -to-binary with -to-text, -r, -s".into(),
            ));
        }
        if self.reverse && self.regularize {
            return Err(Error::Usage("Cannot have both -r and -s options".into()));
        }
        Ok(if self.to_text {
            Mode::ToText
        } else if self.to_binary {
            Mode::ToBinary
        } else if self.reverse {
            Mode::Reverse
        } else {
            Mode::Forward
        })
    }

    /// The options of a forward translation.
    pub fn forward_options(&self) -> Result<ForwardOptions> {
        forward_options_of(self)
    }

    /// The options of a reverse translation.
    pub fn reverse_options(&self) -> Result<ReverseOptions> {
        reverse_options_of(self)
    }
}

/// Splits an options string into words: white space separates, quotes group, a backslash
/// outside single quotes takes the next character as it is.
fn split_words(s: &str) -> Result<Vec<String>> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut in_word = false;
    let mut quote: Option<char> = None;
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some('\''), c) => word.push(c),
            (_, '\\') => {
                in_word = true;
                word.extend(chars.next());
            }
            (Some(_), c) => word.push(c),
            (None, '"' | '\'') => {
                in_word = true;
                quote = Some(c);
            }
            (None, c) if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            (None, c) => {
                in_word = true;
                word.push(c);
            }
        }
    }
    if quote.is_some() {
        return Err(Error::Usage(format!("unterminated quote in options: {s}")));
    }
    if in_word {
        words.push(word);
    }
    Ok(words)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_split_like_a_shell() {
        assert_eq!(
            split_words(r#" -r  --spec-const="1:i32:7 2:i8:1" 'a b'\ c "" "#).unwrap(),
            vec!["-r", "--spec-const=1:i32:7 2:i8:1", "a b c", ""]
        );
        assert!(split_words("-spec-const='1").is_err());
    }

    #[test]
    fn option_strings_take_no_file_names() {
        let e = Args::parse_str("in.bc").unwrap_err().to_string();
        assert!(e.contains("file names are not options"), "{e}");
        let e = Args::parse_str("-o out.spv").unwrap_err().to_string();
        assert!(e.contains("out.spv"), "{e}");
        let e = Args::parse_str("--no-such-option").unwrap_err().to_string();
        assert!(e.contains("--no-such-option"), "{e}");
    }
}
