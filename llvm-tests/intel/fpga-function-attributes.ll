; FPGA function metadata ↔ function decorations: !stall_enable → StallEnableINTEL
; (SPV_INTEL_fpga_cluster_attributes; a value of 0 is no decoration), !initiation_interval →
; InitiationIntervalINTEL, !max_concurrency → MaxConcurrencyINTEL, !disable_loop_pipelining
; !{i32 D} → PipelineEnableINTEL !D (SPV_INTEL_fpga_invocation_pipelining_attributes; also
; from the older !pipeline_kernel !{i32 E}: PipelineEnableINTEL E), each with its capability
; and extension, only where --spirv-ext allows the extension; a kernel's entry point carries
; them too. Reverse: the same metadata nodes (!disable_loop_pipelining for PipelineEnableINTEL),
; in llvm-spirv's order (stall_enable, initiation_interval, max_concurrency,
; disable_loop_pipelining, whatever the order of the decorations), and they translate back.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_fpga_cluster_attributes,+SPV_INTEL_fpga_invocation_pipelining_attributes -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs -r %t.spv -o %t.r.bc
; RUN: llvm-dis %t.r.bc -o - | FileCheck %s --check-prefix=LLVM
; RUN: llvm-spirv-rs %t.r.bc --spirv-ext=+SPV_INTEL_fpga_cluster_attributes,+SPV_INTEL_fpga_invocation_pipelining_attributes -o %t.rt.spv
; RUN: llvm-spirv-rs %t.rt.spv -to-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_fpga_cluster_attributes -spirv-text -o - | FileCheck %s --check-prefix=CLUSTER
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=NONE

target triple = "spir64-unknown-unknown"

; SPV-DAG: Capability FPGAClusterAttributesINTEL
; SPV-DAG: Capability FPGAInvocationPipeliningAttributesINTEL
; SPV-DAG: Extension "SPV_INTEL_fpga_cluster_attributes"
; SPV-DAG: Extension "SPV_INTEL_fpga_invocation_pipelining_attributes"
; SPV-DAG: EntryPoint 6 [[EP:[0-9]+]] "k"
; SPV-DAG: Name [[K:[0-9]+]] "k"
; SPV-DAG: Name [[F:[0-9]+]] "f"
; SPV-DAG: Name [[G:[0-9]+]] "g"
; SPV-DAG: Decorate [[K]] StallEnableINTEL
; SPV-DAG: Decorate [[K]] InitiationIntervalINTEL 10
; SPV-DAG: Decorate [[K]] MaxConcurrencyINTEL 12
; SPV-DAG: Decorate [[K]] PipelineEnableINTEL 1
; SPV-DAG: Decorate [[EP]] StallEnableINTEL
; SPV-DAG: Decorate [[EP]] InitiationIntervalINTEL 10
; SPV-DAG: Decorate [[F]] StallEnableINTEL
; SPV-DAG: Name [[H:[0-9]+]] "h"
; SPV-DAG: Decorate [[H]] PipelineEnableINTEL 0
; SPV-DAG: Decorate [[H]] MaxConcurrencyINTEL 2
; SPV-NOT: Decorate [[G]] StallEnableINTEL

; CLUSTER: Decorate {{[0-9]+}} StallEnableINTEL
; CLUSTER-NOT: InitiationIntervalINTEL
; NONE-NOT: StallEnableINTEL

; LLVM: define spir_kernel void @k() {{.*}}!stall_enable ![[ONE:[0-9]+]] !initiation_interval ![[TEN:[0-9]+]] !max_concurrency ![[TWELVE:[0-9]+]] !disable_loop_pipelining ![[ZERO:[0-9]+]]
; LLVM: define spir_func void @f() {{.*}}!stall_enable ![[ONE]]
; LLVM: define spir_func void @g() #{{[0-9]+}} {
; LLVM: define spir_func void @h() {{.*}}!max_concurrency ![[TWO:[0-9]+]] !disable_loop_pipelining ![[ONE]]
; LLVM-DAG: ![[ONE]] = !{i32 1}
; LLVM-DAG: ![[ZERO]] = !{i32 0}
; LLVM-DAG: ![[TWO]] = !{i32 2}
; LLVM-DAG: ![[TEN]] = !{i32 10}
; LLVM-DAG: ![[TWELVE]] = !{i32 12}

define spir_kernel void @k() !stall_enable !0 !initiation_interval !1 !max_concurrency !2 !pipeline_kernel !0 {
  ret void
}

define spir_func void @f() !stall_enable !0 {
  ret void
}

define spir_func void @g() !stall_enable !3 {
  ret void
}
define spir_func void @h() !disable_loop_pipelining !0 !max_concurrency !4 {
  ret void
}

!0 = !{i32 1}
!1 = !{i32 10}
!2 = !{i32 12}
!3 = !{i32 0}
!4 = !{i32 2}
