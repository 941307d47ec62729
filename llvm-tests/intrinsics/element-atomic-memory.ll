; llvm.memset/memcpy/memmove.element.unordered.atomic (LangRef 14): the length is a multiple of
; the immarg element_size, and each element is stored (and, for the copies, loaded) by one
; unordered atomic access of element_size bytes. Their fourth operand is that element size, not
; a volatile flag, and neither the byte-wise helpers nor OpCopyMemorySized write elements
; atomically: each of the three is refused with an error naming the intrinsic and the
; function, in llvm-spirv's wording for an intrinsic it does not translate (never translated
; with another meaning), and no output is written. --spirv-allow-unknown-intrinsics makes it a
; call of the declared intrinsic, as for other intrinsics it allows.
; RUN: sed -e 's/^;SET //' %s | llvm-as -o %t.set.bc
; RUN: not llvm-spirv-rs %t.set.bc -o %t.set.spv 2>&1 | FileCheck %s --check-prefix=SET
; RUN: not test -e %t.set.spv
; RUN: sed -e 's/^;CPY //' %s | llvm-as -o %t.cpy.bc
; RUN: not llvm-spirv-rs %t.cpy.bc -o %t.cpy.spv 2>&1 | FileCheck %s --check-prefix=CPY
; RUN: sed -e 's/^;MOV //' %s | llvm-as -o %t.mov.bc
; RUN: not llvm-spirv-rs %t.mov.bc -o %t.mov.spv 2>&1 | FileCheck %s --check-prefix=MOV
; RUN: llvm-spirv-rs %t.set.bc --spirv-allow-unknown-intrinsics=llvm.memset.element -o %t.imp.spv
; RUN: spirv-val %t.imp.spv
; RUN: llvm-spirv-rs %t.imp.spv -to-text -o - | FileCheck %s --check-prefix=IMP

; SET: 'fill'
; SET-SAME: InvalidFunctionCall: Unexpected llvm intrinsic:
; SET-NEXT: llvm.memset.element.unordered.atomic.p1i8.i64{{$}}
; CPY: Unexpected llvm intrinsic:
; CPY-NEXT: llvm.memcpy.element.unordered.atomic.p1i8.p1i8.i64{{$}}
; MOV: Unexpected llvm intrinsic:
; MOV-NEXT: llvm.memmove.element.unordered.atomic.p1i8.p1i8.i64{{$}}
; IMP: Name [[F:[0-9]+]] "llvm.memset.element.unordered.atomic.p1i8.i64"
; IMP: LinkageAttributes "llvm.memset.element.unordered.atomic.p1i8.i64" Import
; IMP: FunctionCall {{[0-9]+}} {{[0-9]+}} [[F]]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @fill(i8 addrspace(1)* %p, i8 addrspace(1)* %q, i8 %v, i64 %n) {
entry:
;SET  call void @llvm.memset.element.unordered.atomic.p1i8.i64(i8 addrspace(1)* align 4 %p, i8 %v, i64 16, i32 4)
;CPY  call void @llvm.memcpy.element.unordered.atomic.p1i8.p1i8.i64(i8 addrspace(1)* align 8 %p, i8 addrspace(1)* align 8 %q, i64 %n, i32 8)
;MOV  call void @llvm.memmove.element.unordered.atomic.p1i8.p1i8.i64(i8 addrspace(1)* align 4 %p, i8 addrspace(1)* align 4 %q, i64 %n, i32 4)
  ret void
}

declare void @llvm.memset.element.unordered.atomic.p1i8.i64(i8 addrspace(1)* nocapture writeonly, i8, i64, i32 immarg)
declare void @llvm.memcpy.element.unordered.atomic.p1i8.p1i8.i64(i8 addrspace(1)* nocapture writeonly, i8 addrspace(1)* nocapture readonly, i64, i32 immarg)
declare void @llvm.memmove.element.unordered.atomic.p1i8.p1i8.i64(i8 addrspace(1)* nocapture writeonly, i8 addrspace(1)* nocapture readonly, i64, i32 immarg)
