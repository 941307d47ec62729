// One pass of a 4-bit radix sort: per-group digit counts with local atomics, then scatter.
// Compiled for spir64 and spir at -O0 and -O2: each translation passes spirv-val and is read
// back by llvm-spirv-14 -r and by ours -r into modules the LLVM verifier accepts.
// With -g (spir64), the DWARF llc-14 makes of the original and of the round trip is the same.
// RUN: bash %S/../Inputs/program-roundtrip.sh %s %t CL1.2
// RUN: FileCheck %s < %t.spir64.O2.spt
// RUN: FileCheck %s < %t.spir.O0.spt

// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "radix_count"
// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "radix_scatter"
// CHECK-DAG: AtomicIIncrement
// CHECK-DAG: ControlBarrier
// CHECK-DAG: ShiftRightLogical

#define RADIX 16

// Counting phase of one 4-bit radix sort pass.
kernel void radix_count(global const uint *keys, global uint *counts, uint shift, uint n) {
  local uint local_counts[RADIX];
  uint lid = get_local_id(0);
  if (lid < RADIX)
    local_counts[lid] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  uint gid = get_global_id(0);
  if (gid < n)
    atomic_inc(local_counts + ((keys[gid] >> shift) & (RADIX - 1)));
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid < RADIX)
    counts[lid * get_num_groups(0) + get_group_id(0)] = local_counts[lid];
}

// Scatter phase: each group writes its keys at the scanned offsets (stable within the group).
kernel void radix_scatter(global const uint *keys, global uint *sorted, global const uint *offsets,
                          uint shift, uint n) {
  local uint digits[256];
  uint lid = get_local_id(0);
  uint gid = get_global_id(0);
  uint key = gid < n ? keys[gid] : 0xffffffffu;
  uint digit = (key >> shift) & (RADIX - 1);
  digits[lid] = digit;
  barrier(CLK_LOCAL_MEM_FENCE);
  uint rank = 0;
  for (uint j = 0; j < lid; ++j)
    rank += digits[j] == digit;
  if (gid < n)
    sorted[offsets[digit * get_num_groups(0) + get_group_id(0)] + rank] = key;
}
