//! LLVM types → SPIR-V types, including the opaque OpenCL types (`opencl.image2d_ro_t`...) and
//! the seed's `spirv.*` names.

use super::Ctx;
use crate::error::Result;
use crate::llvm::ir::{Type, TypeKind};
use crate::spirv::Id;
use crate::spirv::builder::ImageType;
use crate::spirv::tables::{enums, op};

/// The extension that allows integer types of widths other than 8, 16, 32 and 64.
pub(crate) const ARBITRARY_INTEGERS: &str = "SPV_INTEL_arbitrary_precision_integers";

fn access_of_suffix(s: &str) -> Option<(&str, u32)> {
    if let Some(b) = s.strip_suffix("_ro_t") {
        Some((b, enums::AccessQualifier::ReadOnly))
    } else if let Some(b) = s.strip_suffix("_wo_t") {
        Some((b, enums::AccessQualifier::WriteOnly))
    } else if let Some(b) = s.strip_suffix("_rw_t") {
        Some((b, enums::AccessQualifier::ReadWrite))
    } else {
        s.strip_suffix("_t")
            .map(|b| (b, enums::AccessQualifier::ReadOnly))
    }
}

/// Why `bfloat` is refused. SPIR-V has a bfloat16 type only from SPV_KHR_bfloat16
/// (`OpTypeFloat 16 BFloat16KHR`), which the grammar here and spirv-val (SPIRV-Tools 2023.1)
/// refuse; `llvm-spirv` 14 writes bfloat as the IEEE half, which changes every value.
const BFLOAT: &str = "the type bfloat has no SPIR-V type that spirv-val accepts: SPV_KHR_bfloat16's \
    OpTypeFloat 16 BFloat16KHR is newer than the SPIR-V grammar of this tool and of spirv-val \
    (SPIRV-Tools 2023.1), and the IEEE half (which llvm-spirv 14 writes) has other values; keep \
    bfloat16 values as i16 bits (SPV_INTEL_bfloat16_conversion converts them to and from float)";

