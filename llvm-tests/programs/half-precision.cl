// Half-precision storage with vload_half/vstore_half (rounding modes, aligned and vector forms).
// Compiled for spir64 and spir at -O0 and -O2: each translation passes spirv-val and is read
// back by llvm-spirv-14 -r and by ours -r into modules the LLVM verifier accepts.
// With -g (spir64), the DWARF llc-14 makes of the original and of the round trip is the same (mix's
// scalar weight, a vector in SPIR-V's mix, comes back as the scalar it was splat from).
// RUN: bash %S/../Inputs/program-roundtrip.sh %s %t CL1.2
// RUN: FileCheck %s < %t.spir64.O2.spt
// RUN: FileCheck %s < %t.spir.O0.spt

// CHECK-DAG: Capability Float16Buffer
// CHECK-DAG: ExtInst {{.*}} vload_half
// CHECK-DAG: ExtInst {{.*}} vload_halfn
// CHECK-DAG: ExtInst {{.*}} vloada_halfn
// CHECK-DAG: ExtInst {{.*}} vstore_half_r
// CHECK-DAG: ExtInst {{.*}} vstorea_halfn_r

// Storage in half precision, arithmetic in float (no cl_khr_fp16 needed).
kernel void scale_half(global const half *in, global half *out, float factor) {
  size_t i = get_global_id(0);
  float v = vload_half(i, in);
  vstore_half_rte(v * factor, i, out);
}

kernel void half4_blend(global const half *a, global const half *b, global half *out, float t) {
  size_t i = get_global_id(0);
  float4 x = vload_half4(i, a);
  float4 y = vloada_half4(i, b);
  vstorea_half4_rtz(mix(x, y, t), i, out);
}

kernel void half8_to_float(global const half *in, global float8 *out) {
  size_t i = get_global_id(0);
  out[i] = vload_half8(i, in);
  vstore_half2(out[i].s01, 4 * i, (global half *)in + 0);
}
