; Vectors of 8 and 16 components (OpenCL C has them): spirv-val takes at most 4 for the
; Component Count of DebugTypeVector, so in OpenCL.DebugInfo.100 such a vector is a
; DebugTypeArray of its count whose base is a DebugTypeVector of one component of the element
; type, and the reverse reads that back as the vector (DIFlagVector, the same size and count).
; Vectors of up to 4 components stay DebugTypeVector; the older set keeps them all.
; Consumer check: llvm-spirv-14 knows the older debug set only as "SPIRV.debug", a name
; spirv-val refuses (we write "DebugInfo"): that known failure is pinned below.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs -r %t.spv -o %t.rt.bc
; RUN: llvm-dis %t.rt.bc -o %t.rt.ll
; RUN: opt -verify -disable-output %t.rt.ll
; RUN: FileCheck %s --check-prefix=LLVM < %t.rt.ll
; RUN: llvm-spirv-rs %t.bc --spirv-debug-info-version=legacy -spirv-text -o - | FileCheck %s --check-prefix=LEGACY
; RUN: llvm-spirv-rs %t.bc --spirv-debug-info-version=legacy -o %t.legacy.spv
; RUN: llvm-spirv-rs -r %t.legacy.spv -o %t.legacy.ll
; RUN: opt -verify -disable-output %t.legacy.ll
; RUN: FileCheck %s --check-prefix=LLVM < %t.legacy.ll
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv
; RUN: not llvm-spirv-14 -r %t.legacy.spv -o %t.inc.bc 2>&1 | FileCheck %s --check-prefix=INCUMBENT-LEGACY

; INCUMBENT-LEGACY: InvalidBuiltinSetName: Expects OpenCL.std. Actual is DebugInfo

; SPV-DAG: Constant {{[0-9]+}} [[EIGHT:[0-9]+]] 8{{ $}}
; SPV-DAG: Constant {{[0-9]+}} [[SIXTEEN:[0-9]+]] 16{{ $}}
; SPV-DAG: ExtInst {{[0-9]+}} [[SHORT:[0-9]+]] {{[0-9]+}} DebugTypeBasic {{[0-9]+}} {{[0-9]+}} 4
; SPV-DAG: ExtInst {{[0-9]+}} [[FLOAT:[0-9]+]] {{[0-9]+}} DebugTypeBasic {{[0-9]+}} {{[0-9]+}} 3
; SPV-DAG: ExtInst {{[0-9]+}} [[S1:[0-9]+]] {{[0-9]+}} DebugTypeVector [[SHORT]] 1
; SPV-DAG: ExtInst {{[0-9]+}} [[F1:[0-9]+]] {{[0-9]+}} DebugTypeVector [[FLOAT]] 1
; SPV-DAG: DebugTypeArray [[S1]] [[EIGHT]]
; SPV-DAG: DebugTypeArray [[F1]] [[SIXTEEN]]
; SPV-DAG: DebugTypeVector [[FLOAT]] 4
; SPV-DAG: DebugTypeVector [[FLOAT]] 3

; LEGACY-DAG: DebugTypeVector {{[0-9]+}} 8
; LEGACY-DAG: DebugTypeVector {{[0-9]+}} 16

; LLVM-DAG: !DILocalVariable(name: "s8", {{.*}}type: ![[S8:[0-9]+]])
; LLVM-DAG: ![[S8]] = !DICompositeType(tag: DW_TAG_array_type, baseType: ![[SH:[0-9]+]], size: 128, flags: DIFlagVector, elements: ![[E8:[0-9]+]])
; LLVM-DAG: ![[SH]] = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
; LLVM-DAG: ![[E8]] = !{![[C8:[0-9]+]]}
; LLVM-DAG: ![[C8]] = !DISubrange(count: 8)
; LLVM-DAG: !DILocalVariable(name: "f16", {{.*}}type: ![[F16:[0-9]+]])
; LLVM-DAG: ![[F16]] = !DICompositeType(tag: DW_TAG_array_type, baseType: ![[FL:[0-9]+]], size: 512, flags: DIFlagVector, elements: ![[E16:[0-9]+]])
; LLVM-DAG: ![[E16]] = !{![[C16:[0-9]+]]}
; LLVM-DAG: ![[C16]] = !DISubrange(count: 16)
; LLVM-DAG: !DILocalVariable(name: "f4", {{.*}}type: ![[F4:[0-9]+]])
; LLVM-DAG: ![[F4]] = !DICompositeType(tag: DW_TAG_array_type, baseType: ![[FL]], size: 128, flags: DIFlagVector, elements: !{{[0-9]+}})
; LLVM-DAG: !DILocalVariable(name: "f3", {{.*}}type: ![[F3:[0-9]+]])
; LLVM-DAG: ![[F3]] = !DICompositeType(tag: DW_TAG_array_type, baseType: ![[FL]], size: 128, flags: DIFlagVector, elements: !{{[0-9]+}})

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func void @lanes(<8 x i16> %a, <16 x float> %b, <4 x float> %c, <3 x float> %d) !dbg !5 {
entry:
  call void @llvm.dbg.value(metadata <8 x i16> %a, metadata !10, metadata !DIExpression()), !dbg !20
  call void @llvm.dbg.value(metadata <16 x float> %b, metadata !11, metadata !DIExpression()), !dbg !20
  call void @llvm.dbg.value(metadata <4 x float> %c, metadata !12, metadata !DIExpression()), !dbg !20
  call void @llvm.dbg.value(metadata <3 x float> %d, metadata !13, metadata !DIExpression()), !dbg !20
  ret void, !dbg !20
}

declare void @llvm.dbg.value(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "by hand", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "lanes.cl", directory: "/work")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "lanes", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !8)
!6 = !DISubroutineType(types: !7)
!7 = !{null, !14, !15, !16, !17}
!8 = !{!10, !11, !12, !13}
!10 = !DILocalVariable(name: "s8", arg: 1, scope: !5, file: !1, line: 1, type: !14)
!11 = !DILocalVariable(name: "f16", arg: 2, scope: !5, file: !1, line: 1, type: !15)
!12 = !DILocalVariable(name: "f4", arg: 3, scope: !5, file: !1, line: 1, type: !16)
!13 = !DILocalVariable(name: "f3", arg: 4, scope: !5, file: !1, line: 1, type: !17)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 128, flags: DIFlagVector, elements: !21)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 512, flags: DIFlagVector, elements: !22)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 128, flags: DIFlagVector, elements: !23)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 128, flags: DIFlagVector, elements: !24)
!18 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!19 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!20 = !DILocation(line: 2, column: 1, scope: !5)
!21 = !{!25}
!22 = !{!26}
!23 = !{!27}
!24 = !{!28}
!25 = !DISubrange(count: 8)
!26 = !DISubrange(count: 16)
!27 = !DISubrange(count: 4)
!28 = !DISubrange(count: 3)
