//! SPIR-V types → LLVM types. Opaque SPIR-V types become pointers to named opaque structs:
//! `opencl.*` names in the CL1.2/CL2.0 target environments, the seed's `spirv.*` names in SPV-IR.

use super::{Rx, address_space};
use crate::error::Result;
use crate::llvm::ir::Type;
use crate::options::TargetEnv;
use crate::spirv::InstId;
use crate::spirv::layout::decode_string;
use crate::spirv::tables::{enums, op};

/// OpenCL image type names by (Dim, Depth, Arrayed, MS).
const IMAGE_NAMES: &[(u32, u32, u32, u32, &str)] = &[
    (enums::Dim::_1D, 0, 0, 0, "image1d"),
    (enums::Dim::_1D, 0, 1, 0, "image1d_array"),
    (enums::Dim::Buffer, 0, 0, 0, "image1d_buffer"),
    (enums::Dim::_2D, 0, 0, 0, "image2d"),
    (enums::Dim::_2D, 0, 1, 0, "image2d_array"),
    (enums::Dim::_2D, 1, 0, 0, "image2d_depth"),
    (enums::Dim::_2D, 1, 1, 0, "image2d_array_depth"),
    (enums::Dim::_2D, 0, 0, 1, "image2d_msaa"),
    (enums::Dim::_2D, 0, 1, 1, "image2d_array_msaa"),
    (enums::Dim::_2D, 1, 0, 1, "image2d_msaa_depth"),
    (enums::Dim::_2D, 1, 1, 1, "image2d_array_msaa_depth"),
    (enums::Dim::_3D, 0, 0, 0, "image3d"),
];

fn access_suffix(access: u32) -> &'static str {
    match access {
        enums::AccessQualifier::WriteOnly => "wo",
        enums::AccessQualifier::ReadWrite => "rw",
        _ => "ro",
    }
}

