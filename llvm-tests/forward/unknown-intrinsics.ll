; --spirv-allow-unknown-intrinsics: an intrinsic we do not translate is an error by default;
; with the option (all intrinsics, or only those under the given prefixes) it becomes an
; imported function that is called.
; RUN: llvm-as %s -o %t.bc
; RUN: not llvm-spirv-rs %t.bc -o %t.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: llvm-spirv-rs %t.bc --spirv-allow-unknown-intrinsics -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc --spirv-allow-unknown-intrinsics=llvm.frobnicate. -spirv-text -o - | FileCheck %s
; RUN: not llvm-spirv-rs %t.bc --spirv-allow-unknown-intrinsics=llvm.other. -o %t.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: llvm-spirv-rs %t.bc --spirv-allow-unknown-intrinsics -o %t.ok.spv
; RUN: spirv-val %t.ok.spv
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.ok.spv

; ERR: Unexpected llvm intrinsic
; ERR-NEXT: llvm.frobnicate.i32

; CHECK: Name [[F:[0-9]+]] "llvm.frobnicate.i32"
; CHECK: Decorate [[F]] LinkageAttributes "llvm.frobnicate.i32" Import
; CHECK: FunctionCall {{[0-9]+}} {{[0-9]+}} [[F]]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func i32 @twiddle(i32 %x) {
  %r = call i32 @llvm.frobnicate.i32(i32 %x)
  ret i32 %r
}

declare i32 @llvm.frobnicate.i32(i32)
