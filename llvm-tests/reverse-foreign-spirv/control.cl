// Modules made by others: Control flow: switches (64-bit cases, several cases to one block: phis with an entry per edge at -O2), loops with break/continue, do-while.
// clang-14 → llvm-spirv-14 (the incumbent) → our reverse: the LLVM verifier accepts the result in
// every target environment, and our forward translation of it passes spirv-val.
// RUN: bash %S/../Inputs/reverse-foreign-spirv.sh %s %t
// RUN: llvm-dis %t.O0.rev.bc -o - | FileCheck %s
// CHECK: define spir_func i64 @big(i64 %x)
// CHECK: switch i64
// CHECK: define spir_kernel void @ctl(i32 addrspace(1)* %a, i32 %n, i64 addrspace(1)* %b)

int classify(int x) {
  switch (x) {
  case 0: return 10;
  case 1: case 2: return 20;
  case 7: return 70;
  case -5: return -50;
  default: return x > 100 ? 1 : 2;
  }
}
long big(long x) {
  switch (x) {
  case 0x100000000L: return 1;
  case -1L: return 2;
  default: return 3;
  }
}
__kernel void ctl(__global int *a, int n, __global long *b) {
  int acc = 0;
  for (int i = 0; i < n; ++i) {
    if (a[i] < 0) continue;
    if (a[i] > 1000) break;
    int j = 0;
    do { acc += classify(a[i] + j); j++; } while (j < 3);
  }
  a[0] = acc;
  b[0] = big(b[1]);
}
