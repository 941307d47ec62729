; A kernel's entry point is a wrapper whose whole body is one call of the kernel function, so
; what the kernel's FunctionControl mask says (SPIR-V 3.24: Inline 1, DontInline 2, Pure 4,
; Const 8) holds of the wrapper too: the wrapper gets the kernel's mask (llvm-spirv writes it
; the same way), and a kernel without those attributes gives a wrapper with mask 0. Read back,
; each kernel keeps its attributes and is defined once.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs -r %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=REV
; RUN: llvm-spirv-14 -r %t.spv -o %t.inc.bc
; RUN: opt -verify %t.inc.bc -o /dev/null

; CHECK-DAG: EntryPoint 6 [[E_NOINL:[0-9]+]] "k_noinline"
; CHECK-DAG: EntryPoint 6 [[E_PLAIN:[0-9]+]] "k_plain"
; CHECK-DAG: EntryPoint 6 [[E_CONST:[0-9]+]] "k_readnone"
; CHECK-DAG: Name [[NOINL:[0-9]+]] "k_noinline"
; CHECK-DAG: Name [[PLAIN:[0-9]+]] "k_plain"
; CHECK-DAG: Name [[CONST:[0-9]+]] "k_readnone"
; CHECK: Function {{[0-9]+}} [[NOINL]] 2
; CHECK: Function {{[0-9]+}} [[PLAIN]] 0
; CHECK: Function {{[0-9]+}} [[CONST]] 10
; The wrappers, with the masks of the kernels they call.
; CHECK: Function {{[0-9]+}} [[E_NOINL]] 2
; CHECK: FunctionCall {{[0-9]+}} {{[0-9]+}} [[NOINL]]
; CHECK: Function {{[0-9]+}} [[E_PLAIN]] 0
; CHECK: FunctionCall {{[0-9]+}} {{[0-9]+}} [[PLAIN]]
; CHECK: Function {{[0-9]+}} [[E_CONST]] 10
; CHECK: FunctionCall {{[0-9]+}} {{[0-9]+}} [[CONST]]

; REV: define spir_kernel void @k_noinline(i32 addrspace(1)* %out) #[[A_NOINL:[0-9]+]]
; REV-NOT: define {{.*}}@k_noinline(
; REV: define spir_kernel void @k_plain(i32 addrspace(1)* %out) #[[A_PLAIN:[0-9]+]]
; REV: define spir_kernel void @k_readnone(i32 %x) #[[A_CONST:[0-9]+]]
; REV-NOT: define {{.*}}@k_
; REV-DAG: attributes #[[A_NOINL]] = {{{.*}}noinline
; REV-DAG: attributes #[[A_CONST]] = {{{.*}}noinline{{.*}}readnone

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k_noinline(i32 addrspace(1)* %out) #0 {
  store i32 1, i32 addrspace(1)* %out
  ret void
}
define spir_kernel void @k_plain(i32 addrspace(1)* %out) {
  store i32 2, i32 addrspace(1)* %out
  ret void
}
define spir_kernel void @k_readnone(i32 %x) #1 {
  ret void
}
attributes #0 = { noinline }
attributes #1 = { noinline readnone }
