// Real OpenCL programs (vector add, SAXPY, tiled matrix multiply, reduction, histogram with
// atomics, image blur with a sampler, transpose, n-body, Mandelbrot, Black-Scholes, bitonic
// sort, structs with half/double/long, conversions, select/shuffle) at -O0 and -O2, OpenCL
// C 1.2 and 2.0, spir and spir64, fast-math and contraction: every translation is valid SPIR-V
// that llvm-spirv-14 reads back into a module the LLVM verifier accepts.
// RUN: %clang_cc1 -triple spir64 -cl-std=CL1.2 -finclude-default-header -emit-llvm-bc -O0 %s -o %t.12.O0.bc
// RUN: %clang_cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -emit-llvm-bc -O2 %s -o %t.20.O2.bc
// RUN: %clang_cc1 -triple spir -cl-std=CL1.2 -finclude-default-header -emit-llvm-bc -O2 %s -o %t.spir.bc
// RUN: %clang_cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -emit-llvm-bc -O2 -cl-fast-relaxed-math -cl-mad-enable -ffp-contract=fast %s -o %t.fast.bc
// RUN: llvm-spirv-rs %t.12.O0.bc -spirv-text -o - | FileCheck %s
// RUN: llvm-spirv-rs %t.20.O2.bc -spirv-text -o - | FileCheck %s
// RUN: llvm-spirv-rs %t.fast.bc -spirv-text -o - | FileCheck %s --check-prefix=FAST
// RUN: llvm-spirv-rs %t.12.O0.bc -o %t.12.O0.spv
// RUN: llvm-spirv-rs %t.20.O2.bc -o %t.20.O2.spv
// RUN: llvm-spirv-rs %t.spir.bc -o %t.spir.spv
// RUN: llvm-spirv-rs %t.fast.bc -o %t.fast.spv
// RUN: spirv-val %t.12.O0.spv
// RUN: spirv-val %t.20.O2.spv
// RUN: spirv-val %t.spir.spv
// RUN: spirv-val %t.fast.spv
// RUN: llvm-spirv-14 -r %t.12.O0.spv -o %t.12.O0.rev.bc
// RUN: llvm-spirv-14 -r %t.20.O2.spv -o %t.20.O2.rev.bc
// RUN: llvm-spirv-14 -r %t.spir.spv -o %t.spir.rev.bc
// RUN: llvm-spirv-14 -r %t.fast.spv -o %t.fast.rev.bc
// RUN: opt -verify %t.12.O0.rev.bc -o /dev/null
// RUN: opt -verify %t.20.O2.rev.bc -o /dev/null
// RUN: opt -verify %t.spir.rev.bc -o /dev/null
// RUN: opt -verify %t.fast.rev.bc -o /dev/null

// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "vadd"
// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "matmul"
// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "histogram"
// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "blur"
// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "black_scholes"
// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "select_shuffle"
// CHECK-DAG: Capability ImageBasic
// CHECK-DAG: Capability LiteralSampler
// CHECK-DAG: ConstantSampler
// CHECK: ControlBarrier
// FAST: FPFastMathMode 16

#define TILE 16

kernel void vadd(global const float *a, global const float *b, global float *c, int n) {
  int i = get_global_id(0);
  if (i < n) c[i] = a[i] + b[i];
}

kernel void saxpy(float alpha, global const float4 *x, global float4 *y) {
  size_t i = get_global_id(0);
  y[i] = mad(alpha, x[i], y[i]);
}

kernel void matmul(global const float *A, global const float *B, global float *C, int N) {
  local float As[TILE][TILE];
  local float Bs[TILE][TILE];
  int row = get_global_id(1), col = get_global_id(0);
  int lr = get_local_id(1), lc = get_local_id(0);
  float acc = 0.0f;
  for (int t = 0; t < N / TILE; ++t) {
    As[lr][lc] = A[row * N + t * TILE + lc];
    Bs[lr][lc] = B[(t * TILE + lr) * N + col];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < TILE; ++k) acc += As[lr][k] * Bs[k][lc];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  C[row * N + col] = acc;
}

kernel void reduce(global const int *in, global int *out, local int *scratch) {
  size_t lid = get_local_id(0);
  scratch[lid] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t s = get_local_size(0) / 2; s > 0; s >>= 1) {
    if (lid < s) scratch[lid] += scratch[lid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0) out[get_group_id(0)] = scratch[0];
}

kernel void histogram(global const uchar *data, int n, global uint *bins) {
  local uint lbins[256];
  for (int i = get_local_id(0); i < 256; i += get_local_size(0)) lbins[i] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int i = get_global_id(0); i < n; i += get_global_size(0)) atomic_inc(&lbins[data[i]]);
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int i = get_local_id(0); i < 256; i += get_local_size(0)) atomic_add(&bins[i], lbins[i]);
}

