//! Masked memory intrinsics (LangRef 14, "Masked Vector Load and Store Intrinsics", "Masked
//! Vector Expanding Load and Compressing Store Intrinsics"): a lane whose mask bit is clear
//! is not accessed (its load result is the pass-through lane), so each call becomes a call
//! of a helper function that tests the mask lane by lane and branches around the access:
//!
//! - `llvm.masked.load(<N x T>* p, align, mask, passthru)`: lane `i` is `p[i]` or `passthru[i]`;
//! - `llvm.masked.store(v, <N x T>* p, align, mask)`: `p[i] = v[i]` for the set lanes;
//! - `llvm.masked.expandload(T* p, mask, passthru)`: the set lanes take `p[0]`, `p[1]`, ... in
//!   lane order, the others the pass-through lane;
//! - `llvm.masked.compressstore(v, T* p, mask)`: the set lanes of `v` are stored to `p[0]`,
//!   `p[1]`, ... in lane order.
//!
//! `llvm.masked.gather`/`scatter` take vectors of pointers, which have no SPIR-V type: they
//! stay refused with the type named.

use super::super::Ctx;
use super::Helper;
use crate::error::Result;
use crate::llvm::ir::{Type, TypeKind, Value};
use crate::spirv::Id;
use crate::spirv::tables::{enums, op};

/// The masked intrinsics translated (name prefix, kind).
pub(crate) const NAMES: &[(&str, Kind)] = &[
    ("llvm.masked.load.", Kind::Load),
    ("llvm.masked.store.", Kind::Store),
    ("llvm.masked.expandload.", Kind::ExpandLoad),
    ("llvm.masked.compressstore.", Kind::CompressStore),
];

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Kind {
    Load,
    Store,
    ExpandLoad,
    CompressStore,
}

impl Kind {
    fn loads(self) -> bool {
        matches!(self, Kind::Load | Kind::ExpandLoad)
    }
    /// Whether the set lanes use consecutive elements (not their own lane's).
    fn packed(self) -> bool {
        matches!(self, Kind::ExpandLoad | Kind::CompressStore)
    }
}

/// The types of one masked helper.
pub(crate) struct Masked {
    pub id: Id,
    /// The function's name: the intrinsic's with our prefix (one helper per intrinsic).
    pub name: String,
    pub kind: Kind,
    pub lanes: u32,
    /// The vector type, its element type, a pointer to an element, and the vector of bools.
    pub vec: Id,
    pub elem: Id,
    pub ptr: Id,
    pub mask: Id,
}

/// Translates a masked intrinsic; `false` when `name` is not one.
pub(crate) fn translate<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>, name: &str) -> Result<bool> {
    let Some(&(_, kind)) = NAMES.iter().find(|(p, _)| name.starts_with(p)) else {
        return Ok(false);
    };
    // Operand positions: (pointer, mask, vector value or pass-through).
    let (p_at, m_at, v_at) = match kind {
        Kind::Load => (0, 2, 3),
        Kind::Store => (1, 3, 0),
        Kind::ExpandLoad => (0, 1, 2),
        Kind::CompressStore => (1, 2, 0),
    };
    let operand =
        |cx: &mut Ctx<'c, '_>, i: u32| inst.operand(i).ok_or_else(|| cx.cannot_translate(inst));
    let p = operand(cx, p_at)?;
    let v = operand(cx, v_at)?;
    let vty: Type<'c> = v.type_of();
    let lanes = cx.spirv_lanes(vty).ok_or_else(|| {
        cx.unsupported(format!(
            "{}: needs fixed-length vectors of 2 or more lanes",
            inst.display().trim()
        ))
    })?;
    let pty = p.type_of();
    let sc = pty
        .address_space()
        .and_then(crate::llvm_to_spirv::storage_class)
        .filter(|_| pty.kind() == TypeKind::Pointer)
        .ok_or_else(|| cx.cannot_translate(inst))?;
    let elem_ty = vty.element().ok_or_else(|| cx.cannot_translate(inst))?;
    let elem = cx.type_id(elem_ty)?;
    let vec = cx.type_id(vty)?;
    let ptr = cx.b.type_pointer(sc, elem);
    let bool_ty = cx.b.type_bool();
    let mask = cx.b.type_vector(bool_ty, lanes);
    let pid = cx.operand_id(p)?;
    let pid = if cx.type_id(pty)? == ptr {
        pid
    } else {
        cx.temp(op::Bitcast, ptr, &[pid.0])
    };
    let m = cx.operand_ids(inst, m_at..m_at + 1)?[0];
    let vid = cx.operand_id(v)?;
    let helper = super::helper_name(name, "");
    let (id, new) = cx.helper_id(&helper);
    if new {
        cx.helpers.push(Helper::Masked(Masked {
            id,
            name: helper,
            kind,
            lanes,
            vec,
            elem,
            ptr,
            mask,
        }));
    }
    if kind.loads() {
        cx.define(inst, op::FunctionCall, &[id.0, pid.0, m, vid.0])?;
    } else {
        let void = cx.b.type_void();
        cx.temp(op::FunctionCall, void, &[id.0, pid.0, m, vid.0]);
    }
    Ok(true)
}

