// Histogram equalisation on images: gray histogram with atomics, a CDF scan in local memory, remap.
// Compiled for spir64 and spir at -O0 and -O2: each translation passes spirv-val and is read
// back by llvm-spirv-14 -r and by ours -r into modules the LLVM verifier accepts.
// With -g (spir64), the DWARF llc-14 makes of the original and of the round trip is the same.
// RUN: bash %S/../Inputs/program-roundtrip.sh %s %t CL1.2
// RUN: FileCheck %s < %t.spir64.O2.spt
// RUN: FileCheck %s < %t.spir.O0.spt

// CHECK-DAG: Capability ImageBasic
// CHECK-DAG: ImageRead
// CHECK-DAG: ImageWrite
// CHECK-DAG: AtomicIIncrement
// CHECK-DAG: ControlBarrier
// CHECK-DAG: ExtInst {{.*}} fclamp

// Gray-level histogram equalisation in three kernels: histogram, CDF, remap.
kernel void gray_histogram(read_only image2d_t img, global volatile uint *hist) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  uint4 v = read_imageui(img, p);
  atomic_inc(&hist[v.x & 255]);
}

kernel void build_cdf(global const uint *hist, global float *lut, uint pixels) {
  local uint cdf[256];
  uint i = get_local_id(0);
  cdf[i] = hist[i];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint off = 1; off < 256; off <<= 1) {
    uint add = i >= off ? cdf[i - off] : 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    cdf[i] += add;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  uint cmin = cdf[0];
  lut[i] = clamp((float)(cdf[i] - cmin) / (float)max(pixels - cmin, 1u), 0.0f, 1.0f);
}

kernel void remap(read_only image2d_t src, write_only image2d_t dst, global const float *lut) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  uint4 v = read_imageui(src, p);
  float g = lut[v.x & 255];
  write_imagef(dst, p, (float4)(g, g, g, 1.0f));
}
