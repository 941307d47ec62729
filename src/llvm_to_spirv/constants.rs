//! LLVM constants → SPIR-V constants: scalars, aggregates, null, undef, and constant
//! expressions (as `OpSpecConstantOp`, which the Kernel capability allows for casts, pointer
//! arithmetic and integer/float arithmetic).

use super::Ctx;
use crate::error::Result;
use crate::llvm::ir::{Opcode, TypeKind, Value, ValueKind};
use crate::mapping::ops::{
    binary_to_spirv as binary_opcode, cast_to_spirv as cast_opcode, icmp_to_spirv as icmp_opcode,
};
use crate::spirv::Id;
use crate::spirv::tables::op;

/// f64 → IEEE half bits, rounding to nearest even.
pub fn f64_to_f16_bits(v: f64) -> u16 {
    let bits = v.to_bits();
    let sign = ((bits >> 48) & 0x8000) as u16;
    let exp = ((bits >> 52) & 0x7ff) as i32;
    let mant = bits & 0x000f_ffff_ffff_ffff;
    if exp == 0x7ff {
        // Inf or NaN (keep a quiet NaN payload bit).
        return sign
            | 0x7c00
            | if mant != 0 {
                0x200 | ((mant >> 42) as u16 & 0x3ff)
            } else {
                0
            };
    }
    let e = exp - 1023 + 15;
    if e >= 0x1f {
        return sign | 0x7c00;
    }
    if e <= 0 {
        // Subnormal or zero in half.
        if e < -10 {
            return sign;
        }
        let m = mant | 0x0010_0000_0000_0000;
        let shift = (42 + 1 - e) as u32;
        let half = (m >> shift) as u16;
        let rem = m & ((1u64 << shift) - 1);
        let halfway = 1u64 << (shift - 1);
        let round = rem > halfway || (rem == halfway && half & 1 == 1);
        return sign | (half + round as u16);
    }
    let half = ((e as u16) << 10) | (mant >> 42) as u16;
    let rem = mant & ((1u64 << 42) - 1);
    let halfway = 1u64 << 41;
    let round = rem > halfway || (rem == halfway && half & 1 == 1);
    sign | (half + round as u16)
}

