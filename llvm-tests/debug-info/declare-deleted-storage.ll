; A declaration whose storage was deleted (mem2reg removes an unused variable and leaves
; llvm.dbg.declare(undef)): the variable is kept, without a location. DebugDeclare takes only
; an OpVariable or OpFunctionParameter (spirv-val; llvm-spirv writes an OpUndef there, which
; spirv-val refuses), so it is a DebugValue of an OpUndef of the pointer type whose expression
; ends in Deref, the form a declaration of storage that is not a variable has; the reverse
; reads it as llvm.dbg.declare of undef with the expression before the Deref.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.ll
; RUN: opt -verify -disable-output %t.rev.ll
; RUN: FileCheck %s --check-prefix=LL < %t.rev.ll

; SPV-DAG: TypePointer [[#PTR:]] 7 [[#]]
; SPV-DAG: Undef [[#PTR]] [[#UNDEF:]]
; SPV-DAG: ExtInst [[#]] [[#VAR:]] [[#]] DebugLocalVariable
; SPV-DAG: ExtInst [[#]] [[#DEREF:]] [[#]] DebugOperation 0 {{$}}
; SPV-DAG: ExtInst [[#]] [[#EXPR:]] [[#]] DebugExpression [[#]] [[#]] [[#]] [[#DEREF]] {{$}}
; SPV: ExtInst [[#]] [[#]] [[#]] DebugValue [[#VAR]] [[#UNDEF]] [[#EXPR]]
; SPV-NOT: DebugDeclare

; LL: call void @llvm.dbg.declare(metadata i32* undef, metadata ![[#]], metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef))

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func void @foo() !dbg !5 {
entry:
  call void @llvm.dbg.declare(metadata i32* undef, metadata !8, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !10
  ret void, !dbg !11
}

declare void @llvm.dbg.declare(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "unused.cl", directory: "/tmp")
!3 = !{i32 2, !"Dwarf Version", i32 4}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "foo", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocalVariable(name: "a", scope: !5, file: !1, line: 2, type: !9)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DILocation(line: 2, column: 7, scope: !5)
!11 = !DILocation(line: 3, column: 1, scope: !5)
