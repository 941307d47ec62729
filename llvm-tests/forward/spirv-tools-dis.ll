; --spirv-tools-dis writes SPIR-V in SPIRV-Tools' assembly syntax (friendly names, no header),
; which spirv-as reads back; with -to-text it converts a binary the same way.
; Consumer check: spirv-as stamps SPIR-V 1.6 by default, which llvm-spirv-14 does not know, so the
; module it reads is assembled for SPIR-V 1.0.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc --spirv-tools-dis -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc --spirv-tools-dis -o %t.spvasm
; RUN: spirv-as %t.spvasm -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs -to-text --spirv-tools-dis %t.spv -o - | FileCheck %s
; RUN: spirv-as --target-env spv1.0 %t.spvasm -o %t.v10.spv
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.v10.spv
; The text is what llvm-spirv writes with SPIRV-Tools (its Disassemble's default options), byte
; for byte, with no spirv-dis run by us.
; RUN: llvm-spirv-rs %t.bc -o %t.bin.spv
; RUN: spirv-dis --no-color --no-header --no-indent %t.bin.spv -o %t.dis.spvasm
; RUN: llvm-spirv-rs %t.bc --spirv-tools-dis -o %t.ours.spvasm
; RUN: cmp %t.dis.spvasm %t.ours.spvasm
; RUN: env PATH=/nonexistent %llvm-spirv %t.bc --spirv-tools-dis -o - | FileCheck %s

; CHECK-NOT: ; SPIR-V
; CHECK: OpCapability Kernel
; CHECK: OpMemoryModel Physical64 OpenCL
; CHECK: OpEntryPoint Kernel %{{[0-9]+}} "bump"
; CHECK-DAG: %ulong = OpTypeInt 64 0
; CHECK-DAG: %counter = OpFunctionParameter
; CHECK: OpIAdd %ulong

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @bump(i64 addrspace(1)* %counter) {
  %v = load i64, i64 addrspace(1)* %counter, align 8
  %n = add i64 %v, 3
  store i64 %n, i64 addrspace(1)* %counter, align 8
  ret void
}
