; SPV-IR calls whose instruction answers a struct take the result through an `sret` first
; argument (the SPIR calling convention for aggregates): forward, the instruction on the other
; arguments is stored through that pointer. Reverse, OpISubBorrow/OpIAddCarry become
; llvm.usub/uadd.with.overflow (the flag widened into the struct's second member) and
; OpSMulExtended, which has no LLVM counterpart, an `sret` call into an entry-block temporary.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.ll
; RUN: opt -verify -disable-output %t.rev.ll
; RUN: FileCheck %s --check-prefix=REV < %t.rev.ll
; RUN: llvm-spirv-rs %t.rev.ll -o %t.again.spv
; RUN: spirv-val %t.again.spv

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

%pair16 = type { i16, i16 }
%wide2 = type { <2 x i64>, <2 x i64> }

; SPV-DAG: TypeInt [[S:[0-9]+]] 16 0
; SPV-DAG: TypeStruct [[P16:[0-9]+]] [[S]] [[S]]
; SPV-DAG: TypeStruct [[W2:[0-9]+]] [[V:[0-9]+]] [[V]]
; SPV: ISubBorrow [[P16]] [[B:[0-9]+]]
; SPV-NEXT: Store {{[0-9]+}} [[B]]
; SPV: SMulExtended [[W2]] [[M:[0-9]+]]
; SPV-NEXT: Store {{[0-9]+}} [[M]]

; REV-LABEL: define spir_func i16 @borrow(i16 %x, i16 %y)
; REV: [[R:%[0-9]+]] = call { i16, i1 } @llvm.usub.with.overflow.i16(i16 %x, i16 %y)
; REV: [[F:%[0-9]+]] = extractvalue { i16, i1 } [[R]], 1
; REV: [[W:%[0-9]+]] = zext i1 [[F]] to i16
; REV: insertvalue %pair16 {{%[0-9]+}}, i16 [[W]], 1
; REV-LABEL: define spir_func void @mul_hi_lo(
; REV: [[T:%[0-9]+]] = alloca %wide2
; REV: call spir_func void @_Z20__spirv_SMulExtendedDv2_lS_(%wide2* sret(%wide2) [[T]], <2 x i64> %a, <2 x i64> %b)
; REV: load %wide2, %wide2* [[T]]
; REV: declare spir_func void @_Z20__spirv_SMulExtendedDv2_lS_(%wide2* sret(%wide2), <2 x i64>, <2 x i64>)

define spir_func i16 @borrow(i16 %x, i16 %y) {
entry:
  %slot = alloca %pair16, align 2
  call spir_func void @_Z18__spirv_ISubBorrowss(%pair16* sret(%pair16) %slot, i16 %x, i16 %y)
  %p = getelementptr inbounds %pair16, %pair16* %slot, i32 0, i32 1
  %b = load i16, i16* %p, align 2
  ret i16 %b
}

define spir_func void @mul_hi_lo(<2 x i64> %a, <2 x i64> %b, %wide2 addrspace(1)* %out) {
entry:
  %g = addrspacecast %wide2 addrspace(1)* %out to %wide2 addrspace(4)*
  call spir_func void @_Z20__spirv_SMulExtendedDv2_lS_(%wide2 addrspace(4)* sret(%wide2) %g, <2 x i64> %a, <2 x i64> %b)
  ret void
}

declare spir_func void @_Z18__spirv_ISubBorrowss(%pair16* sret(%pair16), i16, i16)
declare spir_func void @_Z20__spirv_SMulExtendedDv2_lS_(%wide2 addrspace(4)* sret(%wide2), <2 x i64>, <2 x i64>)
