// Radix-2 FFT butterfly stage over float2 complex numbers, bit reversal and magnitudes.
// Compiled for spir64 and spir at -O0 and -O2: each translation passes spirv-val and is read
// back by llvm-spirv-14 -r and by ours -r into modules the LLVM verifier accepts.
// With -g (spir64), the DWARF llc-14 makes of the original and of the round trip is the same.
// RUN: bash %S/../Inputs/program-roundtrip.sh %s %t CL1.2
// RUN: FileCheck %s < %t.spir64.O2.spt
// RUN: FileCheck %s < %t.spir.O0.spt

// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "fft_stage"
// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "bit_reverse_copy"
// CHECK-DAG: ExtInst {{.*}} sincos
// CHECK-DAG: ExtInst {{.*}} length
// CHECK-DAG: TypeVector {{[0-9]+}} {{[0-9]+}} 2

float2 cmul(float2 a, float2 b) {
  return (float2)(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
}

// One radix-2 decimation-in-time stage over n complex values; span is the half butterfly size.
kernel void fft_stage(global float2 *data, uint span, int inverse) {
  uint k = get_global_id(0);
  uint group = k / span, pos = k % span;
  uint top = group * 2 * span + pos, bottom = top + span;
  float angle = (inverse ? 1.0f : -1.0f) * M_PI_F * pos / span;
  float c;
  float s = sincos(angle, &c);
  float2 t = cmul((float2)(c, s), data[bottom]);
  float2 u = data[top];
  data[top] = u + t;
  data[bottom] = u - t;
}

uint reverse_bits(uint v, uint bits) {
  uint r = 0;
  for (uint i = 0; i < bits; ++i) {
    r = (r << 1) | (v & 1);
    v >>= 1;
  }
  return r;
}

kernel void bit_reverse_copy(global const float2 *in, global float2 *out, uint log2n) {
  uint i = get_global_id(0);
  out[reverse_bits(i, log2n)] = in[i];
}

kernel void magnitude(global const float2 *spec, global float *mag, float scale) {
  size_t i = get_global_id(0);
  mag[i] = scale * length(spec[i]);
}
