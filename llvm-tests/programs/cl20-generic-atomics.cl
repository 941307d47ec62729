// OpenCL 2.0: program-scope globals, generic pointers and to_global/to_local, explicit-order atomics and fences.
// Compiled for spir64 and spir at -O0 and -O2: each translation passes spirv-val and is read
// back by llvm-spirv-14 -r and by ours -r into modules the LLVM verifier accepts.
// With -g (spir64), the DWARF llc-14 makes of the original and of the round trip is the same.
// RUN: bash %S/../Inputs/program-roundtrip.sh %s %t CL2.0
// RUN: FileCheck %s < %t.spir64.O2.spt
// RUN: FileCheck %s < %t.spir.O0.spt

// CHECK-DAG: Capability GenericPointer
// CHECK-DAG: PtrCastToGeneric
// CHECK-DAG: GenericCastToPtrExplicit
// CHECK-DAG: AtomicIAdd
// CHECK-DAG: AtomicStore
// CHECK-DAG: AtomicCompareExchange
// CHECK-DAG: AtomicOr
// CHECK-DAG: MemoryBarrier

// OpenCL 2.0: program-scope globals, generic pointers and explicit-order atomics.
global atomic_int work_counter = ATOMIC_VAR_INIT(0);
global float bias_table[4] = {0.5f, 0.25f, 0.125f, 0.0625f};

float accumulate(float *values, int n) { // generic address space
  float s = 0.0f;
  for (int i = 0; i < n; ++i)
    s += values[i];
  return s;
}

kernel void dynamic_work(global float *data, global float *results, int items, int chunk) {
  local float staging[64];
  for (;;) {
    int start = atomic_fetch_add_explicit(&work_counter, chunk, memory_order_relaxed,
                                          memory_scope_device);
    if (start >= items)
      break;
    int n = min(chunk, items - start);
    float priv[8];
    for (int i = 0; i < 8; ++i)
      priv[i] = i < n ? data[start + i] : 0.0f;
    float *p = get_local_id(0) & 1 ? (float *)priv : (float *)(data + start);
    staging[get_local_id(0) & 63] = accumulate(p, min(n, 8));
    results[start / chunk] = staging[get_local_id(0) & 63] + bias_table[start & 3];
  }
}

kernel void flags_and_fences(global atomic_uint *flags, global uint *payload) {
  size_t i = get_global_id(0);
  payload[i] = (uint)i * 3u;
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_device);
  atomic_store_explicit(&flags[i], 1u, memory_order_release, memory_scope_device);
  uint expected = 1u;
  atomic_compare_exchange_strong_explicit(&flags[i], &expected, 2u, memory_order_acq_rel,
                                          memory_order_acquire, memory_scope_work_group);
  atomic_fetch_or_explicit(&flags[0], 1u << (i & 31), memory_order_seq_cst);
}

kernel void generic_casts(global int *g, local int *l) {
  int *p = get_local_id(0) == 0 ? (int *)l : (int *)g;
  global int *back = to_global(p);
  if (back)
    *back += 1;
  else
    *to_local(p) = 7;
}
