; Phis keep their locations: the forward writes DebugScope and OpLine before an OpPhi that has
; one (a line-0 location too), and DebugNoScope/OpNoLine before a phi without one that follows;
; the reverse gives a phi the location those give in its block. A block whose phis come
; without any line leaves them without location.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs -r %t.spv -o %t.rt.bc
; RUN: llvm-dis %t.rt.bc -o %t.rt.ll
; RUN: opt -verify -disable-output %t.rt.ll
; RUN: FileCheck %s < %t.rt.ll
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv

; SPV: ShiftLeftLogical
; SPV: Label
; SPV-NEXT: ExtInst {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} DebugScope
; SPV-NEXT: Line {{[0-9]+}} 7 9
; SPV-NEXT: Phi {{[0-9]+}} [[P1:[0-9]+]]
; SPV-NEXT: Line {{[0-9]+}} 0 0
; SPV-NEXT: Phi {{[0-9]+}} [[P2:[0-9]+]]
; SPV-NEXT: NoLine
; SPV-NEXT: ExtInst {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} DebugNoScope
; SPV-NEXT: Phi {{[0-9]+}} [[P3:[0-9]+]]
; SPV: Label
; SPV-NEXT: Phi

; CHECK-LABEL: define spir_func i32 @pick(
; CHECK: %first = phi i32 [ %x, %entry ], [ %twice, %yes ], !dbg ![[L1:[0-9]+]]
; CHECK-NEXT: %second = phi i32 [ 1, %entry ], [ 2, %yes ], !dbg ![[L0:[0-9]+]]
; CHECK-NEXT: %third = phi i32 [ 3, %entry ], [ 4, %yes ]{{$}}
; CHECK: %again = phi i32 [ %sum, %join ], [ %again.next, %loop ]{{$}}
; CHECK-DAG: ![[L1]] = !DILocation(line: 7, column: 9, scope: ![[SP:[0-9]+]])
; CHECK-DAG: ![[L0]] = !DILocation(line: 0, scope: ![[SP]])

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func i32 @pick(i1 %c, i32 %x) !dbg !5 {
entry:
  br i1 %c, label %yes, label %join, !dbg !8
yes:
  %twice = shl i32 %x, 1, !dbg !9
  br label %join, !dbg !9
join:
  %first = phi i32 [ %x, %entry ], [ %twice, %yes ], !dbg !10
  %second = phi i32 [ 1, %entry ], [ 2, %yes ], !dbg !11
  %third = phi i32 [ 3, %entry ], [ 4, %yes ]
  %s1 = add i32 %first, %second, !dbg !12
  %sum = add i32 %s1, %third, !dbg !12
  br label %loop, !dbg !12
loop:
  %again = phi i32 [ %sum, %join ], [ %again.next, %loop ]
  %again.next = add i32 %again, -1, !dbg !13
  %more = icmp sgt i32 %again.next, 0, !dbg !13
  br i1 %more, label %loop, label %out, !dbg !13
out:
  ret i32 %again.next, !dbg !14
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "by hand", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "pick.cl", directory: "/work")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = distinct !DISubprogram(name: "pick", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{!4, !4}
!8 = !DILocation(line: 3, column: 3, scope: !5)
!9 = !DILocation(line: 4, column: 11, scope: !5)
!10 = !DILocation(line: 7, column: 9, scope: !5)
!11 = !DILocation(line: 0, scope: !5)
!12 = !DILocation(line: 8, column: 5, scope: !5)
!13 = !DILocation(line: 10, column: 7, scope: !5)
!14 = !DILocation(line: 12, column: 3, scope: !5)
