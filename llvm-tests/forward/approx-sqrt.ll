; llvm.sqrt is OpenCL.std sqrt; with the `afn` flag (approximation allowed) a float or float
; vector square root is native_sqrt, while a double one stays sqrt (native_sqrt has no double
; form). Other fast-math flags alone keep sqrt.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs -r %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=REV

; CHECK-DAG: ExtInstImport [[STD:[0-9]+]] "OpenCL.std"
; CHECK-DAG: TypeFloat [[F:[0-9]+]] 32
; CHECK-DAG: TypeFloat [[D:[0-9]+]] 64
; CHECK-DAG: TypeVector [[F2:[0-9]+]] [[F]] 2
; CHECK: ExtInst [[F]] {{[0-9]+}} [[STD]] native_sqrt
; CHECK: ExtInst [[F2]] {{[0-9]+}} [[STD]] native_sqrt
; CHECK: ExtInst [[D]] {{[0-9]+}} [[STD]] sqrt
; CHECK: ExtInst [[F]] {{[0-9]+}} [[STD]] sqrt
; CHECK: ExtInst [[F]] {{[0-9]+}} [[STD]] sqrt

; REV: call spir_func float @_Z11native_sqrtf(
; REV: call spir_func <2 x float> @_Z11native_sqrtDv2_f(
; REV: call spir_func double @_Z4sqrtd(

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func float @roots(float %x, <2 x float> %v, double %d, float addrspace(1)* %out) {
entry:
  %a = call afn float @llvm.sqrt.f32(float %x)
  %b = call fast <2 x float> @llvm.sqrt.v2f32(<2 x float> %v)
  %c = call afn double @llvm.sqrt.f64(double %d)
  %e = call nnan ninf float @llvm.sqrt.f32(float %a)
  %f = call float @llvm.sqrt.f32(float %e)
  %b0 = extractelement <2 x float> %b, i32 0
  %c0 = fptrunc double %c to float
  %s = fadd float %b0, %c0
  %t = fadd float %s, %f
  ret float %t
}

declare float @llvm.sqrt.f32(float)
declare <2 x float> @llvm.sqrt.v2f32(<2 x float>)
declare double @llvm.sqrt.f64(double)
