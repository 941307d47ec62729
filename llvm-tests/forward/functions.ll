; Functions: declarations are imported, definitions exported (internal ones not), parameter
; attributes → FuncParamAttr (Zext 0, Sext 1, ByVal 2, Sret 3, NoAlias 4, NoCapture 5,
; NoWrite 6), function attributes → FunctionControl (Inline 1, DontInline 2, Pure 4,
; Const 8), spir_kernel → EntryPoint Kernel: every kernel's entry point is a wrapper that
; calls the kernel function (which may be called by other code too); wrappers come last.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-14 -r %t.spv -o %t.rev.bc
; RUN: opt -verify %t.rev.bc -o /dev/null

; CHECK-DAG: EntryPoint 6 [[KENTRY:[0-9]+]] "k"
; CHECK-DAG: EntryPoint 6 [[CK:[0-9]+]] "callee_kernel"
; CHECK-DAG: Name [[EXTERNAL:[0-9]+]] "external"
; CHECK-DAG: Name [[SR:[0-9]+]] "sr"
; CHECK-DAG: Name [[Z:[0-9]+]] "z"
; CHECK-DAG: Name [[S:[0-9]+]] "s"
; CHECK-DAG: Name [[BV:[0-9]+]] "bv"
; CHECK-DAG: Name [[RO:[0-9]+]] "ro"
; CHECK-DAG: Name [[RN:[0-9]+]] "rn"
; CHECK-DAG: Name [[INL:[0-9]+]] "inl"
; CHECK-DAG: Name [[NOINL:[0-9]+]] "noinl"
; CHECK-DAG: Name [[PURE:[0-9]+]] "pure"
; CHECK-DAG: Name [[CONST:[0-9]+]] "const"
; CHECK-DAG: Name [[K:[0-9]+]] "k"
; CHECK-DAG: Name [[CKF:[0-9]+]] "callee_kernel"
; CHECK-DAG: Decorate [[EXTERNAL]] LinkageAttributes "external" Import
; CHECK-DAG: Decorate [[SR]] FuncParamAttr 3
; CHECK-DAG: Decorate [[Z]] FuncParamAttr 0
; CHECK-DAG: Decorate [[S]] FuncParamAttr 1
; CHECK-DAG: Decorate [[BV]] FuncParamAttr 2
; CHECK-DAG: Decorate [[RO]] FuncParamAttr 4
; CHECK-DAG: Decorate [[RO]] FuncParamAttr 5
; CHECK-DAG: Decorate [[RO]] FuncParamAttr 6
; CHECK-DAG: Decorate [[RN]] FuncParamAttr 6
; CHECK-DAG: Decorate [[NOINL]] LinkageAttributes "noinl" Export
; CHECK-DAG: Decorate [[K]] LinkageAttributes "k" Export
; CHECK-NOT: Decorate [[INL]] LinkageAttributes
; CHECK: Function {{[0-9]+}} [[EXTERNAL]] 0
; CHECK-NEXT: FunctionParameter
; CHECK-NEXT: FunctionParameter
; CHECK-EMPTY:
; CHECK-NEXT: FunctionEnd
; CHECK: Function {{[0-9]+}} [[INL]] 1
; CHECK: Function {{[0-9]+}} [[NOINL]] 2
; CHECK: FunctionCall {{[0-9]+}} {{[0-9]+}} [[INL]]
; CHECK: Function {{[0-9]+}} [[PURE]] 4
; CHECK: Function {{[0-9]+}} [[CONST]] 8
; CHECK: Function {{[0-9]+}} [[K]] 0
; CHECK: FunctionCall {{[0-9]+}} {{[0-9]+}} [[EXTERNAL]]
; CHECK: Function {{[0-9]+}} [[CKF]] 0
; CHECK: FunctionCall {{[0-9]+}} {{[0-9]+}} [[K]]
; The wrappers: the entry points.
; CHECK: Function {{[0-9]+}} [[KENTRY]] 0
; CHECK-NEXT: FunctionParameter
; CHECK: FunctionCall {{[0-9]+}} {{[0-9]+}} [[K]]
; CHECK: Function {{[0-9]+}} [[CK]] 0
; CHECK: FunctionCall {{[0-9]+}} {{[0-9]+}} [[CKF]]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
%struct.S = type { i32, i32 }

declare spir_func i32 @external(i32 zeroext, i8 signext)

define spir_func void @params(%struct.S* sret(%struct.S) %sr, i8 zeroext %z, i16 signext %s, %struct.S* byval(%struct.S) %bv, i32 addrspace(1)* noalias nocapture readonly %ro, i32 addrspace(1)* readnone %rn) {
  ret void
}
define internal spir_func i32 @inl(i32 %x) #0 {
  ret i32 %x
}
define spir_func i32 @noinl(i32 %x) #1 {
  %r = call spir_func i32 @inl(i32 %x)
  ret i32 %r
}
define spir_func i32 @pure(i32 addrspace(1)* %p) #2 {
  %v = load i32, i32 addrspace(1)* %p
  ret i32 %v
}
define spir_func i32 @const(i32 %x) #3 {
  ret i32 %x
}
define spir_kernel void @k(i32 addrspace(1)* %out) {
  %a = call spir_func i32 @noinl(i32 1)
  %b = call spir_func i32 @external(i32 %a, i8 2)
  store i32 %b, i32 addrspace(1)* %out
  ret void
}
define spir_kernel void @callee_kernel(i32 addrspace(1)* %out) {
  call spir_kernel void @k(i32 addrspace(1)* %out)
  ret void
}
attributes #0 = { alwaysinline }
attributes #1 = { noinline }
attributes #2 = { readonly }
attributes #3 = { readnone }
