// Mandelbrot iteration counts and a colour palette helper function.
// Compiled for spir64 and spir at -O0 and -O2: each translation passes spirv-val and is read
// back by llvm-spirv-14 -r and by ours -r into modules the LLVM verifier accepts.
// With -g (spir64), the DWARF llc-14 makes of the original and of the round trip is the same.
// RUN: bash %S/../Inputs/program-roundtrip.sh %s %t CL1.2
// RUN: FileCheck %s < %t.spir64.O2.spt
// RUN: FileCheck %s < %t.spir.O0.spt

// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "mandelbrot"
// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "colorize"
// CHECK-DAG: ExtInst {{.*}} native_divide
// CHECK-DAG: ConvertUToF
// CHECK-DAG: ConvertFToU

kernel void mandelbrot(global uint *iters, float x0, float y0, float step, uint width,
                       uint max_iter) {
  uint px = get_global_id(0), py = get_global_id(1);
  float cr = x0 + px * step, ci = y0 + py * step;
  float zr = 0.0f, zi = 0.0f;
  uint n = 0;
  while (n < max_iter && zr * zr + zi * zi <= 4.0f) {
    float t = zr * zr - zi * zi + cr;
    zi = 2.0f * zr * zi + ci;
    zr = t;
    ++n;
  }
  iters[py * width + px] = n;
}

uchar4 palette(uint n, uint max_iter) {
  if (n == max_iter)
    return (uchar4)(0, 0, 0, 255);
  float t = native_divide((float)n, (float)max_iter);
  float3 c = (float3)(9.0f * (1 - t) * t * t * t, 15.0f * (1 - t) * (1 - t) * t * t,
                      8.5f * (1 - t) * (1 - t) * (1 - t) * t);
  return (uchar4)(convert_uchar3_sat(c * 255.0f), 255);
}

kernel void colorize(global const uint *iters, global uchar4 *rgba, uint max_iter) {
  size_t i = get_global_id(0);
  rgba[i] = palette(iters[i], max_iter);
}
