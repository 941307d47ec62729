; DebugInlinedAt has a line but no column: the forward writes the call site's column in an
; OpLine of the same line just before it, and the reverse reads it back, so llc's
; DW_AT_call_column survives the round trip. A call site without a column gets no OpLine.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs -r %t.spv -o %t.rt.bc
; RUN: opt -verify -disable-output %t.rt.bc
; RUN: llvm-dis %t.rt.bc -o - | FileCheck %s --check-prefix=LLVM
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv

; SPV-DAG: String [[FILE:[0-9]+]] "/src/inl.cl"
; SPV: Line [[FILE]] 20 13
; SPV-NEXT: ExtInst {{[0-9]+}} [[OUTER:[0-9]+]] {{[0-9]+}} DebugInlinedAt 20 {{[0-9]+}}{{ *$}}
; SPV: Line [[FILE]] 11 9
; SPV-NEXT: ExtInst {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} DebugInlinedAt 11 {{[0-9]+}} [[OUTER]]
; SPV-NOT: Line [[FILE]] 21 0
; SPV: ExtInst {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} DebugInlinedAt 21 {{[0-9]+}}{{ *$}}

; LLVM-DAG: !DILocation(line: 20, column: 13, scope:
; LLVM-DAG: !DILocation(line: 11, column: 9, scope: {{.*}}, inlinedAt:
; LLVM-DAG: !DILocation(line: 21, scope:

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(i32 addrspace(1)* %out) !dbg !10 {
entry:
  %a = load i32, i32 addrspace(1)* %out, align 4, !dbg !30
  %b = mul i32 %a, 3, !dbg !31
  %c = add i32 %b, 1, !dbg !32
  store i32 %c, i32 addrspace(1)* %out, align 4, !dbg !33
  ret void, !dbg !34
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "test", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "inl.cl", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 4}
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!10 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 19, type: !5, scopeLine: 19, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = distinct !DISubprogram(name: "twice", scope: !1, file: !1, line: 10, type: !5, scopeLine: 10, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = distinct !DISubprogram(name: "once", scope: !1, file: !1, line: 2, type: !5, scopeLine: 2, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!20 = distinct !DILocation(line: 20, column: 13, scope: !10)
!21 = distinct !DILocation(line: 11, column: 9, scope: !11, inlinedAt: !20)
!22 = distinct !DILocation(line: 21, scope: !10)
!30 = !DILocation(line: 19, column: 3, scope: !10)
!31 = !DILocation(line: 3, column: 5, scope: !12, inlinedAt: !21)
!32 = !DILocation(line: 4, column: 5, scope: !12, inlinedAt: !22)
!33 = !DILocation(line: 22, column: 3, scope: !10)
!34 = !DILocation(line: 23, column: 1, scope: !10)
