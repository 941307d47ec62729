; Vector and aggregate element operations: extractelement/insertelement (dynamic lanes, and
; constant lanes within the vector as CompositeExtract/CompositeInsert), shufflevector (undef lanes → 0xFFFFFFFF), extractvalue/insertvalue, freeze.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-14 -r %t.spv -o %t.rev.bc
; RUN: opt -verify %t.rev.bc -o /dev/null

; CHECK: VectorExtractDynamic
; CHECK: CompositeInsert [[V4:[0-9]+]] [[INS:[0-9]+]] {{[0-9]+}} {{[0-9]+}} 2
; CHECK: VectorInsertDynamic [[V4]] {{[0-9]+}} [[INS]] {{[0-9]+}} {{[0-9]+}}
; CHECK: CompositeExtract {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} 3
; CHECK: VectorExtractDynamic {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} {{[0-9]+}}
; CHECK: VectorShuffle {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} 0 5 4294967295 3
; CHECK: CompositeExtract {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} 1 2
; CHECK: CompositeInsert {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} 0
; CHECK: CopyObject

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

%pair = type { i32, [3 x float] }

define spir_func <4 x float> @vec(<4 x float> %v, <4 x float> %w, i32 %i, %pair %p) {
  %e = extractelement <4 x float> %v, i32 %i
  %ins = insertelement <4 x float> %w, float %e, i32 2
  %dyn = insertelement <4 x float> %ins, float %e, i32 %i
  %last = extractelement <4 x float> %dyn, i64 3
  %out = extractelement <4 x float> %dyn, i64 7
  %sh = shufflevector <4 x float> %v, <4 x float> %ins, <4 x i32> <i32 0, i32 5, i32 undef, i32 3>
  %f = extractvalue %pair %p, 1, 2
  %q = insertvalue %pair %p, i32 3, 0
  %z = freeze <4 x float> %sh
  ret <4 x float> %z
}
