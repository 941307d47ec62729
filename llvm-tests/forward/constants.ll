; Constants: integers of each width (64-bit as two words), half/float/double bit patterns,
; null, undef/poison, zeroinitializer, arrays/structs/vectors, vectors of bool, and constant
; expressions (getelementptr, addrspacecast, ptrtoint) in initializers and as operands.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-14 -r %t.spv -o %t.rev.bc
; RUN: opt -verify %t.rev.bc -o /dev/null

; CHECK-DAG: TypeInt [[I32:[0-9]+]] 32 0
; CHECK-DAG: TypeInt [[I64:[0-9]+]] 64 0
; CHECK-DAG: TypeInt [[I16:[0-9]+]] 16 0
; CHECK-DAG: Constant [[I32]] [[C1:[0-9]+]] 1
; CHECK-DAG: Constant [[I32]] [[C2:[0-9]+]] 2
; CHECK-DAG: Constant [[I32]] [[C3:[0-9]+]] 3
; CHECK-DAG: Constant [[I32]] [[C4:[0-9]+]] 4
; CHECK-DAG: ConstantComposite {{[0-9]+}} [[ARR:[0-9]+]] [[C1]] [[C2]] [[C3]] [[C4]]
; CHECK-DAG: Variable {{[0-9]+}} [[ARRV:[0-9]+]] 5 [[ARR]]
; i16 -1 is 65535 in its one word; -81985529216486896 is 0xFEDCBA9876543210.
; CHECK-DAG: Constant [[I16]] {{[0-9]+}} 65535
; CHECK-DAG: Constant [[I64]] {{[0-9]+}} 1985229328 4275878552
; 1.0f, 2.5f; half 1.0, +inf, -0.0; pi as a double.
; CHECK-DAG: Constant {{[0-9]+}} {{[0-9]+}} 1065353216
; CHECK-DAG: Constant {{[0-9]+}} {{[0-9]+}} 1075838976
; CHECK-DAG: Constant {{[0-9]+}} {{[0-9]+}} 15360
; CHECK-DAG: Constant {{[0-9]+}} {{[0-9]+}} 31744
; CHECK-DAG: Constant {{[0-9]+}} {{[0-9]+}} 32768
; CHECK-DAG: Constant {{[0-9]+}} {{[0-9]+}} 1413754136 1074340347
; CHECK-DAG: ConstantNull {{[0-9]+}} [[ZERO:[0-9]+]]
; CHECK-DAG: Variable {{[0-9]+}} {{[0-9]+}} 5 [[ZERO]]
; CHECK-DAG: ConstantTrue {{[0-9]+}} [[T:[0-9]+]]
; CHECK-DAG: ConstantFalse {{[0-9]+}} [[F:[0-9]+]]
; CHECK-DAG: ConstantComposite {{[0-9]+}} {{[0-9]+}} [[T]] [[F]]
; A scalar undef initializer is no initializer; an aggregate one is made of undef members.
; CHECK-DAG: Variable {{[0-9]+}} [[U:[0-9]+]] 5{{ *$}}
; CHECK-DAG: Undef [[I32]] [[UNDEF:[0-9]+]]
; CHECK-DAG: ConstantComposite {{[0-9]+}} [[UC:[0-9]+]] [[UNDEF]] {{[0-9]+}}
; CHECK-DAG: Variable {{[0-9]+}} {{[0-9]+}} 5 [[UC]]
; Constant expressions in initializers are OpSpecConstantOp (70 InBoundsPtrAccessChain,
; 121 PtrCastToGeneric, 117 ConvertPtrToU); instructions use them computed just before, once
; per block.
; CHECK-DAG: SpecConstantOp {{[0-9]+}} [[GEP:[0-9]+]] 70 [[ARRV]]
; CHECK-DAG: Variable {{[0-9]+}} {{[0-9]+}} 5 [[GEP]]
; CHECK-DAG: SpecConstantOp {{[0-9]+}} [[GEN:[0-9]+]] 121
; CHECK-DAG: Variable {{[0-9]+}} {{[0-9]+}} 5 [[GEN]]
; CHECK-DAG: SpecConstantOp [[I64]] {{[0-9]+}} 117
; CHECK: Function
; CHECK: InBoundsPtrAccessChain {{[0-9]+}} [[GEP1:[0-9]+]] [[ARRV]]
; CHECK-NEXT: ConvertPtrToU [[I32]] [[P2I:[0-9]+]] [[GEP1]]
; CHECK-NEXT: IAdd [[I32]] {{[0-9]+}} {{[0-9]+}} [[P2I]]
; CHECK-NEXT: InBoundsPtrAccessChain {{[0-9]+}} [[GEP3:[0-9]+]] [[ARRV]]
; CHECK-NEXT: Load [[I32]] {{[0-9]+}} [[GEP3]] 2 4
; The select's constant condition folds (LLVM knows @arr is not null).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

%struct.S = type { i32, [2 x float], <2 x i16> }

@arr = addrspace(1) global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
@s = addrspace(1) global %struct.S { i32 7, [2 x float] [float 1.0, float 2.5], <2 x i16> <i16 -1, i16 3> }, align 8
@z = addrspace(1) global %struct.S zeroinitializer, align 8
@u = addrspace(1) global i32 undef, align 4
@ua = addrspace(1) global { i32, float } { i32 undef, float 1.0 }, align 4
@p = addrspace(1) global i32 addrspace(1)* getelementptr inbounds ([4 x i32], [4 x i32] addrspace(1)* @arr, i64 0, i64 2), align 8
@g = addrspace(1) global i32 addrspace(4)* addrspacecast (i32 addrspace(1)* getelementptr inbounds ([4 x i32], [4 x i32] addrspace(1)* @arr, i64 0, i64 1) to i32 addrspace(4)*), align 8
@n = addrspace(1) global i32 addrspace(1)* null, align 8
@pi = addrspace(1) global i64 ptrtoint (i32 addrspace(1)* getelementptr inbounds ([4 x i32], [4 x i32] addrspace(1)* @arr, i64 0, i64 3) to i64), align 8
@hd = addrspace(1) global <3 x half> <half 1.0, half 0xH7C00, half -0.0>, align 8
@dd = addrspace(1) global double 0x400921FB54442D18, align 8
@big = addrspace(1) global i64 -81985529216486896, align 8
@b = addrspace(1) global <2 x i1> <i1 true, i1 false>, align 2

define spir_func i32 @uses(i32 %x) {
  %a = add i32 %x, ptrtoint (i32 addrspace(1)* getelementptr inbounds ([4 x i32], [4 x i32] addrspace(1)* @arr, i64 0, i64 1) to i32)
  %l = load i32, i32 addrspace(1)* getelementptr inbounds ([4 x i32], [4 x i32] addrspace(1)* @arr, i64 0, i64 3), align 4
  %m = mul i32 %a, %l
  %pp = freeze i32 poison
  %q = add i32 %m, %pp
  %r = select i1 icmp eq (i32 addrspace(1)* getelementptr inbounds ([4 x i32], [4 x i32] addrspace(1)* @arr, i64 0, i64 1), i32 addrspace(1)* null), i32 %q, i32 undef
  ret i32 %r
}
