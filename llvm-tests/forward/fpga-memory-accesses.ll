; llvm.ptr.annotation of a pointer with a load/store-unit string {params:N}{cache-size:M}
; → SPV_INTEL_fpga_memory_accesses decorations of the annotated pointer (bit 1
; BurstCoalesceINTEL, 2 CacheSizeINTEL M, 4 DontStaticallyCoalesceINTEL, 8 PrefetchINTEL 0);
; params 0, or any other text → UserSemantic. Back: an llvm.ptr.annotation of the decorated
; value, its text rebuilt (one string per text), which the uses see.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_fpga_memory_accesses -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: opt -verify -disable-output %t.rev.bc
; RUN: llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=NOEXT
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv

; SPV-DAG: Capability FPGAMemoryAccessesINTEL
; SPV-DAG: Extension "SPV_INTEL_fpga_memory_accesses"
; SPV-DAG: Name [[P:[0-9]+]] "p"
; SPV-DAG: Name [[Q:[0-9]+]] "q"
; SPV-DAG: Name [[R:[0-9]+]] "r"
; SPV-DAG: Decorate [[P]] BurstCoalesceINTEL
; SPV-DAG: Decorate [[P]] CacheSizeINTEL 64
; SPV-DAG: Decorate [[Q]] DontStaticallyCoalesceINTEL
; SPV-DAG: Decorate [[Q]] PrefetchINTEL 0
; SPV-DAG: Decorate [[R]] UserSemantic "{params:0}{cache-size:8}"

; IR-DAG: @[[S1:[0-9]+]] = private unnamed_addr constant {{.*}} c"{params:3}{cache-size:64}\00", section "llvm.metadata"
; IR-DAG: @[[S2:[0-9]+]] = private unnamed_addr constant {{.*}} c"{params:12}\00", section "llvm.metadata"
; IR-DAG: @[[S3:[0-9]+]] = private unnamed_addr constant {{.*}} c"{params:0}{cache-size:8}\00", section "llvm.metadata"
; IR: %p = getelementptr inbounds float, float addrspace(1)* %in, i64 1
; IR-NEXT: %[[AP:[0-9]+]] = call float addrspace(1)* @llvm.ptr.annotation.p1f32(float addrspace(1)* %p, i8* getelementptr inbounds ({{.*}} @[[S1]], i32 0, i32 0)
; IR-NEXT: load float, float addrspace(1)* %[[AP]]
; IR: call float addrspace(1)* @llvm.ptr.annotation.p1f32(float addrspace(1)* %q, i8* getelementptr inbounds ({{.*}} @[[S2]], i32 0, i32 0)
; IR: call float addrspace(1)* @llvm.ptr.annotation.p1f32(float addrspace(1)* %r, i8* getelementptr inbounds ({{.*}} @[[S3]], i32 0, i32 0)

; NOEXT-NOT: FPGAMemoryAccessesINTEL
; NOEXT-NOT: BurstCoalesceINTEL
; NOEXT: Decorate {{[0-9]+}} UserSemantic "{params:3}{cache-size:64}"

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

@burst = private unnamed_addr constant [26 x i8] c"{params:3}{cache-size:64}\00", section "llvm.metadata"
@nocoal = private unnamed_addr constant [12 x i8] c"{params:12}\00", section "llvm.metadata"
@plain = private unnamed_addr constant [25 x i8] c"{params:0}{cache-size:8}\00", section "llvm.metadata"
@file = private unnamed_addr constant [6 x i8] c"m.cpp\00", section "llvm.metadata"

define spir_func float @sum(float addrspace(1)* %in) {
  %p = getelementptr inbounds float, float addrspace(1)* %in, i64 1
  %ap = call float addrspace(1)* @llvm.ptr.annotation.p1f32(float addrspace(1)* %p, i8* getelementptr inbounds ([26 x i8], [26 x i8]* @burst, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @file, i32 0, i32 0), i32 1, i8* null)
  %a = load float, float addrspace(1)* %ap, align 4
  %q = getelementptr inbounds float, float addrspace(1)* %in, i64 2
  %aq = call float addrspace(1)* @llvm.ptr.annotation.p1f32(float addrspace(1)* %q, i8* getelementptr inbounds ([12 x i8], [12 x i8]* @nocoal, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @file, i32 0, i32 0), i32 2, i8* null)
  %b = load float, float addrspace(1)* %aq, align 4
  %r = getelementptr inbounds float, float addrspace(1)* %in, i64 3
  %ar = call float addrspace(1)* @llvm.ptr.annotation.p1f32(float addrspace(1)* %r, i8* getelementptr inbounds ([25 x i8], [25 x i8]* @plain, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @file, i32 0, i32 0), i32 3, i8* null)
  %c = load float, float addrspace(1)* %ar, align 4
  %s1 = fadd float %a, %b
  %s2 = fadd float %s1, %c
  ret float %s2
}

declare float addrspace(1)* @llvm.ptr.annotation.p1f32(float addrspace(1)*, i8*, i8*, i32, i8*)
