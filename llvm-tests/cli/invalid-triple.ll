; Only spir/spir64 modules (and spirv32/spirv64) translate: any other target triple is refused
; with llvm-spirv's wording, naming the triple, and nothing is written.
; RUN: llvm-as %s -o %t.bc
; RUN: not llvm-spirv-rs %t.bc -o %t.spv 2>&1 | FileCheck %s
; RUN: test ! -e %t.spv
; CHECK: llvm-spirv-rs: {{.*}}.bc: InvalidTargetTriple: Expects spir-unknown-unknown or spir64-unknown-unknown. Actual target triple is x86_64-unknown-linux-gnu
;
; A spir64 flavour that is not spir64 itself (an offload target) is refused the same way.
; RUN: sed 's/^target triple.*/target triple = "spir64_gen-unknown-unknown"/' %s | llvm-as -o %t.gen.bc
; RUN: not llvm-spirv-rs %t.gen.bc -o %t.gen.spv 2>&1 | FileCheck %s --check-prefix=GEN
; GEN: Actual target triple is spir64_gen-unknown-unknown
;
; spir, spir64, spirv32 and spirv64 translate, with the matching addressing model.
; RUN: sed 's/^target triple.*/target triple = "spir-unknown-unknown"/' %s | llvm-as -o %t.32.bc
; RUN: llvm-spirv-rs %t.32.bc -o %t.32.spv && spirv-val %t.32.spv
; RUN: spirv-dis %t.32.spv | FileCheck %s --check-prefix=P32
; RUN: sed 's/^target triple.*/target triple = "spirv64-unknown-unknown"/' %s | llvm-as -o %t.v64.bc
; RUN: llvm-spirv-rs %t.v64.bc -o %t.v64.spv && spirv-val %t.v64.spv
; RUN: spirv-dis %t.v64.spv | FileCheck %s --check-prefix=P64
; P32: OpMemoryModel Physical32 OpenCL
; P64: OpMemoryModel Physical64 OpenCL
;
; Unlike llvm-spirv (which refuses an empty triple with the same message), a module without a
; triple translates: its data layout gives the pointer width.
; RUN: sed '/^target triple/d' %s | llvm-as -o %t.none.bc
; RUN: llvm-spirv-rs %t.none.bc -o %t.none.spv && spirv-val %t.none.spv
; RUN: spirv-dis %t.none.spv | FileCheck %s --check-prefix=P64

target triple = "x86_64-unknown-linux-gnu"

define spir_kernel void @k(i32 addrspace(1)* %p) {
  store i32 1, i32 addrspace(1)* %p, align 4
  ret void
}
