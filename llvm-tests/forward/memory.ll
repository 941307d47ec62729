; Memory: loads and stores with Volatile (1), Aligned (2) and Nontemporal (4) access;
; allocas → Function variables at the top of the entry block (Alignment decoration; a
; constant count > 1 allocates an array whose address is cast to the element pointer);
; getelementptr → InBoundsPtrAccessChain / PtrAccessChain.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-14 -r %t.spv -o %t.rev.bc
; RUN: opt -verify %t.rev.bc -o /dev/null

; CHECK-DAG: Name [[X:[0-9]+]] "x"
; CHECK-DAG: Name [[LATE:[0-9]+]] "late"
; CHECK-DAG: Name [[ARR:[0-9]+]] "arr"
; CHECK-DAG: Decorate [[X]] Alignment 4
; CHECK-DAG: Decorate [[LATE]] Alignment 8
; CHECK-DAG: TypeInt [[I32:[0-9]+]] 32 0
; CHECK-DAG: TypeInt [[I64:[0-9]+]] 64 0
; CHECK-DAG: Constant [[I64]] [[FOUR:[0-9]+]] 4 0
; CHECK-DAG: TypeArray [[A4:[0-9]+]] [[I32]] [[FOUR]]
; CHECK-DAG: TypePointer [[PA4:[0-9]+]] 7 [[A4]]
; CHECK: Label
; CHECK-NEXT: Variable {{[0-9]+}} [[X]] 7
; CHECK-NEXT: Variable {{[0-9]+}} [[LATE]] 7
; CHECK-NEXT: Variable [[PA4]] [[ARRV:[0-9]+]] 7
; CHECK-NEXT: Bitcast {{[0-9]+}} [[ARR]] [[ARRV]]
; CHECK: Store [[X]] {{[0-9]+}} 2 4
; CHECK: Load [[I32]] {{[0-9]+}} [[X]] 3 4
; CHECK: Store [[X]] {{[0-9]+}} 3 4
; CHECK: Load [[I32]] {{[0-9]+}} {{[0-9]+}} 6 4
; CHECK: Store {{[0-9]+}} {{[0-9]+}} 6 4
; CHECK: InBoundsPtrAccessChain {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} {{[0-9]+}}
; CHECK: PtrAccessChain {{[0-9]+}} {{[0-9]+}} [[ARR]]
; CHECK: LifetimeStart {{[0-9]+}} 16
; CHECK: LifetimeStop {{[0-9]+}} 16

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

%struct.S = type { i32, [4 x float] }

define spir_func float @memory(i32 addrspace(1)* %p, %struct.S addrspace(1)* %s, i1 %c) {
entry:
  %x = alloca i32, align 4
  store i32 1, i32* %x, align 4
  %v = load volatile i32, i32* %x, align 4
  store volatile i32 %v, i32* %x, align 4
  %n = load i32, i32 addrspace(1)* %p, align 4, !nontemporal !0
  store i32 %n, i32 addrspace(1)* %p, align 4, !nontemporal !0
  %f = getelementptr inbounds %struct.S, %struct.S addrspace(1)* %s, i64 1, i32 1, i64 2
  %fv = load float, float addrspace(1)* %f, align 4
  br i1 %c, label %more, label %done

more:
  %late = alloca i64, align 8
  %arr = alloca i32, i32 4, align 4
  %e = getelementptr i32, i32* %arr, i64 3
  store i32 %n, i32* %e, align 4
  %b = bitcast i32* %arr to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* %b)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* %b)
  br label %done

done:
  ret float %fv
}

declare void @llvm.lifetime.start.p0i8(i64, i8*)
declare void @llvm.lifetime.end.p0i8(i64, i8*)

!0 = !{i32 1}
