; SPV-IR carries a parameter's attributes twice: as LLVM attributes (signext, align) and in
; !spirv.ParameterDecorations (FuncParamAttr = 38 with Sext = 1, Alignment = 44), as the SPV-IR
; reverse writes them; a return attribute likewise in the function's !spirv.Decorations. SPIR-V
; decorates each target once with each decoration (OpDecorate, SPIR-V 3.32.2): one
; FuncParamAttr Sext and one Alignment 8, one FuncParamAttr Zext of the function; a decoration
; only the metadata gives (NoAlias = 4) is written too.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: spirv-dis %t.spv | grep OpDecorate | sort | uniq -d | count 0

; CHECK-DAG: OpDecorate %a FuncParamAttr Sext
; CHECK-DAG: OpDecorate %p Alignment 8
; CHECK-DAG: OpDecorate %p FuncParamAttr NoAlias
; CHECK-DAG: OpDecorate %f FuncParamAttr Zext

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

define spir_func zeroext i8 @f(i8 signext %a, i32 addrspace(1)* align 8 %p) !spirv.ParameterDecorations !0 !spirv.Decorations !5 {
entry:
  store i32 1, i32 addrspace(1)* %p, align 8
  ret i8 %a
}

!0 = !{!1, !3}
!1 = !{!2}
!2 = !{i32 38, i32 1}
!3 = !{!4, !6}
!4 = !{i32 44, i32 8}
!6 = !{i32 38, i32 4}
!5 = !{!7}
!7 = !{i32 38, i32 0}
