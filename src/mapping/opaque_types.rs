//! Opaque SPIR-V types that are not images or pipes ↔ the LLVM struct names of each naming: the
//! OpenCL names (`opencl.event_t`) and the SPV-IR names (`spirv.Event`). AVC types take their
//! names from `crate::builtins::avc`.

use super::Dir;
use crate::builtins::avc;
use crate::spirv::tables::op;

/// (type opcode, OpenCL name, SPV-IR name, address space of pointers to it, directions).
pub const OPAQUE_TYPES: &[(u16, &str, &str, u32, Dir)] = &[
    (
        op::TypeSampler,
        "opencl.sampler_t",
        "spirv.Sampler",
        2,
        Dir::Both,
    ),
    (op::TypeEvent, "opencl.event_t", "spirv.Event", 0, Dir::Both),
    (
        op::TypeDeviceEvent,
        "opencl.clk_event_t",
        "spirv.DeviceEvent",
        0,
        Dir::Both,
    ),
    (op::TypeQueue, "opencl.queue_t", "spirv.Queue", 0, Dir::Both),
    (
        op::TypeReserveId,
        "opencl.reserve_id_t",
        "spirv.ReserveId",
        0,
        Dir::Both,
    ),
    (
        op::TypePipeStorage,
        "spirv.PipeStorage",
        "spirv.PipeStorage",
        1,
        Dir::Both,
    ),
    (
        op::TypeNamedBarrier,
        "spirv.NamedBarrier",
        "spirv.NamedBarrier",
        0,
        Dir::ToLlvm,
    ),
];

/// The type opcode of an LLVM struct name in either naming (not the AVC types).
pub fn opcode_of_struct(name: &str) -> Option<u16> {
    OPAQUE_TYPES
        .iter()
        .find(|r| (r.1 == name || r.2 == name) && r.4.to_spirv())
        .map(|r| r.0)
}

/// The LLVM struct names (OpenCL, SPV-IR) of a type opcode and the address space of pointers
/// to it (AVC types included).
pub fn struct_of_opcode(opcode: u16) -> Option<(String, String, u32)> {
    if let Some(r) = OPAQUE_TYPES.iter().find(|r| r.0 == opcode && r.4.to_llvm()) {
        return Some((r.1.to_string(), r.2.to_string(), r.3));
    }
    let t = avc::AVC_TYPES.iter().find(|t| t.op == opcode)?;
    Some((
        format!("opencl.{}{}_t", avc::PREFIX, t.ocl),
        format!("spirv.{}", t.spirv),
        0,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_round_trip() {
        for &(opcode, ocl, spv, _, d) in OPAQUE_TYPES {
            if d.to_spirv() {
                assert_eq!(opcode_of_struct(ocl), Some(opcode));
                assert_eq!(opcode_of_struct(spv), Some(opcode));
            }
            if d.to_llvm() {
                let (o, s, _) = struct_of_opcode(opcode).unwrap();
                assert_eq!((o.as_str(), s.as_str()), (ocl, spv));
            }
        }
        for t in avc::AVC_TYPES {
            let (ocl, spv, _) = struct_of_opcode(t.op).unwrap();
            assert_eq!(avc::type_by_struct_name(&ocl).map(|r| r.op), Some(t.op));
            assert_eq!(avc::type_by_struct_name(&spv).map(|r| r.op), Some(t.op));
        }
    }
}
