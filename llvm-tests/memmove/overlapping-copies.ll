; llvm.memmove allows its two ranges to overlap (LangRef); OpCopyMemorySized does not promise
; that an overlapping copy works. A move of a constant length copies the source into a
; Function-storage [N x i8] temporary (declared with the other variables of the entry block)
; and from there to the destination, the temporary live only between LifetimeStart and
; LifetimeStop (size 0: the pointee is not void). A move of a variable length calls a helper
; that copies byte by byte, forwards when the destination is below the source and backwards
; otherwise. The reverse gives an alloca, the lifetime markers and two memcpys for the first,
; and llvm.memmove back for the second (the helper is ours and its body the two loops:
; mapping::memmove_helpers), without the helper.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: opt -verify -disable-output %t.rev.bc
; RUN: llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=REV

; CHECK-NOT: llvm.memmove
; CHECK-DAG: TypeInt [[I8:[0-9]+]] 8 0
; CHECK-DAG: TypeInt [[I64:[0-9]+]] 64 0
; CHECK-DAG: Constant [[I64]] [[N40:[0-9]+]] 40 0
; CHECK-DAG: TypeArray [[A40:[0-9]+]] [[I8]] [[N40]]
; CHECK-DAG: TypePointer [[PA40:[0-9]+]] 7 [[A40]]
; CHECK-DAG: TypePointer [[P8:[0-9]+]] 7 [[I8]]
; CHECK: Function {{[0-9]+}} [[SHIFT:[0-9]+]] 0
; CHECK: FunctionParameter {{[0-9]+}} [[BUF:[0-9]+]]
; CHECK: Label
; CHECK-NEXT: Variable [[PA40]] [[TMP:[0-9]+]] 7
; CHECK: Bitcast [[P8]] [[T0:[0-9]+]] [[TMP]]
; CHECK-NEXT: LifetimeStart [[T0]] 0
; CHECK-NEXT: Bitcast [[P8]] [[T1:[0-9]+]] [[TMP]]
; CHECK-NEXT: CopyMemorySized [[T1]] [[SRC:[0-9]+]] [[N40]] 2 4
; CHECK-NEXT: Bitcast [[P8]] [[T2:[0-9]+]] [[TMP]]
; CHECK-NEXT: CopyMemorySized [[DST:[0-9]+]] [[T2]] [[N40]] 2 4
; CHECK-NEXT: Bitcast [[P8]] [[T3:[0-9]+]] [[TMP]]
; CHECK-NEXT: LifetimeStop [[T3]] 0
; CHECK: FunctionEnd
; CHECK: Function {{[0-9]+}} {{[0-9]+}} 0
; CHECK: FunctionCall {{[0-9]+}} {{[0-9]+}} [[HELPER:[0-9]+]]
; CHECK: Function {{[0-9]+}} [[HELPER]]
; CHECK: ULessThan
; CHECK: BranchConditional

; REV-LABEL: define spir_func void @shift_up(
; REV: %[[TMP:[0-9]+]] = alloca [40 x i8]
; REV: call void @llvm.lifetime.start.p0i8(i64 {{-?[0-9]+}}, i8* %{{[0-9]+}})
; REV: call void @llvm.memcpy.p0i8.p1i8.i64(i8* align 4 %{{[0-9]+}}, i8 addrspace(1)* align 4 %{{.*}}, i64 40, i1 false)
; REV: call void @llvm.memcpy.p1i8.p0i8.i64(i8 addrspace(1)* align 4 %{{.*}}, i8* align 4 %{{[0-9]+}}, i64 40, i1 false)
; REV: call void @llvm.lifetime.end.p0i8(i64 {{-?[0-9]+}}, i8* %{{[0-9]+}})
; REV-LABEL: define spir_kernel void @shift_any(
; REV-NEXT: %dst = getelementptr i8, i8 addrspace(1)* %buf, i64 3
; REV-NEXT: call void @llvm.memmove.p1i8.p1i8.i64(i8 addrspace(1)* %dst, i8 addrspace(1)* %buf, i64 %n, i1 false)
; REV-NEXT: ret void
; REV-NOT: llvm_spirv_rs

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

; Moves ten ints one place up: the ranges overlap in 36 bytes.
define spir_func void @shift_up(i32 addrspace(1)* %buf) {
  %d = getelementptr i32, i32 addrspace(1)* %buf, i64 1
  %dst = bitcast i32 addrspace(1)* %d to i8 addrspace(1)*
  %src = bitcast i32 addrspace(1)* %buf to i8 addrspace(1)*
  call void @llvm.memmove.p1i8.p1i8.i64(i8 addrspace(1)* align 4 %dst, i8 addrspace(1)* align 4 %src, i64 40, i1 false)
  ret void
}

define spir_kernel void @shift_any(i8 addrspace(1)* %buf, i64 %n) {
  %dst = getelementptr i8, i8 addrspace(1)* %buf, i64 3
  call void @llvm.memmove.p1i8.p1i8.i64(i8 addrspace(1)* %dst, i8 addrspace(1)* %buf, i64 %n, i1 false)
  ret void
}

declare void @llvm.memmove.p1i8.p1i8.i64(i8 addrspace(1)*, i8 addrspace(1)*, i64, i1)
