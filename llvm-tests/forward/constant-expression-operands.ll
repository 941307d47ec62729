; Constant expressions that instructions use become instructions, once per function, as
; llvm-spirv places them: right before their first user in the entry block, or at the end of
; the entry block for users elsewhere (phis too); later users share them, while the operands
; of an expression made an instruction are made again right before it (getelementptr,
; bitcast, addrspacecast, ptrtoint chains). A vector of constant expressions stays a
; constant (OpSpecConstantOp elements of an OpConstantComposite), and so do expressions at
; module scope, extractelement included (OpCompositeExtract with a literal lane). This is
; always done; --spirv-lower-const-expr, which asks for it in llvm-spirv, changes nothing.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc --spirv-lower-const-expr -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-14 -r %t.spv -o %t.rev.bc
; RUN: opt -verify %t.rev.bc -o /dev/null
; RUN: llvm-spirv-rs -r %t.spv -o %t.ours.bc
; RUN: llvm-dis %t.ours.bc -o - | FileCheck %s --check-prefix=REV

; CHECK-DAG: Name [[TABLE:[0-9]+]] "table"
; CHECK-DAG: Name [[BYTES:[0-9]+]] "bytes"
; CHECK-DAG: TypeInt [[I16:[0-9]+]] 16 0
; CHECK-DAG: TypeInt [[I64:[0-9]+]] 64 0
; CHECK-DAG: Constant [[I64]] [[ZERO:[0-9]+]] 0 0
; CHECK-DAG: Constant [[I64]] [[ONE:[0-9]+]] 1 0
; CHECK-DAG: Constant [[I64]] [[TWO:[0-9]+]] 2 0
; CHECK-DAG: Constant [[I64]] [[THREE:[0-9]+]] 3 0

; Module scope: getelementptr (70) under addrspacecast (121) initializes @slot; the lane of
; a bitcast (124) vector is an OpCompositeExtract (81) with literal lane 1.
; CHECK: SpecConstantOp {{[0-9]+}} [[SGEP:[0-9]+]] 70 [[TABLE]] [[ZERO]] [[TWO]]
; CHECK: SpecConstantOp {{[0-9]+}} [[SCAST:[0-9]+]] 121 [[SGEP]]
; CHECK: Variable {{[0-9]+}} {{[0-9]+}} 5 [[SCAST]]
; CHECK: SpecConstantOp {{[0-9]+}} [[VEC:[0-9]+]] 124 {{[0-9]+}}
; CHECK: SpecConstantOp [[I16]] [[LANE:[0-9]+]] 81 [[VEC]] 1
; CHECK: Variable {{[0-9]+}} {{[0-9]+}} 5 [[LANE]]
; A vector of ptrtoint (117) expressions.
; CHECK: SpecConstantOp [[I64]] [[PT:[0-9]+]] 117 [[TABLE]]
; CHECK: SpecConstantOp [[I64]] [[PB:[0-9]+]] 117 [[BYTES]]
; CHECK: ConstantComposite {{[0-9]+}} [[PAIR:[0-9]+]] [[PT]] [[PB]]

; CHECK: Function {{[0-9]+}} {{[0-9]+}} 0
; CHECK: Label
; A chain before its user, innermost first.
; CHECK-NEXT: Bitcast {{[0-9]+}} [[BC:[0-9]+]] [[BYTES]]
; CHECK-NEXT: PtrCastToGeneric {{[0-9]+}} [[GEN:[0-9]+]] [[BC]]
; CHECK-NEXT: InBoundsPtrAccessChain {{[0-9]+}} [[ELEM:[0-9]+]] [[GEN]] [[ONE]]
; CHECK-NEXT: Load {{[0-9]+}} [[FIRST:[0-9]+]] [[ELEM]]
; The call's first argument is shared by the load in %left; the ptrtoint makes its own.
; CHECK-NEXT: PtrCastToGeneric {{[0-9]+}} [[TGEN:[0-9]+]] [[TABLE]]
; CHECK-NEXT: InBoundsPtrAccessChain {{[0-9]+}} [[ARG:[0-9]+]] [[TGEN]] [[ZERO]] [[ONE]]
; CHECK-NEXT: InBoundsPtrAccessChain {{[0-9]+}} [[ARG2:[0-9]+]] [[TGEN]] [[ZERO]] [[ONE]]
; CHECK-NEXT: ConvertPtrToU [[I64]] [[INT:[0-9]+]] [[ARG2]]
; CHECK-NEXT: FunctionCall {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} [[ARG]] [[INT]]
; The phi's incoming getelementptr, at the end of the entry block.
; CHECK-NEXT: InBoundsPtrAccessChain {{[0-9]+}} [[LAST:[0-9]+]] [[TABLE]] [[ZERO]] [[THREE]]
; CHECK-NEXT: BranchConditional
; CHECK: Label [[LEFT:[0-9]+]]
; CHECK-NEXT: Load {{[0-9]+}} {{[0-9]+}} [[ARG]]
; CHECK: Label [[RIGHT:[0-9]+]]
; CHECK: Phi {{[0-9]+}} {{[0-9]+}} [[LAST]] [[LEFT]] [[BC]] [[RIGHT]]

