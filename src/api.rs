//! The library's front door: whole translations from bytes to bytes, and the module-level calls
//! beneath them for callers that hold an LLVM module or context already.
//!
//! # Threads
//!
//! Every function here may be called from any number of threads at once: each call that
//! takes bytes makes its own LLVM context and disposes of it before it returns, and the
//! translator keeps no global state. A call given a caller's module or context uses only that
//! one, so two threads must not hand the same context to it at the same time (LLVM's own
//! rule for contexts).
//!
//! # Output
//!
//! The library never prints, exits or aborts: every problem comes back as an [`Error`], and
//! what the translator has to say besides goes to [`tracing`] (warnings at `WARN`, progress at
//! `DEBUG`; LLVM's diagnostics about modules it reads under the target `llvm`). Install a
//! `tracing` subscriber to see it; without one nothing is written anywhere.

#![warn(missing_docs)]

use crate::args::Args;
use crate::error::{Error, Result};
use crate::llvm::embed;
use crate::llvm::ir::{Context, Module};
use crate::options::{ForwardOptions, LlvmFormat, ReverseOptions, SpirvFormat};
use crate::spirv::SpvModule;

/// The name errors give an input that has none.
const UNNAMED: &str = "<input>";

/// Translates LLVM IR (bitcode or assembly, told apart by content) to SPIR-V, written as
/// `options.format` says (binary by default).
///
/// ```
/// let ir = br#"
///     target triple = "spir64-unknown-unknown"
///     define spir_kernel void @k(i32 addrspace(1)* %p) {
///       store i32 1, i32 addrspace(1)* %p
///       ret void
///     }
/// "#;
/// let spirv = llvm_spirv_rs::forward(ir, &llvm_spirv_rs::ForwardOptions::default())?;
/// assert_eq!(&spirv[..4], &0x0723_0203u32.to_le_bytes());
/// # Ok::<(), llvm_spirv_rs::Error>(())
/// ```
pub fn forward(input: &[u8], options: &ForwardOptions) -> Result<Vec<u8>> {
    forward_named(input, UNNAMED, options)
}

/// [`forward`], with the input's name (a file name) for error messages and the LLVM module's
/// identifier.
pub fn forward_named(input: &[u8], name: &str, options: &ForwardOptions) -> Result<Vec<u8>> {
    crate::input_kind::expect_llvm(input, name)?;
    let ctx = Context::new();
    let module = ctx.load_module(input, name)?;
    forward_llvm(&module, options)
}

/// Translates SPIR-V (binary of either endianness or the text form, told apart by content)
/// to LLVM IR, written as `options.format` says (bitcode by default). The module passes the
/// LLVM verifier (unless `options.verify` is off).
///
/// ```
/// # let ir = br#"
/// #     target triple = "spir64-unknown-unknown"
/// #     define spir_kernel void @k(i32 addrspace(1)* %p) {
/// #       store i32 1, i32 addrspace(1)* %p
/// #       ret void
/// #     }
/// # "#;
/// # let spirv = llvm_spirv_rs::forward(ir, &Default::default())?;
/// use llvm_spirv_rs::options::{LlvmFormat, ReverseOptions};
/// let options = ReverseOptions::default().with_format(LlvmFormat::Text);
/// let text = String::from_utf8(llvm_spirv_rs::reverse(&spirv, &options)?).unwrap();
/// assert!(text.contains("define spir_kernel void @k("));
/// # Ok::<(), llvm_spirv_rs::Error>(())
/// ```
pub fn reverse(input: &[u8], options: &ReverseOptions) -> Result<Vec<u8>> {
    let spv = crate::read_spirv(input)?;
    let ctx = Context::new();
    let module = reverse_llvm(&spv, &ctx, options)?;
    Ok(write_llvm(&module, options.format))
}

/// Translates a caller's LLVM module to SPIR-V, written as `options.format` says. The module
/// stays the caller's; it is not changed, except that `options.mem2reg` runs mem2reg on it.
///
/// ```
/// use llvm_spirv_rs::inkwell;
/// let context = inkwell::context::Context::create();
/// let module = context.create_module("m");
/// module.set_triple(&inkwell::targets::TargetTriple::create("spir64-unknown-unknown"));
/// let f = module.add_function("k", context.void_type().fn_type(&[], false), None);
/// f.set_call_conventions(76); // spir_kernel
/// let builder = context.create_builder();
/// builder.position_at_end(context.append_basic_block(f, "entry"));
/// builder.build_return(None).unwrap();
/// let spirv = llvm_spirv_rs::forward_module(&module, &Default::default())?;
/// assert!(spirv.len() > 20);
/// # Ok::<(), llvm_spirv_rs::Error>(())
/// ```
pub fn forward_module(
    module: &inkwell::module::Module<'_>,
    options: &ForwardOptions,
) -> Result<Vec<u8>> {
    embed::with_module(module, |m| forward_llvm(m, options))
}

/// Translates SPIR-V to a new LLVM module in the caller's context. The module passes the LLVM
/// verifier (unless `options.verify` is off); `options.format` does not apply.
///
/// ```
/// # let spirv = llvm_spirv_rs::forward(br#"
/// #     target triple = "spir64-unknown-unknown"
/// #     define spir_kernel void @k() {
/// #       ret void
/// #     }
/// # "#, &Default::default())?;
/// let context = llvm_spirv_rs::inkwell::context::Context::create();
/// let module = llvm_spirv_rs::reverse_module(&spirv, &context, &Default::default())?;
/// assert!(module.get_function("k").is_some());
/// # Ok::<(), llvm_spirv_rs::Error>(())
/// ```
pub fn reverse_module<'ctx>(
    input: &[u8],
    context: &'ctx inkwell::context::Context,
    options: &ReverseOptions,
) -> Result<inkwell::module::Module<'ctx>> {
    let spv = crate::read_spirv(input)?;
    embed::with_context(context, |ctx| reverse_llvm(&spv, ctx, options))
}

