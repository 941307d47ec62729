// Black-Scholes option pricing with a polynomial CND helper and with erfc.
// Compiled for spir64 and spir at -O0 and -O2: each translation passes spirv-val and is read
// back by llvm-spirv-14 -r and by ours -r into modules the LLVM verifier accepts.
// With -g (spir64), the DWARF llc-14 makes of the original and of the round trip is the same.
// RUN: bash %S/../Inputs/program-roundtrip.sh %s %t CL1.2
// RUN: FileCheck %s < %t.spir64.O2.spt
// RUN: FileCheck %s < %t.spir.O0.spt

// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "black_scholes"
// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "black_scholes_erf"
// CHECK-DAG: ExtInst {{.*}} exp
// CHECK-DAG: ExtInst {{.*}} log
// CHECK-DAG: ExtInst {{.*}} erfc
// CHECK-DAG: ExtInst {{.*}} sqrt

float cnd(float d) {
  const float a1 = 0.31938153f, a2 = -0.356563782f, a3 = 1.781477937f;
  const float a4 = -1.821255978f, a5 = 1.330274429f, inv_sqrt_2pi = 0.39894228040143267794f;
  float k = 1.0f / (1.0f + 0.2316419f * fabs(d));
  float poly = k * (a1 + k * (a2 + k * (a3 + k * (a4 + k * a5))));
  float c = inv_sqrt_2pi * exp(-0.5f * d * d) * poly;
  return d > 0 ? 1.0f - c : c;
}

kernel void black_scholes(global float *call, global float *put, global const float *spot,
                          global const float *strike, global const float *years, float rate,
                          float vol) {
  size_t i = get_global_id(0);
  float S = spot[i], X = strike[i], T = years[i];
  float sqrtT = sqrt(T);
  float d1 = (log(S / X) + (rate + 0.5f * vol * vol) * T) / (vol * sqrtT);
  float d2 = d1 - vol * sqrtT;
  float disc = exp(-rate * T);
  call[i] = S * cnd(d1) - X * disc * cnd(d2);
  put[i] = X * disc * (1.0f - cnd(d2)) - S * (1.0f - cnd(d1));
}

kernel void black_scholes_erf(global float2 *prices, global const float4 *params) {
  size_t i = get_global_id(0);
  float4 p = params[i]; // spot, strike, years, vol
  float vsq = p.w * sqrt(p.z);
  float d1 = (log(p.x / p.y) + 0.5f * p.w * p.w * p.z) / vsq;
  float n1 = 0.5f * erfc(-d1 * M_SQRT1_2_F);
  float n2 = 0.5f * erfc(-(d1 - vsq) * M_SQRT1_2_F);
  prices[i] = (float2)(p.x * n1 - p.y * n2, p.y * (1 - n2) - p.x * (1 - n1));
}
