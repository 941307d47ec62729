; Inline assembly under SPV_INTEL_inline_assembly: one OpAsmTargetINTEL for the module (the
; triple, without a result type as llvm-spirv writes it), an OpAsmINTEL per call with the
; assembly's function type, text and constraints (SideEffectsINTEL for sideeffect), and
; OpAsmCallINTEL with the arguments. Reverse translation (ours and llvm-spirv's) gives the same
; inline assembly back.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_inline_assembly -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_inline_assembly -o %t.spv
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=REV
; RUN: opt -verify %t.rev.bc -o /dev/null
; RUN: llvm-spirv-14 -r %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=REV

; CHECK-DAG: Capability AsmINTEL
; CHECK-DAG: Extension "SPV_INTEL_inline_assembly"
; CHECK-DAG: Decorate [[SWAP:[0-9]+]] SideEffectsINTEL
; CHECK-DAG: Decorate [[FENCE:[0-9]+]] SideEffectsINTEL
; CHECK-DAG: TypeFloat [[FLOAT:[0-9]+]] 32
; CHECK-DAG: TypeInt [[INT:[0-9]+]] 32 0
; CHECK-DAG: TypeStruct [[PAIR:[0-9]+]] [[INT]] [[FLOAT]]
; CHECK: AsmTargetINTEL [[TARGET:[0-9]+]] "spir64-unknown-unknown"
; CHECK-NOT: AsmTargetINTEL
; CHECK: AsmINTEL [[PAIR]] [[SWAP]] {{[0-9]+}} [[TARGET]] "xchg $0, $1" "=r,=r,0,1"
; CHECK: AsmINTEL [[FLOAT]] [[SCALE:[0-9]+]] {{[0-9]+}} [[TARGET]] "mul.f32 $0, $1, $2" "=r,r,i"
; CHECK: AsmINTEL {{[0-9]+}} [[FENCE]] {{[0-9]+}} [[TARGET]] "fence" "~{memory}"
; CHECK: AsmCallINTEL [[PAIR]] {{[0-9]+}} [[SWAP]]
; CHECK: AsmCallINTEL [[FLOAT]] {{[0-9]+}} [[SCALE]]
; CHECK: AsmCallINTEL {{[0-9]+}} {{[0-9]+}} [[FENCE]]

; REV: call {{.*}} asm sideeffect "xchg $0, $1", "=r,=r,0,1"(i32 %a, float %b)
; REV: call float asm "mul.f32 $0, $1, $2", "=r,r,i"(float %b, i32 3)
; REV: call void asm sideeffect "fence", "~{memory}"()

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func float @tinker(i32 %a, float %b) {
  %pair = call { i32, float } asm sideeffect "xchg $0, $1", "=r,=r,0,1"(i32 %a, float %b)
  %f = extractvalue { i32, float } %pair, 1
  %s = call float asm "mul.f32 $0, $1, $2", "=r,r,i"(float %b, i32 3)
  call void asm sideeffect "fence", "~{memory}"()
  %r = fadd float %f, %s
  ret float %r
}
