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
    /// Log what the translator does on standard error: each phase with its time and counts, and
    /// a summary line (tracing at debug level; `RUST_LOG` selects finer, e.g.
    /// `RUST_LOG=llvm_spirv_rs=trace`).
    #[arg(short = 'v', long = "verbose")]
    verbose: bool,
    /// Regularize LLVM to be representable by SPIR-V: writes the LLVM module (bitcode) with the
    /// calls of OpenCL C builtins that are one SPIR-V instruction rewritten to their SPIR-V
    /// friendly IR functions (`__spirv_*`) and `llvm.sadd.with.overflow` lowered.
    #[arg(short = 's')]
    regularize: bool,
    /// Write LLVM IR as text (LLVM assembly) where the output is LLVM IR: with -r or -s.
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
    /// Builtin representation of reverse translation: CL1.2, CL2.0 (the default) or SPV-IR.
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
    /// Generate kernel_arg_name metadata (reverse translation only).
    #[arg(long = "spirv-gen-kernel-arg-name-md")]
    spirv_gen_kernel_arg_name_md: bool,
    /// Keep kernel_arg_type metadata through OpString: written by forward translation, read by
    /// reverse translation.
    #[arg(long = "preserve-ocl-kernel-arg-type-metadata-through-string")]
    preserve_kernel_arg_type_md: bool,
    /// Erase OpenCL metadata (refused: not implemented).
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
    /// Allow DWARF operations outside the debug-info spec (refused: not implemented).
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
        return Err(Error::Input(format!(
            "Can't translate, file is empty: {path}"
        )));
    }
    Ok(bytes)
}

/// Writes the whole output at once (see `llvm_spirv_rs::output`: a regular file through a
/// temporary file and a rename, keeping its mode; links followed; devices, FIFOs and
/// descriptors written in place).
fn write_output(path: &str, bytes: &[u8]) -> Result<()> {
    let _span = tracing::debug_span!("write", output = %path, bytes = bytes.len()).entered();
    llvm_spirv_rs::output::write_output(path, bytes)
}

/// The input's display name in messages.
fn input_name(cli: &Cli) -> &str {
    if cli.input == "-" {
        "<stdin>"
    } else {
        cli.input.as_str()
    }
}

