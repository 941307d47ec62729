//! The `llvm-spirv-rs` command: argv → options, read input, call the library, write output.
//! Exit code 0 on success, 1 on any error (with one line on stderr saying what and where).

use clap::Parser;
use llvm_spirv_rs::options::{ExtensionPolicy, ForwardOptions, ReverseOptions, SpirvFormat, TargetEnv};
use llvm_spirv_rs::{Error, Result};
use std::io::{Read, Write};
use std::process::ExitCode;

/// LLVM/SPIR-V translator, compatible with the options of `llvm-spirv`.
#[derive(Parser, Debug)]
#[command(
    name = "llvm-spirv-rs",
    about = "Translates LLVM IR to SPIR-V and back; converts SPIR-V between binary and text",
    long_about = "Translates LLVM IR to SPIR-V and back; converts SPIR-V between binary and the \
                  llvm-spirv text form. Options take one or two dashes (-to-text or --to-text); \
                  `-` reads standard input or writes standard output."
)]
struct Cli {
    /// Input file (`-` for standard input).
    #[arg(default_value = "-")]
    input: String,
    /// Output file (`-` for standard output); default: the input name with the output's extension.
    #[arg(short = 'o', value_name = "FILE")]
    output: Option<String>,
    /// Reverse translation: SPIR-V to LLVM IR.
    #[arg(short = 'r')]
    reverse: bool,
    /// Convert SPIR-V binary to the text form.
    #[arg(long = "to-text")]
    to_text: bool,
    /// Convert SPIR-V text form to binary.
    #[arg(long = "to-binary")]
    to_binary: bool,
    /// Write SPIR-V in the text form.
    #[arg(long = "spirv-text")]
    spirv_text: bool,
    /// Log what the translator does (tracing at debug level) on standard error.
    #[arg(short = 'v', long = "verbose")]
    verbose: bool,
    /// Regularize LLVM to be representable by SPIR-V (forward translation; not implemented yet).
    #[arg(short = 's')]
    regularize: bool,
    /// Write LLVM IR as text (reverse translation; not implemented yet).
    #[arg(short = 'S', long = "emit-llvm-text")]
    emit_llvm_text: bool,
    /// Allowed/disallowed extensions, e.g. +SPV_KHR_foo,-SPV_INTEL_bar,+all (none by default).
    #[arg(long = "spirv-ext", value_name = "LIST")]
    spirv_ext: Option<String>,
    /// Highest SPIR-V version to emit, 1.0 to 1.4 (default 1.4).
    #[arg(long = "spirv-max-version", value_name = "VERSION")]
    spirv_max_version: Option<String>,
    /// Debug info set of forward translation: ocl-100 (default) or legacy.
    #[arg(long = "spirv-debug-info-version", value_name = "VERSION")]
    spirv_debug_info_version: Option<String>,
    /// Builtin representation of reverse translation: CL1.2, CL2.0 or SPV-IR (not implemented yet).
    #[arg(long = "spirv-target-env", value_name = "ENV")]
    spirv_target_env: Option<String>,
    /// BuiltIn variables as `function` calls or `global` variables (not implemented yet).
    #[arg(long = "spirv-builtin-format", value_name = "FORMAT")]
    spirv_builtin_format: Option<String>,
    /// Specialization constant values `id:type:value ...` (not implemented yet).
    #[arg(long = "spec-const", value_name = "LIST")]
    spec_const: Option<String>,
    /// Print the specialization constants of the input (not implemented yet).
    #[arg(long = "spec-const-info")]
    spec_const_info: bool,
    /// Translate unknown intrinsics with these prefixes (all when none given) as external calls.
    #[arg(long = "spirv-allow-unknown-intrinsics", num_args = 0..=1, require_equals = true, value_name = "PREFIXES")]
    spirv_allow_unknown_intrinsics: Option<Option<String>>,
    /// FP contraction mode (not implemented yet).
    #[arg(long = "spirv-fp-contract", value_name = "MODE")]
    spirv_fp_contract: Option<String>,
    /// Run mem2reg before translation (not implemented yet).
    #[arg(long = "spirv-mem2reg")]
    spirv_mem2reg: bool,
    /// Generate kernel_arg_name metadata (not implemented yet).
    #[arg(long = "spirv-gen-kernel-arg-name-md")]
    spirv_gen_kernel_arg_name_md: bool,
    /// Keep kernel_arg_type metadata through OpString (not implemented yet).
    #[arg(long = "preserve-ocl-kernel-arg-type-metadata-through-string")]
    preserve_kernel_arg_type_md: bool,
    /// Erase OpenCL metadata (not implemented yet).
    #[arg(long = "spirv-erase-cl-md")]
    spirv_erase_cl_md: bool,
    /// Replace llvm.fmuladd with OpenCL mad (not implemented yet).
    #[arg(long = "spirv-replace-fmuladd-with-ocl-mad")]
    spirv_replace_fmuladd: bool,
    /// Allow DWARF operations outside the debug-info spec (not implemented yet).
    #[arg(long = "spirv-allow-extra-diexpressions")]
    spirv_allow_extra_diexpressions: bool,
    /// Lower constant expressions (not implemented yet).
    #[arg(long = "spirv-lower-const-expr")]
    spirv_lower_const_expr: bool,
    /// Emit text with SPIRV-Tools' disassembler (not implemented yet).
    #[arg(long = "spirv-tools-dis")]
    spirv_tools_dis: bool,
}

