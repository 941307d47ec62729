; The reverse writes the same debug locations to bitcode and to assembly: written as bitcode
; only, the instructions' locations are distinct nodes the translation shares (one per line,
; column, scope and inlined-at in a function); printed as assembly they are LLVM's uniqued
; nodes (no `distinct !DILocation`). Locations recur here next to each other (line 4), after
; another one (line 3 again) and in two functions (line 9 with each its own scope); the two
; outputs disassemble to the same module.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.ll
; RUN: llvm-dis %t.rev.bc -o %t.dis.ll
; RUN: FileCheck %s < %t.rev.ll
; RUN: FileCheck %s < %t.dis.ll
; RUN: diff <(grep -v '^; ModuleID' %t.rev.ll) <(grep -v '^; ModuleID' %t.dis.ll)
; CHECK-NOT: distinct !DILocation
; CHECK-LABEL: define spir_func i32 @f(
; CHECK: add i32 {{.*}}, !dbg ![[L3:[0-9]+]]
; CHECK-NEXT: mul i32 {{.*}}, !dbg ![[L4:[0-9]+]]
; CHECK-NEXT: mul i32 {{.*}}, !dbg ![[L4]]
; CHECK-NEXT: sub i32 {{.*}}, !dbg ![[L3]]
; CHECK-NEXT: ret i32 {{.*}}, !dbg ![[F9:[0-9]+]]
; CHECK-LABEL: define spir_func i32 @g(
; CHECK: add i32 {{.*}}, !dbg ![[G9:[0-9]+]]
; CHECK-NEXT: ret i32 {{.*}}, !dbg ![[G9]]
; CHECK-DAG: ![[L3]] = !DILocation(line: 3, column: 7, scope: ![[SF:[0-9]+]])
; CHECK-DAG: ![[L4]] = !DILocation(line: 4, column: 5, scope: ![[SF]])
; CHECK-DAG: ![[F9]] = !DILocation(line: 9, column: 1, scope: ![[SF]])
; CHECK-DAG: ![[G9]] = !DILocation(line: 9, column: 1, scope: ![[SG:[0-9]+]])
; CHECK-DAG: ![[SF]] = distinct !DISubprogram(name: "f"
; CHECK-DAG: ![[SG]] = distinct !DISubprogram(name: "g"

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func i32 @f(i32 %a, i32 %b) !dbg !6 {
entry:
  %s = add i32 %a, %b, !dbg !10
  %m = mul i32 %s, %a, !dbg !11
  %n = mul i32 %m, %b, !dbg !11
  %d = sub i32 %n, %s, !dbg !10
  ret i32 %d, !dbg !12
}

define spir_func i32 @g(i32 %a) !dbg !13 {
entry:
  %s = add i32 %a, 1, !dbg !14
  ret i32 %s, !dbg !14
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "test", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !2)
!1 = !DIFile(filename: "locations.cl", directory: "/src")
!2 = !{}
!3 = !{i32 2, !"Dwarf Version", i32 4}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !DISubroutineType(types: !2)
!6 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !5, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !2)
!10 = !DILocation(line: 3, column: 7, scope: !6)
!11 = !DILocation(line: 4, column: 5, scope: !6)
!12 = !DILocation(line: 9, column: 1, scope: !6)
!13 = distinct !DISubprogram(name: "g", scope: !1, file: !1, line: 8, type: !5, scopeLine: 8, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !2)
!14 = !DILocation(line: 9, column: 1, scope: !13)
