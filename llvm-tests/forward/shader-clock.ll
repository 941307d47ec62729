; __spirv_ReadClockKHR → OpReadClockKHR under SPV_KHR_shader_clock. The ShaderClockKHR
; capability does not bring Shader with it (the published extension has no such dependency),
; so the module stays a Kernel module that our reader accepts back; without the extension
; allowed, an error names it. (The installed llvm-spirv-14 predates the extension, so the
; round trip goes through our reader only.)
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_KHR_shader_clock -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_KHR_shader_clock -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: opt -verify %t.rev.bc -o /dev/null
; RUN: not llvm-spirv-rs %t.bc -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=ERR

; CHECK-NOT: Capability Shader{{ *$}}
; CHECK-DAG: Capability ShaderClockKHR
; CHECK-DAG: Extension "SPV_KHR_shader_clock"
; CHECK-DAG: TypeInt [[I32:[0-9]+]] 32 0
; CHECK-DAG: TypeInt [[I64:[0-9]+]] 64 0
; CHECK-DAG: Constant [[I32]] [[SUBGROUP:[0-9]+]] 3
; CHECK-DAG: TypeVector [[V2:[0-9]+]] [[I32]] 2
; CHECK: ReadClockKHR [[I64]] {{[0-9]+}} [[SUBGROUP]]
; CHECK: ReadClockKHR [[V2]] {{[0-9]+}} [[SUBGROUP]]

; ERR: RequiresExtension: Feature requires the following SPIR-V extension:
; ERR-NEXT: SPV_KHR_shader_clock

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @stamp(i64 addrspace(1)* %wide, <2 x i32> addrspace(1)* %pair) {
entry:
  %t = call spir_func i64 @_Z20__spirv_ReadClockKHRImET_j(i32 3)
  store i64 %t, i64 addrspace(1)* %wide, align 8
  %u = call spir_func <2 x i32> @_Z20__spirv_ReadClockKHRIDv2_jET_j(i32 3)
  store <2 x i32> %u, <2 x i32> addrspace(1)* %pair, align 8
  ret void
}

declare spir_func i64 @_Z20__spirv_ReadClockKHRImET_j(i32)
declare spir_func <2 x i32> @_Z20__spirv_ReadClockKHRIDv2_jET_j(i32)
