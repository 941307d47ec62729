; A DebugSource stands for a source file: its File operand is the file's full path (OpenCL.
; DebugInfo.100 4.1). Two DIFiles can name the same file, one by an absolute filename, one by
; a filename relative to its directory (clang writes both for a translation unit read from
; standard input): both give the same path and text, so they are one DebugSource, which
; every node of either file names. A file of another path keeps its own DebugSource.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.ll
; RUN: opt -verify -disable-output %t.rev.ll

; SPV-DAG: String [[#PATH:]] "/work/src/k.cl"
; SPV-DAG: String [[#OTHER:]] "/work/src/other.h"
; SPV: ExtInst [[#]] [[#SRC:]] [[#]] DebugSource [[#PATH]]
; SPV-NOT: DebugSource [[#PATH]]
; SPV-DAG: ExtInst [[#]] [[#]] [[#]] DebugSource [[#OTHER]]
; SPV-DAG: ExtInst [[#]] [[#]] [[#]] DebugTypedef [[#]] [[#]] [[#SRC]] 1 0
; SPV-DAG: ExtInst [[#]] [[#]] [[#]] DebugFunction [[#]] [[#]] [[#SRC]] 2

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func void @f() !dbg !5 {
entry:
  %h = alloca i32, align 4
  %o = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %h, metadata !10, metadata !DIExpression()), !dbg !13
  call void @llvm.dbg.declare(metadata i32* %o, metadata !14, metadata !DIExpression()), !dbg !13
  ret void, !dbg !13
}

declare void @llvm.dbg.declare(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "/work/src/k.cl", directory: "/elsewhere")
!2 = !DIFile(filename: "src/k.cl", directory: "/work")
!3 = !{i32 2, !"Dwarf Version", i32 4}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "f", scope: !2, file: !2, line: 2, type: !6, scopeLine: 2, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIFile(filename: "other.h", directory: "/work/src")
!10 = !DILocalVariable(name: "h", scope: !5, file: !2, line: 3, type: !11)
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "handle_t", file: !2, line: 1, baseType: !8)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "other_t", file: !9, line: 7, baseType: !8)
!13 = !DILocation(line: 3, column: 1, scope: !5)
!14 = !DILocalVariable(name: "o", scope: !5, file: !2, line: 4, type: !12)
