; A phi whose predecessor reaches it over several switch edges (the default and two cases): LLVM
; lists that predecessor once per edge. SPIR-V's OpPhi names each parent block once, and a reader
; that rebuilds LLVM from it (llvm-spirv-14 -r) then has too few phi entries; so every edge after
; the first gets a block of its own that only branches on, and the phi lists each with the same
; value. Also when the shared target is a loop header that comes before the switch (its phi is
; written before the edge blocks exist). Both readers, ours and the incumbent's, give one
; entry per edge back, and the result passes the verifier.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: %S/../Inputs/incumbent-reads.sh %t.spv
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.ll
; RUN: opt -verify -disable-output %t.rev.ll
; RUN: FileCheck %s --check-prefix=REV < %t.rev.ll

; CHECK-LABEL: %edges = OpFunction
; CHECK: OpSwitch %x %join 3 %[[E1:[0-9]+]] 5 %[[E2:[0-9]+]] 9 %odd
; CHECK-NEXT: %[[E1]] = OpLabel
; CHECK-NEXT: OpBranch %join
; CHECK-NEXT: %[[E2]] = OpLabel
; CHECK-NEXT: OpBranch %join
; CHECK: %join = OpLabel
; CHECK-NEXT: %r = OpPhi %uint %[[ONE:[a-z0-9_]+]] %from %[[ONE]] %[[E1]] %[[ONE]] %[[E2]] %{{[a-z0-9_]+}} %odd{{ *$}}

; CHECK-LABEL: %loop = OpFunction
; CHECK: %header = OpLabel
; CHECK-NEXT: %i = OpPhi %uint %{{[a-z0-9_]+}} %entry %next %latch %next %[[B1:[0-9]+]]{{ *$}}
; CHECK: %latch = OpLabel
; CHECK: OpSwitch %m %exit 0 %header 1 %[[B1]]
; CHECK-NEXT: %[[B1]] = OpLabel
; CHECK-NEXT: OpBranch %header

; REV-LABEL: define spir_func i32 @edges
; REV: switch i32 %x, label %join [
; REV: phi i32 [ 1, %from ], [ 1, %[[A:[0-9]+]] ], [ 1, %[[B:[0-9]+]] ], [ 2, %odd ]
; REV-LABEL: define spir_func i32 @loop
; REV: header:
; REV-NEXT: %i = phi i32 [ 0, %entry ], [ %next, %latch ], [ %next, %{{[0-9]+}} ]

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

define spir_func i32 @loop(i32 %n) {
entry:
  br label %header
header:
  %i = phi i32 [ 0, %entry ], [ %next, %latch ], [ %next, %latch ]
  %next = add i32 %i, 1
  br label %latch
latch:
  %m = urem i32 %next, 4
  switch i32 %m, label %exit [
    i32 0, label %header
    i32 1, label %header
  ]
exit:
  ret i32 %next
}
