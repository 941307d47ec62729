; Kernels on @llvm.global_ctors / @llvm.global_dtors (what clang makes for C++ for OpenCL
; globals with constructors) become entry points with ExecutionMode Initializer (33) /
; Finalizer (34), which the OpenCL runtime runs before / after the program's other kernels.
; Both modes are SPIR-V 1.1 (grammar), so the module is at least 1.1 and a lower
; --spirv-max-version is refused. A listed function that is not a kernel has no entry point to
; carry the mode and is not on any list (without SPV_INTEL_function_pointers). The reverse
; builds the appending lists back, each entry with LLVM's default priority 65535.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: opt -verify -disable-output %t.rev.bc
; RUN: llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=REV
; RUN: llvm-spirv-rs %t.rev.bc -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-14 -r %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=INCUMBENT
; RUN: not llvm-spirv-rs %t.bc --spirv-max-version=1.0 -o %t.10.spv 2>&1 | FileCheck %s --check-prefix=TOO-OLD

; CHECK: 119734787 {{(65792|66048|66304|66560)}}
; CHECK-DAG: EntryPoint 6 [[INIT:[0-9]+]] "fill_table"
; CHECK-DAG: EntryPoint 6 [[FINI:[0-9]+]] "clear_table"
; CHECK-DAG: EntryPoint 6 [[WORK:[0-9]+]] "lookup"
; CHECK-DAG: ExecutionMode [[INIT]] 33
; CHECK-DAG: ExecutionMode [[FINI]] 34
; CHECK-NOT: ExecutionMode [[WORK]] 33
; CHECK-NOT: ExecutionMode [[WORK]] 34
; CHECK-NOT: Name {{[0-9]+}} "llvm.global_ctors"

; REV-DAG: @llvm.global_ctors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @fill_table, i8* null }]
; REV-DAG: @llvm.global_dtors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @clear_table, i8* null }]
; REV-DAG: define spir_kernel void @fill_table()
; REV-DAG: define spir_kernel void @clear_table()
; REV-NOT: spirv.ExecutionMode

; INCUMBENT: @llvm.global_ctors = appending global {{.*}} @fill_table

; TOO-OLD: ExecutionMode Initializer needs SPIR-V 1.1{{.*}}--spirv-max-version=1.0

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

@table = addrspace(1) global [4 x i32] zeroinitializer, align 4
@llvm.global_ctors = appending global [2 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 200, void ()* @fill_table, i8* null }, { i32, void ()*, i8* } { i32 300, void ()* @not_a_kernel, i8* null }]
@llvm.global_dtors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @clear_table, i8* null }]

define internal spir_kernel void @fill_table() {
  store i32 42, i32 addrspace(1)* getelementptr ([4 x i32], [4 x i32] addrspace(1)* @table, i64 0, i64 1), align 4
  ret void
}

define internal spir_kernel void @clear_table() {
  store i32 0, i32 addrspace(1)* getelementptr ([4 x i32], [4 x i32] addrspace(1)* @table, i64 0, i64 1), align 4
  ret void
}

define internal spir_func void @not_a_kernel() {
  ret void
}

define spir_kernel void @lookup(i32 addrspace(1)* %out, i64 %i) {
  %p = getelementptr [4 x i32], [4 x i32] addrspace(1)* @table, i64 0, i64 %i
  %v = load i32, i32 addrspace(1)* %p, align 4
  store i32 %v, i32 addrspace(1)* %out, align 4
  ret void
}
