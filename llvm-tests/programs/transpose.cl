// Matrix transpose through a padded local tile, and a uchar4 transpose with a swizzle.
// Compiled for spir64 and spir at -O0 and -O2: each translation passes spirv-val and is read
// back by llvm-spirv-14 -r and by ours -r into modules the LLVM verifier accepts.
// With -g (spir64), the DWARF llc-14 makes of the original and of the round trip is the same.
// RUN: bash %S/../Inputs/program-roundtrip.sh %s %t CL1.2
// RUN: FileCheck %s < %t.spir64.O2.spt
// RUN: FileCheck %s < %t.spir.O0.spt

// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "transpose_tiled"
// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "transpose_uchar4"
// CHECK-DAG: ControlBarrier
// CHECK-DAG: TypeArray
// CHECK-DAG: VectorShuffle

#define TDIM 32

kernel void transpose_tiled(global float *dst, global const float *src, int width, int height) {
  // One extra column so that the column reads hit different banks.
  local float tile[TDIM][TDIM + 1];
  int bx = get_group_id(0) * TDIM, by = get_group_id(1) * TDIM;
  int tx = get_local_id(0), ty = get_local_id(1);
  if (bx + tx < width && by + ty < height)
    tile[ty][tx] = src[(by + ty) * width + bx + tx];
  barrier(CLK_LOCAL_MEM_FENCE);
  int ox = by + tx, oy = bx + ty;
  if (ox < height && oy < width)
    dst[oy * height + ox] = tile[tx][ty];
}

kernel void transpose_uchar4(global uchar4 *dst, global const uchar4 *src, int w, int h) {
  int x = get_global_id(0), y = get_global_id(1);
  if (x < w && y < h)
    dst[x * h + y] = src[y * w + x].wzyx;
}
