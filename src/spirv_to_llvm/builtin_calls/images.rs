//! Image and pipe instructions → OpenCL C builtin calls (`read_imagef`, `write_imagei`,
//! `get_image_width`, `__read_pipe_2` ...), or their SPV-IR forms (`__spirv_ImageRead_Rfloat4`).

use super::{Env, bt, call, constant, env, i32c, spv_ir_named};
use crate::builtins::image::{self, ImageShape};
use crate::builtins::{BuiltinType, pipe};
use crate::error::Result;
use crate::llvm::ir::{Type, TypeKind, Value};
use crate::spirv::tables::{enums, op};
use crate::spirv::{Id, InstId};
use crate::spirv_to_llvm::Rx;
use llvm_sys::LLVMOpcode;

/// `Some(true)` when instruction `i` was an image or pipe instruction and is translated,
/// `None` when it is neither.
pub(super) fn translate(rx: &mut Rx<'_, '_>, i: InstId) -> Result<Option<bool>> {
    let opcode = rx.m.opcode(i);
    let spv_ir = env(rx) == Env::SpvIr;
    let done = match opcode {
        op::SampledImage if spv_ir => spv_ir_named(rx, i, false, None, false, None),
        // OpenCL C has no sampled images: the sampling call takes the image and the sampler.
        op::SampledImage => Ok(()),
        op::ImageSampleExplicitLod | op::ImageRead if spv_ir => {
            let ret = rx.ty(rx.m.operands(i)[0], i)?;
            let unsigned = zero_extended(rx, i);
            spv_ir_named(rx, i, false, Some(&bt(ret, unsigned)), false, None)
        }
        op::ImageQuerySizeLod | op::ImageQuerySize if spv_ir => {
            let ret = rx.ty(rx.m.operands(i)[0], i)?;
            spv_ir_named(rx, i, false, Some(&bt(ret, false)), false, None)
        }
        op::ImageWrite
        | op::ImageQueryFormat
        | op::ImageQueryOrder
        | op::ImageQueryLevels
        | op::ImageQuerySamples
            if spv_ir =>
        {
            spv_ir_named(rx, i, false, None, false, None)
        }
        op::ImageSampleExplicitLod => sample(rx, i),
        op::ImageRead => read(rx, i),
        op::ImageWrite => write(rx, i),
        op::ImageQuerySizeLod | op::ImageQuerySize => size(rx, i),
        op::ImageQueryFormat | op::ImageQueryOrder => channel(rx, i),
        op::ImageQueryLevels | op::ImageQuerySamples => {
            let name = if opcode == op::ImageQueryLevels {
                "get_image_num_mip_levels"
            } else {
                "get_image_num_samples"
            };
            simple_query(rx, i, name)
        }
        _ if pipe::PIPE_FNS.iter().any(|p| p.op == opcode) => {
            if spv_ir {
                spv_ir_named(rx, i, false, None, false, None)
            } else {
                pipe_call(rx, i)
            }
        }
        _ => return Ok(None),
    };
    done.map(|()| Some(true))
}

/// Whether an image read carries `ZeroExtend` (a `read_imageui`).
fn zero_extended(rx: &Rx<'_, '_>, i: InstId) -> bool {
    // OpImageRead and OpImageSampleExplicitLod: result type, result, image, coordinate, mask.
    rx.m.operands(i)
        .get(4)
        .is_some_and(|m| m & enums::ImageOperands::ZeroExtend != 0)
}

/// The image operands OpenCL C can say, read from the mask at `ops[at]` and the ids after it
/// (in the order of the mask's bits).
#[derive(Default)]
struct ImageOperands {
    lod: Option<u32>,
    grad: Option<(u32, u32)>,
    sample: Option<u32>,
}

