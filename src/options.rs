//! Options of a translation, as the CLI or a library user sets them.
//!
//! The defaults (`Default`) are the command line's: a translation with no option. The option
//! structs are plain data with public fields and `with_*` builders; [`ForwardOptions::from_args`]
//! and [`ReverseOptions::from_args`] read the command line's syntax.

#![warn(missing_docs)]

pub use crate::spec_constants::SpecConstant;

/// How SPIR-V is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum SpirvFormat {
    /// The SPIR-V binary (little-endian words; `.spv`).
    #[default]
    Binary,
    /// The incumbent's text form (`-spirv-text`, `.spt`).
    Text,
}

/// How LLVM IR is written by a reverse translation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum LlvmFormat {
    /// Bitcode (`.bc`).
    #[default]
    Bitcode,
    /// LLVM assembly (`-S`, `.ll`).
    Text,
}

use crate::error::{Error, Result};
use crate::spirv::grammar::Version;
use std::collections::HashSet;

/// Which SPIR-V extensions a forward translation may use (`--spirv-ext=+A,-B,+all,-all`).
/// Like `llvm-spirv`, none is allowed unless asked for.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ExtensionPolicy {
    all: bool,
    allowed: HashSet<String>,
    denied: HashSet<String>,
}

impl ExtensionPolicy {
    /// Parses the `--spirv-ext` list; every name must be an extension we know.
    pub fn parse(list: &str) -> Result<Self> {
        let mut p = ExtensionPolicy::default();
        // Empty items (`+all,,` or an empty value) are errors, as in llvm-spirv.
        for item in list.split(',') {
            let (on, name) = match item.split_at(item.chars().next().map_or(0, char::len_utf8)) {
                ("+", n) => (true, n),
                ("-", n) => (false, n),
                _ => (false, ""),
            };
            if name.is_empty() {
                return Err(Error::Usage(format!(
                    "Invalid value of --spirv-ext, expected format is: --spirv-ext=+EXT_NAME,-EXT_NAME \
                     (got '{item}': each item is + or - and an extension name, or +all/-all)"
                )));
            }
            if name == "all" {
                p.all = on;
                if on {
                    p.denied.clear();
                } else {
                    p.allowed.clear();
                }
                continue;
            }
            if !crate::spirv::support::is_known_extension(name) {
                return Err(Error::Usage(format!(
                    "Unknown extension '{name}' was specified via --spirv-ext option"
                )));
            }
            if on {
                p.denied.remove(name);
                p.allowed.insert(name.to_string());
            } else {
                p.allowed.remove(name);
                p.denied.insert(name.to_string());
            }
        }
        Ok(p)
    }

    /// Every extension allowed (`+all`).
    pub fn all() -> Self {
        ExtensionPolicy {
            all: true,
            ..Default::default()
        }
    }

    /// Whether the list allows the extension `name`.
    pub fn allows(&self, name: &str) -> bool {
        if self.denied.contains(name) {
            return false;
        }
        self.all || self.allowed.contains(name)
    }
}

/// Options of the forward translation (LLVM IR → SPIR-V).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ForwardOptions {
    /// The highest SPIR-V version the output may have (`--spirv-max-version`).
    pub max_version: Version,
    /// The extensions the output may use (`--spirv-ext`; none by default).
    pub extensions: ExtensionPolicy,
    /// `--spirv-allow-unknown-intrinsics`: `Some(prefixes)` (empty = all) emits unknown
    /// intrinsics as calls to external functions.
    pub allow_unknown_intrinsics: Option<Vec<String>>,
    /// How the SPIR-V is written (`-spirv-text`: the text form).
    pub format: SpirvFormat,
    /// `--spirv-debug-info-version`: the set debug information is written in.
    pub debug_info: DebugInfoVersion,
    /// `--preserve-ocl-kernel-arg-type-metadata-through-string`: each kernel's
    /// `kernel_arg_type` and `kernel_arg_type_qual` also go into `OpString`s.
    pub kernel_arg_type_strings: bool,
    /// `--spirv-replace-fmuladd-with-ocl-mad` (on by default): `llvm.fmuladd` becomes OpenCL
    /// `mad`, which may fuse or not as `fmuladd` may; off, an `OpFMul` and an `OpFAdd`.
    pub fmuladd_to_mad: bool,
    /// `--spirv-fp-contract`: which kernels get `ContractionOff`.
    pub fp_contract: FpContract,
    /// `--spirv-mem2reg`: LLVM's mem2reg runs on the module before it is translated.
    pub mem2reg: bool,
    /// `--spirv-allow-extra-diexpressions`: DWARF operations beyond the debug set's own
    /// DebugOperation list (after Fragment) are written with `llvm-spirv`'s extended numbering
    /// (DebugOperation 10–167), which `spirv-val` refuses in `OpenCL.DebugInfo.100`; without
    /// it, a location whose expression has one is dropped (the variable stays, with a warning).
    pub extra_diexpressions: bool,
}

