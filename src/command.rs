//! The command's whole job but for files: what `llvm-spirv-rs ARGS` does, given a way to read its
//! input and to write its output. The `llvm-spirv-rs` binary supplies files; [`crate::api::run`]
//! and the C API supply bytes in memory. Progress goes to `tracing` (a span per phase, the `-v`
//! summary line at `INFO`); nothing is printed.

use crate::api::{Output, OutputKind, Teardown};
use crate::args::{Args, Mode};
use crate::error::{Error, Result};
use crate::input_kind::{expect_llvm, expect_spirv};
use crate::llvm::ir::Context;
use crate::options::{LlvmFormat, SpirvFormat};
use crate::spirv::SpvModule;
use crate::spirv::asm::WriteOptions;
use crate::spirv::stats::ModuleStats;

/// How a command runs, besides its arguments.
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Whether the LLVM context is disposed of at the end.
    pub teardown: Teardown,
    /// Whether the LLVM module of a reverse translation is verified.
    pub verify: bool,
}

impl Settings {
    /// What a library call does: free everything, verify.
    pub const LIBRARY: Settings = Settings {
        teardown: Teardown::Free,
        verify: true,
    };

    /// What the command does: leave the LLVM context to the process exit, and verify the
    /// module of a reverse translation (as `llvm-spirv` does), unless `LLVM_SPIRV_RS_VERIFY=0`
    /// turns it off: a module that fails the verifier is an error, never written. (The
    /// verifier costs about a sixth of a `-g` reverse; a caller that verifies later anyway may
    /// leave it out.)
    pub fn command() -> Settings {
        Settings {
            teardown: Teardown::LeaveToExit,
            verify: verify_wanted(std::env::var_os(VERIFY_VAR).as_deref()),
        }
    }
}

/// The variable that turns the command's verification of its LLVM output off (`0`).
pub const VERIFY_VAR: &str = "LLVM_SPIRV_RS_VERIFY";

/// Whether the command verifies, given `LLVM_SPIRV_RS_VERIFY`: always, but when it is `0`.
fn verify_wanted(var: Option<&std::ffi::OsStr>) -> bool {
    var.is_none_or(|v| v != "0")
}

#[cfg(test)]
mod verify_tests {
    use super::verify_wanted;
    use std::ffi::OsStr;

    #[test]
    fn the_command_verifies_unless_the_variable_is_0() {
        assert!(verify_wanted(None));
        assert!(verify_wanted(Some(OsStr::new("1"))));
        assert!(verify_wanted(Some(OsStr::new(""))));
        assert!(!verify_wanted(Some(OsStr::new("0"))));
    }
}

/// The input's name in messages: its file name, `<stdin>` for `-`.
pub fn input_name(args: &Args) -> &str {
    if args.input == "-" {
        "<stdin>"
    } else {
        args.input.as_str()
    }
}

/// The command's one-line error message (without the program name): every message names the
/// input `name`, unless it names its file already.
pub fn error_line(e: &Error, name: &str) -> String {
    let text = e.to_string();
    if matches!(e, Error::Io { .. } | Error::Usage(_)) || text.starts_with(name) {
        text
    } else {
        format!("{name}: {text}")
    }
}

