//! Image, sampler and pipe builtins → SPIR-V, by the rows of `builtins::image` and
//! `builtins::pipe`.

use super::{CallParts, alias, u32_const};
use crate::builtins::BuiltinType;
use crate::builtins::image::{self, ImageFn, ImageOp, Query};
use crate::builtins::pipe::PipeFn;
use crate::error::{Error, Result};
use crate::llvm::ir::{Type, TypeKind, Value};
use crate::llvm_to_spirv::{Ctx, samplers};
use crate::spirv::Id;
use crate::spirv::tables::{enums, op};

fn bad(cx: &Ctx<'_, '_>, c: &CallParts<'_>) -> Error {
    cx.unsupported(format!(
        "UnsupportedBuiltin: the builtin {} is not one llvm-spirv-rs can translate: no record \
         matches this signature",
        c.signature
    ))
}

/// The struct name of the opaque type a pointer argument points to.
fn pointee_name<'c>(v: Value<'c>) -> Option<&'c str> {
    v.type_of().element()?.struct_name()
}

fn is_sampler(v: Value<'_>) -> bool {
    pointee_name(v)
        .map(crate::builtins::opaque::without_rename_suffix)
        .is_some_and(|n| n == "opencl.sampler_t" || n == "spirv.Sampler")
}

/// A floating-point 0.0 of 32 bits.
fn float_zero(cx: &mut Ctx<'_, '_>) -> Id {
    let t = cx.b.type_float(32);
    cx.b.constant(t, &[0])
}

/// The vector of `n` elements of `scalar` (or `scalar` itself for 1).
fn vector_of<'c>(cx: &mut Ctx<'c, '_>, scalar: Type<'c>, n: u32) -> Result<Id> {
    let s = cx.type_id(scalar)?;
    Ok(if n > 1 { cx.b.type_vector(s, n) } else { s })
}

pub(crate) fn image_call<'c>(cx: &mut Ctx<'c, '_>, c: &CallParts<'c>, row: &ImageFn) -> Result<()> {
    let img = *c.args.first().ok_or_else(|| bad(cx, c))?;
    let shape = pointee_name(img).and_then(image::shape_of_struct);
    let img_id = cx.operand_id(img)?;
    match row.op {
        ImageOp::Read => {
            let ext = extend(cx, row);
            read(cx, c, img, img_id, shape, ext)
        }
        ImageOp::Write => {
            let ext = extend(cx, row);
            write(cx, c, img_id, ext)
        }
        ImageOp::Query(q) => query(cx, c, img_id, shape.ok_or_else(|| bad(cx, c))?, q),
    }
}

/// The image operand that says how an integer texel is extended (SPIR-V 1.4):
/// `SignExtend` for `read_imagei`/`write_imagei`, `ZeroExtend` for the `ui` forms, none for
/// float texels or below 1.4. Without it a reader cannot tell `read_imageui` from
/// `read_imagei` (SPIR-V integers have no sign).
fn extend(cx: &mut Ctx<'_, '_>, row: &ImageFn) -> u32 {
    let v14 = crate::spirv::grammar::Version::new(1, 4);
    if cx.b.version() < v14 {
        return 0;
    }
    let mask = if row.ocl.ends_with("ui") {
        enums::ImageOperands::ZeroExtend
    } else if row.ocl.ends_with('i') {
        enums::ImageOperands::SignExtend
    } else {
        return 0;
    };
    cx.b.require_version(v14, "the SignExtend and ZeroExtend image operands");
    mask
}

/// The `Grad` operands: OpenCL C passes the gradients of a 3D image as 4-component vectors,
/// SPIR-V wants one component per coordinate (3); the extra component is dropped.
pub(super) fn gradient<'c>(
    cx: &mut Ctx<'c, '_>,
    g: Value<'c>,
    shape: Option<image::ImageShape>,
) -> Result<Id> {
    let id = cx.operand_id(g)?;
    let coords = shape.map(|s| image::size_components(s) - u32::from(s.arrayed));
    match (g.type_of().vector_len(), coords) {
        (Some(len), Some(n)) if len > n && n > 1 => {
            let elem = g.type_of().element().unwrap_or(g.type_of());
            let ty = vector_of(cx, elem, n)?;
            let mut ops = vec![id.0, id.0];
            ops.extend(0..n);
            Ok(cx.temp(op::VectorShuffle, ty, &ops))
        }
        _ => Ok(id),
    }
}

