; -s rewrites calls of OpenCL C builtins that are one SPIR-V instruction into calls of their
; SPIR-V friendly IR functions, in place: work-item queries → __spirv_BuiltIn*, OpenCL.std
; builtins → __spirv_ocl_* (a scalar argument of a vector builtin splatted, the n of vloadn an
; i32 argument, the load's result type in the name), convert_* → __spirv_Convert*_R<type>
; with _sat/_rt* where the instruction takes them, a conversion to the argument's own type is
; the argument, relational tests of one value → a bool answer (named as the call, which LLVM
; numbers) widened to 1/0 (scalars) or -1/0 per lane (vectors), comparisons of two → the
; integer answer kept (the translation widens it, unnamed), dot of floats →
; __spirv_Dot (vectors) or fmul (scalars), popcount → __spirv_BitCount, the
; SPV_INTEL_bfloat16_conversion builtins (no extension needed for -s). Call-site attributes
; and value names are kept; builtins whose instruction needs operands the call does not have
; (atomic_flag_clear) stay; replaced declarations go. Translating the -s output gives
; the SPIR-V the original gives. (Barriers and collectives: regularize-collectives.ll;
; atomics: regularize-atomics.ll; llvm.sadd.with.overflow: regularize-overflow.ll.)
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs -s %t.bc -o %t.reg.bc
; RUN: llvm-dis %t.reg.bc -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_bfloat16_conversion -spirv-text -o %t.orig.spt
; RUN: llvm-spirv-rs %t.reg.bc --spirv-ext=+SPV_INTEL_bfloat16_conversion -spirv-text -o %t.reg.spt
; RUN: diff %t.orig.spt %t.reg.spt

; CHECK-LABEL: define spir_kernel void @mix(
; CHECK: %lsz = call spir_func i64 @_Z28__spirv_BuiltInWorkgroupSizei(i32 1)
; CHECK: %lin = call spir_func i64 @_Z35__spirv_BuiltInLocalInvocationIndexv()
; CHECK: %hyp = call spir_func float @_Z17__spirv_ocl_hypotff(float %a, float %b)
; CHECK: %clz = call spir_func i16 @_Z15__spirv_ocl_clzs(i16 signext %h)
; CHECK: [[INS:%[0-9]+]] = insertelement <4 x float> undef, float %a, i32 0
; CHECK: [[SPL:%[0-9]+]] = shufflevector <4 x float> [[INS]], <4 x float> undef, <4 x i32> zeroinitializer
; CHECK: %lo = call spir_func <4 x float> @_Z16__spirv_ocl_fminDv4_fS_(<4 x float> %va, <4 x float> [[SPL]])
; CHECK: %ld = call spir_func <3 x float> @_Z26__spirv_ocl_vloadn_Rfloat3lPU3AS1fi(i64 %lin, float addrspace(1)* %p, i32 3)
; CHECK: %bits = call spir_func i32 @_Z25__spirv_ConvertFToU_Ruintf(float %a)
; CHECK: %sat = call spir_func <2 x i8> @_Z34__spirv_ConvertFToS_Rchar2_sat_rteDv2_f(<2 x float> %vb)
; CHECK: %back = call spir_func float @_Z30__spirv_ConvertSToF_Rfloat_rtzi(i32 %bits)
; CHECK-NOT: convert_int
; CHECK: [[NAN:%fin[0-9]+]] = call spir_func i1 @_Z16__spirv_IsFinitef(float %a)
; CHECK: %fin = zext i1 [[NAN]] to i32
; CHECK: [[VNAN:%vfin[0-9]+]] = call spir_func <4 x i1> @_Z16__spirv_IsFiniteDv4_f(<4 x float> %va)
; CHECK: %vfin = sext <4 x i1> [[VNAN]] to <4 x i32>
; CHECK: %lt = call spir_func i32 @_Z20__spirv_FOrdLessThanff(float %a, float %b)
; CHECK: %veq = call spir_func <4 x i32> @_Z17__spirv_FOrdEqualDv4_fS_(<4 x float> %va, <4 x float> %lo)
; CHECK: %d2 = call spir_func float @_Z11__spirv_DotDv4_fS_(<4 x float> %va, <4 x float> %lo)
; CHECK: %d1 = fmul half %ha, %hb
; CHECK: %pop = call spir_func i16 @_Z16__spirv_BitCounts(i16 %h)
; CHECK: %bf = call spir_func zeroext i16 @_Z27__spirv_ConvertFToBF16INTELf(float %a)
; CHECK: %fb = call spir_func <2 x float> @_Z27__spirv_ConvertBF16ToFINTELDv2_s(<2 x i16> %vh)
; CHECK: call spir_func void @_Z17atomic_flag_clearPU3AS4VU7_Atomici(i32 addrspace(4)* %flag)
; CHECK-NOT: declare {{.*}} @_Z{{[0-9]+}}get_
; CHECK-NOT: declare {{.*}} @_Z5hypotff
; CHECK: declare spir_func void @_Z17atomic_flag_clearPU3AS4VU7_Atomici(i32 addrspace(4)*)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @mix(float %a, float %b, i16 %h, <4 x float> %va, <2 x float> %vb, half %ha, half %hb, <2 x i16> %vh, float addrspace(1)* %p, i32 addrspace(1)* %out, i32 addrspace(4)* %flag) {
entry:
  %lsz = call spir_func i64 @_Z14get_local_sizej(i32 1)
  %lin = call spir_func i64 @_Z19get_local_linear_idv()
  %hyp = call spir_func float @_Z5hypotff(float %a, float %b)
  %clz = call spir_func i16 @_Z3clzs(i16 signext %h)
  %lo = call spir_func <4 x float> @_Z4fminDv4_ff(<4 x float> %va, float %a)
  %ld = call spir_func <3 x float> @_Z6vload3mPU3AS1Kf(i64 %lin, float addrspace(1)* %p)
  %bits = call spir_func i32 @_Z12convert_uintf(float %a)
  %sat = call spir_func <2 x i8> @_Z21convert_char2_sat_rteDv2_f(<2 x float> %vb)
  %back = call spir_func float @_Z17convert_float_rtzi(i32 %bits)
  %same = call spir_func i32 @_Z11convert_intj(i32 %bits)
  %fin = call spir_func i32 @_Z8isfinitef(float %a)
  %vfin = call spir_func <4 x i32> @_Z8isfiniteDv4_f(<4 x float> %va)
  %lt = call spir_func i32 @_Z6islessff(float %a, float %b)
  %veq = call spir_func <4 x i32> @_Z7isequalDv4_fS_(<4 x float> %va, <4 x float> %lo)
  %d2 = call spir_func float @_Z3dotDv4_fS_(<4 x float> %va, <4 x float> %lo)
  %d1 = call spir_func half @_Z3dotDhDh(half %ha, half %hb)
  %pop = call spir_func i16 @_Z8popcounts(i16 %h)
  %bf = call spir_func zeroext i16 @_Z32intel_convert_bfloat16_as_ushortf(float %a)
  %fb = call spir_func <2 x float> @_Z33intel_convert_as_bfloat162_float2Dv2_t(<2 x i16> %vh)
  call spir_func void @_Z17atomic_flag_clearPU3AS4VU7_Atomici(i32 addrspace(4)* %flag)
  %s0 = add i32 %same, %fin
  %s1 = add i32 %s0, %lt
  %s2 = fptosi float %hyp to i32
  %s3 = add i32 %s1, %s2
  store i32 %s3, i32 addrspace(1)* %out, align 4
  ret void
}

declare spir_func i64 @_Z14get_local_sizej(i32)
declare spir_func i64 @_Z19get_local_linear_idv()
declare spir_func float @_Z5hypotff(float, float)
declare spir_func i16 @_Z3clzs(i16 signext)
declare spir_func <4 x float> @_Z4fminDv4_ff(<4 x float>, float)
declare spir_func <3 x float> @_Z6vload3mPU3AS1Kf(i64, float addrspace(1)*)
declare spir_func i32 @_Z12convert_uintf(float)
declare spir_func <2 x i8> @_Z21convert_char2_sat_rteDv2_f(<2 x float>)
declare spir_func float @_Z17convert_float_rtzi(i32)
declare spir_func i32 @_Z11convert_intj(i32)
declare spir_func i32 @_Z8isfinitef(float)
declare spir_func <4 x i32> @_Z8isfiniteDv4_f(<4 x float>)
declare spir_func i32 @_Z6islessff(float, float)
declare spir_func <4 x i32> @_Z7isequalDv4_fS_(<4 x float>, <4 x float>)
declare spir_func float @_Z3dotDv4_fS_(<4 x float>, <4 x float>)
declare spir_func half @_Z3dotDhDh(half, half)
declare spir_func i16 @_Z8popcounts(i16)
declare spir_func zeroext i16 @_Z32intel_convert_bfloat16_as_ushortf(float)
declare spir_func <2 x float> @_Z33intel_convert_as_bfloat162_float2Dv2_t(<2 x i16>)
declare spir_func void @_Z17atomic_flag_clearPU3AS4VU7_Atomici(i32 addrspace(4)*)

!opencl.ocl.version = !{!0}
!0 = !{i32 2, i32 0}