constant sampler_t smp = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
constant float gauss[9] = {1, 2, 1, 2, 4, 2, 1, 2, 1};

kernel void blur(read_only image2d_t src, write_only image2d_t dst) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  float4 sum = 0;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx)
      sum += gauss[(dy + 1) * 3 + dx + 1] * read_imagef(src, smp, p + (int2)(dx, dy));
  write_imagef(dst, p, sum / 16.0f);
}

kernel void transpose(global float *out, global const float *in, int w, int h, local float *tile) {
  int x = get_global_id(0), y = get_global_id(1);
  int lx = get_local_id(0), ly = get_local_id(1);
  if (x < w && y < h) tile[ly * (TILE + 1) + lx] = in[y * w + x];
  barrier(CLK_LOCAL_MEM_FENCE);
  x = get_group_id(1) * TILE + lx;
  y = get_group_id(0) * TILE + ly;
  if (x < h && y < w) out[y * h + x] = tile[lx * (TILE + 1) + ly];
}

kernel void nbody(global float4 *pos, global float4 *vel, float dt, float eps, int n) {
  int i = get_global_id(0);
  float4 p = pos[i], a = (float4)(0.0f);
  for (int j = 0; j < n; ++j) {
    float4 d = pos[j] - p;
    float inv = rsqrt(dot(d.xyz, d.xyz) + eps);
    a += d * (pos[j].w * inv * inv * inv);
  }
  vel[i] += a * dt;
  pos[i] = p + vel[i] * dt;
}

kernel void mandelbrot(global uint *out, float x0, float y0, float step, int maxit) {
  int px = get_global_id(0), py = get_global_id(1), w = get_global_size(0);
  float cr = x0 + px * step, ci = y0 + py * step, zr = 0, zi = 0;
  int it = 0;
  while (zr * zr + zi * zi < 4.0f && it < maxit) {
    float t = zr * zr - zi * zi + cr;
    zi = 2.0f * zr * zi + ci;
    zr = t;
    ++it;
  }
  out[py * w + px] = it;
}

float cnd(float d) {
  const float A1 = 0.31938153f, A2 = -0.356563782f, A3 = 1.781477937f, A4 = -1.821255978f, A5 = 1.330274429f;
  float K = 1.0f / (1.0f + 0.2316419f * fabs(d));
  float c = 0.39894228f * exp(-0.5f * d * d) * (K * (A1 + K * (A2 + K * (A3 + K * (A4 + K * A5)))));
  return d > 0 ? 1.0f - c : c;
}

kernel void black_scholes(global float *call, global float *put, global const float *S,
                          global const float *X, global const float *T, float r, float v) {
  int i = get_global_id(0);
  float sq = sqrt(T[i]);
  float d1 = (log(S[i] / X[i]) + (r + 0.5f * v * v) * T[i]) / (v * sq);
  float d2 = d1 - v * sq;
  float e = exp(-r * T[i]);
  call[i] = S[i] * cnd(d1) - X[i] * e * cnd(d2);
  put[i] = X[i] * e * (1.0f - cnd(d2)) - S[i] * (1.0f - cnd(d1));
}

kernel void bitonic(global int *a, uint j, uint k) {
  uint i = get_global_id(0), l = i ^ j;
  if (l > i) {
    int x = a[i], y = a[l];
    bool up = (i & k) == 0;
    if ((x > y) == up) { a[i] = y; a[l] = x; }
  }
}

typedef struct { float3 p; short id; uchar flags; } particle_t;

kernel void structs(global particle_t *ps, global long *sum, global double *d, global half *h) {
  int i = get_global_id(0);
  particle_t q = ps[i];
  q.p = normalize(q.p) * (float)q.id;
  q.flags |= 1;
  ps[i] = q;
  atom_add(sum, (long)q.id);
  d[i] = (double)q.p.x * 0.5;
  vstore_half(q.p.y, i, h);
}

kernel void conversions(global const float *f, global int *i, global uchar4 *c, global ushort *s) {
  int g = get_global_id(0);
  i[g] = convert_int_sat_rte(f[g] * 1000.0f);
  c[g] = convert_uchar4_sat(vload4(g, f) * 255.0f);
  s[g] = as_ushort((short)(i[g] >> 3));
  i[g] = clamp(i[g], -5, 5) + popcount(g) + clz(g) + rotate(g, 3) + mul_hi(g, 7) + abs_diff(g, 3);
}

kernel void select_shuffle(global float8 *v, global int8 *m) {
  int g = get_global_id(0);
  float8 a = v[g];
  int8 mask = m[g];
  v[g] = select(a, a * 2.0f, mask) + shuffle(a, (uint8)(7, 6, 5, 4, 3, 2, 1, 0));
  m[g] = isgreater(a, (float8)0.5f) | isnan(a);
}
