// Each sampler literal of the source (a __translate_sampler_initializer call of a constant)
// is an OpConstantSampler of its own, even when two are equal, and as it makes no instruction
// in the block it gets no OpLine under debug info.
// RUN: %clang_cc1 -triple spir -cl-std=CL2.0 -finclude-default-header -debug-info-kind=standalone -O1 -emit-llvm-bc %s -o %t.bc
// RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s
// RUN: llvm-spirv-rs %t.bc -o %t.spv
// RUN: spirv-val %t.spv
// RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv

// CHECK: ConstantSampler [[SMP:[0-9]+]] [[FIRST:[0-9]+]] 4 1 1
// CHECK: ConstantSampler [[SMP]] [[SECOND:[0-9]+]] 4 1 1
// CHECK: Label
// CHECK-NEXT: DebugScope
// CHECK-NEXT: Line {{[0-9]+}} 0 0
// CHECK-NEXT: DebugValue
// CHECK-NEXT: DebugValue
// CHECK-NEXT: DebugValue {{[0-9]+}} [[FIRST]]
// CHECK-NEXT: Line {{[0-9]+}} [[#@LINE+8]] 12
// CHECK-NEXT: SampledImage {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} [[FIRST]]
// CHECK: Line {{[0-9]+}} [[#@LINE+7]] 19
// CHECK-NEXT: SampledImage {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} [[SECOND]]

kernel void mirror_twice(read_only image2d_t pic, global float4 *dst) {
  const sampler_t s = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_MIRRORED_REPEAT | CLK_FILTER_LINEAR;

  dst[0] = read_imagef(pic, s, (float2)(0.5f, 0.5f));
  dst[1] = 2.0f * read_imagef(pic, CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_MIRRORED_REPEAT | CLK_FILTER_LINEAR, (float2)(0.25f, 0.5f));
}
