//! `llvm.memcpy.element.unordered.atomic`, `llvm.memmove.element.unordered.atomic` and
//! `llvm.memset.element.unordered.atomic` (LangRef 14): `len` bytes (a multiple of the constant
//! `element_size`) copied, moved (the ranges may overlap) or filled with the byte `value`, each
//! element read and written by one unordered atomic access of `element_size` bytes, in no
//! particular order. SPIR-V has no such instruction: the call becomes a call of a helper
//! function (one per intrinsic, address spaces, length type and element size) that loops over
//! the `len / element_size` elements with `OpAtomicLoad` and `OpAtomicStore` on integers of the
//! element's width, Relaxed (the weakest ordering SPIR-V has; unordered is weaker still) at
//! Device scope (the scope of LLVM's default system sync scope here). The move copies forwards
//! when `dest` is below `src` and backwards otherwise, as the byte-wise memmove helper does; the
//! fill stores the byte repeated across the element.
//!
//! OpenCL's atomics are 32 or 64 bits wide (64 with the Int64Atomics capability): element sizes
//! 4 and 8 are translated, any other is refused with an error naming it.

use super::memory::{begin_helper, byte_pointer, call_helper, int_const};
use super::*;

/// Which intrinsic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    Copy,
    Move,
    Set,
}

/// A helper to emit: `void (i8* dest, i8* src | i8 value, iW len)`.
#[derive(Clone, Debug)]
pub(crate) struct ElementAtomic {
    id: Id,
    name: String,
    kind: Kind,
    /// The types of the three parameters.
    params: [Id; 3],
    len_bits: u32,
    /// The element's integer type and its width.
    elem: Id,
    elem_bits: u32,
    /// Pointers to the element type in the storage classes of `dest` and `src`.
    dest_elem: Id,
    src_elem: Option<Id>,
}

/// Whether `name` is one of the three intrinsics.
pub(super) fn is_element_atomic(name: &str) -> bool {
    kind_of(name).is_some()
}

fn kind_of(name: &str) -> Option<Kind> {
    [
        ("llvm.memcpy.element.unordered.atomic.", Kind::Copy),
        ("llvm.memmove.element.unordered.atomic.", Kind::Move),
        ("llvm.memset.element.unordered.atomic.", Kind::Set),
    ]
    .into_iter()
    .find(|(p, _)| name.starts_with(p))
    .map(|(_, k)| k)
}

/// A call of intrinsic `name` → a call of its helper.
pub(super) fn translate<'c>(cx: &mut Ctx<'c, '_>, inst: Value<'c>, name: &str) -> Result<()> {
    let kind = kind_of(name).ok_or_else(|| cx.cannot_translate(inst))?;
    let size = inst.operand(3).and_then(|v| v.const_int_zext());
    let elem_bits = match size {
        Some(4) => 32,
        Some(8) => 64,
        _ => {
            let size = size.map_or_else(|| "not a constant".to_string(), |s| s.to_string());
            return Err(cx.unsupported(format!(
                "InvalidFunctionCall: Unexpected llvm intrinsic:\n {name}\n\
                 element_size {size}: each element must be one atomic access, and OpenCL's \
                 SPIR-V atomics (OpAtomicLoad, OpAtomicStore) are 4 or 8 bytes wide"
            )));
        }
    };
    let mut ops = cx.operand_ids(inst, 0..3)?;
    let (dest, dest_space) = byte_pointer(cx, inst, 0, &mut ops)?;
    let (second, src_space) = if kind == Kind::Set {
        let i8t = cx.b.type_int(8, 0);
        (i8t, None)
    } else {
        let (src, space) = byte_pointer(cx, inst, 1, &mut ops)?;
        (src, Some(space))
    };
    let len = inst.operand(2).ok_or_else(|| cx.cannot_translate(inst))?;
    // (LangRef: the length is an integer.)
    let len_bits = len
        .type_of()
        .int_width()
        .ok_or_else(|| cx.cannot_translate(inst))?;
    let len = cx.type_id(len.type_of())?;
    let elem = cx.b.type_int(elem_bits, 0);
    if elem_bits == 64 {
        cx.b.require_capability(enums::Capability::Int64Atomics);
    }
    let elem_ptr = |cx: &mut Ctx<'c, '_>, space: u32| -> Result<Id> {
        let sc = cx
            .storage_class_of(space)
            .ok_or_else(|| cx.cannot_translate(inst))?;
        Ok(cx.b.type_pointer(sc, elem))
    };
    let dest_elem = elem_ptr(cx, dest_space)?;
    let src_elem = src_space.map(|s| elem_ptr(cx, s)).transpose()?;
    let base = match kind {
        Kind::Copy => "memcpy",
        Kind::Move => "memmove",
        Kind::Set => "memset",
    };
    let src_part = match src_space {
        Some(s) => format!(".p{s}i8"),
        // (A fill has no source pointer.)
        None => String::new(),
    };
    let helper = format!(
        "llvm_spirv_rs.{base}.element.unordered.atomic.p{dest_space}i8{src_part}.i{len_bits}.e{}",
        elem_bits / 8
    );
    let (id, new) = cx.helper_id(&helper);
    if new {
        cx.helpers.push(Helper::ElementAtomic(ElementAtomic {
            id,
            name: helper,
            kind,
            params: [dest, second, len],
            len_bits,
            elem,
            elem_bits,
            dest_elem,
            src_elem,
        }));
    }
    call_helper(cx, id, &ops);
    Ok(())
}