/// The incumbent's default output name: the input without its extension, plus `ext`.
pub fn default_output(input: &str, ext: &str) -> String {
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

/// Checks what can be checked of `args` before the input is read: the mode, options not
/// implemented yet, `-S` where the output is not LLVM IR, and every option value.
pub fn check(args: &Args) -> Result<Mode> {
    let mode = args.mode()?;
    if args.emit_llvm_text && !(args.reverse || args.regularize) {
        return Err(Error::Usage(
            "-S writes LLVM IR as text, so it applies only with -r or -s (the output of this \
             command is SPIR-V)"
                .into(),
        ));
    }
    args.forward_options()?;
    args.reverse_options()?;
    // Options of the other direction are ignored with llvm-spirv's note.
    let notes = [
        (
            "--spirv-target-env",
            args.spirv_target_env.is_some() && !args.reverse,
            "SPIR-V to LLVM IR",
        ),
        (
            "--spirv-allow-unknown-intrinsics",
            !args.spirv_allow_unknown_intrinsics.is_empty() && args.reverse,
            "LLVM IR to SPIR-V",
        ),
        (
            "--spirv-debug-info-version",
            args.spirv_debug_info_version.is_some() && args.reverse,
            "LLVM IR to SPIR-V",
        ),
    ];
    for (option, _, direction) in notes.iter().filter(|n| n.1) {
        tracing::warn!(
            "Note: {option} option ignored as it only affects translation from {direction}"
        );
    }
    Ok(mode)
}

/// Runs the command `args` asks for: checks the arguments, reads the input with `read` (which
/// says what it is in its errors; `name` names it in the others), translates or converts it, and
/// hands the output to `write` with the path it goes to (`-`: standard output).
pub fn run<R: AsRef<[u8]>>(
    args: &Args,
    name: &str,
    read: impl FnOnce() -> Result<R>,
    write: impl FnOnce(&str, Output) -> Result<()>,
    settings: Settings,
) -> Result<()> {
    let mode = check(args)?;
    let owned = {
        let _span = tracing::debug_span!("read", input = %name).entered();
        let bytes = read()?;
        tracing::debug!(bytes = bytes.as_ref().len(), "read");
        bytes
    };
    let input = owned.as_ref();
    if input.is_empty() {
        return Err(Error::Input(format!(
            "Can't translate, file is empty: {name}"
        )));
    }
    let job = Job {
        args,
        name,
        settings,
    };
    if args.spirv_print_report || args.spec_const_info || mode != Mode::Forward {
        let what = if args.spirv_print_report {
            "--spirv-print-report"
        } else if args.spec_const_info {
            "--spec-const-info"
        } else {
            match mode {
                Mode::ToText => "-to-text",
                Mode::ToBinary => "-to-binary",
                _ => "-r",
            }
        };
        expect_spirv(input, name, what)?;
    }
    if args.spirv_print_report {
        // Binary input only, as the incumbent reads it.
        let spv = crate::spirv::binary::decode(input)?;
        let text = crate::spirv::report::report(&spv);
        return emit(write, "-", report(text));
    }
    if args.spec_const_info {
        // The scalar specialization constants of a SPIR-V input, as the incumbent lists them.
        let list = crate::api::spec_constant_info(input)?;
        let mut text = format!(
            "Number of scalar specialization constants in the module = {}\n",
            list.len()
        );
        for (id, bytes) in list {
            text.push_str(&format!("Spec const id = {id}, size in bytes = {bytes}\n"));
        }
        return emit(write, "-", report(text));
    }
    match mode {
        Mode::ToText | Mode::ToBinary => job.convert(input, mode, write),
        Mode::Forward => job.forward(owned, write),
        Mode::Reverse => job.reverse(owned, write),
    }
}

/// One run's arguments and settings.
struct Job<'a> {
    args: &'a Args,
    name: &'a str,
    settings: Settings,
}