/// Rewrites LLVM IR to be representable by SPIR-V (the command's `-s`): the OpenCL C builtins
/// that are one SPIR-V instruction become SPIR-V friendly calls (`__spirv_*`), and
/// `llvm.sadd.with.overflow` is lowered. Returns the module as bitcode.
pub fn regularize(input: &[u8], options: &ForwardOptions) -> Result<Vec<u8>> {
    crate::input_kind::expect_llvm(input, UNNAMED)?;
    let ctx = Context::new();
    let module = ctx.load_module(input, UNNAMED)?;
    regularize_llvm(&module, options)?;
    Ok(module.to_bitcode())
}

/// Converts SPIR-V between binary and the text form (the command's `-to-binary` and
/// `-to-text`), after checking that every instruction, extension and enumerant is one the
/// translator knows.
pub fn convert(input: &[u8], format: SpirvFormat) -> Result<Vec<u8>> {
    let module = crate::read_spirv(input)?;
    crate::spirv::support::check_supported(&module)?;
    Ok(crate::write_spirv(&module, format))
}

/// The scalar specialization constants of a SPIR-V module: (SpecId, size in bytes), in module
/// order (the command's `--spec-const-info`).
pub fn spec_constant_info(input: &[u8]) -> Result<Vec<(u32, u32)>> {
    Ok(crate::spirv_to_llvm::spec_constants(&crate::read_spirv(
        input,
    )?))
}

/// What [`run`] made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Output {
    /// The bytes.
    pub bytes: Vec<u8>,
    /// What they are.
    pub kind: OutputKind,
}

/// The kinds of output of [`run`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OutputKind {
    /// A SPIR-V binary.
    SpirvBinary,
    /// SPIR-V in the text form.
    SpirvText,
    /// LLVM bitcode.
    LlvmBitcode,
    /// LLVM assembly.
    LlvmText,
    /// LLVM bitcode rewritten by `-s`.
    Regularized,
    /// LLVM assembly rewritten by `-s -S`.
    RegularizedText,
    /// A report for a person (`--spec-const-info`, `--spirv-print-report`).
    Report,
}

impl OutputKind {
    /// The extension the command gives an output of this kind when no name is given
    /// (empty for reports, which go to standard output).
    pub fn extension(self) -> &'static str {
        match self {
            OutputKind::SpirvBinary => ".spv",
            OutputKind::SpirvText => ".spt",
            OutputKind::LlvmBitcode => ".bc",
            OutputKind::LlvmText => ".ll",
            OutputKind::Regularized => ".regularized.bc",
            OutputKind::RegularizedText => ".regularized.ll",
            OutputKind::Report => "",
        }
    }
}

/// Does what a command line asks for with `input` (the command's whole job but for files):
/// forward or reverse translation, `-to-text`, `-to-binary` (with `--spirv-tools-dis` or
/// `--spirv-asm`, the SPIRV-Tools assembly), `-s`, `--spec-const-info`,
/// `--spirv-print-report`. `name` names the input in error messages.
pub fn run(input: &[u8], name: &str, args: &Args) -> Result<Output> {
    let mut made = None;
    crate::command::run(
        args,
        name,
        || Ok(input),
        |_, out| {
            made = Some(out);
            Ok(())
        },
        crate::command::Settings::LIBRARY,
    )?;
    made.ok_or_else(|| Error::Input(format!("{name}: the command made no output")))
}

/// Whether the LLVM context of a translation is disposed of at the end.
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Teardown {
    /// Disposed of (what a library does).
    Free,
    /// Left to the process exit, which hands the memory back anyway (the command, which ends
    /// right after; tearing a large module down value by value costs a few percent of its
    /// translation; clang's `-disable-free` does the same).
    LeaveToExit,
}

/// The forward translation of a module, written in `options.format`.
pub(crate) fn forward_llvm(module: &Module<'_>, options: &ForwardOptions) -> Result<Vec<u8>> {
    let spv: SpvModule = crate::llvm_to_spirv::translate(module, options)?;
    Ok(crate::write_spirv_owned(spv, options.format))
}

/// `-s`: the module regularized, and verified.
fn regularize_llvm(module: &Module<'_>, options: &ForwardOptions) -> Result<()> {
    crate::llvm_to_spirv::regularize(module, options)?;
    module.verify()
}

/// The reverse translation of a module into `ctx`, verified unless `options.verify` is off.
pub(crate) fn reverse_llvm<'c>(
    spv: &SpvModule,
    ctx: &'c Context,
    options: &ReverseOptions,
) -> Result<Module<'c>> {
    let module = crate::spirv_to_llvm::translate(spv, ctx, options)?;
    if options.verify {
        module.verify()?;
    }
    Ok(module)
}

fn write_llvm(module: &Module<'_>, format: LlvmFormat) -> Vec<u8> {
    match format {
        LlvmFormat::Bitcode => module.to_bitcode(),
        LlvmFormat::Text => module.to_text().into_bytes(),
    }
}
