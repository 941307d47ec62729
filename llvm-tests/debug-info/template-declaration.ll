; Template parameters of a member function declaration: spirv-val takes only a
; DebugTypeComposite or DebugFunction for the Target of DebugTypeTemplate, so in
; OpenCL.DebugInfo.100 the declaration's DebugTypeTemplate is left out, and the reverse gives
; the declaration those of the definition that names it (clang makes them the same). The older
; set keeps the declaration's own.
; Consumer check: llvm-spirv-14 knows the older debug set only as "SPIRV.debug", a name
; spirv-val refuses (we write "DebugInfo"): that known failure is pinned below.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.bc -spirv-text -o %t.spt
; RUN: FileCheck %s --check-prefix=SPV < %t.spt
; RUN: grep -c "DebugTemplate " %t.spt | FileCheck %s --check-prefix=ONE
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

; SPV-DAG: ExtInst {{[0-9]+}} [[DECL:[0-9]+]] {{[0-9]+}} DebugFunctionDeclaration
; SPV-DAG: ExtInst {{[0-9]+}} [[DEF:[0-9]+]] {{[0-9]+}} DebugFunction {{.*}} [[DECL]]{{ $}}
; SPV-DAG: ExtInst {{[0-9]+}} [[P:[0-9]+]] {{[0-9]+}} DebugTemplateParameter
; SPV-DAG: DebugTemplate [[DEF]] [[P]]
; ONE: {{^}}1{{$}}

; LEGACY-DAG: ExtInst {{[0-9]+}} [[DECL:[0-9]+]] {{[0-9]+}} DebugFunctionDeclaration
; LEGACY-DAG: DebugTemplate [[DECL]]

; LLVM-DAG: distinct !DISubprogram(name: "pick<7>", {{.*}}templateParams: ![[TP:[0-9]+]], declaration: ![[D:[0-9]+]]
; LLVM-DAG: ![[D]] = !DISubprogram(name: "pick<7>", {{.*}}templateParams: ![[TP]])
; LLVM-DAG: ![[TP]] = !{![[N:[0-9]+]]}
; LLVM-DAG: ![[N]] = !DITemplateValueParameter(name: "N", type: !{{[0-9]+}}, value: i32 7)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define linkonce_odr spir_func i32 @_ZN4Bins4pickILi7EEEiv() !dbg !8 {
entry:
  ret i32 7, !dbg !13
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "by hand", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "bins.cpp", directory: "/work")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !DISubroutineType(types: !6)
!6 = !{!4}
!7 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Bins", file: !1, line: 2, size: 8, elements: !12, identifier: "_ZTS4Bins")
!8 = distinct !DISubprogram(name: "pick<7>", linkageName: "_ZN4Bins4pickILi7EEEiv", scope: !7, file: !1, line: 3, type: !5, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !10, declaration: !9)
!9 = !DISubprogram(name: "pick<7>", linkageName: "_ZN4Bins4pickILi7EEEiv", scope: !7, file: !1, line: 3, type: !5, scopeLine: 3, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0, templateParams: !10)
!10 = !{!11}
!11 = !DITemplateValueParameter(name: "N", type: !4, value: i32 7)
!12 = !{}
!13 = !DILocation(line: 3, column: 40, scope: !8)