/// Floating-point contraction in the kernels (`--spirv-fp-contract`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum FpContract {
    /// `on` (the default): off (`ContractionOff`) in the kernels that reach an addition or
    /// subtraction LLVM may not contract.
    #[default]
    On,
    /// `off`: off in every kernel.
    Off,
    /// `fast`: allowed everywhere.
    Fast,
}

impl FpContract {
    /// Parses a `--spirv-fp-contract` value (`on`, `off` or `fast`).
    pub fn parse(s: &str) -> Result<Self> {
        match s {
            "on" => Ok(FpContract::On),
            "off" => Ok(FpContract::Off),
            "fast" => Ok(FpContract::Fast),
            _ => Err(Error::Usage(format!(
                "for the --spirv-fp-contract option: Cannot find option named '{s}'! (expected on, off or fast)"
            ))),
        }
    }
}

/// The extended instruction set of debug information (`--spirv-debug-info-version`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum DebugInfoVersion {
    /// `OpenCL.DebugInfo.100` (`ocl-100`, the default).
    #[default]
    OpenCl100,
    /// The original `DebugInfo` set (`legacy`).
    Legacy,
    /// `NonSemantic.Shader.DebugInfo.100` (`nonsemantic-shader-100`).
    Shader100,
    /// The incumbent's `NonSemantic.Shader.DebugInfo.200` (`nonsemantic-shader-200`): the
    /// same set with Fortran's additions (modules, subranges, dynamic arrays, strings), the
    /// producer on the compile unit and complex encodings.
    Shader200,
    /// No debug information is written.
    None,
}

impl DebugInfoVersion {
    /// Parses a `--spirv-debug-info-version` value.
    pub fn parse(s: &str) -> Result<Self> {
        match s {
            "ocl-100" => Ok(DebugInfoVersion::OpenCl100),
            "legacy" => Ok(DebugInfoVersion::Legacy),
            "nonsemantic-shader-100" => Ok(DebugInfoVersion::Shader100),
            "nonsemantic-shader-200" => Ok(DebugInfoVersion::Shader200),
            _ => Err(Error::Usage(format!(
                "for the --spirv-debug-info-version option: Cannot find option named '{s}'! (expected ocl-100, legacy, \
                 nonsemantic-shader-100 or nonsemantic-shader-200)"
            ))),
        }
    }
}

impl Default for ForwardOptions {
    fn default() -> Self {
        ForwardOptions {
            max_version: Version::new(1, 4),
            extensions: ExtensionPolicy::default(),
            allow_unknown_intrinsics: None,
            format: SpirvFormat::Binary,
            debug_info: DebugInfoVersion::OpenCl100,
            kernel_arg_type_strings: false,
            fmuladd_to_mad: true,
            fp_contract: FpContract::On,
            mem2reg: false,
            extra_diexpressions: false,
        }
    }
}

impl ForwardOptions {
    /// Whether the translation may use the extension `name` (asked for, or implied by an
    /// option).
    pub fn extension_allowed(&self, name: &str) -> bool {
        self.extensions.allows(name) || self.implied_extension(name)
    }

    /// An extension an option asks for by itself (unless `--spirv-ext` denies it): the
    /// non-semantic debug-info sets need SPV_KHR_non_semantic_info before SPIR-V 1.6.
    fn implied_extension(&self, name: &str) -> bool {
        name == "SPV_KHR_non_semantic_info"
            && matches!(
                self.debug_info,
                DebugInfoVersion::Shader100 | DebugInfoVersion::Shader200
            )
            && !self.extensions.denied.contains(name)
    }

    /// Parses a `--spirv-max-version` value (1.0 to 1.4).
    pub fn parse_max_version(s: &str) -> Result<Version> {
        let v = match s {
            "1.0" => Version::new(1, 0),
            "1.1" => Version::new(1, 1),
            "1.2" => Version::new(1, 2),
            "1.3" => Version::new(1, 3),
            "1.4" => Version::new(1, 4),
            _ => {
                return Err(Error::Usage(format!(
                    "for the --spirv-max-version option: Cannot find option named '{s}'! (expected 1.0, 1.1, 1.2, 1.3 or 1.4)"
                )));
            }
        };
        Ok(v)
    }
}

