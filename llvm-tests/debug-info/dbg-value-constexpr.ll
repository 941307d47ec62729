; A constant expression as the location of llvm.dbg.value becomes instructions just before
; the intrinsic, without a location (as instruction operands do), not module-scope
; OpSpecConstantOp; the reader gives back the instructions and the dbg.value of their
; result. (The installed llvm-spirv-14 cannot read this debug information back, so the round
; trip is ours.)
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=REV
; RUN: opt -verify %t.rev.bc -o /dev/null

; CHECK-NOT: SpecConstantOp
; CHECK: Function
; CHECK: Bitcast [[I64:[0-9]+]] [[CAST:[0-9]+]]
; CHECK-NEXT: ShiftLeftLogical [[I64]] [[SHL:[0-9]+]] [[CAST]]
; CHECK-NEXT: DebugScope
; CHECK-NEXT: Line
; CHECK-NEXT: DebugValue {{[0-9]+}} [[SHL]]

; REV: %[[C:[0-9]+]] = bitcast <4 x i16> <i16 3, i16 1, i16 4, i16 1> to i64
; REV: %[[S:[0-9]+]] = shl i64 %[[C]], 8
; REV: call void @llvm.dbg.value(metadata i64 %[[S]]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func void @pack() !dbg !5 {
entry:
  call void @llvm.dbg.value(metadata i64 shl (i64 bitcast (<4 x i16> <i16 3, i16 1, i16 4, i16 1> to i64), i64 8), metadata !9, metadata !DIExpression()), !dbg !11
  ret void, !dbg !11
}

declare void @llvm.dbg.value(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2)
!1 = !DIFile(filename: "pack.cl", directory: "/src")
!2 = !{}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 2, !"Dwarf Version", i32 4}
!5 = distinct !DISubprogram(name: "pack", scope: !1, file: !1, line: 2, type: !6, scopeLine: 2, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !8)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !{!9}
!9 = !DILocalVariable(name: "word", scope: !5, file: !1, line: 3, type: !10)
!10 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!11 = !DILocation(line: 3, column: 5, scope: !5)
