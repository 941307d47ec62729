; A phi whose predecessor reaches it over several switch edges (the default and two cases): LLVM
; lists that predecessor once per edge, SPIR-V's OpPhi once per parent block (spirv-val rejects
; repeats). Our reverse restores one entry per edge (llvm-spirv-14 -r does not: its result fails
; the verifier, so the round trip here uses ours).
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.ll
; RUN: opt -verify -disable-output %t.rev.ll
; RUN: FileCheck %s --check-prefix=REV < %t.rev.ll

; CHECK: Switch {{[0-9]+}} [[JOIN:[0-9]+]] 3 [[JOIN]] 5 [[JOIN]] 9 [[ODD:[0-9]+]]
; CHECK: Label [[ODD]]
; CHECK: Label [[JOIN]]
; CHECK-NEXT: Phi {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} [[ODD]]{{ *$}}

; REV: switch i32 %x, label %[[JOIN:[a-z0-9.]+]] [
; REV: phi i32 [ 1, %[[FROM:[a-z0-9.]+]] ], [ 1, %[[FROM]] ], [ 1, %[[FROM]] ], [ 2, %{{[a-z0-9.]+}} ]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func i32 @edges(i32 %x) {
from:
  switch i32 %x, label %join [
    i32 3, label %join
    i32 5, label %join
    i32 9, label %odd
  ]
odd:
  br label %join
join:
  %r = phi i32 [ 1, %from ], [ 1, %from ], [ 1, %from ], [ 2, %odd ]
  ret i32 %r
}
