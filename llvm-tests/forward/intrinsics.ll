; Intrinsics that are OpenCL.std instructions (math, clz/ctz, abs, min/max, saturating
; add/sub), core instructions (ctpop → BitCount, bitreverse → BitReverse under Shader, or
; BitInstructions when SPV_KHR_bit_instructions is allowed), memcpy with the alignments of
; both pointers, and those with nothing to translate.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefixes=CHECK,SHADER
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_KHR_bit_instructions -spirv-text -o - | FileCheck %s --check-prefixes=CHECK,BITS
; RUN: llvm-spirv-rs %t.bc --spirv-max-version=1.3 -spirv-text -o - | FileCheck %s --check-prefix=V13
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-14 -r %t.spv -o %t.rev.bc
; RUN: opt -verify %t.rev.bc -o /dev/null
; RUN: llvm-spirv-rs %t.bc --spirv-max-version=1.3 -o %t.13.spv
; RUN: spirv-val %t.13.spv

; SHADER: Capability Shader
; BITS-DAG: Capability BitInstructions
; BITS-DAG: Extension "SPV_KHR_bit_instructions"
; CHECK: ExtInstImport [[STD:[0-9]+]] "OpenCL.std"
; CHECK: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] fabs
; CHECK: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] fma
; CHECK: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] mad
; CHECK: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] sqrt
; CHECK: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] floor
; CHECK: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] ceil
; CHECK: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] trunc
; CHECK: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] rint
; CHECK: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] round
; CHECK: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] copysign
; CHECK: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] fmin
; CHECK: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] fmax
; CHECK: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] pow
; CHECK: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] pown
; CHECK: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] exp
; CHECK: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] log2
; CHECK: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] sin
; CHECK: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] cos
; CHECK: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] clz [[A:[0-9]+]]{{ *$}}
; CHECK: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] ctz [[A]]{{ *$}}
; CHECK: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] s_abs [[A]]{{ *$}}
; CHECK: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] s_min
; CHECK: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] s_max
; CHECK: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] u_min
; CHECK: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] u_max
; CHECK: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] s_add_sat
; CHECK: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] u_add_sat
; CHECK: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] s_sub_sat
; CHECK: BitCount {{[0-9]+}} {{[0-9]+}} [[A]]
; CHECK: BitReverse {{[0-9]+}} {{[0-9]+}} [[A]]
; CHECK: ISub
; CHECK-NEXT: UGreaterThan
; CHECK-NEXT: Select
; SPIR-V 1.4 has a memory operand for each pointer; before, one (the smaller alignment).
; CHECK: CopyMemorySized {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} 2 8 2 4
; V13: CopyMemorySized {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} 2 4{{ *$}}
; CHECK: CopyMemorySized {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} 3 16{{ *$}}
; CHECK-NOT: FunctionCall
; CHECK: ReturnValue

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func i32 @f(float %x, i32 %a, i32 %b, i8 addrspace(1)* %d, i8 addrspace(1)* %s) {
  %1 = call float @llvm.fabs.f32(float %x)
  %2 = call float @llvm.fma.f32(float %1, float %x, float %x)
  %3 = call float @llvm.fmuladd.f32(float %2, float %x, float %x)
  %4 = call float @llvm.sqrt.f32(float %3)
  %5 = call float @llvm.floor.f32(float %4)
  %6 = call float @llvm.ceil.f32(float %5)
  %7 = call float @llvm.trunc.f32(float %6)
  %8 = call float @llvm.rint.f32(float %7)
  %9 = call float @llvm.round.f32(float %8)
  %10 = call float @llvm.copysign.f32(float %9, float %x)
  %11 = call float @llvm.minnum.f32(float %10, float %x)
  %12 = call float @llvm.maxnum.f32(float %11, float %x)
  %13 = call float @llvm.pow.f32(float %12, float %x)
  %14 = call float @llvm.powi.f32.i32(float %13, i32 %a)
  %15 = call float @llvm.exp.f32(float %14)
  %16 = call float @llvm.log2.f32(float %15)
  %17 = call float @llvm.sin.f32(float %16)
  %18 = call float @llvm.cos.f32(float %17)
  %c1 = call i32 @llvm.ctlz.i32(i32 %a, i1 false)
  %c2 = call i32 @llvm.cttz.i32(i32 %a, i1 true)
  %c3 = call i32 @llvm.abs.i32(i32 %a, i1 false)
  %c4 = call i32 @llvm.smin.i32(i32 %a, i32 %b)
  %c5 = call i32 @llvm.smax.i32(i32 %a, i32 %b)
  %c6 = call i32 @llvm.umin.i32(i32 %a, i32 %b)
  %c7 = call i32 @llvm.umax.i32(i32 %a, i32 %b)
  %c8 = call i32 @llvm.sadd.sat.i32(i32 %a, i32 %b)
  %c9 = call i32 @llvm.uadd.sat.i32(i32 %a, i32 %b)
  %c10 = call i32 @llvm.ssub.sat.i32(i32 %a, i32 %b)
  %c11 = call i32 @llvm.ctpop.i32(i32 %a)
  %c12 = call i32 @llvm.bitreverse.i32(i32 %a)
  %c13 = call i32 @llvm.usub.sat.i32(i32 %a, i32 %b)
  call void @llvm.memcpy.p1i8.p1i8.i64(i8 addrspace(1)* align 8 %d, i8 addrspace(1)* align 4 %s, i64 32, i1 false)
  call void @llvm.memcpy.p1i8.p1i8.i64(i8 addrspace(1)* align 16 %d, i8 addrspace(1)* align 16 %s, i64 32, i1 true)
  call void @llvm.donothing()
  call void @llvm.sideeffect()
  %inv = call {}* @llvm.invariant.start.p1i8(i64 4, i8 addrspace(1)* %d)
  call void @llvm.invariant.end.p1i8({}* %inv, i64 4, i8 addrspace(1)* %d)
  %fx = fptosi float %18 to i32
  %r = add i32 %fx, %c13
  ret i32 %r
}

