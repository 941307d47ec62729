; A kernel parameter whose kernel_arg_type_qual says `volatile` becomes a `Volatile` parameter
; of the entry point (as llvm-spirv writes it); both reverse translations give the qualifier back,
; and our reverse finds it on the entry point of SPIR-V written by llvm-spirv-14 too.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-14 -r %t.spv -o %t.inc.bc
; RUN: opt -verify %t.inc.bc -o /dev/null
; RUN: llvm-dis %t.inc.bc -o - | FileCheck %s --check-prefix=QUAL
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: opt -verify %t.rev.bc -o /dev/null
; RUN: llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=QUAL
; RUN: llvm-spirv-14 %t.bc -o %t.theirs.spv
; RUN: llvm-spirv-rs -r %t.theirs.spv -o %t.theirs.bc
; RUN: llvm-dis %t.theirs.bc -o - | FileCheck %s --check-prefix=QUAL

; CHECK: EntryPoint 6 [[ENTRY:[0-9]+]] "bump"
; CHECK: Decorate [[FLAGS:[0-9]+]] Volatile
; CHECK-NOT: Decorate {{[0-9]+}} Volatile
; CHECK: Function {{[0-9]+}} [[ENTRY]]
; CHECK: FunctionParameter {{[0-9]+}} {{[0-9]+}}
; CHECK: FunctionParameter {{[0-9]+}} [[FLAGS]]

; QUAL: !{!"", !"volatile"}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @bump(i32 addrspace(1)* %counts, i32 addrspace(1)* %flags) !kernel_arg_addr_space !1 !kernel_arg_access_qual !2 !kernel_arg_type !3 !kernel_arg_base_type !3 !kernel_arg_type_qual !4 {
entry:
  %v = load volatile i32, i32 addrspace(1)* %flags, align 4
  %c = load i32, i32 addrspace(1)* %counts, align 4
  %s = add i32 %v, %c
  store volatile i32 %s, i32 addrspace(1)* %flags, align 4
  ret void
}

!1 = !{i32 1, i32 1}
!2 = !{!"none", !"none"}
!3 = !{!"int*", !"int*"}
!4 = !{!"", !"volatile"}
