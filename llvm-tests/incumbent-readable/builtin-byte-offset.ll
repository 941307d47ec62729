; A BuiltIn variable read through a byte offset (the vector cast to i8*, a GEP of 16 bytes, cast
; back to i64*): valid SPIR-V (OpBitcast and OpPtrAccessChain of the variable). llvm-spirv-14 -r
; replaces BuiltIn variables by builtin calls and knows only a few shapes of their use (a load
; of the whole vector; not even an OpPtrAccessChain into it in a kernel); this one makes it fail
; ("Unexpected pattern!"), also on its own output of this module. Writing the read as a load of
; the vector would change what the input says (a byte offset, which need not fall on an
; element), so ours keeps it (pinned below); a load of the vector is readable by it, checked.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.ll
; RUN: opt -verify -disable-output %t.rev.ll
; RUN: not --crash llvm-spirv-14 -r %t.spv -o %t.inc.bc 2>&1 | FileCheck %s --check-prefix=INCUMBENT
; RUN: llvm-spirv-14 %t.bc -o %t.inc.spv
; RUN: not --crash llvm-spirv-14 -r %t.inc.spv -o %t.inc.bc 2>&1 | FileCheck %s --check-prefix=INCUMBENT
; RUN: sed -n -e 's/^;ELEM //p' %s | llvm-as -o %t.elem.bc
; RUN: llvm-spirv-rs %t.elem.bc -o %t.elem.spv
; RUN: spirv-val %t.elem.spv
; RUN: llvm-spirv-14 -r %t.elem.spv -o %t.elem.inc.bc
; RUN: opt -verify -disable-output %t.elem.inc.bc

; SPV: Decorate [[WG:[0-9]+]] BuiltIn 25
; SPV: Bitcast [[#]] [[B:[0-9]+]] [[WG]]
; SPV: PtrAccessChain [[#]] [[#]] [[B]] [[#]]
; INCUMBENT: Unexpected pattern!

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

@__spirv_BuiltInWorkgroupSize = external addrspace(1) constant <3 x i64>, align 32

define spir_kernel void @z_size(i64 addrspace(1)* %out) {
entry:
  %b = bitcast <3 x i64> addrspace(1)* @__spirv_BuiltInWorkgroupSize to i8 addrspace(1)*
  %p = getelementptr i8, i8 addrspace(1)* %b, i64 16
  %q = bitcast i8 addrspace(1)* %p to i64 addrspace(1)*
  %z = load i64, i64 addrspace(1)* %q, align 16
  store i64 %z, i64 addrspace(1)* %out, align 8
  ret void
}

;ELEM target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
;ELEM target triple = "spir64-unknown-unknown"
;ELEM @__spirv_BuiltInWorkgroupSize = external addrspace(1) constant <3 x i64>, align 32
;ELEM define spir_kernel void @z_size(i64 addrspace(1)* %out) {
;ELEM entry:
;ELEM   %v = load <3 x i64>, <3 x i64> addrspace(1)* @__spirv_BuiltInWorkgroupSize, align 32
;ELEM   %z = extractelement <3 x i64> %v, i32 2
;ELEM   store i64 %z, i64 addrspace(1)* %out, align 8
;ELEM   ret void
;ELEM }
