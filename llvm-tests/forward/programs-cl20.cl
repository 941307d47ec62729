// OpenCL C 2.0 programs: atomics with explicit orders and scopes on global and local
// atomic_int, work-group collectives, generic pointers and to_global, at -O0 and -O2.
// RUN: %clang_cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -emit-llvm-bc -O0 %s -o %t.O0.bc
// RUN: %clang_cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -emit-llvm-bc -O2 %s -o %t.O2.bc
// RUN: llvm-spirv-rs %t.O2.bc -spirv-text -o - | FileCheck %s
// RUN: llvm-spirv-rs %t.O0.bc -o %t.O0.spv
// RUN: llvm-spirv-rs %t.O2.bc -o %t.O2.spv
// RUN: spirv-val %t.O0.spv
// RUN: spirv-val %t.O2.spv
// RUN: llvm-spirv-14 -r %t.O0.spv -o %t.O0.rev.bc
// RUN: llvm-spirv-14 -r %t.O2.spv -o %t.O2.rev.bc
// RUN: opt -verify %t.O0.rev.bc -o /dev/null
// RUN: opt -verify %t.O2.rev.bc -o /dev/null

// CHECK-DAG: Capability GenericPointer
// CHECK-DAG: Capability Groups
// CHECK: AtomicIAdd
// CHECK: AtomicCompareExchange
// CHECK: GroupFAdd
// CHECK: PtrCastToGeneric

kernel void atomics20(global atomic_int *counter, global int *out, local atomic_int *lc) {
  if (get_local_id(0) == 0) atomic_init(lc, 0);
  work_group_barrier(CLK_LOCAL_MEM_FENCE);
  int v = atomic_fetch_add_explicit(lc, 1, memory_order_relaxed, memory_scope_work_group);
  work_group_barrier(CLK_LOCAL_MEM_FENCE);
  if (get_local_id(0) == 0)
    out[get_group_id(0)] = atomic_fetch_add_explicit(counter, atomic_load(lc), memory_order_acq_rel, memory_scope_device);
  int expected = 0;
  atomic_compare_exchange_strong(counter, &expected, v);
}

kernel void groups20(global float *in, global float *out) {
  float x = in[get_global_id(0)];
  float s = work_group_reduce_add(x);
  float m = work_group_scan_inclusive_max(x);
  out[get_global_id(0)] = s + m + work_group_broadcast(x, 0);
}

void touch(generic int *p) { *p += 1; }

kernel void generic20(global int *g, local int *l) {
  private int q = 3;
  touch(g); touch(l); touch(&q);
  global int *back = to_global((generic int *)g);
  if (back) *back += q;
}