impl<'c> Ctx<'c, '_> {
    /// The SPIR-V id of a constant (or of a global, whose address is a constant).
    pub fn constant_id(&mut self, v: Value<'c>) -> Result<Id> {
        if v.kind() == ValueKind::Function {
            return self.function_pointer(v);
        }
        if let Some(&id) = self.values.module_get(&v) {
            return Ok(id);
        }
        let id = self.translate_constant(v)?;
        self.values.module_insert(v, id);
        Ok(id)
    }

    /// The address of a function: `OpConstantFunctionPointerINTEL` under
    /// SPV_INTEL_function_pointers, an error otherwise.
    fn function_pointer(&mut self, f: Value<'c>) -> Result<Id> {
        if let Some(&id) = self.function_pointers.get(&f) {
            return Ok(id);
        }
        let what = format!("the address of function {}", f.name_str());
        self.allow_extension("SPV_INTEL_function_pointers", &what)?;
        if !super::declare::is_translated(self, f) {
            return Err(self.unsupported(format!("{what}: function not declared")));
        }
        let fid = super::declare::function_id(self, f)?;
        let t = self.type_id(f.type_of())?;
        let id = self
            .b
            .constant_inst(op::ConstantFunctionPointerINTEL, t, &[fid.0]);
        self.function_pointers.insert(f, id);
        // Named where a global's initializer first takes its address, as llvm-spirv orders
        // the names (in a function body, names keep the order of the bodies).
        if self.function.is_empty() {
            super::declare::name_function(self, f);
        }
        Ok(id)
    }

    fn translate_constant(&mut self, v: Value<'c>) -> Result<Id> {
        let ty = v.type_of();
        let t = self.type_id(ty)?;
        Ok(match v.kind() {
            ValueKind::ConstantInt => {
                let no_value =
                    || self.unsupported(format!("constant {} has no value", v.display()));
                // (A ConstantInt has an integer type; up to 64 bits its value is one u64.)
                let w = ty.int_width().ok_or_else(no_value)?;
                let x = if w <= 64 {
                    v.const_int_zext().ok_or_else(no_value)?
                } else {
                    0
                };
                if w == 1 {
                    self.b.constant_bool(Some(t), x == 1)
                } else if w <= 32 {
                    self.b.constant(t, &[x as u32])
                } else if w <= 64 {
                    self.b.constant(t, &[x as u32, (x >> 32) as u32])
                } else {
                    // One literal word per 32 bits of the width (SPIR-V 2.2.1, literal numbers).
                    let words = v.const_int_words().ok_or_else(|| {
                        self.unsupported(format!("constant {} has no value", v.display()))
                    })?;
                    self.b.constant(t, &words)
                }
            }
            ValueKind::ConstantFP => {
                let f = v.const_fp().unwrap_or(0.0);
                match ty.kind() {
                    TypeKind::Half => self.b.constant(t, &[u32::from(f64_to_f16_bits(f))]),
                    TypeKind::Float => self.b.constant(t, &[(f as f32).to_bits()]),
                    _ => {
                        let bits = f.to_bits();
                        self.b.constant(t, &[bits as u32, (bits >> 32) as u32])
                    }
                }
            }
            ValueKind::ConstantAggregateZero | ValueKind::ConstantPointerNull => {
                self.b.constant_null(t)
            }
            ValueKind::Undef | ValueKind::Poison => self.b.undef(t),
            ValueKind::ConstantArray
            | ValueKind::ConstantStruct
            | ValueKind::ConstantVector
            | ValueKind::ConstantDataArray
            | ValueKind::ConstantDataVector => {
                if self.single_lane(ty) {
                    let e = v.const_element(0).ok_or_else(|| {
                        self.unsupported(format!("constant {} lacks element 0", v.display()))
                    })?;
                    return self.constant_id(e);
                }
                let n = ty.element_count().ok_or_else(|| {
                    self.unsupported(format!("constant {} has no elements", v.display()))
                })? as u32;
                let mut parts = Vec::with_capacity(n as usize);
                for i in 0..n {
                    let e = v.const_element(i).ok_or_else(|| {
                        self.unsupported(format!("constant {} lacks element {i}", v.display()))
                    })?;
                    parts.push(self.constant_id(e)?);
                }
                self.b.constant_composite(t, &parts)
            }
            ValueKind::ConstantExpr => self.constant_expr(v, t)?,
            ValueKind::GlobalVariable => {
                return self.values.get(&v).copied().ok_or_else(|| {
                    self.unsupported(format!("global {} was not declared", v.name_str()))
                });
            }
            _ => {
                return Err(self.unsupported(format!(
                    "the constant {} has no SPIR-V counterpart",
                    v.display()
                )));
            }
        })
    }

    /// A constant expression as `OpSpecConstantOp`.
    fn constant_expr(&mut self, v: Value<'c>, t: Id) -> Result<Id> {
        let opcode = v
            .opcode()
            .ok_or_else(|| self.unsupported("constant expression without opcode"))?;
        if let Some(null) = self.null_for_block_invoke(v)? {
            return Ok(null);
        }
        // A pipe storage constant cast to the pipe storage type is the constant itself.
        if opcode == Opcode::LLVMBitCast
            && let Some(g) = v.operand(0)
            && g.kind() == ValueKind::GlobalVariable
            && super::globals::is_constant_pipe_storage(g)
        {
            return self.constant_id(g);
        }
        if matches!(
            opcode,
            Opcode::LLVMExtractElement | Opcode::LLVMInsertElement
        ) {
            return self.constant_element_access(v, opcode, t);
        }
        let mut operands = Vec::new();
        for o in v.operands() {
            let mut id = self.constant_id(o)?;
            if opcode == Opcode::LLVMICmp && o.type_of().kind() == TypeKind::Pointer {
                // Pointers compare as integers of the pointer width.
                let int = self.b.type_int(self.pointer_bits, 0);
                id = self.b.spec_constant_op(int, op::ConvertPtrToU, &[id.0]);
            }
            operands.push(id.0);
        }
        let spv_op = match opcode {
            Opcode::LLVMGetElementPtr => {
                if v.is_in_bounds() {
                    op::InBoundsPtrAccessChain
                } else {
                    op::PtrAccessChain
                }
            }
            Opcode::LLVMAddrSpaceCast => {
                let src = v
                    .operand(0)
                    .ok_or_else(|| self.unsupported("addrspacecast without operand"))?;
                match self.addrspace_cast(v, Id(operands[0]), src.type_of(), v.type_of(), true)? {
                    (Some(o), x) => {
                        operands[0] = x.0;
                        o
                    }
                    (None, x) => return Ok(x),
                }
            }
            Opcode::LLVMICmp => {
                let p = v
                    .icmp_predicate()
                    .ok_or_else(|| self.unsupported("icmp without predicate"))?;
                icmp_opcode(
                    p,
                    v.operand(0)
                        .map(|o| o.type_of().int_width() == Some(1))
                        .unwrap_or(false),
                )
                .ok_or_else(|| self.unsupported("icmp without predicate"))?
            }
            Opcode::LLVMSelect => op::Select,
            other => {
                let is_bool = v.type_of().int_width() == Some(1);
                let from_bool = v
                    .operand(0)
                    .is_some_and(|o| o.type_of().int_width() == Some(1));
                match binary_opcode(other, is_bool).or_else(|| cast_opcode(other, from_bool)) {
                    Some(o) => o,
                    None => {
                        return Err(self.unsupported(format!(
                            "the constant expression {} has no SPIR-V counterpart",
                            v.display()
                        )));
                    }
                }
            }
        };
        Ok(self.b.spec_constant_op(t, spv_op, &operands))
    }

    /// `extractelement`/`insertelement` with a constant index → `OpSpecConstantOp` of
    /// `OpCompositeExtract`/`OpCompositeInsert`, whose index is a literal.
    fn constant_element_access(&mut self, v: Value<'c>, opcode: Opcode, t: Id) -> Result<Id> {
        let insert = opcode == Opcode::LLVMInsertElement;
        let n = if insert { 2 } else { 1 };
        let index = v
            .operand(n)
            .filter(|i| i.kind() == ValueKind::ConstantInt)
            .and_then(|i| i.const_int_zext())
            .ok_or_else(|| {
                self.unsupported(format!(
                    "the constant expression {} has no SPIR-V counterpart: its index is not \
                     a constant integer",
                    v.display()
                ))
            })?;
        let mut operands = Vec::with_capacity(n as usize + 1);
        for i in 0..n {
            let o = v
                .operand(i)
                .ok_or_else(|| self.unsupported("element access without operands"))?;
            operands.push(self.constant_id(o)?.0);
        }
        if insert {
            // OpCompositeInsert takes the object first, then the composite.
            operands.swap(0, 1);
        }
        operands.push(index as u32);
        let spv_op = if insert {
            op::CompositeInsert
        } else {
            op::CompositeExtract
        };
        Ok(self.b.spec_constant_op(t, spv_op, &operands))
    }
}

#[cfg(test)]
mod tests {
    use super::f64_to_f16_bits;

    #[test]
    fn half_conversion_rounds_like_ieee() {
        assert_eq!(f64_to_f16_bits(1.0), 0x3c00);
        assert_eq!(f64_to_f16_bits(-2.0), 0xc000);
        assert_eq!(f64_to_f16_bits(0.0), 0);
        assert_eq!(f64_to_f16_bits(65504.0), 0x7bff);
        assert_eq!(f64_to_f16_bits(1e10), 0x7c00);
        assert_eq!(f64_to_f16_bits(f64::INFINITY), 0x7c00);
        assert_eq!(f64_to_f16_bits(f64::NAN) & 0x7e00, 0x7e00);
        assert_eq!(f64_to_f16_bits(5.960464477539063e-8), 0x0001);
        assert_eq!(f64_to_f16_bits(0.333251953125), 0x3555);
    }
}
