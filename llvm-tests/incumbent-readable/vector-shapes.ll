; Two vector shapes that are valid SPIR-V but that llvm-spirv-14 -r cannot read, written in an
; equivalent shape it reads:
; - OpVectorShuffle of two vectors of different lengths (llvm.experimental.vector.insert of a
;   shorter vector): its reader asserts that both have one type. The shorter one is first
;   widened by a shuffle of itself (its lanes, then lane 0 again, never selected).
; - OpCompositeConstruct of a vector from values that are not constants (a shuffle of
;   single-lane vectors, the local ids of work_group_broadcast): its reader builds a constant
;   vector of them and crashes. The vector is built with OpCompositeInsert into OpUndef, lane by
;   lane.
; The meaning of both is checked by running the round trip (intrinsics/integer-semantics.ll,
; single-lane-vectors/semantics.ll).
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-14 -r %t.spv -o %t.inc.bc
; RUN: opt -verify -disable-output %t.inc.bc
; RUN: llvm-spirv-14 -r --spirv-target-env=CL2.0 %t.spv -o %t.inc20.bc
; RUN: opt -verify -disable-output %t.inc20.bc
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.ll
; RUN: opt -verify -disable-output %t.rev.ll

; SPV-NOT: CompositeConstruct
; SPV-DAG: Name [[F1:[0-9]+]] "insert_pair"
; SPV-DAG: Name [[F2:[0-9]+]] "pair_of_lanes"
; SPV-DAG: Name [[F3:[0-9]+]] "share"
; SPV-DAG: TypeVector [[V4:[0-9]+]] [[#]] 4
; SPV-DAG: TypeVector [[V2:[0-9]+]] [[#]] 2
; SPV-DAG: Undef [[V2]] [[U:[0-9]+]]
; SPV: Function [[V4]] [[F1]] 0
; SPV: FunctionParameter [[V4]] [[V:[0-9]+]]
; SPV: FunctionParameter [[V2]] [[S:[0-9]+]]
; SPV: VectorShuffle [[V4]] [[W:[0-9]+]] [[S]] [[S]] 0 1 0 0
; SPV: VectorShuffle [[V4]] [[#]] [[V]] [[W]] 0 1 4 5
; SPV: Function [[V2]] [[F2]] 0
; SPV: CompositeInsert [[V2]] [[P:[0-9]+]] [[#]] [[U]] 0
; SPV: CompositeInsert [[V2]] [[#]] [[#]] [[P]] 1
; SPV: Function [[#]] [[F3]] 0
; SPV: CompositeInsert [[#]] [[Q:[0-9]+]] [[#]] [[#]] 0
; SPV: CompositeInsert [[#]] [[LID:[0-9]+]] [[#]] [[Q]] 1
; SPV: GroupBroadcast [[#]] [[#]] [[#]] [[#]] [[LID]]
; SPV-NOT: CompositeConstruct

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func <4 x i32> @insert_pair(<4 x i32> %v, <2 x i32> %s) {
entry:
  %r = call <4 x i32> @llvm.experimental.vector.insert.v4i32.v2i32(<4 x i32> %v, <2 x i32> %s, i64 2)
  ret <4 x i32> %r
}

define spir_func <2 x i32> @pair_of_lanes(<1 x i32> %a, <1 x i32> %b) {
entry:
  %p = shufflevector <1 x i32> %a, <1 x i32> %b, <2 x i32> <i32 1, i32 0>
  ret <2 x i32> %p
}

define spir_kernel void @share(i32 addrspace(1)* %io, i64 %x, i64 %y) {
entry:
  %v = load i32, i32 addrspace(1)* %io, align 4
  %b = call spir_func i32 @_Z20work_group_broadcastimm(i32 %v, i64 %x, i64 %y)
  store i32 %b, i32 addrspace(1)* %io, align 4
  ret void
}

declare <4 x i32> @llvm.experimental.vector.insert.v4i32.v2i32(<4 x i32>, <2 x i32>, i64)
declare spir_func i32 @_Z20work_group_broadcastimm(i32, i64, i64)

!opencl.ocl.version = !{!0}
!0 = !{i32 2, i32 0}
