; __builtin_intel_fpga_reg (an llvm.annotation / llvm.ptr.annotation whose text is
; "__builtin_intel_fpga_reg") → OpFPGARegINTEL under SPV_INTEL_fpga_reg, and back to the
; annotation call; other annotations stay plain values. !prefer_dsp with
; !propagate_dsp_preference → MathOpDSPModeINTEL under SPV_INTEL_fpga_dsp_control, and back.
; Without the extensions, neither is used. (No spirv-val: its grammar gives OpFPGARegINTEL two
; inputs, the extension's specification one.)
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_fpga_reg,+SPV_INTEL_fpga_dsp_control -o %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: opt -verify -disable-output %t.rev.bc
; RUN: llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=NONE
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv

; SPV-DAG: Capability FPGARegINTEL
; SPV-DAG: Capability FPGADSPControlINTEL
; SPV-DAG: Extension "SPV_INTEL_fpga_reg"
; SPV-DAG: Extension "SPV_INTEL_fpga_dsp_control"
; SPV-DAG: Name [[SCALE:[0-9]+]] "scale"
; SPV-DAG: Decorate [[SCALE]] MathOpDSPModeINTEL 1 1
; SPV-DAG: TypeInt [[I16:[0-9]+]] 16 0
; SPV: FPGARegINTEL [[I16]] {{[0-9]+}} {{[0-9]+}}{{ *$}}
; SPV: FPGARegINTEL {{[0-9]+}} {{[0-9]+}} {{[0-9]+}}{{ *$}}
; SPV-NOT: FPGARegINTEL

; IR-DAG: @[[S1:[0-9]+]] = private unnamed_addr constant [25 x i8] c"__builtin_intel_fpga_reg\00", section "llvm.metadata"
; IR-DAG: @[[S2:[0-9]+]] = private unnamed_addr constant [25 x i8] c"__builtin_intel_fpga_reg\00", section "llvm.metadata"
; IR: define spir_func i16 @scale(i16 %x, float* %p) {{.*}}!prefer_dsp ![[ONE:[0-9]+]] !propagate_dsp_preference ![[ONE]]
; IR: call i16 @llvm.annotation.i16(i16 %x, i8* getelementptr inbounds ([25 x i8], [25 x i8]* @[[S1]], i32 0, i32 0)
; IR: call i8* @llvm.ptr.annotation.p0i8(i8* %{{[a-z0-9.]+}}, i8* getelementptr inbounds ([25 x i8], [25 x i8]* @[[S2]], i32 0, i32 0)
; IR: ![[ONE]] = !{i32 1}

; NONE-NOT: FPGARegINTEL
; NONE-NOT: MathOpDSPModeINTEL

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

@reg = private unnamed_addr constant [25 x i8] c"__builtin_intel_fpga_reg\00", section "llvm.metadata"
@other = private unnamed_addr constant [6 x i8] c"plain\00", section "llvm.metadata"
@file = private unnamed_addr constant [6 x i8] c"k.cpp\00", section "llvm.metadata"

define spir_func i16 @scale(i16 %x, float* %p) !prefer_dsp !0 !propagate_dsp_preference !0 {
  %r = call i16 @llvm.annotation.i16(i16 %x, i8* getelementptr inbounds ([25 x i8], [25 x i8]* @reg, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @file, i32 0, i32 0), i32 3)
  %q = call i16 @llvm.annotation.i16(i16 %r, i8* getelementptr inbounds ([6 x i8], [6 x i8]* @other, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @file, i32 0, i32 0), i32 4)
  %c = bitcast float* %p to i8*
  %a = call i8* @llvm.ptr.annotation.p0i8(i8* %c, i8* getelementptr inbounds ([25 x i8], [25 x i8]* @reg, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @file, i32 0, i32 0), i32 5, i8* null)
  store i8 1, i8* %a
  %m = mul i16 %q, 3
  ret i16 %m
}

declare i16 @llvm.annotation.i16(i16, i8*, i8*, i32)
declare i8* @llvm.ptr.annotation.p0i8(i8*, i8*, i8*, i32, i8*)

!0 = !{i32 1}