fn image_operands(rx: &Rx<'_, '_>, i: InstId, at: usize) -> Result<ImageOperands> {
    use enums::ImageOperands as M;
    let ops = rx.m.operands(i);
    let mut out = ImageOperands::default();
    let Some(&mask) = ops.get(at) else {
        return Ok(out);
    };
    let mut next = at + 1;
    let mut take = |what: &str| -> Result<u32> {
        let v = ops
            .get(next)
            .copied()
            .ok_or_else(|| rx.error_at(i, format!("image operand {what} without its operand")))?;
        next += 1;
        Ok(v)
    };
    // Memory hints with no operand and no meaning for OpenCL C's single image accesses.
    let hints = M::NonPrivateTexel | M::VolatileTexel | M::Nontemporal;
    let known = M::Lod | M::Grad | M::Sample | M::SignExtend | M::ZeroExtend | hints;
    if mask & !known != 0 {
        return Err(rx.error_at(
            i,
            format!(
                "image operands {:#x}: OpenCL C has no builtin for Bias, ConstOffset, Offset, \
                 ConstOffsets, MinLod, MakeTexelAvailable, MakeTexelVisible or Offsets",
                mask & !known
            ),
        ));
    }
    if mask & M::Lod != 0 {
        out.lod = Some(take("Lod")?);
    }
    if mask & M::Grad != 0 {
        out.grad = Some((take("Grad")?, take("Grad")?));
    }
    if mask & M::Sample != 0 {
        out.sample = Some(take("Sample")?);
    }
    Ok(out)
}

/// The shape of an image value's type.
fn shape_of(v: Value<'_>) -> Option<ImageShape> {
    v.type_of()
        .element()
        .and_then(|e| e.struct_name())
        .and_then(image::shape_of_struct)
}

/// The value of the Image operand `id` of the query `i`, which must be an image.
fn image_operand<'c>(rx: &Rx<'c, '_>, id: u32, i: InstId) -> Result<Value<'c>> {
    let img = rx.value(id, i)?;
    if shape_of(img).is_none() {
        return Err(rx.error_at(i, format!("the Image operand (id {id}) is not an image")));
    }
    Ok(img)
}

/// The element kind of a texel type: (float, half).
fn elem_kind(t: Type<'_>) -> (bool, bool) {
    let e = if t.kind() == TypeKind::Vector {
        t.element().unwrap_or(t)
    } else {
        t
    };
    (
        matches!(e.kind(), TypeKind::Float | TypeKind::Double),
        e.kind() == TypeKind::Half,
    )
}

/// A read: the result is a vector of 4, except from a depth image, where OpenCL C answers the
/// scalar that is put in component 0.
fn read_result<'c>(
    rx: &mut Rx<'c, '_>,
    name: &str,
    params: &[BuiltinType],
    args: &[Value<'c>],
    ret: Type<'c>,
    result: u32,
    depth: bool,
) {
    if depth && ret.kind() == TypeKind::Vector {
        let scalar = ret.element().unwrap_or(ret);
        let v = call(rx, name, Some(params), scalar, args, None, &[]);
        let u = rx.b.undef(ret);
        let w = rx.b.insert_element(u, v, i32c(rx, 0), "");
        rx.values.insert(result, w);
    } else {
        call(rx, name, Some(params), ret, args, Some(result), &[]);
    }
}

/// `OpImageSampleExplicitLod (OpSampledImage image sampler) coord Lod l` →
/// `read_image*(image, sampler, coord[, l])`.
fn sample(rx: &mut Rx<'_, '_>, i: InstId) -> Result<()> {
    let ops = rx.m.operands(i).to_vec();
    let (ret, result, sampled, coord) = (rx.ty(ops[0], i)?, ops[1], ops[2], ops[3]);
    let def = rx
        .idx
        .def(Id(sampled))
        .filter(|&d| rx.m.opcode(d) == op::SampledImage)
        .ok_or_else(|| {
            rx.error_at(
                i,
                "the sampled image is not an OpSampledImage: OpenCL C cannot say it",
            )
        })?;
    let si = rx.m.operands(def).to_vec();
    let img = rx.value(si[2], i)?;
    let smp = rx.value(si[3], i)?;
    let coord = rx.value(coord, i)?;
    let mut args = vec![img, smp, coord];
    // A level of detail other than a constant 0.0 is an argument of the mipmap form; the
    // gradients (Grad dx dy) are the two arguments of the gradient form.
    let operands = image_operands(rx, i, 4)?;
    if operands.sample.is_some() {
        return Err(rx.error_at(i, "a sampled read of a multi-sampled image"));
    }
    if let Some(l) = operands.lod {
        let lod = rx.value(l, i)?;
        if lod.const_fp() != Some(0.0) {
            args.push(lod);
        }
    }
    if let Some((dx, dy)) = operands.grad {
        let shape = shape_of(img);
        for g in [dx, dy] {
            let g = rx.value(g, i)?;
            // OpenCL C passes the gradients of a 3D image as 4-component vectors.
            let widen = shape.is_some_and(|s| s.dim == enums::Dim::_3D)
                && g.type_of().vector_len() == Some(3);
            args.push(if widen { resize(rx, g, 4) } else { g });
        }
    }
    let (float, half) = elem_kind(ret);
    let name = image::read_name(float, half, zero_extended(rx, i));
    let params: Vec<BuiltinType> = args.iter().map(|a| bt(a.type_of(), false)).collect();
    let depth = shape_of(img).is_some_and(|s| s.depth);
    read_result(rx, name, &params, &args, ret, result, depth);
    Ok(())
}

