; --spirv-mem2reg promotes allocas to SSA values (LLVM's mem2reg) before translating, and with
; -s the regularized module written is the promoted one, as llvm-spirv writes it.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs -s %t.bc -o - | llvm-dis | FileCheck %s --check-prefix=KEEP
; KEEP: alloca i32
; RUN: llvm-spirv-rs -s --spirv-mem2reg %t.bc -o %t.reg.bc
; RUN: llvm-dis %t.reg.bc -o - | FileCheck %s --check-prefix=PROMOTED
; PROMOTED-LABEL: define spir_func i32 @f(i32 %x)
; PROMOTED-NOT: alloca
; PROMOTED: ret i32 %x
; RUN: llvm-spirv-rs -s -spirv-mem2reg=true -S %t.bc -o - | FileCheck %s --check-prefix=PROMOTED
; RUN: llvm-spirv-rs -s -spirv-mem2reg=false %t.bc -o - | llvm-dis | FileCheck %s --check-prefix=KEEP
; The regularized module translates, and the translation with --spirv-mem2reg has no variable.
; RUN: llvm-spirv-rs %t.reg.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs --spirv-mem2reg %t.bc -o %t.m2r.spv
; RUN: spirv-val %t.m2r.spv
; RUN: spirv-dis %t.m2r.spv | FileCheck %s --check-prefix=SPV
; SPV-NOT: OpVariable
; SPV: OpReturnValue %x

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func i32 @f(i32 %x) {
  %a = alloca i32, align 4
  store i32 %x, i32* %a, align 4
  %v = load i32, i32* %a, align 4
  ret i32 %v
}
