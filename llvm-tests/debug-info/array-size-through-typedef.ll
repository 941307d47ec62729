; An array whose element type is a typedef (of a vector) or a qualifier (of a basic type):
; DebugTypeArray has no size operand (OpenCL.DebugInfo.100 4.3: Base Type and Component
; Counts), so the reverse computes the array's size as the element's size times the count, and
; a typedef or qualifier, which has no size of its own, has the size of the type it names
; (LangRef DIDerivedType). Both arrays keep the size clang gave them.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs -r %t.spv -o %t.rt.ll
; RUN: opt -verify -disable-output %t.rt.ll
; RUN: FileCheck %s < %t.rt.ll
; RUN: llvm-spirv-rs %t.bc --spirv-debug-info-version=nonsemantic-shader-200 -o %t.200.spv
; RUN: llvm-spirv-rs -r %t.200.spv -o %t.200.ll
; RUN: FileCheck %s < %t.200.ll

; CHECK-DAG: !DICompositeType(tag: DW_TAG_array_type, baseType: ![[F2:[0-9]+]], size: 16384, elements: ![[E1:[0-9]+]])
; CHECK-DAG: ![[F2]] = !DIDerivedType(tag: DW_TAG_typedef, name: "float2"
; CHECK-DAG: ![[E1]] = !{![[S1:[0-9]+]]}
; CHECK-DAG: ![[S1]] = !DISubrange(count: 256)
; CHECK-DAG: !DICompositeType(tag: DW_TAG_array_type, baseType: ![[CI:[0-9]+]], size: 96, elements: ![[E2:[0-9]+]])
; CHECK-DAG: ![[CI]] = !DIDerivedType(tag: DW_TAG_const_type, baseType: ![[INT:[0-9]+]])
; CHECK-DAG: ![[INT]] = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

@a = addrspace(1) global [256 x <2 x float>] zeroinitializer, align 8, !dbg !5
@c = addrspace(2) constant [3 x i32] zeroinitializer, align 4, !dbg !15

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4)
!1 = !DIFile(filename: "a.cl", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 7, !"Dwarf Version", i32 4}
!4 = !{!5, !15}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "a", scope: !0, file: !1, line: 2, type: !7, isLocal: false, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 16384, elements: !12)
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "float2", file: !1, line: 1, baseType: !9)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 64, flags: DIFlagVector, elements: !11)
!10 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!11 = !{!13}
!12 = !{!14}
!13 = !DISubrange(count: 2)
!14 = !DISubrange(count: 256)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(name: "c", scope: !0, file: !1, line: 3, type: !17, isLocal: false, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 96, elements: !20)
!18 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !{!21}
!21 = !DISubrange(count: 3)
