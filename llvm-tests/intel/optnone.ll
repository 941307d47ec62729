; `optnone` under SPV_INTEL_optnone: the OptNoneINTEL function control (0x10000, capability
; OptNoneINTEL) next to DontInline; reverse gives `optnone noinline` back. Without the
; extension it is dropped (the function keeps DontInline).
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_optnone -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s
; RUN: llvm-spirv-rs -r %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=REV
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=NOEXT

; CHECK-DAG: Capability OptNoneINTEL
; CHECK-DAG: Extension "SPV_INTEL_optnone"
; CHECK-DAG: Name [[F:[0-9]+]] "f"
; CHECK-DAG: Name [[G:[0-9]+]] "g"
; CHECK: Function {{[0-9]+}} [[F]] 65538
; CHECK: Function {{[0-9]+}} [[G]] 0

; REV: define spir_func void @f() #[[A:[0-9]+]]
; REV: attributes #[[A]] = { {{.*}}noinline{{.*}}optnone

; NOEXT-NOT: OptNoneINTEL
; NOEXT-NOT: SPV_INTEL_optnone
; NOEXT: Function {{[0-9]+}} {{[0-9]+}} 2

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func void @f() #0 {
  ret void
}

define spir_func void @g() {
  ret void
}

attributes #0 = { noinline optnone }
