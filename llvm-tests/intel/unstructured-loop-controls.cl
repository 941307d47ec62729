// SPV_INTEL_unstructured_loop_controls: a loop that has no structured merge (two exits, or no
// exit at all) keeps its !llvm.loop hints as OpLoopControlINTEL (capability
// UnstructuredLoopControlsINTEL) in its header, right before the header's branch; loops that
// have a merge keep OpLoopMerge (llvm-tests/forward/loop-metadata.cl). Without the extension
// such hints are dropped: no OpLoopMerge with a merge block that is not the loop's only exit.
// Both readers give the hints back on the back edge.
// RUN: %clang_cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -emit-llvm-bc -O0 %s -o %t.bc
// RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_unstructured_loop_controls -o %t.spv
// RUN: spirv-val %t.spv
// RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s
// RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
// RUN: opt -verify -disable-output %t.rev.bc
// RUN: llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=BACK
// RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv
// RUN: llvm-dis %t.spv.inc.bc -o - | FileCheck %s --check-prefix=BACK
// RUN: llvm-spirv-rs %t.bc -o %t.noext.spv
// RUN: spirv-val %t.noext.spv
// RUN: llvm-spirv-rs %t.noext.spv -to-text -o - | FileCheck %s --check-prefix=NOEXT

// CHECK-DAG: Capability UnstructuredLoopControlsINTEL
// CHECK-DAG: Extension "SPV_INTEL_unstructured_loop_controls"
// CHECK-DAG: Name [[EXITS_COND:[0-9]+]] "for.cond"
// CHECK-NOT: LoopMerge
// CHECK: Label [[EXITS_COND]]
// CHECK: LoopControlINTEL 1
// CHECK-NEXT: BranchConditional
// CHECK: LoopControlINTEL 256 2
// CHECK-NEXT: Branch
// CHECK-NOT: LoopMerge

// BACK: br label %for.cond, !llvm.loop [[L1:![0-9]+]]
// BACK: br label %for.cond, !llvm.loop [[L2:![0-9]+]]
// BACK-DAG: [[L1]] = distinct !{[[L1]], [[U1:![0-9]+]]}
// BACK-DAG: [[U1]] = !{!"llvm.loop.unroll.enable"}
// BACK-DAG: [[L2]] = distinct !{[[L2]], [[U2:![0-9]+]]}
// BACK-DAG: [[U2]] = !{!"llvm.loop.unroll.count", i32 2}

// NOEXT-NOT: LoopControlINTEL
// NOEXT-NOT: LoopMerge
// NOEXT-NOT: UnstructuredLoopControlsINTEL

kernel void exits(global int *out, int n) {
  #pragma clang loop unroll(enable)
  for (int i = 0;; i++) {
    if (out[i] == n)
      break;
    out[i] += 1;
    if (out[i] > 100)
      return;
  }
  out[0] = 7;
}

kernel void forever(global int *out) {
  #pragma clang loop unroll_count(2)
  for (;;)
    out[0] += 1;
}
