; A loop whose !llvm.loop carries no hint the loop controls express (only
; llvm.loop.mustprogress, only the source locations clang adds with -g, or nothing but the
; self-reference) gets no OpLoopMerge: there is no loop control to carry, and a Kernel module
; needs no structured merge (llvm-spirv writes none either). A loop with a hint (unroll.enable →
; Unroll, unroll.disable → DontUnroll) keeps its OpLoopMerge.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o %t.spt
; RUN: FileCheck %s < %t.spt
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv

; CHECK-COUNT-2: LoopMerge {{[0-9]+}} {{[0-9]+}} {{[12]}}{{ *$}}
; CHECK-NOT: LoopMerge

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func void @loops(i32 %n) !dbg !20 {
entry:
  br label %h1
h1:
  %i = phi i32 [ 0, %entry ], [ %i1, %b1 ]
  %c1 = icmp slt i32 %i, %n
  br i1 %c1, label %b1, label %e1
b1:
  %i1 = add i32 %i, 1
  br label %h1, !llvm.loop !0
e1:
  br label %h2
h2:
  %j = phi i32 [ 0, %e1 ], [ %j1, %b2 ]
  %c2 = icmp slt i32 %j, %n
  br i1 %c2, label %b2, label %e2
b2:
  %j1 = add i32 %j, 1
  br label %h2, !llvm.loop !2
e2:
  br label %h3
h3:
  %k = phi i32 [ 0, %e2 ], [ %k1, %b3 ]
  %c3 = icmp slt i32 %k, %n
  br i1 %c3, label %b3, label %e3
b3:
  %k1 = add i32 %k, 1
  br label %h3, !llvm.loop !3
e3:
  br label %h4
h4:
  %l = phi i32 [ 0, %e3 ], [ %l1, %b4 ]
  %c4 = icmp slt i32 %l, %n
  br i1 %c4, label %b4, label %e4
b4:
  %l1 = add i32 %l, 1
  br label %h4, !llvm.loop !6
e4:
  br label %h5
h5:
  %m = phi i32 [ 0, %e4 ], [ %m1, %b5 ]
  %c5 = icmp slt i32 %m, %n
  br i1 %c5, label %b5, label %e5
b5:
  %m1 = add i32 %m, 1
  br label %h5, !llvm.loop !8
e5:
  ret void
}

!llvm.dbg.cu = !{!10}
!llvm.module.flags = !{!13, !14}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
!2 = distinct !{!2}
!3 = distinct !{!3, !4, !5}
!4 = !DILocation(line: 3, column: 3, scope: !20)
!5 = !DILocation(line: 4, column: 3, scope: !20)
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.unroll.enable"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.unroll.disable"}
!10 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !11, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!11 = !DIFile(filename: "loops.cl", directory: "/tmp")
!13 = !{i32 7, !"Dwarf Version", i32 4}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!20 = distinct !DISubprogram(name: "loops", scope: !11, file: !11, line: 1, type: !21, scopeLine: 1, unit: !10, spFlags: DISPFlagDefinition)
!21 = !DISubroutineType(types: !22)
!22 = !{null}
