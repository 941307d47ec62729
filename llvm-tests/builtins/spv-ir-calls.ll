; SPV-IR input: __spirv_BuiltIn* functions read BuiltIn variables, __spirv_<Op> calls are their
; instructions with literal arguments as literal operands and _sat/_rt* postfixes as
; decorations, __spirv_ocl_* calls are OpenCL.std instructions; reverse translation to SPV-IR
; gives the same calls back.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs -r --spirv-target-env=SPV-IR %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=SPVIR
; RUN: llvm-spirv-rs -r %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=CL
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv

; SPV-DAG: Decorate [[GID:[0-9]+]] BuiltIn 28
; SPV-DAG: Decorate [[LIN:[0-9]+]] BuiltIn 34
; SPV-DAG: Decorate [[CONV:[0-9]+]] SaturatedConversion
; SPV-DAG: Decorate [[CONV]] FPRoundingMode 2
; SPV-DAG: ExtInstImport [[STD:[0-9]+]] "OpenCL.std"
; SPV: Load {{[0-9]+}} [[V:[0-9]+]] [[GID]]
; SPV-NEXT: CompositeExtract {{[0-9]+}} {{[0-9]+}} [[V]] 1
; SPV: Load {{[0-9]+}} {{[0-9]+}} [[LIN]]
; SPV: ConvertFToS {{[0-9]+}} [[CONV]]
; SPV: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] acos
; SPV: ControlBarrier
; SPV: AtomicIAdd
; SPV: ExtInst {{[0-9]+}} {{[0-9]+}} [[STD]] vloadn {{[0-9]+}} {{[0-9]+}} 4
; SPV: IsNan

; SPVIR: call spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 1)
; SPVIR: call spir_func i64 @_Z29__spirv_BuiltInGlobalLinearIdv()
; SPVIR: call spir_func i32 @_Z32__spirv_ConvertFToS_Rint_sat_rtpf(float
; SPVIR: call spir_func float @_Z16__spirv_ocl_acosf(float
; SPVIR: call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 272)
; SPVIR: call spir_func i32 @_Z18__spirv_AtomicIAddPU3AS1iiii(i32 addrspace(1)* %p, i32 1, i32 16, i32 1)
; SPVIR: call spir_func <4 x float> @_Z26__spirv_ocl_vloadn_Rfloat4mPU3AS1Kfi(i64 0, float addrspace(1)* %f, i32 4)
; SPVIR: call spir_func i1 @_Z13__spirv_IsNanf(float

; CL: call spir_func i64 @_Z13get_global_idj(i32 1)
; CL: call spir_func i64 @_Z20get_global_linear_idv()
; CL: call spir_func i32 @_Z19convert_int_sat_rtpf(float
; CL: call spir_func float @_Z4acosf(float
; CL: call spir_func void @_Z7barrierj(i32 1)
; CL: call spir_func i32 @_Z10atomic_addPU3AS1Vii(i32 addrspace(1)* %p, i32 1)
; CL: call spir_func <4 x float> @_Z6vload4mPU3AS1Kf(i64 0, float addrspace(1)* %f)
; CL: call spir_func i32 @_Z5isnanf(float

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(i32 addrspace(1)* %p, float addrspace(1)* %f, <4 x float> addrspace(1)* %o) {
entry:
  %id = call spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 1)
  %lin = call spir_func i64 @_Z29__spirv_BuiltInGlobalLinearIdv()
  %x = load float, float addrspace(1)* %f, align 4
  %c = call spir_func i32 @_Z32__spirv_ConvertFToS_Rint_sat_rtpf(float %x)
  %a = call spir_func float @_Z16__spirv_ocl_acosf(float %x)
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 272)
  %old = call spir_func i32 @_Z18__spirv_AtomicIAddPU3AS1iiii(i32 addrspace(1)* %p, i32 1, i32 16, i32 1)
  %v = call spir_func <4 x float> @_Z26__spirv_ocl_vloadn_Rfloat4mPU3AS1Kfi(i64 0, float addrspace(1)* %f, i32 4)
  %n = call spir_func i1 @_Z13__spirv_IsNanf(float %a)
  %sum = add i64 %id, %lin
  %t = trunc i64 %sum to i32
  %s1 = add i32 %t, %c
  %s2 = add i32 %s1, %old
  %nz = zext i1 %n to i32
  %s3 = add i32 %s2, %nz
  store i32 %s3, i32 addrspace(1)* %p, align 4
  store <4 x float> %v, <4 x float> addrspace(1)* %o, align 16
  ret void
}

declare spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32)
declare spir_func i64 @_Z29__spirv_BuiltInGlobalLinearIdv()
declare spir_func i32 @_Z32__spirv_ConvertFToS_Rint_sat_rtpf(float)
declare spir_func float @_Z16__spirv_ocl_acosf(float)
declare spir_func void @_Z22__spirv_ControlBarrieriii(i32, i32, i32)
declare spir_func i32 @_Z18__spirv_AtomicIAddPU3AS1iiii(i32 addrspace(1)*, i32, i32, i32)
declare spir_func <4 x float> @_Z26__spirv_ocl_vloadn_Rfloat4mPU3AS1Kfi(i64, float addrspace(1)*, i32)
declare spir_func i1 @_Z13__spirv_IsNanf(float)