impl<'c> Ctx<'c, '_> {
    /// The SPIR-V type of an LLVM type.
    pub fn type_id(&mut self, ty: Type<'c>) -> Result<Id> {
        if let Some(&id) = self.types.get(&ty) {
            return Ok(id);
        }
        let id = self.translate_type(ty)?;
        self.types.insert(ty, id);
        Ok(id)
    }

    /// `OpTypeFloat 16`, with `Float16` when the source enables half arithmetic.
    fn half_type(&mut self) -> Id {
        if self.half_arithmetic {
            self.b.require_capability(enums::Capability::Float16);
        }
        self.b.type_float(16)
    }

    fn translate_type(&mut self, ty: Type<'c>) -> Result<Id> {
        Ok(match ty.kind() {
            TypeKind::Void => self.b.type_void(),
            TypeKind::Half => self.half_type(),
            TypeKind::Float => self.b.type_float(32),
            TypeKind::Double => self.b.type_float(64),
            TypeKind::Integer => {
                // (An Integer type has a width; 0 matches none of the widths below.)
                let w = ty.int_width().unwrap_or(0);
                match w {
                    1 => self.b.type_bool(),
                    8 | 16 | 32 | 64 => self.b.type_int(w, 0),
                    // Other widths exist under SPV_INTEL_arbitrary_precision_integers.
                    _ if w > 1 && self.extension_allowed(ARBITRARY_INTEGERS) => {
                        self.b.require_extension(ARBITRARY_INTEGERS);
                        self.b
                            .require_capability(enums::Capability::ArbitraryPrecisionIntegersINTEL);
                        self.b.type_int(w, 0)
                    }
                    // Or held at a wider width where that is exact (see `narrow_ints`).
                    _ if self.widened_ints && super::narrow_ints::wider(w).is_some() => {
                        // (Some: the guard above.)
                        let held = super::narrow_ints::wider(w).unwrap_or(64);
                        self.b.type_int(held, 0)
                    }
                    _ => {
                        return Err(self.unsupported(format!(
                            "InvalidBitWidth: Invalid bit width in input: {w}"
                        )));
                    }
                }
            }
            TypeKind::Vector => {
                let elem = ty
                    .element()
                    .ok_or_else(|| self.unsupported("vector without element type"))?;
                // (A vector: matched.)
                let n = ty.vector_len().unwrap_or(0);
                if self.single_lane(ty) {
                    // Written as its element (see `single_lane`).
                    return self.type_id(elem);
                }
                if elem.kind() == TypeKind::Pointer {
                    // SPIR-V 2.16.1: a vector's components are numerical or boolean scalars.
                    return Err(self.unsupported(format!(
                        "vectors of pointers ({}) have no SPIR-V type",
                        ty.display()
                    )));
                }
                if !matches!(n, 2 | 3 | 4 | 8 | 16)
                    && n > 0
                    && self.extension_allowed(super::vector_compute::EXT)
                {
                    // Any length under SPV_INTEL_vector_compute.
                    self.b.require_capability(enums::Capability::VectorAnyINTEL);
                } else if !matches!(n, 2 | 3 | 4 | 8 | 16) {
                    return Err(self.unsupported(format!(
                        "vectors of {n} elements ({}) do not exist in OpenCL SPIR-V (2, 3, 4, 8 or 16)",
                        ty.display()
                    )));
                }
                let e = self.type_id(elem)?;
                self.b.type_vector(e, n)
            }
            TypeKind::Array => {
                let elem = ty
                    .element()
                    .ok_or_else(|| self.unsupported("array without element type"))?;
                let e = self.type_id(elem)?;
                // (An array: matched.)
                let len = ty.array_len().unwrap_or(0);
                let len_id = self.array_length(len);
                self.b.type_array(e, len_id)
            }
            TypeKind::Pointer => return self.pointer_type(ty),
            TypeKind::Struct => return self.struct_type(ty),
            TypeKind::Function => {
                let ret = ty
                    .return_type()
                    .ok_or_else(|| self.unsupported("function type without return type"))?;
                let r = self.type_id(ret)?;
                let mut params = Vec::new();
                for p in ty.param_types() {
                    params.push(self.type_id(p)?);
                }
                // A variadic function keeps its fixed parameters (as llvm-spirv does): SPIR-V
                // has no variadic functions, and a call passing more arguments is refused
                // where calls are translated.
                self.b.type_function(r, &params)
            }
            TypeKind::Token if self.extension_allowed("SPV_INTEL_token_type") => {
                self.b.require_extension("SPV_INTEL_token_type");
                self.b.require_capability(enums::Capability::TokenTypeINTEL);
                self.b.type_token_intel()
            }
            TypeKind::Other if ty.is_bfloat() => {
                return Err(self.unsupported(BFLOAT.to_string()));
            }
            TypeKind::Label | TypeKind::Metadata | TypeKind::Token | TypeKind::Other => {
                return Err(self.unsupported(format!(
                    "the type {} has no SPIR-V counterpart",
                    ty.display()
                )));
            }
        })
    }

    /// The constant that an array length is: of the width of `size_t` by the data layout
    /// (as llvm-spirv writes it), 64-bit when it does not fit 32 bits.
    pub(crate) fn array_length(&mut self, len: u64) -> Id {
        if let Some(l) = u32::try_from(len).ok().filter(|_| self.layout_bits == 32) {
            let t = self.b.type_int(32, 0);
            self.b.constant(t, &[l])
        } else {
            let t = self.b.type_int(64, 0);
            self.b.constant(t, &[len as u32, (len >> 32) as u32])
        }
    }

    fn pointer_type(&mut self, ty: Type<'c>) -> Result<Id> {
        let pointee = ty
            .element()
            .ok_or_else(|| self.unsupported("pointer without pointee"))?;
        // Pointers to the opaque OpenCL types are those types themselves.
        if let Some(name) = pointee.struct_name().filter(|_| pointee.struct_is_opaque()) {
            if let Some(id) = self.special_opaque_type(name)? {
                return Ok(id);
            }
        }
        if pointee.kind() == TypeKind::Function {
            // A pointer to a function type, as llvm-spirv writes it under the extension.
            self.allow_extension(
                "SPV_INTEL_function_pointers",
                &format!("function pointers ({})", ty.display()),
            )?;
            self.b
                .require_capability(enums::Capability::FunctionPointersINTEL);
        }
        // (A pointer: `pointer_type` is called for pointer types.)
        let space = ty.address_space().unwrap_or(0);
        let sc = self.storage_class_of(space).ok_or_else(|| {
            self.unsupported(format!(
                "address space {space} of {} has no storage class",
                ty.display()
            ))
        })?;
        // A placeholder id first: the pointee may reach back to this pointer (recursive structs).
        let p = self.type_id(pointee)?;
        if let Some(&id) = self.types.get(&ty) {
            return Ok(id);
        }
        Ok(self.b.type_pointer(sc, p))
    }

    fn struct_type(&mut self, ty: Type<'c>) -> Result<Id> {
        let name = ty.struct_name();
        if ty.struct_is_opaque() {
            let name = name.unwrap_or("");
            if let Some(id) = self.special_opaque_type(name)? {
                return Ok(id);
            }
            return Ok(self.b.type_opaque(name));
        }
        let id = self.b.type_struct_placeholder();
        self.types.insert(ty, id);
        let mut members = Vec::new();
        for e in ty.struct_elements() {
            members.push(self.type_id(e)?);
        }
        self.b.set_struct_members(id, &members)?;
        if let Some(n) = name {
            self.b.name(id, n);
        }
        if ty.struct_is_packed() {
            self.b.decorate(id, enums::Decoration::CPacked, &[]);
        }
        Ok(id)
    }

    /// The SPIR-V type of an opaque OpenCL or `spirv.*` struct name, if it is one.
    fn special_opaque_type(&mut self, name: &str) -> Result<Option<Id>> {
        // `opencl.image1d_ro_t.2`: LLVM's name for a second declaration of the type.
        let name = crate::builtins::opaque::without_rename_suffix(name);
        if let Some(opcode) = crate::mapping::opaque_types::opcode_of_struct(name) {
            return Ok(Some(self.b.type_inst(opcode, &[])));
        }
        if let Some(t) = crate::builtins::avc::type_by_struct_name(name) {
            return Ok(Some(self.b.type_inst(t.op, &[])));
        }
        if let Some(access) = crate::mapping::vector_compute::buffer_surface_access(name)
            .filter(|_| self.extension_allowed("SPV_INTEL_vector_compute"))
        {
            // A buffer surface of SPV_INTEL_vector_compute (without the extension the struct
            // stays an OpTypeOpaque, as llvm-spirv keeps it).
            return Ok(Some(
                self.b.type_inst(op::TypeBufferSurfaceINTEL, &[access]),
            ));
        }
        if let Some(rest) = name.strip_prefix("opencl.") {
            if let Some(p) = rest.strip_prefix("pipe_") {
                let access = if p.starts_with("wo") {
                    enums::AccessQualifier::WriteOnly
                } else {
                    enums::AccessQualifier::ReadOnly
                };
                self.b.require_capability(enums::Capability::Pipes);
                return Ok(Some(self.b.type_pipe(access)));
            }
            if let Some((base, access)) = access_of_suffix(rest) {
                // A suffix-less image takes the access its kernel parameters agree on.
                let access = self
                    .image_access
                    .by_type
                    .get(name)
                    .copied()
                    .unwrap_or(access);
                return Ok(self.opencl_image_type(base, access));
            }
            return Ok(None);
        }
        if let Some(rest) = name.strip_prefix("spirv.Image._") {
            return self.spirv_image(name, rest).map(Some);
        }
        if let Some(rest) = name.strip_prefix("spirv.SampledImage._") {
            let image = self.spirv_image(name, rest)?;
            return Ok(Some(self.b.type_sampled_image(image)));
        }
        if let Some(rest) = name.strip_prefix("spirv.VmeImageINTEL._") {
            let image = self.spirv_image(name, rest)?;
            return Ok(Some(self.b.type_inst(op::TypeVmeImageINTEL, &[image.0])));
        }
        if let Some(rest) = name.strip_prefix(crate::builtins::joint_matrix::STRUCT_PREFIX) {
            return self.joint_matrix_type(name, rest).map(Some);
        }
        if let Some(rest) = name.strip_prefix("spirv.Pipe._") {
            let access = rest
                .parse()
                .map_err(|_| self.unsupported(format!("bad access qualifier in {name}")))?;
            self.b.require_capability(enums::Capability::Pipes);
            return Ok(Some(self.b.type_pipe(access)));
        }
        Ok(None)
    }

    /// The `OpTypeImage` of OpenCL image type `base` (`image2d_array`) with `access`.
    pub(crate) fn opencl_image_type(&mut self, base: &str, access: u32) -> Option<Id> {
        let shape = crate::builtins::image::shape_by_name(base)?;
        let void = self.b.type_void();
        let image = ImageType {
            sampled_type: void,
            dim: shape.dim,
            depth: u32::from(shape.depth),
            arrayed: shape.arrayed,
            multisampled: shape.multisampled,
            sampled: 0,
            format: enums::ImageFormat::Unknown,
            access: Some(access),
        };
        Some(self.image_type(&image))
    }

    /// `spirv.Image._{SampledType}_{Dim}_{Depth}_{Arrayed}_{MS}_{Sampled}_{Format}_{Access}`.
    fn spirv_image(&mut self, name: &str, postfix: &str) -> Result<Id> {
        let parts: Vec<&str> = postfix.split('_').collect();
        let bad = |cx: &Self| cx.unsupported(format!("malformed image type name '{name}'"));
        if parts.len() != 8 {
            return Err(bad(self));
        }
        let sampled_type = match parts[0] {
            "void" => self.b.type_void(),
            "float" => self.b.type_float(32),
            "half" => self.half_type(),
            "int" | "uint" => self.b.type_int(32, 0),
            _ => return Err(bad(self)),
        };
        let mut n = [0u32; 7];
        for (slot, p) in n.iter_mut().zip(&parts[1..]) {
            *slot = p.parse().map_err(|_| bad(self))?;
        }
        let image = ImageType {
            sampled_type,
            dim: n[0],
            depth: n[1],
            arrayed: n[2] != 0,
            multisampled: n[3] != 0,
            sampled: n[4],
            format: n[5],
            access: Some(n[6]),
        };
        Ok(self.image_type(&image))
    }

    /// `spirv.JointMatrixINTEL._{ComponentType}_{Rows}_{Columns}_{Layout}_{Scope}[_{Use}]`
    /// (`SPV_INTEL_joint_matrix`): OpTypeJointMatrixINTEL, the numbers as 32-bit constants.
    fn joint_matrix_type(&mut self, name: &str, postfix: &str) -> Result<Id> {
        let parts: Vec<&str> = postfix.split('_').collect();
        let bad = |cx: &Self| cx.unsupported(format!("malformed joint matrix type name '{name}'"));
        if !(5..=6).contains(&parts.len()) {
            return Err(bad(self));
        }
        self.allow_extension("SPV_INTEL_joint_matrix", &format!("the type {name}"))?;
        let component = match crate::builtins::joint_matrix::component(parts[0]) {
            Some((false, bits)) => self.b.type_int(bits, 0),
            Some((true, 16)) => self.half_type(),
            Some((true, bits)) => self.b.type_float(bits),
            None => return Err(bad(self)),
        };
        let i32_ty = self.b.type_int(32, 0);
        let mut ops = vec![component.0];
        for p in &parts[1..] {
            let v: u32 = p.parse().map_err(|_| bad(self))?;
            ops.push(self.b.constant(i32_ty, &[v]).0);
        }
        Ok(self.b.type_inst(op::TypeJointMatrixINTEL, &ops))
    }

    fn image_type(&mut self, image: &ImageType) -> Id {
        self.b.require_capability(enums::Capability::ImageBasic);
        if image.access == Some(enums::AccessQualifier::ReadWrite) {
            self.b.require_capability(enums::Capability::ImageReadWrite);
        }
        self.b.type_image(image)
    }
}
