; LLVM's `token` type under SPV_INTEL_token_type: OpTypeTokenINTEL (capability TokenTypeINTEL);
; here the result of an intrinsic no translation knows, kept as an imported function under
; --spirv-allow-unknown-intrinsics. Reverse gives the token type back. Without the extension
; the type is an error naming it. (spirv-val 2023.1 does not know the capability, 6112.)
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_token_type --spirv-allow-unknown-intrinsics=llvm.tokenfoo -o %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=REV
; RUN: opt -verify %t.rev.bc -o /dev/null
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv
; RUN: not llvm-spirv-rs %t.bc --spirv-allow-unknown-intrinsics=llvm.tokenfoo -o %t.noext.spv 2>&1 | FileCheck %s --check-prefix=NOEXT

; CHECK-DAG: Capability TokenTypeINTEL
; CHECK-DAG: Extension "SPV_INTEL_token_type"
; CHECK-DAG: TypeTokenINTEL [[T:[0-9]+]]
; CHECK-DAG: TypeFunction [[FT:[0-9]+]] [[T]]
; CHECK-DAG: Decorate [[FOO:[0-9]+]] LinkageAttributes "llvm.tokenfoo" Import
; CHECK: Function [[T]] [[FOO]] 0 [[FT]]
; CHECK: FunctionCall [[T]] {{[0-9]+}} [[FOO]]

; REV-DAG: declare {{.*}}token @llvm.tokenfoo()
; REV-DAG: %t = call {{.*}}token @llvm.tokenfoo()

; NOEXT: token

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func void @f() {
  %t = call token @llvm.tokenfoo()
  ret void
}

declare token @llvm.tokenfoo()
