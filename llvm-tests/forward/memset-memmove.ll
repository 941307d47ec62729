; memset of a constant byte and length copies from a UniformConstant array of that byte
; (ConstantNull for 0; the byte is no constant of its own); other memsets call a helper loop. memmove of a constant length goes
; through a Function-storage temporary made with the variables (OpCopyMemorySized does not
; promise overlapping copies), live only between LifetimeStart and LifetimeStop; other
; memmoves call a helper that copies forwards or backwards.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=BYTE
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-14 -r %t.spv -o %t.rev.bc
; RUN: opt -verify %t.rev.bc -o /dev/null

; The byte of a memset from an array is only in the array (no unused i8 0 constant):
; BYTE: TypeInt [[I8:[0-9]+]] 8 0
; BYTE-NOT: {{^[0-9]+}} Constant [[I8]] {{[0-9]+}} 0 {{$}}
; BYTE: Function

; CHECK-DAG: Name [[MEMSET:[0-9]+]] "llvm_spirv_rs.memset.p1i8.i32"
; CHECK-DAG: Name [[MEMMOVE:[0-9]+]] "llvm_spirv_rs.memmove.p1i8.p1i8.i32"
; CHECK-DAG: TypeInt [[I8:[0-9]+]] 8 0
; CHECK-DAG: TypeInt [[I32:[0-9]+]] 32 0
; CHECK-DAG: TypeInt [[I64:[0-9]+]] 64 0
; CHECK-DAG: Constant [[I64]] [[N12:[0-9]+]] 12 0
; CHECK-DAG: Constant [[I64]] [[N4:[0-9]+]] 4 0
; CHECK-DAG: Constant [[I8]] [[B21:[0-9]+]] 21
; CHECK-DAG: TypeArray [[A12:[0-9]+]] [[I8]] [[N12]]
; CHECK-DAG: TypeArray [[A4:[0-9]+]] [[I8]] [[N4]]
; CHECK-DAG: ConstantNull [[A12]] [[ZEROS:[0-9]+]]
; CHECK-DAG: ConstantComposite [[A4]] [[BYTES:[0-9]+]] [[B21]] [[B21]] [[B21]] [[B21]]
; CHECK-DAG: Variable {{[0-9]+}} [[VZ:[0-9]+]] 0 [[ZEROS]]
; CHECK-DAG: Variable {{[0-9]+}} [[VB:[0-9]+]] 0 [[BYTES]]
; CHECK-DAG: Decorate [[VZ]] Constant
; CHECK: Function
; CHECK: Label
; CHECK-NEXT: Variable {{[0-9]+}} [[TMP:[0-9]+]] 7
; CHECK: Bitcast {{[0-9]+}} [[S1:[0-9]+]] [[VZ]]
; CHECK-NEXT: CopyMemorySized {{[0-9]+}} [[S1]] {{[0-9]+}} 2 4
; CHECK: Bitcast {{[0-9]+}} [[S2:[0-9]+]] [[VB]]
; CHECK-NEXT: CopyMemorySized {{[0-9]+}} [[S2]]
; CHECK: FunctionCall {{[0-9]+}} {{[0-9]+}} [[MEMSET]]
; CHECK: Bitcast {{[0-9]+}} [[T0:[0-9]+]] [[TMP]]
; CHECK-NEXT: LifetimeStart [[T0]] 0
; CHECK-NEXT: Bitcast {{[0-9]+}} [[T1:[0-9]+]] [[TMP]]
; CHECK-NEXT: CopyMemorySized [[T1]]
; CHECK-NEXT: Bitcast {{[0-9]+}} [[T2:[0-9]+]] [[TMP]]
; CHECK-NEXT: CopyMemorySized {{[0-9]+}} [[T2]]
; CHECK-NEXT: Bitcast {{[0-9]+}} [[T3:[0-9]+]] [[TMP]]
; CHECK-NEXT: LifetimeStop [[T3]] 0
; CHECK: FunctionCall {{[0-9]+}} {{[0-9]+}} [[MEMMOVE]]
; CHECK: Function {{[0-9]+}} [[MEMSET]] 1
; CHECK: Phi
; CHECK: Store
; CHECK: Function {{[0-9]+}} [[MEMMOVE]] 1
; CHECK: ULessThan
; CHECK: Load
; CHECK: Store
; CHECK: Load
; CHECK: Store

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(i8 addrspace(1)* %p, i8 addrspace(1)* %q, i8 %v, i32 %n) {
  call void @llvm.memset.p1i8.i32(i8 addrspace(1)* align 4 %p, i8 0, i32 12, i1 false)
  call void @llvm.memset.p1i8.i32(i8 addrspace(1)* %p, i8 21, i32 4, i1 false)
  call void @llvm.memset.p1i8.i32(i8 addrspace(1)* %p, i8 %v, i32 %n, i1 false)
  call void @llvm.memmove.p1i8.p1i8.i32(i8 addrspace(1)* %p, i8 addrspace(1)* %q, i32 12, i1 false)
  call void @llvm.memmove.p1i8.p1i8.i32(i8 addrspace(1)* %p, i8 addrspace(1)* %q, i32 %n, i1 false)
  ret void
}

declare void @llvm.memset.p1i8.i32(i8 addrspace(1)*, i8, i32, i1)
declare void @llvm.memmove.p1i8.p1i8.i32(i8 addrspace(1)*, i8 addrspace(1)*, i32, i1)