impl Cli {
    /// Options accepted by the parser whose feature has not landed yet: using one is an error.
    fn unimplemented_options(&self) -> Vec<&'static str> {
        let flags = [
            ("-s", self.regularize),
            (
                "--spirv-debug-info-version",
                self.spirv_debug_info_version.is_some() && self.reverse,
            ),
            (
                "--spirv-builtin-format",
                self.spirv_builtin_format.is_some(),
            ),
            ("--spec-const", self.spec_const.is_some()),
            ("--spec-const-info", self.spec_const_info),
            (
                "--spirv-allow-unknown-intrinsics",
                self.spirv_allow_unknown_intrinsics.is_some(),
            ),
            ("--spirv-fp-contract", self.spirv_fp_contract.is_some()),
            ("--spirv-mem2reg", self.spirv_mem2reg),
            (
                "--spirv-gen-kernel-arg-name-md",
                self.spirv_gen_kernel_arg_name_md,
            ),
            (
                "--preserve-ocl-kernel-arg-type-metadata-through-string",
                self.preserve_kernel_arg_type_md,
            ),
            ("--spirv-erase-cl-md", self.spirv_erase_cl_md),
            (
                "--spirv-replace-fmuladd-with-ocl-mad",
                self.spirv_replace_fmuladd,
            ),
            (
                "--spirv-allow-extra-diexpressions",
                self.spirv_allow_extra_diexpressions,
            ),
            ("--spirv-lower-const-expr", self.spirv_lower_const_expr),
            ("--spirv-tools-dis", self.spirv_tools_dis),
        ];
        flags
            .into_iter()
            .filter(|(_, on)| *on)
            .map(|(n, _)| n)
            .collect()
    }
}

/// What the command does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    ToText,
    ToBinary,
    Reverse,
    Forward,
}

/// `llvm-spirv` takes long options with one dash (`-to-text`); clap wants two. Single-letter
/// options (`-o`, `-r`) and `-` itself stay as they are.
fn normalize_args(args: impl Iterator<Item = String>) -> Vec<String> {
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
        let name_len = a.split('=').next().map(str::len).unwrap_or(0);
        if a.starts_with('-') && !a.starts_with("--") && name_len > 2 {
            out.push(format!("-{a}"));
        } else {
            out.push(a);
        }
    }
    out
}

/// The incumbent's default output name: the input without its extension, plus `ext`.
fn default_output(input: &str, ext: &str) -> String {
    if input == "-" {
        return "-".into();
    }
    let path = std::path::Path::new(input);
    let stem = match (path.extension(), input.rfind('.')) {
        (Some(_), Some(dot)) => &input[..dot],
        _ => input,
    };
    format!("{stem}{ext}")
}

fn read_input(path: &str) -> Result<Vec<u8>> {
    let mut bytes = Vec::new();
    if path == "-" {
        std::io::stdin()
            .read_to_end(&mut bytes)
            .map_err(|e| Error::io("<stdin>", e))?;
    } else {
        bytes = std::fs::read(path).map_err(|e| Error::io(path, e))?;
    }
    if bytes.is_empty() {
        return Err(Error::Usage(format!(
            "Can't translate, file is empty: {path}"
        )));
    }
    Ok(bytes)
}

/// Writes the whole output at once: to a temporary file renamed into place, so a failure never
/// leaves a half-written file.
fn write_output(path: &str, bytes: &[u8]) -> Result<()> {
    if path == "-" {
        let mut out = std::io::stdout().lock();
        return out
            .write_all(bytes)
            .and_then(|_| out.flush())
            .map_err(|e| Error::io("<stdout>", e));
    }
    let target = std::path::Path::new(path);
    let dir = target
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(std::path::Path::new("."));
    let tmp = dir.join(format!(
        ".{}.tmp{}",
        target.file_name().and_then(|n| n.to_str()).unwrap_or("out"),
        std::process::id()
    ));
    std::fs::write(&tmp, bytes).map_err(|e| Error::io(path, e))?;
    std::fs::rename(&tmp, target).map_err(|e| {
        let _ = std::fs::remove_file(&tmp);
        Error::io(path, e)
    })
}

