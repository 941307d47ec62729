; Every instruction of the debug-info instruction table that LLVM debug info can give, forward
; in both sets: OpenCL.DebugInfo.100 (the default; SPV) and DebugInfo
; (--spirv-debug-info-version=legacy; LEGACY), including each DebugOperation with an LLVM
; counterpart; the output passes spirv-val and reverses into LLVM the verifier accepts (the
; reverse of each instruction is checked by spirv-tests/debug-info/ocl-all.spt and
; legacy-all.spt, this module's forward output). Inputs/coverage.py checks that the tests cover
; the table. Limitations (not testable):
; - DebugInlinedVariable: LLVM has no node it could come from;
; - DebugOperation BitPiece: the LLVM verifier refuses DW_OP_bit_piece in a DIExpression;
; - in OpenCL.DebugInfo.100 a DebugTypeTemplateParameterPack is written, but the DebugTypeTemplate
;   lists its parameters instead (spirv-val takes no pack there).
; Consumer check: llvm-spirv-14 -r cannot read this module in any valid form: its reader lacks
; DebugMacroDef/DebugMacroUndef ("Not implemented SPIR-V debug instruction"), asserts on a
; DebugImportedEntity of the grammar's seven operands (it wants eight, see
; incumbent-readable/), and asserts in SPIRVModuleImpl::getEntry on
; DebugTypeTemplateTemplateParameter (in the layout it writes itself); without those three the
; module is readable by it. The first failure is pinned below.
; Consumer check: llvm-spirv-14 knows the older debug set only as "SPIRV.debug", a name
; spirv-val refuses (we write "DebugInfo"): that known failure is pinned below.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs -r %t.spv -o %t.rt.ll
; RUN: opt -verify -disable-output %t.rt.ll
; RUN: llvm-spirv-rs %t.bc --spirv-debug-info-version=legacy -o %t.legacy.spv
; RUN: spirv-val %t.legacy.spv
; RUN: llvm-spirv-rs %t.bc --spirv-debug-info-version=legacy -spirv-text -o - | FileCheck %s --check-prefix=LEGACY
; RUN: llvm-spirv-rs -r %t.legacy.spv -o %t.legacy.ll
; RUN: opt -verify -disable-output %t.legacy.ll
; RUN: python3 %S/Inputs/coverage.py %S/../..
; RUN: not --crash llvm-spirv-14 -r %t.spv -o %t.inc.bc 2>&1 | FileCheck %s --check-prefix=INCUMBENT
; RUN: not llvm-spirv-14 -r %t.legacy.spv -o %t.inc.bc 2>&1 | FileCheck %s --check-prefix=INCUMBENT-LEGACY

; INCUMBENT: llvm-spirv-14: {{.*}}SPIRVModuleImpl::getEntry{{.*}}Assertion
; INCUMBENT-LEGACY: InvalidBuiltinSetName: Expects OpenCL.std. Actual is DebugInfo

; SPV-DAG: ExtInstImport [[SET:[0-9]+]] "OpenCL.DebugInfo.100"
; SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugCompileUnit{{( |$)}}
; SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugInfoNone{{( |$)}}
; SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTypeBasic{{( |$)}}
; SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTypePointer{{( |$)}}
; SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTypeQualifier{{( |$)}}
; SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTypeArray{{( |$)}}
; SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTypeVector{{( |$)}}
; SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTypedef{{( |$)}}
; SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTypeFunction{{( |$)}}
; SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTypeEnum{{( |$)}}
; SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTypeComposite{{( |$)}}
; SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTypeMember{{( |$)}}
; SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTypeInheritance{{( |$)}}
; SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTypePtrToMember{{( |$)}}
; SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTemplate{{( |$)}}
; SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTemplateParameter{{( |$)}}
; SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTemplateTemplateParameter{{( |$)}}
; SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTemplateParameterPack{{( |$)}}
; SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugGlobalVariable{{( |$)}}
; SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugFunctionDeclaration{{( |$)}}
; SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugFunction{{( |$)}}
; SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugLexicalBlock{{( |$)}}
; SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] LexicalBlockDiscriminator{{( |$)}}
; SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugScope{{( |$)}}
; SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugNoScope{{( |$)}}
; SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugInlinedAt{{( |$)}}
; SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugLocalVariable{{( |$)}}
; SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugDeclare{{( |$)}}
; SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugValue{{( |$)}}
; SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugExpression{{( |$)}}
; SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugMacroDef{{( |$)}}
; SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugMacroUndef{{( |$)}}
; SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugOperation 0{{ $}}
; SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugOperation 1{{ $}}
; SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugOperation 2{{ $}}
; SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugOperation 3 4{{ $}}
; SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugOperation 5{{ $}}
; SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugOperation 6{{ $}}
; SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugOperation 7{{ $}}
; SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugOperation 8 3{{ $}}
; SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugOperation 9 0 32{{ $}}

