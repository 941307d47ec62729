// Breadth-first search steps: frontier expansion with compare-exchange and a mask-based step.
// Compiled for spir64 and spir at -O0 and -O2: each translation passes spirv-val and is read
// back by llvm-spirv-14 -r and by ours -r into modules the LLVM verifier accepts.
// With -g (spir64), the DWARF llc-14 makes of the original and of the round trip is the same.
// RUN: bash %S/../Inputs/program-roundtrip.sh %s %t CL1.2
// RUN: FileCheck %s < %t.spir64.O2.spt
// RUN: FileCheck %s < %t.spir.O0.spt

// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "bfs_expand"
// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "bfs_mask_step"
// CHECK-DAG: AtomicCompareExchange
// CHECK-DAG: AtomicIIncrement

// One level of a frontier-based breadth-first search over a CSR graph.
kernel void bfs_expand(global const uint *offsets, global const uint *edges,
                       global const uint *frontier, uint frontier_size, global int *levels,
                       global uint *next_frontier, volatile global uint *next_size, int depth) {
  uint i = get_global_id(0);
  if (i >= frontier_size)
    return;
  uint v = frontier[i];
  for (uint e = offsets[v]; e < offsets[v + 1]; ++e) {
    uint u = edges[e];
    if (atomic_cmpxchg(&levels[u], -1, depth + 1) == -1) {
      uint slot = atomic_inc(next_size);
      next_frontier[slot] = u;
    }
  }
}

kernel void bfs_mask_step(global const int *offsets, global const int *edges, global char *mask,
                          global char *updating, global const char *visited, global int *cost,
                          int nodes) {
  int tid = get_global_id(0);
  if (tid < nodes && mask[tid]) {
    mask[tid] = false;
    for (int e = offsets[tid]; e < offsets[tid + 1]; e++) {
      int id = edges[e];
      if (!visited[id]) {
        cost[id] = cost[tid] + 1;
        updating[id] = true;
      }
    }
  }
}
