; An llvm.dbg.value whose location is an argument list (DIArgList, which -O2 makes of an
; expression over several values) has no single value to name: the DebugValue names an
; OpUndef of the list's first value's type, never DebugInfoNone, on which llvm-spirv 14's
; reader crashes (DataLayout::getABITypeAlignment). A location with one value still names it.
; The output passes spirv-val, our reverse and the incumbent's reader.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: opt -verify %t.rev.bc -o /dev/null
; RUN: llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=REV
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv

; CHECK-DAG: TypeInt [[I16:[0-9]+]] 16 0
; CHECK-DAG: TypeVector [[V3:[0-9]+]] [[I16]] 3
; CHECK-DAG: Undef [[V3]] [[UNDEF:[0-9]+]]
; CHECK: FunctionParameter {{[0-9]+}} [[LO:[0-9]+]]
; CHECK: DebugValue {{[0-9]+}} [[UNDEF]]
; CHECK: DebugValue {{[0-9]+}} [[LO]]

; REV: call void @llvm.dbg.value(metadata <3 x i16> undef, metadata ![[MIX:[0-9]+]]
; REV: call void @llvm.dbg.value(metadata <3 x i16> %lo, metadata ![[MIX]]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func <3 x i16> @blend(<3 x i16> %lo, <3 x i16> %hi) !dbg !5 {
entry:
  call void @llvm.dbg.value(metadata !DIArgList(<3 x i16> %lo, <3 x i16> %hi), metadata !9, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value)), !dbg !11
  %m = or <3 x i16> %lo, %hi, !dbg !11
  call void @llvm.dbg.value(metadata <3 x i16> %lo, metadata !9, metadata !DIExpression()), !dbg !11
  ret <3 x i16> %m, !dbg !11
}

declare void @llvm.dbg.value(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2)
!1 = !DIFile(filename: "blend.cl", directory: "/src")
!2 = !{}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "blend", scope: !1, file: !1, line: 4, type: !6, scopeLine: 4, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !2)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!9 = !DILocalVariable(name: "mix", scope: !5, file: !1, line: 5, type: !10)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 64, flags: DIFlagVector, elements: !12)
!11 = !DILocation(line: 5, column: 9, scope: !5)
!12 = !{!13}
!13 = !DISubrange(count: 3)
