; SPV-IR relational calls that answer integers (char or short vectors, int scalars) are the
; bool-valued instruction and a Select of -1 (vectors) or 1 (scalars) and 0; calls answering
; bools stay as they are. Reverse to SPV-IR: a vector of bools comes back as a call answering
; a char vector and a trunc, a scalar bool as an i1 call; the Select of -1 and 0 is the sext of
; the bools.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs -r --spirv-target-env=SPV-IR %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=SPVIR
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv

; SPV-DAG: TypeBool [[BOOL:[0-9]+]]
; SPV-DAG: TypeVector [[B3:[0-9]+]] [[BOOL]] 3
; SPV-DAG: TypeInt [[I16:[0-9]+]] 16
; SPV-DAG: TypeVector [[S3:[0-9]+]] [[I16]] 3
; SPV-DAG: TypeInt [[I32:[0-9]+]] 32
; SPV: IsInf [[B3]] [[INF:[0-9]+]]
; SPV-NEXT: Select [[S3]] {{[0-9]+}} [[INF]]
; SPV: IsNormal [[BOOL]] [[LG:[0-9]+]]
; SPV-NEXT: Select [[I32]] {{[0-9]+}} [[LG]]
; SPV: SignBitSet [[BOOL]] [[SB:[0-9]+]]
; SPV-NOT: Select
; SPV: ReturnValue [[SB]]

; SPVIR: %[[C:[0-9a-z.]+]] = call spir_func <3 x i8> @_Z13__spirv_IsInfDv3_d(<3 x double>
; SPVIR-NEXT: %[[T:[0-9a-z.]+]] = trunc <3 x i8> %[[C]] to <3 x i1>
; SPVIR-NEXT: sext <3 x i1> %[[T]] to <3 x i16>
; SPVIR: call spir_func i1 @_Z16__spirv_IsNormalf(float
; SPVIR: call spir_func i1 @_Z18__spirv_SignBitSetf(float

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func <3 x i16> @inf3(<3 x double> %x) {
  %r = call spir_func <3 x i16> @_Z13__spirv_IsInfDv3_d(<3 x double> %x)
  ret <3 x i16> %r
}

define spir_func i32 @normal(float %a) {
  %r = call spir_func i32 @_Z16__spirv_IsNormalf(float %a)
  ret i32 %r
}

define spir_func i1 @sign(float %a) {
  %r = call spir_func i1 @_Z18__spirv_SignBitSetf(float %a)
  ret i1 %r
}

declare spir_func <3 x i16> @_Z13__spirv_IsInfDv3_d(<3 x double>)
declare spir_func i32 @_Z16__spirv_IsNormalf(float)
declare spir_func i1 @_Z18__spirv_SignBitSetf(float)