; CHECK: Function
; CHECK: Store {{[0-9]+}} [[PAIR]]

; REV-LABEL: define spir_func i32 @chains
; REV: %[[RBC:[0-9]+]] = bitcast [8 x i8] addrspace(1)* @bytes to i32 addrspace(1)*
; REV: %[[RLAST:[0-9]+]] = getelementptr inbounds [4 x i32], [4 x i32] addrspace(1)* @table, i64 0, i64 3
; REV-NEXT: br i1 %c
; REV: phi i32 addrspace(1)* [ %[[RLAST]], %left ], [ %[[RBC]], %right ]
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@table = addrspace(1) global [4 x i32] [i32 3, i32 5, i32 7, i32 9], align 4
@bytes = addrspace(1) global [8 x i8] zeroinitializer, align 1
@slot = addrspace(1) global i32 addrspace(4)* addrspacecast (i32 addrspace(1)* getelementptr inbounds ([4 x i32], [4 x i32] addrspace(1)* @table, i64 0, i64 2) to i32 addrspace(4)*), align 8
@picked = addrspace(1) global i16 extractelement (<4 x i16> bitcast (<2 x i32> <i32 70000, i32 5> to <4 x i16>), i32 1), align 2

declare spir_func void @use2(i32 addrspace(4)*, i64)

define spir_func i32 @chains(i1 %c) {
entry:
  %first = load i32, i32 addrspace(4)* getelementptr inbounds (i32, i32 addrspace(4)* addrspacecast (i32 addrspace(1)* bitcast ([8 x i8] addrspace(1)* @bytes to i32 addrspace(1)*) to i32 addrspace(4)*), i64 1), align 4
  call spir_func void @use2(i32 addrspace(4)* getelementptr inbounds ([4 x i32], [4 x i32] addrspace(4)* addrspacecast ([4 x i32] addrspace(1)* @table to [4 x i32] addrspace(4)*), i64 0, i64 1), i64 ptrtoint (i32 addrspace(4)* getelementptr inbounds ([4 x i32], [4 x i32] addrspace(4)* addrspacecast ([4 x i32] addrspace(1)* @table to [4 x i32] addrspace(4)*), i64 0, i64 1) to i64))
  br i1 %c, label %left, label %right

left:
  %again = load i32, i32 addrspace(4)* getelementptr inbounds ([4 x i32], [4 x i32] addrspace(4)* addrspacecast ([4 x i32] addrspace(1)* @table to [4 x i32] addrspace(4)*), i64 0, i64 1), align 4
  %sum = add i32 %first, %again
  br label %join

right:
  br label %join

join:
  %p = phi i32 addrspace(1)* [ getelementptr inbounds ([4 x i32], [4 x i32] addrspace(1)* @table, i64 0, i64 3), %left ], [ bitcast ([8 x i8] addrspace(1)* @bytes to i32 addrspace(1)*), %right ]
  %v = load i32, i32 addrspace(1)* %p, align 4
  ret i32 %v
}

define spir_func void @vectors(<2 x i64> addrspace(1)* %out) {
entry:
  store <2 x i64> <i64 ptrtoint ([4 x i32] addrspace(1)* @table to i64), i64 ptrtoint ([8 x i8] addrspace(1)* @bytes to i64)>, <2 x i64> addrspace(1)* %out, align 16
  ret void
}
