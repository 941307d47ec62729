//! Device-side enqueue → SPIR-V, by the rows of `builtins::enqueue`: `__enqueue_kernel_*` →
//! `OpEnqueueKernel`, `__get_kernel_*_impl` → `OpGetKernel*`, `enqueue_marker` →
//! `OpEnqueueMarker`, `ndrange_ND` → `OpBuildNDRange` stored into its `sret` pointer; the
//! SPV-IR forms `__spirv_EnqueueKernel`, `__spirv_BuildNDRange_ND` and the like; and the
//! addresses of block bodies in block literals, which become null.

use super::{Call, u32_const};
use crate::builtins::enqueue::{self, EnqueueFn, EnqueueKind};
use crate::builtins::spv_ir;
use crate::error::{Error, Result};
use crate::llvm::ir::{Opcode, Type, TypeKind, Value, ValueKind};
use crate::llvm_to_spirv::{Ctx, storage_class};
use crate::spirv::Id;
use crate::spirv::tables::{enums, op};

/// The error for a call no form of its builtin covers, naming the signature: the demangled
/// one for mangled builtins, the argument types for clang's unmangled functions.
fn bad_form(cx: &Ctx<'_, '_>, c: &Call<'_>, why: &str) -> Error {
    let signature = if c.d.params.is_empty() && !c.args.is_empty() {
        let types: Vec<String> = c.args.iter().map(|a| a.type_of().display()).collect();
        format!("{}({})", c.d.name, types.join(", "))
    } else {
        c.d.to_string()
    };
    cx.unsupported(format!(
        "UnsupportedBuiltin: the builtin {signature} is not one llvm-spirv-rs can translate: {why}"
    ))
}

