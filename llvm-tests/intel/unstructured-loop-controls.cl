// SPV_INTEL_unstructured_loop_controls: a loop that has no structured merge (here one with no
// exit at all) keeps its !llvm.loop hints as OpLoopControlINTEL (capability
// UnstructuredLoopControlsINTEL) in its header, right before the header's branch. A loop with
// an exit has a merge block, also when it has several exits (here a break and a return; the
// exit the header's branch takes is the merge, see cfg::loop_merge), and keeps OpLoopMerge
// with or without the extension, as llvm-spirv writes it (llvm-tests/forward/loop-metadata.cl,
// llvm-tests/forward/loop-merge-several-exits.ll). Without the extension the hints of a loop
// without an exit are dropped. Both readers give the hints back on the back edge.
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
// CHECK-DAG: Name [[EXITS_THEN:[0-9]+]] "if.then"
// CHECK-DAG: Name [[EXITS_INC:[0-9]+]] "for.inc"
// CHECK-NOT: LoopControlINTEL
// CHECK: Label [[EXITS_COND]]
// CHECK: LoopMerge [[EXITS_THEN]] [[EXITS_INC]] 1
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

// NOEXT-NOT: UnstructuredLoopControlsINTEL
// NOEXT-NOT: LoopControlINTEL
// NOEXT: LoopMerge {{[0-9]+}} {{[0-9]+}} 1
// NOEXT-NOT: LoopMerge
// NOEXT-NOT: LoopControlINTEL

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
