; Debug info that llvm-spirv-14's reader can take: a DebugSource always has its Text operand (an
; empty OpString when the file has no source text or checksum; that reader asserts without one,
; and spirv-val refuses the DebugInfoNone it writes there), and the value of a DebugValue for an
; undefined value is an OpUndef of its type (that reader crashes on an untyped DebugInfoNone).
; Our reverse reads the empty text as no source, and the OpUndef as undef again.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: opt -verify -disable-output %t.rev.bc
; RUN: llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=REV

; CHECK-DAG: String [[PATH:[0-9]+]] "/src/lerp.cl"
; CHECK-DAG: String [[EMPTY:[0-9]+]] ""
; CHECK-DAG: Undef [[FLOAT:[0-9]+]] [[UNDEF:[0-9]+]]
; CHECK-DAG: TypeFloat [[FLOAT]] 32
; CHECK-DAG: DebugSource [[PATH]] [[EMPTY]]
; CHECK-DAG: DebugValue {{[0-9]+}} [[UNDEF]]

; REV: call void @llvm.dbg.value(metadata float undef, metadata ![[T:[0-9]+]]
; REV-DAG: ![[T]] = !DILocalVariable(name: "t"
; REV-DAG: !DIFile(filename: "lerp.cl", directory: "/src"){{$}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @lerp(float addrspace(1)* %out, float %a) !dbg !6 {
entry:
  call void @llvm.dbg.value(metadata float undef, metadata !11, metadata !DIExpression()), !dbg !13
  store float %a, float addrspace(1)* %out, align 4, !dbg !13
  ret void, !dbg !13
}

declare void @llvm.dbg.value(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2)
!1 = !DIFile(filename: "lerp.cl", directory: "/src")
!2 = !{}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 4}
!6 = distinct !DISubprogram(name: "lerp", scope: !1, file: !1, line: 1, type: !7, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !2)
!7 = !DISubroutineType(types: !8)
!8 = !{null, !9, !10}
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!11 = !DILocalVariable(name: "t", scope: !6, file: !1, line: 2, type: !10)
!13 = !DILocation(line: 2, column: 3, scope: !6)
