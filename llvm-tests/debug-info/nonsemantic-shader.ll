; Debug info in the non-semantic sets (--spirv-debug-info-version=nonsemantic-shader-100 and
; nonsemantic-shader-200), forward and back. Forward: the set is imported under its name with
; SPV_KHR_non_semantic_info (not asked for with --spirv-ext); literals are 32-bit constants;
; DebugTypeBasic has Flags (DebugInfoNone); DebugTypeMember has no Parent; DebugFunction no
; function (DebugFunctionDefinition in the entry block names it); locations are DebugLine
; (Column End one past the start) and DebugNoLine; DebugBuildIdentifier and DebugStoragePath
; give the DWO id and split file, DebugEntryPoint the main subprogram with the producer and
; the command line. In .100, spirv-val refuses every DebugTypeInheritance (it reads the Tag of
; the class as a literal), so none is written; .200 writes it without its Child, its arrays
; with DebugTypeSubrange, the producer on DebugCompilationUnit and the DWARF language in the
; incumbent's numbering. Reverse: both pass the verifier and give the nodes back.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc --spirv-debug-info-version=nonsemantic-shader-100 -o %t.100.spv
; RUN: spirv-val %t.100.spv
; RUN: llvm-spirv-rs %t.100.spv -to-text -o - | FileCheck %s --check-prefixes=SPV,SPV100
; RUN: llvm-spirv-rs %t.100.spv -to-text -o - | FileCheck %s --check-prefix=NOINHERITANCE
; RUN: llvm-spirv-rs -r %t.100.spv -o %t.100.ll
; RUN: opt -verify -disable-output %t.100.ll
; RUN: FileCheck %s --check-prefixes=LL,LL100 < %t.100.ll
; RUN: llvm-spirv-rs %t.bc --spirv-debug-info-version=nonsemantic-shader-200 -o %t.200.spv
; RUN: spirv-val %t.200.spv
; RUN: llvm-spirv-rs %t.200.spv -to-text -o - | FileCheck %s --check-prefixes=SPV,SPV200
; RUN: llvm-spirv-rs -r %t.200.spv -o %t.200.ll
; RUN: opt -verify -disable-output %t.200.ll
; RUN: FileCheck %s --check-prefixes=LL,LL200 < %t.200.ll
; RUN: not llvm-spirv-rs %t.bc --spirv-debug-info-version=nonsemantic-shader-100 --spirv-ext=-SPV_KHR_non_semantic_info -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=DENIED
; RUN: not llvm-spirv-rs %t.bc --spirv-debug-info-version=nonsemantic-shader-300 -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=BAD

; NOINHERITANCE-NOT: DebugTypeInheritance
; DENIED: SPV_KHR_non_semantic_info
; BAD: nonsemantic-shader-100 or nonsemantic-shader-200

; SPV: Extension "SPV_KHR_non_semantic_info"
; SPV100: ExtInstImport [[SET:[0-9]+]] "NonSemantic.Shader.DebugInfo.100"
; SPV200: ExtInstImport [[SET:[0-9]+]] "NonSemantic.Shader.DebugInfo.200"
; SPV-DAG: String [[DWO:[0-9]+]] "4660"
; SPV-DAG: String [[SPLIT:[0-9]+]] "garden.dwo"
; SPV-DAG: String [[PRODUCER:[0-9]+]] "hand-written producer"
; SPV-DAG: String [[CMDLINE:[0-9]+]] "-O1 -g"
; SPV-DAG: String [[PETAL:[0-9]+]] "petals"
; SPV-DAG: TypeInt [[I32:[0-9]+]] 32 0
; SPV-DAG: Constant [[I32]] [[C1:[0-9]+]] 1 {{$}}
; SPV-DAG: Constant [[I32]] [[C4:[0-9]+]] 4 {{$}}
; SPV-DAG: Constant [[I32]] [[C21:[0-9]+]] 21 {{$}}
; SPV-DAG: Constant [[I32]] [[C3:[0-9]+]] 3 {{$}}
; SPV200-DAG: Constant [[I32]] [[LANG:[0-9]+]] 217 {{$}}
; SPV: DebugBuildIdentifier [[DWO]] [[C1]] {{$}}
; SPV: DebugStoragePath [[SPLIT]] {{$}}
; SPV100: DebugCompilationUnit {{[0-9]+}} [[C4]] [[SRC:[0-9]+]] [[C4]] {{$}}
; SPV200: DebugCompilationUnit {{[0-9]+}} [[C4]] [[SRC:[0-9]+]] [[LANG]] [[PRODUCER]] {{$}}
; SPV: [[NONE:[0-9]+]] [[SET]] DebugInfoNone
; SPV: DebugTypeBasic {{[0-9]+}} {{[0-9]+}} [[C4]] [[NONE]] {{$}}
; A member: name, type, source, line, column, offset, size, flags (no parent). A definition:
; name .. flags, scope line (no function; no declaration in .100, DebugInfoNone for it in .200).
; SPV-DAG: DebugTypeMember [[PETAL]] {{[0-9]+}} [[SRC]] {{[0-9]+ [0-9]+ [0-9]+ [0-9]+ [0-9]+}} {{$}}
; SPV200-DAG: DebugTypeInheritance {{[0-9]+ [0-9]+ [0-9]+ [0-9]+}} {{$}}
; SPV200-DAG: DebugTypeSubrange {{[0-9]+}} [[NONE]] {{[0-9]+}} {{$}}
; SPV100-DAG: [[MAIN:[0-9]+]] [[SET]] DebugFunction {{([0-9]+ ){8}[0-9]+}} {{$}}
; SPV200-DAG: [[MAIN:[0-9]+]] [[SET]] DebugFunction {{[0-9]+ [0-9]+ [0-9]+ [0-9]+ [0-9]+ [0-9]+ [0-9]+ [0-9]+ [0-9]+}} [[NONE]] {{$}}
; SPV-DAG: DebugEntryPoint [[MAIN]] {{[0-9]+}} [[PRODUCER]] [[CMDLINE]] {{$}}
; SPV: Function {{[0-9]+}} [[FN:[0-9]+]]
; SPV: Label
; SPV: Variable
; SPV: DebugFunctionDefinition [[MAIN]] [[FN]] {{$}}
; SPV: DebugLine [[SRC]] [[C21]] [[C21]] [[C3]] [[C4]] {{$}}
; SPV: DebugNoLine
; SPV-NOT: {{ Line }}

