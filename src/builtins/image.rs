//! Image and sampler builtins (OpenCL C 6.15.15) ↔ `OpImageRead`, `OpImageWrite`,
//! `OpSampledImage` + `OpImageSampleExplicitLod`, `OpImageQuery*`, `OpConstantSampler`.
//!
//! * `read_image{f,i,ui,h}(image, sampler, coord)` → `OpSampledImage image sampler`, then
//!   `OpImageSampleExplicitLod sampled coord Lod 0.0`; without a sampler → `OpImageRead`.
//! * `write_image{f,i,ui,h}(image, coord[, lod], color)` → `OpImageWrite image coord color
//!   [Lod lod]`.
//! * `get_image_{width,height,depth,array_size,dim}` → `OpImageQuerySizeLod image 0`
//!   (`OpImageQuerySize` for buffer and multi-sampled images) and the components they want;
//!   `get_image_channel_{data_type,order}` → `OpImageQueryFormat`/`Order` plus the base of the
//!   `CLK_*` constants; `get_image_num_mip_levels` → `OpImageQueryLevels`;
//!   `get_image_num_samples` → `OpImageQuerySamples`.
//! * A sampler literal, `__translate_sampler_initializer(bits)` in clang's IR, is an
//!   `OpConstantSampler` (addressing mode, normalized, filter).

use crate::spirv::tables::enums::Dim;

/// The image queries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Query {
    Width,
    Height,
    Depth,
    ArraySize,
    Dim,
    ChannelDataType,
    ChannelOrder,
    NumMipLevels,
    NumSamples,
}

/// What an image builtin does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ImageOp {
    Read,
    Write,
    Query(Query),
}

/// One image builtin.
#[derive(Clone, Copy, Debug)]
pub struct ImageFn {
    pub ocl: &'static str,
    pub op: ImageOp,
}

const fn f(ocl: &'static str, op: ImageOp) -> ImageFn {
    ImageFn { ocl, op }
}

/// Every image builtin.
pub const IMAGE_FNS: &[ImageFn] = &[
    f("read_imagef", ImageOp::Read),
    f("read_imagei", ImageOp::Read),
    f("read_imageui", ImageOp::Read),
    f("read_imageh", ImageOp::Read),
    f("write_imagef", ImageOp::Write),
    f("write_imagei", ImageOp::Write),
    f("write_imageui", ImageOp::Write),
    f("write_imageh", ImageOp::Write),
    f("get_image_width", ImageOp::Query(Query::Width)),
    f("get_image_height", ImageOp::Query(Query::Height)),
    f("get_image_depth", ImageOp::Query(Query::Depth)),
    f("get_image_array_size", ImageOp::Query(Query::ArraySize)),
    f("get_image_dim", ImageOp::Query(Query::Dim)),
    f(
        "get_image_channel_data_type",
        ImageOp::Query(Query::ChannelDataType),
    ),
    f(
        "get_image_channel_order",
        ImageOp::Query(Query::ChannelOrder),
    ),
    f(
        "get_image_num_mip_levels",
        ImageOp::Query(Query::NumMipLevels),
    ),
    f("get_image_num_samples", ImageOp::Query(Query::NumSamples)),
];

/// The image builtin named `ocl`.
pub fn by_name(ocl: &str) -> Option<&'static ImageFn> {
    IMAGE_FNS.iter().find(|f| f.ocl == ocl)
}

/// `CLK_SNORM_INT8`: `get_image_channel_data_type` answers the `ImageChannelDataType`
/// enumerant plus this.
pub const CHANNEL_DATA_TYPE_BASE: u32 = 0x10D0;
/// `CLK_R`: `get_image_channel_order` answers the `ImageChannelOrder` enumerant plus this.
pub const CHANNEL_ORDER_BASE: u32 = 0x10B0;

/// The read builtin for a result element kind: `f` float, `h` half, `i` int, `ui` uint.
pub fn read_name(elem_float: bool, elem_half: bool, unsigned: bool) -> &'static str {
    match (elem_float, elem_half, unsigned) {
        (_, true, _) => "read_imageh",
        (true, _, _) => "read_imagef",
        (false, _, true) => "read_imageui",
        _ => "read_imagei",
    }
}

/// The write builtin for a color element kind.
pub fn write_name(elem_float: bool, elem_half: bool, unsigned: bool) -> &'static str {
    match (elem_float, elem_half, unsigned) {
        (_, true, _) => "write_imageh",
        (true, _, _) => "write_imagef",
        (false, _, true) => "write_imageui",
        _ => "write_imagei",
    }
}

/// The shape of an image type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ImageShape {
    pub dim: u32,
    pub depth: bool,
    pub arrayed: bool,
    pub multisampled: bool,
}

/// OpenCL image type names (`image2d_array_depth` in `opencl.image2d_array_depth_ro_t`).
pub const OPENCL_IMAGES: &[(&str, ImageShape)] = &[
    ("image1d", shape(Dim::_1D, false, false, false)),
    ("image1d_array", shape(Dim::_1D, false, true, false)),
    ("image1d_buffer", shape(Dim::Buffer, false, false, false)),
    ("image2d", shape(Dim::_2D, false, false, false)),
    ("image2d_array", shape(Dim::_2D, false, true, false)),
    ("image2d_depth", shape(Dim::_2D, true, false, false)),
    ("image2d_array_depth", shape(Dim::_2D, true, true, false)),
    ("image2d_msaa", shape(Dim::_2D, false, false, true)),
    ("image2d_array_msaa", shape(Dim::_2D, false, true, true)),
    ("image2d_msaa_depth", shape(Dim::_2D, true, false, true)),
    (
        "image2d_array_msaa_depth",
        shape(Dim::_2D, true, true, true),
    ),
    ("image3d", shape(Dim::_3D, false, false, false)),
];

