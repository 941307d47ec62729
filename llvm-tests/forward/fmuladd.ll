; llvm.fmuladd (a multiply-add that may be fused or not) becomes OpenCL mad, which allows the
; same, for scalars and vectors; --spirv-replace-fmuladd-with-ocl-mad=false makes it an OpFMul
; and an OpFAdd instead, and =true (or the bare flag) is the default. llvm.fma, which must be
; fused, stays fma either way. The reverse gives mad back as llvm.fmuladd in the OpenCL C forms
; (every result fmuladd may give, mad may give: the round trip has the very intrinsic again, and
; the multiply-add is not left to a library mad that computes it unfused, see tests/pocl.rs), and
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
; MAD: Function
; MAD: ExtInst [[F:[0-9]+]] [[M1:[0-9]+]] [[STD]] mad [[A:[0-9]+]] [[B:[0-9]+]] [[C:[0-9]+]]
; MAD-NEXT: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] mad {{[0-9]+}} {{[0-9]+}} {{[0-9]+}}
; MAD-NEXT: ExtInst [[F]] {{[0-9]+}} [[STD]] fma [[M1]] [[B]] [[C]]
; MAD-NOT: FMul
; MAD-NOT: FAdd

; SPLIT: Function
; SPLIT: FMul [[F:[0-9]+]] [[P:[0-9]+]] [[A:[0-9]+]] [[B:[0-9]+]]
; SPLIT-NEXT: FAdd [[F]] [[S:[0-9]+]] [[P]] [[C:[0-9]+]]
; SPLIT-NEXT: FMul {{[0-9]+}} [[VP:[0-9]+]]
; SPLIT-NEXT: FAdd {{[0-9]+}} {{[0-9]+}} [[VP]]
; SPLIT-NEXT: ExtInst [[F]] {{[0-9]+}} {{[0-9]+}} fma [[S]] [[B]] [[C]]
; SPLIT-NOT: mad

; LLVM: %m = call float @llvm.fmuladd.f32(float %a, float %b, float %c)
; LLVM-NEXT: %v = call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %x, <4 x double> %y, <4 x double> %x)
; LLVM-NEXT: call spir_func float @_Z3fmafff(float %m, float %b, float %c)
; LLVM-NOT: mad

; SPVIR: call spir_func float @_Z15__spirv_ocl_madfff(float %a, float %b, float %c)
; SPVIR: call spir_func <4 x double> @_Z15__spirv_ocl_madDv4_dS_S_(

; BAD: spirv-replace-fmuladd-with-ocl-mad

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func float @muladd(float %a, float %b, float %c, <4 x double> %x, <4 x double> %y) {
entry:
  %m = call float @llvm.fmuladd.f32(float %a, float %b, float %c)
  %v = call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %x, <4 x double> %y, <4 x double> %x)
  %f = call float @llvm.fma.f32(float %m, float %b, float %c)
  ret float %f
}

declare float @llvm.fmuladd.f32(float, float, float)
declare <4 x double> @llvm.fmuladd.v4f64(<4 x double>, <4 x double>, <4 x double>)
declare float @llvm.fma.f32(float, float, float)
