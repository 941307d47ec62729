//! The `llvm-spirv-rs` command: argv → options, read input, call the library, write output.
//! Exit code 0 on success, 1 on any error (with one line on stderr saying what and where),
//! also where llvm-spirv aborts (`Error::Fatal`: its `LLVM ERROR:` wording, but no abort).

use clap::Parser;
use llvm_spirv_rs::options::{
    BuiltinFormat, ExtensionPolicy, ForwardOptions, ReverseOptions, SpirvFormat, TargetEnv,
};
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
    /// Regularize LLVM to be representable by SPIR-V: writes the LLVM module (bitcode) with the
    /// calls of OpenCL C builtins that are one SPIR-V instruction rewritten to their SPIR-V
    /// friendly IR functions (`__spirv_*`) and `llvm.sadd.with.overflow` lowered.
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
    /// Debug info set of forward translation: ocl-100 (default), legacy, nonsemantic-shader-100
    /// or nonsemantic-shader-200.
    #[arg(long = "spirv-debug-info-version", value_name = "VERSION")]
    spirv_debug_info_version: Option<String>,
    /// Builtin representation of reverse translation: CL1.2, CL2.0 or SPV-IR (not implemented yet).
    #[arg(long = "spirv-target-env", value_name = "ENV")]
    spirv_target_env: Option<String>,
    /// BuiltIn variables of reverse translation as `function` calls (default) or `global` variables.
    #[arg(long = "spirv-builtin-format", value_name = "FORMAT")]
    spirv_builtin_format: Option<String>,
    /// Specialization constant values of reverse translation: "id:type:value ..." (types i1, i8,
    /// i16, i32, i64, f16, f32, f64).
    #[arg(long = "spec-const", value_name = "LIST")]
    spec_const: Option<String>,
    /// Print the scalar specialization constants of the SPIR-V input (SpecId and size).
    #[arg(long = "spec-const-info")]
    spec_const_info: bool,
    /// Print a summary of the SPIR-V binary input (version, vendor, models, capabilities,
    /// extensions, extended instruction sets).
    #[arg(long = "spirv-print-report")]
    spirv_print_report: bool,
    /// Translate unknown intrinsics with these prefixes (all when none given) as external calls.
    #[arg(long = "spirv-allow-unknown-intrinsics", num_args = 0..=1, require_equals = true, value_name = "PREFIXES")]
    spirv_allow_unknown_intrinsics: Option<Option<String>>,
    /// Floating-point contraction: on (where LLVM allows it; the default), off, fast.
    #[arg(long = "spirv-fp-contract", value_name = "MODE")]
    spirv_fp_contract: Option<String>,
    /// Run LLVM's mem2reg on the module before translating it.
    #[arg(long = "spirv-mem2reg")]
    spirv_mem2reg: bool,
    /// Generate kernel_arg_name metadata (reverse translation).
    #[arg(long = "spirv-gen-kernel-arg-name-md")]
    spirv_gen_kernel_arg_name_md: bool,
    /// Keep kernel_arg_type metadata through OpString: written by forward translation, read by
    /// reverse translation.
    #[arg(long = "preserve-ocl-kernel-arg-type-metadata-through-string")]
    preserve_kernel_arg_type_md: bool,
    /// Erase OpenCL metadata (not implemented yet).
    #[arg(long = "spirv-erase-cl-md")]
    spirv_erase_cl_md: bool,
    /// Replace llvm.fmuladd with OpenCL mad (the default; `=false`: a multiplication and an
    /// addition).
    #[arg(
        long = "spirv-replace-fmuladd-with-ocl-mad",
        num_args = 0..=1,
        require_equals = true,
        default_missing_value = "true",
        value_name = "BOOL"
    )]
    spirv_replace_fmuladd: Option<bool>,
    /// Allow DWARF operations outside the debug-info spec (not implemented yet).
    #[arg(long = "spirv-allow-extra-diexpressions")]
    spirv_allow_extra_diexpressions: bool,
    /// Lower constant expressions used by instructions to instructions (always done: accepted for
    /// compatibility).
    #[arg(long = "spirv-lower-const-expr")]
    spirv_lower_const_expr: bool,
    /// Write SPIR-V text in SPIRV-Tools' assembly syntax (runs `spirv-dis` from PATH).
    #[arg(long = "spirv-tools-dis")]
    spirv_tools_dis: bool,
}

