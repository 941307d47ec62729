; Function metadata `!loop_fuse !{i32 depth, i32 independent}` under SPV_INTEL_loop_fuse:
; FuseLoopsInFunctionINTEL depth independent (capability LoopFuseINTEL), on the kernel
; function and its entry point; reverse gives the metadata back. Without the extension it is
; dropped. (spirv-val 2023.1 reads FuseLoopsInFunctionINTEL without its two literals, which
; the published extension and llvm-spirv have, so only the module without it is validated.)
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_loop_fuse -o %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=REV
; RUN: opt -verify %t.rev.bc -o /dev/null
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv
; RUN: llvm-spirv-rs %t.bc -o %t.noext.spv
; RUN: spirv-val %t.noext.spv
; RUN: llvm-spirv-rs %t.noext.spv -to-text -o - | FileCheck %s --check-prefix=NOEXT

; CHECK-DAG: Capability LoopFuseINTEL
; CHECK-DAG: Extension "SPV_INTEL_loop_fuse"
; CHECK-DAG: EntryPoint 6 [[E:[0-9]+]] "k"
; CHECK-DAG: Name [[K:[0-9]+]] "k"
; CHECK-DAG: Name [[F:[0-9]+]] "f"
; CHECK-DAG: Decorate [[K]] FuseLoopsInFunctionINTEL 3 1
; CHECK-DAG: Decorate [[E]] FuseLoopsInFunctionINTEL 3 1
; CHECK-DAG: Decorate [[F]] FuseLoopsInFunctionINTEL 1 0

; REV-DAG: define spir_kernel void @k() {{.*}}!loop_fuse ![[MK:[0-9]+]]
; REV-DAG: define spir_func void @f() {{.*}}!loop_fuse ![[MF:[0-9]+]]
; REV-DAG: ![[MK]] = !{i32 3, i32 1}
; REV-DAG: ![[MF]] = !{i32 1, i32 0}

; NOEXT-NOT: LoopFuse
; NOEXT-NOT: FuseLoops

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k() !loop_fuse !0 {
  call spir_func void @f()
  ret void
}

define spir_func void @f() !loop_fuse !1 {
  ret void
}

!0 = !{i32 3, i32 1}
!1 = !{i32 1, i32 0}
