; llvm.memset/memcpy/memmove.element.unordered.atomic (LangRef 14): the length is a multiple of
; the immarg element_size (a power of two), and each element is stored (and, for the copies,
; loaded) by one unordered atomic access of element_size bytes. OpenCL's SPIR-V atomics
; (OpAtomicLoad, OpAtomicStore) take 32- or 64-bit integers only, so element sizes 4 and 8 are
; translated (element-atomic-semantics.ll) and any other size is refused with an error naming
; the intrinsic, the function and the size, never translated with another meaning (byte-wise
; or OpCopyMemorySized accesses are not one atomic access per element), and no output is
; written: here 1 (memset), 2 (memcpy) and 16 (memmove). llvm-spirv-14 refuses all three
; intrinsics whatever the size, in the wording kept here.
; RUN: sed -e 's/^;SET //' %s | llvm-as -o %t.set.bc
; RUN: not llvm-spirv-rs %t.set.bc -o %t.set.spv 2>&1 | FileCheck %s --check-prefix=SET
; RUN: not test -e %t.set.spv
; RUN: sed -e 's/^;CPY //' %s | llvm-as -o %t.cpy.bc
; RUN: not llvm-spirv-rs %t.cpy.bc -o %t.cpy.spv 2>&1 | FileCheck %s --check-prefix=CPY
; RUN: not test -e %t.cpy.spv
; RUN: sed -e 's/^;MOV //' %s | llvm-as -o %t.mov.bc
; RUN: not llvm-spirv-rs %t.mov.bc -o %t.mov.spv 2>&1 | FileCheck %s --check-prefix=MOV
; RUN: not test -e %t.mov.spv

; SET: 'fill'
; SET-SAME: InvalidFunctionCall: Unexpected llvm intrinsic:
; SET-NEXT: llvm.memset.element.unordered.atomic.p1i8.i64{{$}}
; SET-NEXT: element_size 1: each element must be one atomic access, and OpenCL's SPIR-V atomics (OpAtomicLoad, OpAtomicStore) are 4 or 8 bytes wide
; CPY: Unexpected llvm intrinsic:
; CPY-NEXT: llvm.memcpy.element.unordered.atomic.p1i8.p1i8.i64{{$}}
; CPY-NEXT: element_size 2:
; MOV: Unexpected llvm intrinsic:
; MOV-NEXT: llvm.memmove.element.unordered.atomic.p1i8.p1i8.i64{{$}}
; MOV-NEXT: element_size 16:

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @fill(i8 addrspace(1)* %p, i8 addrspace(1)* %q, i8 %v, i64 %n) {
entry:
;SET  call void @llvm.memset.element.unordered.atomic.p1i8.i64(i8 addrspace(1)* align 1 %p, i8 %v, i64 16, i32 1)
;CPY  call void @llvm.memcpy.element.unordered.atomic.p1i8.p1i8.i64(i8 addrspace(1)* align 2 %p, i8 addrspace(1)* align 2 %q, i64 %n, i32 2)
;MOV  call void @llvm.memmove.element.unordered.atomic.p1i8.p1i8.i64(i8 addrspace(1)* align 16 %p, i8 addrspace(1)* align 16 %q, i64 %n, i32 16)
  ret void
}

declare void @llvm.memset.element.unordered.atomic.p1i8.i64(i8 addrspace(1)* nocapture writeonly, i8, i64, i32 immarg)
declare void @llvm.memcpy.element.unordered.atomic.p1i8.p1i8.i64(i8 addrspace(1)* nocapture writeonly, i8 addrspace(1)* nocapture readonly, i64, i32 immarg)
declare void @llvm.memmove.element.unordered.atomic.p1i8.p1i8.i64(i8 addrspace(1)* nocapture writeonly, i8 addrspace(1)* nocapture readonly, i64, i32 immarg)
