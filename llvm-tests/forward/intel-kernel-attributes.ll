; Intel FPGA kernel metadata, where its extension is allowed (dropped otherwise):
; max_work_group_size → MaxWorkgroupSizeINTEL, max_global_work_dim → MaxWorkDimINTEL,
; no_global_work_offset → NoGlobalOffsetINTEL, num_simd_work_items → NumSIMDWorkitemsINTEL,
; ip_interface streaming → StreamingInterfaceINTEL (SPV_INTEL_kernel_attributes);
; kernel_arg_buffer_location → BufferLocationINTEL (SPV_INTEL_fpga_buffer_location);
; kernel_arg_runtime_aligned → RuntimeAlignedINTEL (SPV_INTEL_runtime_aligned).
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_kernel_attributes,+SPV_INTEL_fpga_buffer_location,+SPV_INTEL_runtime_aligned -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=NONE
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv

; CHECK-DAG: Capability FPGAKernelAttributesINTEL
; CHECK-DAG: Capability FPGABufferLocationINTEL
; CHECK-DAG: Capability RuntimeAlignedAttributeINTEL
; CHECK-DAG: Extension "SPV_INTEL_kernel_attributes"
; CHECK-DAG: Extension "SPV_INTEL_fpga_buffer_location"
; CHECK-DAG: Extension "SPV_INTEL_runtime_aligned"
; CHECK: EntryPoint 6 [[K:[0-9]+]] "k"
; CHECK: ExecutionMode [[K]] 5893 4 2 1
; CHECK-NEXT: ExecutionMode [[K]] 5894 1
; CHECK-NEXT: ExecutionMode [[K]] 5895
; CHECK-NEXT: ExecutionMode [[K]] 5896 8
; CHECK-NEXT: ExecutionMode [[K]] 6154 1
; CHECK-DAG: Name [[A:[0-9]+]] "a"
; CHECK-DAG: Name [[B:[0-9]+]] "b"
; CHECK-DAG: Decorate [[A]] RuntimeAlignedINTEL 1
; CHECK-DAG: Decorate [[A]] BufferLocationINTEL 3
; CHECK-NOT: Decorate [[B]] BufferLocationINTEL
; NONE-NOT: INTEL
; NONE-NOT: ExecutionMode

target triple = "spir64-unknown-unknown"
define spir_kernel void @k() !max_work_group_size !0 !max_global_work_dim !1 !no_global_work_offset !2 !num_simd_work_items !3 !ip_interface !4 !kernel_arg_runtime_aligned !2 {
  ret void
}
define spir_kernel void @b(i32 addrspace(1)* %a, i32 addrspace(1)* %b, i32 %n) !kernel_arg_buffer_location !5 !kernel_arg_runtime_aligned !6 {
  ret void
}
!0 = !{i32 4, i32 2, i32 1}
!1 = !{i32 1}
!2 = !{}
!3 = !{i32 8}
!4 = !{!"streaming", !"stall_free_return"}
!5 = !{i32 3, i32 -1, i32 -1}
!6 = !{i1 true, i1 false, i1 false}
