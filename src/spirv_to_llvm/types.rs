//! SPIR-V types → LLVM types. Opaque SPIR-V types become pointers to named opaque structs:
//! `opencl.*` names in the CL1.2/CL2.0 target environments, the seed's `spirv.*` names in SPV-IR.
//! Matrices become arrays of column vectors, runtime arrays zero-length arrays, booleans `i1`.

use super::Rx;
use crate::builtins::joint_matrix as jm;
use crate::error::Result;
use crate::llvm::ir::{Type, TypeKind};
use crate::options::TargetEnv;
use crate::spirv::layout::decode_string;
use crate::spirv::operands::Operands;
use crate::spirv::tables::{enums, op};
use crate::spirv::{Id, InstId};

/// The widest `OpTypeInt` the reverse translates (LLVM itself stops at 2^24 - 1 bits).
pub(super) const MAX_INT_WIDTH: u32 = 1 << 23;

fn access_suffix(access: u32) -> &'static str {
    match access {
        enums::AccessQualifier::WriteOnly => "wo",
        enums::AccessQualifier::ReadWrite => "rw",
        _ => "ro",
    }
}

impl<'c> Rx<'c, '_> {
    /// The OpenCL C name of a SPIR-V scalar or vector type (`uint`, `float4`, `char`), for
    /// `_R` postfixes and image names; `None` for other types.
    pub(crate) fn ocl_type_name(&self, id: u32) -> Option<String> {
        let def = self.def(id)?;
        let ops = self.m.operands(def);
        Some(match self.m.opcode(def) {
            op::TypeBool => "bool".into(),
            op::TypeInt => {
                // (Width is required: checked by the decoder or `check_required`.)
                let base = match ops.get(1).copied().unwrap_or(32) {
                    8 => "char",
                    16 => "short",
                    64 => "long",
                    _ => "int",
                };
                if ops.get(2) == Some(&0) {
                    format!("u{base}")
                } else {
                    base.into()
                }
            }
            // (Width is required: checked by the decoder or `check_required`.)
            op::TypeFloat => match ops.get(1).copied().unwrap_or(32) {
                16 => "half".into(),
                64 => "double".into(),
                _ => "float".into(),
            },
            // A vector's components are scalars: a vector of a vector (or of itself, which
            // malformed input can say) has no name, and is not followed further.
            op::TypeVector => {
                let elem = *ops.get(1)?;
                if self.def_opcode(elem) == op::TypeVector {
                    return None;
                }
                format!("{}{}", self.ocl_type_name(elem)?, ops.get(2)?)
            }
            op::TypeVoid => "void".into(),
            _ => return None,
        })
    }

    /// The sampled-type postfix of the seed's image names.
    fn sampled_type_name(&self, id: u32) -> String {
        match self.ocl_type_name(id) {
            Some(n) if !n.starts_with('b') => n,
            _ => "void".into(),
        }
    }

    /// `_{SampledType}_{Dim}_{Depth}_{Arrayed}_{MS}_{Sampled}_{Format}_{Access}`.
    /// `None` when the operands are not an `OpTypeImage`'s (a sampled image of another type).
    fn image_postfix(&self, image_ops: &[u32]) -> Option<String> {
        let mut s = format!("_{}", self.sampled_type_name(*image_ops.get(1)?));
        for k in 2..8 {
            s.push_str(&format!("_{}", image_ops.get(k)?));
        }
        // (The access qualifier is optional: none is written as 0, read-only.)
        s.push_str(&format!("_{}", image_ops.get(8).copied().unwrap_or(0)));
        Some(s)
    }

    /// The LLVM name of an opaque SPIR-V type, and its address space.
    fn opaque_type_name(&self, i: InstId) -> Option<(String, u32)> {
        let ops = self.m.operands(i);
        let opcode = self.m.opcode(i);
        let spv_ir = self.options.target_env == TargetEnv::SpvIr;
        if let Some((ocl, spv, space)) = crate::mapping::opaque_types::struct_of_opcode(opcode) {
            return Some((if spv_ir { spv } else { ocl }, space));
        }
        Some(match opcode {
            op::TypeImage => {
                if ops.len() < 8 {
                    return None;
                }
                // (The access qualifier is optional: none reads as read-only, 0.)
                let access = ops.get(8).copied().unwrap_or(0);
                let named = crate::builtins::image::name_by_shape(ops[2], ops[3], ops[4], ops[5]);
                match named {
                    Some(base) if !spv_ir => {
                        (format!("opencl.{base}_{}_t", access_suffix(access)), 1)
                    }
                    _ => (format!("spirv.Image.{}", self.image_postfix(ops)?), 1),
                }
            }
            op::TypeSampledImage => {
                let image = self.def(*ops.get(1)?)?;
                (
                    format!(
                        "spirv.SampledImage.{}",
                        self.image_postfix(self.m.operands(image))?
                    ),
                    1,
                )
            }
            op::TypeVmeImageINTEL => {
                let image = self.def(*ops.get(1)?)?;
                (
                    format!(
                        "spirv.VmeImageINTEL.{}",
                        self.image_postfix(self.m.operands(image))?
                    ),
                    1,
                )
            }
            op::TypePipe => {
                // (Required: `check_required` has seen it before any type is made.)
                let access = ops.get(1).copied().unwrap_or(0);
                if spv_ir {
                    (format!("spirv.Pipe._{access}"), 1)
                } else {
                    (format!("opencl.pipe_{}_t", access_suffix(access)), 1)
                }
            }
            op::TypeJointMatrixINTEL => (self.joint_matrix_name(ops)?, jm::REVERSE_ADDRESS_SPACE),
            // As llvm-spirv names buffer surfaces, in both target environments.
            op::TypeBufferSurfaceINTEL => (
                crate::mapping::vector_compute::buffer_surface_name(*ops.get(1)?)?.to_string(),
                1,
            ),
            _ => return None,
        })
    }

    /// `spirv.JointMatrixINTEL._{ComponentType}_{Rows}_{Columns}_{Layout}_{Scope}[_{Use}]` of
    /// an OpTypeJointMatrixINTEL (its numbers are ids of integer constants).
    pub(crate) fn joint_matrix_name(&self, ops: &[u32]) -> Option<String> {
        let component = self.def(*ops.get(1)?)?;
        let bits = *self.m.operands(component).get(1)?;
        let name = match self.m.opcode(component) {
            op::TypeInt => jm::component_name(false, bits)?,
            op::TypeFloat => jm::component_name(true, bits)?,
            _ => return None,
        };
        let mut numbers = Vec::with_capacity(5);
        for &id in ops.get(2..)? {
            let c = self.def(id)?;
            if self.m.opcode(c) != op::Constant {
                return None;
            }
            numbers.push(u64::from(*self.m.operands(c).get(2)?));
        }
        Some(jm::struct_name(name, &numbers))
    }

    /// The struct placeholder of a struct id, made once (forward pointers may need it first).
    fn struct_placeholder(&mut self, id: u32) -> Type<'c> {
        if let Some(&t) = self.types.find(&id) {
            return t;
        }
        let st = self.b.new_named_struct(&self.struct_name(id));
        self.types.insert(id, st);
        st
    }

    /// Translates one type declaration.
    pub(crate) fn translate_type(&mut self, i: InstId) -> Result<()> {
        let ops = self.m.operands(i);
        let opcode = self.m.opcode(i);
        let Some(&result) = ops.first() else {
            return Err(self.error_at(i, "type without result id"));
        };
        let word = |k: usize| ops.get(k).copied();
        let o = Operands::of(self.m, i);
        let ty = match opcode {
            op::TypeVoid => self.b.void_type(),
            // SPV_INTEL_token_type.
            op::TypeTokenINTEL => self.b.token_type(),
            op::TypeBool => self.b.int_type(1),
            op::TypeInt => match word(1) {
                Some(w) if (1..=MAX_INT_WIDTH).contains(&w) => self.b.int_type(w),
                _ => return Err(self.error_at(i, "integer type of an unsupported width")),
            },
            op::TypeFloat => match word(1) {
                Some(16) => self.b.half_type(),
                Some(32) => self.b.float_type(),
                Some(64) => self.b.double_type(),
                Some(w) => {
                    return Err(
                        self.error_at(i, format!("{w}-bit floating point is not supported"))
                    );
                }
                None => return Err(self.error_at(i, "OpTypeFloat without its width")),
            },
            op::TypeVector => {
                let e = self.ty(o.id(1)?, i)?;
                let n = o.literal(2)?;
                if n == 0
                    || !matches!(
                        e.kind(),
                        TypeKind::Integer
                            | TypeKind::Half
                            | TypeKind::Float
                            | TypeKind::Double
                            | TypeKind::Pointer
                    )
                {
                    return Err(self.error_at(i, "invalid vector type"));
                }
                self.b.vector_type(e, n)
            }
            op::TypeMatrix => {
                // A matrix is an array of its column vectors.
                let col = self.ty(o.id(1)?, i)?;
                self.b.array_type(col, u64::from(o.literal(2)?))
            }
            op::TypeArray => {
                let e = self.ty(o.id(1)?, i)?;
                let len = self.folded_constant_u64(o.id(2)?).ok_or_else(|| {
                    self.error_at(i, "the array length is not a constant integer")
                })?;
                if len > u64::from(u32::MAX) {
                    return Err(self.error_at(i, format!("array length {len} is too large")));
                }
                self.sized(e, i)?;
                self.b.array_type(e, len)
            }
            op::TypeRuntimeArray => {
                let e = self.ty(o.id(1)?, i)?;
                self.b.array_type(e, 0)
            }
            op::TypeStruct => {
                let st = self.struct_placeholder(result);
                let mut members = Vec::new();
                let all = self.continued(i, op::TypeStructContinuedINTEL, o.rest(1));
                for &m in &all {
                    let t = self.ty(m, i)?;
                    if t.kind() == TypeKind::Void || t.kind() == TypeKind::Function {
                        return Err(self.error_at(i, "a struct member of void or function type"));
                    }
                    // A member is a type declared before the struct (only a pointer may name a
                    // struct declared later, through OpTypeForwardPointer): a struct member that
                    // is still a body-less placeholder of an OpTypeStruct is the struct itself or
                    // one declared after it, i.e. a struct that contains itself by value, whose
                    // size LLVM would compute forever (a stack overflow the fuzzer found).
                    if t.kind() == TypeKind::Struct
                        && t.struct_is_opaque()
                        && self.def(m).map(|d| self.m.opcode(d)) == Some(op::TypeStruct)
                    {
                        return Err(self.error_at(
                            i,
                            format!("struct member %{m} is a struct not yet declared (a struct cannot contain itself)"),
                        ));
                    }
                    members.push(t);
                }
                let packed = self.has_decoration(result, enums::Decoration::CPacked);
                if st.struct_is_opaque() {
                    self.b.set_struct_body(st, &members, packed);
                }
                st
            }
            op::TypeOpaque => {
                let name = decode_string(o.rest(1))
                    .map(|(s, _)| s)
                    .ok_or_else(|| o.missing(1, "a literal string"))?;
                let name = if name.is_empty() {
                    self.struct_name(result)
                } else {
                    name
                };
                self.b.named_struct(&name)
            }
            op::TypePointer => {
                let space = self.space_of(o.enumerant(1)?, i)?;
                let target = o.id(2)?;
                let pointee = match self.types.find(&target) {
                    Some(&t) => t,
                    // A pointer to a struct declared later (OpTypeForwardPointer).
                    None if self.def_opcode(target) == op::TypeStruct => {
                        self.struct_placeholder(target)
                    }
                    None => {
                        return Err(self.error_at(
                            i,
                            format!("id {target} is not a type declared before this pointer"),
                        ));
                    }
                };
                self.pointer_to(pointee, space)
            }
            op::TypeForwardPointer => {
                // The pointer's struct is made ahead, so the pointer type can be made at once.
                let ptr = o.id(0)?;
                if let Some(def) = self.def(ptr) {
                    let pointee = Operands::of(self.m, def).id(2)?;
                    let st = match self.types.find(&pointee) {
                        Some(&t) => t,
                        None if self.def_opcode(pointee) == op::TypeStruct => {
                            self.struct_placeholder(pointee)
                        }
                        None => {
                            return Err(self.error_at(
                                i,
                                "a forward pointer to something that is not a struct",
                            ));
                        }
                    };
                    let space = self.space_of(o.enumerant(1)?, i)?;
                    let p = self.pointer_to(st, space);
                    self.types.insert(ptr, p);
                }
                return Ok(());
            }
            op::TypeFunction => {
                let ret = self.ty(o.id(1)?, i)?;
                let mut params = Vec::new();
                for &p in ops.get(2..).unwrap_or(&[]) {
                    let t = self.ty(p, i)?;
                    if t.kind() == TypeKind::Void {
                        return Err(self.error_at(i, "a parameter of void type"));
                    }
                    params.push(t);
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

    /// Operands of an instruction followed by `*ContinuedINTEL` instructions that carry more of
    /// them (SPV_INTEL_long_constant_composite).
    pub(crate) fn continued(&self, i: InstId, cont: u16, first: &[u32]) -> Vec<u32> {
        let mut out = first.to_vec();
        let mut k = i.0 + 1;
        while (k as usize) < self.m.len() && self.m.opcode(InstId(k)) == cont {
            out.extend_from_slice(self.m.operands(InstId(k)));
            k += 1;
        }
        out
    }

    /// A pointer to `pointee`: `i8*` for void, a pointer to the function type for functions.
    fn pointer_to(&self, pointee: Type<'c>, space: u32) -> Type<'c> {
        if pointee.kind() == TypeKind::Void {
            self.b.pointer_type(self.b.int_type(8), space)
        } else {
            self.b.pointer_type(pointee, space)
        }
    }

    /// Arrays must have sized elements.
    fn sized(&self, t: Type<'c>, i: InstId) -> Result<()> {
        if matches!(
            t.kind(),
            TypeKind::Void | TypeKind::Function | TypeKind::Label
        ) {
            return Err(self.error_at(i, "an array of void or function type"));
        }
        Ok(())
    }

    /// `Ok` when `t` has a size; else an error saying `what` (a load, a store...) needs one.
    pub(crate) fn require_sized(&self, t: Type<'c>, i: InstId, what: &str) -> Result<()> {
        if t.is_sized() {
            return Ok(());
        }
        Err(self.error_at(
            i,
            format!("{what} of a type without a size ({})", t.display()),
        ))
    }

    fn struct_name(&self, id: u32) -> String {
        self.name_of(id)
            .filter(|n| !n.is_empty())
            .unwrap_or_else(|| "structtype".to_string())
    }

    /// The value of an integer OpConstant or OpSpecConstant (its default or `--spec-const`).
    pub(crate) fn constant_u64(&self, id: u32) -> Option<u64> {
        let def = self.idx.def(Id(id))?;
        match self.m.opcode(def) {
            op::Constant => {}
            op::SpecConstant => {
                if let Some(v) = self.spec_constant_override(id) {
                    return Some(v);
                }
            }
            _ => return None,
        }
        let ops = self.m.operands(def);
        let lo = u64::from(*ops.get(2)?);
        // (A constant of 32 bits or fewer has one word: its high word is 0.)
        let hi = u64::from(ops.get(3).copied().unwrap_or(0));
        Some(lo | (hi << 32))
    }

    /// The value of an integer constant id of any kind: an OpConstant or OpSpecConstant, or a
    /// constant expression (`OpSpecConstantOp`) already made and folded to an integer.
    pub(crate) fn folded_constant_u64(&self, id: u32) -> Option<u64> {
        self.constant_u64(id)
            .or_else(|| self.values.find(&id).and_then(|v| v.const_int_zext()))
    }

    /// The SPIR-V type id of a value id (its result type).
    pub(crate) fn type_of_id(&self, id: u32) -> Option<u32> {
        let d = self.def(id)?;
        self.m.result_type(d).map(|t| t.0)
    }
}
