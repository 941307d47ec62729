; Global variables: storage class from the address space, initializers, LinkageAttributes
; Import for declarations and Export for external definitions (none for internal ones),
; Constant, Alignment; local (Workgroup) variables get no initializer; a global in the generic
; address space is a CrossWorkgroup variable that its uses see cast to generic, one in the private
; address space (C++ input; a module-scope Function variable is invalid) one that its uses see cast
; through generic to a Function pointer.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-14 -r %t.spv -o %t.rev.bc
; RUN: opt -verify %t.rev.bc -o /dev/null

; CHECK-DAG: Name [[EXT:[0-9]+]] "ext"
; CHECK-DAG: Name [[EXP:[0-9]+]] "exp"
; CHECK-DAG: Name [[CST:[0-9]+]] "cst"
; CHECK-DAG: Name [[INT:[0-9]+]] "int"
; CHECK-DAG: Name [[LOC:[0-9]+]] "loc"
; CHECK-DAG: Name [[WEAK:[0-9]+]] "weak"
; CHECK-DAG: Name [[ODR:[0-9]+]] "ctor"
; CHECK-DAG: Name [[GEN:[0-9]+]] "gen"
; CHECK-DAG: Name [[PRIV:[0-9]+]] "priv"
; CHECK-DAG: Decorate [[EXT]] LinkageAttributes "ext" Import
; CHECK-DAG: Decorate [[EXT]] Alignment 4
; CHECK-DAG: Decorate [[EXP]] LinkageAttributes "exp" Export
; CHECK-DAG: Decorate [[CST]] LinkageAttributes "cst" Export
; CHECK-DAG: Decorate [[CST]] Constant
; CHECK-DAG: Decorate [[CST]] Alignment 16
; CHECK-DAG: Decorate [[INT]] Alignment 8
; CHECK-DAG: Decorate [[WEAK]] LinkageAttributes "weak" Export
; CHECK-DAG: Decorate [[ODR]] LinkageAttributes "ctor" Export
; CHECK-DAG: Decorate [[ODR]] Constant
; CHECK-NOT: Decorate [[INT]] LinkageAttributes
; CHECK-NOT: Decorate [[LOC]] LinkageAttributes
; CHECK-DAG: Variable {{[0-9]+}} [[EXT]] 5{{ *$}}
; CHECK-DAG: Variable {{[0-9]+}} [[EXP]] 5 {{[0-9]+}}
; CHECK-DAG: Variable {{[0-9]+}} [[CST]] 0 {{[0-9]+}}
; CHECK-DAG: Variable {{[0-9]+}} [[INT]] 5 {{[0-9]+}}
; CHECK-DAG: Variable {{[0-9]+}} [[LOC]] 4{{ *$}}
; CHECK-DAG: Variable {{[0-9]+}} [[GEN]] 5 {{[0-9]+}}
; CHECK-DAG: SpecConstantOp {{[0-9]+}} [[GENCAST:[0-9]+]] 121 [[GEN]]
; CHECK-DAG: Variable {{[0-9]+}} {{[0-9]+}} 5 [[GENCAST]]
; CHECK-DAG: TypePointer [[FNPTR:[0-9]+]] 7 [[ARR3:[0-9]+]]
; CHECK-DAG: TypePointer [[GENPTR:[0-9]+]] 8 [[ARR3]]
; CHECK-DAG: Variable {{[0-9]+}} [[PRIV]] 5 {{[0-9]+}}
; CHECK-DAG: SpecConstantOp [[GENPTR]] [[PRIVGEN:[0-9]+]] 121 [[PRIV]]
; CHECK-DAG: SpecConstantOp [[FNPTR]] [[PRIVFN:[0-9]+]] 122 [[PRIVGEN]]
; CHECK: Function
; CHECK: Load {{[0-9]+}} {{[0-9]+}} [[EXT]]
; CHECK: Load {{[0-9]+}} {{[0-9]+}} [[EXP]]
; CHECK: PtrAccessChain {{[0-9]+}} [[GEP:[0-9]+]] [[LOC]]
; CHECK: Store [[GEP]]
; CHECK: InBoundsPtrAccessChain {{[0-9]+}} {{[0-9]+}} [[PRIVFN]]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
@ext = external addrspace(1) global i32, align 4
@exp = addrspace(1) global i32 5, align 4
@cst = addrspace(2) constant [3 x float] [float 1.0, float 2.0, float 3.0], align 16
@int = internal addrspace(1) global i64 0, align 8
@loc = internal addrspace(3) global [16 x i32] undef, align 4
@weak = weak_odr addrspace(1) global i32 1
@ctor = linkonce_odr addrspace(1) constant i32 1
@gen = addrspace(4) global [2 x i64] zeroinitializer, align 8
@gen.ptr = addrspace(1) global [2 x i64] addrspace(4)* @gen, align 8
@priv = internal global [3 x i16] [i16 1, i16 2, i16 3], align 2
define spir_func i32 @f() {
  %a = load i32, i32 addrspace(1)* @ext
  %b = load i32, i32 addrspace(1)* @exp
  %d = getelementptr [16 x i32], [16 x i32] addrspace(3)* @loc, i64 0, i64 1
  store i32 %a, i32 addrspace(3)* %d
  ret i32 %b
}
define spir_func i16 @g() {
  %p = getelementptr inbounds [3 x i16], [3 x i16]* @priv, i64 0, i64 2
  %v = load i16, i16* %p
  ret i16 %v
}