/// `v` without the pointer casts (instructions or constant expressions) around it.
fn strip_casts(mut v: Value<'_>) -> Value<'_> {
    for _ in 0..16 {
        match v.opcode() {
            Some(Opcode::LLVMBitCast | Opcode::LLVMAddrSpaceCast) => match v.operand(0) {
                Some(o) => v = o,
                None => break,
            },
            _ => break,
        }
    }
    v
}

/// `v` without casts and GEPs whose indices are all zero (the object a block literal pointer
/// points into).
fn underlying_object(mut v: Value<'_>) -> Value<'_> {
    for _ in 0..16 {
        v = strip_casts(v);
        let zero_gep = v.opcode() == Some(Opcode::LLVMGetElementPtr)
            && v.operands().skip(1).all(|i| i.const_int_zext() == Some(0));
        match v.operand(0).filter(|_| zero_gep) {
            Some(base) => v = base,
            None => break,
        }
    }
    v
}

/// Size and ABI alignment in bytes of a type in the SPIR data layouts.
fn layout(t: Type<'_>, pointer_bytes: u64) -> (u64, u64) {
    match t.kind() {
        TypeKind::Integer => {
            // (An integer: matched.)
            let n = u64::from(t.int_width().unwrap_or(8).div_ceil(8)).next_power_of_two();
            (n, n)
        }
        TypeKind::Half => (2, 2),
        TypeKind::Float => (4, 4),
        TypeKind::Double => (8, 8),
        TypeKind::Pointer => (pointer_bytes, pointer_bytes),
        TypeKind::Vector => {
            // (A vector: matched.)
            let n = u64::from(t.vector_len().unwrap_or(1)).next_power_of_two();
            let (e, _) = t.element().map_or((1, 1), |e| layout(e, pointer_bytes));
            (n * e, n * e)
        }
        TypeKind::Array => {
            let (e, a) = t.element().map_or((1, 1), |e| layout(e, pointer_bytes));
            // (An array: matched.)
            (e * t.array_len().unwrap_or(0), a)
        }
        TypeKind::Struct => {
            let packed = t.struct_is_packed();
            let (mut size, mut align) = (0u64, 1u64);
            for m in t.struct_elements() {
                let (s, a) = layout(m, pointer_bytes);
                let a = if packed { 1 } else { a };
                size = size.next_multiple_of(a) + s;
                align = align.max(a);
            }
            (size.next_multiple_of(align), align)
        }
        _ => (1, 1),
    }
}

/// `Param Size` and `Param Align` of a block literal: the store size of what the pointer
/// points into, and its preferred alignment (at least 8 for a struct, as aggregates are
/// preferably aligned in the SPIR data layouts).
fn literal_layout(cx: &mut Ctx<'_, '_>, literal: Value<'_>) -> (Id, Id) {
    let object = underlying_object(literal);
    let pointee = match object.kind() {
        ValueKind::GlobalVariable => object.type_of().element(),
        _ => object
            .allocated_type()
            .or_else(|| object.type_of().element()),
    };
    let (size, align) = pointee.map_or((1, 1), |t| {
        let (s, a) = layout(t, u64::from(cx.pointer_bits / 8));
        (
            s,
            if t.kind() == TypeKind::Struct {
                a.max(8)
            } else {
                a
            },
        )
    });
    (u32_const(cx, size as u32), u32_const(cx, align as u32))
}

/// The `Invoke` operand: the function a (cast) pointer argument names.
fn invoke_id<'c>(cx: &mut Ctx<'c, '_>, c: &Call<'c>, v: Value<'c>) -> Result<Id> {
    let f = strip_casts(v);
    if f.kind() != ValueKind::Function {
        let why = format!(
            "its block must be a known function (the kernel clang makes of a block), not {}",
            v.display().trim()
        );
        return Err(bad_form(cx, c, &why));
    }
    crate::llvm_to_spirv::declare::function_id(cx, f)
}

/// `__enqueue_kernel_*` and `__get_kernel_*_impl`.
pub(super) fn enqueue_call<'c>(cx: &mut Ctx<'c, '_>, c: &Call<'c>, row: &EnqueueFn) -> Result<()> {
    let mut ops = Vec::with_capacity(14);
    let block_at = match row.kind {
        EnqueueKind::Kernel {
            events,
            local_sizes,
        } => {
            let wants = 5 + 3 * usize::from(events) + 2 * usize::from(local_sizes);
            if c.args.len() != wants {
                return Err(bad_form(cx, c, &format!("it takes {wants} arguments")));
            }
            for i in 0..3 {
                ops.push(cx.operand_id(c.args[i])?.0);
            }
            if events {
                for i in 3..6 {
                    ops.push(cx.operand_id(c.args[i])?.0);
                }
            } else {
                let zero = u32_const(cx, 0);
                let ev = cx.b.type_device_event();
                let ptr = cx.b.type_pointer(enums::StorageClass::Generic, ev);
                let null = cx.b.constant_null(ptr);
                ops.extend([zero.0, null.0, null.0]);
            }
            3 + 3 * usize::from(events)
        }
        EnqueueKind::Query { ndrange } => {
            let wants = 2 + usize::from(ndrange);
            if c.args.len() != wants {
                return Err(bad_form(cx, c, &format!("it takes {wants} arguments")));
            }
            if ndrange {
                ops.push(cx.operand_id(c.args[0])?.0);
            }
            usize::from(ndrange)
        }
    };
    ops.push(invoke_id(cx, c, c.args[block_at])?.0);
    let literal = c.args[block_at + 1];
    ops.push(cx.operand_id(literal)?.0);
    let (size, align) = literal_layout(cx, literal);
    ops.extend([size.0, align.0]);
    if let EnqueueKind::Kernel {
        local_sizes: true, ..
    } = row.kind
    {
        local_size_pointers(cx, c, block_at + 2, &mut ops)?;
    }
    cx.define(c.inst, row.op, &ops)?;
    Ok(())
}

/// The local sizes of `__enqueue_kernel_*varargs(..., i32 n, size_t *sizes)`: a pointer to
/// each size, as llvm-spirv passes them (`PtrAccessChain` into the array `sizes` points
/// into).
fn local_size_pointers<'c>(
    cx: &mut Ctx<'c, '_>,
    c: &Call<'c>,
    at: usize,
    ops: &mut Vec<u32>,
) -> Result<()> {
    let n = c
        .const_arg(at)
        .ok_or_else(|| bad_form(cx, c, "the number of local sizes must be a constant"))?
        as u32;
    let p = c.arg(cx, at + 1)?;
    let elem_ptr = cx.type_id(p.type_of())?;
    let base = p
        .operand(0)
        .filter(|_| p.opcode() == Some(Opcode::LLVMGetElementPtr))
        .filter(|b| b.type_of().element().map(|e| e.kind()) == Some(TypeKind::Array));
    let zero = u32_const(cx, 0);
    for j in 0..n {
        let jc = u32_const(cx, j);
        let id = match base {
            Some(b) => {
                let b = cx.operand_id(b)?;
                cx.temp(op::PtrAccessChain, elem_ptr, &[b.0, zero.0, jc.0])
            }
            None => {
                let p = cx.operand_id(p)?;
                cx.temp(op::PtrAccessChain, elem_ptr, &[p.0, jc.0])
            }
        };
        ops.push(id.0);
    }
    Ok(())
}

