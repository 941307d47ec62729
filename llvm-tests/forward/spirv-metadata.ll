; SPIR-V-friendly IR: !spirv.Source → OpSource (with its file as OpString),
; !spirv.SourceExtension, !spirv.ExecutionMode, !spirv.Capability and !spirv.Extension become
; the module-scope instructions; spirv.Decorations on globals and instructions and
; spirv.ParameterDecorations on functions become OpDecorate.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_KHR_expect_assume -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_KHR_expect_assume -o %t.spv
; RUN: spirv-val %t.spv
; RUN: not llvm-spirv-rs %t.bc -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv

; CHECK-DAG: Capability Float64
; CHECK-DAG: Extension "SPV_KHR_expect_assume"
; CHECK: EntryPoint 6 [[K:[0-9]+]] "k"
; CHECK: ExecutionMode [[K]] 18 16 1 1
; CHECK-NEXT: ExecutionMode [[K]] 31
; CHECK: String [[FILE:[0-9]+]] "/tmp/opencl/program.cl"
; CHECK: Source 3 102000 [[FILE]]
; CHECK-NEXT: SourceExtension "cl_khr_fp16"
; CHECK-DAG: Name [[V:[0-9]+]] "v"
; CHECK-DAG: Name [[A:[0-9]+]] "a"
; CHECK-DAG: Name [[B:[0-9]+]] "b"
; CHECK-DAG: Name [[IDX:[0-9]+]] "idx"
; CHECK-DAG: Decorate [[V]] Constant
; CHECK-DAG: Decorate [[V]] LinkageAttributes "w" Export
; CHECK-DAG: Decorate [[B]] Restrict
; CHECK-DAG: Decorate [[IDX]] Alignment 8
; CHECK-NOT: Decorate [[A]] Restrict

; ERR: RequiresExtension: Feature requires the following SPIR-V extension:
; ERR-NEXT: SPV_KHR_expect_assume

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

@v = internal addrspace(1) global i32 0, !spirv.Decorations !11

define spir_kernel void @k(float addrspace(1)* %a, float addrspace(1)* %b) !spirv.ParameterDecorations !14 {
  %idx = getelementptr inbounds float, float addrspace(1)* %b, i64 1, !spirv.Decorations !17
  %x = load float, float addrspace(1)* %idx
  %y = fadd float %x, 1.0
  store float %y, float addrspace(1)* %a
  ret void
}

!spirv.Source = !{!0}
!spirv.SourceExtension = !{!2}
!spirv.Extension = !{!3}
!spirv.Capability = !{!4}
!spirv.ExecutionMode = !{!5, !6}

!0 = !{i32 3, i32 102000, !1}
!1 = !{!"/tmp/opencl/program.cl"}
!2 = !{!"cl_khr_fp16"}
!3 = !{!"SPV_KHR_expect_assume"}
!4 = !{i32 10}
!5 = !{void (float addrspace(1)*, float addrspace(1)*)* @k, i32 18, i32 16, i32 1, i32 1}
!6 = !{void (float addrspace(1)*, float addrspace(1)*)* @k, i32 31}
!11 = !{!12, !13}
!12 = !{i32 22}
!13 = !{i32 41, !"w", i32 0}
!14 = !{!15, !16}
!15 = !{}
!16 = !{!18}
!17 = !{!19}
!18 = !{i32 19}
!19 = !{i32 44, i32 8}