/// Emits a masked helper: `(T* p, <N x bool> mask, <N x T> v)`, returning the loaded vector
/// (`v` being the pass-through) or nothing (`v` being stored). One test per lane; the
/// result vector and the next packed index are carried through phis.
pub(crate) fn emit(cx: &mut Ctx<'_, '_>, h: &Masked) {
    let void = cx.b.type_void();
    let ret = if h.kind.loads() { h.vec } else { void };
    let fn_ty = cx.b.type_function(ret, &[h.ptr, h.mask, h.vec]);
    let i32t = cx.b.type_int(32, 0);
    let one = cx.b.constant(i32t, &[1]);
    let zero = cx.b.constant(i32t, &[0]);
    cx.b.begin_function_with_id(h.id, ret, enums::FunctionControl::Inline, fn_ty);
    let [p, mask, v] = [(); 3].map(|_| cx.b.fresh_id());
    cx.b.function_parameter_with_id(p, h.ptr);
    cx.b.function_parameter_with_id(mask, h.mask);
    cx.b.function_parameter_with_id(v, h.vec);
    let mut block = cx.b.fresh_id();
    cx.b.label_with_id(block);
    let bool_ty = cx.b.type_bool();
    // The result so far (loads) and the next packed element's index.
    let (mut acc, mut k) = (v, zero);
    for i in 0..h.lanes {
        let (then, join) = (cx.b.fresh_id(), cx.b.fresh_id());
        let set = cx.temp(op::CompositeExtract, bool_ty, &[mask.0, i]);
        cx.b.inst_no_result(op::BranchConditional, &[set.0, then.0, join.0]);
        cx.b.label_with_id(then);
        let index = if h.kind.packed() {
            k
        } else {
            cx.b.constant(i32t, &[i])
        };
        let at = cx.temp(op::InBoundsPtrAccessChain, h.ptr, &[p.0, index.0]);
        let acc_then = if h.kind.loads() {
            let x = cx.temp(op::Load, h.elem, &[at.0]);
            cx.temp(op::CompositeInsert, h.vec, &[x.0, acc.0, i])
        } else {
            let x = cx.temp(op::CompositeExtract, h.elem, &[v.0, i]);
            cx.b.inst_no_result(op::Store, &[at.0, x.0]);
            acc
        };
        let k_then = if h.kind.packed() {
            cx.temp(op::IAdd, i32t, &[k.0, one.0])
        } else {
            k
        };
        cx.b.inst_no_result(op::Branch, &[join.0]);
        cx.b.label_with_id(join);
        if h.kind.loads() {
            acc = cx.temp(op::Phi, h.vec, &[acc_then.0, then.0, acc.0, block.0]);
        }
        if h.kind.packed() {
            k = cx.temp(op::Phi, i32t, &[k_then.0, then.0, k.0, block.0]);
        }
        block = join;
    }
    if h.kind.loads() {
        cx.b.inst_no_result(op::ReturnValue, &[acc.0]);
    } else {
        cx.b.inst_no_result(op::Return, &[]);
    }
    cx.b.end_function();
    cx.b.name(h.id, &h.name);
}
