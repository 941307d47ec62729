//! The `llvm-spirv-rs` command: argv → options, read input, call the library, write output.
//! Exit code 0 on success, 1 on any error (with one line on stderr saying what and where),
//! also where llvm-spirv aborts (`Error::Fatal`: its `LLVM ERROR:` wording, but no abort).

use llvm_spirv_rs::args::{Args as Cli, Mode, normalize_args};
use llvm_spirv_rs::options::SpirvFormat;
use llvm_spirv_rs::{Error, Result};
use std::io::Read;
use std::process::ExitCode;

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

/// The assembly form `--spirv-tools-dis` or `--spirv-asm` asks for, if any.
fn asm_form(cli: &Cli) -> Result<Option<llvm_spirv_rs::spirv::asm::WriteOptions>> {
    use llvm_spirv_rs::spirv::asm::WriteOptions;
    match &cli.spirv_asm {
        Some(flags) => WriteOptions::from_dis_flags(flags).map(Some),
        None => Ok(cli.spirv_tools_dis.then_some(WriteOptions::INCUMBENT)),
    }
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
    cli.forward_options()?;
    cli.reverse_options()?;
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
            let out = match asm_form(cli)?.filter(|_| mode == Mode::ToText) {
                Some(form) => llvm_spirv_rs::spirv::asm::write(&module, &form),
                None => llvm_spirv_rs::write_spirv(&module, format),
            };
            let path = cli
                .output
                .clone()
                .unwrap_or_else(|| default_output(&cli.input, ext));
            tracing::debug!(instructions = module.len(), output = %path, "converted");
            write_output(&path, &out)
        }
        Mode::Forward => {
            let options = cli.forward_options()?;
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
            let asm = asm_form(cli)?;
            let (format, ext) = if cli.spirv_text || asm.is_some() {
                (SpirvFormat::Text, ".spt")
            } else {
                (SpirvFormat::Binary, ".spv")
            };
            let out = match asm {
                Some(form) => llvm_spirv_rs::spirv::asm::write(&spv, &form),
                None => llvm_spirv_rs::write_spirv(&spv, format),
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
            let options = cli.reverse_options()?;
            let spv = {
                let _span = tracing::debug_span!("decode").entered();
                llvm_spirv_rs::read_spirv(&input)?
            };
            let stats = llvm_spirv_rs::spirv::stats::ModuleStats::of(&spv);
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
