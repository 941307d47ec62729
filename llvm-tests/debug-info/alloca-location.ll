; The location of an alloca (a function-scope variable): its OpVariable is preceded by an
; OpLine, which (with OpNoLine) is all SPIR-V allows among the variables at the top of the entry
; block; an alloca without a location after one with it gets OpNoLine, and so does the end of
; the variables. No DebugScope may go there, so the reverse gives the alloca its line and column
; in the function's own scope (the lexical block of the original is a limit of that rule).
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.ll
; RUN: opt -verify -disable-output %t.rev.ll
; RUN: FileCheck %s --check-prefix=LL < %t.rev.ll

; SPV: Function
; SPV: Label
; SPV-NEXT: Line [[#FILE:]] 4 7
; SPV-NEXT: Variable [[#]] [[#X:]] 7
; SPV-NEXT: NoLine
; SPV-NEXT: Variable [[#]] [[#U:]] 7
; SPV-NEXT: Line [[#FILE]] 5 9
; SPV-NEXT: Variable [[#]] [[#Y:]] 7
; SPV-NEXT: NoLine

; LL: %x = alloca i32, align 4, !dbg ![[LX:[0-9]+]]
; LL-NEXT: %u = alloca i32, align 4{{$}}
; LL-NEXT: %y = alloca float, align 4, !dbg ![[LY:[0-9]+]]
; LL-DAG: ![[LX]] = !DILocation(line: 4, column: 7, scope: ![[SP:[0-9]+]])
; LL-DAG: ![[LY]] = !DILocation(line: 5, column: 9, scope: ![[SP]])
; LL-DAG: ![[SP]] = distinct !DISubprogram(name: "f"

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func i32 @f(i32 %a) !dbg !5 {
entry:
  %x = alloca i32, align 4, !dbg !10
  %u = alloca i32, align 4
  %y = alloca float, align 4, !dbg !11
  store i32 %a, i32* %x, align 4, !dbg !12
  %v = load i32, i32* %x, align 4, !dbg !12
  ret i32 %v, !dbg !12
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "vars.cl", directory: "/tmp")
!3 = !{i32 2, !"Dwarf Version", i32 4}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{!8, !8}
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = distinct !DILexicalBlock(scope: !5, file: !1, line: 3, column: 3)
!10 = !DILocation(line: 4, column: 7, scope: !9)
!11 = !DILocation(line: 5, column: 9, scope: !5)
!12 = !DILocation(line: 6, column: 3, scope: !5)