/// `enqueue_marker(queue, n, wait, ret)` → `OpEnqueueMarker`.
pub(super) fn marker<'c>(cx: &mut Ctx<'c, '_>, c: &Call<'c>) -> Result<()> {
    if c.args.len() != 4 {
        return Err(c.bad(cx));
    }
    let mut ops = Vec::with_capacity(4);
    for &a in &c.args {
        ops.push(cx.operand_id(a)?.0);
    }
    cx.define(c.inst, op::EnqueueMarker, &ops)?;
    Ok(())
}

/// `ndrange_ND(sret ndrange_t *r, sizes...)` → `OpBuildNDRange` (global size, local size,
/// offset: scalars for 1D, arrays loaded from the pointer arguments otherwise, zero where
/// absent) stored into `r`.
pub(super) fn ndrange<'c>(cx: &mut Ctx<'c, '_>, c: &Call<'c>, dims: u32) -> Result<()> {
    let (&ret, sizes) = c.args.split_first().ok_or_else(|| c.bad(cx))?;
    let slots = enqueue::ndrange_operands(sizes.len()).ok_or_else(|| c.bad(cx))?;
    let size_t = if dims == 1 {
        sizes[0].type_of()
    } else {
        sizes[0].type_of().element().ok_or_else(|| c.bad(cx))?
    };
    if size_t.kind() != TypeKind::Integer {
        return Err(c.bad(cx));
    }
    let st = cx.type_id(size_t)?;
    let ty = if dims == 1 {
        st
    } else {
        let n = cx.array_length(u64::from(dims));
        cx.b.type_array(st, n)
    };
    let mut ops = [0u32; 3];
    for (slot, arg) in ops.iter_mut().zip(slots) {
        *slot = match arg {
            // An integer 0 as OpConstant: llvm-spirv's reader refuses OpConstantNull of an
            // integer type (valid SPIR-V, but it asserts).
            None if dims == 1 => {
                let words = if size_t.int_width() == Some(64) { 2 } else { 1 };
                cx.b.constant(ty, &[0; 2][..words]).0
            }
            None => cx.b.constant_null(ty).0,
            Some(k) if dims == 1 => cx.operand_id(sizes[k])?.0,
            Some(k) => load_sizes(cx, c, sizes[k], ty, dims)?.0,
        };
    }
    build_and_store(cx, c, ret, &ops)
}

/// `OpBuildNDRange` of `ops`, of the type `ret` points to, stored into `ret`.
fn build_and_store<'c>(
    cx: &mut Ctx<'c, '_>,
    c: &Call<'c>,
    ret: Value<'c>,
    ops: &[u32],
) -> Result<()> {
    let range = ret
        .type_of()
        .element()
        .filter(|t| t.kind() == TypeKind::Struct)
        .ok_or_else(|| c.bad(cx))?;
    let rt = cx.type_id(range)?;
    let r = cx.temp(op::BuildNDRange, rt, ops);
    let p = cx.operand_id(ret)?;
    cx.b.inst_no_result(op::Store, &[p.0, r.0]);
    Ok(())
}

/// The array of `dims` sizes a `size_t *` argument points at: loaded from the array it
/// points into (through a GEP of zeros), or from the pointer cast to a pointer to the array.
fn load_sizes<'c>(
    cx: &mut Ctx<'c, '_>,
    c: &Call<'c>,
    p: Value<'c>,
    array: Id,
    dims: u32,
) -> Result<Id> {
    let whole = underlying_object(p);
    let fits = whole
        .type_of()
        .element()
        .is_some_and(|t| t.kind() == TypeKind::Array && t.array_len() == Some(u64::from(dims)));
    let ptr = if fits {
        cx.operand_id(whole)?
    } else {
        let sc = p
            .type_of()
            .address_space()
            .and_then(storage_class)
            .ok_or_else(|| c.bad(cx))?;
        let pt = cx.b.type_pointer(sc, array);
        let x = cx.operand_id(p)?;
        cx.temp(op::Bitcast, pt, &[x.0])
    };
    let align = cx.pointer_bits / 8;
    Ok(cx.temp(
        op::Load,
        array,
        &[ptr.0, enums::MemoryAccess::Aligned, align],
    ))
}

/// SPV-IR calls of the instructions that take a block (`__spirv_EnqueueKernel`,
/// `__spirv_GetKernelWorkGroupSize`, ...): the arguments are the operands, the function
/// argument the `Invoke` operand.
pub(super) fn spv_ir_block_call<'c>(cx: &mut Ctx<'c, '_>, c: &Call<'c>, opcode: u16) -> Result<()> {
    let mut ops = Vec::with_capacity(c.args.len());
    for &a in &c.args {
        let id = if strip_casts(a).kind() == ValueKind::Function {
            invoke_id(cx, c, a)?
        } else {
            cx.operand_id(a)?
        };
        ops.push(id.0);
    }
    cx.define(c.inst, opcode, &ops)?;
    Ok(())
}