/// Emits helper `h`.
pub(crate) fn emit(cx: &mut Ctx<'_, '_>, h: &ElementAtomic) {
    let void = cx.b.type_void();
    let bool_t = cx.b.type_bool();
    let u32t = cx.b.type_int(32, 0);
    let len_t = h.params[2];
    let fn_ty = cx.b.type_function(void, &h.params);
    let zero = int_const(cx, len_t, h.len_bits, 0);
    let one = int_const(cx, len_t, h.len_bits, 1);
    let size = int_const(cx, len_t, h.len_bits, u64::from(h.elem_bits / 8));
    let scope = cx.b.constant(u32t, &[enums::Scope::Device]);
    // Relaxed: no ordering, no storage-class bits.
    let relaxed = cx.b.constant(u32t, &[0]);
    let ones = (h.kind == Kind::Set).then(|| int_const(cx, h.elem, h.elem_bits, u64::MAX / 0xff));
    let [dest, second, n] = begin_helper(cx, h.id, fn_ty, h.params);
    let [entry, fwd, exit] = [(); 3].map(|_| cx.b.fresh_id());
    cx.b.label_with_id(entry);
    let d = cx.temp(op::Bitcast, h.dest_elem, &[dest.0]);
    // What each element gets: a load from the source, or the byte repeated.
    let source = match (h.src_elem, ones) {
        (Some(src_elem), _) => Source::Load(src_elem, cx.temp(op::Bitcast, src_elem, &[second.0])),
        (None, Some(ones)) => {
            let wide = cx.temp(op::UConvert, h.elem, &[second.0]);
            Source::Value(cx.temp(op::IMul, h.elem, &[wide.0, ones.0]))
        }
        (None, None) => Source::Value(second),
    };
    let count = cx.temp(op::UDiv, len_t, &[n.0, size.0]);
    let empty = cx.temp(op::IEqual, bool_t, &[count.0, zero.0]);
    let access = |cx: &mut Ctx<'_, '_>, index: Id| {
        let v = match source {
            Source::Load(t, s) => {
                let from = cx.temp(op::InBoundsPtrAccessChain, t, &[s.0, index.0]);
                cx.temp(op::AtomicLoad, h.elem, &[from.0, scope.0, relaxed.0])
            }
            Source::Value(v) => v,
        };
        let to = cx.temp(op::InBoundsPtrAccessChain, h.dest_elem, &[d.0, index.0]);
        cx.b.inst_no_result(op::AtomicStore, &[to.0, scope.0, relaxed.0, v.0]);
    };
    let first = if h.kind == Kind::Move {
        // Forwards when the destination starts below the source, else backwards.
        let [check, bwd] = [(); 2].map(|_| cx.b.fresh_id());
        cx.b.inst_no_result(op::BranchConditional, &[empty.0, exit.0, check.0]);
        cx.b.label_with_id(check);
        let uptr = cx.b.type_int(cx.pointer_bits, 0);
        let du = cx.temp(op::ConvertPtrToU, uptr, &[dest.0]);
        let su = cx.temp(op::ConvertPtrToU, uptr, &[second.0]);
        let before = cx.temp(op::ULessThan, bool_t, &[du.0, su.0]);
        cx.b.inst_no_result(op::BranchConditional, &[before.0, fwd.0, bwd.0]);
        cx.b.label_with_id(bwd);
        let (j, k) = (cx.b.fresh_id(), cx.b.fresh_id());
        cx.b.inst_with_id(op::Phi, Some(len_t), j, &[count.0, check.0, k.0, bwd.0]);
        cx.b.inst_with_id(op::ISub, Some(len_t), k, &[j.0, one.0]);
        access(cx, k);
        let more = cx.temp(op::UGreaterThan, bool_t, &[k.0, zero.0]);
        cx.b.inst_no_result(op::BranchConditional, &[more.0, bwd.0, exit.0]);
        check
    } else {
        cx.b.inst_no_result(op::BranchConditional, &[empty.0, exit.0, fwd.0]);
        entry
    };
    cx.b.label_with_id(fwd);
    let (i, next) = (cx.b.fresh_id(), cx.b.fresh_id());
    cx.b.inst_with_id(op::Phi, Some(len_t), i, &[zero.0, first.0, next.0, fwd.0]);
    access(cx, i);
    cx.b.inst_with_id(op::IAdd, Some(len_t), next, &[i.0, one.0]);
    let more = cx.temp(op::ULessThan, bool_t, &[next.0, count.0]);
    cx.b.inst_no_result(op::BranchConditional, &[more.0, fwd.0, exit.0]);
    cx.b.label_with_id(exit);
    cx.b.inst_no_result(op::Return, &[]);
    cx.b.end_function();
    cx.b.name(h.id, &h.name);
}

/// Where the value stored in each element comes from.
#[derive(Clone, Copy)]
enum Source {
    /// An atomic load through this element pointer type from this (cast) source.
    Load(Id, Id),
    Value(Id),
}