/// The shape of an OpenCL image type name (`image2d_array`).
pub fn shape_by_name(base: &str) -> Option<ImageShape> {
    OPENCL_IMAGES
        .iter()
        .find(|(n, _)| *n == base)
        .map(|&(_, s)| s)
}

/// The OpenCL image type name of a shape given as OpTypeImage's Dim, Depth, Arrayed and MS
/// operands (none for a depth or other flag that is not 0 or 1).
pub fn name_by_shape(
    dim: u32,
    depth: u32,
    arrayed: u32,
    multisampled: u32,
) -> Option<&'static str> {
    OPENCL_IMAGES
        .iter()
        .find(|(_, s)| {
            s.dim == dim
                && u32::from(s.depth) == depth
                && u32::from(s.arrayed) == arrayed
                && u32::from(s.multisampled) == multisampled
        })
        .map(|&(n, _)| n)
}

const fn shape(dim: u32, depth: bool, arrayed: bool, multisampled: bool) -> ImageShape {
    ImageShape {
        dim,
        depth,
        arrayed,
        multisampled,
    }
}

/// The shape of the image of LLVM struct `name`: `opencl.image2d_array_ro_t` or
/// `spirv.Image._void_1_0_1_0_0_0_0`.
pub fn shape_of_struct(name: &str) -> Option<ImageShape> {
    // LLVM renames a struct that a module declares twice: `opencl.image1d_ro_t.2`.
    let name = super::opaque::without_rename_suffix(name);
    if let Some(rest) = name.strip_prefix("opencl.") {
        let base = rest
            .strip_suffix("_ro_t")
            .or_else(|| rest.strip_suffix("_wo_t"))
            .or_else(|| rest.strip_suffix("_rw_t"))
            .or_else(|| rest.strip_suffix("_t"))?;
        return shape_by_name(base);
    }
    let rest = name
        .strip_prefix("spirv.Image._")
        .or_else(|| name.strip_prefix("spirv.SampledImage._"))?;
    let parts: Vec<&str> = rest.split('_').collect();
    let num = |i: usize| parts.get(i).and_then(|p| p.parse::<u32>().ok());
    Some(ImageShape {
        dim: num(1)?,
        depth: num(2)? == 1,
        arrayed: num(3)? == 1,
        multisampled: num(4)? == 1,
    })
}

/// The number of components `OpImageQuerySize[Lod]` answers for an image.
pub fn size_components(s: ImageShape) -> u32 {
    let base = match s.dim {
        Dim::_1D | Dim::Buffer => 1,
        Dim::_3D => 3,
        _ => 2,
    };
    base + u32::from(s.arrayed)
}

/// Whether the size of an image is queried without a level of detail.
pub fn size_query_has_no_lod(s: ImageShape) -> bool {
    s.dim == Dim::Buffer || s.multisampled
}

/// The size component a query wants: `Some(i)` for one component, `None` for
/// `get_image_dim` (all but the array size).
pub fn query_component(q: Query, s: ImageShape) -> Option<u32> {
    let n = size_components(s);
    match q {
        Query::Width => Some(0),
        Query::Height => Some(1),
        Query::Depth => Some(2),
        Query::ArraySize => Some(n - 1),
        _ => None,
    }
}

/// A sampler literal (`CLK_ADDRESS_*` | `CLK_NORMALIZED_COORDS_*` | `CLK_FILTER_*`) →
/// (`SamplerAddressingMode`, normalized, `SamplerFilterMode`).
pub fn sampler_fields(bits: u32) -> (u32, bool, u32) {
    let addressing = (bits >> 1) & 7;
    let normalized = bits & 1 != 0;
    let filter = u32::from(bits & 0x20 != 0);
    (addressing, normalized, filter)
}

/// The reverse of [`sampler_fields`].
pub fn sampler_bits(addressing: u32, normalized: bool, filter: u32) -> u32 {
    (addressing << 1) | u32::from(normalized) | if filter == 1 { 0x20 } else { 0x10 }
}

#[cfg(test)]
mod tests {
    #[test]
    fn opencl_image_rows_round_trip() {
        for &(name, s) in OPENCL_IMAGES {
            assert_eq!(shape_by_name(name), Some(s));
            let flags = (
                u32::from(s.depth),
                u32::from(s.arrayed),
                u32::from(s.multisampled),
            );
            assert_eq!(name_by_shape(s.dim, flags.0, flags.1, flags.2), Some(name));
        }
    }

    use super::*;

    #[test]
    fn samplers_and_shapes() {
        // CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST
        assert_eq!(sampler_fields(0x12), (1, false, 0));
        assert_eq!(sampler_bits(1, false, 0), 0x12);
        let s = shape_of_struct("opencl.image2d_array_ro_t").unwrap();
        assert_eq!(size_components(s), 3);
        assert_eq!(query_component(Query::ArraySize, s), Some(2));
        let s = shape_of_struct("spirv.Image._void_5_0_0_0_0_0_0").unwrap();
        assert!(size_query_has_no_lod(s));
    }
}