/// `read_image*`: sampled (`OpSampledImage` + `OpImageSampleExplicitLod`) or not
/// (`OpImageRead`). Depth images answer a scalar: the instruction reads a vector of 4 and the
/// first component is the result.
fn read<'c>(
    cx: &mut Ctx<'c, '_>,
    c: &CallParts<'c>,
    img: Value<'c>,
    img_id: Id,
    shape: Option<image::ImageShape>,
    ext: u32,
) -> Result<()> {
    let ret = c.inst.type_of();
    let scalar_result = ret.kind() != TypeKind::Vector;
    let result_ty = if scalar_result {
        vector_of(cx, ret, 4)?
    } else {
        cx.type_id(ret)?
    };
    // A SPIR 1.2 sampler is an integer: the mangled name says it is one.
    let sampled = c.args.get(1).is_some_and(|&s| is_sampler(s))
        || matches!(c.params.get(1), Some(BuiltinType::Named(n)) if n == "ocl_sampler");
    let value = if sampled {
        let (smp, coord) = (c.args[1], *c.args.get(2).ok_or_else(|| bad(cx, c))?);
        let img_ty = cx.type_id(img.type_of())?;
        let si_ty = cx.b.type_sampled_image(img_ty);
        let smp = samplers::sampler_operand(cx, smp)?.ok_or_else(|| {
            cx.unsupported(format!(
                "the sampler of {} is an integer that is neither a constant nor a sampler \
                 parameter",
                c.signature
            ))
        })?;
        let si = cx.temp(op::SampledImage, si_ty, &[img_id.0, smp.0]);
        // The name llvm-spirv gives it (readers name the value they make of it so), then
        // the rewritten call's.
        let name = cx.unique_names.unique("TempSampledImage");
        cx.unique_names.rewritten_call(c.inst);
        cx.b.name(si, &name);
        let coord = cx.operand_id(coord)?;
        // read_image*(image, sampler, coord[, lod | , gradient x, gradient y]): an explicit
        // level of detail, 0 when none is given, or the two gradients (Grad dx dy).
        let mut ops = vec![si.0, coord.0];
        match c.args.get(3..).unwrap_or(&[]) {
            [] => ops.extend([enums::ImageOperands::Lod | ext, float_zero(cx).0]),
            [lod] => ops.extend([enums::ImageOperands::Lod | ext, cx.operand_id(*lod)?.0]),
            [dx, dy] => {
                let (dx, dy) = (gradient(cx, *dx, shape)?, gradient(cx, *dy, shape)?);
                ops.extend([enums::ImageOperands::Grad | ext, dx.0, dy.0]);
            }
            _ => return Err(bad(cx, c)),
        }
        if scalar_result {
            cx.temp(op::ImageSampleExplicitLod, result_ty, &ops)
        } else {
            return cx
                .define(c.inst, op::ImageSampleExplicitLod, &ops)
                .map(|_| ());
        }
    } else {
        let coord = cx.operand_id(*c.args.get(1).ok_or_else(|| bad(cx, c))?)?;
        let mut ops = vec![img_id.0, coord.0];
        match c.args.get(2..).unwrap_or(&[]) {
            [] if ext != 0 => ops.push(ext),
            [] => {}
            // Multi-sampled images: the sample index; others: the level of detail.
            [extra] => {
                let which = if shape.is_some_and(|s| s.multisampled) {
                    enums::ImageOperands::Sample
                } else {
                    enums::ImageOperands::Lod
                };
                ops.push(which | ext);
                ops.push(cx.operand_id(*extra)?.0);
            }
            _ => return Err(bad(cx, c)),
        }
        if scalar_result {
            cx.temp(op::ImageRead, result_ty, &ops)
        } else {
            return cx.define(c.inst, op::ImageRead, &ops).map(|_| ());
        }
    };
    cx.define(c.inst, op::CompositeExtract, &[value.0, 0])?;
    Ok(())
}

/// `write_image*(image, coord[, lod], color)`.
fn write<'c>(cx: &mut Ctx<'c, '_>, c: &CallParts<'c>, img_id: Id, ext: u32) -> Result<()> {
    let mut ids = Vec::new();
    for &a in &c.args[1..] {
        ids.push(cx.operand_id(a)?.0);
    }
    match ids.as_slice() {
        [coord, color] if ext != 0 => {
            cx.b.inst_no_result(op::ImageWrite, &[img_id.0, *coord, *color, ext])
        }
        [coord, color] => {
            cx.b.inst_no_result(op::ImageWrite, &[img_id.0, *coord, *color])
        }
        [coord, lod, color] => cx.b.inst_no_result(
            op::ImageWrite,
            &[
                img_id.0,
                *coord,
                *color,
                enums::ImageOperands::Lod | ext,
                *lod,
            ],
        ),
        _ => return Err(bad(cx, c)),
    }
    Ok(())
}

