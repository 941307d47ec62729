// !llvm.loop hints on a loop's back edge → OpLoopMerge in the loop header, right before its
// branch: merge block = the loop's exit, continue target = the latch, loop control from the
// hints (unroll → Unroll 1, unroll(disable) → DontUnroll 2, unroll_count(4) → PartialCount
// 0x100 4 in SPIR-V 1.4, Unroll before). llvm-spirv-14 reads the hints back. Under
// SPV_INTEL_unstructured_loop_controls these loops, which have a structured merge, keep
// OpLoopMerge (as llvm-spirv does) and the extension is not declared; OpLoopControlINTEL is
// only for loops without one (llvm-tests/intel/unstructured-loop-controls.cl).
// RUN: %clang_cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -emit-llvm-bc -O0 %s -o %t.bc
// RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s
// RUN: llvm-spirv-rs %t.bc --spirv-max-version=1.3 -spirv-text -o - | FileCheck %s --check-prefix=V13
// RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_unstructured_loop_controls -spirv-text -o - | FileCheck %s --check-prefix=INTEL
// RUN: llvm-spirv-rs %t.bc -o %t.spv
// RUN: spirv-val %t.spv
// RUN: llvm-spirv-14 -r %t.spv -o %t.rev.bc
// RUN: opt -verify %t.rev.bc -o /dev/null
// RUN: llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=BACK

// CHECK-DAG: Name [[FOR_END:[0-9]+]] "for.end"
// CHECK-DAG: Name [[FOR_INC:[0-9]+]] "for.inc"
// CHECK-DAG: Name [[DO_COND:[0-9]+]] "do.cond"
// CHECK-DAG: Name [[DO_END:[0-9]+]] "do.end"
// CHECK: LoopMerge [[FOR_END]] [[FOR_INC]] 1
// CHECK-NEXT: BranchConditional
// CHECK: LoopMerge [[DO_END]] [[DO_COND]] 256 4
// CHECK-NEXT: Branch [[DO_COND]]
// CHECK: LoopMerge {{[0-9]+}} {{[0-9]+}} 2
// CHECK-NEXT: BranchConditional
// CHECK: LoopMerge {{[0-9]+}} {{[0-9]+}} 1
// CHECK-NEXT: BranchConditional
// V13: LoopMerge {{[0-9]+}} {{[0-9]+}} 1
// V13: LoopMerge {{[0-9]+}} {{[0-9]+}} 1
// INTEL-NOT: UnstructuredLoopControlsINTEL
// INTEL-NOT: SPV_INTEL_unstructured_loop_controls
// INTEL-NOT: LoopControlINTEL
// INTEL: LoopMerge {{[0-9]+}} {{[0-9]+}} 1
// INTEL-NEXT: BranchConditional
// INTEL: LoopMerge {{[0-9]+}} {{[0-9]+}} 256 4
// INTEL-NEXT: Branch
// INTEL: LoopMerge {{[0-9]+}} {{[0-9]+}} 2
// INTEL: LoopMerge {{[0-9]+}} {{[0-9]+}} 1
// INTEL-NOT: LoopControlINTEL
// BACK-DAG: !{!"llvm.loop.unroll.enable"}
// BACK-DAG: !{!"llvm.loop.unroll.disable"}
// BACK-DAG: !{!"llvm.loop.unroll.count", i32 4}

kernel void sample(global int *out) {
  int arr[10];
  #pragma clang loop unroll(enable)
  for (int i = 0; i < 10; i++)
    arr[i] = 0;
  int j = 0;
  #pragma clang loop unroll_count(4)
  do {
    arr[j] = j;
  } while (j++ < 10);
  #pragma clang loop unroll(disable)
  for (int k = 0; k < 10; k++) out[k] = arr[k];
  #pragma clang loop unroll(full)
  for (int k = 0; k < 10; k++) out[k] += arr[k];
}
