; A pointer to i1 is a pointer like any other: bitcasts to and from it are OpBitcast
; between pointer types (only i1 values themselves are OpTypeBool and need selects or
; comparisons to change type), and loads and stores through it are plain.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: opt -verify %t.rev.bc -o /dev/null
; RUN: llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM

; CHECK-DAG: TypeBool [[BOOL:[0-9]+]]
; CHECK-DAG: TypePointer [[PBOOL:[0-9]+]] 7 [[BOOL]]
; CHECK: Bitcast [[PBOOL]] [[Q:[0-9]+]]
; CHECK: Load [[BOOL]] {{[0-9]+}} [[Q]]
; CHECK: Store [[Q]]
; CHECK: Bitcast

; LLVM: bitcast i32* %p to i1*
; LLVM: load i1, i1*
; LLVM: store i1
; LLVM: bitcast i1* %q to float*

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func void @f(i32* %p, i1 %v) {
entry:
  %q = bitcast i32* %p to i1*
  %l = load i1, i1* %q
  %x = xor i1 %l, %v
  store i1 %x, i1* %q
  %r = bitcast i1* %q to float*
  store float 1.0, float* %r
  ret void
}