impl Job<'_> {
    /// The output path: `-o`, else the input's name with `ext`.
    fn path(&self, ext: &str) -> String {
        self.args
            .output
            .clone()
            .unwrap_or_else(|| default_output(&self.args.input, ext))
    }

    /// `-to-text` / `-to-binary`.
    fn convert(
        &self,
        input: &[u8],
        mode: Mode,
        write: impl FnOnce(&str, Output) -> Result<()>,
    ) -> Result<()> {
        let module = crate::read_spirv(input)?;
        crate::spirv::support::check_supported(&module)?;
        let (format, kind) = if mode == Mode::ToText {
            (SpirvFormat::Text, OutputKind::SpirvText)
        } else {
            (SpirvFormat::Binary, OutputKind::SpirvBinary)
        };
        let bytes = match asm_form(self.args)?.filter(|_| mode == Mode::ToText) {
            Some(form) => crate::spirv::asm::write(&module, &form),
            None => crate::write_spirv(&module, format),
        };
        let path = self.path(kind.extension());
        tracing::debug!(instructions = module.len(), output = %path, "converted");
        emit(write, &path, Output { bytes, kind })
    }

    /// LLVM IR to SPIR-V, or `-s`. The input is freed once it is parsed.
    fn forward<R: AsRef<[u8]>>(
        &self,
        input: R,
        write: impl FnOnce(&str, Output) -> Result<()>,
    ) -> Result<()> {
        let options = self.args.forward_options()?;
        let ctx = Context::new();
        let name = self.name;
        let kind = expect_llvm(input.as_ref(), name)?;
        let module = {
            let _span = tracing::debug_span!("parse", kind = ?kind).entered();
            ctx.load_module(input.as_ref(), name)?
        };
        drop(input);
        if self.args.regularize {
            {
                let _span = tracing::debug_span!("regularize").entered();
                crate::llvm_to_spirv::regularize(&module, &options)?;
            }
            {
                let _span = tracing::debug_span!("verify").entered();
                module.verify()?;
            }
            let kind = if self.args.emit_llvm_text {
                OutputKind::RegularizedText
            } else {
                OutputKind::Regularized
            };
            let path = self.path(kind.extension());
            let bytes = if self.args.emit_llvm_text || path.ends_with(".ll") {
                module.to_text().into_bytes()
            } else {
                module.to_bitcode()
            };
            emit(write, &path, Output { bytes, kind })?;
            leave(module, self.settings.teardown);
            leave(ctx, self.settings.teardown);
            return Ok(());
        }
        let spv = crate::llvm_to_spirv::translate(&module, &options)?;
        let asm = asm_form(self.args)?;
        let (format, kind) = if self.args.spirv_text || asm.is_some() {
            (SpirvFormat::Text, OutputKind::SpirvText)
        } else {
            (SpirvFormat::Binary, OutputKind::SpirvBinary)
        };
        let path = self.path(kind.extension());
        let stats = self.stats(&spv);
        let bytes = match asm {
            Some(form) => crate::spirv::asm::write(&spv, &form),
            None => crate::write_spirv_owned(spv, format),
        };
        emit(write, &path, Output { bytes, kind })?;
        self.summary(&path, stats);
        leave(module, self.settings.teardown);
        leave(ctx, self.settings.teardown);
        Ok(())
    }

    /// `-r`: SPIR-V to LLVM IR. The input is freed once it is decoded.
    fn reverse<R: AsRef<[u8]>>(
        &self,
        input: R,
        write: impl FnOnce(&str, Output) -> Result<()>,
    ) -> Result<()> {
        let mut options = self.args.reverse_options()?;
        let path = self.path(OutputKind::LlvmBitcode.extension());
        let text = options.format == LlvmFormat::Text || path.ends_with(".ll");
        // (Written as bitcode only: see `ReverseOptions::bitcode_only`.)
        options.bitcode_only = !text;
        let spv = {
            let _span = tracing::debug_span!("decode").entered();
            crate::read_spirv(input.as_ref())?
        };
        drop(input);
        let ctx = Context::new();
        let module = {
            let _span = tracing::debug_span!("translate").entered();
            crate::spirv_to_llvm::translate(&spv, &ctx, &options)?
        };
        if self.settings.verify {
            let _span = tracing::debug_span!("verify").entered();
            module.verify()?;
        }
        let (bytes, kind) = if text {
            (module.to_text().into_bytes(), OutputKind::LlvmText)
        } else {
            (module.to_bitcode(), OutputKind::LlvmBitcode)
        };
        emit(write, &path, Output { bytes, kind })?;
        self.summary(&path, self.stats(&spv));
        leave(module, self.settings.teardown);
        leave(ctx, self.settings.teardown);
        Ok(())
    }

    /// What the `-v` summary line says of `spv` (counted only when the line is logged).
    fn stats(&self, spv: &SpvModule) -> Option<(ModuleStats, u32)> {
        tracing::enabled!(tracing::Level::INFO).then(|| (ModuleStats::of(spv), spv.header.version))
    }

    /// The `-v` summary line: what was translated into what, and how much of it.
    fn summary(&self, output: &str, stats: Option<(ModuleStats, u32)>) {
        let Some((stats, version)) = stats else {
            return;
        };
        let direction = if self.args.reverse {
            "reverse"
        } else {
            "forward"
        };
        tracing::info!(
            "{direction} {} -> {output}: SPIR-V {}.{}, {} functions ({} entry points), {} types, \
             {} debug records, {} instructions",
            self.name,
            (version >> 16) & 0xff,
            (version >> 8) & 0xff,
            stats.functions,
            stats.entry_points,
            stats.types,
            stats.debug_records,
            stats.instructions
        );
    }
}

/// Hands the output over, in the `write` span.
fn emit(write: impl FnOnce(&str, Output) -> Result<()>, path: &str, out: Output) -> Result<()> {
    let _span = tracing::debug_span!("write", output = %path, bytes = out.bytes.len()).entered();
    write(path, out)
}

fn report(text: String) -> Output {
    Output {
        bytes: text.into_bytes(),
        kind: OutputKind::Report,
    }
}

fn leave<T>(value: T, teardown: Teardown) {
    match teardown {
        Teardown::Free => drop(value),
        Teardown::LeaveToExit => std::mem::forget(value),
    }
}

/// The assembly form `--spirv-tools-dis` or `--spirv-asm` asks for, if any.
fn asm_form(args: &Args) -> Result<Option<WriteOptions>> {
    match &args.spirv_asm {
        Some(flags) => WriteOptions::from_dis_flags(flags).map(Some),
        None => Ok(args.spirv_tools_dis.then_some(WriteOptions::INCUMBENT)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_output_replaces_the_extension() {
        assert_eq!(default_output("a/b.ll", ".spv"), "a/b.spv");
        assert_eq!(default_output("a.b/c", ".spv"), "a.b/c.spv");
        assert_eq!(default_output("-", ".spv"), "-");
    }

    #[test]
    fn error_lines_name_the_input_once() {
        let e = Error::Input("in.bc is empty".into());
        assert_eq!(error_line(&e, "in.bc"), "in.bc is empty");
        let e = Error::Input("bad".into());
        assert_eq!(error_line(&e, "in.bc"), "in.bc: bad");
    }
}
