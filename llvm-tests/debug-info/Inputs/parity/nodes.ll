; PARITY-FLAGS: --spirv-allow-extra-diexpressions
; Debug-parity input (scripts/debug-parity): the DI nodes and DIExpression operations of LLVM 14
; that clang-14 does not write for OpenCL C or C: compile-unit fields (producer, flags, split
; debug file, DWO id, sysroot, SDK), file checksums and source text, DIModule,
; DIImportedEntity of a module, DICommonBlock, DIStringType, subranges with
; variable and expression bounds and strides, array associated / allocated /
; rank, DIArgList (DIGenericSubrange, a data location, DW_OP_LLVM_tag_offset and
; DW_OP_LLVM_implicit_pointer, on which llvm-spirv-14 aborts: incumbent-aborts.ll), DILabel, DIMacro / DIMacroFile, DIObjCProperty (in a structure), and DW_OP_* operations.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

@g = addrspace(1) global i32 0, align 4, !dbg !50
@cb = addrspace(1) global [2 x float] zeroinitializer, align 4, !dbg !52

define spir_func void @f(i32 %n, i64 %wide) !dbg !10 {
entry:
  %a = alloca i32, align 4
  %s = alloca [8 x i8], align 1
  call void @llvm.dbg.declare(metadata i32* %a, metadata !20, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.declare(metadata [8 x i8]* %s, metadata !21, metadata !DIExpression(DW_OP_deref)), !dbg !30
  call void @llvm.dbg.value(metadata i32 %n, metadata !22, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !30
  call void @llvm.dbg.value(metadata i32 %n, metadata !22, metadata !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_stack_value)), !dbg !30
  call void @llvm.dbg.value(metadata i32 %n, metadata !22, metadata !DIExpression(DW_OP_constu, 3, DW_OP_plus, DW_OP_stack_value)), !dbg !30
  call void @llvm.dbg.value(metadata i32 %n, metadata !22, metadata !DIExpression(DW_OP_constu, 3, DW_OP_mul, DW_OP_stack_value)), !dbg !30
  call void @llvm.dbg.value(metadata i32 %n, metadata !22, metadata !DIExpression(DW_OP_constu, 3, DW_OP_div, DW_OP_constu, 1, DW_OP_shl, DW_OP_stack_value)), !dbg !30
  call void @llvm.dbg.value(metadata i32 %n, metadata !22, metadata !DIExpression(DW_OP_constu, 1, DW_OP_shr, DW_OP_constu, 1, DW_OP_shra, DW_OP_not, DW_OP_stack_value)), !dbg !30
  call void @llvm.dbg.value(metadata i32 %n, metadata !22, metadata !DIExpression(DW_OP_constu, 7, DW_OP_and, DW_OP_constu, 8, DW_OP_or, DW_OP_constu, 9, DW_OP_xor, DW_OP_constu, 5, DW_OP_mod, DW_OP_stack_value)), !dbg !30
  call void @llvm.dbg.value(metadata i32 %n, metadata !22, metadata !DIExpression(DW_OP_dup, DW_OP_swap, DW_OP_over, DW_OP_stack_value)), !dbg !30
  call void @llvm.dbg.value(metadata i32 %n, metadata !22, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value)), !dbg !30
  call void @llvm.dbg.value(metadata i64 %wide, metadata !23, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !30
  call void @llvm.dbg.value(metadata i64 %wide, metadata !23, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32)), !dbg !30
  call void @llvm.dbg.value(metadata !DIArgList(i32 %n, i64 %wide), metadata !22, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !30
  call void @llvm.dbg.value(metadata i32 %n, metadata !22, metadata !DIExpression(DW_OP_lit0, DW_OP_stack_value)), !dbg !30
  call void @llvm.dbg.value(metadata i32 %n, metadata !22, metadata !DIExpression(DW_OP_deref_size, 4, DW_OP_stack_value)), !dbg !30
  call void @llvm.dbg.label(metadata !24), !dbg !30
  ret void, !dbg !31
}

declare void @llvm.dbg.declare(metadata, metadata, metadata)
declare void @llvm.dbg.value(metadata, metadata, metadata)
declare void @llvm.dbg.label(metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_Fortran95, file: !1, producer: "parity producer 1.0", isOptimized: true, flags: "-O2 -g", runtimeVersion: 2, splitDebugFilename: "nodes.dwo", emissionKind: FullDebug, dwoId: 1234, globals: !55, imports: !40, macros: !60, sysroot: "/sysroot", sdk: "parity.sdk", retainedTypes: !70)
!72 = !DICompositeType(tag: DW_TAG_structure_type, name: "objc_like", file: !1, line: 3, size: 32, elements: !{!71, !73}, runtimeLang: DW_LANG_ObjC)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "ivar", scope: !72, file: !1, line: 3, baseType: !4, size: 32, extraData: !71)
!1 = !DIFile(filename: "nodes.f90", directory: "/src", checksumkind: CSK_MD5, checksum: "0123456789abcdef0123456789abcdef", source: "program nodes\nend program\n")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 7, !"Dwarf Version", i32 4}
!4 = !DIBasicType(name: "integer", size: 32, encoding: DW_ATE_signed)
!5 = !DIBasicType(name: "real", size: 32, encoding: DW_ATE_float)
!6 = !DIStringType(name: "character(*)", stringLength: !25, stringLengthExpression: !DIExpression(), size: 64)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 64, elements: !8, associated: !DIExpression(DW_OP_constu, 1), allocated: !DIExpression(DW_OP_constu, 1), rank: !DIExpression(DW_OP_constu, 1))
!8 = !{!9, !26}
!9 = !DISubrange(count: 2, lowerBound: 1)
!26 = !DISubrange(lowerBound: !DIExpression(DW_OP_constu, 1), upperBound: !25, stride: !DIExpression(DW_OP_constu, 4))
!10 = distinct !DISubprogram(name: "f", linkageName: "_QPf", scope: !41, file: !1, line: 3, type: !11, scopeLine: 4, flags: DIFlagPrototyped | DIFlagArtificial, spFlags: DISPFlagDefinition | DISPFlagOptimized | DISPFlagPure | DISPFlagElemental | DISPFlagRecursive, unit: !0, retainedNodes: !12)
!11 = !DISubroutineType(types: !{null, !4, !4})
!12 = !{!20, !21, !22, !23}
!20 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 5, type: !4, flags: DIFlagArtificial, align: 32)
!21 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 6, type: !6)
!22 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 3, type: !4)
!23 = !DILocalVariable(name: "w", scope: !10, file: !1, line: 7, type: !7)
!24 = !DILabel(scope: !10, name: "done", file: !1, line: 9)
!25 = !DILocalVariable(name: "len", scope: !10, file: !1, line: 8, type: !4, flags: DIFlagArtificial)
!30 = !DILocation(line: 5, column: 3, scope: !10)
!31 = !DILocation(line: 9, column: 1, scope: !10)
!40 = !{!42, !43}
!41 = !DIModule(scope: !1, name: "parity_mod", configMacros: "-DX=1", includePath: "/inc", apinotes: "m.apinotes", file: !1, line: 2, isDecl: true)
!42 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !0, entity: !41, file: !1, line: 2)
!43 = !DIImportedEntity(tag: DW_TAG_imported_declaration, name: "renamed", scope: !10, entity: !51, file: !1, line: 4)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(name: "g", linkageName: "_QMparity_modEg", scope: !41, file: !1, line: 2, type: !4, isLocal: false, isDefinition: true, align: 32)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression(DW_OP_plus_uconst, 4))
!53 = distinct !DIGlobalVariable(name: "x", scope: !54, file: !1, line: 2, type: !5, isLocal: true, isDefinition: true)
!54 = !DICommonBlock(scope: !10, declaration: !51, name: "blk", file: !1, line: 2)
!55 = !{!50, !52}
!60 = !{!61}
!61 = !DIMacroFile(file: !1, nodes: !62)
!62 = !{!63, !64}
!63 = !DIMacro(type: DW_MACINFO_define, line: 1, name: "X", value: "1")
!64 = !DIMacro(type: DW_MACINFO_undef, line: 2, name: "X")
!70 = !{!72, !6, !7}
!71 = !DIObjCProperty(name: "prop", file: !1, line: 3, setter: "setProp:", getter: "prop", attributes: 7, type: !4)
