// A local aggregate initialized from a constant (memcpy from `__const.*`) and one zeroed
// (memset, which the forward turns into a copy from a constant array it makes): when the
// module is SPIR-V 1.4 because kernels use global variables, every entry point lists all the
// global variables its call tree uses, the memset arrays included, also when a helper
// function makes them (spirv-val: "Interface variable ... is not listed as an interface").
// RUN: %clang_cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -emit-llvm-bc -O0 %s -o %t.bc
// RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s
// RUN: llvm-spirv-rs %t.bc -o %t.spv
// RUN: spirv-val %t.spv
// RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv
// CHECK: 119734787 66560
// CHECK-DAG: EntryPoint 6 [[#KA:]] "uses_both" [[#ROW:]] [[#]] [[#ZA:]]
// CHECK-DAG: EntryPoint 6 [[#KB:]] "through_helper" [[#]] [[#ZB:]]
// CHECK-DAG: Name [[#ROW]] "__const.uses_both.row"
// CHECK-DAG: Variable [[#]] [[#ZA]] 0 [[#]]
// CHECK-DAG: Variable [[#]] [[#ZB]] 0 [[#]]
// CHECK-DAG: Decorate [[#ZA]] Constant
// CHECK-DAG: Decorate [[#ZB]] Constant

typedef struct { int v[4]; } Row;
typedef struct { Row r[2]; } Grid;

kernel void uses_both(global int *out) {
  Row row = {1, 2, 3, 4};
  Grid g = {{0}};
  int i = get_global_id(0);
  out[i] = row.v[i & 3] + g.r[i & 1].v[0];
}

__attribute__((noinline)) int zeroed_sum(int i) {
  Row z = {0};
  z.v[i & 3] = i;
  return z.v[0] + z.v[3];
}

kernel void through_helper(global int *out) {
  int i = get_global_id(0);
  out[i] = zeroed_sum(i);
}
