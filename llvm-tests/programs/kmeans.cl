// k-means: nearest-centroid assignment and fixed-point accumulation with global atomics.
// Compiled for spir64 and spir at -O0 and -O2: each translation passes spirv-val and is read
// back by llvm-spirv-14 -r and by ours -r into modules the LLVM verifier accepts.
// With -g (spir64), the DWARF llc-14 makes of the original and of the round trip is the same.
// RUN: bash %S/../Inputs/program-roundtrip.sh %s %t CL1.2
// RUN: FileCheck %s < %t.spir64.O2.spt
// RUN: FileCheck %s < %t.spir.O0.spt

// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "kmeans_assign"
// CHECK-DAG: ExtInst {{.*}} fast_distance
// CHECK-DAG: ConvertFToS
// CHECK-DAG: AtomicIAdd
// CHECK-DAG: AtomicIIncrement

// Assignment step: nearest centroid for each point, then accumulation of sums and counts.
kernel void kmeans_assign(global const float4 *points, constant float4 *centroids, int k,
                          global int *labels, int n) {
  int i = get_global_id(0);
  if (i >= n)
    return;
  float4 p = points[i];
  float best = INFINITY;
  int best_c = 0;
  for (int c = 0; c < k; ++c) {
    float d = fast_distance(p, centroids[c]);
    if (d < best) {
      best = d;
      best_c = c;
    }
  }
  labels[i] = best_c;
}

kernel void kmeans_accumulate(global const float4 *points, global const int *labels,
                              volatile global int *sums_fixed, volatile global int *counts, int n) {
  int i = get_global_id(0);
  if (i >= n)
    return;
  int c = labels[i];
  int4 q = convert_int4_rtz(points[i] * 1024.0f);
  atomic_add(&sums_fixed[4 * c + 0], q.x);
  atomic_add(&sums_fixed[4 * c + 1], q.y);
  atomic_add(&sums_fixed[4 * c + 2], q.z);
  atomic_inc(&counts[c]);
}
