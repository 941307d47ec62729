; The arbitrary-precision float instructions whose operand lists the published extension (and
; llvm-spirv) changed after the SPIR-V grammar that SPIRV-Tools 2023.1 knows: ToSign of
; OpArbitraryFloatCastToIntINTEL, SignOfB of OpArbitraryFloatPowNINTEL (i1 in LLVM), and
; OpArbitraryFloatSinCosPiINTEL without FromSign. spirv-val rejects the first two by their word
; counts, so the output is only FileChecked. A byval value is loaded from its pointer.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_arbitrary_precision_integers,+SPV_INTEL_arbitrary_precision_floating_point -o %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs -r %t.spv -o %t.r.bc
; RUN: llvm-dis %t.r.bc -o - | FileCheck %s --check-prefix=LLVM
; RUN: llvm-spirv-rs %t.r.bc --spirv-ext=+SPV_INTEL_arbitrary_precision_integers,+SPV_INTEL_arbitrary_precision_floating_point -o - -spirv-text | FileCheck %s --check-prefix=SPV

; SPV-DAG: TypeInt [[I9:[0-9]+]] 9 0
; SPV-DAG: TypeInt [[I33:[0-9]+]] 33 0
; SPV-DAG: TypeInt [[I48:[0-9]+]] 48 0
; SPV-DAG: TypeInt [[I90:[0-9]+]] 90 0
; SPV: FunctionParameter [[I33]] [[V:[0-9]+]]
; SPV: 9 ArbitraryFloatCastToIntINTEL [[I9]] {{[0-9]+}} [[V]] 20 1 0 3 0
; SPV: 9 ArbitraryFloatSinCosPiINTEL [[I48]] {{[0-9]+}} [[V]] 20 23 0 2 1
; SPV: Load [[I90]] [[BASE:[0-9]+]]
; SPV-NEXT: 11 ArbitraryFloatPowNINTEL [[I33]] {{[0-9]+}} [[BASE]] 70 [[V]] 1 20 0 2 1

; LLVM: %toint = call i9 @intel_arbitrary_float_cast_to_int.i9.i33(i33 %v, i32 20, i1 true, i32 0, i32 3, i32 0)
; LLVM: %sc = call i48 @intel_arbitrary_float_sincospi.i48.i33(i33 %v, i32 20, i32 23, i32 0, i32 2, i32 1)
; LLVM: %pw = call i33 @intel_arbitrary_float_pown.i33.i90.i33(i90 %{{.*}}, i32 70, i33 %v, i1 true, i32 20, i32 0, i32 2, i32 1)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func i64 @signs(i33 %v, i90* %base) {
entry:
  %toint = call spir_func i9 @__spirv_ArbitraryFloatCastToIntINTEL(i33 %v, i32 20, i1 zeroext true, i32 0, i32 3, i32 0)
  %sc = call spir_func i48 @__spirv_ArbitraryFloatSinCosPiINTEL(i33 %v, i32 20, i32 23, i32 0, i32 2, i32 1)
  %pw = call spir_func i33 @__spirv_ArbitraryFloatPowNINTEL(i90* byval(i90) align 8 %base, i32 70, i33 %v, i1 zeroext true, i32 20, i32 0, i32 2, i32 1)
  %a = zext i9 %toint to i64
  %b = zext i48 %sc to i64
  %c = zext i33 %pw to i64
  %s = add i64 %a, %b
  %t = add i64 %s, %c
  ret i64 %t
}

declare spir_func i9 @__spirv_ArbitraryFloatCastToIntINTEL(i33, i32, i1 zeroext, i32, i32, i32)
declare spir_func i48 @__spirv_ArbitraryFloatSinCosPiINTEL(i33, i32, i32, i32, i32, i32)
declare spir_func i33 @__spirv_ArbitraryFloatPowNINTEL(i90* byval(i90) align 8, i32, i33, i1 zeroext, i32, i32, i32, i32)