impl Cli {
    /// Options accepted by the parser whose feature has not landed yet: using one is an error.
    fn unimplemented_options(&self) -> Vec<&'static str> {
        let flags = [
            (
                "--spirv-debug-info-version",
                self.spirv_debug_info_version.is_some() && self.reverse,
            ),
            (
                "--spirv-gen-kernel-arg-name-md",
                self.spirv_gen_kernel_arg_name_md && !self.reverse,
            ),
            ("--spirv-erase-cl-md", self.spirv_erase_cl_md),
            (
                "--spirv-allow-extra-diexpressions",
                self.spirv_allow_extra_diexpressions,
            ),
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

/// SPIR-V binary → SPIRV-Tools assembly (`--spirv-tools-dis`), by `spirv-dis` from PATH with
/// friendly names, no header and no indentation, as `llvm-spirv` writes it.
fn spirv_tools_text(binary: &[u8]) -> Result<Vec<u8>> {
    use std::process::{Command, Stdio};
    let fail = |why: String| {
        Error::Unsupported(format!(
            "--spirv-tools-dis: cannot disassemble with SPIRV-Tools' spirv-dis: {why}"
        ))
    };
    let mut child = Command::new("spirv-dis")
        .args(["--no-header", "--no-indent", "-o", "-", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| fail(format!("{e} (is spirv-dis on PATH?)")))?;
    // Feed stdin from a thread so a large output cannot block the writer.
    let mut stdin = child
        .stdin
        .take()
        .ok_or_else(|| fail("no standard input".into()))?;
    let input = binary.to_vec();
    let writer = std::thread::spawn(move || stdin.write_all(&input));
    let out = child.wait_with_output().map_err(|e| fail(e.to_string()))?;
    let written = writer
        .join()
        .map_err(|_| fail("writer thread failed".into()))?;
    if !out.status.success() {
        return Err(fail(
            String::from_utf8_lossy(&out.stderr).trim().to_string(),
        ));
    }
    written.map_err(|e| fail(e.to_string()))?;
    Ok(out.stdout)
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
    o.kernel_arg_type_strings = cli.preserve_kernel_arg_type_md;
    o.mem2reg = cli.spirv_mem2reg;
    if let Some(v) = &cli.spirv_fp_contract {
        o.fp_contract = llvm_spirv_rs::options::FpContract::parse(v)?;
    }
    if let Some(mad) = cli.spirv_replace_fmuladd {
        o.fmuladd_to_mad = mad;
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
    o.kernel_arg_type_strings = cli.preserve_kernel_arg_type_md;
    Ok(o)
}

/// Stores the `--spec-const` values (the translation checks them against the module).
fn apply_spec_constants(
    cli: &Cli,
    _spv: &llvm_spirv_rs::SpvModule,
    options: &mut ReverseOptions,
) -> Result<()> {
    if let Some(list) = &cli.spec_const {
        options.spec_constants = llvm_spirv_rs::options::SpecConstant::parse_list(list)?;
    }
    Ok(())
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
    if cli.spirv_print_report {
        // Binary input only, as the incumbent reads it.
        let spv = llvm_spirv_rs::spirv::binary::decode(&input)?;
        let text = llvm_spirv_rs::spirv::report::report(&spv);
        return write_output("-", text.as_bytes());
    }
    if cli.spec_const_info {
        // Lists the scalar specialization constants of a SPIR-V input, as the incumbent does.
        let spv = llvm_spirv_rs::read_spirv(&input)?;
        let list = llvm_spirv_rs::spirv_to_llvm::spec_constants(&spv);
        let mut text = format!(
            "Number of scalar specialization constants in the module = {}\n",
            list.len()
        );
        for (id, bytes) in list {
            text.push_str(&format!("Spec const id = {id}, size in bytes = {bytes}\n"));
        }
        return write_output("-", text.as_bytes());
    }
    match mode {
        Mode::ToText | Mode::ToBinary => {
            let module = llvm_spirv_rs::read_spirv(&input)?;
            llvm_spirv_rs::spirv::support::check_supported(&module)?;
            let (format, ext) = if mode == Mode::ToText {
                (SpirvFormat::Text, ".spt")
            } else {
                (SpirvFormat::Binary, ".spv")
            };
            let out = if mode == Mode::ToText && cli.spirv_tools_dis {
                spirv_tools_text(&llvm_spirv_rs::write_spirv(&module, SpirvFormat::Binary))?
            } else {
                llvm_spirv_rs::write_spirv(&module, format)
            };
            let path = cli
                .output
                .clone()
                .unwrap_or_else(|| default_output(&cli.input, ext));
            tracing::debug!(instructions = module.len(), output = %path, "converted");
            write_output(&path, &out)
        }
        Mode::Forward => {
            let options = forward_options(cli)?;
            // Never torn down: see `exit_without_freeing`.
            let ctx = std::mem::ManuallyDrop::new(llvm_spirv_rs::llvm::ir::Context::new());
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
            if cli.regularize {
                llvm_spirv_rs::llvm_to_spirv::regularize(&module, &options)?;
                module.verify()?;
                let path = cli
                    .output
                    .clone()
                    .unwrap_or_else(|| default_output(&cli.input, ".regularized.bc"));
                write_output(&path, &module.to_bitcode())?;
                exit_without_freeing(module);
                return Ok(());
            }
            let spv = llvm_spirv_rs::llvm_to_spirv::translate(&module, &options)?;
            let (format, ext) = if cli.spirv_text || cli.spirv_tools_dis {
                (SpirvFormat::Text, ".spt")
            } else {
                (SpirvFormat::Binary, ".spv")
            };
            let out = if cli.spirv_tools_dis {
                spirv_tools_text(&llvm_spirv_rs::write_spirv(&spv, SpirvFormat::Binary))?
            } else {
                llvm_spirv_rs::write_spirv(&spv, format)
            };
            let path = cli
                .output
                .clone()
                .unwrap_or_else(|| default_output(&cli.input, ext));
            write_output(&path, &out)?;
            exit_without_freeing(module);
            Ok(())
        }
        Mode::Reverse => {
            let mut options = reverse_options(cli)?;
            let spv = llvm_spirv_rs::read_spirv(&input)?;
            apply_spec_constants(cli, &spv, &mut options)?;
            // Never torn down: see `exit_without_freeing`.
            let ctx = std::mem::ManuallyDrop::new(llvm_spirv_rs::llvm::ir::Context::new());
            let module = llvm_spirv_rs::spirv_to_llvm::translate(&spv, &ctx, &options)?;
            if std::env::var_os("LLVM_SPIRV_RS_DEBUG_NO_VERIFY").is_none() {
                module.verify()?;
            }
            let path = cli
                .output
                .clone()
                .unwrap_or_else(|| default_output(&cli.input, ".bc"));
            let text = cli.emit_llvm_text || path.ends_with(".ll");
            let out = if text {
                module.to_text().into_bytes()
            } else {
                module.to_bitcode()
            };
            write_output(&path, &out)?;
            exit_without_freeing(module);
            Ok(())
        }
    }
}

/// The process ends right after a translation: tearing the LLVM module and context down value
/// by value (a few percent of a large translation) would only hand memory back that the exit
/// hands back anyway. Clang does the same (`-disable-free`).
/// (The contexts are `ManuallyDrop` for the same reason.)
fn exit_without_freeing<M>(module: M) {
    std::mem::forget(module);
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
