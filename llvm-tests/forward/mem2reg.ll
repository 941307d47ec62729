; --spirv-mem2reg runs LLVM's mem2reg before the translation: the local variables only loads
; and stores use become SSA values (a phi at the loop header), and their dbg.declare become
; DebugValues. Without it they stay Function variables. (Like llvm-spirv's, it leaves
; functions marked optnone alone.)
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc --spirv-mem2reg -spirv-text -o - | FileCheck %s --check-prefix=M2R
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=PLAIN
; RUN: llvm-spirv-rs %t.bc --spirv-mem2reg -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs -r %t.spv -o %t.rt.bc
; RUN: opt -verify -disable-output %t.rt.bc

; M2R: Function
; M2R-NOT: Variable {{[0-9]+}} {{[0-9]+}} 7
; M2R-NOT: DebugDeclare
; M2R: Phi
; M2R: DebugValue
; M2R: FunctionEnd

; PLAIN: Function
; PLAIN: Variable {{[0-9]+}} {{[0-9]+}} 7
; PLAIN: DebugDeclare
; PLAIN-NOT: Phi
; PLAIN: FunctionEnd

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @sum(i32 addrspace(1)* %out, i32 %n) !dbg !10 {
entry:
  %acc = alloca i32, align 4
  %i = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %acc, metadata !12, metadata !DIExpression()), !dbg !20
  store i32 0, i32* %acc, align 4, !dbg !20
  store i32 0, i32* %i, align 4, !dbg !20
  br label %cond, !dbg !20

cond:
  %iv = load i32, i32* %i, align 4, !dbg !21
  %more = icmp slt i32 %iv, %n, !dbg !21
  br i1 %more, label %body, label %done, !dbg !21

body:
  %a = load i32, i32* %acc, align 4, !dbg !22
  %a2 = add nsw i32 %a, %iv, !dbg !22
  store i32 %a2, i32* %acc, align 4, !dbg !22
  %next = add nsw i32 %iv, 1, !dbg !22
  store i32 %next, i32* %i, align 4, !dbg !22
  br label %cond, !dbg !22

done:
  %r = load i32, i32* %acc, align 4, !dbg !23
  store i32 %r, i32 addrspace(1)* %out, align 4, !dbg !23
  ret void, !dbg !23
}

declare void @llvm.dbg.declare(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "test", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "sum.cl", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = distinct !DISubprogram(name: "sum", scope: !1, file: !1, line: 1, type: !5, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!12 = !DILocalVariable(name: "acc", scope: !10, file: !1, line: 2, type: !7)
!20 = !DILocation(line: 2, column: 3, scope: !10)
!21 = !DILocation(line: 3, column: 3, scope: !10)
!22 = !DILocation(line: 4, column: 5, scope: !10)
!23 = !DILocation(line: 5, column: 3, scope: !10)
