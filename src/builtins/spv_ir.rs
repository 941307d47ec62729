//! SPIR-V friendly IR names (`SPIRVRepresentationInLLVM.rst`): `__spirv_{OpName}` with
//! postfixes `_R{ReturnType}`, `_sat`, `_rt{e,z,p,n}` (and a few instruction-specific ones,
//! `_ToGlobal`, `_2D`, `_read`); `__spirv_ocl_{ExtInstName}` with the first postfix after two
//! underscores (or one, as `llvm-spirv` writes the vector loads); `__spirv_BuiltIn{Name}`.

use super::ocl_std::ROUNDING_SUFFIXES;
use super::types::BuiltinType;
use crate::spirv::grammar;

/// What a SPV-IR function stands for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SpvIrTarget {
    /// A core instruction.
    Op(u16),
    /// An `OpenCL.std` instruction, by name.
    Ext(String),
    /// A BuiltIn variable.
    BuiltIn(u32),
}

/// A parsed SPV-IR name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpvIrName {
    pub target: SpvIrTarget,
    /// `_R<type>`.
    pub ret: Option<BuiltinType>,
    /// `_sat`.
    pub saturated: bool,
    /// `_rte` ... as `FPRoundingMode`.
    pub rounding: Option<u32>,
    /// Other postfixes, in order (`ToGlobal`, `2D`, `read`).
    pub other: Vec<String>,
}

/// Parses `__spirv_ConvertFToS_Rint_sat_rte`, `__spirv_ocl_vloadn__Rfloat4`,
/// `__spirv_BuiltInGlobalInvocationId`; `None` for names without the `__spirv_` prefix or
/// whose instruction the grammar does not know.
pub fn parse(name: &str) -> Option<SpvIrName> {
    let rest = name.strip_prefix("__spirv_")?;
    if let Some(b) = rest.strip_prefix("BuiltIn") {
        let builtin = super::workitem::builtin_by_spirv_name(b)?;
        return Some(SpvIrName::bare(SpvIrTarget::BuiltIn(builtin)));
    }
    if let Some(e) = rest.strip_prefix("ocl_") {
        let set = grammar::ext_inst_set("OpenCL.std")?;
        // The longest instruction name that the rest starts with, followed by nothing or `_`.
        let mut best: Option<&str> = None;
        for i in (1..=e.len()).rev() {
            let (head, tail) = e.split_at(i);
            if (tail.is_empty() || tail.starts_with('_')) && set.opcode_by_name(head).is_some() {
                best = Some(head);
                break;
            }
        }
        let head = best?;
        let mut n = SpvIrName::bare(SpvIrTarget::Ext(head.to_string()));
        n.postfixes(e[head.len()..].trim_start_matches('_'));
        return Some(n);
    }
    let (op_name, postfixes) = rest.split_once('_').unwrap_or((rest, ""));
    let opcode = grammar::opcode_by_name(op_name)?;
    let mut n = SpvIrName::bare(SpvIrTarget::Op(opcode));
    n.postfixes(postfixes);
    Some(n)
}

impl SpvIrName {
    fn bare(target: SpvIrTarget) -> SpvIrName {
        SpvIrName {
            target,
            ret: None,
            saturated: false,
            rounding: None,
            other: Vec::new(),
        }
    }

    fn postfixes(&mut self, s: &str) {
        for p in s.split('_').filter(|p| !p.is_empty()) {
            if p == "sat" {
                self.saturated = true;
            } else if let Some(&(_, m)) = ROUNDING_SUFFIXES.iter().find(|(r, _)| &r[1..] == p) {
                self.rounding = Some(m);
            } else if let Some(t) = p.strip_prefix('R').and_then(BuiltinType::from_scalar_name) {
                self.ret = Some(t);
            } else {
                self.other.push(p.to_string());
            }
        }
    }
}

/// `__spirv_{OpName}[_R<ret>][_sat][_rt*]`.
pub fn op_name(
    opcode: u16,
    ret: Option<&BuiltinType>,
    saturated: bool,
    rounding: Option<u32>,
) -> Option<String> {
    let def = grammar::instruction(opcode)?;
    let mut s = format!("__spirv_{}", def.name);
    push_postfixes(&mut s, ret, saturated, rounding, "_");
    Some(s)
}

/// `__spirv_ocl_{name}[_R<ret>]` (one underscore before the postfix, as `llvm-spirv` writes
/// `__spirv_ocl_vload_half_Rfloat`).
pub fn ext_name(ext: &str, ret: Option<&BuiltinType>) -> String {
    let mut s = format!("__spirv_ocl_{ext}");
    push_postfixes(&mut s, ret, false, None, "_");
    s
}

fn push_postfixes(
    s: &mut String,
    ret: Option<&BuiltinType>,
    saturated: bool,
    rounding: Option<u32>,
    first: &str,
) {
    let mut sep = first;
    if let Some(r) = ret.and_then(BuiltinType::scalar_name) {
        s.push_str(sep);
        s.push('R');
        s.push_str(&r);
        sep = "_";
    }
    if saturated {
        s.push_str(sep);
        s.push_str("sat");
        sep = "_";
    }
    if let Some(r) = rounding.and_then(|m| ROUNDING_SUFFIXES.iter().find(|(_, v)| *v == m)) {
        s.push_str(sep);
        s.push_str(&r.0[1..]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::spirv::tables::op;

    #[test]
    fn parse_names() {
        let n = parse("__spirv_ConvertFToS_Rint_sat_rte").unwrap();
        assert_eq!(n.target, SpvIrTarget::Op(op::ConvertFToS));
        assert_eq!(n.ret, Some(BuiltinType::Int));
        assert!(n.saturated);
        assert_eq!(n.rounding, Some(0));
        let n = parse("__spirv_ocl_vloadn__Rfloat4").unwrap();
        assert_eq!(n.target, SpvIrTarget::Ext("vloadn".into()));
        assert_eq!(n.ret, Some(BuiltinType::vector(BuiltinType::Float, 4)));
        let n = parse("__spirv_ocl_vstore_half_r").unwrap();
        assert_eq!(n.target, SpvIrTarget::Ext("vstore_half_r".into()));
        let n = parse("__spirv_ocl_vload_half_Rfloat").unwrap();
        assert_eq!(n.target, SpvIrTarget::Ext("vload_half".into()));
        let n = parse("__spirv_GenericCastToPtrExplicit_ToGlobal").unwrap();
        assert_eq!(n.other, vec!["ToGlobal".to_string()]);
        assert!(matches!(
            parse("__spirv_BuiltInGlobalInvocationId").unwrap().target,
            SpvIrTarget::BuiltIn(28)
        ));
        assert!(parse("__spirv_NoSuchOp").is_none());
        assert_eq!(
            op_name(op::ConvertFToU, Some(&BuiltinType::UInt), true, Some(0)).unwrap(),
            "__spirv_ConvertFToU_Ruint_sat_rte"
        );
        assert_eq!(
            ext_name("vload_half", Some(&BuiltinType::Float)),
            "__spirv_ocl_vload_half_Rfloat"
        );
    }
}
