// Modules made by others: Vectors of every length and element type, swizzles, shuffles, half loads and stores, geometric and conversion builtins.
// clang-14 → llvm-spirv-14 (the incumbent) → our reverse: the LLVM verifier accepts the result in
// every target environment, and our forward translation of it passes spirv-val.
// RUN: bash %S/../Inputs/reverse-foreign-spirv.sh %s %t
// RUN: llvm-dis %t.O0.rev.bc -o - | FileCheck %s
// CHECK: define spir_kernel void @vec(<4 x float> addrspace(1)* %a, <3 x i32> addrspace(1)* %b, half addrspace(1)* %h, <2 x double> addrspace(1)* %d, <16 x i8> addrspace(1)* %c)
// CHECK-SAME: !kernel_arg_type ![[TY:[0-9]+]]
// CHECK-DAG: ![[TY]] = !{!"float4*", !"int3*", !"half*", !"double2*", !"char16*"}

__kernel void vec(__global float4 *a, __global int3 *b, __global half *h, __global double2 *d, __global uchar16 *c) {
  size_t i = get_global_id(0);
  float4 x = a[i];
  float8 y = (float8)(x, x.wzyx);
  a[i] = y.s0246 * y.odd + dot(x, x) + cross(x, x) + fma(x, x, x);
  int3 q = b[i];
  b[i] = q.zxy << 2 | (q >> 1) ^ ~q;
  vstore_half(x.x, 0, h);
  float2 hv = vload_half2(0, h);
  d[i] = convert_double2(hv) + (double2)(length(x), distance(x, x));
  uchar16 u = c[i];
  c[i] = shuffle(u, (uchar16)(15,14,13,12,11,10,9,8,7,6,5,4,3,2,1,0)) + convert_uchar16_sat(convert_int16(u) * 3);
  int4 m = isless(x, x.yzwx);
  a[i] = select(x, y.lo, m) + as_float4(as_int4(x) & m);
}