; LL: define spir_func i32 @main() {{.*}}!dbg ![[MAINSP:[0-9]+]]
; LL: call void @llvm.dbg.declare(metadata %struct.Flower* %{{.*}}, metadata ![[ROSE:[0-9]+]], metadata !DIExpression()), !dbg ![[AT21:[0-9]+]]
; LL: !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !{{[0-9]+}}, producer: "hand-written producer", isOptimized: false, flags: "-O1 -g", runtimeVersion: 0, splitDebugFilename: "garden.dwo", emissionKind: FullDebug
; LL-SAME: dwoId: 4660
; LL-DAG: ![[MAINSP]] = distinct !DISubprogram(name: "main", {{.*}}spFlags: DISPFlagDefinition | DISPFlagMainSubprogram
; LL-DAG: ![[ROSE]] = !DILocalVariable(name: "rose", scope: ![[MAINSP]], {{.*}}type: ![[FLOWER:[0-9]+]])
; LL-DAG: ![[FLOWER]] = {{(distinct )?}}!DICompositeType(tag: DW_TAG_structure_type, name: "Flower", {{.*}}elements: ![[MEMBERS:[0-9]+]]
; (A C++ struct member's default access is written explicitly, and comes back so.)
; LL-DAG: !DIDerivedType(tag: DW_TAG_member, name: "petals", scope: ![[FLOWER]], {{.*}}baseType: ![[ARRAY:[0-9]+]], size: 96, offset: 32, flags: DIFlagPublic)
; LL-DAG: ![[ARRAY]] = !DICompositeType(tag: DW_TAG_array_type, baseType: !{{[0-9]+}}, size: 96, elements: ![[SUBS:[0-9]+]])
; LL100-DAG: ![[MEMBERS]] = !{![[PETALS:[0-9]+]]}
; LL200-DAG: ![[MEMBERS]] = !{![[BASE:[0-9]+]], ![[PETALS:[0-9]+]]}
; LL200-DAG: ![[BASE]] = !DIDerivedType(tag: DW_TAG_inheritance, scope: ![[FLOWER]], baseType: ![[PLANT:[0-9]+]], flags: DIFlagPublic)
; LL200-DAG: ![[PLANT]] = {{(distinct )?}}!DICompositeType(tag: DW_TAG_structure_type, name: "Plant"
; LL100-DAG: !DISubrange(count: 3)
; LL200-DAG: !DISubrange(count: 3, lowerBound: 1)
; LL-DAG: ![[AT21]] = !DILocation(line: 21, column: 3, scope: ![[MAINSP]])

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

%struct.Flower = type { i32, [3 x i32] }

define spir_func i32 @main() !dbg !20 {
entry:
  %rose = alloca %struct.Flower, align 4
  call void @llvm.dbg.declare(metadata %struct.Flower* %rose, metadata !24, metadata !DIExpression()), !dbg !25
  %p = getelementptr inbounds %struct.Flower, %struct.Flower* %rose, i32 0, i32 0
  store i32 5, i32* %p, align 4, !dbg !26
  %v = load i32, i32* %p, align 4
  ret i32 %v, !dbg !27
}

declare void @llvm.dbg.declare(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "hand-written producer", isOptimized: false, flags: "-O1 -g", runtimeVersion: 0, splitDebugFilename: "garden.dwo", emissionKind: FullDebug, dwoId: 4660)
!1 = !DIFile(filename: "garden.cpp", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Plant", file: !1, line: 2, size: 8, elements: !6, identifier: "_ZTS5Plant")
!6 = !{}
!7 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Flower", file: !1, line: 4, size: 128, elements: !8, identifier: "_ZTS6Flower")
!8 = !{!9, !10}
!9 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !7, baseType: !5, flags: DIFlagPublic)
!10 = !DIDerivedType(tag: DW_TAG_member, name: "petals", scope: !7, file: !1, line: 5, baseType: !11, size: 96, offset: 32)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 3, lowerBound: 1)
!20 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 20, type: !21, scopeLine: 20, spFlags: DISPFlagDefinition | DISPFlagMainSubprogram, unit: !0, retainedNodes: !6)
!21 = !DISubroutineType(types: !22)
!22 = !{!4}
!24 = !DILocalVariable(name: "rose", scope: !20, file: !1, line: 21, type: !7)
!25 = !DILocation(line: 21, column: 3, scope: !20)
!26 = !DILocation(line: 22, column: 3, scope: !20)
!27 = !DILocation(line: 23, column: 3, scope: !20)
