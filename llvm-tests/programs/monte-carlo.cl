// Monte Carlo with hand-written RNGs: multiply-with-carry in a struct (64-bit) and xorshift with Box-Muller.
// Compiled for spir64 and spir at -O0 and -O2: each translation passes spirv-val and is read
// back by llvm-spirv-14 -r and by ours -r into modules the LLVM verifier accepts.
// With -g (spir64), the DWARF llc-14 makes of the original and of the round trip is the same.
// RUN: bash %S/../Inputs/program-roundtrip.sh %s %t CL1.2
// RUN: FileCheck %s < %t.spir64.O2.spt
// RUN: FileCheck %s < %t.spir.O0.spt

// CHECK-DAG: Capability Int64
// CHECK-DAG: TypeStruct
// CHECK-DAG: ExtInst {{.*}} sincos
// CHECK-DAG: ExtInst {{.*}} fmax
// CHECK-DAG: ShiftRightLogical
// CHECK-DAG: BitwiseXor

typedef struct {
  uint x;
  uint c;
} mwc_state;

uint mwc_next(mwc_state *s) {
  ulong t = (ulong)s->x * 4294883355UL + s->c;
  s->x = (uint)t;
  s->c = (uint)(t >> 32);
  return s->x ^ s->c;
}

uint xorshift32(uint v) {
  v ^= v << 13;
  v ^= v >> 17;
  v ^= v << 5;
  return v;
}

// Estimate pi from points in the unit square; one count per work-item.
kernel void pi_estimate(global uint *hits, uint seed, int samples) {
  mwc_state st = {seed ^ (uint)get_global_id(0), 12345u + (uint)get_global_id(0)};
  uint inside = 0;
  for (int k = 0; k < samples; ++k) {
    float x = mwc_next(&st) * 2.3283064e-10f;
    float y = mwc_next(&st) * 2.3283064e-10f;
    inside += (x * x + y * y) <= 1.0f;
  }
  hits[get_global_id(0)] = inside;
}

// Asian option payoff with Box-Muller normals from a xorshift stream.
kernel void asian_paths(global float *payoff, float s0, float strike, float drift, float vol,
                        int steps) {
  uint r = xorshift32(get_global_id(0) * 2654435761u + 1u);
  float s = s0, sum = 0.0f;
  for (int t = 0; t < steps; t += 2) {
    r = xorshift32(r);
    float u1 = (r >> 8) * (1.0f / 16777216.0f) + 1e-7f;
    r = xorshift32(r);
    float u2 = (r >> 8) * (1.0f / 16777216.0f);
    float rad = sqrt(-2.0f * log(u1));
    float cs, sn = sincos(2.0f * M_PI_F * u2, &cs);
    s *= exp(drift + vol * rad * cs);
    sum += s;
    s *= exp(drift + vol * rad * sn);
    sum += s;
  }
  payoff[get_global_id(0)] = fmax(sum / steps - strike, 0.0f);
}
