; A variadic function definition keeps its fixed parameters (SPIR-V has no variadic
; functions), and its subroutine type keeps the trailing null that marks the "..." (as
; spirv-val wants a type there, not DebugInfoNone: a stand-in DebugTypeBasic named void of size 0
; and encoding Unspecified), so the reverse's DWARF still has DW_TAG_unspecified_parameters.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs -r %t.spv -o %t.rt.bc
; RUN: llvm-dis %t.rt.bc -o %t.rt.ll
; RUN: opt -verify -disable-output %t.rt.ll
; RUN: FileCheck %s --check-prefix=LLVM < %t.rt.ll
; RUN: llc -O0 -mtriple=x86_64-pc-linux -filetype=obj %t.rt.ll -o %t.o
; RUN: llvm-dwarfdump -debug-info %t.o | FileCheck %s --check-prefix=DWARF
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv

; SPV-DAG: TypeInt [[LONG:[0-9]+]] 64 0
; SPV-DAG: TypeFunction [[FT:[0-9]+]] [[LONG]] [[LONG]]
; SPV-DAG: String [[VOID:[0-9]+]] "void"
; SPV-DAG: ExtInst {{[0-9]+}} [[STANDIN:[0-9]+]] {{[0-9]+}} DebugTypeBasic [[VOID]] {{[0-9]+}} 0
; SPV-DAG: DebugTypeFunction {{[0-9]+}} [[DLONG:[0-9]+]] [[DLONG]] [[STANDIN]]
; SPV: Function [[LONG]] {{[0-9]+}} 0 [[FT]]

; LLVM: define spir_func i64 @total(i64 %count)
; LLVM-DAG: !DISubroutineType(types: ![[TYPES:[0-9]+]])
; LLVM-DAG: ![[TYPES]] = !{![[L:[0-9]+]], ![[L]], null}

; DWARF: DW_TAG_subprogram
; DWARF: DW_AT_name ("total")
; DWARF: DW_TAG_formal_parameter
; DWARF-NEXT: DW_AT_location
; DWARF-NEXT: DW_AT_name ("count")
; DWARF: DW_TAG_unspecified_parameters

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func i64 @total(i64 %count, ...) !dbg !5 {
entry:
  %count.addr = alloca i64, align 8
  store i64 %count, i64* %count.addr, align 8
  call void @llvm.dbg.declare(metadata i64* %count.addr, metadata !9, metadata !DIExpression()), !dbg !10
  ret i64 %count, !dbg !10
}

declare void @llvm.dbg.declare(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "by hand", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "sum.c", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!5 = distinct !DISubprogram(name: "total", scope: !1, file: !1, line: 3, type: !6, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !8)
!6 = !DISubroutineType(types: !7)
!7 = !{!4, !4, null}
!8 = !{!9}
!9 = !DILocalVariable(name: "count", arg: 1, scope: !5, file: !1, line: 3, type: !4)
!10 = !DILocation(line: 4, column: 3, scope: !5)
