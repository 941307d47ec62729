// Modules made by others: Images and samplers (read_only/write_only/read_write, 1D/2D/3D/arrays, a literal sampler).
// clang-14 → llvm-spirv-14 (the incumbent) → our reverse: the LLVM verifier accepts the result in
// every target environment, and our forward translation of it passes spirv-val.
// RUN: bash %S/../Inputs/reverse-foreign-spirv.sh %s %t
// RUN: llvm-dis %t.O0.rev.bc -o - | FileCheck %s
// CHECK-DAG: %opencl.image2d_ro_t = type opaque
// CHECK-DAG: %opencl.image3d_ro_t = type opaque
// CHECK-DAG: %opencl.image1d_rw_t = type opaque
// CHECK: define spir_kernel void @copy_img(%opencl.image2d_ro_t addrspace(1)* %src, %opencl.image2d_wo_t addrspace(1)* %dst, %opencl.sampler_t addrspace(2)* %smp, i32 addrspace(1)* %dims)
// CHECK-SAME: !kernel_arg_access_qual ![[AQ:[0-9]+]] !kernel_arg_type ![[TY:[0-9]+]]
// CHECK: @__translate_sampler_initializer(i32 20)
// CHECK-DAG: ![[AQ]] = !{!"read_only", !"write_only", !"none", !"none"}
// CHECK-DAG: ![[TY]] = !{!"image2d_t", !"image2d_t", !"sampler_t", !"int*"}

__kernel void copy_img(read_only image2d_t src, write_only image2d_t dst, sampler_t smp, __global int *dims) {
  int2 c = (int2)(get_global_id(0), get_global_id(1));
  float4 px = read_imagef(src, smp, c);
  write_imagef(dst, c, px * 0.5f);
  dims[0] = get_image_width(src);
  dims[1] = get_image_height(dst);
}
__kernel void img3d(read_only image3d_t v, __global float4 *out) {
  const sampler_t s = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST;
  out[get_global_id(0)] = read_imagef(v, s, (int4)(1, 2, 3, 0));
}
__kernel void img_rw(read_write image1d_t a, image2d_array_t b, __global uint4 *o) {
  write_imageui(a, 0, (uint4)(1, 2, 3, 4));
  o[0] = read_imageui(b, (int4)(0, 0, 0, 0));
}
