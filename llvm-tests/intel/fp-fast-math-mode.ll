; LLVM fast-math flags → FPFastMathMode on the floating-point binary operators: `fast` is Fast
; (16) alone; nnan, ninf, nsz and arcp are NotNaN, NotInf, NSZ, AllowRecip (1, 2, 4, 8);
; under SPV_INTEL_fp_fast_math_mode `contract` is AllowContractFastINTEL (0x10000) and
; `reassoc` AllowReassocINTEL (0x20000), with the FPFastMathModeINTEL capability and the
; extension declared; without the extension those two are dropped. Reverse gives the flags
; back.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_fp_fast_math_mode -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s
; RUN: llvm-spirv-rs -r %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=REV
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv
; RUN: llvm-spirv-rs %t.bc -o %t.noext.spv
; RUN: spirv-val %t.noext.spv
; RUN: llvm-spirv-rs %t.noext.spv -to-text -o - | FileCheck %s --check-prefix=NOEXT

; CHECK-DAG: Capability FPFastMathModeINTEL
; CHECK-DAG: Extension "SPV_INTEL_fp_fast_math_mode"
; CHECK-DAG: Name [[FAST:[0-9]+]] "fast"
; CHECK-DAG: Name [[REASSOC:[0-9]+]] "reassoc"
; CHECK-DAG: Name [[CONTRACT:[0-9]+]] "contract"
; CHECK-DAG: Name [[FOUR:[0-9]+]] "four"
; CHECK-DAG: Name [[MIXED:[0-9]+]] "mixed"
; CHECK-DAG: Decorate [[FAST]] FPFastMathMode 16
; CHECK-DAG: Decorate [[REASSOC]] FPFastMathMode 131072
; CHECK-DAG: Decorate [[CONTRACT]] FPFastMathMode 65536
; CHECK-DAG: Decorate [[FOUR]] FPFastMathMode 15
; CHECK-DAG: Decorate [[MIXED]] FPFastMathMode 196609

; REV: %fast = fadd fast float
; REV: %reassoc = fmul reassoc float
; REV: %contract = fsub contract float
; REV: %four = fdiv nnan ninf nsz arcp float
; REV: %mixed = fadd reassoc nnan contract float

; NOEXT-NOT: FPFastMathModeINTEL
; NOEXT-NOT: SPV_INTEL_fp_fast_math_mode
; NOEXT-DAG: Decorate {{[0-9]+}} FPFastMathMode 16
; NOEXT-DAG: Decorate {{[0-9]+}} FPFastMathMode 15
; NOEXT-DAG: Decorate {{[0-9]+}} FPFastMathMode 1
; NOEXT-NOT: FPFastMathMode 65536
; NOEXT-NOT: FPFastMathMode 131072

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func float @f(float %a, float %b) {
  %fast = fadd fast float %a, %b
  %reassoc = fmul reassoc float %fast, %b
  %contract = fsub contract float %reassoc, %a
  %four = fdiv nnan ninf nsz arcp float %contract, %b
  %mixed = fadd reassoc contract nnan float %four, %a
  ret float %mixed
}
