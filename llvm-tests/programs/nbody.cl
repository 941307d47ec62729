// N-body gravity step with float4 positions tiled through local memory.
// Compiled for spir64 and spir at -O0 and -O2: each translation passes spirv-val and is read
// back by llvm-spirv-14 -r and by ours -r into modules the LLVM verifier accepts.
// With -g (spir64), the DWARF llc-14 makes of the original and of the round trip is the same.
// RUN: bash %S/../Inputs/program-roundtrip.sh %s %t CL1.2
// RUN: FileCheck %s < %t.spir64.O2.spt
// RUN: FileCheck %s < %t.spir.O0.spt

// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "nbody_step"
// CHECK-DAG: ControlBarrier
// CHECK-DAG: ExtInst {{.*}} rsqrt
// CHECK-DAG: ExtInst {{.*}} length
// CHECK-DAG: Dot

kernel void nbody_step(global const float4 *pos_in, global const float4 *vel_in,
                       global float4 *pos_out, global float4 *vel_out, local float4 *tile,
                       int count, float dt, float soften) {
  int gid = get_global_id(0), lid = get_local_id(0), lsz = get_local_size(0);
  float4 me = pos_in[gid];
  float3 acc = (float3)(0.0f);
  for (int base = 0; base < count; base += lsz) {
    tile[lid] = pos_in[base + lid];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int j = 0; j < lsz; ++j) {
      float4 other = tile[j];
      float3 d = other.xyz - me.xyz;
      float inv = rsqrt(dot(d, d) + soften);
      acc += other.w * inv * inv * inv * d;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  float4 v = vel_in[gid];
  v.xyz += acc * dt;
  me.xyz += v.xyz * dt;
  pos_out[gid] = me;
  vel_out[gid] = v;
}

kernel void kinetic_energy(global const float4 *vel, global float *energy) {
  size_t i = get_global_id(0);
  float3 v = vel[i].xyz;
  energy[i] = 0.5f * length(v) * length(v);
}