/// How reverse translation represents builtins (`--spirv-target-env`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum TargetEnv {
    /// OpenCL 1.2 builtins (the default, as the incumbent).
    #[default]
    Cl12,
    /// OpenCL 2.0 builtins.
    Cl20,
    /// SPIR-V friendly IR: `__spirv_*` calls.
    SpvIr,
}

impl TargetEnv {
    /// Parses a `--spirv-target-env` value (`CL1.2`, `CL2.0` or `SPV-IR`).
    pub fn parse(s: &str) -> Result<Self> {
        match s {
            "CL1.2" => Ok(TargetEnv::Cl12),
            "CL2.0" => Ok(TargetEnv::Cl20),
            "SPV-IR" => Ok(TargetEnv::SpvIr),
            _ => Err(Error::Usage(format!(
                "for the --spirv-target-env option: Cannot find option named '{s}'! (expected CL1.2, CL2.0 or SPV-IR)"
            ))),
        }
    }
}

/// How BuiltIn variables appear in reverse-translated IR (`--spirv-builtin-format`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum BuiltinFormat {
    /// Calls of functions (`__spirv_BuiltInGlobalInvocationId(i32)`; the default).
    #[default]
    Function,
    /// Global variables (`__spirv_BuiltInGlobalInvocationId`).
    Global,
}

/// Options of the reverse translation (SPIR-V → LLVM IR).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReverseOptions {
    /// How builtins are written (`--spirv-target-env`).
    pub target_env: TargetEnv,
    /// How BuiltIn variables are written (`--spirv-builtin-format`).
    pub builtin_format: BuiltinFormat,
    /// `--spec-const` values, checked against the module's specialization constants (an
    /// unknown SpecId or a size that differs is an error).
    pub spec_constants: Vec<SpecConstant>,
    /// `--spirv-gen-kernel-arg-name-md`: add `kernel_arg_name` metadata to kernels.
    pub kernel_arg_names: bool,
    /// `--preserve-ocl-kernel-arg-type-metadata-through-string`: `kernel_arg_type` comes from
    /// the `OpString "kernel_arg_type.<kernel>.<type>,..."` a producer kept, when there is one.
    pub kernel_arg_type_strings: bool,
    /// How the LLVM module is written by [`crate::reverse`] (`-S`: assembly).
    pub format: LlvmFormat,
    /// `--spirv-max-version` given with `-r`: a module of a higher version is refused, as
    /// llvm-spirv refuses it (without it, every version this translator reads is read).
    pub max_version: Option<Version>,
    /// Whether the LLVM verifier checks the module before it is handed out (on by default;
    /// off only to debug the translator).
    pub verify: bool,
    /// The module is written as bitcode and nothing else reads it (the command's `-r` to a
    /// bitcode file): the instructions' debug locations are then distinct `DILocation`s, one per
    /// (line, column, scope, inlined at), which the translation shares itself, instead of nodes
    /// uniqued in the context. The bitcode is the same: it records an instruction's location by
    /// its fields, never the node (and "the same as the last one" by the node, which one node
    /// per location keeps). LLVM's uniquing of a location not seen before (a lookup in the
    /// context's hash set, whose compares read the stored nodes) was a tenth of the time of a
    /// `-g` reverse. Off by default: a module handed to a caller, or printed as assembly
    /// (which writes `distinct`), has uniqued locations as LLVM makes them.
    pub bitcode_only: bool,
}

impl Default for ReverseOptions {
    fn default() -> Self {
        ReverseOptions {
            target_env: TargetEnv::Cl12,
            builtin_format: BuiltinFormat::Function,
            spec_constants: Vec::new(),
            kernel_arg_names: false,
            kernel_arg_type_strings: false,
            format: LlvmFormat::Bitcode,
            max_version: None,
            verify: true,
            bitcode_only: false,
        }
    }
}

