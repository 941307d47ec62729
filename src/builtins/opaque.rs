//! Opaque types: the LLVM struct names clang-14 and the SPIR-V representation use, and the
//! source names under which they appear in mangled builtin names.
//!
//! | LLVM type                                 | mangled as                                   |
//! |-------------------------------------------|----------------------------------------------|
//! | `%opencl.image2d_ro_t addrspace(1)*`      | `14ocl_image2d_ro` (no pointer)              |
//! | `%opencl.sampler_t addrspace(2)*`         | `11ocl_sampler`                              |
//! | `%opencl.event_t*`                        | `9ocl_event`                                 |
//! | `%opencl.clk_event_t*`                    | `12ocl_clkevent`                             |
//! | `%opencl.queue_t*`                        | `9ocl_queue`                                 |
//! | `%opencl.reserve_id_t*`                   | `13ocl_reserveid`                            |
//! | `%opencl.pipe_ro_t addrspace(1)*`, `_wo_` | `8ocl_pipe` (the access is not mangled)      |
//! | `%opencl.intel_sub_group_avc_…_t*`        | `ocl_intel_sub_group_avc_…_t`                |
//! | `%spirv.Image._void_1_0_0_0_0_0_0 addrspace(1)*` | `PU3AS133__spirv_Image__void_1_0_0_0_0_0_0` (a pointer) |
//! | `%spirv.Event*`                           | `P13__spirv_Event`                           |

use super::types::BuiltinType;

/// A struct name without the `.<n>` LLVM appends when a module declares a name twice
/// (`opencl.image1d_ro_t.2` → `opencl.image1d_ro_t`); other names as they are.
pub fn without_rename_suffix(name: &str) -> &str {
    match name.rsplit_once('.') {
        Some((base, n))
            if (base.starts_with("opencl.") || base.starts_with("spirv."))
                && base.contains('.')
                && !n.is_empty()
                && n.bytes().all(|b| b.is_ascii_digit()) =>
        {
            base
        }
        _ => name,
    }
}

/// The mangled source name of an OpenCL opaque LLVM struct (`opencl.image2d_ro_t` →
/// `ocl_image2d_ro`, `opencl.clk_event_t` → `ocl_clkevent`), `None` if `struct_name` is not one.
pub fn ocl_source_name(struct_name: &str) -> Option<String> {
    let rest = struct_name.strip_prefix("opencl.")?;
    let name = match rest {
        "sampler_t" => "ocl_sampler".to_string(),
        "event_t" => "ocl_event".to_string(),
        "clk_event_t" => "ocl_clkevent".to_string(),
        "queue_t" => "ocl_queue".to_string(),
        "reserve_id_t" => "ocl_reserveid".to_string(),
        "pipe_ro_t" | "pipe_wo_t" | "pipe_t" => "ocl_pipe".to_string(),
        r if r.starts_with("image") => {
            let base = r.strip_suffix("_t")?;
            // SPIR 1.2 names (`opencl.image2d_t`) carry no access; clang-14 treats them as
            // read-only.
            if base.ends_with("_ro") || base.ends_with("_wo") || base.ends_with("_rw") {
                format!("ocl_{base}")
            } else {
                format!("ocl_{base}_ro")
            }
        }
        r if r.starts_with("intel_sub_group_avc_") => format!("ocl_{r}"),
        _ => return None,
    };
    Some(name)
}

/// The LLVM struct name clang-14 gives the OpenCL opaque type mangled as `source_name`
/// (`ocl_image2d_ro` → `opencl.image2d_ro_t`). `ocl_pipe` gives `opencl.pipe_ro_t`: a mangled
/// name does not say a pipe's access.
pub fn ocl_struct_name(source_name: &str) -> Option<String> {
    let rest = source_name.strip_prefix("ocl_")?;
    let name = match rest {
        "sampler" => "opencl.sampler_t".to_string(),
        "event" => "opencl.event_t".to_string(),
        "clkevent" => "opencl.clk_event_t".to_string(),
        "queue" => "opencl.queue_t".to_string(),
        "reserveid" => "opencl.reserve_id_t".to_string(),
        "pipe" => "opencl.pipe_ro_t".to_string(),
        r if r.starts_with("image") => format!("opencl.{r}_t"),
        r if r.starts_with("intel_sub_group_avc_") => format!("opencl.{r}"),
        _ => return None,
    };
    Some(name)
}

/// The mangled source name of a SPIR-V opaque LLVM struct: `spirv.Image._void_1_0_0_0_0_0_0`
/// → `__spirv_Image__void_1_0_0_0_0_0_0`, `spirv.Event` → `__spirv_Event`,
/// `spirv.Pipe._0` → `__spirv_Pipe__0`.
pub fn spirv_source_name(struct_name: &str) -> Option<String> {
    let rest = struct_name.strip_prefix("spirv.")?;
    if rest.is_empty() {
        return None;
    }
    Some(format!("__spirv_{}", rest.replace('.', "_")))
}

/// The reverse of [`spirv_source_name`]: `__spirv_SampledImage__float_1_0_0_0_0_0_0` →
/// `spirv.SampledImage._float_1_0_0_0_0_0_0`. The type name is everything up to the first `__`.
pub fn spirv_struct_name(source_name: &str) -> Option<String> {
    let rest = source_name.strip_prefix("__spirv_")?;
    match rest.split_once("__") {
        Some(("", _)) => None,
        Some((ty, postfix)) => Some(format!("spirv.{ty}._{postfix}")),
        None if rest.is_empty() => None,
        None => Some(format!("spirv.{rest}")),
    }
}

/// The mangling type of a pointer to the opaque LLVM struct `struct_name` in `addr_space`:
/// OpenCL types stand for the pointer itself (`Named("ocl_image2d_ro")`), SPIR-V types are
/// pointed to (`PU3AS1` + `__spirv_Image__…`). `None` for other structs.
pub fn opaque_pointer_type(struct_name: &str, addr_space: u32) -> Option<BuiltinType> {
    if let Some(n) = ocl_source_name(struct_name) {
        return Some(BuiltinType::Named(n));
    }
    let n = spirv_source_name(struct_name)?;
    Some(BuiltinType::pointer(BuiltinType::Named(n), addr_space))
}
