// OpAtomicCompareExchangeWeak left SPIR-V in 1.4: a module that becomes 1.4 (here because
// of the NoSignedWrap decoration of a signed add) writes the strong exchange in its place,
// while a module kept at 1.3 keeps the weak form.
// RUN: %clang_cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -emit-llvm-bc -O0 %s -o %t.bc
// RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=V14
// RUN: llvm-spirv-rs %t.bc --spirv-max-version=1.3 -spirv-text -o - | FileCheck %s --check-prefix=V13
// RUN: llvm-spirv-rs %t.bc -o %t.spv
// RUN: spirv-val %t.spv
// RUN: llvm-spirv-rs %t.bc --spirv-max-version=1.3 -o %t.13.spv
// RUN: spirv-val %t.13.spv
// RUN: llvm-spirv-14 -r %t.13.spv -o %t.rev.bc
// RUN: opt -verify %t.rev.bc -o /dev/null

// V14: 119734787 66560
// V14: Decorate {{[0-9]+}} NoSignedWrap
// V14-NOT: AtomicCompareExchangeWeak
// V14: AtomicCompareExchange
// V14-NOT: AtomicCompareExchangeWeak

// V13: 119734787 65536
// V13-NOT: NoSignedWrap
// V13: AtomicCompareExchangeWeak

kernel void bump(volatile global atomic_int *counter, global int *seen, int step) {
  int cur = *seen;
  int next = cur + step;
  if (!atomic_compare_exchange_weak(counter, &cur, next))
    *seen = cur;
}