/// Refuses an input that is not SPIR-V where SPIR-V is expected, with a hint.
fn expect_spirv(cli: &Cli, input: &[u8], what: &str) -> Result<()> {
    use llvm_spirv_rs::input_kind::InputKind;
    let name = input_name(cli);
    match InputKind::detect(input) {
        InputKind::SpirvBinary | InputKind::SpirvText => Ok(()),
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
        InputKind::SpirvAssembly => Err(Error::Input(format!(
            "{name} is SPIR-V assembly (the spirv-as / spirv-dis syntax), which llvm-spirv-rs does \
             not read yet: assemble it with `spirv-as` first"
        ))),
        InputKind::Unknown | InputKind::OtherText => {
            // The decoder names the first word; say what the input is not, too.
            let why = match llvm_spirv_rs::spirv::binary::decode(input) {
                Err(e) => format!(" ({e})"),
                Ok(_) => String::new(),
            };
            Err(Error::Input(format!(
                "{name} is neither LLVM bitcode, LLVM assembly nor SPIR-V{why}"
            )))
        }
    }
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

/// One `--spec-const` entry: SpecId, size in bytes, value bits.
struct SpecConstValue {
    id: u32,
    bytes: u32,
    bits: u64,
    text: String,
    type_name: String,
}

/// Parses `--spec-const "id:type:value ..."` with the incumbent's messages.
fn parse_spec_constants(list: &str) -> Result<Vec<SpecConstValue>> {
    let mut out = Vec::new();
    for item in list.split_whitespace() {
        let parts: Vec<&str> = item.split(':').collect();
        let [id, ty, value] = parts[..] else {
            return Err(Error::Usage(format!(
                "Invalid format of -spec-const option: \"{item}\". Expected format: -spec-const \"<id1:type1:value1 id2:type2:value2 ...>\""
            )));
        };
        let Ok(id_num) = id.parse::<u32>() else {
            return Err(Error::Usage(format!(
                "Invalid id for '-spec-const' option! In \"{item}\": \"{id}\" must be a 32-bit unsigned integer"
            )));
        };
        let bad_type = || {
            Error::Usage(format!(
                "Invalid type for '-spec-const' option! In \"{item}\": \"{ty}\" - is not allowed type. Allowed types are: i1, i8, i16, i32, i64, f16, f32, f64"
            ))
        };
        let (kind, bits) = match ty.split_at(ty.len().min(1)) {
            ("i", w) => ('i', w.parse::<u32>().map_err(|_| bad_type())?),
            ("f", w) => ('f', w.parse::<u32>().map_err(|_| bad_type())?),
            _ => return Err(bad_type()),
        };
        let allowed = match kind {
            'i' => matches!(bits, 1 | 8 | 16 | 32 | 64),
            _ => matches!(bits, 16 | 32 | 64),
        };
        if !allowed {
            return Err(bad_type());
        }
        let bad_value = |what: &str| {
            Error::Usage(format!(
                "Invalid value for '-spec-const' option! In \"{item}\": can't convert \"{value}\" to {bits}-bit {what} number"
            ))
        };
        let v = if kind == 'i' {
            let x: i128 = value.parse().map_err(|_| bad_value("integer"))?;
            let (lo, hi) = if bits == 1 {
                (0, 1)
            } else {
                (-(1i128 << (bits - 1)), (1i128 << bits) - 1)
            };
            if x < lo || x > hi {
                return Err(bad_value("integer"));
            }
            (x as u64) & (u64::MAX >> (64 - bits))
        } else {
            let x: f64 = value.parse().map_err(|_| bad_value("floating point"))?;
            match bits {
                64 => x.to_bits(),
                32 => {
                    let f = x as f32;
                    if f.is_infinite() && !x.is_infinite() {
                        return Err(bad_value("floating point"));
                    }
                    u64::from(f.to_bits())
                }
                _ => {
                    let h = f64_to_f16_bits(x);
                    if h & 0x7fff == 0x7c00 && !x.is_infinite() {
                        return Err(bad_value("floating point"));
                    }
                    u64::from(h)
                }
            }
        };
        out.push(SpecConstValue {
            id: id_num,
            bytes: bits.div_ceil(8),
            bits: v,
            text: item.to_string(),
            type_name: ty.to_string(),
        });
    }
    Ok(out)
}

/// An IEEE half from an f64, rounding to nearest even.
fn f64_to_f16_bits(x: f64) -> u16 {
    let f = x as f32;
    let b = f.to_bits();
    let sign = ((b >> 16) & 0x8000) as u16;
    let exp = ((b >> 23) & 0xff) as i32;
    let mant = b & 0x7f_ffff;
    if exp == 0xff {
        return sign | 0x7c00 | if mant != 0 { 0x200 } else { 0 };
    }
    let e = exp - 127 + 15;
    if e >= 0x1f {
        return sign | 0x7c00;
    }
    if e <= 0 {
        if e < -10 {
            return sign;
        }
        let m = mant | 0x80_0000;
        let shift = (14 - e) as u32;
        let half = 1u32 << (shift - 1);
        let rest = m & ((1 << shift) - 1);
        let mut r = m >> shift;
        if rest > half || (rest == half && r & 1 == 1) {
            r += 1;
        }
        return sign | r as u16;
    }
    let mut r = ((e as u32) << 10) | (mant >> 13);
    let rest = mant & 0x1fff;
    if rest > 0x1000 || (rest == 0x1000 && r & 1 == 1) {
        r += 1;
    }
    sign | r as u16
}

/// Checks `--spec-const` values against the module's specialization constants and stores them.
fn apply_spec_constants(
    cli: &Cli,
    spv: &llvm_spirv_rs::SpvModule,
    options: &mut ReverseOptions,
) -> Result<()> {
    let Some(list) = &cli.spec_const else {
        return Ok(());
    };
    let values = parse_spec_constants(list)?;
    let known = llvm_spirv_rs::spirv_to_llvm::spec_constants(spv);
    for v in values {
        let Some(&(_, bytes)) = known.iter().find(|(id, _)| *id == v.id) else {
            return Err(Error::Usage(format!(
                "CL_INVALID_SPEC_ID. \"{}\": There is no specialization constant with id = {} in the SPIR-V module.",
                v.text, v.id
            )));
        };
        if bytes != v.bytes {
            return Err(Error::Usage(format!(
                "CL_INVALID_VALUE. In \"{}\": Size of type {} ({} bytes) does not match the size of the specialization constant in the module ({} bytes)",
                v.text, v.type_name, v.bytes, bytes
            )));
        }
        options.spec_constants.insert(v.id, v.bits);
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
    if cli.emit_llvm_text && !(cli.reverse || cli.regularize) {
        return Err(Error::Usage(
            "-S writes LLVM IR as text, so it applies only with -r or -s (the output of this \
             command is SPIR-V)"
                .into(),
        ));
    }
    // Option values are checked before the input is read, whatever the mode.
    forward_options(cli)?;
    reverse_options(cli)?;
    if let Some(list) = &cli.spec_const {
        parse_spec_constants(list)?;
    }
    let input = {
        let _span = tracing::debug_span!("read", input = %input_name(cli)).entered();
        let bytes = read_input(&cli.input)?;
        tracing::debug!(bytes = bytes.len(), "read");
        bytes
    };
    if cli.spirv_print_report || cli.spec_const_info || mode != Mode::Forward {
        let what = if cli.spirv_print_report {
            "--spirv-print-report"
        } else if cli.spec_const_info {
            "--spec-const-info"
        } else {
            match mode {
                Mode::ToText => "-to-text",
                Mode::ToBinary => "-to-binary",
                _ => "-r",
            }
        };
        expect_spirv(cli, &input, what)?;
    }
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
            let name = input_name(cli);
            let kind = llvm_spirv_rs::input_kind::InputKind::detect(&input);
            if kind.is_spirv() {
                return Err(Error::Input(format!(
                    "{name} is {}, not LLVM IR: use -r to translate it to LLVM IR, or -to-text / -to-binary",
                    kind.describe()
                )));
            }
            if kind == llvm_spirv_rs::input_kind::InputKind::Unknown {
                return Err(Error::Input(format!("{name} is {}", kind.describe())));
            }
            let module = {
                let _span = tracing::debug_span!("parse", kind = ?kind).entered();
                ctx.load_module(&input, name)?
            };
            if cli.regularize {
                {
                    let _span = tracing::debug_span!("regularize").entered();
                    llvm_spirv_rs::llvm_to_spirv::regularize(&module, &options)?;
                }
                {
                    let _span = tracing::debug_span!("verify").entered();
                    module.verify()?;
                }
                let default_ext = if cli.emit_llvm_text {
                    ".regularized.ll"
                } else {
                    ".regularized.bc"
                };
                let path = cli
                    .output
                    .clone()
                    .unwrap_or_else(|| default_output(&cli.input, default_ext));
                let out = if cli.emit_llvm_text || path.ends_with(".ll") {
                    module.to_text().into_bytes()
                } else {
                    module.to_bitcode()
                };
                write_output(&path, &out)?;
                exit_without_freeing(module);
                return Ok(());
            }
            let spv = llvm_spirv_rs::llvm_to_spirv::translate(&module, &options)?;
            let stats = llvm_spirv_rs::spirv::stats::ModuleStats::of(&spv);
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
            summary(cli, &path, &stats, spv.header.version);
            exit_without_freeing(module);
            Ok(())
        }
        Mode::Reverse => {
            let mut options = reverse_options(cli)?;
            let spv = {
                let _span = tracing::debug_span!("decode").entered();
                llvm_spirv_rs::read_spirv(&input)?
            };
            let stats = llvm_spirv_rs::spirv::stats::ModuleStats::of(&spv);
            apply_spec_constants(cli, &spv, &mut options)?;
            // Never torn down: see `exit_without_freeing`.
            let ctx = std::mem::ManuallyDrop::new(llvm_spirv_rs::llvm::ir::Context::new());
            let module = {
                let _span = tracing::debug_span!("translate").entered();
                llvm_spirv_rs::spirv_to_llvm::translate(&spv, &ctx, &options)?
            };
            if std::env::var_os("LLVM_SPIRV_RS_DEBUG_NO_VERIFY").is_none() {
                let _span = tracing::debug_span!("verify").entered();
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
            summary(cli, &path, &stats, spv.header.version);
            exit_without_freeing(module);
            Ok(())
        }
    }
}

/// The `-v` summary line: what was translated into what, and how much of it.
fn summary(
    cli: &Cli,
    output: &str,
    stats: &llvm_spirv_rs::spirv::stats::ModuleStats,
    version: u32,
) {
    let direction = if cli.reverse { "reverse" } else { "forward" };
    tracing::info!(
        "{direction} {} -> {output}: SPIR-V {}.{}, {} functions ({} entry points), {} types, \
         {} debug records, {} instructions",
        input_name(cli),
        (version >> 16) & 0xff,
        (version >> 8) & 0xff,
        stats.functions,
        stats.entry_points,
        stats.types,
        stats.debug_records,
        stats.instructions
    );
}

/// The process ends right after a translation: tearing the LLVM module and context down value
/// by value (a few percent of a large translation) would only hand memory back that the exit
/// hands back anyway. Clang does the same (`-disable-free`).
/// (The contexts are `ManuallyDrop` for the same reason.)
fn exit_without_freeing<M>(module: M) {
    std::mem::forget(module);
}

/// Exit codes, as documented in `--help` and the README.
const EXIT_ERROR: u8 = 1;
const EXIT_USAGE: u8 = 2;

/// `--version`: the tool, the LLVM it is built with, the SPIR-V versions it writes and reads.
fn version_text() -> String {
    let max = llvm_spirv_rs::options::ForwardOptions::default().max_version;
    let read = llvm_spirv_rs::spirv::binary::MAX_VERSION;
    format!(
        "{}\nLLVM version {} (linked statically)\nwrites SPIR-V 1.0 to {}.{} (the default \
         highest; lower with --spirv-max-version), reads SPIR-V up to {}.{}",
        env!("CARGO_PKG_VERSION"),
        env!("LLVM_SPIRV_RS_LLVM_VERSION"),
        max.major,
        max.minor,
        read.major,
        read.minor
    )
}

const AFTER_HELP: &str = "Exit codes: 0 success; 1 an input or translation error (one line on \
standard error naming the input and the place); 2 a usage error (unknown option, bad option value).
Output: `-o FILE` replaces a regular file atomically (a temporary file renamed over it, keeping \
its mode; links are followed); devices, FIFOs and descriptors (/dev/null, /dev/stdout, >(cmd)) are \
written in place; on an error nothing is written.
Logging: -v, or RUST_LOG (e.g. RUST_LOG=debug); colour only on a terminal, never with NO_COLOR.";

/// Sets up the `tracing` output on standard error: `RUST_LOG` if set, else debug with `-v` and
/// warnings only without. Phases are spans, logged with their time when they close.
fn init_logging(verbose: bool) {
    use std::io::IsTerminal;
    use tracing_subscriber::EnvFilter;
    use tracing_subscriber::fmt::format::FmtSpan;
    let default = if verbose { "debug" } else { "warn" };
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new(default));
    let color = std::io::stderr().is_terminal()
        && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty());
    tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(color)
        .with_span_events(FmtSpan::CLOSE)
        .with_target(false)
        .with_timer(tracing_subscriber::fmt::time::Uptime::default())
        .init();
}

