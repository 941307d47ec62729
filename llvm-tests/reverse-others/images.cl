// Modules made by others: Images and samplers (read_only/write_only/read_write, 1D/2D/3D/arrays, a literal sampler).
// clang-14 → llvm-spirv-14 (the incumbent) → our reverse: the LLVM verifier accepts the result in
// every target environment, and our forward translation of it passes spirv-val.
// RUN: %clang_cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -emit-llvm-bc -O0 %s -o %t.O0.bc
// RUN: llvm-spirv-14 %t.O0.bc -o %t.O0.spv
// RUN: llvm-spirv-rs -r %t.O0.spv -o %t.O0.rev.bc
// RUN: opt -verify -disable-output %t.O0.rev.bc
// RUN: llvm-spirv-rs -r --spirv-target-env=CL2.0 %t.O0.spv -o %t.O0.CL2.0.bc
// RUN: opt -verify -disable-output %t.O0.CL2.0.bc
// RUN: llvm-spirv-rs -r --spirv-target-env=SPV-IR %t.O0.spv -o %t.O0.SPV-IR.bc
// RUN: opt -verify -disable-output %t.O0.SPV-IR.bc
// RUN: llvm-spirv-rs -r --spirv-builtin-format=global --spirv-target-env=SPV-IR %t.O0.spv -o %t.O0.glob.bc
// RUN: opt -verify -disable-output %t.O0.glob.bc
// RUN: llvm-spirv-rs %t.O0.rev.bc -o %t.O0.rt.spv
// RUN: spirv-val %t.O0.rt.spv
// RUN: %clang_cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -emit-llvm-bc -O2 %s -o %t.O2.bc
// RUN: llvm-spirv-14 %t.O2.bc -o %t.O2.spv
// RUN: llvm-spirv-rs -r %t.O2.spv -o %t.O2.rev.bc
// RUN: opt -verify -disable-output %t.O2.rev.bc
// RUN: llvm-spirv-rs -r --spirv-target-env=CL2.0 %t.O2.spv -o %t.O2.CL2.0.bc
// RUN: opt -verify -disable-output %t.O2.CL2.0.bc
// RUN: llvm-spirv-rs -r --spirv-target-env=SPV-IR %t.O2.spv -o %t.O2.SPV-IR.bc
// RUN: opt -verify -disable-output %t.O2.SPV-IR.bc
// RUN: llvm-spirv-rs -r --spirv-builtin-format=global --spirv-target-env=SPV-IR %t.O2.spv -o %t.O2.glob.bc
// RUN: opt -verify -disable-output %t.O2.glob.bc
// RUN: llvm-spirv-rs %t.O2.rev.bc -o %t.O2.rt.spv
// RUN: spirv-val %t.O2.rt.spv
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
