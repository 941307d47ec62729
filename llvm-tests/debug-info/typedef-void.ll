; A typedef of void and a pointer to const void (DIDerivedType with no base type): spirv-val
; takes only a DebugTypeBasic as the base of DebugTypedef, DebugTypeQualifier and
; DebugTypePointer, so the base is the stand-in DebugTypeBasic named "void" (size 0,
; Unspecified), which the reverse reads as no type again. The typedef and the qualifier are
; kept (they were left out before, and a variable of the typedef had no type spirv-val took).
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.ll
; RUN: opt -verify -disable-output %t.rev.ll
; RUN: FileCheck %s --check-prefix=LL < %t.rev.ll

; SPV-DAG: String [[#VOIDNAME:]] "void"
; SPV-DAG: String [[#HANDLE:]] "handle_t"
; SPV-DAG: ExtInst [[#]] [[#VOID:]] [[#]] DebugTypeBasic [[#VOIDNAME]] [[#]] 0
; SPV-DAG: ExtInst [[#]] [[#TD:]] [[#]] DebugTypedef [[#HANDLE]] [[#VOID]]
; SPV-DAG: ExtInst [[#]] [[#CONST:]] [[#]] DebugTypeQualifier [[#VOID]] 0
; SPV-DAG: ExtInst [[#]] [[#]] [[#]] DebugLocalVariable [[#]] [[#TD]]

; LL-DAG: !DIDerivedType(tag: DW_TAG_typedef, name: "handle_t", file: !{{[0-9]+}}, line: 1, baseType: null)
; LL-DAG: ![[C:[0-9]+]] = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
; LL-DAG: !DIDerivedType(tag: DW_TAG_pointer_type, baseType: ![[C]], size: 64

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func void @f(i8* %p) !dbg !5 {
entry:
  %h = alloca i8*, align 8
  call void @llvm.dbg.declare(metadata i8** %h, metadata !10, metadata !DIExpression()), !dbg !13
  call void @llvm.dbg.value(metadata i8* %p, metadata !14, metadata !DIExpression()), !dbg !13
  store i8* %p, i8** %h, align 8, !dbg !13
  ret void, !dbg !13
}

declare void @llvm.dbg.declare(metadata, metadata, metadata)
declare void @llvm.dbg.value(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "void.cl", directory: "/tmp")
!3 = !{i32 2, !"Dwarf Version", i32 4}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 2, type: !6, scopeLine: 2, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null, !16}
!10 = !DILocalVariable(name: "h", scope: !5, file: !1, line: 3, type: !11)
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "handle_t", file: !1, line: 1, baseType: null)
!13 = !DILocation(line: 3, column: 5, scope: !5)
!14 = !DILocalVariable(name: "p", arg: 1, scope: !5, file: !1, line: 2, type: !16)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
