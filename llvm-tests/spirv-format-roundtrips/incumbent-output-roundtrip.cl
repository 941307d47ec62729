// SPIR-V that llvm-spirv-14 makes of a real kernel (with and without debug info, -O0 and -O2)
// goes through our text form and back bit for bit, and our text matches the incumbent's.
// RUN: %clang_cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -emit-llvm-bc -O0 -debug-info-kind=limited -dwarf-version=4 %s -o %t.g.bc
// RUN: %clang_cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -emit-llvm-bc -O2 %s -o %t.o2.bc
// RUN: llvm-spirv-14 %t.g.bc -o %t.g.spv
// RUN: llvm-spirv-14 %t.o2.bc -o %t.o2.spv
// RUN: llvm-spirv-rs -to-text %t.g.spv -o %t.g.spt
// RUN: llvm-spirv-14 -to-text %t.g.spv -o %t.g.ref.spt
// RUN: diff <(awk 'NF { $1 = $1; print }' %t.g.ref.spt) <(awk 'NF { $1 = $1; print }' %t.g.spt)
// RUN: llvm-spirv-rs -to-binary %t.g.spt -o %t.g.rt.spv
// RUN: cmp %t.g.spv %t.g.rt.spv
// RUN: FileCheck %s < %t.g.spt
// RUN: llvm-spirv-rs -to-text %t.o2.spv -o %t.o2.spt
// RUN: llvm-spirv-rs -to-binary %t.o2.spt -o %t.o2.rt.spv
// RUN: cmp %t.o2.spv %t.o2.rt.spv
// RUN: spirv-val %t.o2.rt.spv

// CHECK: ExtInstImport [[DBG:[0-9]+]] "OpenCL.DebugInfo.100"
// CHECK: ExtInst {{[0-9]+}} {{[0-9]+}} [[DBG]] DebugCompileUnit
// CHECK: ExtInst {{[0-9]+}} {{[0-9]+}} [[DBG]] DebugTypeComposite
// CHECK: ExtInst {{[0-9]+}} {{[0-9]+}} [[DBG]] DebugFunction
// CHECK: ExtInst {{[0-9]+}} {{[0-9]+}} [[DBG]] DebugScope
// CHECK: Line {{[0-9]+}} {{[0-9]+}} {{[0-9]+}}
// CHECK: ExtInst {{[0-9]+}} {{[0-9]+}} [[DBG]] DebugDeclare

typedef struct { int n; float w[4]; } item_t;

__kernel void mix(__global item_t *items, __global float *out, __local float *tmp,
                  read_only image2d_t img, sampler_t smp, __global atomic_int *count) {
  size_t i = get_global_id(0);
  tmp[get_local_id(0)] = items[i].w[i & 3];
  barrier(CLK_LOCAL_MEM_FENCE);
  float4 px = read_imagef(img, smp, (int2)(i, 0));
  float acc = 0.0f;
  for (int k = 0; k < items[i].n; ++k)
    acc += native_sin(tmp[k]) * px.y;
  switch (items[i].n) {
  case 0: acc = -acc; break;
  case 3: acc *= 2; break;
  default: break;
  }
  atomic_fetch_add_explicit(count, 1, memory_order_relaxed, memory_scope_device);
  out[i] = acc + convert_float_rtz((long)i);
}
