// 256-bin histogram with local atomics merged into global memory, and an RGB histogram.
// Compiled for spir64 and spir at -O0 and -O2: each translation passes spirv-val and is read
// back by llvm-spirv-14 -r and by ours -r into modules the LLVM verifier accepts.
// With -g (spir64), the DWARF llc-14 makes of the original and of the round trip is the same.
// RUN: bash %S/../Inputs/program-roundtrip.sh %s %t CL1.2
// RUN: FileCheck %s < %t.spir64.O2.spt
// RUN: FileCheck %s < %t.spir.O0.spt

// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "histogram256"
// CHECK-DAG: ControlBarrier
// CHECK-DAG: AtomicIIncrement
// CHECK-DAG: AtomicIAdd
// CHECK-DAG: AtomicSMax

#define BINS 256

kernel void histogram256(global const uchar *data, uint n, global uint *hist) {
  local uint bins[BINS];
  for (uint b = get_local_id(0); b < BINS; b += get_local_size(0))
    bins[b] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint i = get_global_id(0); i < n; i += get_global_size(0))
    atomic_inc(&bins[data[i]]);
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint b = get_local_id(0); b < BINS; b += get_local_size(0))
    atomic_add(&hist[b], bins[b]);
}

kernel void histogram_rgb(global const uchar4 *pixels, volatile global int *hist, int count) {
  int i = get_global_id(0);
  if (i >= count)
    return;
  uchar4 p = pixels[i];
  atomic_add(&hist[p.x], 1);
  atomic_add(&hist[256 + p.y], 1);
  atomic_add(&hist[512 + p.z], 1);
  atomic_max(&hist[768], (int)p.w);
}