/// `get_image_*`.
fn query<'c>(
    cx: &mut Ctx<'c, '_>,
    c: &CallParts<'c>,
    img_id: Id,
    shape: image::ImageShape,
    q: Query,
) -> Result<()> {
    let ret = c.inst.type_of();
    let int = cx.b.type_int(32, 0);
    match q {
        Query::ChannelDataType | Query::ChannelOrder => {
            let (opcode, base) = if q == Query::ChannelDataType {
                (op::ImageQueryFormat, image::CHANNEL_DATA_TYPE_BASE)
            } else {
                (op::ImageQueryOrder, image::CHANNEL_ORDER_BASE)
            };
            let v = cx.temp(opcode, int, &[img_id.0]);
            // llvm-spirv makes the query under the call's name (numbered, the call keeping
            // its name for the add of the OpenCL C enumerant base).
            let name = cx.unique_names.unique(&c.inst.name_str());
            if !name.is_empty() {
                cx.b.name(v, &name);
            }
            let b = u32_const(cx, base);
            cx.define(c.inst, op::IAdd, &[v.0, b.0])?;
            return Ok(());
        }
        Query::NumMipLevels => {
            cx.define(c.inst, op::ImageQueryLevels, &[img_id.0])?;
            return Ok(());
        }
        Query::NumSamples => {
            cx.define(c.inst, op::ImageQuerySamples, &[img_id.0])?;
            return Ok(());
        }
        _ => {}
    }
    let n = image::size_components(shape);
    let scalar = if ret.kind() == TypeKind::Vector {
        ret.element().unwrap_or(ret)
    } else {
        ret
    };
    let qty = vector_of(cx, scalar, n)?;
    let size = if image::size_query_has_no_lod(shape) {
        cx.temp(op::ImageQuerySize, qty, &[img_id.0])
    } else {
        let zero = u32_const(cx, 0);
        cx.temp(op::ImageQuerySizeLod, qty, &[img_id.0, zero.0])
    };
    // llvm-spirv rewrites the call into the size query, created under the call's name: the
    // query is the call's value (and gets its name back) or is followed by the extraction
    // that takes that name, the query keeping the numbered one LLVM gave it.
    let name_query = |cx: &mut Ctx<'c, '_>, is_value: bool| {
        let name = if is_value {
            cx.unique_names.rewritten_call(c.inst);
            c.inst.name_str()
        } else {
            cx.unique_names.unique(&c.inst.name_str())
        };
        if !name.is_empty() {
            cx.b.name(size, &name);
        }
    };
    if let Some(k) = image::query_component(q, shape) {
        if k >= n {
            return Err(bad(cx, c));
        }
        name_query(cx, n == 1);
        if n == 1 {
            return alias(cx, c.inst, size);
        }
        cx.define(c.inst, op::CompositeExtract, &[size.0, k])?;
        return Ok(());
    }
    // get_image_dim: width, height[, depth] without the array size, padded with 0 to the
    // result's width (int4 for 3D images).
    let wanted = n - u32::from(shape.arrayed);
    let len = ret.vector_len().ok_or_else(|| bad(cx, c))?;
    name_query(cx, len == n && wanted == n);
    if len == n && wanted == n {
        return alias(cx, c.inst, size);
    }
    let zeros = cx.b.constant_null(qty);
    let mut ops = vec![size.0, zeros.0];
    ops.extend((0..len).map(|i| if i < wanted { i } else { n }));
    cx.define(c.inst, op::VectorShuffle, &ops)?;
    Ok(())
}

/// `__read_pipe_2` and the other pipe functions: the arguments, after a scope for the group
/// forms.
pub(crate) fn pipe_call<'c>(cx: &mut Ctx<'c, '_>, c: &CallParts<'c>, row: &PipeFn) -> Result<()> {
    let mut ops = Vec::new();
    if let Some(s) = row.scope {
        ops.push(u32_const(cx, s).0);
    }
    for &a in &c.args {
        ops.push(cx.operand_id(a)?.0);
    }
    cx.b.require_capability(enums::Capability::Pipes);
    if c.inst.type_of().kind() == TypeKind::Void {
        cx.b.inst_no_result(row.op, &ops);
    } else {
        cx.define(c.inst, row.op, &ops)?;
    }
    Ok(())
}
