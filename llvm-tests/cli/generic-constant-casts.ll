; The generic casts (OpGenericCastToPtr, OpPtrCastToGeneric) take Workgroup, CrossWorkgroup and
; Function pointers only (SPIR-V spec, 3.42.11), so a cast between the generic and the constant
; address space (UniformConstant) has no translation: it is refused with llvm-spirv's wording,
; naming the function and the instruction, and nothing is written. Casts of other address
; spaces to and from generic translate and validate.
; RUN: split-file %s %t
; RUN: llvm-as %t/to-constant.ll -o %t/to-constant.bc
; RUN: not llvm-spirv-rs %t/to-constant.bc -o %t/a.spv 2>&1 | FileCheck %s --check-prefix=TO
; RUN: test ! -e %t/a.spv
; TO: .bc: in function 'f': InvalidModule: Invalid SPIR-V module: Casts from generic address space to constant are illegal
; TO-SAME: addrspacecast {{\(?}}i32 addrspace(4)*
; RUN: llvm-as %t/from-constant.ll -o %t/from-constant.bc
; RUN: not llvm-spirv-rs %t/from-constant.bc -o %t/b.spv 2>&1 | FileCheck %s --check-prefix=FROM
; RUN: test ! -e %t/b.spv
; FROM: InvalidModule: Invalid SPIR-V module: Casts from constant address space to generic are illegal
; The same in a constant expression.
; RUN: llvm-as %t/constexpr.ll -o %t/constexpr.bc
; RUN: not llvm-spirv-rs %t/constexpr.bc -o %t/c.spv 2>&1 | FileCheck %s --check-prefix=TO
; RUN: llvm-as %t/legal.ll -o %t/legal.bc
; RUN: llvm-spirv-rs %t/legal.bc -o %t/d.spv
; RUN: spirv-val %t/d.spv
; RUN: spirv-dis %t/d.spv | FileCheck %s --check-prefix=LEGAL
; LEGAL: OpPtrCastToGeneric
; LEGAL: OpGenericCastToPtr
; RUN: llvm-spirv-rs -r %t/d.spv -o %t/d.bc

;--- to-constant.ll
target triple = "spir64-unknown-unknown"
define spir_func i32 @f(i32 addrspace(4)* %p) {
  %c = addrspacecast i32 addrspace(4)* %p to i32 addrspace(2)*
  %v = load i32, i32 addrspace(2)* %c
  ret i32 %v
}

;--- from-constant.ll
target triple = "spir64-unknown-unknown"
define spir_func i32 @f(i32 addrspace(2)* %p) {
  %c = addrspacecast i32 addrspace(2)* %p to i32 addrspace(4)*
  %v = load i32, i32 addrspace(4)* %c
  ret i32 %v
}

;--- constexpr.ll
target triple = "spir64-unknown-unknown"
@g = addrspace(4) global i32 0
define spir_func i32 @f() {
  %v = load i32, i32 addrspace(2)* addrspacecast (i32 addrspace(4)* @g to i32 addrspace(2)*)
  ret i32 %v
}

;--- legal.ll
target triple = "spir64-unknown-unknown"
define spir_func i32 @f(i32 addrspace(1)* %p) {
  %g = addrspacecast i32 addrspace(1)* %p to i32 addrspace(4)*
  %l = addrspacecast i32 addrspace(4)* %g to i32 addrspace(1)*
  %v = load i32, i32 addrspace(1)* %l
  ret i32 %v
}
