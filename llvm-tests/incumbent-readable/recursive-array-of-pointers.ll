; A struct that reaches itself through an array of pointers to it. SPIR-V can write the cycle only
; with OpTypeForwardPointer (a pointer type used before its struct is declared); llvm-spirv-14 -r
; asserts in SPIRVModuleImpl::getEntry when an array's element is such a forward pointer, also on
; its own output of this module, so no valid form is readable by it (pinned below; a cycle
; through a struct member alone, without the array, is readable by it).
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.ll
; RUN: opt -verify -disable-output %t.rev.ll
; RUN: FileCheck %s --check-prefix=REV < %t.rev.ll
; RUN: not --crash llvm-spirv-14 -r %t.spv -o %t.inc.bc 2>&1 | FileCheck %s --check-prefix=INCUMBENT
; RUN: llvm-spirv-14 %t.bc -o %t.inc.spv
; RUN: not --crash llvm-spirv-14 -r %t.inc.spv -o %t.inc.bc 2>&1 | FileCheck %s --check-prefix=INCUMBENT
; RUN: sed -e 's/\[2 x %Ring addrspace(1)\*\]/%Ring addrspace(1)*/' %s | llvm-as -o %t.member.bc
; RUN: llvm-spirv-rs %t.member.bc -o %t.member.spv
; RUN: spirv-val %t.member.spv
; RUN: llvm-spirv-14 -r %t.member.spv -o %t.member.inc.bc
; RUN: opt -verify -disable-output %t.member.inc.bc

; SPV: TypeForwardPointer [[P:[0-9]+]] 5
; SPV: TypeArray [[A:[0-9]+]] [[P]]
; SPV: TypeStruct [[S:[0-9]+]] {{[0-9]+}} [[A]]
; SPV: TypePointer [[P]] 5 [[S]]
; REV: %Ring = type { i32, [2 x %Ring addrspace(1)*] }
; INCUMBENT: llvm-spirv-14: {{.*}}SPIRVModuleImpl::getEntry{{.*}}Assertion `Loc != IdEntryMap.end() && "Id is not in map"'

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

%Ring = type { i32, [2 x %Ring addrspace(1)*] }

define spir_kernel void @walk(%Ring addrspace(1)* %r, i32 addrspace(1)* %out) {
entry:
  %p = getelementptr inbounds %Ring, %Ring addrspace(1)* %r, i64 0, i32 0
  %v = load i32, i32 addrspace(1)* %p, align 4
  store i32 %v, i32 addrspace(1)* %out, align 4
  ret void
}