/// `OpImageRead image coord [Lod l | Sample s]` → `read_image*(image, coord[, l | s])`.
fn read(rx: &mut Rx<'_, '_>, i: InstId) -> Result<()> {
    let ops = rx.m.operands(i).to_vec();
    let (ret, result) = (rx.ty(ops[0], i)?, ops[1]);
    let img = rx.value(ops[2], i)?;
    let coord = rx.value(ops[3], i)?;
    let mut args = vec![img, coord];
    // The level of detail (`read_image*(image, coord, lod)`) or the sample index of a
    // multi-sampled image (`read_image*(image, coord, sample)`); OpenCL C has no form with both.
    let operands = image_operands(rx, i, 4)?;
    if operands.grad.is_some() {
        return Err(rx.error_at(i, "gradients on an OpImageRead"));
    }
    match (operands.lod, operands.sample) {
        (Some(_), Some(_)) => {
            return Err(rx.error_at(
                i,
                "an image read with both Lod and Sample: OpenCL C has no builtin for it",
            ));
        }
        (Some(x), None) | (None, Some(x)) => args.push(rx.value(x, i)?),
        (None, None) => {}
    }
    let (float, half) = elem_kind(ret);
    let name = image::read_name(float, half, zero_extended(rx, i));
    let params: Vec<BuiltinType> = args.iter().map(|a| bt(a.type_of(), false)).collect();
    let depth = shape_of(img).is_some_and(|s| s.depth);
    read_result(rx, name, &params, &args, ret, result, depth);
    Ok(())
}

/// `OpImageWrite image coord texel [Lod l]` → `write_image*(image, coord[, l], texel)`.
fn write(rx: &mut Rx<'_, '_>, i: InstId) -> Result<()> {
    let ops = rx.m.operands(i).to_vec();
    let img = rx.value(ops[0], i)?;
    let coord = rx.value(ops[1], i)?;
    let texel = rx.value(ops[2], i)?;
    let mut args = vec![img, coord];
    let operands = image_operands(rx, i, 3)?;
    if operands.grad.is_some() || operands.sample.is_some() {
        return Err(rx.error_at(i, "an image write with Grad or Sample"));
    }
    if let Some(l) = operands.lod {
        args.push(rx.value(l, i)?);
    }
    args.push(texel);
    let (float, half) = elem_kind(texel.type_of());
    let unsigned = ops
        .get(3)
        .is_some_and(|m| m & enums::ImageOperands::ZeroExtend != 0);
    let name = image::write_name(float, half, unsigned);
    let params: Vec<BuiltinType> = args
        .iter()
        .enumerate()
        // Only the texel is unsigned: an int4 coordinate has the LLVM type of a uint4 texel.
        .map(|(k, a)| bt(a.type_of(), unsigned && k + 1 == args.len()))
        .collect();
    let void = rx.b.void_type();
    call(rx, name, Some(&params), void, &args, None, &[]);
    Ok(())
}

