; spirv.Decorations / spirv.ParameterDecorations whose operands do not fit the decoration's
; grammar are an error naming the decoration and what carries it (never an internal error);
; well-formed ones are written.
; RUN: split-file %s %t
; RUN: llvm-as %t/good.ll -o %t/good.bc
; RUN: llvm-spirv-rs %t/good.bc -spirv-text -o - | FileCheck %s --check-prefix=GOOD
; RUN: llvm-spirv-rs %t/good.bc -o %t/good.spv
; RUN: spirv-val %t/good.spv
; RUN: llvm-spirv-14 -r %t/good.spv -o %t/good.rev.bc
; RUN: opt -verify %t/good.rev.bc -o /dev/null
; RUN: llvm-as %t/fn.ll -o %t/fn.bc
; RUN: not llvm-spirv-rs %t/fn.bc -o %t/x.spv 2>&1 | FileCheck %s --check-prefix=FN
; RUN: llvm-as %t/param.ll -o %t/param.bc
; RUN: not llvm-spirv-rs %t/param.bc -o %t/x.spv 2>&1 | FileCheck %s --check-prefix=PARAM
; RUN: llvm-as %t/global.ll -o %t/global.bc
; RUN: not llvm-spirv-rs %t/global.bc -o %t/x.spv 2>&1 | FileCheck %s --check-prefix=GLOBAL

; GOOD: Decorate [[P:[0-9]+]] Alignment 16
; GOOD: FunctionParameter {{[0-9]+}} [[P]]
; FN: in function 'twice': spirv.Decorations of the function: decoration NoContraction does not take the operands [7]
; PARAM: in function 'twice': spirv.Decorations of parameter 1: decoration Alignment does not take the operands [4, 4]
; GLOBAL: spirv.Decorations of global variable 'table': decoration Constant does not take the operands [1]
; GLOBAL-NOT: internal error

;--- good.ll
target triple = "spir64-unknown-unknown"
define spir_func void @twice(i32 addrspace(1)* %p) !spirv.ParameterDecorations !0 {
  ret void
}
!0 = !{!1}
!1 = !{!2}
!2 = !{i32 44, i32 16}

;--- fn.ll
target triple = "spir64-unknown-unknown"
define spir_func void @twice(i32 %x) !spirv.Decorations !0 {
  ret void
}
!0 = !{!1}
!1 = !{i32 42, i32 7}

;--- param.ll
target triple = "spir64-unknown-unknown"
define spir_func void @twice(i32 %x, i32 addrspace(1)* %p) !spirv.ParameterDecorations !0 {
  ret void
}
!0 = !{!1, !2}
!1 = !{}
!2 = !{!3}
!3 = !{i32 44, i32 4, i32 4}

;--- global.ll
target triple = "spir64-unknown-unknown"
@table = addrspace(1) global i32 0, !spirv.Decorations !0
!0 = !{!1}
!1 = !{i32 22, i32 1}
