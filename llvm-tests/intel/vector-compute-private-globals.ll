; SPV_INTEL_vector_compute, private globals: a "VCGlobalVariable" global in LLVM's private
; address space (0) is per-thread storage, so it becomes a Private variable (a storage class
; the extension allows in a Kernel module through VectorComputeINTEL), used directly, with its
; VC decorations ("VCByteOffset" is GlobalVariableOffsetINTEL). Reverse: Private is address
; space 0 again, with the attributes, and the loads and stores use the global itself.
; Without the extension (or without "VCGlobalVariable") such a global stays a CrossWorkgroup
; variable seen through casts.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_vector_compute -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: opt -verify %t.rev.bc -o /dev/null
; RUN: llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=REV
; RUN: llvm-spirv-rs %t.rev.bc --spirv-ext=+SPV_INTEL_vector_compute -o - -spirv-text | FileCheck %s
; RUN: llvm-spirv-rs %t.bc -o %t.noext.spv
; RUN: spirv-val %t.noext.spv
; RUN: llvm-spirv-rs %t.noext.spv -to-text -o - | FileCheck %s --check-prefix=NOEXT

; CHECK-DAG: Capability VectorComputeINTEL
; CHECK-DAG: Name [[ACC:[0-9]+]] "acc"
; CHECK-DAG: Name [[SHARED:[0-9]+]] "shared"
; CHECK-DAG: Decorate [[ACC]] VectorComputeVariableINTEL
; CHECK-DAG: Decorate [[ACC]] GlobalVariableOffsetINTEL 16
; CHECK-DAG: TypePointer [[PRIV:[0-9]+]] 6 {{[0-9]+}}
; CHECK-DAG: Variable [[PRIV]] [[ACC]] 6
; CHECK-DAG: Variable {{[0-9]+}} [[SHARED]] 5
; CHECK-DAG: Load {{[0-9]+}} {{[0-9]+}} [[ACC]]
; CHECK-DAG: Store [[ACC]]

; REV-DAG: @acc = internal global <4 x i32> zeroinitializer, align 16 #[[A:[0-9]+]]
; REV-DAG: @shared = internal addrspace(1) global i32 0
; REV-DAG: load <4 x i32>, <4 x i32>* @acc
; REV-DAG: store <4 x i32> %{{[0-9a-z]+}}, <4 x i32>* @acc
; REV-DAG: attributes #[[A]] = { "VCByteOffset"="16" "VCGlobalVariable" }

; NOEXT-NOT: VectorComputeINTEL
; NOEXT: Variable {{[0-9]+}} {{[0-9]+}} 5
; NOEXT-NOT: Variable {{[0-9]+}} {{[0-9]+}} 6

target datalayout = "e-p:64:64-i64:64-n8:16:32"
target triple = "spir64"

@acc = internal global <4 x i32> zeroinitializer, align 16 #0
@shared = internal global i32 0, align 4

define spir_kernel void @accumulate(<4 x i32> %v) #1 {
entry:
  %old = load <4 x i32>, <4 x i32>* @acc, align 16
  %new = add <4 x i32> %old, %v
  store <4 x i32> %new, <4 x i32>* @acc, align 16
  %s = load i32, i32* @shared, align 4
  %t = add i32 %s, 1
  store i32 %t, i32* @shared, align 4
  ret void
}

attributes #0 = { "VCByteOffset"="16" "VCGlobalVariable" }
attributes #1 = { "VCFunction" }
