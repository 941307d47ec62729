; SPV_INTEL_arbitrary_precision_floating_point: __spirv_ArbitraryFloat<Name>INTEL calls (SYCL's
; template-mangled names, or plain ones) are OpArbitraryFloat<Name>INTEL with the values as
; operands and the precisions, modes and sign flags as literals; a result wider than 64 bits
; comes back through an sret pointer (the instruction, then a store). spirv-val 2023.1 rejects
; integer widths other than 8/16/32/64, so the output is only FileChecked. (The sign operands
; are in arbitrary-float-sign-operands.ll.)
; Without the extension the call is an error. Reverse: intel_arbitrary_float_<name>.<widths>
; calls, i1 sign flags, an sret temporary for wide results; they translate back.
; RUN: llvm-as %s -o %t.bc
; RUN: not llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_arbitrary_precision_integers -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=NOEXT
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_arbitrary_precision_integers,+SPV_INTEL_arbitrary_precision_floating_point -o %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs -r %t.spv -o %t.r.bc
; RUN: llvm-dis %t.r.bc -o - | FileCheck %s --check-prefix=LLVM
; RUN: llvm-spirv-rs %t.r.bc --spirv-ext=+SPV_INTEL_arbitrary_precision_integers,+SPV_INTEL_arbitrary_precision_floating_point -o %t.rt.spv
; RUN: llvm-spirv-rs %t.rt.spv -to-text -o - | FileCheck %s --check-prefix=SPV

; NOEXT: Floating point instructions can't be translated correctly without enabled SPV_INTEL_arbitrary_precision_floating_point extension!

; SPV-DAG: Capability ArbitraryPrecisionFloatingPointINTEL
; SPV-DAG: Capability ArbitraryPrecisionIntegersINTEL
; SPV: Extension "SPV_INTEL_arbitrary_precision_floating_point"
; SPV-NEXT: Extension "SPV_INTEL_arbitrary_precision_integers"
; SPV-DAG: TypeInt [[I20:[0-9]+]] 20 0
; SPV-DAG: TypeInt [[I21:[0-9]+]] 21 0
; SPV-DAG: TypeInt [[I70:[0-9]+]] 70 0
; SPV-DAG: TypeBool [[BOOL:[0-9]+]]
; SPV: FunctionParameter [[I20]] [[X:[0-9]+]]
; SPV-NEXT: FunctionParameter [[I21]] [[Y:[0-9]+]]
; SPV: ArbitraryFloatMulINTEL [[I21]] {{[0-9]+}} [[X]] 12 [[Y]] 13 14 0 1 0
; SPV: ArbitraryFloatCastFromIntINTEL [[I20]] {{[0-9]+}} [[Y]] 12 1 0 2 1
; SPV: ArbitraryFloatLEINTEL [[BOOL]] {{[0-9]+}} [[X]] 12 [[X]] 12
; SPV: ArbitraryFloatExp2INTEL [[I70]] [[WIDE:[0-9]+]] [[X]] 12 60 1 0 0
; SPV-NEXT: Store {{[0-9]+}} [[WIDE]]

; LLVM-LABEL: define spir_func i21 @mixed(i20 %x, i21 %y, i70 addrspace(4)* %out)
; LLVM: %prod = call i21 @intel_arbitrary_float_mul.i21.i20.i21(i20 %x, i32 12, i21 %y, i32 13, i32 14, i32 0, i32 1, i32 0)
; LLVM: %conv = call i20 @intel_arbitrary_float_cast_from_int.i20.i21(i21 %y, i32 12, i1 true, i32 0, i32 2, i32 1)
; LLVM: %le = call i1 @intel_arbitrary_float_le.i1.i20.i20(i20 %x, i32 12, i20 %x, i32 12)
; LLVM: call void @intel_arbitrary_float_exp2.i70.i20(i70 addrspace(4)* sret(i70) %{{.*}}, i20 %x, i32 12, i32 60, i32 1, i32 0, i32 0)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func i21 @mixed(i20 %x, i21 %y, i70 addrspace(4)* %out) {
entry:
  %prod = call spir_func i21 @_Z30__spirv_ArbitraryFloatMulINTELILi20ELi21ELi21EEU7_ExtIntIXT1_EEiU7_ExtIntIXT_EEiiU7_ExtIntIXT0_EEiiiiii(i20 %x, i32 12, i21 %y, i32 13, i32 14, i32 0, i32 1, i32 0)
  %conv = call spir_func i20 @__spirv_ArbitraryFloatCastFromIntINTEL(i21 %y, i32 12, i1 zeroext true, i32 0, i32 2, i32 1)
  %le = call spir_func zeroext i1 @__spirv_ArbitraryFloatLEINTEL(i20 %x, i32 12, i20 %x, i32 12)
  call spir_func void @__spirv_ArbitraryFloatExp2INTEL(i70 addrspace(4)* sret(i70) align 8 %out, i20 %x, i32 12, i32 60, i32 1, i32 0, i32 0)
  %pick = select i1 %le, i21 %prod, i21 0
  %c = zext i20 %conv to i21
  %r = add i21 %pick, %c
  ret i21 %r
}

declare spir_func i21 @_Z30__spirv_ArbitraryFloatMulINTELILi20ELi21ELi21EEU7_ExtIntIXT1_EEiU7_ExtIntIXT_EEiiU7_ExtIntIXT0_EEiiiiii(i20, i32, i21, i32, i32, i32, i32, i32)
declare spir_func i20 @__spirv_ArbitraryFloatCastFromIntINTEL(i21, i32, i1 zeroext, i32, i32, i32)
declare spir_func zeroext i1 @__spirv_ArbitraryFloatLEINTEL(i20, i32, i20, i32)
declare spir_func void @__spirv_ArbitraryFloatExp2INTEL(i70 addrspace(4)* sret(i70) align 8, i20, i32, i32, i32, i32, i32)
