; Two calls of one function inlined at the same line and column (a macro that expands to two
; calls): each inlined instance has its own call site, a distinct DILocation as LLVM's inliner
; makes it. OpenCL.DebugInfo.100 writes one DebugInlinedAt per instance (4.9: an
; instruction's scope is the inlined function's, DebugInlinedAt names where it was inlined);
; the reverse makes each DebugInlinedAt its own distinct call site again, so the two instances
; do not merge into one.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs -r %t.spv -o %t.rt.ll
; RUN: opt -verify -disable-output %t.rt.ll
; RUN: FileCheck %s < %t.rt.ll

; SPV-COUNT-2: DebugInlinedAt 5 {{[0-9]+}}{{ $}}

; CHECK: %a = fmul float %x, %x, !dbg ![[LA:[0-9]+]]
; CHECK: %b = fmul float %x, %x, !dbg ![[LB:[0-9]+]]
; CHECK-DAG: ![[LA]] = !DILocation(line: 2, column: 3, scope: ![[SQ:[0-9]+]], inlinedAt: ![[CA:[0-9]+]])
; CHECK-DAG: ![[LB]] = !DILocation(line: 2, column: 3, scope: ![[SQ]], inlinedAt: ![[CB:[0-9]+]])
; CHECK-DAG: ![[CA]] = distinct !DILocation(line: 5, column: 10, scope: ![[K:[0-9]+]])
; CHECK-DAG: ![[CB]] = distinct !DILocation(line: 5, column: 10, scope: ![[K]])

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(float addrspace(1)* %out, float %x) !dbg !10 {
entry:
  %a = fmul float %x, %x, !dbg !20
  %b = fmul float %x, %x, !dbg !22
  %s = fadd float %a, %b, !dbg !24
  store float %s, float addrspace(1)* %out, align 4, !dbg !24
  ret void, !dbg !24
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "twice.cl", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 7, !"Dwarf Version", i32 4}
!4 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!5 = distinct !DISubprogram(name: "sq", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{!4, !4}
!10 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 4, type: !11, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !12)
!12 = !{null, !4}
!20 = !DILocation(line: 2, column: 3, scope: !5, inlinedAt: !21)
!21 = distinct !DILocation(line: 5, column: 10, scope: !10)
!22 = !DILocation(line: 2, column: 3, scope: !5, inlinedAt: !23)
!23 = distinct !DILocation(line: 5, column: 10, scope: !10)
!24 = !DILocation(line: 5, column: 3, scope: !10)
