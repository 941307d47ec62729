; The helper functions the forward translation adds (a loop for a memset or memmove of unknown
; length, a lane-by-lane masked load or store) are one per intrinsic, named after it with our
; prefix (llvm.memset.p1i8.i64 -> llvm_spirv_rs.memset.p1i8.i64, ".volatile" added for a
; volatile memset, whose stores are Volatile; memset names from mapping::memset_helpers). Helpers of different signatures once shared one
; name, and llvm-spirv-14 -r takes functions of one name for one function: it called the first
; helper with the operands of another and asserted ("Both operands to ICmp instruction are not
; of the same type"). Valid either way; with distinct names llvm-spirv-14 -r reads the module.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o %t.spt
; RUN: FileCheck %s --check-prefix=SPV < %t.spt
; RUN: FileCheck %s --check-prefix=VOL < %t.spt
; RUN: llvm-spirv-14 -r %t.spv -o %t.inc.bc
; RUN: opt -verify -disable-output %t.inc.bc
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.ll
; RUN: opt -verify -disable-output %t.rev.ll
; RUN: FileCheck %s --check-prefix=REV < %t.rev.ll

; SPV-DAG: Name [[SET0:[0-9]+]] "llvm_spirv_rs.memset.p0i8.i32"
; SPV-DAG: Name [[SET3:[0-9]+]] "llvm_spirv_rs.memset.p3i8.i32"
; SPV-DAG: Name [[SET1:[0-9]+]] "llvm_spirv_rs.memset.p1i8.i64"
; SPV-DAG: Name [[SET1V:[0-9]+]] "llvm_spirv_rs.memset.p1i8.i64.volatile"
; SPV-DAG: Name [[MOVE:[0-9]+]] "llvm_spirv_rs.memmove.p1i8.p3i8.i64"
; SPV-DAG: Name [[LOAD4:[0-9]+]] "llvm_spirv_rs.masked.load.v4i32.p1v4i32"
; SPV-DAG: Name [[LOAD2:[0-9]+]] "llvm_spirv_rs.masked.load.v2f32.p1v2f32"
; Two memsets of one intrinsic share its helper.
; SPV: FunctionCall [[#]] [[#]] [[SET0]]
; SPV: FunctionCall [[#]] [[#]] [[SET0]]
; SPV: FunctionCall [[#]] [[#]] [[SET3]]
; SPV: FunctionCall [[#]] [[#]] [[SET1]]
; SPV: FunctionCall [[#]] [[#]] [[SET1V]]
; SPV-COUNT-7: Function [[#]] [[#]] 1
; SPV-NOT: Function [[#]] [[#]] 1
; The volatile helper's store is Volatile (memory operand 1), the others' have none.
; VOL-DAG: Name [[SET1:[0-9]+]] "llvm_spirv_rs.memset.p1i8.i64"
; VOL-DAG: Name [[SET1V:[0-9]+]] "llvm_spirv_rs.memset.p1i8.i64.volatile"
; VOL: Function [[#]] [[SET1]] 1
; VOL: Store [[#]] [[#]] {{$}}
; VOL: Function [[#]] [[SET1V]] 1
; VOL: Store [[#]] [[#]] 1 {{$}}

; Our reverse gives the memsets and the memmove back (mapping::memset_helpers and
; mapping::memmove_helpers: the volatile one volatile) and leaves their helpers out; the other
; helpers stay functions.
; REV-DAG: call void @llvm.memset.p0i8.i32(i8* %b, i8 %v, i32 %n, i1 false)
; REV-DAG: call void @llvm.memset.p1i8.i64(i8 addrspace(1)* %g, i8 %v, i64 %m, i1 true)
; REV-DAG: call void @llvm.memmove.p1i8.p3i8.i64(i8 addrspace(1)* %g, i8 addrspace(3)* %l, i64 %m, i1 false)
; REV-DAG: call spir_func <4 x i32> @llvm_spirv_rs.masked.load.v4i32.p1v4i32(
; REV-NOT: llvm_spirv_rs.mem

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @fill(i8 addrspace(1)* %g, i8 addrspace(3)* %l, i8 %v, i32 %n, i64 %m,
                              <4 x i32> addrspace(1)* %p4, <2 x float> addrspace(1)* %p2,
                              <4 x i1> %k4, <2 x i1> %k2, <4 x i32> addrspace(1)* %o4,
                              <2 x float> addrspace(1)* %o2) {
entry:
  %buf = alloca [16 x i8], align 1
  %b = getelementptr inbounds [16 x i8], [16 x i8]* %buf, i64 0, i64 0
  call void @llvm.memset.p0i8.i32(i8* %b, i8 %v, i32 %n, i1 false)
  call void @llvm.memset.p0i8.i32(i8* %b, i8 %v, i32 %n, i1 false)
  call void @llvm.memset.p3i8.i32(i8 addrspace(3)* %l, i8 %v, i32 %n, i1 false)
  call void @llvm.memset.p1i8.i64(i8 addrspace(1)* %g, i8 %v, i64 %m, i1 false)
  call void @llvm.memset.p1i8.i64(i8 addrspace(1)* %g, i8 %v, i64 %m, i1 true)
  call void @llvm.memmove.p1i8.p3i8.i64(i8 addrspace(1)* %g, i8 addrspace(3)* %l, i64 %m, i1 false)
  %x4 = call <4 x i32> @llvm.masked.load.v4i32.p1v4i32(<4 x i32> addrspace(1)* %p4, i32 4, <4 x i1> %k4, <4 x i32> zeroinitializer)
  store <4 x i32> %x4, <4 x i32> addrspace(1)* %o4, align 16
  %x2 = call <2 x float> @llvm.masked.load.v2f32.p1v2f32(<2 x float> addrspace(1)* %p2, i32 4, <2 x i1> %k2, <2 x float> zeroinitializer)
  store <2 x float> %x2, <2 x float> addrspace(1)* %o2, align 8
  ret void
}

declare void @llvm.memset.p0i8.i32(i8*, i8, i32, i1)
declare void @llvm.memset.p3i8.i32(i8 addrspace(3)*, i8, i32, i1)
declare void @llvm.memset.p1i8.i64(i8 addrspace(1)*, i8, i64, i1)
declare void @llvm.memmove.p1i8.p3i8.i64(i8 addrspace(1)*, i8 addrspace(3)*, i64, i1)
declare <4 x i32> @llvm.masked.load.v4i32.p1v4i32(<4 x i32> addrspace(1)*, i32, <4 x i1>, <4 x i32>)
declare <2 x float> @llvm.masked.load.v2f32.p1v2f32(<2 x float> addrspace(1)*, i32, <2 x i1>, <2 x float>)
