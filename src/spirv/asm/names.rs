//! The friendly names `spirv-dis` gives ids (its default form): OpName strings, names of
//! built-in variables, and names made from types and constants (`%uint`, `%v4float`,
//! `%_ptr_CrossWorkgroup_uchar`, `%uint_0`); every other id is its number. Names are
//! sanitized to `[A-Za-z0-9_]` and made unique with `_0`, `_1`... suffixes, first come first
//! served in module order, as SPIRV-Tools' name mapper does.

use super::numbers::{self, NumKind};
use crate::hash::{FastMap, FastSet};
use crate::spirv::SpvModule;
use crate::spirv::grammar::OperandKind;
use crate::spirv::tables::{enums, op};

/// Id → name.
pub struct Names {
    names: FastMap<u32, String>,
    used: FastSet<String>,
}

impl Names {
    /// The name of an id (its number when it has none).
    pub fn get(&self, id: u32) -> std::borrow::Cow<'_, str> {
        match self.names.get(&id) {
            Some(n) => n.as_str().into(),
            None => id.to_string().into(),
        }
    }

    fn save(&mut self, id: u32, suggested: &[u8]) {
        if self.names.contains_key(&id) {
            return;
        }
        let base = sanitize(suggested);
        let mut name = base.clone();
        let mut index = 0u32;
        while self.used.contains(&name) {
            name = format!("{base}_{index}");
            index += 1;
        }
        self.used.insert(name.clone());
        self.names.insert(id, name);
    }
}

fn sanitize(s: &[u8]) -> String {
    if s.is_empty() {
        return "_".into();
    }
    s.iter()
        .map(|&b| {
            if b.is_ascii_alphanumeric() || b == b'_' {
                b as char
            } else {
                '_'
            }
        })
        .collect()
}

/// The bytes of the string at the start of `words`, up to its NUL (or the end).
fn string_bytes(words: &[u32]) -> Vec<u8> {
    words
        .iter()
        .flat_map(|w| w.to_le_bytes())
        .take_while(|&b| b != 0)
        .collect()
}

/// The names of the built-in variables `spirv-dis` names (the others keep their numbers).
fn builtin_name(value: u32) -> Option<&'static str> {
    use enums::BuiltIn as B;
    Some(match value {
        B::Position => "gl_Position",
        B::PointSize => "gl_PointSize",
        B::ClipDistance => "gl_ClipDistance",
        B::CullDistance => "gl_CullDistance",
        B::VertexId => "gl_VertexID",
        B::InstanceId => "gl_InstanceID",
        B::PrimitiveId => "gl_PrimitiveID",
        B::InvocationId => "gl_InvocationID",
        B::Layer => "gl_Layer",
        B::ViewportIndex => "gl_ViewportIndex",
        B::TessLevelOuter => "gl_TessLevelOuter",
        B::TessLevelInner => "gl_TessLevelInner",
        B::TessCoord => "gl_TessCoord",
        B::PatchVertices => "gl_PatchVertices",
        B::FragCoord => "gl_FragCoord",
        B::PointCoord => "gl_PointCoord",
        B::FrontFacing => "gl_FrontFacing",
        B::SampleId => "gl_SampleID",
        B::SamplePosition => "gl_SamplePosition",
        B::SampleMask => "gl_SampleMask",
        B::FragDepth => "gl_FragDepth",
        B::HelperInvocation => "gl_HelperInvocation",
        B::NumWorkgroups => "gl_NumWorkGroups",
        B::WorkgroupSize => "gl_WorkGroupSize",
        B::WorkgroupId => "gl_WorkGroupID",
        B::LocalInvocationId => "gl_LocalInvocationID",
        B::GlobalInvocationId => "gl_GlobalInvocationID",
        B::LocalInvocationIndex => "gl_LocalInvocationIndex",
        B::WorkDim => "WorkDim",
        B::GlobalSize => "GlobalSize",
        B::EnqueuedWorkgroupSize => "EnqueuedWorkgroupSize",
        B::GlobalOffset => "GlobalOffset",
        B::GlobalLinearId => "GlobalLinearId",
        B::SubgroupSize => "SubgroupSize",
        B::SubgroupMaxSize => "SubgroupMaxSize",
        B::NumSubgroups => "NumSubgroups",
        B::NumEnqueuedSubgroups => "NumEnqueuedSubgroups",
        B::SubgroupId => "SubgroupId",
        B::SubgroupLocalInvocationId => "SubgroupLocalInvocationId",
        B::VertexIndex => "gl_VertexIndex",
        B::InstanceIndex => "gl_InstanceIndex",
        B::SubgroupEqMask => "SubgroupEqMaskKHR",
        B::SubgroupGeMask => "SubgroupGeMaskKHR",
        B::SubgroupGtMask => "SubgroupGtMaskKHR",
        B::SubgroupLeMask => "SubgroupLeMaskKHR",
        B::SubgroupLtMask => "SubgroupLtMaskKHR",
        _ => return None,
    })
}

/// The name of an enumerant for a type name; an unknown value gets what SPIRV-Tools gives it.
fn enum_name(kind: OperandKind, value: u32) -> String {
    match super::write::enumerant_name(kind, value) {
        Some(n) => n.to_string(),
        None => format!("StorageClass{value}"),
    }
}

