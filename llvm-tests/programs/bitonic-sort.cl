// Bitonic sort: a global compare-exchange step and a whole sort of a block in local memory.
// Compiled for spir64 and spir at -O0 and -O2: each translation passes spirv-val and is read
// back by llvm-spirv-14 -r and by ours -r into modules the LLVM verifier accepts.
// With -g (spir64), the DWARF llc-14 makes of the original and of the round trip is the same, but:
// at -O2 `up` and `dir` are bools widened by DW_OP_LLVM_convert (and a shift), which the debug-info
// sets cannot say: those locations are left out rather than written wrong.
// RUN: DWARF_O2="--no-location up --no-location dir" bash %S/../Inputs/program-roundtrip.sh %s %t CL1.2
// RUN: FileCheck %s < %t.spir64.O2.spt
// RUN: FileCheck %s < %t.spir.O0.spt

// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "bitonic_step"
// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "bitonic_local"
// CHECK-DAG: ControlBarrier
// CHECK-DAG: ExtInst {{.*}} u_min
// CHECK-DAG: ExtInst {{.*}} u_max

// One compare-exchange step of a global bitonic sort network.
kernel void bitonic_step(global uint *keys, uint stage, uint pass, uint ascending) {
  uint id = get_global_id(0);
  uint dist = 1u << (stage - pass);
  uint block = 1u << stage;
  uint left = (id % dist) + (id / dist) * 2 * dist;
  uint right = left + dist;
  uint l = keys[left], r = keys[right];
  bool up = ((id / (block / 2)) % 2) == 0;
  if (!ascending)
    up = !up;
  uint lo = min(l, r), hi = max(l, r);
  keys[left] = up ? lo : hi;
  keys[right] = up ? hi : lo;
}

// Whole sort of a small block in local memory with key/value pairs.
kernel void bitonic_local(global float2 *kv) {
  local float2 buf[256];
  uint lid = get_local_id(0);
  uint base = get_group_id(0) * 256;
  buf[lid] = kv[base + lid];
  buf[lid + 128] = kv[base + lid + 128];
  for (uint size = 2; size <= 256; size <<= 1) {
    for (uint stride = size / 2; stride > 0; stride >>= 1) {
      barrier(CLK_LOCAL_MEM_FENCE);
      uint pos = 2 * lid - (lid & (stride - 1));
      bool dir = (lid & (size / 2)) == 0;
      float2 a = buf[pos], b = buf[pos + stride];
      if ((a.x > b.x) == dir) {
        buf[pos] = b;
        buf[pos + stride] = a;
      }
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  kv[base + lid] = buf[lid];
  kv[base + lid + 128] = buf[lid + 128];
}