impl ForwardOptions {
    /// The options a command line gives (`"--spirv-ext=+all -spirv-text"`; the syntax of
    /// `llvm-spirv-rs`, options only). An empty string gives the defaults.
    ///
    /// ```
    /// use llvm_spirv_rs::options::{ForwardOptions, SpirvFormat};
    /// let o = ForwardOptions::from_args("--spirv-max-version=1.2 -spirv-text")?;
    /// assert_eq!(o.format, SpirvFormat::Text);
    /// assert_eq!(ForwardOptions::from_args("")?, ForwardOptions::default());
    /// # Ok::<(), llvm_spirv_rs::Error>(())
    /// ```
    pub fn from_args(args: &str) -> Result<Self> {
        crate::args::Args::parse_str(args)?.forward_options()
    }

    /// Sets [`ForwardOptions::max_version`].
    pub fn with_max_version(mut self, version: Version) -> Self {
        self.max_version = version;
        self
    }

    /// Sets [`ForwardOptions::extensions`].
    pub fn with_extensions(mut self, extensions: ExtensionPolicy) -> Self {
        self.extensions = extensions;
        self
    }

    /// Sets [`ForwardOptions::format`].
    pub fn with_format(mut self, format: SpirvFormat) -> Self {
        self.format = format;
        self
    }

    /// Sets [`ForwardOptions::debug_info`].
    pub fn with_debug_info(mut self, debug_info: DebugInfoVersion) -> Self {
        self.debug_info = debug_info;
        self
    }

    /// Sets [`ForwardOptions::allow_unknown_intrinsics`].
    pub fn with_allow_unknown_intrinsics(mut self, prefixes: Option<Vec<String>>) -> Self {
        self.allow_unknown_intrinsics = prefixes;
        self
    }

    /// Sets [`ForwardOptions::kernel_arg_type_strings`].
    pub fn with_kernel_arg_type_strings(mut self, on: bool) -> Self {
        self.kernel_arg_type_strings = on;
        self
    }

    /// Sets [`ForwardOptions::fmuladd_to_mad`].
    pub fn with_fmuladd_to_mad(mut self, on: bool) -> Self {
        self.fmuladd_to_mad = on;
        self
    }

    /// Sets [`ForwardOptions::fp_contract`].
    pub fn with_fp_contract(mut self, mode: FpContract) -> Self {
        self.fp_contract = mode;
        self
    }

    /// Sets [`ForwardOptions::mem2reg`].
    pub fn with_mem2reg(mut self, on: bool) -> Self {
        self.mem2reg = on;
        self
    }
}

impl ReverseOptions {
    /// The options a command line gives (`"--spirv-target-env=CL2.0 -S"`; the syntax of
    /// `llvm-spirv-rs -r`, options only). An empty string gives the defaults.
    ///
    /// ```
    /// use llvm_spirv_rs::options::{LlvmFormat, ReverseOptions, TargetEnv};
    /// let o = ReverseOptions::from_args("--spirv-target-env=SPV-IR -S --spec-const='1:i32:7'")?;
    /// assert_eq!((o.target_env, o.format), (TargetEnv::SpvIr, LlvmFormat::Text));
    /// assert_eq!(o.spec_constants[0].bits, 7);
    /// assert_eq!(ReverseOptions::from_args("")?, ReverseOptions::default());
    /// # Ok::<(), llvm_spirv_rs::Error>(())
    /// ```
    pub fn from_args(args: &str) -> Result<Self> {
        let mut args = crate::args::Args::parse_str(args)?;
        args.reverse = true;
        args.reverse_options()
    }

    /// Sets [`ReverseOptions::target_env`].
    pub fn with_target_env(mut self, env: TargetEnv) -> Self {
        self.target_env = env;
        self
    }

    /// Sets [`ReverseOptions::builtin_format`].
    pub fn with_builtin_format(mut self, format: BuiltinFormat) -> Self {
        self.builtin_format = format;
        self
    }

    /// Adds a specialization constant value ([`ReverseOptions::spec_constants`]).
    pub fn with_spec_constant(mut self, value: SpecConstant) -> Self {
        self.spec_constants.push(value);
        self
    }

    /// Sets [`ReverseOptions::kernel_arg_names`].
    pub fn with_kernel_arg_names(mut self, on: bool) -> Self {
        self.kernel_arg_names = on;
        self
    }

    /// Sets [`ReverseOptions::kernel_arg_type_strings`].
    pub fn with_kernel_arg_type_strings(mut self, on: bool) -> Self {
        self.kernel_arg_type_strings = on;
        self
    }

    /// Sets [`ReverseOptions::format`].
    pub fn with_format(mut self, format: LlvmFormat) -> Self {
        self.format = format;
        self
    }
}
