; A vector constant made of constant expressions as the location of llvm.dbg.value stays a
; constant: OpSpecConstantOp elements (here IAdd (128) of lanes taken with OpCompositeExtract
; (81) from a bitcast (124)) of an OpConstantComposite, which the DebugValue names. The
; function has no subprogram of its own: the value was inlined into it, and the reader keeps
; the dbg.value with its inlined location.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: opt -verify %t.rev.bc -o /dev/null
; RUN: llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=REV

; CHECK-DAG: Constant {{[0-9]+}} [[W0:[0-9]+]] 65537
; CHECK-DAG: Constant {{[0-9]+}} [[W1:[0-9]+]] 131074
; CHECK: ConstantComposite {{[0-9]+}} [[PAIR:[0-9]+]] [[W0]] [[W1]]
; CHECK: SpecConstantOp {{[0-9]+}} [[CAST:[0-9]+]] 124 [[PAIR]]
; CHECK: SpecConstantOp {{[0-9]+}} [[L0:[0-9]+]] 81 [[CAST]] 0
; CHECK: SpecConstantOp {{[0-9]+}} [[L1:[0-9]+]] 81 [[CAST]] 3
; CHECK: SpecConstantOp {{[0-9]+}} [[M:[0-9]+]] 128 [[L0]] [[L1]]
; CHECK: ConstantComposite {{[0-9]+}} [[V:[0-9]+]] [[M]] [[M]]
; CHECK: DebugValue {{[0-9]+}} [[V]]

; REV: call void @llvm.dbg.value(metadata <2 x i16> <i16 add (i16 extractelement (<4 x i16> bitcast (<2 x i32> <i32 65537, i32 131074> to <4 x i16>), i32 0), i16 extractelement (<4 x i16> bitcast (<2 x i32> <i32 65537, i32 131074> to <4 x i16>), i32 3)), i16 add (i16 extractelement (<4 x i16> bitcast (<2 x i32> <i32 65537, i32 131074> to <4 x i16>), i32 0), i16 extractelement (<4 x i16> bitcast (<2 x i32> <i32 65537, i32 131074> to <4 x i16>), i32 3))>
; REV-SAME: !dbg

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func void @host() {
entry:
  call void @llvm.dbg.value(metadata <2 x i16> <i16 add (i16 extractelement (<4 x i16> bitcast (<2 x i32> <i32 65537, i32 131074> to <4 x i16>), i32 0), i16 extractelement (<4 x i16> bitcast (<2 x i32> <i32 65537, i32 131074> to <4 x i16>), i32 3)), i16 add (i16 extractelement (<4 x i16> bitcast (<2 x i32> <i32 65537, i32 131074> to <4 x i16>), i32 0), i16 extractelement (<4 x i16> bitcast (<2 x i32> <i32 65537, i32 131074> to <4 x i16>), i32 3))>, metadata !9, metadata !DIExpression()), !dbg !11
  ret void
}

declare void @llvm.dbg.value(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2)
!1 = !DIFile(filename: "lanes.cl", directory: "/src")
!2 = !{}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "scale", scope: !1, file: !1, line: 2, type: !6, scopeLine: 2, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !2)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!9 = !DILocalVariable(name: "pair", scope: !5, file: !1, line: 3, type: !10)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 32, flags: DIFlagVector, elements: !12)
!11 = !DILocation(line: 3, column: 7, scope: !5, inlinedAt: !13)
!12 = !{!14}
!13 = !DILocation(line: 9, column: 1, scope: !5)
!14 = !DISubrange(count: 2)
