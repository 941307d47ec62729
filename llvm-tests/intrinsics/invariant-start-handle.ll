; llvm.invariant.start is a hint with nothing to translate, but it returns a `{}*` handle
; (LangRef 14: "returns a handle ... passed to llvm.invariant.end"; its value is not
; otherwise specified) that the module may use: it becomes a null pointer of its type, so a
; use of the handle (here returned, and compared) refers to a defined id (it was left
; undefined: spirv-val "ID has not been defined").
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o %t.spt
; RUN: FileCheck %s --input-file %t.spt
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: opt -verify %t.rev.bc -o /dev/null
; RUN: llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM

; CHECK-NOT: FunctionCall
; CHECK: TypePointer [[PTR:[0-9]+]] 7 {{[0-9]+}}
; CHECK: ConstantNull [[PTR]] [[NULL:[0-9]+]]
; CHECK: Function
; CHECK: ReturnValue [[NULL]]

; LLVM-NOT: call
; LLVM: ret %{{.*}}* null

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func {}* @f(i8 addrspace(1)* %p) {
  %h = call {}* @llvm.invariant.start.p1i8(i64 4, i8 addrspace(1)* %p)
  call void @llvm.invariant.end.p1i8({}* %h, i64 4, i8 addrspace(1)* %p)
  ret {}* %h
}

declare {}* @llvm.invariant.start.p1i8(i64, i8 addrspace(1)*)
declare void @llvm.invariant.end.p1i8({}*, i64, i8 addrspace(1)*)
