//! The `llvm-spirv-rs` command: argv → options, read input, call the library, write output.
//! Exit code 0 on success, 1 on any error (with one line on stderr saying what and where),
//! also where llvm-spirv aborts (`Error::Fatal`: its `LLVM ERROR:` wording, but no abort).

use llvm_spirv_rs::args::{Args, Mode};
use llvm_spirv_rs::options::SpirvFormat;
use llvm_spirv_rs::{Error, Result};
use std::io::{Read, Write};
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

fn run(cli: &Args) -> Result<()> {
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
            let options = cli.forward_options()?;
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
            let options = cli.reverse_options()?;
            let spv = llvm_spirv_rs::read_spirv(&input)?;
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
    let cli = match Args::parse_argv(std::env::args()) {
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
