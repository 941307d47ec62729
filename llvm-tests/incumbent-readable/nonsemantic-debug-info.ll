; Debug info in a non-semantic set is valid SPIR-V that llvm-spirv-14 -r cannot read in any form:
; llvm-spirv-14 has no NonSemantic.Shader.DebugInfo.100/.200 (its --spirv-debug-info-version
; takes legacy and ocl-100 only), and its reader refuses SPV_KHR_non_semantic_info, the
; extension every NonSemantic.* import requires. Our output keeps the set the user asked for;
; the incumbent's refusal is pinned (scripts/incumbent-readable lists it as known). The default
; set, OpenCL.DebugInfo.100, of the same module is readable by it.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc --spirv-debug-info-version=nonsemantic-shader-100 -o %t.100.spv
; RUN: spirv-val %t.100.spv
; RUN: llvm-spirv-rs %t.100.spv -to-text -o - | FileCheck %s --check-prefix=SPV100
; RUN: not llvm-spirv-14 -r %t.100.spv -o %t.inc.bc 2>&1 | FileCheck %s --check-prefix=INCUMBENT
; RUN: llvm-spirv-rs %t.bc --spirv-debug-info-version=nonsemantic-shader-200 -o %t.200.spv
; RUN: spirv-val %t.200.spv
; RUN: not llvm-spirv-14 -r %t.200.spv -o %t.inc.bc 2>&1 | FileCheck %s --check-prefix=INCUMBENT
; RUN: not llvm-spirv-14 %t.bc --spirv-debug-info-version=nonsemantic-shader-100 -o %t.inc.spv 2>&1 | FileCheck %s --check-prefix=OPTION
; RUN: llvm-spirv-rs %t.bc -o %t.ocl.spv
; RUN: spirv-val %t.ocl.spv
; RUN: llvm-spirv-14 -r %t.ocl.spv -o %t.inc.bc
; RUN: opt -verify -disable-output %t.inc.bc

; SPV100: Extension "SPV_KHR_non_semantic_info"
; SPV100: ExtInstImport {{[0-9]+}} "NonSemantic.Shader.DebugInfo.100"
; INCUMBENT: input SPIR-V module uses unknown extension 'SPV_KHR_non_semantic_info'
; OPTION: Cannot find option named 'nonsemantic-shader-100'

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func i32 @twice(i32 %x) !dbg !5 {
entry:
  call void @llvm.dbg.value(metadata i32 %x, metadata !9, metadata !DIExpression()), !dbg !10
  %r = shl i32 %x, 1, !dbg !10
  ret i32 %r, !dbg !10
}

declare void @llvm.dbg.value(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "by hand", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "twice.cl", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = distinct !DISubprogram(name: "twice", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !8)
!6 = !DISubroutineType(types: !7)
!7 = !{!4, !4}
!8 = !{!9}
!9 = !DILocalVariable(name: "x", arg: 1, scope: !5, file: !1, line: 1, type: !4)
!10 = !DILocation(line: 2, column: 3, scope: !5)