/// The options of a forward translation.
fn forward_options(cli: &Cli) -> Result<ForwardOptions> {
    let mut o = ForwardOptions::default();
    if let Some(v) = &cli.spirv_max_version {
        o.max_version = ForwardOptions::parse_max_version(v)?;
    }
    if let Some(list) = &cli.spirv_ext {
        o.extensions = ExtensionPolicy::parse(list)?;
    }
    if let Some(v) = &cli.spirv_debug_info_version {
        o.debug_info = llvm_spirv_rs::options::DebugInfoVersion::parse(v)?;
    }
    if let Some(prefixes) = &cli.spirv_allow_unknown_intrinsics {
        o.allow_unknown_intrinsics = Some(
            prefixes
                .as_deref()
                .unwrap_or("")
                .split(',')
                .filter(|s| !s.is_empty())
                .map(String::from)
                .collect(),
        );
    }
    Ok(o)
}

/// The options of a reverse translation.
fn reverse_options(cli: &Cli) -> Result<ReverseOptions> {
    let mut o = ReverseOptions::default();
    if let Some(env) = &cli.spirv_target_env {
        o.target_env = TargetEnv::parse(env)?;
    }
    Ok(o)
}

fn run(cli: &Cli) -> Result<()> {
    let mode = if cli.to_text {
        Mode::ToText
    } else if cli.to_binary {
        Mode::ToBinary
    } else if cli.reverse {
        Mode::Reverse
    } else {
        Mode::Forward
    };
    if cli.to_text && cli.to_binary {
        return Err(Error::Usage(
            "-to-text and -to-binary cannot be used together".into(),
        ));
    }
    let pending = cli.unimplemented_options();
    if let Some(first) = pending.first() {
        let what = if *first == "-r" {
            "reverse translation (-r, SPIR-V to LLVM IR)".to_string()
        } else {
            format!("option {first}")
        };
        return Err(Error::Unsupported(format!(
            "{what} is not implemented yet in llvm-spirv-rs"
        )));
    }
    let input = read_input(&cli.input)?;
    match mode {
        Mode::ToText | Mode::ToBinary => {
            let module = llvm_spirv_rs::read_spirv(&input)?;
            llvm_spirv_rs::spirv::support::check_supported(&module)?;
            let (format, ext) = if mode == Mode::ToText {
                (SpirvFormat::Text, ".spt")
            } else {
                (SpirvFormat::Binary, ".spv")
            };
            let out = llvm_spirv_rs::write_spirv(&module, format);
            let path = cli
                .output
                .clone()
                .unwrap_or_else(|| default_output(&cli.input, ext));
            tracing::debug!(instructions = module.len(), output = %path, "converted");
            write_output(&path, &out)
        }
        Mode::Forward => {
            let options = forward_options(cli)?;
            let ctx = llvm_spirv_rs::llvm::ir::Context::new();
            let name = if cli.input == "-" {
                "<stdin>"
            } else {
                cli.input.as_str()
            };
            if llvm_spirv_rs::spirv::binary::looks_binary(&input)
                || llvm_spirv_rs::spirv::text::looks_text(&input)
            {
                return Err(Error::Usage(format!(
                    "{name} is SPIR-V, not LLVM IR: use -r to translate it to LLVM IR, or -to-text / -to-binary"
                )));
            }
            let module = ctx.load_module(&input, name)?;
            let spv = llvm_spirv_rs::llvm_to_spirv::translate(&module, &options)?;
            let (format, ext) = if cli.spirv_text {
                (SpirvFormat::Text, ".spt")
            } else {
                (SpirvFormat::Binary, ".spv")
            };
            let out = llvm_spirv_rs::write_spirv(&spv, format);
            let path = cli
                .output
                .clone()
                .unwrap_or_else(|| default_output(&cli.input, ext));
            write_output(&path, &out)
        }
        Mode::Reverse => {
            let options = reverse_options(cli)?;
            let spv = llvm_spirv_rs::read_spirv(&input)?;
            let ctx = llvm_spirv_rs::llvm::ir::Context::new();
            let module = llvm_spirv_rs::spirv_to_llvm::translate(&spv, &ctx, &options)?;
            if std::env::var_os("LLVM_SPIRV_RS_DEBUG_NO_VERIFY").is_none() {
                module.verify()?;
            }
            let path = cli.output.clone().unwrap_or_else(|| default_output(&cli.input, ".bc"));
            let text = cli.emit_llvm_text || path.ends_with(".ll");
            let out = if text { module.to_text().into_bytes() } else { module.to_bitcode() };
            write_output(&path, &out)
        }
    }
}

fn main() -> ExitCode {
    let args = normalize_args(std::env::args());
    let cli = match Cli::try_parse_from(args) {
        Ok(c) => c,
        Err(e) => {
            let code = if e.use_stderr() { 1 } else { 0 };
            let _ = e.print();
            return ExitCode::from(code);
        }
    };
    let level = if cli.verbose {
        tracing::Level::DEBUG
    } else {
        tracing::Level::WARN
    };
    tracing_subscriber::fmt()
        .with_max_level(level)
        .with_writer(std::io::stderr)
        .without_time()
        .init();
    match run(&cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("llvm-spirv-rs: {e}");
            ExitCode::FAILURE
        }
    }
}
