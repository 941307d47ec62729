; Debug-parity input (scripts/debug-parity): what llvm-spirv-14 aborts on (so only ours is
; checked, for validity and its reverse): DIGenericSubrange (an assumed-rank Fortran array; a
; cast to DISubrange), an array's dataLocation (DW_OP_push_object_address), DW_OP_LLVM_tag_offset
; and DW_OP_LLVM_implicit_pointer (no DebugOperation in its table).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

@g = addrspace(1) global [4 x float] zeroinitializer, align 4, !dbg !10

define spir_func void @f(i32 %n) !dbg !20 {
entry:
  %a = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32 %n, metadata !22, metadata !DIExpression(DW_OP_LLVM_tag_offset, 0)), !dbg !30
  call void @llvm.dbg.value(metadata i32* %a, metadata !22, metadata !DIExpression(DW_OP_LLVM_implicit_pointer)), !dbg !30
  ret void, !dbg !30
}

declare void @llvm.dbg.value(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_Fortran95, file: !1, producer: "parity", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !{!10})
!1 = !DIFile(filename: "generic.f90", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 7, !"Dwarf Version", i32 4}
!4 = !DIBasicType(name: "real", size: 32, encoding: DW_ATE_float)
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !{!6}, dataLocation: !DIExpression(DW_OP_push_object_address, DW_OP_deref), rank: !DIExpression(DW_OP_constu, 1))
!6 = !DIGenericSubrange(lowerBound: !DIExpression(DW_OP_constu, 1), upperBound: !DIExpression(DW_OP_constu, 4), stride: !DIExpression(DW_OP_constu, 4))
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(name: "g", scope: !0, file: !1, line: 1, type: !5, isLocal: false, isDefinition: true)
!20 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 2, type: !21, scopeLine: 2, spFlags: DISPFlagDefinition, unit: !0)
!21 = !DISubroutineType(types: !{null, !23})
!22 = !DILocalVariable(name: "n", arg: 1, scope: !20, file: !1, line: 2, type: !23)
!23 = !DIBasicType(name: "integer", size: 32, encoding: DW_ATE_signed)
!30 = !DILocation(line: 3, column: 1, scope: !20)
