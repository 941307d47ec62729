//! Rules of single instructions that the grammar cannot express (the types an instruction's
//! operands and result must have) and that llvm-spirv enforces whenever it builds or reads the
//! instruction. They run on every module we write (forward translation) and every module we
//! read (`-to-text`, `-to-binary`, `-r`), with llvm-spirv's wording.
//!
//! The rules are a table, `(opcode, check)`; a module with none of these opcodes costs one
//! scan of its opcodes.

use super::grammar;
use super::module::{Id, InstId, ModuleIndex, SpvModule};
use super::tables::op;
use crate::error::{Error, Result};

/// A rule: `Err(message)` when the instruction breaks it.
type Check = fn(&Types<'_>, InstId) -> Result<(), &'static str>;

const RULES: &[(u16, Check)] = &[
    (op::ConvertFToBF16INTEL, float_to_bfloat16),
    (op::ConvertBF16ToFINTEL, bfloat16_to_float),
];

fn rule_of(opcode: u16) -> Option<Check> {
    RULES.iter().find(|(o, _)| *o == opcode).map(|&(_, c)| c)
}

/// Checks every instruction that has a rule.
pub fn check_rules(m: &SpvModule) -> Result<()> {
    if !m.inst_ids().any(|i| rule_of(m.opcode(i)).is_some()) {
        return Ok(());
    }
    let index = m.index();
    let types = Types { m, index: &index };
    for i in m.inst_ids() {
        let Some(check) = rule_of(m.opcode(i)) else {
            continue;
        };
        if let Err(message) = check(&types, i) {
            return Err(Error::Unsupported(format!(
                "InvalidInstruction: Can't translate llvm instruction:\n {}\n{message}",
                describe(m, i)
            )));
        }
    }
    Ok(())
}

/// `Name %result` of an instruction, for messages.
fn describe(m: &SpvModule, i: InstId) -> String {
    let name = grammar::instruction(m.opcode(i)).map_or("?", |d| d.name);
    match m.result_id(i) {
        Some(Id(r)) => format!("{name} (result id {r})"),
        None => name.to_string(),
    }
}

/// The shape of a numeric type: scalar opcode (`OpTypeInt`/`OpTypeFloat`), width, and the
/// number of components (1 for scalars).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Numeric {
    scalar: u16,
    width: u32,
    components: u32,
}

/// Type lookups over a module.
struct Types<'a> {
    m: &'a SpvModule,
    index: &'a ModuleIndex,
}

impl Types<'_> {
    fn def_operands(&self, id: u32) -> Option<(u16, &[u32])> {
        let i = self.index.def(Id(id))?;
        Some((self.m.opcode(i), self.m.operands(i)))
    }

    /// The shape of type `ty`, when it is a scalar or vector of integers or floats.
    fn numeric(&self, ty: u32) -> Option<Numeric> {
        let (opcode, ops) = self.def_operands(ty)?;
        match opcode {
            op::TypeInt | op::TypeFloat => Some(Numeric {
                scalar: opcode,
                width: *ops.get(1)?,
                components: 1,
            }),
            op::TypeVector => {
                let elem = self.numeric(*ops.get(1)?)?;
                (elem.components == 1).then_some(Numeric {
                    components: *ops.get(2)?,
                    ..elem
                })
            }
            _ => None,
        }
    }

    /// The type of value `id`.
    fn type_of(&self, id: u32) -> Option<u32> {
        let i = self.index.def(Id(id))?;
        self.m.result_type(i).map(|t| t.0)
    }

    /// Result type and the type of the first operand of a `type result operand` instruction.
    fn unary(&self, i: InstId) -> (Option<Numeric>, Option<Numeric>) {
        let ops = self.m.operands(i);
        let result = ops.first().and_then(|&t| self.numeric(t));
        let input = ops
            .get(2)
            .and_then(|&v| self.type_of(v))
            .and_then(|t| self.numeric(t));
        (result, input)
    }
}

const INT16: (u16, u32) = (op::TypeInt, 16);
const FLOAT32: (u16, u32) = (op::TypeFloat, 32);

fn is(n: Option<Numeric>, (scalar, width): (u16, u32)) -> bool {
    n.is_some_and(|n| n.scalar == scalar && n.width == width)
}

fn same_components(a: Option<Numeric>, b: Option<Numeric>) -> Result<(), &'static str> {
    match (a, b) {
        (Some(a), Some(b)) if a.components == b.components => Ok(()),
        _ => Err("Input type must have the same number of components as result type"),
    }
}

/// `OpConvertFToBF16INTEL`: 32-bit floats in, 16-bit integers (the bfloat16 bits) out.
fn float_to_bfloat16(t: &Types<'_>, i: InstId) -> Result<(), &'static str> {
    let (result, input) = t.unary(i);
    if !is(result, INT16) {
        return Err("Result value must be a scalar or vector of integer 16-bit type");
    }
    if !is(input, FLOAT32) {
        return Err("Input value must be a scalar or vector of floating-point 32-bit type");
    }
    same_components(result, input)
}

/// `OpConvertBF16ToFINTEL`: 16-bit integers (the bfloat16 bits) in, 32-bit floats out.
fn bfloat16_to_float(t: &Types<'_>, i: InstId) -> Result<(), &'static str> {
    let (result, input) = t.unary(i);
    if !is(result, FLOAT32) {
        return Err("Result value must be a scalar or vector of floating-point 32-bit type");
    }
    if !is(input, INT16) {
        return Err("Input value must be a scalar or vector of integer 16-bit type");
    }
    same_components(result, input)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::spirv::module::Header;

    fn module(result_ty: u32, input_ty: u32, opcode: u16) -> SpvModule {
        let mut m = SpvModule::new(Header {
            version: 0x10000,
            generator: 0,
            bound: 20,
            schema: 0,
        });
        m.push(op::TypeInt, &[1, 16, 0]);
        m.push(op::TypeFloat, &[2, 32]);
        m.push(op::TypeVector, &[3, 1, 4]);
        m.push(op::TypeVector, &[4, 2, 4]);
        m.push(op::TypeVector, &[5, 2, 2]);
        m.push(op::Undef, &[input_ty, 10]);
        m.push(opcode, &[result_ty, 11, 10]);
        m
    }

    #[test]
    fn bfloat16_conversions() {
        assert!(check_rules(&module(3, 4, op::ConvertFToBF16INTEL)).is_ok());
        assert!(check_rules(&module(4, 3, op::ConvertBF16ToFINTEL)).is_ok());
        assert!(check_rules(&module(1, 2, op::ConvertFToBF16INTEL)).is_ok());
        let e = check_rules(&module(2, 2, op::ConvertFToBF16INTEL)).unwrap_err();
        assert!(e.to_string().contains("Result value must be"), "{e}");
        let e = check_rules(&module(3, 5, op::ConvertFToBF16INTEL)).unwrap_err();
        assert!(e.to_string().contains("same number of components"), "{e}");
        let e = check_rules(&module(2, 2, op::ConvertBF16ToFINTEL)).unwrap_err();
        assert!(
            e.to_string().contains(
                "Can't translate llvm instruction:\n ConvertBF16ToFINTEL (result id 11)\n\
                 Input value must be a scalar or vector of integer 16-bit type"
            ),
            "{e}"
        );
    }
}
