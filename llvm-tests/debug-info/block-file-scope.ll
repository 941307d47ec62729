; Code whose scope is a DILexicalBlockFile (a discriminator, or code of an included file inside
; a block): spirv-val takes only a compile unit, function, lexical block or composite for the
; Scope of DebugScope and DebugInlinedAt and the Parent of DebugLocalVariable, so in
; OpenCL.DebugInfo.100 these refer to the nearest enclosing lexical block; the
; DebugLexicalBlockDiscriminator is still written, and the OpLine keeps the included file,
; which the reverse puts back as a DILexicalBlockFile around the block. The older set (not
; checked by spirv-val) keeps the discriminator as the scope.
; Consumer check: llvm-spirv-14 knows the older debug set only as "SPIRV.debug", a name
; spirv-val refuses (we write "DebugInfo"): that known failure is pinned below.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs -r %t.spv -o %t.rt.bc
; RUN: llvm-dis %t.rt.bc -o %t.rt.ll
; RUN: opt -verify -disable-output %t.rt.ll
; RUN: FileCheck %s --check-prefix=LLVM < %t.rt.ll
; RUN: llvm-spirv-rs %t.bc --spirv-debug-info-version=legacy -o %t.legacy.spv
; RUN: spirv-val %t.legacy.spv
; RUN: llvm-spirv-rs %t.bc --spirv-debug-info-version=legacy -spirv-text -o - | FileCheck %s --check-prefix=LEGACY
; RUN: llvm-spirv-rs -r %t.legacy.spv -o %t.legacy.ll
; RUN: opt -verify -disable-output %t.legacy.ll
; RUN: FileCheck %s --check-prefix=LEGACY-LLVM < %t.legacy.ll
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv
; RUN: not llvm-spirv-14 -r %t.legacy.spv -o %t.inc.bc 2>&1 | FileCheck %s --check-prefix=INCUMBENT-LEGACY

; INCUMBENT-LEGACY: InvalidBuiltinSetName: Expects OpenCL.std. Actual is DebugInfo

; SPV-DAG: String [[MAIN:[0-9]+]] "/work/walk.c"
; SPV-DAG: String [[INC:[0-9]+]] "/work/step.inc"
; SPV-DAG: ExtInst {{[0-9]+}} [[SRCINC:[0-9]+]] {{[0-9]+}} DebugSource [[INC]]
; SPV-DAG: ExtInst {{[0-9]+}} [[FN:[0-9]+]] {{[0-9]+}} DebugFunction
; SPV-DAG: ExtInst {{[0-9]+}} [[BLOCK:[0-9]+]] {{[0-9]+}} DebugLexicalBlock {{[0-9]+}} 5 7 [[FN]]
; SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} LexicalBlockDiscriminator {{[0-9]+}} 2 [[BLOCK]]
; SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} LexicalBlockDiscriminator [[SRCINC]] 0 [[BLOCK]]
; SPV-DAG: DebugLocalVariable {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} 6 0 [[BLOCK]]
; SPV-DAG: ExtInst {{[0-9]+}} [[IA:[0-9]+]] {{[0-9]+}} DebugInlinedAt 9 [[BLOCK]]
; SPV: DebugScope [[BLOCK]]
; SPV-NEXT: Line [[MAIN]] 6 3
; SPV-NOT: DebugScope
; SPV: Line [[INC]] 2 1
; SPV: DebugScope [[BLOCK]] [[IA]]
; SPV-NEXT: Line [[INC]] 3 1

; LLVM-DAG: ![[SP:[0-9]+]] = distinct !DISubprogram(name: "walk"
; LLVM-DAG: ![[B:[0-9]+]] = distinct !DILexicalBlock(scope: ![[SP]], file: ![[F:[0-9]+]], line: 5, column: 7)
; LLVM-DAG: !DILocalVariable(name: "n", scope: ![[B]]
; LLVM-DAG: !DILocation(line: 6, column: 3, scope: ![[B]])
; LLVM-DAG: !DILocation(line: 2, column: 1, scope: ![[BF:[0-9]+]])
; LLVM-DAG: ![[BF]] = !DILexicalBlockFile(scope: ![[B]], file: ![[I:[0-9]+]], discriminator: 0)
; LLVM-DAG: ![[I]] = !DIFile(filename: "step.inc", directory: "/work")

; LEGACY-DAG: ExtInst {{[0-9]+}} [[D2:[0-9]+]] {{[0-9]+}} LexicalBlockDiscriminator {{[0-9]+}} 2
; LEGACY-DAG: DebugScope [[D2]]
; LEGACY-LLVM-DAG: !DILexicalBlockFile(scope: !{{[0-9]+}}, file: !{{[0-9]+}}, discriminator: 2)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func i32 @walk(i32 %k) !dbg !5 {
entry:
  %n = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %n, metadata !12, metadata !DIExpression()), !dbg !13
  store i32 %k, i32* %n, align 4, !dbg !13
  %a = add i32 %k, 1, !dbg !14
  %b = mul i32 %a, 3, !dbg !16
  %c = sub i32 %b, %k, !dbg !18
  ret i32 %c, !dbg !19
}

declare void @llvm.dbg.declare(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "by hand", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "walk.c", directory: "/work")
!2 = !DIFile(filename: "step.inc", directory: "/work")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = distinct !DISubprogram(name: "walk", scope: !1, file: !1, line: 4, type: !6, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !8)
!6 = !DISubroutineType(types: !7)
!7 = !{!4, !4}
!8 = !{}
!9 = distinct !DILexicalBlock(scope: !5, file: !1, line: 5, column: 7)
!10 = !DILexicalBlockFile(scope: !9, file: !1, discriminator: 2)
!11 = !DILexicalBlockFile(scope: !9, file: !2, discriminator: 0)
!12 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 6, type: !4)
!13 = !DILocation(line: 6, column: 3, scope: !10)
!14 = !DILocation(line: 2, column: 1, scope: !11)
!15 = distinct !DILocation(line: 9, scope: !10)
!16 = !DILocation(line: 3, column: 1, scope: !11, inlinedAt: !15)
!18 = !DILocation(line: 7, column: 2, scope: !9)
!19 = !DILocation(line: 8, column: 2, scope: !5)
