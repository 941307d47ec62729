; DWARF operations beyond the debug set's DebugOperation list (clang -O2 makes DW_OP_shra and
; DW_OP_mul when it salvages a variable's value). Without --spirv-allow-extra-diexpressions
; the variable location is dropped there (a DebugValue of OpUndef, the variable stays) with a
; warning naming the operation, and the module is valid. With it, the operations are written
; with llvm-spirv's extended numbering (DW_OP_shra 36, DW_OP_mul 30, DW_OP_LLVM_convert 10),
; which no specification defines: spirv-val refuses them in OpenCL.DebugInfo.100 (its
; DebugOperation enumeration ends at 9, Fragment), and takes them in the incumbent's
; NonSemantic.Shader.DebugInfo.200, where they are written without the option. The reverse
; reads them back in both.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv 2>&1 | FileCheck %s --check-prefix=WARN
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s --check-prefix=DROPPED
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.ll
; RUN: opt -verify -disable-output %t.rev.ll
; RUN: FileCheck %s --check-prefix=LL-DROPPED < %t.rev.ll
; RUN: llvm-spirv-rs %t.bc --spirv-allow-extra-diexpressions -o %t.ext.spv
; RUN: not spirv-val %t.ext.spv 2>&1 | FileCheck %s --check-prefix=INVALID
; RUN: llvm-spirv-rs %t.ext.spv -to-text -o - | FileCheck %s --check-prefix=EXT
; RUN: llvm-spirv-rs -r %t.ext.spv -o %t.ext.ll
; RUN: opt -verify -disable-output %t.ext.ll
; RUN: FileCheck %s --check-prefix=LL < %t.ext.ll
; RUN: llvm-spirv-rs %t.bc --spirv-debug-info-version=nonsemantic-shader-200 -o %t.200.spv
; RUN: spirv-val %t.200.spv
; RUN: llvm-spirv-rs -r %t.200.spv -o %t.200.ll
; RUN: opt -verify -disable-output %t.200.ll
; RUN: FileCheck %s --check-prefix=LL < %t.200.ll

; WARN: WARN {{.*}}DW_OP_shra, which OpenCL.DebugInfo.100 cannot hold (--spirv-allow-extra-diexpressions
; DROPPED-NOT: DebugOperation 36
; DROPPED: Undef [[#]] [[#UNDEF:]]
; DROPPED: DebugValue [[#]] [[#UNDEF]]
; LL-DROPPED: call void @llvm.dbg.value(metadata i32 undef, metadata ![[#]], metadata !DIExpression())

; INVALID: Invalid OpenCL.DebugInfo.100 debug operation operand

; EXT-DAG: DebugOperation 8 1 {{$}}
; EXT-DAG: DebugOperation 36 {{$}}
; EXT-DAG: DebugOperation 30 {{$}}
; EXT-DAG: DebugOperation 10 8 5 {{$}}
; EXT-DAG: DebugOperation 7 {{$}}

; LL: call void @llvm.dbg.value(metadata i32 %a, metadata ![[#]], metadata !DIExpression(DW_OP_constu, 1, DW_OP_shra, DW_OP_stack_value))
; LL: call void @llvm.dbg.value(metadata i32 %a, metadata ![[#]], metadata !DIExpression(DW_OP_constu, 4, DW_OP_mul, DW_OP_stack_value))
; LL: call void @llvm.dbg.value(metadata i32 %a, metadata ![[#]], metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value))

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func i32 @f(i32 %a) !dbg !5 {
entry:
  call void @llvm.dbg.value(metadata i32 %a, metadata !10, metadata !DIExpression(DW_OP_constu, 1, DW_OP_shra, DW_OP_stack_value)), !dbg !12
  call void @llvm.dbg.value(metadata i32 %a, metadata !11, metadata !DIExpression(DW_OP_constu, 4, DW_OP_mul, DW_OP_stack_value)), !dbg !12
  call void @llvm.dbg.value(metadata i32 %a, metadata !13, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_stack_value)), !dbg !12
  ret i32 %a, !dbg !12
}

declare void @llvm.dbg.value(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "ops.cl", directory: "/tmp")
!3 = !{i32 2, !"Dwarf Version", i32 4}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{!8, !8}
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!10 = !DILocalVariable(name: "half", scope: !5, file: !1, line: 2, type: !8)
!11 = !DILocalVariable(name: "quad", scope: !5, file: !1, line: 3, type: !8)
!12 = !DILocation(line: 2, column: 3, scope: !5)
!13 = !DILocalVariable(name: "c", scope: !5, file: !1, line: 4, type: !9)
