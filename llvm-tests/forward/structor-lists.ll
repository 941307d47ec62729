; llvm.global_ctors / llvm.global_dtors: under SPV_INTEL_function_pointers they are kept as
; exported variables whose entries hold OpConstantFunctionPointerINTEL of each structor (the
; structor named before the list, as llvm-spirv orders the names); without the extension they
; are dropped. The text form puts a blank line after each block, as llvm-spirv writes it.
; Consumer check: the lists are CrossWorkgroup variables here (a module-scope Function variable,
; which llvm-spirv-14 writes, is refused by spirv-val); llvm-spirv-14 -r reads them back without
; appending linkage and its own verifier then refuses the module: that known failure is pinned.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_function_pointers -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_function_pointers -o %t.spv
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: opt -verify -disable-output %t.rev.bc
; RUN: llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=REV
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=NOEXT
; RUN: not llvm-spirv-14 -r %t.spv -o %t.inc.bc 2>&1 | FileCheck %s --check-prefix=INCUMBENT

; INCUMBENT: invalid linkage for intrinsic global variable

; CHECK: Name [[SETUP:[0-9]+]] "setup_tables"
; CHECK-NEXT: Name [[CTORS:[0-9]+]] "llvm.global_ctors"
; CHECK-NEXT: Name [[TEARDOWN:[0-9]+]] "teardown_tables"
; CHECK-NEXT: Name [[DTORS:[0-9]+]] "llvm.global_dtors"
; CHECK-DAG: Decorate [[CTORS]] LinkageAttributes "llvm.global_ctors" Export
; CHECK-DAG: Decorate [[DTORS]] LinkageAttributes "llvm.global_dtors" Export
; CHECK: ConstantFunctionPointerINTEL {{[0-9]+}} [[SETUP_FP:[0-9]+]] [[SETUP]]
; CHECK: ConstantComposite {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} [[SETUP_FP]]
; CHECK: Variable {{[0-9]+}} [[CTORS]]
; CHECK: ConstantFunctionPointerINTEL {{[0-9]+}} [[TEARDOWN_FP:[0-9]+]] [[TEARDOWN]]
; CHECK: Variable {{[0-9]+}} [[DTORS]]
; CHECK: Function {{[0-9]+}} [[SETUP]] 0
; CHECK-EMPTY:
; CHECK-NEXT: Label
; CHECK-NEXT: Store
; CHECK-NEXT: Return
; CHECK-EMPTY:
; CHECK-NEXT: FunctionEnd

; REV: @llvm.global_ctors = appending {{.*}} @setup_tables
; REV: @llvm.global_dtors = appending {{.*}} @teardown_tables

; NOEXT-NOT: llvm.global_ctors
; NOEXT-NOT: ConstantFunctionPointerINTEL

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

@llvm.global_ctors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 100, void ()* @setup_tables, i8* null }]
@llvm.global_dtors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 100, void ()* @teardown_tables, i8* null }]
@table = internal addrspace(1) global i32 0, align 4

define internal spir_func void @setup_tables() {
  store i32 7, i32 addrspace(1)* @table, align 4
  ret void
}

define internal spir_func void @teardown_tables() {
  ret void
}