/// `__spirv_BuildNDRange_ND(sret ndrange_t *r, global, local, offset)`: the instruction,
/// stored into `r`; `false` when the call is not of that form (a call that answers the
/// range is translated as any SPV-IR call).
pub(super) fn spv_ir_ndrange<'c>(cx: &mut Ctx<'c, '_>, c: &Call<'c>) -> Result<bool> {
    let [ret, g, l, o] = c.args[..] else {
        return Ok(false);
    };
    if c.ret().kind() != TypeKind::Void {
        return Ok(false);
    }
    let ops = [
        cx.operand_id(g)?.0,
        cx.operand_id(l)?.0,
        cx.operand_id(o)?.0,
    ];
    build_and_store(cx, c, ret, &ops)?;
    Ok(true)
}

/// Whether `inst` is a cast of a function that only device-side enqueue calls use (as
/// llvm-spirv writes `addrspacecast @k to i8 addrspace(4)*` in reverse translation): it makes
/// no instruction, the calls take the function as their `Invoke` operand.
pub(crate) fn is_invoke_cast(inst: Value<'_>) -> bool {
    fn only_enqueue_users(v: Value<'_>, depth: u32) -> bool {
        depth < 8
            && v.users().into_iter().all(|u| match u.opcode() {
                Some(Opcode::LLVMBitCast | Opcode::LLVMAddrSpaceCast) => {
                    only_enqueue_users(u, depth + 1)
                }
                Some(Opcode::LLVMCall) => u
                    .called_function()
                    .and_then(super::demangled_of)
                    .is_some_and(|d| takes_invoke(&d.name)),
                _ => false,
            })
    }
    // (The opcode first: it rules out nearly every instruction in one query.)
    matches!(
        inst.opcode(),
        Some(Opcode::LLVMBitCast | Opcode::LLVMAddrSpaceCast)
    ) && inst.kind() == ValueKind::Instruction
        && inst
            .operand(0)
            .is_some_and(|o| strip_casts(o).kind() == ValueKind::Function)
        && inst.has_uses()
        && only_enqueue_users(inst, 0)
}

/// Whether `o`, an operand of instruction `inst`, is a (cast) function that `inst`, a call of
/// a device-side enqueue or kernel query builtin, takes as its `Invoke` operand: the call
/// names the function itself, so the cast makes no instruction (under
/// SPV_INTEL_function_pointers it would make a function pointer nothing uses).
pub(crate) fn is_invoke_operand(inst: Value<'_>, o: Value<'_>) -> bool {
    o.kind() == ValueKind::ConstantExpr
        && strip_casts(o).kind() == ValueKind::Function
        && inst.opcode() == Some(Opcode::LLVMCall)
        && inst
            .called_function()
            .and_then(super::demangled_of)
            .is_some_and(|d| takes_invoke(&d.name))
}

/// Whether the builtin named `name` takes a block's `Invoke` function.
fn takes_invoke(name: &str) -> bool {
    let spv_ir_op = spv_ir::parse(name).and_then(|p| match p.target {
        spv_ir::SpvIrTarget::Op(o) => Some(o),
        _ => None,
    });
    enqueue::by_name(name).is_some() || spv_ir_op.is_some_and(enqueue::takes_block)
}

impl<'c> Ctx<'c, '_> {
    /// A constant cast of the address of a block body (`bitcast (@__k_block_invoke to i8*)`
    /// in a block literal): a null pointer of the cast's type, as llvm-spirv makes it
    /// (SPIR-V has no address of a function without SPV_INTEL_function_pointers).
    pub(crate) fn null_for_block_invoke(&mut self, v: Value<'c>) -> Result<Option<Id>> {
        if v.kind() != ValueKind::ConstantExpr
            || !matches!(
                v.opcode(),
                Some(Opcode::LLVMBitCast | Opcode::LLVMAddrSpaceCast)
            )
        {
            return Ok(None);
        }
        let Some(f) = v.operand(0).filter(|f| f.kind() == ValueKind::Function) else {
            return Ok(None);
        };
        if !enqueue::is_block_invoke(&f.name_str()) {
            return Ok(None);
        }
        let t = self.type_id(v.type_of())?;
        Ok(Some(self.b.constant_null(t)))
    }
}
