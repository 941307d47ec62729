// 2D convolution and downscale on images with program-scope and argument samplers; image queries.
// Compiled for spir64 and spir at -O0 and -O2: each translation passes spirv-val and is read
// back by llvm-spirv-14 -r and by ours -r into modules the LLVM verifier accepts.
// With -g (spir64), the DWARF llc-14 makes of the original and of the round trip is the same
// (the sampler initializer, a module-scope constant in SPIR-V, keeps its line in an OpLine before
// it), but at -O2: get_image_width comes back as get_image_dim and an extraction (as llvm-spirv
// reads it: OpImageQuerySizeLod answers every dimension at once), so llc keeps other values in
// registers: the locations of `p` and `src` are not compared.
// RUN: DWARF_O2="--no-location p --no-location src" bash %S/../Inputs/program-roundtrip.sh %s %t CL1.2
// RUN: FileCheck %s < %t.spir64.O2.spt
// RUN: FileCheck %s < %t.spir.O0.spt

// CHECK-DAG: Capability ImageBasic
// CHECK-DAG: Capability LiteralSampler
// CHECK-DAG: ConstantSampler {{[0-9]+}} {{[0-9]+}} 1 0 0
// CHECK-DAG: TypeSampler
// CHECK-DAG: SampledImage
// CHECK-DAG: ImageSampleExplicitLod
// CHECK-DAG: ImageWrite
// CHECK-DAG: ImageQuerySizeLod
// CHECK-DAG: Dot

constant sampler_t clamp_nearest = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE |
                                   CLK_FILTER_NEAREST;

kernel void convolve_image(read_only image2d_t src, write_only image2d_t dst,
                           constant float *weights, int radius) {
  int2 pos = (int2)(get_global_id(0), get_global_id(1));
  float4 acc = (float4)(0.0f);
  int w = 2 * radius + 1;
  for (int dy = -radius; dy <= radius; ++dy)
    for (int dx = -radius; dx <= radius; ++dx)
      acc += weights[(dy + radius) * w + dx + radius] *
             read_imagef(src, clamp_nearest, pos + (int2)(dx, dy));
  write_imagef(dst, pos, acc);
}

// Bilinear downscale with a sampler passed by the host and normalised coordinates.
kernel void downscale(read_only image2d_t src, sampler_t smp, write_only image2d_t dst) {
  int x = get_global_id(0), y = get_global_id(1);
  int2 dim = get_image_dim(dst);
  float2 uv = ((float2)(x, y) + 0.5f) / convert_float2(dim);
  write_imagef(dst, (int2)(x, y), read_imagef(src, smp, uv));
}

kernel void gray_to_uint(read_only image2d_t src, write_only image2d_t dst) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  if (p.x >= get_image_width(src) || p.y >= get_image_height(src))
    return;
  float4 c = read_imagef(src, p);
  uint g = (uint)(255.0f * dot(c.xyz, (float3)(0.299f, 0.587f, 0.114f)));
  write_imageui(dst, p, (uint4)(g, g, g, 255));
}
