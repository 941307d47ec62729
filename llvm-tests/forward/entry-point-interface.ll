; An entry point's interface lists the global variables its static call tree uses (through
; called functions and constant expressions too), which SPIR-V 1.4 requires; as llvm-spirv
; does, the module then is SPIR-V 1.4. Under --spirv-max-version=1.3 the interface keeps only
; Input variables and the module stays 1.0.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=V14
; RUN: llvm-spirv-rs %t.bc --spirv-max-version=1.3 -spirv-text -o - | FileCheck %s --check-prefix=V10
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-14 -r %t.spv -o %t.rev.bc
; RUN: opt -verify %t.rev.bc -o /dev/null
; RUN: llvm-spirv-rs %t.bc --spirv-max-version=1.3 -o %t.13.spv
; RUN: spirv-val %t.13.spv

; V14: 119734787 66560
; V14: EntryPoint 6 {{[0-9]+}} "k" [[A:[0-9]+]] [[B:[0-9]+]] [[C:[0-9]+]]{{ *$}}
; V14: EntryPoint 6 {{[0-9]+}} "other"{{ *$}}
; V14-DAG: Name [[A]] "a"
; V14-DAG: Name [[B]] "b"
; V14-DAG: Name [[C]] "c"
; V10: 119734787 65536
; V10: EntryPoint 6 {{[0-9]+}} "k"{{ *$}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

@a = addrspace(1) global i32 1, align 4
@b = internal addrspace(3) global [4 x i32] undef, align 4
@c = addrspace(2) constant i32 addrspace(1)* @a, align 8
@unused = addrspace(1) global i32 2, align 4

define spir_func i32 @helper() {
  %p = getelementptr inbounds [4 x i32], [4 x i32] addrspace(3)* @b, i64 0, i64 1
  %v = load i32, i32 addrspace(3)* %p, align 4
  ret i32 %v
}

define spir_kernel void @k(i32 addrspace(1)* %out) {
  %v = call spir_func i32 @helper()
  %p = load i32 addrspace(1)*, i32 addrspace(1)* addrspace(2)* @c, align 8
  store i32 %v, i32 addrspace(1)* %p, align 4
  ret void
}

define spir_kernel void @other() {
  ret void
}
