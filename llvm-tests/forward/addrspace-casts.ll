; addrspacecast: to generic → PtrCastToGeneric, from generic → GenericCastToPtr; a cast that
; also changes the pointee type (LLVM allows it) first bitcasts within the source storage
; class, in instructions, in constant expressions they use, and in initializers.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-14 -r %t.spv -o %t.rev.bc
; RUN: opt -verify %t.rev.bc -o /dev/null

; CHECK-DAG: TypeInt [[I8:[0-9]+]] 8 0
; CHECK-DAG: TypePointer [[I8GLOBAL:[0-9]+]] 5 [[I8]]
; CHECK-DAG: TypePointer [[I8GENERIC:[0-9]+]] 8 [[I8]]
; CHECK-DAG: SpecConstantOp [[I8GLOBAL]] [[SB:[0-9]+]] 124
; CHECK-DAG: SpecConstantOp [[I8GENERIC]] {{[0-9]+}} 121 [[SB]]
; CHECK: FunctionParameter {{[0-9]+}} [[X:[0-9]+]]
; CHECK: FunctionParameter {{[0-9]+}} [[Y:[0-9]+]]
; CHECK: Bitcast [[I8GLOBAL]] [[XB:[0-9]+]] [[X]]
; CHECK-NEXT: PtrCastToGeneric [[I8GENERIC]] {{[0-9]+}} [[XB]]
; CHECK-NEXT: Bitcast {{[0-9]+}} [[YB:[0-9]+]] [[Y]]
; CHECK-NEXT: GenericCastToPtr {{[0-9]+}} {{[0-9]+}} [[YB]]
; CHECK: Bitcast [[I8GLOBAL]] [[CB:[0-9]+]]
; CHECK-NEXT: PtrCastToGeneric [[I8GENERIC]] {{[0-9]+}} [[CB]]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
@g = addrspace(1) global [4 x i32] zeroinitializer
@p = addrspace(1) global i8 addrspace(4)* addrspacecast (i32 addrspace(1)* getelementptr ([4 x i32], [4 x i32] addrspace(1)* @g, i64 0, i64 1) to i8 addrspace(4)*)
define spir_func i8 addrspace(4)* @f(i32 addrspace(1)* %x, i8 addrspace(4)* %y) {
  %a = addrspacecast i32 addrspace(1)* %x to i8 addrspace(4)*
  %b = addrspacecast i8 addrspace(4)* %y to float addrspace(3)*
  store float 1.0, float addrspace(3)* %b
  %c = getelementptr i8, i8 addrspace(4)* addrspacecast (i32 addrspace(1)* getelementptr ([4 x i32], [4 x i32] addrspace(1)* @g, i64 0, i64 2) to i8 addrspace(4)*), i64 1
  ret i8 addrspace(4)* %a
}
