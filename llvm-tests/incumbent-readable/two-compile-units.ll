; A module linked from two translation units has two DICompileUnits; we write a
; DebugCompilationUnit for each (every function keeps its own unit), valid SPIR-V. llvm-spirv-14
; keeps only the first unit when it translates such a module, and its reader adds its module
; flags ("Dwarf Version", "Debug Info Version") once per DebugCompilationUnit, which the LLVM
; verifier refuses as duplicates; so no valid form of two units is readable by it (pinned below;
; one unit is readable, checked too).
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.ll
; RUN: opt -verify -disable-output %t.rev.ll
; RUN: FileCheck %s --check-prefix=REV < %t.rev.ll
; RUN: not llvm-spirv-14 -r %t.spv -o %t.inc.bc 2>&1 | FileCheck %s --check-prefix=INCUMBENT
; RUN: sed -e 's/^!llvm.dbg.cu = !{!0, !10}/!llvm.dbg.cu = !{!0}/' -e '/^define spir_func i32 @second/,/^}/d' %s | llvm-as -o %t.one.bc
; RUN: llvm-spirv-rs %t.one.bc -o %t.one.spv
; RUN: spirv-val %t.one.spv
; RUN: llvm-spirv-14 -r %t.one.spv -o %t.one.inc.bc
; RUN: opt -verify -disable-output %t.one.inc.bc

; SPV-COUNT-2: DebugCompileUnit
; REV: !llvm.dbg.cu = !{![[#]], ![[#]]}
; REV-DAG: distinct !DICompileUnit({{.*}}file: ![[#A:]],
; REV-DAG: distinct !DICompileUnit({{.*}}file: ![[#B:]],
; REV-DAG: ![[#A]] = !DIFile(filename: "first.c"
; REV-DAG: ![[#B]] = !DIFile(filename: "second.cpp"
; INCUMBENT: module flag identifiers must be unique

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func i32 @first(i32 %x) !dbg !4 {
entry:
  ret i32 %x, !dbg !7
}

define spir_func i32 @second(i32 %x) !dbg !14 {
entry:
  %y = add i32 %x, 1, !dbg !17
  ret i32 %y, !dbg !17
}

!llvm.dbg.cu = !{!0, !10}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "by hand", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "first.c", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "first", scope: !1, file: !1, line: 1, type: !5, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 2, column: 3, scope: !4)
!10 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !11, producer: "by hand", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!11 = !DIFile(filename: "second.cpp", directory: "/src")
!14 = distinct !DISubprogram(name: "second", scope: !11, file: !11, line: 5, type: !5, scopeLine: 5, spFlags: DISPFlagDefinition, unit: !10)
!17 = !DILocation(line: 6, column: 3, scope: !14)