; LEGACY-DAG: ExtInstImport [[SET:[0-9]+]] "DebugInfo"
; LEGACY-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugCompileUnit{{( |$)}}
; LEGACY-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugInfoNone{{( |$)}}
; LEGACY-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTypeBasic{{( |$)}}
; LEGACY-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTypePointer{{( |$)}}
; LEGACY-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTypeQualifier{{( |$)}}
; LEGACY-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTypeArray{{( |$)}}
; LEGACY-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTypeVector{{( |$)}}
; LEGACY-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTypedef{{( |$)}}
; LEGACY-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTypeFunction{{( |$)}}
; LEGACY-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTypeEnum{{( |$)}}
; LEGACY-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTypeComposite{{( |$)}}
; LEGACY-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTypeMember{{( |$)}}
; LEGACY-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTypeInheritance{{( |$)}}
; LEGACY-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTypePtrToMember{{( |$)}}
; LEGACY-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTemplate{{( |$)}}
; LEGACY-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTemplateParameter{{( |$)}}
; LEGACY-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTemplateTemplateParameter{{( |$)}}
; LEGACY-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTemplateParameterPack{{( |$)}}
; LEGACY-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugGlobalVariable{{( |$)}}
; LEGACY-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugFunctionDeclaration{{( |$)}}
; LEGACY-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugFunction{{( |$)}}
; LEGACY-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugLexicalBlock{{( |$)}}
; LEGACY-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] LexicalBlockDiscriminator{{( |$)}}
; LEGACY-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugScope{{( |$)}}
; LEGACY-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugNoScope{{( |$)}}
; LEGACY-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugInlinedAt{{( |$)}}
; LEGACY-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugLocalVariable{{( |$)}}
; LEGACY-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugDeclare{{( |$)}}
; LEGACY-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugValue{{( |$)}}
; LEGACY-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugExpression{{( |$)}}
; LEGACY-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugMacroDef{{( |$)}}
; LEGACY-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugMacroUndef{{( |$)}}
; LEGACY-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugOperation 0{{ $}}
; LEGACY-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugOperation 1{{ $}}
; LEGACY-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugOperation 2{{ $}}
; LEGACY-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugOperation 3 4{{ $}}
; LEGACY-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugOperation 5{{ $}}
; LEGACY-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugOperation 6{{ $}}
; LEGACY-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugOperation 7{{ $}}
; LEGACY-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugOperation 8 3{{ $}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

%struct.Shape = type { i32, float }

@origin = addrspace(1) global %struct.Shape zeroinitializer, align 4, !dbg !40

define spir_func i32 @area(i32 %w, i32 %h) !dbg !20 {
entry:
  %box = alloca %struct.Shape, align 4
  call void @llvm.dbg.declare(metadata %struct.Shape* %box, metadata !60, metadata !DIExpression()), !dbg !70
  %s = mul i32 %w, %h, !dbg !70
  call void @llvm.dbg.value(metadata i32 %s, metadata !61, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !71
  call void @llvm.dbg.value(metadata i32 %w, metadata !62, metadata !DIExpression(DW_OP_constu, 3, DW_OP_plus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !71
  call void @llvm.dbg.value(metadata i32 %h, metadata !63, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !72
  call void @llvm.dbg.value(metadata %struct.Shape* %box, metadata !64, metadata !DIExpression(DW_OP_deref)), !dbg !73
  call void @llvm.dbg.value(metadata i32 %w, metadata !65, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !73
  %t = add i32 %s, 1
  %u = add i32 %t, %h, !dbg !74
  ret i32 %u, !dbg !75
}

declare void @llvm.dbg.declare(metadata, metadata, metadata)
declare void @llvm.dbg.value(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "by hand", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !80, globals: !81, imports: !82, macros: !83)
!1 = !DIFile(filename: "shapes.cpp", directory: "/work")
!2 = !DIFile(filename: "shapes.inc", directory: "/work")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!8 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !9)
!9 = !{!10}
!10 = !DISubrange(count: 4)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 128, flags: DIFlagVector, elements: !9)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "dim_t", file: !1, line: 2, baseType: !4)
!13 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "Kind", file: !1, line: 3, baseType: !4, size: 32, elements: !14)
!14 = !{!15, !16}
!15 = !DIEnumerator(name: "ROUND", value: 0)
!16 = !DIEnumerator(name: "SQUARE", value: 4)
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Shape", file: !1, line: 4, size: 64, elements: !18, templateParams: !50, identifier: "_ZTS5Shape")
!18 = !{!19, !26, !27}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "sides", scope: !17, file: !1, line: 5, baseType: !4, size: 32)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "scale", scope: !17, file: !1, line: 6, baseType: !5, size: 32, offset: 32)
!27 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !17, baseType: !28, flags: DIFlagPublic)
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Thing", file: !1, line: 1, size: 8, elements: !29, identifier: "_ZTS5Thing")
!29 = !{}
!30 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !4, size: 64, extraData: !17)
!20 = distinct !DISubprogram(name: "area", linkageName: "area", scope: !1, file: !1, line: 10, type: !21, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !24, retainedNodes: !87)
!21 = !DISubroutineType(types: !22)
!22 = !{!4, !12, !12}
!24 = !DISubprogram(name: "area", linkageName: "area", scope: !1, file: !1, line: 9, type: !21, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!25 = distinct !DILexicalBlock(scope: !20, file: !1, line: 11, column: 3)
!31 = !DILexicalBlockFile(scope: !25, file: !1, discriminator: 3)
!32 = distinct !DISubprogram(name: "helper", scope: !1, file: !1, line: 30, type: !21, scopeLine: 30, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(name: "origin", scope: !1, file: !1, line: 8, type: !17, isLocal: false, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression(DW_OP_constu, 9, DW_OP_stack_value))
!43 = distinct !DIGlobalVariable(name: "nine", scope: !1, file: !1, line: 7, type: !7, isLocal: true, isDefinition: true)
!50 = !{!51, !52, !53, !54}
!51 = !DITemplateTypeParameter(name: "T", type: !5)
!52 = !DITemplateValueParameter(name: "N", type: !4, value: i32 2)
!53 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_template_param, name: "Box", value: !"Holder")
!54 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Rest", value: !55)
!55 = !{!56}
!56 = !DITemplateTypeParameter(type: !4)
!60 = !DILocalVariable(name: "box", scope: !25, file: !1, line: 12, type: !17)
!61 = !DILocalVariable(name: "s", scope: !25, file: !1, line: 13, type: !4)
!62 = !DILocalVariable(name: "w", arg: 1, scope: !20, file: !1, line: 10, type: !12)
!63 = !DILocalVariable(name: "h", arg: 2, scope: !20, file: !1, line: 10, type: !12)
!64 = !DILocalVariable(name: "p", scope: !32, file: !1, line: 14, type: !6)
!65 = !DILocalVariable(name: "v", scope: !32, file: !1, line: 31, type: !11)
!66 = !DILocalVariable(name: "arr", scope: !25, file: !1, line: 15, type: !8)
!67 = !DILocalVariable(name: "pm", scope: !25, file: !1, line: 16, type: !30)
!68 = !DILocalVariable(name: "k", scope: !25, file: !1, line: 17, type: !13)
!70 = !DILocation(line: 12, column: 5, scope: !25)
!71 = !DILocation(line: 13, column: 5, scope: !31)
!72 = !DILocation(line: 14, column: 5, scope: !25)
!73 = !DILocation(line: 31, column: 2, scope: !32, inlinedAt: !76)
!76 = distinct !DILocation(line: 15, column: 7, scope: !25)
!74 = !DILocation(line: 16, column: 5, scope: !25)
!75 = !DILocation(line: 17, column: 5, scope: !20)
!80 = !{!13}
!81 = !{!40, !42}
!82 = !{!84}
!83 = !{!85, !86}
!84 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !1, entity: !32, file: !1, line: 20)
!85 = !DIMacro(type: DW_MACINFO_define, line: 1, name: "SIDES", value: "4")
!86 = !DIMacro(type: DW_MACINFO_undef, line: 2, name: "SIDES")
!87 = !{!66, !67, !68}