declare float @llvm.fabs.f32(float)
declare float @llvm.fma.f32(float, float, float)
declare float @llvm.fmuladd.f32(float, float, float)
declare float @llvm.sqrt.f32(float)
declare float @llvm.floor.f32(float)
declare float @llvm.ceil.f32(float)
declare float @llvm.trunc.f32(float)
declare float @llvm.rint.f32(float)
declare float @llvm.round.f32(float)
declare float @llvm.copysign.f32(float, float)
declare float @llvm.minnum.f32(float, float)
declare float @llvm.maxnum.f32(float, float)
declare float @llvm.pow.f32(float, float)
declare float @llvm.powi.f32.i32(float, i32)
declare float @llvm.exp.f32(float)
declare float @llvm.log2.f32(float)
declare float @llvm.sin.f32(float)
declare float @llvm.cos.f32(float)
declare i32 @llvm.ctlz.i32(i32, i1)
declare i32 @llvm.cttz.i32(i32, i1)
declare i32 @llvm.abs.i32(i32, i1)
declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.umax.i32(i32, i32)
declare i32 @llvm.sadd.sat.i32(i32, i32)
declare i32 @llvm.uadd.sat.i32(i32, i32)
declare i32 @llvm.ssub.sat.i32(i32, i32)
declare i32 @llvm.usub.sat.i32(i32, i32)
declare i32 @llvm.ctpop.i32(i32)
declare i32 @llvm.bitreverse.i32(i32)
declare void @llvm.memcpy.p1i8.p1i8.i64(i8 addrspace(1)*, i8 addrspace(1)*, i64, i1)
declare void @llvm.donothing()
declare void @llvm.sideeffect()
declare {}* @llvm.invariant.start.p1i8(i64, i8 addrspace(1)*)
declare void @llvm.invariant.end.p1i8({}*, i64, i8 addrspace(1)*)
