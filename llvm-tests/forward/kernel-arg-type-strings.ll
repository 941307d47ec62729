; --preserve-ocl-kernel-arg-type-metadata-through-string: forward translation keeps each
; kernel's kernel_arg_type and kernel_arg_type_qual in OpStrings; reverse translation with the
; option takes kernel_arg_type from there (the base type still comes from the SPIR-V type),
; without it both come from the SPIR-V types.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -preserve-ocl-kernel-arg-type-metadata-through-string -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=PLAIN
; RUN: llvm-spirv-rs %t.bc --preserve-ocl-kernel-arg-type-metadata-through-string -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs -r --preserve-ocl-kernel-arg-type-metadata-through-string %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=KEPT
; RUN: llvm-spirv-rs -r %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=COMPUTED
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv

; SPV-DAG: String {{[0-9]+}} "kernel_arg_type.scale.celsius_t*,uint_alias,"
; SPV-DAG: String {{[0-9]+}} "kernel_arg_type_qual.scale.restrict,const,"
; PLAIN-NOT: String

; KEPT: define spir_kernel void @scale({{.*}} !kernel_arg_type ![[T:[0-9]+]]{{.*}} !kernel_arg_base_type ![[B:[0-9]+]]
; KEPT-DAG: ![[T]] = !{!"celsius_t*", !"uint_alias"}
; KEPT-DAG: ![[B]] = !{!"float*", !"int"}

; COMPUTED: define spir_kernel void @scale({{.*}} !kernel_arg_type ![[T:[0-9]+]]{{.*}} !kernel_arg_base_type ![[T]]
; COMPUTED: ![[T]] = !{!"float*", !"int"}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @scale(float addrspace(1)* noalias %temps, i32 %factor) !kernel_arg_addr_space !0 !kernel_arg_access_qual !1 !kernel_arg_type !2 !kernel_arg_base_type !3 !kernel_arg_type_qual !4 {
  %v = load float, float addrspace(1)* %temps, align 4
  %f = sitofp i32 %factor to float
  %m = fmul float %v, %f
  store float %m, float addrspace(1)* %temps, align 4
  ret void
}

!0 = !{i32 1, i32 0}
!1 = !{!"none", !"none"}
!2 = !{!"celsius_t*", !"uint_alias"}
!3 = !{!"float*", !"uint"}
!4 = !{!"restrict", !"const"}
