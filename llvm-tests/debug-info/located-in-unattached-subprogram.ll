; A function without !dbg whose instructions are located in a subprogram that describes no
; function (LLVM's verifier allows it; the incumbent's tests have such modules): the
; DebugFunction names DebugInfoNone for its function, and the reverse keeps the locations and
; the llvm.dbg.value calls in that subprogram's scope (it kept only code inlined into such a
; function before). A DIArgList of one value with DW_OP_LLVM_arg 0 needs the extended
; numbering (DebugOperation 165) and comes back as an argument list.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc --spirv-allow-extra-diexpressions -o %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.ll
; RUN: opt -verify -disable-output %t.rev.ll
; RUN: FileCheck %s --check-prefix=LL < %t.rev.ll
; RUN: llvm-spirv-rs %t.bc -o %t.std.spv
; RUN: spirv-val %t.std.spv
; RUN: llvm-spirv-rs -r %t.std.spv -o %t.std.ll
; RUN: opt -verify -disable-output %t.std.ll
; RUN: FileCheck %s --check-prefix=STD < %t.std.ll

; SPV: DebugOperation 165 0
; SPV: Variable [[#]] [[#X:]]
; SPV: DebugValue [[#]] [[#X]]

; LL: call void @llvm.dbg.value(metadata !DIArgList(i32* %x), metadata ![[#]], metadata !DIExpression(DW_OP_LLVM_arg, 0)), !dbg ![[L:[0-9]+]]
; LL: store i32 42, i32* %x, align 4, !dbg ![[L]]
; LL-DAG: ![[L]] = !DILocation(line: 5, column: 2, scope: ![[SP:[0-9]+]])
; LL-DAG: ![[SP]] = distinct !DISubprogram(name: "unattached"

; STD: call void @llvm.dbg.value(metadata i32* undef, metadata ![[#]], metadata !DIExpression()), !dbg ![[L:[0-9]+]]
; STD: store i32 42, i32* %x, align 4, !dbg ![[L]]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func void @g() {
entry:
  %x = alloca i32, align 4
  call void @llvm.dbg.value(metadata !DIArgList(i32* %x), metadata !6, metadata !DIExpression(DW_OP_LLVM_arg, 0)), !dbg !10
  store i32 42, i32* %x, align 4, !dbg !10
  ret void
}

declare void @llvm.dbg.value(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "unattached.cl", directory: "/tmp")
!3 = distinct !DISubprogram(name: "unattached", scope: !1, file: !1, line: 3, type: !4, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !0)
!4 = !DISubroutineType(types: !5)
!5 = !{null}
!6 = !DILocalVariable(name: "x", scope: !3, file: !1, line: 4, type: !7)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !{i32 2, !"Dwarf Version", i32 4}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !DILocation(line: 5, column: 2, scope: !3)
