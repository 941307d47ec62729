; Bitcode with debug info is read without LLVM's whole-module verifier, but its debug info is
; still checked as LLVM's reader checks it: debug info that breaks the verifier's rules is
; dropped with LLVM's warning naming the file (the code is still translated), and so is debug
; info whose "Debug Info Version" is not the current one. The variants are made with sed
; (llvm-as -disable-verify keeps them as written).
; RUN: llvm-as -disable-verify %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv 2> %t.err
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs -to-text %t.spv -o - | FileCheck %s --check-prefix=KEPT
; RUN: not grep -q ignoring %t.err
; KEPT: DebugInfo.100
; KEPT: DebugFunction
; KEPT: DebugScope
;
; A location whose scope is a file, not a local scope.
; RUN: sed 's/^!9 = !DILocation(line: 2, column: 3, scope: !5)/!9 = !DILocation(line: 2, column: 3, scope: !1)/' %s | llvm-as -disable-verify -o %t.scope.bc
; RUN: llvm-spirv-rs %t.scope.bc -o %t.scope.spv 2> %t.scope.err
; RUN: FileCheck %s --check-prefix=INVALID < %t.scope.err
; RUN: spirv-val %t.scope.spv
; RUN: llvm-spirv-rs -to-text %t.scope.spv -o - | FileCheck %s --check-prefix=DROPPED
;
; A subroutine type whose type list is a file.
; RUN: sed 's/^!6 = !DISubroutineType(types: !7)/!6 = !DISubroutineType(types: !1)/' %s | llvm-as -disable-verify -o %t.type.bc
; RUN: llvm-spirv-rs %t.type.bc -o %t.type.spv 2> %t.type.err
; RUN: FileCheck %s --check-prefix=INVALID < %t.type.err
; RUN: spirv-val %t.type.spv
; RUN: llvm-spirv-rs -to-text %t.type.spv -o - | FileCheck %s --check-prefix=DROPPED
;
; A debug intrinsic whose variable is not a local variable.
; RUN: sed 's/metadata !12, metadata !DIExpression())/metadata !7, metadata !DIExpression())/' %s | llvm-as -disable-verify -o %t.var.bc
; RUN: llvm-spirv-rs %t.var.bc -o %t.var.spv 2> %t.var.err
; RUN: FileCheck %s --check-prefix=INVALID < %t.var.err
; RUN: spirv-val %t.var.spv
; RUN: llvm-spirv-rs -to-text %t.var.spv -o - | FileCheck %s --check-prefix=DROPPED
;
; A location in the function of one subprogram that is in another subprogram.
; RUN: sed 's/%v = add i32 1, 2, !dbg !9/%v = add i32 1, 2, !dbg !14/' %s | llvm-as -disable-verify -o %t.sp.bc
; RUN: llvm-spirv-rs %t.sp.bc -o %t.sp.spv 2> %t.sp.err
; RUN: FileCheck %s --check-prefix=INVALID < %t.sp.err
; RUN: spirv-val %t.sp.spv
; RUN: llvm-spirv-rs -to-text %t.sp.spv -o - | FileCheck %s --check-prefix=DROPPED
;
; A subprogram definition without its compile unit.
; RUN: sed 's/, unit: !0, spFlags/, spFlags/' %s | llvm-as -disable-verify -o %t.unit.bc
; RUN: llvm-spirv-rs %t.unit.bc -o %t.unit.spv 2> %t.unit.err
; RUN: FileCheck %s --check-prefix=INVALID < %t.unit.err
; RUN: llvm-spirv-rs -to-text %t.unit.spv -o - | FileCheck %s --check-prefix=DROPPED
; INVALID: WARN ignoring invalid debug info in {{.*}}.bc
;
; Another debug info version: LLVM's other warning.
; RUN: sed 's/!"Debug Info Version", i32 3/!"Debug Info Version", i32 1/' %s | llvm-as -disable-verify -o %t.v1.bc
; RUN: llvm-spirv-rs %t.v1.bc -o %t.v1.spv 2> %t.v1.err
; RUN: FileCheck %s --check-prefix=VERSION < %t.v1.err
; RUN: spirv-val %t.v1.spv
; RUN: llvm-spirv-rs -to-text %t.v1.spv -o - | FileCheck %s --check-prefix=DROPPED
; VERSION: WARN ignoring debug info with an invalid version (1) in {{.*}}.v1.bc
;
; Dropped debug info leaves the code: no debug instruction set, the store still there.
; DROPPED-NOT: DebugInfo.100
; DROPPED-NOT: DebugFunction
; DROPPED: Store

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(i32 addrspace(1)* %p) !dbg !5 {
  %x = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %x, metadata !12, metadata !DIExpression()), !dbg !9
  %v = add i32 1, 2, !dbg !9
  store i32 %v, i32 addrspace(1)* %p, align 4, !dbg !9
  ret void, !dbg !9
}

declare void @llvm.dbg.declare(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.cl", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !6, unit: !0, spFlags: DISPFlagDefinition)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!9 = !DILocation(line: 2, column: 3, scope: !5)
!12 = !DILocalVariable(name: "x", scope: !5, file: !1, line: 2, type: !13)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DILocation(line: 3, column: 1, scope: !15)
!15 = distinct !DISubprogram(name: "other", scope: !1, file: !1, line: 3, type: !6, unit: !0, spFlags: DISPFlagDefinition)