/// Casts an integer or a vector of integers to `to` (truncating or zero-extending).
fn int_cast<'c>(rx: &Rx<'c, '_>, v: Value<'c>, to: Type<'c>) -> Value<'c> {
    let width = |t: Type<'c>| {
        let e = if t.kind() == TypeKind::Vector {
            t.element().unwrap_or(t)
        } else {
            t
        };
        // (Callers pass integers or vectors of integers: a coordinate, a channel.)
        e.int_width().unwrap_or(32)
    };
    match width(v.type_of()).cmp(&width(to)) {
        std::cmp::Ordering::Equal => v,
        std::cmp::Ordering::Greater => rx.b.cast(LLVMOpcode::LLVMTrunc, v, to, ""),
        std::cmp::Ordering::Less => rx.b.cast(LLVMOpcode::LLVMZExt, v, to, ""),
    }
}

/// `shufflevector v, undef, <0, 1, ..., n-1>`: the first `n` components of `v`, or `v`
/// widened to `n` with undefined components.
fn resize<'c>(rx: &Rx<'c, '_>, v: Value<'c>, n: u32) -> Value<'c> {
    let i32t = rx.b.int_type(32);
    let mask: Vec<Value<'c>> = (0..n)
        .map(|k| rx.b.const_int(i32t, &[u64::from(k)]))
        .collect();
    let m = rx.b.const_vector(&mask);
    let u = rx.b.undef(v.type_of());
    rx.b.shuffle(v, u, m, "")
}

/// `OpImageQuerySize[Lod]` → the OpenCL C size queries: `get_image_width` for one component,
/// `get_image_dim` for the width and height (and depth: its `int4` cut to 3 components), and
/// `get_image_array_size` (a `size_t`) inserted as the last component of arrays.
fn size(rx: &mut Rx<'_, '_>, i: InstId) -> Result<()> {
    let ops = rx.m.operands(i).to_vec();
    let (ret, result) = (rx.ty(ops[0], i)?, ops[1]);
    let img = rx.value(ops[2], i)?;
    let shape =
        shape_of(img).ok_or_else(|| rx.error_at(i, "a size query of an image of unknown type"))?;
    let n = image::size_components(shape);
    let elem = if ret.kind() == TypeKind::Vector {
        ret.element().unwrap_or(ret)
    } else {
        ret
    };
    if (n > 1) != (ret.kind() == TypeKind::Vector) {
        return Err(rx.error_at(i, "the result of an image size query has the wrong width"));
    }
    let i32t = rx.b.int_type(32);
    let size_t = rx.b.int_type(rx.pointer_bits);
    let img_bt = bt(img.type_of(), false);
    let dims = n - u32::from(shape.arrayed);
    let mut value = if dims == 1 {
        let w = call(
            rx,
            "get_image_width",
            Some(&[img_bt.clone()]),
            i32t,
            &[img],
            None,
            &[],
        );
        let w = int_cast(rx, w, elem);
        if n == 1 {
            rx.values.insert(result, w);
            return Ok(());
        }
        let u = rx.b.undef(ret);
        rx.b.insert_element(u, w, i32c(rx, 0), "")
    } else {
        // get_image_dim answers an int2, or an int4 for 3D images.
        let len = if dims == 3 { 4 } else { 2 };
        let vt = rx.b.vector_type(i32t, len);
        let d = call(
            rx,
            "get_image_dim",
            Some(&[img_bt.clone()]),
            vt,
            &[img],
            None,
            &[],
        );
        let d = if len != dims { resize(rx, d, dims) } else { d };
        let wide = rx.b.vector_type(elem, dims);
        let d = int_cast(rx, d, wide);
        if dims != n { resize(rx, d, n) } else { d }
    };
    if shape.arrayed {
        let a = call(
            rx,
            "get_image_array_size",
            Some(&[img_bt]),
            size_t,
            &[img],
            None,
            &[],
        );
        let a = int_cast(rx, a, elem);
        value =
            rx.b.insert_element(value, a, i32c(rx, u64::from(n - 1)), "");
    }
    rx.values.insert(result, value);
    Ok(())
}

