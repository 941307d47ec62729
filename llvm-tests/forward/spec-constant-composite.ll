; __spirv_SpecConstantComposite calls become module-scope OpSpecConstantComposite of the
; call's type (never instructions of a function), also when the mangled name carries IR type
; names that do not demangle; their parts are specialization constants or constants.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-14 -r %t.spv -o %t.rev.bc
; RUN: opt -verify %t.rev.bc -o /dev/null

; CHECK-DAG: Decorate [[X:[0-9]+]] SpecId 21
; CHECK-DAG: Decorate [[Y:[0-9]+]] SpecId 22
; CHECK-DAG: Decorate [[Z:[0-9]+]] SpecId 23
; CHECK-DAG: TypeInt [[I16:[0-9]+]] 16 0
; CHECK-DAG: TypeFloat [[F64:[0-9]+]] 64
; CHECK-DAG: TypeStruct [[PAIR:[0-9]+]] [[I16]] [[F64]]
; CHECK-DAG: TypeArray [[ARR:[0-9]+]] [[PAIR]]
; CHECK-DAG: SpecConstant [[I16]] [[X]] 7
; CHECK-DAG: SpecConstant [[F64]] [[Y]] 0 1073741824
; CHECK-DAG: SpecConstant [[I16]] [[Z]] 9
; CHECK-DAG: SpecConstantComposite [[PAIR]] [[P1:[0-9]+]] [[X]] [[Y]]
; CHECK-DAG: SpecConstantComposite [[PAIR]] [[P2:[0-9]+]] [[Z]] [[Y]]
; CHECK-DAG: SpecConstantComposite [[ARR]] [[BOTH:[0-9]+]] [[P1]] [[P2]]
; CHECK: Function
; CHECK-NOT: SpecConstantComposite
; CHECK: Store {{[0-9]+}} [[BOTH]]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

%pair = type { i16, double }

define spir_kernel void @fill([2 x %pair] addrspace(1)* %out) {
entry:
  %x = call i16 @_Z20__spirv_SpecConstantis(i32 21, i16 7)
  %y = call double @_Z20__spirv_SpecConstantid(i32 22, double 2.0)
  %z = call i16 @_Z20__spirv_SpecConstantis(i32 23, i16 9)
  %p1 = call %pair @_Z29__spirv_SpecConstantCompositesd(i16 %x, double %y)
  %p2 = call %pair @_Z29__spirv_SpecConstantCompositesd(i16 %z, double %y)
  %both = call [2 x %pair] @_Z29__spirv_SpecConstantCompositepairpair(%pair %p1, %pair %p2)
  store [2 x %pair] %both, [2 x %pair] addrspace(1)* %out, align 8
  ret void
}

declare i16 @_Z20__spirv_SpecConstantis(i32, i16)
declare double @_Z20__spirv_SpecConstantid(i32, double)
declare %pair @_Z29__spirv_SpecConstantCompositesd(i16, double)
declare [2 x %pair] @_Z29__spirv_SpecConstantCompositepairpair(%pair, %pair)
