//! The `llvm-spirv-rs` command: argv → options, read input, call the library, write output.
//! Exit code 0 on success, 1 on any error (with one line on stderr saying what and where),
//! also where llvm-spirv aborts (`Error::Fatal`: its `LLVM ERROR:` wording, but no abort).

use llvm_spirv_rs::args::{Args as Cli, cl, normalize_args};
use llvm_spirv_rs::command;
use llvm_spirv_rs::{Error, Result};
use std::io::Read;
use std::process::ExitCode;

// The allocator (mimalloc) and its settings: the executable's alone, never the library's.
#[path = "llvm/allocator.rs"]
mod allocator;

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

/// The command's job, with files: the library does all of it but reading and writing.
fn run(cli: &Cli) -> Result<()> {
    command::run(
        cli,
        command::input_name(cli),
        || read_input(&cli.input),
        |path, out| llvm_spirv_rs::output::write_output(path, &out.bytes),
        command::Settings::command(),
    )
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
LLVM library options: the options of LLVM's own passes and code generators that llvm-spirv lists \
in --help-hidden (--aarch64-*, --polly-*, --time-passes, --print-options, ...) are accepted, their values checked, \
and ignored: a translation runs none of those passes.
Logging: -v (-W: no warnings), or RUST_LOG (e.g. RUST_LOG=debug); colour only on a terminal, never with NO_COLOR.";

/// Sets up the `tracing` output on standard error: `RUST_LOG` if set, else debug with `-v` and
/// warnings only without. Phases are spans, logged with their time when they close.
fn init_logging(cli: &Cli) {
    use std::io::IsTerminal;
    use tracing_subscriber::EnvFilter;
    use tracing_subscriber::fmt::format::FmtSpan;
    let default = if cli.verbose {
        "debug"
    } else if cli.no_warn {
        "error"
    } else {
        "warn"
    };
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new(default));
    let color = cli.color.unwrap_or_else(|| {
        std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
    });
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
    let command = Cli::command()
        .version(env!("CARGO_PKG_VERSION"))
        .long_version(&*Box::leak(version_text().into_boxed_str()))
        .after_help(AFTER_HELP);
    // llvm-spirv's option syntax first: its boolean values, its wording, the LLVM library
    // options it lists (checked, then ignored).
    let prepared = match cl::prepare(&command, normalize_args(std::env::args())) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("llvm-spirv-rs: {e}");
            let code = match e {
                Error::Usage(_) => EXIT_USAGE,
                _ => EXIT_ERROR,
            };
            return ExitCode::from(code);
        }
    };
    let cli = match command
        .try_get_matches_from(prepared.argv)
        .and_then(|m| Cli::from_arg_matches(&m))
    {
        Ok(c) => c,
        Err(e) => {
            let code = if e.use_stderr() { EXIT_USAGE } else { 0 };
            let _ = e.print();
            return ExitCode::from(code);
        }
    };
    allocator::configure(cli.reverse);
    init_logging(&cli);
    if !prepared.ignored.is_empty() {
        tracing::debug!(
            "ignored LLVM library options (they tune LLVM passes and code generators a \
             translation does not run): {}",
            prepared.ignored.join(" ")
        );
    }
    match run(&cli) {
        Ok(()) => ExitCode::SUCCESS,
        // The reader of our output went away (`| head`): nothing more to say to anyone.
        Err(Error::Io { message, .. }) if message.contains("Broken pipe") => ExitCode::SUCCESS,
        Err(e) => {
            let code = match e {
                Error::Usage(_) => EXIT_USAGE,
                _ => EXIT_ERROR,
            };
            eprintln!(
                "llvm-spirv-rs: {}",
                command::error_line(&e, command::input_name(&cli))
            );
            ExitCode::from(code)
        }
    }
}