/// `OpImageQueryFormat`/`Order` → `get_image_channel_data_type`/`order` minus the base of
/// the `CLK_*` constants.
fn channel(rx: &mut Rx<'_, '_>, i: InstId) -> Result<()> {
    let ops = rx.m.operands(i).to_vec();
    let (ret, result) = (rx.ty(ops[0], i)?, ops[1]);
    // The `CLK_*` base is subtracted in the result type: an integer scalar, as the
    // instruction requires.
    if ret.int_width().is_none() {
        return Err(rx.error_at(
            i,
            format!(
                "the result type {} is not an integer scalar type",
                ret.display()
            ),
        ));
    }
    let img = image_operand(rx, ops[2], i)?;
    let (name, base) = if rx.m.opcode(i) == op::ImageQueryFormat {
        ("get_image_channel_data_type", image::CHANNEL_DATA_TYPE_BASE)
    } else {
        ("get_image_channel_order", image::CHANNEL_ORDER_BASE)
    };
    let v = call(
        rx,
        name,
        Some(&[bt(img.type_of(), false)]),
        ret,
        &[img],
        None,
        &[],
    );
    let n = rx.result_name(result);
    let b = rx.b.const_int(ret, &[u64::from(base)]);
    let r = rx.b.binop(LLVMOpcode::LLVMSub, v, b, &n);
    rx.values.insert(result, r);
    Ok(())
}

fn simple_query(rx: &mut Rx<'_, '_>, i: InstId, name: &str) -> Result<()> {
    let ops = rx.m.operands(i).to_vec();
    let (ret, result) = (rx.ty(ops[0], i)?, ops[1]);
    let img = image_operand(rx, ops[2], i)?;
    call(
        rx,
        name,
        Some(&[bt(img.type_of(), false)]),
        ret,
        &[img],
        Some(result),
        &[],
    );
    Ok(())
}

/// Pipe instructions → clang's `__read_pipe_2` and friends (unmangled).
fn pipe_call(rx: &mut Rx<'_, '_>, i: InstId) -> Result<()> {
    let opcode = rx.m.opcode(i);
    let ops = rx.m.operands(i).to_vec();
    let def = crate::spirv::grammar::instruction(opcode)
        .ok_or_else(|| rx.error_at(i, "unknown opcode"))?;
    let (ret, result, rest) = if def.has_result_type {
        (rx.ty(ops[0], i)?, Some(ops[1]), &ops[2..])
    } else {
        (rx.b.void_type(), None, &ops[..])
    };
    let group = matches!(
        opcode,
        op::GroupReserveReadPipePackets
            | op::GroupReserveWritePipePackets
            | op::GroupCommitReadPipe
            | op::GroupCommitWritePipe
    );
    let (scope, rest) = if group {
        (
            constant(rx, rest[0]).and_then(|s| u32::try_from(s).ok()),
            &rest[1..],
        )
    } else {
        (None, rest)
    };
    let mut args = Vec::new();
    for (k, &a) in rest.iter().enumerate() {
        let mut v = rx.value(a, i)?;
        // The packet pointer: clang declares the functions with a generic `i8 *` (one
        // declaration for every packet type), so another data pointer is cast to it (not the
        // pipe or a reserve id, pointers to opaque structs).
        let ty = v.type_of();
        if k > 0
            && let (Some(space), Some(element)) = (ty.address_space(), ty.element())
            && element.struct_name().is_none()
            && element != rx.b.int_type(8)
        {
            let i8p = rx.b.pointer_type(rx.b.int_type(8), space);
            v = rx.b.cast(LLVMOpcode::LLVMBitCast, v, i8p, "");
        }
        args.push(v);
    }
    let write_only = args
        .first()
        .and_then(|p| p.type_of().element())
        .and_then(|e| e.struct_name())
        .is_some_and(|n| n.contains("_wo") || n.ends_with("._1"));
    let row = pipe::by_opcode(opcode, scope, write_only)
        .ok_or_else(|| rx.error_at(i, "a pipe instruction OpenCL C has no builtin for"))?;
    call(rx, row.name, None, ret, &args, result, &[]);
    Ok(())
}
