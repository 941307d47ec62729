; Round trip of a variable-length array under SPV_INTEL_variable_length_array: the stack
; save/restore intrinsics and the alloca of a run-time count become OpSaveMemoryINTEL,
; OpVariableLengthArrayINTEL and OpRestoreMemoryINTEL, and come back as llvm.stacksave, an
; alloca with that count (keeping its alignment) and llvm.stackrestore. The dbg.declare of the
; array is written as a DebugValue of its address with a Deref (spirv-val allows DebugDeclare
; only of OpVariable and OpFunctionParameter), and read back as the dbg.declare.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_variable_length_array -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_variable_length_array -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs -r %t.spv -o %t.rt.bc
; RUN: llvm-dis %t.rt.bc -o %t.rt.ll
; RUN: opt -verify -disable-output %t.rt.ll
; RUN: FileCheck %s --check-prefix=LLVM < %t.rt.ll
; RUN: FileCheck %s --check-prefix=DECL < %t.rt.ll

; SPV: Capability VariableLengthArrayINTEL
; SPV: Extension "SPV_INTEL_variable_length_array"
; SPV: ExtInst {{[0-9]+}} [[DEREF:[0-9]+]] {{[0-9]+}} DebugOperation 0
; SPV-NEXT: ExtInst {{[0-9]+}} [[EXPR:[0-9]+]] {{[0-9]+}} DebugExpression [[DEREF]]
; SPV: SaveMemoryINTEL
; SPV: VariableLengthArrayINTEL {{[0-9]+}} [[VLA:[0-9]+]]
; SPV-NOT: DebugDeclare
; SPV: DebugValue {{[0-9]+}} [[VLA]] [[EXPR]]
; SPV: RestoreMemoryINTEL

; LLVM: %[[SP:[0-9a-z.]+]] = call i8* @llvm.stacksave()
; LLVM: %buf = alloca float, i32 %n, align 32
; LLVM: call void @llvm.dbg.declare(metadata float* %buf, metadata ![[V:[0-9]+]], metadata !DIExpression())
; LLVM: store float 1.000000e+00, float* %buf, align 4
; LLVM: call void @llvm.stackrestore(i8* %[[SP]])
; LLVM: define spir_func void @quad()
; LLVM: call void @llvm.dbg.declare(metadata i32* %{{.*}}, metadata ![[P:[0-9]+]], metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_LLVM_fragment, 0, 32))
; LLVM-DAG: ![[V]] = !DILocalVariable(name: "buf"
; LLVM-DAG: ![[P]] = !DILocalVariable(name: "pair"
; DECL-DAG: declare i8* @llvm.stacksave()
; DECL-DAG: declare void @llvm.stackrestore(i8*)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func void @scratch(i32 %n) !dbg !5 {
entry:
  %sp = call i8* @llvm.stacksave(), !dbg !10
  %buf = alloca float, i32 %n, align 32, !dbg !10
  call void @llvm.dbg.declare(metadata float* %buf, metadata !9, metadata !DIExpression()), !dbg !10
  store float 1.0, float* %buf, align 4, !dbg !10
  call void @llvm.stackrestore(i8* %sp), !dbg !10
  ret void, !dbg !10
}

define spir_func void @quad() !dbg !20 {
entry:
  %q = alloca i32, i32 4, align 4, !dbg !21
  call void @llvm.dbg.declare(metadata i32* %q, metadata !22, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_LLVM_fragment, 0, 32)), !dbg !21
  ret void, !dbg !21
}


declare i8* @llvm.stacksave()
declare void @llvm.stackrestore(i8*)
declare void @llvm.dbg.declare(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "by hand", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "vla.c", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!5 = distinct !DISubprogram(name: "scratch", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !8)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !{!9}
!9 = !DILocalVariable(name: "buf", scope: !5, file: !1, line: 2, type: !11)
!10 = !DILocation(line: 2, scope: !5)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: -1)
!20 = distinct !DISubprogram(name: "quad", scope: !1, file: !1, line: 5, type: !6, scopeLine: 5, spFlags: DISPFlagDefinition, unit: !0)
!21 = !DILocation(line: 6, scope: !20)
!22 = !DILocalVariable(name: "pair", scope: !20, file: !1, line: 6, type: !23)
!23 = !DICompositeType(tag: DW_TAG_structure_type, name: "pair", file: !1, line: 6, size: 64, elements: !24)
!24 = !{!25, !26}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !23, file: !1, line: 6, baseType: !27, size: 32)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !23, file: !1, line: 6, baseType: !27, size: 32, offset: 32)
!27 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