impl<'c> Rx<'c, '_> {
    /// The sampled-type postfix of the seed's image names.
    fn sampled_type_name(&self, id: u32) -> &'static str {
        let Some(def) = self.idx.def(crate::spirv::Id(id)) else { return "void" };
        let ops = self.m.operands(def);
        match self.m.opcode(def) {
            op::TypeFloat if ops.get(1) == Some(&16) => "half",
            op::TypeFloat => "float",
            op::TypeInt if ops.get(2) == Some(&0) => "uint",
            op::TypeInt => "int",
            _ => "void",
        }
    }

    /// The LLVM name of an opaque SPIR-V type, and its address space.
    fn opaque_type_name(&self, i: InstId) -> Option<(String, u32)> {
        let ops = self.m.operands(i);
        let spv_ir = self.options.target_env == TargetEnv::SpvIr;
        let image_postfix = |rx: &Self, image_ops: &[u32]| -> String {
            let mut s = format!("_{}", rx.sampled_type_name(image_ops[1]));
            for w in &image_ops[2..8] {
                s.push_str(&format!("_{w}"));
            }
            s.push_str(&format!("_{}", image_ops.get(8).copied().unwrap_or(0)));
            s
        };
        Some(match self.m.opcode(i) {
            op::TypeImage => {
                if ops.len() < 8 {
                    return None;
                }
                let access = ops.get(8).copied().unwrap_or(0);
                let named = IMAGE_NAMES.iter().find(|&&(d, dep, arr, ms, _)| d == ops[2] && dep == ops[3] && arr == ops[4] && ms == ops[5]);
                match named {
                    Some(&(.., base)) if !spv_ir => (format!("opencl.{base}_{}_t", access_suffix(access)), 1),
                    _ => (format!("spirv.Image.{}", image_postfix(self, ops)), 1),
                }
            }
            op::TypeSampledImage => {
                let image = self.idx.def(crate::spirv::Id(*ops.get(1)?))?;
                (format!("spirv.SampledImage.{}", image_postfix(self, self.m.operands(image))), 1)
            }
            op::TypeSampler => (if spv_ir { "spirv.Sampler" } else { "opencl.sampler_t" }.into(), 2),
            op::TypeEvent => (if spv_ir { "spirv.Event" } else { "opencl.event_t" }.into(), 0),
            op::TypeDeviceEvent => (if spv_ir { "spirv.DeviceEvent" } else { "opencl.clk_event_t" }.into(), 0),
            op::TypeQueue => (if spv_ir { "spirv.Queue" } else { "opencl.queue_t" }.into(), 0),
            op::TypeReserveId => (if spv_ir { "spirv.ReserveId" } else { "opencl.reserve_id_t" }.into(), 0),
            op::TypePipe => {
                let access = ops.get(1).copied().unwrap_or(0);
                if spv_ir {
                    (format!("spirv.Pipe._{access}"), 1)
                } else {
                    (format!("opencl.pipe_{}_t", access_suffix(access)), 1)
                }
            }
            op::TypePipeStorage => ("spirv.PipeStorage".into(), 1),
            _ => return None,
        })
    }

    /// Translates one type declaration.
    pub(crate) fn translate_type(&mut self, i: InstId) -> Result<()> {
        let ops = self.m.operands(i);
        let opcode = self.m.opcode(i);
        let result = ops.first().copied().unwrap_or(0);
        let ty = match opcode {
            op::TypeVoid => self.b.void_type(),
            op::TypeBool => self.b.int_type(1),
            op::TypeInt => self.b.int_type(ops[1]),
            op::TypeFloat => match ops[1] {
                16 => self.b.half_type(),
                32 => self.b.float_type(),
                64 => self.b.double_type(),
                w => return Err(self.error_at(i, format!("{w}-bit floating point is not supported"))),
            },
            op::TypeVector => {
                let e = self.ty(ops[1], i)?;
                self.b.vector_type(e, ops[2])
            }
            op::TypeArray => {
                let e = self.ty(ops[1], i)?;
                let len = self.constant_u64(ops[2]).ok_or_else(|| self.error_at(i, "array length is not a constant integer"))?;
                self.b.array_type(e, len)
            }
            op::TypeRuntimeArray => {
                let e = self.ty(ops[1], i)?;
                self.b.array_type(e, 0)
            }
            op::TypeStruct => {
                let st = match self.types.get(&result) {
                    Some(&t) => t, // created by OpTypeForwardPointer
                    None => self.b.new_named_struct(&self.struct_name(result)),
                };
                let mut members = Vec::new();
                for &m in &ops[1..] {
                    members.push(self.ty(m, i)?);
                }
                let packed = self.has_decoration(result, enums::Decoration::CPacked);
                self.b.set_struct_body(st, &members, packed);
                st
            }
            op::TypeOpaque => {
                let name = decode_string(&ops[1..]).map(|(s, _)| s).unwrap_or_default();
                self.b.named_struct(&name)
            }
            op::TypePointer => {
                let space = address_space(ops[1])
                    .ok_or_else(|| self.error_at(i, format!("storage class {} has no LLVM address space", ops[1])))?;
                let pointee = match self.types.get(&ops[2]) {
                    Some(&t) => t,
                    None => {
                        // A pointer to a struct declared later (OpTypeForwardPointer).
                        let st = self.b.new_named_struct(&self.struct_name(ops[2]));
                        self.types.insert(ops[2], st);
                        st
                    }
                };
                if pointee.kind() == crate::llvm::ir::TypeKind::Void {
                    self.b.pointer_type(self.b.int_type(8), space)
                } else {
                    self.b.pointer_type(pointee, space)
                }
            }
            op::TypeForwardPointer => {
                // Declares the pointer's struct ahead; the pointer itself comes later.
                // The LLVM pointer type can be made at once from the struct placeholder.
                if let Some(def) = self.idx.def(crate::spirv::Id(ops[0])) {
                    let pointee = self.m.operands(def).get(2).copied().unwrap_or(0);
                    let st = match self.types.get(&pointee) {
                        Some(&t) => t,
                        None => {
                            let st = self.b.new_named_struct(&self.struct_name(pointee));
                            self.types.insert(pointee, st);
                            st
                        }
                    };
                    let space = address_space(ops[1]).unwrap_or(0);
                    let p = self.b.pointer_type(st, space);
                    self.types.insert(ops[0], p);
                }
                return Ok(());
            }
            op::TypeFunction => {
                let ret = self.ty(ops[1], i)?;
                let mut params = Vec::new();
                for &p in &ops[2..] {
                    params.push(self.ty(p, i)?);
                }
                self.b.function_type(ret, &params, false)
            }
            _ => match self.opaque_type_name(i) {
                Some((name, space)) => {
                    let st = self.b.named_struct(&name);
                    self.b.pointer_type(st, space)
                }
                None => return Err(self.error_at(i, "this type is not supported")),
            },
        };
        self.types.insert(result, ty);
        Ok(())
    }

    fn struct_name(&self, id: u32) -> String {
        self.name_of(id).filter(|n| !n.is_empty()).unwrap_or_else(|| "structtype".to_string())
    }

    /// The value of an integer OpConstant.
    pub(crate) fn constant_u64(&self, id: u32) -> Option<u64> {
        let def = self.idx.def(crate::spirv::Id(id))?;
        if self.m.opcode(def) != op::Constant && self.m.opcode(def) != op::SpecConstant {
            return None;
        }
        let ops = self.m.operands(def);
        let lo = u64::from(*ops.get(2)?);
        let hi = u64::from(ops.get(3).copied().unwrap_or(0));
        Some(lo | (hi << 32))
    }
}

impl Type<'_> {
    /// Whether a type is an integer of the given width (helper for instruction selection).
    pub(crate) fn is_int(self, bits: u32) -> bool {
        self.int_width() == Some(bits)
    }
}
