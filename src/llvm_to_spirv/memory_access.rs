//! `llvm.ptr.annotation` of a pointer with an Intel FPGA load/store-unit string
//! (`{params:N}{cache-size:M}`) → the SPV_INTEL_fpga_memory_accesses decorations of the
//! pointer; any other annotation string → UserSemantic on it (SPIR-V 1.4).

use super::Ctx;
use crate::spirv::Id;
use crate::spirv::grammar::Version;
use crate::spirv::tables::enums;

const EXT: &str = "SPV_INTEL_fpga_memory_accesses";

use crate::mapping::memory_access::PARAM_BITS;

/// `{params:N}{cache-size:M}` (the cache size optional) → (N, M).
fn parse(text: &str) -> Option<(u32, u32)> {
    let mut params = None;
    let mut cache = 0;
    for item in text.strip_prefix('{')?.strip_suffix('}')?.split("}{") {
        let (key, value) = item.split_once(':')?;
        let v: u32 = value.trim().parse().ok()?;
        match key {
            "params" => params = Some(v),
            "cache-size" => cache = v,
            _ => return None,
        }
    }
    Some((params?, cache))
}

/// The decorations of a load/store-unit string whose `params` are not 0.
pub(crate) fn decorations(text: &str) -> Option<Vec<(u32, u32)>> {
    let (params, cache) = parse(text)?;
    let decs: Vec<(u32, u32)> = PARAM_BITS
        .iter()
        .filter(|(bit, _)| params & bit != 0)
        .map(|&(bit, d)| (d, if bit == 2 { cache } else { 0 }))
        .collect();
    (!decs.is_empty()).then_some(decs)
}

/// Decorates the pointer `id` annotated with `text`.
pub(crate) fn annotate_pointer(cx: &mut Ctx<'_, '_>, id: Id, text: &str) {
    match decorations(text) {
        Some(decs) if cx.extension_allowed(EXT) => {
            cx.b.require_extension(EXT);
            cx.b.require_capability(enums::Capability::FPGAMemoryAccessesINTEL);
            for (d, lit) in decs {
                let takes =
                    d == enums::Decoration::CacheSizeINTEL || d == enums::Decoration::PrefetchINTEL;
                let lits: &[u32] = if takes { &[lit] } else { &[] };
                cx.b.decorate(id, d, lits);
            }
        }
        _ if cx.b.version() >= Version::new(1, 4) => {
            cx.b.decorate_string(id, enums::Decoration::UserSemantic, text, &[]);
        }
        _ => {}
    }
}