fn main() -> ExitCode {
    use clap::{CommandFactory, FromArgMatches};
    let args = normalize_args(std::env::args());
    let command = Cli::command()
        .version(env!("CARGO_PKG_VERSION"))
        .long_version(&*Box::leak(version_text().into_boxed_str()))
        .after_help(AFTER_HELP);
    let cli = match command
        .try_get_matches_from(args)
        .and_then(|m| Cli::from_arg_matches(&m))
    {
        Ok(c) => c,
        Err(e) => {
            let code = if e.use_stderr() { EXIT_USAGE } else { 0 };
            let _ = e.print();
            return ExitCode::from(code);
        }
    };
    init_logging(cli.verbose);
    match run(&cli) {
        Ok(()) => ExitCode::SUCCESS,
        // The reader of our output went away (`| head`): nothing more to say to anyone.
        Err(Error::Io { message, .. }) if message.contains("Broken pipe") => ExitCode::SUCCESS,
        Err(e) => {
            let code = match e {
                Error::Usage(_) => EXIT_USAGE,
                _ => EXIT_ERROR,
            };
            // Every message names the input, unless it names its file already.
            let name = input_name(&cli);
            let names_file =
                matches!(&e, Error::Io { .. } | Error::Usage(_)) || e.to_string().starts_with(name);
            if names_file {
                eprintln!("llvm-spirv-rs: {e}");
            } else {
                eprintln!("llvm-spirv-rs: {name}: {e}");
            }
            ExitCode::from(code)
        }
    }
}
