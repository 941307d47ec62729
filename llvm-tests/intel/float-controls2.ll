; SPV_INTEL_float_controls2 from the vector-compute attribute "VCFloatControl" (one integer:
; rounding mode in bits 4-5 (0 RTE, 1 RTP, 2 RTN, 3 RTZ), operation mode in bit 0 (0 IEEE,
; 1 ALT), a denormal mode per width in bits 6 (64-bit), 7 (32-bit) and 10 (16-bit), set for
; "preserve"). Under SPV_INTEL_vector_compute and SPV_INTEL_float_controls2 every function with
; the attribute gets FunctionDenormModeINTEL / FunctionRoundingModeINTEL /
; FunctionFloatingPointModeINTEL for widths 64, 32 and 16, and a kernel's entry point gets the
; execution modes of the same value (the KHR ones from SPIR-V 1.4 on, the INTEL ones only
; with SPV_INTEL_float_controls2). Reverse: both give the attribute back.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_vector_compute,+SPV_INTEL_float_controls2 -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s
; RUN: llvm-spirv-rs -r %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=REV
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv
; Without SPV_INTEL_float_controls2: the KHR modes only, no decorations.
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_vector_compute -spirv-text -o - | FileCheck %s --check-prefix=NOFC2
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_vector_compute -o %t.nofc2.spv
; RUN: spirv-val %t.nofc2.spv

; CHECK-DAG: Capability RoundToInfinityINTEL
; CHECK-DAG: Capability FloatingPointModeINTEL
; CHECK-DAG: Capability FunctionFloatControlINTEL
; CHECK-DAG: Capability RoundingModeRTZ
; CHECK-DAG: Capability DenormFlushToZero
; CHECK-DAG: Capability DenormPreserve
; CHECK-DAG: Extension "SPV_INTEL_float_controls2"
; CHECK-DAG: EntryPoint 6 [[EK:[0-9]+]] "k"
; CHECK-DAG: EntryPoint 6 [[EK2:[0-9]+]] "k2"
; 48 = RTZ, IEEE, flush everywhere.
; CHECK-DAG: ExecutionMode [[EK]] 4463 64
; CHECK-DAG: ExecutionMode [[EK]] 4463 32
; CHECK-DAG: ExecutionMode [[EK]] 4463 16
; CHECK-DAG: ExecutionMode [[EK]] 4460 64
; CHECK-DAG: ExecutionMode [[EK]] 4460 32
; CHECK-DAG: ExecutionMode [[EK]] 4460 16
; CHECK-DAG: ExecutionMode [[EK]] 5623 64
; CHECK-DAG: ExecutionMode [[EK]] 5623 32
; CHECK-DAG: ExecutionMode [[EK]] 5623 16
; 161 = 128 + 32 + 1: RTN, ALT, 32-bit preserves denormals.
; CHECK-DAG: ExecutionMode [[EK2]] 5621 64
; CHECK-DAG: ExecutionMode [[EK2]] 5622 16
; CHECK-DAG: ExecutionMode [[EK2]] 4459 32
; CHECK-DAG: ExecutionMode [[EK2]] 4460 64
; CHECK-DAG: ExecutionMode [[EK2]] 4460 16
; CHECK-DAG: Name [[K:[0-9]+]] "k"
; CHECK-DAG: Name [[F:[0-9]+]] "f"
; CHECK-DAG: Decorate [[K]] FunctionRoundingModeINTEL 64 1
; CHECK-DAG: Decorate [[K]] FunctionDenormModeINTEL 32 1
; CHECK-DAG: Decorate [[K]] FunctionFloatingPointModeINTEL 16 0
; 1217 = 1024 + 128 + 64 + 1: RTE, ALT, every width preserves denormals.
; CHECK-DAG: Decorate [[F]] FunctionRoundingModeINTEL 64 0
; CHECK-DAG: Decorate [[F]] FunctionRoundingModeINTEL 32 0
; CHECK-DAG: Decorate [[F]] FunctionRoundingModeINTEL 16 0
; CHECK-DAG: Decorate [[F]] FunctionDenormModeINTEL 64 0
; CHECK-DAG: Decorate [[F]] FunctionDenormModeINTEL 32 0
; CHECK-DAG: Decorate [[F]] FunctionDenormModeINTEL 16 0
; CHECK-DAG: Decorate [[F]] FunctionFloatingPointModeINTEL 64 1
; CHECK-DAG: Decorate [[F]] FunctionFloatingPointModeINTEL 32 1
; CHECK-DAG: Decorate [[F]] FunctionFloatingPointModeINTEL 16 1

; REV-DAG: define spir_kernel void @k() #[[AK:[0-9]+]]
; REV-DAG: define spir_kernel void @k2() #[[AK2:[0-9]+]]
; REV-DAG: define spir_func void @f() #[[AF:[0-9]+]]
; REV-DAG: attributes #[[AK]] = { {{.*}}"VCFloatControl"="48"
; REV-DAG: attributes #[[AK2]] = { {{.*}}"VCFloatControl"="161"
; REV-DAG: attributes #[[AF]] = { {{.*}}"VCFloatControl"="1217"

; NOFC2-NOT: Extension "SPV_INTEL_float_controls2"
; NOFC2-NOT: FunctionRoundingModeINTEL
; NOFC2-NOT: 5623
; NOFC2: ExecutionMode {{[0-9]+}} 4460 64
; NOFC2-NOT: 5623
; NOFC2-NOT: FunctionRoundingModeINTEL

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k() #0 {
  call spir_func void @f()
  ret void
}

define spir_kernel void @k2() #2 {
  ret void
}

define spir_func void @f() #1 {
  ret void
}

attributes #0 = { "VCFunction" "VCFloatControl"="48" }
attributes #1 = { "VCFunction" "VCFloatControl"="1217" }
attributes #2 = { "VCFunction" "VCFloatControl"="161" }
