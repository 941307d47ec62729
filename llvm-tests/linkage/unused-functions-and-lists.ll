; Internal functions that no kernel, exported function or global initializer can reach are
; not translated (no other module can call them, so the SPIR-V means the same), also when only
; other unreachable functions or themselves call them; an internal function whose address a
; global's initializer takes is kept; kernels are entry points and always kept. Declarations
; nothing uses are not imported (an Import would ask the linker for a definition nobody
; needs). LLVM's own lists llvm.used and llvm.compiler.used (section llvm.metadata) only keep
; symbols from LLVM's optimizer; they are not variables of the SPIR-V module, and the symbols
; they name are kept (here: an internal variable nothing else uses).
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o %t.spt
; RUN: FileCheck %s < %t.spt
; RUN: FileCheck %s --check-prefix=DROPPED < %t.spt
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: opt -verify -disable-output %t.rev.bc
; RUN: llvm-dis %t.rev.bc -o %t.rev.ll
; RUN: FileCheck %s --check-prefix=REV < %t.rev.ll
; RUN: FileCheck %s --check-prefix=REV-DROPPED < %t.rev.ll

; DROPPED-NOT: "unreachable_caller"
; DROPPED-NOT: "unreachable_callee"
; DROPPED-NOT: "calls_itself"
; DROPPED-NOT: "never_called"
; DROPPED-NOT: "llvm.used"
; DROPPED-NOT: "llvm.compiler.used"
; CHECK-DAG: Name {{[0-9]+}} "kept_by_used"
; CHECK-DAG: Name {{[0-9]+}} "helper"
; CHECK-DAG: Name {{[0-9]+}} "exported_caller"
; CHECK-DAG: Name {{[0-9]+}} "called_by_exported"
; CHECK-DAG: EntryPoint 6 {{[0-9]+}} "internal_kernel"
; CHECK-DAG: EntryPoint 6 {{[0-9]+}} "main_kernel"

; REV-DROPPED-NOT: @unreachable_caller
; REV-DROPPED-NOT: @llvm.used
; REV-DAG: @kept_by_used = internal addrspace(1) global i32 5
; REV-DAG: define internal spir_func i32 @helper(
; REV-DAG: define internal spir_func i32 @called_by_exported(
; REV-DAG: define spir_func i32 @exported_caller(

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

@kept_by_used = internal addrspace(1) global i32 5
@llvm.used = appending global [1 x i8 addrspace(4)*] [i8 addrspace(4)* addrspacecast (i8 addrspace(1)* bitcast (i32 addrspace(1)* @kept_by_used to i8 addrspace(1)*) to i8 addrspace(4)*)], section "llvm.metadata"
@llvm.compiler.used = appending global [1 x i8 addrspace(4)*] [i8 addrspace(4)* addrspacecast (i8 addrspace(1)* bitcast (i32 addrspace(1)* @kept_by_used to i8 addrspace(1)*) to i8 addrspace(4)*)], section "llvm.metadata"

declare spir_func i32 @never_called(i32)

define internal spir_func i32 @unreachable_callee(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}

define internal spir_func i32 @unreachable_caller(i32 %x) {
  %y = call spir_func i32 @unreachable_callee(i32 %x)
  ret i32 %y
}

define internal spir_func i32 @calls_itself(i32 %x) {
  %y = call spir_func i32 @calls_itself(i32 %x)
  ret i32 %y
}

define internal spir_func i32 @helper(i32 %x) {
  %y = mul i32 %x, 3
  ret i32 %y
}

define internal spir_func i32 @called_by_exported(i32 %x) {
  %y = sub i32 %x, 2
  ret i32 %y
}

define spir_func i32 @exported_caller(i32 %x) {
  %y = call spir_func i32 @called_by_exported(i32 %x)
  ret i32 %y
}

define internal spir_kernel void @internal_kernel(i32 addrspace(1)* %out) {
  store i32 1, i32 addrspace(1)* %out
  ret void
}

define spir_kernel void @main_kernel(i32 addrspace(1)* %out, i32 %x) {
  %y = call spir_func i32 @helper(i32 %x)
  store i32 %y, i32 addrspace(1)* %out
  ret void
}
