; Reverse: after the phis of a function are completed (the builder placed before a
; predecessor's terminator, which has a location), the next function's instructions get the
; locations of their own OpLine and DebugScope, not that terminator's (which would be in the
; wrong subprogram, and refused by the verifier).
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs -r %t.spv -o %t.rt.bc
; RUN: llvm-dis %t.rt.bc -o %t.rt.ll
; RUN: opt -verify -disable-output %t.rt.ll
; RUN: FileCheck %s < %t.rt.ll
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv

; CHECK: define spir_func i32 @choose(i1 %c, i32 %x) {{.*}}!dbg ![[SP1:[0-9]+]]
; CHECK: phi i32
; CHECK: define spir_func i32 @later(i32 %y) {{.*}}!dbg ![[SP2:[0-9]+]]
; CHECK-NEXT: entry:
; CHECK-NEXT: add i32 %y, 7, !dbg ![[L2:[0-9]+]]
; CHECK-DAG: ![[L2]] = !DILocation(line: 12, column: 5, scope: ![[SP2]])
; CHECK-DAG: ![[SP2]] = distinct !DISubprogram(name: "later"

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func i32 @choose(i1 %c, i32 %x) !dbg !5 {
entry:
  br i1 %c, label %yes, label %done, !dbg !8
yes:
  %d = mul i32 %x, 2, !dbg !9
  br label %done, !dbg !9
done:
  %r = phi i32 [ %x, %entry ], [ %d, %yes ]
  ret i32 %r, !dbg !10
}

define spir_func i32 @later(i32 %y) !dbg !11 {
entry:
  %z = add i32 %y, 7, !dbg !12
  ret i32 %z, !dbg !13
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "by hand", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "two.cl", directory: "/work")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = distinct !DISubprogram(name: "choose", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{!4, !4}
!8 = !DILocation(line: 2, column: 3, scope: !5)
!9 = !DILocation(line: 3, column: 7, scope: !5)
!10 = !DILocation(line: 4, column: 3, scope: !5)
!11 = distinct !DISubprogram(name: "later", scope: !1, file: !1, line: 11, type: !6, scopeLine: 11, spFlags: DISPFlagDefinition, unit: !0)
!12 = !DILocation(line: 12, column: 5, scope: !11)
!13 = !DILocation(line: 13, column: 5, scope: !11)
