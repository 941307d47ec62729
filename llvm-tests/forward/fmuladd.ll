; llvm.fmuladd (a multiply-add that may be fused or not) becomes OpenCL mad, which allows the
; same, for scalars and vectors; --spirv-replace-fmuladd-with-ocl-mad=false makes it an OpFMul
; and an OpFAdd instead, and =true (or the bare flag) is the default. llvm.fma, which must be
; fused, stays fma either way. An OpenCL C mad(a, b, c) call is OpenCL mad too: the mad of a
; contraction carries FPFastMathMode with the call's fast-math flags (None without any), the
; builtin's none, so that the reverse gives each back as it was, in the OpenCL C forms: the
; contraction as llvm.fmuladd with its flags, the builtin as a mad call (an OpenCL library may
; compute the two differently: PoCL fuses the one and not the other, see tests/pocl.rs), and both
; as __spirv_ocl_mad in SPV-IR.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=MAD
; RUN: llvm-spirv-rs %t.bc --spirv-replace-fmuladd-with-ocl-mad -spirv-text -o - | FileCheck %s --check-prefix=MAD
; RUN: llvm-spirv-rs %t.bc --spirv-replace-fmuladd-with-ocl-mad=true -spirv-text -o - | FileCheck %s --check-prefix=MAD
; RUN: llvm-spirv-rs %t.bc -spirv-replace-fmuladd-with-ocl-mad=false -spirv-text -o - | FileCheck %s --check-prefix=SPLIT
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.bc --spirv-replace-fmuladd-with-ocl-mad=false -o %t.split.spv
; RUN: spirv-val %t.split.spv
; RUN: llvm-spirv-rs -r %t.spv -o %t.rt.bc
; RUN: llvm-dis %t.rt.bc -o - | FileCheck %s --check-prefix=LLVM
; RUN: llvm-spirv-rs -r --spirv-target-env=CL2.0 %t.spv -o - -S | FileCheck %s --check-prefix=LLVM
; RUN: llvm-spirv-rs -r --spirv-target-env=SPV-IR %t.spv -o - -S | FileCheck %s --check-prefix=SPVIR
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv %t.split.spv
; RUN: not llvm-spirv-rs %t.bc --spirv-replace-fmuladd-with-ocl-mad=maybe -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=BAD

; MAD: ExtInstImport [[STD:[0-9]+]] "OpenCL.std"
; MAD-DAG: Decorate [[M1:[0-9]+]] FPFastMathMode 0
; MAD-DAG: Decorate [[M2:[0-9]+]] FPFastMathMode 0
; MAD-DAG: Decorate [[M3:[0-9]+]] FPFastMathMode 7
; MAD-DAG: Decorate [[M4:[0-9]+]] FPFastMathMode 16
; MAD-NOT: FPFastMathMode
; MAD: Function
; MAD: ExtInst [[F:[0-9]+]] [[M1]] [[STD]] mad [[A:[0-9]+]] [[B:[0-9]+]] [[C:[0-9]+]]
; MAD-NEXT: ExtInst {{[0-9]+}} [[M2]] [[STD]] mad {{[0-9]+}} {{[0-9]+}} {{[0-9]+}}
; MAD-NEXT: ExtInst [[F]] {{[0-9]+}} [[STD]] fma [[M1]] [[B]] [[C]]
; MAD-NEXT: ExtInst [[F]] [[M3]] [[STD]] mad
; MAD-NEXT: ExtInst [[F]] [[M4]] [[STD]] mad
; MAD-NEXT: ExtInst [[F]] {{[0-9]+}} [[STD]] mad
; MAD-NOT: FMul
; MAD-NOT: FAdd

; SPLIT: Function
; SPLIT: FMul [[F:[0-9]+]] [[P:[0-9]+]] [[A:[0-9]+]] [[B:[0-9]+]]
; SPLIT-NEXT: FAdd [[F]] [[S:[0-9]+]] [[P]] [[C:[0-9]+]]
; SPLIT-NEXT: FMul {{[0-9]+}} [[VP:[0-9]+]]
; SPLIT-NEXT: FAdd {{[0-9]+}} {{[0-9]+}} [[VP]]
; SPLIT-NEXT: ExtInst [[F]] {{[0-9]+}} {{[0-9]+}} fma [[S]] [[B]] [[C]]
; SPLIT-NEXT: FMul
; SPLIT-NEXT: FAdd
; SPLIT-NEXT: FMul
; SPLIT-NEXT: FAdd
; SPLIT-NEXT: ExtInst [[F]] {{[0-9]+}} {{[0-9]+}} mad

; LLVM: %m = call float @llvm.fmuladd.f32(float %a, float %b, float %c)
; LLVM-NEXT: %v = call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %x, <4 x double> %y, <4 x double> %x)
; LLVM-NEXT: %f = call spir_func float @_Z3fmafff(float %m, float %b, float %c)
; LLVM-NEXT: %g = call nnan ninf nsz float @llvm.fmuladd.f32(float %f, float %b, float %c)
; LLVM-NEXT: %h = call fast float @llvm.fmuladd.f32(float %g, float %b, float %c)
; LLVM-NEXT: %k = call spir_func float @_Z3madfff(float %h, float %b, float %c)

; SPVIR: call spir_func float @_Z15__spirv_ocl_madfff(float %a, float %b, float %c)
; SPVIR: call spir_func <4 x double> @_Z15__spirv_ocl_madDv4_dS_S_(
; SPVIR: call spir_func float @_Z15__spirv_ocl_madfff(float %h, float %b, float %c)

; BAD: spirv-replace-fmuladd-with-ocl-mad

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func float @muladd(float %a, float %b, float %c, <4 x double> %x, <4 x double> %y) {
entry:
  %m = call float @llvm.fmuladd.f32(float %a, float %b, float %c)
  %v = call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %x, <4 x double> %y, <4 x double> %x)
  %f = call float @llvm.fma.f32(float %m, float %b, float %c)
  %g = call nnan ninf nsz float @llvm.fmuladd.f32(float %f, float %b, float %c)
  %h = call fast float @llvm.fmuladd.f32(float %g, float %b, float %c)
  %k = call spir_func float @_Z3madfff(float %h, float %b, float %c)
  ret float %k
}

declare float @llvm.fmuladd.f32(float, float, float)
declare <4 x double> @llvm.fmuladd.v4f64(<4 x double>, <4 x double>, <4 x double>)
declare float @llvm.fma.f32(float, float, float)
declare spir_func float @_Z3madfff(float, float, float)
