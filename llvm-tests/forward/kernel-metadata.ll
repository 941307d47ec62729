; Kernel metadata → execution modes, sorted by mode as llvm-spirv writes them:
; reqd_work_group_size → LocalSize (17), work_group_size_hint → LocalSizeHint (18),
; vec_type_hint → VecTypeHint (30; element count << 16 | char 0, short 1, int 2, long 3,
; half 4, float 5, double 6), intel_reqd_sub_group_size → SubgroupSize (35), and
; ContractionOff (31) for kernels that reach an fadd/fsub without the contract flag.
; opencl.ocl.version → Source OpenCL_C, opencl.used.extensions → SourceExtension.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-14 -r %t.spv -o %t.rev.bc
; RUN: opt -verify %t.rev.bc -o /dev/null

; CHECK-DAG: Capability SubgroupDispatch
; CHECK: EntryPoint 6 [[A:[0-9]+]] "a"
; CHECK: EntryPoint 6 [[B:[0-9]+]] "b"
; CHECK: EntryPoint 6 [[C:[0-9]+]] "c"
; CHECK: EntryPoint 6 [[D:[0-9]+]] "d"
; CHECK: ExecutionMode [[A]] 17 1 2 3
; CHECK-NEXT: ExecutionMode [[A]] 30 262149
; CHECK-NEXT: ExecutionMode [[B]] 18 3 2 1
; CHECK-NEXT: ExecutionMode [[B]] 30 1048576
; CHECK-NEXT: ExecutionMode [[B]] 31
; CHECK-NEXT: ExecutionMode [[B]] 35 8
; CHECK-NEXT: ExecutionMode [[C]] 30 6
; CHECK-NEXT: ExecutionMode [[D]] 30 196609
; CHECK-NEXT: Source 3 102000
; CHECK-NEXT: SourceExtension "cl_khr_fp16"

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @a(float addrspace(1)* %o, float %x, float %y) !reqd_work_group_size !1 !vec_type_hint !2 {
  %m = call float @llvm.fmuladd.f32(float %x, float %y, float %x)
  %n = fadd contract float %m, %y
  store float %n, float addrspace(1)* %o
  ret void
}

define spir_kernel void @b(float addrspace(1)* %o, float %x) !work_group_size_hint !3 !intel_reqd_sub_group_size !4 !vec_type_hint !5 {
  call spir_func void @helper(float addrspace(1)* %o, float %x)
  ret void
}

define spir_func void @helper(float addrspace(1)* %o, float %x) {
  %s = fsub float %x, 1.0
  store float %s, float addrspace(1)* %o
  ret void
}

define spir_kernel void @c() !vec_type_hint !6 {
  ret void
}

define spir_kernel void @d() !vec_type_hint !7 {
  ret void
}

declare float @llvm.fmuladd.f32(float, float, float)

!opencl.ocl.version = !{!0}
!opencl.used.extensions = !{!8}
!0 = !{i32 1, i32 2}
!1 = !{i32 1, i32 2, i32 3}
!2 = !{<4 x float> undef, i32 1}
!3 = !{i32 3, i32 2, i32 1}
!4 = !{i32 8}
!5 = !{<16 x i8> undef, i32 0}
!6 = !{double undef, i32 1}
!7 = !{<3 x i16> undef, i32 1}
!8 = !{!"cl_khr_fp16"}
