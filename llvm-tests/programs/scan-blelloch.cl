// Work-efficient (Blelloch) exclusive prefix scan with up-sweep/down-sweep in local memory.
// Compiled for spir64 and spir at -O0 and -O2: each translation passes spirv-val and is read
// back by llvm-spirv-14 -r and by ours -r into modules the LLVM verifier accepts.
// With -g (spir64), the DWARF llc-14 makes of the original and of the round trip is the same, but:
// at -O2 `d` is at one point `d >> 1` of another value, and the debug-info sets have no shift operation:
// that location is left out rather than written wrong.
// RUN: DWARF_O2="--no-location d" bash %S/../Inputs/program-roundtrip.sh %s %t CL1.2
// RUN: FileCheck %s < %t.spir64.O2.spt
// RUN: FileCheck %s < %t.spir.O0.spt

// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "blelloch_scan"
// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "add_block_sums"
// CHECK-DAG: ControlBarrier
// CHECK-DAG: ShiftRightArithmetic

// Work-efficient exclusive scan of 2 * local size elements per group.
kernel void blelloch_scan(global const int *in, global int *out, global int *block_sums,
                          local int *temp) {
  int lid = get_local_id(0);
  int n = 2 * get_local_size(0);
  int base = get_group_id(0) * n;
  temp[2 * lid] = in[base + 2 * lid];
  temp[2 * lid + 1] = in[base + 2 * lid + 1];
  int offset = 1;
  for (int d = n >> 1; d > 0; d >>= 1) {
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < d) {
      int ai = offset * (2 * lid + 1) - 1;
      int bi = offset * (2 * lid + 2) - 1;
      temp[bi] += temp[ai];
    }
    offset <<= 1;
  }
  if (lid == 0) {
    block_sums[get_group_id(0)] = temp[n - 1];
    temp[n - 1] = 0;
  }
  for (int d = 1; d < n; d <<= 1) {
    offset >>= 1;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < d) {
      int ai = offset * (2 * lid + 1) - 1;
      int bi = offset * (2 * lid + 2) - 1;
      int t = temp[ai];
      temp[ai] = temp[bi];
      temp[bi] += t;
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  out[base + 2 * lid] = temp[2 * lid];
  out[base + 2 * lid + 1] = temp[2 * lid + 1];
}

kernel void add_block_sums(global int *out, global const int *block_sums) {
  out[get_global_id(0)] += block_sums[get_global_id(0) / (2 * get_local_size(0))];
}
