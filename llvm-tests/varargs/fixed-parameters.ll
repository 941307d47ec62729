; Functions declared with `...` other than printf (unprototyped C declarations, variadic
; helpers) become OpFunctions of their fixed parameters, as in llvm-spirv: SPIR-V has no
; variadic functions. A call that passes only the fixed arguments means the same as in LLVM
; and is an OpFunctionCall of them; the reverse gives a function of the fixed parameters,
; called with the same arguments. A call that passes more arguments has no SPIR-V form and is
; refused, naming the call (llvm-spirv 14 writes an OpFunctionCall with more arguments than
; the function has parameters, which spirv-val rejects).
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: opt -verify -disable-output %t.rev.bc
; RUN: llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=REV
; RUN: llvm-spirv-14 -r %t.spv -o %t.inc.bc
; RUN: opt -verify -disable-output %t.inc.bc
; RUN: llvm-as %S/Inputs/extra-arguments.ll -o %t.extra.bc
; RUN: not llvm-spirv-rs %t.extra.bc -o %t.extra.spv 2>&1 | FileCheck %s --check-prefix=EXTRA
; RUN: test ! -e %t.extra.spv

; CHECK-DAG: TypeInt [[I32:[0-9]+]] 32 0
; CHECK-DAG: TypeVoid [[VOID:[0-9]+]]
; CHECK-DAG: TypeFunction [[NOARGS:[0-9]+]] [[VOID]]{{ $}}
; CHECK-DAG: TypeFunction [[ONEINT:[0-9]+]] [[I32]] [[I32]]{{ $}}
; CHECK-DAG: Decorate [[NOTE:[0-9]+]] LinkageAttributes "take_note" Import
; CHECK-DAG: Decorate [[PICK:[0-9]+]] LinkageAttributes "pick" Import
; CHECK: Function [[VOID]] [[NOTE]] 0 [[NOARGS]]
; CHECK-EMPTY:
; CHECK-NEXT: FunctionEnd
; CHECK: Function [[I32]] [[PICK]] 0 [[ONEINT]]
; CHECK-NEXT: FunctionParameter [[I32]]
; CHECK-EMPTY:
; CHECK-NEXT: FunctionEnd
; CHECK: Function [[I32]] [[FIRST:[0-9]+]] 0 [[ONEINT]]
; CHECK-NEXT: FunctionParameter [[I32]] [[A:[0-9]+]]
; CHECK: ReturnValue [[A]]
; CHECK: FunctionCall [[VOID]] {{[0-9]+}} [[NOTE]]{{ $}}
; CHECK: FunctionCall [[I32]] {{[0-9]+}} [[PICK]] {{[0-9]+}}{{ $}}
; CHECK: FunctionCall [[I32]] {{[0-9]+}} [[FIRST]] {{[0-9]+}}{{ $}}

; REV-DAG: declare spir_func void @take_note()
; REV-DAG: declare spir_func i32 @pick(i32)
; REV-DAG: define internal spir_func i32 @first(i32 %a)
; REV-DAG: call spir_func void @take_note()
; REV-DAG: call spir_func i32 @pick(i32 3)
; REV-DAG: call spir_func i32 @first(i32 %

; EXTRA: .extra.bc: in function 'k':
; EXTRA-SAME: a call of the variadic function pick with 1 argument(s) beyond its 1 fixed parameter(s)
; EXTRA-SAME: SPIR-V has no variadic functions

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

declare spir_func void @take_note(...)
declare spir_func i32 @pick(i32, ...)

define internal spir_func i32 @first(i32 %a, ...) {
  ret i32 %a
}

define spir_kernel void @k(i32 addrspace(1)* %out) {
  call spir_func void (...) @take_note()
  %p = call spir_func i32 (i32, ...) @pick(i32 3)
  %f = call spir_func i32 (i32, ...) @first(i32 %p)
  store i32 %f, i32 addrspace(1)* %out
  ret void
}