/// Names every id of a module as `spirv-dis` does by default.
pub fn friendly(module: &SpvModule) -> Names {
    let mut n = Names {
        names: FastMap::default(),
        used: FastSet::default(),
    };
    let mut numbers: FastMap<u32, NumKind> = FastMap::default();
    for i in module.inst_ids() {
        let opcode = module.opcode(i);
        let w = module.operands(i);
        let result = module.result_id(i).map(|r| r.0);
        let get = |k: usize| w.get(k).copied();
        let named = |n: &Names, k: usize| get(k).map(|id| n.get(id).into_owned());
        // Names only: an operand left out (a module built in memory; the decoders check the
        // required ones) names as 0 or as nothing, never an error in the disassembly.
        let word = |k: usize| get(k).unwrap_or(0);
        let name_of = |n: &Names, k: usize| named(n, k).unwrap_or_default();
        match (opcode, result) {
            (op::Name, _) => {
                if let Some(target) = get(0) {
                    n.save(target, &string_bytes(&w[1..]));
                }
            }
            (op::Decorate, _) => {
                if let (Some(target), Some(enums::Decoration::BuiltIn), Some(b)) =
                    (get(0), get(1), get(2))
                {
                    if let Some(name) = builtin_name(b) {
                        n.save(target, name.as_bytes());
                    }
                }
            }
            (op::TypeVoid, Some(r)) => n.save(r, b"void"),
            (op::TypeBool, Some(r)) => n.save(r, b"bool"),
            (op::TypeInt, Some(r)) => {
                let width = word(1);
                let signed = word(2) != 0;
                numbers.insert(r, NumKind::Int { width, signed });
                let (root, mut sign) = match width {
                    8 => ("char".to_string(), ""),
                    16 => ("short".to_string(), ""),
                    32 => ("int".to_string(), ""),
                    64 => ("long".to_string(), ""),
                    other => (other.to_string(), "i"),
                };
                if !signed {
                    sign = "u";
                }
                n.save(r, format!("{sign}{root}").as_bytes());
            }
            (op::TypeFloat, Some(r)) => {
                let width = word(1);
                numbers.insert(r, NumKind::Float { width });
                let name = match width {
                    16 => "half".to_string(),
                    32 => "float".to_string(),
                    64 => "double".to_string(),
                    other => format!("fp{other}"),
                };
                n.save(r, name.as_bytes());
            }
            (op::TypeVector, Some(r)) => {
                let name = format!("v{}{}", word(2), name_of(&n, 1));
                n.save(r, name.as_bytes());
            }
            (op::TypeMatrix, Some(r)) => {
                let name = format!("mat{}{}", word(2), name_of(&n, 1));
                n.save(r, name.as_bytes());
            }
            (op::TypeArray, Some(r)) => {
                let name = format!("_arr_{}_{}", name_of(&n, 1), name_of(&n, 2));
                n.save(r, name.as_bytes());
            }
            (op::TypeRuntimeArray, Some(r)) => {
                let name = format!("_runtimearr_{}", name_of(&n, 1));
                n.save(r, name.as_bytes());
            }
            (op::TypePointer, Some(r)) => {
                let name = format!(
                    "_ptr_{}_{}",
                    enum_name(OperandKind::StorageClass, word(1)),
                    name_of(&n, 2)
                );
                n.save(r, name.as_bytes());
            }
            (op::TypePipe, Some(r)) => {
                let name = format!("Pipe{}", enum_name(OperandKind::AccessQualifier, word(1)));
                n.save(r, name.as_bytes());
            }
            (op::TypeEvent, Some(r)) => n.save(r, b"Event"),
            (op::TypeDeviceEvent, Some(r)) => n.save(r, b"DeviceEvent"),
            (op::TypeReserveId, Some(r)) => n.save(r, b"ReserveId"),
            (op::TypeQueue, Some(r)) => n.save(r, b"Queue"),
            (op::TypeOpaque, Some(r)) => {
                let name = format!("Opaque_{}", sanitize(&string_bytes(&w[1..])));
                n.save(r, name.as_bytes());
            }
            (op::TypePipeStorage, Some(r)) => n.save(r, b"PipeStorage"),
            (op::TypeNamedBarrier, Some(r)) => n.save(r, b"NamedBarrier"),
            (op::TypeStruct, Some(r)) => n.save(r, format!("_struct_{r}").as_bytes()),
            (op::ConstantTrue, Some(r)) => n.save(r, b"true"),
            (op::ConstantFalse, Some(r)) => n.save(r, b"false"),
            (op::Constant, Some(r)) => {
                let ty = word(0);
                let mut value = String::new();
                if let Some(&kind) = numbers.get(&ty) {
                    numbers::write_number(&mut value, kind, &w[2.min(w.len())..]);
                }
                let value = value.replace('-', "n");
                let name = format!("{}_{}", n.get(ty), value);
                n.save(r, name.as_bytes());
            }
            (_, Some(r)) => {
                if !n.names.contains_key(&r) {
                    n.save(r, r.to_string().as_bytes());
                }
            }
            _ => {}
        }
    }
    n
}
